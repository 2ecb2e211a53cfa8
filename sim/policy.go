package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// The goldfish's choices outside the main phase's plan, every one in this
// file (the main phase's are in planner.go). Each is made by a written rule;
// where the rule finds two choices equal, the game's random order of cards
// (game.rank) or of colours decides, never the decklist's order.
//
//   - Mulligans: keep by the keep rule (land counts by kept hand size, counted
//     after bottoming). London bottoming keeps min(lands, BottomLands) lands
//     (more only when spells run out), bottoming the least useful land first;
//     among spells it bottoms first those whose colours the hand's lands
//     cannot make, then the most expensive.
//   - The Vancouver scry: with --scry land-top a land stays on top and a
//     spell goes to the bottom (the published land-drop studies' rule); with
//     --scry planner a land stays while the hand has fewer than three lands
//     or it adds a colour the hand needs and its lands lack, and a spell
//     stays when the hand has three lands or more whose colours can cast it.
//   - Searches (fetch lands, Rampant Growth) take the most useful land: a
//     colour the hand needs and the battlefield lacks, then any colour the
//     hand needs, then the most colours, then one that enters untapped.
//   - A bounce land returns a tapped land if there is one, else the least
//     useful; itself only if it is the only land. A land Aura enchants the
//     land that then makes the most mana, an untapped one first.
//   - A land found by a search that may pay life to enter untapped (a shock
//     land) pays when that lets the hand cast more this turn.
//   - Mana of a colour of choice (rituals, a land tapped before it returns)
//     is of a colour the hand needs.
//   - Cleanup discards a land when the hand holds more lands than its most
//     expensive spell still needs, else the spell it is least able to cast.

// mulligan draws the opening hand and mulligans by the configured rule.
func (g *game) mulligan() {
	b := &g.b
	freeFirst := g.cfg.Format == decks.Commander // Commander: the first mulligan is free
	for m := 0; ; m++ {
		if m > 0 {
			g.shuffleHandAway()
		}
		size := 7
		if g.cfg.Mulligan == Vancouver {
			size = 7 - g.charged(m, freeFirst)
		}
		g.drawN(size)
		keepSize := 7 - g.charged(m, freeFirst)
		if g.cfg.Mulligan == London {
			for b.nhand > keepSize {
				g.putBottom(g.bottomChoice())
			}
		}
		if g.cfg.Mulligan == NoMulligan || keepSize <= 1 || g.cfg.Keep.Keeps(b.nhand, g.handLands()) {
			g.mulligans, g.keptSize = m, b.nhand
			break
		}
		if g.trace != nil {
			g.tracef("mulligan a hand of %d with %d lands", b.nhand, g.handLands())
		}
	}
	if g.cfg.Mulligan == Vancouver && g.mulligans > 0 && b.nhand < 7 {
		g.scry()
	}
	g.drew = false
	if g.trace != nil {
		g.tracef("keep %d cards with %d lands after %d mulligans", b.nhand, g.handLands(), g.mulligans)
	}
}

// charged is how many cards m mulligans cost.
func (g *game) charged(m int, freeFirst bool) int {
	if freeFirst && m > 0 {
		return m - 1
	}
	return m
}

// handLands counts the lands in hand (a modal card with a land face counts).
func (g *game) handLands() int {
	n := 0
	for _, id := range g.landIDs {
		n += int(g.b.hand[id])
	}
	return n
}

// isLandCard reports whether a card in hand can be played as a land.
func (g *game) isLandCard(id int) bool { return g.hot[id].is(hLandCard) }

// landFace returns the id to put onto the battlefield when card id is played
// as a land.
func (g *game) landFace(id int) uint16 {
	c := &g.d.Cards[id]
	if c.Types&decks.Land != 0 {
		return uint16(id)
	}
	return uint16(c.Alt)
}

// bottomChoice picks the card to put on the bottom (London): keep
// min(lands, BottomLands) lands, more only when spells run out; bottom extra
// lands before spells.
func (g *game) bottomChoice() uint16 {
	b := &g.b
	lands := g.handLands()
	keep := b.nhand - 1 // the hand size after this card goes
	wantLands := min(lands, g.cfg.BottomLands)
	spells := b.nhand - lands
	if spells < keep-wantLands {
		wantLands = keep - spells // spells run out: keep more lands
	}
	if lands > wantLands {
		return g.leastUsefulLand()
	}
	return uint16(g.leastCastableSpell(g.handLandColors()))
}

// leastUsefulLand is the land in hand adding the fewest colours the hand
// needs (the hand must hold a land).
func (g *game) leastUsefulLand() uint16 {
	need := g.neededColors()
	best, bestScore := -1, 1<<30
	for _, id16 := range g.landIDs {
		id := int(id16)
		if g.b.hand[id] == 0 {
			continue
		}
		s := g.landScore(g.landFace(id), need)
		if s < bestScore || s == bestScore && !g.better(id, best) {
			best, bestScore = id, s
		}
	}
	return uint16(best)
}

// leastCastableSpell is the spell in hand the hand is least able to cast:
// one whose colours the mana in colors cannot make, then the most expensive;
// -1 if the hand holds only lands.
func (g *game) leastCastableSpell(colors mana.Mask) int {
	best, bestKey := -1, 0
	for id := 0; id < g.n; id++ {
		if g.b.hand[id] == 0 || g.isLandCard(id) {
			continue
		}
		key := int(g.hot[id].mv)
		if g.hot[id].colors&^colors != 0 {
			key += 1 << 10
		}
		if best < 0 || key > bestKey || key == bestKey && !g.better(id, best) {
			best, bestKey = id, key
		}
	}
	return best
}

// handLandColors returns the colours the lands in hand and on the
// battlefield can make.
func (g *game) handLandColors() mana.Mask {
	m := g.fieldColors()
	for _, id := range g.landIDs {
		if g.b.hand[id] > 0 {
			m |= g.makes(g.landFace(int(id)))
		}
	}
	return m
}

// scry looks at the top card (Vancouver) and keeps it on top or puts it on
// the bottom, by the --scry rule.
func (g *game) scry() {
	id, ok := g.takeTop()
	if !ok {
		return
	}
	stay := false
	lands := g.handLands()
	switch {
	case g.cfg.Scry == ScryLandTop:
		stay = g.isLandCard(int(id))
	case g.isLandCard(int(id)):
		need := g.neededColors()
		stay = lands < 3 || lands < 5 && g.makes(g.landFace(int(id)))&need&^g.handLandColors() != 0
	default:
		stay = lands >= 3 && g.hot[id].colors&^g.handLandColors() == 0
	}
	if stay {
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

// discardChoice picks a card to discard in cleanup: a land when the hand
// holds more lands than its most expensive spell still needs, else the spell
// the hand is least able to cast.
func (g *game) discardChoice() uint16 {
	b := &g.b
	lands := g.handLands()
	need := 0
	for id := 0; id < g.n; id++ {
		if b.hand[id] > 0 && !g.isLandCard(id) {
			need = max(need, int(g.hot[id].mv)-b.lands)
		}
	}
	if lands > 0 && (lands > need || lands == b.nhand) {
		return g.leastUsefulLand()
	}
	return uint16(g.leastCastableSpell(g.handLandColors()))
}

// neededColors returns the colours of the spells in hand (and the command zone).
func (g *game) neededColors() mana.Mask {
	var m mana.Mask
	for id := 0; id < g.n; id++ {
		if g.b.hand[id]|g.b.command[id] != 0 {
			m |= g.hot[id].colors
		}
	}
	return m
}

// landScore rates a land for the colours needed: colours it adds that the
// hand needs and the battlefield lacks count most, then any needed colour,
// then the colours it adds, then whether it can enter untapped.
func (g *game) landScore(id uint16, need mana.Mask) int {
	c := &g.d.Cards[id]
	makes := g.makes(id)
	have := g.fieldColors()
	s := 16*(makes&need&^have).Len() + 4*(makes&need).Len() + makes.Len()
	if c.Enters == decks.EntersUntapped {
		s += 2
	}
	return s
}

// makes returns the types a card's mana abilities can make.
func (g *game) makes(id uint16) mana.Mask {
	c := &g.d.Cards[id]
	var m mana.Mask
	if c.Kind >= 0 {
		m = g.b.src.Kind(c.Kind).Mask()
	}
	if c.Vary >= 0 {
		for _, k := range g.d.Vary[c.Vary].Kinds {
			if k >= 0 {
				m |= g.b.src.Kind(k).Mask()
			}
		}
	}
	if c.ConvKind >= 0 {
		m |= g.b.src.Kind(c.ConvKind).Mask()
	}
	return m
}

// fieldColors returns the types the permanents on the battlefield can make.
func (g *game) fieldColors() mana.Mask {
	var m mana.Mask
	for k := 0; k < g.b.src.NumKinds(); k++ {
		if g.b.onKind[k] > 0 {
			m |= g.b.src.Kind(k).Mask()
		}
	}
	return m
}

// colorFor picks a type of m for a unit of mana: one the hand needs if m
// has one, among equals the one first in this game's random order of types.
func (g *game) colorFor(m mana.Mask, need mana.Mask) mana.Type {
	if m&need != 0 {
		m &= need
	}
	best, bestRank := mana.C, -1
	for t := mana.W; t < mana.NumTypes; t++ {
		if m.Has(t) && g.colorOrder(t) > bestRank {
			best, bestRank = t, g.colorOrder(t)
		}
	}
	return best
}

// searchChoice picks the land a search takes from the library (types: basic
// land types; basic: basic lands only; any: any land card) and where it is;
// false if none fits.
func (g *game) searchChoice(types mana.Mask, basic, any bool) (uint16, int, bool) {
	best, bestAt, bestScore := uint16(0), -1, -1
	need := g.neededColors()
	for j := g.pos; j < g.end; j++ {
		id := g.lib[j]
		if !g.fits(id, types, basic, any) {
			continue
		}
		if bestAt >= 0 && id == best {
			continue
		}
		score := g.landScore(id, need)
		if score > bestScore || score == bestScore && g.better(int(id), int(best)) {
			best, bestAt, bestScore = id, j, score
		}
	}
	return best, bestAt, bestAt >= 0
}

// payToEnter decides whether a land found by a search that may pay life to
// enter untapped pays: when its mana lets the hand cast more this turn.
func (g *game) payToEnter(id uint16) bool {
	c := &g.d.Cards[id]
	b := &g.b
	if c.Enters != decks.EntersTappedUnlessPayLife || c.Kind < 0 || c.EnterLife > payableLife(b.life) {
		return false
	}
	without := g.handValue(&b.src)
	b.src.AddKind(c.Kind, 1)
	with := g.handValue(&b.src)
	b.src.RemoveKind(c.Kind, 1)
	return with > without
}

// handValue is the summed mana value (plus one each) of the distinct spells
// in hand that the pool and the sources src could cast, each on its own.
func (g *game) handValue(src *mana.Sources) int {
	v := 0
	life := g.lifeBudget()
	for _, id16 := range g.spellIDs {
		if id := int(id16); g.inHand(id) && g.canPayFrom(g.demandOnZero(&g.b, id), 0, &g.b.pool, src, life) {
			v += int(g.hot[id].mv) + 1
		}
	}
	return v
}

// bounceChoice picks the land a bounce land returns, among those its rule
// allows (an untapped one if it says so): a tapped one (its mana was used)
// before an untapped one, an unenchanted one, the least useful, another
// bounce land last; false if there is none but itself (the bounce land then
// returns itself, a Lair or Karoo land is sacrificed).
func (g *game) bounceChoice(self uint16, rule *decks.ReturnRule) (uint16, bool) {
	b := &g.b
	need := g.neededColors()
	best, bestKey := self, 1<<30
	for id := 0; id < g.n; id++ {
		c := &g.d.Cards[id]
		if b.field[id] == 0 || uint16(id) == self || !rule.May[id] || rule.Untapped && g.untappedCopies(id) == 0 {
			continue
		}
		if c.Bounce && !rule.OrSacrifice {
			continue // (a bounce land returns itself rather than another)
		}
		key := g.landScore(uint16(id), need)
		if k := g.kindOf(id); k >= 0 && b.src.Count(k) >= int(b.onKind[k]) {
			key += 1 << 12 // all of its kind untapped: returning one loses its mana
		}
		if b.field[id] <= g.enchantedCopies(uint16(id)) {
			key += 1 << 14
		}
		if c.Bounce {
			key += 1 << 16
		}
		if key < bestKey || key == bestKey && !g.better(id, int(best)) {
			best, bestKey = uint16(id), key
		}
	}
	return best, best != self
}

// enchantChoice picks the land an Aura with mana enchants: the one that
// then makes the most mana, an untapped one first (its mana is there this
// turn), then the most useful; false if there is none it may enchant.
func (g *game) enchantChoice(aura uint16) (uint16, bool) {
	b := &g.b
	if g.auraIdx[aura] < 0 {
		return 0, false
	}
	best, bestKey := -1, -1
	for id := 0; id < g.n; id++ {
		if b.field[id] == 0 || b.field[id] <= g.enchantedCopies(uint16(id)) {
			continue
		}
		k := int(g.enchKind[g.auraIdx[aura]][id])
		if k < 0 {
			continue
		}
		key := b.src.Kind(k).N() * 64
		if k0 := g.d.Cards[id].Kind; k0 >= 0 && b.src.Count(k0) > 0 {
			key += 32
		}
		key += b.src.Kind(k).Mask().Len()
		if key > bestKey || key == bestKey && g.better(id, best) {
			best, bestKey = id, key
		}
	}
	return uint16(max(best, 0)), best >= 0
}
