//go:build unix

package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// maxRSS runs simrun for a while, stops it, and returns its peak resident
// memory in KiB.
func maxRSS(t *testing.T, wait time.Duration, args ...string) int64 {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = "../.."
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(wait)
	cmd.Process.Signal(syscall.SIGINT)
	cmd.Wait()
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		t.Skip("no rusage on this system")
	}
	return int64(ru.Maxrss)
}

// Memory is flat in the number of games: 10^11 games use what 10^6 do, a
// second in (a list of every chunk made up front would exhaust memory).
func TestReliabilityMemoryFlat(t *testing.T) {
	dir := t.TempDir()
	small := maxRSS(t, 1500*time.Millisecond, "run", "--games", "1e6", "--turns", "3", "--quiet", "--out", filepath.Join(dir, "a"), deck)
	huge := maxRSS(t, 1500*time.Millisecond, "run", "--games", "1e11", "--turns", "3", "--quiet", "--out", filepath.Join(dir, "b"), deck)
	t.Logf("peak memory: %d KiB at 1e6 games, %d KiB at 1e11", small, huge)
	if huge > small+16<<10 {
		t.Errorf("1e11 games took %d KiB, 1e6 games %d KiB", huge, small)
	}
}

// A manifest.json (or a listed file) that is a named pipe is refused at
// once by every reader, never waited on for ever (report C3).
func TestReliabilityFifoInResult(t *testing.T) {
	dir := t.TempDir()
	clean := filepath.Join(dir, "clean")
	mustRun(t, "run", "--quiet", "--games", "500", "--turns", "3", "--out", clean, deck)
	for _, file := range []string{"manifest.json", "sides.arrow"} {
		bad := filepath.Join(dir, "fifo-"+strings.TrimSuffix(file, filepath.Ext(file)))
		os.CopyFS(bad, os.DirFS(clean))
		os.Remove(filepath.Join(bad, file))
		if err := syscall.Mkfifo(filepath.Join(bad, file), 0o644); err != nil {
			t.Skip("no named pipes here:", err)
		}
		for _, args := range [][]string{{"inspect", bad}, {"merge", "--out", filepath.Join(dir, "m-"+file), bad},
			{"run", "--quiet", "--games", "500", "--turns", "3", "--resume", "--out", bad, deck}} {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			cmd := exec.CommandContext(ctx, binary, args...)
			cmd.Dir = "../.."
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			err := cmd.Run()
			waited := ctx.Err() != nil
			cancel()
			if waited {
				t.Errorf("simrun %s with %s a named pipe: still waiting after 30 s", strings.Join(args, " "), file)
				continue
			}
			if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 || !strings.Contains(stderr.String(), "named pipe") {
				t.Errorf("simrun %s: %v, %s; want exit 2 naming the pipe", strings.Join(args, " "), err, stderr.String())
			}
		}
	}
}

// A lock held by a process that is no simrun (it wrote nothing in the lock)
// is said so, not as "(; its lock is ...)" (report K5); a listed file
// replaced by a folder is named a folder, not "4096 bytes" (K8).
func TestReliabilityForeignLockAndFolderForFile(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	f, err := os.OpenFile(filepath.Join(dir, ".out.lock"), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		t.Skip("no flock here:", err)
	}
	msg := refused(t, "another simrun is writing it (its holder wrote nothing in it;", "run", "--quiet", "--games", "100", "--turns", "3", "--out", out, deck)
	if strings.Contains(msg, "(;") {
		t.Errorf("%s", msg)
	}
	f.Close()
	mustRun(t, "run", "--quiet", "--games", "500", "--turns", "3", "--out", out, deck)
	os.Remove(filepath.Join(out, "sides.arrow"))
	os.Mkdir(filepath.Join(out, "sides.arrow"), 0o755)
	refused(t, "sides.arrow is a folder, not the file its manifest lists", "inspect", out)
}
