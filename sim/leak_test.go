package sim

import (
	"path/filepath"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// A game is a function of its index alone (the docs' determinism rule): a
// worker's game state, reused from game to game, must carry nothing over.
// Every game of each deck is played twice: on a state that has just played
// other games (in an order no run uses, so leftovers of any earlier game
// show), and on a state that has played nothing; the counts and the record
// must be equal. The workers split of a run only exposes a leak by luck
// (which games share a worker); this finds it on every run.
func TestGameStateCarriesNothing(t *testing.T) {
	files, _ := filepath.Glob("../decks/testdata/decklists/archetypes/*")
	for _, f := range []string{"mono-red.txt", "azorius-midrange.txt", "green-ramp.dek", "dark-ritual.txt"} {
		files = append(files, "../decks/examples/"+f)
	}
	more, _ := filepath.Glob("../decks/testdata/decklists/*.*")
	for _, f := range more {
		if filepath.Ext(f) != ".md" {
			files = append(files, f)
		}
	}
	type deck struct {
		name string
		cd   *decks.Compiled
	}
	var ds []deck
	for _, f := range files {
		ds = append(ds, deck{filepath.Base(f), compileFile(t, f, decks.Constructed)})
	}
	for _, sd := range shortcutDecks(t) {
		if sd.text != "" {
			ds = append(ds, deck{sd.file, sd.cd})
		}
	}
	const n = 120
	for _, d := range ds {
		t.Run(d.name, func(t *testing.T) {
			cfg := DefaultConfig()
			cfg.Turns = 10
			used := newTestGame(t, d.cd, cfg)
			// Games n-1 down to 0, each side, on one state: every game
			// follows one that differs from the one it follows in a run.
			for i := int64(n - 1); i >= 0; i-- {
				for s := range 2 {
					used.stats = NewStats(len(d.cd.Cards), cfg.Turns)
					used.play(Side(s), i)
					fresh := newTestGame(t, d.cd, cfg)
					fresh.play(Side(s), i)
					if used.rec != fresh.rec || !used.stats.Equal(fresh.stats) {
						t.Fatalf("game %d side %d: played after others it gives %+v, on a fresh state %+v", i, s, used.rec, fresh.rec)
					}
				}
			}
		})
	}
}
