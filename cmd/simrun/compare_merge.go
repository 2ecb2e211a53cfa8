package main

import (
	"fmt"
	"strconv"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/pair"
	"github.com/goldfishsim/goldfish/sim"
)

// diffRows are differences.arrow's identifying columns and exact sums.
type diffRows struct {
	deck, ref, figure, card             []string
	onPlay                              []bool
	turn, games, sumRef, sum, sqRef, sq []int64
	sumSqDiff                           []int64
}

func readDiffRows(fo *analysis.Folder) (*diffRows, error) {
	tbl, err := fo.ReadTable(DifferencesFile)
	if err != nil {
		return nil, err
	}
	defer tbl.Release()
	col := func(name string) ([]arrow.Array, error) {
		idx := tbl.Schema().FieldIndices(name)
		if len(idx) != 1 {
			return nil, fmt.Errorf("%s: %s has no column %s", fo.Dir, DifferencesFile, name)
		}
		return tbl.Column(idx[0]).Data().Chunks(), nil
	}
	r := &diffRows{}
	var bad error
	strs := func(name string) []string {
		cs, err := col(name)
		if err != nil {
			bad = err
			return nil
		}
		var out []string
		for _, c := range cs {
			d, ok := c.(*array.Dictionary)
			if !ok {
				bad = fmt.Errorf("%s: %s: column %s is not text", fo.Dir, DifferencesFile, name)
				return nil
			}
			dict, ok := d.Dictionary().(*array.String)
			if !ok {
				bad = fmt.Errorf("%s: %s: column %s is not text", fo.Dir, DifferencesFile, name)
				return nil
			}
			for i := range d.Len() {
				out = append(out, dict.Value(d.GetValueIndex(i)))
			}
		}
		return out
	}
	ints := func(name string) []int64 {
		cs, err := col(name)
		if err != nil {
			bad = err
			return nil
		}
		var out []int64
		for _, c := range cs {
			a, ok := c.(*array.Int64)
			if !ok {
				bad = fmt.Errorf("%s: %s: column %s is not int64", fo.Dir, DifferencesFile, name)
				return nil
			}
			out = append(out, a.Int64Values()...)
		}
		return out
	}
	r.deck, r.ref, r.figure, r.card = strs("deck"), strs("reference"), strs("figure"), strs("card")
	if cs, err := col("on_play"); err != nil {
		bad = err
	} else {
		for _, c := range cs {
			a, ok := c.(*array.Boolean)
			if !ok {
				return nil, fmt.Errorf("%s: %s: column on_play is not bool", fo.Dir, DifferencesFile)
			}
			for i := range a.Len() {
				r.onPlay = append(r.onPlay, a.Value(i))
			}
		}
	}
	r.turn, r.games, r.sumRef, r.sum = ints("turn"), ints("games"), ints("sum_reference"), ints("sum")
	r.sqRef, r.sq, r.sumSqDiff = ints("sum_sq_reference"), ints("sum_sq"), ints("sum_sq_difference")
	if bad != nil {
		return nil, bad
	}
	n := len(r.deck)
	for _, l := range []int{len(r.ref), len(r.figure), len(r.card), len(r.onPlay), len(r.turn), len(r.games), len(r.sumRef), len(r.sum), len(r.sqRef), len(r.sq), len(r.sumSqDiff)} {
		if l != n {
			return nil, fmt.Errorf("%s: %s: columns of different lengths", fo.Dir, DifferencesFile)
		}
	}
	return r, nil
}

// mergeDifferences adds the compare shards' differences (their exact sums:
// the shards' games are disjoint, so the sums add) and derives each
// figure's difference and interval again from the totals.
func mergeDifferences(dir string, shards []*analysis.Folder, meta *analysis.Meta, codec analysis.Codec) error {
	var total *diffRows
	for _, fo := range shards {
		r, err := readDiffRows(fo)
		if err != nil {
			return usageError{err}
		}
		if total == nil {
			total = r
			continue
		}
		if len(r.deck) != len(total.deck) {
			return usagef("%s: its differences have %d rows, %s's %d: not shards of one compare", fo.Dir, len(r.deck), shards[0].Dir, len(total.deck))
		}
		for i := range r.deck {
			if r.deck[i] != total.deck[i] || r.ref[i] != total.ref[i] || r.figure[i] != total.figure[i] || r.card[i] != total.card[i] ||
				r.onPlay[i] != total.onPlay[i] || r.turn[i] != total.turn[i] {
				return usagef("%s: its differences' row %d is not %s's: not shards of one compare", fo.Dir, i, shards[0].Dir)
			}
			total.games[i] += r.games[i]
			total.sumRef[i] += r.sumRef[i]
			total.sum[i] += r.sum[i]
			total.sqRef[i] += r.sqRef[i]
			total.sq[i] += r.sq[i]
			total.sumSqDiff[i] += r.sumSqDiff[i]
		}
	}
	names, diffs, err := total.diffs()
	if err != nil {
		return err
	}
	return analysis.WriteTable(dir, DifferencesFile, meta, differenceColumns(names, diffs), codec)
}

// diffs derives the differences and intervals from the rows' exact sums,
// with the decks' names (the reference first).
func (total *diffRows) diffs() ([]string, []pair.Diff, error) {
	names := []string{}
	index := map[string]int{}
	var diffs []pair.Diff
	for i := range total.deck {
		if len(names) == 0 {
			names = append(names, total.ref[i])
		}
		k, ok := index[total.deck[i]]
		if !ok {
			k = len(names)
			index[total.deck[i]] = k
			names = append(names, total.deck[i])
		}
		kind, ok := pair.ParseKind(total.figure[i])
		if !ok {
			return nil, nil, usagef("%s: figure %s: not one compare writes", DifferencesFile, strconv.Quote(total.figure[i]))
		}
		if total.games[i] <= 0 {
			return nil, nil, usagef("%s row %d: %d games", DifferencesFile, i, total.games[i])
		}
		side := sim.OnDraw
		if total.onPlay[i] {
			side = sim.OnPlay
		}
		fig := pair.Figure{Kind: kind, Card: total.card[i], Turn: int(total.turn[i])}
		diffs = append(diffs, pair.NewDiff(side, k, fig, total.games[i], total.sumRef[i], total.sum[i], total.sqRef[i], total.sq[i], total.sumSqDiff[i]))
	}
	return names, diffs, nil
}

// tallyOf is the tally a partial compare's folder holds, for set (the
// decks named names, in order): its differences' exact sums. The decks'
// counts (Stats) stay empty: the resumed run adds the folder's to its own,
// as simrun run does.
func tallyOf(fo *analysis.Folder, set *pair.Set, names []string, turns int) (*pair.Tally, error) {
	r, err := readDiffRows(fo)
	if err != nil {
		return nil, err
	}
	t := pair.NewTally(set, turns)
	deck := map[string]int{}
	for k, n := range names {
		deck[n] = k
	}
	type key struct {
		kind string
		card string
		turn int64
	}
	figure := map[key]int{}
	for f, fig := range set.Figures {
		figure[key{fig.Kind.String(), fig.Card, int64(fig.Turn)}] = f
	}
	seen := map[[3]int]bool{}
	bad := func(i int, why string) error {
		return fmt.Errorf("%s: %s row %d: %s", fo.Dir, DifferencesFile, i, why)
	}
	for i := range r.deck {
		k, ok := deck[r.deck[i]]
		if !ok || k == 0 || r.ref[i] != names[0] {
			return nil, bad(i, fmt.Sprintf("deck %s against %s: not one of this compare's", r.deck[i], r.ref[i]))
		}
		f, ok := figure[key{r.figure[i], r.card[i], r.turn[i]}]
		if !ok {
			return nil, bad(i, fmt.Sprintf("figure %s %s turn %d: not one of this compare's", r.figure[i], r.card[i], r.turn[i]))
		}
		s := 1
		if r.onPlay[i] {
			s = 0
		}
		if seen[[3]int{s, k, f}] {
			return nil, bad(i, "a figure given twice")
		}
		seen[[3]int{s, k, f}] = true
		if t.Games[s] == 0 {
			t.Games[s] = r.games[i]
		}
		if r.games[i] != t.Games[s] || r.games[i] <= 0 {
			return nil, bad(i, fmt.Sprintf("%d games, not the side's %d", r.games[i], t.Games[s]))
		}
		t.Sum[s][0][f], t.Sq[s][0][f] = r.sumRef[i], r.sqRef[i]
		t.Sum[s][k][f], t.Sq[s][k][f], t.DSq[s][k][f] = r.sum[i], r.sq[i], r.sumSqDiff[i]
	}
	for s := range 2 {
		if t.Games[s] > 0 && len(seen) > 0 {
			for k := 1; k < len(names); k++ {
				for f := range set.Figures {
					if !seen[[3]int{s, k, f}] {
						return nil, fmt.Errorf("%s: %s has no row for %s %s (deck %s): not this compare's", fo.Dir, DifferencesFile, []string{"on the play", "on the draw"}[s], set.Figures[f], names[k])
					}
				}
			}
		}
	}
	return t, nil
}
