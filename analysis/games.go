package analysis

import (
	"fmt"
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

// Copy writes the games of an earlier games.arrow (a partial run being
// resumed) into this one, before any new game.
func (gw *GamesWriter) Copy(path string) error {
	if err := gw.flush(); err != nil {
		return err
	}
	t, _, err := ReadTable(path)
	if err != nil {
		return err
	}
	defer t.Release()
	if !t.Schema().Equal(arrow.NewSchema(gamesFields, nil)) && len(t.Schema().Fields()) != len(gamesFields) {
		return fmt.Errorf("%s: not a games table", path)
	}
	tr := array.NewTableReader(t, GamesBatch)
	defer tr.Release()
	for tr.Next() {
		rec := tr.RecordBatch()
		// The deck column again, over this file's one dictionary.
		old := rec.Column(0).(*array.Dictionary)
		dict := old.Dictionary().(*array.String)
		idx := make([]int32, old.Len())
		for i := range idx {
			name := dict.Value(old.GetValueIndex(i))
			j, ok := gw.decks.index[name]
			if !ok {
				return fmt.Errorf("%s: deck %q is not in this run", path, name)
			}
			idx[i] = j
		}
		cols := append([]arrow.Array{gw.decks.array(idx)}, rec.Columns()[1:]...)
		out := array.NewRecordBatch(gw.schema, cols, rec.NumRows())
		cols[0].Release()
		err := gw.w.Write(out)
		if err == nil && gw.pw != nil {
			err = gw.pw.Write(out)
		}
		out.Release()
		if err != nil {
			return fmt.Errorf("games.arrow: %w", err)
		}
	}
	return tr.Err()
}
