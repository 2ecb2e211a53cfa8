package analysis

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// A result folder is one unit: a run writes every file into a temporary
// folder beside the final one (".NAME.tmp-*"), writes the manifest last, and
// renames the folder into place; a folder is therefore whole, one run's, or
// absent. A lock file beside it (".NAME.lock") keeps a second writer out
// while the first is at work. What a killed run leaves (its temporary
// folder, a folder half-replaced) is removed by the next writer of the same
// folder, which holds the lock and so knows nobody else is writing it; only
// what holds the mark a writer puts in what it makes (markFile, naming the
// folder) is removed, never another entry of a name alike.

// ErrNotEmpty says a new result's folder holds something already.
var ErrNotEmpty = errors.New("the folder is not empty")

// ErrLocked says another process is writing the folder.
var ErrLocked = errors.New("another simrun is writing it")

// OutputMode says what may become of a folder that exists already.
type OutputMode uint8

// Output modes.
const (
	Fresh   OutputMode = iota // the folder must be absent or empty
	Replace                   // whatever is there is replaced, whole, at Commit
)

// Output is a result folder being written.
type Output struct {
	path    string // the final folder, absolute
	tmp     string // where the files go until Commit
	mode    OutputMode
	lock    *Lock
	done    bool
	Removed []string // what a killed run had left, removed when the output was created
}

// CreateOutput starts a result folder at path: it takes the folder's lock,
// removes what a killed writer left, refuses a non-empty folder unless mode
// is Replace, and makes the temporary folder the files are written into
// (proving the place writable before any game is played).
func CreateOutput(path string, mode OutputMode) (*Output, error) {
	lk, err := LockFolder(path)
	if err != nil {
		return nil, err
	}
	o := &Output{path: lk.path, mode: mode, lock: lk}
	fail := func(err error) (*Output, error) {
		lk.Unlock()
		return nil, err
	}
	if o.Removed, err = removeStale(o.path); err != nil {
		return fail(err)
	}
	// A symbolic link, a file or a device is refused now, before any game,
	// whatever the mode: the result is put in place by renaming a folder,
	// which would never write where a link points.
	if err := CheckFolder(path); err != nil {
		return fail(err)
	}
	if mode == Fresh {
		if empty, err := isEmpty(o.path); err != nil {
			return fail(err)
		} else if !empty {
			return fail(fmt.Errorf("%s: %w", path, ErrNotEmpty))
		}
	}
	parent, base := filepath.Split(o.path)
	if o.tmp, err = makeMarked(parent, "."+base+".tmp-", o.path); err != nil {
		return fail(fmt.Errorf("cannot write beside %s: %w", path, err))
	}
	return o, nil
}

// CheckFolder says what is wrong with path as a result folder to write, if
// anything: nil if it is absent or a folder (not a symbolic link to one).
func CheckFolder(path string) error {
	st, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case st.Mode()&fs.ModeSymlink != 0:
		return fmt.Errorf("%s: a symbolic link: give the folder it points to (a result is put in place by a rename, which replaces the link, not what it points to)", path)
	case !st.IsDir():
		return fmt.Errorf("%s: not a folder (%s)", path, kindOf(st.Mode()))
	}
	return nil
}

// kindOf names a file's kind for a message.
func kindOf(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return "a file"
	case m.IsDir():
		return "a folder"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeDevice != 0 || m&fs.ModeCharDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "not a regular file"
}

// markFile is what a writer puts in each folder it makes beside a result
// (its temporary folder, the old result moved aside), naming the result:
// the next writer removes a folder left there only if it holds the mark.
const markFile = ".simrun-made"

func markText(path string) string { return "made by simrun for " + path + "\n" }

// makeMarked makes a new folder in parent named prefix and a random suffix,
// holding the mark for the result at path.
func makeMarked(parent, prefix, path string) (string, error) {
	dir, err := os.MkdirTemp(parent, prefix)
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, markFile), []byte(markText(path)), 0o644); err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	return dir, nil
}

// marked reports whether dir is a folder (not a link) holding the mark of
// the result at path.
func marked(dir, path string) bool {
	st, err := os.Lstat(dir)
	if err != nil || !st.IsDir() {
		return false
	}
	mst, err := os.Lstat(filepath.Join(dir, markFile))
	if err != nil || !mst.Mode().IsRegular() || mst.Size() > 4096 {
		return false
	}
	b, err := os.ReadFile(filepath.Join(dir, markFile))
	return err == nil && string(b) == markText(path)
}

// Dir is the folder the result's files are written into until Commit.
func (o *Output) Dir() string { return o.tmp }

// Path is where the result will be.
func (o *Output) Path() string { return o.path }

// Commit writes the manifest of every file written (meta says of what
// run), and puts the folder in place: renamed over the final path (a folder
// there is replaced whole: renamed aside, then removed). The lock is freed.
func (o *Output) Commit(meta *Meta) error {
	if o.done {
		return errors.New("output committed or aborted already")
	}
	// The mark goes before the files are listed (it is no part of the
	// result); should the run die from here to the rename, its temporary
	// folder stays, unmarked, and is not removed by the next run.
	if err := os.Remove(filepath.Join(o.tmp, markFile)); err != nil {
		o.Abort()
		return err
	}
	names, err := listFiles(o.tmp)
	if err != nil {
		o.Abort()
		return err
	}
	if err := WriteManifest(o.tmp, meta, names); err != nil {
		o.Abort()
		return err
	}
	if err := os.Chmod(o.tmp, 0o755); err != nil { // MkdirTemp makes it private; results are for sharing
		o.Abort()
		return err
	}
	syncDir(o.tmp)
	old := ""
	if st, err := os.Lstat(o.path); err == nil {
		empty, _ := isEmpty(o.path)
		switch {
		case !st.IsDir():
			o.Abort()
			return fmt.Errorf("%s: not a folder", o.path)
		case empty:
			if err := os.Remove(o.path); err != nil {
				o.Abort()
				return err
			}
		case o.mode != Replace:
			o.Abort()
			return fmt.Errorf("%s: %w", o.path, ErrNotEmpty)
		default:
			// os.Rename will not replace a folder: the old one goes into a
			// marked folder beside it first, to be removed whole.
			parent, base := filepath.Split(o.path)
			aside, err := makeMarked(parent, "."+base+".old-", o.path)
			if err != nil {
				o.Abort()
				return fmt.Errorf("cannot move the old %s aside: %w", o.path, err)
			}
			old = filepath.Join(aside, "result")
			if err := os.Rename(o.path, old); err != nil {
				os.RemoveAll(aside)
				o.Abort()
				return fmt.Errorf("cannot move the old %s aside: %w", o.path, err)
			}
		}
	}
	if err := os.Rename(o.tmp, o.path); err != nil {
		if old != "" {
			os.Rename(old, o.path)
			os.RemoveAll(filepath.Dir(old))
		}
		o.Abort()
		return fmt.Errorf("cannot put %s in place: %w", o.path, err)
	}
	o.done = true
	syncDir(filepath.Dir(o.path))
	if old != "" {
		os.RemoveAll(filepath.Dir(old))
	}
	o.lock.Unlock()
	return nil
}

// Abort removes the temporary folder and frees the lock: the final folder
// is as it was. It does nothing after Commit.
func (o *Output) Abort() {
	if o.done {
		return
	}
	o.done = true
	os.RemoveAll(o.tmp)
	o.lock.Unlock()
}

// listFiles lists the regular files under dir, as paths with /. A hidden
// file (a temporary one left) or anything but files and folders is an error.
func listFiles(dir string) ([]string, error) { return walkFiles(dir, false) }

// walkFiles is listFiles; with skipHidden, hidden entries are passed over
// (a finished folder's .DS_Store is no part of the result, nor an error).
func walkFiles(dir string, skipHidden bool) ([]string, error) {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p == dir {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if strings.HasPrefix(d.Name(), ".") {
			switch {
			case skipHidden && d.IsDir():
				return filepath.SkipDir
			case skipHidden:
				return nil
			}
			return fmt.Errorf("%s: a hidden file in a result", p)
		}
		if d.IsDir() {
			return nil
		}
		if !d.Type().IsRegular() {
			return fmt.Errorf("%s: not a regular file", p)
		}
		if rel != ManifestFile {
			out = append(out, rel)
		}
		return nil
	})
	sort.Strings(out)
	return out, err
}

func isEmpty(dir string) (bool, error) {
	f, err := os.Open(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return true, nil
	} else if err != nil {
		return false, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return false, err
	}
	if !st.IsDir() {
		return false, nil
	}
	_, err = f.Readdirnames(1)
	if err == io.EOF {
		return true, nil
	}
	return false, err
}

// removeStale removes what killed writers of the folder at path left beside
// it: temporary folders, and an old folder moved aside. The caller holds
// the folder's lock.
func removeStale(path string) ([]string, error) {
	parent, base := filepath.Split(path)
	entries, err := os.ReadDir(parent)
	if err != nil {
		return nil, err
	}
	var removed []string
	for _, e := range entries {
		n := e.Name()
		if strings.HasPrefix(n, "."+base+".tmp-") || strings.HasPrefix(n, "."+base+".old-") {
			p := filepath.Join(parent, n)
			if !marked(p, path) {
				continue // not made by a writer of this folder: the user's
			}
			if err := os.RemoveAll(p); err != nil {
				return removed, err
			}
			removed = append(removed, p)
		}
	}
	return removed, nil
}

// syncDir flushes a folder's entries to disk, where the system can (some
// file systems cannot sync a folder: the renames stand all the same).
func syncDir(dir string) {
	if f, err := os.Open(dir); err == nil {
		f.Sync()
		f.Close()
	}
}

// Amend adds files to a finished result folder: under the folder's lock,
// with its manifest checked first, write writes into the folder, and the
// manifest is written again with every file it listed and every file write
// added (charts drawn later, with simrun inspect --chart).
func Amend(path string, write func(dir string) error) error {
	lk, err := LockFolder(path)
	if err != nil {
		return err
	}
	defer lk.Unlock()
	fo, err := OpenFolder(path)
	if err != nil {
		return err
	}
	for _, f := range fo.Manifest.Files {
		if err := fo.Verify(f.Name); err != nil {
			return err
		}
	}
	before, err := walkFiles(path, true)
	if err != nil {
		return err
	}
	if err := write(path); err != nil {
		return err
	}
	after, err := walkFiles(path, true)
	if err != nil {
		return err
	}
	had := map[string]bool{}
	for _, n := range before {
		had[n] = true
	}
	names := []string{}
	for _, f := range fo.Manifest.Files {
		names = append(names, f.Name)
	}
	for _, n := range after {
		if !had[n] {
			names = append(names, n)
		}
	}
	meta := fo.Meta()
	return WriteManifest(path, &meta, names)
}
