package sim

import (
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Hand-worked scenarios of the land searches of decks/ramp.go: any land
// card, Scapeshift's and Springbloom Druid's sacrifices, Primeval Titan's
// search as it attacks, Sowing Mycospawn's as it is cast.

// libraryOf makes the library exactly the named cards, n of each (in the
// order given; a search shuffles anyway).
func (g *game) libraryOf(t *testing.T, cd *decks.Compiled, cards ...any) {
	t.Helper()
	g.pos, g.end, g.ord, g.ntop, g.nbot = 0, 0, 0, 0, 0
	for i := 0; i < len(cards); i += 2 {
		c := id(t, cd, cards[i].(string))
		for range cards[i+1].(int) {
			g.lib[g.end] = uint16(c)
			g.end++
		}
	}
}

// tapFor taps the board's sources for cost, as casting a spell would.
func (g *game) tapFor(t *testing.T, cost string) {
	t.Helper()
	d := mana.NewDemand(mana.MustParseCost(cost), mana.ForSpell)
	if !g.payFor(&d, 0, 0) {
		t.Fatalf("cannot pay %s", cost)
	}
}

// A search for "a land card" finds a land of no basic land type: Tempt
// with Discovery, with only Urza's Tower among the library's lands, puts it
// onto the battlefield untapped (the idle opponent declines the offer:
// one land). Before any land card was read as a basic land type's.
func TestAnyLandCardSearch(t *testing.T) {
	g, cd := scenario(t, "10 Forest\n4 Urza's Tower\n4 Tempt with Discovery\n42 {3}", DefaultConfig())
	g.libraryOf(t, cd, "{3}", 5, "Urza's Tower", 2)
	tempt := g.inHandNamed(t, cd, "Tempt with Discovery", 1)
	g.b.hand[tempt]--
	g.b.nhand--
	g.resolve(tempt, 0)
	tower := id(t, cd, "Urza's Tower")
	if g.b.field[tower] != 1 || g.b.lands != 1 || g.b.tapped[tower] != 0 || g.librarySize() != 6 {
		t.Fatalf("Tempt with Discovery: %d Towers on the battlefield (%d tapped), %d lands, library %d; want one untapped Tower, 6 cards left",
			g.b.field[tower], g.b.tapped[tower], g.b.lands, g.librarySize())
	}
	if !g.pays(t, "{C}") {
		t.Fatal("the Tower found does not make {C} this turn")
	}
}

// Scapeshift with five Forests, four of them tapped for its {2}{G}{G}, a
// {U}{U} spell in hand and two Islands and three Forests in the library:
// the two tapped Forests worth replacing (an Island scores 23 for the
// needed {U} the battlefield lacks, a Forest 3) go for the two Islands,
// tapped; a Forest for a Forest is no gain, and the untapped Forest stays.
// Five lands still; next turn they pay {U}{U}{G}{G}{G}.
func TestScapeshiftSwapsSpentLands(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n10 Island\n4 Scapeshift\n26 {U}{U}", DefaultConfig())
	forest := g.onField(t, cd, "Forest", 5)
	g.libraryOf(t, cd, "Forest", 3, "Island", 2, "{U}{U}", 4)
	g.inHandNamed(t, cd, "{U}{U}", 1)
	g.tapFor(t, "{2}{G}{G}")
	shift := id(t, cd, "Scapeshift")
	g.resolve(shift, 0)
	island := id(t, cd, "Island")
	if g.b.field[forest] != 3 || g.b.field[island] != 2 || g.b.tapped[island] != 2 || g.b.lands != 5 {
		t.Fatalf("after Scapeshift: %d Forests, %d Islands (%d tapped), %d lands; want 3 Forests, 2 tapped Islands, 5 lands",
			g.b.field[forest], g.b.field[island], g.b.tapped[island], g.b.lands)
	}
	if g.pays(t, "{G}{G}") || !g.pays(t, "{G}") {
		t.Fatal("the untapped Forest was sacrificed, or the tapped ones untapped")
	}
	if g.librarySize() != 6 { // (nine, less the spell in hand and the two Islands)
		t.Fatalf("library %d, want 6", g.librarySize())
	}
	g.untap()
	if !g.pays(t, "{U}{U}{G}{G}{G}") || g.pays(t, "{U}{U}{U}") {
		t.Fatal("next turn the five lands do not pay {U}{U}{G}{G}{G}, or pay a third {U}")
	}
	// With nothing better in the library it sacrifices nothing.
	g2, cd2 := scenario(t, "20 Forest\n10 Island\n4 Scapeshift\n26 {G}{G}", DefaultConfig())
	f2 := g2.onField(t, cd2, "Forest", 4)
	g2.libraryOf(t, cd2, "Forest", 3, "{G}{G}", 4)
	g2.inHandNamed(t, cd2, "{G}{G}", 1)
	g2.tapFor(t, "{2}{G}{G}")
	g2.resolve(id(t, cd2, "Scapeshift"), 0)
	if g2.b.field[f2] != 4 || g2.librarySize() != 6 {
		t.Fatalf("Scapeshift with only Forests to find: %d Forests, library %d; want 4 and 6", g2.b.field[f2], g2.librarySize())
	}
}

// Springbloom Druid enters beside three Forests tapped for it: it
// sacrifices one and puts two Plains onto the battlefield tapped (four
// lands). With one basic in the library that scores no higher than the
// Forest it would give (a Forest), or none, it keeps its lands.
func TestSpringbloomDruidSacrificesForTwo(t *testing.T) {
	deck := "20 Forest\n10 Plains\n4 Springbloom Druid\n26 {W}{G}"
	for _, tc := range []struct {
		name    string
		library []any
		lands   int
		plains  int
	}{
		{"two Plains", []any{"Plains", 2, "{W}{G}", 3}, 4, 2},
		{"one Forest", []any{"Forest", 1, "{W}{G}", 3}, 3, 0},
		{"one Plains", []any{"Plains", 1, "{W}{G}", 3}, 3, 1},
		{"no land", []any{"{W}{G}", 3}, 3, 0},
	} {
		g, cd := scenario(t, deck, DefaultConfig())
		forest := g.onField(t, cd, "Forest", 3)
		g.libraryOf(t, cd, tc.library...)
		g.inHandNamed(t, cd, "{W}{G}", 1)
		g.tapFor(t, "{2}{G}")
		druid := id(t, cd, "Springbloom Druid")
		g.resolve(druid, 0)
		plains := id(t, cd, "Plains")
		if g.b.lands != tc.lands || g.b.field[plains] != uint8(tc.plains) || g.b.tapped[plains] != uint8(tc.plains) || g.b.field[druid] != 1 {
			t.Errorf("%s: %d lands (%d Forests, %d Plains, %d tapped); want %d lands, %d tapped Plains",
				tc.name, g.b.lands, g.b.field[forest], g.b.field[plains], g.b.tapped[plains], tc.lands, tc.plains)
		}
	}
	// (One Plains for a Forest: a land for a land, taken for the {W} the
	// battlefield lacks, landScore 23 against the Forest's 7.)
}

// Primeval Titan: as it enters, two lands tapped; summoning sick that turn,
// it does not attack; the next turn it attacks and puts two more onto the
// battlefield tapped.
func TestPrimevalTitanSearchesAsItAttacks(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n4 Primeval Titan\n36 {3}", DefaultConfig())
	g.onField(t, cd, "Forest", 6)
	g.libraryOf(t, cd, "Forest", 5, "{3}", 5)
	g.tapFor(t, "{4}{G}{G}")
	titan := id(t, cd, "Primeval Titan")
	g.resolve(titan, 0)
	forest := id(t, cd, "Forest")
	if g.b.lands != 8 || g.b.tapped[forest] != 8 {
		t.Fatalf("Titan enters: %d lands, %d tapped; want 8, all tapped", g.b.lands, g.b.tapped[forest])
	}
	opp := g.b.opp
	g.combat()
	if g.b.lands != 8 || g.b.opp != opp {
		t.Fatalf("summoning sick Titan: %d lands, opponent %d -> %d; want no attack", g.b.lands, opp, g.b.opp)
	}
	g.untap()
	g.combat()
	if g.b.lands != 10 || g.b.tapped[forest] != 2 || g.b.opp != opp-6 || g.librarySize() != 6 {
		t.Fatalf("Titan attacks: %d lands (%d tapped), opponent %d, library %d; want 10 (2 tapped), %d, 6",
			g.b.lands, g.b.tapped[forest], g.b.opp, g.librarySize(), opp-6)
	}
	// An empty library's search finds nothing, and nothing breaks.
	g.libraryOf(t, cd)
	g.untap()
	g.combat()
	if g.b.lands != 10 {
		t.Fatalf("Titan attacks with no land left: %d lands, want 10", g.b.lands)
	}
}

// Sowing Mycospawn's cast trigger puts a land onto the battlefield
// untapped: with three Forests tapped for it, the land found pays {G}
// this turn. Analyze the Pollen puts a basic land into the hand.
func TestCastTriggerAndHandSearch(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n4 Sowing Mycospawn\n4 Analyze the Pollen\n32 {G}", DefaultConfig())
	g.onField(t, cd, "Forest", 4)
	g.libraryOf(t, cd, "Forest", 2, "{G}", 3)
	g.tapFor(t, "{3}{G}")
	g.resolve(id(t, cd, "Sowing Mycospawn"), 0)
	if g.b.lands != 5 || !g.pays(t, "{G}") || g.pays(t, "{G}{G}") {
		t.Fatalf("Mycospawn: %d lands, {G} payable %v; want 5 lands and one untapped", g.b.lands, g.pays(t, "{G}"))
	}
	forest := id(t, cd, "Forest")
	hand := g.b.hand[forest]
	g.resolve(id(t, cd, "Analyze the Pollen"), 0)
	if g.b.hand[forest] != hand+1 || g.b.lands != 5 || g.librarySize() != 3 {
		t.Fatalf("Analyze the Pollen: %d Forests in hand (was %d), library %d; want one more, 3 left", g.b.hand[forest], hand, g.librarySize())
	}
}

// The planner casts Scapeshift, and a whole game with these cards plays;
// games allocate nothing.
func TestRampGamesAllocateNothing(t *testing.T) {
	for _, text := range []string{
		"14 Forest\n6 Island\n4 Urza's Tower\n4 Scapeshift\n4 Primeval Titan\n4 Springbloom Druid\n4 Sowing Mycospawn\n4 Tempt with Discovery\n4 Analyze the Pollen\n12 {U}{U}",
		"16 Forest\n4 Thawing Glaciers\n4 Expedition Map\n4 Yavimaya Elder\n4 Urza's Tower\n28 {3}{G}",
	} {
		cd := compileText(t, text, 0)
		g := newTestGame(t, cd, DefaultConfig())
		if allocs := gameAllocs(g, 200); allocs != 0 {
			t.Errorf("%q: %.2f allocations per game", text, allocs)
		}
	}
}

// A replayed game shows the searches in its narration.
func TestRampNarrated(t *testing.T) {
	cd := compileText(t, "16 Forest\n4 Primeval Titan\n40 {G}", 0)
	cfg := DefaultConfig()
	cfg.Turns = 12
	for i := int64(0); i < 200; i++ {
		var b strings.Builder
		g := newTestGame(t, cd, cfg)
		g.trace = &tracer{w: &b}
		g.play(OnPlay, i)
		if strings.Contains(b.String(), "Primeval Titan attacks: search") {
			return
		}
	}
	t.Fatal("in 200 games of 12 turns, Primeval Titan never attacked and searched")
}

// The activated searches at the end of the turn, paid with mana left
// unused: Expedition Map ({2}, {T}, sacrifice it) puts a land into the
// hand when the hand holds none, and waits while it holds one; Thawing
// Glaciers, tapped the turn it is played, puts a basic land onto the
// battlefield tapped the next turn for {1} and returns to the hand;
// Yavimaya Elder, sacrificed for {2} when the hand holds no land, draws a
// card and its dies trigger puts two basics into the hand.
func TestActivatedSearchesAtEndOfTurn(t *testing.T) {
	deck := "20 Forest\n4 Expedition Map\n4 Thawing Glaciers\n4 Yavimaya Elder\n28 {5}"
	g, cd := scenario(t, deck, DefaultConfig())
	forest := g.onField(t, cd, "Forest", 2)
	mapID := g.onField(t, cd, "Expedition Map", 1)
	g.libraryOf(t, cd, "Forest", 3, "{5}", 3)
	g.inHandNamed(t, cd, "Forest", 1)
	g.endAbilities()
	if g.b.field[mapID] != 1 || !g.pays(t, "{G}{G}") {
		t.Fatal("Expedition Map was used with a land in hand")
	}
	g.b.hand[forest], g.b.nhand = 0, 0
	g.endAbilities()
	if g.b.field[mapID] != 0 || g.b.hand[forest] != 1 || g.pays(t, "{G}") || g.librarySize() != 4 { // (six, less the Forest given and the one found)
		t.Fatalf("Expedition Map with no land in hand: on the battlefield %d, Forests in hand %d, library %d; want it sacrificed, one Forest, 4 left",
			g.b.field[mapID], g.b.hand[forest], g.librarySize())
	}

	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	g.libraryOf(t, cd, "Forest", 3, "{5}", 3)
	glaciers := id(t, cd, "Thawing Glaciers")
	g.enter(uint16(glaciers), false, landPlay{}) // (played this turn: it enters tapped)
	g.endAbilities()
	if g.b.field[glaciers] != 1 || g.b.lands != 3 {
		t.Fatalf("Thawing Glaciers, tapped, was activated: %d lands", g.b.lands)
	}
	g.untap()
	g.endAbilities()
	if g.b.field[glaciers] != 0 || g.b.hand[glaciers] != 1 || g.b.lands != 3 || g.b.field[forest] != 3 || g.b.tapped[forest] != 2 || !g.pays(t, "{G}") {
		t.Fatalf("Thawing Glaciers untapped: on the battlefield %d, in hand %d, %d lands, %d Forests (%d tapped); want it in hand, 3 Forests, the found one and {1}'s tapped",
			g.b.field[glaciers], g.b.hand[glaciers], g.b.lands, g.b.field[forest], g.b.tapped[forest])
	}

	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	elder := g.onField(t, cd, "Yavimaya Elder", 1)
	g.libraryOf(t, cd, "{5}", 3, "Forest", 3)
	g.endAbilities()
	if g.b.field[elder] != 0 || g.b.hand[forest] < 2 || g.b.nhand != 3 || g.librarySize() != 3 || g.pays(t, "{G}") {
		t.Fatalf("Yavimaya Elder: on the battlefield %d, Forests in hand %d, hand %d, library %d; want it sacrificed for {2}, two Forests and a card drawn",
			g.b.field[elder], g.b.hand[forest], g.b.nhand, g.librarySize())
	}
	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	elder = g.onField(t, cd, "Yavimaya Elder", 1)
	g.inHandNamed(t, cd, "Forest", 1)
	g.endAbilities()
	if g.b.field[elder] != 1 {
		t.Fatal("Yavimaya Elder was sacrificed with a land in hand")
	}
}
