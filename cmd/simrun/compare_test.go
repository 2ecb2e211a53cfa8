package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/goldfishsim/goldfish/analysis"
)

// compare writes a result folder that reads back: each deck's tables and
// differences.arrow; a deck against itself in another order differs in
// nothing, and the command says so.
func TestCompareSameDeck(t *testing.T) {
	dir := t.TempDir()
	deck := filepath.Join(dir, "b.txt")
	src, err := os.ReadFile("../../bench/decks/ub-24-island.txt")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(src)), "\n")
	for i, j := 0, len(lines)-1; i < j; i, j = i+1, j-1 {
		lines[i], lines[j] = lines[j], lines[i]
	}
	if err := os.WriteFile(deck, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	stdout, stderr, code := simrun(t, nil, "compare", "--games", "2k", "--turns", "4", "--quiet", "--out", out,
		"bench/decks/ub-24-island.txt", deck)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "beyond noise (* above; the interval excludes 0): 0 of ") {
		t.Errorf("a deck against itself: differences beyond noise:\n%s", stdout)
	}
	if !strings.Contains(stdout, "not modelled (the engine ignores these):\n") || !strings.Contains(stdout, "Counterspell: ") {
		t.Errorf("compare does not say what the engine ignores of the cards:\n%s", stdout)
	}
	fo, err := analysis.OpenFolder(out)
	if err != nil {
		t.Fatal(err)
	}
	r, err := fo.Result()
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Decks) != 2 {
		t.Fatalf("%d decks, want 2", len(r.Decks))
	}
	for s := range 2 { // card ids follow the decklist's order; the turns' counts do not
		a, b := r.Decks[0].Stats.Sides[s], r.Decks[1].Stats.Sides[s]
		if a.Games != 2000 || !reflect.DeepEqual(a.Turn, b.Turn) || !reflect.DeepEqual(a.Kill, b.Kill) {
			t.Errorf("side %d: the two decks' counts differ", s)
		}
	}
	tbl, err := fo.ReadTable(DifferencesFile)
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Release()
	if tbl.NumRows() == 0 {
		t.Error("differences.arrow has no rows")
	}
	if _, stderr, code := simrun(t, nil, "compare", "--games", "1k", "--out", filepath.Join(dir, "x"), "bench/decks/ub-24-island.txt"); code != 2 {
		t.Errorf("one deck: exit %d, want 2 (%s)", code, stderr)
	}
}

// --precision plays a prefix of the games until every interval is narrower
// than asked: its result is the result of --games at the count it reached.
func TestComparePrecisionIsAPrefix(t *testing.T) {
	dir := t.TempDir()
	a, b := "bench/decks/gruul-17.txt", "bench/decks/gruul-16.txt"
	stdout, stderr, code := simrun(t, nil, "compare", "--quiet", "--format", "limited", "--turns", "3", "--on", "play",
		"--precision", "0.05", "--games", "200k", "--out", filepath.Join(dir, "p"), a, b)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	i := strings.Index(stdout, " games)\n")
	j := strings.LastIndex(stdout[:max(i, 0)], "(")
	if i < 0 || j < 0 {
		t.Fatalf("no game count in:\n%s", stdout)
	}
	n := stdout[j+1 : i]
	if n == "200000" {
		t.Fatalf("played all of --games: the precision was never reached")
	}
	if _, stderr, code := simrun(t, nil, "compare", "--quiet", "--format", "limited", "--turns", "3", "--on", "play",
		"--games", n, "--out", filepath.Join(dir, "g"), a, b); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var csv [2]string
	for k, d := range []string{"p", "g"} {
		out, stderr, code := simrun(t, nil, "inspect", "--csv", filepath.Join(dir, d, DifferencesFile))
		if code != 0 {
			t.Fatalf("inspect: exit %d: %s", code, stderr)
		}
		csv[k] = out
	}
	if csv[0] != csv[1] {
		t.Error("--precision's differences are not those of --games at its count")
	}
	fo, err := analysis.OpenFolder(filepath.Join(dir, "p"))
	if err != nil {
		t.Fatal(err)
	}
	tbl, err := fo.ReadTable(DifferencesFile)
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Release()
	lo, hi := floatColumn(t, tbl, "low"), floatColumn(t, tbl, "high")
	for r := range lo {
		if hi[r]-lo[r] >= 0.05 {
			t.Errorf("row %d: interval [%v, %v] as wide as 0.05 or more", r, lo[r], hi[r])
		}
	}
}

func floatColumn(t *testing.T, tbl arrow.Table, name string) []float64 {
	t.Helper()
	idx := tbl.Schema().FieldIndices(name)
	if len(idx) != 1 {
		t.Fatalf("no column %s", name)
	}
	var out []float64
	for _, c := range tbl.Column(idx[0]).Data().Chunks() {
		out = append(out, c.(*array.Float64).Float64Values()...)
	}
	return out
}

// Compare shards merge into exactly the compare played whole: the
// differences' sums add, and the intervals are derived again from them.
func TestCompareShardsMerge(t *testing.T) {
	dir := t.TempDir()
	a, b := "bench/decks/ub-24-island.txt", "bench/decks/ub-watery-grave.txt"
	args := []string{"compare", "--quiet", "--games", "3000", "--turns", "4"}
	run := func(extra ...string) {
		t.Helper()
		if _, stderr, code := simrun(t, nil, append(append(append([]string{}, args...), extra...), a, b)...); code != 0 {
			t.Fatalf("%v: exit %d: %s", extra, code, stderr)
		}
	}
	run("--out", filepath.Join(dir, "whole"))
	run("--shard", "0/2", "--out", filepath.Join(dir, "s0"))
	run("--shard", "1/2", "--out", filepath.Join(dir, "s1"))
	if _, stderr, code := simrun(t, nil, "merge", "--out", filepath.Join(dir, "merged"), filepath.Join(dir, "s0"), filepath.Join(dir, "s1")); code != 0 {
		t.Fatalf("merge: exit %d: %s", code, stderr)
	}
	var csv [2]string
	for k, d := range []string{"whole", "merged"} {
		out, stderr, code := simrun(t, nil, "inspect", "--csv", filepath.Join(dir, d, DifferencesFile))
		if code != 0 {
			t.Fatalf("inspect: exit %d: %s", code, stderr)
		}
		csv[k] = out
	}
	if csv[0] != csv[1] || len(csv[0]) < 1000 {
		t.Errorf("the merged shards' differences are not the whole compare's (%d and %d bytes)", len(csv[0]), len(csv[1]))
	}
	// A compare shard and a run's shard do not merge.
	run2 := filepath.Join(dir, "run")
	if _, stderr, code := simrun(t, nil, "run", "--quiet", "--games", "3000", "--turns", "4", "--shard", "1/2", "--out", run2, a); code != 0 {
		t.Fatalf("run: exit %d: %s", code, stderr)
	}
	if _, _, code := simrun(t, nil, "merge", "--out", filepath.Join(dir, "mixed"), filepath.Join(dir, "s0"), run2); code != 2 {
		t.Errorf("merging a compare shard with a run's: exit %d, want 2", code)
	}
}
