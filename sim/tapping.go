package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// What happens around tapping a mana permanent beyond its mana: the life
// its mana costs (pain lands, Mana Confluence, City of Brass's damage as it
// becomes tapped), which the payment's life budget counts exactly, and
// Mana Crypt's upkeep coin flip.

// painState is what a deck with painful mana keeps for paying within the
// life budget: the kinds whose use costs life, and the boards and payment
// the search below works on. Nil for a deck without such mana.
type painState struct {
	kinds []int8 // kinds of source whose Penalty costs life
	src   mana.Sources
	pay   mana.Payment
	best  mana.Payment
	found bool
}

// newPain returns the pain state of a deck whose sources cost life, nil if
// none does.
func newPain(d *decks.Compiled) *painState {
	var ps painState
	for k := range d.Sources.NumKinds() {
		if d.Sources.Kind(k).Penalty&decks.PenaltyLife != 0 {
			ps.kinds = append(ps.kinds, int8(k))
		}
	}
	if len(ps.kinds) == 0 {
		return nil
	}
	ps.src = d.Sources
	return &ps
}

// kindLife is the life one use of a source of kind k costs.
func kindLife(src *mana.Sources, k int) int { return int(src.Kind(k).Penalty & decks.PenaltyLife) }

// phyrexianBound is at least the life a demand's Phyrexian symbols could
// take (2 a symbol, and each counts 1 in the mana value).
func phyrexianBound(d *mana.Demand) int {
	if c := d.Cost(); c.HasPhyrexian() {
		return 2 * c.ManaValue()
	}
	return 0
}

// painFree reports whether every way of paying d from src is within life
// whatever painful sources it taps: they could not cost more than life
// between them and the Phyrexian symbols.
func (g *game) painFree(d *mana.Demand, src *mana.Sources, life int) bool {
	if g.pain == nil {
		return true
	}
	n := 0
	for _, k := range g.pain.kinds {
		n += src.Count(int(k)) * kindLife(src, int(k))
	}
	return n == 0 || n+phyrexianBound(d) <= life
}

// canPayFrom reports whether d (with X = x) can be paid from pool and src
// with the life its Phyrexian symbols and painful sources cost together
// within life: exactly, by the search of payWithin where the sources could
// cost more.
func (g *game) canPayFrom(d *mana.Demand, x int, pool *mana.Pool, src *mana.Sources, life int) bool {
	if !mana.CanPay(d, x, pool, src, life) {
		return false // (painful sources only take ways away)
	}
	if g.painFree(d, src, life) {
		return true
	}
	return g.payWithin(d, x, pool, src, life, mana.None, false)
}

// payWithin searches the payments of d within life: for each painful kind,
// how many of its sources may be tapped (n_k, at most its count, Σ n_k
// life_k <= life), the board with only those, and the Phyrexian life left
// (life - Σ n_k life_k). A payment within life taps some m_k of each kind
// and is found at n = m; a payment found at any n costs at most life. So
// the search is exact. With plan, the payment the planner picks on each
// such board is compared by the planner's own order (the least mana
// produced, then the least life in all, then the least useful sources
// tapped, then the least useful free mana spent) and the best is left in
// g.pay.
func (g *game) payWithin(d *mana.Demand, x int, pool *mana.Pool, src *mana.Sources, life int, keep mana.Mask, plan bool) bool {
	ps := g.pain
	ps.src.CopyCounts(src)
	ps.found = false
	ok := g.painSearch(0, d, x, pool, life, keep, plan)
	if plan && ps.found {
		g.pay = ps.best
	}
	return ok
}

func (g *game) painSearch(i int, d *mana.Demand, x int, pool *mana.Pool, life int, keep mana.Mask, plan bool) bool {
	ps := g.pain
	if i == len(ps.kinds) {
		if !mana.CanPay(d, x, pool, &ps.src, life) {
			return false
		}
		if !plan {
			return true
		}
		if !g.payer.Plan(&ps.pay, d, x, pool, &ps.src, life, keep) {
			return false // (not reached: CanPay said it can)
		}
		if !ps.found || painBetter(&ps.pay, &ps.best, &ps.src) {
			ps.best, ps.found = ps.pay, true
		}
		return true
	}
	k := int(ps.kinds[i])
	l := kindLife(&ps.src, k)
	have := ps.src.Count(k)
	any := false
	for n := min(have, life/l); n >= 0; n-- {
		ps.src.RemoveKind(k, have-n)
		ok := g.painSearch(i+1, d, x, pool, life-n*l, keep, plan)
		ps.src.AddKind(k, have-n)
		if ok {
			if !plan {
				return true
			}
			any = true
		}
	}
	return any
}

// paymentLife is the life a payment costs: its Phyrexian symbols and the
// painful sources it taps.
func paymentLife(p *mana.Payment, src *mana.Sources) int {
	n := p.Life
	for i := 0; i < p.NTaps; i++ {
		n += int(p.Taps[i].N) * kindLife(src, int(p.Taps[i].Kind))
	}
	return n
}

// painBetter reports whether payment a comes before b in the planner's
// order, life counted in all.
func painBetter(a, b *mana.Payment, src *mana.Sources) bool {
	if a.Produced != b.Produced {
		return a.Produced < b.Produced
	}
	if la, lb := paymentLife(a, src), paymentLife(b, src); la != lb {
		return la < lb
	}
	if a.TapWeight != b.TapWeight {
		return a.TapWeight < b.TapWeight
	}
	return a.SpentValue < b.SpentValue
}

// upkeepFlips flips a coin for each permanent that flips at the beginning
// of its controller's upkeep (Mana Crypt), from the game's coin stream: a
// loss deals its damage to the player; one that deals damage each upkeep
// (Juzám Djinn) deals it.
func (g *game) upkeepFlips() {
	b := &g.b
	for _, id := range g.flippers {
		if dmg := g.d.Cards[id].UpkeepDamage; dmg > 0 && b.field[id] > 0 {
			b.life -= dmg * int(b.field[id])
			if g.trace != nil {
				g.tracef("%s deals %d damage to the player (life %d)", g.name(id), dmg*int(b.field[id]), b.life)
			}
		}
		dmg := g.d.Cards[id].UpkeepFlipDamage
		if dmg == 0 {
			continue
		}
		for range b.field[id] {
			if g.coins.next()&1 != 0 {
				continue // won
			}
			b.life -= dmg
			b.lifePaid += dmg
			if g.trace != nil {
				g.tracef("%s: the coin flip is lost, %d damage to the player (life %d)", g.name(id), dmg, b.life)
			}
		}
	}
}
