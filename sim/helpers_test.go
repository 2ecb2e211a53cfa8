package sim

import (
	"os"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// compileText compiles a decklist given as text (abstract lines allowed).
func compileText(t testing.TB, text string, format decks.Format) *decks.Compiled {
	t.Helper()
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := decks.LoadDeck("test.txt", []byte(text), db, decks.ResolveOptions{Format: format, AllowCopies: true})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := decks.Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	return cd
}

// compileExample compiles one of decks/examples.
func compileExample(t testing.TB, file string, format decks.Format) *decks.Compiled {
	t.Helper()
	return compileFile(t, "../decks/examples/"+file, format)
}

// compileFile compiles a decklist file with the built-in database.
func compileFile(t testing.TB, file string, format decks.Format) *decks.Compiled {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := decks.LoadDeck(file, data, db, decks.ResolveOptions{Format: format})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := decks.Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	return cd
}

// id returns the card id of a name in a compiled deck.
func id(t testing.TB, cd *decks.Compiled, name string) int {
	t.Helper()
	for i, n := range cd.Names {
		if n == name {
			return i
		}
	}
	t.Fatalf("no card %q in %v", name, cd.Names)
	return -1
}

// newTestGame returns a game on a deck, ready for a scenario set up by hand.
func newTestGame(t testing.TB, cd *decks.Compiled, cfg Config) *game {
	t.Helper()
	st := NewStats(len(cd.Cards), cfg.Turns)
	g, err := newGame(cd, &cfg, st)
	if err != nil {
		t.Fatal(err)
	}
	g.reset(OnPlay, 0)
	return g
}

// give puts n copies of a card in hand (taken from the library).
func (g *game) give(id, n int) {
	for range n {
		for j := g.pos; j < g.end; j++ {
			if int(g.lib[j]) == id {
				g.lib[j] = g.lib[g.pos]
				g.pos++
				break
			}
		}
		g.b.hand[id]++
		g.b.nhand++
	}
}

// librarySize is how many cards are left in the library.
func (g *game) librarySize() int { return g.ntop + g.end - g.pos + g.nbot }
