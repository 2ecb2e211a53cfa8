package sim

import (
	"testing"
)

// Coldsteel Heart enters tapped and makes one mana of the colour chosen
// as it enters, each copy its own. Beside an Island and a Mountain, with
// {1}{U}{U} and {R}{R} in hand: blue lets next turn's mana cast {1}{U}{U}
// (mana value 3, plus one: 4), red {R}{R} (3), so the first Heart chooses
// blue; a second then chooses red, which casts both (7), where blue casts
// {1}{U}{U} only.
func TestColdsteelHeartChoosesByTheObjective(t *testing.T) {
	deck := "12 Island\n12 Mountain\n4 Coldsteel Heart\n16 {1}{U}{U}\n16 {R}{R}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Island", 1)
	g.onField(t, cd, "Mountain", 1)
	g.inHandNamed(t, cd, "{1}{U}{U}", 1)
	g.inHandNamed(t, cd, "{R}{R}", 1)
	heart := uint16(id(t, cd, "Coldsteel Heart"))
	blue, red := id(t, cd, "Coldsteel Heart (chose blue)"), id(t, cd, "Coldsteel Heart (chose red)")
	g.enter(heart, false, landPlay{})
	if g.b.field[blue] != 1 || g.b.field[heart] != 0 || g.b.tapped[blue] != 1 || g.mana() != 2 {
		t.Fatalf("the first Heart: blue %d, red %d, itself %d on the battlefield, tapped %d, mana %d; want blue, tapped (2 mana)",
			g.b.field[blue], g.b.field[red], g.b.field[heart], g.b.tapped[blue], g.mana())
	}
	g.enter(heart, false, landPlay{})
	if g.b.field[red] != 1 || g.b.field[blue] != 1 {
		t.Fatalf("the second Heart: blue %d, red %d; want one of each", g.b.field[blue], g.b.field[red])
	}
	g.untap()
	if !g.pays(t, "{U}{U}{R}{R}") || g.pays(t, "{U}{U}{U}") || g.pays(t, "{R}{R}{R}") {
		t.Fatalf("Island, Mountain, a blue and a red Heart: {U}{U}{R}{R} %v (want true), {U}{U}{U} %v, {R}{R}{R} %v (want false)",
			g.pays(t, "{U}{U}{R}{R}"), g.pays(t, "{U}{U}{U}"), g.pays(t, "{R}{R}{R}"))
	}
}

// Chrome Mox exiles a nonartifact, nonland card from the hand as it
// enters and makes one mana of its colours. Beside a Plains, with
// {B}{B}{B} and {1}{W} in hand: exiling {B}{B}{B} leaves {1}{W} castable
// next turn (Plains and the Mox's {B}: value 3), exiling {1}{W} leaves
// nothing castable ({B}{B}{B} from {W}{W}: 0); so it exiles {B}{B}{B} and
// makes {B}, at once (it enters untapped). With only lands and artifacts
// in hand it exiles nothing and makes no mana.
func TestChromeMoxImprintsByTheObjective(t *testing.T) {
	deck := "20 Plains\n4 Chrome Mox\n18 {B}{B}{B}\n18 {1}{W}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Plains", 1)
	bbb := g.inHandNamed(t, cd, "{B}{B}{B}", 1)
	w := g.inHandNamed(t, cd, "{1}{W}", 1)
	mox := uint16(id(t, cd, "Chrome Mox"))
	black := id(t, cd, "Chrome Mox (exiled a B card)")
	hand := g.b.nhand
	g.enter(mox, false, landPlay{})
	if g.b.field[black] != 1 || g.b.hand[bbb] != 0 || g.b.hand[w] != 1 || g.b.nhand != hand-1 {
		t.Fatalf("Chrome Mox: black companion %d, {B}{B}{B} in hand %d, {1}{W} %d, hand %d -> %d",
			g.b.field[black], g.b.hand[bbb], g.b.hand[w], hand, g.b.nhand)
	}
	if !g.pays(t, "{W}{B}") || g.pays(t, "{W}{W}") || g.mana() != 2 {
		t.Fatalf("Plains and the Mox: {W}{B} %v (want true), {W}{W} %v (want false), mana %d", g.pays(t, "{W}{B}"), g.pays(t, "{W}{W}"), g.mana())
	}
	g2, cd2 := scenario(t, deck, DefaultConfig())
	g2.onField(t, cd2, "Plains", 1)
	g2.inHandNamed(t, cd2, "Plains", 2)
	hand = g2.b.nhand
	g2.enter(mox, false, landPlay{})
	if g2.b.field[mox] != 1 || g2.mana() != 1 || g2.b.nhand != hand {
		t.Fatalf("Chrome Mox with only lands in hand: on the battlefield %d, mana %d (want 1: the Plains), hand %d -> %d",
			g2.b.field[mox], g2.mana(), hand, g2.b.nhand)
	}
}
