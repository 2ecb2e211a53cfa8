package sim

import (
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// paysWithConverters reports whether the game could pay a cost now, its
// converters included (the engine's own check).
func (g *game) paysWithConverters(t *testing.T, cost string) bool {
	t.Helper()
	d := mana.NewDemand(mana.MustParseCost(cost), mana.ForSpell)
	return g.canPay(&d, 0, g.lifeBudget())
}

// Selvala, Heart of the Wilds ({G}, {T}: X mana in any combination of
// colours, X the greatest power among its controller's creatures): with
// two Forests and only herself (power 2), one Forest pays her {G} and she
// makes two: {G}{U}{B} is paid, {1}{G}{U}{B} is not. Beside a Craw Wurm
// (6/4) she makes six: {1}{W}{U}{B}{R}{G}{G} is paid, one more is not.
// Used, she is tapped and does not attack (the Wurm's 6 only); the turn
// she arrives she is summoning sick: no {U} at all.
func TestSelvalaGreatestPower(t *testing.T) {
	const deck = "20 Forest\n4 Selvala, Heart of the Wilds\n4 Craw Wurm\n32 {1}{W}{U}{B}{R}{G}{G}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	selvala := g.onField(t, cd, "Selvala, Heart of the Wilds", 1)
	if !g.paysWithConverters(t, "{G}{U}{B}") || g.paysWithConverters(t, "{1}{G}{U}{B}") {
		t.Fatalf("Selvala alone: {G}{U}{B} %v, {1}{G}{U}{B} %v; want true, false",
			g.paysWithConverters(t, "{G}{U}{B}"), g.paysWithConverters(t, "{1}{G}{U}{B}"))
	}
	g.onField(t, cd, "Craw Wurm", 1)
	if g.paysWithConverters(t, "{2}{W}{U}{B}{R}{G}{G}") {
		t.Fatal("Selvala beside a 6-power Wurm pays eight")
	}
	s := g.inHandNamed(t, cd, "{1}{W}{U}{B}{R}{G}{G}", 1)
	if !g.cast(s, 0) || g.b.tapped[selvala] != 1 {
		t.Fatalf("the seven-mana spell: Selvala tapped %d; want it cast with her six", g.b.tapped[selvala])
	}
	opp := g.b.opp
	g.combat()
	if g.b.opp != opp-6 {
		t.Fatalf("combat: %d damage, want the Wurm's 6 (Selvala tapped)", opp-g.b.opp)
	}

	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	g.enter(uint16(id(t, cd, "Selvala, Heart of the Wilds")), false, landPlay{}) // this turn
	if g.paysWithConverters(t, "{U}") {
		t.Fatal("a summoning-sick Selvala makes mana")
	}
	g.untap()
	if !g.paysWithConverters(t, "{U}{B}") {
		t.Fatal("Selvala after the untap step makes no mana")
	}
}

// Soulbright Flamekin's third {2} in a turn adds eight {R}: six Mountains
// pay a {7} (and not a {9}) through it, the turn it arrives (no {T}), and
// it still attacks; once a turn: with its eight used, no second.
func TestSoulbrightFlamekinThirdTime(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n4 Soulbright Flamekin\n36 {7}", DefaultConfig())
	g.onField(t, cd, "Mountain", 6)
	fk := id(t, cd, "Soulbright Flamekin")
	g.enter(uint16(fk), false, landPlay{})
	if !g.paysWithConverters(t, "{7}") || g.paysWithConverters(t, "{9}") {
		t.Fatalf("six Mountains and the Flamekin: {7} %v, {9} %v; want true, false",
			g.paysWithConverters(t, "{7}"), g.paysWithConverters(t, "{9}"))
	}
	s := g.inHandNamed(t, cd, "{7}", 1)
	if !g.cast(s, 0) || g.b.tapped[fk] != 0 || g.b.convReady[fk] != 0 || g.b.pool.Total() != 1 {
		t.Fatalf("the {7}: Flamekin tapped %d, ready %d, pool %s; want it used untapped, one {R} left",
			g.b.tapped[fk], g.b.convReady[fk], g.b.pool.String())
	}
	if g.paysWithConverters(t, "{2}") {
		t.Fatal("the Flamekin's eight made twice in a turn")
	}
}

// convDeck holds the mana whose cost is a card or a choice and the
// creature converters (cardcosts.go, converters.go), for the fast-path
// tests (shortcutDecks).
const convDeck = "14 Mountain\n6 Forest\n2 Lion's Eye Diamond\n2 Millikin\n2 Chandra, Dressed to Kill\n1 Chandra, Hope's Beacon\n" +
	"2 Selvala, Heart of the Wilds\n2 Soulbright Flamekin\n2 Craw Wurm\n2 Rite of Flame\n6 {2}{R}{R}\n4 {1}{G}\n2 Imperiosaur\n6 {4}{R}\n1 Marwyn, the Nurturer\n2 Llanowar Elves\n2 Metalworker\n2 Agatha's Soul Cauldron"

// Games of decks with creature converters allocate nothing, and use them.
func TestConverterGamesAllocateNothing(t *testing.T) {
	for _, c := range []struct{ deck, uses string }{
		{"20 Forest\n4 Selvala, Heart of the Wilds\n4 Craw Wurm\n8 Grizzly Bears\n12 {3}{W}{U}\n12 {4}{B}{R}", "activate Selvala"},
		{"20 Mountain\n4 Soulbright Flamekin\n12 {7}\n12 {5}{R}\n12 {2}{R}", "activate Soulbright Flamekin"},
		{convDeck, "activate"},
	} {
		cd := compileText(t, c.deck, 0)
		g := newTestGame(t, cd, DefaultConfig())
		if allocs := gameAllocs(g, 200); allocs != 0 {
			t.Errorf("%.2f allocations per game", allocs)
		}
		var b strings.Builder
		for i := int64(0); i < 60; i++ {
			g.trace = &tracer{w: &b}
			g.play(Side(i&1), i)
		}
		g.trace = nil
		if !strings.Contains(b.String(), c.uses) {
			t.Errorf("60 games of %q never %q", c.deck, c.uses)
		}
	}
}

// Agatha's Soul Cauldron lets any mana pay a creature's ability's coloured
// pip: with two Mountains and Selvala (power 2), one Mountain pays her {G}
// under it and she makes two of any colours: {R}{U}{B} is paid, {1}{R}{U}{B}
// is not; without the Cauldron, {R}{U} is not (no {G} for her).
func TestCauldronPaysSelvala(t *testing.T) {
	const deck = "20 Mountain\n4 Selvala, Heart of the Wilds\n4 Agatha's Soul Cauldron\n32 {R}{U}{B}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Mountain", 2)
	g.onField(t, cd, "Selvala, Heart of the Wilds", 1)
	if g.paysWithConverters(t, "{R}{U}") {
		t.Fatal("Selvala's {G} paid with a Mountain's {R}, no Cauldron")
	}
	g.onField(t, cd, "Agatha's Soul Cauldron", 1)
	if !g.paysWithConverters(t, "{R}{U}{B}") || g.paysWithConverters(t, "{1}{R}{U}{B}") {
		t.Fatalf("under the Cauldron: {R}{U}{B} %v, {1}{R}{U}{B} %v; want true, false",
			g.paysWithConverters(t, "{R}{U}{B}"), g.paysWithConverters(t, "{1}{R}{U}{B}"))
	}
}

// Marwyn, the Nurturer ({T}: {G} for each point of her power; a +1/+1
// counter whenever another Elf enters under her controller's control):
// beside a Llanowar Elves there before her (no counter) she makes {G}:
// {G}{G} with the Elves', not three; two more Elves entering after her
// (summoning sick) make her 3/3: four {G} in all, not five. Gone and
// back, she has no counters: with the three Elves ready, four, not six.
func TestMarwynGrows(t *testing.T) {
	const deck = "20 Forest\n4 Marwyn, the Nurturer\n12 Llanowar Elves\n24 {5}"
	g, cd := scenario(t, deck, DefaultConfig())
	elves := g.onField(t, cd, "Llanowar Elves", 1)
	marwyn := g.onField(t, cd, "Marwyn, the Nurturer", 1)
	if !g.pays(t, "{G}{G}") || g.pays(t, "{G}{G}{G}") {
		t.Fatal("Marwyn and an Elves before her: want {G}{G} only")
	}
	g.enter(uint16(elves), false, landPlay{})
	g.enter(uint16(elves), false, landPlay{})
	if !g.pays(t, "{G}{G}{G}{G}") || g.pays(t, "{G}{G}{G}{G}{G}") {
		t.Fatalf("Marwyn with two counters: four %v, five %v; want true, false", g.pays(t, "{G}{G}{G}{G}"), g.pays(t, "{G}{G}{G}{G}{G}"))
	}
	g.leave(uint16(marwyn))
	g.onField(t, cd, "Marwyn, the Nurturer", 1)
	if !g.pays(t, "{G}{G}{G}{G}") || g.pays(t, "{G}{G}{G}{G}{G}") {
		t.Fatal("Marwyn back: want her {G} and the three Elves', no old counters")
	}
}
