package sim

import (
	"slices"

	"github.com/goldfishsim/goldfish/decks"
)

// The policy-free castability of a deck with lands that return a land as
// they enter (bounce lands, Lairs, Karoo lands). Which lands can be on the
// battlefield by turn t then depends on the order the lands were drawn in,
// not only on which were drawn (a bounce land needs a land there before it
// to return, and the land returned may be played again: "land, bounce land
// returning it, the same land again"), so the sets of lands played before t
// are not chosen from the lands drawn by t-1 as the other decks' are
// (chooseE): the study walks every order of land drops instead. The lands
// on the battlefield at the end of each turn, as counts by land card, are
// the walk's states; a turn's states come from the last turn's by playing
// no land or one from the hand (what was drawn by then and is not on the
// battlefield), and for a land that returns one, each land its rule lets it
// return. A land sacrificed for want of one to return (a Lair, a Karoo
// land) is a state no better than not playing it, and is left out. On turn
// t every state of the end of turn t-1 is evaluated, alone and with every
// land of the hand as the land of turn t (a bounce land entering tapped adds
// nothing that turn; a Lair adds its mana, the land it returns tapped for
// mana first), so every order is tried: TestCastableBounceAgainstBruteForce.
//
// What it leaves out: a fetch land on the battlefield counts as a land it
// could find, and is never returned (the land it found would go to the
// hand). A game whose lands outgrow the walk's states (more than 16
// distinct land cards drawn, 15 copies of one, or more than maxBounceStates
// states) is searched as the other decks are, with a bounce land taking a
// second land drop, for the rest of the game.

const (
	maxBounceLands  = 16      // distinct land cards a state holds, four bits each
	maxBounceStates = 1 << 14 // states a turn holds
)

// curveBounce is the walk's tables and one game's states.
type curveBounce struct {
	on    bool // the deck has a land that returns a land
	local [MaxCards]int8
	ids   [maxBounceLands]uint16 // the game's land cards, in the order they were drawn
	nids  int
	// arrived: copies of each drawn by the end of turn upTo; reach: the
	// states of the end of turn upTo.
	arrived     [maxBounceLands]uint8
	upTo, nat   int
	reach, next []uint64
	over        bool // the game's lands outgrew the walk
	pos         [MaxCards]int16
}

func (bx *curveBounce) init(g *game, cv *curve) {
	bx.on = false
	for id := 0; id < g.n; id++ {
		bx.local[id] = -1
		if cv.lands[id].ok && cv.lands[id].bounce {
			bx.on = true
		}
	}
	if bx.on && bx.reach == nil {
		bx.reach = make([]uint64, 0, maxBounceStates)
		bx.next = make([]uint64, 0, maxBounceStates)
	}
	bx.nids = maxBounceLands // (reset clears what a game set)
	bx.reset()
}

// reset starts a game: no land drawn, the empty battlefield.
func (bx *curveBounce) reset() {
	for i := range bx.nids {
		bx.local[bx.ids[i]] = -1
	}
	bx.nids, bx.upTo, bx.nat, bx.over = 0, 0, 0, false
	bx.arrived = [maxBounceLands]uint8{}
	bx.reach = append(bx.reach[:0], 0)
}

// arrive counts one copy of land card id drawn.
func (bx *curveBounce) arrive(id uint16) {
	i := bx.local[id]
	if i < 0 {
		if bx.nids == maxBounceLands {
			bx.over = true
			return
		}
		i = int8(bx.nids)
		bx.local[id], bx.ids[i] = i, id
		bx.nids++
	}
	if bx.arrived[i] == 15 {
		bx.over = true
		return
	}
	bx.arrived[i]++
}

func count(s uint64, i int) int { return int(s>>(4*uint(i))) & 15 }

// advance moves the states from the end of turn upTo to the end of the
// next turn.
func (cv *curve) advance(g *game) {
	bx := &cv.bx
	bx.upTo++
	s := bx.upTo
	if s == 1 {
		for id := 0; id < g.n; id++ {
			if cv.lands[id].ok {
				for range g.kept[id] {
					bx.arrive(uint16(id))
				}
			}
		}
	}
	for ; bx.nat < g.nnatural && g.arrival(bx.nat) <= s; bx.nat++ {
		if id := g.natural[bx.nat]; cv.lands[id].ok {
			bx.arrive(id)
		}
	}
	if bx.over {
		return
	}
	next := append(bx.next[:0], bx.reach...)
	for _, st := range bx.reach {
		for i := range bx.nids {
			if count(st, i) >= int(bx.arrived[i]) {
				continue // none of it in the hand
			}
			id := bx.ids[i]
			played := st + 1<<(4*uint(i))
			if !cv.lands[id].bounce {
				next = append(next, played)
				continue
			}
			rule := &g.d.Returns[g.d.Cards[g.landFace(int(id))].Return]
			for j := range bx.nids {
				if count(played, j) == 0 {
					continue
				}
				back := int(g.landFace(int(bx.ids[j])))
				if !rule.May[back] || g.d.Cards[back].Fetchy {
					continue
				}
				next = append(next, played-1<<(4*uint(j)))
			}
			if len(next) > maxBounceStates-bx.nids-1 {
				bx.over = true
				return
			}
		}
		if len(next) > maxBounceStates/2 {
			next = compactStates(next)
		}
	}
	bx.next = bx.reach
	bx.reach = compactStates(next)
}

// compactStates sorts the states and drops the repeated ones.
func compactStates(s []uint64) []uint64 {
	slices.Sort(s)
	return slices.Compact(s)
}

// bounceTurn is the search of turn t for a deck with lands that return a
// land: every state of the end of turn t-1, with every land of turn t.
// It reports false if the game's lands outgrew the walk (the caller then
// searches as for other decks).
func (cv *curve) bounceTurn(g *game, t int) bool {
	bx := &cv.bx
	for !bx.over && bx.upTo < t-1 {
		cv.advance(g)
	}
	if bx.over {
		return false
	}
	for j := 0; j < cv.ncls; j++ {
		bx.pos[cv.cls[j]] = int16(j)
	}
	for _, st := range bx.reach {
		clear(cv.cnt[:cv.ncls])
		for i := range bx.nids {
			if n := count(st, i); n > 0 {
				cv.cnt[bx.pos[cv.class[bx.ids[i]]]] += uint8(n)
			}
		}
		cv.evaluate(g, t, nil, false)
		// The land of turn t: one drawn on t, or one in the hand from before.
		for j := 0; j < cv.nnew; j++ {
			cv.tryLand(g, t, cv.newID[j])
		}
		for i := range bx.nids {
			if count(st, i) < int(bx.arrived[i]) {
				cv.tryLand(g, t, bx.ids[i])
			}
		}
		if cv.nmaybe == 0 && cv.mostAll() {
			break
		}
	}
	return true
}

// tryLand evaluates the board of cnt with land card id as the land of
// turn t, each way it may enter.
func (cv *curve) tryLand(g *game, t int, id uint16) {
	l := &cv.lands[id]
	for o := 0; o < l.nopt; o++ {
		opt := &l.opts[o]
		if opt.fetch >= 0 && !cv.fetchable(g, int(opt.fetch), t) {
			if cv.played {
				cv.evaluate(g, t, &landPlayOnly, false) // (River of Tears: the land play counts)
			}
			continue
		}
		if (opt.enters == decks.EntersTapped || opt.kind < 0 && opt.vary < 0) && !cv.played && !opt.copy {
			continue
		}
		cv.evaluate(g, t, opt, false)
	}
}
