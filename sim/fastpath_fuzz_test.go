package sim

import (
	"fmt"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// FuzzCurveSimple: for any deck of basic lands and simple costs the fuzzer
// makes up, the simple decks' castability (curve.simpleTurn) counts what
// the general search counts, game by game. The seed corpus is in
// testdata/fuzz/FuzzCurveSimple; run longer with
//
//	go test -run '^$' -fuzz FuzzCurveSimple ./sim/
func FuzzCurveSimple(f *testing.F) {
	f.Add([]byte{9, 8, 7, 0, 0, 0, 10, 1, 0, 0, 0, 0, 0, 10, 6, 0, 2, 0, 0, 0, 0, 6}, uint64(1), true)
	f.Add([]byte{6, 6, 5, 6, 0, 4, 1, 1, 1, 0, 0, 0, 0, 5, 0, 0, 0, 0, 3, 0, 0, 5}, uint64(7), false)
	f.Fuzz(func(t *testing.T, spec []byte, seed uint64, onPlay bool) {
		deck, ok := simpleDeck(spec)
		if !ok {
			t.Skip()
		}
		cd := compileText(t, deck, decks.Constructed)
		cfg := DefaultConfig()
		cfg.Turns, cfg.Seed = 6, seed
		side := OnDraw
		if onPlay {
			side = OnPlay
		}
		st := simpleShortcutStats(t, cd, cfg, 200, func(int64) Side { return side })
		if !st[0].Equal(st[1]) {
			t.Errorf("%q (seed %d, %v): counts differ with and without the simple decks' shortcut", deck, seed, side)
		}
	})
}

// simpleDeck reads a fuzzer's bytes as a deck of 60 cards: the counts of
// Plains, Island, Swamp, Mountain, Forest and Wastes (first six bytes, mod
// 11), then up to four costs of five single-type pips (W U B R G, mod 3
// each), {C} (mod 2) and generic mana (mod 5), the spells filling the rest.
func simpleDeck(spec []byte) (string, bool) {
	if len(spec) < 6+6 {
		return "", false
	}
	var b strings.Builder
	lands := 0
	for i, name := range []string{"Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"} {
		if n := int(spec[i]) % 11; n > 0 {
			fmt.Fprintf(&b, "%d %s\n", n, name)
			lands += n
		}
	}
	if lands == 0 || lands > 50 {
		return "", false
	}
	var costs []string
	for rest := spec[6:]; len(rest) >= 6 && len(costs) < 4; rest = rest[6:] {
		var c strings.Builder
		if g := int(rest[5]) % 5; g > 0 {
			fmt.Fprintf(&c, "{%d}", g)
		}
		for j, p := range "WUBRG" {
			for range int(rest[j]) % 3 {
				fmt.Fprintf(&c, "{%c}", p)
			}
		}
		if rest[5]%2 == 1 {
			c.WriteString("{C}")
		}
		if c.Len() == 0 {
			c.WriteString("{1}")
		}
		costs = append(costs, c.String())
	}
	if len(costs) == 0 {
		return "", false
	}
	left := 60 - lands
	for i, c := range costs {
		n := left / (len(costs) - i)
		if n > 0 {
			fmt.Fprintf(&b, "%d %s\n", n, c)
		}
		left -= n
	}
	return b.String(), true
}

// drawN(n) is n draws, whatever the library holds: the known top cards, the
// bottom, an order already decided for the draw steps, an empty library.
func TestDrawNIsDraws(t *testing.T) {
	cd := compileText(t, "20 Swamp\n20 Island\n10 {1}{B}{B}\n10 {U}", decks.Constructed)
	cfg := DefaultConfig()
	for i := range int64(400) {
		var hands [2][MaxCards]uint8
		var seen [2]int
		var got [2]int
		for k := range 2 {
			g := newTestGame(t, cd, cfg)
			g.reset(Side(i&1), i)
			// Some games start with known top and bottom cards or an
			// order decided; all then draw past the end of the library.
			switch i % 4 {
			case 1:
				g.drawN(7)
				g.putBottom(g.bottomChoice())
				g.decideNatural()
			case 2:
				g.drawN(3)
				g.top[0], g.ntop = g.lib[g.pos], 1
				g.pos++
			case 3:
				g.drawN(5)
				g.putBottom(g.bottomChoice())
				g.putBottom(g.bottomChoice())
			}
			n := 3 + int(i%40)
			if k == 0 {
				got[k] = g.drawN(n)
			} else {
				for range n {
					if !g.draw() {
						break
					}
					got[k]++
				}
			}
			hands[k], seen[k] = g.b.hand, g.seen
		}
		if got[0] != got[1] || hands[0] != hands[1] || seen[0] != seen[1] {
			t.Fatalf("game %d: drawN drew %d (seen %d), draw %d times drew %d (seen %d); hands differ: %v",
				i, got[0], seen[0], got[1], got[1], seen[1], hands[0] != hands[1])
		}
	}
}

// The game's random orders of cards and mana types are drawn from their own
// stream the first time a choice needs one. Drawing them at the start of
// every game instead must give the same counts, game for game: the orders
// do not depend on when they are drawn, and nothing else reads that stream.
func TestLazyRanksExact(t *testing.T) {
	for _, ex := range shortcutDecks(t) {
		cfg := DefaultConfig()
		cfg.Turns, cfg.Format, cfg.Rules = 8, ex.format, Classic
		if ex.file == "mono-red.txt" || ex.file == "" {
			cfg.Rules = Modern
		}
		st, _ := bothWays(t, ex.cd, cfg, 600, func(g *game) { g.eager = true })
		if !st[0].Equal(st[1]) {
			t.Errorf("%s: counts differ with the orders drawn lazily and at the start of each game", ex.file)
		}
	}
}

// castCopies (straight's casting of several copies of one plain spell at
// once) against casting them one at a time: the same counts, game for
// game, on decks where it applies (Bolts, the study deck, creatures) and
// where it must step aside (pain lands, a mana rock, a dork, two kinds of
// land, the example decks).
func TestCastCopiesExact(t *testing.T) {
	texts := []string{
		"44 Lightning Bolt\n16 Mountain",
		"24 Swamp\n36 {1}{B}{B}",
		"20 Mountain\n20 Goblin Guide\n20 Lava Spike",
		"24 Forest\n36 Grizzly Bears",
		"12 Mountain\n8 Battlefield Forge\n40 Lightning Bolt",
		"18 Mountain\n4 Sol Ring\n38 Lava Spike",
		"16 Forest\n8 Llanowar Elves\n36 Grizzly Bears",
		"10 Mountain\n10 Plains\n40 {R/W}",
		"17 Island\n43 {2}{U}",
	}
	var cds []*decks.Compiled
	for _, text := range texts {
		cds = append(cds, compileText(t, text, decks.Constructed))
	}
	for _, f := range []string{"mono-red.txt", "azorius-midrange.txt", "green-ramp.dek"} {
		cds = append(cds, compileExample(t, f, decks.Constructed))
		texts = append(texts, f)
	}
	batched := 0
	for i, cd := range cds {
		cfg := DefaultConfig()
		cfg.Turns = 12
		single := func(g *game) { g.single = true }
		st, recs := bothWays(t, cd, cfg, 800, single)
		if !st[0].Equal(st[1]) {
			t.Errorf("%q: counts differ with copies cast together and one at a time", texts[i])
		}
		if j := firstRecordDiff(recs); j >= 0 {
			t.Errorf("%q: game %d differs: %+v and %+v", texts[i], j, recs[0][j], recs[1][j])
		}
		// Turn by turn, the whole board (what was tapped too) is the same.
		if at := lockstep(t, cd, cfg, 300, single, nil); at != "" {
			t.Errorf("%q: %s: the boards differ", texts[i], at)
		}
		// That the batch was taken at all (else the test proves nothing): a
		// game whose turn casts two or more copies of one plain spell.
		if i == 0 {
			g := newTestGame(t, cd, cfg)
			for j := range int64(200) {
				g.reset(OnPlay, j)
				g.mulligan()
				g.decideNatural()
				for turn := 1; turn <= 6 && !g.dead; turn++ {
					g.playTurn(turn)
					if g.b.spells >= 2 {
						batched++
					}
				}
			}
		}
	}
	if batched == 0 {
		t.Error("no turn of the Bolt deck cast two copies: castCopies untested")
	}
}

// Untapping skips rebuilding the sources when every one is untapped and
// counted already. Played turn by turn beside a game that always rebuilds,
// the boards must be identical after every turn, on decks with tapped
// lands, dorks, rocks, an untapper and restricted mana.
func TestUntapSkipExact(t *testing.T) {
	cds := []*decks.Compiled{
		compileText(t, "24 Swamp\n36 {1}{B}{B}", decks.Constructed),
		compileText(t, "16 Forest\n8 Llanowar Elves\n36 Grizzly Bears", decks.Constructed),
		compileText(t, "12 Forest\n6 Utopia Sprawl\n8 Arbor Elf\n34 Grizzly Bears", decks.Constructed),
	}
	for _, f := range []string{"mono-red.txt", "azorius-midrange.txt", "green-ramp.dek", "dark-ritual.txt"} {
		cds = append(cds, compileExample(t, f, decks.Constructed))
	}
	skipped := 0
	count := func(g *game) {
		if g.untapped() {
			skipped++
		}
	}
	for _, cd := range cds {
		if at := lockstep(t, cd, DefaultConfig(), 300, func(g *game) { g.rebuild = true }, count); at != "" {
			t.Errorf("%s: %s: the boards differ", cd.Name, at)
		}
	}
	if skipped == 0 {
		t.Error("no untap was skipped: the test proves nothing")
	}
}

// FuzzFastPaths: for any deck the fuzzer makes up (basic lands and simple
// costs as FuzzCurveSimple's, with up to three real cards mixed in: dorks,
// rocks, pain lands, creatures, burn, untappers, a land Aura), a game
// with every fast path (the planner's shortcuts, castCopies, the untap that
// rebuilds nothing, the card orders drawn when first needed, the memo of
// the castability searches, the lazy scores) counts what the reference
// game counts, which takes none of them. The seed corpus is in
// testdata/fuzz/FuzzFastPaths; run longer with
//
//	go test -run '^$' -fuzz FuzzFastPaths ./sim/
func FuzzFastPaths(f *testing.F) {
	f.Add([]byte{0, 0, 0, 16, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2, 0, 0}, []byte{3, 0}, uint64(1))
	f.Add([]byte{0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 2, 1}, []byte{0, 7, 6}, uint64(5))
	f.Add([]byte{9, 8, 7, 0, 0, 0, 10, 1, 0, 0, 0, 0, 0, 10, 6, 0, 2, 0, 0, 0, 0, 6}, []byte{1, 4}, uint64(3))
	f.Add([]byte{0, 0, 16, 0, 0, 0, 0, 0, 2, 0, 0, 1, 0, 0, 1, 0, 0, 2}, []byte{24, 1, 8}, uint64(9)) // Priest of Yawgmoth, Sol Ring, Mind Stone
	extras := []string{"Llanowar Elves", "Sol Ring", "Goblin Guide", "Lightning Bolt", "Battlefield Forge",
		"Arbor Elf", "Utopia Sprawl", "Grizzly Bears", "Mind Stone", "Lava Spike",
		"Gaea's Cradle", "Mox Opal", "Mana Vault", "Urza's Tower", "Priest of Titania", "Ornithopter", "City of Traitors", "Eldrazi Temple", "Cavern of Souls", "Mana Flare", "Reflecting Pool", "Springleaf Drum", "Basalt Monolith", "Grim Monolith",
		"Priest of Yawgmoth", "Gilded Goose", "Nykthos, Shrine to Nyx", "Three Tree City", "High Tide",
		"Deserted Temple", "Devoted Druid", "Pestermite", "Quirion Ranger", "Wirewood Symbiote", "Jandor's Saddlebags"}
	f.Fuzz(func(t *testing.T, spec, extra []byte, seed uint64) {
		deck, ok := simpleDeck(spec)
		if !ok || len(extra) > 3 {
			t.Skip()
		}
		for _, e := range extra {
			deck += fmt.Sprintf("4 %s\n", extras[int(e)%len(extras)])
		}
		cd := compileText(t, deck, decks.Constructed)
		cfg := DefaultConfig()
		cfg.Turns, cfg.Seed = 8, seed
		st, _ := bothWays(t, cd, cfg, 150, func(g *game) {
			g.replay, g.single, g.rebuild, g.eager, g.curve.noMemo, g.eagerScore = true, true, true, true, true, true
		})
		if !st[0].Equal(st[1]) {
			t.Errorf("%q (seed %d): counts differ with the fast paths and without", deck, seed)
		}
	})
}
