package sim

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Hand-worked scenarios of the mana that reads the graveyards
// (graveyard.go): what goes to the graveyard, Deathrite Shaman, Rite of
// Flame, Cabal Ritual, Crypt of Agadeem, Klothys.

// graveDeck holds a card of each way to the graveyard, and Cabal Ritual,
// so that it keeps one.
const graveDeck = "8 Swamp\n4 Mountain\n4 Polluted Delta\n4 Dimir Aqueduct\n4 Lotus Petal\n4 Simian Spirit Guide\n4 Strike It Rich\n4 Cabal Ritual\n4 City of Traitors\n24 Grizzly Bears"

// What goes to the graveyard: a fetch land cracked, a Lotus Petal
// sacrificed, City of Traitors sacrificed, an instant or sorcery resolved,
// a card discarded; not a land a bounce land returns, not a Simian Spirit
// Guide exiled, not a Treasure (a token: no card).
func TestGraveyardTakesCardsNotTokens(t *testing.T) {
	g, cd := scenario(t, graveDeck, DefaultConfig())
	if !g.gy.on || g.uses&useGrave == 0 {
		t.Fatal("a deck with Cabal Ritual keeps no graveyard")
	}
	gy := &g.b.gy
	swamp := g.onField(t, cd, "Swamp", 1)
	delta := id(t, cd, "Polluted Delta")
	g.enter(uint16(delta), false, landPlay{}) // cracked as it enters: a Swamp found
	if gy.cards[delta] != 1 || gy.n != 1 || gy.lands != 1 {
		t.Fatalf("a cracked Polluted Delta: graveyard %d cards (%d of it, %d lands), want 1, 1, 1", gy.n, gy.cards[delta], gy.lands)
	}
	aqueduct := id(t, cd, "Dimir Aqueduct")
	g.enter(uint16(aqueduct), false, landPlay{}) // returns a Swamp to the hand
	if gy.n != 1 || g.b.hand[swamp] == 0 {
		t.Fatalf("Dimir Aqueduct returned a land: graveyard %d cards (want 1), Swamps in hand %d", gy.n, g.b.hand[swamp])
	}
	petal := g.onField(t, cd, "Lotus Petal", 1)
	g.sacrificeKind(g.d.Cards[petal].Kind, 1)
	if gy.cards[petal] != 1 || gy.n != 2 || gy.lands != 1 {
		t.Fatalf("a sacrificed Lotus Petal: graveyard %d cards (%d Petals, %d lands), want 2, 1, 1", gy.n, gy.cards[petal], gy.lands)
	}
	city := g.onField(t, cd, "City of Traitors", 1)
	g.sacrificeOnLandPlay(uint16(swamp), false)
	if gy.cards[city] != 1 || gy.n != 3 || gy.lands != 2 {
		t.Fatalf("City of Traitors sacrificed: graveyard %d cards (%d Cities, %d lands), want 3, 1, 2", gy.n, gy.cards[city], gy.lands)
	}
	// Strike It Rich resolves (to the graveyard) and makes a Treasure; the
	// Treasure sacrificed goes nowhere.
	g.onField(t, cd, "Mountain", 1)
	rich := g.inHandNamed(t, cd, "Strike It Rich", 1)
	if !g.cast(rich, 0) {
		t.Fatal("Strike It Rich not cast with Swamps")
	}
	treasure := id(t, cd, "Treasure")
	if gy.cards[rich] != 1 || gy.n != 4 || g.b.field[treasure] != 1 {
		t.Fatalf("Strike It Rich resolved: graveyard %d cards (%d of it), Treasures %d; want 4, 1, 1", gy.n, gy.cards[rich], g.b.field[treasure])
	}
	g.sacrificeKind(g.d.Cards[treasure].Kind, 1)
	if g.b.field[treasure] != 0 || gy.n != 4 || gy.cards[treasure] != 0 {
		t.Fatalf("a Treasure sacrificed: on the battlefield %d, graveyard %d cards (%d Treasures), want 0, 4, 0", g.b.field[treasure], gy.n, gy.cards[treasure])
	}
	guide := g.inHandNamed(t, cd, "Simian Spirit Guide", 1)
	if !g.cast(guide, 0) || gy.n != 4 {
		t.Fatalf("Simian Spirit Guide exiled for mana: graveyard %d cards, want 4", gy.n)
	}
	// Cleanup discards down to seven: those go.
	bears := g.inHandNamed(t, cd, "Grizzly Bears", 9)
	for g.b.nhand < 9 {
		g.give(bears, 1)
	}
	discards := g.b.nhand - 7
	g.cleanup()
	if gy.n != 4+discards {
		t.Fatalf("cleanup discarded %d: graveyard %d cards, want %d", discards, gy.n, 4+discards)
	}
}

// A deck with no card that reads a graveyard keeps none: nothing goes in.
func TestNoGraveyardWithoutAReader(t *testing.T) {
	g, cd := scenario(t, "20 Swamp\n4 Polluted Delta\n36 Grizzly Bears", DefaultConfig())
	g.onField(t, cd, "Swamp", 1)
	g.enter(uint16(id(t, cd, "Polluted Delta")), false, landPlay{})
	if g.gy.on || g.uses&useGrave != 0 || g.b.gy.n != 0 {
		t.Fatalf("no graveyard reader: on %v, graveyard %d cards", g.gy.on, g.b.gy.n)
	}
}

const deathriteDeck = "20 Wastes\n4 Deathrite Shaman\n4 Polluted Delta\n32 {1}{G}"

// Deathrite Shaman makes one mana of any colour for each land card in the
// graveyards, one Deathrite a card: with no land card it makes nothing,
// with one and two Deathrites one mana ({G} but not {G}{G} beside no
// green source), with two and two Deathrites two. A summoning-sick one
// cannot tap. The payment taps a Deathrite and exiles the land card. The
// idle opponent's graveyard holds no land card it knows of.
func TestDeathriteExilesALandCardForMana(t *testing.T) {
	g, cd := scenario(t, deathriteDeck, DefaultConfig())
	delta := id(t, cd, "Polluted Delta")
	dr := g.onField(t, cd, "Deathrite Shaman", 2)
	if g.pays(t, "{G}") || g.mana() != 0 {
		t.Fatalf("two Deathrites, an empty graveyard: %d mana, {G} payable %v", g.mana(), g.pays(t, "{G}"))
	}
	g.toGrave(uint16(delta))
	if !g.pays(t, "{G}") || g.pays(t, "{G}{G}") || !g.pays(t, "{U}") {
		t.Fatalf("two Deathrites, one land card: {G} %v, {G}{G} %v (want only one mana), {U} %v", g.pays(t, "{G}"), g.pays(t, "{G}{G}"), g.pays(t, "{U}"))
	}
	g.toGrave(uint16(delta))
	if !g.pays(t, "{G}{B}") || g.pays(t, "{G}{B}{R}") {
		t.Fatalf("two Deathrites, two land cards: {G}{B} %v, {G}{B}{R} %v", g.pays(t, "{G}{B}"), g.pays(t, "{G}{B}{R}"))
	}
	// A third Deathrite, summoning sick, adds nothing even with a third card.
	g.enter(uint16(dr), false, landPlay{})
	g.toGrave(uint16(delta))
	if g.pays(t, "{G}{B}{R}") {
		t.Fatal("a summoning-sick Deathrite tapped for mana")
	}
	// Paying {G}: one Deathrite tapped, one land card exiled.
	d := mana.NewDemand(mana.MustParseCost("{G}"), mana.ForSpell)
	if !g.payFor(&d, 0, 0) {
		t.Fatal("{G} not paid by a Deathrite")
	}
	if g.b.tapped[dr] != 1 || g.b.gy.lands != 2 || g.b.gy.cards[delta] != 2 {
		t.Fatalf("after paying {G}: Deathrites tapped %d, land cards %d; want 1 and 2", g.b.tapped[dr], g.b.gy.lands)
	}
	if !g.pays(t, "{G}") || g.pays(t, "{G}{G}") {
		t.Fatal("one ready Deathrite left (the other sick): want exactly one more mana")
	}
	if g.oppGrave(&g.b) != 2 {
		t.Fatalf("the idle opponent's graveyard before turn 3 on the play: %d cards, want 2 (a discard a draw)", g.oppGrave(&g.b))
	}
}

// The planner casts a {1}{G} spell from a Wastes and a Deathrite with a
// land card in the graveyard, and the land card is gone after (the spell,
// a sorcery, is there).
func TestDeathriteCastsASpell(t *testing.T) {
	g, cd := scenario(t, deathriteDeck, DefaultConfig())
	g.onField(t, cd, "Wastes", 1)
	dr := g.onField(t, cd, "Deathrite Shaman", 1)
	g.toGrave(uint16(id(t, cd, "Polluted Delta")))
	spell := g.inHandNamed(t, cd, "{1}{G}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 || g.b.tapped[dr] != 1 || g.b.gy.lands != 0 || g.b.gy.cards[spell] != 1 {
		t.Fatalf("{1}{G} from a Wastes and a Deathrite: in hand %d, Deathrite tapped %d, graveyard %d:\n%s", g.b.hand[spell], g.b.tapped[dr], g.b.gy.n, out)
	}
	if !strings.Contains(out, "Deathrite Shaman exiles Polluted Delta") {
		t.Errorf("the replay does not say what Deathrite exiled:\n%s", out)
	}
}

// Rite of Flame adds {R}{R}, and {R} more for each Rite of Flame in the
// graveyards: the first cast makes two, the second three, the third four.
// Cabal Ritual adds {B}{B}{B}, or {B}{B}{B}{B}{B} with seven or more cards
// in its controller's graveyard (itself, on the stack, not among them).
func TestRitualsCountTheGraveyard(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n20 Swamp\n10 Rite of Flame\n10 Cabal Ritual", DefaultConfig())
	rite := g.inHandNamed(t, cd, "Rite of Flame", 3)
	red := mana.MakeUnit(mana.R, false, mana.Unrestricted)
	for i, want := range []int{2, 3, 4} {
		g.onField(t, cd, "Mountain", 1)
		g.b.pool = mana.Pool{}
		if !g.cast(rite, 0) {
			t.Fatalf("Rite of Flame %d not cast", i+1)
		}
		if got := g.b.pool.Count(red); got != want || g.b.gy.cards[rite] != uint8(i+1) {
			t.Fatalf("Rite of Flame %d with %d in the graveyard: {R} %d in the pool, want %d", i+1, i, got, want)
		}
	}
	// Three cards in the graveyard now (the Rites).
	cabal := g.inHandNamed(t, cd, "Cabal Ritual", 2)
	black := mana.MakeUnit(mana.B, false, mana.Unrestricted)
	swamp := id(t, cd, "Swamp")
	for _, c := range []struct{ before, want int }{{6, 3}, {7, 5}} {
		for g.b.gy.n < c.before {
			g.toGrave(uint16(swamp))
		}
		g.b.pool = mana.Pool{}
		g.onField(t, cd, "Swamp", 2)
		if !g.cast(cabal, 0) {
			t.Fatal("Cabal Ritual not cast")
		}
		if got := g.b.pool.Count(black); got != c.want {
			t.Fatalf("Cabal Ritual with %d cards in the graveyard: {B} %d, want %d", c.before, got, c.want)
		}
	}
}

// Crypt of Agadeem's {2}, {T}: {B} for each black creature card in its
// controller's graveyard: with three (Vampire Nighthawks) and two Wastes,
// {B}{B}{B} is payable and {B}{B}{B}{B} is not; a Grizzly Bears (green)
// does not count; with none, the Crypt makes its {B} alone.
func TestCryptCountsBlackCreatureCards(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Crypt of Agadeem\n20 Vampire Nighthawk\n16 Grizzly Bears", DefaultConfig())
	g.onField(t, cd, "Wastes", 2)
	g.onField(t, cd, "Crypt of Agadeem", 1)
	if !g.canPayCost(t, "{2}{B}") || g.canPayCost(t, "{B}{B}") {
		t.Fatal("Crypt with an empty graveyard: want its {B} beside two Wastes, no more")
	}
	hawk, bears := id(t, cd, "Vampire Nighthawk"), id(t, cd, "Grizzly Bears")
	for range 3 {
		g.toGrave(uint16(hawk))
	}
	g.toGrave(uint16(bears))
	if !g.canPayCost(t, "{B}{B}{B}") || g.canPayCost(t, "{B}{B}{B}{B}") {
		t.Fatalf("Crypt, two Wastes, three black creature cards and a green one: {B}{B}{B} %v, {B}{B}{B}{B} %v", g.canPayCost(t, "{B}{B}{B}"), g.canPayCost(t, "{B}{B}{B}{B}"))
	}
}

// canPayCost is canPay (converters included) of a cost.
func (g *game) canPayCost(t *testing.T, cost string) bool {
	t.Helper()
	d := mana.NewDemand(mana.MustParseCost(cost), mana.ForSpell)
	return g.canPay(&d, 0, g.lifeBudget())
}

// Klothys, at the beginning of the precombat main phase, exiles a card
// from a graveyard: a land card of its controller's for {R} or {G} in the
// pool; else an idle opponent's discard for 2 life and 2 damage; on turn 1
// on the play no graveyard holds a card, and it does nothing.
func TestKlothysExilesACard(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n4 Klothys, God of Destiny\n36 Grizzly Bears", DefaultConfig())
	g.onField(t, cd, "Klothys, God of Destiny", 1)
	mountain := id(t, cd, "Mountain")
	g.toGrave(uint16(mountain))
	life, opp := g.b.life, g.b.opp
	g.mainTriggers()
	if g.b.pool.Total() != 1 || g.b.gy.n != 0 || g.b.life != life || g.b.opp != opp {
		t.Fatalf("Klothys with a land card: pool %s, graveyard %d, life %d->%d, opponent %d->%d", g.b.pool.String(), g.b.gy.n, life, g.b.life, opp, g.b.opp)
	}
	g.b.pool = mana.Pool{}
	g.mainTriggers() // turn 3 on the play: the opponent has discarded 2
	if g.b.pool.Total() != 0 || g.b.life != life+2 || g.b.opp != opp-2 || g.oppGrave(&g.b) != 1 {
		t.Fatalf("Klothys with only the opponent's discards: pool %s, life %d->%d, opponent %d->%d, its graveyard %d", g.b.pool.String(), life, g.b.life, opp, g.b.opp, g.oppGrave(&g.b))
	}
	g.turn = 1
	g.b.gy.oppExiled = 0
	life, opp = g.b.life, g.b.opp
	g.mainTriggers()
	if g.b.life != life || g.b.opp != opp || g.b.pool.Total() != 0 {
		t.Fatal("Klothys on turn 1 on the play, no card in any graveyard: it did something")
	}
}

// The idle opponent discards one card for each draw: on the play, t-1
// before the goldfish's turn t; on the draw the same, and one more in
// Commander, where the first player draws too.
func TestIdleDiscards(t *testing.T) {
	for _, c := range []struct {
		s    Side
		f    decks.Format
		t, n int
	}{{OnPlay, decks.Constructed, 1, 0}, {OnPlay, decks.Constructed, 4, 3}, {OnDraw, decks.Constructed, 1, 0},
		{OnDraw, decks.Constructed, 4, 3}, {OnDraw, decks.Commander, 1, 1}, {OnPlay, decks.Commander, 3, 2}} {
		if got := idleDiscards(c.s, c.f, c.t); got != c.n {
			t.Errorf("%v %v turn %d: %d discards, want %d", c.s, c.f, c.t, got, c.n)
		}
	}
}

const graveGameDeck = "8 Swamp\n4 Forest\n4 Mountain\n4 Verdant Catacombs\n4 Wooded Foothills\n4 Deathrite Shaman\n4 Crypt of Agadeem\n4 Rite of Flame\n4 Cabal Ritual\n4 Klothys, God of Destiny\n8 Vampire Nighthawk\n8 {1}{B}{G}"

// A game of a graveyard deck allocates nothing, and its games are the same
// whatever the worker count.
func TestGraveyardGamesAllocateNothing(t *testing.T) {
	cd := compileText(t, graveGameDeck, decks.Constructed)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Workers = 2000, 6, 1
	one := runStats(t, cd, cfg)
	cfg.Workers = 3
	if three := runStats(t, cd, cfg); !one.Equal(three) {
		t.Fatal("one worker and three play different games")
	}
}

// The policy-free castability counts none of the graveyard's mana (lands
// only, and a graveyard holds none of the lands dealt that count): Crypt
// of Agadeem counts as a land that enters tapped and makes {B}, card by
// card and turn by turn the same as "land:B tapped" in its place, though
// the engine's games fill its graveyard with Nighthawks.
func TestCastableCountsNoGraveyardMana(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Workers = 3000, 6, 1
	crypt := compileText(t, "16 Swamp\n4 Crypt of Agadeem\n4 Deathrite Shaman\n16 Vampire Nighthawk\n20 {2}{B}{B}", decks.Constructed)
	plain := compileText(t, "16 Swamp\n4 land:B tapped\n4 Deathrite Shaman\n16 Vampire Nighthawk\n20 {2}{B}{B}", decks.Constructed)
	a, b := runStats(t, crypt, cfg), runStats(t, plain, cfg)
	for _, name := range []string{"Vampire Nighthawk", "{2}{B}{B}", "Deathrite Shaman"} {
		ia, ib := id(t, crypt, name), id(t, plain, name)
		for s := range a.Sides {
			for turn := range cfg.Turns {
				ca, cb := a.Sides[s].Card[turn*a.Cards+ia], b.Sides[s].Card[turn*b.Cards+ib]
				if ca.Castable != cb.Castable || ca.EnoughMana != cb.EnoughMana {
					t.Fatalf("%s, side %d, turn %d: castable %d with Crypt, %d with land:B tapped (enough mana %d, %d)", name, s, turn+1, ca.Castable, cb.Castable, ca.EnoughMana, cb.EnoughMana)
				}
			}
		}
	}
}

// The fast paths count what the reference game (none of them) counts on
// decks with a graveyard: Deathrite and fetch lands, the rituals with
// Bolts cast in copies, Crypt with creatures, Klothys.
func TestGraveyardFastPathsExact(t *testing.T) {
	for _, text := range []string{
		graveGameDeck,
		"12 Mountain\n4 Wooded Foothills\n8 Rite of Flame\n4 Deathrite Shaman\n32 Lightning Bolt",
		"14 Swamp\n4 Crypt of Agadeem\n4 Cabal Ritual\n18 Vampire Nighthawk\n20 {B}",
		"10 Mountain\n10 Forest\n4 Klothys, God of Destiny\n4 Bloodstained Mire\n32 Grizzly Bears",
	} {
		cd := compileText(t, text, decks.Constructed)
		cfg := DefaultConfig()
		cfg.Turns = 8
		st, _ := bothWays(t, cd, cfg, 300, func(g *game) {
			g.replay, g.single, g.rebuild, g.eager, g.curve.noMemo, g.eagerScore = true, true, true, true, true, true
		})
		if !st[0].Equal(st[1]) {
			t.Errorf("%q: counts differ with the fast paths and without", text)
		}
	}
}

// Reordering a graveyard deck's list moves nothing beyond noise: which
// Deathrite taps, which land card goes, what Klothys exiles fall to the
// game's own random order of cards, not the list's.
func TestGraveyardOrderFree(t *testing.T) {
	text := []byte(graveGameDeck)
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Workers = 5000, 6, 0
	base := runSample(t, loadVariant(t, "grave.txt", text, decks.Constructed, nil), cfg)
	r := rand.New(rand.NewPCG(7, 20))
	perm := r.Perm(mainSlots(t, "grave.txt", text, decks.Constructed))
	cfg.Seed = 9
	other := runSample(t, loadVariant(t, "grave.txt", text, decks.Constructed, perm), cfg)
	checkAgree(t, "graveyard deck reordered", compareSamples(base, other, identity))
}

// A Deathrite is one {T}: beside Springleaf Drum ("{T}, tap an untapped
// creature you control") and a land card in the graveyard it gives one
// mana, its own or the Drum's, not two. (It never pays another's tapping
// cost: a lower bound when the graveyard holds no land card.)
func TestDeathriteTapsOnce(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Springleaf Drum\n4 Deathrite Shaman\n32 {1}{G}", DefaultConfig())
	g.onField(t, cd, "Springleaf Drum", 1)
	g.onField(t, cd, "Deathrite Shaman", 1)
	g.toGrave(uint16(id(t, cd, "Wastes")))
	if !g.pays(t, "{G}") || g.pays(t, "{G}{G}") {
		t.Fatalf("Drum, Deathrite, a land card: {G} %v, {G}{G} %v; want one mana", g.pays(t, "{G}"), g.pays(t, "{G}{G}"))
	}
}
