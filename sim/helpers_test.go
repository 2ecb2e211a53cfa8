package sim

import (
	"fmt"
	"os"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// compileText compiles a decklist given as text (abstract lines allowed).
func compileText(t testing.TB, text string, format decks.Format) *decks.Compiled {
	t.Helper()
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := decks.LoadDeck("test.txt", []byte(text), db, decks.ResolveOptions{Format: format, AllowCopies: true})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := decks.Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	return cd
}

// compileExample compiles one of decks/examples.
func compileExample(t testing.TB, file string, format decks.Format) *decks.Compiled {
	t.Helper()
	return compileFile(t, "../decks/examples/"+file, format)
}

// compileFile compiles a decklist file with the built-in database.
func compileFile(t testing.TB, file string, format decks.Format) *decks.Compiled {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := decks.LoadDeck(file, data, db, decks.ResolveOptions{Format: format})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := decks.Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	return cd
}

// id returns the card id of a name in a compiled deck.
func id(t testing.TB, cd *decks.Compiled, name string) int {
	t.Helper()
	for i, n := range cd.Names {
		if n == name {
			return i
		}
	}
	t.Fatalf("no card %q in %v", name, cd.Names)
	return -1
}

// newTestGame returns a game on a deck, ready for a scenario set up by hand.
func newTestGame(t testing.TB, cd *decks.Compiled, cfg Config) *game {
	t.Helper()
	st := NewStats(len(cd.Cards), cfg.Turns)
	g, err := newGame(cd, &cfg, st)
	if err != nil {
		t.Fatal(err)
	}
	g.reset(OnPlay, 0)
	return g
}

// give puts n copies of a card in hand (taken from the library).
func (g *game) give(id, n int) {
	for range n {
		for j := g.pos; j < g.end; j++ {
			if int(g.lib[j]) == id {
				g.lib[j] = g.lib[g.pos]
				g.pos++
				break
			}
		}
		g.b.hand[id]++
		g.b.nhand++
	}
}

// librarySize is how many cards are left in the library.
func (g *game) librarySize() int { return g.ntop + g.end - g.pos + g.nbot }

// A shortcutDeck is a deck the fast-path tests play: the example decks in
// their formats, and the castability study deck (file "").
type shortcutDeck struct {
	file   string
	format decks.Format
	cd     *decks.Compiled
	text   string // a deck written out, for file "mechanics"
}

// mechanicsDeck holds the mana that follows the board and the permanents
// that stay tapped (issue 20), for the fast-path tests.
const mechanicsDeck = "4 Urza's Tower\n4 Urza's Mine\n4 Urza's Power Plant\n8 Forest\n1 Gaea's Cradle\n4 Mox Opal\n" +
	"4 Mana Vault\n4 Ornithopter\n4 Priest of Titania\n4 Llanowar Elves\n4 Grim Monolith\n4 City of Traitors\n3 Mana Flare\n4 Springleaf Drum\n4 {3}"

// restrictedDeck holds mana with spending restrictions and alternatives.
const restrictedDeck = "4 Eldrazi Temple\n4 Cavern of Souls\n4 Mishra's Workshop\n6 Wastes\n4 Mountain\n2 Reflecting Pool\n" +
	"8 Matter Reshaper\n8 Mind Stone\n8 Goblin Guide\n6 Thought-Knot Seer\n6 Lightning Bolt"

// tappingDeck holds painful mana, Mana Crypt and the bonuses on tapping for
// mana (tapping.go), two of them on the same permanents (reported).
const tappingDeck = "4 City of Brass\n4 Mana Confluence\n4 Adarkar Wastes\n6 Mountain\n4 Forest\n4 Mana Crypt\n2 Mana Reflection\n" +
	"2 Manabarbs\n4 Llanowar Elves\n2 Leyline of Abundance\n4 Sol Ring\n4 Birds of Paradise\n12 Lightning Bolt\n4 {2}{W}{R}"

// triggersDeck holds tokens with mana, landfall's mana, Amulet of Vigor
// and Kinnan's bonus (tokens.go, landfall.go).
const triggersDeck = "4 Lotus Cobra\n4 Amulet of Vigor\n4 Simic Growth Chamber\n4 Misty Rainforest\n8 Forest\n4 Island\n" +
	"4 Mountain\n4 Nest Invader\n4 Strike It Rich\n4 Goldspan Dragon\n4 Kinnan, Bonder Prodigy\n4 Sol Ring\n" +
	"2 Omnath, Locus of Creation\n2 Ragavan, Nimble Pilferer\n4 Tireless Provisioner"

// countersDeck holds mana that counters limit or measure, and the
// depletion lands (counters.go).
const countersDeck = "4 Vivid Crag\n4 Vivid Grove\n4 Cinder Marsh\n2 Gemstone Mine\n3 Mountain\n2 Forest\n4 Everflowing Chalice\n" +
	"4 Wall of Roots\n2 Sphere of the Suns\n2 Fountain of Cho\n3 Molten Slagheap\n1 Gemstone Caverns\n2 Incubation Druid\n" +
	"7 {1}{R}{G}\n7 {2}{U}\n8 {B}{R}\n2 Lightning Bolt"

// shortcutDecks compiles the decks the fast-path tests play.
func shortcutDecks(t testing.TB) []shortcutDeck {
	t.Helper()
	ds := []shortcutDeck{
		{file: "mono-red.txt", format: decks.Constructed}, {file: "azorius-midrange.txt", format: decks.Constructed},
		{file: "green-ramp.dek", format: decks.Constructed}, {file: "dark-ritual.txt", format: decks.Constructed},
		{file: "limited-40.dck", format: decks.Limited}, {file: "commander-100.txt", format: decks.Commander},
		{file: "", format: decks.Constructed}, {file: "mechanics", format: decks.Constructed, text: mechanicsDeck},
		{file: "restricted", format: decks.Constructed, text: restrictedDeck},
		{file: "tapping", format: decks.Constructed, text: tappingDeck},
		{file: "triggers", format: decks.Constructed, text: triggersDeck},
		{file: "counters", format: decks.Constructed, text: countersDeck},
		{file: "costs", format: decks.Constructed, text: costsDeck},
		{file: "untap", format: decks.Constructed, text: untapDeck},
		{file: "untappers", format: decks.Constructed, text: untappersDeck},
		{file: "conv", format: decks.Constructed, text: convDeck},
	}
	for i := range ds {
		if ds[i].text != "" {
			ds[i].cd = compileText(t, ds[i].text, decks.Constructed)
		} else if ds[i].file == "" {
			ds[i].cd = compileText(t, "24 Swamp\n36 {1}{B}{B}", decks.Constructed)
		} else {
			ds[i].cd = compileExample(t, ds[i].file, ds[i].format)
		}
	}
	return ds
}

// bothWays plays games 0..n-1 (the sides alternating) on a game with every
// fast path and on a reference game that ref sets up, and returns each
// one's counts and game records.
func bothWays(t testing.TB, cd *decks.Compiled, cfg Config, n int64, ref func(*game)) (st [2]*Stats, recs [2][]GameRecord) {
	t.Helper()
	for k := range 2 {
		g := newTestGame(t, cd, cfg)
		if k == 1 {
			ref(g)
		}
		for i := range n {
			g.play(Side(i&1), i)
			recs[k] = append(recs[k], g.rec)
		}
		st[k] = g.stats
	}
	return st, recs
}

// firstRecordDiff returns the first game whose records differ, -1 if none.
func firstRecordDiff(recs [2][]GameRecord) int {
	for j := range recs[0] {
		if recs[0][j] != recs[1][j] {
			return j
		}
	}
	return -1
}

// lockstep plays games 0..n-1 turn by turn on a game with every fast path
// and on a reference game that ref sets up, and returns where their boards
// first differ after a turn ("" if never). each, if not nil, sees the fast
// game before each of its turns.
func lockstep(t testing.TB, cd *decks.Compiled, cfg Config, n int64, ref func(*game), each func(*game)) string {
	t.Helper()
	gs := [2]*game{newTestGame(t, cd, cfg), newTestGame(t, cd, cfg)}
	ref(gs[1])
	for j := range n {
		for _, g := range gs {
			g.reset(Side(j&1), j)
			g.mulligan()
			g.decideNatural()
		}
		for turn := 1; turn <= cfg.Turns && !gs[0].dead; turn++ {
			if each != nil {
				each(gs[0])
			}
			gs[0].playTurn(turn)
			gs[1].playTurn(turn)
			if gs[0].b != gs[1].b {
				return fmt.Sprintf("game %d, turn %d", j, turn)
			}
		}
	}
	return ""
}

// gameAllocs is the allocations per game of g playing runs games in a row,
// the sides alternating (testing.AllocsPerRun).
func gameAllocs(g *game, runs int) float64 {
	i := int64(0)
	return testing.AllocsPerRun(runs, func() {
		g.play(Side(i%2), i)
		i++
	})
}
