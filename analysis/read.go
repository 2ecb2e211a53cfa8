package analysis

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/ipc"

	"github.com/goldfishsim/goldfish/sim"
)

// Meta returns what the folder's manifest says of its run.
func (fo *Folder) Meta() Meta {
	m := fo.Manifest
	meta := Meta{RunID: m.RunID, Version: m.Version, Seed: m.Seed, Shard: m.Shard, Partial: m.Partial, Played: m.Played}
	if m.Config != nil {
		meta.Config = *m.Config
	} else {
		rec := *m.Sweep
		meta.Sweep = &rec
	}
	return meta
}

// folderOf opens the result folder of path: the folder itself, or the
// folder a file of it lies in (and the file's name).
func folderOf(path string) (*Folder, string, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, "", err
	}
	if st.IsDir() {
		fo, err := OpenFolder(path)
		return fo, "", err
	}
	fo, err := OpenFolder(filepath.Dir(path))
	return fo, filepath.Base(path), err
}

// ReadTable reads a whole table of a result folder and the run's metadata:
// the file is checked against the folder's manifest (size, SHA-256, the
// run's metadata) before it is decoded.
func ReadTable(path string) (arrow.Table, Meta, error) {
	fo, name, err := folderOf(path)
	if err != nil {
		return nil, Meta{}, err
	}
	if name == "" {
		return nil, Meta{}, fmt.Errorf("%s: a folder, not a table", path)
	}
	t, err := fo.ReadTable(name)
	return t, fo.Meta(), err
}

// ReadTable reads a whole table the manifest lists, checked.
func (fo *Folder) ReadTable(name string) (arrow.Table, error) {
	data, err := fo.ReadFile(name)
	if err != nil {
		return nil, err
	}
	d, err := decodeIPC(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", fo.Path(name), err)
	}
	defer d.Release()
	meta := fo.Meta()
	if err := checkMetadata(d.schema.Metadata(), &meta, name == GamesFile); err != nil {
		return nil, fmt.Errorf("%s: %w", fo.Path(name), err)
	}
	return d.table(), nil
}

// scanTable checks a listed table (its SHA-256 first) and calls fn with each
// of its record batches, checked, one at a time: memory stays flat however
// many rows it has.
func (fo *Folder) scanTable(name string, fn func(schema *arrow.Schema, rec arrow.RecordBatch) error) (err error) {
	if err := fo.Verify(name); err != nil {
		return err
	}
	f, err := openRegular(fo.Path(name))
	if err != nil {
		return err
	}
	defer f.Close()
	var r *ipc.FileReader
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s: %w", fo.Path(name), damaged(p))
		}
	}()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	if r, err = openIPC(f, st.Size()); err != nil {
		return fmt.Errorf("%s: %w", fo.Path(name), err)
	}
	defer r.Close()
	meta := fo.Meta()
	if err := checkMetadata(r.Schema().Metadata(), &meta, name == GamesFile); err != nil {
		return fmt.Errorf("%s: %w", fo.Path(name), err)
	}
	for i := range r.NumRecords() {
		rec, err := r.RecordBatchAt(i)
		if err == nil {
			err = checkRecord(rec, r.Schema())
			if err == nil {
				err = fn(r.Schema(), rec)
			}
			rec.Release()
		}
		if err != nil {
			return fmt.Errorf("%s: record batch %d: %w", fo.Path(name), i, err)
		}
	}
	return nil
}

// TableInfo checks a listed table and returns its schema and row count.
func (fo *Folder) TableInfo(name string) (*arrow.Schema, int64, error) {
	var schema *arrow.Schema
	var rows int64
	err := fo.scanTable(name, func(s *arrow.Schema, rec arrow.RecordBatch) error {
		schema = s
		rows += rec.NumRows()
		return nil
	})
	if err == nil && schema == nil { // a table of no batches
		f, ferr := openRegular(fo.Path(name))
		if ferr != nil {
			return nil, 0, ferr
		}
		defer f.Close()
		r, ferr := openIPC(f, fo.files[name].Size)
		if ferr != nil {
			return nil, 0, ferr
		}
		defer r.Close()
		schema = r.Schema()
	}
	return schema, rows, err
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
			d, ok := a.Dictionary().(*array.String)
			if !ok {
				c.fail(name, ch.DataType(), "a string")
				continue
			}
			for i := range a.Len() {
				out = append(out, d.Value(a.GetValueIndex(i)))
			}
		case *array.String:
			for i := range a.Len() {
				out = append(out, a.Value(i))
			}
		default:
			c.fail(name, ch.DataType(), "a string")
		}
	}
	return out
}

func (c *colReader) fail(name string, got arrow.DataType, want string) {
	if c.err == nil {
		c.err = fmt.Errorf("%s: column %q is %s, not %s", c.path, name, got, want)
	}
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
			c.fail(name, ch.DataType(), "an integer")
		}
	}
	return out
}

func (c *colReader) bools(name string) []bool {
	var out []bool
	for _, ch := range c.chunks(name) {
		a, ok := ch.(*array.Boolean)
		if !ok {
			c.fail(name, ch.DataType(), "a boolean")
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
			c.fail(name, ch.DataType(), "a list")
			continue
		}
		vals, ok := a.ListValues().(*array.Int64)
		if !ok {
			c.fail(name, a.ListValues().DataType(), "a list of integers")
			return nil
		}
		for i := range a.Len() {
			s, e := a.ValueOffsets(i)
			out = append(out, append([]int64(nil), vals.Int64Values()[s:e]...))
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

// same reports whether every column read has n rows.
func sameLen(n int, cols ...int) bool {
	for _, c := range cols {
		if c != n {
			return false
		}
	}
	return true
}

type deckKey struct {
	id   int64
	deck string
}

// ReadResult reads a result folder (or the folder of a result file) back:
// the manifest and every table are checked first (see OpenFolder), then the
// counts are read and checked whole (every deck, side, card and turn once,
// no count below zero). Cards with no castability rows (lands) are not in
// the files, so a read result lists only the others.
func ReadResult(path string) (*Result, error) {
	fo, _, err := folderOf(path)
	if err != nil {
		return nil, err
	}
	return fo.Result()
}

// Result reads the folder's result (see ReadResult).
func (fo *Folder) Result() (*Result, error) {
	dir := fo.Dir
	for _, f := range []string{CastabilityFile, TurnsFile, SidesFile} {
		if !fo.Has(f) {
			return nil, fmt.Errorf("%s: its manifest lists no %s", dir, f)
		}
	}
	r := &Result{Meta: fo.Meta()}
	bad := func(file, format string, args ...any) error {
		return fmt.Errorf("%s: %s", filepath.Join(dir, file), fmt.Sprintf(format, args...))
	}
	byDeck := map[deckKey]*DeckResult{}
	var order []deckKey

	// Cards, from the castability table.
	cast, err := fo.ReadTable(CastabilityFile)
	if err != nil {
		return nil, err
	}
	defer cast.Release()
	cc := &colReader{t: cast, path: filepath.Join(dir, CastabilityFile)}
	cDeck, cPlay, cCard, cCost := cc.strings("deck"), cc.bools("on_play"), cc.strings("card"), cc.strings("mana_cost")
	cMV, cTurn, cGames := cc.int64s("mana_value"), cc.int64s("turn"), cc.int64s("games")
	cIDs := cc.configIDs(len(cDeck))
	cInHand, cEnough, cCastable := cc.int64s("in_hand"), cc.int64s("enough_mana"), cc.int64s("castable")
	cHandCast, cCast, cBy := cc.int64s("in_hand_castable"), cc.int64s("cast"), cc.int64s("cast_by")
	cEnoughPlay, cCastablePlay := cc.int64s("enough_mana_in_play"), cc.int64s("castable_in_play")
	if cc.err != nil {
		return nil, cc.err
	}
	n := len(cDeck)
	if !sameLen(n, len(cPlay), len(cCard), len(cCost), len(cMV), len(cTurn), len(cGames), len(cIDs), len(cInHand), len(cEnough),
		len(cCastable), len(cHandCast), len(cCast), len(cBy), len(cEnoughPlay), len(cCastablePlay)) {
		return nil, bad(CastabilityFile, "columns of different lengths")
	}
	cardIDs := map[deckKey]map[string]int{}
	for i := range cDeck {
		k := deckKey{cIDs[i], cDeck[i]}
		ids := cardIDs[k]
		if ids == nil {
			ids = map[string]int{}
			cardIDs[k] = ids
			byDeck[k] = &DeckResult{Deck: cDeck[i], ConfigID: int(cIDs[i])}
			order = append(order, k)
		}
		cm := CardMeta{Name: cCard[i], Cost: cCost[i], ManaValue: int(cMV[i]), Listed: true}
		if id, ok := ids[cCard[i]]; !ok {
			if len(ids) >= sim.MaxCards {
				return nil, bad(CastabilityFile, "deck %q lists more than %d cards", cDeck[i], sim.MaxCards)
			}
			if cMV[i] < 0 || cMV[i] > 1<<16 {
				return nil, bad(CastabilityFile, "card %q: mana value %d", cCard[i], cMV[i])
			}
			ids[cCard[i]] = len(ids)
			byDeck[k].Cards = append(byDeck[k].Cards, cm)
		} else if byDeck[k].Cards[id] != cm {
			return nil, bad(CastabilityFile, "card %q of deck %q has two costs", cCard[i], cDeck[i])
		}
	}

	// Sides: games, turns and histograms.
	sides, err := fo.ReadTable(SidesFile)
	if err != nil {
		return nil, err
	}
	defer sides.Release()
	sc := &colReader{t: sides, path: filepath.Join(dir, SidesFile)}
	deckCol, onPlay, games, turns := sc.strings("deck"), sc.bools("on_play"), sc.int64s("games"), sc.int64s("turns")
	sIDs := sc.configIDs(len(deckCol))
	r.Sweep = len(sides.Schema().FieldIndices("config_id")) > 0
	mull, kept, kill := sc.lists("mulligans"), sc.lists("kept"), sc.lists("kill_turn")
	if sc.err != nil {
		return nil, sc.err
	}
	if !sameLen(len(deckCol), len(onPlay), len(games), len(turns), len(sIDs), len(mull), len(kept), len(kill)) {
		return nil, bad(SidesFile, "columns of different lengths")
	}
	type sideKey struct {
		deckKey
		side sim.Side
	}
	sideOf := func(play bool) sim.Side {
		if play {
			return sim.OnPlay
		}
		return sim.OnDraw
	}
	hasSide := map[sideKey]bool{}
	nSides := map[deckKey]int{}
	for i, name := range deckCol {
		k := deckKey{sIDs[i], name}
		sk := sideKey{k, sideOf(onPlay[i])}
		if hasSide[sk] {
			return nil, bad(SidesFile, "deck %q, on the %s: two rows", name, sk.side)
		}
		hasSide[sk] = true
		nSides[k]++
		dr := byDeck[k]
		if dr == nil {
			dr = &DeckResult{Deck: name, ConfigID: int(sIDs[i])}
			byDeck[k] = dr
			order = append(order, k)
		}
		if turns[i] < 1 || turns[i] > sim.MaxTurns {
			return nil, bad(SidesFile, "deck %q: %d turns", name, turns[i])
		}
		if dr.Stats == nil {
			dr.Stats = sim.NewStats(len(dr.Cards), int(turns[i]))
		} else if dr.Stats.Turns != int(turns[i]) {
			return nil, bad(SidesFile, "deck %q: %d turns on one side, %d on the other", name, dr.Stats.Turns, turns[i])
		}
		ss := &dr.Stats.Sides[sk.side]
		if len(mull[i]) != len(ss.Mulligans) || len(kept[i]) != len(ss.Kept) || len(kill[i]) != len(ss.Kill) {
			return nil, bad(SidesFile, "deck %q: histograms of %d, %d and %d entries, want %d, %d and %d", name,
				len(mull[i]), len(kept[i]), len(kill[i]), len(ss.Mulligans), len(ss.Kept), len(ss.Kill))
		}
		if games[i] < 0 || negative(mull[i]) || negative(kept[i]) || negative(kill[i]) {
			return nil, bad(SidesFile, "deck %q: a count below zero", name)
		}
		ss.Games = games[i]
		copy(ss.Mulligans[:], mull[i])
		copy(ss.Kept[:], kept[i])
		copy(ss.Kill, kill[i])
	}

	// Castability counts.
	rows := map[deckKey]int{}
	seenCard := map[deckKey][2][]bool{}
	for i := range cDeck {
		k := deckKey{cIDs[i], cDeck[i]}
		dr := byDeck[k]
		s := sideOf(cPlay[i])
		if dr.Stats == nil || !hasSide[sideKey{k, s}] {
			return nil, bad(CastabilityFile, "deck %q has castability rows on the %s but no sides row", cDeck[i], s)
		}
		t := cTurn[i] - 1
		if t < 0 || t >= int64(dr.Stats.Turns) {
			return nil, bad(CastabilityFile, "deck %q: turn %d out of range", cDeck[i], t+1)
		}
		j := int(t)*len(dr.Cards) + cardIDs[k][cCard[i]]
		seen := seenCard[k]
		if seen[s] == nil {
			seen[s] = make([]bool, len(dr.Stats.Sides[s].Card))
			seenCard[k] = seen
		}
		if seen[s][j] {
			return nil, bad(CastabilityFile, "deck %q, card %q, turn %d on the %s: two rows", cDeck[i], cCard[i], t+1, s)
		}
		seen[s][j] = true
		ct := &dr.Stats.Sides[s].Card[j]
		*ct = sim.CardTurn{InHand: cInHand[i], EnoughMana: cEnough[i], Castable: cCastable[i],
			EnoughManaInPlay: cEnoughPlay[i], CastableInPlay: cCastablePlay[i],
			InHandCastable: cHandCast[i], Cast: cCast[i], CastBy: cBy[i]}
		if negative([]int64{cGames[i], ct.InHand, ct.EnoughMana, ct.Castable, ct.EnoughManaInPlay, ct.CastableInPlay, ct.InHandCastable, ct.Cast, ct.CastBy}) {
			return nil, bad(CastabilityFile, "deck %q, card %q: a count below zero", cDeck[i], cCard[i])
		}
		rows[k]++
	}
	for k, dr := range byDeck {
		if want := nSides[k] * len(dr.Cards) * max(dr.Stats.Turns, 0); dr.Stats != nil && rows[k] != want {
			return nil, bad(CastabilityFile, "deck %q has %d rows, %d sides of %d cards and %d turns make %d", k.deck, rows[k], nSides[k], len(dr.Cards), dr.Stats.Turns, want)
		}
	}

	// Turns.
	tt, err := fo.ReadTable(TurnsFile)
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
	if !sameLen(len(tDeck), len(tPlay), len(tTurn), len(tIDs)) {
		return nil, bad(TurnsFile, "columns of different lengths")
	}
	for _, v := range vals {
		if len(v) != len(tDeck) {
			return nil, bad(TurnsFile, "columns of different lengths")
		}
	}
	type turnKey struct {
		sideKey
		t int64
	}
	seenTurn := map[turnKey]bool{}
	for i := range tDeck {
		k := deckKey{tIDs[i], tDeck[i]}
		dr := byDeck[k]
		s := sideOf(tPlay[i])
		if dr == nil || dr.Stats == nil || !hasSide[sideKey{k, s}] {
			return nil, bad(TurnsFile, "deck %q has turn rows on the %s but no sides row", tDeck[i], s)
		}
		t := tTurn[i] - 1
		if t < 0 || t >= int64(dr.Stats.Turns) {
			return nil, bad(TurnsFile, "deck %q: turn %d out of range", tDeck[i], t+1)
		}
		tk := turnKey{sideKey{k, s}, t}
		if seenTurn[tk] {
			return nil, bad(TurnsFile, "deck %q, turn %d on the %s: two rows", tDeck[i], t+1, s)
		}
		seenTurn[tk] = true
		ts := &dr.Stats.Sides[s].Turn[t]
		for j, c := range turnColumns {
			*c.get(ts) = vals[j][i]
		}
		// Life totals (opp_life, life) may sum below zero; no count may.
		if negative([]int64{ts.Games, ts.LandDrops, ts.Lands, ts.ManaAvailable, ts.ManaSpent, ts.ManaLost, ts.BurnGames,
			ts.BurnLife, ts.Spells, ts.Morphs, ts.Discarded, ts.OppDead}) {
			return nil, bad(TurnsFile, "deck %q, turn %d: a count below zero", tDeck[i], t+1)
		}
	}
	for k, dr := range byDeck {
		for s := sim.OnPlay; s <= sim.OnDraw; s++ {
			if !hasSide[sideKey{k, s}] {
				continue
			}
			for t := range dr.Stats.Turns {
				if !seenTurn[turnKey{sideKey{k, s}, int64(t)}] {
					return nil, bad(TurnsFile, "deck %q, turn %d on the %s: no row", k.deck, t+1, s)
				}
			}
		}
	}
	// The castability table repeats each turn's games: they must agree.
	for i := range cDeck {
		dr := byDeck[deckKey{cIDs[i], cDeck[i]}]
		if dr.Stats.Sides[sideOf(cPlay[i])].Turn[cTurn[i]-1].Games != cGames[i] {
			return nil, bad(CastabilityFile, "deck %q, turn %d: %d games, turns.arrow says %d", cDeck[i], cTurn[i], cGames[i],
				dr.Stats.Sides[sideOf(cPlay[i])].Turn[cTurn[i]-1].Games)
		}
	}
	for _, k := range order {
		if byDeck[k].Stats == nil {
			return nil, bad(SidesFile, "deck %q has castability rows but no sides row", k.deck)
		}
		r.Decks = append(r.Decks, byDeck[k])
	}
	if err := checkDecks(r); err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	if r.Sweep {
		if err := fo.readConfigs(r); err != nil {
			return nil, err
		}
	}
	return r, nil
}

func negative(v []int64) bool {
	for _, x := range v {
		if x < 0 {
			return true
		}
	}
	return false
}

// checkDecks checks a result's decks against its run's account of them.
func checkDecks(r *Result) error {
	if r.Meta.Sweep != nil {
		if !r.Sweep {
			return errors.New("a sweep's tables without config_id")
		}
		return nil
	}
	if r.Sweep {
		return errors.New("a run's tables with a config_id")
	}
	names := map[string]bool{}
	for _, d := range r.Meta.Config.Decks {
		names[d.Name] = true
	}
	for _, d := range r.Decks {
		if !names[d.Deck] {
			return fmt.Errorf("deck %q is not in its configuration", d.Deck)
		}
		names[d.Deck] = false
	}
	return nil
}

func (fo *Folder) readConfigs(r *Result) error {
	if !fo.Has(ConfigsFile) {
		return fmt.Errorf("%s: a sweep without %s", fo.Dir, ConfigsFile)
	}
	t, err := fo.ReadTable(ConfigsFile)
	if err != nil {
		return err
	}
	defer t.Release()
	path := fo.Path(ConfigsFile)
	c := &colReader{t: t, path: path}
	ids, decks, variants, games, turns := c.int64s("config_id"), c.strings("deck"), c.strings("variant"), c.int64s("games"), c.int64s("turns")
	on, mull, rules, cfg := c.strings("on"), c.strings("mulligan"), c.strings("rules"), c.strings("config")
	if c.err != nil {
		return c.err
	}
	if !sameLen(len(ids), len(decks), len(variants), len(games), len(turns), len(on), len(mull), len(rules), len(cfg)) {
		return fmt.Errorf("%s: columns of different lengths", path)
	}
	known := map[int64]bool{}
	for i := range ids {
		if known[ids[i]] {
			return fmt.Errorf("%s: combination %d twice", path, ids[i])
		}
		known[ids[i]] = true
		sc := SweepConfig{ID: int(ids[i]), Deck: decks[i], Variant: variants[i], Games: games[i],
			Turns: int(turns[i]), On: on[i], Mulligan: mull[i], Rules: rules[i]}
		if err := json.Unmarshal([]byte(cfg[i]), &sc.Config); err != nil {
			return fmt.Errorf("%s: combination %d: config: %w", path, ids[i], err)
		}
		r.Configs = append(r.Configs, sc)
	}
	for _, d := range r.Decks {
		if !known[int64(d.ConfigID)] {
			return fmt.Errorf("%s: combination %d has counts but no row", path, d.ConfigID)
		}
	}
	if len(ids) != r.Meta.Sweep.Combinations {
		return fmt.Errorf("%s: %d combinations, its manifest says %d", path, len(ids), r.Meta.Sweep.Combinations)
	}
	return nil
}

// CSV writes a whole table of a result folder as CSV (header, then rows, RFC
// 4180 quoting), checked against the folder's manifest first and read batch
// by batch; list columns are written as space-separated numbers in one
// field, nulls as empty fields.
func CSV(path string, w io.Writer) error {
	fo, name, err := folderOf(path)
	if err != nil {
		return err
	}
	if name == "" {
		return fmt.Errorf("%s: a folder, not a table", path)
	}
	if !strings.HasSuffix(name, ".arrow") {
		return fmt.Errorf("%s: not an Arrow table of the result", path)
	}
	cw := csv.NewWriter(w)
	var record []string
	err = fo.scanTable(name, func(schema *arrow.Schema, rec arrow.RecordBatch) error {
		if record == nil {
			record = make([]string, schema.NumFields())
			for i, f := range schema.Fields() {
				record[i] = f.Name
			}
			if err := cw.Write(record); err != nil {
				return err
			}
		}
		for row := range int(rec.NumRows()) {
			for c := range record {
				record[c] = csvField(rec.Column(c), row)
			}
			if err := cw.Write(record); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	if record == nil { // no batches: the header alone
		schema, _, err := fo.TableInfo(name)
		if err != nil {
			return err
		}
		for _, f := range schema.Fields() {
			record = append(record, f.Name)
		}
		if err := cw.Write(record); err != nil {
			return err
		}
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
