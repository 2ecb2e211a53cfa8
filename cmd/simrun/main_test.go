package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The end-to-end tests build the binary once and run it as a user would.
// GOLDFISH_SIMRUN=/path/to/simrun runs them against another build instead
// (an older one, to see the cases of the reliability suite fail there).
var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "simrun-test")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "simrun")
	if other := os.Getenv("GOLDFISH_SIMRUN"); other != "" {
		binary = other
	} else if out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput(); err != nil {
		panic("go build: " + err.Error() + "\n" + string(out))
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// simrun runs the binary in the repository root and returns stdout, stderr
// and the exit code.
func simrun(t *testing.T, env []string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = "../.."
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return stdout.String(), stderr.String(), code
}

func TestRunPrintsSummary(t *testing.T) {
	out, errOut, code := simrun(t, nil, "run", "--games", "2k", "--turns", "6", "--out", t.TempDir(), "decks/examples/mono-red.txt")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"mono-red: 6 turns", "on the play: 2000 games", "on the draw: 2000 games", "Lightning Bolt {R}", "kill turn"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
}

func TestRunJSON(t *testing.T) {
	out, errOut, code := simrun(t, nil, "run", "--json", "--games", "1000", "--on", "draw", "--turns", "4", "--out", t.TempDir(), "decks/examples/green-ramp.dek")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var s []struct {
		Deck  string `json:"deck"`
		Sides []struct {
			Side  string `json:"side"`
			Games int64  `json:"games"`
			Cards []struct {
				Card string `json:"card"`
			} `json:"cards"`
		} `json:"sides"`
	}
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if len(s) != 1 || s[0].Deck != "green-ramp" || len(s[0].Sides) != 1 || s[0].Sides[0].Side != "draw" || s[0].Sides[0].Games != 1000 {
		t.Fatalf("JSON summary: %+v", s)
	}
}

// What the engine cannot model of a deck's cards is reported once per run,
// in the summary and the JSON: the card and what is ignored.
func TestRunReportsUnmodelled(t *testing.T) {
	deck := filepath.Join(t.TempDir(), "orchard.txt")
	if err := os.WriteFile(deck, []byte("4 Werebear\n20 Forest\n4 Utopia Sprawl\n32 Grizzly Bears\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := simrun(t, nil, "run", "--games", "200", "--turns", "3", "--out", t.TempDir(), deck)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "not modelled") || !strings.Contains(out, "Werebear: threshold — ~ gets +3/+3") ||
		!strings.Contains(out, "Utopia Sprawl: the colour chosen") {
		t.Errorf("summary lacks the unmodelled cards:\n%s", out)
	}
	if strings.Count(out, "Werebear:") != 1 {
		t.Errorf("Werebear reported %d times, want once:\n%s", strings.Count(out, "Werebear:"), out)
	}
	out, errOut, code = simrun(t, nil, "run", "--json", "--games", "200", "--turns", "3", "--out", t.TempDir(), deck)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var s []struct {
		Unmodelled []struct {
			Card    string `json:"card"`
			Ignored string `json:"ignored"`
		} `json:"unmodelled"`
	}
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if len(s) != 1 || len(s[0].Unmodelled) != 2 || s[0].Unmodelled[0].Card != "Werebear" {
		t.Errorf("JSON unmodelled: %+v", s)
	}
}

func TestBadInputsExit2(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(bad, []byte("4 Lightning Bolt\n4 Lightnin Bolt\n52 Mountain\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		env  []string
		msg  string
	}{
		{[]string{"run", "--games", "abc", "decks/examples/mono-red.txt"}, nil, `invalid argument "abc" for "--games" flag: not a whole number of games`},
		{[]string{"run", "--on", "sideways", "decks/examples/mono-red.txt"}, nil, "want play, draw or both"},
		{[]string{"run", "--keep", "7:5-2", "decks/examples/mono-red.txt"}, nil, "--keep"},
		{[]string{"run", "nosuch.txt"}, nil, "nosuch.txt"},
		{[]string{"run", bad}, nil, `bad.txt:2: unknown card "Lightnin Bolt"; did you mean "Lightning Bolt"?`},
		{[]string{"run"}, nil, "at least one decklist"},
		{[]string{"run", "--shard", "4/4", "decks/examples/mono-red.txt"}, nil, "--shard"},
		{[]string{"run", "decks/examples/mono-red.txt"}, []string{"JOB_COMPLETION_INDEX=2"}, "--shard-count"},
		{[]string{"run", "--games", "100", "--format", "limited", "--out", t.TempDir(), "decks/examples/commander-100.txt"}, nil, ""},
		{[]string{"run", "--games", "100", "--out", "/proc/nope", "decks/examples/mono-red.txt"}, nil, "--out: cannot"},
		{[]string{"run", "--workers", "-3", "decks/examples/mono-red.txt"}, nil, "--workers -3: want 0 (every CPU) to 4096"},
		{[]string{"run", "--compression", "gzip", "decks/examples/mono-red.txt"}, nil, "want zstd, lz4 or none"},
		{[]string{"sources", "--cost", "1XX"}, nil, `"X" at position 2`},
		{[]string{"sources"}, nil, "--cost"},
		{[]string{"replay", "decks/examples/mono-red.txt", "--game", "-1"}, nil, "--game"},
		{[]string{"cards", "Lightnin Bolt"}, nil, `did you mean "Lightning Bolt"`},
		{[]string{"run", "--no-such-flag", "x"}, nil, "unknown flag"},
	} {
		_, errOut, code := simrun(t, tc.env, tc.args...)
		if tc.msg == "" { // fine input: a Commander deck run as limited has 100 cards, more than 40
			if code != 0 {
				t.Errorf("%v: exit %d: %s", tc.args, code, errOut)
			}
			continue
		}
		if code != 2 || !strings.Contains(errOut, tc.msg) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", tc.args, code, errOut, tc.msg)
		}
		if strings.Contains(errOut, "goroutine ") || strings.Contains(errOut, "panic") {
			t.Errorf("%v: a stack trace reached the user: %s", tc.args, errOut)
		}
	}
}

func TestSourcesJSON(t *testing.T) {
	out, errOut, code := simrun(t, nil, "sources", "--deck-size", "40", "--lands", "17", "--cost", "1CC", "--games", "20k", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rows []struct {
		Cost      string             `json:"cost"`
		ManaValue int                `json:"mana_value"`
		Target    float64            `json:"target"`
		Sources   *int               `json:"sources"`
		Prob      float64            `json:"probability"`
		Lo        float64            `json:"ci_low"`
		Hi        float64            `json:"ci_high"`
		Games     int64              `json:"games"`
		Exact     bool               `json:"exact"`
		ByK       map[string]float64 `json:"by_sources"`
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	r := rows[0]
	if len(rows) != 1 || r.Cost != "1CC" || r.ManaValue != 3 || r.Target != 0.92 || r.Sources == nil || len(r.ByK) != 18 ||
		r.Prob < r.Target || r.Lo > r.Prob || r.Hi < r.Prob || r.Games == 0 || r.Exact {
		t.Fatalf("sources JSON: %+v", rows)
	}
	played := r

	// --exact computes the same study: its answer lies in the played one's
	// interval (a 95% interval: the seed is pinned, and it does here).
	out, errOut, code = simrun(t, nil, "sources", "--deck-size", "40", "--lands", "17", "--cost", "1CC", "--exact", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	rows = nil
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	r = rows[0]
	if len(rows) != 1 || !r.Exact || r.Games != 0 || r.Lo != r.Prob || r.Hi != r.Prob || r.Sources == nil ||
		r.ByK[strconv.Itoa(*played.Sources)] < played.Lo || r.ByK[strconv.Itoa(*played.Sources)] > played.Hi {
		t.Fatalf("exact sources JSON: %+v, played %+v", rows, played)
	}

	// --table is computed unless --exact=false; a played-study flag alone is refused.
	out, errOut, code = simrun(t, nil, "sources", "--deck-size", "99", "--format", "commander", "--lands", "37", "--table", "--json")
	if code != 0 || !strings.Contains(out, `"exact": true`) || strings.Contains(out, `"exact": false`) {
		t.Fatalf("table: exit %d, %s%s", code, out, errOut)
	}
	if _, errOut, code = simrun(t, nil, "sources", "--table", "--games", "1000"); code != 2 || !strings.Contains(errOut, "--exact=false") {
		t.Fatalf("table with --games: exit %d, %s", code, errOut)
	}
}

func TestReplayIsTheRunsGame(t *testing.T) {
	out, errOut, code := simrun(t, nil, "replay", "decks/examples/dark-ritual.txt", "--game", "12", "--rules", "classic")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "game 12 on the play") || !strings.Contains(out, "— turn 1") {
		t.Fatalf("replay:\n%s", out)
	}
	again, _, _ := simrun(t, nil, "replay", "decks/examples/dark-ritual.txt", "--game", "12", "--rules", "classic")
	if again != out {
		t.Fatal("the same replay twice differs")
	}
}

func TestHelpHasExamples(t *testing.T) {
	var names []string
	for _, c := range newRoot().Commands() {
		names = append(names, c.Name())
	}
	if len(names) < 10 {
		t.Fatalf("commands: %v", names)
	}
	for _, c := range names {
		if c == "help" {
			continue
		}
		out, _, code := simrun(t, nil, c, "--help")
		if code != 0 || !strings.Contains(out, "Examples:") || !strings.Contains(out, "simrun "+c) {
			t.Errorf("simrun %s --help: exit %d\n%s", c, code, out)
		}
	}
}

// simrun version is simrun --version.
func TestVersion(t *testing.T) {
	want := "simrun version " + version + "\n"
	for _, args := range [][]string{{"version"}, {"--version"}} {
		out, errOut, code := simrun(t, nil, args...)
		if code != 0 || out != want {
			t.Errorf("simrun %s: exit %d, %q (stderr %q), want %q", args[0], code, out, errOut, want)
		}
	}
	if _, _, code := simrun(t, nil, "version", "extra"); code != 2 {
		t.Errorf("simrun version extra: exit %d, want 2", code)
	}
}

// replay takes --on as run does (it used to take only --side, and replayed
// `--on draw` silently on the play). The player on the draw draws on turn 1
// (rule 103.8a spares only the one on the play), which the narration shows.
func TestReplayTakesOn(t *testing.T) {
	deck := "decks/examples/mono-red.txt"
	onDraw, errOut, code := simrun(t, nil, "replay", deck, "--game", "3", "--on", "draw")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	turn1 := func(out string) string {
		_, rest, _ := strings.Cut(out, "— turn 1")
		first, _, _ := strings.Cut(rest, "— turn 2")
		return first
	}
	if !strings.Contains(onDraw, "game 3 on the draw") || !strings.Contains(turn1(onDraw), "\n  draw ") {
		t.Errorf("--on draw did not replay the game on the draw:\n%s", onDraw)
	}
	if side, _, _ := simrun(t, nil, "replay", deck, "--game", "3", "--side", "draw"); side != onDraw {
		t.Error("--on draw and --side draw replay different games")
	}
	onPlay, _, _ := simrun(t, nil, "replay", deck, "--game", "3", "--on", "play")
	if !strings.Contains(onPlay, "game 3 on the play") || strings.Contains(turn1(onPlay), "\n  draw ") {
		t.Errorf("--on play:\n%s", onPlay)
	}
	for _, args := range [][]string{{"--on", "both"}, {"--on", "draw", "--side", "play"}, {"--on", "sideways"}} {
		_, errOut, code := simrun(t, nil, append([]string{"replay", deck, "--game", "3"}, args...)...)
		if code != 2 || !strings.Contains(errOut, "--on") {
			t.Errorf("replay %v: exit %d, %s; want exit 2 naming --on", args, code, errOut)
		}
	}
}

// Unknown sideboard cards are one warning line, printed once even when a
// sweep resolves the deck for each of its combinations.
func TestSideboardWarningOnce(t *testing.T) {
	dir := t.TempDir()
	jobFile := filepath.Join(dir, "job.toml")
	err := os.WriteFile(jobFile, []byte(`games = "200"
turns = 2

[[deck]]
name = "study"
list = """
24 land:R
36 {R}
SB: 2 Lightnin Bolt
SB: 1 Pyroblast Nonsense
"""

[axes]
mulligan = ["london", "vancouver", "none"]
`), 0o644)
	if err != nil {
		t.Fatal(err)
	}
	_, errOut, code := simrun(t, nil, "sweep", "--quiet", "--out", filepath.Join(dir, "out"), jobFile)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var lines []string
	for _, l := range strings.Split(errOut, "\n") {
		if strings.Contains(l, "Lightnin Bolt") || strings.Contains(l, "Pyroblast Nonsense") {
			lines = append(lines, l)
		}
	}
	if len(lines) != 1 || !strings.Contains(lines[0], `"Lightnin Bolt"`) || !strings.Contains(lines[0], `"Pyroblast Nonsense"`) {
		t.Errorf("want one warning line naming both sideboard cards, got %d:\n%s", len(lines), errOut)
	}
}
