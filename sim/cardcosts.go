package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Mana abilities whose cost is a card or a one-shot choice
// (decks/cardcosts.go): Millikin mills the top card of the library each
// time a payment taps it; Lion's Eye Diamond's converter (sacrificed, its
// cost the whole hand) is activated only when no card but the one being
// paid for is left in the hand, so that it discards nothing; a
// planeswalker's loyalty ability that adds mana is a {T} source, and
// Chandra, Dressed to Kill's deals its 1 damage to the opponent as it is
// used (a payment taps such a planeswalker before a land of the same
// kind), or, if no payment used it, in the postcombat main phase under
// the modern rules (its {R} is then lost for nothing; under the classic
// rules it would burn 1 life, and the engine keeps it).

// cardCosts is what a game keeps of them.
type cardCosts struct {
	pingers []uint16 // the cards whose mana ability deals damage to the opponent
	// paying: 1 + the id of the card whose cast is being paid (set by
	// demandOf, cleared by canPay and payFor), 0 for none: its copy in the
	// hand is on the stack by the time a mana ability is activated.
	paying uint16
	// milled: a line the planner tried milled a card, which its boards do
	// not see: the best line is played out again (pure).
	milled bool
	// sacMV: the mana value of the permanent the spell being cast
	// sacrificed (sacrifice_cost.go).
	sacMV int
	// anyColor: the cards that let creatures' abilities be paid with any
	// mana (Agatha's Soul Cauldron: converters.go).
	anyColor []uint16
	// handVary: a card's mana counts cards in the hand (Metalworker), its
	// kind brought up to date before each payment (canPay, payFor, available).
	handVary bool
	// basics: the deck's basic lands, and basic their untapped copies as
	// sources, for a spell paid with their mana alone (Imperiosaur:
	// basicmana.go).
	basics []uint16
	basic  mana.Sources
}

// initCardCosts lists the deck's pingers, basic lands and the like.
func (g *game) initCardCosts() {
	for _, gr := range g.d.Grows {
		for _, o := range gr.On {
			g.hot[o].flags &^= hPlainResolve // (it grows Marwyn's mana: converters.go)
		}
	}
	for id := range g.d.Cards {
		c := &g.d.Cards[id]
		if c.Ping > 0 && c.Kind >= 0 {
			g.cc.pingers = append(g.cc.pingers, uint16(id))
			g.hot[id].flags |= hPing
		}
		if c.Vary >= 0 && g.d.Vary[c.Vary].Hand {
			g.cc.handVary = true
		}
		if c.BasicOnly {
			g.hot[id].flags |= hBasicOnly
		}
		if c.Types&decks.Basic != 0 && c.Types&decks.Land != 0 {
			g.cc.basics = append(g.cc.basics, uint16(id))
		}
		if c.AbilityAnyColor {
			g.cc.anyColor = append(g.cc.anyColor, uint16(id))
		}
		if c.Mill && c.Kind >= 0 {
			g.hot[id].flags |= hMill
		}
	}
}

// handEmpty reports whether the hand holds no card to discard on board b
// but the one whose cast is being paid.
func (g *game) handEmpty(b *board) bool {
	n := b.nhand
	if p := g.cc.paying; p > 0 && b.hand[p-1] > 0 {
		n--
	}
	return n == 0
}

// tapped carries out what happens as a payment taps card id for mana:
// Millikin's mill, Chandra's damage.
func (g *game) tappedFor(id uint16) {
	h := &g.hot[id]
	if h.is(hMill) {
		g.mill()
	}
	if h.is(hPing) {
		g.b.opp -= g.d.Cards[id].Ping
		if g.trace != nil {
			g.tracef("%s deals %d damage: opponent at %d", g.name(id), g.d.Cards[id].Ping, g.b.opp)
		}
	}
}

// mill puts the top card of the library into the graveyard. While
// planning nothing leaves the library (as nothing is drawn): the plan's
// boards do not see the card.
func (g *game) mill() {
	if g.planning {
		g.cc.milled = true
		return
	}
	id, ok := g.takeTop()
	if !ok {
		return // (an empty library: the cost could not be paid; no goldfish of ten turns gets there)
	}
	if g.trace != nil {
		g.tracef("mill %s", g.name(id))
	}
	g.toGrave(id)
}

// pingUnused activates, in the postcombat main phase, the loyalty ability
// of each untapped pinger for its damage alone (modern rules: the mana it
// adds is lost at no cost).
func (g *game) pingUnused() {
	if g.cfg.Rules == Classic {
		return
	}
	b := &g.b
	for _, id := range g.cc.pingers {
		k := g.kindOf(int(id))
		for g.untappedCopies(int(id)) > 0 && k >= 0 && b.src.RemoveKind(k, 1) {
			b.tapped[id]++
			b.lost += b.src.Kind(k).N()
			if g.trace != nil {
				g.tracef("activate %s for its damage (its mana is lost)", g.name(id))
			}
			g.tappedFor(id)
		}
	}
}
