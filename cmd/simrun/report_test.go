package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// manifestFiles returns the names a result folder's manifest lists.
func manifestFiles(t *testing.T, dir string) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Files []struct{ Name string } `json:"files"`
	}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, f := range m.Files {
		out[f.Name] = true
	}
	return out
}

// run --report, sweep --report and simrun report write report.html into the
// result folder, listed by its manifest (so inspect checks it like any
// file); a report of a folder read back names what the engine ignores,
// from the decklist its manifest holds.
func TestReportCommands(t *testing.T) {
	dir := t.TempDir()
	withReport := filepath.Join(dir, "run")
	if _, errOut, code := simrun(t, nil, "run", "--report", "--games", "500", "--turns", "4", "--quiet", "--out", withReport, "decks/examples/dark-ritual.txt"); code != 0 {
		t.Fatalf("run --report: exit %d: %s", code, errOut)
	}
	page, err := os.ReadFile(filepath.Join(withReport, "report.html"))
	if err != nil || !manifestFiles(t, withReport)["report.html"] {
		t.Fatalf("run --report wrote no report listed in the manifest: %v", err)
	}
	for _, want := range []string{`<table class="castability">`, `class="chart heatmap"`, `class="chart mana"`, `class="chart kill"`, "On the play: 500 games"} {
		if !strings.Contains(string(page), want) {
			t.Errorf("run --report's page lacks %q", want)
		}
	}
	if _, errOut, code := simrun(t, nil, "inspect", withReport); code != 0 {
		t.Errorf("inspect of a folder with its report: exit %d: %s", code, errOut)
	}

	later := filepath.Join(dir, "later")
	if _, errOut, code := simrun(t, nil, "run", "--games", "500", "--turns", "4", "--quiet", "--out", later, "decks/examples/dark-ritual.txt"); code != 0 {
		t.Fatalf("run: exit %d: %s", code, errOut)
	}
	if _, errOut, code := simrun(t, nil, "report", later); code != 0 {
		t.Fatalf("report: exit %d: %s", code, errOut)
	}
	again, err := os.ReadFile(filepath.Join(later, "report.html"))
	if err != nil || !manifestFiles(t, later)["report.html"] {
		t.Fatalf("simrun report wrote no report listed in the manifest: %v", err)
	}
	if strings.Contains(string(again), "unmodelled-unknown") {
		t.Error("the report of a folder read back does not know what the engine ignores of its deck")
	}
	// Made the two ways, the pages differ only in the run's id.
	strip := func(p []byte, dir string) string {
		id := ""
		var m struct {
			RunID string `json:"run_id"`
		}
		data, _ := os.ReadFile(filepath.Join(dir, "manifest.json"))
		if json.Unmarshal(data, &m) == nil {
			id = m.RunID
		}
		return strings.ReplaceAll(string(p), id, "RUN")
	}
	if strip(page, withReport) != strip(again, later) {
		t.Error("run --report and simrun report of the same run give different pages")
	}
	if _, errOut, code := simrun(t, nil, "report", filepath.Join(dir, "none")); code != 2 {
		t.Errorf("report of no folder: exit %d: %s", code, errOut)
	}

	sweep := filepath.Join(dir, "sweep")
	if _, errOut, code := simrun(t, nil, "sweep", "--report", "--quiet", "--games", "300", "--out", sweep, "decks/examples/land-count-sweep.toml"); code != 0 {
		t.Fatalf("sweep --report: exit %d: %s", code, errOut)
	}
	sp, err := os.ReadFile(filepath.Join(sweep, "report.html"))
	if err != nil || !manifestFiles(t, sweep)["report.html"] || !strings.Contains(string(sp), `<table class="sweep">`) {
		t.Fatalf("sweep --report: %v", err)
	}
	// A rerun of the sweep goes on in its folder, report and all.
	if _, errOut, code := simrun(t, nil, "sweep", "--report", "--quiet", "--games", "300", "--out", sweep, "decks/examples/land-count-sweep.toml"); code != 0 {
		t.Errorf("sweep rerun: exit %d: %s", code, errOut)
	}
	if _, errOut, code := simrun(t, nil, "report", sweep); code != 0 {
		t.Errorf("report of a sweep: exit %d: %s", code, errOut)
	}
}
