package decks

import (
	"fmt"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// Priest of Yawgmoth's line is read as a sacrifice whose mana is the
// sacrificed artifact's mana value; a production naming another kind than
// the cost's, or a cost sacrificing two, is not.
func TestValueManaRead(t *testing.T) {
	cases := []struct {
		text string
		want string // the ability, as Describe says it; "" for none read
	}{
		{"{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's mana value.",
			"{T}, sacrifice an artifact (the mana once per point of its mana value): {B}"},
		{"{T}, Sacrifice a creature: Add an amount of {G} equal to the sacrificed creature's mana value.",
			"{T}, sacrifice a creature (the mana once per point of its mana value): {G}"},
		{"{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed creature's mana value.", ""},
	}
	for _, tc := range cases {
		c, err := CardFromScryfall(&ScryfallCard{Name: "Test Card", TypeLine: "Creature — Human Cleric", OracleText: tc.text})
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, a := range c.Mana {
			if a.Others != nil {
				got = a.String()
			}
		}
		if got != tc.want {
			t.Errorf("%q: read %q, want %q", tc.text, got, tc.want)
		}
		if read := c.Lines[0].Status == LineRead; read != (tc.want != "") {
			t.Errorf("%q: its line is %s", tc.text, c.Lines[0].Status)
		}
	}
}

// Compile splits the Priest's source by the mana values of the deck's
// artifacts: Sol Ring (1) on the source itself, Mind Stone and Myr
// Retriever (2) on one making {B}{B}, Ashnod's Altar itself (3) on one
// making {B}{B}{B}, Thran Dynamo (4) on one making {B}{B}{B}{B};
// Ornithopter (0) pays none. They come after Ashnod's
// Altar's (the other sacrifices first), the least mana first.
func TestValueSourcesLowered(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	text := "32 Swamp\n4 Priest of Yawgmoth\n4 Ornithopter\n4 Sol Ring\n4 Mind Stone\n4 Myr Retriever\n4 Thran Dynamo\n4 Ashnod's Altar\n"
	deck, _, err := LoadDeck("t.txt", []byte(text), db, ResolveOptions{Format: Constructed, AllowCopies: true})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := Compile(deck)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, cs := range cd.CostSources {
		var payers []string
		for _, id := range cs.For {
			payers = append(payers, cd.Names[id])
		}
		src := cd.Sources.Kind(cs.Kind)
		got = append(got, fmt.Sprintf("%s %dx%s: %s", cd.Names[cs.Card], src.N(), src.Units[0], strings.Join(payers, ", ")))
		if want := uint8(PenaltyOthers | PenaltySacrifice); src.Penalty&want != want {
			t.Errorf("%s: penalty %b, want the others' and the sacrifice's", cd.Names[cs.Card], src.Penalty)
		}
		if cd.Names[cs.Card] == "Priest of Yawgmoth" && (!cs.Self || !cs.Sacrifice || cs.N != 1 || cs.Value != src.N() || src.Mask() != mana.B.Mask()) {
			t.Errorf("Priest's source %+v", cs)
		}
	}
	want := []string{
		"Ashnod's Altar 2xC: Priest of Yawgmoth, Ornithopter, Myr Retriever",
		"Priest of Yawgmoth 1xB: Sol Ring",
		"Priest of Yawgmoth 2xB: Mind Stone, Myr Retriever",
		"Priest of Yawgmoth 3xB: Ashnod's Altar",
		"Priest of Yawgmoth 4xB: Thran Dynamo",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("cost sources:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if id := cd.Cards[indexOf(cd.Names, "Priest of Yawgmoth")].CostSource; id != 1 {
		t.Errorf("the Priest's own cost source is %d, want 1 (the one of mana value 1)", id)
	}
}

func indexOf(names []string, name string) int {
	for i, n := range names {
		if n == name {
			return i
		}
	}
	return -1
}
