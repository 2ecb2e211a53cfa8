package pair

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

func compileText(t testing.TB, text string) *decks.Compiled {
	t.Helper()
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := decks.LoadDeck("test.txt", []byte(text), db, decks.ResolveOptions{Format: decks.Constructed, AllowCopies: true})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := decks.Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	return cd
}
