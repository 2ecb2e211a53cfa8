package sim

import (
	"github.com/goldfishsim/goldfish/mana"
)

// The turn structure: a game from the opening hand to the last turn, each
// turn's steps and phases, and what the statistics see of them.

// play plays game i on side s from the opening hand to the last turn and
// adds it to the counts.
func (g *game) play(s Side, i int64) {
	g.reset(s, i)
	g.mulligan()
	g.decideNatural()
	if g.openers && s == OnDraw {
		g.beginOnField()
	}
	st := &g.stats.Sides[s]
	st.Games++
	st.Mulligans[min(g.mulligans, 7)]++
	st.Kept[g.keptSize]++
	for t := 1; t <= g.cfg.Turns && !g.dead && !(g.cfg.StopAtKill && g.killTurn > 0); t++ {
		g.playTurn(t)
	}
	st.Kill[g.killTurn]++
	g.rec.Mulligans, g.rec.Kept, g.rec.KillTurn = g.mulligans, g.keptSize, g.killTurn
}

// playTurn plays one turn: untap, upkeep, draw, precombat main, combat,
// postcombat main, end step, cleanup.
func (g *game) playTurn(t int) {
	b := &g.b
	g.turn = t
	clear(b.castTurn[:g.n])
	b.spent, b.lost, b.spells, b.discards, b.burn, b.morphs = 0, 0, 0, 0, 0, 0
	b.lifePaid, b.value, b.oneShots = 0, 0, 0
	b.lfResolved = [maxLandfall]uint8{}
	b.landPlayed = false
	if g.playedVary {
		g.refreshVary() // (River of Tears: no land played yet)
	}
	g.turnStartOpp = b.opp
	if g.trace != nil {
		g.tracef("— turn %d (%s), life %d, opponent %d", t, g.side, b.life, b.opp)
	}
	if len(g.oppDrawTokens) > 0 && t > 1 {
		g.opponentDrew() // (in the idle opponent's turn before this one)
	}
	g.untap()
	if len(g.upkeepUntap) > 0 {
		g.upkeepUntaps() // (Mana Vault)
	}
	if len(g.flippers) > 0 {
		g.upkeepFlips() // the upkeep's triggers
	}
	g.drawStepDamage()
	// Draw: the player on the play skips the first draw, except in
	// multiplayer Commander, where everyone draws on turn 1.
	if t > 1 || g.drawsFirstTurn() {
		if !g.draw() && g.killTurn == 0 {
			g.dead = true // drew from an empty library
			if g.trace != nil {
				g.tracef("the library is empty: the player loses")
			}
			return
		}
	}
	// Precombat main phase: its beginning's triggers (Klothys), the
	// planner's land drop, then what the statistics see, then the
	// planner's spells.
	if len(g.gy.mains) > 0 {
		g.mainTriggers()
	}
	if g.saga >= 0 && g.b.nlore > 0 {
		g.addLore()
	}
	if len(g.sacSeek) > 0 {
		g.sacrificeSearches() // (sac_search.go)
	}
	if len(g.moxes) > 0 {
		g.castMoxes() // (enter_cost.go)
	}
	g.mainPhase(t)
	g.emptyPool("precombat main phase")
	if g.b.channel > 0 {
		g.closeChannel()
	}
	g.combat()
	if g.stores {
		g.storeCounters()
	}
	// The postcombat main phase and the end step make no mana in a
	// goldfish, but for what untaps a Monolith with mana left unused.
	if len(g.untapSelf) > 0 {
		g.untapSelves()
	}
	if len(g.seekAbil) > 0 {
		g.endAbilities() // (ramp.go)
	}
	if len(g.cc.pingers) > 0 {
		g.pingUnused()
	}
	if len(g.tokenAbil) > 0 {
		g.tokenAbilities() // (token_makers.go)
	}
	if len(g.voids) > 0 {
		g.endStepSacrifice()
	}
	g.cleanup()
	if len(g.turnBonuses) > 0 {
		g.endTurnBonuses()
	}
	g.endTurn(t)
}

// untap untaps every permanent but those that don't untap during the
// untap step (Mana Vault); creatures are no longer summoning sick.
func (g *game) untap() {
	b := &g.b
	for i, id := range g.noUntap {
		g.stayTapped[i] = b.tapped[id]
	}
	if !g.untapped() {
		b.src.Reset()
		for k := 0; k < b.src.NumKinds(); k++ {
			if b.onKind[k] > 0 {
				b.src.AddKind(k, int(b.onKind[k]))
			}
		}
		b.sickKind = [mana.MaxKinds]uint16{}
		b.costSrc = [maxCosts]uint8{}
		b.channel = 0
		b.gy.src = 0
	}
	clear(b.fresh[:g.n])
	clear(b.tapped[:g.n])
	for i, id := range g.noUntap {
		if n := g.stayTapped[i]; n > 0 {
			// (A tapped copy was not among the untapped sources, so the
			// fast path's check above failed and the sources were rebuilt
			// with every copy: the ones that stay tapped come out again.)
			b.tapped[id] = n
			b.src.RemoveKind(g.kindOf(int(id)), int(n))
		}
	}
	if len(g.costly) > 0 {
		g.untapCostly()
	}
	clear(b.downFresh[:g.n])
	for i := range b.ench[:b.nench] {
		b.ench[i].tapped = false
	}
	for _, id := range g.convs {
		b.convReady[id] = b.field[id]
	}
	if len(g.costs) > 0 {
		g.refreshCosts()
	}
	if len(g.gy.taps) > 0 {
		g.refreshGrave()
	}
	if len(g.untappers) > 0 {
		b.untapReady, b.untapUsed, b.untapKind, b.untapSrc = 0, 0, -1, 0
		for _, id := range g.untappers {
			b.untapReady += int(b.field[id])
		}
		g.refreshUntap()
	}
	if len(g.selfUntap) > 0 {
		g.refreshSelfUntaps()
	}
}

// drawStepDamage deals the damage of the permanents that hurt their
// controller at the beginning of the draw step while tapped (Mana Vault).
func (g *game) drawStepDamage() {
	b := &g.b
	for _, id := range g.noUntap {
		c := &g.d.Cards[id]
		if dmg := int(b.tapped[id]) * c.TappedDrawDamage; dmg > 0 {
			b.life -= dmg
			b.lifePaid += dmg
			if g.trace != nil {
				g.tracef("%s is tapped: %d damage to the player (life %d)", g.name(id), dmg, b.life)
			}
		}
	}
}

// untapped reports whether every mana source on the battlefield is
// untapped and counted already, so that untapping would rebuild the
// sources as they are: each kind's count is its count on the battlefield
// and none is summoning sick. (The counts fix the subset sums, which are
// linear in them; a deck with restricted mana is rebuilt all the same,
// since its tables' layout depends on the order things happened. An
// untapper's units are counted in their kind too: then the counts can
// equal the battlefield's only with as many lands tapped, and the untap
// puts the untapper's units back on top of the same counts either way.)
// The first turns of any deck, and every turn of one that casts nothing,
// untap nothing.
func (g *game) untapped() bool {
	b := &g.b
	if g.restricted || g.rebuild || len(g.costs) > 0 || len(g.gy.taps) > 0 {
		return false // (a cost source's sources follow the permanents: rebuilt, then refreshed)
	}
	for k := 0; k < b.src.NumKinds(); k++ {
		if b.src.Count(k) != int(b.onKind[k]) || b.sickKind[k] != 0 {
			return false
		}
	}
	return true
}

// emptyPool empties the mana pool at the end of a phase: the mana is lost,
// and under the classic rules it is mana burn, 1 life per mana.
func (g *game) emptyPool(phase string) {
	b := &g.b
	lost := b.pool.Empty()
	if lost == 0 {
		return
	}
	b.lost += lost
	if g.cfg.Rules == Classic {
		b.life -= lost
		b.burn += lost
		b.lifePaid += lost
		if g.trace != nil {
			g.tracef("the %s ends: %d mana lost, mana burn: %d life (life %d)", phase, lost, lost, b.life)
		}
		return
	}
	if g.trace != nil {
		g.tracef("the %s ends: %d mana lost", phase, lost)
	}
}

// maxHandSize is the hand size cleanup discards down to: seven, or none
// with a permanent that removes the maximum (Reliquary Tower).
func (g *game) maxHandSize() int {
	if g.b.noMaxHand > 0 {
		return 1 << 30
	}
	return 7
}

// cleanup discards down to the maximum hand size.
func (g *game) cleanup() {
	b := &g.b
	for b.nhand > g.maxHandSize() {
		id := g.discardChoice()
		b.hand[id]--
		b.nhand--
		b.discards++
		g.toGrave(id)
		if g.trace != nil {
			g.tracef("discard %s", g.name(id))
		}
	}
}

// record counts the precombat main phase of turn t, after the land drop and
// before any spell: the lands, the mana, and for every card whether it is in
// hand, whether the lands drawn by then could pay it (policy-free), and
// whether the mana on the battlefield could.
func (g *game) record(t int) {
	b := &g.b
	st := &g.stats.Sides[g.side]
	ts := &st.Turn[t-1]
	ts.Games++
	if b.landPlayed {
		ts.LandDrops++
	}
	ts.Lands += int64(b.lands)
	availSpell := g.available(mana.ForSpell)
	availCreature := availSpell // the same unless some mana is for creature spells only
	if g.restricted {
		availCreature = g.available(mana.ForCreatureSpell)
	}
	ts.ManaAvailable += int64(availSpell)
	g.rec.Lands[t-1] = uint8(min(b.lands, 255))
	g.curve.turn(g, t)
	cards := st.Card[(t-1)*g.n : t*g.n]
	life := g.lifeBudget()
	clear(g.payMemo)
	for _, id16 := range g.spellIDs { // the counted cards (hCounted is hCastable)
		id := int(id16)
		h := &g.hot[id]
		ct := &cards[id]
		in := g.inHand(id)
		if in {
			ct.InHand++
		}
		if g.curve.castable(id) {
			ct.Castable++
		}
		if g.curve.enough(id) {
			ct.EnoughMana++
		}
		avail := availSpell
		if h.is(hCreature) {
			avail = availCreature
		}
		if avail >= int(h.mv) {
			ct.EnoughManaInPlay++
		}
		// Cards of one cost (and use) are payable alike: asked once a turn.
		ci := g.curve.costOf[id]
		if g.payMemo[ci] == 0 {
			g.payMemo[ci] = 1
			if g.canPay(g.demandOnZero(&g.b, id), 0, life) {
				g.payMemo[ci] = 2
			}
		}
		if g.payMemo[ci] == 2 {
			ct.CastableInPlay++
			if in {
				ct.InHandCastable++
			}
		}
	}
}

// inHand reports whether a card can be cast from where it is: the hand, the
// command zone, exile after its adventure, or (for another face) its card in
// hand.
func (g *game) inHand(id int) bool { return g.inHandOn(&g.b, id) }

// inHandOn is inHand on board b.
func (g *game) inHandOn(b *board, id int) bool {
	if b.hand[id] > 0 || b.command[id] > 0 || b.exiled[id] > 0 {
		return true
	}
	h := &g.hot[id]
	return h.alt >= 0 && !h.is(hPlayed) && b.hand[h.alt] > 0
}

// endTurn counts the rest of the turn.
func (g *game) endTurn(t int) {
	b := &g.b
	ts := &g.stats.Sides[g.side].Turn[t-1]
	ts.ManaSpent += int64(b.spent)
	ts.ManaLost += int64(b.lost)
	if b.burn > 0 {
		ts.BurnGames++
		ts.BurnLife += int64(b.burn)
	}
	ts.Spells += int64(b.spells)
	ts.Morphs += int64(b.morphs)
	ts.Discarded += int64(b.discards)
	ts.OppLife += int64(b.opp)
	ts.Life += int64(b.life)
	if b.opp <= 0 {
		ts.OppDead++
		if g.killTurn == 0 {
			g.killTurn = t
		}
	}
	cards := g.stats.Sides[g.side].Card[(t-1)*g.n : t*g.n]
	for id := 0; id < g.n; id++ {
		if b.castTurn[id] > 0 {
			cards[id].Cast++
			g.castEver[id] = 1
		}
		if g.castEver[id] != 0 {
			cards[id].CastBy++
		}
	}
	g.rec.Spent[t-1] = uint16(min(b.spent, 65535))
	g.rec.Lost[t-1] = uint16(min(b.lost, 65535))
	g.rec.Turns = t
	if g.trace != nil {
		g.tracef("end of turn %d: %d lands, %d mana spent, %d lost", t, b.lands, b.spent, b.lost)
	}
	// The game is won at the kill: the turns after it are played on for the
	// mana figures (every game reaches every turn), and the player's own life
	// (pain lands, mana burn) or an empty library no longer ends it.
	if b.life <= 0 && g.killTurn == 0 {
		g.dead = true
		if g.trace != nil {
			g.tracef("the player is at %d life and loses", b.life)
		}
	}
}
