package sim

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// Statistical tests against exact probabilities. Each compares a proportion
// from M games with the exact value and fails beyond 5 standard errors: a
// correct engine fails such a check about once in 1.7 million, a wrong one
// (a biased shuffle, an off-by-one draw) by far more than 5 SE at these M.

// choose is the binomial coefficient as a float64 (exact to 2^53, and to a
// relative 1e-16 beyond: enough for probabilities).
func choose(n, k int) float64 {
	if k < 0 || k > n {
		return 0
	}
	r := 1.0
	for i := 1; i <= k; i++ {
		r = r * float64(n-k+i) / float64(i)
	}
	return r
}

// hyper is P(X = k) for X the successes among n draws without replacement
// from N cards holding K successes.
func hyper(N, K, n, k int) float64 { return choose(K, k) * choose(N-K, n-k) / choose(N, n) }

// atLeast is P(X >= k).
func atLeast(N, K, n, k int) float64 {
	p := 0.0
	for j := k; j <= n; j++ {
		p += hyper(N, K, n, j)
	}
	return p
}

func checkProportion(t *testing.T, what string, hits, m int64, p float64) {
	t.Helper()
	got := float64(hits) / float64(m)
	se := math.Sqrt(p * (1 - p) / float64(m))
	if se == 0 {
		se = 1 / float64(m)
	}
	if z := (got - p) / se; math.Abs(z) > 5 {
		t.Errorf("%s: %.5f from %d games, exact %.5f (z = %.1f)", what, got, m, p, z)
	}
}

// The lazy shuffle: the lands among the first n cards drawn follow the
// hypergeometric distribution, for several decks and n.
func TestDrawsHypergeometric(t *testing.T) {
	const m = 200_000
	for _, tc := range []struct {
		lands, size, n int
	}{{24, 60, 7}, {24, 60, 10}, {17, 40, 8}, {37, 99, 12}, {1, 60, 7}} {
		text := fmt.Sprintf("%d land:C\n%d {9}", tc.lands, tc.size-tc.lands)
		cd := compileText(t, text, decks.Limited)
		land := id(t, cd, "land:C")
		g := newTestGame(t, cd, DefaultConfig())
		counts := make([]int64, tc.n+1)
		for i := range int64(m) {
			g.reset(OnPlay, i)
			for range tc.n {
				g.draw()
			}
			counts[g.b.hand[land]]++
		}
		for k := 0; k <= tc.n; k++ {
			var hits int64
			for j := k; j <= tc.n; j++ {
				hits += counts[j]
			}
			checkProportion(t, fmt.Sprintf("%d lands of %d, P(at least %d in %d)", tc.lands, tc.size, k, tc.n),
				hits, m, atLeast(tc.size, tc.lands, tc.n, k))
		}
	}
}

// The engine, no mulligans, on the play: what the statistics count on turn
// 1 (7 cards seen, nothing cast before) and turn 2 (8 cards seen, nothing
// of cost 2 or more castable on turn 1, no discard yet) is hypergeometric.
func TestEngineHypergeometric(t *testing.T) {
	const m = 100_000
	// 9 white and 8 blue lands; 4 copies of a 2-drop; 39 one-drop white spells.
	cd := compileText(t, "9 land:W\n8 land:U\n4 {1}{U}{U}\n39 {W}", decks.Constructed)
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Sides, cfg.Mulligan, cfg.Workers = m, 2, PlayOnly, NoMulligan, 2
	res, err := Run(context.Background(), cd, cfg, Options{})
	if err != nil {
		t.Fatal(err)
	}
	st := &res.Stats.Sides[OnPlay]
	n := len(cd.Cards)
	two, one := id(t, cd, "{1}{U}{U}"), id(t, cd, "{W}")
	t1, t2 := st.Card[0*n:1*n], st.Card[1*n:2*n]
	checkProportion(t, "a given 4-of in hand, turn 1", t1[two].InHand, m, atLeast(60, 4, 7, 1))
	checkProportion(t, "a given 4-of in hand, turn 2", t2[two].InHand, m, atLeast(60, 4, 8, 1))
	checkProportion(t, "enough mana for a 1-drop, turn 1", t1[one].EnoughMana, m, atLeast(60, 17, 7, 1))
	// {W} castable on turn 1: a white land among the 7. With a white spell in
	// hand the policy plays the white land; with none (all seven lands) it
	// plays the first land listed, which is white too.
	checkProportion(t, "{W} castable, turn 1", t1[one].Castable, m, atLeast(60, 9, 7, 1))
	if st.Turn[0].Games != m || st.Turn[1].Games != m {
		t.Fatalf("games reaching turns 1, 2: %d %d", st.Turn[0].Games, st.Turn[1].Games)
	}
	checkProportion(t, "a land drop on turn 1", st.Turn[0].LandDrops, m, atLeast(60, 17, 7, 1))
}

// The London mulligan on a 10-card deck, where the answer can be worked out
// exactly: 4 lands and 6 spells, the default keep rule (2-5 lands at 7, 2-4 at
// 6 and 5, any 4) counted after bottoming, which keeps min(lands, 3) lands
// and fills with spells, keeping more lands only when spells run out.
func TestLondonMulliganExact(t *testing.T) {
	for _, tc := range []struct {
		lands, bottomLands int
		keep               string
	}{
		{4, 3, DefaultKeep}, {7, 3, DefaultKeep}, {3, 2, DefaultKeep},
		// Narrow rules, under which every bottoming choice shows.
		{5, 3, "7:2-3,6:2-2,5:3-3,4:0-7"}, {5, 1, "7:1-1,6:2-2,5:1-2,4:0-7"}, {6, 2, "7:2-3,6:2-2,5:2-2,4:0-7"},
	} {
		t.Run(fmt.Sprintf("%dlands_bottom%d_%s", tc.lands, tc.bottomLands, tc.keep), func(t *testing.T) {
			londonExact(t, tc.lands, tc.bottomLands, tc.keep)
		})
	}
}

func londonExact(t *testing.T, lands, bottomLands int, keep string) {
	const m = 100_000
	const deck = 10
	cd := compileText(t, "17 land:C\n23 {5}", decks.Limited)
	// Shrink the compiled library to a 10-card deck.
	land, spell := uint16(id(t, cd, "land:C")), uint16(id(t, cd, "{5}"))
	cd.Library = nil
	for range lands {
		cd.Library = append(cd.Library, land)
	}
	for range deck - lands {
		cd.Library = append(cd.Library, spell)
	}
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Sides, cfg.Workers, cfg.BottomLands = m, 1, PlayOnly, 2, bottomLands
	var err error
	if cfg.Keep, err = ParseKeep(keep); err != nil {
		t.Fatal(err)
	}
	res, err := Run(context.Background(), cd, cfg, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The rule, read independently of ParseKeep.
	keepRange := map[int][2]int{}
	for _, part := range strings.Split(keep, ",") {
		var size, lo, hi int
		if _, err := fmt.Sscanf(part, "%d:%d-%d", &size, &lo, &hi); err != nil {
			t.Fatal(err)
		}
		keepRange[size] = [2]int{lo, hi}
	}
	// the study's bottoming rule, keeping size cards of a 7-card hand with x
	// lands: min(x, bottomLands) lands, more only when the spells run out.
	keptLands := func(x, size int) int {
		return min(x, max(min(x, bottomLands), size-(7-x)))
	}
	pKeep := func(size int) float64 {
		p := 0.0
		for x := 0; x <= 7; x++ {
			r := keepRange[size]
			if l := keptLands(x, size); l >= r[0] && l <= r[1] {
				p += hyper(deck, lands, 7, x)
			}
		}
		return p
	}
	reach := 1.0
	st := &res.Stats.Sides[OnPlay]
	for mull, size := 0, 7; size >= 4; mull, size = mull+1, size-1 {
		p := reach * pKeep(size)
		checkProportion(t, fmt.Sprintf("keep after %d mulligans", mull), st.Mulligans[mull], m, p)
		reach -= p
	}
	if reach > 1e-12 {
		t.Fatalf("probabilities do not sum to 1: %g left", reach)
	}
}
