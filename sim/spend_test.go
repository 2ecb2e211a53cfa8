package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// Hand-worked scenarios of mana a spell's type or the commander decides
// (decks/spend.go): a board, a card's cost, what pays and what does not.

// (paysCard, in mechanics_test.go: the board pays a card's own cost.)

// Delighted Halfling's coloured mana casts only legendary spells: beside a
// Forest it pays Giada's {1}{W} (legendary) but not a plain {1}{W}, which
// its {C} and the Forest pay only as {2}.
func TestDelightedHalflingLegendary(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n4 Delighted Halfling\n4 Giada, Font of Hope\n32 {1}{W}", DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Delighted Halfling", 1)
	if !g.paysCard(t, cd, "Giada, Font of Hope") || g.paysCard(t, cd, "{1}{W}") || !g.pays(t, "{2}") {
		t.Fatalf("Forest and Halfling: Giada %v (want true), {1}{W} %v (want false), {2} %v",
			g.paysCard(t, cd, "Giada, Font of Hope"), g.paysCard(t, cd, "{1}{W}"), g.pays(t, "{2}"))
	}
}

// Plaza of Heroes: {C}, or any colour for a legendary spell; two Plazas
// pay Giada's {1}{W} and not a plain {1}{W}.
func TestPlazaOfHeroesLegendary(t *testing.T) {
	g, cd := scenario(t, "20 Plaza of Heroes\n4 Giada, Font of Hope\n36 {1}{W}", DefaultConfig())
	g.onField(t, cd, "Plaza of Heroes", 2)
	if !g.paysCard(t, cd, "Giada, Font of Hope") || g.paysCard(t, cd, "{1}{W}") {
		t.Fatalf("two Plazas: Giada %v (want true), {1}{W} %v (want false)", g.paysCard(t, cd, "Giada, Font of Hope"), g.paysCard(t, cd, "{1}{W}"))
	}
}

// Giada's {W} casts only Angels: Giada and four Plains pay Serra Angel's
// {3}{W}{W} and not a plain {3}{W}{W}.
func TestGiadaAngels(t *testing.T) {
	g, cd := scenario(t, "20 Plains\n4 Giada, Font of Hope\n4 Serra Angel\n32 {3}{W}{W}", DefaultConfig())
	g.onField(t, cd, "Plains", 4)
	g.onField(t, cd, "Giada, Font of Hope", 1)
	if !g.paysCard(t, cd, "Serra Angel") || g.paysCard(t, cd, "{3}{W}{W}") {
		t.Fatalf("Giada and four Plains: Serra Angel %v (want true), {3}{W}{W} %v (want false)",
			g.paysCard(t, cd, "Serra Angel"), g.paysCard(t, cd, "{3}{W}{W}"))
	}
}

// Smokebraider's two mana cast Elementals: with three Islands it pays
// Mulldrifter's {4}{U} (an Elemental) and not a plain {4}{U}.
func TestSmokebraiderElementals(t *testing.T) {
	g, cd := scenario(t, "20 Island\n4 Smokebraider\n4 Mulldrifter\n32 {4}{U}", DefaultConfig())
	g.onField(t, cd, "Island", 3)
	g.onField(t, cd, "Smokebraider", 1)
	if !g.paysCard(t, cd, "Mulldrifter") || g.paysCard(t, cd, "{4}{U}") {
		t.Fatalf("Smokebraider and three Islands: Mulldrifter %v (want true), {4}{U} %v (want false)",
			g.paysCard(t, cd, "Mulldrifter"), g.paysCard(t, cd, "{4}{U}"))
	}
}

// Karfell Harbinger's {U} casts instants and sorceries: with a Forest it
// pays Opt's {U}, and not Grizzly Bears' {1}{G} (the Forest's {G} alone).
func TestKarfellHarbingerInstants(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n4 Karfell Harbinger\n4 Opt\n32 Grizzly Bears", DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Karfell Harbinger", 1)
	if !g.paysCard(t, cd, "Opt") || g.paysCard(t, cd, "Grizzly Bears") {
		t.Fatalf("Harbinger and a Forest: Opt %v (want true), Grizzly Bears %v (want false)", g.paysCard(t, cd, "Opt"), g.paysCard(t, cd, "Grizzly Bears"))
	}
}

const mirriDeck = "Commander\n1 Mirri, Cat Warrior\n\nDeck\n1 Command Tower\n1 Jeweled Lotus\n1 Grizzly Bears\n96 Forest\n"

func commanderScenario(t *testing.T, text string) (*game, *decks.Compiled) {
	t.Helper()
	cfg := DefaultConfig()
	cfg.Format = decks.Commander
	return scenario(t, text, cfg)
}

// Jeweled Lotus's three mana cast the commander only: alone it pays
// Mirri's {1}{G}{G} and not Grizzly Bears' {1}{G}.
func TestJeweledLotusCommander(t *testing.T) {
	g, cd := commanderScenario(t, mirriDeck)
	g.onField(t, cd, "Jeweled Lotus", 1)
	if !g.paysCard(t, cd, "Mirri, Cat Warrior") || g.paysCard(t, cd, "Grizzly Bears") {
		t.Fatalf("Jeweled Lotus: Mirri %v (want true), Grizzly Bears %v (want false)", g.paysCard(t, cd, "Mirri, Cat Warrior"), g.paysCard(t, cd, "Grizzly Bears"))
	}
}

// Command Tower makes the commander's colours: under Mirri (green) {G},
// not {U}; with no commander named, nothing.
func TestCommandTowerIdentity(t *testing.T) {
	g, cd := commanderScenario(t, mirriDeck)
	g.onField(t, cd, "Command Tower", 1)
	if !g.pays(t, "{G}") || g.pays(t, "{U}") {
		t.Fatalf("Command Tower under Mirri: {G} %v (want true), {U} %v (want false)", g.pays(t, "{G}"), g.pays(t, "{U}"))
	}
	g, cd = commanderScenario(t, "1 Command Tower\n1 Mirri, Cat Warrior\n98 Forest\n")
	g.onField(t, cd, "Command Tower", 1)
	if g.mana() != 0 {
		t.Fatalf("Command Tower with no commander: %d mana, want none", g.mana())
	}
}
