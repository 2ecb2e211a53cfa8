package sim

import (
	"slices"

	"github.com/goldfishsim/goldfish/mana"
)

// Land bonuses a spell gives until end of turn (High Tide: decks/hightide.go).
// The lands the bonus applies to follow the number of such spells "on the
// battlefield" (decks.Vary, refreshVary), so a resolved High Tide is
// counted there, in its own card's count, from its resolution to the
// turn's cleanup: the Islands untapped then make one more {U} each time
// they are tapped, those tapped before (the one that paid for it) nothing.
// The count is the spell's only trace on the battlefield: it has no mana
// of its own, no types that other counts match (an instant), and leaves
// at the cleanup.

// initTurnBonuses lists the deck's spells whose land bonus lasts the turn,
// and the cards whose mana follows them (tideVary).
func (g *game) initTurnBonuses() {
	for id := range g.d.Cards {
		if g.d.Cards[id].TurnBonus {
			g.turnBonuses = append(g.turnBonuses, uint16(id))
		}
	}
	if len(g.turnBonuses) == 0 {
		return
	}
	for _, id := range g.varying {
		vy := &g.d.Vary[g.d.Cards[id].Vary]
		if vy.Per && slices.ContainsFunc(vy.Count[0], func(m uint16) bool { return g.d.Cards[m].TurnBonus }) {
			g.tideVary = append(g.tideVary, id)
		}
	}
}

// lastingKind is the kind card id (of tideVary) is on board b without
// the turn's bonuses (they end at the cleanup), and its kind now.
func (g *game) lastingKind(b *board, id uint16) (without, now int) {
	vy := &g.d.Vary[g.d.Cards[id].Vary]
	lasting := 0
	for _, m := range vy.Count[0] {
		if !g.hot[m].is(hTurnBonus) {
			lasting += int(b.field[m])
		}
	}
	return vy.Kinds[vy.PerState(lasting)], int(b.vkind[g.vidx[id]])
}

// turnBonusMana is the mana the turn's bonuses add to a tap of every
// permanent on board b (what nextTurnMana must not count).
func (g *game) turnBonusMana(b *board) int {
	n := 0
	for _, id := range g.tideVary {
		without, now := g.lastingKind(b, id)
		if b.field[id] == 0 || without == now {
			continue
		}
		m := 0
		if now >= 0 {
			m = b.src.Kind(now).N()
		}
		if without >= 0 {
			m -= b.src.Kind(without).N()
		}
		n += int(b.field[id]) * m
	}
	return n
}

// withoutTurnBonus moves, in src (every permanent of board b untapped, as
// next turn), the permanents the turn's bonuses apply to back to their
// kinds without them.
func (g *game) withoutTurnBonus(b *board, src *mana.Sources) {
	for _, id := range g.tideVary {
		without, now := g.lastingKind(b, id)
		if n := int(b.field[id]); n > 0 && without != now {
			if now >= 0 {
				src.RemoveKind(now, n)
			}
			if without >= 0 {
				src.AddKind(without, n)
			}
		}
	}
}

// startTurnBonus puts a resolved spell's bonus into effect.
func (g *game) startTurnBonus(id uint16) {
	b := &g.b
	b.field[id]++
	b.used = true
	g.refreshVary()
	if g.trace != nil {
		g.tracef("%s: until end of turn, its lands make more mana", g.name(id))
	}
}

// endTurnBonuses ends the bonuses at the cleanup.
func (g *game) endTurnBonuses() {
	b := &g.b
	ended := false
	for _, id := range g.turnBonuses {
		if b.field[id] > 0 {
			b.field[id] = 0
			ended = true
		}
	}
	if ended {
		g.refreshVary()
	}
}
