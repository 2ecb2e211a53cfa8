package analysis

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

func compileExample(t *testing.T, file string) *decks.Compiled {
	t.Helper()
	data, err := os.ReadFile("../decks/examples/" + file)
	if err != nil {
		t.Fatal(err)
	}
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := decks.LoadDeck(file, data, db, decks.ResolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := decks.Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	return cd
}

// listedOnly projects counts onto the cards a file lists (a read result has no land rows).
func listedOnly(dr *DeckResult) *DeckResult { return dr.Listed() }

func testRun(t *testing.T, files []string, cfg sim.Config) *Result {
	t.Helper()
	var cds []*decks.Compiled
	for _, f := range files {
		cds = append(cds, compileExample(t, f))
	}
	r := &Result{Meta: testMeta(cfg, cds...)}
	for _, cd := range cds {
		res, err := sim.Run(context.Background(), cd, cfg, sim.Options{})
		if err != nil {
			t.Fatal(err)
		}
		r.Decks = append(r.Decks, NewDeckResult(cd, res.Stats))
	}
	return r
}

// What is written reads back identical, for every codec, Parquet copies included.
func TestRoundTrip(t *testing.T) {
	cfg := sim.DefaultConfig()
	cfg.Games, cfg.Turns = 1500, 6
	r := testRun(t, []string{"mono-red.txt", "azorius-midrange.txt"}, cfg)
	for _, codec := range []Codec{Zstd, LZ4, None} {
		dir := writeFolder(t, r, WriteOptions{Codec: codec, Parquet: codec == Zstd})
		back, err := ReadResult(dir)
		if err != nil {
			t.Fatal(err)
		}
		if back.Meta.Seed != r.Meta.Seed || back.Meta.Shard != "0/1" || !reflect.DeepEqual(back.Meta.Config, r.Meta.Config) ||
			back.Meta.Version != "test" || back.Meta.RunID != r.Meta.RunID {
			t.Errorf("%s: metadata %+v", codec, back.Meta)
		}
		if len(back.Decks) != 2 {
			t.Fatalf("%s: %d decks back", codec, len(back.Decks))
		}
		for i, d := range back.Decks {
			want := listedOnly(r.Decks[i])
			if d.Deck != want.Deck || len(d.Cards) != len(want.Cards) {
				t.Fatalf("%s: deck %q with %d cards, want %q with %d", codec, d.Deck, len(d.Cards), want.Deck, len(want.Cards))
			}
			for j := range d.Cards {
				if d.Cards[j] != want.Cards[j] {
					t.Errorf("%s: card %d: %+v, want %+v", codec, j, d.Cards[j], want.Cards[j])
				}
			}
			if !d.Stats.Equal(want.Stats) {
				t.Errorf("%s: %s: counts differ after the round trip", codec, d.Deck)
			}
		}
		if codec == Zstd {
			for _, f := range []string{CastabilityFile, TurnsFile, SidesFile} {
				checkParquetCopy(t, filepath.Join(dir, f), filepath.Join(dir, parquetName(f)))
			}
		}
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if strings.Contains(e.Name(), ".tmp") {
				t.Errorf("%s: a temporary file is left: %s", codec, e.Name())
			}
		}
	}
}

// Merging 4 shards gives exactly the single run's counts; merging refuses
// a missing or duplicate shard and another configuration.
func TestMergeShards(t *testing.T) {
	cfg := sim.DefaultConfig()
	cfg.Games, cfg.Turns = 2000, 5
	whole := testRun(t, []string{"green-ramp.dek"}, cfg)
	var parts []*Result
	for s := range 4 {
		cfg.Shard, cfg.Shards = s, 4
		p := testRun(t, []string{"green-ramp.dek"}, cfg)
		dir := writeFolder(t, p, WriteOptions{Codec: Zstd})
		back, err := ReadResult(dir)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, back)
	}
	merged, err := Merge(parts...)
	if err != nil {
		t.Fatal(err)
	}
	if !merged.Decks[0].Stats.Equal(listedOnly(whole.Decks[0]).Stats) || merged.Meta.Shard != "0/1" {
		t.Fatal("4 shards merged differ from the single run")
	}
	if _, err := Merge(parts[0], parts[1], parts[2]); err == nil || !strings.Contains(err.Error(), "missing") {
		t.Errorf("a missing shard: %v", err)
	}
	if _, err := Merge(parts[0], parts[1], parts[2], parts[2]); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("a duplicate shard: %v", err)
	}
	other := *parts[3]
	other.Meta.Config.Games = 999
	if _, err := Merge(parts[0], parts[1], parts[2], &other); err == nil || !strings.Contains(err.Error(), "configuration") {
		t.Errorf("another configuration: %v", err)
	}
}

// games.arrow streams while a run goes; a run cancelled half-way leaves no
// file under the final name when the writer is aborted, and a complete one
// when it is closed.
func TestGamesStreamAndAbort(t *testing.T) {
	cd := compileExample(t, "mono-red.txt")
	cfg := sim.DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Workers = 100_000, 4, 2
	meta := testMeta(cfg, cd)

	dir := t.TempDir()
	gw, err := NewGamesWriter(dir, meta, []string{cd.Name}, WriteOptions{Codec: LZ4})
	if err != nil {
		t.Fatal(err)
	}
	gw.SetDeck(cd.Name)
	ctx, cancel := context.WithCancel(context.Background())
	_, err = sim.Run(ctx, cd, cfg, sim.Options{Records: gw.Write, Progress: func(done int64) {
		if done > 30_000 {
			cancel()
		}
	}})
	if err == nil {
		t.Fatal("the run was not cancelled")
	}
	gw.Abort()
	entries, _ := os.ReadDir(dir)
	if len(entries) != 0 {
		t.Fatalf("an aborted games file left %v", entries)
	}

	cfg.Games = 40_000
	gw, err = NewGamesWriter(dir, meta, []string{cd.Name}, WriteOptions{Codec: Zstd, Parquet: true})
	if err != nil {
		t.Fatal(err)
	}
	gw.SetDeck(cd.Name)
	res, err := sim.Run(context.Background(), cd, cfg, sim.Options{Records: gw.Write})
	if err != nil {
		t.Fatal(err)
	}
	if err := gw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := WriteManifest(dir, &meta, []string{GamesFile, "games.parquet"}); err != nil {
		t.Fatal(err)
	}
	tab, _, err := ReadTable(filepath.Join(dir, GamesFile))
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Release()
	if tab.NumRows() != 80_000 {
		t.Fatalf("games.arrow has %d rows, want 80000", tab.NumRows())
	}
	// Per-game mulligans add up to the counts; kills too; the game index is in order.
	c := &colReader{t: tab, path: "games"}
	mull, games, play := c.int64sOf8("mulligans"), c.int64s("game"), c.bools("on_play")
	var sumMull int64
	for i := range mull {
		sumMull += mull[i]
		if i > 0 && play[i] == play[i-1] && games[i] != games[i-1]+1 {
			t.Fatalf("row %d: game %d after %d", i, games[i], games[i-1])
		}
	}
	var want int64
	for s := range res.Stats.Sides {
		for m, n := range res.Stats.Sides[s].Mulligans {
			want += int64(m) * n
		}
	}
	if sumMull != want {
		t.Errorf("per-game mulligans sum to %d, the counts say %d", sumMull, want)
	}
	checkParquetCopy(t, filepath.Join(dir, GamesFile), filepath.Join(dir, "games.parquet"))
}

// A deck of lands only has no castability rows: its tables (one of no row)
// read back whole, as a table and as CSV.
func TestNoCastabilityRows(t *testing.T) {
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := decks.LoadDeck("lands.txt", []byte("60 land:R\n"), db, decks.ResolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := decks.Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	cfg := sim.DefaultConfig()
	cfg.Games, cfg.Turns = 300, 3
	res, err := sim.Run(context.Background(), cd, cfg, sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := &Result{Meta: testMeta(cfg, cd), Decks: []*DeckResult{NewDeckResult(cd, res.Stats)}}
	for _, codec := range []Codec{Zstd, None} {
		dir := writeFolder(t, r, WriteOptions{Codec: codec})
		back, err := ReadResult(dir)
		if err != nil {
			t.Fatalf("%s: %v", codec, err)
		}
		if len(back.Decks) != 1 || len(back.Decks[0].Cards) != 0 || !back.Decks[0].Stats.Equal(r.Decks[0].Listed().Stats) {
			t.Errorf("%s: read back %+v", codec, back.Decks)
		}
		var b strings.Builder
		if err := CSV(filepath.Join(dir, CastabilityFile), &b); err != nil || !strings.HasPrefix(b.String(), "deck,on_play,card,") || strings.Count(b.String(), "\n") != 1 {
			t.Errorf("%s: CSV of no rows: %q, %v", codec, b.String(), err)
		}
	}
}

// A shard with no game of a run (fewer games than shards) has no rows; the
// merge is still the single run.
func TestMergeShardWithoutGames(t *testing.T) {
	cfg := sim.DefaultConfig()
	cfg.Games, cfg.Turns = 1, 3
	whole := testRun(t, []string{"mono-red.txt"}, cfg)
	var parts []*Result
	for s := range 2 {
		cfg.Shard, cfg.Shards = s, 2
		back, err := ReadResult(writeFolder(t, testRun(t, []string{"mono-red.txt"}, cfg), WriteOptions{Codec: Zstd}))
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, back)
	}
	if len(parts[1].Decks) != 0 {
		t.Fatalf("shard 1 of a run of 1 game has %d decks", len(parts[1].Decks))
	}
	merged, err := Merge(parts[1], parts[0])
	if err != nil {
		t.Fatal(err)
	}
	if len(merged.Decks) != 1 || !merged.Decks[0].Stats.Equal(whole.Decks[0].Listed().Stats) {
		t.Fatal("the merge differs from the single run")
	}
}
