package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// The engine and the policy-free castability read one rule for a land that
// enters tapped "unless a player has 13 or less life" (rules.go lowLife): a
// player who paid 6 life to fetch lands is at 14 and the land enters
// tapped; at 7 paid, 13, it enters untapped. Hand-worked: on the play, a
// kept hand of Flooded Strands (each cracked for 1 life into a Plains or an
// Island) and an Abandoned Campground drawn for turn t. The spell needs all
// t lands untapped on turn t, so it is castable on turn t exactly when the
// Campground enters untapped then: with t-1 = 6 fetches paid, never; with 7,
// on turn 8.
func TestLowLifeOneRule(t *testing.T) {
	for _, tc := range []struct {
		fetches int
		cost    string
		want    int // the turn castable first, 0 never
	}{
		{6, "{3}{W}{W}{U}{U}", 0},
		{7, "{4}{W}{W}{U}{U}", 8},
	} {
		cd := compileText(t, "12 Flooded Strand\n4 Plains\n4 Island\n4 Abandoned Campground\n36 "+tc.cost, decks.Constructed)
		cfg := DefaultConfig()
		cfg.Turns = tc.fetches + 1
		g := newTestGame(t, cd, cfg)
		g.side = OnPlay
		g.kept = [MaxCards]uint8{}
		g.kept[id(t, cd, "Flooded Strand")] = uint8(tc.fetches)
		spell := id(t, cd, tc.cost)
		g.kept[spell] = uint8(7 - tc.fetches)
		g.nnatural = 0
		for k := 0; g.arrival(k) <= cfg.Turns; k++ {
			g.natural[k] = uint16(spell)
			if g.arrival(k) == cfg.Turns {
				g.natural[k] = uint16(id(t, cd, "Abandoned Campground"))
			}
			g.nnatural++
		}
		g.curve.reset()
		first := 0
		for turn := 1; turn <= cfg.Turns; turn++ {
			g.curve.turn(g, turn)
			if first == 0 && g.curve.castable(spell) {
				first = turn
			}
		}
		if first != tc.want {
			t.Errorf("%d fetches paid (life %d), %s: castable first on turn %d, want %d",
				tc.fetches, startingLife(decks.Constructed)-tc.fetches, tc.cost, first, tc.want)
		}
	}
}
