package sim

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"golang.org/x/sync/errgroup"

	"github.com/goldfishsim/goldfish/decks"
)

// Result is what a run produced.
type Result struct {
	Stats *Stats
	// Played is, per side, how many of this shard's games were played, from
	// the first: game indices Shard, Shard+Shards, ... (the first Played[s]
	// of them). A run stopped early plays a prefix, so that a resumed run
	// plays exactly the rest.
	Played  [2]int64
	Partial bool // stopped before every game was played
}

// Progress, if not nil, is told how many games have finished, now and then.
type Progress func(done int64)

// RecordSink receives the record of every game, a chunk of games at a time,
// in game order on each side (chunks arrive in the order they were handed
// out: all of one side's, then the other's). The records are reused once it
// returns.
type RecordSink func(side Side, recs []GameRecord) error

// Options are a run's optional parts.
type Options struct {
	From     [2]int64 // games already played per side (resuming): start after them
	Progress Progress
	Records  RecordSink
}

// ShardGames returns how many game indices in [0, games) fall to shard
// (i % shards == shard).
func ShardGames(games int64, shard, shards int) int64 {
	if int64(shard) >= games {
		return 0
	}
	return (games-int64(shard)-1)/int64(shards) + 1
}

type chunk struct {
	side       Side
	start, end int64 // shard-local game numbers
}

// plan lays a run's chunks out by arithmetic, so that a run of 10^12 games
// holds no more than a run of 10^6: chunk c is side OnPlay's c-th if c is
// below its chunk count, else the next side's.
type plan struct {
	sides [2]struct {
		from, n, size, chunks int64 // games [from, n) in chunks of size
	}
	chunks int64
}

func newPlan(cfg *Config, from [2]int64, workers int) (*plan, error) {
	p := &plan{}
	for _, s := range []Side{OnPlay, OnDraw} {
		if !cfg.Sides.Has(s) {
			continue
		}
		n := ShardGames(cfg.Games, cfg.Shard, cfg.Shards)
		if from[s] < 0 || from[s] > n {
			return nil, fmt.Errorf("resuming %s after %d games, but the shard has %d", s, from[s], n)
		}
		sp := &p.sides[s]
		sp.from, sp.n = from[s], n
		sp.size = max(int64(64), min(int64(4096), (n-from[s])/int64(workers*8)+1))
		sp.chunks = (n - from[s] + sp.size - 1) / sp.size
		p.chunks += sp.chunks
	}
	return p, nil
}

// chunk returns chunk c (0 <= c < p.chunks).
func (p *plan) chunk(c int64) chunk {
	s := OnPlay
	if c >= p.sides[OnPlay].chunks {
		c -= p.sides[OnPlay].chunks
		s = OnDraw
	}
	sp := &p.sides[s]
	a := sp.from + c*sp.size
	return chunk{s, a, min(a+sp.size, sp.n)}
}

// played returns, per side, the games played once the first handed chunks
// are done: a prefix of each side's games.
func (p *plan) played(handed int64, from [2]int64) [2]int64 {
	out := from
	for s := range p.sides {
		sp := &p.sides[s]
		h := min(handed, sp.chunks)
		handed -= h
		if h > 0 {
			out[s] = min(sp.from+h*sp.size, sp.n)
		}
	}
	return out
}

// Run plays the games of cfg (this shard's share, on every side asked for,
// starting after the from[s] games already played on side s) over
// cfg.Workers workers, and returns the counts. Game j of the shard on side s
// is game index Shard + j*Shards, played from a random stream that depends
// on (Seed, s, index) only: the counts are identical whatever the worker
// count, the chunking or the split into shards.
//
// The deck is checked against the engine's limits (CheckDeck) before any
// game. Cancelling ctx stops the run: every worker finishes the chunk it
// holds (a few milliseconds of work) and takes no other, so the games played
// are a prefix; Run then returns them with Partial set, and ctx's error. Any
// other error (a worker's, the record sink's) stops the run too, and Run
// returns it with no result: a failed run is never passed off as a partial
// one.
func Run(ctx context.Context, d *decks.Compiled, cfg Config, opt Options) (*Result, error) {
	from, progress := opt.From, opt.Progress
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if err := CheckDeck(d); err != nil {
		return nil, err
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	p, err := newPlan(&cfg, from, workers)
	if err != nil {
		return nil, err
	}
	res := &Result{Stats: NewStats(len(d.Cards), cfg.Turns), Played: from}
	if p.chunks == 0 {
		return res, nil
	}
	workers = int(min(int64(workers), p.chunks))
	var next atomic.Int64 // the next chunk to hand out
	var done atomic.Int64 // games finished, for progress
	// Records go out in chunk order: a worker whose chunk is not next waits.
	var emitMu sync.Mutex
	emitCond := sync.NewCond(&emitMu)
	emitNext := int64(0)
	emitFailed := false
	stats := make([]*Stats, workers)
	eg, ctx2 := errgroup.WithContext(ctx)
	for w := range workers {
		// Each worker counts into its own Stats, padded so that no two
		// workers' counters share a cache line (their slices are separate
		// allocations already).
		ps := &paddedStats{Stats: *NewStats(len(d.Cards), cfg.Turns)}
		stats[w] = &ps.Stats
		eg.Go(func() error {
			g, err := newGame(d, &cfg, stats[w])
			if err != nil {
				return err
			}
			var recs []GameRecord
			if opt.Records != nil {
				recs = make([]GameRecord, 0, 4096)
			}
			for ctx2.Err() == nil {
				c := next.Add(1) - 1
				if c >= p.chunks {
					return nil
				}
				ch := p.chunk(c)
				recs = recs[:0]
				for j := ch.start; j < ch.end; j++ {
					g.play(ch.side, int64(cfg.Shard)+j*int64(cfg.Shards))
					if opt.Records != nil {
						recs = append(recs, g.rec)
					}
				}
				if opt.Records != nil {
					emitMu.Lock()
					for emitNext != c && !emitFailed {
						emitCond.Wait()
					}
					if emitFailed {
						emitMu.Unlock()
						return nil
					}
					err := opt.Records(ch.side, recs)
					emitNext++
					emitFailed = err != nil
					emitCond.Broadcast()
					emitMu.Unlock()
					if err != nil {
						return err
					}
				}
				if progress != nil {
					progress(done.Add(ch.end - ch.start))
				}
			}
			return nil
		})
	}
	if err := eg.Wait(); err != nil {
		return nil, err
	}
	for _, s := range stats {
		res.Stats.Add(s)
	}
	// The chunks handed out are [0, next) (capped), all finished: a prefix.
	handed := min(next.Load(), p.chunks)
	res.Played = p.played(handed, from)
	if handed < p.chunks {
		res.Partial = true
		return res, ctx.Err()
	}
	return res, nil
}

type paddedStats struct {
	_ [128]byte
	Stats
	_ [128]byte
}
