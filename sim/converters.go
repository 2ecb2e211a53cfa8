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

// maxGrows is how many distinct growing creatures (Marwyn) a deck may hold.
const maxGrows = 4

// growEnter puts a +1/+1 counter on each growing creature on the
// battlefield whose kind card id is (Marwyn, as another Elf enters).
func (g *game) growEnter(id uint16) {
	b := &g.b
	for i := range g.d.Grows {
		gr := &g.d.Grows[i]
		if i >= maxGrows || b.field[gr.Card] == 0 {
			continue
		}
		for _, o := range gr.On {
			if o == id {
				b.grow[i] = min(b.grow[i]+1, 255)
				if g.trace != nil {
					g.tracef("%s gets a +1/+1 counter (%d)", g.name(uint16(gr.Card)), b.grow[i])
				}
			}
		}
	}
}

// growLeave drops a growing creature's counters as its last copy leaves.
func (g *game) growLeave(id uint16) {
	for i := range g.d.Grows {
		if i < maxGrows && g.d.Grows[i].Card == int(id) && g.b.field[id] == 0 {
			g.b.grow[i] = 0
		}
	}
}

// powerOf is card id's power on board b: printed, plus the +1/+1 counters
// of a growing creature.
func (g *game) powerOf(b *board, id int) int {
	n := int(g.hot[id].power)
	for i := range g.d.Grows {
		if i < maxGrows && g.d.Grows[i].Card == id {
			n += int(b.grow[i])
		}
	}
	return n
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
