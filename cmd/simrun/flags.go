package main

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

// parseCount reads a game count: 1000000, 1e6, 10M, 250k, 2.5M.
func parseCount(s string) (int64, error) {
	t := strings.TrimSpace(strings.ReplaceAll(s, "_", ""))
	mult := 1.0
	if n := len(t); n > 0 {
		switch t[n-1] {
		case 'k', 'K':
			mult, t = 1e3, t[:n-1]
		case 'm', 'M':
			mult, t = 1e6, t[:n-1]
		case 'g', 'G', 'b', 'B':
			mult, t = 1e9, t[:n-1]
		}
	}
	f, err := strconv.ParseFloat(t, 64)
	v := f * mult
	if err != nil || v < 1 || v > 1e15 || v != math.Trunc(v) {
		return 0, fmt.Errorf("%q is not a whole number of games (like 1000000, 1e6, 10M, 250k)", s)
	}
	return int64(v), nil
}

// countValue is a pflag.Value for game counts.
type countValue struct{ n *int64 }

func (c countValue) String() string {
	if c.n == nil {
		return "0"
	}
	return strconv.FormatInt(*c.n, 10)
}
func (c countValue) Set(s string) error {
	v, err := parseCount(s)
	if err != nil {
		return err
	}
	*c.n = v
	return nil
}
func (c countValue) Type() string { return "count" }

// simFlags are the run flags the engine reads.
type simFlags struct {
	games                     int64
	turns                     int
	seed                      uint64
	on, mulligan, keep, rules string
	scry                      string
	bottomLands               int
	format, shard             string
	shardCount                int
	workers                   int
	cards                     string
	allowCopies               bool
	stopAtKill                bool
}

func (f *simFlags) add(fs *pflag.FlagSet, defGames int64) {
	f.games = defGames
	fs.Var(countValue{&f.games}, "games", "games per deck and side (accepts 1e6, 10M, 250k)")
	fs.IntVar(&f.turns, "turns", 10, "turns per game")
	fs.Uint64Var(&f.seed, "seed", 1, "run seed: a run is a pure function of its configuration and seed")
	fs.StringVar(&f.on, "on", "both", "who starts: play, draw or both")
	fs.StringVar(&f.mulligan, "mulligan", "london", "mulligan rule: london, vancouver or none")
	fs.StringVar(&f.keep, "keep", sim.DefaultKeep, "keepable land counts by kept hand size, counted after London bottoming")
	fs.IntVar(&f.bottomLands, "bottom-lands", 3, "London bottoming keeps min(lands, N) lands where it can")
	fs.StringVar(&f.scry, "scry", "planner", "Vancouver scry: planner (keep on top what the hand wants) or land-top (a land stays, a spell goes to the bottom, as the published land-drop studies)")
	fs.StringVar(&f.rules, "rules", "modern", "modern (pools empty each step and phase) or classic (each phase, and mana burn costs life)")
	fs.StringVar(&f.format, "format", "constructed", "constructed, limited or commander: deck-size checks and format defaults")
	fs.IntVar(&f.workers, "workers", 0, "worker goroutines (default: all CPUs)")
	fs.StringVar(&f.shard, "shard", "", "run only shard I of N (0-based), as I/N; also from SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX")
	fs.IntVar(&f.shardCount, "shard-count", 0, "the shard count N when the index comes from JOB_COMPLETION_INDEX")
	fs.StringVar(&f.cards, "cards", "", "a Scryfall bulk JSON file (.json, .json.gz, .json.zst) for cards the built-in database lacks")
	fs.BoolVar(&f.allowCopies, "allow-copies", false, "no warning for more copies of a card than the format allows")
	fs.BoolVar(&f.stopAtKill, "stop-at-kill", false, "end each game the turn the opponent dies (later turns count only the games still going)")
}

// config resolves the flags into an engine configuration.
func (f *simFlags) config() (sim.Config, error) {
	cfg := sim.DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Seed, cfg.BottomLands, cfg.Workers = f.games, f.turns, f.seed, f.bottomLands, f.workers
	cfg.StopAtKill = f.stopAtKill
	var err error
	if cfg.Sides, err = sim.ParseSides(f.on); err != nil {
		return cfg, usageError{err}
	}
	if cfg.Mulligan, err = sim.ParseMulligan(f.mulligan); err != nil {
		return cfg, usageError{err}
	}
	if cfg.Scry, err = sim.ParseScry(f.scry); err != nil {
		return cfg, usageError{err}
	}
	if cfg.Keep, err = sim.ParseKeep(f.keep); err != nil {
		return cfg, usageError{err}
	}
	if cfg.Rules, err = sim.ParseRules(f.rules); err != nil {
		return cfg, usageError{err}
	}
	if cfg.Format, err = decks.ParseGameFormat(f.format); err != nil {
		return cfg, usageError{fmt.Errorf("--format: %w", err)}
	}
	if cfg.Shard, cfg.Shards, err = shardFrom(f.shard, f.shardCount, os.Getenv); err != nil {
		return cfg, usageError{err}
	}
	if err := cfg.Check(); err != nil {
		return cfg, usageError{err}
	}
	return cfg, nil
}

// shardFrom reads --shard I/N, or a cluster's array index: Slurm's
// SLURM_ARRAY_TASK_ID with SLURM_ARRAY_TASK_COUNT (arrays may start at 1:
// SLURM_ARRAY_TASK_MIN is subtracted), or a Kubernetes Indexed Job's
// JOB_COMPLETION_INDEX with --shard-count.
func shardFrom(flag string, count int, env func(string) string) (int, int, error) {
	if flag != "" {
		a, b, ok := strings.Cut(flag, "/")
		i, err1 := strconv.Atoi(a)
		n, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
			return 0, 0, fmt.Errorf("--shard %q: want I/N with 0 <= I < N, like 0/4", flag)
		}
		return i, n, nil
	}
	if id := env("SLURM_ARRAY_TASK_ID"); id != "" {
		i, err1 := strconv.Atoi(id)
		n, err2 := strconv.Atoi(env("SLURM_ARRAY_TASK_COUNT"))
		if err1 != nil || err2 != nil || n < 1 {
			return 0, 0, fmt.Errorf("SLURM_ARRAY_TASK_ID=%q with SLURM_ARRAY_TASK_COUNT=%q: want whole numbers", id, env("SLURM_ARRAY_TASK_COUNT"))
		}
		if lo := env("SLURM_ARRAY_TASK_MIN"); lo != "" {
			m, err := strconv.Atoi(lo)
			if err != nil {
				return 0, 0, fmt.Errorf("SLURM_ARRAY_TASK_MIN=%q: want a whole number", lo)
			}
			i -= m
		}
		if i < 0 || i >= n {
			return 0, 0, fmt.Errorf("Slurm array task %d of %d is out of range (is the array 0..N-1 or 1..N?)", i, n)
		}
		return i, n, nil
	}
	if id := env("JOB_COMPLETION_INDEX"); id != "" {
		i, err := strconv.Atoi(id)
		if err != nil || count < 1 || i < 0 || i >= count {
			return 0, 0, fmt.Errorf("JOB_COMPLETION_INDEX=%q needs --shard-count N with 0 <= index < N", id)
		}
		return i, count, nil
	}
	return 0, 1, nil
}

// database returns the built-in card database, with a Scryfall file's cards
// added if --cards names one.
func (f *simFlags) database() (*decks.Database, error) {
	db, err := decks.Builtin()
	if err != nil {
		return nil, err
	}
	if f.cards == "" {
		return db, nil
	}
	db = db.Clone()
	st, err := decks.ImportScryfall(db, f.cards)
	if err != nil {
		return nil, usageError{fmt.Errorf("--cards: %w", err)}
	}
	fmt.Fprintf(os.Stderr, "simrun: %s: %d cards added (%d objects read, %d with mana text not understood)\n",
		f.cards, st.Cards, st.Objects, st.Unrecognised)
	return db, nil
}

// loadDeck reads, resolves and compiles a decklist file.
func (f *simFlags) loadDeck(path string, db *decks.Database, format decks.GameFormat) (*decks.Compiled, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, usageError{err}
	}
	d, warnings, err := decks.LoadDeck(path, data, db, decks.ResolveOptions{Format: format, AllowCopies: f.allowCopies})
	for _, w := range warnings {
		fmt.Fprintln(os.Stderr, "simrun: warning:", w)
	}
	if err != nil {
		return nil, usageError{err}
	}
	cd, err := decks.Compile(d)
	if err != nil {
		return nil, usageError{fmt.Errorf("%s: %w", path, err)}
	}
	return cd, nil
}
