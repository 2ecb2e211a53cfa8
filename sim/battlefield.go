package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// The battlefield's mechanics: permanents entering and leaving, lands'
// entering conditions, fetch and bounce lands' abilities, Auras that add
// mana, untappers, combat. Where the rules leave a choice (which land to
// fetch, return or enchant) the policy makes it (policy.go).

// landPlay is how a land is played: the options its own rules offer.
type landPlay struct {
	payLife bool // a "pay life or it enters tapped" land: pay
	float   bool // a bounce land: tap the land it returns for mana first
}

// enter puts a permanent card onto the battlefield: tapped if forced, or as
// its own rules say for lands (lp carries the choices they leave open).
func (g *game) enter(id uint16, forceTapped bool, lp landPlay) {
	if g.hot[id].is(hChoose) {
		id = g.chooseAsItEnters(id)
	}
	if g.copyLands && g.d.Cards[id].CopyLand {
		if x, ok := g.copyChoice(); ok {
			if g.trace != nil {
				g.tracef("%s enters as a copy of %s", g.name(id), g.name(x))
			}
			g.enter(x, true, landPlay{float: g.d.Cards[x].SacUntapped > 0}) // (Vesuva: tapped; a copy of Lotus Field taps the lands first)
			return
		}
	}
	c := &g.d.Cards[id]
	b := &g.b
	if c.EnterSacrifice != 0 && !g.sacrificeToEnter(id, c.EnterSacrifice) {
		return // (into the graveyard)
	}
	if c.EnterCost.DiscardLand && !g.discardToEnter(id) {
		return // (into the graveyard: enter_cost.go)
	}
	b.used = true
	tapped := forceTapped || c.Enters == decks.EntersTapped // (a land's, and a Coldsteel Heart's)
	if c.Types&decks.Land != 0 {
		if !tapped {
			tapped = g.entersTapped(id, lp.payLife)
		}
		b.lands++
		if c.Types&decks.Basic != 0 {
			b.basics++
		}
		for t := mana.W; t < mana.C; t++ {
			if c.LandTypes.Has(t) {
				b.landTypes[t]++
			}
		}
	}
	if tapped && len(g.amulets) > 0 && g.amuletUntaps(b) {
		tapped = false
		if g.trace != nil {
			g.tracef("%s untaps %s", g.name(uint16(g.amuletOn(b))), g.name(id))
		}
	}
	b.field[id]++
	if c.Types&decks.Creature != 0 {
		b.fresh[id]++
	}
	if c.NoMaxHand {
		b.noMaxHand++
	}
	if g.cidx[id] >= 0 {
		g.enterCostly(id, tapped)
	} else if k := g.kindOf(int(id)); k >= 0 {
		b.onKind[k]++
		switch {
		case tapped:
			b.tapped[id]++
		case c.Sick:
			b.sickKind[k]++
		default:
			b.src.AddKind(k, 1)
		}
	} else if tapped && (c.Vary >= 0 || c.Seek.Ability.Tap) {
		b.tapped[id]++ // (a varying card that makes nothing yet; a tapped Thawing Glaciers)
	}
	if c.ConvKind >= 0 && !tapped && !convSick(c) {
		b.convReady[id]++
	}
	if g.trace != nil {
		state := ""
		if tapped {
			state = " tapped"
		}
		g.tracef("%s enters%s", g.name(id), state)
	}
	if c.IsAura {
		g.attachAura(id)
	}
	if c.IsUntapper && c.Haste {
		b.untapReady++ // (no staple has it: one that arrives ready)
	}
	if len(g.untappers) > 0 && (c.IsUntapper || c.Types&decks.Land != 0) {
		g.refreshUntap()
	}
	if c.SelfUntaps > 0 && len(g.selfUntap) > 0 {
		g.selfUntapsMoved(id, true)
	}
	if c.Bounce {
		g.bounce(id, lp.float)
	}
	if len(g.d.Grows) > 0 {
		g.growEnter(id) // (before refreshVary: Marwyn's mana follows them)
	}
	if len(g.varying) > 0 {
		g.refreshVary()
	}
	if len(g.costs) > 0 {
		g.refreshCosts()
	}
	if len(g.gy.taps) > 0 {
		g.refreshGrave()
	}
	if g.hot[id].is(hTokens) {
		g.makeTokens(int(id), decks.OnEnter)
	}
	if len(g.landfalls) > 0 && c.Types&decks.Land != 0 {
		g.landfall()
	}
	if g.quest >= 0 && (int(id) == g.quest || c.Types&decks.Land != 0) {
		if int(id) == g.quest {
			g.questEnters()
		} else {
			g.questLandfall() // (quest.go)
		}
	}
	if c.Fetchy && c.Fetch.Cost.IsNone() {
		g.crackFetch(id)
	}
	if c.SacUntapped > 0 {
		g.sacrificeUntapped(c.SacUntapped, lp.float)
	}
	if int(id) == g.saga && b.nlore < maxSagaCopies {
		b.lore[b.nlore] = 1 // (chapter I: its mana ability)
		b.nlore++
	}
	if int(id) == g.bank {
		g.chargeEnters() // (token_makers.go)
	}
	if c.EnterCost.ReturnArtifact || c.EnterCost.SacLand {
		g.enterCostTrigger(id, c.EnterCost)
	}
}

// entersTapped decides whether a land enters tapped, by its rules; a "pay
// life or it enters tapped" land pays when payLife says so and the player
// can (never down to 0 life).
func (g *game) entersTapped(id uint16, payLife bool) bool {
	c := &g.d.Cards[id]
	switch c.Enters {
	case decks.EntersTapped:
		return true
	case decks.EntersTappedUnlessPayLife:
		if payLife && c.EnterLife <= payableLife(g.b.life) {
			g.b.life -= c.EnterLife
			g.b.lifePaid += c.EnterLife
			if g.trace != nil {
				g.tracef("pay %d life for %s to enter untapped (life %d)", c.EnterLife, g.name(id), g.b.life)
			}
			return false
		}
		return true
	}
	return g.conditionTapped(id)
}

// conditionTapped evaluates the entering conditions that involve no choice
// (check, fast, slow, battle and bond lands), on the board as it is.
func (g *game) conditionTapped(id uint16) bool { return g.conditionTappedOn(&g.b, id) }

// conditionTappedOn is conditionTapped with the lands of board b: the rule
// is decks.EnterMode.Untapped, shared with the policy-free castability.
func (g *game) conditionTappedOn(b *board, id uint16) bool {
	c := &g.d.Cards[id]
	if c.Enters == decks.EntersTappedUnlessPayLife {
		return true // unless the player pays: see entersTapped
	}
	var types mana.Mask
	for t := mana.W; t < mana.C; t++ {
		if b.landTypes[t] > 0 {
			types |= t.Mask()
		}
	}
	bs := g.beside(b.lands, b.basics, types, min(b.life, b.opp))
	if c.Reveal >= 0 {
		for _, m := range g.d.Reveals[c.Reveal].Cards {
			bs.Reveal += int(b.hand[m])
		}
	}
	bs.Turn = g.turn
	return !c.Enters.Untapped(c.Unless, bs)
}

// crackFetch sacrifices a fetch land and puts the land it finds onto the
// battlefield.
func (g *game) crackFetch(id uint16) {
	c := &g.d.Cards[id]
	b := &g.b
	if c.Fetch.Life > payableLife(b.life) {
		return // not worth dying for
	}
	g.dies(id)
	b.life -= c.Fetch.Life
	b.lifePaid += c.Fetch.Life
	for range c.Fetch.N {
		found, at, ok := g.searchChoice(c.Fetch.Types, c.Fetch.Basic, false)
		if !ok {
			break
		}
		if g.trace != nil {
			g.tracef("sacrifice %s (%d life): find %s", g.name(id), c.Fetch.Life, g.name(found))
		}
		g.removeFromLibrary(at)
		g.enter(found, c.Fetch.Tapped, landPlay{payLife: g.payToEnter(found)})
	}
	if c.Fetch.Gain > 0 {
		g.gainLife(c.Fetch.Gain)
	}
}

// leave takes a permanent off the battlefield (sacrificed or returned): an
// unenchanted copy if there is one, a tapped one if there is one.
func (g *game) leave(id uint16) {
	c := &g.d.Cards[id]
	b := &g.b
	if b.field[id] <= g.enchantedCopies(id) {
		if k, untapped := g.unenchant(id); untapped {
			b.src.RemoveKind(k, 1)
		}
		b.onKind[c.Kind]++ // (unenchant moved it back to the land's own kind)
	}
	b.field[id]--
	if c.Types&decks.Land != 0 {
		b.lands--
		if c.Types&decks.Basic != 0 {
			b.basics--
		}
		for t := mana.W; t < mana.C; t++ {
			if c.LandTypes.Has(t) {
				b.landTypes[t]--
			}
		}
	}
	if c.NoMaxHand {
		b.noMaxHand--
	}
	if int(id) == g.saga && b.nlore > int(b.field[id]) {
		b.nlore = int(b.field[id]) // (a copy gone otherwise: the newest)
	}
	if g.cidx[id] >= 0 {
		g.leaveCostly(id)
	} else if k := g.kindOf(int(id)); k >= 0 {
		b.onKind[k]--
		switch {
		case b.tapped[id] > 0:
			b.tapped[id]--
		case c.Sick && b.fresh[id] > 0:
			b.sickKind[k]--
		default:
			b.src.RemoveKind(k, 1)
		}
	} else if (c.Vary >= 0 || c.Seek.Ability.Tap || c.ConvCreature && c.Kind < 0) && b.tapped[id] > 0 {
		b.tapped[id]--
	}
	if c.Types&decks.Creature != 0 && b.fresh[id] > b.field[id] {
		b.fresh[id]--
	}
	if c.ConvKind >= 0 && b.convReady[id] > b.field[id] {
		b.convReady[id]--
	}
	if len(g.d.Grows) > 0 {
		g.growLeave(id) // (before refreshVary: converters.go)
	}
	if c.SelfUntaps > 0 && len(g.selfUntap) > 0 {
		g.selfUntapsMoved(id, false)
	}
	if len(g.untappers) > 0 && c.Types&decks.Land != 0 {
		g.refreshUntap()
	}
	if len(g.varying) > 0 {
		g.refreshVary()
	}
	if len(g.costs) > 0 {
		g.refreshCosts()
	}
	if len(g.gy.taps) > 0 {
		g.refreshGrave()
	}
}

// kindOf is the kind of source card id is now: its own, or for a card
// whose mana follows the board, the kind the board makes it.
func (g *game) kindOf(id int) int { return g.kindOn(&g.b, id) }

// kindOn is kindOf on board b.
func (g *game) kindOn(b *board, id int) int {
	if v := g.vidx[id]; v >= 0 {
		return int(b.vkind[v])
	}
	return g.d.Cards[id].Kind
}

// refreshVary moves each card whose mana follows the board to the kind the
// board makes it now (its copies: untapped, summoning sick and tapped).
func (g *game) refreshVary() {
	b := &g.b
	for v, id16 := range g.varying {
		id := int(id16)
		vy := &g.d.Vary[g.d.Cards[id].Vary]
		state := 0
		if vy.Like {
			var m mana.Mask
			for _, l := range vy.Count[0] {
				if b.field[l] > 0 {
					if k := g.kindOn(b, int(l)); k >= 0 {
						m |= b.src.Kind(k).Mask()
					}
				}
			}
			state = vy.LikeState(m)
		} else if vy.Colors {
			var m mana.Mask
			for i, l := range vy.Count[0] {
				if b.field[l] > 0 {
					m |= vy.ColorOf[i]
				}
			}
			state = vy.LikeState(m)
		} else if vy.Played {
			state = playedState(b)
		} else if vy.Power {
			state = vy.PerState(max(g.powerOf(b, id), 0)) // (Marwyn: converters.go)
		} else if vy.Per {
			zone := &b.field
			if vy.Hand {
				zone = &b.hand // (Metalworker's revealed cards: cardcosts.go)
			}
			for _, m := range vy.Count[0] {
				state += int(zone[m])
			}
			state = vy.PerState(state)
		} else {
			state = 1
			for i, ids := range vy.Count {
				n := 0
				for _, m := range ids {
					n += int(b.field[m])
				}
				if n < vy.Need[i] {
					state = 0
				}
			}
		}
		k0, k1 := int(b.vkind[v]), vy.Kinds[state]
		if k0 == k1 {
			continue
		}
		b.vkind[v] = int8(k1)
		n := int(b.field[id])
		if n == 0 {
			continue
		}
		sick := 0
		if g.d.Cards[id].Sick {
			sick = min(int(b.fresh[id]), n-int(b.tapped[id]))
		}
		ready := n - int(b.tapped[id]) - sick
		if k0 >= 0 {
			b.onKind[k0] -= uint16(n)
			b.sickKind[k0] -= uint16(sick)
			b.src.RemoveKind(k0, ready)
		}
		if k1 >= 0 {
			b.onKind[k1] += uint16(n)
			b.sickKind[k1] += uint16(sick)
			b.src.AddKind(k1, ready)
		}
	}
}

// untappedCopies counts the copies of permanent id that can tap for mana
// now: not enchanted (those are in ench), not tapped, not summoning sick.
func (g *game) untappedCopies(id int) int {
	b := &g.b
	n := int(b.field[id]) - int(g.enchantedCopies(uint16(id))) - int(b.tapped[id])
	if g.d.Cards[id].Sick {
		n -= int(b.fresh[id])
	}
	return max(n, 0)
}

// bounce returns a land to its owner's hand (a bounce land's trigger, a
// Lair's or Karoo land's: what it may return is its rule, decks.ReturnRule).
// The policy picks the land; with float, an untapped one is tapped for mana
// first (the mana is in the pool for the rest of the phase), unless the
// rule asks for an untapped one. With nothing it may return, a bounce land
// returns itself and a Lair or Karoo land is sacrificed (with float, a
// Lair, untapped, is tapped for its mana first: the trigger waits).
func (g *game) bounce(self uint16, float bool) {
	b := &g.b
	rule := &g.d.Returns[g.d.Cards[self].Return]
	id, ok := g.bounceChoice(self, rule)
	if !ok && rule.OrSacrifice {
		if float {
			g.floatBeforeLeaving(self, "is sacrificed")
		}
		g.dies(self)
		if g.trace != nil {
			g.tracef("sacrifice %s: no land it may return", g.name(self))
		}
		return
	}
	k := g.kindOf(int(id))
	switch {
	case rule.Untapped && k >= 0:
		// An untapped copy goes: count it tapped (its mana unused) for leave,
		// which takes a tapped copy first.
		b.src.RemoveKind(k, 1)
		b.tapped[id]++
	case float:
		g.floatBeforeLeaving(id, "returns")
	}
	g.leave(id)
	b.hand[id]++
	b.nhand++
	if g.trace != nil {
		g.tracef("return %s to hand", g.name(id))
	}
}

// floatBeforeLeaving taps an untapped copy of permanent id for mana as it
// is about to leave, if no copy of it is tapped (the copy that goes is then
// that one) and it is no creature; how says how it leaves, for the trace.
func (g *game) floatBeforeLeaving(id uint16, how string) {
	b := &g.b
	k := g.kindOf(int(id))
	if k < 0 || g.cidx[id] >= 0 || b.tapped[id] != 0 || g.untappedCopies(int(id)) == 0 || g.d.Cards[id].Types&decks.Creature != 0 {
		return
	}
	b.src.RemoveKind(k, 1)
	b.tapped[id]++
	src := b.src.Kind(k)
	g.addMana(src)
	life := int(src.Penalty & decks.PenaltyLife)
	b.life -= life
	b.lifePaid += life
	if g.trace != nil {
		g.tracef("tap %s for mana before it %s: pool %s", g.name(id), how, b.pool.String())
	}
}

// addMana adds what a source makes to the pool, each unit of the type the
// hand needs most (policy.go).
func (g *game) addMana(src mana.Source) {
	need := g.neededColors()
	var ty mana.Type
	for i := range src.N() {
		if i == 0 || !src.Same {
			ty = g.colorFor(src.Units[i], need)
		}
		g.b.pool.Add(mana.MakeUnit(ty, src.Snow, src.Restriction), 1)
	}
}

// attachAura attaches a land Aura with a triggered mana ability to the land
// the policy picks: from then on that land makes its mana and the Aura's.
// An Aura with no land to enchant (or only enchanted ones) does nothing.
func (g *game) attachAura(aura uint16) {
	b := &g.b
	land, ok := g.enchantChoice(aura)
	if !ok || b.nench == maxEnchanted {
		if g.trace != nil {
			g.tracef("%s has no land to enchant", g.name(aura))
		}
		return
	}
	k0 := g.d.Cards[land].Kind
	k1 := int(g.enchKind[g.auraIdx[aura]][land])
	b.onKind[k0]--
	b.onKind[k1]++
	e := enchantment{land: land, aura: aura, kind: int16(k1)}
	if g.untappedCopies(int(land)) > 0 {
		// An untapped copy: its mana (and the Aura's) is there this turn.
		b.src.RemoveKind(k0, 1)
		b.src.AddKind(k1, 1)
	} else {
		b.tapped[land]--
		e.tapped = true
	}
	b.ench[b.nench] = e
	b.nench++
	if g.trace != nil {
		g.tracef("%s enchants %s", g.name(aura), g.name(land))
	}
}

// enchantedCopies counts the copies of land id that are enchanted.
func (g *game) enchantedCopies(id uint16) uint8 {
	n := uint8(0)
	for _, e := range g.b.ench[:g.b.nench] {
		if e.land == id {
			n++
		}
	}
	return n
}

// unenchant removes the enchantment of one copy of land id (the land is
// leaving; its Aura goes to the graveyard), a tapped one first; the copy
// becomes the land's own kind again, tapped or not as it was. It returns
// the enchanted kind and whether that copy was untapped.
func (g *game) unenchant(id uint16) (int, bool) {
	b := &g.b
	at := -1
	for i, e := range b.ench[:b.nench] {
		if e.land == id && (at < 0 || e.tapped) {
			at = i
		}
	}
	e := b.ench[at]
	b.field[e.aura]--
	b.onKind[e.kind]--
	b.nench--
	b.ench[at] = b.ench[b.nench]
	if e.tapped {
		b.tapped[id]++ // a tapped copy of the land, now unenchanted
		return int(e.kind), false
	}
	// An untapped one: its enchanted source goes, the land's own comes back.
	b.src.AddKind(g.d.Cards[id].Kind, 1)
	return int(e.kind), true
}

// refreshUntap moves the untappers' sources to the kind of the best land
// they can untap now (the land untapped is tapped again for its mana).
func (g *game) refreshUntap() {
	b := &g.b
	best, bestKey := -1, -1
	mask := g.d.Cards[g.untappers[0]].UntapLand
	for id := 0; id < g.n; id++ {
		c := &g.d.Cards[id]
		if b.field[id] == 0 || c.Types&decks.Land == 0 || !decks.UntapsLand(mask, c.LandTypes, c.Types) || c.Kind < 0 || c.Vary >= 0 {
			continue
		}
		if b.field[id] > g.enchantedCopies(uint16(id)) {
			best, bestKey = g.betterUntap(c.Kind, best, bestKey)
		}
	}
	for _, e := range b.ench[:b.nench] {
		if decks.UntapsLand(mask, g.d.Cards[e.land].LandTypes, g.d.Cards[e.land].Types) {
			best, bestKey = g.betterUntap(int(e.kind), best, bestKey)
		}
	}
	if b.untapKind >= 0 {
		b.src.RemoveKind(b.untapKind, b.untapSrc)
	}
	b.untapKind, b.untapSrc = best, 0
	if best >= 0 {
		b.src.AddKind(best, b.untapReady)
		b.untapSrc = b.untapReady
	}
}

// betterUntap weighs untapping a land of kind landKind against the best so
// far (best: the untapper kind it gives, bestKey: its weight): the land that
// makes the most mana, then the most types; ties to the lower kind.
func (g *game) betterUntap(landKind, best, bestKey int) (int, int) {
	uk := int(g.untapKindOf[landKind])
	if uk < 0 {
		return best, bestKey
	}
	src := g.b.src.Kind(landKind)
	key := src.N()*16 + src.Mask().Len()
	if key > bestKey || key == bestKey && uk < best {
		return uk, key
	}
	return best, bestKey
}

// combat attacks with every creature that can: not summoning sick (unless
// hasty), not tapped for mana, without defender. The opponent never blocks.
func (g *game) combat() {
	b := &g.b
	dmg := 0
	for _, id16 := range g.attackers {
		id := int(id16)
		h := &g.hot[id]
		if down := int(b.faceDown[id]) - int(b.downFresh[id]); down > 0 {
			dmg += 2 * down
		}
		if b.field[id] == 0 || !h.is(hCreature) || h.power <= 0 || h.is(hDefender) {
			continue
		}
		if len(g.d.Gods) > 0 && g.notCreatureNow(id) {
			continue
		}
		ready := g.attackReady(id) // (vigilance.go)
		if ready > 0 {
			dmg += ready * int(h.power)
		}
	}
	if len(g.fomo) > 0 {
		dmg += g.extraCombats() // (untappers.go)
	}
	if len(g.attackTokens) > 0 {
		g.attackTriggers(dmg)
	}
	if len(g.seekAttack) > 0 {
		g.attackSearches()
	}
	if dmg > 0 {
		b.opp -= dmg
		if g.trace != nil {
			g.tracef("attack for %d: opponent at %d", dmg, b.opp)
		}
	}
}
