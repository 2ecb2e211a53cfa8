package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// The default policy: every choice the engine makes for the player is in
// this file, so that another policy can replace it in one place.
//
//   - Mulligans: keep by the keep rule (land counts by kept hand size, counted
//     after bottoming). London bottoming keeps min(lands, BottomLands) lands,
//     the most useful first, fills the hand with the cheapest spells, and
//     keeps more lands only when spells run out. Vancouver scries a land to
//     the top when the hand has fewer than three lands.
//   - The land drop maximises what the hand can cast now, then next turn;
//     among equals it plays a land that enters tapped (saving the untapped
//     one), then the one adding the colours the hand lacks. A shock land
//     pays 2 life only when entering untapped lets it cast more now. Fetch
//     lands are cracked at once (thinning the library).
//   - Casting: mana sources and land searches first (ramp before spending),
//     then the largest castable spell, then the rest; a ritual only when its
//     mana lets the hand cast a spell it could not cast without it. X is the
//     largest the mana allows. Payment goes through the mana core's planner,
//     keeping the colours the rest of the hand needs.
//   - Combat: every creature that can attack does (the opponent never blocks).
//   - Cleanup: discard lands first when the hand holds three or more, else
//     the most expensive spell.

// mulligan draws the opening hand and mulligans by the configured rule.
func (g *Game) mulligan() {
	freeFirst := g.cfg.Format == decks.CommanderFormat // Commander: the first mulligan is free
	for m := 0; ; m++ {
		if m > 0 {
			g.shuffleHandAway()
		}
		size := 7
		if g.cfg.Mulligan == Vancouver {
			size = 7 - g.charged(m, freeFirst)
		}
		for range size {
			if !g.draw() {
				break
			}
		}
		keepSize := 7 - g.charged(m, freeFirst)
		if g.cfg.Mulligan == London {
			for g.nhand > keepSize {
				g.putBottom(g.bottomChoice())
			}
		}
		if g.cfg.Mulligan == NoMulligan || keepSize <= 1 || g.cfg.Keep.Keeps(g.nhand, g.handLands()) {
			g.mulligans, g.kept = m, g.nhand
			break
		}
		if g.trace != nil {
			g.tracef("mulligan a hand of %d with %d lands", g.nhand, g.handLands())
		}
	}
	if g.cfg.Mulligan == Vancouver && g.mulligans > 0 && g.nhand < 7 {
		g.scry()
	}
	if g.trace != nil {
		g.tracef("keep %d cards with %d lands after %d mulligans", g.nhand, g.handLands(), g.mulligans)
	}
}

// charged is how many cards m mulligans cost.
func (g *Game) charged(m int, freeFirst bool) int {
	if freeFirst && m > 0 {
		return m - 1
	}
	return m
}

// handLands counts the lands in hand (a modal card with a land face counts).
func (g *Game) handLands() int {
	n := 0
	for id := 0; id < g.n; id++ {
		if g.hand[id] > 0 && g.isLandCard(id) {
			n += int(g.hand[id])
		}
	}
	return n
}

// isLandCard reports whether a card in hand can be played as a land.
func (g *Game) isLandCard(id int) bool { return g.hot[id].is(hLandCard) }

// landFace returns the id to put onto the battlefield when card id is played
// as a land.
func (g *Game) landFace(id int) uint16 {
	c := &g.d.Cards[id]
	if c.Types&decks.Land != 0 {
		return uint16(id)
	}
	return uint16(c.Alt)
}

// bottomChoice picks the card to put on the bottom (London): keep
// min(lands, BottomLands) lands, then the cheapest spells; bottom extra lands
// before spells, the least useful land first, and the most expensive spell
// when lands are at their quota.
func (g *Game) bottomChoice() uint16 {
	lands := g.handLands()
	keep := g.nhand - 1 // the hand size after this card goes
	wantLands := min(lands, g.cfg.BottomLands)
	spells := g.nhand - lands
	if spells < keep-wantLands {
		wantLands = keep - spells // spells run out: keep more lands
	}
	if lands > wantLands {
		return g.leastUsefulLand()
	}
	return uint16(g.mostExpensiveSpell())
}

// leastUsefulLand is the land in hand adding the fewest colours the hand
// needs (the hand must hold a land).
func (g *Game) leastUsefulLand() uint16 {
	need := g.neededColors()
	best, bestScore := -1, 1<<30
	for id := 0; id < g.n; id++ {
		if g.hand[id] > 0 && g.isLandCard(id) {
			if s := g.landScore(g.landFace(id), need); s < bestScore {
				best, bestScore = id, s
			}
		}
	}
	return uint16(best)
}

// mostExpensiveSpell is the spell in hand of the highest mana value, -1 if
// the hand holds only lands.
func (g *Game) mostExpensiveSpell() int {
	best, bestMV := -1, -1
	for id := 0; id < g.n; id++ {
		if g.hand[id] > 0 && !g.isLandCard(id) && int(g.hot[id].mv) > bestMV {
			best, bestMV = id, int(g.hot[id].mv)
		}
	}
	return best
}

// scry looks at the top card (Vancouver) and keeps it on top if the hand
// wants it: a land below three lands, a spell at three or more.
func (g *Game) scry() {
	id, ok := g.takeTop()
	if !ok {
		return
	}
	land := g.isLandCard(int(id))
	if land == (g.handLands() < 3) {
		g.top[g.ntop] = id
		g.ntop++
		if g.trace != nil {
			g.tracef("scry: %s stays on top", g.name(id))
		}
		return
	}
	g.bot[g.nbot] = id
	g.nbot++
	if g.trace != nil {
		g.tracef("scry: %s to the bottom", g.name(id))
	}
}

// discardChoice picks a card to discard in cleanup.
func (g *Game) discardChoice() uint16 {
	if g.handLands() >= 3 {
		return g.leastUsefulLand()
	}
	if best := g.mostExpensiveSpell(); best >= 0 {
		return uint16(best)
	}
	return g.leastUsefulLand() // only lands
}

// landDrop plays the land the policy likes best, if the hand has one.
func (g *Game) landDrop() {
	best, bestKey := -1, [4]int{}
	candidates := 0
	for id := 0; id < g.n; id++ {
		if g.hand[id] > 0 && g.isLandCard(id) {
			candidates++
			best = id
		}
	}
	if candidates == 0 {
		return
	}
	if candidates > 1 {
		best = -1
		need := g.neededColors()
		for id := 0; id < g.n; id++ {
			if g.hand[id] == 0 || !g.isLandCard(id) {
				continue
			}
			key := g.landKey(g.landFace(id), need)
			if best < 0 || greater(key, bestKey) {
				best, bestKey = id, key
			}
		}
	}
	g.hand[best]--
	g.nhand--
	g.landPlayed = true
	face := g.landFace(best)
	if g.trace != nil {
		g.tracef("play land %s", g.name(face))
	}
	g.enter(face, false)
}

// landKey rates playing land id: what the hand could cast now, then next
// turn, then whether it enters tapped (preferred when the rest is equal), then
// the colours it adds.
func (g *Game) landKey(id uint16, need mana.Mask) [4]int {
	c := &g.d.Cards[id]
	kind := c.Kind
	if c.Fetchy && c.Fetch.Cost.IsNone() {
		if t, ok := g.peekFetch(c.Fetch.Types, c.Fetch.Basic); ok {
			kind = g.d.Cards[t].Kind
		}
	}
	tapped := false
	switch c.Enters {
	case decks.EntersTapped, decks.EntersTappedUnlessMultiplayer:
		tapped = c.Enters == decks.EntersTapped || g.cfg.Format != decks.CommanderFormat
	case decks.EntersTappedUnlessType, decks.EntersTappedUnlessFewLands, decks.EntersTappedUnlessTwoLands, decks.EntersTappedUnlessTwoBasics:
		tapped = g.entersTapped(id) // no side effects for these
	}
	now := 0
	if kind >= 0 && !tapped && !c.Sick {
		g.src.AddKind(kind, 1)
		now = g.handValue()
		g.src.RemoveKind(kind, 1)
	} else {
		now = g.handValue()
	}
	next := g.nextTurnValue(kind)
	t := 0
	if tapped {
		t = 1
	}
	return [4]int{now, next, t, g.landScore(id, need)}
}

// peekFetch finds what a fetch would find without taking it.
func (g *Game) peekFetch(types mana.Mask, basic bool) (uint16, bool) {
	need := g.neededColors()
	best, bestScore := uint16(0), -1
	for j := g.pos; j < g.end; j++ {
		id := g.lib[j]
		c := &g.d.Cards[id]
		if c.Types&decks.Land == 0 || c.LandTypes&types == 0 || basic && c.Types&decks.Basic == 0 {
			continue
		}
		if s := g.landScore(id, need); s > bestScore {
			best, bestScore = id, s
		}
	}
	return best, bestScore >= 0
}

// handValue is the summed mana value of the distinct spells in hand that the
// current mana could cast (each on its own).
func (g *Game) handValue() int {
	v := 0
	life := g.lifeBudget()
	for id := 0; id < g.n; id++ {
		if g.hot[id].is(hCastable) && g.inHand(id) && mana.CanPay(&g.d.Cards[id].Demand, 0, &g.pool, &g.src, life) {
			v += int(g.hot[id].mv) + 1
		}
	}
	return v
}

// nextTurnValue is handValue with every permanent untapped and kind added.
func (g *Game) nextTurnValue(kind int) int {
	sc := &g.scratch[1]
	sc.src.Reset()
	if sc.src.NumKinds() != g.src.NumKinds() {
		sc.src = g.src
		sc.src.Reset()
	}
	for k := 0; k < g.src.NumKinds(); k++ {
		if g.onKind[k] > 0 {
			sc.src.AddKind(k, int(g.onKind[k]))
		}
	}
	if kind >= 0 {
		sc.src.AddKind(kind, 1)
	}
	var empty mana.Pool
	v := 0
	life := g.lifeBudget()
	for id := 0; id < g.n; id++ {
		if g.hot[id].is(hCastable) && g.inHand(id) && mana.CanPay(&g.d.Cards[id].Demand, 0, &empty, &sc.src, life) {
			v += int(g.hot[id].mv) + 1
		}
	}
	return v
}

func greater(a, b [4]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] > b[i]
		}
	}
	return false
}

// payToEnter decides whether a "pay life or enter tapped" land pays: when
// its mana lets the hand cast more this turn.
func (g *Game) payToEnter(id uint16) bool {
	c := &g.d.Cards[id]
	if c.Kind < 0 || g.life-c.EnterLife < 1 {
		return false
	}
	without := g.handValue()
	g.src.AddKind(c.Kind, 1)
	with := g.handValue()
	g.src.RemoveKind(c.Kind, 1)
	return with > without
}

// castSpells casts spells while the policy finds one worth casting.
func (g *Game) castSpells() {
	for guard := 0; guard < 64; guard++ {
		id, x := g.chooseSpell()
		if id < 0 {
			return
		}
		if !g.cast(id, x) {
			return
		}
	}
}

// chooseSpell picks the next spell to cast and its X, or -1.
func (g *Game) chooseSpell() (int, int) {
	life := g.lifeBudget()
	best, bestX, bestKey := -1, 0, [3]int{}
	rituals := false
	for id := 0; id < g.n; id++ {
		h := &g.hot[id]
		if !h.is(hCastable|hFromHand) || !g.inHand(id) {
			continue
		}
		if h.is(hRitual) {
			rituals = true
			continue // rituals are weighed below, only when nothing else is castable
		}
		c := &g.d.Cards[id]
		if !g.canPay(&c.Demand, 0, life) {
			continue
		}
		x := 0
		if c.Demand.Cost().Vars() > 0 {
			x = g.maxX(c, life)
		}
		ramp := 0
		if h.is(hRamp) {
			ramp = 1
		}
		key := [3]int{ramp, int(h.mv) + x*c.Demand.Cost().Vars(), int(h.power)}
		if best < 0 || greater3(key, bestKey) {
			best, bestX, bestKey = id, x, key
		}
	}
	if best >= 0 || !rituals {
		return best, bestX
	}
	return g.chooseRitual(), 0
}

func greater3(a, b [3]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] > b[i]
		}
	}
	return false
}

// maxX is the largest X the current mana pays for card c.
func (g *Game) maxX(c *decks.CardInfo, life int) int {
	x := 0
	for x < 64 && g.canPay(&c.Demand, x+1, life) {
		x++
	}
	return x
}

// chooseRitual returns a ritual whose mana makes some uncastable spell in
// hand castable, or -1.
func (g *Game) chooseRitual() int {
	life := g.lifeBudget()
	for id := 0; id < g.n; id++ {
		c := &g.d.Cards[id]
		if !g.inHand(id) || c.Ritual.Total() == 0 {
			continue
		}
		if !c.FromHand && (c.Types&(decks.Instant|decks.Sorcery) == 0 || !g.canPay(&c.Demand, 0, life)) {
			continue
		}
		// Try it on copies: pay, add its mana, see what becomes castable.
		sc := &g.scratch[0]
		sc.src, sc.pool = g.src, g.pool
		if !c.FromHand {
			if !g.planner.Plan(&g.pay, &c.Demand, 0, &sc.pool, &sc.src, life, mana.AllColors) {
				continue
			}
			g.pay.Apply(&sc.pool, &sc.src)
		}
		addRitual(&sc.pool, c.Ritual, g.neededColors())
		for s := 0; s < g.n; s++ {
			sp := &g.d.Cards[s]
			if s == id || !sp.Castable || !g.inHand(s) || sp.Ritual.Total() > 0 && sp.Types&(decks.Instant|decks.Sorcery) != 0 {
				continue
			}
			if !mana.CanPay(&sp.Demand, 0, &g.pool, &g.src, life) && mana.CanPay(&sp.Demand, 0, &sc.pool, &sc.src, life) {
				return id
			}
		}
	}
	return -1
}

// addRitual adds a ritual's mana to a pool: its fixed mana, and its mana of
// any colour in the colours wanted (the first wanted colour, or white).
func addRitual(p *mana.Pool, r decks.Ritual, want mana.Mask) {
	for t := mana.W; t < mana.NumTypes; t++ {
		if r.Fixed[t] > 0 {
			p.Add(mana.MakeUnit(t, false, mana.Unrestricted), int(r.Fixed[t]))
		}
	}
	if r.Any > 0 {
		t := mana.W
		if want&mana.AllColors != 0 {
			t = (want & mana.AllColors).First()
		}
		p.Add(mana.MakeUnit(t, false, mana.Unrestricted), int(r.Any))
	}
}

// cast casts card id (with X = x) and resolves it; false if it could not be paid.
func (g *Game) cast(id, x int) bool {
	c := &g.d.Cards[id]
	if !c.FromHand { // a spirit guide is exiled, not cast: nothing to pay
		// Keep the colours the rest of the hand needs.
		g.hand[id]-- // out of the hand while choosing what to keep
		keep := g.neededColors()
		g.hand[id]++
		if !g.payFor(&c.Demand, x, keep) {
			return false
		}
	}
	g.removeFromHand(id)
	g.castTurn[id]++
	if !c.FromHand {
		g.spellsTurn++
	}
	if g.trace != nil {
		if c.Demand.Cost().Vars() > 0 {
			g.tracef("cast %s with X=%d", g.name(uint16(id)), x)
		} else if c.FromHand {
			g.tracef("exile %s from hand for mana", g.name(uint16(id)))
		} else {
			g.tracef("cast %s", g.name(uint16(id)))
		}
	}
	g.resolve(id, x)
	return true
}

// removeFromHand takes a card being cast from where it is.
func (g *Game) removeFromHand(id int) {
	switch {
	case g.hand[id] > 0:
		g.hand[id]--
	case g.command[id] > 0:
		g.command[id]--
		return
	default: // another face of a card in hand
		g.hand[g.d.Cards[id].Alt]--
	}
	g.nhand--
}

// resolve carries out what a spell does.
func (g *Game) resolve(id, x int) {
	c := &g.d.Cards[id]
	if c.Ritual.Total() > 0 {
		addRitual(&g.pool, c.Ritual, g.neededColors())
		if g.trace != nil {
			g.tracef("add mana: pool %s", g.pool.String())
		}
	}
	for range c.Draw {
		if !g.draw() {
			g.dead = true
		}
	}
	if c.Search.N() > 0 {
		for range c.Search.Battlefield {
			if found, ok := g.search(c.Search.Types, c.Search.Basic); ok {
				g.enter(found, c.Search.Tapped)
			}
		}
		for range c.Search.Hand {
			if found, ok := g.search(c.Search.Types, c.Search.Basic); ok {
				g.hand[found]++
				g.nhand++
				if g.trace != nil {
					g.tracef("put %s into hand", g.name(found))
				}
			}
		}
	}
	if c.Damage > 0 {
		dmg := c.Damage
		if c.XDamage {
			dmg = x
		}
		g.opp -= dmg
		if g.trace != nil && dmg > 0 {
			g.tracef("%d damage: opponent at %d", dmg, g.opp)
		}
	}
	if c.Types&(decks.Instant|decks.Sorcery) == 0 && !c.FromHand {
		g.enter(uint16(id), false)
	}
}
