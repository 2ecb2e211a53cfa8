package sim

import "github.com/goldfishsim/goldfish/decks"

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
