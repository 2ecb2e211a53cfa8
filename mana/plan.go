package mana

import "math/bits"

// Payment is a plan for paying a cost: which sources to tap, what to take from
// the pool, how much life to pay, and what the taps make beyond what the cost
// needs (it floats: it joins the pool and is lost when the pool empties).
type Payment struct {
	Taps  [MaxKinds]Tap
	NTaps int
	Spent Pool // mana taken from the pool
	Float Pool // mana the taps make and the cost does not use
	Life  int  // life paid for Phyrexian symbols

	// The measures the planner minimises, in this order (see Planner.Plan).
	Produced   int // mana made by the tapped sources
	TapWeight  int // the summed tapWeight of the tapped sources
	SpentValue int // the summed freeValue of the free mana the cost used: pool mana and mana of multi-mana sources

	// Exact is false when the board had too many kinds of multi-mana source to
	// try every combination (more than 4096); the payment is then valid but
	// picked greedily, multi-mana sources before single ones.
	Exact bool
}

// Tap is one line of a payment: tap N sources of kind Kind. For a kind whose
// units share one type (Gilded Lotus), Split says how many of the N make each
// type. For a kind with an alternative, Alt says how many of the N make it
// instead of their units; where each way makes one unit (Cavern of Souls) and
// the use allows both, the payment does not say which ability made each (Alt
// is 0; either paid a pip its unit could pay), and the mana was all spent.
type Tap struct {
	Kind  uint8
	N     uint16
	Alt   uint16
	Split [NumTypes]uint8
}

// tap returns the payment's line for kind k, adding an empty one if there is none.
func (p *Payment) tap(k int8) *Tap {
	for i := 0; i < p.NTaps; i++ {
		if p.Taps[i].Kind == uint8(k) {
			return &p.Taps[i]
		}
	}
	p.Taps[p.NTaps] = Tap{Kind: uint8(k)}
	p.NTaps++
	return &p.Taps[p.NTaps-1]
}

// Apply carries a payment out: it removes the tapped sources from s and puts
// the pool in its state after paying (the spent mana gone, the float added).
// The caller subtracts p.Life from the player's life.
func (p *Payment) Apply(pool *Pool, s *Sources) {
	for i := 0; i < p.NTaps; i++ {
		s.RemoveKind(int(p.Taps[i].Kind), int(p.Taps[i].N))
	}
	for m := pool.used | p.Float.used; m != 0; m &= m - 1 {
		r := Restriction(bits.TrailingZeros16(m))
		for sn := range pool.lanes[r] {
			// Lane-wise subtract then add: the plan never spends more than a
			// lane holds, so no borrow crosses lanes; the add saturates per lane
			// only in games no deck produces (255 mana of one kind).
			pool.lanes[r][sn] = pool.lanes[r][sn] - p.Spent.lanes[r][sn] + p.Float.lanes[r][sn]
		}
		pool.mark(r)
	}
}

// tapWeight is how much the planner would rather keep a source untapped, for
// a player who wants to keep mana of the types in keep available: 128 per
// point of its Penalty, plus the sum over its units of 16 if the unit is
// unrestricted, 8 per type of keep it can make, 2 per type it can make, and 1
// if it is snow; a source with an alternative adds its alternative's units
// the same way (with its restriction), whatever it makes this time, since
// what it could make later is what tapping it gives up. Least flexible
// first: a basic before a dual before a five-colour source, a source of
// unwanted colours first, a Cavern of Souls after a Wastes, and a source
// that costs life or is sacrificed last.
//
// It is the weight of the source in normal form (one unit either way of one
// restriction is one unit of their union).
func tapWeight(src Source, keep Mask) int {
	src = src.normal()
	w := 128 * int(src.Penalty)
	for i := range src.Units {
		if m := src.Units[i]; m != 0 {
			w += unitWeight(m, src.Snow, src.Restriction, keep)
		}
		if m := src.Alt[i]; m != 0 {
			w += unitWeight(m, src.Snow, src.AltRestriction, keep)
		}
	}
	return w
}

// kindWeight is tapWeight of a kind, kept by Sources in two parts: what
// does not depend on keep, and how many of its units (and its alternative's)
// can make each type.
type kindWeight struct {
	base   int32
	ofType [NumTypes]uint8
}

func makeKindWeight(src Source) kindWeight {
	kw := kindWeight{base: int32(tapWeight(src, None))}
	for _, u := range [2]*[MaxUnits]Mask{&src.Units, &src.Alt} {
		for _, m := range u {
			for t := W; t < NumTypes; t++ {
				if m.Has(t) {
					kw.ofType[t]++
				}
			}
		}
	}
	return kw
}

// weight returns tapWeight(s.Kind(k), keep) from the parts kept at Register.
func (s *Sources) weight(k int, keep Mask) int {
	kw := &s.wt[k]
	w := int(kw.base)
	for m := keep & AnyType; m != 0; m &= m - 1 {
		w += 8 * int(kw.ofType[m.First()])
	}
	return w
}

func unitWeight(m Mask, snow bool, r Restriction, keep Mask) int {
	w := 8*(m&keep).Len() + 2*m.Len()
	if r == Unrestricted {
		w += 16
	}
	if snow {
		w++
	}
	return w
}

// freeValue is how much the planner would rather leave a unit of free mana
// (floating in the pool, or made by a tapped source beyond what the cost
// needs) unspent, when the unit can be of the types in m: 4 if it can be of a
// type in keep, 2 if it is unrestricted, 1 if it is snow.
func freeValue(m Mask, snow bool, r Restriction, keep Mask) int {
	v := 0
	if m&keep != 0 {
		v += 4
	}
	if r == Unrestricted {
		v += 2
	}
	if snow {
		v++
	}
	return v
}

// Planner finds the best way to pay a cost (Plan). Its workspace is large: a
// game keeps one Planner and reuses it from one payment to the next, without
// clearing. The zero Planner is ready to use; it is not safe for concurrent
// use.
type Planner struct {
	// Rank breaks ties between kinds of equal TapWeight: of two such kinds,
	// the one of higher rank is tapped first. The zero Rank leaves such ties
	// to the kinds' order in Sources; a caller that must favour no kind over
	// another (a game that breaks its ties at random) sets it.
	Rank [MaxKinds]uint8

	d    *Demand
	x    int
	s    *Sources
	keep Mask

	fixed     [maxFixed]pclass // tap classes (heaviest first), life, pool mana (most valuable first)
	nf        int
	firstFree int // index of the first pool class in fixed
	used      [maxFixed]int32
	dig       [maxDigits]digit // the choices enumerated
	nd        int
	grp       [2 * MaxKinds]group // multi-mana productions: digits, or dropped greedily (inexact mode)
	ng        int
	made      [maxMade]pclass // mana made by the multi-mana sources of the current choice
	nm        int
	usedM     [maxMade]int32
	slack     [maxEntries]int

	best      [maxDigits]int32
	haveBest  bool
	bestKey   [4]int
	multiProd int  // mana made by the multi-mana sources of the current choice
	multiW    int  // their TapWeight
	shared    bool // some tap class shares its sources with a digit (pclass.share)
}

// Unit classes of the planner, in the order reverse-delete drops them.
const (
	roleTap  = iota // a single-unit source kind: using one means tapping one
	roleLife        // 2 life each
	roleFree        // already made: pool mana, or made by a tapped multi-mana source
)

type pclass struct {
	key   uint8 // see covers
	cnt   int32
	w     int32 // tapWeight for roleTap, freeValue for roleFree
	mask  Mask
	snow  bool
	role  uint8
	kind  int8 // the source kind for roleTap and made mana, -1 for pool and life
	unit  Unit // for pool mana: the pool lane
	ty    Type // made mana of a linked source: its chosen type
	r     Restriction
	alt   bool  // a tap class or made mana of the kind's alternative
	share int8  // a tap class sharing its sources with digit share-1 (the kind's other production); 0 if none
	cnt0  int32 // such a class's sources, before the digit takes its own
}

// covers reports whether a unit of the class can pay a pip asking for the set
// t: the class key is itself a set in t's encoding (its types, "snow" if it
// is snow mana, "life" for life), so that is one AND.
func (c *pclass) covers(t uint8) bool { return c.key&t != 0 }

func classKey(m Mask, snow bool) uint8 {
	if snow {
		return uint8(m) | tSnow
	}
	return uint8(m)
}

// A digit of the enumeration: how many of a multi-mana kind to tap (for a
// linked kind, how many to tap for one type), or how many {2/c} of a colour
// to pay with the colour.
type digit struct {
	kind int8  // -1 for a {2/c} digit
	ty   Type  // the type for linked kinds; the colour for {2/c}
	alt  bool  // sources making their alternative
	n    int32 // units per source
	max  int32
	v    int32
}

// A multi-mana kind dropped greedily, source by source, when there are too
// many combinations to try. A linked kind is split into one group per type,
// with the types fixed by a payable choice (linkedSplit).
type group struct {
	kind   int8
	ty     Type // the type of a linked kind's group
	linked bool
	alt    bool  // the kind's alternative
	pair   bool  // one of two productions of a kind whose use allows both
	n      int32 // units per source
	cnt    int32
	used   int32
	made   int // index of its first made class
}

const (
	maxFixed  = MaxKinds + MaxRestrictions*2*NumTypes + 1
	maxDigits = 32
	maxMade   = 2 * MaxKinds * MaxUnits
	maxCombos = 4096
)

// Plan plans the payment of the demand's cost, with X = x, from pool,
// the untapped sources s and up to life life for Phyrexian symbols, keeping
// mana of the types in keep for later where it can. It reports false (and
// leaves *p empty) exactly when CanPay does.
//
// Among all ways to pay, it picks one that is best in this order:
//  1. the least mana produced by tapping (pool mana is spent first, a 2-mana
//     source is not tapped for 1 when a 1-mana source serves: nothing floats
//     needlessly);
//  2. the least life paid;
//  3. the least tapWeight tapped (the least flexible sources are tapped);
//  4. the least freeValue spent of the free mana: mana in the pool and mana
//     made by sources that make two or more at once (what is left of it floats,
//     so the most useful is left). A 1-mana source is tapped only to be spent;
//     its value counts in tapWeight instead.
//
// Why it is exact: for a fixed choice of which multi-mana sources to tap (and
// of their types, and of how the {2/c} symbols are paid), the sets of mana
// units that can pay the pips form a matroid (a transversal matroid), and
// dropping units from the most to the least costly while the rest can still
// pay (reverse-delete) leaves a cheapest basis. Hall's conditions give, for
// each unit class, how many can be dropped at once: the smallest slack of the
// conditions it counts in. The choices outside the matroid are enumerated;
// boards have few multi-mana sources.
//
// Plan does not allocate.
func (pl *Planner) Plan(p *Payment, d *Demand, x int, pool *Pool, s *Sources, life int, keep Mask) bool {
	// Clear all but Taps, which is written before it is read (NTaps entries).
	p.NTaps, p.Life = 0, 0
	p.Spent.clear()
	p.Float.clear()
	p.Produced, p.TapWeight, p.SpentValue, p.Exact = 0, 0, 0, false
	if !CanPay(d, x, pool, s, life) {
		return false
	}
	if pl.planOneKind(p, d, x, pool, s, keep) {
		return true
	}
	pl.init(d, x, pool, s, life, keep)
	pl.search()
	pl.write(p)
	return true
}

// planOneKind is the fast path: the pool is empty, the cost has no {2/c} or
// Phyrexian symbol, and every usable untapped source is of one kind making
// one mana. Then there is no choice: each pip takes one of them. (A payable
// cost; the caller checked.)
func (pl *Planner) planOneKind(p *Payment, d *Demand, x int, pool *Pool, s *Sources, keep Mask) bool {
	k, n, ok := OneKind(d, x, pool, s)
	if !ok {
		return false
	}
	if n == 0 {
		p.Exact = true
		return true
	}
	p.Taps[0] = Tap{Kind: uint8(k), N: uint16(n)}
	p.NTaps, p.Produced, p.TapWeight, p.Exact = 1, n, n*s.weight(k, keep), true
	return true
}

// OneKind reports whether paying the demand with X = x is Plan's fast path:
// the pool is empty, the cost has no {2/c} or Phyrexian symbol, and every
// usable untapped source is of one kind k making one mana, its units (not
// an alternative the use allows). Then, if the cost is payable, Plan's
// payment is to tap n sources of kind k and nothing else (n = 0: a cost of
// nothing, k = -1).
func OneKind(d *Demand, x int, pool *Pool, s *Sources) (k, n int, ok bool) {
	if d.slow || s.nlinked > 0 || !pool.IsEmpty() || d.phyrexian {
		return -1, 0, false
	}
	k = -1
	for i := 0; i < s.nkinds; i++ {
		if s.count[i] == 0 {
			continue
		}
		units, alt := s.kinds[i].modes(d.use)
		if !units && !alt {
			continue
		}
		if k >= 0 || alt || s.units[i] != 1 {
			return -1, 0, false
		}
		k = i
	}
	n = int(d.allNeed) + max(x, 0)*int(d.vars)
	if n == 0 {
		return -1, 0, true
	}
	return k, n, k >= 0
}

func (pl *Planner) init(d *Demand, x int, pool *Pool, s *Sources, life int, keep Mask) {
	pl.d, pl.x, pl.s, pl.keep = d, x, s, keep
	pl.nf, pl.nd, pl.ng, pl.haveBest, pl.shared = 0, 0, 0, false, false
	for c := range d.cost.twoBrid {
		if k := d.cost.twoBrid[c]; k > 0 {
			pl.dig[pl.nd] = digit{kind: -1, ty: Type(c), max: int32(k)}
			pl.nd++
		}
	}
	// Which choices to enumerate: the {2/c} splits always; the multi-mana
	// kinds (how many to tap) and linked kinds (how many to tap for each type)
	// too, unless that makes more than maxCombos combinations or maxDigits
	// digits. Then the planner is greedy for them (Payment.Exact is false).
	combos, digits := 1, pl.nd
	for ty := range d.cost.twoBrid {
		combos = satMul(combos, int(d.cost.twoBrid[ty])+1)
	}
	for k := 0; k < s.nkinds; k++ {
		src := &s.kinds[k]
		c := int32(s.count[k])
		if c == 0 {
			continue
		}
		units, alt := src.modes(d.use)
		switch {
		case !units && !alt:
			continue
		case units && alt && src.oneEach():
			// One unit either way: one unit of either's types (tapped only
			// to be spent, so which ability made it does not matter).
			m := src.Units[0] | src.Alt[0]
			pl.addTapClass(src, k, m, src.Restriction, false, c)
			continue
		case units && alt:
			// Two productions, one at least of two or more units: each
			// multi-unit one is a choice (a digit), a one-unit one a tap class
			// of the sources the digit leaves.
			for i, a := range [2]bool{false, true} {
				n := int32(src.N())
				if a {
					n = int32(src.AltN())
				}
				if n == 1 {
					pl.addTapClass(src, k, src.prodUnits(a)[0], src.prodRestriction(a), a, c)
					pl.fixed[pl.nf-1].share = int8(pl.ng-i) + 1 // the other production's group; resolved to its digit below
					continue
				}
				pl.grp[pl.ng] = group{kind: int8(k), cnt: c, alt: a, pair: true, n: n}
				pl.ng++
				combos, digits = satMul(combos, int(c)+1), digits+1
			}
			continue
		case alt:
			if src.AltN() == 1 {
				pl.addTapClass(src, k, src.Alt[0], src.AltRestriction, true, c)
				continue
			}
			pl.grp[pl.ng] = group{kind: int8(k), cnt: c, alt: true, n: int32(src.AltN())}
			pl.ng++
			combos, digits = satMul(combos, int(c)+1), digits+1
			continue
		}
		if s.units[k] == 1 {
			pl.addTapClass(src, k, src.Units[0], src.Restriction, false, c)
			continue
		}
		g := group{kind: int8(k), cnt: c, linked: src.correlated(), n: int32(s.units[k])}
		if g.linked {
			// Ways to give each of c sources one of n types, or leave it untapped:
			// the count vectors summing to at most c, C(c+n, n) of them.
			n := src.Units[0].Len()
			combos, digits = satMul(combos, binom(int(c)+n, n)), digits+n
		} else {
			combos, digits = satMul(combos, int(c)+1), digits+1
		}
		pl.grp[pl.ng] = g
		pl.ng++
	}
	if combos <= maxCombos && digits <= maxDigits {
		// A tap class sharing its sources with a digit: share-1 was the index
		// of the kind's other production's group; it becomes its digit's.
		var digitOf [2 * MaxKinds]int8
		for i := 0; i < pl.ng; i++ {
			g := &pl.grp[i]
			digitOf[i] = int8(pl.nd)
			if !g.linked {
				pl.dig[pl.nd] = digit{kind: g.kind, alt: g.alt, n: g.n, max: g.cnt}
				pl.nd++
				continue
			}
			// One digit per type; the digits of a kind sum to at most its count.
			for ty := W; ty < NumTypes; ty++ {
				if s.kinds[g.kind].Units[0].Has(ty) {
					pl.dig[pl.nd] = digit{kind: g.kind, ty: ty, n: g.n, max: g.cnt}
					pl.nd++
				}
			}
		}
		for j := 0; j < pl.nf; j++ {
			if c := &pl.fixed[j]; c.share > 0 {
				c.share = digitOf[c.share-1] + 1
				pl.shared = true
			}
		}
		pl.ng = 0
	} else {
		// Greedy: a kind of two productions makes the one that pays for
		// both (Source.either) from every source, and drops what it can.
		n := 0
		for i := 0; i < pl.ng; i++ {
			g := pl.grp[i]
			if g.pair {
				if _, altWins := s.kinds[g.kind].either(); g.alt != altWins {
					continue
				}
			}
			pl.grp[n] = g
			n++
		}
		pl.ng = n
		for j := 0; j < pl.nf; j++ {
			if c := &pl.fixed[j]; c.share > 0 {
				c.cnt, c.cnt0, c.share = 0, 0, 0 // the dominant production is the other one
			}
		}
		pl.splitLinked(pool, life)
	}
	// Tap classes by weight, heaviest first, then by rank, lowest first
	// (insertion sort: a few kinds). Reverse-delete keeps the first untapped.
	for i := 1; i < pl.nf; i++ {
		for j := i; j > 0 && pl.heavier(&pl.fixed[j], &pl.fixed[j-1]); j-- {
			pl.fixed[j], pl.fixed[j-1] = pl.fixed[j-1], pl.fixed[j]
		}
	}
	if d.phyrexian && life >= 2 {
		pl.fixed[pl.nf] = pclass{cnt: int32(life / 2), key: tLife, role: roleLife, kind: -1}
		pl.nf++
	}
	pl.firstFree = pl.nf
	for r := Restriction(0); r < MaxRestrictions && !pool.IsEmpty(); r++ {
		if !d.use.Allows(r) {
			continue
		}
		for sn := range 2 {
			for ty := W; ty < NumTypes; ty++ {
				u := MakeUnit(ty, sn == 1, r)
				if n := pool.Count(u); n > 0 {
					pl.fixed[pl.nf] = pclass{cnt: int32(n), w: int32(freeValue(ty.Mask(), sn == 1, r, keep)),
						mask: ty.Mask(), key: classKey(ty.Mask(), sn == 1), snow: sn == 1, role: roleFree, kind: -1, unit: u}
					pl.nf++
				}
			}
		}
	}
	// Pool classes by value, most valuable first.
	for i := pl.firstFree + 1; i < pl.nf; i++ {
		for j := i; j > pl.firstFree && pl.fixed[j].w > pl.fixed[j-1].w; j-- {
			pl.fixed[j], pl.fixed[j-1] = pl.fixed[j-1], pl.fixed[j]
		}
	}
}

// addTapClass adds the tap class of c sources of kind k making one unit of
// mask m with restriction r (alt: their alternative).
func (pl *Planner) addTapClass(src *Source, k int, m Mask, r Restriction, alt bool, c int32) {
	pl.fixed[pl.nf] = pclass{cnt: c, cnt0: c, w: int32(pl.s.weight(k, pl.keep)), mask: m,
		key: classKey(m, src.Snow), snow: src.Snow, role: roleTap, kind: int8(k), r: r, alt: alt}
	pl.nf++
}

// heavier orders tap classes: by weight, then by rank (ties to kind order).
func (pl *Planner) heavier(a, b *pclass) bool {
	if a.w != b.w {
		return a.w > b.w
	}
	return pl.Rank[a.kind] < pl.Rank[b.kind]
}

// search tries every value of the digits (odometer), keeping the best.
func (pl *Planner) search() {
	for i := 0; i < pl.nd; i++ {
		pl.dig[i].v = 0
	}
	for {
		if pl.valid() {
			pl.try()
		}
		i := 0
		for i < pl.nd && pl.dig[i].v == pl.dig[i].max {
			pl.dig[i].v = 0
			i++
		}
		if i == pl.nd {
			return
		}
		pl.dig[i].v++
	}
}

// valid reports whether the digits of each kind (a linked kind's types, a
// kind's two productions) sum to no more than its count.
func (pl *Planner) valid() bool {
	for i := 0; i < pl.nd; i++ {
		di := &pl.dig[i]
		if di.kind < 0 || (i > 0 && pl.dig[i-1].kind == di.kind) || i+1 == pl.nd || pl.dig[i+1].kind != di.kind {
			continue
		}
		sum := int32(0)
		for j := i; j < pl.nd && pl.dig[j].kind == di.kind; j++ {
			sum += pl.dig[j].v
		}
		if sum > di.max {
			return false
		}
	}
	return true
}

// addMade adds the mana that n sources of kind k make (of type ty, for a
// linked kind; their alternative if alt) as free classes.
func (pl *Planner) addMade(k int8, ty Type, alt bool, n int32) {
	src := &pl.s.kinds[k]
	if src.correlated() {
		pl.made[pl.nm] = pclass{cnt: n * int32(pl.s.units[k]), w: int32(freeValue(ty.Mask(), src.Snow, src.Restriction, pl.keep)),
			mask: ty.Mask(), key: classKey(ty.Mask(), src.Snow), snow: src.Snow, role: roleFree, kind: k, ty: ty, r: src.Restriction}
		pl.nm++
		return
	}
	r := src.prodRestriction(alt)
	for _, m := range src.prodUnits(alt) {
		if m == 0 {
			break
		}
		pl.made[pl.nm] = pclass{cnt: n, w: int32(freeValue(m, src.Snow, r, pl.keep)),
			mask: m, key: classKey(m, src.Snow), snow: src.Snow, role: roleFree, kind: k, r: r, alt: alt}
		pl.nm++
	}
}

// try evaluates the current digits: it builds the made-mana classes, runs
// reverse-delete and keeps the result if it beats the best so far.
func (pl *Planner) try() {
	d := pl.d
	pl.nm, pl.multiProd, pl.multiW = 0, 0, 0
	for i := 0; i < pl.nd; i++ {
		di := &pl.dig[i]
		if di.kind < 0 || di.v == 0 {
			continue
		}
		pl.multiProd += int(di.v * di.n)
		pl.multiW += int(di.v) * pl.s.weight(int(di.kind), pl.keep)
		pl.addMade(di.kind, di.ty, di.alt, di.v)
	}
	if pl.haveBest && pl.multiProd > pl.bestKey[0] {
		return // makes more mana than the best plan already
	}
	for j := 0; pl.shared && j < pl.firstFree; j++ { // a one-unit production: the sources its kind's digit left
		if c := &pl.fixed[j]; c.share > 0 {
			c.cnt = c.cnt0 - pl.dig[c.share-1].v
		}
	}
	for i := 0; i < pl.ng; i++ { // inexact mode: all tapped to start with; dropGroup drops what it can
		g := &pl.grp[i]
		g.made = pl.nm
		pl.addMade(g.kind, g.ty, g.alt, g.cnt)
	}
	// Slack of every condition with all classes in.
	for i := 0; i < int(d.n); i++ {
		e := &d.e[i]
		v := -int(e.need)
		if e.t&tAll == tAll && pl.x > 0 {
			v -= pl.x * int(d.vars)
		}
		for j := 0; j < pl.nd; j++ {
			if pl.dig[j].kind < 0 {
				v -= twoBridAdjust(e.t, pl.dig[j].ty, int(pl.dig[j].v))
			}
		}
		for j := 0; j < pl.nf; j++ {
			if pl.fixed[j].covers(e.t) {
				v += int(pl.fixed[j].cnt)
			}
		}
		for j := 0; j < pl.nm; j++ {
			if pl.made[j].covers(e.t) {
				v += int(pl.made[j].cnt)
			}
		}
		if v < 0 {
			return // this choice cannot pay
		}
		pl.slack[i] = v
	}
	var key [4]int
	key[0], key[2] = pl.multiProd, pl.multiW
	// Inexact mode: drop whole multi-mana sources first, the most mana first.
	for i := 0; i < pl.ng; i++ {
		g := &pl.grp[i]
		g.used = pl.dropGroup(g)
		key[0] += int(g.used * g.n)
		key[2] += int(g.used) * pl.s.weight(int(g.kind), pl.keep)
	}
	// Reverse-delete: tap classes (heaviest first), life, then free mana from
	// the most to the least valuable.
	for j := 0; j < pl.firstFree; j++ {
		c := &pl.fixed[j]
		u := pl.drop(c)
		pl.used[j] = u
		if c.role == roleTap {
			key[0] += int(u)
			key[2] += int(u) * int(c.w)
		} else {
			key[1] += 2 * int(u)
		}
	}
	// Free mana: pool classes and made classes, merged by value (both sorted).
	for j := 1; j < pl.nm; j++ {
		for k := j; k > 0 && pl.made[k].w > pl.made[k-1].w; k-- {
			pl.made[k], pl.made[k-1] = pl.made[k-1], pl.made[k]
		}
	}
	for j, k := pl.firstFree, 0; j < pl.nf || k < pl.nm; {
		if k == pl.nm || j < pl.nf && pl.fixed[j].w >= pl.made[k].w {
			pl.used[j] = pl.drop(&pl.fixed[j])
			key[3] += int(pl.used[j]) * int(pl.fixed[j].w)
			j++
		} else {
			pl.usedM[k] = pl.drop(&pl.made[k])
			key[3] += int(pl.usedM[k]) * int(pl.made[k].w)
			k++
		}
	}
	if !pl.haveBest || less(key, pl.bestKey) {
		pl.haveBest, pl.bestKey = true, key
		for i := 0; i < pl.nd; i++ {
			pl.best[i] = pl.dig[i].v
		}
	}
}

// drop removes as many units of class c as the slack of the conditions it
// counts in allows, and returns how many remain in use.
func (pl *Planner) drop(c *pclass) int32 {
	d := pl.d
	r := int(c.cnt)
	for i := 0; i < int(d.n) && r > 0; i++ {
		if c.covers(d.e[i].t) && pl.slack[i] < r {
			r = pl.slack[i]
		}
	}
	if r > 0 {
		for i := 0; i < int(d.n); i++ {
			if c.covers(d.e[i].t) {
				pl.slack[i] -= r
			}
		}
	}
	return c.cnt - int32(r)
}

// dropGroup removes as many whole sources of group g as the slack allows (each
// takes away all its units at once) and returns how many stay tapped; their
// made classes shrink to match.
func (pl *Planner) dropGroup(g *group) int32 {
	d := pl.d
	units := int(g.n)
	nmade, per := units, 1 // independent units: one class per unit, one unit each
	if g.linked {
		nmade, per = 1, units // one class of the chosen type, all units
	}
	r := int(g.cnt)
	for i := 0; i < int(d.n) && r > 0; i++ {
		cov := 0
		for j := g.made; j < g.made+nmade; j++ {
			if pl.made[j].covers(d.e[i].t) {
				cov += per
			}
		}
		if cov > 0 && pl.slack[i]/cov < r {
			r = pl.slack[i] / cov
		}
	}
	for j := g.made; j < g.made+nmade; j++ {
		pl.made[j].cnt -= int32(r * per)
		for i := 0; i < int(d.n); i++ {
			if pl.made[j].covers(d.e[i].t) {
				pl.slack[i] -= r * per
			}
		}
	}
	return g.cnt - int32(r)
}

// splitLinked turns each linked group into one group per type, with types
// under which the cost is payable with every source tapped (so the greedy
// starts from a payable board).
func (pl *Planner) splitLinked(pool *Pool, life int) {
	var split [MaxKinds][NumTypes]int32
	linkedSplit(pl.d, pl.x, pool, pl.s, life, &split)
	n := pl.ng
	for i := 0; i < n; i++ {
		g := pl.grp[i]
		if !g.linked {
			continue
		}
		first := true
		for ty := W; ty < NumTypes; ty++ {
			if c := split[g.kind][ty]; c > 0 {
				h := g
				h.ty, h.cnt = ty, c
				if first {
					pl.grp[i], first = h, false
				} else {
					pl.grp[pl.ng] = h
					pl.ng++
				}
			}
		}
	}
}

// satMul multiplies, saturating just past maxCombos.
func satMul(a, b int) int {
	if a > maxCombos || b > maxCombos || a*b > maxCombos {
		return maxCombos + 1
	}
	return a * b
}

// binom returns C(n, k) for small k, saturating just past maxCombos.
func binom(n, k int) int {
	r := 1
	for i := 1; i <= k; i++ {
		r = r * (n - k + i) / i // exact: a product of i consecutive integers divides by i!
		if r > maxCombos {
			return maxCombos + 1
		}
	}
	return r
}

func less(a, b [4]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// write replays the best choice and writes it out as a payment.
func (pl *Planner) write(p *Payment) {
	s := pl.s
	for i := 0; i < pl.nd; i++ {
		pl.dig[i].v = pl.best[i]
	}
	if pl.nd > 0 { // otherwise the one try left its state in place
		pl.haveBest = false
		pl.try()
	}
	p.Produced, p.Life, p.TapWeight, p.SpentValue = pl.bestKey[0], pl.bestKey[1], pl.bestKey[2], pl.bestKey[3]
	p.Exact = pl.ng == 0
	for j := 0; j < pl.nf; j++ {
		c := &pl.fixed[j]
		switch {
		case c.role == roleTap && pl.used[j] > 0:
			p.Taps[p.NTaps] = Tap{Kind: uint8(c.kind), N: uint16(pl.used[j])}
			if c.alt {
				p.Taps[p.NTaps].Alt = uint16(pl.used[j])
			}
			p.NTaps++
		case c.role == roleFree && pl.used[j] > 0:
			p.Spent.Add(c.unit, int(pl.used[j]))
		}
	}
	for i := 0; i < pl.nd; i++ {
		di := &pl.dig[i]
		if di.kind < 0 || di.v == 0 {
			continue
		}
		t := p.tap(di.kind)
		t.N += uint16(di.v)
		if di.alt {
			t.Alt += uint16(di.v)
		}
		if s.kinds[di.kind].correlated() {
			t.Split[di.ty] += uint8(di.v)
		}
	}
	for i := 0; i < pl.ng; i++ {
		g := &pl.grp[i]
		if g.used == 0 {
			continue
		}
		t := p.tap(g.kind)
		t.N += uint16(g.used)
		if g.alt {
			t.Alt += uint16(g.used)
		}
		if g.linked {
			t.Split[g.ty] += uint8(g.used)
		}
	}
	for j := 0; j < pl.nm; j++ {
		c := &pl.made[j]
		if left := int(c.cnt - pl.usedM[j]); left > 0 {
			ty := c.ty
			if !s.kinds[c.kind].correlated() {
				ty = c.mask.First()
				if k := c.mask & pl.keep; k != 0 {
					ty = k.First()
				}
			}
			p.Float.Add(MakeUnit(ty, c.snow, c.r), left)
		}
	}
}
