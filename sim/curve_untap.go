package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// The lands that pay mana and their {T} to untap a land (Deserted Temple:
// {1}, any land; Minamo: {U}, a legendary one; decks/untappers.go) in the
// policy-free castability. An activation untaps a land of the board, which
// is tapped again for its mana, so it is exactly: the converter's own
// source gone (its {T}), one more source of the land's kind, and the
// input's mana added to the cost (the input may be paid by any mana the
// board makes, the land's first tap included, but not its second: when
// that land is untapped on the board the two taps are alike, and when it
// entered tapped on the turn its one tap is the second, so then the input
// must come from the rest, which the added cost also asks, the land's own
// tap being no source of the board). The study tries every way up to
// maxCurveUntaps activations of at most two such cards: the boards of
// lands of every order, so that with more on the board (or a third card)
// it is a lower bound, and the input's {1} paid with mana restricted to
// spells (an ability's is not) an upper bound (no deck of the database has
// both). TestCastableTempleAgainstBruteForce holds it to a brute force over
// every order of land drops.

// maxCurveUntaps is the most activations a board's study tries.
const maxCurveUntaps = 4

// curveUntap is the study's state for a deck with such lands.
type curveUntap struct {
	on    bool
	card  [2]int16 // the untap lands' card ids
	ncard int
	// combos are the activations tried, m[0] of card[0] and m[1] of
	// card[1]; d[i][c] the demand of cost i with combo c's inputs added.
	combos [][2]int
	d      [][]mana.Demand
	class  []int16 // a card of each class (the classes of such lands have one)
	// The board being tried: the kinds each card may untap (with repeats
	// allowed, by index), and the scratch sources.
	cand  [2][maxCurveCand]int16
	ncand [2]int
	pick  [maxCurveUntaps]int16
	s     mana.Sources
}

// maxCurveCand is the most kinds of land one board offers an untap.
const maxCurveCand = 16

// initUntap finds the deck's untap lands and builds the demands (init, once
// the costs are known).
func (cv *curve) initUntap(g *game) {
	u := &cv.ut
	*u = curveUntap{}
	for id := 0; id < g.n; id++ {
		if c := &g.d.Cards[id]; cv.lands[id].ok && c.UntapTarget != 0 && c.Types&decks.Land != 0 && c.Kind >= 0 && u.ncard < 2 {
			u.card[u.ncard] = int16(id)
			u.ncard++
		}
	}
	if u.ncard == 0 {
		return
	}
	u.on = true
	for a := 0; a <= maxCurveUntaps; a++ {
		for b := 0; a+b <= maxCurveUntaps; b++ {
			if a+b > 0 && (b == 0 || u.ncard == 2) {
				u.combos = append(u.combos, [2]int{a, b})
			}
		}
	}
	u.d = make([][]mana.Demand, len(cv.costs))
	for i := range cv.costs {
		base := cv.costs[i].d
		u.d[i] = make([]mana.Demand, len(u.combos))
		for j, m := range u.combos {
			cost := base.Cost()
			for c := 0; c < u.ncard; c++ {
				in := g.d.Cards[u.card[c]].ConvCost.Cost()
				for range m[c] {
					for _, sym := range in.AppendSymbols(nil) {
						_ = cost.Add(sym) // (a cost of 255 symbols of a kind is no cost a study holds)
					}
				}
			}
			u.d[i][j] = mana.NewDemand(cost, base.Use())
		}
	}
	u.class = make([]int16, cv.nclass)
	for c := range u.class {
		u.class[c] = -1
	}
	for id := 0; id < g.n; id++ {
		if cv.lands[id].ok && cv.class[id] >= 0 && u.class[cv.class[id]] < 0 {
			u.class[cv.class[id]] = int16(id)
		}
	}
}

// untapIndex is the index in ut.card of land card id, -1 if it is none.
func (u *curveUntap) index(id int16) int {
	for c := 0; c < u.ncard; c++ {
		if u.card[c] == id {
			return c
		}
	}
	return -1
}

// addCand offers a land of card id and kind k to the untaps that may take it.
func (u *curveUntap) addCand(g *game, id, k int16) {
	if k < 0 || id < 0 {
		return
	}
	for c := 0; c < u.ncard; c++ {
		if id == u.card[c] || g.d.Cards[id].Types&g.d.Cards[u.card[c]].UntapTarget == 0 || u.ncand[c] == maxCurveCand {
			continue
		}
		dup := false
		for _, o := range u.cand[c][:u.ncand[c]] {
			dup = dup || o == k
		}
		if !dup {
			u.cand[c][u.ncand[c]] = k
			u.ncand[c]++
		}
	}
}

// untapBoard offers the lands of the board being evaluated (E, and the land
// of turn t, opt, tapped or not) and counts the untap lands on it, untapped.
func (cv *curve) untapBoard(g *game, opt *curveOpt, untapped bool) (n [2]int) {
	u := &cv.ut
	u.ncand = [2]int{}
	for j := 0; j < cv.ncls; j++ {
		if cv.cnt[j] == 0 {
			continue
		}
		l := &cv.classOf[cv.cls[j]]
		id := u.class[cv.cls[j]]
		k := l.kind
		if l.vary >= 0 {
			k = cv.varyKind(g, int(l.vary), opt)
		}
		u.addCand(g, id, k)
		if c := u.index(id); c >= 0 {
			n[c] += int(cv.cnt[j])
		}
	}
	if opt != nil {
		k := opt.kind
		if opt.vary >= 0 {
			k = cv.varyKind(g, int(opt.vary), opt)
		}
		u.addCand(g, opt.card, k)
		if c := u.index(opt.card); c >= 0 && untapped {
			n[c]++
		}
	}
	return n
}

// untapBound offers every land drawn by t (each option, a varying land at
// its most) and counts the untap lands drawn: bound's board of them all.
func (cv *curve) untapBound() (n [2]int) {
	u := &cv.ut
	u.ncand = [2]int{}
	offer := func(id uint16, copies int) {
		l := &cv.lands[id]
		k := l.kind
		if l.vary >= 0 {
			k = l.top
		}
		u.addCandAny(int16(id), k, l)
		if c := u.index(int16(id)); c >= 0 {
			n[c] += copies
		}
	}
	for i := 0; i < cv.nids; i++ {
		offer(cv.ids[i], int(cv.seen[cv.ids[i]]))
	}
	for j := 0; j < cv.nnew; j++ {
		offer(cv.newID[j], 1)
	}
	return n
}

// addCandAny is addCand for a land card with every kind its options make.
func (u *curveUntap) addCandAny(id, k int16, l *curveLand) {
	u.addCandG(id, k)
	for o := 0; o < l.nopt; o++ {
		u.addCandG(id, l.opts[o].kind)
	}
}

// addCandG is addCand without the target check's game (bound: any land an
// untap may take, an upper bound for Minamo).
func (u *curveUntap) addCandG(id, k int16) {
	if k < 0 {
		return
	}
	for c := 0; c < u.ncard; c++ {
		if id == u.card[c] || u.ncand[c] == maxCurveCand {
			continue
		}
		dup := false
		for _, o := range u.cand[c][:u.ncand[c]] {
			dup = dup || o == k
		}
		if !dup {
			u.cand[c][u.ncand[c]] = k
			u.ncand[c]++
		}
	}
}

// untapPays reports whether cost i is paid on the board src with some
// activations of the untap lands (n of each on it, their candidates
// offered).
func (cv *curve) untapPays(g *game, i int, src *mana.Sources, life int, n [2]int) bool {
	u := &cv.ut
	for j, m := range u.combos {
		if m[0] > n[0] || m[1] > n[1] || m[0] > 0 && u.ncand[0] == 0 || m[1] > 0 && u.ncand[1] == 0 {
			continue
		}
		if cv.untapTry(g, &u.d[i][j], src, life, m, 0, 0, 0) {
			return true
		}
	}
	return false
}

// untapTry chooses the targets of the activations left (pick p on, of card
// c, from candidate index from on: a multiset), then checks the board.
func (cv *curve) untapTry(g *game, d *mana.Demand, src *mana.Sources, life int, m [2]int, c, p, from int) bool {
	u := &cv.ut
	if c < u.ncard && p == m[c] {
		return cv.untapTry(g, d, src, life, m, c+1, 0, 0)
	}
	if c >= u.ncard {
		if u.s.NumKinds() != src.NumKinds() {
			u.s = *src
		} else {
			u.s.CopyCounts(src)
		}
		at := 0
		for cc := 0; cc < u.ncard; cc++ {
			if m[cc] > 0 && !u.s.RemoveKind(int(cv.lands[u.card[cc]].kind), m[cc]) {
				return false
			}
			for range m[cc] {
				u.s.AddKind(int(u.pick[at]), 1)
				at++
			}
		}
		return mana.CanPay(d, 0, &mana.Pool{}, &u.s, life)
	}
	base := 0
	for cc := 0; cc < c; cc++ {
		base += m[cc]
	}
	for x := from; x < u.ncand[c]; x++ {
		u.pick[base+p] = u.cand[c][x]
		if cv.untapTry(g, d, src, life, m, c, p+1, x) {
			return true
		}
	}
	return false
}

// untapMore is what the untap lands add at most to a board's mana (the
// enough_mana figure): each activation a land's mana for its input and
// its own mana, the most a candidate makes.
func (cv *curve) untapMore(g *game, n [2]int) int {
	u := &cv.ut
	more, acts := 0, 0
	for c := 0; c < u.ncard; c++ {
		best := 0
		for _, k := range u.cand[c][:u.ncand[c]] {
			best = max(best, cv.src.Kind(int(k)).N())
		}
		own := g.d.Cards[u.card[c]]
		gain := best - own.ConvCost.Cost().ManaValue() - cv.src.Kind(int(cv.lands[u.card[c]].kind)).N()
		for range n[c] {
			if gain > 0 && acts < maxCurveUntaps {
				more += gain
				acts++
			}
		}
	}
	return more
}
