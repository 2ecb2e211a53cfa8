module github.com/goldfishsim/goldfish

go 1.26
