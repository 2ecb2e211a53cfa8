package decks

import (
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// The entering templates on the built-in cards' own Oracle text: each
// family's cards read whole, into the mode, filter and return rule the
// card states.
func TestEnteringTemplates(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	card := func(name string) *Card {
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
	for name, want := range map[string]mana.Mask{
		"Necroblossom Snarl": mana.B.Mask() | mana.G.Mask(), "Shineshadow Snarl": mana.W.Mask() | mana.B.Mask(),
		"Vineglimmer Snarl": mana.G.Mask() | mana.U.Mask(), "Frostboil Snarl": mana.U.Mask() | mana.R.Mask(),
		"Furycalm Snarl": mana.R.Mask() | mana.W.Mask(), "Choked Estuary": mana.U.Mask() | mana.B.Mask(),
		"Foreboding Ruins": mana.B.Mask() | mana.R.Mask(), "Fortified Village": mana.G.Mask() | mana.W.Mask(),
		"Game Trail": mana.R.Mask() | mana.G.Mask(), "Port Town": mana.W.Mask() | mana.U.Mask(),
	} {
		c := card(name)
		if c.Enters != EntersTappedUnlessReveal || c.Reveal == nil || c.Reveal.LandTypes != want || c.Reveal.Subtype != "" {
			t.Errorf("%s: enters %v, reveal %+v; want a %v card", name, c.Enters, c.Reveal, want)
		}
	}
	for name, want := range map[string]string{
		"Ancient Amphitheater": "giant", "Auntie's Hovel": "goblin", "Gilt-Leaf Palace": "elf", "Murmuring Bosk": "treefolk",
		"Rustic Clachan": "kithkin", "Secluded Glen": "faerie", "Wanderwine Hub": "merfolk",
	} {
		c := card(name)
		if c.Enters != EntersTappedUnlessReveal || c.Reveal == nil || c.Reveal.Subtype != want || c.Reveal.LandTypes != 0 {
			t.Errorf("%s: enters %v, reveal %+v; want a %s card", name, c.Enters, c.Reveal, want)
		}
	}
	st := card("Starting Town")
	if st.Enters != EntersTappedUnlessEarlyTurn || len(st.Mana) != 2 || st.Mana[0].Makes.Mask() != mana.C.Mask() ||
		st.Mana[1].Life != 1 || st.Mana[1].Makes.Mask() != mana.AllColors {
		t.Errorf("Starting Town: enters %v, mana %v", st.Enters, st.Mana)
	}
	for _, name := range []string{"Crosis's Catacombs", "Darigaaz's Caldera", "Dromar's Cavern", "Rith's Grove", "Treva's Ruins"} {
		c := card(name)
		if !c.Bounce || c.Return == nil || *c.Return != (Return{Not: "lair", OrSacrifice: true}) || c.Enters != EntersUntapped {
			t.Errorf("%s: bounce %v, return %+v, enters %v", name, c.Bounce, c.Return, c.Enters)
		}
		if !c.Return.May(mana.U.Mask(), []string{"island"}) || c.Return.May(0, []string{"lair"}) {
			t.Errorf("%s: may return an Island %v, a Lair %v", name, c.Return.May(mana.U.Mask(), nil), c.Return.May(0, []string{"lair"}))
		}
	}
	for name, ty := range map[string]mana.Type{"Karoo": mana.W, "Coral Atoll": mana.U, "Everglades": mana.B, "Dormant Volcano": mana.R, "Jungle Basin": mana.G} {
		c := card(name)
		if !c.Bounce || c.Return == nil || *c.Return != (Return{Lands: ty.Mask(), Untapped: true, OrSacrifice: true}) || c.Enters != EntersTapped {
			t.Errorf("%s: bounce %v, return %+v, enters %v", name, c.Bounce, c.Return, c.Enters)
		}
		if !c.Return.May(ty.Mask()|mana.G.Mask(), nil) || c.Return.May(mana.AllColors&^ty.Mask(), nil) {
			t.Errorf("%s: the lands it may return", name)
		}
	}
	// A bounce land returns any land.
	if c := card("Simic Growth Chamber"); !c.Bounce || c.Return != nil {
		t.Errorf("Simic Growth Chamber: bounce %v, return %+v", c.Bounce, c.Return)
	}
}

// The rule: each new mode against its condition.
func TestEnteringRule(t *testing.T) {
	for _, tc := range []struct {
		mode EnterMode
		b    Beside
		want bool
	}{
		{EntersTappedUnlessReveal, Beside{Reveal: 0, Lands: 5, Types: mana.AllColors}, false},
		{EntersTappedUnlessReveal, Beside{Reveal: 1}, true},
		{EntersTappedUnlessEarlyTurn, Beside{Turn: 1}, true},
		{EntersTappedUnlessEarlyTurn, Beside{Turn: 3, Lands: 2}, true},
		{EntersTappedUnlessEarlyTurn, Beside{Turn: 4}, false},
	} {
		if got := tc.mode.Untapped(0, tc.b); got != tc.want {
			t.Errorf("%v beside %+v: untapped %v, want %v", tc.mode, tc.b, got, tc.want)
		}
	}
}

// A reveal filter matches the cards the rules say: a Swamp or Forest card
// (a dual with either type; not a Snarl, which has neither), a Giant card
// (a creature or Kindred card of the type).
func TestRevealFilter(t *testing.T) {
	f, ok := revealFilter("swamp", "forest")
	if !ok {
		t.Fatal("swamp or forest not read")
	}
	if !f.Matches("Overgrown Tomb", Land, mana.B.Mask()|mana.G.Mask(), []string{"swamp", "forest"}) ||
		!f.Matches("Forest", Land|Basic, mana.G.Mask(), []string{"forest"}) ||
		f.Matches("Vineglimmer Snarl", Land, 0, nil) || f.Matches("Island", Land|Basic, mana.U.Mask(), []string{"island"}) {
		t.Error("swamp or forest card")
	}
	g, ok := revealFilter("giant", "")
	if !ok || !g.Matches("Hill Giant", Creature, 0, []string{"giant"}) || g.Matches("Goblin Guide", Creature, 0, []string{"goblin", "scout"}) {
		t.Error("giant card")
	}
	if _, ok := revealFilter("giant", "forest"); ok {
		t.Error("a creature type or a land type read as two land types")
	}
}
