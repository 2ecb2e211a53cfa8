package sim

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// listChunks lists a run's chunks one by one, side by side, as simply as it
// can be done: plan must hand out exactly these, by arithmetic.
func listChunks(cfg Config, from [2]int64, workers int) []chunk {
	var out []chunk
	for _, s := range []Side{OnPlay, OnDraw} {
		if !cfg.Sides.Has(s) {
			continue
		}
		n := ShardGames(cfg.Games, cfg.Shard, cfg.Shards)
		size := max(int64(64), min(int64(4096), (n-from[s])/int64(workers*8)+1))
		for a := from[s]; a < n; a += size {
			out = append(out, chunk{s, a, min(a+size, n)})
		}
	}
	return out
}

func TestPlanIsTheList(t *testing.T) {
	for _, tc := range []struct {
		games         int64
		shard, shards int
		sides         Sides
		from          [2]int64
		workers       int
	}{
		{1, 0, 1, Both, [2]int64{}, 1},
		{100, 0, 1, Both, [2]int64{}, 2},
		{100_000, 0, 1, Both, [2]int64{}, 8},
		{100_000, 2, 7, PlayOnly, [2]int64{}, 3},
		{100_000, 1, 3, DrawOnly, [2]int64{0, 999}, 2},
		{1_000_000, 0, 1, Both, [2]int64{33_333, 12}, 4},
		{1_000_000, 0, 1, Both, [2]int64{1_000_000, 5}, 4},
		{5, 6, 7, Both, [2]int64{}, 2}, // a shard with no game
	} {
		cfg := DefaultConfig()
		cfg.Games, cfg.Shard, cfg.Shards, cfg.Sides = tc.games, tc.shard, tc.shards, tc.sides
		p, err := newPlan(&cfg, tc.from, tc.workers)
		if err != nil {
			t.Fatal(err)
		}
		want := listChunks(cfg, tc.from, tc.workers)
		if p.chunks != int64(len(want)) {
			t.Fatalf("%+v: %d chunks, the list has %d", tc, p.chunks, len(want))
		}
		for c, w := range want {
			if got := p.chunk(int64(c)); got != w {
				t.Fatalf("%+v: chunk %d is %+v, want %+v", tc, c, got, w)
			}
			// After c+1 chunks, each side has played up to the end of its
			// last chunk handed out.
			played := tc.from
			for _, x := range want[:c+1] {
				played[x.side] = max(played[x.side], x.end)
			}
			if got := p.played(int64(c+1), tc.from); got != played {
				t.Fatalf("%+v: after %d chunks played %v, want %v", tc, c+1, got, played)
			}
		}
	}
}

// A run of 10^10 games holds what a run of 10^6 does: the chunks are not
// listed up front (such a list takes 117 MB at 10^10 games, and more memory
// than there is at 10^11).
func TestRunMemoryIsFlat(t *testing.T) {
	cd := compileExample(t, "mono-red.txt", decks.Constructed)
	measure := func(games int64) uint64 {
		cfg := DefaultConfig()
		cfg.Games, cfg.Turns, cfg.Workers = games, 2, 2
		ctx, cancel := context.WithCancel(context.Background())
		var ms0, ms1 runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&ms0)
		res, err := Run(ctx, cd, cfg, Options{Progress: func(int64) { cancel() }})
		runtime.ReadMemStats(&ms1)
		if !errors.Is(err, context.Canceled) || !res.Partial {
			t.Fatalf("%d games: %v (partial %v), want a cancelled run", games, err, res != nil && res.Partial)
		}
		return ms1.TotalAlloc - ms0.TotalAlloc
	}
	small, huge := measure(1_000_000), measure(10_000_000_000)
	if huge > small+4<<20 {
		t.Errorf("a run of 1e10 games allocated %d KB, one of 1e6 %d KB: memory grows with the games", huge>>10, small>>10)
	}
}

// A worker's error (here the record sink's) stops the run and comes back
// as the error, never as a partial result ("interrupted").
func TestRunWorkerErrorIsNotPartial(t *testing.T) {
	cd := compileExample(t, "mono-red.txt", decks.Constructed)
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Workers = 200_000, 3, 2
	var calls atomic.Int64
	diskFull := errors.New("no space left on device")
	res, err := Run(context.Background(), cd, cfg, Options{Records: func(Side, []GameRecord) error {
		if calls.Add(1) == 5 {
			return diskFull
		}
		return nil
	}})
	if !errors.Is(err, diskFull) || res != nil {
		t.Fatalf("got %v, %+v; want the sink's error and no result", err, res)
	}
}

// A deck beyond the engine's limits is refused before any game, the limit
// named, rather than failing in every worker as if the run were stopped.
func TestRunChecksDeckLimits(t *testing.T) {
	var distinct strings.Builder
	for n := range 300 {
		fmt.Fprintf(&distinct, "1 {%d}{R}\n", n)
	}
	for _, tc := range []struct {
		list, want string
	}{
		{"513 land:R\n", "513 cards, at most 512"},
		{distinct.String(), "at most 256"},
	} {
		cd := compileText(t, tc.list, decks.Constructed)
		cfg := DefaultConfig()
		cfg.Games = 1000
		played := false
		res, err := Run(context.Background(), cd, cfg, Options{Progress: func(int64) { played = true }})
		if err == nil || !strings.Contains(err.Error(), tc.want) || res != nil || played {
			t.Errorf("%.20q...: %v (result %v, games played %v); want an error naming %q before any game", tc.list, err, res, played, tc.want)
		}
	}
}

// Config.Check bounds every setting, naming it (not a flag).
func TestConfigCheck(t *testing.T) {
	for _, tc := range []struct {
		set  func(*Config)
		want string
	}{
		{func(c *Config) { c.Workers = -3 }, "workers -3: want 0 (every CPU) to 4096"},
		{func(c *Config) { c.Workers = 1 << 20 }, "workers 1048576"},
		{func(c *Config) { c.Games = 0 }, "games 0: want 1 to 1e+15"},
		{func(c *Config) { c.Games = 2e15 }, "games 2000000000000000"},
		{func(c *Config) { c.Turns = 51 }, "turns 51: want 1 to 50"},
		{func(c *Config) { c.Shard, c.Shards = 4, 4 }, "shard 4/4"},
		{func(c *Config) { c.BottomLands = 8 }, "bottom-lands 8"},
		{func(c *Config) { c.Sides = 0 }, "no side to play"},
	} {
		cfg := DefaultConfig()
		tc.set(&cfg)
		err := cfg.Check()
		var ce *ConfigError
		if err == nil || !errors.As(err, &ce) || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "--") {
			t.Errorf("Check() = %v, want a ConfigError with %q and no flag", err, tc.want)
		}
	}
	if cfg := DefaultConfig(); cfg.Check() != nil {
		t.Errorf("the defaults fail their check: %v", cfg.Check())
	}
	for _, err := range []error{
		func() error { _, err := ParseSides("x"); return err }(),
		func() error { _, err := ParseMulligan("x"); return err }(),
		func() error { _, err := ParseRules("x"); return err }(),
		func() error { _, err := ParseScry("x"); return err }(),
		func() error { _, err := ParseKeep("9:1-2"); return err }(),
	} {
		if err == nil || strings.Contains(err.Error(), "--") {
			t.Errorf("a parse error names a flag: %v", err)
		}
	}
}
