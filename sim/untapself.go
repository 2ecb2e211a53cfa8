package sim

import (
	"slices"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Permanents that pay mana to untap themselves (Basalt Monolith's {3},
// Grim Monolith's {4}: decks/untapself.go). The objective: untapping one
// in a main phase never makes a payment possible that was not (Basalt's
// {3} for its {C}{C}{C}, Grim's {4} for three), so the engine untaps them
// at the end of the turn, after combat, with mana nothing else would use:
// the goldfish casts nothing after combat, and the pool is empty, so the
// mana of the sources still untapped is lost anyway. Only sources whose
// mana costs nothing else pay it: no creature (one that attacked is
// tapped, and combat does not mark it), no life, no sacrifice, no
// counters, no cost paid with other permanents (decks.CostSource), no other permanent that stays tapped, and no mana left over
// (it would be lost, or burn under the classic rules). The Monolith is then untapped for the next turn, a free
// {C}{C}{C}.

// initUntapSelf lists the deck's permanents that untap themselves, the
// cheapest first (then by name: no order of the decklist).
func (g *game) initUntapSelf() {
	for id := range g.d.Cards {
		if c := &g.d.Cards[id]; c.UntapsSelf && c.NoUntap && c.Kind >= 0 {
			if c.UntapUpkeep {
				g.upkeepUntap = append(g.upkeepUntap, uint16(id))
			} else {
				g.untapSelf = append(g.untapSelf, uint16(id))
			}
		}
	}
	for id := range g.d.Cards {
		if g.d.Copies[id] > 0 && g.d.Cards[id].Types&decks.Land == 0 {
			g.maxSpellMV = max(g.maxSpellMV, g.d.Cards[id].MV)
		}
	}
	slices.SortStableFunc(g.untapSelf, func(a, b uint16) int {
		ca, cb := g.d.Cards[a].UntapSelf.Cost().ManaValue(), g.d.Cards[b].UntapSelf.Cost().ManaValue()
		if ca != cb {
			return ca - cb
		}
		switch na, nb := g.d.Names[a], g.d.Names[b]; {
		case na < nb:
			return -1
		case na > nb:
			return 1
		}
		return 0
	})
}

// untapSelves untaps, at the end of the turn, each tapped copy of the
// permanents that untap themselves that the unused mana can pay for.
func (g *game) untapSelves() {
	b := &g.b
	for _, id := range g.untapSelf {
		for b.tapped[id] > 0 && g.payUntapSelf(id) {
			b.tapped[id]--
			b.src.AddKind(g.kindOf(int(id)), 1)
			if g.trace != nil {
				g.tracef("pay %s with unused mana: untap %s", g.d.Cards[id].UntapSelf.Cost(), g.name(id))
			}
		}
	}
}

// payUntapSelf pays permanent id's untap cost from the untapped sources
// whose mana costs nothing else; false, changing nothing, if they cannot.
func (g *game) payUntapSelf(id uint16) bool { return g.payUnused(&g.d.Cards[id].UntapSelf) }

// freeSources sets src to the untapped sources whose mana costs nothing
// else (payUnused's: see the Monoliths' rule at the top).
func (g *game) freeSources(src *mana.Sources) {
	*src = g.b.src
	for k := range src.NumKinds() {
		pen := src.Kind(k).Penalty
		if pen&(decks.PenaltyCreature|decks.PenaltyLife|decks.PenaltySacrifice|decks.PenaltyOthers) != 0 || g.ckind[k] || k == g.channelKind {
			src.RemoveKind(k, src.Count(k))
		}
	}
	for _, o := range g.noUntap {
		// (Another that stays tapped, tapped to pay, would only trade places.)
		if k := g.kindOf(int(o)); k >= 0 {
			src.RemoveKind(k, min(g.untappedCopies(int(o)), src.Count(k)))
		}
	}
}

// payUnused pays d at the end of the turn from the untapped sources whose
// mana costs nothing else (see above), exactly; false, changing nothing,
// if they cannot. (Also the activated searches' costs: ramp.go.)
func (g *game) payUnused(d *mana.Demand) bool { return g.payUnusedX(d, 0) }

// payUnusedX is payUnused with X = x (Treasure Vault's {X}{X}).
func (g *game) payUnusedX(d *mana.Demand, x int) bool {
	b := &g.b
	sc := &g.spare[0]
	g.freeSources(&sc.src)
	if !g.payer.Plan(&g.pay, d, x, &b.pool, &sc.src, 0, 0) || g.pay.Float.Total() > 0 {
		return false // (mana made and not used would be lost, or burn: paid exactly or not at all)
	}
	p := &g.pay
	p.Apply(&b.pool, &b.src)
	g.afterTaps(p)
	b.spent += p.Produced - p.Float.Total() + p.Spent.Total()
	return true
}

// Mana Vault's "at the beginning of your upkeep, you may pay {4}. if you
// do, untap ~" (decks/untapself.go). Paid, it costs the turn one mana
// (four for its three) and gains a later turn's three and the draw step's
// 1 damage. The objective: pay only when the turn has mana to spare
// whatever it draws: after paying (from sources whose mana costs nothing
// else, exactly, as at the end of a turn), the untapped sources, the Vault
// among them, still pay whatever they paid before of: each nonland card
// of the hand alone, the hand's together, the hand's with each nonland
// card of the deck (the draw may bring it), and each of those alone; and
// no card in the hand has an X. (Spell costs, read as a spell's use: a
// card's own restrictions aside.)

// upkeepUntaps pays, as the upkeep begins, to untap each tapped copy of
// the permanents that untap so when the turn has the mana to spare.
func (g *game) upkeepUntaps() {
	b := &g.b
	for _, id := range g.upkeepUntap {
		for b.tapped[id] > 0 && g.upkeepSpare(id) && g.payUntapSelf(id) {
			b.tapped[id]--
			b.src.AddKind(g.kindOf(int(id)), 1)
			if g.trace != nil {
				g.tracef("upkeep: pay %s, untap %s", g.d.Cards[id].UntapSelf.Cost(), g.name(id))
			}
		}
	}
}

// upkeepSpare reports whether paying permanent id's untap cost now leaves
// the turn its mana to spare (the objective above), on a trial copy.
func (g *game) upkeepSpare(id uint16) bool {
	b := &g.b
	var hand mana.Cost
	for c := range g.n {
		if b.hand[c] == 0 || g.hot[c].is(hLand) {
			continue
		}
		if g.d.Cards[c].Cost.Vars() > 0 {
			return false
		}
		for range b.hand[c] {
			if !g.addCost(&hand, g.d.Cards[c].Cost) {
				return false
			}
		}
	}
	// The payment payUnused would make, applied to a copy.
	sc := &g.spare[1]
	sc.pool = b.pool
	g.freeSources(&sc.src)
	d := &g.d.Cards[id].UntapSelf
	if !g.payer.Plan(&g.pay, d, 0, &sc.pool, &sc.src, 0, 0) || g.pay.Float.Total() > 0 {
		return false
	}
	sc.src, sc.pool = b.src, b.pool
	g.pay.Apply(&sc.pool, &sc.src)
	sc.src.AddKind(g.kindOf(int(id)), 1)
	// Every card of the hand alone, the hand with each card the draw may
	// bring (none: the hand alone), and each such card alone.
	life := g.lifeBudget()
	for c := range g.n {
		if b.hand[c] > 0 && !g.hot[c].is(hLand) && g.costLost(g.d.Cards[c].Cost, life) {
			return false
		}
	}
	if g.costLost(hand, life) {
		return false
	}
	for c := range g.n {
		if g.d.Copies[c] == 0 || g.hot[c].is(hLand) || g.d.Cards[c].Cost.IsNone() {
			continue
		}
		with := hand
		if !g.addCost(&with, g.d.Cards[c].Cost) || g.costLost(with, life) || g.costLost(g.d.Cards[c].Cost, life) {
			return false
		}
	}
	return true
}

// addCost adds cost's symbols to all; false if it overflows.
func (g *game) addCost(all *mana.Cost, cost mana.Cost) bool {
	for _, s := range cost.AppendSymbols(g.symBuf[:0]) {
		if all.Add(s) != nil {
			return false
		}
	}
	return true
}

// costLost reports whether a spell cost payable on the board now is not on
// the trial board of upkeepSpare (g.spare[1]).
func (g *game) costLost(cost mana.Cost, life int) bool {
	if cost.IsNone() {
		return false
	}
	d := &g.upkeepDemand
	*d = mana.NewDemand(cost, mana.ForSpell)
	sc := &g.spare[1]
	return mana.CanPay(d, 0, &g.b.pool, &g.b.src, life) && !mana.CanPay(d, 0, &sc.pool, &sc.src, life)
}
