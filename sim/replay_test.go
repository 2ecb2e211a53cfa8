package sim

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// Replays tell the truth: a replayed game is the game the run played (its
// record is the run's), and what the narration says matches that record:
// the mulligans and the kept hand, the cards put on the bottom, each turn's
// mana spent and lost, the cards discarded, the turn the opponent died.
func TestReplaysTellTheTruth(t *testing.T) {
	reKeep := regexp.MustCompile(`keep (\d+) cards with \d+ lands after (\d+) mulligans`)
	reEnd := regexp.MustCompile(`end of turn (\d+): \d+ lands, (\d+) mana spent, (\d+) lost`)
	reDies := regexp.MustCompile(`the opponent dies on turn (\d+)`)
	reTap := regexp.MustCompile(`(\d+) x ([^,(\n]+?)(?: \(with [^)]*\))?(?:,|$)`)
	const games = 60
	for _, ex := range []struct {
		file   string
		format decks.Format
		rules  Rules
	}{
		{"mono-red.txt", decks.Constructed, Modern}, {"dark-ritual.txt", decks.Constructed, Classic},
		{"green-ramp.dek", decks.Constructed, Modern}, {"azorius-midrange.txt", decks.Constructed, Modern},
		{"commander-100.txt", decks.Commander, Modern},
	} {
		cd := compileExample(t, ex.file, ex.format)
		cfg := DefaultConfig()
		cfg.Games, cfg.Turns, cfg.Rules, cfg.Format, cfg.Workers = games, 8, ex.rules, ex.format, 2
		var recs [2][]GameRecord
		_, err := Run(context.Background(), cd, cfg, Options{Records: func(side Side, rs []GameRecord) error {
			recs[side] = append(recs[side], rs...)
			return nil
		}})
		if err != nil {
			t.Fatal(err)
		}
		tapsChecked := 0
		for side := range 2 {
			for i, want := range recs[side] {
				var b strings.Builder
				got, err := Replay(context.Background(), cd, cfg, Side(side), int64(i), &b)
				if err != nil {
					t.Fatal(err)
				}
				out := b.String()
				where := fmt.Sprintf("%s game %d side %d", ex.file, i, side)
				if got != want {
					t.Fatalf("%s: the replay's record differs from the run's:\n%+v\n%+v", where, got, want)
				}
				m := reKeep.FindStringSubmatch(out)
				if m == nil || atoi(m[1]) != want.Kept || atoi(m[2]) != want.Mulligans {
					t.Errorf("%s: narration %q, record kept %d after %d mulligans", where, m, want.Kept, want.Mulligans)
				}
				if ex.format != decks.Commander {
					// London: the m-th hand drawn bottoms m cards.
					if n, m := strings.Count(out, " on the bottom\n"), want.Mulligans; n != m*(m+1)/2 {
						t.Errorf("%s: %d cards put on the bottom after %d mulligans", where, n, m)
					}
				}
				ends := reEnd.FindAllStringSubmatch(out, -1)
				if len(ends) != want.Turns {
					t.Errorf("%s: %d turns narrated, %d played", where, len(ends), want.Turns)
				}
				for _, e := range ends {
					tn := atoi(e[1])
					if atoi(e[2]) != int(want.Spent[tn-1]) || atoi(e[3]) != int(want.Lost[tn-1]) {
						t.Errorf("%s turn %d: narrated spent %s lost %s, recorded %d and %d", where, tn, e[2], e[3], want.Spent[tn-1], want.Lost[tn-1])
					}
				}
				d := reDies.FindStringSubmatch(out)
				if (d != nil) != (want.KillTurn > 0) || d != nil && atoi(d[1]) != want.KillTurn {
					t.Errorf("%s: narrated death %q, recorded kill turn %d", where, d, want.KillTurn)
				}
				// Every "tap N x Card" names no more of a card than the game
				// has put onto the battlefield by then.
				entered, tapped := map[string]int{}, map[string]int{}
				for _, line := range strings.Split(out, "\n") {
					line = strings.TrimSpace(line)
					if strings.HasPrefix(line, "— turn ") {
						tapped = map[string]int{} // everything untaps
					}
					if name, ok := strings.CutSuffix(line, " enters"); ok {
						entered[name]++
					} else if name, ok := strings.CutSuffix(line, " enters tapped"); ok {
						entered[name]++
					}
					if !strings.HasPrefix(line, "tap ") || strings.Contains(line, "before it returns") {
						continue
					}
					taps := strings.SplitN(strings.TrimPrefix(line, "tap "), ", spend", 2)[0]
					for _, tm := range reTap.FindAllStringSubmatch(taps, -1) {
						tapsChecked++
						name := strings.TrimSpace(tm[2])
						tapped[name] += atoi(tm[1])
						if tapped[name] > entered[name] && !strings.HasSuffix(name, "source") {
							t.Errorf("%s: %q: %d x %s tapped this turn, %d entered so far", where, line, tapped[name], name, entered[name])
						}
					}
				}
				// The discards narrated are those the run counted.
				p, err := NewPlayer(cd, cfg)
				if err != nil {
					t.Fatal(err)
				}
				p.Play(Side(side), int64(i))
				discarded := int64(0)
				for _, ts := range p.Stats().Sides[side].Turn {
					discarded += ts.Discarded
				}
				if n := strings.Count(out, "  discard "); int64(n) != discarded {
					t.Errorf("%s: %d discards narrated, %d counted", where, n, discarded)
				}
			}
		}
		if tapsChecked == 0 {
			t.Errorf("%s: no tapped permanent named in %d replays", ex.file, 2*games)
		}
	}
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
