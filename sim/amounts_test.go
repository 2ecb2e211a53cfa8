package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// Hand-worked scenarios of the amounts that count (amounts.go, and the
// counts of decks/amounts.go lowered through refreshVary).

// payNow pays a cost from the board as the engine does (converters
// included), on a copy: the board is left as it was.
func (g *game) payNow(t *testing.T, cost string) bool {
	t.Helper()
	d := mana.NewDemand(mana.MustParseCost(cost), mana.ForSpell)
	g.push()
	ok := g.payFor(&d, 0, 0)
	g.restore()
	g.pop()
	return ok
}

// Cabal Coffers: {2}, {T}: add {B} for each Swamp you control. Beside two
// Swamps and an Island, the Island and a Swamp pay its {2} and it adds
// {B}{B}: with the other Swamp, {B}{B}{B}, which the lands alone cannot
// make; but no more mana than the three lands ({3}{B} is not paid). With a
// third Swamp it makes three: five {B} from four lands, not {5}{B}.
// With no Swamp it makes nothing, and pays nothing.
func TestCabalCoffersCountsSwamps(t *testing.T) {
	deck := "20 Swamp\n8 Island\n4 Cabal Coffers\n28 {B}{B}{B}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Island", 2)
	g.onField(t, cd, "Cabal Coffers", 1)
	if g.payNow(t, "{B}") || !g.payNow(t, "{2}") {
		t.Fatalf("Coffers with no Swamp and two Islands: {B} %v (want false), {2} %v (want true)", g.payNow(t, "{B}"), g.payNow(t, "{2}"))
	}
	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Swamp", 2)
	g.onField(t, cd, "Island", 1)
	g.onField(t, cd, "Cabal Coffers", 1)
	if !g.payNow(t, "{B}{B}{B}") || g.payNow(t, "{3}{B}") || g.payNow(t, "{B}{B}{B}{B}") {
		t.Fatalf("Coffers beside two Swamps and an Island: {B}{B}{B} %v (want true), {3}{B} %v, {B}{B}{B}{B} %v (want false)",
			g.payNow(t, "{B}{B}{B}"), g.payNow(t, "{3}{B}"), g.payNow(t, "{B}{B}{B}{B}"))
	}
	if got := g.available(mana.ForSpell); got != 3 {
		t.Fatalf("available mana %d, want 3 (Coffers' two Swamps pay its own {2})", got)
	}
	g.onField(t, cd, "Swamp", 1)
	if !g.payNow(t, "{B}{B}{B}{B}{B}") || g.payNow(t, "{5}{B}") {
		t.Fatalf("Coffers beside three Swamps and an Island: five {B} %v (want true), {5}{B} %v (want false)",
			g.payNow(t, "{B}{B}{B}{B}{B}"), g.payNow(t, "{5}{B}"))
	}
	if got := g.available(mana.ForSpell); got != 5 {
		t.Fatalf("available mana %d, want 5 (four lands, and Coffers one more)", got)
	}
	// Paid for real: the activation is used up, the Coffers is spent.
	d := mana.NewDemand(mana.MustParseCost("{B}{B}{B}{B}{B}"), mana.ForSpell)
	if !g.payFor(&d, 0, 0) || g.b.convReady[id(t, cd, "Cabal Coffers")] != 0 || g.payNow(t, "{1}") {
		t.Fatalf("after paying five {B}: Coffers ready %d, {1} still payable %v", g.b.convReady[id(t, cd, "Cabal Coffers")], g.payNow(t, "{1}"))
	}
}

// Cabal Stronghold: {T}: add {C}, or {3}, {T}: add {B} for each basic
// Swamp. Beside four basic Swamps (one Snow-Covered) and an Island: the
// Island and two Swamps pay its {3}, it adds {B}{B}{B}{B}, and the other
// two Swamps make {B}{B}: six {B}, where the lands alone make four; not
// seven, and not {6}{B} (its {T} gives one or the other ability).
func TestCabalStrongholdCountsBasicSwamps(t *testing.T) {
	deck := "16 Swamp\n4 Snow-Covered Swamp\n8 Island\n4 Cabal Stronghold\n28 {B}{B}{B}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Swamp", 3)
	g.onField(t, cd, "Snow-Covered Swamp", 1)
	g.onField(t, cd, "Island", 1)
	g.onField(t, cd, "Cabal Stronghold", 1)
	six, seven := "{B}{B}{B}{B}{B}{B}", "{B}{B}{B}{B}{B}{B}{B}"
	if !g.payNow(t, six) || g.payNow(t, seven) || g.payNow(t, "{6}{B}") || !g.payNow(t, "{5}{C}") {
		t.Fatalf("Stronghold beside four basic Swamps and an Island: six {B} %v (want true), seven %v, {6}{B} %v (want false), {5}{C} %v (want true)",
			g.payNow(t, six), g.payNow(t, seven), g.payNow(t, "{6}{B}"), g.payNow(t, "{5}{C}"))
	}
}

// Overgrown Battlement adds {G} for each creature with defender its
// controller controls, itself included; Axebane Guardian as many of any
// colours. Two Battlements and a Wall of Omens: each Battlement 3, six in
// all; an Axebane Guardian arriving makes them four each and is summoning
// sick itself. A Grizzly Bears (no defender) counts for nothing.
func TestDefenderCounts(t *testing.T) {
	deck := "20 Forest\n4 Overgrown Battlement\n4 Axebane Guardian\n4 Wall of Omens\n4 Grizzly Bears\n24 {5}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Overgrown Battlement", 2)
	g.onField(t, cd, "Wall of Omens", 1)
	g.onField(t, cd, "Grizzly Bears", 1)
	if g.mana() != 6 || !g.pays(t, "{G}{G}{G}{G}{G}{G}") || g.pays(t, "{W}") {
		t.Fatalf("two Battlements and a Wall: %d mana, want six {G}", g.mana())
	}
	axe := id(t, cd, "Axebane Guardian")
	g.enter(uint16(axe), false, landPlay{})
	if g.mana() != 8 {
		t.Fatalf("an Axebane Guardian arrives: %d mana, want 8 (the Battlements' 4 each; the Guardian is summoning sick)", g.mana())
	}
	g.untap()
	if g.mana() != 12 || !g.pays(t, "{W}{U}{B}{R}{G}{G}{G}{G}{G}{G}{G}{G}") {
		t.Fatalf("a turn later: %d mana, want 12 (four from each), the Guardian's of any colours", g.mana())
	}
	g.leave(uint16(id(t, cd, "Wall of Omens")))
	if g.mana() != 9 || g.pays(t, "{W}{U}{B}{R}") {
		t.Fatalf("the Wall gone: %d mana, want 9; the Guardian's 3 cannot pay four colours", g.mana())
	}
}
