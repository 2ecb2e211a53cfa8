package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// csvOf returns simrun inspect --csv of a file.
func csvOf(t *testing.T, path string) string {
	t.Helper()
	out, errOut, code := simrun(t, nil, "inspect", "--csv", path)
	if code != 0 {
		t.Fatalf("inspect --csv %s: exit %d: %s", path, code, errOut)
	}
	return out
}

func sameTables(t *testing.T, a, b string, files ...string) {
	t.Helper()
	for _, f := range files {
		if csvOf(t, filepath.Join(a, f)) != csvOf(t, filepath.Join(b, f)) {
			t.Errorf("%s differs between %s and %s", f, a, b)
		}
	}
}

// A run interrupted by SIGINT writes a marked-partial result and exits 130;
// --resume finishes it to exactly the uninterrupted run's counts and games.
func TestInterruptAndResume(t *testing.T) {
	dir := t.TempDir()
	part, whole := filepath.Join(dir, "part"), filepath.Join(dir, "whole")
	var args []string
	// The run must still be going when the signal comes: if this machine
	// finished it first, try again with more games.
	for games := 400_000; ; games *= 4 {
		args = []string{"run", "--games", strconv.Itoa(games), "--turns", "3", "--seed", "9", "--per-game", "--quiet", "decks/examples/mono-red.txt"}
		os.RemoveAll(part)
		cmd := exec.Command(binary, append(args, "--out", part)...)
		cmd.Dir = "../.."
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(700 * time.Millisecond)
		if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
			t.Fatal(err)
		}
		err := cmd.Wait()
		if err == nil && games < 50_000_000 {
			continue // finished before the signal
		}
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 130 {
			t.Fatalf("interrupted run: %v (want exit 130); stderr: %s", err, stderr.String())
		}
		break
	}
	info, _, _ := simrun(t, nil, "inspect", part)
	if !strings.Contains(info, "PARTIAL") {
		t.Fatalf("the interrupted result is not marked partial:\n%s", info)
	}
	if _, errOut, code := simrun(t, nil, append(args, "--out", part, "--resume")...); code != 0 {
		t.Fatalf("resume: exit %d: %s", code, errOut)
	}
	if _, errOut, code := simrun(t, nil, append(args, "--out", whole)...); code != 0 {
		t.Fatalf("whole run: exit %d: %s", code, errOut)
	}
	sameTables(t, part, whole, "castability.arrow", "turns.arrow", "sides.arrow", "games.arrow")
	// A resume of another run is refused.
	other := append([]string(nil), args...)
	other[4] = "4" // --turns
	if _, errOut, code := simrun(t, nil, append(other, "--resume", "--out", whole)...); code != 2 || !strings.Contains(errOut, "not this run") {
		t.Errorf("resuming with other turns: exit %d, %s", code, errOut)
	}
}

// Shards as separate processes, their index from Slurm's and Kubernetes'
// variables, merged: exactly the single run.
func TestShardsFromEnvironment(t *testing.T) {
	dir := t.TempDir()
	args := []string{"run", "--games", "9000", "--turns", "5", "--quiet", "decks/examples/green-ramp.dek"}
	var shards []string
	for i, env := range [][]string{
		{"SLURM_ARRAY_TASK_ID=1", "SLURM_ARRAY_TASK_COUNT=3", "SLURM_ARRAY_TASK_MIN=1"},
		{"SLURM_ARRAY_TASK_ID=2", "SLURM_ARRAY_TASK_COUNT=3", "SLURM_ARRAY_TASK_MIN=1"},
		{"JOB_COMPLETION_INDEX=2"},
	} {
		out := filepath.Join(dir, "shard"+string(rune('0'+i)))
		a := append(args, "--out", out)
		if strings.HasPrefix(env[0], "JOB_") {
			a = append(a, "--shard-count", "3")
		}
		if _, errOut, code := simrun(t, env, a...); code != 0 {
			t.Fatalf("shard %d: exit %d: %s", i, code, errOut)
		}
		shards = append(shards, out)
	}
	merged, whole := filepath.Join(dir, "merged"), filepath.Join(dir, "whole")
	if _, errOut, code := simrun(t, nil, append([]string{"merge", "--out", merged}, shards...)...); code != 0 {
		t.Fatalf("merge: exit %d: %s", code, errOut)
	}
	if _, errOut, code := simrun(t, nil, append(args, "--out", whole)...); code != 0 {
		t.Fatalf("whole: exit %d: %s", code, errOut)
	}
	sameTables(t, merged, whole, "castability.arrow", "turns.arrow", "sides.arrow")
	// A missing shard and a duplicate are refused.
	if _, errOut, code := simrun(t, nil, "merge", "--out", filepath.Join(dir, "bad"), shards[0], shards[1]); code != 2 || !strings.Contains(errOut, "missing") {
		t.Errorf("merge of 2 of 3 shards: exit %d, %s", code, errOut)
	}
	if _, errOut, code := simrun(t, nil, "merge", "--out", filepath.Join(dir, "bad"), shards[0], shards[1], shards[1]); code != 2 || !strings.Contains(errOut, "twice") {
		t.Errorf("merge with a duplicate: exit %d, %s", code, errOut)
	}
}

// A sweep writes every combination and the combined tables; a rerun skips
// what is complete.
func TestSweep(t *testing.T) {
	dir := t.TempDir()
	job := filepath.Join(dir, "job.toml")
	if err := os.WriteFile(job, []byte(`games = "3000"
turns = 4

[[deck]]
name = "study"
list = """
24 land:B
36 {1}{B}{B}
"""

[axes]
rules = ["modern", "classic"]

[[vary]]
deck = "study"
card = "land:B"
counts = [22, 26]
fill = "{1}{B}{B}"
`), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	stdout, errOut, code := simrun(t, nil, "sweep", "--quiet", "--out", out, job)
	if code != 0 {
		t.Fatalf("sweep: exit %d: %s", code, errOut)
	}
	if n := strings.Count(stdout, "\n"); n != 4 || !strings.Contains(stdout, "[3] study land:B=26 rules=classic") {
		t.Fatalf("want 4 summary lines:\n%s", stdout)
	}
	configs := csvOf(t, filepath.Join(out, "configs.arrow"))
	if strings.Count(configs, "\n") != 5 || !strings.Contains(configs, "land:B=22") {
		t.Fatalf("configs.arrow:\n%s", configs)
	}
	cast := csvOf(t, filepath.Join(out, "castability.arrow"))
	if !strings.HasPrefix(cast, "config_id,deck,") {
		t.Fatalf("castability.arrow has no config_id column: %s", cast[:80])
	}
	again, _, code := simrun(t, nil, "sweep", "--quiet", "--out", out, job)
	if code != 0 || strings.Count(again, "skipped") != 4 {
		t.Fatalf("a rerun should skip all 4:\n%s", again)
	}
	if csvOf(t, filepath.Join(out, "castability.arrow")) != cast {
		t.Fatal("the rerun changed the tables")
	}
	// Mistakes in a job file name the file and what is wrong.
	bad := filepath.Join(dir, "bad.toml")
	os.WriteFile(bad, []byte("[[deck]]\nname = \"x\"\nlist = \"60 land:B\"\n[axes]\ncolour = [\"W\"]\n"), 0o644)
	if _, errOut, code := simrun(t, nil, "sweep", bad); code != 2 || !strings.Contains(errOut, `[axes] "colour"`) {
		t.Errorf("bad axis: exit %d, %s", code, errOut)
	}
}

// The README's Slurm array script itself (docs/slurm-array.sh, which CI also
// submits through sbatch to a real Slurm: .ci/slurm.sh), run by bash with
// the array's variables set by hand for a 3-task array: its shards merge
// into exactly the single run.
func TestSlurmArrayScriptByHand(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "big")
	path := filepath.Dir(binary) + string(os.PathListSeparator) + os.Getenv("PATH")
	for i := range 3 {
		cmd := exec.Command("bash", "docs/slurm-array.sh")
		cmd.Dir = "../.."
		cmd.Env = append(os.Environ(), "PATH="+path, "SLURM_ARRAY_TASK_ID="+strconv.Itoa(i), "SLURM_ARRAY_TASK_COUNT=3",
			"GAMES=3000", "DECK=decks/examples/mono-red.txt", "OUT="+out)
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("task %d: %v\n%s", i, err, msg)
		}
	}
	merged, whole := filepath.Join(dir, "merged"), filepath.Join(dir, "whole")
	shards, _ := filepath.Glob(filepath.Join(out, "shard-*"))
	if len(shards) != 3 {
		t.Fatalf("the script wrote %d shard folders, want 3: %v", len(shards), shards)
	}
	if _, errOut, code := simrun(t, nil, append([]string{"merge", "--out", merged}, shards...)...); code != 0 {
		t.Fatalf("merge: exit %d: %s", code, errOut)
	}
	if _, errOut, code := simrun(t, nil, "run", "--games", "3000", "--quiet", "--out", whole, "decks/examples/mono-red.txt"); code != 0 {
		t.Fatalf("whole: exit %d: %s", code, errOut)
	}
	sameTables(t, merged, whole, "castability.arrow", "turns.arrow", "sides.arrow")
}
