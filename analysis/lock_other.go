//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package analysis

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Lock is a folder's lock: a ".NAME.lock" file beside it, created only if
// absent. Without flock, a lock left by a killed process stays until it is
// removed by hand; the error says where it is.
type Lock struct {
	path string
	name string
}

// LockFolder takes the lock of the folder at path, or says who holds it.
func LockFolder(path string) (*Lock, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	parent, base := filepath.Split(abs)
	if base == "" || base == "." || base == ".." {
		return nil, fmt.Errorf("%s: not a folder a result can be written to", path)
	}
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, fmt.Errorf("cannot create %s: %w", parent, err)
	}
	name := filepath.Join(parent, "."+base+".lock")
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		holder, _ := os.ReadFile(name)
		return nil, fmt.Errorf("%s: %w (%s; if no simrun is running, remove %s)", path, ErrLocked, strings.TrimSpace(string(holder)), name)
	} else if err != nil {
		return nil, fmt.Errorf("cannot write beside %s: %w", path, err)
	}
	host, _ := os.Hostname()
	fmt.Fprintf(f, "pid %d on %s\n", os.Getpid(), host)
	f.Close()
	return &Lock{path: abs, name: name}, nil
}

// Unlock frees the lock.
func (l *Lock) Unlock() {
	if l == nil || l.name == "" {
		return
	}
	os.Remove(l.name)
	l.name = ""
}
