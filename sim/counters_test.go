package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Hand-worked scenarios of the mana that counters limit or measure
// (counters.go): a board set up by hand, payments made, and what the
// cards' Oracle text says must follow.

// counters is the counters on each copy of costly card name, in order.
func (g *game) counters(t *testing.T, cd *decks.Compiled, name string) []int {
	t.Helper()
	id := id(t, cd, name)
	ci := g.cidx[id]
	if ci < 0 {
		t.Fatalf("%s is not lowered as a card with counters", name)
	}
	var out []int
	for j := 0; j < int(g.b.field[id]); j++ {
		out = append(out, int(g.b.ctr[ci][j]&ctrCount))
	}
	return out
}

// payKeep pays a cost from the board as a spell would, and keeps the board so paid.
func (g *game) payKeep(t *testing.T, cost string) bool {
	t.Helper()
	d := mana.NewDemand(mana.MustParseCost(cost), mana.ForSpell)
	return g.payFor(&d, 0, 0)
}

// A Vivid land enters tapped with two charge counters: it makes {R}
// always, and one mana of any colour for a counter. A payment spends a
// counter only where it needs the colour: {1}{R} beside a Mountain spends
// none, {U}{R} one; with no counter left it makes only {R}.
func TestVividLandSpendsCountersForColour(t *testing.T) {
	g, cd := scenario(t, "10 Mountain\n10 Vivid Crag\n40 {U}", DefaultConfig())
	crag := id(t, cd, "Vivid Crag")
	g.enter(uint16(crag), false, landPlay{})
	if g.b.tapped[crag] != 1 || g.mana() != 0 {
		t.Fatalf("Vivid Crag entering: tapped %d, mana %d; it enters tapped", g.b.tapped[crag], g.mana())
	}
	g.untap()
	g.onField(t, cd, "Mountain", 1)
	if got := g.counters(t, cd, "Vivid Crag"); len(got) != 1 || got[0] != 2 {
		t.Fatalf("counters %v, want [2]", got)
	}
	if !g.pays(t, "{U}{R}") || g.pays(t, "{U}{U}") {
		t.Fatalf("Crag with counters and a Mountain: {U}{R} %v (want true), {U}{U} %v (want false)", g.pays(t, "{U}{R}"), g.pays(t, "{U}{U}"))
	}
	if !g.payKeep(t, "{1}{R}") || g.counters(t, cd, "Vivid Crag")[0] != 2 {
		t.Fatalf("{1}{R} from a Mountain and the Crag spent a counter: %v", g.counters(t, cd, "Vivid Crag"))
	}
	g.untap()
	if !g.payKeep(t, "{U}{R}") || g.counters(t, cd, "Vivid Crag")[0] != 1 {
		t.Fatalf("{U}{R}: want one counter spent, counters %v", g.counters(t, cd, "Vivid Crag"))
	}
	g.untap()
	if !g.payKeep(t, "{G}") || g.counters(t, cd, "Vivid Crag")[0] != 0 {
		t.Fatalf("{G}: want the last counter spent, counters %v", g.counters(t, cd, "Vivid Crag"))
	}
	g.untap()
	if g.pays(t, "{U}") || !g.pays(t, "{R}{R}") || g.mana() != 2 {
		t.Fatalf("no counter left: {U} %v (want false), {R}{R} %v (want true), mana %d", g.pays(t, "{U}"), g.pays(t, "{R}{R}"), g.mana())
	}
	// Two Crags with counters pay {U}{G} and spend one counter each; a
	// third colour would need a third counter-bearing land.
	g2, cd2 := scenario(t, "10 Mountain\n10 Vivid Crag\n40 {U}", DefaultConfig())
	g2.onField(t, cd2, "Vivid Crag", 2)
	if !g2.pays(t, "{U}{G}") || !g2.payKeep(t, "{U}{G}") {
		t.Fatal("two Crags with counters do not pay {U}{G}")
	}
	if got := g2.counters(t, cd2, "Vivid Crag"); got[0]+got[1] != 2 {
		t.Fatalf("two Crags after {U}{G}: counters %v, want 1 and 1", got)
	}
}

// Sphere of the Suns enters tapped with three charge counters: three mana
// of any colour in all, then nothing.
func TestSphereOfTheSunsThreeUses(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Sphere of the Suns\n36 {W}", DefaultConfig())
	sphere := id(t, cd, "Sphere of the Suns")
	g.enter(uint16(sphere), false, landPlay{})
	if g.mana() != 0 {
		t.Fatalf("Sphere entering: %d mana, it enters tapped", g.mana())
	}
	for use, c := range []string{"{W}", "{U}", "{B}"} {
		g.untap()
		if !g.payKeep(t, c) {
			t.Fatalf("use %d: Sphere with %v counters does not pay %s", use+1, g.counters(t, cd, "Sphere of the Suns"), c)
		}
	}
	g.untap()
	if g.mana() != 0 || g.b.field[sphere] != 1 {
		t.Fatalf("Sphere with no counters: %d mana (want 0), on the battlefield %d (want 1: it stays)", g.mana(), g.b.field[sphere])
	}
}

// Gemstone Mine enters untapped with three mining counters: any colour
// three times, and it is sacrificed as the last counter goes.
func TestGemstoneMineSacrificedWhenEmpty(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Gemstone Mine\n36 {W}", DefaultConfig())
	mine := g.onField(t, cd, "Gemstone Mine", 1)
	for use, c := range []string{"{W}", "{U}", "{B}"} {
		if !g.payKeep(t, c) {
			t.Fatalf("use %d: Gemstone Mine (counters %v) does not pay %s", use+1, g.counters(t, cd, "Gemstone Mine"), c)
		}
		g.untap()
	}
	if g.b.field[mine] != 0 || g.b.lands != 0 || g.mana() != 0 {
		t.Fatalf("after three uses: Mine on the battlefield %d, lands %d, mana %d; it is sacrificed", g.b.field[mine], g.b.lands, g.mana())
	}
	// Beside a Wastes, {1}{W} spends one counter: the Wastes pays the {1}.
	g2, cd2 := scenario(t, "20 Wastes\n4 Gemstone Mine\n36 {W}", DefaultConfig())
	g2.onField(t, cd2, "Wastes", 1)
	g2.onField(t, cd2, "Gemstone Mine", 1)
	if !g2.payKeep(t, "{1}{W}") || g2.counters(t, cd2, "Gemstone Mine")[0] != 2 {
		t.Fatalf("{1}{W} from a Wastes and a Mine: Mine counters %v, want one spent (3 -> 2)", g2.counters(t, cd2, "Gemstone Mine"))
	}
}

// A depletion land makes {C}, or {B} or {R} and then doesn't untap during
// its controller's next untap step: used for {C} it untaps as usual.
func TestDepletionLandStaysTapped(t *testing.T) {
	g, cd := scenario(t, "20 Cinder Marsh\n40 {B}", DefaultConfig())
	marsh := g.onField(t, cd, "Cinder Marsh", 1)
	if !g.pays(t, "{B}") || !g.pays(t, "{R}") || !g.pays(t, "{C}") {
		t.Fatal("Cinder Marsh untapped: it makes {C}, {B} or {R}")
	}
	if !g.payKeep(t, "{1}") {
		t.Fatal("Cinder Marsh does not pay {1}")
	}
	g.untap()
	if g.b.tapped[marsh] != 0 || g.mana() != 1 {
		t.Fatalf("used for {C}: after the untap step tapped %d, mana %d; it untaps", g.b.tapped[marsh], g.mana())
	}
	if !g.payKeep(t, "{B}") {
		t.Fatal("Cinder Marsh does not pay {B}")
	}
	g.untap()
	if g.b.tapped[marsh] != 1 || g.mana() != 0 {
		t.Fatalf("used for {B}: after the next untap step tapped %d, mana %d; it stays tapped", g.b.tapped[marsh], g.mana())
	}
	g.untap()
	if g.b.tapped[marsh] != 0 || !g.pays(t, "{R}") {
		t.Fatalf("the untap step after: tapped %d; it untaps", g.b.tapped[marsh])
	}
	// Two Marshes paying {B}{1}: one for {B} (stays tapped), one for {C}.
	g.onField(t, cd, "Cinder Marsh", 1)
	if !g.payKeep(t, "{1}{B}") {
		t.Fatal("two Marshes do not pay {1}{B}")
	}
	g.untap()
	if g.b.tapped[marsh] != 1 || g.mana() != 1 {
		t.Fatalf("two Marshes after {1}{B}: tapped %d (want 1), mana %d (want 1)", g.b.tapped[marsh], g.mana())
	}
}

// Everflowing Chalice cast with two kicks ({4}) enters with two charge
// counters and taps for {C}{C}; the planner kicks it as many times as the
// mana pays.
func TestEverflowingChaliceKicks(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Everflowing Chalice\n36 {7}", DefaultConfig())
	g.onField(t, cd, "Wastes", 5)
	chalice := g.inHandNamed(t, cd, "Everflowing Chalice", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.field[chalice] != 1 {
		t.Fatalf("Chalice not cast with five Wastes:\n%s", out)
	}
	if got := g.counters(t, cd, "Everflowing Chalice"); got[0] != 2 {
		t.Fatalf("Chalice cast from five Wastes: counters %v, want 2 (two kicks of {2}):\n%s", got, out)
	}
	g.untap()
	if g.mana() != 7 || !g.pays(t, "{7}") {
		t.Fatalf("five Wastes and a two-counter Chalice: %d mana, want 7", g.mana())
	}
	// One kick: {C}.
	g2, cd2 := scenario(t, "20 Wastes\n4 Everflowing Chalice\n36 {7}", DefaultConfig())
	g2.onField(t, cd2, "Wastes", 2)
	c2 := g2.inHandNamed(t, cd2, "Everflowing Chalice", 1)
	if !g2.cast(c2, 1) || g2.counters(t, cd2, "Everflowing Chalice")[0] != 1 {
		t.Fatal("Chalice cast with one kick: want one counter")
	}
	g2.untap()
	if g2.mana() != 3 {
		t.Fatalf("two Wastes and a one-counter Chalice: %d mana, want 3", g2.mana())
	}
}

// Wall of Roots makes {G} by a -0/-1 counter, no {T}: the turn it arrives
// too, once each turn, and it dies when its toughness (5) reaches 0.
func TestWallOfRootsOnceATurn(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n20 Wall of Roots\n20 {G}", DefaultConfig())
	wall := id(t, cd, "Wall of Roots")
	g.enter(uint16(wall), false, landPlay{})
	if !g.pays(t, "{G}") || g.pays(t, "{G}{G}") {
		t.Fatalf("Wall of Roots the turn it arrives: {G} %v (want true), {G}{G} %v (want false)", g.pays(t, "{G}"), g.pays(t, "{G}{G}"))
	}
	for use := 1; use <= 5; use++ {
		if !g.payKeep(t, "{G}") {
			t.Fatalf("use %d: Wall of Roots (%v uses left) does not pay {G}", use, g.counters(t, cd, "Wall of Roots"))
		}
		if g.pays(t, "{G}") {
			t.Fatalf("use %d: the Wall pays a second {G} the same turn", use)
		}
		g.untap()
	}
	if g.b.field[wall] != 0 || g.mana() != 0 {
		t.Fatalf("after five -0/-1 counters: Wall on the battlefield %d; it dies at toughness 0", g.b.field[wall])
	}
}

// A run of decks with counters: every game allocates nothing, whatever the
// counters do.
func TestCountersAllocateNothing(t *testing.T) {
	cd := compileText(t, "6 Vivid Crag\n6 Vivid Grove\n4 Cinder Marsh\n3 Gemstone Mine\n2 Mountain\n4 Everflowing Chalice\n"+
		"4 Wall of Roots\n2 Sphere of the Suns\n2 Rushwood Grove\n2 Saltcrusted Steppe\n2 Gemstone Caverns\n2 Incubation Druid\n"+
		"9 {1}{R}{G}\n9 {2}{U}\n9 {3}{B}", decks.Constructed)
	cfg := DefaultConfig()
	g := newTestGame(t, cd, cfg)
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
}

// A storage land of Fountain of Cho's kind enters tapped, makes nothing
// without counters, stores one at the end of each turn it is left
// untapped, and makes {W} for each counter removed with one {T}: {W}
// from two counters spends one and keeps the other.
func TestFountainOfChoStores(t *testing.T) {
	g, cd := scenario(t, "20 Plains\n20 Fountain of Cho\n20 {W}{W}", DefaultConfig())
	fountain := id(t, cd, "Fountain of Cho")
	g.enter(uint16(fountain), false, landPlay{})
	g.storeCounters()
	if got := g.counters(t, cd, "Fountain of Cho"); got[0] != 0 {
		t.Fatalf("entered tapped this turn: it stored %v; it cannot", got)
	}
	g.untap()
	if g.mana() != 0 {
		t.Fatalf("no counters: %d mana, want none", g.mana())
	}
	for turn := 1; turn <= 2; turn++ {
		g.storeCounters()
		if got := g.counters(t, cd, "Fountain of Cho"); got[0] != turn {
			t.Fatalf("end of turn %d: counters %v, want %d", turn, got, turn)
		}
		g.untap()
	}
	if g.mana() != 2 || !g.pays(t, "{W}{W}") || g.pays(t, "{U}") {
		t.Fatalf("two counters: %d mana, {W}{W} %v (want true), {U} %v (want false)", g.mana(), g.pays(t, "{W}{W}"), g.pays(t, "{U}"))
	}
	if !g.payKeep(t, "{W}") || g.counters(t, cd, "Fountain of Cho")[0] != 1 || g.mana() != 0 {
		t.Fatalf("{W} from two counters: counters %v (want 1), mana left %d (want 0: it is tapped)", g.counters(t, cd, "Fountain of Cho"), g.mana())
	}
	g.storeCounters() // tapped: it stores nothing
	if g.counters(t, cd, "Fountain of Cho")[0] != 1 {
		t.Fatalf("tapped at the end of the turn: counters %v, want 1", g.counters(t, cd, "Fountain of Cho"))
	}
}

// Calciform Pools makes {C}; "{1}, {T}: put a storage counter" at the end
// of a turn is paid by a land left untapped; with counters, its own {C}
// pays the {1} of "remove X: add X mana of {W} and/or {U}".
func TestCalciformPoolsStores(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n20 Calciform Pools\n20 {W}{U}", DefaultConfig())
	g.onField(t, cd, "Calciform Pools", 1)
	if !g.pays(t, "{C}") || g.pays(t, "{W}") {
		t.Fatal("Calciform Pools without counters: it makes {C} only")
	}
	g.storeCounters() // no other land to pay {1}
	if got := g.counters(t, cd, "Calciform Pools"); got[0] != 0 {
		t.Fatalf("alone: it stored %v; its {1} needs another source", got)
	}
	wastes := g.onField(t, cd, "Wastes", 1)
	for turn := 1; turn <= 2; turn++ {
		g.storeCounters()
		if got := g.counters(t, cd, "Calciform Pools"); got[0] != turn || g.b.tapped[wastes] != 1 {
			t.Fatalf("end of turn %d: counters %v (want %d), Wastes tapped %d (want 1: it paid the {1})", turn, got, turn, g.b.tapped[wastes])
		}
		g.untap()
	}
	if !g.pays(t, "{1}{W}{U}") || g.pays(t, "{W}{U}{U}") {
		t.Fatalf("two counters and a Wastes: {1}{W}{U} %v (want true), {W}{U}{U} %v (want false)", g.pays(t, "{1}{W}{U}"), g.pays(t, "{W}{U}{U}"))
	}
	if !g.payKeep(t, "{1}{W}{U}") || g.counters(t, cd, "Calciform Pools")[0] != 0 {
		t.Fatalf("{1}{W}{U}: counters %v, want both spent", g.counters(t, cd, "Calciform Pools"))
	}
	g.untap()
	if !g.pays(t, "{C}{C}") {
		t.Fatal("no counters left: it makes {C} again")
	}
}

// Incubation Druid makes one mana of a type a land its controller controls
// could produce (nothing puts a +1/+1 counter on it in a goldfish): beside
// an Island only {U}; beside an Island and a Mountain {U} or {R}; never the
// turn it arrives.
func TestIncubationDruidLikeItsLands(t *testing.T) {
	g, cd := scenario(t, "10 Island\n10 Mountain\n20 Incubation Druid\n20 {3}", DefaultConfig())
	druid := id(t, cd, "Incubation Druid")
	g.enter(uint16(druid), false, landPlay{})
	g.onField(t, cd, "Island", 1) // (its untap ends the Druid's summoning sickness too)
	if !g.pays(t, "{U}{U}") || g.pays(t, "{R}") || g.mana() != 2 {
		t.Fatalf("Druid beside an Island: %d mana; {U}{U} %v (want true), {R} %v (want false)", g.mana(), g.pays(t, "{U}{U}"), g.pays(t, "{R}"))
	}
	g.onField(t, cd, "Mountain", 1)
	if !g.pays(t, "{R}{R}{U}") || g.pays(t, "{G}") {
		t.Fatalf("Druid beside an Island and a Mountain: {R}{R}{U} %v (want true), {G} %v (want false)", g.pays(t, "{R}{R}{U}"), g.pays(t, "{G}"))
	}
	g2, cd2 := scenario(t, "10 Island\n10 Mountain\n20 Incubation Druid\n20 {3}", DefaultConfig())
	g2.onField(t, cd2, "Island", 1)
	g2.enter(uint16(id(t, cd2, "Incubation Druid")), false, landPlay{})
	if g2.mana() != 1 {
		t.Fatalf("Druid the turn it arrives: %d mana, want the Island's 1", g2.mana())
	}
}

// Gemstone Caverns in the opening hand of the player on the draw begins
// the game on the battlefield with a luck counter (a card of the hand
// exiled): then it makes one mana of any colour, not {C}; played as a land
// it makes {C}. On the play it stays in the hand.
func TestGemstoneCavernsOnTheDraw(t *testing.T) {
	text := "4 Gemstone Caverns\n20 Island\n36 {W}"
	cd := compileText(t, text, decks.Constructed)
	caverns := id(t, cd, "Gemstone Caverns")
	g := newTestGame(t, cd, DefaultConfig())
	found := [2]bool{}
	for i := int64(0); i < 400 && !(found[0] && found[1]); i++ {
		for _, side := range []Side{OnPlay, OnDraw} {
			g.reset(side, i)
			g.mulligan()
			g.decideNatural()
			inHand, size := int(g.b.hand[caverns]), g.b.nhand
			if inHand == 0 {
				continue
			}
			if g.openers && side == OnDraw {
				g.beginOnField()
			}
			switch side {
			case OnPlay:
				if g.b.field[caverns] != 0 || int(g.b.hand[caverns]) != inHand {
					t.Fatalf("game %d on the play: Caverns on the battlefield %d, in hand %d (was %d)", i, g.b.field[caverns], g.b.hand[caverns], inHand)
				}
			case OnDraw:
				if g.b.field[caverns] != 1 || g.b.nhand != size-2 || g.b.lands != 1 {
					t.Fatalf("game %d on the draw: Caverns on the battlefield %d (want 1), hand %d -> %d (want two fewer), lands %d",
						i, g.b.field[caverns], size, g.b.nhand, g.b.lands)
				}
				if !g.pays(t, "{W}") || g.pays(t, "{C}") {
					t.Fatalf("Caverns with a luck counter: {W} %v (want true), {C} %v (want false: any colour instead)", g.pays(t, "{W}"), g.pays(t, "{C}"))
				}
			}
			found[side] = true
		}
	}
	if !found[0] || !found[1] {
		t.Fatal("no game with Gemstone Caverns in the opening hand on each side")
	}
	g2, cd2 := scenario(t, text, DefaultConfig())
	g2.onField(t, cd2, "Gemstone Caverns", 1)
	if !g2.pays(t, "{C}") || g2.pays(t, "{W}") {
		t.Fatal("Gemstone Caverns played as a land: it makes {C} only")
	}
}
