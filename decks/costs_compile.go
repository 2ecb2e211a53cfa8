package decks

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/goldfishsim/goldfish/mana"
)

// CostSource is a mana ability paid with other permanents (Others),
// lowered: one activation is a source of Kind, and the engine keeps as many
// of them among the untapped sources as the board can pay for (sim/costs.go).
type CostSource struct {
	Card int // the card with the ability
	Kind int // what one activation makes (Penalty: PenaltyOthers, and PenaltySacrifice for a sacrifice)
	// Self: the cost has the card's own {T} too (Springleaf Drum): an
	// activation needs an untapped copy of it besides.
	Self      bool
	N         int  // permanents tapped or sacrificed per activation
	Sacrifice bool // they are sacrificed (Ashnod's Altar), else tapped
	// Conv: the ability shares the card's {T} with its other mana ability
	// (Phyrexian Tower's {C}, and {B}{B} sacrificing a creature): lowered
	// as the card's converter (CardInfo.ConvKind, at no mana cost), which
	// the engine activates only when a payment needs it, with a permanent
	// of For to sacrifice. Kind is then the converter's.
	Conv bool
	// Dies: the activations that sacrifice a permanent of For that adds
	// mana as it dies (Ashnod's Altar and Cathodion: {C}{C} and {C}{C}{C}),
	// a source of their own whose Kind makes both.
	Dies bool
	// Value: for a cost whose mana is the sacrificed permanent's mana
	// value (Priest of Yawgmoth: sacrifices.go), the mana value of the
	// permanents of For, and Kind makes that many units; 0 for others.
	// The sources of one card with Value above 1 are its own (added by
	// valueSources), as Dies sources are.
	Value int
	// For lists the deck's cards that may pay it: those of the filter (for
	// a tapping cost, not a card whose own {T} pays a cost source: the Drum
	// is not the artifact Urza taps).
	For []uint16
}

// costSource lowers a card's mana ability paid with other permanents, if it
// has one among abs (its abilities), into in.CostSource, and returns the
// others and, for one lowered as the card's converter (CostSource.Conv),
// that ability.
// It lowers only one with no mana cost, not sacrificing the card itself,
// with the mana fixed, and with the card's own {T} only on a card with no
// other mana ability (a {T} shared with another ability is one tap for
// both: Phyrexian Tower); the reader keeps no other (unreadCosts).
func (cd *Compiled) costSource(c *Card, abs []ManaAbility, in *CardInfo) ([]ManaAbility, *ManaAbility, error) {
	in.CostSource = -1
	for i, a := range abs {
		if a.Others == nil {
			continue
		}
		rest := slices.Delete(slices.Clone(abs), i, i+1)
		if !costLowerable(c, a, rest) {
			return rest, nil, nil // (the reader keeps none such: unreadCosts)
		}
		if costConverter(c, a, rest) {
			in.CostSource = len(cd.CostSources)
			cd.CostSources = append(cd.CostSources, CostSource{Card: -1, Kind: -1, Self: true, N: a.Others.N, Sacrifice: true, Conv: true})
			conv := a
			conv.Cost = mana.MustParseCost("{0}")
			return rest, &conv, nil
		}
		a.Makes.Penalty |= PenaltyOthers
		if a.Others.Sacrifice {
			a.Makes.Penalty |= PenaltySacrifice
		}
		k, err := cd.register(c, a)
		if err != nil {
			return rest, nil, err
		}
		in.CostSource = len(cd.CostSources)
		cd.CostSources = append(cd.CostSources, CostSource{Card: -1, Kind: k, Self: a.Tap, N: a.Others.N, Sacrifice: a.Others.Sacrifice})
		return rest, nil, nil
	}
	return abs, nil, nil
}

// costLowerable reports whether costSource lowers ability a of card c
// (rest: its other mana abilities).
func costLowerable(c *Card, a ManaAbility, rest []ManaAbility) bool {
	if !a.Cost.IsNone() || a.Sacrifice || a.Per != nil || len(a.When) > 0 || a.Like || a.Choose || a.Others.N < 1 {
		return false
	}
	return !a.Tap || len(rest) == 0 || costConverter(c, a, rest)
}

// costConverter reports whether ability a, its {T} shared with the card's
// other mana abilities, is lowered as the card's converter: a noncreature
// (no summoning sickness to track) sacrificing one permanent, beside one
// free ability with {T} (Phyrexian Tower, Lake of the Dead).
func costConverter(c *Card, a ManaAbility, rest []ManaAbility) bool {
	if !a.Tap || !a.Others.Sacrifice || a.Others.N != 1 || c.IsCreature() || len(rest) == 0 {
		return false
	}
	for _, r := range rest {
		if !r.Tap || !r.Cost.IsNone() || r.Sacrifice || r.Others != nil || r.Per != nil || len(r.When) > 0 {
			return false
		}
	}
	return true
}

// costPayers fills each cost source's card and the cards that may pay it,
// and adds, for a sacrifice of a permanent that adds mana as it dies, the
// source that makes both (CostSource.Dies).
func (cd *Compiled) costPayers(cs []*Card) error {
	for _, c := range cs {
		if c.Channel && cd.ChannelKind < 0 {
			// Its {C} for 1 life: a kind no other source is (PenaltyAura
			// with PenaltyOthers), used last.
			src := mana.OneOf(mana.C.Mask())
			src.Penalty = 1 | PenaltyOthers | PenaltyAura
			k, ok := cd.Sources.Register(src)
			if !ok {
				return fmt.Errorf("%s: more than %d kinds of mana source in one deck", c.Name, mana.MaxKinds)
			}
			cd.ChannelKind = k
		}
	}
	if len(cd.CostSources) == 0 {
		return nil
	}
	self := map[int]bool{}
	for id := range cd.Cards {
		if i := cd.Cards[id].CostSource; i >= 0 {
			cd.CostSources[i].Card = id
			if cd.CostSources[i].Self {
				self[id] = true
			}
		}
	}
	for i := range cd.CostSources {
		s := &cd.CostSources[i]
		var of Filter
		for _, a := range cs[s.Card].Mana {
			if a.Others != nil {
				of = a.Others.Of
			}
		}
		for id, c := range cs {
			if c.Types&(Instant|Sorcery) == 0 && of.Matches(c.Name, c.Types, c.LandTypes, c.Subtypes) && (s.Sacrifice || !self[id]) {
				s.For = append(s.For, uint16(id))
			}
		}
	}
	if err := cd.valueSources(cs); err != nil {
		return err
	}
	for i, n := 0, len(cd.CostSources); i < n; i++ {
		s := cd.CostSources[i]
		// (A value source's kind is not the permanent's: the dies mana goes to the pool.)
		if !s.Sacrifice || s.Conv || s.N != 1 || s.Value > 0 {
			continue
		}
		for _, id := range s.For {
			r := cd.Cards[id].DiesMana
			if r.Total() == 0 {
				continue
			}
			var units []mana.Mask
			for t := mana.W; t < mana.NumTypes; t++ {
				for range r.Fixed[t] {
					units = append(units, t.Mask())
				}
			}
			base := cd.Sources.Kind(s.Kind)
			both, ok := combine(base, mana.Fixed(units...))
			if !ok {
				continue // (more than a source holds: the dies mana goes to the pool)
			}
			both.Penalty = base.Penalty
			k, ok := cd.Sources.Register(both)
			if !ok {
				return fmt.Errorf("%s with %s: more than %d kinds of mana source in one deck", cd.Names[s.Card], cd.Names[id], mana.MaxKinds)
			}
			cd.CostSources = append(cd.CostSources, CostSource{Card: s.Card, Kind: k, Self: s.Self, N: 1, Sacrifice: true, Dies: true, For: []uint16{id}})
		}
	}
	return nil
}

// costOrder puts the cost sources in the order the engine shares
// permanents out in: tapping sources first, the most mana per permanent
// first, then by kind and name (not the decklist's order).
func (cd *Compiled) costOrder() {
	if len(cd.CostSources) == 0 {
		return
	}
	order := make([]int, len(cd.CostSources))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int {
		a, b := &cd.CostSources[x], &cd.CostSources[y]
		if a.Conv != b.Conv { // (converters last: they share nothing out)
			if b.Conv {
				return -1
			}
			return 1
		}
		if a.Sacrifice != b.Sacrifice {
			if b.Sacrifice {
				return -1
			}
			return 1
		}
		// The value sources after the other sacrifices, the least mana
		// first: a payment that needs no more sacrifices the cheapest
		// permanent, and takes a dearer one only by reshare.
		if (a.Value > 0) != (b.Value > 0) {
			if b.Value > 0 {
				return -1
			}
			return 1
		}
		if a.Value > 0 {
			if c := cmp.Compare(cd.Names[a.Card], cd.Names[b.Card]); c != 0 {
				return c
			}
			return cmp.Compare(a.Value, b.Value)
		}
		// More mana per permanent first: na/a.N > nb/b.N.
		na, nb := cd.Sources.Kind(a.Kind).N(), cd.Sources.Kind(b.Kind).N()
		if c := cmp.Compare(nb*a.N, na*b.N); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Kind, b.Kind); c != 0 {
			return c
		}
		if c := cmp.Compare(cd.Names[a.Card], cd.Names[b.Card]); c != 0 {
			return c
		}
		if len(a.For) == 0 || len(b.For) == 0 {
			return cmp.Compare(len(a.For), len(b.For))
		}
		return cmp.Compare(cd.Names[a.For[0]], cd.Names[b.For[0]]) // (two Dies sources of one card: by what they sacrifice)
	})
	sorted := make([]CostSource, len(order))
	for to, from := range order {
		sorted[to] = cd.CostSources[from]
		if !sorted[to].Dies && sorted[to].Value <= 1 {
			cd.Cards[sorted[to].Card].CostSource = to
		}
	}
	cd.CostSources = sorted
	cd.costApprox()
}

// costApprox reports the bounds of how the engine plays a deck's cost
// sources (sim/costs.go reshare): a payment lets at most 8 ready
// permanents that make mana themselves pay a tapping cost, and tries at
// most 256 ways of sharing permanents between sources that could take the
// same ones.
func (cd *Compiled) costApprox() {
	taken := map[[2]int]int{} // (card, sacrifice) to the first source that takes it
	for i, cs := range cd.CostSources {
		if cs.Conv || cs.Dies {
			continue // (activated only when a payment needs it; a Dies source shares its one card by design)
		}
		name := cd.Names[cs.Card]
		own := false
		for _, id := range cs.For {
			if c := &cd.Cards[id]; !cs.Sacrifice && (c.Kind >= 0 || c.Vary >= 0) {
				own = true
			}
		}
		if own {
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: name,
				What: "a ready permanent that makes mana itself pays its tapping cost only when a payment needs it, at most 8 of them a payment"})
		}
		shared := -1
		for _, id := range cs.For {
			key := [2]int{int(id), 0}
			if cs.Sacrifice {
				key[1] = 1
			}
			if j, ok := taken[key]; !ok {
				taken[key] = i
			} else if shared < 0 {
				shared = j
			}
		}
		if shared >= 0 {
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: name,
				What: "the permanents it shares with " + cd.Names[cd.CostSources[shared].Card] + " go to that one first, and another way (at most 256 ways a payment) only when a payment needs it"})
		}
	}
}

// unmodelledCosts reports life per use past what a source's penalty holds.
func (cd *Compiled) unmodelledCosts(id int, c *Card) {
	for _, a := range c.Mana {
		if a.Life > PenaltyLife {
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[id],
				What: "its mana ability's life: counted as 7 a use (the most a source's penalty holds)"})
		}
	}
}
