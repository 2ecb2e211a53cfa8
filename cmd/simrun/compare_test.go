package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
	"time"

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

// stopPartway runs simrun and stops it with SIGINT once it has played for
// a while; it retries with a longer wait until the stop leaves a partial
// result in out (exit 130, the manifest partial): a loaded machine may not
// have finished a game, or a round, by the first signal, or even have
// started listening for it.
func stopPartway(t *testing.T, out string, args ...string) *analysis.Folder {
	t.Helper()
	for wait := 400 * time.Millisecond; wait < 20*time.Second; wait *= 2 {
		cmd := exec.Command(binary, args...)
		cmd.Dir = "../.."
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(wait)
		cmd.Process.Signal(syscall.SIGINT)
		err := cmd.Wait()
		var ee *exec.ExitError
		if errors.As(err, &ee) && ee.ExitCode() == -1 && !holdsFiles(out) {
			continue // the signal came before simrun set its handler (a loaded machine): it died at once, nothing written
		}
		if !errors.As(err, &ee) || ee.ExitCode() != 130 {
			t.Fatalf("simrun %s stopped after %v: %v (want exit 130); stderr: %s", strings.Join(args, " "), wait, err, stderr.String())
		}
		if fo, err := analysis.OpenFolder(out); err == nil {
			if !fo.Manifest.Partial || len(fo.Manifest.Played) == 0 {
				t.Fatalf("stopped: %s is not marked partial with the games played", out)
			}
			return fo
		}
		if holdsFiles(out) {
			t.Fatalf("stopped before any game finished, yet %s holds files", out)
		}
	}
	t.Fatal("never stopped with a partial result")
	return nil
}

// tablesCSV is every table of a result folder, as CSV.
func tablesCSV(t *testing.T, dir string, files ...string) string {
	t.Helper()
	var all strings.Builder
	for _, f := range files {
		out, stderr, code := simrun(t, nil, "inspect", "--csv", filepath.Join(dir, f))
		if code != 0 {
			t.Fatalf("inspect %s: exit %d: %s", f, code, stderr)
		}
		all.WriteString(f + "\n" + out)
	}
	return all.String()
}

// An interrupted compare writes the games finished as a partial result
// (exit 130, marked partial), and --resume goes on to exactly the tables
// of one uninterrupted compare, with --games and with --precision (whose
// partial result is a round's end, so the rounds that follow are decided on
// the same sums).
func TestCompareInterruptedResumes(t *testing.T) {
	dir := t.TempDir()
	tables := []string{DifferencesFile, analysis.CastabilityFile, analysis.TurnsFile, analysis.SidesFile}
	for _, c := range []struct {
		name string
		args []string
	}{
		{"games", []string{"compare", "--quiet", "--games", "30k", "--turns", "3", "bench/decks/ub-24-island.txt", "bench/decks/ub-watery-grave.txt"}},
		{"precision", []string{"compare", "--quiet", "--format", "limited", "--turns", "3", "--on", "play", "--precision", "0.012", "--games", "400k",
			"bench/decks/gruul-17.txt", "bench/decks/gruul-16.txt"}},
	} {
		whole, part := filepath.Join(dir, c.name+"-whole"), filepath.Join(dir, c.name+"-part")
		mustRun(t, append(c.args, "--out", whole)...)
		fo := stopPartway(t, part, append(c.args, "--out", part)...)
		t.Logf("%s: stopped with %v played", c.name, fo.Manifest.Played)
		// A compare folder is not a run's to resume, nor another compare's.
		refused(t, "not of simrun run", "run", "--quiet", "--games", "40k", "--turns", "3", "--resume", "--out", part, "bench/decks/ub-24-island.txt")
		other := append(append([]string{}, c.args...), "--resume", "--independent", "--out", part)
		refused(t, "--independent", other...)
		mustRun(t, append(c.args, "--resume", "--out", part)...)
		if fo, err := analysis.OpenFolder(part); err != nil || fo.Manifest.Partial {
			t.Fatalf("%s: resumed: %v, partial %v", c.name, err, err == nil && fo.Manifest.Partial)
		}
		if a, b := tablesCSV(t, whole, tables...), tablesCSV(t, part, tables...); a != b {
			t.Errorf("%s: the resumed compare's tables are not the uninterrupted one's", c.name)
		}
		_, stderr, code := simrun(t, nil, append(c.args, "--resume", "--out", part)...)
		if code != 0 || !strings.Contains(stderr, "complete already") {
			t.Errorf("%s: resuming a complete compare: exit %d, %s", c.name, code, stderr)
		}
	}
}

// inspect of a compare's folder names the differences beyond noise that
// compare printed, derived again from the exact sums the folder holds; of
// an optimize's, the winner optimize printed, and its decklist.
func TestInspectCompareAndOptimize(t *testing.T) {
	dir := t.TempDir()
	cmp := filepath.Join(dir, "cmp")
	printed := mustRun(t, "compare", "--quiet", "--games", "3000", "--turns", "3", "--out", cmp, "bench/decks/ub-24-island.txt", "bench/decks/ub-watery-grave.txt")
	block := func(s string) string {
		i := strings.Index(s, "\nbeyond noise")
		if i < 0 {
			t.Fatalf("no differences beyond noise in:\n%s", s)
		}
		s = s[i:]
		if j := strings.Index(s, "\n\n"); j >= 0 {
			s = s[:j]
		}
		return strings.TrimSpace(s)
	}
	if got, want := block(mustRun(t, "inspect", cmp)), block(printed); got != want || !strings.Contains(want, "castable turn") {
		t.Errorf("inspect says:%s\ncompare printed:%s", got, want)
	}
	// simrun report renders the same differences as a section of the page.
	mustRun(t, "report", cmp)
	page, err := os.ReadFile(filepath.Join(cmp, "report.html"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(block(printed), "\n")
	first := lines[1][strings.Index(lines[1], "["):] // the largest difference's interval
	first = strings.ReplaceAll(first, "+", "&#43;")  // as html/template writes it
	if !strings.Contains(string(page), "ub-watery-grave vs ub-24-island: the differences beyond noise") || !strings.Contains(string(page), first) {
		t.Errorf("report.html has no section of the differences beyond noise with %s", first)
	}
	deck := filepath.Join(dir, "base.txt")
	if err := os.WriteFile(deck, []byte("12 Plains\n12 Island\n10 {W}\n10 {U}\n8 {1}{W}\n8 {1}{U}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	opt := filepath.Join(dir, "opt")
	printed = mustRun(t, "optimize", "--quiet", "--lands", "19-21", "--fill", "{1}{W}", "--spread", "1", "--objective", "mana:4",
		"--turns", "4", "--on", "play", "--budget", "20k", "--out", opt, deck)
	winner := func(s string) string {
		i := strings.Index(s, "\nwinner: ")
		if i < 0 {
			t.Fatalf("no winner in:\n%s", s)
		}
		s = s[i:]
		return s[:strings.Index(s, " games)")]
	}
	shown := mustRun(t, "inspect", opt)
	if got, want := winner(shown), winner(printed); got != want {
		t.Errorf("inspect says %q, optimize printed %q", got, want)
	}
	win, err := os.ReadFile(filepath.Join(opt, WinnerFile))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(shown, string(win)) || !strings.Contains(shown, "9 variants (variants.arrow)") {
		t.Errorf("inspect does not show the 9 variants and the winner's decklist:\n%s", shown)
	}
	refused(t, "has no report", "report", opt)
}
