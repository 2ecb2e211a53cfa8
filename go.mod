module github.com/goldfishsim/goldfish

go 1.26.0

require github.com/klauspost/compress v1.20.4

require golang.org/x/sync v0.25.0
