package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Amounts that count, beyond refreshVary's: a converter whose output
// follows the board (Cabal Coffers: {2}, {T}: add {B} for each Swamp you
// control), counted when it is activated: the Swamps tapped to pay its
// cost count too.

// convKindNow is the kind converter id makes now: its own, or for one whose
// output follows the board, its kind for the permanents counted on the
// battlefield (-1: none, nothing to make).
func (g *game) convKindNow(id uint16) int { return g.convKindOn(&g.b, id) }

// convKindOn is convKindNow on board b (the planner scores boards it
// copied: nextTurnMana).
func (g *game) convKindOn(b *board, id uint16) int {
	c := &g.d.Cards[id]
	if c.UntapTarget != 0 {
		return g.untapTargetKind(b, id) // (untappers.go)
	}
	if c.ConvVary < 0 {
		return c.ConvKind
	}
	if c.Devotion {
		return g.devotionKind(b, c)
	}
	vy := &g.d.Vary[c.ConvVary]
	zone := &b.field
	if vy.Grave {
		zone = &b.gy.cards // (Crypt of Agadeem: graveyard.go)
	}
	n := 0
	if vy.Greatest {
		n = g.greatestPower(b, vy.Count[0]) // (converters.go)
	} else {
		for _, m := range vy.Count[0] {
			n += int(zone[m])
		}
	}
	return vy.Kinds[vy.PerState(n)]
}

// devotionKind is the kind Nykthos makes now: the colour with the most
// devotion on the battlefield (the game's order of colours on a tie), -1
// if there is none.
func (g *game) devotionKind(b *board, c *decks.CardInfo) int {
	best, bestN := -1, 0
	for t := mana.W; t < mana.C; t++ {
		vy := &g.d.Vary[c.ConvVary+int(t)]
		if len(vy.Kinds) < 2 {
			continue
		}
		n := 0
		for _, m := range vy.Count[0] {
			n += int(b.field[m])
		}
		if n > bestN || n == bestN && n > 0 && g.colorOrder(t) > g.colorOrder(mana.Type(best)) {
			best, bestN = int(t), n
		}
	}
	if best < 0 {
		return -1
	}
	vy := &g.d.Vary[c.ConvVary+best]
	return vy.Kinds[vy.PerState(bestN)]
}

// initCountedConverters marks the permanents a counted converter counts
// (Cabal Coffers' Swamps, Nykthos's devotion, Three Tree City's creatures)
// as changing mana when they resolve: the planner's shortcut for copies
// paid alike must not take them.
func (g *game) initCountedConverters() {
	for id := range g.d.Cards {
		c := &g.d.Cards[id]
		if c.ConvVary < 0 {
			continue
		}
		n := 1
		if c.Devotion {
			n = int(mana.C)
		}
		for v := c.ConvVary; v < c.ConvVary+n; v++ {
			for _, ids := range g.d.Vary[v].Count {
				for _, m := range ids {
					g.hot[m].flags &^= hPlainResolve
				}
			}
		}
		g.hot[id].flags &^= hPlainResolve
	}
}
