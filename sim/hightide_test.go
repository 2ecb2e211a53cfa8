package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// High Tide with three Islands and a Forest: the Island that pays for it
// gets nothing, the two untapped Islands make {U}{U} each, the Forest its
// {G}: {3}{U}{U} is paid and {4}{U}{U} is not; a second High Tide makes
// it three each. At the cleanup the bonus ends.
func TestHighTideDoublesIslands(t *testing.T) {
	g, cd := scenario(t, "16 Island\n4 Forest\n4 High Tide\n36 {3}{U}{U}", DefaultConfig())
	island := g.onField(t, cd, "Island", 3)
	g.onField(t, cd, "Forest", 1)
	tide := g.inHandNamed(t, cd, "High Tide", 2)
	if !g.cast(tide, 0) {
		t.Fatal("High Tide not cast")
	}
	if g.b.tapped[island] != 1 {
		t.Fatalf("High Tide paid with %d Islands tapped, want 1", g.b.tapped[island])
	}
	if g.mana() != 5 || !g.pays(t, "{3}{U}{U}") || g.pays(t, "{4}{U}{U}") || g.pays(t, "{G}{G}") {
		t.Fatalf("after High Tide: %d mana; {3}{U}{U} %v, {4}{U}{U} %v, {G}{G} %v; want 5, true, false, false",
			g.mana(), g.pays(t, "{3}{U}{U}"), g.pays(t, "{4}{U}{U}"), g.pays(t, "{G}{G}"))
	}
	if !g.cast(tide, 0) { // (paid with the Forest's {G}? no: {U}, one Island's {U}{U}, one floating)
		t.Fatal("the second High Tide not cast")
	}
	// One Island tapped for it (made {U}{U}: one paid, one in the pool),
	// one left: {U}{U}{U} from it, the Forest's {G}, the pool's {U}.
	if g.b.tapped[island] != 2 || g.mana() != 4 || g.b.pool.Total() != 1 || !g.pays(t, "{G}{U}{U}{U}{U}") || g.pays(t, "{1}{G}{U}{U}{U}{U}") {
		t.Fatalf("after two: Islands tapped %d, sources %d, pool %s", g.b.tapped[island], g.mana(), g.b.pool.String())
	}
	g.emptyPool("test")
	g.cleanup()
	g.endTurnBonuses()
	if g.mana() != 2 || g.b.field[tide] != 0 {
		t.Fatalf("after the cleanup: %d mana (want the Island's and the Forest's 2), High Tide in effect %d", g.mana(), g.b.field[tide])
	}
}

// The planner casts High Tide when it casts more: three Islands make three
// mana, and with High Tide (one Island for it, two doubled) four, for a
// {3}{U}; with no such spell in hand it keeps the High Tide.
func TestHighTidePlanned(t *testing.T) {
	g, cd := scenario(t, "20 Island\n4 High Tide\n36 {3}{U}", DefaultConfig())
	g.onField(t, cd, "Island", 3)
	tide := g.inHandNamed(t, cd, "High Tide", 1)
	spell := g.inHandNamed(t, cd, "{3}{U}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[tide] != 0 || g.b.hand[spell] != 0 {
		t.Fatalf("High Tide in hand %d, the {3}{U} %d; want both cast:\n%s", g.b.hand[tide], g.b.hand[spell], out)
	}
	g2, cd2 := scenario(t, "20 Island\n4 High Tide\n36 {3}{U}", DefaultConfig())
	g2.onField(t, cd2, "Island", 3)
	tide2 := g2.inHandNamed(t, cd2, "High Tide", 1)
	g2.b.landPlayed = true
	out = g2.mainNarrated()
	if g2.b.hand[tide2] != 1 {
		t.Fatalf("High Tide cast with nothing to cast after it:\n%s", out)
	}
}

// The policy-free castability counts lands only: High Tide is a spell, and
// changes nothing there. A deck's figures equal those of the same deck
// with a plain {U} instant in its place (Opt: the same position in the
// decklist, the same deals with no mulligan), but for the rows of the two
// cards themselves, which are alike too (both cost {U}).
func TestHighTideCurveUnchanged(t *testing.T) {
	var st [2]*Stats
	for i, name := range []string{"High Tide", "Opt"} {
		cd := compileText(t, "4 "+name+"\n18 Island\n4 Forest\n10 {2}{U}{U}\n12 {4}{U}\n12 {1}{G}", decks.Constructed)
		cfg := DefaultConfig()
		cfg.Turns, cfg.Mulligan = 6, NoMulligan
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
				t.Fatalf("side %d, row %d: castable %d, enough %d; with Opt %d, %d", s, j,
					a.Card[j].Castable, a.Card[j].EnoughMana, b.Card[j].Castable, b.Card[j].EnoughMana)
			}
		}
	}
}

// Games of a High Tide deck allocate nothing, and cast it.
func TestHighTideGamesAllocateNothing(t *testing.T) {
	cd := compileText(t, "22 Island\n4 High Tide\n12 {3}{U}\n12 {4}{U}{U}\n10 {2}{U}", 0)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
	tide := id(t, cd, "High Tide")
	cast := int64(0)
	for _, s := range g.stats.Sides {
		for turn := range s.Turn {
			cast += s.Card[turn*len(cd.Cards)+tide].Cast
		}
	}
	if cast == 0 {
		t.Error("High Tide never cast")
	}
}
