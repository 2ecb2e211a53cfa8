package pair

import (
	"fmt"
	"slices"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

// Kind is what a figure measures, per game.
type Kind uint8

// Kinds of figure.
const (
	Castable       Kind = iota // 0/1: the lands dealt could pay the card's cost on the turn (policy-free)
	CastableInPlay             // 0/1: the mana on the battlefield could pay it (the engine's own plays)
	LandDrop                   // 0/1: a land was played on the turn
	ManaSpent                  // mana spent on the turn
	ManaSpentTotal             // mana spent on turns 1 to Turn
	KillTurn                   // the turn the idle opponent died; the last turn + 1 if it survived
	Mulligans                  // mulligans taken
)

var kindNames = [...]string{"castable", "castable_in_play", "land_drop", "mana_spent", "mana_spent_total", "kill_turn", "mulligans"}

func (k Kind) String() string { return kindNames[k] }

// ParseKind reads a kind's name, as differences.arrow writes it.
func ParseKind(s string) (Kind, bool) {
	for k, n := range kindNames {
		if n == s {
			return Kind(k), true
		}
	}
	return 0, false
}

// Binary reports whether the figure is 0 or 1 in every game (a proportion).
func (k Kind) Binary() bool { return k <= LandDrop }

// Figure is one per-game quantity compared between decks, on each side.
type Figure struct {
	Kind Kind
	Card string // Castable, CastableInPlay
	Turn int    // 1-based; for ManaSpentTotal and KillTurn the last turn
}

// String names the figure in words, as compare prints it.
func (f Figure) String() string {
	switch f.Kind {
	case Castable, CastableInPlay:
		return fmt.Sprintf("%s %s turn %d", f.Card, f.Kind, f.Turn)
	case LandDrop, ManaSpent:
		return fmt.Sprintf("%s turn %d", f.Kind, f.Turn)
	case ManaSpentTotal:
		return fmt.Sprintf("mana_spent turns 1-%d", f.Turn)
	}
	return f.Kind.String()
}

// Figures returns the figures compare measures: castable and castable in
// play on every turn for each card with a mana cost that every deck plays
// (by name, in the first deck's order), the land drop and mana spent of
// every turn, the mana spent over all turns, the kill turn and the
// mulligans.
func Figures(ds []*decks.Compiled, turns int) []Figure {
	var out []Figure
	d0 := ds[0]
	for id, name := range d0.Names {
		if !d0.Cards[id].Castable || d0.Copies[id] == 0 {
			continue
		}
		all := true
		for _, d := range ds[1:] {
			j := slices.Index(d.Names, name)
			all = all && j >= 0 && d.Cards[j].Castable && d.Copies[j] > 0
		}
		if !all {
			continue
		}
		for _, k := range []Kind{Castable, CastableInPlay} {
			for t := 1; t <= turns; t++ {
				out = append(out, Figure{Kind: k, Card: name, Turn: t})
			}
		}
	}
	for _, k := range []Kind{LandDrop, ManaSpent} {
		for t := 1; t <= turns; t++ {
			out = append(out, Figure{Kind: k, Turn: t})
		}
	}
	return append(out, Figure{Kind: ManaSpentTotal, Turn: turns}, Figure{Kind: KillTurn, Turn: turns}, Figure{Kind: Mulligans})
}

// reader takes one deck's figures of the game just played from its
// player's counts: each counter figure is the growth of the counters it
// sums since the last game.
type reader struct {
	p    *sim.PairedPlayer
	figs []Figure
	ptr  [2][][]*int64 // [side][figure]: the counters summed (none: from the game's record)
	prev [2][]int64
}

func newReader(p *sim.PairedPlayer, d *decks.Compiled, figs []Figure) (*reader, error) {
	r := &reader{p: p, figs: figs}
	st := p.Stats()
	for s := range 2 {
		side := &st.Sides[s]
		r.ptr[s] = make([][]*int64, len(figs))
		r.prev[s] = make([]int64, len(figs))
		for f, fig := range figs {
			t := fig.Turn - 1
			switch fig.Kind {
			case Castable, CastableInPlay:
				id := slices.Index(d.Names, fig.Card)
				if id < 0 {
					return nil, fmt.Errorf("%s has no %s", d.Name, fig.Card)
				}
				c := &side.Card[t*st.Cards+id]
				if fig.Kind == Castable {
					r.ptr[s][f] = []*int64{&c.Castable}
				} else {
					r.ptr[s][f] = []*int64{&c.CastableInPlay}
				}
			case LandDrop:
				r.ptr[s][f] = []*int64{&side.Turn[t].LandDrops}
			case ManaSpent:
				r.ptr[s][f] = []*int64{&side.Turn[t].ManaSpent}
			case ManaSpentTotal:
				for u := 0; u <= t; u++ {
					r.ptr[s][f] = append(r.ptr[s][f], &side.Turn[u].ManaSpent)
				}
			}
		}
	}
	return r, nil
}

// read writes the figures of the game just played on side s into v.
func (r *reader) read(s sim.Side, v []int64) {
	rec := r.p.Record()
	for f, ps := range r.ptr[s] {
		if ps == nil {
			switch r.figs[f].Kind {
			case KillTurn:
				v[f] = int64(rec.KillTurn)
				if rec.KillTurn == 0 {
					v[f] = int64(r.figs[f].Turn + 1)
				}
			case Mulligans:
				v[f] = int64(rec.Mulligans)
			}
			continue
		}
		sum := int64(0)
		for _, p := range ps {
			sum += *p
		}
		v[f] = sum - r.prev[s][f]
		r.prev[s][f] = sum
	}
}
