package job

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

// Params are a run's settings as a user gives them. Set parses a value by
// the setting's name exactly as the command line does, so that a flag, a key
// of a --config file and a sweep's axis value mean the same.
type Params struct {
	Games       int64
	Turns       int
	Seed        uint64
	On          string
	Mulligan    string
	Keep        string
	BottomLands int
	Scry        string
	Rules       string
	Format      string
	Workers     int
	Shard       string // "I/N"; "" for the environment's (Slurm, Kubernetes) or none
	ShardCount  int    // N when the index comes from JOB_COMPLETION_INDEX
	Cards       string // a Scryfall bulk file
	AllowCopies bool
	StopAtKill  bool
	PerGame     bool
}

// DefaultParams returns the defaults of simrun run.
func DefaultParams() Params {
	return Params{Games: 1_000_000, Turns: 10, Seed: 1, On: "both", Mulligan: "london", Keep: sim.DefaultKeep,
		BottomLands: 3, Scry: "planner", Rules: "modern", Format: "constructed"}
}

// Setting describes one of the Params.
type Setting struct {
	Name  string
	Kind  string // "count" (games), "int", "uint", "string" or "bool"
	Usage string
	Axis  bool // a sweep may vary it ([axes])
}

// Settings lists every setting of Params, in the order a help text shows them.
func Settings() []Setting {
	return []Setting{
		{"games", "count", "games per deck and side (accepts 1e6, 10M, 250k)", true},
		{"turns", "int", "turns per game", true},
		{"seed", "uint", "run seed: a run is a pure function of its configuration and seed", true},
		{"on", "string", "who starts: play, draw or both", true},
		{"mulligan", "string", "mulligan rule: london, vancouver or none", true},
		{"keep", "string", "keepable land counts by kept hand size, counted after London bottoming", true},
		{"bottom-lands", "int", "London bottoming keeps min(lands, N) lands where it can", true},
		{"scry", "string", "Vancouver scry: planner (keep on top what the hand wants) or land-top (a land stays, a spell goes to the bottom, as the published land-drop studies)", true},
		{"rules", "string", "modern (pools empty each step and phase) or classic (each phase, and mana burn costs life)", true},
		{"format", "string", "constructed, limited or commander: deck-size checks and format defaults", true},
		{"workers", "int", "worker goroutines (default: all CPUs)", false},
		{"shard", "string", "run only shard I of N (0-based), as I/N; also from SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX", false},
		{"shard-count", "int", "the shard count N when the index comes from JOB_COMPLETION_INDEX", false},
		{"cards", "string", "a Scryfall bulk JSON file (.json, .json.gz, .json.zst) for cards the built-in database lacks", false},
		{"allow-copies", "bool", "no warning for more copies of a card than the format allows", false},
		{"stop-at-kill", "bool", "end each game the turn the opponent dies (later turns count only the games still going)", false},
		{"per-game", "bool", "also write games.arrow, one row per game", false},
	}
}

// IsSetting reports whether name is a setting of Params.
func IsSetting(name string) bool {
	for _, s := range Settings() {
		if s.Name == name {
			return true
		}
	}
	return false
}

// Set parses value into the setting name. Its errors are *sim.ConfigError.
func (p *Params) Set(name, value string) error {
	bad := func(problem string) error {
		return &sim.ConfigError{Setting: name, Value: strconv.Quote(value), Problem: problem}
	}
	atoi := func(dst *int) error {
		n, err := strconv.Atoi(strings.TrimSpace(value))
		if err != nil {
			return bad("not a whole number")
		}
		*dst = n
		return nil
	}
	flag := func(dst *bool) error {
		b, err := strconv.ParseBool(strings.TrimSpace(value))
		if err != nil {
			return bad("want true or false")
		}
		*dst = b
		return nil
	}
	switch name {
	case "games":
		n, err := ParseCount(value)
		if err != nil {
			return bad(err.Error())
		}
		p.Games = n
	case "turns":
		return atoi(&p.Turns)
	case "seed":
		n, err := strconv.ParseUint(strings.TrimSpace(value), 10, 64)
		if err != nil {
			return bad("not a whole number from 0 to 2^64-1")
		}
		p.Seed = n
	case "on":
		p.On = value
	case "mulligan":
		p.Mulligan = value
	case "keep":
		p.Keep = value
	case "bottom-lands":
		return atoi(&p.BottomLands)
	case "scry":
		p.Scry = value
	case "rules":
		p.Rules = value
	case "format":
		p.Format = value
	case "workers":
		return atoi(&p.Workers)
	case "shard":
		p.Shard = value
	case "shard-count":
		return atoi(&p.ShardCount)
	case "cards":
		p.Cards = value
	case "allow-copies":
		return flag(&p.AllowCopies)
	case "stop-at-kill":
		return flag(&p.StopAtKill)
	case "per-game":
		return flag(&p.PerGame)
	default:
		return bad("not a setting")
	}
	return nil
}

// Get returns the setting name as Set reads it back.
func (p *Params) Get(name string) string {
	switch name {
	case "games":
		return strconv.FormatInt(p.Games, 10)
	case "turns":
		return strconv.Itoa(p.Turns)
	case "seed":
		return strconv.FormatUint(p.Seed, 10)
	case "on":
		return p.On
	case "mulligan":
		return p.Mulligan
	case "keep":
		return p.Keep
	case "bottom-lands":
		return strconv.Itoa(p.BottomLands)
	case "scry":
		return p.Scry
	case "rules":
		return p.Rules
	case "format":
		return p.Format
	case "workers":
		return strconv.Itoa(p.Workers)
	case "shard":
		return p.Shard
	case "shard-count":
		return strconv.Itoa(p.ShardCount)
	case "cards":
		return p.Cards
	case "allow-copies":
		return strconv.FormatBool(p.AllowCopies)
	case "stop-at-kill":
		return strconv.FormatBool(p.StopAtKill)
	case "per-game":
		return strconv.FormatBool(p.PerGame)
	}
	return ""
}

// Resolve turns the settings into an engine configuration, the shard taken
// from Shard or else from the environment (getenv: os.Getenv). Its errors
// are *sim.ConfigError.
func (p *Params) Resolve(getenv func(string) string) (sim.Config, error) {
	cfg := sim.DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Seed, cfg.BottomLands, cfg.Workers = p.Games, p.Turns, p.Seed, p.BottomLands, p.Workers
	cfg.StopAtKill = p.StopAtKill
	var err error
	if cfg.Sides, err = sim.ParseSides(p.On); err != nil {
		return cfg, err
	}
	if cfg.Mulligan, err = sim.ParseMulligan(p.Mulligan); err != nil {
		return cfg, err
	}
	if cfg.Scry, err = sim.ParseScry(p.Scry); err != nil {
		return cfg, err
	}
	if cfg.Keep, err = sim.ParseKeep(p.Keep); err != nil {
		return cfg, err
	}
	if cfg.Rules, err = sim.ParseRules(p.Rules); err != nil {
		return cfg, err
	}
	if cfg.Format, err = decks.ParseFormat(p.Format); err != nil {
		return cfg, &sim.ConfigError{Setting: "format", Value: strconv.Quote(p.Format), Problem: "want constructed, limited or commander"}
	}
	if cfg.Shard, cfg.Shards, err = ShardFrom(p.Shard, p.ShardCount, getenv); err != nil {
		return cfg, err
	}
	return cfg, cfg.Check()
}

// ParseCount reads a game count: 1000000, 1e6, 10M, 250k, 2.5M, 1_000.
func ParseCount(s string) (int64, error) {
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
	if err != nil || v < 1 || v > sim.MaxGames || v != math.Trunc(v) {
		return 0, fmt.Errorf("not a whole number of games from 1 to %.0e (like 1000000, 1e6, 10M, 250k)", float64(sim.MaxGames))
	}
	return int64(v), nil
}

// ShardFrom reads the shard "I/N", or else a cluster's array index: Slurm's
// SLURM_ARRAY_TASK_ID with SLURM_ARRAY_TASK_COUNT (arrays may start at 1:
// SLURM_ARRAY_TASK_MIN is subtracted), or a Kubernetes Indexed Job's
// JOB_COMPLETION_INDEX with count. With none of them it is shard 0 of 1.
func ShardFrom(shard string, count int, getenv func(string) string) (int, int, error) {
	if shard != "" {
		a, b, ok := strings.Cut(shard, "/")
		i, err1 := strconv.Atoi(a)
		n, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil || n < 1 || n > sim.MaxShards || i < 0 || i >= n {
			return 0, 0, &sim.ConfigError{Setting: "shard", Value: strconv.Quote(shard), Problem: "want I/N with 0 <= I < N, like 0/4"}
		}
		return i, n, nil
	}
	if id := getenv("SLURM_ARRAY_TASK_ID"); id != "" {
		value := fmt.Sprintf("from SLURM_ARRAY_TASK_ID=%q, SLURM_ARRAY_TASK_COUNT=%q", id, getenv("SLURM_ARRAY_TASK_COUNT"))
		i, err1 := strconv.Atoi(id)
		n, err2 := strconv.Atoi(getenv("SLURM_ARRAY_TASK_COUNT"))
		if err1 != nil || err2 != nil || n < 1 || n > sim.MaxShards {
			return 0, 0, &sim.ConfigError{Setting: "shard", Value: value, Problem: "want whole numbers"}
		}
		if lo := getenv("SLURM_ARRAY_TASK_MIN"); lo != "" {
			m, err := strconv.Atoi(lo)
			if err != nil {
				return 0, 0, &sim.ConfigError{Setting: "shard", Value: fmt.Sprintf("from SLURM_ARRAY_TASK_MIN=%q", lo), Problem: "want a whole number"}
			}
			i -= m
		}
		if i < 0 || i >= n {
			return 0, 0, &sim.ConfigError{Setting: "shard", Value: value, Problem: fmt.Sprintf("task %d of %d is out of range (is the array 0..N-1 or 1..N?)", i, n)}
		}
		return i, n, nil
	}
	if id := getenv("JOB_COMPLETION_INDEX"); id != "" {
		i, err := strconv.Atoi(id)
		if err != nil || count < 1 || count > sim.MaxShards || i < 0 || i >= count {
			return 0, 0, &sim.ConfigError{Setting: "shard-count", Value: strconv.Itoa(count),
				Problem: fmt.Sprintf("JOB_COMPLETION_INDEX=%q needs a shard count N with 0 <= index < N", id)}
		}
		return i, count, nil
	}
	if count > 1 { // else every pod of a misconfigured job would play the whole run
		return 0, 0, &sim.ConfigError{Setting: "shard-count", Value: strconv.Itoa(count),
			Problem: "no JOB_COMPLETION_INDEX to take the shard's index from (give --shard I/N, or run it as an Indexed Job)"}
	}
	return 0, 1, nil
}
