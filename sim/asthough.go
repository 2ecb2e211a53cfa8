package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Mana spent as though it were of another type (Mycosynth Lattice,
// Sunglasses of Urza) and a spell's X paid with one colour (Drain Life):
// both are the spell's cost rewritten (decks/asthough.go), so the demand a
// cast pays is chosen here, in one place, and the payment core pays it as
// any other. A deck with neither (g.payRules false) takes each card's own
// demand and pays nothing for the rule.

// initPayRules notes whether the deck has such a card.
func (g *game) initPayRules() {
	d := g.d
	g.payRules = len(d.PayAsCards) > 0
	for _, id := range d.PayAsCards {
		g.hot[id].flags &^= hPlainResolve // (it changes what pays every cost)
	}
	for id := range d.Cards {
		if d.Cards[id].XOnly != 0 {
			g.payRules = true
		}
	}
	g.xKey = [3]int{-1, -1, -1}
}

// demandOf is demandOn on the live board.
func (g *game) demandOf(id, x int) (*mana.Demand, int) {
	g.cc.paying = uint16(id) + 1 // (cardcosts.go: the card leaves the hand as it is cast)
	if !g.payRules {
		return &g.d.Cards[id].Demand, x
	}
	return g.demandOn(&g.b, id, x)
}

// demandOn is the demand a cast of card id with X = x pays on board b, and
// the X to pay it with: the card's own; while a set of the deck's PayAs
// permanents is on the battlefield, the demand that set makes it; and for a
// card whose X only some types pay, its cost rewritten with x pips of those
// types, X then 0 (kept in g.xDemand, built again only when the card, X or
// set changes).
func (g *game) demandOn(b *board, id, x int) (*mana.Demand, int) {
	c := &g.d.Cards[id]
	set := 0
	for i, p := range g.d.PayAsCards {
		if b.field[p] > 0 {
			set |= 1 << i
		}
	}
	if c.XOnly == 0 || c.Demand.Cost().Vars() == 0 {
		if set == 0 {
			return &c.Demand, x
		}
		return &g.d.PayAs[set-1].Demands[id], x
	}
	if g.xKey != [3]int{id, x, set} {
		var pay *decks.PayAs
		if set > 0 {
			pay = &g.d.PayAs[set-1].Pay
		}
		cost, _ := decks.PaidAs(c.Demand.Cost(), x, c.XOnly, pay)
		g.xDemand = mana.NewDemand(cost, c.Demand.Use())
		g.xKey = [3]int{id, x, set}
	}
	return &g.xDemand, 0
}

// demandOnZero is demandOn with X = 0 (a card asked about without casting it).
func (g *game) demandOnZero(b *board, id int) *mana.Demand {
	if !g.payRules {
		return &g.d.Cards[id].Demand
	}
	d, _ := g.demandOn(b, id, 0)
	return d
}
