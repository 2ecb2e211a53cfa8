package sim

import "github.com/goldfishsim/goldfish/mana"

// The policy-free castability of lands whose counted mana costs mana to
// make (Cabal Coffers: {2}, {T}: add {B} for each Swamp you control; Cabal
// Stronghold: {3}, {T}, each basic Swamp). A board of turn t pays a cost
// if the lands pay it outright, or after some of these lands are activated,
// each once, in some order, each input paid from the lands not tapped yet
// and the mana made before it: activate searches every such sequence, and
// every way of paying each input (which lands, which mana of the pool),
// so that the figure is exact. A land played on turn t counts (the Swamps
// it counts include it) and may be activated: it enters untapped. Its {T}
// is its only one: Stronghold's {C} or its activation.
//
// What is left out: an input paid with restricted mana (no land of such a
// deck has both), and an output of several types in one unit (none has).

// maxCper is how many distinct counted converters a board holds at once.
const maxCper = 8

// cperEntry is one kind of counted converter on the board evaluated: what
// it makes there, the generic mana its input asks, how many copies are
// still unused, and the kind its {T} otherwise makes (-1: none).
type cperEntry struct {
	out  int16
	cost int
	n    int
	tap  int16
}

// initAmountLand marks land l (the card face) as a counted converter, if it
// is one: the filter-land path must not take it (its output is not fixed).
func (cv *curve) initAmountLand(g *game, l *curveLand, face int, faces []int) {
	c := &g.d.Cards[face]
	if c.ConvVary < 0 || len(faces) != 1 || l.nopt != 1 || l.opts[0].fetch >= 0 || !genericOnly(c.ConvCost.Cost()) {
		return
	}
	l.cper = int16(c.ConvVary) + 1
	l.opts[0].cper = l.cper
	l.conv = -1
	if cv.cperCost == nil {
		cv.cperCost = make([]int, len(g.d.Vary))
		for v := range cv.cperCost {
			cv.cperCost[v] = -1
		}
	}
	cv.cperCost[c.ConvVary] = c.ConvCost.Cost().Generic()
}

// genericOnly reports whether a cost is generic mana alone.
func genericOnly(c mana.Cost) bool {
	return c.ManaValue() == c.Generic() && c.Vars() == 0
}

// cperBoard fills cv.cp with the counted converters of E (cnt) and the land
// of turn t (opt), each making what the lands beside it count.
func (cv *curve) cperBoard(g *game, opt *curveOpt) {
	cv.ncp = 0
	optClass := int16(-1)
	if opt != nil && opt.card >= 0 && cv.lands[opt.card].ok {
		optClass = cv.class[opt.card]
	}
	for j := 0; j < cv.ncls; j++ {
		if l := &cv.classOf[cv.cls[j]]; l.cper > 0 && cv.cnt[j] > 0 {
			cv.addCper(g, l.cper, l.kind, int(cv.cnt[j]), optClass)
		}
	}
	if opt != nil && opt.cper > 0 {
		cv.addCper(g, opt.cper, opt.kind, 1, optClass)
	}
}

// addCper adds n copies of the counted converter of Vary cper-1 (its {T}'s
// other kind tap) to cv.cp.
func (cv *curve) addCper(g *game, cper, tap int16, n int, optClass int16) {
	v := int(cper - 1)
	vy := &g.d.Vary[v]
	out := cv.vary[v].kinds[vy.PerState(cv.countIn(cv.vary[v].in[0], optClass))]
	if out < 0 {
		return
	}
	cost := cv.cperCost[v]
	for i := 0; i < cv.ncp; i++ {
		if e := &cv.cp[i]; e.out == out && e.cost == cost && e.tap == tap {
			e.n += n
			return
		}
	}
	if cv.ncp < maxCper {
		cv.cp[cv.ncp] = cperEntry{out: out, cost: cost, n: n, tap: tap}
		cv.ncp++
	}
}

// cperPays reports whether the board (src, and the converters of cv.cp)
// pays d: see the file's comment.
func (cv *curve) cperPays(d *mana.Demand, pool mana.Pool, src *mana.Sources, life int) bool {
	if mana.CanPay(d, 0, &pool, src, life) {
		return true
	}
	for i := 0; i < cv.ncp; i++ {
		e := &cv.cp[i]
		if e.n == 0 {
			continue
		}
		if e.tap >= 0 && !src.RemoveKind(int(e.tap), 1) {
			continue
		}
		e.n--
		ok := cv.payInput(d, pool, src, life, i, e.cost, 0)
		e.n++
		if e.tap >= 0 {
			src.AddKind(int(e.tap), 1)
		}
		if ok {
			return true
		}
	}
	return false
}

// poolUnits is how many kinds of unit the input may take from the pool
// (unrestricted, snow or not, of each type): the first items of payInput.
const poolUnits = 2 * int(mana.NumTypes)

// payInput pays left more generic mana of converter i's input with items
// from the from-th on (a multiset of them: the pool's units first, then
// the sources by kind, each tapped whole, what it makes beyond the input
// left in the pool), then adds its output and goes on (cperPays).
func (cv *curve) payInput(d *mana.Demand, pool mana.Pool, src *mana.Sources, life, i, left, from int) bool {
	if left == 0 {
		out := cv.src.Kind(int(cv.cp[i].out))
		for u := range out.N() {
			pool.Add(mana.MakeUnit(out.Units[u].First(), out.Snow, out.Restriction), 1)
		}
		return cv.cperPays(d, pool, src, life)
	}
	for it := from; it < poolUnits+src.NumKinds(); it++ {
		if it < poolUnits {
			u := mana.MakeUnit(mana.Type(it/2), it%2 == 1, mana.Unrestricted)
			if pool.Count(u) == 0 {
				continue
			}
			p := pool
			p.Add(u, -1)
			if cv.payInput(d, p, src, life, i, left-1, it) {
				return true
			}
			continue
		}
		k := it - poolUnits
		kind := src.Kind(k)
		if src.Count(k) == 0 || kind.Restriction != mana.Unrestricted {
			continue
		}
		src.RemoveKind(k, 1)
		ok := cv.floatRest(d, pool, src, life, i, left, it, &kind, min(kind.N(), left))
		src.AddKind(k, 1)
		if ok {
			return true
		}
	}
	return false
}

// floatRest puts the units of a source just tapped beyond the input's
// (from unit u on) into the pool, each of every type its mask allows (all
// of one type for a source whose units are linked), then pays the rest of
// the input.
func (cv *curve) floatRest(d *mana.Demand, pool mana.Pool, src *mana.Sources, life, i, left, it int, kind *mana.Source, u int) bool {
	paid := min(kind.N(), left)
	if u >= kind.N() {
		return cv.payInput(d, pool, src, life, i, left-paid, it)
	}
	for t := mana.W; t < mana.NumTypes; t++ {
		if !kind.Units[u].Has(t) {
			continue
		}
		p := pool
		if kind.Same {
			p.Add(mana.MakeUnit(t, kind.Snow, kind.Restriction), kind.N()-u)
			if cv.payInput(d, p, src, life, i, left-paid, it) {
				return true
			}
			continue
		}
		p.Add(mana.MakeUnit(t, kind.Snow, kind.Restriction), 1)
		if cv.floatRest(d, p, src, life, i, left, it, kind, u+1) {
			return true
		}
	}
	return false
}

// cperMost is the most mana the board's counted converters add to what
// its lands make (total): those that make more than their input and their
// {T}'s other mana, the cheapest first, each while what is made so far
// pays its input.
func (cv *curve) cperMost(total int) int {
	gain := 0
	var used [maxCper]int
	for {
		best := -1
		for i := 0; i < cv.ncp; i++ {
			if e := &cv.cp[i]; used[i] < e.n && cv.cperGain(e) > 0 && total+gain >= e.cost && (best < 0 || e.cost < cv.cp[best].cost) {
				best = i
			}
		}
		if best < 0 {
			return gain
		}
		used[best]++
		gain += cv.cperGain(&cv.cp[best])
	}
}

// cperGain is what activating e adds to the board's mana: its output, less
// its input and what its {T} makes otherwise.
func (cv *curve) cperGain(e *cperEntry) int {
	g := cv.src.Kind(int(e.out)).N() - e.cost
	if e.tap >= 0 {
		g -= cv.src.Kind(int(e.tap)).N()
	}
	return g
}

// cperBound adds to the bound's board, for each counted converter drawn,
// what it would make beside every land drawn, as if free: an upper bound.
func (cv *curve) cperBound(g *game, src *mana.Sources, units *[16]int) {
	for v, cost := range cv.cperCost {
		if cost < 0 {
			continue
		}
		in := cv.vary[v].in[0]
		counted, copies := 0, 0
		for i := 0; i < cv.nids; i++ {
			id := cv.ids[i]
			if in[cv.class[id]] {
				counted += int(cv.seen[id])
			}
			if cv.lands[id].cper == int16(v)+1 {
				copies += int(cv.seen[id])
			}
		}
		for j := 0; j < cv.nnew; j++ {
			id := cv.newID[j]
			if in[cv.class[id]] {
				counted++
			}
			if cv.lands[id].cper == int16(v)+1 {
				copies++
			}
		}
		out := cv.vary[v].kinds[g.d.Vary[v].PerState(counted)]
		if copies == 0 || out < 0 {
			continue
		}
		src.AddKind(int(out), copies)
		units[min(cv.src.Kind(int(out)).N(), len(units)-1)] += copies
	}
}
