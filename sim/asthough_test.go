package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// castable reports whether card name is payable now by the demand a cast
// pays (demandOf: the pay rules of the board).
func (g *game) castable(t *testing.T, cd *decks.Compiled, name string) bool {
	t.Helper()
	d, x := g.demandOf(id(t, cd, name), 0)
	return g.canPay(d, x, 0)
}

// Sunglasses of Urza lets white mana pay a red pip: a Plains casts
// Lightning Bolt only while the Sunglasses are on the battlefield, and a
// Plains and a Mountain pay {R}{R} then; {W}{W} stays unpaid by two
// Mountains (the rule goes one way). The planner casts the Bolt with the
// Plains.
func TestSunglassesLetWhitePayRed(t *testing.T) {
	g, cd := scenario(t, "20 Plains\n8 Mountain\n4 Sunglasses of Urza\n12 Lightning Bolt\n8 {R}{R}\n8 {W}{W}", DefaultConfig())
	g.onField(t, cd, "Plains", 1)
	if g.castable(t, cd, "Lightning Bolt") {
		t.Fatal("a Plains alone casts Lightning Bolt")
	}
	g.onField(t, cd, "Sunglasses of Urza", 1)
	if !g.castable(t, cd, "Lightning Bolt") || g.castable(t, cd, "{R}{R}") {
		t.Fatalf("Sunglasses and a Plains: Bolt %v, {R}{R} %v; want true, false",
			g.castable(t, cd, "Lightning Bolt"), g.castable(t, cd, "{R}{R}"))
	}
	g.onField(t, cd, "Mountain", 1)
	if !g.castable(t, cd, "{R}{R}") {
		t.Fatal("Sunglasses, a Plains and a Mountain do not pay {R}{R}")
	}
	g2, cd2 := scenario(t, "20 Plains\n8 Mountain\n4 Sunglasses of Urza\n12 Lightning Bolt\n8 {R}{R}\n8 {W}{W}", DefaultConfig())
	g2.onField(t, cd2, "Mountain", 2)
	g2.onField(t, cd2, "Sunglasses of Urza", 1)
	if g2.castable(t, cd2, "{W}{W}") {
		t.Fatal("Sunglasses let two Mountains pay {W}{W}")
	}
	bolt := g.inHandNamed(t, cd, "Lightning Bolt", 1)
	g.b.landPlayed = true
	opp := g.b.opp
	out := g.mainNarrated()
	if g.b.hand[bolt] != 0 || g.b.opp != opp-3 {
		t.Fatalf("Bolt not cast with the Sunglasses' Plains (hand %d, opponent %d -> %d):\n%s", g.b.hand[bolt], opp, g.b.opp, out)
	}
}

// Mycosynth Lattice: any mana pays a coloured pip, none a {C} pip (rule
// 609.4b). Two Wastes pay {U}{U} with the Lattice out and not before; two
// Plains never pay {C}{C}.
func TestLatticeLetsAnyManaPayColour(t *testing.T) {
	text := "20 Wastes\n8 Plains\n4 Mycosynth Lattice\n12 {U}{U}\n8 {C}{C}\n8 {W/P}"
	g, cd := scenario(t, text, DefaultConfig())
	g.onField(t, cd, "Wastes", 2)
	if g.castable(t, cd, "{U}{U}") {
		t.Fatal("two Wastes pay {U}{U} without the Lattice")
	}
	g.onField(t, cd, "Mycosynth Lattice", 1)
	if !g.castable(t, cd, "{U}{U}") {
		t.Fatal("two Wastes and the Lattice do not pay {U}{U}")
	}
	g2, cd2 := scenario(t, text, DefaultConfig())
	g2.onField(t, cd2, "Plains", 2)
	g2.onField(t, cd2, "Mycosynth Lattice", 1)
	if g2.castable(t, cd2, "{C}{C}") || !g2.castable(t, cd2, "{U}{U}") {
		t.Fatalf("two Plains and the Lattice: {C}{C} %v, {U}{U} %v; want false, true",
			g2.castable(t, cd2, "{C}{C}"), g2.castable(t, cd2, "{U}{U}"))
	}
	// The Lattice leaves: the Wastes pay no {U} again.
	g.leave(uint16(id(t, cd, "Mycosynth Lattice")))
	if g.castable(t, cd, "{U}{U}") {
		t.Fatal("the Lattice gone, two Wastes still pay {U}{U}")
	}
}

// Drain Life's X takes black mana only: two Swamps and two Mountains cast
// it for X = 1 ({1}{B} and one more {B}), three Swamps and a Mountain for
// X = 2, four Mountains not at all; with the Lattice out four Mountains
// pay it for X = 2 (each {B} taken by any mana).
func TestDrainLifeXTakesBlackOnly(t *testing.T) {
	text := "20 Swamp\n20 Mountain\n4 Mycosynth Lattice\n16 Drain Life"
	for _, tc := range []struct {
		swamps, mountains int
		lattice           bool
		want              int
	}{
		{2, 2, false, 1}, {3, 1, false, 2}, {1, 3, false, 0}, {4, 0, false, 2}, {0, 4, false, 0},
		{0, 4, true, 2}, {1, 5, true, 4},
	} {
		g, cd := scenario(t, text, DefaultConfig())
		g.onField(t, cd, "Swamp", tc.swamps)
		g.onField(t, cd, "Mountain", tc.mountains)
		if tc.lattice {
			g.onField(t, cd, "Mycosynth Lattice", 1)
		}
		drain := id(t, cd, "Drain Life")
		if got := g.maxX(drain, 0); got != tc.want {
			t.Errorf("%d Swamps, %d Mountains, Lattice %v: X = %d, want %d", tc.swamps, tc.mountains, tc.lattice, got, tc.want)
		}
		if tc.want == 0 {
			continue
		}
		g.inHandNamed(t, cd, "Drain Life", 1)
		g.b.landPlayed = true
		opp := g.b.opp
		out := g.mainNarrated()
		if g.b.opp != opp-tc.want {
			t.Errorf("%d Swamps, %d Mountains, Lattice %v: Drain Life dealt %d, want %d:\n%s", tc.swamps, tc.mountains, tc.lattice, opp-g.b.opp, tc.want, out)
		}
	}
}

// A deck with the pay rules plays its games without allocating.
func TestPayRulesGameAllocatesNothing(t *testing.T) {
	cd := compileText(t, "12 Swamp\n8 Plains\n4 Mountain\n4 Mycosynth Lattice\n4 Sunglasses of Urza\n8 Drain Life\n8 Lightning Bolt\n8 {U}{U}\n4 Sol Ring", decks.Constructed)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
}
