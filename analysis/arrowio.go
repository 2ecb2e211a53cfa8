package analysis

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/ipc"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/goldfishsim/goldfish/analysis/internal/parquet"
	"github.com/goldfishsim/goldfish/sim"
)

// The metadata keys of every file (the output contract, results/README.md).
const (
	KeyVersion = "goldfish.version"
	KeyConfig  = "goldfish.config" // the run's configuration without the decklists' text (the manifest has it)
	KeySeed    = "goldfish.seed"
	KeyShard   = "goldfish.shard"
	KeyRun     = "goldfish.run"     // the run id, as in the manifest
	KeyPartial = "goldfish.partial" // "true" when the run was stopped early
	KeyPlayed  = "goldfish.played"  // JSON: games played per deck, [on the play, on the draw]
)

// The files of a result folder.
const (
	CastabilityFile = "castability.arrow"
	TurnsFile       = "turns.arrow"
	SidesFile       = "sides.arrow"
	GamesFile       = "games.arrow"
)

// Codec is how Arrow record batches are compressed.
type Codec string

// Codecs.
const (
	Zstd Codec = "zstd"
	LZ4  Codec = "lz4"
	None Codec = "none"
)

// ParseCodec reads "zstd", "lz4" or "none".
func ParseCodec(s string) (Codec, error) {
	switch Codec(s) {
	case Zstd, LZ4, None:
		return Codec(s), nil
	case "":
		return Zstd, nil
	}
	return "", fmt.Errorf("compression %q: want zstd, lz4 or none", s)
}

func (c Codec) options() []ipc.Option {
	switch c {
	case LZ4:
		return []ipc.Option{ipc.WithLZ4()}
	case None:
		return nil
	}
	return []ipc.Option{ipc.WithZstd()}
}

// WriteOptions say how a result folder is written.
type WriteOptions struct {
	Codec   Codec
	Parquet bool // also write Parquet copies (zstd), for DuckDB
}

// briefConfig is the configuration as every file's metadata holds it:
// without the decklists' (or the sweep job's) text.
func (m *Meta) briefConfig() string {
	var b []byte
	var err error
	if m.Sweep != nil {
		b, err = json.Marshal(m.Sweep.Brief())
	} else {
		b, err = json.Marshal(m.Config.Brief())
	}
	if err != nil {
		panic(err) // plain values: cannot fail
	}
	return string(b)
}

func (m *Meta) metadata() arrow.Metadata {
	keys := []string{KeyVersion, KeyConfig, KeySeed, KeyShard, KeyRun}
	vals := []string{m.Version, m.briefConfig(), strconv.FormatUint(m.Seed, 10), m.Shard, m.RunID}
	if m.Partial {
		played, _ := json.Marshal(m.Played)
		keys = append(keys, KeyPartial, KeyPlayed)
		vals = append(vals, "true", string(played))
	}
	return arrow.NewMetadata(keys, vals)
}

// checkMetadata checks a file's schema metadata against its manifest's
// account of the run. games.arrow is streamed from the run's start, before
// anyone knows whether the run will be stopped: its metadata never has
// goldfish.partial and goldfish.played (the manifest does).
func checkMetadata(md arrow.Metadata, m *Meta, streamed bool) error {
	want := *m
	if streamed {
		want.Partial, want.Played = false, nil
	}
	wmd := want.metadata()
	if md.Len() != wmd.Len() {
		return errors.New("its goldfish.* metadata is not its manifest's run")
	}
	for i, k := range wmd.Keys() {
		j := md.FindKey(k)
		if j < 0 || md.Values()[j] != wmd.Values()[i] {
			return fmt.Errorf("its %s is not its manifest's", k)
		}
	}
	return nil
}

var (
	dictString = &arrow.DictionaryType{IndexType: arrow.PrimitiveTypes.Int32, ValueType: arrow.BinaryTypes.String}
	i64        = arrow.PrimitiveTypes.Int64
)

// dictColumn builds a dictionary-encoded string column over one dictionary
// (the same for every batch of a file).
type dictColumn struct {
	dict  *array.String
	index map[string]int32
}

func newDictColumn(values []string) *dictColumn {
	b := array.NewStringBuilder(memory.DefaultAllocator)
	defer b.Release()
	d := &dictColumn{index: map[string]int32{}}
	for _, v := range values {
		if _, ok := d.index[v]; !ok {
			d.index[v] = int32(len(d.index))
			b.Append(v)
		}
	}
	d.dict = b.NewStringArray()
	return d
}

func (d *dictColumn) array(idx []int32) arrow.Array {
	ib := array.NewInt32Builder(memory.DefaultAllocator)
	defer ib.Release()
	ib.AppendValues(idx, nil)
	ia := ib.NewArray()
	defer ia.Release()
	return array.NewDictionaryArray(dictString, ia, d.dict)
}

func int64Array(v []int64) arrow.Array {
	b := array.NewInt64Builder(memory.DefaultAllocator)
	defer b.Release()
	b.AppendValues(v, nil)
	return b.NewArray()
}

func int32Array(v []int32) arrow.Array {
	b := array.NewInt32Builder(memory.DefaultAllocator)
	defer b.Release()
	b.AppendValues(v, nil)
	return b.NewArray()
}

func boolArray(v []bool) arrow.Array {
	b := array.NewBooleanBuilder(memory.DefaultAllocator)
	defer b.Release()
	b.AppendValues(v, nil)
	return b.NewArray()
}

func listInt64Array(v [][]int64) arrow.Array {
	b := array.NewListBuilder(memory.DefaultAllocator, i64)
	defer b.Release()
	vb := b.ValueBuilder().(*array.Int64Builder)
	for _, l := range v {
		b.Append(true)
		vb.AppendValues(l, nil)
	}
	return b.NewArray()
}

// table is columns being built, with their fields.
type table struct {
	fields []arrow.Field
	cols   []arrow.Array
	rows   int
}

func (t *table) add(name string, typ arrow.DataType, a arrow.Array) {
	t.fields = append(t.fields, arrow.Field{Name: name, Type: typ})
	t.cols = append(t.cols, a)
}

func (t *table) record(md arrow.Metadata) arrow.RecordBatch {
	rec := array.NewRecordBatch(arrow.NewSchema(t.fields, &md), t.cols, int64(t.rows))
	for _, c := range t.cols {
		c.Release()
	}
	return rec
}

// castabilityTable: one row per deck, side, card and turn.
func castabilityTable(r *Result) *table {
	var deckNames, cardNames, costs []string
	for _, d := range r.Decks {
		deckNames = append(deckNames, d.Deck)
		for _, c := range d.Cards {
			cardNames = append(cardNames, c.Name)
			costs = append(costs, c.Cost)
		}
	}
	dd, cd, kd := newDictColumn(deckNames), newDictColumn(cardNames), newDictColumn(costs)
	var (
		deck, card, cost, cfgID                             []int32
		onPlay                                              []bool
		mv, turn                                            []int32
		games, inHand, enough, castable, handCast, cast, by []int64
		enoughPlay, castablePlay                            []int64
	)
	for _, d := range r.Decks {
		n := len(d.Cards)
		for s := sim.OnPlay; s <= sim.OnDraw; s++ {
			ss := &d.Stats.Sides[s]
			if ss.Games == 0 {
				continue
			}
			for id, c := range d.Cards {
				if !c.Listed {
					continue
				}
				for t := range d.Stats.Turns {
					ct := ss.Card[t*n+id]
					deck, card, cost = append(deck, dd.index[d.Deck]), append(card, cd.index[c.Name]), append(cost, kd.index[c.Cost])
					cfgID = append(cfgID, int32(d.ConfigID))
					onPlay, mv, turn = append(onPlay, s == sim.OnPlay), append(mv, int32(c.ManaValue)), append(turn, int32(t+1))
					games = append(games, ss.Turn[t].Games)
					inHand, enough, castable = append(inHand, ct.InHand), append(enough, ct.EnoughMana), append(castable, ct.Castable)
					enoughPlay, castablePlay = append(enoughPlay, ct.EnoughManaInPlay), append(castablePlay, ct.CastableInPlay)
					handCast, cast, by = append(handCast, ct.InHandCastable), append(cast, ct.Cast), append(by, ct.CastBy)
				}
			}
		}
	}
	t := &table{rows: len(deck)}
	if r.Sweep {
		t.add("config_id", arrow.PrimitiveTypes.Int32, int32Array(cfgID))
	}
	t.add("deck", dictString, dd.array(deck))
	t.add("on_play", arrow.FixedWidthTypes.Boolean, boolArray(onPlay))
	t.add("card", dictString, cd.array(card))
	t.add("mana_cost", dictString, kd.array(cost))
	t.add("mana_value", arrow.PrimitiveTypes.Int32, int32Array(mv))
	t.add("turn", arrow.PrimitiveTypes.Int32, int32Array(turn))
	for _, c := range []struct {
		name string
		v    []int64
	}{{"games", games}, {"in_hand", inHand}, {"enough_mana", enough}, {"castable", castable},
		{"enough_mana_in_play", enoughPlay}, {"castable_in_play", castablePlay},
		{"in_hand_castable", handCast}, {"cast", cast}, {"cast_by", by}} {
		t.add(c.name, i64, int64Array(c.v))
	}
	return t
}

// turnColumns are the turns table's count columns, in order.
var turnColumns = []struct {
	name string
	get  func(*sim.TurnStats) *int64
}{
	{"games", func(t *sim.TurnStats) *int64 { return &t.Games }},
	{"land_drops", func(t *sim.TurnStats) *int64 { return &t.LandDrops }},
	{"lands", func(t *sim.TurnStats) *int64 { return &t.Lands }},
	{"mana_available", func(t *sim.TurnStats) *int64 { return &t.ManaAvailable }},
	{"mana_spent", func(t *sim.TurnStats) *int64 { return &t.ManaSpent }},
	{"mana_lost", func(t *sim.TurnStats) *int64 { return &t.ManaLost }},
	{"burn_games", func(t *sim.TurnStats) *int64 { return &t.BurnGames }},
	{"burn_life", func(t *sim.TurnStats) *int64 { return &t.BurnLife }},
	{"spells", func(t *sim.TurnStats) *int64 { return &t.Spells }},
	{"morphs", func(t *sim.TurnStats) *int64 { return &t.Morphs }},
	{"discarded", func(t *sim.TurnStats) *int64 { return &t.Discarded }},
	{"opp_life", func(t *sim.TurnStats) *int64 { return &t.OppLife }},
	{"opp_dead", func(t *sim.TurnStats) *int64 { return &t.OppDead }},
	{"life", func(t *sim.TurnStats) *int64 { return &t.Life }},
}

// deckDict is the dictionary of a result's deck names.
func deckDict(r *Result) *dictColumn {
	var names []string
	for _, d := range r.Decks {
		names = append(names, d.Deck)
	}
	return newDictColumn(names)
}

// turnsTable: one row per deck, side and turn.
func turnsTable(r *Result) *table {
	dd := deckDict(r)
	var deck, cfgID []int32
	var onPlay []bool
	var turn []int32
	cols := make([][]int64, len(turnColumns))
	for _, d := range r.Decks {
		for s := sim.OnPlay; s <= sim.OnDraw; s++ {
			ss := &d.Stats.Sides[s]
			if ss.Games == 0 {
				continue
			}
			for t := range ss.Turn {
				deck, onPlay, turn = append(deck, dd.index[d.Deck]), append(onPlay, s == sim.OnPlay), append(turn, int32(t+1))
				cfgID = append(cfgID, int32(d.ConfigID))
				for i, c := range turnColumns {
					cols[i] = append(cols[i], *c.get(&ss.Turn[t]))
				}
			}
		}
	}
	t := &table{rows: len(deck)}
	if r.Sweep {
		t.add("config_id", arrow.PrimitiveTypes.Int32, int32Array(cfgID))
	}
	t.add("deck", dictString, dd.array(deck))
	t.add("on_play", arrow.FixedWidthTypes.Boolean, boolArray(onPlay))
	t.add("turn", arrow.PrimitiveTypes.Int32, int32Array(turn))
	for i, c := range turnColumns {
		t.add(c.name, i64, int64Array(cols[i]))
	}
	return t
}

// sidesTable: one row per deck and side, with the histograms.
func sidesTable(r *Result) *table {
	dd := deckDict(r)
	var deck, cfgID []int32
	var onPlay []bool
	var games, turns []int64
	var mull, kept, kill [][]int64
	for _, d := range r.Decks {
		for s := sim.OnPlay; s <= sim.OnDraw; s++ {
			ss := &d.Stats.Sides[s]
			if ss.Games == 0 {
				continue
			}
			deck, onPlay, games, turns = append(deck, dd.index[d.Deck]), append(onPlay, s == sim.OnPlay), append(games, ss.Games), append(turns, int64(d.Stats.Turns))
			cfgID = append(cfgID, int32(d.ConfigID))
			mull = append(mull, append([]int64(nil), ss.Mulligans[:]...))
			kept = append(kept, append([]int64(nil), ss.Kept[:]...))
			kill = append(kill, append([]int64(nil), ss.Kill...))
		}
	}
	t := &table{rows: len(deck)}
	if r.Sweep {
		t.add("config_id", arrow.PrimitiveTypes.Int32, int32Array(cfgID))
	}
	t.add("deck", dictString, dd.array(deck))
	t.add("on_play", arrow.FixedWidthTypes.Boolean, boolArray(onPlay))
	t.add("games", i64, int64Array(games))
	t.add("turns", i64, int64Array(turns))
	lt := arrow.ListOf(i64)
	t.add("mulligans", lt, listInt64Array(mull))
	t.add("kept", lt, listInt64Array(kept))
	t.add("kill_turn", lt, listInt64Array(kill))
	return t
}

// configsTable: one row per sweep combination.
func configsTable(r *Result) *table {
	var id, turns []int32
	var games []int64
	var deck, variant, on, mull, rules, cfg []string
	for _, c := range r.Configs {
		id, turns, games = append(id, int32(c.ID)), append(turns, int32(c.Turns)), append(games, c.Games)
		deck, variant, on, mull, rules = append(deck, c.Deck), append(variant, c.Variant), append(on, c.On), append(mull, c.Mulligan), append(rules, c.Rules)
		b, err := json.Marshal(c.Config.Brief())
		if err != nil {
			panic(err) // plain values: cannot fail
		}
		cfg = append(cfg, string(b))
	}
	t := &table{rows: len(id)}
	t.add("config_id", arrow.PrimitiveTypes.Int32, int32Array(id))
	for _, c := range []struct {
		name string
		v    []string
	}{{"deck", deck}, {"variant", variant}} {
		d := newDictColumn(c.v)
		idx := make([]int32, len(c.v))
		for i, v := range c.v {
			idx[i] = d.index[v]
		}
		t.add(c.name, dictString, d.array(idx))
	}
	t.add("games", i64, int64Array(games))
	t.add("turns", arrow.PrimitiveTypes.Int32, int32Array(turns))
	for _, c := range []struct {
		name string
		v    []string
	}{{"on", on}, {"mulligan", mull}, {"rules", rules}, {"config", cfg}} {
		b := array.NewStringBuilder(memory.DefaultAllocator)
		b.AppendValues(c.v, nil)
		t.add(c.name, arrow.BinaryTypes.String, b.NewArray())
		b.Release()
	}
	return t
}

// ConfigsFile is a sweep's table of combinations.
const ConfigsFile = "configs.arrow"

// WriteResult writes a result's tables into dir (created if need be), each
// file whole or not at all: written under a temporary name in the same
// folder, synced, then renamed.
func WriteResult(dir string, r *Result, opt WriteOptions) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	md := r.Meta.metadata()
	files := []struct {
		name string
		t    *table
	}{{CastabilityFile, castabilityTable(r)}, {TurnsFile, turnsTable(r)}, {SidesFile, sidesTable(r)}}
	if r.Sweep {
		files = append(files, struct {
			name string
			t    *table
		}{ConfigsFile, configsTable(r)})
	}
	for _, f := range files {
		rec := f.t.record(md)
		err := writeArrowFile(filepath.Join(dir, f.name), rec, opt.Codec)
		if err == nil && opt.Parquet {
			err = writeParquetFile(filepath.Join(dir, parquetName(f.name)), rec)
		}
		rec.Release()
		if err != nil {
			return err
		}
	}
	return nil
}

func parquetName(arrowName string) string {
	return arrowName[:len(arrowName)-len(filepath.Ext(arrowName))] + ".parquet"
}

// atomicFile is a file written under a temporary name and renamed into
// place on Commit; Abort removes it.
type atomicFile struct {
	*os.File
	final string
}

func createAtomic(path string) (*atomicFile, error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return nil, err
	}
	return &atomicFile{File: f, final: path}, nil
}

func (a *atomicFile) Commit() error {
	// CreateTemp makes the file private (0600); results are for sharing.
	if err := a.Chmod(0o644); err != nil {
		a.Abort()
		return err
	}
	if err := a.Sync(); err != nil {
		a.Abort()
		return err
	}
	if err := a.Close(); err != nil {
		os.Remove(a.Name())
		return err
	}
	if err := os.Rename(a.Name(), a.final); err != nil {
		os.Remove(a.Name())
		return err
	}
	return nil
}

func (a *atomicFile) Abort() {
	a.Close()
	os.Remove(a.Name())
}

// WriteAtomic writes the file at path through write, whole or not at all:
// under a temporary name in the same folder, synced, then renamed.
func WriteAtomic(path string, write func(w io.Writer) error) error {
	f, err := createAtomic(path)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Abort()
		return fmt.Errorf("%s: %w", path, err)
	}
	return f.Commit()
}

func writeArrowFile(path string, rec arrow.RecordBatch, codec Codec) error {
	return WriteAtomic(path, func(f io.Writer) error {
		w, err := ipc.NewFileWriter(f, append(codec.options(), ipc.WithSchema(rec.Schema()))...)
		if err != nil {
			return err
		}
		return writeAndClose(w, rec)
	})
}

// writeAndClose writes one record batch and closes the writer, reporting the
// first error.
func writeAndClose(w interface {
	Write(arrow.RecordBatch) error
	Close() error
}, rec arrow.RecordBatch) error {
	err := w.Write(rec)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	return err
}

func writeParquetFile(path string, rec arrow.RecordBatch) error {
	return WriteAtomic(path, func(f io.Writer) error {
		w, err := parquet.NewWriter(f, rec.Schema())
		if err != nil {
			return err
		}
		return writeAndClose(w, rec)
	})
}
