package decks

import (
	"strconv"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// cradleTable compiles a deck and returns Gaea's Cradle's counted table.
func cradleTable(t *testing.T, text string) (*Compiled, *Vary) {
	t.Helper()
	cd, err := Compile(mustDeck(t, text))
	if err != nil {
		t.Fatal(err)
	}
	for id, n := range cd.Names {
		if n == "Gaea's Cradle" {
			return cd, &cd.Vary[cd.Cards[id].Vary]
		}
	}
	t.Fatal("no Gaea's Cradle")
	return nil, nil
}

// A counted amount gets a kind for every count the deck reaches, up to
// what one source makes: ten Bears reach ten, thirty-nine reach past
// sixteen (and kind n makes n {G} for every n). Every deck has the
// counts up to countedUnits, registered before the deck is known.
func TestCountsExtendToReach(t *testing.T) {
	for _, tc := range []struct {
		bears, want int
	}{{10, 10}, {39, mana.MaxUnits}, {5, countedUnits}} {
		_, v := cradleTable(t, "60 Forest\n1 Gaea's Cradle\n"+strconv.Itoa(tc.bears)+" Grizzly Bears")
		if len(v.Kinds)-1 != tc.want {
			t.Fatalf("%d Bears: Cradle's counts reach %d, want %d", tc.bears, len(v.Kinds)-1, tc.want)
		}
	}
	cd, v := cradleTable(t, "60 Forest\n1 Gaea's Cradle\n39 Grizzly Bears")
	for n := 1; n < len(v.Kinds); n++ {
		if src := cd.Sources.Kind(v.Kinds[n]); src.N() != n || src.Mask() != mana.G.Mask() {
			t.Fatalf("the kind for %d creatures makes %v", n, src)
		}
	}
}

// With the deck's kinds nearly full, the counts past countedUnits get the
// kinds that are left and no more: nothing fails, and the rest is counted
// as the last (which unmodelled reports).
func TestCountsExtendWhileRoom(t *testing.T) {
	// Eight Bears: no counts past countedUnits. Then as if there were 39.
	text := "60 Forest\n1 Gaea's Cradle\n8 Grizzly Bears"
	cd, v := cradleTable(t, text)
	if len(v.Kinds) != countedUnits+1 {
		t.Fatalf("eight Bears: counts reach %d", len(v.Kinds)-1)
	}
	cd.Copies[v.Count[0][0]] = 39
	for m := mana.Mask(1); cd.Sources.NumKinds() < mana.MaxKinds-2; m++ {
		if _, ok := cd.Sources.Register(mana.NOfOne(2, m)); !ok {
			t.Fatal("a filler kind refused")
		}
	}
	var cs []*Card // the deck's cards by id: its lines in order (no faces, no tokens)
	for _, s := range mustDeck(t, text).Main {
		cs = append(cs, s.Card)
	}
	cd.extendCounts(cs)
	if len(v.Kinds)-1 != countedUnits+2 || cd.Sources.NumKinds() != mana.MaxKinds {
		t.Fatalf("two kinds left: counts reach %d (want %d), %d kinds", len(v.Kinds)-1, countedUnits+2, cd.Sources.NumKinds())
	}
}
