package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Casting and resolving: the rules' mechanics of a spell from the hand (or
// the command zone) to its effect, of casting a card face down and turning
// it face up, and of playing a land. Which ones, in what order, is the
// planner's (planner.go).

// playLand plays card id from the hand as a land (face: the face put onto
// the battlefield), with the options lp.
func (g *game) playLand(id, face uint16, lp landPlay) {
	b := &g.b
	b.hand[id]--
	b.nhand--
	b.landPlayed = true
	if g.trace != nil {
		g.tracef("play land %s", g.name(face))
	}
	g.enter(face, false, lp)
	if len(g.sacOnLand) > 0 {
		g.sacrificeOnLandPlay(face, lp.float)
	}
}

// sacrificeOnLandPlay sacrifices, as another land is played, the lands that
// say so (City of Traitors): the copies there before this one. With float,
// an untapped one is tapped for its mana first (a mana ability, played
// while the trigger waits: the mana stays in the pool for the phase).
func (g *game) sacrificeOnLandPlay(played uint16, float bool) {
	b := &g.b
	for _, id := range g.sacOnLand {
		n := int(b.field[id])
		if id == played {
			n-- // the one just played stays
		}
		for ; n > 0; n-- {
			k := g.kindOf(int(id))
			if float && k >= 0 && g.cidx[id] < 0 && g.untappedCopies(int(id)) > 0 {
				b.src.RemoveKind(k, 1)
				b.tapped[id]++
				g.addMana(b.src.Kind(k))
				if g.trace != nil {
					g.tracef("tap %s for mana before it is sacrificed: pool %s", g.name(id), b.pool.String())
				}
			}
			g.dies(id)
			if g.trace != nil {
				g.tracef("sacrifice %s (another land was played)", g.name(id))
			}
		}
	}
}

// cast casts card id (with X = x) and resolves it; false, changing nothing,
// if it could not be paid. A spirit guide is exiled for its mana instead.
func (g *game) cast(id, x int) bool {
	c := &g.d.Cards[id]
	h := &g.hot[id] // (the flags first: a CardInfo is kilobytes, its fields far apart)
	b := &g.b
	if c.SacFor >= 0 && g.sacrificeChoice(id) < 0 {
		return false // (its additional cost: no permanent to sacrifice)
	}
	if !h.is(hFromHand) {
		if d, dx := g.demandOf(id, x); !g.payFor(d, dx, g.keepFor(id)) {
			return false
		}
	}
	if c.SacFor >= 0 {
		if o := g.sacrificeChoice(id); o >= 0 { // (the payment may have sacrificed the one chosen before)
			g.paySacrifice(id, o)
		}
	}
	g.removeFromHand(id)
	b.castTurn[id]++
	if c.CastUntaps != 0 {
		g.untapOnCast(c.CastUntaps) // (its cast triggers resolve first)
	}
	switch {
	case h.is(hFromHand):
		b.oneShots++
	case h.is(hRitual):
		b.spells++
		b.oneShots++
	default:
		b.spells++
		b.value += int(h.mv)
		if x > 0 && h.is(hXSpell) {
			b.value += x * c.Demand.Cost().Vars()
		}
	}
	if g.trace != nil {
		switch {
		case c.Demand.Cost().Vars() > 0:
			g.tracef("cast %s with X=%d", g.name(uint16(id)), x)
		case c.FromHand:
			g.tracef("exile %s from hand for mana", g.name(uint16(id)))
		default:
			g.tracef("cast %s", g.name(uint16(id)))
		}
	}
	g.resolve(id, x)
	if h.is(hAdventure) {
		// The adventure resolved: its card goes to exile, from where its
		// creature may be cast later (rule 715.4).
		b.exiled[c.Alt]++
		b.used = true
		if g.trace != nil {
			g.tracef("%s goes on an adventure (exiled: its creature may be cast from there)", g.name(uint16(c.Alt)))
		}
	}
	return true
}

// keepFor is the mana types to keep while paying for card id: the colours
// the rest of the hand needs.
func (g *game) keepFor(id int) mana.Mask {
	b := &g.b
	if b.hand[id] > 0 {
		b.hand[id]-- // out of the hand while choosing what to keep
		keep := g.neededColors()
		b.hand[id]++
		return keep
	}
	return g.neededColors()
}

// castFaceDown casts a card with morph face down for {3}: a 2/2 creature
// with no name, cost or abilities.
func (g *game) castFaceDown(id int) bool {
	c := &g.d.Cards[id]
	b := &g.b
	if b.hand[id] == 0 || !g.payFor(&c.MorphDown, 0, g.keepFor(id)) {
		return false
	}
	b.hand[id]--
	b.nhand--
	b.faceDown[id]++
	b.downFresh[id]++
	b.used = true
	b.spells++
	b.morphs++
	b.value += 3
	if g.trace != nil {
		g.tracef("cast %s face down (a 2/2 for {3})", g.name(uint16(id)))
	}
	return true
}

// turnFaceUp turns a face-down card face up for its morph cost (a special
// action: it does not use the stack and is not a spell).
func (g *game) turnFaceUp(id int) bool {
	c := &g.d.Cards[id]
	b := &g.b
	if b.faceDown[id] == 0 || !g.payFor(&c.MorphUp, 0, g.neededColors()) {
		return false
	}
	b.faceDown[id]--
	b.field[id]++
	if b.downFresh[id] > 0 {
		b.downFresh[id]--
		b.fresh[id]++ // cast face down this turn: still summoning sick
	}
	b.value += c.MorphUp.Cost().ManaValue()
	if len(g.costs) > 0 {
		g.refreshCosts() // (it may pay one: Birchlore Rangers' Elves)
	}
	if g.trace != nil {
		g.tracef("turn %s face up for %s", g.name(uint16(id)), c.MorphUp.Cost())
	}
	return true
}

// removeFromHand takes a card being cast from where it is: the hand, the
// command zone, exile (a creature after its adventure), or for another face
// its card in hand.
func (g *game) removeFromHand(id int) {
	b := &g.b
	c := &g.d.Cards[id]
	switch {
	case b.hand[id] > 0:
		b.hand[id]--
	case b.command[id] > 0:
		b.command[id]--
		return
	case b.exiled[id] > 0:
		b.exiled[id]--
		return
	default: // another face of a card in hand
		b.hand[c.Alt]--
	}
	b.nhand--
}

// resolve carries out what a spell does.
func (g *game) resolve(id, x int) {
	c := &g.d.Cards[id]
	h := &g.hot[id]
	b := &g.b
	if h.is(hTokens) {
		g.makeTokens(id, decks.OnCast) // (its cast trigger resolves first)
	}
	if c.Channel && g.channelKind >= 0 {
		g.openChannel()
	}
	if h.is(hTurnBonus) {
		g.startTurnBonus(uint16(id))
	}
	if h.is(hMakesMana) {
		r := c.Ritual
		if g.gy.on {
			r = g.graveRitual(id, r)
		}
		g.addRitual(r)
		if g.trace != nil {
			g.tracef("add mana: pool %s", b.pool.String())
		}
	}
	if c.SacMana.Has() {
		g.addSacMana(c.SacMana) // (sacrifice_cost.go)
	}
	if h.is(hDraws) {
		for range c.Draw {
			if !g.draw() {
				g.dead = true
			}
		}
	}
	if h.is(hSearch) {
		g.searchLands(&c.Search) // (ramp.go)
	}
	if c.Damage > 0 {
		dmg := c.Damage
		if c.XDamage {
			dmg = x
		}
		b.opp -= dmg
		if g.trace != nil && dmg > 0 {
			g.tracef("%d damage: opponent at %d", dmg, b.opp)
		}
	}
	if h.is(hTokens) && !h.is(hPermanent) {
		g.tokenX = x // (Kozilek's Command's X Spawn)
		g.makeTokens(id, decks.OnResolve)
		g.tokenX = 0
	}
	if h.is(hPermanent) && !h.is(hFromHand) {
		g.enterX = x // (Everflowing Chalice's kicks)
		g.enter(uint16(id), false, landPlay{})
		g.enterX = 0
	} else if !h.is(hPermanent) && !h.is(hAdventure) {
		g.toGrave(uint16(id)) // an instant or sorcery, resolved (an adventure is exiled: cast)
	}
	if g.untapFx {
		g.untapResolved(id) // (untappers.go)
	}
}

// addRitual adds a ritual's mana to the pool: its fixed mana, and its mana of
// any colour in the colours the hand needs (policy.go).
func (g *game) addRitual(r decks.Ritual) {
	p := &g.b.pool
	for t := mana.W; t < mana.NumTypes; t++ {
		if r.Fixed[t] > 0 {
			p.Add(mana.MakeUnit(t, false, mana.Unrestricted), int(r.Fixed[t]))
		}
	}
	need := g.neededColors()
	for range r.Any {
		t := g.colorFor(mana.AllColors, need)
		p.Add(mana.MakeUnit(t, false, mana.Unrestricted), 1)
		if need&^t.Mask() != 0 {
			need &^= t.Mask() // the next unit for another colour the hand needs
		}
	}
}
