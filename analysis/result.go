package analysis

import (
	"fmt"
	"sort"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/job"
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
	Config   job.Config // the combination's whole configuration (its decklist by SHA-256)
}

// Meta is what a result says of the run that made it: its manifest, and
// (but for the decklists' text) every file's schema metadata.
type Meta struct {
	RunID   string // goldfish.run: one per run (a resumed run keeps its id)
	Version string // goldfish.version
	// Config is a run's configuration (goldfish.config); Sweep, for a sweep's
	// combined result, its job instead.
	Config job.Config
	Sweep  *job.SweepRecord
	Seed   uint64 // goldfish.seed
	Shard  string // goldfish.shard: "I/N"
	// Partial says the run was stopped before all its games were played;
	// Played then says how many were, per deck and side (goldfish.played).
	Partial bool
	Played  map[string][2]int64
}

// NewMeta describes a new run of a configuration.
func NewMeta(version string, cfg job.Config) Meta {
	return Meta{RunID: NewRunID(), Version: version, Config: cfg, Seed: cfg.Seed, Shard: fmt.Sprintf("%d/%d", cfg.Shard, cfg.Shards)}
}

// NewSweepMeta describes a sweep's combined result.
func NewSweepMeta(version string, rec job.SweepRecord, seed uint64) Meta {
	return Meta{RunID: NewRunID(), Version: version, Sweep: &rec, Seed: seed, Shard: fmt.Sprintf("%d/%d", rec.Shard, rec.Shards)}
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
		dr.Cards = append(dr.Cards, CardMeta{Name: cd.Names[id], Cost: c.Cost.String(), ManaValue: c.MV,
			Listed: c.Castable && played})
	}
	return dr
}

// Merge adds the results of shards of one run (or sweep): the same
// configuration but for the shard (decklists compared by content), every
// shard once, none partial. It refuses anything else.
func Merge(parts ...*Result) (*Result, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("nothing to merge")
	}
	var n int
	seen := map[int]bool{}
	first := parts[0]
	for i, p := range parts {
		var si, sn int
		if _, err := fmt.Sscanf(p.Meta.Shard, "%d/%d", &si, &sn); err != nil || sn < 1 || si < 0 || si >= sn {
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
		if (p.Meta.Sweep == nil) != (first.Meta.Sweep == nil) {
			return nil, fmt.Errorf("shard %s is a sweep and shard %s is not", p.Meta.Shard, first.Meta.Shard)
		}
		var diffs []job.Difference
		if p.Meta.Sweep != nil {
			diffs = first.Meta.Sweep.Differences(*p.Meta.Sweep, true)
		} else {
			diffs = first.Meta.Config.Differences(p.Meta.Config, true)
		}
		if len(diffs) > 0 {
			return nil, fmt.Errorf("shard %s was run with another configuration than shard %s: %s", p.Meta.Shard, first.Meta.Shard,
				job.DescribeDifferences(diffs, "shard "+first.Meta.Shard, "shard "+p.Meta.Shard))
		}
		if p.Meta.Seed != first.Meta.Seed {
			return nil, fmt.Errorf("shard %s has seed %d, shard %s seed %d", p.Meta.Shard, p.Meta.Seed, first.Meta.Shard, first.Meta.Seed)
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
	out := &Result{Meta: first.Meta, Sweep: first.Sweep}
	out.Meta.RunID, out.Meta.Shard = NewRunID(), "0/1"
	if out.Meta.Sweep != nil {
		rec := *out.Meta.Sweep
		rec.Shard, rec.Shards = 0, 1
		out.Meta.Sweep = &rec
	} else {
		out.Meta.Config.Shard, out.Meta.Config.Shards = 0, 1
	}
	for _, c := range first.Configs {
		c.Config.Shard, c.Config.Shards = 0, 1
		out.Configs = append(out.Configs, c)
	}
	// The decks of every shard, in the order one run lists them (a shard
	// that played no game of a deck, with fewer games than shards, has no
	// rows of it).
	type key struct {
		id   int
		deck string
	}
	index := map[key]int{}
	for _, p := range parts {
		for _, d := range p.Decks {
			k := key{d.ConfigID, d.Deck}
			i, ok := index[k]
			if !ok {
				c := *d
				c.Stats = sim.NewStats(len(d.Cards), d.Stats.Turns)
				i = len(out.Decks)
				index[k] = i
				out.Decks = append(out.Decks, &c)
			}
			o := out.Decks[i]
			if len(d.Cards) != len(o.Cards) || d.Stats.Turns != o.Stats.Turns {
				return nil, fmt.Errorf("shard %s: deck %q differs from the other shards'", p.Meta.Shard, d.Deck)
			}
			for j := range d.Cards {
				if d.Cards[j] != o.Cards[j] {
					return nil, fmt.Errorf("shard %s: deck %q lists other cards", p.Meta.Shard, d.Deck)
				}
			}
			o.Stats.Add(d.Stats)
		}
	}
	order := map[string]int{}
	for i, d := range out.Meta.Config.Decks {
		order[d.Name] = i
	}
	sort.SliceStable(out.Decks, func(i, j int) bool {
		a, b := out.Decks[i], out.Decks[j]
		if a.ConfigID != b.ConfigID {
			return a.ConfigID < b.ConfigID
		}
		return order[a.Deck] < order[b.Deck]
	})
	return out, nil
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
