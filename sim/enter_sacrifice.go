package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Lands whose entering or staying is conditional (decks/enter_sacrifice.go):
// the Capenna lands are fetch lands cracked as they enter (crackFetch), with
// the life they give; River of Tears is a card whose mana follows the
// turn's land play, through refreshVary.

// gainLife gives the player n life (a Capenna land's 1).
func (g *game) gainLife(n int) {
	g.b.life += n
	if g.trace != nil {
		g.tracef("gain %d life (life %d)", n, g.b.life)
	}
}

// playedState is the state of a Vary of the turn's land play (River of
// Tears): 1 once a land was played this turn.
func playedState(b *board) int {
	if b.landPlayed {
		return 1
	}
	return 0
}

// landPlayOnly is a land of turn t that adds no mana: what River of Tears
// sees of a fetch land played with nothing left to find.
var landPlayOnly = curveOpt{kind: -1, fetch: -1, vary: -1, card: -1, reveal: -1, enters: decks.EntersTapped}

// copyChoice is the land a Vesuva entering copies, by the written
// objective: of the lands on the battlefield (other than uncopied Vesuvas),
// the one whose mana is the most units now, then the most types, then the
// game's random order of the cards; none if there is no such land.
func (g *game) copyChoice() (uint16, bool) {
	b := &g.b
	best, bu, bt := -1, -1, -1
	for x := 0; x < g.n; x++ {
		if b.field[x] == 0 || !g.hot[x].is(hLand) || g.d.Cards[x].CopyLand {
			continue
		}
		u, ty := 0, 0
		if k := g.kindOn(b, x); k >= 0 {
			src := b.src.Kind(k)
			u, ty = src.N(), src.Mask().Len()
		}
		if best < 0 || u > bu || u == bu && (ty > bt || ty == bt && g.better(x, best)) {
			best, bu, bt = x, u, ty
		}
	}
	return uint16(best), best >= 0
}

// evaluate is evaluateBoard with each Vesuva of E (cnt) a copy of a land
// of E, in every way: the order that plays the land it copies before it is
// assumed (an upper bound where the deal allows no such order: see
// results/README.md). A Vesuva with no land of E to copy makes nothing.
func (cv *curve) evaluate(g *game, t int, opt *curveOpt, bounce bool) {
	if cv.sagas {
		// A Saga with three chapters played before turn t-2 is gone by
		// turn t: of those played before the turn, the two latest drops at
		// most are there (an upper bound where the deal plays them earlier:
		// results/README.md).
		for j := 0; j < cv.ncls; j++ {
			if n := cv.cnt[j]; n > 2 && cv.classOf[cv.cls[j]].saga {
				cv.cnt[j] = 2
				cv.evaluateVoids(g, t, opt, bounce)
				cv.cnt[j] = n
				return
			}
		}
	}
	cv.evaluateVoids(g, t, opt, bounce)
}

// evaluateVoids is evaluate's part for Glimmervoid.
func (cv *curve) evaluateVoids(g *game, t int, opt *curveOpt, bounce bool) {
	if cv.voids {
		// A Glimmervoid of E beside no artifact land of E was sacrificed at
		// the end of the turn it was played (lands only: no other artifact).
		// With one, the order that played the artifact land first is
		// assumed (an upper bound: results/README.md).
		void, artifact := -1, false
		for j := 0; j < cv.ncls; j++ {
			if l := &cv.classOf[cv.cls[j]]; cv.cnt[j] > 0 {
				if l.void && void < 0 {
					void = j
				}
				artifact = artifact || l.artifact
			}
		}
		if void >= 0 && !artifact {
			n := cv.cnt[void]
			cv.cnt[void] = 0
			cv.evaluateCopies(g, t, opt, bounce)
			cv.cnt[void] = n
			return
		}
	}
	cv.evaluateCopies(g, t, opt, bounce)
}

// evaluateCopies is evaluate's part for the Vesuvas.
func (cv *curve) evaluateCopies(g *game, t int, opt *curveOpt, bounce bool) {
	if !cv.copies {
		cv.evaluateBoard(g, t, opt, bounce)
		return
	}
	v, target := -1, false
	for j := 0; j < cv.ncls; j++ {
		switch {
		case cv.cnt[j] == 0:
		case cv.classOf[cv.cls[j]].copy:
			if v < 0 {
				v = j
			}
		default:
			target = true
		}
	}
	if v < 0 || !target {
		cv.evaluateCopied(g, t, opt, bounce)
		return
	}
	n := int(cv.cnt[v])
	cv.cnt[v] = 0
	cv.copyInto(g, t, opt, bounce, n, 0)
	cv.cnt[v] = uint8(n)
}

// copyInto makes n more Vesuvas copies of the classes of E from index
// from on (each multiset of copies once), then evaluates.
func (cv *curve) copyInto(g *game, t int, opt *curveOpt, bounce bool, n, from int) {
	if n == 0 {
		cv.evaluateCopied(g, t, opt, bounce)
		return
	}
	for j := from; j < cv.ncls; j++ {
		if cv.cnt[j] == 0 || cv.classOf[cv.cls[j]].copy {
			continue
		}
		cv.cnt[j]++
		cv.copyInto(g, t, opt, bounce, n-1, j)
		cv.cnt[j]--
		if cv.nmaybe == 0 && cv.mostAll() {
			return
		}
	}
}

// copyBound adds to the bound's board what the Vesuvas drawn could copy:
// for each, one more of every other land drawn (more than any board of
// copies makes), its units at the most any of them makes.
func (cv *curve) copyBound(src *mana.Sources, units *[16]int) {
	n, top := 0, 0
	var kinds [mana.MaxKinds]bool
	each := func(id uint16, k int) {
		l := &cv.lands[id]
		if l.copy {
			n += k
			return
		}
		kk := l.kind
		if l.vary >= 0 {
			kk = l.top
		}
		if kk >= 0 {
			kinds[kk] = true
			top = max(top, min(cv.src.Kind(int(kk)).N(), len(units)-1))
		}
		for o := 0; o < l.nopt; o++ {
			if k := l.opts[o].kind; k >= 0 {
				kinds[k] = true
				top = max(top, min(cv.src.Kind(int(k)).N(), len(units)-1))
			}
		}
	}
	for i := 0; i < cv.nids; i++ {
		each(cv.ids[i], int(cv.seen[cv.ids[i]]))
	}
	for j := 0; j < cv.nnew; j++ {
		each(cv.newID[j], 1)
	}
	if n == 0 || top == 0 {
		return
	}
	for k := range kinds {
		if kinds[k] {
			src.AddKind(k, n)
		}
	}
	units[top] += n
}

// evaluateCopied is evaluateBoard with a Vesuva of turn t (opt) a copy of
// each land of E in turn: tapped, it makes nothing, but the lands that
// count lands count it (a copy of an Urza's Mine completes Tron).
func (cv *curve) evaluateCopied(g *game, t int, opt *curveOpt, bounce bool) {
	if opt == nil || !opt.copy {
		cv.evaluateBoard(g, t, opt, bounce)
		return
	}
	copied := false
	for j := 0; j < cv.ncls; j++ {
		c := cv.cls[j]
		if cv.cnt[j] == 0 || cv.classOf[c].copy {
			continue
		}
		copied = true
		o := curveOpt{kind: -1, fetch: -1, vary: -1, reveal: -1, card: cv.classCard[c], enters: decks.EntersTapped, copied: true}
		cv.evaluateBoard(g, t, &o, bounce)
	}
	if !copied {
		cv.evaluateBoard(g, t, opt, bounce) // (nothing to copy: the land play alone)
	}
}

// initCopies notes whether the deck has a land that enters as a copy, and
// a card of each class of lands.
func (cv *curve) initCopies(g *game) {
	cv.copies, cv.voids, cv.sagas = false, false, false
	cv.classCard = cv.classCard[:0]
	for c := 0; c < cv.nclass; c++ {
		cv.classCard = append(cv.classCard, -1)
	}
	for id := 0; id < g.n; id++ {
		if l := &cv.lands[id]; l.ok {
			cv.copies = cv.copies || l.copy
			cv.voids = cv.voids || l.void
			cv.sagas = cv.sagas || l.saga
			if cv.classCard[cv.class[id]] < 0 {
				cv.classCard[cv.class[id]] = int16(id)
			}
		}
	}
}

// endStepSacrifice sacrifices, at the beginning of the end step, the lands
// that go when their controller controls no artifact (Glimmervoid).
func (g *game) endStepSacrifice() {
	b := &g.b
	for _, id := range g.artifacts {
		if b.field[id] > 0 {
			return
		}
	}
	for _, id := range g.voids {
		for b.field[id] > 0 {
			g.dies(id)
			if g.trace != nil {
				g.tracef("sacrifice %s (no artifact at the end step)", g.name(id))
			}
		}
	}
}

// sacrificeUntapped sacrifices n untapped lands as a land enters (Lotus
// Field). With float, every untapped land is tapped for mana first (mana
// abilities, played while the trigger waits: the mana stays in the pool for
// the phase), so none is left to sacrifice; else, by the written objective,
// the lands whose mana is the least (the fewest units, then the fewest
// types, then the game's random order of the cards), as many as there are.
func (g *game) sacrificeUntapped(n int, float bool) {
	b := &g.b
	if float {
		for x := 0; x < g.n; x++ {
			if !g.hot[x].is(hLand) || g.cidx[x] >= 0 {
				continue
			}
			for k := g.kindOf(x); k >= 0 && g.untappedCopies(x) > 0; {
				b.src.RemoveKind(k, 1)
				b.tapped[x]++
				g.addMana(b.src.Kind(k))
				if g.trace != nil {
					g.tracef("tap %s for mana before the sacrifice: pool %s", g.name(uint16(x)), b.pool.String())
				}
			}
		}
	}
	for ; n > 0; n-- {
		worst, wu, wt := -1, 0, 0
		for x := 0; x < g.n; x++ {
			if !g.hot[x].is(hLand) || g.cidx[x] >= 0 || g.untappedCopies(x) == 0 {
				continue
			}
			u, ty := 0, 0
			if k := g.kindOf(x); k >= 0 {
				src := b.src.Kind(k)
				u, ty = src.N(), src.Mask().Len()
			}
			if worst < 0 || u < wu || u == wu && (ty < wt || ty == wt && g.better(worst, x)) {
				worst, wu, wt = x, u, ty
			}
		}
		if worst < 0 {
			return
		}
		g.sacrificeUntappedCopy(uint16(worst))
		if g.trace != nil {
			g.tracef("sacrifice %s (an untapped land)", g.name(uint16(worst)))
		}
	}
}

// sacrificeUntappedCopy sacrifices an untapped copy of land x: leave takes
// a tapped copy where there is one, so an untapped one is tapped in its
// place.
func (g *game) sacrificeUntappedCopy(x uint16) {
	b := &g.b
	tapped := b.tapped[x] > 0
	g.dies(x) // (leave takes a tapped copy)
	if !tapped {
		return
	}
	b.tapped[x]++
	if k := g.kindOf(int(x)); k >= 0 {
		b.src.RemoveKind(k, 1)
	}
}

// maxSagaCopies is how many copies of a Saga land the board follows.
const maxSagaCopies = 8

// addLore puts a lore counter on each copy of the deck's Saga, as the
// precombat main phase begins (rule 714.3b). A copy that reaches its last
// chapter is tapped for its mana while the chapter waits (a mana ability:
// the mana stays in the pool for the phase), then sacrificed (rule 714.4).
func (g *game) addLore() {
	b := &g.b
	last := g.d.Cards[g.saga].Chapters
	kept := 0
	for i := 0; i < b.nlore; i++ {
		if b.lore[i]++; int(b.lore[i]) < last {
			b.lore[kept] = b.lore[i]
			kept++
		}
	}
	done := b.nlore - kept
	b.nlore = kept + done // (leave trims the count as the copies go)
	id := uint16(g.saga)
	for range done {
		if k := g.kindOf(g.saga); k >= 0 && g.untappedCopies(g.saga) > 0 {
			b.src.RemoveKind(k, 1)
			b.tapped[id]++
			g.addMana(b.src.Kind(k))
			if g.trace != nil {
				g.tracef("tap %s for mana before its last chapter: pool %s", g.name(id), b.pool.String())
			}
		}
		g.dies(id)
		if g.trace != nil {
			g.tracef("sacrifice %s (its last chapter)", g.name(id))
		}
	}
	b.nlore = kept
}

// landOfType is the land on the battlefield with one of the basic land
// types m that a land entering by sacrificing one takes (Kjeldoran
// Outpost): by the written objective, a tapped one (its mana made), then
// the one whose mana is the least units, then the game's random order;
// -1 if there is none.
func (g *game) landOfType(m mana.Mask) int {
	b := &g.b
	best, bt, bu := -1, false, 0
	for x := 0; x < g.n; x++ {
		if b.field[x] == 0 || !g.hot[x].is(hLand) || g.cidx[x] >= 0 || g.d.Cards[x].LandTypes&m == 0 {
			continue
		}
		tapped, u := b.tapped[x] > 0, 0
		if k := g.kindOf(x); k >= 0 {
			u = b.src.Kind(k).N()
		}
		if best < 0 || tapped && !bt || tapped == bt && (u < bu || u == bu && g.better(best, x)) {
			best, bt, bu = x, tapped, u
		}
	}
	return best
}

// sacrificeToEnter sacrifices, as land id would enter, a land of the
// basic land types m (Kjeldoran Outpost's Plains); an untapped one is
// tapped for its mana first, before the land is played (modern rules: no
// mana burn). With none, the land goes to the graveyard instead: false.
func (g *game) sacrificeToEnter(id uint16, m mana.Mask) bool {
	b := &g.b
	x := g.landOfType(m)
	if x < 0 {
		g.toGrave(id)
		if g.trace != nil {
			g.tracef("%s goes to the graveyard: no land to sacrifice", g.name(id))
		}
		return false
	}
	if k := g.kindOf(x); k >= 0 && b.tapped[x] == 0 && g.untappedCopies(x) > 0 && g.cfg.Rules != Classic {
		b.src.RemoveKind(k, 1)
		b.tapped[x]++
		g.addMana(b.src.Kind(k))
		if g.trace != nil {
			g.tracef("tap %s for mana before it is sacrificed: pool %s", g.name(uint16(x)), b.pool.String())
		}
	}
	g.dies(uint16(x))
	if g.trace != nil {
		g.tracef("sacrifice %s for %s to enter", g.name(uint16(x)), g.name(id))
	}
	return true
}
