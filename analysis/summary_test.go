package analysis

import (
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/sim"
)

// summaryOf summarizes counts made by hand: games on the play with the kill
// histogram kill (kill[0]: no kill) over len(kill)-1 turns.
func summaryOf(t *testing.T, kill []int64) string {
	t.Helper()
	st := sim.NewStats(0, len(kill)-1)
	ss := &st.Sides[sim.OnPlay]
	for _, n := range kill {
		ss.Games += n
	}
	ss.Mulligans[0] = ss.Games
	copy(ss.Kill, kill)
	for i := range ss.Turn {
		ss.Turn[i].Games = ss.Games
	}
	s := Summarize(&DeckResult{Deck: "d", Stats: st}, 1, "modern", "london")
	var b strings.Builder
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// The kill line says in words what share killed by --turns and that the mean
// is over those games only (Sneak and Show's "mean T8.80" read as its kill
// turn, for a deck that kills in 0.6% of games). The figures are worked by
// hand: 6 kills of 1,000 (2 on turn 2, 4 on turn 3) are 0.6%, their mean
// (2*2+3*4)/6 = 2.67.
func TestSummaryKillLineInWords(t *testing.T) {
	out := summaryOf(t, []int64{994, 0, 2, 4})
	want := "killed by turn 3 (--turns 3) in 0.6% [0.3,1.3] of the games; mean kill turn T2.67 over those games only (the 99.4% not killed by then are not in it)"
	if !strings.Contains(out, want) {
		t.Errorf("summary lacks %q:\n%s", want, out)
	}
	if strings.Contains(out, "(mean T") {
		t.Errorf("the bare mean is back:\n%s", out)
	}
	out = summaryOf(t, []int64{10, 0, 0, 0})
	if want := "no game killed by turn 3 (--turns 3): no kill turn to average"; !strings.Contains(out, want) {
		t.Errorf("summary lacks %q:\n%s", want, out)
	}
	out = summaryOf(t, []int64{0, 1, 1, 2}) // every game killed: nothing left out to mention
	if want := "in 100.0% [51.0,100.0] of the games; mean kill turn T2.25 over those games only\n"; !strings.Contains(out, want) {
		t.Errorf("summary lacks %q:\n%s", want, out)
	}
}

// Under the castability table, before the turn table, a line says why
// "castable in play" can be below "castable on curve".
func TestSummaryExplainsInPlayBelowOnCurve(t *testing.T) {
	out := summaryOf(t, []int64{1, 0})
	note := strings.Index(out, `"in play" can be below "on curve"`)
	table, turns := strings.Index(out, "castable on curve"), strings.Index(out, "land drop")
	if note < 0 || !(table < note && note < turns) {
		t.Errorf("the note is not between the castability table (%d) and the turn table (%d): at %d\n%s", table, turns, note, out)
	}
}
