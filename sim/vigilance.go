package sim

// Vigilance (decks/vigilance.go): a creature with vigilance tapped for
// mana or a cost before combat still attacks, as if it had attacked first
// and been tapped after combat for the same spells, cast then; unless a
// creature with haste entered this turn (cast before combat to attack, it
// may have needed that mana: the vigilant creature is then counted tapped,
// a lower bound). Esika gives it to the other legendary creatures.

// vigilanceLists notes whether the deck has vigilance, and who gives it.
func (g *game) vigilanceLists() {
	for id := range g.d.Cards {
		c := &g.d.Cards[id]
		if c.VigilanceTo != 0 {
			g.vigilGivers = append(g.vigilGivers, uint16(id))
		}
		g.vigil = g.vigil || c.Vigilance || c.VigilanceTo != 0
	}
}

// vigilant reports whether creature id has vigilance now: its own, or from
// another permanent on the battlefield that gives it to its kind.
func (g *game) vigilant(id int) bool {
	c := &g.d.Cards[id]
	if c.Vigilance {
		return true
	}
	for _, x := range g.vigilGivers {
		if to := g.d.Cards[x].VigilanceTo; int(x) != id && g.b.field[x] > 0 && c.Types&to == to {
			return true
		}
	}
	return false
}

// hastyEntered reports whether a creature with haste entered this turn.
func (g *game) hastyEntered() bool {
	for _, id := range g.attackers {
		if h := &g.hot[id]; h.is(hHaste) && h.is(hCreature) && g.b.fresh[id] > 0 {
			return true
		}
	}
	return false
}

// attackReady is how many copies of creature id attack: untapped, not
// summoning sick unless hasty; with vigilance (above), tapped ones too.
func (g *game) attackReady(id int) int {
	b := &g.b
	h := &g.hot[id]
	ready := int(b.field[id]) - int(b.tapped[id])
	if g.vigil && b.tapped[id] > 0 && g.vigilant(id) && !g.hastyEntered() {
		ready = int(b.field[id])
	}
	if !h.is(hHaste) {
		ready -= int(b.fresh[id])
	}
	return ready
}
