package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Converters a creature activates or whose amount is a creature's
// (decks/converters.go). A creature's {T} converter (Selvala, Heart of
// the Wilds) is summoning sick: it is not ready the turn the creature
// arrives (enter), and using it taps the creature, which then does not
// attack. Selvala's output is the greatest printed power among the deck's
// creatures on the battlefield (convKindOn).

// anyColorOn reports whether a permanent that lets creatures' abilities
// be paid with any mana (Agatha's Soul Cauldron) is on board b.
func (g *game) anyColorOn(b *board) bool {
	for _, id := range g.cc.anyColor {
		if b.field[id] > 0 {
			return true
		}
	}
	return false
}

// convCost is the demand of card c's converter input on board b.
func (g *game) convCost(b *board, c *decks.CardInfo) *mana.Demand {
	if c.ConvCreature && len(g.cc.anyColor) > 0 && g.anyColorOn(b) {
		return &c.ConvCostAny
	}
	return &c.ConvCost
}

// convSick reports whether a converter of card c is not ready the turn it
// arrives.
func convSick(c *decks.CardInfo) bool { return c.ConvCreature && !c.Haste }

// usedConverter carries out what using card id's converter does beyond
// its cost (shared: its {T} was its free ability's, already tapped).
func (g *game) usedConverter(id uint16, shared bool) {
	b := &g.b
	c := &g.d.Cards[id]
	if c.ConvCreature && !shared {
		b.tapped[id]++ // (it does not attack)
	}
}

// greatestPower is the greatest printed power among the creatures of ids
// on board b.
func (g *game) greatestPower(b *board, ids []uint16) int {
	n := 0
	for _, m := range ids {
		if b.field[m] > 0 {
			n = max(n, int(g.hot[m].power))
		}
	}
	return n
}
