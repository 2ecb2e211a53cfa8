package sim

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// A game is a function of (configuration, seed, game index), not of
// --turns: its first T turns are the same at any --turns >= T (reliability
// report, "a game depends on --turns"). decideNatural deals --turns cards
// ahead when the hand is kept, so before the fix a search's shuffle (a fetch
// land, Rampant Growth, Cultivate, Sakura-Tribe Elder) drew its next cards
// from another place of the stream, and from a library array permuted more
// or less. Each game's narration of its first T turns, every draw, land,
// search and spell in it, must be the same at T and at 15 turns.
func TestGameIndependentOfTurns(t *testing.T) {
	fetch := compileText(t, "4 Flooded Strand\n4 Polluted Delta\n4 Evolving Wilds\n5 Island\n5 Swamp\n2 Forest\n"+
		"4 Rampant Growth\n4 Cultivate\n4 Farseek\n4 Sakura-Tribe Elder\n4 Wood Elves\n4 Kodama's Reach\n12 {1}{U}{B}\n", decks.Constructed)
	ramp := compileExample(t, "green-ramp.dek", decks.Constructed)
	const long = 15
	searched := 0
	for _, d := range []*decks.Compiled{fetch, ramp} {
		for _, short := range []int{2, 4, 7} {
			cfg := DefaultConfig()
			cfg.Games = 200
			for side := range 2 {
				for i := range int64(cfg.Games) {
					cfg.Turns = short
					a := replayText(t, d, cfg, Side(side), i)
					cfg.Turns = long
					b := replayText(t, d, cfg, Side(side), i)
					// The short game's narration but its closing line; the
					// long one's up to its turn short+1.
					a = a[:strings.LastIndex(strings.TrimSuffix(a, "\n"), "\n")+1]
					if k := strings.Index(b, fmt.Sprintf("— turn %d ", short+1)); k >= 0 {
						b = b[:strings.LastIndex(b[:k], "\n")+1]
					}
					if a != b {
						t.Fatalf("%s game %d side %d: its first %d turns differ at --turns %d and %d:\n%s\n---\n%s", d.Name, i, side, short, short, long, a, b)
					}
					if strings.Contains(a, "find ") {
						searched++
					}
				}
			}
		}
	}
	if searched < 100 {
		t.Errorf("only %d games searched their library: the test does not test searches", searched)
	}
}

func replayText(t *testing.T, d *decks.Compiled, cfg Config, s Side, i int64) string {
	t.Helper()
	var b strings.Builder
	if _, err := Replay(context.Background(), d, cfg, s, i, &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
