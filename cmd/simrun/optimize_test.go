package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/decks/decklist"
)

// optimize writes variants.arrow (every variant of the space, read back
// through the manifest) and the winner's decklist; bad flags are exit 2
// with nothing written.
func TestOptimizeCommand(t *testing.T) {
	dir := t.TempDir()
	deck := filepath.Join(dir, "base.txt")
	if err := os.WriteFile(deck, []byte("12 Plains\n12 Island\n10 {W}\n10 {U}\n8 {1}{W}\n8 {1}{U}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	stdout, stderr, code := simrun(t, nil, "optimize", "--quiet", "--lands", "18-22", "--fill", "{1}{W}", "--spread", "1",
		"--objective", "mana:4", "--turns", "4", "--on", "play", "--budget", "20k", "--out", out, deck)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "winner: ") {
		t.Errorf("no winner printed:\n%s", stdout)
	}
	fo, err := analysis.OpenFolder(out)
	if err != nil {
		t.Fatal(err)
	}
	tbl, err := fo.ReadTable(VariantsFile)
	if err != nil {
		t.Fatal(err)
	}
	defer tbl.Release()
	if tbl.NumRows() != 15 {
		t.Errorf("variants.arrow: %d rows, want 15 (5 land counts x 3 splits)", tbl.NumRows())
	}
	win, err := fo.ReadFile(WinnerFile)
	if err != nil {
		t.Fatal(err)
	}
	list, err := decklist.ParseList(WinnerFile, win)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range list.Entries {
		n += e.Count
	}
	if n != 60 {
		t.Errorf("the winner has %d cards, want 60:\n%s", n, win)
	}
	for _, bad := range [][]string{
		{"--lands", "18-22"},               // no --fill
		{"--objective", "fastest"},         // no such objective
		{"--budget", "lots"},               // not a budget
		{"--candidates", "Lightning Bolt"}, // not a land
		{"--search", "genetic"},            // no such search
	} {
		o := filepath.Join(dir, "bad")
		_, stderr, code := simrun(t, nil, append(append([]string{"optimize", "--quiet", "--out", o}, bad...), deck)...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", bad, code, stderr)
		}
		if _, err := os.Stat(o); err == nil {
			t.Errorf("%v: %s written", bad, o)
		}
	}
}

// An interrupted optimize keeps its games (values.arrow, partial; exit
// 130) and --resume ends in the uninterrupted search's variants.arrow and
// winner; a search split in shards, merged and run again --from the merge
// until it ends, ends in them too, on every shard.
func TestOptimizeResumesAndShards(t *testing.T) {
	dir := t.TempDir()
	deck := filepath.Join(dir, "base.txt")
	if err := os.WriteFile(deck, []byte("12 Plains\n12 Island\n10 {W}\n10 {U}\n8 {1}{W}\n8 {1}{U}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	search := func(out string, extra ...string) []string {
		return append(append([]string{"optimize", "--quiet", "--lands", "18-22", "--fill", "{1}{W}", "--spread", "1", "--objective", "mana:4",
			"--turns", "4", "--on", "play", "--budget", "60k", "--out", out}, extra...), deck)
	}
	result := func(out string) string {
		t.Helper()
		fo, err := analysis.OpenFolder(out)
		if err != nil {
			t.Fatal(err)
		}
		if fo.Manifest.Partial {
			t.Fatalf("%s: partial", out)
		}
		win, err := fo.ReadFile(WinnerFile)
		if err != nil {
			t.Fatal(err)
		}
		return tablesCSV(t, out, VariantsFile) + string(win)
	}
	whole := filepath.Join(dir, "whole")
	mustRun(t, search(whole)...)
	want := result(whole)

	part := filepath.Join(dir, "part")
	fo := stopPartway(t, part, search(part)...)
	if !fo.Has(ValuesFile) {
		t.Fatalf("the stopped search kept no %s", ValuesFile)
	}
	refused(t, "--objective", search(part, "--resume", "--objective", "mana:3")...)
	mustRun(t, search(part, "--resume")...)
	if result(part) != want {
		t.Error("the resumed search's result is not the uninterrupted one's")
	}

	// Two shards, step by step (the loop of docs/slurm-optimize.sh).
	merged := filepath.Join(dir, "merged")
	shard := func(i int) string { return filepath.Join(dir, "shard-"+strconv.Itoa(i)) }
	for step := 0; ; step++ {
		if step > 10 {
			t.Fatal("the shards never finish")
		}
		for i := range 2 {
			extra := []string{"--shard", strconv.Itoa(i) + "/2", "--force"}
			if step > 0 {
				extra = append(extra, "--from", merged)
			}
			mustRun(t, search(shard(i), extra...)...)
		}
		if _, err := os.Stat(filepath.Join(shard(0), WinnerFile)); err == nil {
			break
		}
		mustRun(t, "merge", "--force", "--out", merged, shard(0), shard(1))
	}
	for i := range 2 {
		if result(shard(i)) != want {
			t.Errorf("shard %d/2's result is not the search's on one machine", i)
		}
	}
	// Misuse: exit 2, nothing written.
	refused(t, "time budget", search(filepath.Join(dir, "t"), "--budget", "5s", "--shard", "0/2")...)
	run := filepath.Join(dir, "run")
	mustRun(t, "run", "--quiet", "--games", "500", "--turns", "4", "--out", run, deck)
	refused(t, "not of simrun optimize", search(filepath.Join(dir, "c"), "--from", run)...)
	refused(t, "holds no "+ValuesFile, search(filepath.Join(dir, "c"), "--from", whole)...)
	if _, err := os.Stat(filepath.Join(dir, "c")); err == nil {
		t.Error("a refused --from wrote its --out")
	}
}
