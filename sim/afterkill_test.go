package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// A game is won at the kill: the player's own life loss after it does not
// end it, so every game that killed reaches the last turn, and the per-turn
// figures after the kill are over all of them. The held-out Burn list's case:
// Eidolon of the Great Revel and pain lands took two games of 5,000 down to
// 0 life after the opponent was dead, and the games column dropped below the
// games played on the turns after.
func TestNoLossAfterTheKill(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Sides = 5000, 20, PlayOnly
	cd := compileFile(t, "../decks/testdata/decklists/modern-burn.txt", decks.Constructed)
	st := runStats(t, cd, cfg).Sides[OnPlay]
	killed := st.Games - st.Kill[0]
	if killed == 0 {
		t.Fatal("the Burn list never kills: the test shows nothing")
	}
	last := st.Turn[cfg.Turns-1]
	if last.OppDead != killed {
		t.Errorf("turn %d: opponent dead in %d games, want every game that killed (%d): a won game ended after its kill",
			cfg.Turns, last.OppDead, killed)
	}
	for i := 1; i < cfg.Turns; i++ {
		prev, ts := st.Turn[i-1], st.Turn[i]
		if lost := prev.Games - ts.Games; lost > prev.Games-prev.OppDead {
			t.Errorf("turn %d: %d games ended, more than the %d not yet won", i+1, lost, prev.Games-prev.OppDead)
		}
	}
}

// The rule by hand: at 0 life at the end of a turn the player loses, unless
// the opponent died first (this turn or before).
func TestLossAtZeroLifeOnlyBeforeTheKill(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Turns = 5
	cd := compileText(t, "30 Mountain\n30 Lightning Bolt\n", decks.Constructed)
	for _, tc := range []struct {
		opp, killTurn int
		dead          bool
	}{{5, 0, true}, {0, 0, false}, {-3, 2, false}, {7, 0, true}} {
		g := newTestGame(t, cd, cfg)
		g.killTurn = tc.killTurn
		g.b.life, g.b.opp = 0, tc.opp
		g.turn = 3
		g.endTurn(3)
		if g.dead != tc.dead {
			t.Errorf("opponent at %d (killed on turn %d), player at 0: dead = %v, want %v", tc.opp, tc.killTurn, g.dead, tc.dead)
		}
	}
}
