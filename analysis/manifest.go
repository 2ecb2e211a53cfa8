package analysis

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/goldfishsim/goldfish/job"
)

// ManifestFile is written last into every result folder: what the folder
// holds, file by file, with sizes and SHA-256s, and the run that made it.
// A folder without one is not a result (its run did not finish).
const ManifestFile = "manifest.json"

// ManifestFormat names the manifest's layout.
const ManifestFormat = "goldfish-result/1"

// maxManifestBytes bounds a manifest read: decklists are at most
// job.MaxDeckBytes each, a sweep's job at most job.MaxJobBytes.
const maxManifestBytes = 64 << 20

// Manifest is manifest.json. Its last key, checksum, is the SHA-256 of the
// file's text before it (up to the comma ending the line before), followed by
// "\n}": a reader recomputes it to know the manifest whole.
type Manifest struct {
	Format  string              `json:"format"`
	RunID   string              `json:"run_id"`
	Version string              `json:"version"`
	Created string              `json:"created"` // RFC 3339, UTC
	Kind    string              `json:"kind"`    // "run" or "sweep"
	Seed    uint64              `json:"seed"`
	Shard   string              `json:"shard"`
	Partial bool                `json:"partial"`
	Played  map[string][2]int64 `json:"played,omitempty"`
	Config  *job.Config         `json:"config,omitempty"` // a run's, decklists' text included
	Sweep   *job.SweepRecord    `json:"sweep,omitempty"`  // a sweep's, its job's text included
	Files   []FileSum           `json:"files"`
}

// FileSum is a file of a result folder: its path in the folder (with / for
// a part's file), size and SHA-256.
type FileSum struct {
	Name   string `json:"name"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// NewRunID returns a new random run id (128 bits, hex).
func NewRunID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand does not fail on the systems Go supports
	}
	return hex.EncodeToString(b[:])
}

var (
	runIDPattern  = regexp.MustCompile(`^[0-9a-f]{32}$`)
	sha256Pattern = regexp.MustCompile(`^[0-9a-f]{64}$`)
	checksumLine  = regexp.MustCompile(`,\n  "checksum": "sha256:([0-9a-f]{64})"\n}\n$`)
)

// encodeManifest returns the manifest's bytes, checksum last.
func encodeManifest(m *Manifest) ([]byte, error) {
	body, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, err
	}
	if !bytes.HasSuffix(body, []byte("\n}")) {
		return nil, errors.New("manifest: unexpected encoding")
	}
	sum := sha256.Sum256(body)
	out := append(body[:len(body)-2:len(body)-2], fmt.Sprintf(",\n  \"checksum\": \"sha256:%x\"\n}\n", sum)...)
	return out, nil
}

// decodeManifest reads a manifest's bytes, checksum first, then every field.
func decodeManifest(data []byte) (*Manifest, error) {
	loc := checksumLine.FindSubmatchIndex(data)
	if loc == nil {
		return nil, errors.New("its checksum line is missing or damaged")
	}
	body := append(append([]byte(nil), data[:loc[0]]...), "\n}"...)
	sum := sha256.Sum256(body)
	if hex.EncodeToString(sum[:]) != string(data[loc[2]:loc[3]]) {
		return nil, errors.New("its checksum does not match its content (it is damaged)")
	}
	var m Manifest
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("not a manifest: %w", err)
	}
	return &m, m.check()
}

// check says what is wrong with a manifest whose checksum holds, if
// anything: a manifest of another format, or one this program would not
// have written.
func (m *Manifest) check() error {
	if m.Format != ManifestFormat {
		return fmt.Errorf("format %q, not %q", m.Format, ManifestFormat)
	}
	if !runIDPattern.MatchString(m.RunID) {
		return fmt.Errorf("run_id %q is not a run id", m.RunID)
	}
	switch m.Kind {
	case "run":
		if m.Config == nil || m.Sweep != nil {
			return errors.New("a run's manifest without its config")
		}
		if err := m.Config.Check(); err != nil {
			return fmt.Errorf("config: %w", err)
		}
		if m.Seed != m.Config.Seed || m.Shard != fmt.Sprintf("%d/%d", m.Config.Shard, m.Config.Shards) {
			return errors.New("seed or shard differ from its config's")
		}
	case "sweep":
		if m.Sweep == nil || m.Config != nil {
			return errors.New("a sweep's manifest without its job")
		}
	default:
		return fmt.Errorf("kind %q: want run or sweep", m.Kind)
	}
	if m.Played != nil && !m.Partial {
		return errors.New("games played of a run not partial")
	}
	seen := map[string]bool{}
	for _, f := range m.Files {
		if !validName(f.Name) || f.Name == ManifestFile || seen[f.Name] {
			return fmt.Errorf("file name %q", f.Name)
		}
		seen[f.Name] = true
		if f.Size < 0 || !sha256Pattern.MatchString(f.SHA256) {
			return fmt.Errorf("%s: size %d, sha256 %q", f.Name, f.Size, f.SHA256)
		}
	}
	return nil
}

// validName reports whether a manifest may name a file: a path inside the
// folder, with /, no . or .. part, no hidden file.
func validName(name string) bool {
	if name == "" || strings.Contains(name, `\`) || path.Clean(name) != name || path.IsAbs(name) {
		return false
	}
	for _, part := range strings.Split(name, "/") {
		if part == "" || strings.HasPrefix(part, ".") {
			return false
		}
	}
	return true
}

// manifestFor makes the manifest of a result's metadata.
func manifestFor(meta *Meta) *Manifest {
	m := &Manifest{Format: ManifestFormat, RunID: meta.RunID, Version: meta.Version, Created: time.Now().UTC().Format(time.RFC3339),
		Seed: meta.Seed, Shard: meta.Shard, Partial: meta.Partial}
	if meta.Partial {
		m.Played = meta.Played
		if m.Played == nil {
			m.Played = map[string][2]int64{}
		}
	}
	if meta.Sweep != nil {
		m.Kind, m.Sweep = "sweep", meta.Sweep
	} else {
		c := meta.Config
		m.Kind, m.Config = "run", &c
	}
	return m
}

// WriteManifest writes dir's manifest last, for the result meta describes:
// the files named (paths inside dir, with /), each hashed now. It is written
// under a temporary name and renamed, as every file of a result is.
func WriteManifest(dir string, meta *Meta, names []string) error {
	m := manifestFor(meta)
	sort.Strings(names)
	for _, name := range names {
		if !validName(name) || name == ManifestFile {
			return fmt.Errorf("%s: not a name a manifest lists", name)
		}
		size, sum, err := hashFile(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			return err
		}
		m.Files = append(m.Files, FileSum{Name: name, Size: size, SHA256: sum})
	}
	data, err := encodeManifest(m)
	if err != nil {
		return err
	}
	return WriteAtomic(filepath.Join(dir, ManifestFile), func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

func hashFile(p string) (int64, string, error) {
	f, err := openRegular(p)
	if err != nil {
		return 0, "", err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return 0, "", fmt.Errorf("%s: %w", p, err)
	}
	return n, hex.EncodeToString(h.Sum(nil)), nil
}

// Folder is a result folder whose manifest was read and checked: every file
// it lists is there with its size (the content is checked as it is read).
type Folder struct {
	Dir      string
	Manifest *Manifest
	files    map[string]FileSum
	id       os.FileInfo // the folder as opened: another writer's Commit puts another in its place
}

// replaced returns, for an error met reading the folder, one saying the
// folder was replaced meanwhile if it was (a reader racing simrun --force
// sees the new files against the old manifest: not damage), else err.
func (fo *Folder) replaced(err error) error {
	if fo.id == nil {
		return err
	}
	if st, serr := os.Stat(fo.Dir); serr != nil || !os.SameFile(st, fo.id) {
		return fmt.Errorf("%s: the folder was replaced while it was read (another simrun wrote a result there): read it again", fo.Dir)
	}
	return err
}

// OpenFolder reads and checks a result folder's manifest, and that every file
// it lists is there with its size. A folder without a manifest is refused:
// its run did not finish, or an older simrun wrote it.
func OpenFolder(dir string) (*Folder, error) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("%s: not a folder", dir)
	}
	mp := filepath.Join(dir, ManifestFile)
	f, err := openRegular(mp)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s: not a result: no %s (its run did not finish, is still going, or an older simrun wrote it)", dir, ManifestFile)
	} else if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, maxManifestBytes+1))
	f.Close()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", mp, err)
	}
	if len(data) > maxManifestBytes {
		return nil, fmt.Errorf("%s: larger than a manifest can be (%d MiB)", mp, maxManifestBytes>>20)
	}
	m, err := decodeManifest(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", mp, err)
	}
	fo := &Folder{Dir: dir, Manifest: m, files: map[string]FileSum{}, id: st}
	for _, fs := range m.Files {
		fo.files[fs.Name] = fs
		st, err := os.Stat(filepath.Join(dir, filepath.FromSlash(fs.Name)))
		if err != nil {
			return nil, fo.replaced(fmt.Errorf("%s: %s lists %s, which is missing: %w", dir, ManifestFile, fs.Name, err))
		}
		if !st.Mode().IsRegular() {
			return nil, fo.replaced(fmt.Errorf("%s: %s is %s, not the file its manifest lists", dir, fs.Name, kindOf(st.Mode())))
		}
		if st.Size() != fs.Size {
			return nil, fo.replaced(fmt.Errorf("%s: %s has %d bytes, its manifest says %d (it is damaged, or from another run)", dir, fs.Name, st.Size(), fs.Size))
		}
	}
	return fo, nil
}

// Has reports whether the manifest lists name.
func (fo *Folder) Has(name string) bool {
	_, ok := fo.files[name]
	return ok
}

// Path returns where a listed file lies.
func (fo *Folder) Path(name string) string { return filepath.Join(fo.Dir, filepath.FromSlash(name)) }

// ReadFile reads a file the manifest lists, whole, and checks its size and
// SHA-256.
func (fo *Folder) ReadFile(name string) ([]byte, error) {
	s, ok := fo.files[name]
	if !ok {
		return nil, fmt.Errorf("%s: %s is not part of this result (its manifest does not list it)", fo.Dir, name)
	}
	f, err := openRegular(fo.Path(name))
	if err != nil {
		return nil, fo.replaced(err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, s.Size+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", fo.Path(name), err)
	}
	return data, fo.check(name, int64(len(data)), sha256.Sum256(data))
}

// Verify reads a listed file through and checks its size and SHA-256.
func (fo *Folder) Verify(name string) error {
	if _, ok := fo.files[name]; !ok {
		return fmt.Errorf("%s: %s is not part of this result (its manifest does not list it)", fo.Dir, name)
	}
	size, sum, err := hashFile(fo.Path(name))
	if err != nil {
		return fo.replaced(err)
	}
	var b [sha256.Size]byte
	hex.Decode(b[:], []byte(sum))
	return fo.check(name, size, b)
}

func (fo *Folder) check(name string, size int64, sum [sha256.Size]byte) error {
	s := fo.files[name]
	if size != s.Size || hex.EncodeToString(sum[:]) != s.SHA256 {
		return fo.replaced(fmt.Errorf("%s: its content does not match its manifest's SHA-256 (it is damaged, or was changed after the run)", fo.Path(name)))
	}
	return nil
}

// Unlisted returns the entries of the folder the manifest does not list
// (hidden ones and the manifest itself aside): not part of the result.
func (fo *Folder) Unlisted() []string { return fo.unlisted(false) }

// Foreign returns every entry of the folder that is not the result's,
// hidden ones included: what replacing the folder would delete.
func (fo *Folder) Foreign() []string { return fo.unlisted(true) }

func (fo *Folder) unlisted(hidden bool) []string {
	var out []string
	entries, _ := os.ReadDir(fo.Dir)
	for _, e := range entries {
		n := e.Name()
		if !hidden && strings.HasPrefix(n, ".") || n == ManifestFile || fo.files[n] != (FileSum{}) {
			continue
		}
		if e.IsDir() {
			listed := false
			for name := range fo.files {
				if strings.HasPrefix(name, n+"/") {
					listed = true
					break
				}
			}
			if listed {
				continue
			}
			n += "/"
		}
		out = append(out, n)
	}
	return out
}
