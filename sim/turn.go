package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// play plays game i on side s from the opening hand to the last turn and
// adds it to the counts.
func (g *Game) play(s Side, i int64) {
	g.reset(s, i)
	g.mulligan()
	st := &g.stats.Sides[s]
	st.Games++
	st.Mulligans[min(g.mulligans, 7)]++
	st.Kept[g.kept]++
	for t := 1; t <= g.cfg.Turns && !g.dead && !(g.cfg.StopAtKill && g.killTurn > 0); t++ {
		g.playTurn(t)
	}
	st.Kill[g.killTurn]++
	g.rec.Mulligans, g.rec.Kept, g.rec.KillTurn = g.mulligans, g.kept, g.killTurn
}

// playTurn plays one turn: untap, upkeep, draw, precombat main, combat,
// postcombat main, end step, cleanup.
func (g *Game) playTurn(t int) {
	g.turn = t
	clear(g.castTurn[:g.n])
	g.spentTurn, g.lostTurn, g.spellsTurn, g.discardTurn, g.burnTurn = 0, 0, 0, 0, 0
	g.landPlayed = false
	if g.trace != nil {
		g.tracef("— turn %d (%s), life %d, opponent %d", t, g.side, g.life, g.opp)
	}
	g.untap()
	// Draw: the player on the play skips the first draw, except in
	// multiplayer Commander, where everyone draws on turn 1.
	if t > 1 || g.side == OnDraw || g.cfg.Format == decks.CommanderFormat {
		if !g.draw() {
			g.dead = true // drew from an empty library
			if g.trace != nil {
				g.tracef("the library is empty: the player loses")
			}
			return
		}
	}
	// Precombat main phase: the land drop, then what the statistics see,
	// then the spells.
	g.landDrop()
	g.record(t)
	g.castSpells()
	g.emptyPool("precombat main phase")
	g.attack()
	// The postcombat main phase and the end step make no mana in a goldfish.
	g.cleanup()
	g.endTurn(t)
}

// untap untaps every permanent; creatures are no longer summoning sick.
func (g *Game) untap() {
	g.src.Reset()
	for k := 0; k < g.src.NumKinds(); k++ {
		if g.onKind[k] > 0 {
			g.src.AddKind(k, int(g.onKind[k]))
		}
	}
	g.sickKind = [mana.MaxKinds]uint16{}
	clear(g.fresh[:g.n])
	for _, id := range g.convs {
		g.convReady[id] = g.field[id]
	}
}

// emptyPool empties the mana pool at the end of a phase: the mana is lost,
// and under the classic rules it is mana burn, 1 life per mana.
func (g *Game) emptyPool(phase string) {
	lost := g.pool.Empty()
	if lost == 0 {
		return
	}
	g.lostTurn += lost
	if g.cfg.Rules == Classic {
		g.life -= lost
		g.burnTurn += lost
		if g.trace != nil {
			g.tracef("the %s ends: %d mana lost, mana burn: %d life (life %d)", phase, lost, lost, g.life)
		}
		return
	}
	if g.trace != nil {
		g.tracef("the %s ends: %d mana lost", phase, lost)
	}
}

// attack attacks with every creature that can.
func (g *Game) attack() {
	dmg := 0
	for id := 0; id < g.n; id++ {
		h := &g.hot[id]
		if g.field[id] == 0 || !h.is(hCreature) || h.power <= 0 {
			continue
		}
		ready := int(g.field[id])
		if !h.is(hHaste) {
			ready -= int(g.fresh[id])
		}
		dmg += ready * int(h.power)
	}
	if dmg > 0 {
		g.opp -= dmg
		if g.trace != nil {
			g.tracef("attack for %d: opponent at %d", dmg, g.opp)
		}
	}
}

// cleanup discards down to the maximum hand size, seven.
func (g *Game) cleanup() {
	for g.nhand > 7 {
		id := g.discardChoice()
		g.hand[id]--
		g.nhand--
		g.discardTurn++
		if g.trace != nil {
			g.tracef("discard %s", g.name(id))
		}
	}
}

// record counts the precombat main phase of turn t, after the land drop and
// before any spell: the lands, the mana, and for every card whether it is in
// hand, whether the mana could pay its mana value, and its actual cost.
func (g *Game) record(t int) {
	st := &g.stats.Sides[g.side]
	ts := &st.Turn[t-1]
	ts.Games++
	if g.landPlayed {
		ts.LandDrops++
	}
	ts.Lands += int64(g.lands)
	availSpell, availCreature := g.available(mana.ForSpell), g.available(mana.ForCreatureSpell)
	ts.ManaAvailable += int64(availSpell)
	g.rec.Lands[t-1] = uint8(min(g.lands, 255))
	cards := st.Card[(t-1)*g.n : t*g.n]
	life := g.lifeBudget()
	for id := 0; id < g.n; id++ {
		h := &g.hot[id]
		if !h.is(hCounted) {
			continue
		}
		ct := &cards[id]
		in := g.inHand(id)
		if in {
			ct.InHand++
		}
		avail := availSpell
		if h.is(hCreature) {
			avail = availCreature
		}
		if avail >= int(h.mv) {
			ct.EnoughMana++
		}
		if g.canPay(&g.d.Cards[id].Demand, 0, life) {
			ct.Castable++
			if in {
				ct.InHandCastable++
			}
		}
	}
}

// inHand reports whether a card can be cast from where it is: the hand, the
// command zone, or (for another face) its card in hand.
func (g *Game) inHand(id int) bool {
	if g.hand[id] > 0 || g.command[id] > 0 {
		return true
	}
	h := &g.hot[id]
	return h.alt >= 0 && !h.is(hPlayed) && g.hand[h.alt] > 0
}

// endTurn counts the rest of the turn.
func (g *Game) endTurn(t int) {
	ts := &g.stats.Sides[g.side].Turn[t-1]
	ts.ManaSpent += int64(g.spentTurn)
	ts.ManaLost += int64(g.lostTurn)
	if g.burnTurn > 0 {
		ts.BurnGames++
		ts.BurnLife += int64(g.burnTurn)
	}
	ts.Spells += int64(g.spellsTurn)
	ts.Discarded += int64(g.discardTurn)
	ts.OppLife += int64(g.opp)
	ts.Life += int64(g.life)
	if g.opp <= 0 {
		ts.OppDead++
		if g.killTurn == 0 {
			g.killTurn = t
		}
	}
	cards := g.stats.Sides[g.side].Card[(t-1)*g.n : t*g.n]
	for id := 0; id < g.n; id++ {
		if g.castTurn[id] > 0 {
			cards[id].Cast++
			g.castEver[id] = 1
		}
		if g.castEver[id] != 0 {
			cards[id].CastBy++
		}
	}
	g.rec.Spent[t-1] = uint16(min(g.spentTurn, 65535))
	g.rec.Lost[t-1] = uint16(min(g.lostTurn, 65535))
	g.rec.Turns = t
	if g.life <= 0 {
		g.dead = true
		if g.trace != nil {
			g.tracef("the player is at %d life and loses", g.life)
		}
	}
}

// lifeBudget is the life the player will pay for costs: never down to 0.
func (g *Game) lifeBudget() int { return max(g.life-1, 0) }

// available returns the mana the player could make now for u, in any types:
// the pool, the untapped sources, and one more per ready converter (a Signet
// turns one mana into two).
func (g *Game) available(u mana.Use) int {
	n := g.src.Total(u)
	if !g.pool.IsEmpty() {
		n += g.pool.TotalFor(u)
	}
	if n > 0 && len(g.convs) > 0 {
		for _, id := range g.convs {
			if g.convReady[id] > 0 {
				c := &g.d.Cards[id]
				n += int(g.convReady[id]) * (g.src.Kind(c.ConvKind).N() - c.ConvCost.Cost().ManaValue())
			}
		}
	}
	return n
}

// canPay reports whether the player could pay a demand now, with X = x,
// using converters if it must.
func (g *Game) canPay(d *mana.Demand, x, life int) bool {
	if mana.CanPay(d, x, &g.pool, &g.src, life) {
		return true
	}
	return g.hasConverters() && g.convert(d, x, life, false)
}

func (g *Game) hasConverters() bool {
	for _, id := range g.convs {
		if g.convReady[id] > 0 {
			return true
		}
	}
	return false
}

// convert looks for a converter (a Signet, a filter land) whose activation
// makes the demand payable: its input paid from the current mana by the
// planner, its output added to the pool in the types that serve. With commit
// it carries the activation out. One converter is tried, then pairs.
func (g *Game) convert(d *mana.Demand, x, life int, commit bool) bool {
	keep := d.Cost().Colors()
	for id := 0; id < g.n; id++ {
		if g.convReady[id] == 0 {
			continue
		}
		c := &g.d.Cards[id]
		sc := &g.scratch[0]
		sc.src, sc.pool = g.src, g.pool
		shared := c.Kind >= 0 && g.src.Kind(c.Kind).Penalty&32 != 0
		if shared && !sc.src.RemoveKind(c.Kind, 1) {
			continue // its {T} went to its free ability
		}
		if !g.planner.Plan(&g.pay, &c.ConvCost, 0, &sc.pool, &sc.src, life, keep) {
			continue
		}
		input := g.pay
		g.pay.Apply(&sc.pool, &sc.src)
		out := g.src.Kind(c.ConvKind)
		if ty, ok := g.outputTypes(d, x, life-input.Life, out, &sc.pool, &sc.src); ok {
			if commit {
				g.src, g.pool = sc.src, sc.pool
				g.payLife(&input)
				g.tapShared(&input)
				for i := range out.N() {
					g.pool.Add(mana.MakeUnit(ty[i], out.Snow, out.Restriction), 1)
				}
				g.convReady[id]-- // (sc.src already lacks its free ability: the same {T})
				g.spentTurn += input.Produced - input.Float.Total() + input.Spent.Total()
				g.removeSacrificed(&input)
				if c.ConvSacrifice {
					g.field[id]--
				}
				if g.trace != nil {
					g.tracef("activate %s: pay %s, add %s", g.name(uint16(id)), c.ConvCost.Cost(), out.Units[0])
				}
			}
			return true
		}
	}
	return false
}

// outputTypes picks types for a converter's output units (each of its mask)
// under which the demand is payable with the pool and sources given.
func (g *Game) outputTypes(d *mana.Demand, x, life int, out mana.Source, pool *mana.Pool, src *mana.Sources) ([mana.MaxUnits]mana.Type, bool) {
	var ty [mana.MaxUnits]mana.Type
	ok := g.tryOutput(&ty, 0, d, x, life, &out, pool, src)
	return ty, ok
}

// tryOutput gives unit i and the ones after it every type their masks allow
// (one type for all if the units are linked), depth first.
func (g *Game) tryOutput(ty *[mana.MaxUnits]mana.Type, i int, d *mana.Demand, x, life int, out *mana.Source, pool *mana.Pool, src *mana.Sources) bool {
	n := out.N()
	if i == n {
		p := *pool
		for j := range n {
			p.Add(mana.MakeUnit(ty[j], out.Snow, out.Restriction), 1)
		}
		return mana.CanPay(d, x, &p, src, life)
	}
	for t := mana.W; t < mana.NumTypes; t++ {
		if out.Units[i].Has(t) && (i == 0 || !out.Same || t == ty[0]) {
			ty[i] = t
			if g.tryOutput(ty, i+1, d, x, life, out, pool, src) {
				return true
			}
		}
	}
	return false
}

// payFor pays a demand (using converters if it must) and carries out the
// payment; it reports false, changing nothing, if it cannot be paid.
func (g *Game) payFor(d *mana.Demand, x int, keep mana.Mask) bool {
	// The planner checks payability itself: only when it fails are the
	// converters tried, and then it plans again (a converter may cost life).
	life := g.lifeBudget()
	if !g.planner.Plan(&g.pay, d, x, &g.pool, &g.src, life, keep) {
		if !g.hasConverters() || !g.convert(d, x, life, true) ||
			!g.planner.Plan(&g.pay, d, x, &g.pool, &g.src, g.lifeBudget(), keep) {
			return false
		}
	}
	g.pay.Apply(&g.pool, &g.src)
	g.payLife(&g.pay)
	g.removeSacrificed(&g.pay)
	g.tapShared(&g.pay)
	g.spentTurn += g.pay.Produced - g.pay.Float.Total() + g.pay.Spent.Total()
	if g.trace != nil {
		g.tracePayment()
	}
	return true
}

// tapShared keeps converters in step with a payment: a permanent whose
// free ability was tapped cannot pay its converter this turn.
func (g *Game) tapShared(p *mana.Payment) {
	for i := 0; i < p.NTaps; i++ {
		k := int(p.Taps[i].Kind)
		if g.src.Kind(k).Penalty&32 == 0 {
			continue
		}
		n := int(p.Taps[i].N)
		for id := 0; id < g.n && n > 0; id++ {
			if g.d.Cards[id].Kind == k {
				for n > 0 && g.convReady[id] > 0 {
					g.convReady[id]--
					n--
				}
			}
		}
	}
}

// payLife subtracts the life a payment costs: Phyrexian symbols, and the
// life of the sources it taps (their Penalty's low bits).
func (g *Game) payLife(p *mana.Payment) {
	g.life -= p.Life
	for i := 0; i < p.NTaps; i++ {
		k := int(p.Taps[i].Kind)
		g.life -= int(g.src.Kind(k).Penalty&15) * int(p.Taps[i].N)
	}
}

// removeSacrificed takes the sources a payment sacrificed off the battlefield.
func (g *Game) removeSacrificed(p *mana.Payment) {
	for i := 0; i < p.NTaps; i++ {
		k := int(p.Taps[i].Kind)
		if g.src.Kind(k).Penalty&16 == 0 {
			continue
		}
		n := int(p.Taps[i].N)
		g.onKind[k] -= uint16(n)
		for id := g.kindCard[k]; n > 0 && id >= 0 && int(id) < g.n; id++ {
			if g.d.Cards[id].Kind == k {
				for n > 0 && g.field[id] > 0 {
					g.field[id]--
					n--
				}
			}
		}
	}
}

// enter puts a permanent card onto the battlefield (tapped if forced, or as
// its own rules say for lands).
func (g *Game) enter(id uint16, forceTapped bool) {
	c := &g.d.Cards[id]
	tapped := forceTapped
	if c.Types&decks.Land != 0 {
		if !tapped {
			tapped = g.entersTapped(id)
		}
		g.lands++
		if c.Types&decks.Basic != 0 {
			g.basics++
		}
		for t := mana.W; t < mana.C; t++ {
			if c.LandTypes.Has(t) {
				g.landTypes[t]++
			}
		}
	}
	g.field[id]++
	if c.Types&decks.Creature != 0 {
		g.fresh[id]++
	}
	if c.Kind >= 0 {
		g.onKind[c.Kind]++
		switch {
		case c.Sick:
			g.sickKind[c.Kind]++
		case !tapped:
			g.src.AddKind(c.Kind, 1)
		}
	}
	if c.ConvKind >= 0 && !tapped {
		g.convReady[id]++
	}
	if g.trace != nil {
		state := ""
		if tapped {
			state = " tapped"
		}
		g.tracef("%s enters%s", g.name(id), state)
	}
	if c.Bounce {
		g.bounce(id)
	}
	if c.Fetchy && c.Fetch.Cost.IsNone() {
		g.crackFetch(id)
	}
}

// entersTapped decides whether a land enters tapped, by its rules and, for
// a "pay life or enter tapped" land, by the policy (see payToEnter).
func (g *Game) entersTapped(id uint16) bool {
	c := &g.d.Cards[id]
	switch c.Enters {
	case decks.EntersTapped:
		return true
	case decks.EntersTappedUnlessType:
		for t := mana.W; t < mana.C; t++ {
			if c.Unless.Has(t) && g.landTypes[t] > 0 {
				return false
			}
		}
		return true
	case decks.EntersTappedUnlessFewLands:
		return g.lands > 2
	case decks.EntersTappedUnlessTwoLands:
		return g.lands < 2
	case decks.EntersTappedUnlessTwoBasics:
		return g.basics < 2
	case decks.EntersTappedUnlessMultiplayer:
		return g.cfg.Format != decks.CommanderFormat
	case decks.EntersTappedUnlessPayLife:
		if g.payToEnter(id) {
			g.life -= c.EnterLife
			if g.trace != nil {
				g.tracef("pay %d life for %s to enter untapped (life %d)", c.EnterLife, g.name(id), g.life)
			}
			return false
		}
		return true
	}
	return false
}

// crackFetch sacrifices a fetch land and puts the land it finds onto the
// battlefield.
func (g *Game) crackFetch(id uint16) {
	c := &g.d.Cards[id]
	if g.life-c.Fetch.Life < 1 {
		return // not worth dying for
	}
	g.leave(id)
	g.life -= c.Fetch.Life
	for range c.Fetch.N {
		found, ok := g.search(c.Fetch.Types, c.Fetch.Basic)
		if !ok {
			break
		}
		if g.trace != nil {
			g.tracef("sacrifice %s (%d life): find %s", g.name(id), c.Fetch.Life, g.name(found))
		}
		g.enter(found, c.Fetch.Tapped)
	}
}

// leave takes a permanent off the battlefield (sacrificed or returned).
func (g *Game) leave(id uint16) {
	c := &g.d.Cards[id]
	g.field[id]--
	if c.Types&decks.Land != 0 {
		g.lands--
		if c.Types&decks.Basic != 0 {
			g.basics--
		}
		for t := mana.W; t < mana.C; t++ {
			if c.LandTypes.Has(t) {
				g.landTypes[t]--
			}
		}
	}
	if c.Kind >= 0 {
		g.onKind[c.Kind]--
		// Take an untapped one if every one of its kind is untapped, else
		// assume a tapped one left.
		if g.src.Count(c.Kind) > int(g.onKind[c.Kind]) {
			g.src.RemoveKind(c.Kind, 1)
		}
	}
	if c.ConvKind >= 0 && g.convReady[id] > g.field[id] {
		g.convReady[id]--
	}
}

// bounce returns a land to its owner's hand (a bounce land's trigger): the
// least useful one, the bounce land itself only if it is the only land.
func (g *Game) bounce(self uint16) {
	need := g.neededColors()
	best, bestScore := self, 1<<30
	for id := 0; id < g.n; id++ {
		c := &g.d.Cards[id]
		if g.field[id] == 0 || c.Types&decks.Land == 0 || uint16(id) == self || c.Bounce {
			continue
		}
		if s := g.landScore(uint16(id), need); s < bestScore {
			best, bestScore = uint16(id), s
		}
	}
	g.leave(best)
	g.hand[best]++
	g.nhand++
	if g.trace != nil {
		g.tracef("return %s to hand", g.name(best))
	}
}
