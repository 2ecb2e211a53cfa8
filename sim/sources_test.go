package sim

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"testing"
)

// multi is the multivariate hypergeometric P(a, b, c) of drawing a of A, b of
// B and c of C in a+b+c draws from A+B+C cards.
func multi(A, B, C, a, b, c int) float64 {
	return choose(A, a) * choose(B, b) * choose(C, c) / choose(A+B+C, a+b+c)
}

// exactSources computes the source study (docs/ARCHITECTURE.md, simrun sources) exactly: P(at least pips
// coloured lands | at least mv lands) among the cards seen by turn mv on the
// play, with London mulligans as the study words them.
func exactSources(deck, lands, k, mv, pips int) float64 {
	colored, other, spells := k, lands-k, deck-lands
	keepRange := map[int][2]int{7: {2, 5}, 6: {2, 4}, 5: {2, 4}, 4: {0, 7}}
	var hit, enough float64
	reach := 1.0
	for m := 0; m <= 3; m++ {
		size := 7 - m
		keepP := 0.0
		for c := 0; c <= 7; c++ {
			for o := 0; o+c <= 7; o++ {
				s := 7 - c - o
				p := multi(colored, other, spells, c, o, s)
				if p == 0 {
					continue
				}
				// Bottoming: min(lands, 3) lands, the coloured ones first;
				// more lands only when the spells run out.
				l := min(c+o, 3)
				if s < size-l {
					l = size - s
				}
				l = min(l, c+o)
				kc := min(c, l)
				r := keepRange[size]
				if l < r[0] || l > r[1] {
					continue
				}
				keepP += p
				// Draws: mv-1 cards from the 53 not drawn.
				uc, uo, us := colored-c, other-o, spells-s
				for dc := 0; dc <= mv-1; dc++ {
					for do := 0; dc+do <= mv-1; do++ {
						q := multi(uc, uo, us, dc, do, mv-1-dc-do)
						if q == 0 {
							continue
						}
						if l+dc+do >= mv {
							enough += reach * p * q
							if kc+dc >= pips {
								hit += reach * p * q
							}
						}
					}
				}
			}
		}
		reach *= 1 - keepP
	}
	return hit / enough
}

// The study against an exact computation of the same rules.
func TestSourcesExact(t *testing.T) {
	const games = 60_000
	for _, tc := range []struct {
		deck, lands int
		cost        string
		ks          []int
	}{
		{60, 24, "C", []int{8, 14}},
		{60, 24, "1CC", []int{12, 18}},
		{40, 17, "CC", []int{9, 13}},
		{60, 20, "2C", []int{7, 11}},
	} {
		res, err := StudySources(context.Background(), SourcesQuery{DeckSize: tc.deck, Lands: tc.lands, Cost: tc.cost, Games: games, Seed: 7, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		g, p, _ := parsePattern(tc.cost)
		for _, k := range tc.ks {
			pt := res.ByK[k]
			checkProportion(t, fmt.Sprintf("%d/%d %s with %d sources", tc.lands, tc.deck, tc.cost, k),
				pt.Hits, pt.Games, exactSources(tc.deck, tc.lands, k, g+p, p))
		}
		// The answer is the first K reaching the target, and more sources never hurt.
		for k := 1; k < len(res.ByK); k++ {
			if res.ByK[k].Prob+0.01 < res.ByK[k-1].Prob {
				t.Errorf("%s: P falls from %d to %d sources", tc.cost, k-1, k)
			}
		}
		if s := res.Sources; s < 0 || res.ByK[s].Prob < res.Target || s > 0 && res.ByK[s-1].Prob >= res.Target {
			t.Errorf("%s: answer %d sources is not the first to reach %.2f", tc.cost, s, res.Target)
		}
	}
}

func TestSourcesBadQueries(t *testing.T) {
	for _, q := range []SourcesQuery{
		{DeckSize: 60, Lands: 24, Cost: "1XX", Games: 10},
		{DeckSize: 60, Lands: 24, Cost: "2", Games: 10},
		{DeckSize: 60, Lands: 60, Cost: "C", Games: 10},
		{DeckSize: 60, Lands: 24, Cost: "C", Games: 0},
		{DeckSize: 60, Lands: 24, Cost: "C", Games: 10, Target: 1.5},
	} {
		if _, err := StudySources(context.Background(), q); err == nil {
			t.Errorf("%+v: no error", q)
		}
	}
}

func TestWilson(t *testing.T) {
	// Known values: 81 of 263 gives [0.2553, 0.3662]; 0 of 10 gives [0, 0.2775].
	for _, tc := range []struct {
		hits, n int64
		lo, hi  float64
	}{{81, 263, 0.2553, 0.3662}, {0, 10, 0, 0.2775}, {10, 10, 0.7225, 1}} {
		lo, hi := Wilson(tc.hits, tc.n)
		if d := lo - tc.lo; d > 1e-4 || d < -1e-4 {
			t.Errorf("Wilson(%d, %d) low %.4f, want %.4f", tc.hits, tc.n, lo, tc.lo)
		}
		if d := hi - tc.hi; d > 1e-4 || d < -1e-4 {
			t.Errorf("Wilson(%d, %d) high %.4f, want %.4f", tc.hits, tc.n, hi, tc.hi)
		}
	}
}

// ExactSources computes what the study plays: it equals the test's own
// exact computation (written apart, above) to rounding, and the played
// study within its intervals, Commander's free mulligan and turn-1 draw
// included.
func TestExactSources(t *testing.T) {
	for _, tc := range []struct {
		deck, lands int
		cost        string
	}{{60, 24, "C"}, {60, 24, "1CC"}, {40, 17, "CC"}, {60, 20, "2C"}, {80, 32, "3CC"}, {60, 26, "CCCC"}} {
		res, err := ExactSources(SourcesQuery{DeckSize: tc.deck, Lands: tc.lands, Cost: tc.cost})
		if err != nil {
			t.Fatal(err)
		}
		g, p, _ := parsePattern(tc.cost)
		for k, pt := range res.ByK {
			want := exactSources(tc.deck, tc.lands, k, g+p, p)
			if math.IsNaN(want) {
				want = 0
			}
			if math.Abs(pt.Prob-want) > 1e-9 || !res.Exact || pt.Games != 0 || pt.Lo != pt.Prob {
				t.Errorf("%d/%d %s, %d sources: exact %.12f, the test's %.12f", tc.lands, tc.deck, tc.cost, k, pt.Prob, want)
			}
		}
	}
	const games = 40_000
	for _, q := range []SourcesQuery{
		{Commander: true, Lands: 37, Cost: "2CC"},
		{Commander: true, Lands: 36, Cost: "C"},
		{DeckSize: 40, Lands: 17, Cost: "1CC"},
	} {
		exact, err := ExactSources(q)
		if err != nil {
			t.Fatal(err)
		}
		q.Games, q.Seed, q.Workers = games, 3, 2
		played, err := StudySources(context.Background(), q)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range []int{q.Lands / 3, q.Lands / 2, 2 * q.Lands / 3} {
			pt := played.ByK[k]
			checkProportion(t, fmt.Sprintf("commander %v, %d lands, %s, %d sources", q.Commander, q.Lands, q.Cost, k), pt.Hits, pt.Games, exact.ByK[k].Prob)
		}
		if exact.Sources < 0 {
			t.Errorf("%+v: no answer", q)
		}
	}
}

// bruteSources is the study by enumeration, apart from any hypergeometric
// sum: every distinct order of a small deck (colored lands 'c', other lands
// 'o', spells 's') is a shuffle of equal weight; the hand is its first seven
// cards, the draws the cards after them, and a mulligan is a fresh shuffle.
func bruteSources(deck, lands, k, mv, pips int, commander bool) float64 {
	var shuffles [][]byte
	var walk func(seq []byte, c, o, s int)
	walk = func(seq []byte, c, o, s int) {
		if c+o+s == 0 {
			shuffles = append(shuffles, append([]byte(nil), seq...))
			return
		}
		for _, x := range []struct {
			b byte
			n *int
		}{{'c', &c}, {'o', &o}, {'s', &s}} {
			if *x.n > 0 {
				*x.n--
				walk(append(seq, x.b), c, o, s)
				*x.n++
			}
		}
	}
	walk(nil, k, lands-k, deck-lands)
	n := float64(len(shuffles))
	draws := mv - 1
	if commander {
		draws = mv
	}
	landsIn := func(h []byte) int { return bytes.Count(h, []byte("c")) + bytes.Count(h, []byte("o")) }
	// outcome of one shuffle after m mulligans: kept, enough lands, and hit.
	outcome := func(sh []byte, m int) (kept, enough, hit bool) {
		hand := sh[:7]
		// What is kept, in order of preference: up to three lands (coloured
		// first), then spells, then the remaining lands (coloured first).
		var pref []byte
		nl := 0
		for _, b := range []byte("co") {
			for range bytes.Count(hand, []byte{b}) {
				if nl < 3 {
					pref = append(pref, b)
					nl++
				}
			}
		}
		pref = append(pref, bytes.Repeat([]byte("s"), bytes.Count(hand, []byte("s")))...)
		pref = append(pref, bytes.Repeat([]byte("c"), bytes.Count(hand, []byte("c"))-bytes.Count(pref, []byte("c")))...)
		pref = append(pref, bytes.Repeat([]byte("o"), bytes.Count(hand, []byte("o"))-bytes.Count(pref, []byte("o")))...)
		keptHand := pref[:7-m]
		l := landsIn(keptHand)
		switch 7 - m {
		case 7:
			kept = l >= 2 && l <= 5
		case 6, 5:
			kept = l >= 2 && l <= 4
		default:
			kept = true
		}
		seen := append(append([]byte(nil), keptHand...), sh[7:7+draws]...)
		return kept, landsIn(seen) >= mv, bytes.Count(seen, []byte("c")) >= pips
	}
	var hit, enough float64
	reach := 1.0
	for m := 0; m <= 3; m++ {
		var pk, pe, ph float64 // probabilities of this level's first hand
		add := func(w float64, sh []byte) {
			kept, e, h := outcome(sh, m)
			if kept {
				pk += w
				if e {
					pe += w
					if h {
						ph += w
					}
				}
			}
		}
		for _, s1 := range shuffles {
			add(1/n, s1)
		}
		if commander && m == 0 {
			// Free mulligan: a first seven of 3-5 lands is the hand, any
			// other is replaced by a fresh shuffle, whose outcome is the
			// sum just taken: P(first seven replaced) times it.
			fk, fe, fh := pk, pe, ph
			pk, pe, ph = 0, 0, 0
			replaced := 0.0
			for _, s1 := range shuffles {
				if l := landsIn(s1[:7]); l < 3 || l > 5 {
					replaced += 1 / n
					continue
				}
				add(1/n, s1)
			}
			pk, pe, ph = pk+replaced*fk, pe+replaced*fe, ph+replaced*fh
		}
		enough += reach * pe
		hit += reach * ph
		reach *= 1 - pk
	}
	return hit / enough
}

// ExactSources equals the enumeration of every shuffle of small decks, for
// both rules, every source count and costs up to mana value 3.
func TestExactSourcesBruteForce(t *testing.T) {
	const deck, lands = 11, 5
	for _, commander := range []bool{false, true} {
		for _, cost := range []string{"C", "1C", "CC", "2C", "1CC", "CCC"} {
			res, err := ExactSources(SourcesQuery{DeckSize: deck, Lands: lands, Cost: cost, Commander: commander})
			if err != nil {
				t.Fatal(err)
			}
			g, p, _ := parsePattern(cost)
			for k, pt := range res.ByK {
				want := bruteSources(deck, lands, k, g+p, p, commander)
				if math.IsNaN(want) {
					want = 0
				}
				if math.Abs(pt.Prob-want) > 1e-10 {
					t.Errorf("commander %v, %s, %d of %d lands coloured: exact %.15f, enumerated %.15f", commander, cost, k, lands, pt.Prob, want)
				}
			}
		}
	}
}
