//go:build unix

package main

import (
	"os/exec"
	"path/filepath"
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
