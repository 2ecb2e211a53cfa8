package analysis

import (
	"encoding/json"
	"fmt"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

// Result is a run's output: how it was made, and each deck's counts.
type Result struct {
	Meta  Meta
	Decks []*DeckResult
	// Sweep results have a config_id column in every table and a
	// configs.arrow naming each combination.
	Sweep   bool
	Configs []SweepConfig
}

// SweepConfig is one combination of a sweep.
type SweepConfig struct {
	ID       int
	Deck     string
	Variant  string // the deck variation ("Swamp=24"), "" for none
	Games    int64
	Turns    int
	On       string
	Mulligan string
	Rules    string
	Config   json.RawMessage // the combination's whole configuration
}

// Meta is what every result file's schema metadata says of the run.
type Meta struct {
	Version string          // goldfish.version
	Config  json.RawMessage // goldfish.config: the resolved configuration as JSON, decklists included
	Seed    uint64          // goldfish.seed
	Shard   string          // goldfish.shard: "I/N"
	// Partial says the run was stopped before all its games were played;
	// Played then says how many were, per deck and side (goldfish.played).
	Partial bool
	Played  map[string][2]int64
}

// DeckResult is one deck's counts, with what is needed to read them.
type DeckResult struct {
	Deck     string
	ConfigID int        // the sweep combination (0 outside sweeps)
	Cards    []CardMeta // by card id: Stats.Sides[s].Card[t*len(Cards)+id]
	Stats    *sim.Stats
	// Unmodelled is what the engine ignores of the deck's cards (known when
	// the deck was compiled for this run; empty for a result read back).
	Unmodelled []decks.Unmodelled
}

// CardMeta is what the outputs say of a card.
type CardMeta struct {
	Name      string
	Cost      string // canonical brace form, "" for no mana cost
	ManaValue int
	Listed    bool // it has castability rows: it has a mana cost and is in the deck (or is another face of one)
}

// NewDeckResult pairs a compiled deck with its counts.
func NewDeckResult(cd *decks.Compiled, st *sim.Stats) *DeckResult {
	dr := &DeckResult{Deck: cd.Name, Stats: st, Unmodelled: cd.Unmodelled}
	commander := map[int]bool{}
	for _, id := range cd.Commander {
		commander[int(id)] = true
	}
	for id, c := range cd.Cards {
		played := cd.Copies[id] > 0 || commander[id] || c.Alt >= 0
		dr.Cards = append(dr.Cards, CardMeta{Name: cd.Names[id], Cost: c.Demand.Cost().String(), ManaValue: c.MV,
			Listed: c.Castable && played})
	}
	return dr
}

// Merge adds the results of shards of one run: the same configuration but
// for the shard, every shard once. It refuses anything else.
func Merge(parts ...*Result) (*Result, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("nothing to merge")
	}
	var n int
	seen := map[int]bool{}
	base, err := configWithoutShard(parts[0].Meta.Config)
	if err != nil {
		return nil, err
	}
	for i, p := range parts {
		var si, sn int
		if _, err := fmt.Sscanf(p.Meta.Shard, "%d/%d", &si, &sn); err != nil {
			return nil, fmt.Errorf("part %d: bad shard %q", i+1, p.Meta.Shard)
		}
		if i == 0 {
			n = sn
		}
		if sn != n {
			return nil, fmt.Errorf("part %d is shard %s, the first part is of %d shards", i+1, p.Meta.Shard, n)
		}
		if seen[si] {
			return nil, fmt.Errorf("shard %d/%d given twice", si, sn)
		}
		seen[si] = true
		if p.Meta.Partial {
			return nil, fmt.Errorf("shard %s is a partial result (stopped early): resume it first", p.Meta.Shard)
		}
		cfg, err := configWithoutShard(p.Meta.Config)
		if err != nil {
			return nil, err
		}
		if cfg != base {
			return nil, fmt.Errorf("shard %s was run with another configuration than shard %s", p.Meta.Shard, parts[0].Meta.Shard)
		}
		if p.Meta.Seed != parts[0].Meta.Seed {
			return nil, fmt.Errorf("shard %s has seed %d, shard %s seed %d", p.Meta.Shard, p.Meta.Seed, parts[0].Meta.Shard, parts[0].Meta.Seed)
		}
	}
	var missing []int
	for i := range n {
		if !seen[i] {
			missing = append(missing, i)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("shards missing: %v of %d", missing, n)
	}
	out := &Result{Meta: parts[0].Meta}
	out.Meta.Shard = "0/1"
	out.Meta.Config = setShard(parts[0].Meta.Config)
	for _, d := range parts[0].Decks {
		c := *d
		c.Stats = sim.NewStats(len(d.Cards), d.Stats.Turns)
		out.Decks = append(out.Decks, &c)
	}
	for _, p := range parts {
		if len(p.Decks) != len(out.Decks) {
			return nil, fmt.Errorf("shard %s has %d decks, not %d", p.Meta.Shard, len(p.Decks), len(out.Decks))
		}
		for i, d := range p.Decks {
			o := out.Decks[i]
			if d.Deck != o.Deck || len(d.Cards) != len(o.Cards) || d.Stats.Turns != o.Stats.Turns {
				return nil, fmt.Errorf("shard %s: deck %q differs from %q", p.Meta.Shard, d.Deck, o.Deck)
			}
			for j := range d.Cards {
				if d.Cards[j] != o.Cards[j] {
					return nil, fmt.Errorf("shard %s: deck %q lists other cards", p.Meta.Shard, d.Deck)
				}
			}
			o.Stats.Add(d.Stats)
		}
	}
	return out, nil
}

// configWithoutShard returns the configuration JSON with its shard fields
// removed, canonically encoded, for comparing shards.
func configWithoutShard(raw json.RawMessage) (string, error) {
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return "", fmt.Errorf("goldfish.config is not JSON: %w", err)
	}
	delete(m, "shard")
	delete(m, "shards")
	delete(m, "workers")
	b, err := json.Marshal(m) // maps encode with sorted keys
	return string(b), err
}

// setShard returns the configuration JSON of a merged result: shard 0 of 1.
func setShard(raw json.RawMessage) json.RawMessage {
	var m map[string]any
	if json.Unmarshal(raw, &m) != nil {
		return raw
	}
	m["shard"], m["shards"] = 0, 1
	b, err := json.Marshal(m)
	if err != nil {
		return raw
	}
	return b
}

// Listed returns the deck's counts for the cards that have castability rows
// only, in the order a result file lists them: the form ReadResult gives, to
// add a run's counts to those read from a file.
func (dr *DeckResult) Listed() *DeckResult {
	var ids []int
	out := &DeckResult{Deck: dr.Deck, ConfigID: dr.ConfigID, Unmodelled: dr.Unmodelled}
	for id, c := range dr.Cards {
		if c.Listed {
			ids = append(ids, id)
			out.Cards = append(out.Cards, c)
		}
	}
	st := sim.NewStats(len(ids), dr.Stats.Turns)
	for s := range st.Sides {
		a, b := &st.Sides[s], &dr.Stats.Sides[s]
		a.Games, a.Mulligans, a.Kept = b.Games, b.Mulligans, b.Kept
		copy(a.Kill, b.Kill)
		copy(a.Turn, b.Turn)
		for t := range st.Turns {
			for j, id := range ids {
				a.Card[t*len(ids)+j] = b.Card[t*len(dr.Cards)+id]
			}
		}
	}
	out.Stats = st
	return out
}

// SameRun reports why two configurations are not the same run but for the
// number of games (and the workers, which change no number): "" if they are.
func SameRun(a, b json.RawMessage) string {
	var ma, mb map[string]any
	if json.Unmarshal(a, &ma) != nil || json.Unmarshal(b, &mb) != nil {
		return "a configuration is not JSON"
	}
	for _, m := range []map[string]any{ma, mb} {
		delete(m, "games")
		delete(m, "workers")
		if ds, ok := m["decks"].([]any); ok { // where the decklist file lies does not matter, its text does
			for _, d := range ds {
				if dm, ok := d.(map[string]any); ok {
					delete(dm, "file")
				}
			}
		}
	}
	ja, _ := json.Marshal(ma)
	jb, _ := json.Marshal(mb)
	if string(ja) != string(jb) {
		return fmt.Sprintf("the configurations differ:\n  folder: %s\n  now:    %s", ja, jb)
	}
	return ""
}
