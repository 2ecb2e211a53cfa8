package main

import (
	"os"
	"path/filepath"
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
