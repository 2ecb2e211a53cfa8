package decks

import (
	"slices"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// High Tide reads as an Island bonus of {U} until end of turn, and
// compiles its Islands (a Volcanic Island too, not a Mountain) to kinds by
// the High Tides in effect.
func TestHighTideReading(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	c, ok := db.Lookup("High Tide")
	if !ok {
		t.Fatal("no High Tide")
	}
	want := LandBonus{Of: Filter{LandTypes: mana.U.Mask()}, Makes: mana.OneOf(mana.U.Mask()), ThisTurn: true}
	if c.LandBonus == nil || *c.LandBonus != want || len(c.Unmodelled()) != 0 {
		t.Fatalf("High Tide: %v, not modelled %q", c.LandBonus, c.Unmodelled())
	}
	d := &Deck{Name: "t"}
	for _, n := range []string{"High Tide", "Island", "Mountain", "Volcanic Island"} {
		c, ok := db.Lookup(n)
		if !ok {
			t.Fatalf("no %s", n)
		}
		d.Main = append(d.Main, Slot{Card: c, Count: 4})
	}
	cd, err := Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	tide := slices.Index(cd.Names, "High Tide")
	if !cd.Cards[tide].TurnBonus {
		t.Fatal("High Tide compiled without its bonus")
	}
	for _, n := range []string{"Island", "Volcanic Island"} {
		in := cd.Cards[slices.Index(cd.Names, n)]
		if in.Vary < 0 || !slices.Equal(cd.Vary[in.Vary].Count[0], []uint16{uint16(tide)}) {
			t.Fatalf("%s does not follow High Tide", n)
		}
		base, one := cd.Sources.Kind(in.Kind), cd.Sources.Kind(cd.Vary[in.Vary].Kinds[1])
		if one.N() != base.N()+1 || one.Units[base.N()] != mana.U.Mask() && one.Units[0] != mana.U.Mask() {
			t.Errorf("%s with one High Tide: %v (alone %v)", n, one, base)
		}
	}
	if cd.Cards[slices.Index(cd.Names, "Mountain")].Vary >= 0 {
		t.Error("a Mountain follows High Tide")
	}
}
