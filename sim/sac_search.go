package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Knight of the Reliquary's search (decks/sac_search.go): {T}, sacrifice a
// Forest or Plains: a land card from the library onto the battlefield. It
// is no mana ability, and the Knight tapped does not attack; so, by the
// planner's objective (what the turn casts, then next turn's mana, before
// the clock), it is activated as the precombat main phase begins, with
// every land untapped, when the swap of the land it takes for the land it
// finds lets the hand cast more (the summed mana value, plus one each, of
// the spells in hand the board could cast: handValue) or makes more mana
// (more units); never for a land that enters tapped (a mana less this
// turn). The land taken: of its types, the fewest units, then the least
// useful (landScore), then the game's random order; the land found is the
// land choice's (searchChoice).

// sacrificeSearches activates each ready Knight while the objective holds.
func (g *game) sacrificeSearches() {
	b := &g.b
	for _, id16 := range g.sacSeek {
		id := int(id16)
		a := &g.d.Cards[id].Seek.Ability
		for int(b.field[id])-int(b.tapped[id])-int(b.fresh[id]) > 0 {
			taken := g.landToSacrifice(a.SacLand)
			if taken < 0 {
				break
			}
			found, at, ok := g.swapChoice(uint16(taken), &a.Find)
			if !ok {
				break
			}
			b.tapped[id]++
			if g.trace != nil {
				g.tracef("%s: sacrifice %s, search for %s", g.name(id16), g.name(uint16(taken)), g.name(found))
			}
			g.dies(uint16(taken))
			g.removeFromLibrary(at)
			g.enter(found, false, landPlay{payLife: g.payToEnter(found)})
		}
	}
}

// landToSacrifice is the untapped land of the basic types m a Knight takes
// (the objective above), -1 if none.
func (g *game) landToSacrifice(m mana.Mask) int {
	b := &g.b
	need := g.neededColors()
	best, bu, bs := -1, 0, 0
	for x := 0; x < g.n; x++ {
		c := &g.d.Cards[x]
		if b.field[x] == 0 || !g.hot[x].is(hLand) || c.LandTypes&m == 0 || g.cidx[x] >= 0 || g.untappedCopies(x) == 0 {
			continue
		}
		u := 0
		if k := g.kindOf(x); k >= 0 {
			u = b.src.Kind(k).N()
		}
		s := g.landScore(uint16(x), need)
		if best < 0 || u < bu || u == bu && (s < bs || s == bs && g.better(best, x)) {
			best, bu, bs = x, u, s
		}
	}
	return best
}

// swapChoice is the land of the library a Knight finds in the place of
// land taken (untapped on the battlefield), and where it is: of the lands
// that enter untapped, the one after which the hand casts the most
// (handValue), then makes the most units, then the land choice's score,
// then the game's random order; false unless it casts more or makes more
// than the land taken (the objective above).
func (g *game) swapChoice(taken uint16, s *decks.Search) (uint16, int, bool) {
	b := &g.b
	kt := g.kindOf(int(taken))
	tu := 0
	if kt >= 0 {
		tu = b.src.Kind(kt).N()
	}
	base := g.handValue(&b.src)
	need := g.neededColors()
	sc := &g.spare[0]
	best, at, bv, bu, bs := uint16(0), -1, 0, 0, 0
	for j := g.pos; j < g.end; j++ {
		id := g.lib[j]
		fc := &g.d.Cards[id]
		if !g.fits(id, s.Types, s.Basic, s.Any) || fc.Enters != decks.EntersUntapped || fc.Vary >= 0 || g.cidx[id] >= 0 || fc.Kind < 0 || g.seenBefore(j, id) {
			continue // (one whose mana follows the board is not weighed: not searched for)
		}
		sc.src = b.src
		if kt >= 0 {
			sc.src.RemoveKind(kt, 1)
		}
		sc.src.AddKind(fc.Kind, 1)
		v, u, sco := g.handValue(&sc.src), b.src.Kind(fc.Kind).N(), g.landScore(id, need)
		if at < 0 || v > bv || v == bv && (u > bu || u == bu && (sco > bs || sco == bs && g.better(int(id), int(best)))) {
			best, at, bv, bu, bs = id, j, v, u, sco
		}
	}
	if at < 0 || bv <= base && bu <= tu {
		return 0, -1, false
	}
	return best, at, true
}

// seenBefore reports whether card id is in the library before place j.
func (g *game) seenBefore(j int, id uint16) bool {
	for i := g.pos; i < j; i++ {
		if g.lib[i] == id {
			return true
		}
	}
	return false
}
