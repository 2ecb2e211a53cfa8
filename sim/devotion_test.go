package sim

import (
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// payable reports whether the board pays cost now, converters included
// (Nykthos's {2}, {T} paid from the lands).
func (g *game) payable(cost string) bool {
	d := mana.NewDemand(mana.MustParseCost(cost), mana.ForSpell)
	return g.canPay(&d, 0, g.lifeBudget())
}

// Nykthos with two Forests, Kitchen Finks ({1}{G/W}{G/W}: devotion 2 to
// green and to white) and Grizzly Bears ({1}{G}: 1 to green): the Forests
// pay its {2}, and it makes {G}{G}{G}, so {G}{G}{G} is paid and
// {G}{G}{G}{G} is not (its {C} alone and the Forests make three too, not
// all green); a second Bears makes it four. The colour is the one with the
// most devotion: {W}{W} is not paid (a player could make {W}{W}: the
// deck's report says so).
func TestNykthosCountsDevotion(t *testing.T) {
	g, cd := scenario(t, "16 Forest\n4 Nykthos, Shrine to Nyx\n8 Kitchen Finks\n8 Grizzly Bears\n24 {5}", DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	g.onField(t, cd, "Nykthos, Shrine to Nyx", 1)
	if !g.payable("{2}{G}") || g.payable("{G}{G}{G}") {
		t.Fatalf("no devotion: {2}{G} %v (want true), {G}{G}{G} %v (want false)", g.payable("{2}{G}"), g.payable("{G}{G}{G}"))
	}
	g.onField(t, cd, "Kitchen Finks", 1)
	bears := g.onField(t, cd, "Grizzly Bears", 1)
	if !g.payable("{G}{G}{G}") || g.payable("{G}{G}{G}{G}") || g.payable("{3}{G}") {
		t.Fatalf("devotion 3 to green: {G}{G}{G} %v, {G}{G}{G}{G} %v, {3}{G} %v; want true, false, false",
			g.payable("{G}{G}{G}"), g.payable("{G}{G}{G}{G}"), g.payable("{3}{G}"))
	}
	if g.payable("{W}{W}") {
		t.Fatal("{W}{W} paid: the colour made must be green, the most devotion")
	}
	g.enter(uint16(bears), false, landPlay{})
	if !g.payable("{G}{G}{G}{G}") || g.payable("{G}{G}{G}{G}{G}") {
		t.Fatalf("devotion 4: {G}{G}{G}{G} %v, five %v", g.payable("{G}{G}{G}{G}"), g.payable("{G}{G}{G}{G}{G}"))
	}
	// Paying it for real: the Forests and Nykthos tapped, {G}{G}{G}{G} spent.
	d := mana.NewDemand(mana.MustParseCost("{G}{G}{G}{G}"), mana.ForSpell)
	if !g.payFor(&d, 0, 0) || g.mana() != 0 {
		t.Fatalf("paying {G}{G}{G}{G}: left %d mana", g.mana())
	}
	found := false
	for _, u := range cd.Unmodelled {
		found = found || u.Card == "Nykthos, Shrine to Nyx" && strings.Contains(u.What, "the most devotion")
	}
	if !found {
		t.Errorf("a deck with devotion to two colours: no report of the colour Nykthos makes: %v", cd.Unmodelled)
	}
}

// Three Tree City counts the creatures of the deck's most common type
// (Elves here, eight Llanowar Elves and four Elvish Mystic beside eight
// Grizzly Bears): with three Elves and a Bears, the Forests pay its {2}
// and it makes three of one colour, {U}{U}{U} and not {U}{U}{U}{U}, nor
// three of two colours ({U}{U}{R}).
func TestThreeTreeCityCountsTheChosenType(t *testing.T) {
	g, cd := scenario(t, "16 Forest\n4 Three Tree City\n8 Llanowar Elves\n4 Elvish Mystic\n8 Grizzly Bears\n20 {5}", DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	g.onField(t, cd, "Three Tree City", 1)
	g.onField(t, cd, "Llanowar Elves", 2)
	g.onField(t, cd, "Elvish Mystic", 1)
	g.onField(t, cd, "Grizzly Bears", 1)
	// (The Elves tap for {G} too: take them out, so only the lands pay.)
	for _, name := range []string{"Llanowar Elves", "Elvish Mystic"} {
		e := id(t, cd, name)
		g.tapForTest(t, e, g.untappedCopies(e))
	}
	if !g.payable("{U}{U}{U}") || g.payable("{U}{U}{U}{U}") || g.payable("{U}{U}{R}") {
		t.Fatalf("three Elves: {U}{U}{U} %v, {U}{U}{U}{U} %v, {U}{U}{R} %v; want true, false, false",
			g.payable("{U}{U}{U}"), g.payable("{U}{U}{U}{U}"), g.payable("{U}{U}{R}"))
	}
}

// The policy-free castability counts lands only, and no land has a mana
// cost: Nykthos's devotion and Three Tree City's creatures are nothing
// there, and each is a land that taps for {C}. So a deck's figures equal,
// card for card and turn for turn, those of the same deck with Wastes in
// their place (the same positions in the decklist: the same deals, with
// no mulligan).
func TestDevotionLandsCurveAsColourless(t *testing.T) {
	rest := "\n20 Forest\n4 Island\n8 Kitchen Finks\n8 Llanowar Elves\n4 {2}{G}{G}\n4 {1}{U}\n4 {4}\n4 {G}{G}{G}\n"
	for _, land := range []string{"Nykthos, Shrine to Nyx", "Three Tree City"} {
		var st [2]*Stats
		for i, name := range []string{land, "Wastes"} {
			cd := compileText(t, "4 "+name+rest, decks.Constructed)
			cfg := DefaultConfig()
			cfg.Turns, cfg.Mulligan = 6, NoMulligan // (London's bottoming weighs the lands' use: other hands)
			g := newTestGame(t, cd, cfg)
			for i := range int64(400) {
				g.play(Side(i&1), i)
			}
			st[i] = g.stats
		}
		for s := range st[0].Sides {
			a, b := &st[0].Sides[s], &st[1].Sides[s]
			for j := range a.Card {
				if a.Card[j].Castable != b.Card[j].Castable || a.Card[j].EnoughMana != b.Card[j].EnoughMana {
					t.Fatalf("%s: side %d, row %d: castable %d, enough %d; with Wastes %d, %d", land, s, j,
						a.Card[j].Castable, a.Card[j].EnoughMana, b.Card[j].Castable, b.Card[j].EnoughMana)
				}
			}
		}
	}
}

// Games of decks with Nykthos and Three Tree City allocate nothing, and
// activate them.
func TestDevotionGamesAllocateNothing(t *testing.T) {
	for _, text := range []string{
		"18 Forest\n4 Nykthos, Shrine to Nyx\n12 Elvish Archdruid\n12 Kitchen Finks\n14 {4}{G}{G}",
		"18 Forest\n4 Three Tree City\n12 Llanowar Elves\n12 Elvish Mystic\n14 {4}{G}{G}",
	} {
		cd := compileText(t, text, 0)
		g := newTestGame(t, cd, DefaultConfig())
		if allocs := gameAllocs(g, 200); allocs != 0 {
			t.Errorf("%q: %.2f allocations per game", text, allocs)
		}
		used := 0
		for i := range int64(200) {
			var b strings.Builder
			g.trace = &tracer{w: &b}
			g.play(Side(i%2), i)
			g.trace = nil
			used += strings.Count(b.String(), "activate Nykthos") + strings.Count(b.String(), "activate Three Tree City")
		}
		if used == 0 {
			t.Errorf("%q: never activated in 200 games", text)
		}
	}
}
