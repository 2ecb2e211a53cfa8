package analysis

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/ipc"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/goldfishsim/goldfish/analysis/internal/parquet"
	"github.com/goldfishsim/goldfish/sim"
)

// GamesBatch is how many rows games.arrow puts in a record batch: large
// enough to compress well, small enough to keep memory flat.
const GamesBatch = 1 << 16

// GamesWriter streams games.arrow (one row per game) while a run goes, in
// batches of GamesBatch rows, so memory stays flat for runs of hundreds of
// millions of games. The file appears under its final name only on Close.
type GamesWriter struct {
	f       *atomicFile
	w       *ipc.FileWriter
	pf      *atomicFile
	pw      *parquet.Writer
	schema  *arrow.Schema
	decks   *dictColumn
	deck    int32
	rows    int
	deckIdx []int32
	game    *array.Int64Builder
	onPlay  *array.BooleanBuilder
	mull    *array.Int8Builder
	kept    *array.Int8Builder
	kill    *array.Int16Builder
	lands   *array.ListBuilder
	spent   *array.ListBuilder
	lost    *array.ListBuilder
}

var gamesFields = []arrow.Field{
	{Name: "deck", Type: dictString},
	{Name: "game", Type: arrow.PrimitiveTypes.Int64},
	{Name: "on_play", Type: arrow.FixedWidthTypes.Boolean},
	{Name: "mulligans", Type: arrow.PrimitiveTypes.Int8},
	{Name: "kept", Type: arrow.PrimitiveTypes.Int8},
	{Name: "kill_turn", Type: arrow.PrimitiveTypes.Int16, Nullable: true},
	{Name: "lands", Type: arrow.ListOf(arrow.PrimitiveTypes.Uint8)},
	{Name: "mana_spent", Type: arrow.ListOf(arrow.PrimitiveTypes.Uint16)},
	{Name: "mana_lost", Type: arrow.ListOf(arrow.PrimitiveTypes.Uint16)},
}

// NewGamesWriter starts games.arrow in dir (and games.parquet if asked) for
// the given decks (the dictionary of the deck column).
func NewGamesWriter(dir string, meta Meta, deckNames []string, opt WriteOptions) (*GamesWriter, error) {
	md := meta.metadata()
	gw := &GamesWriter{schema: arrow.NewSchema(gamesFields, &md), decks: newDictColumn(deckNames)}
	var err error
	if gw.f, err = createAtomic(filepath.Join(dir, GamesFile)); err != nil {
		return nil, err
	}
	if gw.w, err = ipc.NewFileWriter(gw.f, append(opt.Codec.options(), ipc.WithSchema(gw.schema))...); err != nil {
		gw.f.Abort()
		return nil, err
	}
	if opt.Parquet {
		if gw.pf, err = createAtomic(filepath.Join(dir, parquetName(GamesFile))); err != nil {
			gw.f.Abort()
			return nil, err
		}
		if gw.pw, err = parquet.NewWriter(gw.pf, gw.schema); err != nil {
			gw.f.Abort()
			gw.pf.Abort()
			return nil, err
		}
	}
	mem := memory.DefaultAllocator
	gw.game, gw.onPlay = array.NewInt64Builder(mem), array.NewBooleanBuilder(mem)
	gw.mull, gw.kept, gw.kill = array.NewInt8Builder(mem), array.NewInt8Builder(mem), array.NewInt16Builder(mem)
	gw.lands = array.NewListBuilder(mem, arrow.PrimitiveTypes.Uint8)
	gw.spent = array.NewListBuilder(mem, arrow.PrimitiveTypes.Uint16)
	gw.lost = array.NewListBuilder(mem, arrow.PrimitiveTypes.Uint16)
	return gw, nil
}

// SetDeck says which deck the next records are of.
func (gw *GamesWriter) SetDeck(name string) error {
	i, ok := gw.decks.index[name]
	if !ok {
		return fmt.Errorf("games.arrow: deck %q was not declared", name)
	}
	gw.deck = i
	return nil
}

// Write appends the records of one chunk of games (a sim.RecordSink).
func (gw *GamesWriter) Write(side sim.Side, recs []sim.GameRecord) error {
	lb, sb, ob := gw.lands.ValueBuilder().(*array.Uint8Builder), gw.spent.ValueBuilder().(*array.Uint16Builder), gw.lost.ValueBuilder().(*array.Uint16Builder)
	for i := range recs {
		r := &recs[i]
		gw.deckIdx = append(gw.deckIdx, gw.deck)
		gw.game.Append(r.Index)
		gw.onPlay.Append(side == sim.OnPlay)
		gw.mull.Append(int8(min(r.Mulligans, 127)))
		gw.kept.Append(int8(r.Kept))
		if r.KillTurn > 0 {
			gw.kill.Append(int16(r.KillTurn))
		} else {
			gw.kill.AppendNull()
		}
		gw.lands.Append(true)
		lb.AppendValues(r.Lands[:r.Turns], nil)
		gw.spent.Append(true)
		sb.AppendValues(r.Spent[:r.Turns], nil)
		gw.lost.Append(true)
		ob.AppendValues(r.Lost[:r.Turns], nil)
		gw.rows++
		if gw.rows == GamesBatch {
			if err := gw.flush(); err != nil {
				return err
			}
		}
	}
	return nil
}

func (gw *GamesWriter) flush() error {
	if gw.rows == 0 {
		return nil
	}
	cols := []arrow.Array{gw.decks.array(gw.deckIdx), gw.game.NewArray(), gw.onPlay.NewArray(), gw.mull.NewArray(),
		gw.kept.NewArray(), gw.kill.NewArray(), gw.lands.NewArray(), gw.spent.NewArray(), gw.lost.NewArray()}
	rec := array.NewRecordBatch(gw.schema, cols, int64(gw.rows))
	for _, c := range cols {
		c.Release()
	}
	defer rec.Release()
	gw.rows, gw.deckIdx = 0, gw.deckIdx[:0]
	if err := gw.w.Write(rec); err != nil {
		return fmt.Errorf("games.arrow: %w", err)
	}
	if gw.pw != nil {
		if err := gw.pw.Write(rec); err != nil {
			return fmt.Errorf("games.parquet: %w", err)
		}
	}
	return nil
}

// Close writes what is left and puts the file(s) in place.
func (gw *GamesWriter) Close() error {
	err := gw.flush()
	if cerr := gw.w.Close(); err == nil {
		err = cerr
	}
	if gw.pw != nil {
		if cerr := gw.pw.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		gw.Abort()
		return err
	}
	if err := gw.f.Commit(); err != nil {
		if gw.pf != nil {
			gw.pf.Abort()
		}
		return err
	}
	if gw.pf != nil {
		return gw.pf.Commit()
	}
	return nil
}

// Abort drops the file(s): nothing with the final name is left.
func (gw *GamesWriter) Abort() {
	gw.f.Abort()
	if gw.pf != nil {
		gw.pf.Abort()
	}
}

// Copy writes every game of a result folder's games.arrow (a partial run
// being resumed) into this one, before any new game, a chunk at a time.
func (gw *GamesWriter) Copy(fo *Folder) error {
	gr, err := fo.OpenGames()
	if err != nil {
		return err
	}
	defer gr.Close()
	var buf []sim.GameRecord
	deck, side := "", sim.OnPlay
	flush := func() error {
		if len(buf) == 0 {
			return nil
		}
		if err := gw.SetDeck(deck); err != nil {
			return fmt.Errorf("%s: %w", fo.Path(GamesFile), err)
		}
		err := gw.Write(side, buf)
		buf = buf[:0]
		return err
	}
	var row GameRow
	for {
		ok, err := gr.Next(&row)
		if err != nil {
			return err
		}
		if !ok {
			return flush()
		}
		if row.Deck != deck || row.Side != side || len(buf) == cap(buf) && len(buf) > 0 {
			if err := flush(); err != nil {
				return err
			}
			deck, side = row.Deck, row.Side
			if buf == nil {
				buf = make([]sim.GameRecord, 0, 4096)
			}
		}
		buf = append(buf, row.GameRecord)
	}
}

// GameRow is a row of games.arrow.
type GameRow struct {
	Deck string
	sim.GameRecord
}

// GamesReader streams the rows of a checked games.arrow, a record batch at
// a time.
type GamesReader struct {
	path  string
	f     *os.File
	r     *ipc.FileReader
	next  int // the next batch
	rec   arrow.RecordBatch
	row   int
	deck  *array.Dictionary
	names *array.String
	game  *array.Int64
	play  *array.Boolean
	mull  *array.Int8
	kept  *array.Int8
	kill  *array.Int16
	lands *array.List
	spent *array.List
	lost  *array.List
}

// OpenGames checks the folder's games.arrow against its manifest (its
// SHA-256 over the whole file first) and opens it for reading row by row.
func (fo *Folder) OpenGames() (_ *GamesReader, err error) {
	if !fo.Has(GamesFile) {
		return nil, fmt.Errorf("%s: its manifest lists no %s", fo.Dir, GamesFile)
	}
	if err := fo.Verify(GamesFile); err != nil {
		return nil, err
	}
	gr := &GamesReader{path: fo.Path(GamesFile)}
	if gr.f, err = openRegular(gr.path); err != nil {
		return nil, err
	}
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s: %w", gr.path, damaged(p))
		}
		if err != nil {
			gr.Close()
		}
	}()
	if gr.r, err = openIPC(gr.f, fo.files[GamesFile].Size); err != nil {
		return nil, fmt.Errorf("%s: %w", gr.path, err)
	}
	if !sameFields(gr.r.Schema().Fields(), gamesFields) {
		return nil, fmt.Errorf("%s: not a games table", gr.path)
	}
	meta := fo.Meta()
	if err := checkMetadata(gr.r.Schema().Metadata(), &meta, true); err != nil {
		return nil, fmt.Errorf("%s: %w", gr.path, err)
	}
	return gr, nil
}

// Next reads the next row into row; false at the end.
func (gr *GamesReader) Next(row *GameRow) (ok bool, err error) {
	defer func() {
		if p := recover(); p != nil {
			ok, err = false, fmt.Errorf("%s: %w", gr.path, damaged(p))
		}
	}()
	for gr.rec == nil || gr.row >= int(gr.rec.NumRows()) {
		if gr.rec != nil {
			gr.rec.Release()
			gr.rec = nil
		}
		if gr.next >= gr.r.NumRecords() {
			return false, nil
		}
		rec, err := gr.r.RecordBatchAt(gr.next)
		if err != nil {
			return false, fmt.Errorf("%s: record batch %d: %w", gr.path, gr.next, err)
		}
		gr.next++
		if err := checkRecord(rec, gr.r.Schema()); err != nil {
			rec.Release()
			return false, fmt.Errorf("%s: record batch %d: %w", gr.path, gr.next-1, err)
		}
		gr.rec, gr.row = rec, 0
		c := rec.Columns()
		gr.deck = c[0].(*array.Dictionary)
		gr.names = gr.deck.Dictionary().(*array.String)
		gr.game, gr.play = c[1].(*array.Int64), c[2].(*array.Boolean)
		gr.mull, gr.kept, gr.kill = c[3].(*array.Int8), c[4].(*array.Int8), c[5].(*array.Int16)
		gr.lands, gr.spent, gr.lost = c[6].(*array.List), c[7].(*array.List), c[8].(*array.List)
	}
	i := gr.row
	gr.row++
	row.Deck = gr.names.Value(gr.deck.GetValueIndex(i))
	row.GameRecord = sim.GameRecord{Index: gr.game.Value(i), Mulligans: int(gr.mull.Value(i)), Kept: int(gr.kept.Value(i))}
	row.Side = sim.OnDraw
	if gr.play.Value(i) {
		row.Side = sim.OnPlay
	}
	if gr.kill.IsValid(i) {
		row.KillTurn = int(gr.kill.Value(i))
	}
	ls, le := gr.lands.ValueOffsets(i)
	ss, se := gr.spent.ValueOffsets(i)
	os_, oe := gr.lost.ValueOffsets(i)
	n := int(le - ls)
	if n > sim.MaxTurns || int(se-ss) != n || int(oe-os_) != n {
		return false, fmt.Errorf("%s: game %d: %d, %d and %d turns", gr.path, row.Index, n, se-ss, oe-os_)
	}
	row.Turns = n
	lv := gr.lands.ListValues().(*array.Uint8)
	sv := gr.spent.ListValues().(*array.Uint16)
	ov := gr.lost.ListValues().(*array.Uint16)
	for t := range n {
		row.Lands[t] = lv.Value(int(ls) + t)
		row.Spent[t] = sv.Value(int(ss) + t)
		row.Lost[t] = ov.Value(int(os_) + t)
	}
	return true, nil
}

// Close releases the reader.
func (gr *GamesReader) Close() {
	if gr.rec != nil {
		gr.rec.Release()
		gr.rec = nil
	}
	if gr.r != nil {
		gr.r.Close()
	}
	if gr.f != nil {
		gr.f.Close()
	}
}

// DeckGames says how many games of a deck a merged games.arrow holds.
type DeckGames struct {
	Deck  string
	Sides sim.Sides
	Games int64 // per side
}

// MergeGames writes the games of shard folders into gw in the order a
// single run writes them: deck by deck, each side's games by index, game i
// from shard i % N. shards[i] is shard i of N; every row is checked to be
// the game expected there.
func (gw *GamesWriter) MergeGames(shards []*Folder, decks []DeckGames) error {
	readers := make([]*GamesReader, len(shards))
	defer func() {
		for _, r := range readers {
			if r != nil {
				r.Close()
			}
		}
	}()
	for i, fo := range shards {
		r, err := fo.OpenGames()
		if err != nil {
			return err
		}
		readers[i] = r
	}
	n := int64(len(shards))
	buf := make([]sim.GameRecord, 0, 4096)
	var row GameRow
	for _, d := range decks {
		if err := gw.SetDeck(d.Deck); err != nil {
			return err
		}
		for s := sim.OnPlay; s <= sim.OnDraw; s++ {
			if !d.Sides.Has(s) {
				continue
			}
			for i := range d.Games {
				r := readers[i%n]
				ok, err := r.Next(&row)
				if err != nil {
					return err
				}
				if !ok || row.Deck != d.Deck || row.Side != s || row.Index != i {
					return fmt.Errorf("%s: game %d of %s on the %s is not where shard %d/%d keeps it", r.path, i, d.Deck, s, i%n, n)
				}
				buf = append(buf, row.GameRecord)
				if len(buf) == cap(buf) {
					if err := gw.Write(s, buf); err != nil {
						return err
					}
					buf = buf[:0]
				}
			}
			if err := gw.Write(s, buf); err != nil {
				return err
			}
			buf = buf[:0]
		}
	}
	for _, r := range readers {
		if ok, err := r.Next(&row); err != nil || ok {
			return fmt.Errorf("%s: rows beyond the games of the run (%v)", r.path, err)
		}
	}
	return nil
}

func sameFields(a, b []arrow.Field) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name || a[i].Nullable != b[i].Nullable || !arrow.TypeEqual(a[i].Type, b[i].Type) {
			return false
		}
	}
	return true
}
