package main

import (
	"fmt"
	"math"
	"strings"

	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/job"
	"github.com/goldfishsim/goldfish/pair"
)

// ValuesFile is what an unfinished optimize keeps of its games (stopped, or
// a shard waiting for the others'): one row per variant and game index
// played, the objective's value of the game (its figures summed over the
// sides). A resumed or sharded search starts from it (pair.Memo).
const ValuesFile = "values.arrow"

// memoColumns is values.arrow.
func memoColumns(m *pair.Memo) []analysis.Column {
	variant, game, value := []int64{}, []int64{}, []int64{}
	for v := range m.Values {
		for j, known := range m.Known[v] {
			if known {
				variant, game, value = append(variant, int64(v)), append(game, int64(j)), append(value, int64(m.Values[v][j]))
			}
		}
	}
	return []analysis.Column{{Name: "variant", Int64s: variant}, {Name: "game", Int64s: game}, {Name: "value", Int64s: value}}
}

// memoGames is how many games a memo knows, every variant's.
func memoGames(m *pair.Memo) int64 {
	n := int64(0)
	for _, k := range m.Known {
		for _, x := range k {
			if x {
				n++
			}
		}
	}
	return n
}

// addMemo adds the games of fo's values.arrow to m (variant IDs below
// variants, game indices below maxGame): a game both know must have the same value,
// or the folder is not of this search.
func addMemo(m *pair.Memo, fo *analysis.Folder, variants int, maxGame int64) error {
	tbl, err := fo.ReadTable(ValuesFile)
	if err != nil {
		return err
	}
	defer tbl.Release()
	var cols [3][]int64
	for c, name := range []string{"variant", "game", "value"} {
		idx := tbl.Schema().FieldIndices(name)
		if len(idx) != 1 {
			return fmt.Errorf("%s: %s has no column %s", fo.Dir, ValuesFile, name)
		}
		for _, ch := range tbl.Column(idx[0]).Data().Chunks() {
			a, ok := ch.(*array.Int64)
			if !ok || a.NullN() > 0 {
				return fmt.Errorf("%s: %s: column %s is not int64 without nulls", fo.Dir, ValuesFile, name)
			}
			cols[c] = append(cols[c], a.Int64Values()...)
		}
	}
	if len(cols[1]) != len(cols[0]) || len(cols[2]) != len(cols[0]) {
		return fmt.Errorf("%s: %s: columns of different lengths", fo.Dir, ValuesFile)
	}
	for r := range cols[0] {
		v, j, x := cols[0][r], cols[1][r], cols[2][r]
		if v < 0 || v >= int64(variants) || j < 0 || j >= maxGame || x < math.MinInt32 || x > math.MaxInt32 {
			return fmt.Errorf("%s: %s row %d: variant %d, game %d, value %d: not of this search (%d variants, games below %d)",
				fo.Dir, ValuesFile, r, v, j, x, variants, maxGame)
		}
		for int64(len(m.Values)) <= v {
			m.Values, m.Known = append(m.Values, nil), append(m.Known, nil)
		}
		for int64(len(m.Values[v])) <= j {
			m.Values[v] = append(m.Values[v], 0)
			m.Known[v] = append(m.Known[v], false)
		}
		if m.Known[v][j] && m.Values[v][j] != int32(x) {
			return fmt.Errorf("%s: %s: variant %d's game %d is worth %d there, %d in another folder: not the same search", fo.Dir, ValuesFile, v, j, x, m.Values[v][j])
		}
		m.Values[v][j], m.Known[v][j] = int32(x), true
	}
	return nil
}

// maxMemoGame bounds the game indices a search of budget games may play (a
// halving's last round, a local search's doubling): a values.arrow naming
// more is not of this search, and is refused before memory is spent on it.
func maxMemoGame(budget int64) int64 { return 2*budget + 1<<16 }

// mergeSearch is simrun merge of optimize folders (its shards' at one step
// of the search, or earlier merges): the union of the games they hold, as
// the folder a shard goes on --from, or that --resume finishes on one
// machine.
func mergeSearch(folders []*analysis.Folder, out string, force bool, codec analysis.Codec) (int64, error) {
	s, err := readSettings(folders[0])
	if err != nil {
		return 0, usageError{err}
	}
	meta := folders[0].Meta()
	q := job.DefaultParams()
	if err := q.Set("games", s.Budget); err != nil {
		return 0, usagef("%s: %s: budget %q: not a number of games (a time budget's search is not merged)", folders[0].Dir, SettingsFile, s.Budget)
	}
	memo := &pair.Memo{}
	for _, fo := range folders {
		was, err := readSettings(fo)
		if err != nil {
			return 0, usageError{err}
		}
		if was.Command != "optimize" {
			return 0, usagef("%s and %s: an optimize's folder and one of simrun %s cannot be merged", folders[0].Dir, fo.Dir, was.Command)
		}
		if sd := settingsDifferences(s, was); len(sd) > 0 {
			return 0, usagef("%s is not of %s's search: %s", fo.Dir, folders[0].Dir, strings.Join(sd, "; "))
		}
		if diffs := searchDifferences(meta.Config, fo.Meta().Config, true); len(diffs) > 0 {
			return 0, usagef("%s is not of %s's search: %s", fo.Dir, folders[0].Dir, job.DescribeDifferences(diffs, folders[0].Dir, fo.Dir))
		}
		if !fo.Has(ValuesFile) {
			return 0, usagef("%s holds the search's result (winner.txt): nothing to merge, the search is finished", fo.Dir)
		}
		if err := addMemo(memo, fo, 1<<20, maxMemoGame(q.Games)); err != nil {
			return 0, usageError{err}
		}
	}
	o, err := createOutput(out, map[bool]analysis.OutputMode{true: analysis.Replace, false: analysis.Fresh}[force], "--force replaces it whole")
	if err != nil {
		return 0, err
	}
	defer o.Abort()
	meta.RunID = analysis.NewRunID()
	meta.Version = version
	meta.Config.Shard, meta.Config.Shards, meta.Shard = 0, 1, "0/1"
	meta.Partial = true
	meta.Played = map[string][2]int64{meta.Config.Decks[0].Name: {memoGames(memo), 0}}
	if err := analysis.WriteTable(o.Dir(), ValuesFile, &meta, memoColumns(memo), codec); err != nil {
		return 0, err
	}
	if err := writeSettings(o.Dir(), s); err != nil {
		return 0, err
	}
	return memoGames(memo), o.Commit(&meta)
}
