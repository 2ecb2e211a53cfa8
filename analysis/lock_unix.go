//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package analysis

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// Lock is a folder's lock: an advisory lock (flock) on ".NAME.lock" beside
// it, which the system frees when its process dies, however it dies.
type Lock struct {
	path string // the folder, absolute
	file *os.File
}

// LockFolder takes the lock of the folder at path (which need not exist;
// its parent is made if need be), or says who holds it.
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
	for {
		// Never through a symbolic link (in a folder shared with others, a
		// link named as the lock would have the run overwrite its target),
		// and only a regular file.
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0o644)
		if err != nil {
			if st, lerr := os.Lstat(name); lerr == nil && !st.Mode().IsRegular() {
				return nil, fmt.Errorf("cannot lock %s: its lock %s is %s, not a file simrun made: refused", path, name, kindOf(st.Mode()))
			}
			return nil, fmt.Errorf("cannot write beside %s: %w", path, err)
		}
		if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
			f.Close()
			return nil, fmt.Errorf("cannot lock %s: its lock %s is not a regular file: refused", path, name)
		} else if sys, ok := st.Sys().(*syscall.Stat_t); ok && sys.Nlink > 1 {
			f.Close() // a hard link to someone's file, which the run would truncate
			return nil, fmt.Errorf("cannot lock %s: its lock %s has other names (a hard link): refused", path, name)
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
			holder := make([]byte, 256)
			n, _ := f.ReadAt(holder, 0)
			holder = holder[:n]
			f.Close()
			if errors.Is(err, syscall.EWOULDBLOCK) {
				who := strings.TrimSpace(string(holder))
				if who == "" {
					who = "its holder wrote nothing in it"
				}
				return nil, fmt.Errorf("%s: %w (%s; its lock is %s)", path, ErrLocked, who, name)
			}
			return nil, fmt.Errorf("cannot lock %s: %w", name, err)
		}
		// The lock file may have been removed (its holder done) between
		// the open and the lock: then this lock is on a file nobody else
		// sees, and it must be taken again.
		fst, err1 := f.Stat()
		pst, err2 := os.Lstat(name)
		if err1 == nil && err2 == nil && os.SameFile(fst, pst) {
			host, _ := os.Hostname()
			f.Truncate(0)
			fmt.Fprintf(f, "pid %d on %s\n", os.Getpid(), host)
			return &Lock{path: abs, file: f}, nil
		}
		f.Close()
	}
}

// Unlock frees the lock and removes its file.
func (l *Lock) Unlock() {
	if l == nil || l.file == nil {
		return
	}
	parent, base := filepath.Split(l.path)
	os.Remove(filepath.Join(parent, "."+base+".lock")) // while held: a waiter then sees a new file
	l.file.Close()
	l.file = nil
}
