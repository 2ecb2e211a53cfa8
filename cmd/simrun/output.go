package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/sim"
)

// outFlags say where and how results are written.
type outFlags struct {
	out         string
	compression string
	parquet     bool
	perGame     bool
	chart       bool
	resume      bool
}

func (o *outFlags) add(fs *pflag.FlagSet) {
	fs.StringVar(&o.out, "out", "", "output folder (default results/<deck name>)")
	fs.StringVar(&o.compression, "compression", "zstd", "Arrow compression: zstd, lz4 or none")
	fs.BoolVar(&o.parquet, "parquet", false, "also write Parquet copies (zstd), for DuckDB")
	fs.BoolVar(&o.perGame, "per-game", false, "also write games.arrow, one row per game")
	fs.BoolVar(&o.chart, "chart", false, "also write charts (PNG and SVG) into the output folder")
	fs.BoolVar(&o.resume, "resume", false, "continue the partial (interrupted) result in the output folder to the requested games")
}

// folder returns the output folder for decks named names.
func (o *outFlags) folder(names []string) string {
	if o.out != "" {
		return o.out
	}
	name := names[0]
	if len(names) > 1 {
		name = fmt.Sprintf("%s-and-%d-more", names[0], len(names)-1)
	}
	return filepath.Join("results", sanitize(name))
}

func sanitize(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r == ':' || r < ' ' {
			return '_'
		}
		return r
	}, s)
}

// checkWritable makes dir and proves a file can be written there, before
// any game is played.
func checkWritable(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return usageError{fmt.Errorf("--out: cannot create %s: %w", dir, err)}
	}
	f, err := os.CreateTemp(dir, ".simrun-check-*")
	if err != nil {
		return usageError{fmt.Errorf("--out: cannot write in %s: %w", dir, err)}
	}
	name := f.Name()
	f.Close()
	os.Remove(name)
	return nil
}

// runConfig is the resolved configuration stored in every output file
// (goldfish.config): enough to run it again, decklists included.
type runConfig struct {
	Games       int64        `json:"games"`
	Turns       int          `json:"turns"`
	Seed        uint64       `json:"seed"`
	On          string       `json:"on"`
	Mulligan    string       `json:"mulligan"`
	Keep        string       `json:"keep"`
	BottomLands int          `json:"bottom_lands"`
	Scry        string       `json:"scry"`
	Rules       string       `json:"rules"`
	Format      string       `json:"format"`
	Shard       int          `json:"shard"`
	Shards      int          `json:"shards"`
	Workers     int          `json:"workers"`
	Cards       string       `json:"cards,omitempty"`
	AllowCopies bool         `json:"allow_copies,omitempty"`
	PerGame     bool         `json:"per_game,omitempty"`
	StopAtKill  bool         `json:"stop_at_kill,omitempty"`
	Decks       []deckConfig `json:"decks"`
}

type deckConfig struct {
	Name string `json:"name"`
	File string `json:"file"`
	List string `json:"list"` // the decklist file's text
}

func resolvedConfig(cfg sim.Config, f *simFlags, perGame bool, decks []deckConfig) json.RawMessage {
	rc := runConfig{Games: cfg.Games, Turns: cfg.Turns, Seed: cfg.Seed, On: cfg.Sides.String(), Mulligan: cfg.Mulligan.String(),
		Keep: cfg.Keep.String(), BottomLands: cfg.BottomLands, Scry: cfg.Scry.String(), Rules: cfg.Rules.String(), Format: cfg.Format.String(),
		Shard: cfg.Shard, Shards: cfg.Shards, Workers: cfg.Workers, Cards: f.cards, AllowCopies: f.allowCopies, PerGame: perGame, StopAtKill: cfg.StopAtKill, Decks: decks}
	b, err := json.Marshal(rc)
	if err != nil {
		panic(err) // plain values: cannot fail
	}
	return b
}

func meta(cfg sim.Config, f *simFlags, perGame bool, decks []deckConfig) analysis.Meta {
	return analysis.Meta{Version: version, Config: resolvedConfig(cfg, f, perGame, decks), Seed: cfg.Seed,
		Shard: fmt.Sprintf("%d/%d", cfg.Shard, cfg.Shards)}
}
