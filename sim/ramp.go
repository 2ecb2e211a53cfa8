package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Searches of the library for lands (decks/ramp.go): a spell's or an
// entering permanent's search, with the lands it sacrifices first
// (Scapeshift, Springbloom Druid), and a creature's search as it attacks
// (Primeval Titan). Which land a search finds is searchChoice's
// (policy.go); which lands are sacrificed is written here, by the same
// score.

// rampLists builds the per-deck list of the creatures that search as they
// attack: a deck without one pays nothing for them in combat.
func (g *game) rampLists() {
	for id := range g.d.Cards {
		c := &g.d.Cards[id]
		if c.Seek.Attacks && c.Types&decks.Creature != 0 {
			g.seekAttack = append(g.seekAttack, uint16(id))
		}
		// (One that taps is a permanent with no mana of its own: the
		// board tracks its tapped copies apart, see enter.)
		if a := &c.Seek.Ability; a.Has && a.SacLand != 0 && a.Tap && c.Kind < 0 && c.Vary < 0 && c.Types&decks.Creature != 0 {
			g.sacSeek = append(g.sacSeek, uint16(id)) // (activated before the main phase's plan: sac_search.go)
		} else if a.Has && (!a.Tap || c.Kind < 0 && c.Vary < 0 && c.ConvKind < 0 && c.Ctr < 0) {
			g.seekAbil = append(g.seekAbil, uint16(id))
		}
	}
}

// searchLands carries out search s: the lands it sacrifices first, then
// those it puts onto the battlefield, then those it puts into the hand.
func (g *game) searchLands(s *decks.Search) {
	b := &g.b
	n := s.Battlefield
	switch s.Sacrifice {
	case decks.SacrificeAnyNumber:
		n = g.shiftLands(s)
	case decks.SacrificeOne:
		if !g.sacrificeForSearch(s) {
			return
		}
	}
	for range n {
		found, at, ok := g.searchChoice(s.Types, s.Basic, s.Any)
		if !ok {
			break
		}
		g.removeFromLibrary(at)
		g.enter(found, s.Tapped, landPlay{payLife: !s.Tapped && g.payToEnter(found)})
	}
	for range s.Hand {
		found, at, ok := g.searchChoice(s.Types, s.Basic, s.Any)
		if !ok {
			break
		}
		g.removeFromLibrary(at)
		b.hand[found]++
		b.nhand++
		if g.trace != nil {
			g.tracef("put %s into hand", g.name(found))
		}
	}
}

// spentCopies is how many copies of land id on the battlefield have no mana
// left to give this turn: tapped ones, and every copy of a land that makes
// no mana. Sacrificing one of them loses nothing this turn.
func (g *game) spentCopies(id int) int {
	c := &g.d.Cards[id]
	b := &g.b
	if c.Kind < 0 && c.Vary < 0 && g.cidx[id] < 0 && c.ConvKind < 0 {
		return int(b.field[id])
	}
	return min(int(b.tapped[id]), int(b.field[id]))
}

// shiftLands sacrifices Scapeshift's lands and returns how many it
// sacrificed (as many as it then finds). Its objective: the count of lands
// stays, and every land found enters tapped, so it sacrifices only lands
// whose mana is spent this turn (spentCopies), and only where the library
// holds a land that scores higher by the land choice's score (landScore:
// the colours the hand needs): the worst spent land for the best land
// left, the next worst for the next best, while the find scores higher.
// (Landfall's gain from more lands entering is not weighed.)
func (g *game) shiftLands(s *decks.Search) int {
	b := &g.b
	need := g.neededColors()
	var libN [MaxCards]uint16
	for j := g.pos; j < g.end; j++ {
		if id := g.lib[j]; g.fits(id, s.Types, s.Basic, s.Any) {
			libN[id]++
		}
	}
	var used [MaxCards]uint8
	var sac [MaxCards]uint8
	n := 0
	for {
		best, bestScore := -1, -1
		for id := range g.n {
			if libN[id] == 0 {
				continue
			}
			if sc := g.landScore(uint16(id), need); sc > bestScore || sc == bestScore && g.better(id, best) {
				best, bestScore = id, sc
			}
		}
		worst, worstScore := -1, 1<<30
		for id := range g.n {
			if g.d.Cards[id].Types&decks.Land == 0 || b.field[id] == 0 || int(used[id]) >= g.spentCopies(id) {
				continue
			}
			if sc := g.landScore(uint16(id), need); sc < worstScore || sc == worstScore && g.better(worst, id) {
				worst, worstScore = id, sc
			}
		}
		if best < 0 || worst < 0 || bestScore <= worstScore {
			break
		}
		libN[best]--
		used[worst]++
		sac[worst]++
		n++
	}
	for id := range g.n {
		for range sac[id] {
			if g.trace != nil {
				g.tracef("sacrifice %s", g.name(uint16(id)))
			}
			g.dies(uint16(id))
		}
	}
	return n
}

// sacrificeForSearch decides Springbloom Druid's "you may sacrifice a land.
// if you do, search" and sacrifices it. Its objective: a land for two
// found is one more land; it sacrifices when the library holds two lands
// the search may find, or one that scores higher than the land it gives
// (landScore); the land given is the lowest-scoring one whose mana is spent
// this turn (spentCopies), else the lowest-scoring untapped one.
func (g *game) sacrificeForSearch(s *decks.Search) bool {
	b := &g.b
	need := g.neededColors()
	finds := 0
	for j := g.pos; j < g.end && finds < 2; j++ {
		if g.fits(g.lib[j], s.Types, s.Basic, s.Any) {
			finds++
		}
	}
	worst, worstScore, worstSpent := -1, 1<<30, false
	for id := range g.n {
		if g.d.Cards[id].Types&decks.Land == 0 || b.field[id] == 0 {
			continue
		}
		spent := g.spentCopies(id) > 0
		sc := g.landScore(uint16(id), need)
		if worst < 0 || spent && !worstSpent || spent == worstSpent && (sc < worstScore || sc == worstScore && g.better(worst, id)) {
			worst, worstScore, worstSpent = id, sc, spent
		}
	}
	if worst < 0 || finds == 0 {
		return false
	}
	if finds == 1 {
		found, _, _ := g.searchChoice(s.Types, s.Basic, s.Any)
		if g.landScore(found, need) <= worstScore {
			return false
		}
	}
	if g.trace != nil {
		g.tracef("sacrifice %s", g.name(uint16(worst)))
	}
	g.dies(uint16(worst))
	return true
}

// fits reports whether card id is a land a search of (types, basic, any)
// may find.
func (g *game) fits(id uint16, types mana.Mask, basic, any bool) bool {
	c := &g.d.Cards[id]
	if c.Types&decks.Land == 0 {
		return false
	}
	if any {
		return true
	}
	return c.LandTypes&types != 0 && (!basic || c.Types&decks.Basic != 0)
}

// attackSearches carries out the searches of the creatures that attack
// (Primeval Titan): each attacking copy's search once. The creatures that
// attack are those combat counts: untapped, not summoning sick unless
// hasty.
func (g *game) attackSearches() {
	for _, id16 := range g.seekAttack {
		id := int(id16)
		h := &g.hot[id]
		if h.power <= 0 || h.is(hDefender) {
			continue // (it does not attack: see combat)
		}
		ready := g.attackReady(id) // (vigilance.go)
		for ; ready > 0; ready-- {
			if g.trace != nil {
				g.tracef("%s attacks: search", g.name(id16))
			}
			g.searchLands(&g.d.Cards[id].Search)
		}
	}
}

// endAbilities activates, at the end of the turn (after combat, before
// cleanup), the activated searches the mana left unused pays for
// (payUnused: the rule and its reasons are the Monoliths' untap's). The
// objective: a search that puts a land onto the battlefield is activated
// whenever the mana pays (Thawing Glaciers: a basic land for {1}); one
// that puts a land into the hand, or draws, only when the hand holds no
// land card for the next turn's land drop (Expedition Map and Yavimaya
// Elder are used up by it). Thawing Glaciers returns to its owner's hand
// at this turn's cleanup: the discard to hand size comes after.
func (g *game) endAbilities() {
	b := &g.b
	for _, id16 := range g.seekAbil {
		id := int(id16)
		c := &g.d.Cards[id]
		a := &c.Seek.Ability
		for {
			ready := int(b.field[id])
			if a.Tap {
				ready -= int(b.tapped[id])
				if c.Types&decks.Creature != 0 && !g.hot[id].is(hHaste) {
					ready -= int(b.fresh[id])
				}
			}
			if ready <= 0 || a.Find.Battlefield == 0 && g.handLands() > 0 {
				break
			}
			if !g.payUnused(&a.Demand) {
				break
			}
			if g.trace != nil {
				g.tracef("pay %s with unused mana: activate %s", a.Cost, g.name(id16))
			}
			switch {
			case a.SacSelf:
				g.dies(id16) // (Yavimaya Elder's dies trigger searches)
			case a.Tap:
				b.tapped[id]++
			}
			g.searchLands(&a.Find)
			for range a.Draw {
				if !g.draw() && g.killTurn == 0 {
					g.dead = true
				}
			}
			if a.Return {
				g.leave(id16)
				b.hand[id]++
				b.nhand++
				if g.trace != nil {
					g.tracef("%s returns to its owner's hand", g.name(id16))
				}
			}
		}
	}
}
