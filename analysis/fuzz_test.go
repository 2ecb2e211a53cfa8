package analysis

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/job"
	"github.com/goldfishsim/goldfish/sim"
)

// The fuzz targets over the readers of results. Their seed corpus, under
// testdata/fuzz/, is the files of small runs (every table, every codec, a
// manifest of a run and of a sweep); GOLDFISH_FUZZ_CORPUS=1 go test -run
// TestWriteFuzzCorpus ./analysis writes it again.
//
//	go test -run '^$' -fuzz FuzzDecodeIPC -fuzzminimizetime 2s ./analysis
//	go test -run '^$' -fuzz FuzzReadResult -fuzzminimizetime 2s ./analysis
//	go test -run '^$' -fuzz FuzzManifest ./analysis
//
// (The inputs are files of some KB: minimizing each new one for the
// default minute leaves little time to fuzz.)

// fuzzMeta is the run the FuzzReadResult corpus was written for.
func fuzzMeta() Meta {
	cfg := job.Config{Games: 40, Turns: 2, Seed: 1, On: "both", Mulligan: "london", Keep: sim.DefaultKeep, BottomLands: 3,
		Scry: "planner", Rules: "modern", Format: "constructed", Shards: 1, PerGame: true,
		Decks: []job.Deck{job.NewDeck("mono-red", "mono-red.txt", "mono-red")}}
	m := NewMeta("fuzz", cfg)
	m.RunID = "0123456789abcdef0123456789abcdef"
	return m
}

// Any bytes decode into a checked table or an error: no panic, no
// allocation beyond the bound.
func FuzzDecodeIPC(f *testing.F) {
	old := decodeFloor
	decodeFloor = 16 << 20
	defer func() { decodeFloor = old }()
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := decodeIPC(data)
		if err != nil {
			return
		}
		defer d.Release()
		tab := d.table()
		c := &colReader{t: tab, path: "fuzz"}
		for _, fl := range d.schema.Fields() {
			c.strings(fl.Name)
			c.int64s(fl.Name)
			c.bools(fl.Name)
			c.lists(fl.Name)
		}
		tab.Release()
	})
}

// Tables whose manifest vouches for them, whatever they hold: the reader
// checks them whole (every deck, side, card and turn once, counts not below
// zero) and never panics.
func FuzzReadResult(f *testing.F) {
	meta := fuzzMeta()
	f.Fuzz(func(t *testing.T, cast, turns, sides, games []byte) {
		dir := t.TempDir()
		for name, b := range map[string][]byte{CastabilityFile: cast, TurnsFile: turns, SidesFile: sides, GamesFile: games} {
			if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if err := WriteManifest(dir, &meta, []string{CastabilityFile, TurnsFile, SidesFile, GamesFile}); err != nil {
			t.Fatal(err)
		}
		if r, err := ReadResult(dir); err == nil {
			for _, d := range r.Decks {
				Summarize(d, 1, "modern", "london")
			}
		}
		fo, err := OpenFolder(dir)
		if err != nil {
			t.Fatalf("a manifest just written: %v", err)
		}
		if gr, err := fo.OpenGames(); err == nil {
			var row GameRow
			for {
				if ok, err := gr.Next(&row); !ok || err != nil {
					break
				}
			}
			gr.Close()
		}
	})
}

// Any bytes are a checked manifest or an error; a manifest read back writes
// the same bytes again.
func FuzzManifest(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := decodeManifest(data)
		if err != nil {
			return
		}
		again, err := encodeManifest(m)
		if err != nil || string(again) != string(data) {
			t.Fatalf("a manifest read back encodes otherwise: %v", err)
		}
	})
}

// TestWriteFuzzCorpus writes the seed corpus (GOLDFISH_FUZZ_CORPUS=1).
func TestWriteFuzzCorpus(t *testing.T) {
	if os.Getenv("GOLDFISH_FUZZ_CORPUS") != "1" {
		t.Skip("set GOLDFISH_FUZZ_CORPUS=1 to write testdata/fuzz again")
	}
	seed := func(target, name string, values ...[]byte) {
		dir := filepath.Join("testdata", "fuzz", target)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		s := "go test fuzz v1\n"
		for _, v := range values {
			s += "[]byte(" + strconv.Quote(string(v)) + ")\n"
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cd := compileExample(t, "mono-red.txt")
	meta := fuzzMeta()
	cfg, err := meta.Config.Sim()
	if err != nil {
		t.Fatal(err)
	}
	for _, codec := range []Codec{Zstd, LZ4, None} {
		dir := filepath.Join(t.TempDir(), "r")
		o, err := CreateOutput(dir, Fresh)
		if err != nil {
			t.Fatal(err)
		}
		gw, err := NewGamesWriter(o.Dir(), meta, []string{"mono-red"}, WriteOptions{Codec: codec})
		if err != nil {
			t.Fatal(err)
		}
		gw.SetDeck("mono-red")
		res, err := sim.Run(context.Background(), cd, cfg, sim.Options{Records: gw.Write})
		if err != nil {
			t.Fatal(err)
		}
		if err := gw.Close(); err != nil {
			t.Fatal(err)
		}
		dr := NewDeckResult(cd, res.Stats)
		dr.Deck = "mono-red"
		r := &Result{Meta: meta, Decks: []*DeckResult{dr}}
		if err := WriteResult(o.Dir(), r, WriteOptions{Codec: codec}); err != nil {
			t.Fatal(err)
		}
		if err := o.Commit(&r.Meta); err != nil {
			t.Fatal(err)
		}
		if _, err := ReadResult(dir); err != nil {
			t.Fatal(err)
		}
		files := map[string][]byte{}
		for _, n := range []string{CastabilityFile, TurnsFile, SidesFile, GamesFile, ManifestFile} {
			if files[n], err = os.ReadFile(filepath.Join(dir, n)); err != nil {
				t.Fatal(err)
			}
		}
		seed("FuzzReadResult", string(codec), files[CastabilityFile], files[TurnsFile], files[SidesFile], files[GamesFile])
		for _, n := range []string{CastabilityFile, TurnsFile, SidesFile, GamesFile} {
			seed("FuzzDecodeIPC", fmt.Sprintf("%s-%s", codec, n), files[n])
		}
		if codec == Zstd {
			seed("FuzzManifest", "run", files[ManifestFile])
			b := append([]byte(nil), files[CastabilityFile]...)
			b[len(b)/2] ^= 0x40
			seed("FuzzDecodeIPC", "damaged-castability", b)
			seed("FuzzDecodeIPC", "cut-games", files[GamesFile][:len(files[GamesFile])/3])
		}
	}
	// A table of no rows: a deck of lands only.
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	ld, _, err := decks.LoadDeck("lands.txt", []byte("60 land:R\n"), db, decks.ResolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	lcd, err := decks.Compile(ld)
	if err != nil {
		t.Fatal(err)
	}
	res, err := sim.Run(context.Background(), lcd, cfg, sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	dr := NewDeckResult(lcd, res.Stats)
	dr.Deck = "mono-red"
	ldir := writeFolder(t, &Result{Meta: meta, Decks: []*DeckResult{dr}}, WriteOptions{Codec: Zstd})
	empty, err := os.ReadFile(filepath.Join(ldir, CastabilityFile))
	if err != nil {
		t.Fatal(err)
	}
	seed("FuzzDecodeIPC", "empty-castability.arrow", empty)
	sw := sweepFixture(t)
	seed("FuzzDecodeIPC", "lz4-configs.arrow", sw.files[ConfigsFile])
	seed("FuzzManifest", "sweep", sw.files[ManifestFile])
}

// The FuzzReadResult seeds are results this reader reads whole: the fuzzer
// starts from files that reach every check (write the corpus again if the
// file layout changes).
func TestFuzzSeedsRead(t *testing.T) {
	dir := filepath.Join("testdata", "fuzz", "FuzzReadResult")
	meta := fuzzMeta()
	for _, name := range []string{"zstd", "lz4", "none"} { // the runs written; the other files are inputs the fuzzer found
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		if len(lines) != 5 || lines[0] != "go test fuzz v1" {
			t.Fatalf("%s: not a corpus file of four values", name)
		}
		out := t.TempDir()
		names := []string{CastabilityFile, TurnsFile, SidesFile, GamesFile}
		for i, n := range names {
			v, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[i+1], "[]byte("), ")"))
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			os.WriteFile(filepath.Join(out, n), []byte(v), 0o644)
		}
		if err := WriteManifest(out, &meta, names); err != nil {
			t.Fatal(err)
		}
		if r, err := ReadResult(out); err != nil || len(r.Decks) != 1 || r.Decks[0].Stats.Sides[sim.OnPlay].Games != 40 {
			t.Errorf("seed %s does not read back whole: %v (write the corpus again: GOLDFISH_FUZZ_CORPUS=1)", name, err)
		}
	}
}
