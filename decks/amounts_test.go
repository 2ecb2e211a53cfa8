package decks

import (
	"fmt"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// The templates of amounts.go, each with its cards' lines.
func TestAmountTemplates(t *testing.T) {
	for _, tc := range []struct {
		name, typ, keywords, text string
		want                      string // the ability as ManaAbility.String says it
	}{
		{"Overgrown Battlement", "Creature — Plant Wall", "Defender", "Defender\n{T}: Add {G} for each creature with defender you control.",
			"{T}: {G} for each creature with defender you control"},
		{"Axebane Guardian", "Creature — Human Druid", "Defender", "Defender\n{T}: Add X mana in any combination of colors, where X is the number of creatures with defender you control.",
			"{T}: {W|U|B|R|G} for each creature with defender you control"},
		{"Cabal Coffers", "Land", "", "{2}, {T}: Add {B} for each Swamp you control.", "{2}, {T}: {B} for each Swamp you control"},
		{"Cabal Stronghold", "Land", "", "{T}: Add {C}.\n{3}, {T}: Add {B} for each basic Swamp you control.", "{3}, {T}: {B} for each basic Swamp you control"},
	} {
		sc := ScryfallCard{Name: tc.name, TypeLine: tc.typ, OracleText: tc.text}
		if tc.keywords != "" {
			sc.Keywords = []string{tc.keywords}
		}
		c, err := CardFromScryfall(&sc)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Unmodelled()) != 0 || len(c.Mana) == 0 || c.Mana[len(c.Mana)-1].String() != tc.want {
			t.Errorf("%s: read %v, unmodelled %q; want %q", tc.name, c.Mana, c.Unmodelled(), tc.want)
		}
	}
	// Not these: a graveyard's count of no colour (Crypt of Agadeem's is
	// graveyard.go's), a filter the reader does not know.
	for _, text := range []string{
		"{2}, {T}: Add {B} for each creature card in your graveyard.",
		"{T}: Add X mana in any combination of colors, where X is the greatest power among creatures you control.",
		"{T}: Add {G} for each creature with flying you control.",
	} {
		c, _ := CardFromScryfall(&ScryfallCard{Name: "Test", TypeLine: "Land", OracleText: text})
		if len(c.Mana) != 0 || len(c.Unmodelled()) != 1 {
			t.Errorf("%q: read %v, want it not modelled", text, c.Mana)
		}
	}
}

// A creature with defender: only creatures with the keyword match.
func TestFilterDefender(t *testing.T) {
	f, ok := filterOf("creatures with defender")
	if !ok || !f.Defender || f.Types != Creature || f.String() != "creature with defender" {
		t.Fatalf("filterOf(creatures with defender) = %+v, %v", f, ok)
	}
	wall := &Card{Name: "Wall", Types: Creature, Defender: true}
	bear := &Card{Name: "Bear", Types: Creature}
	if !f.MatchesCard(wall) || f.MatchesCard(bear) {
		t.Fatalf("a wall matches %v, a bear %v", f.MatchesCard(wall), f.MatchesCard(bear))
	}
	if _, ok := filterOf("lands with defender"); ok {
		t.Fatal("lands with defender read as a filter")
	}
}

// Compile lowers Coffers as a converter whose output follows the count: one
// kind per count, none for none, {2} its input; Stronghold's {T} is shared
// by its {C} and its converter.
func TestCompileCountedConverter(t *testing.T) {
	d := mustDeck(t, "20 Swamp\n4 Cabal Coffers\n4 Cabal Stronghold\n32 Dark Ritual")
	cd, err := Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	for id, name := range cd.Names {
		c := &cd.Cards[id]
		switch name {
		case "Cabal Coffers", "Cabal Stronghold":
			if c.ConvVary < 0 || c.Vary >= 0 {
				t.Fatalf("%s: ConvVary %d, Vary %d", name, c.ConvVary, c.Vary)
			}
			v := &cd.Vary[c.ConvVary]
			if v.Kinds[0] != -1 || len(v.Kinds) != mana.MaxUnits+1 || len(v.Count) != 1 || len(v.Count[0]) != 1 {
				t.Fatalf("%s: kinds %v, counts %v", name, v.Kinds, v.Count)
			}
			for n := 1; n <= mana.MaxUnits; n++ {
				if src := cd.Sources.Kind(v.Kinds[n]); src.N() != n || src.Mask() != mana.B.Mask() {
					t.Fatalf("%s: the kind for %d counted makes %v", name, n, src)
				}
			}
			if c.ConvKind != v.Kinds[1] {
				t.Fatalf("%s: ConvKind %d, want the kind for one", name, c.ConvKind)
			}
			shared := c.Kind >= 0 && cd.Sources.Kind(c.Kind).Penalty&PenaltyShared != 0
			if shared != (name == "Cabal Stronghold") {
				t.Fatalf("%s: its {T} shared with a free ability: %v", name, shared)
			}
		}
	}
	// Twenty Swamps: more than one source holds, and said so.
	if capped := fmt.Sprintf("counted as %d", mana.MaxUnits); len(cd.Unmodelled) != 2 || !strings.Contains(cd.Unmodelled[0].What, capped) {
		t.Fatalf("unmodelled %v, want both to say the count is capped at %d", cd.Unmodelled, mana.MaxUnits)
	}
}

// mustDeck loads a decklist given as text against the built-in database.
func mustDeck(t *testing.T, text string) *Deck {
	t.Helper()
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := LoadDeck("test.txt", []byte(text), db, ResolveOptions{Format: Constructed, AllowCopies: true})
	if err != nil {
		t.Fatal(err)
	}
	return d
}
