package sim

import (
	"math/bits"
	"slices"

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
	for id := range g.d.Cards {
		if g.d.Cards[id].ExtraCombat {
			g.fomo = append(g.fomo, uint16(id))
			g.gy.on = true // (delirium reads the graveyard: initGrave, after, keeps it)
		}
	}
	for _, e := range g.d.Elves {
		g.elves = append(g.elves, uint16(e))
	}
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
	if g.d.Cards[self].RangerForest {
		return g.rangerKind(b, self)
	}
	gone := -1
	if g.d.Cards[self].ReturnElf {
		if gone = g.symbioteElf(b); gone < 0 {
			return -1
		}
	}
	_, k := g.bestToUntap(b, self, gone)
	return k
}

// bestToUntap is the permanent an untap converter untaps on board b, and
// its kind (see untapTargetKind); -1, -1 if none. gone is a card one copy
// of which leaves to pay for it, -1 if none.
func (g *game) bestToUntap(b *board, self uint16, gone int) (int, int) {
	targets := g.d.Cards[self].UntapTarget
	best, bestKind, bestKey := -1, -1, -1
	for id := 0; id < g.n; id++ {
		c := &g.d.Cards[id]
		if b.field[id] == 0 || id == int(self) || c.Types&targets == 0 || g.cidx[id] >= 0 || id == gone && b.field[id] == 1 {
			continue
		}
		if c.Sick && b.field[id] <= b.fresh[id] {
			continue
		}
		k := g.kindOn(b, id)
		if gone >= 0 && c.Vary >= 0 {
			k = g.kindWithout(b, id, uint16(gone)) // (the Elf Wirewood Symbiote returns leaves first)
		}
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
	return best, bestKind
}

// rangerKind is Quirion Ranger's output on board b (decks/untappers.go): in
// a turn whose land drop is unused with no land card in the hand, a Forest
// on the battlefield returned and played again (its mana again) and the
// creature that makes the most mana untapped (its mana again): the kind
// that makes both, or the Forest's alone; -1 when it may not be used.
func (g *game) rangerKind(b *board, self uint16) int {
	if b.landPlayed {
		return -1
	}
	forest := -1
	for _, l := range g.landIDs {
		c := &g.d.Cards[l]
		if b.hand[l] > 0 && c.Types&decks.Land != 0 {
			return -1 // (the land drop is the hand's land's)
		}
		if int(b.field[l]) > enchantedOn(b, l) && decks.RangerForest(c) && (forest < 0 || g.better(int(l), forest)) {
			forest = int(l)
		}
	}
	if forest < 0 {
		return -1
	}
	fsrc := b.src.Kind(g.d.Cards[forest].Kind)
	_, ck := g.bestToUntap(b, self, -1)
	if ck < 0 {
		return g.d.Cards[forest].Kind
	}
	both, ok := decks.Combine(fsrc, b.src.Kind(ck))
	if !ok {
		return g.d.Cards[forest].Kind
	}
	for k := range b.src.NumKinds() {
		if b.src.Kind(k) == both {
			return k
		}
	}
	return g.d.Cards[forest].Kind // (not registered: decks.rangerKinds registers every pair)
}

// symbioteElf is the Elf Wirewood Symbiote returns on board b: one whose
// return costs no mana this turn (tapped, summoning sick, or making no
// mana), else an untapped one of plain mana (tapped for it first: the
// payment may spend it), the cheapest to cast again, then the game's order
// of cards; -1 if there is none.
func (g *game) symbioteElf(b *board) int {
	best, bestKey := -1, 0
	for _, e16 := range g.elves {
		e := int(e16)
		c := &g.d.Cards[e]
		if b.field[e] == 0 || g.cidx[e] >= 0 || c.ConvKind >= 0 {
			continue
		}
		free := b.tapped[e] > 0 || c.Kind < 0 && c.Vary < 0 || c.Sick && b.fresh[e] > 0
		if !free && c.Vary >= 0 {
			continue // (its mana follows the board: not tapped first)
		}
		key := c.MV * 2
		if !free {
			key += 1 << 20
		}
		if best < 0 || key < bestKey || key == bestKey && g.better(e, best) {
			best, bestKey = e, key
		}
	}
	return best
}

// untapConverted is what an untap converter's activation does besides its
// mana: Quirion Ranger's Forest is played again, as the turn's land drop;
// Wirewood Symbiote's Elf goes to the hand.
func (g *game) untapConverted(id uint16) {
	if g.d.Cards[id].ReturnElf {
		if e := g.symbioteElf(&g.b); e >= 0 {
			b := &g.b
			if k := g.kindOf(e); k >= 0 && b.tapped[e] == 0 && g.untappedCopies(e) > 0 {
				// Tapped for its mana first: the payment may spend it.
				b.src.RemoveKind(k, 1)
				b.tapped[e]++
				g.addMana(b.src.Kind(k))
			}
			g.floatCounting(uint16(e))
			g.leave(uint16(e)) // (a tapped copy first)
			g.b.hand[e]++
			g.b.nhand++
			if g.trace != nil {
				g.tracef("%s returns %s to the hand", g.name(id), g.name(uint16(e)))
			}
		}
	}
	if g.d.Cards[id].RangerForest {
		g.b.landPlayed = true
		if g.trace != nil {
			g.tracef("%s returns a Forest, played again as the land drop", g.name(id))
		}
	}
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

// enchantedOn is how many copies of land id an Aura enchants on board b (a
// Forest returned would lose its Aura).
func enchantedOn(b *board, id uint16) int {
	n := 0
	for _, e := range b.ench[:b.nench] {
		if e.land == id {
			n++
		}
	}
	return n
}

// kindWithout is the kind card id's mana that follows the board makes on
// board b without one copy of gone (which left to pay for its untap: Priest
// of Titania counts one Elf less once Wirewood Symbiote returns itself); -1
// where the count is not a plain one of permanents and gone is counted.
func (g *game) kindWithout(b *board, id int, gone uint16) int {
	vy := &g.d.Vary[g.d.Cards[id].Vary]
	counted := false
	for _, ids := range vy.Count {
		counted = counted || slices.Contains(ids, gone)
	}
	if !counted {
		return g.kindOn(b, id)
	}
	if !vy.Per || vy.Grave || vy.Like || vy.Colors || len(vy.Count) != 1 {
		return -1
	}
	n := -1
	for _, m := range vy.Count[0] {
		n += int(b.field[m])
	}
	return vy.Kinds[vy.PerState(max(n, 0))]
}

// floatCounting taps for mana, into the pool, the untapped copies of the
// permanents whose mana counts a copy of card gone that is about to leave
// (Priest of Titania before the Elf Wirewood Symbiote returns): a player
// taps them first, and the payment that chose the return counted them so.
func (g *game) floatCounting(gone uint16) {
	b := &g.b
	for _, v := range g.varying {
		vy := &g.d.Vary[g.d.Cards[v].Vary]
		counts := false
		for _, ids := range vy.Count {
			counts = counts || slices.Contains(ids, gone)
		}
		if !counts {
			continue
		}
		for n := g.untappedCopies(int(v)); n > 0; n-- {
			k := g.kindOf(int(v))
			if k < 0 || !b.src.RemoveKind(k, 1) {
				break
			}
			b.tapped[v]++
			g.addMana(b.src.Kind(k))
		}
	}
}

// extraCombats is the damage of the additional combats of Fear of Missing
// Out (decks/untappers.go): with delirium, for each copy that attacks, the
// next strongest attacking creature copy attacks again.
func (g *game) extraCombats() int {
	b := &g.b
	k := 0
	for _, id := range g.fomo {
		k += g.attacking(int(id))
	}
	if k == 0 || !g.delirium() {
		return 0
	}
	// The k strongest attackers, copy by copy: the strongest first.
	dmg, last := 0, int16(1<<14)
	for k > 0 {
		best := int16(0)
		for _, id := range g.attackers {
			if p := g.hot[id].power; p > best && p < last && g.attacking(int(id)) > 0 {
				best = p
			}
		}
		if best <= 0 {
			break
		}
		for _, id := range g.attackers {
			if g.hot[id].power == best {
				n := min(g.attacking(int(id)), k)
				dmg += n * int(best)
				k -= n
			}
		}
		last = best
	}
	if g.trace != nil && dmg > 0 {
		g.tracef("delirium: an attacker untapped attacks again, %d damage (%d cards of four types or more in the graveyard)", dmg, b.gy.n)
	}
	return dmg
}

// attacking is how many copies of creature id attack (combat's rule).
func (g *game) attacking(id int) int {
	b := &g.b
	h := &g.hot[id]
	if b.field[id] == 0 || !h.is(hCreature) || h.power <= 0 || h.is(hDefender) {
		return 0
	}
	ready := int(b.field[id]) - int(b.tapped[id])
	if !h.is(hHaste) {
		ready -= int(b.fresh[id])
	}
	return max(ready, 0)
}

// delirium reports whether the graveyard holds cards of four or more card
// types.
func (g *game) delirium() bool {
	b := &g.b
	var types decks.Types
	for id := 0; id < g.n; id++ {
		if b.gy.cards[id] > 0 {
			types |= g.d.Cards[id].Types
		}
	}
	types &= decks.Artifact | decks.Creature | decks.Enchantment | decks.Instant | decks.Land | decks.Planeswalker | decks.Sorcery | decks.Battle | decks.Kindred
	return bits.OnesCount64(uint64(types)) >= 4
}
