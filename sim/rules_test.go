package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Rules scenarios worked by hand: each sets up a board, plays one step of the
// engine, and checks what the rules (docs/RULES.md) say must happen.

// Dark Ritual cast with nothing to follow: its {B}{B}{B} is lost when the
// main phase ends; under the classic rules that is mana burn, 3 life.
func TestDarkRitualBurns(t *testing.T) {
	cd := compileText(t, "20 Swamp\n40 Dark Ritual", decks.Constructed)
	for _, rules := range []Rules{Modern, Classic} {
		cfg := DefaultConfig()
		cfg.Rules = rules
		g := newTestGame(t, cd, cfg)
		g.turn = 1
		swamp, ritual := id(t, cd, "Swamp"), id(t, cd, "Dark Ritual")
		g.enter(uint16(swamp), false, landPlay{})
		g.give(ritual, 1)
		if !g.cast(ritual, 0) {
			t.Fatal("Dark Ritual could not be cast with a Swamp")
		}
		if got := g.b.pool.Total(); got != 3 {
			t.Fatalf("pool after Dark Ritual: %d mana, want 3", got)
		}
		g.emptyPool("main phase")
		wantLife := 20
		if rules == Classic {
			wantLife = 17
		}
		if g.b.life != wantLife || g.b.lost != 3 {
			t.Errorf("%v rules: life %d, lost %d; want life %d, 3 lost", rules, g.b.life, g.b.lost, wantLife)
		}
		if (g.b.burn == 3) != (rules == Classic) {
			t.Errorf("%v rules: burn %d", rules, g.b.burn)
		}
	}
}

// A 2-mana rock tapped for a 1-drop floats the other mana; with a land
// available the planner taps the land instead.
func TestRockFloatsOne(t *testing.T) {
	cd := compileText(t, "20 Mountain\n20 Sol Ring\n20 Goblin Guide", decks.Constructed)
	g := newTestGame(t, cd, DefaultConfig())
	ring, guide, mountain := id(t, cd, "Sol Ring"), id(t, cd, "Goblin Guide"), id(t, cd, "Mountain")
	// Goblin Guide costs {R}: Sol Ring cannot pay it. Use a generic 1-drop:
	// cast Sol Ring's own cost {1} from a second Sol Ring.
	g.enter(uint16(ring), false, landPlay{})
	g.give(ring, 1)
	if !g.cast(ring, 0) {
		t.Fatal("Sol Ring could not pay for Sol Ring")
	}
	if g.b.pool.Total() != 1 || g.b.pool.Count(mana.MakeUnit(mana.C, false, mana.Unrestricted)) != 1 {
		t.Fatalf("pool %q, want {C} floating", g.b.pool.String())
	}
	g.emptyPool("main phase")
	if g.b.lost != 1 {
		t.Fatalf("lost %d, want 1", g.b.lost)
	}
	// With a Mountain too, a {R} one-drop taps the Mountain and floats nothing.
	g = newTestGame(t, cd, DefaultConfig())
	g.enter(uint16(ring), false, landPlay{})
	g.enter(uint16(mountain), false, landPlay{})
	g.give(guide, 1)
	if !g.cast(guide, 0) || !g.b.pool.IsEmpty() || g.b.src.Count(cd.Cards[ring].Kind) != 1 {
		t.Fatalf("Goblin Guide: pool %q, Sol Ring untapped %d", g.b.pool.String(), g.b.src.Count(cd.Cards[ring].Kind))
	}
}

// Llanowar Elves cannot tap for mana the turn it arrives (summoning
// sickness), and can the next turn.
func TestElvesSummoningSickness(t *testing.T) {
	cd := compileText(t, "20 Forest\n20 Llanowar Elves\n20 Grizzly Bears", decks.Constructed)
	g := newTestGame(t, cd, DefaultConfig())
	forest, elves, bears := id(t, cd, "Forest"), id(t, cd, "Llanowar Elves"), id(t, cd, "Grizzly Bears")
	g.enter(uint16(forest), false, landPlay{})
	g.give(elves, 1)
	g.give(bears, 1)
	if !g.cast(elves, 0) {
		t.Fatal("Llanowar Elves not cast")
	}
	bearsCost := &cd.Cards[bears].Demand
	g.enter(uint16(forest), false, landPlay{}) // a second land this turn, for the test
	if g.canPay(bearsCost, 0, 19) {
		t.Fatal("Grizzly Bears castable with a Forest and summoning-sick Elves")
	}
	g.untap()
	if !g.canPay(bearsCost, 0, 19) {
		t.Fatal("next turn, Forest and Elves cast Grizzly Bears")
	}
}

// A land that enters tapped cannot pay the turn it enters.
func TestTappedLandCannotPay(t *testing.T) {
	cd := compileText(t, "20 land:G tapped\n40 {G}", decks.Constructed)
	g := newTestGame(t, cd, DefaultConfig())
	land, spell := id(t, cd, "land:G tapped"), id(t, cd, "{G}")
	g.enter(uint16(land), false, landPlay{})
	if g.canPay(&cd.Cards[spell].Demand, 0, 19) {
		t.Fatal("a land that entered tapped paid")
	}
	g.untap()
	if !g.canPay(&cd.Cards[spell].Demand, 0, 19) {
		t.Fatal("after untapping it pays")
	}
}

// A fetch land thins the library: sacrificed, it finds a land of its types,
// which leaves the library; it costs 1 life.
func TestFetchThinsLibrary(t *testing.T) {
	cd := compileText(t, "4 Flooded Strand\n8 Island\n8 Plains\n40 {W}{U}", decks.Constructed)
	g := newTestGame(t, cd, DefaultConfig())
	strand := id(t, cd, "Flooded Strand")
	g.give(strand, 1)
	before := g.librarySize()
	g.b.hand[strand]--
	g.b.nhand--
	g.enter(uint16(strand), false, landPlay{})
	if g.librarySize() != before-1 {
		t.Fatalf("library %d after the fetch, want %d", g.librarySize(), before-1)
	}
	if g.b.field[strand] != 0 || g.b.lands != 1 || g.b.life != 19 {
		t.Fatalf("fetch still on the battlefield (%d), lands %d, life %d", g.b.field[strand], g.b.lands, g.b.life)
	}
	island, plains := id(t, cd, "Island"), id(t, cd, "Plains")
	if g.b.field[island]+g.b.field[plains] != 1 {
		t.Fatal("the fetch found no Island or Plains")
	}
	// Thinned: the library holds one fewer of what it found.
	count := 0
	for j := g.pos; j < g.end; j++ {
		if int(g.lib[j]) == island || int(g.lib[j]) == plains {
			count++
		}
	}
	if count != 15 {
		t.Fatalf("%d Islands and Plains left in the library, want 15", count)
	}
}

// Cleanup discards down to seven.
func TestDiscardToSeven(t *testing.T) {
	cd := compileText(t, "20 Mountain\n40 {9}", decks.Constructed)
	g := newTestGame(t, cd, DefaultConfig())
	g.give(id(t, cd, "Mountain"), 2)
	g.give(id(t, cd, "{9}"), 8)
	g.cleanup()
	if g.b.nhand != 7 || g.b.discards != 3 {
		t.Fatalf("hand %d after cleanup, %d discarded; want 7 and 3", g.b.nhand, g.b.discards)
	}
}

// The player on the play skips the first draw; on the draw, and in
// multiplayer Commander, the first turn has one.
func TestFirstTurnDraw(t *testing.T) {
	cd := compileText(t, "60 land:C", decks.Constructed)
	for _, tc := range []struct {
		side   Side
		format decks.Format
		draws  int
	}{{OnPlay, decks.Constructed, 0}, {OnDraw, decks.Constructed, 1}, {OnPlay, decks.Commander, 1}} {
		cfg := DefaultConfig()
		cfg.Format, cfg.Mulligan = tc.format, NoMulligan
		g := newTestGame(t, cd, cfg)
		g.reset(tc.side, 0)
		g.mulligan()
		before := g.librarySize()
		g.playTurn(1)
		if got := before - g.librarySize(); got != tc.draws {
			t.Errorf("%v %v: %d cards drawn on turn 1, want %d", tc.side, tc.format, got, tc.draws)
		}
	}
}

// A shock land entering with its life paid is untapped at once (2 life);
// without, it enters tapped and costs nothing.
func TestShockLandMechanics(t *testing.T) {
	cd := compileText(t, "10 Breeding Pool\n10 Forest\n40 {G}{U}", decks.Constructed)
	pool, forest, spell := id(t, cd, "Breeding Pool"), id(t, cd, "Forest"), id(t, cd, "{U}{G}")
	g := newTestGame(t, cd, DefaultConfig())
	g.enter(uint16(forest), false, landPlay{})
	g.give(spell, 1)
	g.enter(uint16(pool), false, landPlay{payLife: true})
	if g.b.life != 18 || !g.canPay(&cd.Cards[spell].Demand, 0, 17) {
		t.Fatalf("paid shock land: life %d, {U}{G} castable %v", g.b.life, g.canPay(&cd.Cards[spell].Demand, 0, 17))
	}
	g = newTestGame(t, cd, DefaultConfig())
	g.enter(uint16(pool), false, landPlay{})
	if g.b.life != 20 || g.b.src.Total(mana.ForSpell) != 0 {
		t.Fatalf("unpaid shock land: life %d, untapped mana %d", g.b.life, g.b.src.Total(mana.ForSpell))
	}
}
