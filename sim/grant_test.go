package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Hand-worked scenarios of granted mana abilities (decks/grant.go): a
// permanent that gives others "{T}: Add one mana of any color".

// Chromatic Lantern: two Wastes make {C}{C}; with the Lantern beside them
// each makes one mana of any colour and the Lantern one more, so {U}{B}{R}
// is paid and {U}{B}{R}{G} is not (three sources); the Lantern gone, the
// Wastes make {C} again.
func TestChromaticLanternGivesLands(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Chromatic Lantern\n4 Shivan Reef\n4 City of Brass\n28 {3}", DefaultConfig())
	g.onField(t, cd, "Wastes", 2)
	if g.pays(t, "{U}") || !g.pays(t, "{2}") {
		t.Fatalf("two Wastes alone: {U} %v, {2} %v", g.pays(t, "{U}"), g.pays(t, "{2}"))
	}
	lantern := g.onField(t, cd, "Chromatic Lantern", 1)
	if !g.pays(t, "{U}{B}{R}") || g.pays(t, "{U}{B}{R}{G}") || !g.pays(t, "{C}{U}{B}") {
		t.Fatalf("two Wastes and the Lantern: {U}{B}{R} %v (want true), {U}{B}{R}{G} %v (want false), {C}{U}{B} %v (want true)",
			g.pays(t, "{U}{B}{R}"), g.pays(t, "{U}{B}{R}{G}"), g.pays(t, "{C}{U}{B}"))
	}
	// A pain land beside the Lantern: any colour for nothing, {C} too.
	reef := g.onField(t, cd, "Shivan Reef", 1)
	if k := g.kindOf(reef); k < 0 || g.b.src.Kind(k).Penalty&decks.PenaltyLife != 0 || g.b.src.Kind(k).Mask() != mana.AnyType {
		t.Fatalf("Shivan Reef beside the Lantern: kind %d (%+v), want any type with no life to pay", k, g.b.src.Kind(max(k, 0)))
	}
	// City of Brass hurts whenever it becomes tapped, whichever ability.
	brass := g.onField(t, cd, "City of Brass", 1)
	if k := g.kindOf(brass); k < 0 || g.b.src.Kind(k).Penalty&decks.PenaltyLife != 1 {
		t.Fatalf("City of Brass beside the Lantern: kind %d (%+v), want its 1 life kept", k, g.b.src.Kind(max(k, 0)))
	}
	g.leave(uint16(brass))
	g.leave(uint16(lantern))
	if g.pays(t, "{B}") || !g.pays(t, "{U}") {
		t.Fatalf("the Lantern gone: {B} %v (want false), {U} %v (want true: Shivan Reef's own)", g.pays(t, "{B}"), g.pays(t, "{U}"))
	}
	if k := g.kindOf(reef); g.b.src.Kind(k).Penalty&decks.PenaltyLife == 0 {
		t.Fatal("the Lantern gone: Shivan Reef's colours must cost life again")
	}
}

// Cryptolith Rite gives every creature "{T}: Add one mana of any color",
// which a creature that arrived this turn cannot use (rule 302.6): with a
// Rite and a Grizzly Bears there since last turn, {U} is paid; a second
// Bears cast this turn adds nothing until the next untap. Llanowar Elves
// beside the Rite makes one mana, {G} or any colour, not two.
func TestCryptolithRiteGivesCreatures(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Cryptolith Rite\n20 Grizzly Bears\n16 Llanowar Elves", DefaultConfig())
	bears := g.onField(t, cd, "Grizzly Bears", 1)
	if g.mana() != 0 {
		t.Fatalf("a Bears alone: %d mana, want none", g.mana())
	}
	rite := g.onField(t, cd, "Cryptolith Rite", 1)
	if !g.pays(t, "{U}") || g.pays(t, "{2}") {
		t.Fatalf("Rite and one Bears: {U} %v (want true), {2} %v (want false)", g.pays(t, "{U}"), g.pays(t, "{2}"))
	}
	g.enter(uint16(bears), false, landPlay{}) // cast this turn: summoning sick
	if g.mana() != 1 {
		t.Fatalf("a second Bears this turn: %d mana, want still 1", g.mana())
	}
	g.untap()
	if !g.pays(t, "{U}{B}") || g.mana() != 2 {
		t.Fatalf("next turn, two Bears: %d mana, {U}{B} %v", g.mana(), g.pays(t, "{U}{B}"))
	}
	g.onField(t, cd, "Llanowar Elves", 1)
	if g.mana() != 3 || !g.pays(t, "{U}{B}{W}") {
		t.Fatalf("two Bears and an Elves beside the Rite: %d mana (want 3), {U}{B}{W} %v", g.mana(), g.pays(t, "{U}{B}{W}"))
	}
	g.leave(uint16(rite))
	if g.mana() != 1 || g.pays(t, "{U}") || !g.pays(t, "{G}") {
		t.Fatalf("the Rite gone: %d mana (want the Elves' 1), {U} %v, {G} %v", g.mana(), g.pays(t, "{U}"), g.pays(t, "{G}"))
	}
}

// A creature tapped for its granted mana does not attack: a Rite, two
// Bears there since last turn and a {U} spell in hand: one Bears pays, the
// other attacks for 2.
func TestGrantedCreatureTappedDoesNotAttack(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Cryptolith Rite\n20 Grizzly Bears\n16 {U}", DefaultConfig())
	g.onField(t, cd, "Cryptolith Rite", 1)
	bears := g.onField(t, cd, "Grizzly Bears", 2)
	spell := g.inHandNamed(t, cd, "{U}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 || g.b.tapped[bears] != 1 {
		t.Fatalf("{U} not paid by one Bears (hand %d, Bears tapped %d):\n%s", g.b.hand[spell], g.b.tapped[bears], out)
	}
	opp := g.b.opp
	g.combat()
	if opp-g.b.opp != 2 {
		t.Fatalf("attack for %d, want 2 (the untapped Bears)", opp-g.b.opp)
	}
}

// Esika gives other legendary creatures the ability, not herself a second
// one nor a creature that is not legendary: Esika, Mirri (legendary) and a
// Grizzly Bears make two mana, any colours.
func TestEsikaGivesLegendaryCreatures(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n1 Esika, God of the Tree\n1 Mirri, Cat Warrior\n20 Grizzly Bears\n18 {3}", DefaultConfig())
	g.onField(t, cd, "Mirri, Cat Warrior", 1)
	g.onField(t, cd, "Grizzly Bears", 1)
	if g.mana() != 0 {
		t.Fatalf("Mirri and a Bears without Esika: %d mana", g.mana())
	}
	g.onField(t, cd, "Esika, God of the Tree // The Prismatic Bridge", 1)
	if g.mana() != 2 || !g.pays(t, "{U}{R}") || g.pays(t, "{U}{R}{B}") {
		t.Fatalf("Esika, Mirri and a Bears: %d mana (want 2), {U}{R} %v, {U}{R}{B} %v", g.mana(), g.pays(t, "{U}{R}"), g.pays(t, "{U}{R}{B}"))
	}
}

// Enduring Vitality is a creature and gives itself the ability: alone, it
// makes one mana once it is no longer summoning sick.
func TestEnduringVitalityGivesItself(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Enduring Vitality\n36 {3}", DefaultConfig())
	v := id(t, cd, "Enduring Vitality")
	g.enter(uint16(v), false, landPlay{})
	if g.mana() != 0 {
		t.Fatalf("Enduring Vitality the turn it arrives: %d mana, want none", g.mana())
	}
	g.untap()
	if g.mana() != 1 || !g.pays(t, "{B}") {
		t.Fatalf("Enduring Vitality next turn: %d mana, {B} %v", g.mana(), g.pays(t, "{B}"))
	}
}

// Abundant Growth on a Wastes: the land taps for {C} or any colour, one
// mana (a choice, not an additional one): {U} is paid, {C}{U} is not.
func TestAbundantGrowthGivesLand(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Abundant Growth\n36 {3}", DefaultConfig())
	g.onField(t, cd, "Wastes", 1)
	if g.pays(t, "{U}") {
		t.Fatal("a Wastes pays {U} without the Aura")
	}
	g.onField(t, cd, "Abundant Growth", 1)
	if !g.pays(t, "{U}") || !g.pays(t, "{C}") || g.pays(t, "{C}{U}") || g.mana() != 1 {
		t.Fatalf("an enchanted Wastes: %d mana; {U} %v, {C} %v, {C}{U} %v", g.mana(), g.pays(t, "{U}"), g.pays(t, "{C}"), g.pays(t, "{C}{U}"))
	}
}

// The policy-free castability counts the lands dealt, and a Lantern is a
// spell: beside Wastes only, {U}{U} is never castable there, while the
// engine's board, with the Lantern cast on turn 3 and a Wastes it gives
// blue, casts it from turn 4 in some games (without the grant the Lantern
// alone makes one blue and no game could).
func TestLanternPolicyFree(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Workers = 400, 6, 1
	cd, st := runCastable(t, "24 Wastes\n4 Chromatic Lantern\n32 {U}{U}", cfg)
	uu := id(t, cd, "{U}{U}")
	inPlay := int64(0)
	for _, side := range []Side{OnPlay, OnDraw} {
		ss := &st.Sides[side]
		for turn := 1; turn <= cfg.Turns; turn++ {
			ct := ss.Card[(turn-1)*st.Cards+uu]
			if ct.Castable != 0 {
				t.Fatalf("{U}{U} policy-free castable in %d games on turn %d %v: Wastes make no blue", ct.Castable, turn, side)
			}
			inPlay += ct.CastableInPlay
		}
	}
	if inPlay == 0 {
		t.Fatal("{U}{U} never castable from the engine's board: the Lantern's grant is not played")
	}
}

// A game of a deck with grants allocates nothing.
func TestGrantGameAllocatesNothing(t *testing.T) {
	cd := compileText(t, "16 Forest\n4 Wastes\n4 Cryptolith Rite\n4 Chromatic Lantern\n4 Abundant Growth\n12 Grizzly Bears\n8 Llanowar Elves\n8 {2}{U}{B}", decks.Constructed)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 100); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
}
