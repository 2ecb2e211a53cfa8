package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Spells whose additional cost is sacrificing a permanent
// (decks/sacrifice_cost.go): cast only with a permanent of the kind on the
// battlefield, which is sacrificed once the mana is paid (rule 601.2h: a
// creature may be tapped for mana while paying, then sacrificed). Which
// one, by the objective: for a ritual by the sacrificed creature's mana
// value (Sacrifice, Metamorphosis), the one of the greatest mana value
// (the most mana, which is what it is cast for); otherwise, and on a tie,
// a tapped one first (its mana is spent, a creature's attack too), then
// the least power, the least mana value, then the game's order of cards.

// sacrificeChoice is the permanent the cast of card id would sacrifice,
// -1 if none is on the battlefield.
func (g *game) sacrificeChoice(id int) int {
	b := &g.b
	c := &g.d.Cards[id]
	best := -1
	for _, o16 := range g.d.SacFor[c.SacFor] {
		o := int(o16)
		if b.field[o] == 0 {
			continue
		}
		if best < 0 || g.sacrificesBefore(c, o, best) {
			best = o
		}
	}
	return best
}

// sacrificesBefore reports whether card c's cast would rather sacrifice
// permanent a than b (see above).
func (g *game) sacrificesBefore(c *decks.CardInfo, a, b int) bool {
	ca, cb := &g.d.Cards[a], &g.d.Cards[b]
	if c.SacMana.Has() && ca.MV != cb.MV {
		return ca.MV > cb.MV
	}
	if ta, tb := g.b.tapped[a] > 0, g.b.tapped[b] > 0; ta != tb {
		return ta
	}
	if pa, pb := g.hot[a].power, g.hot[b].power; pa != pb {
		return pa < pb
	}
	if ca.MV != cb.MV {
		return ca.MV < cb.MV
	}
	return g.better(a, b)
}

// paySacrifice sacrifices permanent o for card id's cast, and keeps the
// mana value a ritual by it counts.
func (g *game) paySacrifice(id, o int) {
	g.cc.sacMV = g.d.Cards[o].MV
	if g.trace != nil {
		g.tracef("sacrifice %s to cast %s", g.name(uint16(o)), g.name(uint16(id)))
	}
	g.dies(uint16(o))
}

// addSacMana adds a ritual's mana by the sacrificed creature's mana value
// (one colour for all: the one the hand needs most).
func (g *game) addSacMana(s decks.SacMana) {
	n := g.cc.sacMV + s.Plus
	if n <= 0 {
		return
	}
	t := g.colorFor(s.Makes, g.neededColors())
	g.b.pool.Add(mana.MakeUnit(t, false, s.Restriction), n)
	if g.trace != nil {
		g.tracef("add %d mana: pool %s", n, g.b.pool.String())
	}
}
