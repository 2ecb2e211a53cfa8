package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// Mox Amber makes one mana of any colour among the legendary creatures and
// planeswalkers its controller controls: none alone; beside Brago (white
// and blue) {W} or {U}, not {B}; with Braids (black) too, any of the three,
// one at a time; Brago gone, only {B}. A nonlegendary creature adds no
// colour.
func TestMoxAmberFollowsLegends(t *testing.T) {
	deck := "20 Island\n4 Mox Amber\n4 Brago, King Eternal\n4 Braids, Cabal Minion\n4 Llanowar Elves\n24 {5}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Mox Amber", 1)
	g.onField(t, cd, "Llanowar Elves", 1)
	if g.pays(t, "{W}") || g.pays(t, "{U}") || g.pays(t, "{B}") || g.mana() != 1 {
		t.Fatalf("Mox Amber beside a nonlegendary Elves: %d mana (want the Elves' 1), pays {W} %v", g.mana(), g.pays(t, "{W}"))
	}
	brago := g.onField(t, cd, "Brago, King Eternal", 1)
	if !g.pays(t, "{W}{G}") || !g.pays(t, "{U}{G}") || g.pays(t, "{B}") || g.pays(t, "{W}{U}") {
		t.Fatalf("beside Brago: {W}{G} %v, {U}{G} %v (want true), {B} %v, {W}{U} %v (want false)",
			g.pays(t, "{W}{G}"), g.pays(t, "{U}{G}"), g.pays(t, "{B}"), g.pays(t, "{W}{U}"))
	}
	g.onField(t, cd, "Braids, Cabal Minion", 1)
	if !g.pays(t, "{B}") || !g.pays(t, "{W}") || g.pays(t, "{W}{B}") {
		t.Fatalf("beside Brago and Braids: {B} %v, {W} %v (want true), {W}{B} %v (want false)", g.pays(t, "{B}"), g.pays(t, "{W}"), g.pays(t, "{W}{B}"))
	}
	g.leave(uint16(brago))
	if !g.pays(t, "{B}") || g.pays(t, "{W}") || g.pays(t, "{U}") {
		t.Fatalf("Brago gone: {B} %v (want true), {W} %v, {U} %v (want false)", g.pays(t, "{B}"), g.pays(t, "{W}"), g.pays(t, "{U}"))
	}
}

// Bloom Tender adds one mana of each colour among its controller's
// permanents: itself (green), and beside Brago (white and blue) three,
// {W}{U}{G}; the colourless Islands add no colour. It is summoning sick the
// turn it arrives.
func TestBloomTenderCountsColours(t *testing.T) {
	deck := "20 Island\n4 Bloom Tender\n4 Brago, King Eternal\n32 {5}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Island", 2)
	tender := id(t, cd, "Bloom Tender")
	g.enter(uint16(tender), false, landPlay{})
	if g.mana() != 2 {
		t.Fatalf("Bloom Tender arrives: %d mana, want the Islands' 2 (it is summoning sick)", g.mana())
	}
	g.untap()
	if !g.pays(t, "{G}{U}{U}") || g.pays(t, "{G}{G}") || g.mana() != 3 {
		t.Fatalf("Bloom Tender alone: %d mana; {G}{U}{U} %v (want true), {G}{G} %v (want false)", g.mana(), g.pays(t, "{G}{U}{U}"), g.pays(t, "{G}{G}"))
	}
	g.onField(t, cd, "Brago, King Eternal", 1)
	if !g.pays(t, "{W}{U}{G}{U}{U}") || g.pays(t, "{W}{W}{U}{G}") || g.mana() != 5 {
		t.Fatalf("Bloom Tender beside Brago: %d mana (want 5); {W}{U}{G} and the Islands %v, {W}{W}{U}{G} %v",
			g.mana(), g.pays(t, "{W}{U}{G}{U}{U}"), g.pays(t, "{W}{W}{U}{G}"))
	}
}

// Jeska's Will adds {R} for each card in an idle opponent's hand, seven:
// three Mountains cast it and then a {6}{R} spell, which they alone could not.
func TestJeskasWillCountsSevenCards(t *testing.T) {
	g, cd := scenario(t, "24 Mountain\n4 Jeska's Will\n32 {6}{R}", DefaultConfig())
	g.onField(t, cd, "Mountain", 3)
	will := g.inHandNamed(t, cd, "Jeska's Will", 1)
	big := g.inHandNamed(t, cd, "{6}{R}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[will] != 0 || g.b.hand[big] != 0 {
		t.Fatalf("three Mountains, Jeska's Will and {6}{R}: Will in hand %d, {6}{R} %d; want both cast:\n%s", g.b.hand[will], g.b.hand[big], out)
	}
}

// Plaza of Heroes' third ability makes a colour among the legendary
// permanents on the battlefield, beside its {C} and its any colour for a
// legendary spell: alone it pays {C} and no plain {G}; beside Mirri
// (green, legendary) a plain {G} and not a plain {U}, one mana in all; its
// colour for a legendary spell stays (Giada's {W} beside Mirri); Mirri
// gone, no plain {G} again.
func TestPlazaOfHeroesLegendaryColours(t *testing.T) {
	g, cd := scenario(t, "20 Plaza of Heroes\n4 Mirri, Cat Warrior\n4 Giada, Font of Hope\n16 {G}\n16 {U}", DefaultConfig())
	g.onField(t, cd, "Plaza of Heroes", 1)
	if g.paysCard(t, cd, "{G}") || !g.pays(t, "{C}") {
		t.Fatalf("Plaza alone: {G} %v (want false), {C} %v (want true)", g.paysCard(t, cd, "{G}"), g.pays(t, "{C}"))
	}
	mirri := g.onField(t, cd, "Mirri, Cat Warrior", 1)
	if !g.paysCard(t, cd, "{G}") || g.paysCard(t, cd, "{U}") || g.mana() != 1 {
		t.Fatalf("Plaza beside Mirri: {G} %v (want true), {U} %v (want false), %d mana (want 1)", g.paysCard(t, cd, "{G}"), g.paysCard(t, cd, "{U}"), g.mana())
	}
	g.onField(t, cd, "Plaza of Heroes", 1)
	if !g.paysCard(t, cd, "Giada, Font of Hope") {
		t.Fatal("two Plazas beside Mirri do not pay Giada's {1}{W} (any colour for a legendary spell)")
	}
	g.leave(uint16(mirri))
	if g.paysCard(t, cd, "{G}") {
		t.Fatal("Mirri gone: Plaza still pays a plain {G}")
	}
}

// The policy-free castability counts lands alone, which have no colour:
// Plaza of Heroes' colour among legendary permanents is never there, so
// for a spell that is not legendary it counts as the {C} of a Wastes in
// its place, card by card and turn by turn, though the engine's games put
// Mirri and Giada beside it. (No mulligans: the policy weighs the Plaza's
// colours for a legendary spell, and the deals would part.)
func TestCastableCountsPlazaAsItsOwnMana(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Workers, cfg.Mulligan = 3000, 5, 1, NoMulligan
	rest := "\n10 Forest\n4 Mirri, Cat Warrior\n4 Giada, Font of Hope\n12 Llanowar Elves\n12 Grizzly Bears\n8 {1}{W}\n"
	plaza := compileText(t, "10 Plaza of Heroes"+rest, decks.Constructed)
	wastes := compileText(t, "10 Wastes"+rest, decks.Constructed)
	a, b := runStats(t, plaza, cfg), runStats(t, wastes, cfg)
	for _, name := range []string{"Llanowar Elves", "Grizzly Bears", "{1}{W}"} {
		ia, ib := id(t, plaza, name), id(t, wastes, name)
		for s := range a.Sides {
			for turn := range cfg.Turns {
				ca, cb := a.Sides[s].Card[turn*a.Cards+ia], b.Sides[s].Card[turn*b.Cards+ib]
				if ca.Castable != cb.Castable {
					t.Fatalf("%s, side %d, turn %d: castable %d with Plaza, %d with Wastes", name, s, turn+1, ca.Castable, cb.Castable)
				}
			}
		}
	}
}
