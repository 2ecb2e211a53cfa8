// Package bench is Goldfish's benchmark suite: the reference workloads that
// bench_test.go times with go test -bench and that simrun bench runs for a
// few seconds each, so that the figures in bench/README.md can be
// reproduced two ways.
package bench

import (
	"os"
	"path/filepath"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

// Workload is a deck and a configuration to time.
type Workload struct {
	Name string
	Deck *decks.Compiled
	Cfg  sim.Config
	Side sim.Sides // PlayOnly, or Both to alternate
}

// studyKeep is the castability study's keep rule: mulligan to 5 a hand of
// 0, 1, 6 or 7 lands.
const studyKeep = "7:2-5,6:2-5,5:0-7"

// Workloads returns the reference workloads. examples is the folder of the
// example decks (decks/examples from the repository root).
func Workloads(examples string) ([]Workload, error) {
	db, err := decks.Builtin()
	if err != nil {
		return nil, err
	}
	load := func(name, text string) (*decks.Compiled, error) {
		d, _, err := decks.LoadDeck(name, []byte(text), db, decks.ResolveOptions{AllowCopies: true})
		if err != nil {
			return nil, err
		}
		return decks.Compile(d)
	}
	var out []Workload
	study, err := load("study", "24 Swamp\n36 {1}{B}{B}\n")
	if err != nil {
		return nil, err
	}
	cfg := sim.DefaultConfig()
	cfg.Turns = 7
	if cfg.Keep, err = sim.ParseKeep(studyKeep); err != nil {
		return nil, err
	}
	out = append(out, Workload{"study", study, cfg, sim.PlayOnly})
	// The published peer's own study (bench/peer/compare.sh): the same deck,
	// 3 turns on the play.
	cfg.Turns = 3
	out = append(out, Workload{"peer-study", study, cfg, sim.PlayOnly})
	bolts, err := load("bolts", "44 Lightning Bolt\n16 Mountain\n")
	if err != nil {
		return nil, err
	}
	cfg = sim.DefaultConfig()
	cfg.Turns, cfg.StopAtKill = 20, true
	out = append(out, Workload{"bolts-to-kill", bolts, cfg, sim.PlayOnly})
	for _, f := range []string{"mono-red.txt", "green-ramp.dek", "dark-ritual.txt", "azorius-midrange.txt"} {
		data, err := os.ReadFile(filepath.Join(examples, f))
		if err != nil {
			return nil, err
		}
		cd, err := load(f, string(data))
		if err != nil {
			return nil, err
		}
		cfg := sim.DefaultConfig()
		if f == "dark-ritual.txt" {
			cfg.Rules = sim.Classic
		}
		out = append(out, Workload{f, cd, cfg, sim.Both})
	}
	return out, nil
}

// SideOf returns the side game i of a workload is played on.
func (w *Workload) SideOf(i int64) sim.Side {
	switch w.Side {
	case sim.Both:
		return sim.Side(i & 1)
	case sim.DrawOnly:
		return sim.OnDraw
	}
	return sim.OnPlay
}

// Named returns the workload of that name (nil if there is none).
func Named(ws []Workload, name string) *Workload {
	for i := range ws {
		if ws[i].Name == name {
			return &ws[i]
		}
	}
	return nil
}
