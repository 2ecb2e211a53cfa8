package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// The reliability suite: every case of "Results you can trust" (a result
// folder is whole, one run's, and checked when read), each reproduced as a
// user meets it, through the binary. The damage of single files at scale
// is analysis.TestDamagedFilesAreRefused; the engine's side is in
// sim/runner_test.go.

const deck = "decks/examples/mono-red.txt"

// snapshot is every file of a folder tree with its SHA-256, hidden files
// included: what a test compares before and after.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		h := sha256.Sum256(b)
		rel, _ := filepath.Rel(dir, p)
		out[rel] = hex.EncodeToString(h[:])
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func sameSnapshot(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func names(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// mustRun runs simrun and fails the test unless it exits 0.
func mustRun(t *testing.T, args ...string) string {
	t.Helper()
	out, errOut, code := simrun(t, nil, args...)
	if code != 0 {
		t.Fatalf("simrun %s: exit %d: %s", strings.Join(args, " "), code, errOut)
	}
	return out
}

// refused runs simrun and checks it exits 2 with want in its message, no
// Go stack trace, and no "interrupted".
func refused(t *testing.T, want string, args ...string) string {
	t.Helper()
	_, errOut, code := simrun(t, nil, args...)
	if code != 2 || !strings.Contains(errOut, want) {
		t.Errorf("simrun %s: exit %d, %q; want exit 2 and %q", strings.Join(args, " "), code, errOut, want)
	}
	if strings.Contains(errOut, "goroutine ") || strings.Contains(errOut, "panic") || strings.Contains(errOut, "interrupted") {
		t.Errorf("simrun %s: %s", strings.Join(args, " "), errOut)
	}
	return errOut
}

// interrupted starts a run and stops it with SIGINT after wait: a partial
// result (exit 130).
func interrupted(t *testing.T, wait time.Duration, args ...string) {
	t.Helper()
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
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 130 {
		t.Fatalf("interrupted run: %v (want exit 130); stderr: %s", err, stderr.String())
	}
}

// Damaged files: bytes changed, files cut short or lengthened make inspect,
// inspect --csv, merge and run --resume exit 2 naming the file; never a
// stack trace (arrow-go's decoder panics on such files, or tries to allocate
// what a damaged length claims), never other numbers with exit 0.
func TestReliabilityDamagedFiles(t *testing.T) {
	dir := t.TempDir()
	clean := filepath.Join(dir, "clean")
	args := []string{"run", "--games", "3000", "--turns", "4", "--quiet", "--per-game", "--shard", "0/2"}
	mustRun(t, append(args, "--out", clean, deck)...)
	other := filepath.Join(dir, "shard1")
	mustRun(t, "run", "--games", "3000", "--turns", "4", "--quiet", "--per-game", "--shard", "1/2", "--out", other, deck)
	rng := rand.New(rand.NewPCG(3, 4))
	for i, file := range []string{"castability.arrow", "turns.arrow", "sides.arrow", "games.arrow", "manifest.json",
		"castability.arrow", "turns.arrow", "games.arrow"} {
		bad := filepath.Join(dir, fmt.Sprintf("bad%d", i))
		os.CopyFS(bad, os.DirFS(clean))
		p := filepath.Join(bad, file)
		b, err := os.ReadFile(p)
		if err != nil || len(b) == 0 {
			t.Fatalf("the run wrote no %s: %v", file, err)
		}
		switch i % 3 {
		case 0:
			b[rng.IntN(len(b))] ^= byte(1 + rng.IntN(255))
		case 1:
			b = b[:rng.IntN(len(b))]
		default:
			k := rng.IntN(len(b))
			b = append(b[:k], append([]byte{0x7f, 0xff, 0xff, 0xff}, b[k:]...)...)
		}
		os.WriteFile(p, b, 0o644)
		named := filepath.Base(bad) // every message names the folder or the file
		refused(t, named, "inspect", bad)
		if strings.HasSuffix(file, ".arrow") {
			refused(t, named, "inspect", "--csv", p)
		}
		refused(t, named, "merge", "--out", filepath.Join(dir, fmt.Sprintf("merged%d", i)), bad, other)
		refused(t, named, append(args, "--resume", "--out", bad, deck)...)
	}
}

// A second run into a used folder is refused, lest the first run's
// games.arrow, Parquet copies and charts stay beside its own as if they were
// part of it; --force replaces the folder whole.
func TestReliabilitySecondRunIntoUsedFolder(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	mustRun(t, "run", "--games", "2000", "--turns", "4", "--quiet", "--per-game", "--parquet", "--chart", "--out", out, deck)
	first := snapshot(t, out)
	refused(t, "holds files already: --force replaces it whole", "run", "--games", "2000", "--turns", "4", "--seed", "2", "--quiet", "--out", out, deck)
	if !sameSnapshot(first, snapshot(t, out)) {
		t.Fatal("a refused run changed the folder")
	}
	mustRun(t, "run", "--games", "2000", "--turns", "4", "--seed", "2", "--quiet", "--force", "--out", out, deck)
	second := snapshot(t, out)
	if got := strings.Join(names(second), " "); got != "castability.arrow manifest.json sides.arrow turns.arrow" {
		t.Errorf("after --force the folder holds %s: the first run's files stayed", got)
	}
	info := mustRun(t, "inspect", out)
	if !strings.Contains(info, "seed 2") || strings.Contains(info, "games.arrow") || strings.Contains(info, ".png") {
		t.Errorf("inspect after --force:\n%s", info)
	}
	if entries, _ := os.ReadDir(filepath.Dir(out)); len(entries) != 1 {
		t.Errorf("beside the folder: %v (temporary or old folders left)", entries)
	}
}

// A writer failing half-way (the file size limit reached, as a full disk
// would) leaves the folder as it was, never a new castability.arrow beside
// the old turns.arrow (the old seed over the new numbers). The error names
// the file, exit 1. Two places: a table after another is written, and
// games.arrow as the games stream.
func TestReliabilityWriterFailsHalfWay(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("RLIMIT_FSIZE through bash's ulimit")
	}
	dir := t.TempDir()
	lands := filepath.Join(dir, "lands.txt")
	os.WriteFile(lands, []byte("60 land:R\n"), 0o644)
	for i, tc := range []struct {
		args  []string
		limit string // KiB a file
		file  string // the file that does not fit
	}{
		// No castable card: castability.arrow is small, turns.arrow (50
		// turns, uncompressed) is not.
		{[]string{"--games", "20000", "--turns", "50", "--compression", "none", lands}, "6", "turns.arrow"},
		{[]string{"--games", "20000", "--turns", "4", "--per-game", "--parquet", deck}, "200", "games.arrow"},
		// A batch of games.arrow written as the games go (report K4: its
		// name was given twice).
		{[]string{"--games", "40000", "--turns", "4", "--per-game", deck}, "200", "games.arrow"},
	} {
		out := filepath.Join(dir, fmt.Sprintf("%d-%s", i, tc.file))
		mustRun(t, append([]string{"run", "--quiet", "--out", out}, tc.args...)...)
		before := snapshot(t, out)
		csvBefore := mustRun(t, "inspect", "--csv", filepath.Join(out, "castability.arrow"))
		args := append([]string{"-c", `ulimit -f ` + tc.limit + `; exec "$0" "$@"`, binary, "run", "--seed", "2", "--quiet", "--force", "--out", out}, tc.args...)
		cmd := exec.Command("bash", args...)
		cmd.Dir = "../.."
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 1 || !strings.Contains(stderr.String(), tc.file) || !strings.Contains(stderr.String(), "file too large") {
			t.Errorf("the failing run: %v, %s; want exit 1 naming %s and the error", err, stderr.String(), tc.file)
			continue
		}
		if strings.Contains(stderr.String(), tc.file+": "+tc.file) { // report K4
			t.Errorf("the file is named twice: %s", stderr.String())
		}
		if !sameSnapshot(before, snapshot(t, out)) {
			t.Errorf("%s: the failed run changed the folder", tc.file)
		}
		if mustRun(t, "inspect", "--csv", filepath.Join(out, "castability.arrow")) != csvBefore {
			t.Errorf("%s: the folder reads other numbers after the failed run", tc.file)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 4 {
		t.Errorf("beside the folders: %v (temporary folders left)", entries)
	}
}

// Two runs into one folder at once: the second is refused while the first
// writes, so that the folder is never a mix of the two.
func TestReliabilityConcurrentRuns(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	var cmds []*exec.Cmd
	var errs []*bytes.Buffer
	for seed := range 2 {
		cmd := exec.Command(binary, "run", "--games", "200000", "--turns", "3", "--seed", strconv.Itoa(seed+1), "--quiet", "--force", "--out", out, deck)
		cmd.Dir = "../.."
		var b bytes.Buffer
		cmd.Stderr = &b
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds, errs = append(cmds, cmd), append(errs, &b)
	}
	codes := map[int]int{}
	for i, cmd := range cmds {
		err := cmd.Wait()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		codes[code]++
		if code == 2 && !strings.Contains(errs[i].String(), "another simrun is writing it") {
			t.Errorf("the refused run says: %s", errs[i].String())
		}
	}
	if codes[0] != 1 || codes[2] != 1 {
		t.Fatalf("exit codes %v: want one run done and one refused", codes)
	}
	info := mustRun(t, "inspect", out)
	if !strings.Contains(info, "seed 1") && !strings.Contains(info, "seed 2") {
		t.Errorf("inspect:\n%s", info)
	}
	if entries, _ := os.ReadDir(filepath.Dir(out)); len(entries) != 1 {
		t.Errorf("beside the folder: %v (a lock or temporary folder left)", entries)
	}
}

// A deck beyond the engine's limits is an error naming the limit, exit 2,
// before any game and any folder: not an "interrupted" run (exit 130) with a
// partial result of 0 games that hides the real error.
func TestReliabilityDeckBeyondLimits(t *testing.T) {
	dir := t.TempDir()
	var distinct strings.Builder
	for n := range 300 {
		fmt.Fprintf(&distinct, "1 {%d}{R}\n", n)
	}
	for name, list := range map[string]string{"library.txt": "513 land:R\n", "distinct.txt": distinct.String()} {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(list), 0o644)
		out := filepath.Join(dir, "out-"+name)
		msg := refused(t, "beyond the engine's limits", "run", "--games", "1000", "--out", out, p)
		if !strings.Contains(msg, "at most 512") && !strings.Contains(msg, "at most 256") {
			t.Errorf("%s: the limit is not named: %s", name, msg)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%s: a folder was written", name)
		}
	}
}

// A resume with another --games is refused, the folder left as it was:
// finishing it would give a result not marked partial with the stopped
// run's games on one side and the new count on the other.
func TestReliabilityResumeOtherGames(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	args := []string{"run", "--turns", "3", "--quiet", "--out", out, deck}
	interrupted(t, 700*time.Millisecond, append(args, "--games", "50M")...)
	before := snapshot(t, out)
	if info := mustRun(t, "inspect", out); !strings.Contains(info, "PARTIAL") {
		t.Fatalf("not partial:\n%s", info)
	}
	refused(t, "a run's game count is fixed (resume with --games 50000000", append(args, "--games", "1000", "--resume")...)
	if !sameSnapshot(before, snapshot(t, out)) {
		t.Fatal("the refused resume changed the folder")
	}
}

// Two decks of one name in a run are refused, both files named: the tables
// keep decks by name, and the two would read back as one garbled deck.
func TestReliabilityDuplicateDeckNames(t *testing.T) {
	dir := t.TempDir()
	other := filepath.Join(dir, "mono-red.txt")
	os.WriteFile(other, []byte("20 Mountain\n40 Lightning Bolt\n"), 0o644)
	out := filepath.Join(dir, "out")
	refused(t, `decks/examples/mono-red.txt and `+other+` are both named "mono-red"`, "run", "--games", "100", "--out", out, deck, other)
	refused(t, `both named "mono-red"`, "run", "--games", "100", "--out", out, deck, deck)
	if _, err := os.Stat(out); err == nil {
		t.Error("a folder was written")
	}
}

// merge: shards run with --per-game keep games.arrow, equal to the single
// run's (per_game is recorded); a relative and an absolute path to one
// decklist merge (decklists are compared by content); --out naming an input
// is refused, --force or not, lest it be written over; a used --out is
// refused.
func TestReliabilityMerge(t *testing.T) {
	dir := t.TempDir()
	abs, _ := filepath.Abs(filepath.Join("../..", deck))
	common := []string{"run", "--games", "6000", "--turns", "4", "--quiet", "--per-game"}
	s0, s1, single, merged := filepath.Join(dir, "s0"), filepath.Join(dir, "s1"), filepath.Join(dir, "single"), filepath.Join(dir, "merged")
	mustRun(t, append(common, "--shard", "0/2", "--out", s0, deck)...)
	mustRun(t, append(common, "--shard", "1/2", "--out", s1, abs)...)
	mustRun(t, append(common, "--out", single, deck)...)
	mustRun(t, "merge", "--out", merged, s0, s1)
	sameTables(t, merged, single, "castability.arrow", "turns.arrow", "sides.arrow", "games.arrow")
	before := snapshot(t, s0)
	refused(t, "it would write over the input", "merge", "--out", s0, s0, s1)
	refused(t, "it would write over the input", "merge", "--force", "--out", s1+"/", s0, s1)
	refused(t, "it would write over the input", "merge", "--force", "--out", filepath.Join(s0, "inside"), s0, s1)
	refused(t, "holds files already", "merge", "--out", merged, s0, s1)
	if !sameSnapshot(before, snapshot(t, s0)) {
		t.Fatal("a refused merge changed an input")
	}
	// Another decklist under the same name is another run.
	edited := filepath.Join(dir, "mono-red.txt")
	b, _ := os.ReadFile(abs)
	os.WriteFile(edited, append(b, []byte("\n// one more comment line\n")...), 0o644)
	s1b := filepath.Join(dir, "s1b")
	mustRun(t, append(common, "--shard", "1/2", "--out", s1b, edited)...)
	refused(t, "decks: mono-red (list", "merge", "--out", filepath.Join(dir, "m2"), s0, s1b)
}

// A sweep job with a negative count or an unknown key in a table (a typo
// that would silently do nothing) is refused with its file and line; a sweep
// into a run's folder is refused.
func TestReliabilitySweepMistakes(t *testing.T) {
	dir := t.TempDir()
	job := func(text string) string {
		p := filepath.Join(dir, "job.toml")
		os.WriteFile(p, []byte(text), 0o644)
		return p
	}
	deckTable := "[[deck]]\nname = \"x\"\nlist = \"\"\"\n24 land:B\n36 {B}\n\"\"\"\n"
	refused(t, "job.toml:7: [[vary]] of x: count -2", "sweep", "--out", filepath.Join(dir, "o"),
		job(deckTable+"[[vary]]\ndeck = \"x\"\ncard = \"land:B\"\ncounts = [22, -2]\n"))
	refused(t, `job.toml:3: [deck]: unknown key "lsit"`, "sweep", "--out", filepath.Join(dir, "o"),
		job("[[deck]]\nname = \"x\"\nlsit = \"60 land:B\"\n"))
	run := filepath.Join(dir, "run")
	mustRun(t, "run", "--games", "500", "--turns", "3", "--quiet", "--out", run, deck)
	refused(t, "holds a run's result, not a sweep's: --force clears the folder first", "sweep", "--games", "500", "--out", run, job(deckTable))
}

// The smaller cases: each its exit code and message.
func TestReliabilitySmallerCases(t *testing.T) {
	dir := t.TempDir()
	// sources prints nothing on stdout before an error.
	for _, args := range [][]string{{"sources", "--cost", "1XX"}, {"sources", "--lands", "70", "--cost", "1C"}} {
		out, _, code := simrun(t, nil, args...)
		if code != 2 || out != "" {
			t.Errorf("simrun %v: exit %d, stdout %q; want exit 2 and nothing on stdout", args, code, out)
		}
	}
	// bench --seconds 0 would divide by zero (NaN figures).
	out, errOut, code := simrun(t, nil, "bench", "--seconds", "0")
	if code != 2 || strings.Contains(out+errOut, "NaN") || !strings.Contains(errOut, "--seconds 0") {
		t.Errorf("bench --seconds 0: exit %d, %q %q", code, out, errOut)
	}
	// An unknown command is bad usage: exit 2.
	refused(t, `unknown command "frobnicate"`, "frobnicate")
	// --workers is bounded.
	refused(t, "--workers -3", "run", "--workers", "-3", "--games", "100", "--out", filepath.Join(dir, "w"), deck)
	// A card of a --cards file whose cost does not parse is not dropped silently.
	cards := filepath.Join(dir, "cards.json")
	os.WriteFile(cards, []byte(`[{"object":"card","name":"Half Bolt","lang":"en","layout":"normal","mana_cost":"{½}{R}","type_line":"Instant","oracle_text":"Half Bolt deals 1½ damage to any target."},
{"object":"card","name":"Test Bear","lang":"en","layout":"normal","mana_cost":"{1}{G}","type_line":"Creature — Bear","oracle_text":"","power":"2","toughness":"2"}]`), 0o644)
	_, errOut, code = simrun(t, nil, "cards", "--cards", cards, "Test Bear")
	if code != 0 || !strings.Contains(errOut, "1 skipped for a mana cost the cost grammar cannot read") {
		t.Errorf("cards with a bad cost: exit %d, %q", code, errOut)
	}
	// A 50 MB single-line deck is refused at once, before its parse (which
	// would take minutes and gigabytes to fail).
	big := filepath.Join(dir, "big.txt")
	os.WriteFile(big, append([]byte("4 Lightning Bolt "), bytes.Repeat([]byte("x"), 50<<20)...), 0o644)
	start := time.Now()
	refused(t, big+": 52428817 bytes; a decklist is at most 256 KiB", "run", "--out", filepath.Join(dir, "big"), big)
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("the 50 MB deck took %s to refuse", el)
	}
	// The decklist's text is stored once, in the manifest, not in every
	// table's metadata (a long comment would be written six times).
	commented := filepath.Join(dir, "commented.txt")
	b, _ := os.ReadFile(filepath.Join("../..", deck))
	comment := "// " + strings.Repeat("a long comment ", 13_000) + "\n"
	os.WriteFile(commented, append([]byte(comment), b...), 0o644)
	res := filepath.Join(dir, "commented")
	mustRun(t, "run", "--games", "500", "--turns", "3", "--quiet", "--per-game", "--out", res, commented)
	var total int64
	for _, f := range []string{"castability.arrow", "turns.arrow", "sides.arrow", "games.arrow", "manifest.json"} {
		st, err := os.Stat(filepath.Join(res, f))
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		total += st.Size()
		data, _ := os.ReadFile(filepath.Join(res, f))
		if n := bytes.Count(data, []byte("a long comment a long comment")); (f == "manifest.json") != (n > 0) {
			t.Errorf("%s holds the decklist's text %d times", f, n)
		}
	}
	if total > int64(len(comment))+200<<10 {
		t.Errorf("a decklist of %d bytes made %d bytes of output", len(comment), total)
	}
	// A partial result's games played read as words, not Go map syntax.
	part := filepath.Join(dir, "part")
	interrupted(t, 700*time.Millisecond, "run", "--games", "50M", "--turns", "3", "--quiet", "--out", part, deck)
	info := mustRun(t, "inspect", part)
	if strings.Contains(info, "map[") || !strings.Contains(info, "PARTIAL (games played: mono-red: ") || !strings.Contains(info, "on the play, 0 on the draw") {
		t.Errorf("a partial result shown as:\n%s", info)
	}
}

// kill -9 leaves a hidden temporary folder: the next run into the same
// folder removes it (the lock is freed with the process), so it does not
// stay forever.
func TestReliabilityKilledRun(t *testing.T) {
	parent := t.TempDir()
	out := filepath.Join(parent, "out")
	cmd := exec.Command(binary, "run", "--games", "50M", "--turns", "3", "--quiet", "--per-game", "--out", out, deck)
	cmd.Dir = "../.."
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var left []string
	for range 100 { // until the run has its temporary folder
		time.Sleep(20 * time.Millisecond)
		entries, _ := os.ReadDir(parent)
		left = left[:0]
		for _, e := range entries {
			if strings.HasPrefix(e.Name(), ".out.tmp-") {
				left = append(left, e.Name())
			}
		}
		if len(left) > 0 {
			break
		}
	}
	time.Sleep(300 * time.Millisecond)
	cmd.Process.Kill()
	cmd.Wait()
	if len(left) == 0 {
		t.Fatal("the run made no temporary folder")
	}
	_, errOut, code := simrun(t, nil, "run", "--games", "500", "--turns", "3", "--quiet", "--out", out, deck)
	if code != 0 || !strings.Contains(errOut, "left by a run that was killed") {
		t.Fatalf("the next run: exit %d, %s", code, errOut)
	}
	entries, _ := os.ReadDir(parent)
	if len(entries) != 1 || entries[0].Name() != "out" {
		var got []string
		for _, e := range entries {
			got = append(got, e.Name())
		}
		t.Errorf("beside the folder after the next run: %v", got)
	}
}

// cardMirror serves a bulk-data index and an oracle_cards file (plain JSON)
// of the cards *cards holds at each request, all under one Scryfall date.
func cardMirror(t *testing.T, cards *atomic.Pointer[[]map[string]any]) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	var srv *httptest.Server
	mux.HandleFunc("/bulk-data", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `{"data":[{"type":"oracle_cards","download_uri":"%s/oracle-cards.json","updated_at":"2026-11-30T10:00:00.000+00:00"}]}`, srv.URL)
	})
	mux.HandleFunc("/oracle-cards.json", func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(*cards.Load())
	})
	srv = httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// testBolt is a card the built-in database lacks, with its damage as given.
func testBolt(text string) []map[string]any {
	cards := []map[string]any{{"name": "Goldfish Test Bolt", "layout": "normal", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": text, "lang": "en"}}
	for i := range 4 {
		cards = append(cards, map[string]any{"name": fmt.Sprintf("Goldfish Filler %d", i), "layout": "normal", "mana_cost": "{3}", "type_line": "Artifact", "lang": "en"})
	}
	return cards
}

// Card data is compared by content (report D1): two caches of one Scryfall
// date with other cards are other data, so --resume and merge refuse to mix
// a result read under one with games played under the other (the numbers
// would match neither).
func TestReliabilityCardCacheMix(t *testing.T) {
	var cards atomic.Pointer[[]map[string]any]
	a, b := testBolt("Goldfish Test Bolt deals 3 damage to any target."), testBolt("Goldfish Test Bolt deals 1 damage to any target.")
	srv := cardMirror(t, &cards)
	dir := t.TempDir()
	env := []string{"GOLDFISH_CACHE_DIR=" + filepath.Join(dir, "cache")}
	update := func(c []map[string]any) {
		t.Helper()
		cards.Store(&c)
		if _, errOut, code := simrun(t, env, "cards", "update", "--source", srv.URL+"/bulk-data", "--min-cards", "3"); code != 0 {
			t.Fatalf("cards update: exit %d, %s", code, errOut)
		}
	}
	bolts := filepath.Join(dir, "gtb.txt")
	os.WriteFile(bolts, []byte("20 Goldfish Test Bolt\n40 Mountain\n"), 0o644)
	run := func(args ...string) (string, int) {
		_, errOut, code := simrun(t, env, append([]string{"run", "--quiet", "--allow-copies", "--turns", "4"}, append(args, bolts)...)...)
		return errOut, code
	}
	update(a)
	s0 := filepath.Join(dir, "s0")
	if errOut, code := run("--games", "2000", "--shard", "0/2", "--out", s0); code != 0 {
		t.Fatalf("shard 0: exit %d, %s", code, errOut)
	}
	update(b)
	s1 := filepath.Join(dir, "s1")
	if errOut, code := run("--games", "2000", "--shard", "1/2", "--out", s1); code != 0 {
		t.Fatalf("shard 1: exit %d, %s", code, errOut)
	}
	refused(t, "card cache: 2026-11-30T10:00:00.000+00:00", "merge", "--out", filepath.Join(dir, "merged"), s0, s1)

	// A run stopped under cache B, resumed under cache A.
	part := filepath.Join(dir, "part")
	cmd := exec.Command(binary, "run", "--quiet", "--allow-copies", "--turns", "4", "--games", "50M", "--out", part, bolts)
	cmd.Env = append(os.Environ(), env...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(700 * time.Millisecond)
	cmd.Process.Signal(syscall.SIGINT)
	cmd.Wait()
	before := snapshot(t, part)
	update(a)
	errOut, code := run("--games", "50M", "--resume", "--out", part)
	if code != 2 || !strings.Contains(errOut, "is not this run: card cache") {
		t.Errorf("--resume under other card data: exit %d, %s", code, errOut)
	}
	if !sameSnapshot(before, snapshot(t, part)) {
		t.Error("the refused resume changed the folder")
	}
}

// One abstract cost spelled three ways is one card (report D7):
// castability.arrow has one row per deck, side, card and turn, and the
// card's 12 copies are counted as one card's.
func TestReliabilityAbstractCostOneCard(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "abs.txt")
	os.WriteFile(p, []byte("4 {1}{R}{R}\n4 1RR\n4 {R}{1}{R}\n48 land:R\n"), 0o644)
	out := filepath.Join(dir, "out")
	mustRun(t, "run", "--quiet", "--games", "2000", "--turns", "4", "--on", "play", "--out", out, p)
	rows := strings.Split(strings.TrimSpace(csvOf(t, filepath.Join(out, "castability.arrow"))), "\n")
	seen := map[string]bool{}
	for _, r := range rows[1:] {
		f := strings.Split(r, ",")
		k := strings.Join([]string{f[0], f[1], f[2], f[5]}, ",") // deck, side, card, turn
		if seen[k] {
			t.Fatalf("two rows for %s:\n%s", k, strings.Join(rows, "\n"))
		}
		seen[k] = true
	}
	if len(seen) != 4 {
		t.Errorf("%d (card, turn) rows, want 4 (one card, 4 turns)", len(seen))
	}
}

// beside lists what lies beside a result folder but the folder itself.
func beside(t *testing.T, out string) []string {
	t.Helper()
	entries, _ := os.ReadDir(filepath.Dir(out))
	var got []string
	for _, e := range entries {
		if e.Name() != filepath.Base(out) {
			got = append(got, e.Name())
		}
	}
	return got
}

// A closed stdout or stderr never loses a finished run (report D2): with
// stdout a pipe nobody reads (a pager quit, | head), the result is written
// whole, nothing is left beside it, and the process is not killed by
// SIGPIPE; SIGPIPE itself (what a closed stderr raises at the next progress
// line) ends a run as SIGTERM does, with a partial result and exit 130.
func TestReliabilityClosedPipe(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "pipe")
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r.Close() // the reader is gone before the first byte
	cmd := exec.Command(binary, "run", "--quiet", "--games", "20000", "--turns", "4", "--out", out, deck)
	cmd.Dir = "../.."
	cmd.Stdout = w
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err = cmd.Run()
	w.Close()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		t.Errorf("killed by %v: %s", ws.Signal(), stderr.String())
	}
	if !strings.Contains(stderr.String(), "the result is written in") {
		t.Errorf("closed stdout: %v, %s", err, stderr.String())
	}
	info := mustRun(t, "inspect", out)
	if strings.Contains(info, "PARTIAL") || !strings.Contains(info, "castability.arrow") {
		t.Errorf("the result of a run whose stdout was closed:\n%s", info)
	}
	if left := beside(t, out); len(left) > 0 {
		t.Errorf("beside the folder: %v", left)
	}

	part := filepath.Join(dir, "sigpipe")
	cmd = exec.Command(binary, "run", "--quiet", "--games", "50M", "--turns", "3", "--out", part, deck)
	cmd.Dir = "../.."
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(700 * time.Millisecond)
	cmd.Process.Signal(syscall.SIGPIPE)
	err = cmd.Wait()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 130 {
		t.Errorf("SIGPIPE: %v, want exit 130", err)
	}
	if info := mustRun(t, "inspect", part); !strings.Contains(info, "PARTIAL") {
		t.Errorf("after SIGPIPE:\n%s", info)
	}
	if left := beside(t, part); len(left) > 1 || len(left) == 1 && left[0] != "pipe" {
		t.Errorf("beside the folder: %v", left)
	}
}

// Paths as an attacker would use them, in a results folder shared with
// others (report D3-D6, B1, B5): a lock that is a symbolic link (or a hard
// link) is refused, never written through; --resume refuses a folder
// holding the user's files rather than deleting them; folders beside --out
// named like a killed run's leftovers but not made by simrun are kept; a
// sweep's parts that are a link elsewhere are refused; a symbolic link or
// a file as --out is refused at once, exit 2, naming what it is.
func TestReliabilityHostilePaths(t *testing.T) {
	dir := t.TempDir()
	precious := filepath.Join(dir, "precious.txt")
	os.WriteFile(precious, []byte("important data\n"), 0o644)
	checkPrecious := func(what string) {
		t.Helper()
		if b, _ := os.ReadFile(precious); string(b) != "important data\n" {
			t.Errorf("%s: precious.txt now holds %q", what, b)
		}
	}
	run := func(out string, args ...string) []string {
		return append([]string{"run", "--quiet", "--games", "1000", "--turns", "3", "--out", out}, append(args, deck)...)
	}

	// D3: the lock.
	os.Symlink(precious, filepath.Join(dir, ".victim.lock"))
	refused(t, "symbolic link", run(filepath.Join(dir, "victim"))...)
	checkPrecious("a symlinked lock")
	os.Link(precious, filepath.Join(dir, ".victim2.lock"))
	refused(t, "hard link", run(filepath.Join(dir, "victim2"))...)
	checkPrecious("a hard-linked lock")

	// D5: look-alikes of a killed run's leftovers are the user's.
	for _, n := range []string{".stale.old-mybackup", ".stale.tmp-mine"} {
		os.MkdirAll(filepath.Join(dir, n), 0o755)
		os.WriteFile(filepath.Join(dir, n, "keep.txt"), []byte("my backup"), 0o644)
	}
	os.Symlink(dir, filepath.Join(dir, ".stale.old-link"))
	_, errOut, code := simrun(t, nil, run(filepath.Join(dir, "stale"))...)
	if code != 0 || strings.Contains(errOut, "removed") {
		t.Errorf("a run beside look-alike leftovers: exit %d, %s", code, errOut)
	}
	for _, n := range []string{".stale.old-mybackup", ".stale.tmp-mine"} {
		if b, _ := os.ReadFile(filepath.Join(dir, n, "keep.txt")); string(b) != "my backup" {
			t.Errorf("%s/keep.txt was removed", n)
		}
	}
	checkPrecious("look-alike leftovers")
	// ... and --force replacing a folder leaves nothing beside it.
	mustRun(t, run(filepath.Join(dir, "stale"), "--force", "--seed", "2")...)
	if _, err := os.Stat(filepath.Join(dir, ".stale.lock")); err == nil {
		t.Error("the lock stayed")
	}

	// D4: --resume and the user's files.
	res := filepath.Join(dir, "res")
	interrupted(t, 700*time.Millisecond, "run", "--quiet", "--games", "2M", "--turns", "3", "--out", res, deck)
	os.WriteFile(filepath.Join(res, "NOTES.md"), []byte("my notes"), 0o644)
	refused(t, "holds NOTES.md, which the run did not write", "run", "--quiet", "--games", "2M", "--turns", "3", "--resume", "--out", res, deck)
	if b, _ := os.ReadFile(filepath.Join(res, "NOTES.md")); string(b) != "my notes" {
		t.Error("--resume deleted NOTES.md")
	}

	// D6: a sweep's parts linked elsewhere.
	victim := filepath.Join(dir, "victim-parts")
	os.MkdirAll(filepath.Join(victim, "0000"), 0o755)
	os.WriteFile(filepath.Join(victim, "0000", "thesis.txt"), []byte("my thesis"), 0o644)
	sw := filepath.Join(dir, "symsw")
	os.MkdirAll(sw, 0o755)
	os.Symlink(victim, filepath.Join(sw, "parts"))
	job := filepath.Join(dir, "job.toml")
	os.WriteFile(job, []byte("games = \"500\"\nturns = 3\n[[deck]]\nname = \"x\"\nlist = \"\"\"\n24 land:B\n36 {1}{B}\n\"\"\"\n"), 0o644)
	refused(t, "symbolic link", "sweep", "--quiet", "--out", sw, job)
	if b, _ := os.ReadFile(filepath.Join(victim, "0000", "thesis.txt")); string(b) != "my thesis" {
		t.Error("the sweep replaced a folder outside its own")
	}

	// B1, B5: --out a symbolic link, a dangling one, a file: refused before any game.
	os.MkdirAll(filepath.Join(dir, "emptyreal"), 0o755)
	os.Symlink(filepath.Join(dir, "emptyreal"), filepath.Join(dir, "outlink"))
	os.Symlink(filepath.Join(dir, "nowhere"), filepath.Join(dir, "dangling"))
	for _, out := range []string{"outlink", "dangling"} {
		for _, mode := range [][]string{nil, {"--force"}} {
			start := time.Now()
			refused(t, "a symbolic link", append([]string{"run", "--quiet", "--games", "1M", "--turns", "3", "--out", filepath.Join(dir, out)}, append(mode, deck)...)...)
			if el := time.Since(start); el > 3*time.Second {
				t.Errorf("--out %s %v: refused after %s (the games played first)", out, mode, el)
			}
		}
	}
	refused(t, "not a folder (a file)", run(precious)...)
	checkPrecious("--out a file")
}

// inspect --chart adds charts to a folder holding a hidden file (a Finder
// .DS_Store on a share), which is no part of the result (report B11).
func TestReliabilityChartBesideHiddenFile(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	mustRun(t, "run", "--quiet", "--games", "500", "--turns", "3", "--out", out, deck)
	os.WriteFile(filepath.Join(out, ".DS_Store"), []byte("finder"), 0o644)
	mustRun(t, "inspect", "--chart", out)
	info := mustRun(t, "inspect", out)
	if !strings.Contains(info, ".png") || strings.Contains(info, ".DS_Store") {
		t.Errorf("after inspect --chart:\n%s", info)
	}
}

// A small sweep job of 1.8 million combinations is refused before any is
// resolved (report C2: each is compiled before the first game, and memory
// grew to gigabytes), with its file and line; so is one whose variations
// multiply past the bound.
func TestReliabilitySweepTooManyCombinations(t *testing.T) {
	dir := t.TempDir()
	var seeds, turns []string
	for i := 1; i <= 1000; i++ {
		seeds = append(seeds, strconv.Itoa(i))
	}
	for i := 1; i <= 50; i++ {
		turns = append(turns, strconv.Itoa(i))
	}
	huge := filepath.Join(dir, "huge-axes.toml")
	os.WriteFile(huge, []byte("games = \"1\"\n[[deck]]\nname = \"x\"\nlist = \"60 land:R\"\n[axes]\nseed = ["+strings.Join(seeds, ",")+"]\nturns = ["+strings.Join(turns, ",")+
		"]\non = [\"play\",\"draw\",\"both\"]\nmulligan = [\"london\",\"vancouver\",\"none\"]\nrules = [\"modern\",\"classic\"]\nscry = [\"planner\",\"land-top\"]\n"), 0o644)
	var counts []string
	for i := 10; i <= 50; i++ {
		counts = append(counts, strconv.Itoa(i))
	}
	vary := filepath.Join(dir, "vary.toml")
	os.WriteFile(vary, []byte("games = \"1\"\n[[deck]]\nname = \"x\"\nlist = \"\"\"\n24 land:B\n36 {B}\n\"\"\"\n"+
		"[axes]\nseed = ["+strings.Join(seeds[:10], ",")+"]\n"+
		"[[vary]]\ndeck = \"x\"\ncard = \"land:B\"\ncounts = ["+strings.Join(counts, ",")+"]\nfill = \"{B}\"\n"+
		"[[vary]]\ndeck = \"x\"\ncard = \"{1}{B}\"\ncounts = ["+strings.Join(counts, ",")+"]\n"), 0o644)
	for job, want := range map[string]string{huge: "huge-axes.toml:", vary: "vary.toml:"} {
		start := time.Now()
		msg := refused(t, "more than 10000 combinations", "sweep", "--quiet", "--out", filepath.Join(dir, "out"), job)
		if !strings.Contains(msg, want) {
			t.Errorf("the message does not name the file and line: %s", msg)
		}
		if el := time.Since(start); el > 5*time.Second {
			t.Errorf("%s: refused after %s", job, el)
		}
	}
}

// cards update: bad usage is exit 2 (report B4); Ctrl-C during a download
// that trickles ends it at once, exit 130, leaving no temporary file in the
// cache folder and the old cache as it was (B3).
func TestReliabilityCardsUpdateUsageAndInterrupt(t *testing.T) {
	for _, args := range [][]string{{"--source", "ftp://127.0.0.1/x"}, {"--source", "::::"}, {"--source", "http:///x"}, {"foo"}} {
		refused(t, "", append([]string{"cards", "update"}, args...)...)
	}
	mux := http.NewServeMux()
	var srv *httptest.Server
	mux.HandleFunc("/bulk-data", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `{"data":[{"type":"oracle_cards","download_uri":"%s/trickle","updated_at":"x"}]}`, srv.URL)
	})
	mux.HandleFunc("/trickle", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("["))
		for {
			select {
			case <-r.Context().Done():
				return
			case <-time.After(100 * time.Millisecond):
				w.Write([]byte(`{"name":"Island","type_line":"Basic Land — Island","layout":"normal","lang":"en"},`))
				w.(http.Flusher).Flush()
			}
		}
	})
	srv = httptest.NewServer(mux)
	defer srv.Close()
	cache := t.TempDir()
	cmd := exec.Command(binary, "cards", "update", "--source", srv.URL+"/bulk-data", "--min-cards", "1")
	cmd.Env = append(os.Environ(), "GOLDFISH_CACHE_DIR="+cache)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1500 * time.Millisecond)
	cmd.Process.Signal(syscall.SIGINT)
	err := cmd.Wait()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 130 {
		t.Errorf("cards update stopped: %v, %s; want exit 130", err, stderr.String())
	}
	if left, _ := os.ReadDir(cache); len(left) > 0 {
		t.Errorf("left in the cache folder: %v", left)
	}
}

// Contradictory or doubled settings are refused, naming them, instead of
// one silently winning (report B6): a hand size twice in --keep, two
// [[vary]] on one card (the label named both counts, the games played the
// last), an axis value given twice, --shard-count with no index to take.
// An unknown card in a sweep's inline list names its own line of the job
// file, with the hint run gives (B10). An interrupted sweep says no
// combined result was written (B7).
func TestReliabilityContradictions(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "o")
	refused(t, "hand size 7 is given twice", "run", "--keep", "7:0-0,7:1-1", "--games", "100", "--out", out, deck)
	refused(t, "shard-count", "run", "--shard-count", "4", "--games", "100", "--out", out, deck)
	job := func(name, text string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(text), 0o644)
		return p
	}
	deckTable := "games = \"200\"\nturns = 3\n[[deck]]\nname = \"x\"\nlist = \"\"\"\n24 land:B\n36 {B}\n\"\"\"\n"
	refused(t, "twovary.toml:13: a second [[vary]] of x on land:B (the first is on line 9)", "sweep", "--quiet", "--out", out,
		job("twovary.toml", deckTable+"[[vary]]\ndeck = \"x\"\ncard = \"land:B\"\ncounts = [24]\n[[vary]]\ndeck = \"x\"\ncard = \"land:B\"\ncounts = [22]\n"))
	refused(t, `twice.toml:10: [axes] "on": play is given twice`, "sweep", "--quiet", "--out", out,
		job("twice.toml", deckTable+"[axes]\non = [\"play\", \"play\"]\n"))
	msg := refused(t, "inline.toml:8: unknown card \"Lightnin Bolt\"", "sweep", "--quiet", "--out", out,
		job("inline.toml", "games = \"100\"\n\n[[deck]]\nname = \"x\"\nlist = \"\"\"\n20 Mountain\n20 Lightning Bolt\n20 Lightnin Bolt\n\"\"\"\n"))
	if !strings.Contains(msg, "simrun cards update") {
		t.Errorf("no hint: %s", msg)
	}
	// B7.
	long := job("long.toml", "games = \"20M\"\nturns = 3\n[[deck]]\nname = \"x\"\nlist = \"\"\"\n24 land:B\n36 {B}\n\"\"\"\n")
	cmd := exec.Command(binary, "sweep", "--quiet", "--out", filepath.Join(dir, "sw"), long)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(700 * time.Millisecond)
	cmd.Process.Signal(syscall.SIGINT)
	err := cmd.Wait()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 130 || strings.Contains(stderr.String(), "partial") ||
		!strings.Contains(stderr.String(), "no combined result written") {
		t.Errorf("an interrupted sweep: %v, %s", err, stderr.String())
	}
}

// The cosmetic cases of the report: a nameless object of a --cards file
// is no card (K6: it was suggested as ""), suggestions are quoted, a card
// name holding an ANSI escape reaches the terminal escaped (K7), and the
// count of unknown cards and what to do about them are one line (K9).
func TestReliabilityCosmetic(t *testing.T) {
	dir := t.TempDir()
	cards := filepath.Join(dir, "cards.json")
	os.WriteFile(cards, []byte(`[{"object":"card","name":"","lang":"en","layout":"normal","mana_cost":"{1}","type_line":"Artifact"},
{"object":"card","name":"Six","lang":"en","layout":"normal","mana_cost":"{6}","type_line":"Artifact"},
{"object":"card","name":"Red\u001b[31m Bear","lang":"en","layout":"normal","mana_cost":"{1}{R}","type_line":"Creature — Bear","power":"2","toughness":"2"}]`), 0o644)
	out, errOut, _ := simrun(t, nil, "cards", "--cards", cards, "Sxi")
	if !strings.Contains(errOut, `did you mean "Six"`) || strings.Contains(errOut, `""`) {
		t.Errorf("suggestions: %s", errOut)
	}
	out, _, _ = simrun(t, nil, "cards", "--cards", cards, "Red\x1b[31m Bear")
	if strings.Contains(out, "\x1b") || !strings.Contains(out, `Red\x1b[31m Bear`) {
		t.Errorf("simrun cards printed %q", out)
	}
	bears := filepath.Join(dir, "bears.txt")
	os.WriteFile(bears, []byte("24 Mountain\n36 Red\x1b[31m Bear\n"), 0o644)
	out, _, code := simrun(t, nil, "run", "--quiet", "--allow-copies", "--games", "200", "--turns", "3", "--cards", cards, "--out", filepath.Join(dir, "o"), bears)
	if code != 0 || strings.Contains(out, "\x1b") || !strings.Contains(out, `Red\x1b[31m Bear`) {
		t.Errorf("the summary: exit %d, %q", code, out)
	}
	lists := filepath.Join(dir, "two.txt")
	os.WriteFile(lists, []byte("4 Xyzzy Plugh\n4 Lightnin Bolt\n52 Mountain\n"), 0o644)
	msg := refused(t, "2 cards the card database lacks: run simrun cards update", "run", "--games", "100", "--out", filepath.Join(dir, "t"), lists)
	if strings.Count(msg, "\n") != 3 {
		t.Errorf("want one line per card and one for the fix:\n%s", msg)
	}
}
