package main

import (
	"fmt"
	"math"
	"sort"

	"github.com/goldfishsim/goldfish/analysis/report"
	"github.com/goldfishsim/goldfish/pair"
)

// compareSections are a compare's part of its report: for each deck after
// the first, its differences from the first beyond noise, the largest
// first (at most most of them; differences.arrow has every one).
func compareSections(names []string, diffs []pair.Diff, most int) []report.Section {
	var out []report.Section
	for k := 1; k < len(names); k++ {
		var beyond []pair.Diff
		count := 0
		for _, d := range diffs {
			if d.Deck == k {
				count++
				if d.Beyond {
					beyond = append(beyond, d)
				}
			}
		}
		sort.SliceStable(beyond, func(i, j int) bool { return math.Abs(beyond[i].Diff) > math.Abs(beyond[j].Diff) })
		sec := report.Section{
			Heading: fmt.Sprintf("%s vs %s: the differences beyond noise", names[k], names[0]),
			Notes: []string{
				fmt.Sprintf("Paired games: game i of each deck shuffles from the same random stream, the shared cards in the same places; a difference is %s - %s over the same games, with its paired 95%% interval (Newcombe's for a proportion, the mean difference +- 1.96 sd/sqrt(n) for a count).", names[k], names[0]),
				fmt.Sprintf("%d of %d figures have an interval that excludes 0; with no real difference about %d would by chance. gain: how many times more games two independent runs would need for an interval as narrow.", len(beyond), count, (count+10)/20),
			},
			Table: &report.Table{Class: "differences", Head: []string{"side", "figure", names[0], names[k], "difference", "95% interval", "gain", "games"}},
		}
		for i, d := range beyond {
			if i == most {
				sec.Notes = append(sec.Notes, fmt.Sprintf("The %d largest are shown; differences.arrow has all %d, and every figure's exact sums.", most, len(beyond)))
				break
			}
			sec.Table.Rows = append(sec.Table.Rows, []string{d.Side.String(), d.Figure.String(), fmt.Sprintf("%.4f", d.Ref), fmt.Sprintf("%.4f", d.Mean),
				fmt.Sprintf("%+.4f", d.Diff), fmt.Sprintf("[%+.4f, %+.4f]", d.Low, d.High), gainText(d.Gain), fmt.Sprint(d.Games)})
		}
		out = append(out, sec)
	}
	return out
}
