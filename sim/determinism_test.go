package sim

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

func runStats(t *testing.T, cd *decks.Compiled, cfg Config) *Stats {
	t.Helper()
	res, err := Run(context.Background(), cd, cfg, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Partial {
		t.Fatal("a full run came back partial")
	}
	return res.Stats
}

// A run is a pure function of (config, seed): the same counts for 1, 2, 3
// and 8 workers, and for 1 and 4 shards merged.
func TestDeterminism(t *testing.T) {
	for _, file := range []string{"mono-red.txt", "azorius-midrange.txt", "green-ramp.dek", "dark-ritual.txt"} {
		cd := compileExample(t, file, decks.Constructed)
		cfg := DefaultConfig()
		cfg.Games, cfg.Turns, cfg.Rules = 3000, 8, Classic
		cfg.Workers = 1
		want := runStats(t, cd, cfg)
		for _, w := range []int{2, 3, 8} {
			cfg.Workers = w
			if got := runStats(t, cd, cfg); !got.Equal(want) {
				t.Errorf("%s: %d workers give other counts than 1", file, w)
			}
		}
		cfg.Workers = 3
		merged := NewStats(len(cd.Cards), cfg.Turns)
		for s := range 4 {
			cfg.Shard, cfg.Shards = s, 4
			merged.Add(runStats(t, cd, cfg))
		}
		if !merged.Equal(want) {
			t.Errorf("%s: 4 shards merged differ from one run", file)
		}
	}
}

// A stopped run played a prefix; resuming from it gives the uninterrupted counts.
func TestCancelAndResume(t *testing.T) {
	cd := compileExample(t, "mono-red.txt", decks.Constructed)
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Workers = 40_000, 6, 2
	want := runStats(t, cd, cfg)

	ctx, cancel := context.WithCancel(context.Background())
	var stopAt int64 = 5000
	res, err := Run(ctx, cd, cfg, Options{Progress: func(done int64) {
		if done >= stopAt {
			cancel()
		}
	}})
	if err == nil || !res.Partial {
		t.Fatalf("cancelled run: err %v, partial %v", err, res.Partial)
	}
	played := res.Played
	if played[OnPlay]+played[OnDraw] >= 2*cfg.Games || played[OnPlay] < stopAt/2 {
		t.Fatalf("played %v of %d per side", played, cfg.Games)
	}
	if res.Stats.Sides[OnPlay].Games != played[OnPlay] || res.Stats.Sides[OnDraw].Games != played[OnDraw] {
		t.Fatalf("counts hold %d+%d games, played says %v", res.Stats.Sides[0].Games, res.Stats.Sides[1].Games, played)
	}
	rest, err := Run(context.Background(), cd, cfg, Options{From: played})
	if err != nil || rest.Partial {
		t.Fatalf("resume: %v (partial %v)", err, rest.Partial)
	}
	res.Stats.Add(rest.Stats)
	if !res.Stats.Equal(want) {
		t.Fatal("stopped and resumed counts differ from an uninterrupted run")
	}
}

// A whole game allocates nothing.
func TestGameAllocatesNothing(t *testing.T) {
	for _, file := range []string{"mono-red.txt", "azorius-midrange.txt", "green-ramp.dek", "dark-ritual.txt"} {
		cd := compileExample(t, file, decks.Constructed)
		cfg := DefaultConfig()
		cfg.Rules = Classic
		g := newTestGame(t, cd, cfg)
		if allocs := gameAllocs(g, 200); allocs != 0 {
			t.Errorf("%s: %.2f allocations per game", file, allocs)
		}
	}
}

// The golden summary: the counts of a fixed run, pinned. A change to the
// engine that moves them must be deliberate: go test ./sim -run Golden -update
// (the flag after the package).
func TestGoldenSummary(t *testing.T) {
	var b strings.Builder
	for _, file := range []string{"mono-red.txt", "dark-ritual.txt", "green-ramp.dek"} {
		cd := compileExample(t, file, decks.Constructed)
		cfg := DefaultConfig()
		cfg.Games, cfg.Turns, cfg.Seed, cfg.Workers = 2000, 6, 42, 2
		if file == "dark-ritual.txt" {
			cfg.Rules = Classic
		}
		st := runStats(t, cd, cfg)
		fmt.Fprintf(&b, "%s\n", file)
		for s, side := range []string{"play", "draw"} {
			ss := &st.Sides[s]
			fmt.Fprintf(&b, "  %s: games %d mulligans %v kill %v\n", side, ss.Games, ss.Mulligans, ss.Kill)
			for tn, ts := range ss.Turn {
				fmt.Fprintf(&b, "    turn %d: %+v\n", tn+1, ts)
			}
		}
	}
	path := filepath.Join("testdata", "golden_summary.txt")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("the summary moved from %s; if that is meant, rerun with -update.\ngot:\n%s", path, got)
	}
}
