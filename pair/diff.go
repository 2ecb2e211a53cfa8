package pair

import (
	"math"

	"github.com/goldfishsim/goldfish/sim"
)

// Diff is one figure's paired difference between a deck and the first.
type Diff struct {
	Side   sim.Side
	Deck   int // the deck compared with deck 0
	Figure Figure
	Games  int64
	// The exact sums the rest derive from: the figure summed over the
	// games for deck 0 and for the deck, and the squared per-game
	// differences summed.
	SumRef, Sum, SumSqDiff int64
	SqRef, Sq              int64   // the figure's squares summed, for each deck
	Ref, Mean              float64 // the two decks' means
	Diff, Low, High        float64 // Mean - Ref and its paired 95% interval
	// Beyond: the interval excludes 0.
	Beyond bool
	// Gain is the variance of the difference of two independent runs of
	// the same games (the two decks' variances added) over the paired
	// difference's variance: how many times the games an independent
	// comparison would need for an interval as narrow. Inf when the
	// paired difference never varies and the independent one does; 0 when
	// neither varies.
	Gain float64
}

// Diffs returns every figure's difference between each deck and the
// first, on every side played.
func (t *Tally) Diffs() []Diff {
	var out []Diff
	for s := range 2 {
		n := t.Games[s]
		if n == 0 {
			continue
		}
		for k := 1; k < len(t.Sum[s]); k++ {
			for f, fig := range t.Figures {
				out = append(out, NewDiff(sim.Side(s), k, fig, n, t.Sum[s][0][f], t.Sum[s][k][f], t.Sq[s][0][f], t.Sq[s][k][f], t.DSq[s][k][f]))
			}
		}
	}
	return out
}

// NewDiff derives a figure's difference from its exact sums over n paired
// games (a tally's, or shards' added).
func NewDiff(side sim.Side, deck int, fig Figure, n, sumRef, sum, sqRef, sq, dsq int64) Diff {
	d := Diff{Side: side, Deck: deck, Figure: fig, Games: n, SumRef: sumRef, Sum: sum, SumSqDiff: dsq, SqRef: sqRef, Sq: sq}
	fn := float64(n)
	d.Ref, d.Mean = float64(d.SumRef)/fn, float64(d.Sum)/fn
	if fig.Kind.Binary() {
		// (d_i)^2 = |d_i|: the squared differences count the discordant
		// games, and with the two sums they give the 2x2 table of the pairs.
		only1 := (d.SumRef - d.Sum + d.SumSqDiff) / 2
		only2 := d.SumSqDiff - only1
		d.Diff = d.Mean - d.Ref
		d.Low, d.High = newcombe(n, d.SumRef-only1, only1, only2)
	} else {
		d.Diff, d.Low, d.High = meanInterval(n, float64(d.Sum-d.SumRef), float64(d.SumSqDiff))
	}
	d.Beyond = d.Low > 0 || d.High < 0
	vp := variance(n, float64(d.Sum-d.SumRef), float64(d.SumSqDiff))
	vi := variance(n, float64(d.SumRef), float64(d.SqRef)) + variance(n, float64(d.Sum), float64(d.Sq))
	switch {
	case vp > 0:
		d.Gain = vi / vp
	case vi > 0:
		d.Gain = math.Inf(1)
	}
	return d
}

// Width is the interval's width.
func (d *Diff) Width() float64 { return d.High - d.Low }
