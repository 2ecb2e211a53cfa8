package sim

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"strings"
	"sync/atomic"

	"golang.org/x/sync/errgroup"

	"github.com/goldfishsim/goldfish/decks"
)

// The source study answers the classic manabase question: with a deck of
// DeckSize cards of which Lands are lands, how many of the lands must make a
// colour so that a spell of a given cost is castable on curve? The README
// ("How many sources?") words the study; this file is its engine.

// SourcesQuery is one study.
type SourcesQuery struct {
	DeckSize, Lands int
	Cost            string  // a pattern like "1CC": C is the colour studied, digits generic mana
	Target          float64 // 0: 90% for mana value 1, one point more per mana value
	Commander       bool    // 99 cards, a free first mulligan, a draw on turn 1
	Games           int64   // games per number of coloured sources
	Seed            uint64
	Workers         int
}

// SourcesPoint is the result for one number of coloured sources K.
type SourcesPoint struct {
	K      int
	Hits   int64 // games with enough coloured sources
	Games  int64 // games with at least mana value lands by the turn
	Prob   float64
	Lo, Hi float64 // 95% Wilson interval
}

// SourcesResult is a study's answer.
type SourcesResult struct {
	Cost      string
	ManaValue int
	Pips      int
	Target    float64
	Sources   int // the smallest K meeting the target, -1 if none does
	ByK       []SourcesPoint
	Exact     bool // computed (ExactSources), not played: no games, no interval
}

// StandardPatterns returns the costs of --table (a new slice each call).
func StandardPatterns() []string {
	return []string{"C", "1C", "CC", "2C", "1CC", "CCC", "3C", "2CC", "1CCC", "CCCC", "4C", "3CC",
		"2CCC", "1CCCC", "5C", "4CC", "3CCC", "5CC", "4CCC"}
}

// parsePattern reads "1CC": generic mana and coloured pips.
func parsePattern(p string) (generic, pips int, err error) {
	if p == "" {
		return 0, 0, fmt.Errorf("empty cost")
	}
	for i, r := range strings.ToUpper(p) {
		switch {
		case r == 'C':
			pips++
		case r >= '0' && r <= '9' && pips == 0:
			generic = generic*10 + int(r-'0')
		default:
			return 0, 0, fmt.Errorf("cost %q: %q at position %d (want digits, then C for each pip of the colour studied, as 1CC)", p, string(r), i+1)
		}
	}
	if pips == 0 {
		return 0, 0, fmt.Errorf("cost %q has no C: nothing to study", p)
	}
	if generic+pips > 20 {
		return 0, 0, fmt.Errorf("cost %q: mana value over 20", p)
	}
	return generic, pips, nil
}

// DefaultTarget is the study's target: 90% for mana value 1, one point more
// per mana value.
func DefaultTarget(mv int) float64 { return 0.89 + 0.01*float64(mv) }

// Wilson returns the 95% Wilson score interval of hits in n.
func Wilson(hits, n int64) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := float64(hits) / float64(n)
	d := 1 + z*z/float64(n)
	c := (p + z*z/(2*float64(n))) / d
	h := z * math.Sqrt(p*(1-p)/float64(n)+z*z/(4*float64(n)*float64(n))) / d
	return max(0, c-h), min(1, c+h)
}

// check validates a query (its game count only when it is played) and
// reads its cost; a Commander query without a deck size is of 99 cards.
func (q *SourcesQuery) check(played bool) (generic, pips int, err error) {
	generic, pips, err = parsePattern(q.Cost)
	if err != nil {
		return 0, 0, err
	}
	if q.Commander && q.DeckSize == 0 {
		q.DeckSize = 99
	}
	switch {
	case q.DeckSize < 8 || q.DeckSize > MaxLibrary:
		return 0, 0, &ConfigError{"deck-size", fmt.Sprint(q.DeckSize), fmt.Sprintf("want 8 to %d", MaxLibrary)}
	case q.Lands < 1 || q.Lands >= q.DeckSize:
		return 0, 0, &ConfigError{"lands", fmt.Sprint(q.Lands), fmt.Sprintf("want 1 to %d (fewer than the deck size)", q.DeckSize-1)}
	case played && q.Games < 1:
		return 0, 0, &ConfigError{"games", fmt.Sprint(q.Games), "want at least 1"}
	case q.Target < 0 || q.Target >= 1:
		return 0, 0, &ConfigError{"target", fmt.Sprint(q.Target), "want a probability below 1 (0 for the default)"}
	}
	return generic, pips, nil
}

func newSourcesResult(q *SourcesQuery, mv, pips int) *SourcesResult {
	res := &SourcesResult{Cost: q.Cost, ManaValue: mv, Pips: pips, Target: q.Target, Sources: -1}
	if res.Target == 0 {
		res.Target = DefaultTarget(mv)
	}
	return res
}

// StudySources runs a study: for every K from 0 to Lands, the same games
// (game i draws from the same random stream for every K), with K lands of
// the colour, Lands-K other lands and the rest spells of the cost.
func StudySources(ctx context.Context, q SourcesQuery) (*SourcesResult, error) {
	generic, pips, err := q.check(true)
	if err != nil {
		return nil, err
	}
	mv := generic + pips
	res := newSourcesResult(&q, mv, pips)
	cost := strings.Repeat("{W}", pips)
	if generic > 0 {
		cost = fmt.Sprintf("{%d}", generic) + cost
	}
	coloredLand, err1 := decks.Abstract("land:W")
	otherLand, err2 := decks.Abstract("land:C")
	spell, err3 := decks.Abstract(cost)
	if err := errors.Join(err1, err2, err3); err != nil {
		return nil, err
	}
	for k := 0; k <= q.Lands; k++ {
		d := &decks.Deck{Name: "sources", Format: decks.Limited}
		for _, s := range []decks.Slot{{Card: coloredLand, Count: k}, {Card: otherLand, Count: q.Lands - k},
			{Card: spell, Count: q.DeckSize - q.Lands}} {
			if s.Count > 0 {
				d.Main = append(d.Main, s)
			}
		}
		cd, err := decks.Compile(d)
		if err != nil {
			return nil, err
		}
		pt, err := studyOne(ctx, cd, q, mv, pips)
		if err != nil {
			return nil, err
		}
		pt.K = k
		pt.Prob = float64(pt.Hits) / math.Max(1, float64(pt.Games))
		pt.Lo, pt.Hi = Wilson(pt.Hits, pt.Games)
		res.ByK = append(res.ByK, pt)
		if res.Sources < 0 && pt.Games > 0 && pt.Prob >= res.Target {
			res.Sources = k
		}
	}
	return res, nil
}

// studyOne plays the study's games on one deck: mulligan, then draw to turn
// mv on the play, and count among the games with at least mv lands seen those
// with at least pips coloured lands.
func studyOne(ctx context.Context, cd *decks.Compiled, q SourcesQuery, mv, pips int) (SourcesPoint, error) {
	workers := q.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	cfg := DefaultConfig()
	cfg.Seed, cfg.Turns = q.Seed, 1
	if q.Commander {
		cfg.Format = decks.Commander
	}
	colored, other := -1, -1
	for i, n := range cd.Names {
		switch n {
		case "land:W":
			colored = i
		case "land:C":
			other = i
		}
	}
	var hits, games atomic.Int64
	var next atomic.Int64
	const chunk = 4096
	eg, ctx2 := errgroup.WithContext(ctx)
	for range workers {
		eg.Go(func() error {
			g, err := newGame(cd, &cfg, NewStats(len(cd.Cards), 1))
			if err != nil {
				return err
			}
			var h, n int64
			for ctx2.Err() == nil {
				start := next.Add(chunk) - chunk
				if start >= q.Games {
					break
				}
				for i := start; i < min(start+chunk, q.Games); i++ {
					g.reset(OnPlay, i)
					g.studyMulligan(q.Commander)
					draws := mv - 1
					if q.Commander {
						draws = mv
					}
					g.drawN(draws)
					lands, col := 0, 0
					if colored >= 0 {
						col = int(g.b.hand[colored])
					}
					lands = col
					if other >= 0 {
						lands += int(g.b.hand[other])
					}
					if lands >= mv {
						n++
						if col >= pips {
							h++
						}
					}
				}
			}
			hits.Add(h)
			games.Add(n)
			return ctx2.Err()
		})
	}
	if err := eg.Wait(); err != nil {
		return SourcesPoint{}, err
	}
	return SourcesPoint{Hits: hits.Load(), Games: games.Load()}, nil
}

// studyMulligan is the study's mulligan for the study: London, keeping 2-5
// lands at 7, 2-4 at 6 and 5, any 4, counted after bottoming (which keeps
// min(lands, 3) lands, other lands bottomed before coloured ones); in
// Commander, first a free 7-card mulligan unless the hand has 3-5 lands.
func (g *game) studyMulligan(commander bool) {
	keep := [8][2]int{7: {2, 5}, 6: {2, 4}, 5: {2, 4}, 4: {0, 7}}
	g.drawN(7)
	if commander {
		if l := g.handLands(); l < 3 || l > 5 {
			g.shuffleHandAway()
			g.drawN(7)
		}
	}
	for m := 0; ; m++ {
		if m > 0 {
			g.shuffleHandAway()
			g.drawN(7)
			for g.b.nhand > 7-m {
				g.putBottom(g.bottomChoice())
			}
		}
		size := g.b.nhand
		if size <= 4 {
			return
		}
		if l := g.handLands(); l >= keep[size][0] && l <= keep[size][1] {
			return
		}
	}
}
