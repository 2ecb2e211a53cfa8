package decks

import (
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// builtinRead looks a built-in card up and fails if a line of it that
// speaks of mana is still reported.
func builtinRead(t *testing.T, db *Database, name string) *Card {
	t.Helper()
	c, ok := db.Lookup(name)
	if !ok {
		t.Fatalf("%s not in the database", name)
	}
	for _, l := range c.Lines {
		if l.Mana && l.Status.Reported() {
			t.Errorf("%s: line %q still %v", name, l.Text, l.Status)
		}
	}
	return c
}

// The Capenna lands read as a fetch of a basic land of their three types,
// tapped, with no cost and 1 life gained; River of Tears as {U}, and {B}
// instead once a land was played, lowered as a Vary of the turn's land play.
func TestEnterSacrificeTemplates(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	W, U, B, R, G := mana.W.Mask(), mana.U.Mask(), mana.B.Mask(), mana.R.Mask(), mana.G.Mask()
	for name, want := range map[string]mana.Mask{
		"Brokers Hideout": G | W | U, "Cabaretti Courtyard": R | G | W, "Maestros Theater": U | B | R,
		"Obscura Storefront": W | U | B, "Riveteers Overlook": B | R | G,
	} {
		c := builtinRead(t, db, name)
		if c.Fetch == nil || *c.Fetch != (Fetch{N: 1, Types: want, Basic: true, Tapped: true, Gain: 1}) || len(c.Mana) != 0 || c.Enters != EntersUntapped {
			t.Errorf("%s: fetch %+v, mana %v, enters %v; want a basic %v, tapped, 1 life gained", name, c.Fetch, c.Mana, c.Enters, want)
		}
	}
	river := builtinRead(t, db, "River of Tears")
	if len(river.Mana) != 2 || river.Mana[0].Makes.Mask() != U || river.Mana[0].PlayedLand ||
		river.Mana[1].Makes.Mask() != B || !river.Mana[1].PlayedLand || !river.Mana[1].Instead || !river.Mana[1].Tap {
		t.Fatalf("River of Tears: mana %v", river.Mana)
	}
	plains, _ := db.Lookup("Plains")
	cd, err := Compile(&Deck{Name: "river", Main: []Slot{{Card: river, Count: 4}, {Card: plains, Count: 4}}})
	if err != nil {
		t.Fatal(err)
	}
	ri := cd.Cards[0]
	if cd.Names[0] != "River of Tears" {
		t.Fatalf("card 0 is %s", cd.Names[0])
	}
	if ri.Vary < 0 {
		t.Fatal("River of Tears does not follow the turn")
	}
	vy := cd.Vary[ri.Vary]
	if !vy.Played || len(vy.Count) != 0 || len(vy.Kinds) != 2 ||
		cd.Sources.Kind(vy.Kinds[0]).Mask() != U || cd.Sources.Kind(vy.Kinds[1]).Mask() != B || cd.Sources.Kind(vy.Kinds[1]).N() != 1 {
		t.Errorf("River of Tears lowered to %+v", vy)
	}
}
