package pair

import (
	"context"
	"errors"
	"runtime"
	"sync/atomic"

	"golang.org/x/sync/errgroup"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

// Set is decks to play on paired games, and what to measure.
type Set struct {
	Decks   []*decks.Compiled
	Slots   [][]uint64 // Align(Decks)
	Figures []Figure
	// Independent plays each deck on games of its own (deck k with seed
	// Seed+k, no alignment): two independent runs, for measuring what the
	// pairing gains.
	Independent bool
}

// NewSet aligns decks and takes compare's figures for turns turns.
func NewSet(ds []*decks.Compiled, turns int) *Set {
	return &Set{Decks: ds, Slots: Align(ds), Figures: Figures(ds, turns)}
}

// Tally is what paired games gave, as exact integer sums: per side, per
// deck and per figure, the sum and the sum of squares of the figure's
// per-game values, and for every deck after the first the sum of the
// squares of its per-game differences from the first deck (the paired
// variance needs it; the two sums give the mean difference).
type Tally struct {
	Figures []Figure
	Games   [2]int64
	Sum     [2][][]int64 // [side][deck][figure]
	Sq      [2][][]int64
	DSq     [2][][]int64 // deck 0's row unused
	Stats   []*sim.Stats // each deck's counts, as a run's
}

func newTally(set *Set, turns int) *Tally {
	t := &Tally{Figures: set.Figures}
	for s := range 2 {
		for range set.Decks {
			t.Sum[s] = append(t.Sum[s], make([]int64, len(set.Figures)))
			t.Sq[s] = append(t.Sq[s], make([]int64, len(set.Figures)))
			t.DSq[s] = append(t.DSq[s], make([]int64, len(set.Figures)))
		}
	}
	for _, d := range set.Decks {
		t.Stats = append(t.Stats, sim.NewStats(len(d.Cards), turns))
	}
	return t
}

// NewTally returns the empty tally of set's games of turns turns: what a
// resumed compare fills in from the sums a partial result wrote.
func NewTally(set *Set, turns int) *Tally { return newTally(set, turns) }

// Add adds o's sums to t (the same set: shards, rounds or workers).
func (t *Tally) Add(o *Tally) {
	for s := range 2 {
		t.Games[s] += o.Games[s]
		for k := range t.Sum[s] {
			for f := range t.Sum[s][k] {
				t.Sum[s][k][f] += o.Sum[s][k][f]
				t.Sq[s][k][f] += o.Sq[s][k][f]
				t.DSq[s][k][f] += o.DSq[s][k][f]
			}
		}
	}
	for k := range t.Stats {
		t.Stats[k].Add(o.Stats[k])
	}
}

// Play plays the shard-local games [from, to) of cfg's shard on every side
// cfg plays (game j is index Shard + j*Shards, as in sim.Run), every deck of
// set on each, and returns their tally. Game i of every deck deals from the
// same streams of (Seed, side, i), so the tally is a pure function of the
// set, cfg and the range, whatever cfg.Workers, the chunking or the split
// into ranges (tallies add). A cancelled ctx stops it: see PlayFrom.
func Play(ctx context.Context, set *Set, cfg sim.Config, from, to int64, progress func(done int64)) (*Tally, error) {
	return PlayFrom(ctx, set, cfg, [2]int64{from, from}, to, progress)
}

// PlayFrom is Play with a start of its own for each side (a resumed
// compare goes on from what each side had played). A cancelled ctx stops
// it with ctx's error and the tally of the games finished, which are a
// prefix of each side's range: [from[s], from[s]+Games[s]). Every worker
// finishes the chunk it holds, and the chunks are handed out in order,
// each side's in turn, so the ones finished are the first ones.
func PlayFrom(ctx context.Context, set *Set, cfg sim.Config, from [2]int64, to int64, progress func(done int64)) (*Tally, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if len(set.Decks) == 0 {
		return nil, errors.New("no decks to play")
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	const size = 256
	var sides []sim.Side
	for _, s := range []sim.Side{sim.OnPlay, sim.OnDraw} {
		if cfg.Sides.Has(s) {
			sides = append(sides, s)
		}
	}
	to = min(to, sim.ShardGames(cfg.Games, cfg.Shard, cfg.Shards))
	total := &Tally{}
	*total = *newTally(set, cfg.Turns)
	// Chunk c < firsts[k+1] is side sides[k]'s chunk c - firsts[k].
	firsts := make([]int64, len(sides)+1)
	for k, s := range sides {
		firsts[k+1] = firsts[k] + (max(0, to-from[s])+size-1)/size
	}
	chunks := firsts[len(sides)]
	if chunks == 0 {
		return total, ctx.Err()
	}
	workers = int(min(int64(workers), chunks))
	var next, done atomic.Int64
	tallies := make([]*Tally, workers)
	eg, ctx2 := errgroup.WithContext(ctx)
	for w := range workers {
		eg.Go(func() error {
			t := newTally(set, cfg.Turns)
			tallies[w] = t
			rs := make([]*reader, len(set.Decks))
			for k, d := range set.Decks {
				c := cfg
				slots := set.Slots[k]
				if set.Independent {
					c.Seed = cfg.Seed + uint64(k)
					slots = Align([]*decks.Compiled{d})[0]
				}
				p, err := sim.NewPairedPlayer(d, c, slots)
				if err != nil {
					return err
				}
				if rs[k], err = newReader(p, d, set.Figures); err != nil {
					return err
				}
				t.Stats[k] = p.Stats()
			}
			nf := len(set.Figures)
			v := make([][]int64, len(set.Decks))
			for k := range v {
				v[k] = make([]int64, nf)
			}
			for ctx2.Err() == nil {
				c := next.Add(1) - 1
				if c >= chunks {
					return nil
				}
				k := 0
				for c >= firsts[k+1] {
					k++
				}
				s := sides[k]
				a := from[s] + (c-firsts[k])*size
				b := min(a+size, to)
				for j := a; j < b; j++ {
					i := int64(cfg.Shard) + j*int64(cfg.Shards)
					for k, r := range rs {
						r.p.Play(s, i)
						r.read(s, v[k])
					}
					for k := range rs {
						sum, sq, dsq := t.Sum[s][k], t.Sq[s][k], t.DSq[s][k]
						for f, x := range v[k] {
							sum[f] += x
							sq[f] += x * x
							d := x - v[0][f]
							dsq[f] += d * d
						}
					}
				}
				t.Games[s] += b - a
				if progress != nil {
					progress(done.Add(b - a))
				}
			}
			return nil
		})
	}
	if err := eg.Wait(); err != nil {
		return nil, err // a worker's own (its setup): never an interruption's
	}
	for _, t := range tallies {
		if t != nil {
			total.Add(t)
		}
	}
	return total, ctx.Err()
}
