package main

import (
	"fmt"
	"io"
	"sort"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/job"
	"github.com/goldfishsim/goldfish/pair"
)

// columns reads named columns of a table the manifest lists, each as Go
// values of its type (text, int64, float64, bool), or says which is
// missing or of another type.
type columns struct {
	file string
	tbl  arrow.Table
	err  error
}

func (c *columns) chunks(name string) []arrow.Array {
	idx := c.tbl.Schema().FieldIndices(name)
	if len(idx) != 1 {
		if c.err == nil {
			c.err = fmt.Errorf("%s has no column %s", c.file, name)
		}
		return nil
	}
	return c.tbl.Column(idx[0]).Data().Chunks()
}

func (c *columns) bad(name, want string) {
	if c.err == nil {
		c.err = fmt.Errorf("%s: column %s is not %s", c.file, name, want)
	}
}

func (c *columns) strings(name string) []string {
	var out []string
	for _, ch := range c.chunks(name) {
		d, ok := ch.(*array.Dictionary)
		if !ok {
			c.bad(name, "text")
			return nil
		}
		dict, ok := d.Dictionary().(*array.String)
		if !ok {
			c.bad(name, "text")
			return nil
		}
		for i := range d.Len() {
			out = append(out, dict.Value(d.GetValueIndex(i)))
		}
	}
	return out
}

func (c *columns) ints(name string) []int64 {
	var out []int64
	for _, ch := range c.chunks(name) {
		a, ok := ch.(*array.Int64)
		if !ok {
			c.bad(name, "int64")
			return nil
		}
		out = append(out, a.Int64Values()...)
	}
	return out
}

func (c *columns) floats(name string) []float64 {
	var out []float64
	for _, ch := range c.chunks(name) {
		a, ok := ch.(*array.Float64)
		if !ok {
			c.bad(name, "float64")
			return nil
		}
		out = append(out, a.Float64Values()...)
	}
	return out
}

func (c *columns) bools(name string) []bool {
	var out []bool
	for _, ch := range c.chunks(name) {
		a, ok := ch.(*array.Boolean)
		if !ok {
			c.bad(name, "bool")
			return nil
		}
		for i := range a.Len() {
			out = append(out, a.Value(i))
		}
	}
	return out
}

// printCompareFolder is what inspect says of a compare's folder beyond its
// decks' summaries: each deck's differences from the first beyond noise,
// derived again from differences.arrow's exact sums.
func printCompareFolder(w io.Writer, fo *analysis.Folder) error {
	rows, err := readDiffRows(fo)
	if err != nil {
		return err
	}
	names, diffs, err := rows.diffs()
	if err != nil {
		return err
	}
	games := map[bool]int64{}
	for i := range rows.games {
		games[rows.onPlay[i]] = rows.games[i]
	}
	fmt.Fprintf(w, "Compare: differences from %s on paired games (%d on the play, %d on the draw), from %s\n", names[0], games[true], games[false], DifferencesFile)
	for k := 1; k < len(names); k++ {
		printBeyond(w, names[k], names[0], k, diffs, 12)
	}
	return nil
}

// printSearchFolder is what inspect says of an optimize's folder: the
// ranking and the winner of a finished search, or the games an unfinished
// one holds.
func printSearchFolder(w io.Writer, fo *analysis.Folder) error {
	s, err := readSettings(fo)
	if err != nil {
		return err
	}
	obj, err := pair.ParseObjective(s.Objective)
	if err != nil {
		return fmt.Errorf("%s: %v", fo.Path(SettingsFile), err)
	}
	fmt.Fprintf(w, "Optimize: objective %s, budget %s, search %s", obj, s.Budget, s.Search)
	for _, x := range [][2]string{{"lands", s.Lands}, {"fill", s.Fill}, {"candidates", s.Candidates}, {"copies", s.Copies}} {
		if x[1] != "" {
			fmt.Fprintf(w, ", --%s %s", x[0], x[1])
		}
	}
	fmt.Fprintln(w)
	if fo.Has(ValuesFile) {
		q := job.DefaultParams()
		if err := q.Set("games", s.Budget); err != nil {
			return fmt.Errorf("%s: budget %q: not a number of games", fo.Path(SettingsFile), s.Budget)
		}
		m := &pair.Memo{}
		if err := addMemo(m, fo, 1<<20, maxMemoGame(q.Games)); err != nil {
			return err
		}
		how := "stopped before its end: simrun optimize --resume, with the same flags, goes on"
		if fo.Manifest.Shard != "0/1" {
			how = "a shard's step (" + fo.Manifest.Shard + "): merge the shards' folders, and go on --from the merge"
		} else if !fo.Has(VariantsFile) {
			how = "stopped, or a merge of a search's shards: simrun optimize --resume on it (or --from it, in shards) goes on"
		}
		fmt.Fprintf(w, "unfinished: %d games of %d variants known; %s\n", memoGames(m), len(m.Values), how)
		return nil
	}
	tbl, err := fo.ReadTable(VariantsFile)
	if err != nil {
		return err
	}
	defer tbl.Release()
	c := &columns{file: fo.Path(VariantsFile), tbl: tbl}
	label, games, mean := c.strings("label"), c.ints("games"), c.floats("objective")
	diff, lo, hi, winner := c.floats("difference"), c.floats("low"), c.floats("high"), c.bools("winner")
	if c.err != nil {
		return c.err
	}
	n := len(label)
	for _, l := range []int{len(games), len(mean), len(diff), len(lo), len(hi), len(winner)} {
		if l != n {
			return fmt.Errorf("%s: columns of different lengths", fo.Path(VariantsFile))
		}
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	// As optimize prints them: the survivors of later rounds first, then
	// by the objective.
	sort.SliceStable(order, func(a, b int) bool {
		i, j := order[a], order[b]
		if games[i] != games[j] {
			return games[i] > games[j]
		}
		if obj.Lower {
			return mean[i] < mean[j]
		}
		return mean[i] > mean[j]
	})
	fmt.Fprintf(w, "%d variants (%s); difference: the variant - the winner on the games both played, paired 95%% interval\n\n", n, VariantsFile)
	fmt.Fprintf(w, "  %-58s %9s %9s %10s  %-21s\n", "variant", "games", obj.String(), "difference", "95% interval")
	win := -1
	for r, i := range order {
		if winner[i] {
			win = i
		}
		if r >= 10 && !winner[i] {
			continue
		}
		mark := " "
		if winner[i] {
			mark = ">"
		}
		fmt.Fprintf(w, " %s%-58s %9d %9.4f %+10.4f  [%+8.4f, %+8.4f]\n", mark, label[i], games[i], mean[i], diff[i], lo[i], hi[i])
	}
	if n > 10 {
		fmt.Fprintf(w, "  ... and %d more\n", n-10)
	}
	if win < 0 {
		return fmt.Errorf("%s: no variant is marked the winner", fo.Path(VariantsFile))
	}
	text, err := fo.ReadFile(WinnerFile)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nwinner: %s (%.4f over %d games), %s:\n%s", label[win], mean[win], games[win], WinnerFile, text)
	return nil
}
