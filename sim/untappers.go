package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Effects that untap a permanent of the player's (decks/untappers.go):
// Pestermite as it enters, Twitch and Twiddle as they resolve, Merrow
// Reejerey as a Merfolk spell is cast. The objective: untap the tapped
// permanent that makes the most mana (then the most types; then the game's
// random order of cards), so that it makes its mana again this turn; with
// nothing tapped that makes mana, the effect does nothing. Permanents whose
// state is kept copy by copy (counters, decks.CounterKinds) and converters
// (a filter land, a Signet: their {T} is shared or spent with mana) are not
// untapped by it: a lower bound on what the effect could give.

// initUntappers lists the deck's untappers on a cast and marks the cards
// whose resolving or casting untaps a permanent as changing mana (the
// planner's shortcut for copies paid alike must not take them).
func (g *game) initUntappers() {
	g.initSelfUntap()
	for _, id := range g.d.CastUntappers {
		g.castUntappers = append(g.castUntappers, uint16(id))
		g.hot[id].flags &^= hPlainResolve
	}
	for id := range g.d.Cards {
		c := &g.d.Cards[id]
		if c.UntapWhen == decks.UntapOnEnter || c.UntapWhen == decks.UntapResolve || c.CastUntaps != 0 {
			g.untapFx = true
			g.hot[id].flags &^= hPlainResolve
		}
	}
}

// untapResolved plays card id's untap as it resolves or enters, if it has one.
func (g *game) untapResolved(id int) {
	if c := &g.d.Cards[id]; c.UntapWhen == decks.UntapOnEnter || c.UntapWhen == decks.UntapResolve {
		g.untapBest(c.UntapTargets)
	}
}

// untapOnCast plays the untaps that casting a spell triggers: one for each
// copy on the battlefield of each untapper whose bit is in mask (Merrow
// Reejerey's Merfolk spells). They resolve before the spell.
func (g *game) untapOnCast(mask uint8) {
	for i, u := range g.castUntappers {
		if mask&(1<<i) == 0 {
			continue
		}
		for range g.b.field[u] {
			g.untapBest(g.d.Cards[u].UntapTargets)
		}
	}
}

// untapBest untaps the tapped permanent of the types targets (0: any) that
// makes the most mana, by the objective above; false if there is none.
func (g *game) untapBest(targets decks.Types) bool {
	b := &g.b
	best, bestKind, bestKey, ench := -1, -1, -1, -1
	consider := func(id, k, e int) {
		if k < 0 {
			return
		}
		src := b.src.Kind(k)
		key := src.N()*16 + src.Mask().Len()
		if key > bestKey || key == bestKey && g.better(id, best) {
			best, bestKind, bestKey, ench = id, k, key, e
		}
	}
	for id := 0; id < g.n; id++ {
		c := &g.d.Cards[id]
		if b.tapped[id] == 0 || b.field[id] == 0 || targets != 0 && c.Types&targets == 0 || g.cidx[id] >= 0 || c.ConvKind >= 0 {
			continue
		}
		consider(id, g.kindOf(id), -1)
	}
	for i, e := range b.ench[:b.nench] {
		if e.tapped && (targets == 0 || g.d.Cards[e.land].Types&targets != 0) {
			consider(int(e.land), int(e.kind), i)
		}
	}
	if best < 0 {
		return false
	}
	if ench >= 0 {
		b.ench[ench].tapped = false
	} else {
		b.tapped[best]--
	}
	b.src.AddKind(bestKind, 1)
	if len(g.costs) > 0 {
		g.refreshCosts() // (an untapped creature pays a Springleaf Drum again)
	}
	if g.trace != nil {
		g.tracef("untap %s", g.name(uint16(best)))
	}
	return true
}

// Devoted Druid's untap with a -1/-1 counter (decks/untappers.go: one in
// its life). Each copy on the battlefield that is no longer summoning sick
// and has an untap left is one more source of its kind with
// decks.SelfUntapPenalty (suKind): a payment that taps it spends the
// untap, and the payment planner taps it last (its penalty), so the untap
// goes only where a payment needs it. b.su holds the untaps left among the
// copies on the battlefield; a copy that arrived this turn has all of its
// own, so the ready ones are b.su less those of the fresh copies.

const maxSelfUntap = 8

// initSelfUntap lists the deck's cards that untap themselves and finds the
// kind of each one's second tap.
func (g *game) initSelfUntap() {
	d := g.d
	for id := range d.Cards {
		c := &d.Cards[id]
		if c.SelfUntaps == 0 || len(g.selfUntap) == maxSelfUntap {
			continue
		}
		want := d.Sources.Kind(c.Kind)
		want.Penalty |= decks.SelfUntapPenalty
		for k := range d.Sources.NumKinds() {
			if d.Sources.Kind(k) == want {
				g.suKind[len(g.selfUntap)] = int16(k)
				g.selfUntap = append(g.selfUntap, uint16(id))
				break
			}
		}
	}
}

// selfUntapIndex is card id's index in g.selfUntap, -1 if it has none.
func (g *game) selfUntapIndex(id uint16) int {
	for i, s := range g.selfUntap {
		if s == id {
			return i
		}
	}
	return -1
}

// refreshSelfUntap puts in the sources as many second taps of self-untapper
// i as its ready copies have untaps left.
func (g *game) refreshSelfUntap(i int) {
	b := &g.b
	id := g.selfUntap[i]
	k := int(g.suKind[i])
	want := int(b.su[i]) - int(b.fresh[id])*g.d.Cards[id].SelfUntaps
	want = max(want, 0)
	switch have := b.src.Count(k); {
	case want > have:
		b.src.AddKind(k, want-have)
	case want < have:
		b.src.RemoveKind(k, have-want)
	}
}

// selfUntapsMoved keeps card id's untaps in step as a copy enters (entered)
// or leaves the battlefield (the copy that leaves is one with none left,
// where there is one).
func (g *game) selfUntapsMoved(id uint16, entered bool) {
	i := g.selfUntapIndex(id)
	if i < 0 {
		return
	}
	b := &g.b
	uses := g.d.Cards[id].SelfUntaps
	if entered {
		b.su[i] += uint8(uses)
	} else {
		b.su[i] = uint8(min(int(b.su[i]), int(b.field[id])*uses))
	}
	g.refreshSelfUntap(i)
}

// refreshSelfUntaps refreshes every self-untapper (the untap step: no copy
// is summoning sick any more).
func (g *game) refreshSelfUntaps() {
	for i := range g.selfUntap {
		g.refreshSelfUntap(i)
	}
}

// isSelfUntapKind reports whether k is the kind of a self-untapper's
// second tap.
func (g *game) isSelfUntapKind(k int) bool {
	for i := range g.selfUntap {
		if int(g.suKind[i]) == k {
			return true
		}
	}
	return false
}

// useSelfUntapKind spends the untaps of n second taps of kind k a payment
// tapped.
func (g *game) useSelfUntapKind(k, n int) {
	i := 0
	for int(g.suKind[i]) != k {
		i++
	}
	b := &g.b
	b.su[i] -= uint8(n)
	if g.trace != nil {
		for range n {
			g.tracef("put a -1/-1 counter on %s: untap it", g.name(g.selfUntap[i]))
		}
	}
}

// untapTargetKind is the output of an untap converter (Deserted Temple,
// Minamo, Jandor's Saddlebags: decks/untappers.go) on board b: the kind of
// the permanent of its targets' types that makes the most mana (then the
// most types, then the game's order of cards), -1 if there is none. A
// creature must have a copy that is not summoning sick; the converter
// itself, a permanent kept copy by copy (counters), and one whose mana
// costs life, a sacrifice or has an alternative are not untapped (their
// mana's cost would not be counted).
func (g *game) untapTargetKind(b *board, self uint16) int {
	targets := g.d.Cards[self].UntapTarget
	best, bestKind, bestKey := -1, -1, -1
	for id := 0; id < g.n; id++ {
		c := &g.d.Cards[id]
		if b.field[id] == 0 || id == int(self) || c.Types&targets == 0 || g.cidx[id] >= 0 {
			continue
		}
		if c.Sick && b.field[id] <= b.fresh[id] {
			continue
		}
		k := g.kindOn(b, id)
		if k < 0 {
			continue
		}
		src := b.src.Kind(k)
		if src.Penalty&(decks.PenaltyLife|decks.PenaltySacrifice) != 0 || src.HasAlt() {
			continue
		}
		key := src.N()*16 + src.Mask().Len()
		if key > bestKey || key == bestKey && g.better(id, best) {
			best, bestKind, bestKey = id, k, key
		}
	}
	return bestKind
}

// untapKeep is the try-th set of types an untap converter's input payment
// keeps: the demand's colours (keep), then each of them alone, then none;
// false when the tries are over. (The input's mana that is not spent
// floats into the pool beside the permanent's mana again; which of its
// types floats decides what the two pay.)
func untapKeep(keep mana.Mask, try int) (mana.Mask, bool) {
	if try == 0 {
		return keep, true
	}
	try--
	for t := mana.W; t < mana.NumTypes; t++ {
		if keep.Has(t) {
			if try == 0 {
				return t.Mask(), true
			}
			try--
		}
	}
	if try == 0 && keep != 0 {
		return 0, true
	}
	return 0, false
}
