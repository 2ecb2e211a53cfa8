package analysis

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/ipc"

	"github.com/goldfishsim/goldfish/sim"
)

// ReadTable reads a whole Arrow IPC file (any codec) and its metadata.
func ReadTable(path string) (arrow.Table, Meta, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, Meta{}, err
	}
	defer f.Close()
	r, err := ipc.NewFileReader(f)
	if err != nil {
		return nil, Meta{}, fmt.Errorf("%s: not an Arrow IPC file: %w", path, err)
	}
	defer r.Close()
	meta, err := metaFrom(r.Schema().Metadata())
	if err != nil {
		return nil, Meta{}, fmt.Errorf("%s: %w", path, err)
	}
	var recs []arrow.RecordBatch
	for i := range r.NumRecords() {
		rec, err := r.RecordBatch(i)
		if err != nil {
			return nil, Meta{}, fmt.Errorf("%s: batch %d: %w", path, i, err)
		}
		rec.Retain()
		recs = append(recs, rec)
	}
	t := array.NewTableFromRecords(r.Schema(), recs)
	for _, rec := range recs {
		rec.Release()
	}
	return t, meta, nil
}

// colReader reads a table's columns by name into Go slices (the chunks
// concatenated), remembering the first error (a missing column, another
// type) in err so that a reader checks once after reading them all.
type colReader struct {
	t    arrow.Table
	path string
	err  error
}

func (c *colReader) chunks(name string) []arrow.Array {
	idx := c.t.Schema().FieldIndices(name)
	if len(idx) == 0 {
		if c.err == nil {
			c.err = fmt.Errorf("%s: no column %q", c.path, name)
		}
		return nil
	}
	return c.t.Column(idx[0]).Data().Chunks()
}

// strings reads a string column (dictionary-encoded or not).
func (c *colReader) strings(name string) []string {
	var out []string
	for _, ch := range c.chunks(name) {
		switch a := ch.(type) {
		case *array.Dictionary:
			d := a.Dictionary().(*array.String)
			for i := range a.Len() {
				out = append(out, d.Value(a.GetValueIndex(i)))
			}
		case *array.String:
			for i := range a.Len() {
				out = append(out, a.Value(i))
			}
		default:
			if c.err == nil {
				c.err = fmt.Errorf("%s: column %q is %s, not a string", c.path, name, ch.DataType())
			}
		}
	}
	return out
}

func (c *colReader) int64s(name string) []int64 {
	var out []int64
	for _, ch := range c.chunks(name) {
		switch a := ch.(type) {
		case *array.Int64:
			out = append(out, a.Int64Values()...)
		case *array.Int32:
			for _, v := range a.Int32Values() {
				out = append(out, int64(v))
			}
		default:
			if c.err == nil {
				c.err = fmt.Errorf("%s: column %q is %s, not an integer", c.path, name, ch.DataType())
			}
		}
	}
	return out
}

func (c *colReader) bools(name string) []bool {
	var out []bool
	for _, ch := range c.chunks(name) {
		a, ok := ch.(*array.Boolean)
		if !ok {
			if c.err == nil {
				c.err = fmt.Errorf("%s: column %q is %s, not a boolean", c.path, name, ch.DataType())
			}
			continue
		}
		for i := range a.Len() {
			out = append(out, a.Value(i))
		}
	}
	return out
}

func (c *colReader) lists(name string) [][]int64 {
	var out [][]int64
	for _, ch := range c.chunks(name) {
		a, ok := ch.(*array.List)
		if !ok {
			if c.err == nil {
				c.err = fmt.Errorf("%s: column %q is %s, not a list", c.path, name, ch.DataType())
			}
			continue
		}
		vals, ok := a.ListValues().(*array.Int64)
		if !ok {
			c.err = fmt.Errorf("%s: column %q holds %s, not integers", c.path, name, a.ListValues().DataType())
			return nil
		}
		offs := a.Offsets()
		for i := range a.Len() {
			out = append(out, append([]int64(nil), vals.Int64Values()[offs[i]:offs[i+1]]...))
		}
	}
	return out
}

// configIDs reads the optional config_id column (sweeps): zeros when absent.
func (c *colReader) configIDs(n int) []int64 {
	if len(c.t.Schema().FieldIndices("config_id")) == 0 {
		return make([]int64, n)
	}
	return c.int64s("config_id")
}

func key(id int64, deck string) string { return fmt.Sprintf("%d\x00%s", id, deck) }

// ReadResult reads a result folder (or the folder of a result file) back:
// the metadata and every deck's counts. Cards with no castability rows
// (lands) are not in the files, so a read result lists only the others.
func ReadResult(path string) (*Result, error) {
	dir := path
	if st, err := os.Stat(path); err != nil {
		return nil, err
	} else if !st.IsDir() {
		dir = filepath.Dir(path)
	}
	sides, meta, err := ReadTable(filepath.Join(dir, SidesFile))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%s: not a result folder (no %s)", dir, SidesFile)
		}
		return nil, err
	}
	defer sides.Release()
	r := &Result{Meta: meta}
	byDeck := map[string]*DeckResult{}
	sc := &colReader{t: sides, path: filepath.Join(dir, SidesFile)}
	deckCol, onPlay, games, turns := sc.strings("deck"), sc.bools("on_play"), sc.int64s("games"), sc.int64s("turns")
	sIDs := sc.configIDs(len(deckCol))
	r.Sweep = len(sides.Schema().FieldIndices("config_id")) > 0
	mull, kept, kill := sc.lists("mulligans"), sc.lists("kept"), sc.lists("kill_turn")
	if sc.err != nil {
		return nil, sc.err
	}
	// Cards, from the castability table.
	cast, _, err := ReadTable(filepath.Join(dir, CastabilityFile))
	if err != nil {
		return nil, err
	}
	defer cast.Release()
	cc := &colReader{t: cast, path: filepath.Join(dir, CastabilityFile)}
	cDeck, cPlay, cCard, cCost := cc.strings("deck"), cc.bools("on_play"), cc.strings("card"), cc.strings("mana_cost")
	cMV, cTurn := cc.int64s("mana_value"), cc.int64s("turn")
	cIDs := cc.configIDs(len(cDeck))
	cInHand, cEnough, cCastable := cc.int64s("in_hand"), cc.int64s("enough_mana"), cc.int64s("castable")
	cHandCast, cCast, cBy := cc.int64s("in_hand_castable"), cc.int64s("cast"), cc.int64s("cast_by")
	cEnoughPlay, cCastablePlay := cc.int64s("enough_mana_in_play"), cc.int64s("castable_in_play")
	if cc.err != nil {
		return nil, cc.err
	}
	cardIDs := map[string]map[string]int{}
	var order []string
	for i := range cDeck {
		k := key(cIDs[i], cDeck[i])
		ids := cardIDs[k]
		if ids == nil {
			ids = map[string]int{}
			cardIDs[k] = ids
			order = append(order, k)
		}
		if _, ok := ids[cCard[i]]; !ok {
			ids[cCard[i]] = len(ids)
			dr := byDeck[k]
			if dr == nil {
				dr = &DeckResult{Deck: cDeck[i], ConfigID: int(cIDs[i])}
				byDeck[k] = dr
			}
			dr.Cards = append(dr.Cards, CardMeta{Name: cCard[i], Cost: cCost[i], ManaValue: int(cMV[i]), Listed: true})
		}
	}
	for i, name := range deckCol {
		k := key(sIDs[i], name)
		dr := byDeck[k]
		if dr == nil {
			dr = &DeckResult{Deck: name, ConfigID: int(sIDs[i])}
			byDeck[k] = dr
			order = append(order, k)
		}
		if dr.Stats == nil {
			dr.Stats = sim.NewStats(len(dr.Cards), int(turns[i]))
		}
		s := sim.OnDraw
		if onPlay[i] {
			s = sim.OnPlay
		}
		ss := &dr.Stats.Sides[s]
		ss.Games = games[i]
		copy(ss.Mulligans[:], mull[i])
		copy(ss.Kept[:], kept[i])
		copy(ss.Kill, kill[i])
	}
	for i := range cDeck {
		k := key(cIDs[i], cDeck[i])
		dr := byDeck[k]
		if dr.Stats == nil {
			return nil, fmt.Errorf("%s: deck %q has castability rows but no sides row", dir, cDeck[i])
		}
		t := int(cTurn[i]) - 1
		if t < 0 || t >= dr.Stats.Turns {
			return nil, fmt.Errorf("%s: deck %q: turn %d out of range", dir, cDeck[i], t+1)
		}
		s := sim.OnDraw
		if cPlay[i] {
			s = sim.OnPlay
		}
		ct := &dr.Stats.Sides[s].Card[t*len(dr.Cards)+cardIDs[k][cCard[i]]]
		*ct = sim.CardTurn{InHand: cInHand[i], EnoughMana: cEnough[i], Castable: cCastable[i],
			EnoughManaInPlay: cEnoughPlay[i], CastableInPlay: cCastablePlay[i],
			InHandCastable: cHandCast[i], Cast: cCast[i], CastBy: cBy[i]}
	}
	// Turns.
	tt, _, err := ReadTable(filepath.Join(dir, TurnsFile))
	if err != nil {
		return nil, err
	}
	defer tt.Release()
	tc := &colReader{t: tt, path: filepath.Join(dir, TurnsFile)}
	tDeck, tPlay, tTurn := tc.strings("deck"), tc.bools("on_play"), tc.int64s("turn")
	tIDs := tc.configIDs(len(tDeck))
	vals := make([][]int64, len(turnColumns))
	for j, c := range turnColumns {
		vals[j] = tc.int64s(c.name)
	}
	if tc.err != nil {
		return nil, tc.err
	}
	for i := range tDeck {
		dr := byDeck[key(tIDs[i], tDeck[i])]
		if dr == nil || dr.Stats == nil {
			return nil, fmt.Errorf("%s: deck %q has turn rows but no sides row", dir, tDeck[i])
		}
		t := int(tTurn[i]) - 1
		if t < 0 || t >= dr.Stats.Turns {
			return nil, fmt.Errorf("%s: deck %q: turn %d out of range", dir, tDeck[i], t+1)
		}
		s := sim.OnDraw
		if tPlay[i] {
			s = sim.OnPlay
		}
		ts := &dr.Stats.Sides[s].Turn[t]
		for j, c := range turnColumns {
			*c.get(ts) = vals[j][i]
		}
	}
	for _, k := range order {
		r.Decks = append(r.Decks, byDeck[k])
	}
	if r.Sweep {
		if err := readConfigs(filepath.Join(dir, ConfigsFile), r); err != nil {
			return nil, err
		}
	}
	return r, nil
}

func readConfigs(path string, r *Result) error {
	t, _, err := ReadTable(path)
	if err != nil {
		return err
	}
	defer t.Release()
	c := &colReader{t: t, path: path}
	ids, decks, variants, games, turns := c.int64s("config_id"), c.strings("deck"), c.strings("variant"), c.int64s("games"), c.int64s("turns")
	on, mull, rules, cfg := c.strings("on"), c.strings("mulligan"), c.strings("rules"), c.strings("config")
	if c.err != nil {
		return c.err
	}
	for i := range ids {
		r.Configs = append(r.Configs, SweepConfig{ID: int(ids[i]), Deck: decks[i], Variant: variants[i], Games: games[i],
			Turns: int(turns[i]), On: on[i], Mulligan: mull[i], Rules: rules[i], Config: json.RawMessage(cfg[i])})
	}
	return nil
}

// CSV writes a whole table as CSV (header, then rows, RFC 4180 quoting);
// list columns are written as space-separated numbers in one field, nulls
// as empty fields.
func CSV(path string, w io.Writer) error {
	t, _, err := ReadTable(path)
	if err != nil {
		return err
	}
	defer t.Release()
	cw := csv.NewWriter(w)
	record := make([]string, t.NumCols())
	for i, f := range t.Schema().Fields() {
		record[i] = f.Name
	}
	if err := cw.Write(record); err != nil {
		return err
	}
	tr := array.NewTableReader(t, 1<<16)
	defer tr.Release()
	for tr.Next() {
		rec := tr.RecordBatch()
		for row := range int(rec.NumRows()) {
			for c := range record {
				record[c] = csvField(rec.Column(c), row)
			}
			if err := cw.Write(record); err != nil {
				return err
			}
		}
	}
	if err := tr.Err(); err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}

func csvField(a arrow.Array, i int) string {
	if a.IsNull(i) {
		return ""
	}
	switch c := a.(type) {
	case *array.Dictionary:
		return c.Dictionary().(*array.String).Value(c.GetValueIndex(i))
	case *array.String:
		return c.Value(i)
	case *array.List:
		s, e := c.ValueOffsets(i)
		var parts []string
		for j := s; j < e; j++ {
			parts = append(parts, c.ListValues().ValueStr(int(j)))
		}
		return strings.Join(parts, " ")
	}
	return a.ValueStr(i)
}
