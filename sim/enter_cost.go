package sim

import "github.com/goldfishsim/goldfish/decks"

// What a permanent's entering costs besides its mana (decks/enter_cost.go),
// each chosen by a written objective:
//
//   - Mox Diamond enters only by discarding a land card. It is cast when the
//     hand holds a land card beyond the land plays left this turn (a spare
//     land), the least useful land discarded. Then casting it never costs
//     mana on any turn: the spare land could reach the battlefield only as a
//     later land drop, and every later drop the spare could have made is
//     made by the lands that come after it, or by none in both lines, so the
//     Mox is one mana more from this turn on until the lines meet (and a Mox
//     kept in hand waits for a spare land to be cast at all). Without a spare
//     land it is not cast: the only land card would be this turn's drop, and
//     the Mox in its place is the same mana this turn and a land drop less.
//     It is cast as the precombat main phase begins, so the statistics' board
//     has it (a {0} permanent the turn could always cast first), and again
//     whenever the planner finds a spare land in a line (a land drawn).
//   - Glint Hawk returns an artifact to the hand or is sacrificed. By the
//     planner's order (next turn's mana before the clock), it returns one only
//     when that costs no mana: a nontoken artifact whose mana value is 0 and
//     whose entering costs nothing (recast for nothing: Mox Opal, a Mox
//     Diamond's discard aside) or one that makes no mana; a tapped one
//     first (its mana made this turn), then the game's random order. With
//     none, the Hawk goes (to the graveyard: it dies).
//   - Glacial Chasm sacrifices a land as it enters: itself. It makes no
//     mana, and while it stays its creatures can't attack and its
//     cumulative upkeep costs life; any other land makes at least its
//     mana. So its other lines never apply.

// enterCostLists notes the deck's cards whose entering costs something:
// resolving them changes mana (the hand's lands, an artifact, a land).
func (g *game) enterCostLists() {
	for id := range g.d.Cards {
		ec := g.d.Cards[id].EnterCost
		if !ec.Any() {
			continue
		}
		g.hot[id].flags &^= hPlainResolve | hOneWay
		if ec.DiscardLand {
			g.moxes = append(g.moxes, uint16(id))
		}
	}
}

// spareLand reports whether the hand holds a land card beyond the land
// plays left this turn (one a turn, none once played).
func (g *game) spareLand() bool {
	b := &g.b
	n := 0
	for _, id := range g.landIDs {
		if g.hot[id].is(hLand) { // (a land card: its front face is a land)
			n += int(b.hand[id])
		}
	}
	if !b.landPlayed {
		n--
	}
	return n > 0
}

// castMoxes casts each Mox Diamond in hand while a spare land is there
// (the objective above).
func (g *game) castMoxes() {
	for _, id := range g.moxes {
		for g.b.hand[id] > 0 && g.spareLand() {
			if !g.cast(int(id), 0) {
				break
			}
		}
	}
}

// discardToEnter discards, as Mox Diamond would enter, the least useful
// land card in hand (by the land choice's score, then the game's random
// order); with none, the Mox goes to the graveyard: false.
func (g *game) discardToEnter(id uint16) bool {
	b := &g.b
	need := g.neededColors()
	worst, ws := -1, 0
	for _, x16 := range g.landIDs {
		x := int(x16)
		if b.hand[x] == 0 || !g.hot[x].is(hLand) {
			continue
		}
		s := g.landScore(uint16(x), need)
		if worst < 0 || s < ws || s == ws && g.better(worst, x) {
			worst, ws = x, s
		}
	}
	if worst < 0 {
		g.toGrave(id)
		if g.trace != nil {
			g.tracef("%s goes to the graveyard: no land card to discard", g.name(id))
		}
		return false
	}
	b.hand[worst]--
	b.nhand--
	g.toGrave(uint16(worst))
	if g.trace != nil {
		g.tracef("discard %s for %s to enter", g.name(uint16(worst)), g.name(id))
	}
	return true
}

// enterCostTrigger resolves what a permanent's entering takes after it is
// there: Glint Hawk's artifact or itself, Glacial Chasm's land (itself).
func (g *game) enterCostTrigger(id uint16, ec decks.EnterCost) {
	if ec.SacLand {
		g.dies(id)
		if g.trace != nil {
			g.tracef("%s sacrifices itself (a land that makes no mana)", g.name(id))
		}
		return
	}
	if !ec.ReturnArtifact {
		return
	}
	x := g.returnChoice(id)
	if x < 0 {
		g.dies(id)
		if g.trace != nil {
			g.tracef("sacrifice %s: no artifact returns for nothing", g.name(id))
		}
		return
	}
	b := &g.b
	g.leave(uint16(x))
	b.hand[x]++
	b.nhand++
	if g.trace != nil {
		g.tracef("%s returns %s to the hand", g.name(id), g.name(uint16(x)))
	}
}

// returnChoice is the artifact Glint Hawk returns, by the objective above;
// -1 for none.
func (g *game) returnChoice(self uint16) int {
	b := &g.b
	best, bt := -1, false
	for x := 0; x < g.n; x++ {
		c := &g.d.Cards[x]
		if b.field[x] == 0 || c.Types&decks.Artifact == 0 || !g.hot[x].is(hPlayed) || c.Choice >= 0 {
			continue // (a token, or a Chrome Mox's companion, is no card to return)
		}
		free := c.MV == 0 && c.Castable && !c.EnterCost.Any() && c.Types&decks.Land == 0
		makes := g.kindOf(x) >= 0 || c.Vary >= 0 || c.ConvKind >= 0 || c.CostSource >= 0 || c.Types&decks.Land != 0
		if !free && makes {
			continue
		}
		tapped := b.tapped[x] > 0
		if best < 0 || tapped && !bt || tapped == bt && g.better(x, best) {
			best, bt = x, tapped
		}
	}
	return best
}

// curveGone reports whether land card id is no land of the policy-free
// castability: Glacial Chasm, which sacrifices itself as it enters, so
// any play of the lands dealt that plays it is matched, land for land and
// mana for mana, by the same play without it (River of Tears' {B} on the
// turn it would be the land played aside: a lower bound there).
func curveGone(g *game, id int) bool {
	return g.d.Cards[g.landFace(id)].EnterCost.SacLand
}
