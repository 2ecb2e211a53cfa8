package analysis

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/job"
	"github.com/goldfishsim/goldfish/sim"
)

// A result folder as simrun writes it, with what it holds, known
// independently of the readers: the counts straight from sim.Run and the
// games' records as the workers handed them out.
type fixture struct {
	name  string
	files map[string][]byte // path in the folder -> content, manifest.json included
	decks []*DeckResult     // the counts, as a read result lists them
	games []GameRow         // games.arrow's rows, in order
	csv   map[string]string // every table as CSV, from the clean folder
}

func runFixture(t *testing.T, name string, codec Codec, parquet, perGame bool, files ...string) *fixture {
	t.Helper()
	cfg := sim.DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Workers, cfg.Seed = 1200, 4, 2, 5
	var cds []*decks.Compiled
	for _, f := range files {
		cds = append(cds, compileExample(t, f))
	}
	meta := testMeta(cfg, cds...)
	meta.Config.PerGame = perGame
	fx := &fixture{name: name}
	dir := filepath.Join(t.TempDir(), name)
	o, err := CreateOutput(dir, Fresh)
	if err != nil {
		t.Fatal(err)
	}
	var gw *GamesWriter
	if perGame {
		var names []string
		for _, cd := range cds {
			names = append(names, cd.Name)
		}
		if gw, err = NewGamesWriter(o.Dir(), meta, names, WriteOptions{Codec: codec, Parquet: parquet}); err != nil {
			t.Fatal(err)
		}
	}
	r := &Result{Meta: meta}
	for _, cd := range cds {
		opt := sim.Options{}
		if gw != nil {
			gw.SetDeck(cd.Name)
			name := cd.Name
			opt.Records = func(s sim.Side, recs []sim.GameRecord) error {
				for _, rec := range recs {
					rec.Side = s
					fx.games = append(fx.games, GameRow{Deck: name, GameRecord: rec})
				}
				return gw.Write(s, recs)
			}
		}
		res, err := sim.Run(context.Background(), cd, cfg, opt)
		if err != nil {
			t.Fatal(err)
		}
		dr := NewDeckResult(cd, res.Stats)
		r.Decks = append(r.Decks, dr)
		fx.decks = append(fx.decks, dr.Listed())
	}
	if gw != nil {
		if err := gw.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if err := WriteResult(o.Dir(), r, WriteOptions{Codec: codec, Parquet: parquet}); err != nil {
		t.Fatal(err)
	}
	if err := o.Commit(&r.Meta); err != nil {
		t.Fatal(err)
	}
	fx.load(t, dir)
	return fx
}

func sweepFixture(t *testing.T) *fixture {
	t.Helper()
	fx := &fixture{name: "sweep"}
	cfg := sim.DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Workers, cfg.Sides = 800, 3, 2, sim.PlayOnly
	cd := compileExample(t, "green-ramp.dek")
	r := &Result{Sweep: true, Meta: NewSweepMeta("test", job.SweepRecord{File: "job.toml", SHA256: job.SHA256("job"), Job: "job", Combinations: 2, Shards: 1}, 1)}
	for id, rules := range []sim.Rules{sim.Modern, sim.Classic} {
		cfg.Rules = rules
		res, err := sim.Run(context.Background(), cd, cfg, sim.Options{})
		if err != nil {
			t.Fatal(err)
		}
		dr := NewDeckResult(cd, res.Stats).Listed()
		dr.ConfigID = id
		r.Decks = append(r.Decks, dr)
		fx.decks = append(fx.decks, dr)
		m := testMeta(cfg, cd)
		r.Configs = append(r.Configs, SweepConfig{ID: id, Deck: cd.Name, Games: cfg.Games, Turns: cfg.Turns, On: "play",
			Mulligan: "london", Rules: rules.String(), Config: m.Config.Brief()})
	}
	dir := writeFolder(t, r, WriteOptions{Codec: LZ4})
	fx.load(t, dir)
	return fx
}

// load keeps the folder's bytes and its tables as CSV.
func (fx *fixture) load(t *testing.T, dir string) {
	t.Helper()
	fx.files, fx.csv = map[string][]byte{}, map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		b, err := os.ReadFile(p)
		fx.files[filepath.ToSlash(rel)] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for name := range fx.files {
		if strings.HasSuffix(name, ".arrow") {
			var b bytes.Buffer
			if err := CSV(filepath.Join(dir, name), &b); err != nil {
				t.Fatal(err)
			}
			fx.csv[name] = b.String()
		}
	}
	// The clean folder reads back exactly what was written.
	if why := fx.differs(dir); why != "" {
		t.Fatalf("%s: the clean folder reads back wrong: %s", fx.name, why)
	}
}

func (fx *fixture) names() []string {
	var out []string
	for n := range fx.files {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// write puts the fixture's files into dir, one of them replaced.
func (fx *fixture) write(t *testing.T, dir, name string, data []byte) {
	t.Helper()
	os.RemoveAll(dir)
	for n, b := range fx.files {
		if n == name {
			b = data
		}
		p := filepath.Join(dir, filepath.FromSlash(n))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// reads runs every reader of a result over dir; for each one that succeeds
// it says whether what it read differs from the truth ("" if the same).
// ok counts the readers that succeeded.
func (fx *fixture) differs(dir string) string {
	why, _ := fx.reads(dir)
	return why
}

func (fx *fixture) reads(dir string) (why string, ok int) {
	if r, err := ReadResult(dir); err == nil {
		ok++
		if len(r.Decks) != len(fx.decks) {
			return fmt.Sprintf("ReadResult: %d decks, want %d", len(r.Decks), len(fx.decks)), ok
		}
		for i, d := range r.Decks {
			w := fx.decks[i]
			if d.Deck != w.Deck || d.ConfigID != w.ConfigID || len(d.Cards) != len(w.Cards) || !d.Stats.Equal(w.Stats) {
				return fmt.Sprintf("ReadResult: deck %d (%s) differs", i, d.Deck), ok
			}
			for j := range d.Cards {
				if d.Cards[j] != w.Cards[j] {
					return fmt.Sprintf("ReadResult: deck %s card %d differs", d.Deck, j), ok
				}
			}
		}
	}
	for name, want := range fx.csv {
		var b bytes.Buffer
		if err := CSV(filepath.Join(dir, name), &b); err == nil {
			ok++
			if b.String() != want {
				return "CSV of " + name + " differs", ok
			}
		}
		if t, _, err := ReadTable(filepath.Join(dir, name)); err == nil {
			ok++
			t.Release()
		}
	}
	if fx.games != nil {
		if fo, err := OpenFolder(dir); err == nil {
			if gr, err := fo.OpenGames(); err == nil {
				var row GameRow
				i := 0
				for {
					more, err := gr.Next(&row)
					if err != nil || !more {
						if err == nil && i != len(fx.games) {
							gr.Close()
							return fmt.Sprintf("games.arrow: %d rows, want %d", i, len(fx.games)), ok
						}
						break
					}
					if i >= len(fx.games) || row != fx.games[i] {
						gr.Close()
						return fmt.Sprintf("games.arrow: row %d differs", i), ok
					}
					i++
				}
				gr.Close()
				ok++
			}
		}
	}
	return "", ok
}

// verifies reports whether the whole folder checks: manifest, and every
// file listed, byte for byte (what simrun inspect does).
func verifies(dir string) error {
	fo, err := OpenFolder(dir)
	if err != nil {
		return err
	}
	for _, f := range fo.Manifest.Files {
		if err := fo.Verify(f.Name); err != nil {
			return err
		}
	}
	return nil
}

// damage returns data with one random damage: a byte changed, the file cut
// short, or bytes inserted.
func damage(rng *rand.Rand, data []byte, kind int) ([]byte, string) {
	out := append([]byte(nil), data...)
	switch kind {
	case 0:
		i := rng.IntN(len(out))
		out[i] ^= byte(1 + rng.IntN(255))
		return out, fmt.Sprintf("byte %d changed", i)
	case 1:
		n := rng.IntN(len(out))
		return out[:n], fmt.Sprintf("cut to %d bytes", n)
	default:
		i := rng.IntN(len(out) + 1)
		ins := make([]byte, 1+rng.IntN(16))
		for j := range ins {
			ins[j] = byte(rng.IntN(256))
		}
		return append(out[:i], append(ins, data[i:]...)...), fmt.Sprintf("%d bytes inserted at %d", len(ins), i)
	}
}

// Random damage to every kind of file a result holds (each table, in three
// codecs, the Parquet copies, games.arrow, configs.arrow, the manifest):
// no reader panics, none reads back numbers other than those written, and
// checking the folder whole (simrun inspect) finds every damage.
// GOLDFISH_DAMAGES sets how many (default 1200).
func TestDamagedFilesAreRefused(t *testing.T) {
	old := decodeFloor
	decodeFloor = 16 << 20
	defer func() { decodeFloor = old }()
	fixtures := []*fixture{
		runFixture(t, "zstd", Zstd, true, true, "mono-red.txt", "dark-ritual.txt"),
		runFixture(t, "none", None, false, true, "azorius-midrange.txt"),
		sweepFixture(t),
	}
	type target struct {
		fx   *fixture
		name string
	}
	var targets []target
	kinds := map[string]bool{}
	for _, fx := range fixtures {
		for _, n := range fx.names() {
			targets = append(targets, target{fx, n})
			kinds[filepath.Base(n)] = true
		}
	}
	for _, k := range []string{CastabilityFile, TurnsFile, SidesFile, GamesFile, ConfigsFile, ManifestFile,
		"castability.parquet", "turns.parquet", "sides.parquet", "games.parquet"} {
		if !kinds[k] {
			t.Fatalf("no %s among the files damaged", k)
		}
	}
	n := 1200
	if s := os.Getenv("GOLDFISH_DAMAGES"); s != "" {
		fmt.Sscan(s, &n)
	}
	rng := rand.New(rand.NewPCG(12, 34))
	scratch := filepath.Join(t.TempDir(), "r")
	stats := map[string]int{}
	for i := range n {
		tg := targets[i%len(targets)]
		data, what := damage(rng, tg.fx.files[tg.name], (i/len(targets))%3)
		tg.fx.write(t, scratch, tg.name, data)
		var why string
		var ok int
		panicked := func() (p any) {
			defer func() { p = recover() }()
			why, ok = tg.fx.reads(scratch)
			if strings.HasSuffix(tg.name, ".arrow") { // the unchecked decoder too: no panic, whatever it reads
				if d, err := decodeIPC(data); err == nil {
					d.Release()
				}
			}
			return nil
		}()
		if panicked != nil {
			t.Fatalf("%s %s (%s): a reader panicked: %v", tg.fx.name, tg.name, what, panicked)
		}
		if why != "" {
			t.Fatalf("%s %s (%s): read back other numbers: %s", tg.fx.name, tg.name, what, why)
		}
		if err := verifies(scratch); err == nil {
			t.Fatalf("%s %s (%s): the damaged folder checks whole", tg.fx.name, tg.name, what)
		}
		stats[tg.name]++
		if ok > 0 {
			stats["reads that succeeded (the damaged file not read)"] += ok
		}
	}
	t.Logf("%d damages: %v", n, stats)
}

// A folder is refused, with a message naming it, when its manifest is
// missing, when a file it lists is missing or another, and when a table is
// from another run (right SHA-256 in a manifest of another run id).
func TestFolderMismatch(t *testing.T) {
	fx := runFixture(t, "run", Zstd, false, false, "mono-red.txt")
	other := runFixture(t, "other", Zstd, false, false, "mono-red.txt")
	dir := filepath.Join(t.TempDir(), "r")
	for _, tc := range []struct {
		change func()
		want   string
	}{
		{func() { os.Remove(filepath.Join(dir, ManifestFile)) }, "no manifest.json"},
		{func() { os.Remove(filepath.Join(dir, TurnsFile)) }, "lists turns.arrow, which is missing"},
		{func() { os.WriteFile(filepath.Join(dir, TurnsFile), other.files[TurnsFile], 0o644) }, "turns.arrow"},
	} {
		fx.write(t, dir, "", nil)
		tc.change()
		_, err := ReadResult(dir)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v, want %q", err, tc.want)
		}
	}
	// The other run's table, with a manifest that vouches for its bytes: its
	// metadata names another run.
	fx.write(t, dir, TurnsFile, other.files[TurnsFile])
	m, err := decodeManifest(fx.files[ManifestFile])
	if err != nil {
		t.Fatal(err)
	}
	meta := (&Folder{Manifest: m}).Meta()
	if err := WriteManifest(dir, &meta, []string{CastabilityFile, TurnsFile, SidesFile}); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadResult(dir); err == nil || !strings.Contains(err.Error(), "goldfish.run is not its manifest's") {
		t.Errorf("a table of another run: %v", err)
	}
}

// A reader racing a writer that replaces the folder (simrun --force) is
// told the folder was replaced, not that its files are damaged (report B8):
// the folder opened, another run's folder renamed into its place (as
// Output.Commit does), then the files read.
func TestFolderReplacedWhileRead(t *testing.T) {
	fx := runFixture(t, "run", Zstd, false, false, "mono-red.txt")
	other := runFixture(t, "other", Zstd, false, false, "mono-red.txt")
	parent := t.TempDir()
	dir, next := filepath.Join(parent, "r"), filepath.Join(parent, "next")
	fx.write(t, dir, "", nil)
	other.write(t, next, "", nil)
	fo, err := OpenFolder(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(dir, filepath.Join(parent, "old")); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(next, dir); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{TurnsFile, CastabilityFile} {
		if err := fo.Verify(name); err == nil || !strings.Contains(err.Error(), "the folder was replaced while it was read") {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := fo.ReadFile(SidesFile); err == nil || !strings.Contains(err.Error(), "replaced while it was read") {
		t.Errorf("%s: %v", SidesFile, err)
	}
	// Damage to a folder that was not replaced is still damage.
	fo, _ = OpenFolder(dir)
	b, _ := os.ReadFile(filepath.Join(dir, TurnsFile))
	b[len(b)/2] ^= 1
	os.WriteFile(filepath.Join(dir, TurnsFile), b, 0o644)
	if err := fo.Verify(TurnsFile); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Errorf("damage: %v", err)
	}
}
