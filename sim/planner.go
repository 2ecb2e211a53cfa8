package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// The turn planner: what the goldfish does in its main phase. It searches
// the plays open to it (the land drop, then every set of the spells in hand,
// rituals, rocks and dorks included, with X at least 1; casting a card with
// morph face down, turning one face up) and carries out the best line by a
// written objective. The lines compared, in this order (more is better):
//
//  1. the mana value cast this turn: each spell's mana value with X counted
//     (X is the most the mana pays, at least 1), 3 for a card cast face
//     down, its morph cost's mana value for a card turned face up; rituals
//     and spirit guides count nothing themselves (only what they let the
//     hand cast). Under the classic rules the mana burn the line leaves is
//     taken off: burning 2 life to cast one more mana is not worth it.
//  2. the mana the player can make next turn: the permanents' mana (sources
//     sacrificed are gone, summoning-sick creatures ready) and the best land
//     left in hand that would enter untapped (a tapped land is better played
//     now, when the turn needs no more mana).
//  3. the clock: damage dealt to the opponent this turn, and the power that
//     attacks (hasty creatures now, every creature next turn).
//  4. the least life paid this turn: pain lands, shock lands, Phyrexian
//     symbols, fetch lands, mana burn.
//  5. the fewest rituals and spirit guides used (they are kept for a turn
//     that needs them).
//  6. the least mana lost from the pool.
//  7. the colours the hand still needs: the mana value (plus one each) of
//     the spells left in hand that next turn's mana (the permanents and that
//     best land) could cast.
//  8. a tie left after all seven is broken by the game's random stream: each
//     tied line is equally likely, whatever the decklist's order.
//
// A choice made as a permanent enters (Coldsteel Heart's colour, Chrome
// Mox's imprint: choices.go) is made by the criteria it can change, in the
// same order: the mana next turn (2: Chrome Mox exiles a card whenever it
// may, since then it makes mana), then the colours the hand still needs
// (7, the card exiled gone from the hand), then the game's random order.
//
// Mana had by sacrificing a permanent (Lotus Petal, a Treasure, an Eldrazi
// Spawn or Scion, Gold) follows from criteria 1 and 2: a line that
// sacrifices one loses its mana from next turn's (2), so the planner
// sacrifices it only in a line that casts more mana value this turn (1);
// when it does, the payment planner taps every other source first. A
// payment sacrifices another permanent to a cost source (an Altar's
// creature) only when no payment without one pays (planPay), so a line
// sacrifices only to cast what it could not otherwise; the creature lost
// then counts against criteria 2 and 3.
//
// A line stops being followed when a card is drawn or the library searched
// (the player learns something): the rest of the turn is planned again.
// Lines are tried on copies of the board (board), so the search changes
// nothing; it never draws a card, never consumes the deal stream, and finds
// a searched land the same way the real search will.

// Candidate roles, in the order lines cast them: mana first (rituals, spirit
// guides, rocks and dorks that make mana this turn, land Auras, spells that
// put an untapped land onto the battlefield), then cards that draw (cast
// early, to plan with what they bring), then the rest, X spells last (they
// take the mana left).
const (
	roleMana = iota
	roleDraw
	roleSpell
	roleX
)

// roleOf is a card's role in the planner's order.
func roleOf(c *decks.CardInfo) uint8 {
	switch {
	case c.Ritual.Total() > 0 && c.Types&(decks.Instant|decks.Sorcery) != 0 || c.FromHand || c.Channel || c.TurnBonus:
		return roleMana
	case c.UntapWhen == decks.UntapOnEnter || c.UntapWhen == decks.UntapResolve:
		return roleMana // (its untap gives back mana its own cost tapped: cast before what the mana pays)
	case c.Types&(decks.Instant|decks.Sorcery) == 0 && (c.Kind >= 0 && !c.Sick || c.ConvKind >= 0 || c.IsAura || c.Vary >= 0 && !c.Sick || c.CostSource >= 0):
		return roleMana
	case c.Search.Battlefield > 0 && !c.Search.Tapped:
		return roleMana
	case makesTokensNow(c) && c.Draw == 0:
		return roleMana
	case c.Draw > 0:
		return roleDraw
	case c.Demand.Cost().Vars() > 0:
		return roleX
	}
	return roleSpell
}

// A play is one step of a line.
type play struct {
	kind uint8 // playLand, playCast, playDown, playUp
	id   uint16
	face uint16 // a land's face put onto the battlefield
	x    uint8
	lp   landPlay
}

const (
	playLand = iota
	playCast
	playDown
	playUp
)

// A cand is a card the line may use, and how.
type cand struct {
	id   uint16
	kind uint8 // playCast, playDown, playUp
	ub   int   // most value one use can add (for the bound)
	max  int   // most uses
}

const (
	maxPlays   = 20 // plays in one line
	maxDepth   = maxPlays + 2
	nCriteria  = 7
	unbounded  = 1 << 20
	maxRounds  = 16 // plans made in one main phase (after draws)
	maxCands   = 64
	maxOptions = 4 // ways to play one land
)

type score [nCriteria]int

type planner struct {
	cands  [maxCands]cand
	ncand  int
	rest   [maxCands + 1]int // bound: most value the candidates from i on can add
	cur    [maxPlays]play
	ncur   int
	best   [maxPlays]play
	nbest  int
	bestS  score
	bestK  int // the criteria of bestS known (see leaf)
	have   bool
	ties   int
	leaves int
	single bool // the line searched is the only one: no need to score it
	// collected: cands holds what collect lists for the board as it is
	// (straight listed them and handed the phase on); the next plan uses
	// them instead of listing them again, and no later one does.
	collected bool
}

// mainPhase plays the precombat main phase of turn t: plan, then follow the
// plan; after a draw or a search, plan the rest again. The statistics see
// the board after the land drop, before any spell.
func (g *game) mainPhase(t int) {
	done, recorded := g.straight(t)
	if done {
		return
	}
	for round := 0; round < maxRounds; round++ {
		g.drew, g.cc.milled = false, false
		g.makePlan()
		pl := &g.pl
		if pl.nbest == 0 {
			break
		}
		if g.trace == nil && !g.replay && g.pure(pl.best[:pl.nbest]) {
			// Playing the line would give the board the planner reached:
			// play its land (the statistics look after it), then take that
			// board rather than play the spells again.
			if pl.best[0].kind == playLand {
				p := pl.best[0]
				g.playLand(p.id, p.face, p.lp)
			}
			if !recorded {
				g.record(t)
				recorded = true
			}
			g.copyBoard(&g.b, &g.bestBoard)
			break
		}
		for i := 0; i < pl.nbest; i++ {
			p := pl.best[i]
			if p.kind == playLand {
				g.playLand(p.id, p.face, p.lp)
			} else {
				if !recorded {
					g.record(t)
					recorded = true
				}
				if !g.do(p) {
					break // (a line found on a copy is always payable: defensive)
				}
			}
			if g.drew || g.dead {
				break
			}
		}
		if !recorded {
			g.record(t)
			recorded = true
		}
		if !g.drew || g.dead {
			break
		}
	}
	if !recorded {
		g.record(t)
	}
}

// do carries out one play.
func (g *game) do(p play) bool {
	switch p.kind {
	case playLand:
		g.playLand(p.id, p.face, p.lp)
		return true
	case playCast:
		return g.cast(int(p.id), int(p.x))
	case playDown:
		return g.castFaceDown(int(p.id))
	case playUp:
		return g.turnFaceUp(int(p.id))
	}
	return false
}

// push saves the board; restore puts the saved one back; pop forgets it.
func (g *game) push()    { g.copyBoard(&g.saved[g.nsaved], &g.b); g.nsaved++ }
func (g *game) restore() { g.copyBoard(&g.b, &g.saved[g.nsaved-1]) }
func (g *game) pop()     { g.nsaved-- }

// copyBoard copies a board: only the deck's n cards of each per-card array
// and the source counts (the kinds never change), which is a few hundred
// bytes where the whole board is kilobytes.
func (g *game) copyBoard(dst, src *board) {
	n := g.n
	copy(dst.hand[:n], src.hand[:n])
	copy(dst.field[:n], src.field[:n])
	copy(dst.fresh[:n], src.fresh[:n])
	copy(dst.tapped[:n], src.tapped[:n])
	copy(dst.castTurn[:n], src.castTurn[:n])
	// The zones only some decks use stay zero on every board of the others.
	if g.uses&useCommand != 0 {
		copy(dst.command[:n], src.command[:n])
	}
	if g.uses&useConverters != 0 {
		copy(dst.convReady[:n], src.convReady[:n])
	}
	if g.uses&useMorph != 0 {
		copy(dst.faceDown[:n], src.faceDown[:n])
		copy(dst.downFresh[:n], src.downFresh[:n])
	}
	if g.uses&useExile != 0 {
		copy(dst.exiled[:n], src.exiled[:n])
	}
	if g.uses&useGrave != 0 {
		g.copyGrave(dst, src)
	}
	copy(dst.ench[:src.nench], src.ench[:src.nench])
	dst.nench = src.nench
	dst.lands, dst.basics, dst.landTypes, dst.noMaxHand = src.lands, src.basics, src.landTypes, src.noMaxHand
	if len(g.varying) > 0 {
		dst.vkind = src.vkind
	}
	if len(g.costly) > 0 {
		copy(dst.ctr[:len(g.costly)], src.ctr[:len(g.costly)])
	}
	dst.costSrc, dst.channel = src.costSrc, src.channel
	dst.nhand = src.nhand
	if dst.src.NumKinds() != src.src.NumKinds() {
		dst.src = src.src // the first copy into a fresh board
	} else {
		dst.src.CopyCounts(&src.src)
	}
	nk := src.src.NumKinds()
	copy(dst.onKind[:nk], src.onKind[:nk])
	copy(dst.sickKind[:nk], src.sickKind[:nk])
	dst.pool = src.pool
	dst.untapReady, dst.untapUsed, dst.untapKind, dst.untapSrc = src.untapReady, src.untapUsed, src.untapKind, src.untapSrc
	dst.su = src.su
	dst.life, dst.opp, dst.landPlayed = src.life, src.opp, src.landPlayed
	dst.spent, dst.lost, dst.spells, dst.discards, dst.burn, dst.morphs = src.spent, src.lost, src.spells, src.discards, src.burn, src.morphs
	dst.lifePaid, dst.value, dst.oneShots = src.lifePaid, src.value, src.oneShots
	dst.lfResolved = src.lfResolved
	dst.grow = src.grow
	if g.saga >= 0 {
		dst.lore, dst.nlore = src.lore, src.nlore
	}
	if g.quest >= 0 {
		dst.quest, dst.nquest = src.quest, src.nquest
	}
	if g.bank >= 0 {
		dst.charge, dst.ncharge = src.charge, src.ncharge
	}
}

// makePlan finds the best line from the board as it is, into g.pl.best.
func (g *game) makePlan() {
	pl := &g.pl
	pl.have, pl.nbest, pl.ties, pl.ncur, pl.leaves, pl.bestK = false, 0, 0, 0, 0, 0
	listed := pl.collected // (by straight, on this board)
	pl.collected = false
	trace := g.trace
	g.trace, g.planning = nil, true
	var opts landPlays
	nopt := g.landPlays(&opts)
	if nopt == 0 {
		// No land to try: the board needs no saving, since the search
		// and onlyLine undo every play they try (TestPlanLeavesTheBoard).
		pl.ncur = 0
		if !listed {
			g.collect()
		}
		pl.single = pl.ncand == 0
		if !g.onlyLine() {
			g.search(0)
		}
		g.trace, g.planning = trace, false
		return
	}
	g.push()
	for _, p := range opts[:nopt] {
		g.do(p)
		pl.cur[0], pl.ncur = p, 1
		g.collect()
		pl.single = nopt == 1 && pl.ncand == 0
		if nopt > 1 || !g.onlyLine() {
			g.search(0)
		}
		g.restore()
	}
	g.pop() // (the last option's restore left the board as it was)
	g.trace, g.planning = trace, false
}

type landPlays [maxOptions * 8]play

// landPlays lists the ways to play a land (none if the land drop is made or
// the hand has no land).
func (g *game) landPlays(opts *landPlays) int {
	b := &g.b
	nopt := 0
	if b.landPlayed {
		return 0
	}
	for _, id16 := range g.landIDs {
		id := int(id16)
		if b.hand[id] == 0 {
			continue
		}
		var o [maxOptions]play
		for _, p := range o[:g.landOptions(id, &o)] {
			if nopt < len(opts) {
				opts[nopt] = p
				nopt++
			}
		}
	}
	return nopt
}

// onlyLine finds, without a search, the best line when the objective has a
// single answer: the land (if any) is already played and one card is left to
// cast, a plain spell of mana value 1 or more (no X, no morph, nothing it
// draws or searches, not a ritual) under the modern rules. Then each copy
// cast adds its mana value and nothing can take it away (no mana burn), so
// the line that casts the most copies has the most value, and every other
// line less: the search would find it, alone, as its best leaf. It reports
// whether it did (the line is then the plan's best).
func (g *game) onlyLine() bool {
	pl := &g.pl
	if !g.oneSpell() {
		return false
	}
	c := pl.cands[0]
	base := g.nsaved
	for pl.ncur < maxPlays && g.nsaved < maxDepth {
		p, ok := g.tryPlay(c)
		if !ok {
			break
		}
		pl.cur[pl.ncur] = p
		pl.ncur++
	}
	pl.have, pl.nbest = true, pl.ncur
	copy(pl.best[:], pl.cur[:pl.ncur])
	g.copyBoard(&g.bestBoard, &g.b)
	if g.nsaved > base { // back to the board the line started from
		g.copyBoard(&g.b, &g.saved[base])
		g.nsaved = base
	}
	return true
}

// oneSpell reports whether the candidates are what onlyLine needs: one
// plain spell under the modern rules, outside a replay.
func (g *game) oneSpell() bool {
	pl := &g.pl
	if pl.ncand != 1 || g.cfg.Rules != Modern || g.replay {
		return false
	}
	c := pl.cands[0]
	h := &g.hot[c.id]
	return c.kind == playCast && h.mv >= 1 && !h.is(hRitual|hFromHand|hXSpell|hLibrary|hMorph)
}

// straight plays the main phase of turn t without planning where the plan
// has one answer and nothing is narrated: the one way to play a land (if
// the hand has one), the statistics, then, if one plain spell is left to
// cast (onlyLine's case), that spell as many times as it can be cast, on
// the board itself, with onlyLine's limit on a line's length. Planning would
// find this line and take the board it ends on (mainPhase's pure shortcut):
// the same plays on the same board, and nothing on this path reads the
// choice stream (only the search's ties do). It reports whether the phase
// is played (done), and whether the land is played and the statistics are
// taken (recorded): then the planner plans the rest from there, as it
// would have planned it after trying the land on a copy.
func (g *game) straight(t int) (done, recorded bool) {
	if g.trace != nil || g.replay || g.cfg.Rules != Modern {
		return false, false
	}
	nopt, p := g.soleLandPlay()
	if nopt > 1 {
		return false, false
	}
	if nopt == 1 {
		if g.hot[p.face].is(hLibrary) {
			return false, false // a land that searches: not a pure line
		}
		g.playLand(p.id, p.face, p.lp)
	}
	g.record(t)
	g.collect()
	if !g.oneSpell() {
		g.pl.collected = true
		return false, true
	}
	id := int(g.pl.cands[0].id)
	if d, x := g.demandOf(id, 0); !g.canPay(d, x, g.lifeBudget()) {
		return true, true // (most turns of a small hand: too few lands yet)
	}
	n := nopt
	if !g.single && g.hot[id].is(hPlainResolve) {
		n += g.castCopies(id, maxPlays-n)
	}
	// cast pays through the payment planner, which checks payability first
	// and changes nothing when the cost cannot be paid: no separate check.
	for ; n < maxPlays; n++ {
		if !g.inHand(id) || !g.cast(id, 0) {
			break
		}
	}
	return true, true
}

// castCopies casts at once up to limit copies of spell id from the hand,
// where casting them one at a time would pay every one by the payment
// planner's fast path from one kind of source (mana.OneKind: an empty pool,
// one kind of one-mana source, no {2/c} or Phyrexian symbol) with no life,
// untapper or sacrifice to it, and resolving one changes no mana
// (hPlainResolve). Then the k-th copy is paid exactly as the first, by n
// more sources of the same kind, until too few are left; so the copies are
// paid all together (the sources tapped one by one as tapCards always
// does) and resolved one by one. It returns how many it cast; the caller
// goes on one at a time (the converters, the other zones). TestCastCopiesExact
// holds it to the one-at-a-time loop.
func (g *game) castCopies(id, limit int) int {
	b := &g.b
	c := &g.d.Cards[id]
	k, n, ok := mana.OneKind(&c.Demand, 0, &b.pool, &b.src)
	if !ok || g.payRules || n == 0 || len(g.untappers) > 0 || b.src.Kind(k).Penalty != 0 || g.ckind[k] {
		return 0
	}
	copies := min(int(b.hand[id]), b.src.Count(k)/n, limit)
	if copies <= 0 || !mana.CanPay(&c.Demand, 0, &b.pool, &b.src, g.lifeBudget()) {
		return 0
	}
	taps := copies * n
	b.src.RemoveKind(k, taps)
	g.ntapLog = 0
	g.tapCards(g.kindCards[k], k, taps, false)
	b.spent += taps
	b.hand[id] -= uint8(copies)
	b.nhand -= copies
	b.castTurn[id] += uint8(copies)
	b.spells += copies
	b.value += copies * int(g.hot[id].mv)
	for range copies {
		g.resolve(id, 0)
	}
	return copies
}

// soleLandPlay is landPlays for straight, which needs only to know whether
// there is no way, one way or more to play a land: it stops at the second,
// and a land with one way to be played (hOneWay) is not asked for its
// options. It returns the number of ways (2 for two or more) and the way if
// there is one.
func (g *game) soleLandPlay() (int, play) {
	b := &g.b
	if b.landPlayed {
		return 0, play{}
	}
	nopt, p := 0, play{}
	for _, id16 := range g.landIDs {
		id := int(id16)
		if b.hand[id] == 0 {
			continue
		}
		if g.hot[id].is(hOneWay) {
			if nopt == 1 {
				return 2, play{}
			}
			p, nopt = play{kind: playLand, id: id16, face: id16}, 1
			continue
		}
		k, q := g.landWays(id)
		if nopt+k > 1 {
			return 2, play{}
		}
		if k == 1 {
			p, nopt = q, 1
		}
	}
	return nopt, p
}

// landWays returns the number of ways to play land card id, and the first.
func (g *game) landWays(id int) (int, play) {
	var o [maxOptions]play
	k := g.landOptions(id, &o)
	return k, o[0]
}

// pure reports whether playing line p on the board gives exactly the board
// the planner reached: nothing in it draws a card or searches the library
// (the planner does not draw, and a real search also changes the library).
func (g *game) pure(p []play) bool {
	if g.cc.milled {
		return false // (cardcosts.go: the library changes)
	}
	for _, q := range p {
		id := q.id
		if q.kind == playLand {
			id = q.face
		}
		if (q.kind == playLand || q.kind == playCast) && g.hot[id].is(hLibrary) {
			return false
		}
	}
	return true
}

// landOptions lists the ways to play land card id from hand: each face
// that is a land, paying life to enter untapped or not, floating the mana
// of the land a bounce land returns or not.
func (g *game) landOptions(id int, opts *[maxOptions]play) int {
	n := 0
	faces := [2]int{int(g.landFace(id)), -1}
	if c := &g.d.Cards[id]; c.Types&decks.Land != 0 && c.Alt >= 0 && g.d.Cards[c.Alt].Types&decks.Land != 0 {
		faces[1] = c.Alt // a modal card with two land faces (a Pathway)
	}
	for _, f := range faces {
		if f < 0 {
			continue
		}
		c := &g.d.Cards[f]
		if c.EnterSacrifice != 0 && g.landOfType(c.EnterSacrifice) < 0 {
			continue // it would go to the graveyard
		}
		// The options the land's own rules leave: pay its life or not, float
		// the returned land's mana or not; else the one way.
		ways := [2]landPlay{} // the plain way, and one option if the land has one
		nways := 1
		switch {
		case c.Enters == decks.EntersTappedUnlessPayLife && c.EnterLife <= payableLife(g.b.life):
			ways[1], nways = landPlay{payLife: true}, 2
		case c.Bounce || g.sacrificesOnLandPlay() || c.SacUntapped > 0:
			ways[1], nways = landPlay{float: true}, 2
		}
		for _, lp := range ways[:nways] {
			if n < maxOptions {
				opts[n] = play{kind: playLand, id: uint16(id), face: uint16(f), lp: lp}
				n++
			}
		}
	}
	return n
}

// sacrificesOnLandPlay reports whether a land on the battlefield is
// sacrificed when another is played (City of Traitors).
func (g *game) sacrificesOnLandPlay() bool {
	for _, id := range g.sacOnLand {
		if g.b.field[id] > 0 {
			return true
		}
	}
	return false
}

// collect lists the candidates from the board as it is (after the land
// drop), in the order lines use them: by role, then the most coloured
// symbols, then the highest mana value, then by name. The order decides
// nothing but the search's path (ties are broken at random), and it comes
// from the cards, not the decklist.
func (g *game) collect() {
	pl := &g.pl
	b := &g.b
	pl.ncand = 0
	for _, id16 := range g.candIDs {
		id := int(id16)
		h := &g.hot[id]
		copies := int(b.hand[id])
		if copies == 0 && h.alt >= 0 && !h.is(hPlayed) {
			copies = int(b.hand[h.alt])
		}
		copies += int(b.command[id]) + int(b.exiled[id])
		if h.is(hCastable|hFromHand) && !h.is(hIdle) && copies > 0 {
			ub := int(h.mv)
			switch {
			case h.is(hRitual):
				ub = 0
			case h.is(hXSpell):
				ub = unbounded
			}
			pl.add(cand{id: uint16(id), kind: playCast, ub: ub, max: copies})
		}
		if h.is(hMorph) && b.hand[id] > 0 {
			pl.add(cand{id: uint16(id), kind: playDown, ub: 3, max: int(b.hand[id])})
		}
		if h.is(hMorph) && b.faceDown[id]+b.hand[id] > 0 {
			up := g.d.Cards[id].MorphUp.Cost().ManaValue()
			pl.add(cand{id: uint16(id), kind: playUp, ub: up, max: int(b.faceDown[id] + b.hand[id])})
		}
	}
	// Insertion sort: a few candidates.
	for i := 1; i < pl.ncand; i++ {
		for j := i; j > 0 && g.candBefore(&pl.cands[j], &pl.cands[j-1]); j-- {
			pl.cands[j], pl.cands[j-1] = pl.cands[j-1], pl.cands[j]
		}
	}
	pl.rest[pl.ncand] = 0
	for i := pl.ncand - 1; i >= 0; i-- {
		c := &pl.cands[i]
		pl.rest[i] = min(pl.rest[i+1]+c.ub*c.max, unbounded)
	}
}

// add adds a candidate (past maxCands, none: the line is then searched
// among the first ones).
func (pl *planner) add(c cand) {
	if pl.ncand < maxCands {
		pl.cands[pl.ncand] = c
		pl.ncand++
	}
}

// candBefore orders candidates (see collect).
func (g *game) candBefore(a, b *cand) bool {
	ha, hb := &g.hot[a.id], &g.hot[b.id]
	ra, rb := int(ha.role), int(hb.role)
	if a.kind != playCast {
		ra = roleSpell
	}
	if b.kind != playCast {
		rb = roleSpell
	}
	switch {
	case ra != rb:
		return ra < rb
	case a.kind != b.kind:
		return a.kind < b.kind // face down before face up
	case ha.pips != hb.pips:
		return ha.pips > hb.pips
	case ha.mv != hb.mv:
		return ha.mv > hb.mv
	}
	return g.d.Names[a.id] < g.d.Names[b.id]
}

// search extends the current line with candidates i and on: each is used
// as often as it can be (depth first), then skipped.
func (g *game) search(i int) {
	pl := &g.pl
	if pl.have && g.b.value+pl.rest[i] < pl.bestS[0] {
		return // even every candidate left cannot reach the best line's value
	}
	if i == pl.ncand || pl.leaves >= maxLeaves {
		g.leaf()
		return
	}
	c := pl.cands[i]
	if pl.ncur < maxPlays && g.nsaved < maxDepth {
		if p, ok := g.tryPlay(c); ok {
			pl.cur[pl.ncur] = p
			pl.ncur++
			g.search(i) // the same card again (another copy)
			pl.ncur--
			g.restore()
			g.pop()
		}
	}
	g.search(i + 1)
}

// maxLeaves bounds the lines compared in one plan: a hand of many cheap
// spells has too many sets to try them all. Past it the search stops
// extending lines (the lines found so far are compared as usual).
const maxLeaves = 4096

// tryPlay carries out one use of candidate c on the board, saving it first;
// false (nothing saved or changed) if it cannot be done now.
func (g *game) tryPlay(c cand) (play, bool) {
	b := &g.b
	id := int(c.id)
	p := play{kind: c.kind, id: c.id}
	life := g.lifeBudget()
	cd := &g.d.Cards[id]
	switch c.kind {
	case playCast:
		if !g.inHand(id) || cd.EnterCost.DiscardLand && !g.spareLand() {
			return p, false // (Mox Diamond: only with a spare land, enter_cost.go)
		}
		if !cd.FromHand {
			x := 0
			if g.hot[id].is(hXSpell) {
				x = g.maxX(id, life)
				if x < 1 {
					return p, false // X = 0 is never the point in a goldfish
				}
			}
			if d, dx := g.demandOf(id, x); !g.canPay(d, dx, life) {
				return p, false
			}
			p.x = uint8(x)
		}
	case playDown:
		if b.hand[id] == 0 || !g.canPay(&cd.MorphDown, 0, life) {
			return p, false
		}
	case playUp:
		if b.faceDown[id] == 0 || !g.canPay(&cd.MorphUp, 0, life) {
			return p, false
		}
	}
	g.push()
	if !g.do(p) {
		g.restore()
		g.pop()
		return p, false
	}
	return p, true
}

// maxX is the largest X (up to 64) the current mana pays for card id.
func (g *game) maxX(id, life int) int {
	x, most := 0, 64
	if c := &g.d.Cards[id]; c.MaxX > 0 {
		most = c.MaxX
	}
	for x < most {
		if d, dx := g.demandOf(id, x+1); !g.canPay(d, dx, life) {
			break
		}
		x++
	}
	return x
}

// leaf scores the current line and keeps it if it is the best so far (a
// tie replaces the best with probability 1/ties: each tied line is equally
// likely to be kept).
//
// The criteria are compared in order, and each is computed only when the
// ones before it tie: for the line (on the board) and for the best line (on
// bestBoard, where it ended), whose criteria past the first are left
// uncomputed until a line ties with it that far (pl.bestK says how many
// are known). Most plans have one leaf, which then needs no score at all; the
// first criterion, the mana value cast, is known for every best line (the
// search's bound reads it). A criterion is a function of the board alone,
// so computing it later gives what it gave then, and only a full tie draws
// from the choice stream, as before.
func (g *game) leaf() {
	pl := &g.pl
	b := &g.b
	pl.leaves++
	if pl.single {
		pl.have, pl.nbest = true, pl.ncur
		copy(pl.best[:], pl.cur[:pl.ncur])
		g.copyBoard(&g.bestBoard, b)
		return
	}
	var s score
	known := 1
	s[0] = g.criterion(b, 0)
	if g.eagerScore {
		for k := 1; k < nCriteria; k++ {
			s[k] = g.criterion(b, k)
		}
		known = nCriteria
	}
	if !pl.have {
		pl.ties = 1
		g.keep(&s, known)
		return
	}
	for k := range nCriteria {
		if k >= known {
			s[k] = g.criterion(b, k)
		}
		if pl.bestK <= k {
			pl.bestS[k] = g.criterion(&g.bestBoard, k)
			pl.bestK = k + 1
		}
		if s[k] != pl.bestS[k] {
			if s[k] < pl.bestS[k] {
				return
			}
			pl.ties = 1
			g.keep(&s, k+1)
			return
		}
	}
	pl.ties++
	if g.choice.intn(uint32(pl.ties)) != 0 {
		return
	}
	g.keep(&s, nCriteria)
}

// keep makes the current line the best, with the first known criteria of
// its score s.
func (g *game) keep(s *score, known int) {
	pl := &g.pl
	pl.have, pl.bestS, pl.bestK, pl.nbest = true, *s, known, pl.ncur
	copy(pl.best[:], pl.cur[:pl.ncur])
	g.copyBoard(&g.bestBoard, &g.b)
}

// criterion is criterion k of the objective (see the top of this file) for
// the line that ended on board b.
func (g *game) criterion(b *board, k int) int {
	burn := 0
	if g.cfg.Rules == Classic {
		burn = b.pool.Total()
	}
	switch k {
	case 0:
		return b.value - burn
	case 1:
		return g.nextTurnMana(b)
	case 2:
		return g.clock(b)
	case 3:
		return -(b.lifePaid + burn)
	case 4:
		return -b.oneShots
	case 5:
		return -b.pool.Total()
	}
	return g.nextTurnHand(b)
}

// clock is the damage the board deals: the opponent's life lost this turn
// so far, the power of the hasty creatures that arrived this turn (they
// attack now), and the power of every creature that can attack (next turn),
// face-down ones as 2/2s.
func (g *game) clock(b *board) int {
	n := g.turnStartOpp - b.opp
	for id := 0; id < g.n; id++ {
		h := &g.hot[id]
		if down := int(b.faceDown[id]); down > 0 {
			n += 2 * down
		}
		if b.field[id] == 0 || !h.is(hCreature) || h.is(hDefender) || h.power <= 0 {
			continue
		}
		n += int(b.field[id]) * int(h.power)
		if h.is(hHaste) {
			n += int(b.fresh[id]) * int(h.power)
		}
	}
	return n
}

// nextTurnMana is the mana the player can make next turn: every permanent's
// mana (untapped, summoning sickness over), the untappers', the converters'
// gain, and the best land left in hand that would enter untapped.
func (g *game) nextTurnMana(b *board) int {
	n := 0
	for k := 0; k < b.src.NumKinds(); k++ {
		if b.onKind[k] > 0 {
			n += int(b.onKind[k]) * b.src.Kind(k).N()
		}
	}
	if len(g.untappers) > 0 && b.untapKind >= 0 {
		ready := 0
		for _, id := range g.untappers {
			ready += int(b.field[id])
		}
		n += ready * b.src.Kind(b.untapKind).N()
	}
	for _, id := range g.convs {
		if b.field[id] > 0 {
			n += int(b.field[id]) * g.convGain(b, id)
		}
	}
	if len(g.costs) > 0 {
		n += g.costMana(b)
	}
	if len(g.gy.taps) > 0 {
		n += g.graveNextMana(b)
	}
	if len(g.tideVary) > 0 {
		n -= g.turnBonusMana(b) // (High Tide ends at the cleanup)
	}
	if land := g.nextLand(b); land >= 0 {
		n += b.src.Kind(land).N()
	}
	return n
}

// nextLand is the kind of the best land in hand to play next turn among
// those that would enter untapped (-1 if none, or the land drop is not
// free: the hand has no land).
func (g *game) nextLand(b *board) int {
	best, bestN := -1, 0
	for _, id16 := range g.landIDs {
		id := int(id16)
		if b.hand[id] == 0 {
			continue
		}
		f := g.landFace(id)
		c := &g.d.Cards[f]
		k := g.kindOn(b, int(f))
		if k < 0 || c.Enters != decks.EntersTappedUnlessPayLife && g.conditionTappedOn(b, f) && !g.amuletUntaps(b) {
			continue
		}
		if n := b.src.Kind(k).N()*8 + b.src.Kind(k).Mask().Len(); n > bestN {
			best, bestN = k, n
		}
	}
	return best
}

// nextTurnHand is the mana value (plus one each) of the distinct spells
// left in hand that next turn's mana could cast: the permanents' mana and
// the land in hand that serves the hand best.
func (g *game) nextTurnHand(b *board) int {
	sc := &g.spare[1]
	if sc.src.NumKinds() != b.src.NumKinds() {
		sc.src = b.src // the first time: the deck's kinds (they never change)
	}
	sc.src.Reset()
	for k := 0; k < b.src.NumKinds(); k++ {
		if b.onKind[k] > 0 {
			sc.src.AddKind(k, int(b.onKind[k]))
		}
	}
	if len(g.untappers) > 0 && b.untapKind >= 0 {
		for _, id := range g.untappers {
			sc.src.AddKind(b.untapKind, int(b.field[id]))
		}
	}
	if len(g.tideVary) > 0 {
		g.withoutTurnBonus(b, &sc.src) // (High Tide ends at the cleanup)
	}
	best := g.castableValue(b, &sc.src)
	for _, id16 := range g.landIDs {
		id := int(id16)
		if b.hand[id] == 0 {
			continue
		}
		f := g.landFace(id)
		c := &g.d.Cards[f]
		k := g.kindOn(b, int(f))
		if k < 0 || c.Enters != decks.EntersTappedUnlessPayLife && g.conditionTappedOn(b, f) {
			continue
		}
		sc.src.AddKind(k, 1)
		best = max(best, g.castableValue(b, &sc.src))
		sc.src.RemoveKind(k, 1)
	}
	return best
}

// castableValue is the mana value (plus one each) of the distinct spells in
// hand on board b (rituals aside) that the sources src could cast with an
// empty pool.
func (g *game) castableValue(b *board, src *mana.Sources) int {
	var empty mana.Pool
	v := 0
	life := payableLife(b.life)
	for _, id16 := range g.spellIDs {
		id := int(id16)
		if !g.hot[id].is(hRitual) && g.inHandOn(b, id) &&
			g.canPayFrom(g.demandOnZero(b, id), 0, &empty, src, life) {
			v += int(g.hot[id].mv) + 1
		}
	}
	return v
}
