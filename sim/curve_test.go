package sim

import (
	"fmt"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// The policy-free castability against an exact computation written apart
// from the engine: the multivariate hypergeometric distribution of the lands
// dealt, and for each deal a brute force over every set of lands played
// before the turn and every land played on it. Decks of basic-like lands
// (colourless among them), and with lands that enter tapped; no mulligan and
// the London mulligan; on the play and on the draw.

// landKind is one kind of land of an exact study: the colours it taps for,
// whether it enters tapped.
type landKind struct {
	colors mana.Mask
	tapped bool
	count  int
}

// exactDeck is a deck of land kinds and spells (the spells only fill it).
type exactDeck struct {
	lands []landKind
	size  int
}

// payable reports whether a board of untapped lands (board[i] of kind i)
// pays a cost of single coloured pips and generic mana: a brute force over
// which colour each land gives.
func payable(kinds []landKind, board []int, cost mana.Cost) bool {
	need := [mana.NumTypes]int{}
	for t := mana.W; t < mana.NumTypes; t++ {
		need[t] = cost.Single(t)
	}
	generic := cost.Generic()
	// Expand the board into units and try every colour for each.
	var units []mana.Mask
	for i, n := range board {
		for range n {
			units = append(units, kinds[i].colors)
		}
	}
	var try func(i int, got [mana.NumTypes]int) bool
	try = func(i int, got [mana.NumTypes]int) bool {
		if i == len(units) {
			extra := 0
			for t := range got {
				if got[t] < need[t] {
					return false
				}
				extra += got[t] - need[t]
			}
			return extra >= generic
		}
		for t := mana.W; t < mana.NumTypes; t++ {
			if units[i].Has(t) {
				got[t]++
				if try(i+1, got) {
					return true
				}
				got[t]--
			}
		}
		return false
	}
	return try(0, [mana.NumTypes]int{})
}

// castableBrute reports whether, with avail[i] lands of kind i drawn by
// turn t-1 and last[i] drawn on turn t, some set E of at most t-1 of the
// former played before t, and one more land played on t (untapped kinds
// only: a tapped one adds nothing that turn), pays the cost on turn t. With
// enough it asks instead for the mana value in any colours.
func castableBrute(kinds []landKind, avail, last []int, t int, cost mana.Cost, enough bool) bool {
	n := len(kinds)
	e := make([]int, n)
	ok := func(board []int) bool {
		if enough {
			total := 0
			for _, b := range board {
				total += b
			}
			return total >= cost.ManaValue()
		}
		return payable(kinds, board, cost)
	}
	var choose func(i, left int) bool
	choose = func(i, left int) bool {
		if i == n {
			board := append([]int(nil), e...)
			if ok(board) {
				return true
			}
			for j := range kinds { // the land of turn t
				if kinds[j].tapped || avail[j]-e[j]+last[j] == 0 {
					continue
				}
				board[j]++
				if ok(board) {
					return true
				}
				board[j]--
			}
			return false
		}
		for c := 0; c <= min(avail[i], left); c++ {
			e[i] = c
			if choose(i+1, left-c) {
				return true
			}
		}
		e[i] = 0
		return false
	}
	return choose(0, t-1)
}

// compositions calls f with every way to draw n cards from counts (the last
// entry is the spells), and its probability.
func compositions(counts []int, n int, f func(k []int, p float64)) {
	total := 0
	for _, c := range counts {
		total += c
	}
	k := make([]int, len(counts))
	var rec func(i, left int, ways float64)
	rec = func(i, left int, ways float64) {
		if i == len(counts)-1 {
			if left > counts[i] {
				return
			}
			k[i] = left
			f(k, ways*choose(counts[i], left)/choose(total, n))
			return
		}
		for c := 0; c <= min(left, counts[i]); c++ {
			k[i] = c
			rec(i+1, left-c, ways*choose(counts[i], c))
		}
	}
	rec(0, n, 1)
}

// exactNoMulligan is the probability that a cost is castable (or its mana
// value made) on turn t with no mulligan.
func exactNoMulligan(dk exactDeck, side Side, t int, cost mana.Cost, enough bool) float64 {
	counts := make([]int, len(dk.lands)+1)
	lands := 0
	for i, l := range dk.lands {
		counts[i] = l.count
		lands += l.count
	}
	counts[len(dk.lands)] = dk.size - lands
	draws := t - 1 // draws on turns 2..t on the play
	if side == OnDraw {
		draws = t
	}
	nl := len(dk.lands)
	p := 0.0
	if t == 1 {
		// Nothing is played before turn 1: the lands of turn 1 are the hand's
		// and, on the draw, the first draw's.
		compositions(counts, 7+draws, func(k []int, pk float64) {
			if castableBrute(dk.lands, make([]int, nl), k[:nl], 1, cost, enough) {
				p += pk
			}
		})
		return p
	}
	// Cards by turn t-1, then the one card of turn t.
	compositions(counts, 7+draws-1, func(k []int, pk float64) {
		rest := dk.size - (7 + draws - 1)
		for j := range counts {
			left := counts[j] - k[j]
			if left == 0 {
				continue
			}
			last := make([]int, nl)
			if j < nl {
				last[j] = 1
			}
			if castableBrute(dk.lands, k[:nl], last, t, cost, enough) {
				p += pk * float64(left) / float64(rest)
			}
		}
	})
	return p
}

// exactLondon is the same for a deck of one kind of untapped land, under
// the London mulligan with the default keep rule and BottomLands = 3:
// bottoming keeps min(lands, 3) lands, more only when spells run out.
func exactLondon(lands, size int, side Side, t int, cost mana.Cost, enough bool) float64 {
	keep := func(size, l int) bool {
		switch size {
		case 7:
			return l >= 2 && l <= 5
		case 6, 5:
			return l >= 2 && l <= 4
		}
		return true
	}
	draws := t - 1
	if side == OnDraw {
		draws = t
	}
	reach, p := 1.0, 0.0
	for m := 0; m <= 3; m++ {
		kept := 0.0
		for l := 0; l <= min(7, lands); l++ {
			pl := hyper(size, lands, 7, l)
			kl := max(min(l, 3), l-m) // lands kept after bottoming m cards
			if !keep(7-m, kl) {
				continue
			}
			kept += pl
			// The draws come from the 53 cards not in the hand.
			for d := 0; d <= draws; d++ {
				have := kl + d
				ok := min(have, t) >= cost.ManaValue()
				if !enough {
					ok = ok && have >= cost.Single(mana.B)
				}
				if ok {
					p += reach * pl * hyper(size-7, lands-l, draws, d)
				}
			}
		}
		reach *= 1 - kept
	}
	return p
}

// runCastable plays games and returns the counts.
func runCastable(t *testing.T, text string, cfg Config) (*decks.Compiled, *Stats) {
	t.Helper()
	cd := compileText(t, text, decks.Constructed)
	return cd, runStats(t, cd, cfg)
}

func checkCastable(t *testing.T, cd *decks.Compiled, st *Stats, costs []string, turns int, exact func(side Side, turn int, cost mana.Cost, enough bool) float64) {
	t.Helper()
	for _, side := range []Side{OnPlay, OnDraw} {
		ss := &st.Sides[side]
		for turn := 1; turn <= turns; turn++ {
			games := ss.Turn[turn-1].Games
			for _, c := range costs {
				cost := mana.MustParseCost(c)
				card := id(t, cd, cost.String())
				ct := ss.Card[(turn-1)*st.Cards+card]
				checkProportion(t, fmt.Sprintf("%s castable, turn %d, %v", cost, turn, side), ct.Castable, games, exact(side, turn, cost, false))
				checkProportion(t, fmt.Sprintf("%s enough mana, turn %d, %v", cost, turn, side), ct.EnoughMana, games, exact(side, turn, cost, true))
			}
		}
	}
}

// Basic-like lands of two colours and colourless ones, no mulligan.
func TestCastableExactBasics(t *testing.T) {
	costs := []string{"{W}", "{1}{U}", "{W}{W}", "{W}{U}", "{1}{W}{W}", "{2}{U}", "{W}{W}{U}", "{3}{U}{U}"}
	text := "9 land:W\n7 land:U\n4 land:C\n"
	for _, c := range costs {
		text += "5 " + c + "\n"
	}
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Mulligan = 150_000, 5, NoMulligan
	cd, st := runCastable(t, text, cfg)
	dk := exactDeck{size: 60, lands: []landKind{{colors: mana.W.Mask(), count: 9}, {colors: mana.U.Mask(), count: 7}, {colors: mana.C.Mask(), count: 4}}}
	checkCastable(t, cd, st, costs, cfg.Turns, func(side Side, turn int, cost mana.Cost, enough bool) float64 {
		return exactNoMulligan(dk, side, turn, cost, enough)
	})
}

// Basics and dual lands that enter tapped: a tapped land helps only if it
// was played on an earlier turn.
func TestCastableExactTappedDuals(t *testing.T) {
	costs := []string{"{W}", "{W}{U}", "{1}{W}{U}", "{U}{U}", "{W}{W}{U}", "{2}"}
	text := "7 land:W\n6 land:U\n8 land:WU tapped\n"
	for _, c := range costs {
		text += "6 " + c + "\n"
	}
	text += "3 {5}\n"
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Mulligan = 150_000, 4, NoMulligan
	cd, st := runCastable(t, text, cfg)
	dk := exactDeck{size: 60, lands: []landKind{{colors: mana.W.Mask(), count: 7}, {colors: mana.U.Mask(), count: 6},
		{colors: mana.W.Mask() | mana.U.Mask(), tapped: true, count: 8}}}
	checkCastable(t, cd, st, costs, cfg.Turns, func(side Side, turn int, cost mana.Cost, enough bool) float64 {
		return exactNoMulligan(dk, side, turn, cost, enough)
	})
}

// One colour of basic-like lands under the London mulligan: the kept hand
// (after bottoming) and the draws.
func TestCastableExactLondon(t *testing.T) {
	costs := []string{"{B}", "{1}{B}", "{B}{B}", "{2}{B}{B}", "{3}"}
	text := "22 land:B\n"
	for _, c := range costs {
		text += "7 " + c + "\n"
	}
	text += "3 {7}\n"
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns = 150_000, 5
	cd, st := runCastable(t, text, cfg)
	checkCastable(t, cd, st, costs, cfg.Turns, func(side Side, turn int, cost mana.Cost, enough bool) float64 {
		return exactLondon(22, 60, side, turn, cost, enough)
	})
}

// The policy-free castability against a brute force over every order of
// land drops, on real lands whose entering depends on the order: basics, a
// shock land, a check land, a fast land, a slow land, a battle land, a
// tapped dual and colourless basics. For each game the engine plays, the
// brute force finds, for every turn, every set of lands that can be on the
// battlefield by the end of the turn before (one land per turn, none before
// it is drawn), and every land of the turn with its entering condition
// evaluated on that set; the first turn each cost is payable must be the
// engine's.
func TestCastableAgainstBruteForce(t *testing.T) {
	text := "5 Plains\n4 Island\n2 Wastes\n2 Hallowed Fountain\n2 Glacial Fortress\n2 Seachrome Coast\n2 Deserted Beach\n2 Prairie Stream\n2 land:WU tapped\n" +
		"2 Hall of Storm Giants\n2 Cave of the Frost Dragon\n2 Abandoned Campground\n2 Reflecting Pool\n2 Floodfarm Verge\n"
	costs := []string{"{W}", "{U}{U}", "{W}{U}", "{1}{W}{U}", "{W}{W}{U}{U}", "{3}{U}", "{2}{W}{W}", "{5}"}
	for _, c := range costs {
		text += "5 " + c + "\n"
	}
	cd := compileText(t, text, decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns = 6
	g := newTestGame(t, cd, cfg)
	type land struct {
		w, u, c        bool // the colours it makes
		plains, island bool // its basic land types
		basic          bool
		enters         decks.EnterMode
		arrival        int
		pool           bool // Reflecting Pool: a type another land of the board makes
		verge          bool // Floodfarm Verge: {W}, and {U} beside a Plains or an Island
	}
	describe := func(id uint16) (land, bool) {
		ci := &cd.Cards[id]
		if ci.Types&decks.Land == 0 {
			return land{}, false
		}
		if cd.Names[id] == "Reflecting Pool" {
			return land{pool: true}, true
		}
		if cd.Names[id] == "Floodfarm Verge" {
			return land{w: true, verge: true, enters: ci.Enters}, true
		}
		m := cd.Sources.Kind(ci.Kind).Mask()
		return land{w: m.Has(mana.W), u: m.Has(mana.U), c: m.Has(mana.C), plains: ci.LandTypes.Has(mana.W),
			island: ci.LandTypes.Has(mana.U), basic: ci.Types&decks.Basic != 0, enters: ci.Enters}, true
	}
	// untapped reports whether l enters untapped with the lands of set on
	// the battlefield (a shock land pays its life).
	untapped := func(l land, ls []land, set int) bool {
		n, basics, types := 0, 0, false
		for i := range ls {
			if set&(1<<i) != 0 {
				n++
				if ls[i].basic {
					basics++
				}
				if ls[i].plains || ls[i].island {
					types = true
				}
			}
		}
		switch l.enters {
		case decks.EntersTapped:
			return false
		case decks.EntersTappedUnlessType:
			return types
		case decks.EntersTappedUnlessFewLands:
			return n <= 2
		case decks.EntersTappedUnlessTwoLands:
			return n >= 2
		case decks.EntersTappedUnlessTwoBasics:
			return basics >= 2
		case decks.EntersTappedIfTwoOtherLands:
			return n < 2
		case decks.EntersTappedUnlessLowLife:
			return false // no land here costs more than 4 life: nobody is at 13
		}
		return true
	}
	// pays: single-unit lands of W, U, W-or-U and C pay a cost of W and U
	// pips and generic mana when the pips of each colour and of both have
	// enough lands that can make them, and the lands are enough in all.
	pays := func(ls []land, set, extra int, cost mana.Cost) bool {
		w, u, wu, all := 0, 0, 0, 0
		// What the board's other lands make, for the Pools.
		var anyW, anyU, anyLand, typed bool
		for i := range ls {
			if set&(1<<i) != 0 || i == extra {
				typed = typed || ls[i].plains || ls[i].island
			}
		}
		for i := range ls {
			if set&(1<<i) != 0 || i == extra {
				if ls[i].verge && typed {
					anyU = true
				}
				if !ls[i].pool {
					anyW, anyU, anyLand = anyW || ls[i].w, anyU || ls[i].u, anyLand || ls[i].w || ls[i].u || ls[i].c
				}
			}
		}
		for i := range ls {
			if set&(1<<i) == 0 && i != extra {
				continue
			}
			l := ls[i]
			if l.verge {
				l.u = typed
			}
			if l.pool {
				if !anyLand {
					continue // nothing to copy: no mana
				}
				l.w, l.u, l.c = anyW, anyU, !anyW && !anyU
			}
			all++
			switch {
			case l.w && l.u:
				wu++
			case l.w:
				w++
			case l.u:
				u++
			}
		}
		pw, pu := cost.Single(mana.W), cost.Single(mana.U)
		return w+wu >= pw && u+wu >= pu && w+u+wu >= pw+pu && all >= cost.ManaValue()
	}
	checked := 0
	for i := range int64(300) {
		side := Side(i & 1)
		g.play(side, i)
		var ls []land
		g.eachDealt(cfg.Turns, func(id uint16, arrival int) {
			if l, ok := describe(id); ok {
				l.arrival = arrival
				ls = append(ls, l)
			}
		})
		if len(ls) > 16 {
			continue
		}
		arrival := func(l int) int { return ls[l].arrival }
		parsed := make([]mana.Cost, len(costs))
		for ci, c := range costs {
			parsed[ci] = mana.MustParseCost(c)
		}
		first := bruteFirst(len(ls), arrival, cfg.Turns, len(costs), func(ci, set, extra int) bool {
			if extra < 0 {
				return pays(ls, set, -1, parsed[ci])
			}
			return untapped(ls[extra], ls, set) && pays(ls, set, extra, parsed[ci])
		})
		for ci, c := range costs {
			cid := id(t, cd, mana.MustParseCost(c).String())
			got := int(g.curve.first[g.curve.costOf[cid]])
			if got != first[ci] {
				t.Errorf("game %d (%v): %s first castable on turn %d, brute force %d", i, side, c, got, first[ci])
			}
			checked++
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d checks", checked)
	}
}

// The simple decks' shortcut (curve.simpleTurn) gives the general search's
// figures exactly: the same counts, game by game, with it and without it,
// for decks of basic lands (one, two and three colours, Wastes and {C}
// costs, X costs, 99 and 40-card Limited decks), both sides, London
// and no mulligans.
func TestCurveSimpleExact(t *testing.T) {
	for _, tc := range []struct {
		deck   string
		format decks.Format
	}{
		{"24 Swamp\n36 {1}{B}{B}", decks.Constructed},
		{"9 Plains\n8 Island\n7 Wastes\n10 {W}{W}\n10 {1}{U}\n6 {2}{W}{U}\n6 {C}{C}\n4 {X}{U}{U}\n5 {4}", decks.Constructed},
		{"6 Mountain\n6 Forest\n5 Swamp\n4 {R}{G}{B}\n5 {G}{G}{G}\n4 {B}\n5 {3}{R}{R}\n5 {1}{G}", decks.Limited},
		{"12 Forest\n12 Island\n13 Plains\n20 {2}{G}{U}\n20 {W}{W}{W}{U}\n22 {5}{G}", decks.Constructed},
	} {
		cd := compileText(t, tc.deck, tc.format)
		for _, mull := range []MulliganRule{London, NoMulligan} {
			cfg := DefaultConfig()
			cfg.Turns, cfg.Format, cfg.Mulligan = 8, tc.format, mull
			st := simpleShortcutStats(t, cd, cfg, 3000, func(i int64) Side { return Side(i & 1) })
			if !st[0].Equal(st[1]) {
				t.Errorf("%q (%v): counts differ with and without the simple decks' shortcut", tc.deck, mull)
			}
		}
	}
}

// simpleShortcutStats plays the same games of a simple deck with the simple
// decks' castability and with the general search, and returns the counts of
// each (in that order).
func simpleShortcutStats(t *testing.T, cd *decks.Compiled, cfg Config, games int64, side func(int64) Side) [2]*Stats {
	t.Helper()
	var st [2]*Stats
	for k, shortcut := range []bool{true, false} {
		g := newTestGame(t, cd, cfg)
		if !g.curve.simple {
			t.Fatalf("%s: not a simple deck", cd.Name)
		}
		g.curve.simple = shortcut
		for i := range games {
			g.play(side(i), i)
		}
		st[k] = g.stats
	}
	return st
}

// The memo of the castability searches (curve.search) gives the counts the
// searches give, game by game: played beside a game that searches every
// time, on decks of non-basic lands (fetch, bounce, filter, fast, check,
// shock and tapped lands), with the memo as the game makes it and again with
// a table of four slots, where results are replaced and made again all the
// time.
func TestCurveMemoExact(t *testing.T) {
	// (No bounce land: a deck with one walks every order, without the memo: curve_bounce.go.)
	mixed := compileText(t, "3 Plains\n3 Island\n4 Flooded Strand\n2 Prairie Stream\n2 Mystic Gate\n2 Seachrome Coast\n"+
		"2 Glacial Fortress\n2 Hallowed Fountain\n2 land:WU tapped\n6 {W}\n6 {U}{U}\n6 {1}{W}{U}\n6 {W}{W}{U}{U}\n6 {3}{U}\n6 {2}{W}{W}\n4 {5}\n",
		decks.Constructed)
	cases := []struct {
		name string
		cd   *decks.Compiled
		cfg  Config
	}{
		{"mixed", mixed, DefaultConfig()},
		{"azorius-midrange.txt", compileExample(t, "azorius-midrange.txt", decks.Constructed), DefaultConfig()},
		{"green-ramp.dek", compileExample(t, "green-ramp.dek", decks.Constructed), DefaultConfig()},
	}
	for _, tc := range cases {
		g := newTestGame(t, tc.cd, tc.cfg)
		if g.curve.sr.memo == nil {
			t.Fatalf("%s: the memo is not in use", tc.name)
		}
		st, recs := bothWays(t, tc.cd, tc.cfg, 1500, func(g *game) { g.curve.noMemo = true })
		if !st[0].Equal(st[1]) {
			t.Errorf("%s: the counts differ with and without the memo", tc.name)
		}
		if j := firstRecordDiff(recs); j >= 0 {
			t.Errorf("%s: game %d differs with and without the memo", tc.name, j)
		}
		// A table of four slots: its results replaced all the time, and
		// keys that differ in one part only meeting in a slot.
		tiny := newTestGame(t, tc.cd, tc.cfg)
		tiny.curve.sr.memo, tiny.curve.sr.memoBits = make([]curveMemo, 4), 2
		for i := range int64(1500) {
			tiny.play(Side(i&1), i)
		}
		if !tiny.stats.Equal(st[1]) {
			t.Errorf("%s: the counts differ with a memo of four slots", tc.name)
		}
	}
}

// eachDealt calls f with every card the game dealt by turn turns, with the
// turn it arrives: the kept hand's on turn 1, then each draw's.
func (g *game) eachDealt(turns int, f func(id uint16, arrival int)) {
	for id := 0; id < g.n; id++ {
		for range g.kept[id] {
			f(uint16(id), 1)
		}
	}
	for k := 0; k < g.nnatural && g.arrival(k) <= turns; k++ {
		f(g.natural[k], g.arrival(k))
	}
}

// bruteFirst is the brute force over every order of land drops: n lands,
// land l drawn on turn arrival(l), one played a turn. It returns, for each
// of ncosts costs, the first turn t on which castable(ci, set, extra) holds
// for a set of lands that can be played by the end of turn t-1 and either
// no land (extra -1) or one more drawn by t and not in the set (the land
// of turn t itself); 0 if none by the last turn.
func bruteFirst(n int, arrival func(int) int, turns, ncosts int, castable func(ci, set, extra int) bool) []int {
	reach := make([]bool, 1<<n) // reach[S]: S can be the lands played by the end of the turn
	reach[0] = true
	first := make([]int, ncosts)
	for turn := 1; turn <= turns; turn++ {
		for ci := range ncosts {
			for set := 0; set < len(reach) && first[ci] == 0; set++ {
				if !reach[set] {
					continue
				}
				if castable(ci, set, -1) {
					first[ci] = turn
				}
				for l := 0; l < n && first[ci] == 0; l++ {
					if set&(1<<l) == 0 && arrival(l) <= turn && castable(ci, set, l) {
						first[ci] = turn
					}
				}
			}
		}
		next := make([]bool, len(reach))
		for set := range reach {
			if !reach[set] {
				continue
			}
			next[set] = true
			for l := range n {
				if set&(1<<l) == 0 && arrival(l) <= turn {
					next[set|1<<l] = true
				}
			}
		}
		reach = next
	}
	return first
}

// The Urza's lands in the policy-free castability: a brute force over every
// order of land drops, with the lands' own rule (Tower {C}{C}{C}, Mine and
// Power-Plant {C}{C} while the other two are there, else {C}), against
// the curve's first castable turn of generic costs.
func TestCastableTronAgainstBruteForce(t *testing.T) {
	text := "4 Urza's Tower\n4 Urza's Mine\n4 Urza's Power Plant\n8 Wastes\n"
	costs := []string{"{2}", "{4}", "{5}", "{7}", "{9}"}
	for _, c := range costs {
		text += "8 " + c + "\n"
	}
	cd := compileText(t, text, decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns = 7
	g := newTestGame(t, cd, cfg)
	const (
		wastes = iota
		tower
		mine
		plant
	)
	piece := map[string]int{"Wastes": wastes, "Urza's Tower": tower, "Urza's Mine": mine, "Urza's Power Plant": plant}
	type land struct{ piece, arrival int }
	units := func(ls []land, set int) int {
		var have [4]bool
		for i := range ls {
			if set&(1<<i) != 0 {
				have[ls[i].piece] = true
			}
		}
		n := 0
		for i := range ls {
			if set&(1<<i) == 0 {
				continue
			}
			switch p := ls[i].piece; {
			case p == tower && have[mine] && have[plant]:
				n += 3
			case p == mine && have[tower] && have[plant], p == plant && have[tower] && have[mine]:
				n += 2
			default:
				n++
			}
		}
		return n
	}
	checked, tron := 0, 0
	for i := range int64(400) {
		side := Side(i & 1)
		g.play(side, i)
		var ls []land
		g.eachDealt(cfg.Turns, func(id uint16, arrival int) {
			if p, ok := piece[cd.Names[id]]; ok {
				ls = append(ls, land{p, arrival})
			}
		})
		if len(ls) > 16 {
			continue
		}
		first := bruteFirst(len(ls), func(l int) int { return ls[l].arrival }, cfg.Turns, len(costs), func(ci, set, extra int) bool {
			if extra >= 0 {
				set |= 1 << extra
			}
			return units(ls, set) >= mana.MustParseCost(costs[ci]).ManaValue()
		})
		if first[3] != 0 && first[3] <= 4 {
			tron++ // seven mana by turn 4: only with the three of them
		}
		for ci, c := range costs {
			cid := id(t, cd, mana.MustParseCost(c).String())
			got := int(g.curve.first[g.curve.costOf[cid]])
			if got != first[ci] {
				t.Errorf("game %d (%v): %s first castable on turn %d, brute force %d", i, side, c, got, first[ci])
			}
			checked++
		}
	}
	if checked < 1500 || tron < 20 {
		t.Fatalf("only %d comparisons, %d games with seven mana by turn 4", checked, tron)
	}
}
