package sim

import "testing"

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
