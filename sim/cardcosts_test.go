package sim

import (
	"strings"
	"testing"
)

// Millikin ({T}, mill a card: add {C}) beside two Wastes pays a {3} and
// not a {4}; the payment mills the library's top card into the graveyard
// (kept: the deck has Rite of Flame). One that arrived this turn is
// summoning sick and pays nothing.
func TestMillikinMills(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Millikin\n4 Rite of Flame\n32 {3}", DefaultConfig())
	g.onField(t, cd, "Wastes", 2)
	m := g.onField(t, cd, "Millikin", 1)
	if !g.pays(t, "{3}") || g.pays(t, "{4}") {
		t.Fatalf("Millikin and two Wastes: {3} %v, {4} %v; want true, false", g.pays(t, "{3}"), g.pays(t, "{4}"))
	}
	spell := g.inHandNamed(t, cd, "{3}", 1)
	lib, grave := g.librarySize(), g.b.gy.n
	if !g.cast(spell, 0) {
		t.Fatal("the {3} not cast")
	}
	// The graveyard: the card milled and the {3} (a sorcery) resolved.
	if g.b.tapped[m] != 1 || g.librarySize() != lib-1 || g.b.gy.n != grave+2 || g.b.gy.cards[spell] != 1 {
		t.Fatalf("after the {3}: Millikin tapped %d, library %d (was %d), graveyard %d (was %d); want 1, one card milled",
			g.b.tapped[m], g.librarySize(), lib, g.b.gy.n, grave)
	}
	g2, cd2 := scenario(t, "20 Wastes\n4 Millikin\n4 Rite of Flame\n32 {3}", DefaultConfig())
	g2.onField(t, cd2, "Wastes", 2)
	g2.enter(uint16(id(t, cd2, "Millikin")), false, landPlay{}) // this turn: summoning sick
	if g2.pays(t, "{3}") {
		t.Fatal("a summoning-sick Millikin pays")
	}
}

// Lion's Eye Diamond's three mana of one colour pay only when no card is
// left in the hand to discard: two Mountains cast a {R}{R}, and then,
// the {2}{R} the last card in hand, the Diamond casts it (sacrificed;
// the planner casts the more coloured card first); with a
// Mountain left in the hand (the land drop made) it is not cast; the
// Diamond's mana is all one colour ({B}{B}{B} with a Swamp's {B} for a
// {B}{B}{B}{B}, never {B}{B}{R}{G}).
func TestLionsEyeDiamondEmptyHand(t *testing.T) {
	const deck = "16 Mountain\n4 Swamp\n4 Lion's Eye Diamond\n8 {2}{R}{R}\n8 {R}{R}\n8 {2}{R}\n6 {B}{B}{B}{B}\n6 {R}{G}{B}{B}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Mountain", 2)
	led := g.onField(t, cd, "Lion's Eye Diamond", 1)
	two := g.inHandNamed(t, cd, "{R}{R}", 1)
	last := g.inHandNamed(t, cd, "{2}{R}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[two] != 0 || g.b.hand[last] != 0 || g.b.field[led] != 0 {
		t.Fatalf("hand {R}{R} %d, {2}{R} %d, Diamond on the battlefield %d; want both cast, the Diamond sacrificed:\n%s",
			g.b.hand[two], g.b.hand[last], g.b.field[led], out)
	}

	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Mountain", 1)
	led = g.onField(t, cd, "Lion's Eye Diamond", 1)
	big := g.inHandNamed(t, cd, "{2}{R}{R}", 1)
	g.inHandNamed(t, cd, "Mountain", 1)
	g.b.landPlayed = true
	out = g.mainNarrated()
	if g.b.hand[big] != 1 || g.b.field[led] != 1 {
		t.Fatalf("with a Mountain left to discard: {2}{R}{R} in hand %d, Diamond %d; want it kept:\n%s", g.b.hand[big], g.b.field[led], out)
	}

	for _, c := range []struct {
		cost string
		want bool
	}{{"{B}{B}{B}{B}", true}, {"{B}{B}{R}{G}", false}} {
		g, cd = scenario(t, deck, DefaultConfig())
		g.onField(t, cd, "Swamp", 1)
		led = g.onField(t, cd, "Lion's Eye Diamond", 1)
		s := g.inHandNamed(t, cd, c.cost, 1)
		if got := g.cast(s, 0); got != c.want || g.b.field[led] == 1 == c.want {
			t.Errorf("%s from a Swamp and the Diamond: cast %v (Diamond left %d), want %v", c.cost, got, g.b.field[led], c.want)
		}
	}
}

// Chandra, Dressed to Kill's +1 is a {T} for {R} from the turn she
// enters (no summoning sickness: no creature), and deals 1 damage to the
// opponent as it is used; a payment uses her before a Mountain. Unused by
// the main phase, she is activated after combat for the damage (modern
// rules), not under the classic rules (the {R} would burn). Chandra,
// Hope's Beacon's +2 makes two mana of any colours: {U}{G}, not {2}{G}.
func TestChandraLoyaltyMana(t *testing.T) {
	const deck = "20 Mountain\n4 Chandra, Dressed to Kill\n4 Chandra, Hope's Beacon\n16 {1}{R}\n16 {R}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Mountain", 1)
	ch := id(t, cd, "Chandra, Dressed to Kill")
	g.enter(uint16(ch), false, landPlay{}) // this turn
	if !g.pays(t, "{1}{R}") || g.pays(t, "{2}{R}") {
		t.Fatalf("Chandra and a Mountain: {1}{R} %v, {2}{R} %v; want true, false", g.pays(t, "{1}{R}"), g.pays(t, "{2}{R}"))
	}
	opp := g.b.opp
	s := g.inHandNamed(t, cd, "{R}", 1)
	if !g.cast(s, 0) || g.b.tapped[ch] != 1 || g.b.opp != opp-1 {
		t.Fatalf("the {R}: Chandra tapped %d, opponent %d (was %d); want her used, 1 damage", g.b.tapped[ch], g.b.opp, opp)
	}
	g.untap()
	g.pingUnused()
	if g.b.tapped[ch] != 1 || g.b.opp != opp-2 {
		t.Fatalf("after combat: Chandra tapped %d, opponent %d; want her activated for 1 damage", g.b.tapped[ch], g.b.opp)
	}
	cfg := DefaultConfig()
	cfg.Rules = Classic
	g, cd = scenario(t, deck, cfg)
	ch = g.onField(t, cd, "Chandra, Dressed to Kill", 1)
	opp = g.b.opp
	g.pingUnused()
	if g.b.tapped[ch] != 0 || g.b.opp != opp {
		t.Fatal("under the classic rules Chandra was activated for nothing but burn")
	}

	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Chandra, Hope's Beacon", 1)
	if !g.pays(t, "{U}{G}") || g.pays(t, "{2}{G}") {
		t.Fatalf("Hope's Beacon: {U}{G} %v, {2}{G} %v; want true, false", g.pays(t, "{U}{G}"), g.pays(t, "{2}{G}"))
	}
}

// Games of a deck with these costs allocate nothing, and use them: the
// Diamonds are sacrificed, Millikin mills, Chandra deals damage.
func TestCardCostGamesAllocateNothing(t *testing.T) {
	cd := compileText(t, "18 Mountain\n4 Lion's Eye Diamond\n4 Millikin\n4 Chandra, Dressed to Kill\n4 Rite of Flame\n"+
		"10 {2}{R}{R}\n8 {1}{R}\n8 {3}", 0)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
	var b strings.Builder
	for i := int64(0); i < 40; i++ {
		g.trace = &tracer{w: &b}
		g.play(Side(i&1), i)
	}
	g.trace = nil
	out := b.String()
	for _, want := range []string{"activate Lion's Eye Diamond", "mill ", "Chandra, Dressed to Kill deals 1 damage"} {
		if !strings.Contains(out, want) {
			t.Errorf("40 games never %q", want)
		}
	}
}

// Metalworker ({T}: reveal artifact cards in hand, {C}{C} each) beside a
// Wastes, with two Ornithopters in hand, pays a {5} and not a {6}; with
// one Ornithopter cast, a {3} and not a {4}. A Mind Stone alone in hand
// pays for itself (revealed as the Metalworker is tapped just before it
// is cast). Summoning sick, it makes nothing.
func TestMetalworkerRevealsArtifacts(t *testing.T) {
	const deck = "20 Wastes\n4 Metalworker\n8 Ornithopter\n8 Mind Stone\n20 {5}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Wastes", 1)
	g.onField(t, cd, "Metalworker", 1)
	thopter := g.inHandNamed(t, cd, "Ornithopter", 2)
	if !g.paysWithConverters(t, "{5}") || g.paysWithConverters(t, "{6}") {
		t.Fatalf("two artifacts in hand: {5} %v, {6} %v; want true, false", g.paysWithConverters(t, "{5}"), g.paysWithConverters(t, "{6}"))
	}
	if !g.cast(thopter, 0) || !g.paysWithConverters(t, "{3}") || g.paysWithConverters(t, "{4}") {
		t.Fatalf("one artifact in hand: {3} %v, {4} %v; want true, false", g.paysWithConverters(t, "{3}"), g.paysWithConverters(t, "{4}"))
	}
	g, cd = scenario(t, deck, DefaultConfig())
	mw := g.onField(t, cd, "Metalworker", 1)
	stone := g.inHandNamed(t, cd, "Mind Stone", 1)
	if !g.cast(stone, 0) || g.b.tapped[mw] != 1 {
		t.Fatal("Mind Stone not paid by the Metalworker revealing it")
	}
	g, cd = scenario(t, deck, DefaultConfig())
	g.enter(uint16(id(t, cd, "Metalworker")), false, landPlay{})
	g.inHandNamed(t, cd, "Mind Stone", 2)
	if g.paysWithConverters(t, "{1}") {
		t.Fatal("a summoning-sick Metalworker makes mana")
	}
}

// Imperiosaur ({2}{G}{G}: spend only mana produced by basic lands) beside
// three Forests and a Llanowar Elves is not cast (the Elves' {G} is no basic
// land's); beside four Forests it is, and the Elves stay untapped. A
// Forest's {G} floating in the pool does not pay it either.
func TestImperiosaurBasicLandsOnly(t *testing.T) {
	const deck = "20 Forest\n4 Imperiosaur\n8 Llanowar Elves\n28 {2}{G}{G}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 3)
	elves := g.onField(t, cd, "Llanowar Elves", 1)
	dino := g.inHandNamed(t, cd, "Imperiosaur", 2)
	plain := g.inHandNamed(t, cd, "{2}{G}{G}", 1)
	if d, x := g.demandOf(dino, 0); g.canPay(d, x, g.lifeBudget()) || g.cast(dino, 0) {
		t.Fatal("Imperiosaur paid with a Llanowar Elves' mana")
	}
	if d, x := g.demandOf(plain, 0); !g.canPay(d, x, g.lifeBudget()) {
		t.Fatal("the same cost with no restriction not payable")
	}
	g.onField(t, cd, "Forest", 1)
	if !g.cast(dino, 0) || g.b.tapped[elves] != 0 || g.mana() != 1 {
		t.Fatalf("Imperiosaur from four Forests: Elves tapped %d, %d mana left; want it cast, the Elves untapped", g.b.tapped[elves], g.mana())
	}
	g, cd = scenario(t, deck, DefaultConfig())
	forest := g.onField(t, cd, "Forest", 4)
	dino = g.inHandNamed(t, cd, "Imperiosaur", 1)
	g.b.src.RemoveKind(g.kindOf(forest), 1)
	g.b.tapped[forest]++
	g.addMana(g.b.src.Kind(g.kindOf(forest)))
	if g.cast(dino, 0) {
		t.Fatal("Imperiosaur paid with pooled mana")
	}
}
