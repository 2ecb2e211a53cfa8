package mana

// Payment is a plan for paying a cost: which sources to tap, what to take from
// the pool, how much life to pay, and what the taps make beyond what the cost
// needs (it floats: it joins the pool and is lost when the pool empties).
type Payment struct {
	Taps  [MaxKinds]Tap
	NTaps int
	Spent Pool // mana taken from the pool
	Float Pool // mana the taps make and the cost does not use
	Life  int  // life paid for Phyrexian symbols

	// The measures the planner minimises, in this order (see PlanPayment).
	Produced   int // mana made by the tapped sources
	TapWeight  int // the summed TapWeight of the tapped sources
	SpentValue int // the summed FreeValue of the free mana (pool or made) the cost used

	// Exact is false when the board had too many kinds of multi-mana source to
	// try every combination (more than 4096); the payment is then valid but
	// picked greedily, multi-mana sources before single ones.
	Exact bool
}

// Tap is one line of a payment: tap N sources of kind Kind. For a kind whose
// units share one type (Gilded Lotus), Split says how many of the N make each type.
type Tap struct {
	Kind  uint8
	N     uint16
	Split [NumTypes]uint8
}

// Apply carries a payment out: it removes the tapped sources from s and puts
// the pool in its state after paying (the spent mana gone, the float added).
// The caller subtracts p.Life from the player's life.
func (p *Payment) Apply(pool *Pool, s *Sources) {
	for i := 0; i < p.NTaps; i++ {
		s.RemoveKind(int(p.Taps[i].Kind), int(p.Taps[i].N))
	}
	for r := range pool.lanes {
		for sn := range pool.lanes[r] {
			// Lane-wise subtract then add: the plan never spends more than a
			// lane holds, so no borrow crosses lanes; the add saturates per lane
			// only in games no deck produces (255 mana of one kind).
			pool.lanes[r][sn] = pool.lanes[r][sn] - p.Spent.lanes[r][sn] + p.Float.lanes[r][sn]
		}
	}
}

// TapWeight is how much the planner would rather keep a source untapped, for
// a player who wants to keep mana of the types in keep available: the sum over
// its units of 16 if the unit is unrestricted, 8 per type of keep it can make,
// 2 per type it can make, and 1 if it is snow. Least flexible first: a basic
// before a dual before a five-colour source, a source of unwanted colours first.
func TapWeight(src Source, keep Mask) int {
	w := 0
	for _, m := range src.Units {
		if m != 0 {
			w += unitWeight(m, src.Snow, src.Restriction, keep)
		}
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

// FreeValue is how much the planner would rather leave a unit of free mana
// (floating in the pool, or made by a tapped source beyond what the cost
// needs) unspent, when the unit can be of the types in m: 4 if it can be of a
// type in keep, 2 if it is unrestricted, 1 if it is snow.
func FreeValue(m Mask, snow bool, r Restriction, keep Mask) int {
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

// PlanPayment plans the payment of the demand's cost, with X = x, from pool,
// the untapped sources s and up to life life for Phyrexian symbols, keeping
// mana of the types in keep for later where it can. It reports false (and
// leaves *p empty) exactly when CanPay does.
//
// Among all ways to pay, it picks one that is best in this order:
//  1. the least mana produced by tapping (pool mana is spent first, a 2-mana
//     source is not tapped for 1 when a 1-mana source serves: nothing floats
//     needlessly);
//  2. the least life paid;
//  3. the least TapWeight tapped (the least flexible sources are tapped);
//  4. the least FreeValue spent (the free mana left floating is the most useful).
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
// PlanPayment does not allocate, but its workspace is large; a loop that plans
// many payments should keep a Planner and call its Plan method.
func PlanPayment(p *Payment, d *Demand, x int, pool *Pool, s *Sources, life int, keep Mask) bool {
	var pl Planner
	return pl.Plan(p, d, x, pool, s, life, keep)
}

// Planner is the workspace of PlanPayment, reusable from one payment to the
// next without clearing. The zero Planner is ready to use; it is not safe for
// concurrent use.
type Planner struct {
	d    *Demand
	x    int
	s    *Sources
	keep Mask

	fixed [maxFixed]pclass // tap classes (heaviest first), life, pool mana
	nf    int
	used  [maxFixed]int32
	dig   [maxDigits]digit // the choices enumerated
	nd    int
	grp   [MaxKinds]group // multi-mana kinds dropped greedily (inexact mode only)
	ng    int
	made  [maxMade]pclass // mana made by the multi-mana sources of the current choice
	nm    int
	usedM [maxMade]int32
	slack [maxEntries]int

	best      [maxDigits]int32
	haveBest  bool
	bestKey   [4]int
	multiProd int // mana made by the multi-mana sources of the current choice
	multiW    int // their TapWeight
}

// Unit classes of the planner, in the order reverse-delete drops them.
const (
	roleTap  = iota // a single-unit source kind: using one means tapping one
	roleLife        // 2 life each
	roleFree        // already made: pool mana, or made by a tapped multi-mana source
)

type pclass struct {
	cnt  int32
	w    int32 // TapWeight for roleTap, FreeValue for roleFree
	mask Mask
	snow bool
	role uint8
	kind int8 // the source kind for roleTap and made mana, -1 for pool and life
	unit Unit // for pool mana: the pool lane
	ty   Type // made mana of a linked source: its chosen type
}

func (c *pclass) covers(t uint8) bool {
	if c.role == roleLife {
		return t&tLife != 0
	}
	return uint8(c.mask)&t != 0 || c.snow && t&tSnow != 0
}

// A digit of the enumeration: how many of a multi-mana kind to tap (for a
// linked kind, how many to tap for one type), or how many {2/c} of a colour
// to pay with the colour.
type digit struct {
	kind int8 // -1 for a {2/c} digit
	ty   Type // the type for linked kinds; the colour for {2/c}
	max  int32
	v    int32
}

// A multi-mana kind dropped greedily, source by source, when there are too
// many combinations to try.
type group struct {
	kind int8
	cnt  int32
	used int32
	made int // index of its first made class
}

const (
	maxFixed  = MaxKinds + numRestrictions*2*NumTypes + 1
	maxDigits = 16
	maxMade   = MaxKinds * MaxUnits
	maxCombos = 4096
)

// Plan is PlanPayment with a reusable workspace.
func (pl *Planner) Plan(p *Payment, d *Demand, x int, pool *Pool, s *Sources, life int, keep Mask) bool {
	*p = Payment{}
	if !CanPay(d, x, pool, s, life) {
		return false
	}
	pl.init(d, x, pool, s, life, keep)
	pl.search()
	if !pl.haveBest {
		return false // only if a board overflows maxDigits with linked kinds
	}
	pl.write(p)
	return true
}

func (pl *Planner) init(d *Demand, x int, pool *Pool, s *Sources, life int, keep Mask) {
	pl.d, pl.x, pl.s, pl.keep = d, x, s, keep
	pl.nf, pl.nd, pl.ng, pl.haveBest = 0, 0, 0, false
	for c := range d.cost.twoBrid {
		if k := d.cost.twoBrid[c]; k > 0 {
			pl.dig[pl.nd] = digit{kind: -1, ty: Type(c), max: int32(k)}
			pl.nd++
		}
	}
	combos := 1
	for ty := range d.cost.twoBrid {
		combos *= int(d.cost.twoBrid[ty]) + 1
	}
	for k := 0; k < s.nkinds; k++ {
		src := &s.kinds[k]
		c := int32(s.count[k])
		if c == 0 || !d.use.Allows(src.Restriction) {
			continue
		}
		switch {
		case src.N() == 1:
			pl.fixed[pl.nf] = pclass{cnt: c, w: int32(TapWeight(*src, keep)), mask: src.Units[0],
				snow: src.Snow, role: roleTap, kind: int8(k)}
			pl.nf++
		case src.correlated():
			// One digit per type; a kind's digits sum to at most its count.
			// Linked kinds are rare (Gilded Lotus, Black Lotus): always enumerated.
			for ty := W; ty < NumTypes; ty++ {
				if src.Units[0].Has(ty) && pl.nd < maxDigits {
					pl.dig[pl.nd] = digit{kind: int8(k), ty: ty, max: c}
					pl.nd++
					combos *= int(c) + 1
				}
			}
		default:
			pl.grp[pl.ng] = group{kind: int8(k), cnt: c}
			pl.ng++
		}
	}
	// Multi-mana kinds become digits too, unless that makes too many combinations.
	all := combos
	for i := 0; i < pl.ng; i++ {
		all *= int(pl.grp[i].cnt) + 1
	}
	if all <= maxCombos && pl.nd+pl.ng <= maxDigits {
		for i := 0; i < pl.ng; i++ {
			pl.dig[pl.nd] = digit{kind: pl.grp[i].kind, max: pl.grp[i].cnt}
			pl.nd++
		}
		pl.ng = 0
	}
	// Tap classes by weight, heaviest first (insertion sort: a few kinds).
	for i := 1; i < pl.nf; i++ {
		for j := i; j > 0 && pl.fixed[j].w > pl.fixed[j-1].w; j-- {
			pl.fixed[j], pl.fixed[j-1] = pl.fixed[j-1], pl.fixed[j]
		}
	}
	if d.cost.HasPhyrexian() && life >= 2 {
		pl.fixed[pl.nf] = pclass{cnt: int32(life / 2), role: roleLife, kind: -1}
		pl.nf++
	}
	for r := Restriction(0); r < numRestrictions; r++ {
		if !d.use.Allows(r) {
			continue
		}
		for sn := range 2 {
			for ty := W; ty < NumTypes; ty++ {
				u := MakeUnit(ty, sn == 1, r)
				if n := pool.Count(u); n > 0 {
					pl.fixed[pl.nf] = pclass{cnt: int32(n), w: int32(FreeValue(ty.Mask(), sn == 1, r, keep)),
						mask: ty.Mask(), snow: sn == 1, role: roleFree, kind: -1, unit: u}
					pl.nf++
				}
			}
		}
	}
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

// valid reports whether the digits of each linked kind sum to no more than its count.
func (pl *Planner) valid() bool {
	for i := 0; i < pl.nd; i++ {
		di := &pl.dig[i]
		if di.kind < 0 || !pl.s.kinds[di.kind].correlated() || (i > 0 && pl.dig[i-1].kind == di.kind) {
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
// linked kind) as free classes.
func (pl *Planner) addMade(k int8, ty Type, n int32) {
	src := &pl.s.kinds[k]
	if src.correlated() {
		pl.made[pl.nm] = pclass{cnt: n * int32(src.N()), w: int32(FreeValue(ty.Mask(), src.Snow, src.Restriction, pl.keep)),
			mask: ty.Mask(), snow: src.Snow, role: roleFree, kind: k, ty: ty}
		pl.nm++
		return
	}
	for _, m := range src.Units[:src.N()] {
		pl.made[pl.nm] = pclass{cnt: n, w: int32(FreeValue(m, src.Snow, src.Restriction, pl.keep)),
			mask: m, snow: src.Snow, role: roleFree, kind: k}
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
		src := &pl.s.kinds[di.kind]
		pl.multiProd += int(di.v) * src.N()
		pl.multiW += int(di.v) * TapWeight(*src, pl.keep)
		pl.addMade(di.kind, di.ty, di.v)
	}
	if pl.haveBest && pl.multiProd > pl.bestKey[0] {
		return // makes more mana than the best plan already
	}
	for i := 0; i < pl.ng; i++ { // inexact mode: all tapped, for now
		g := &pl.grp[i]
		g.made = pl.nm
		pl.addMade(g.kind, 0, g.cnt)
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
		src := &pl.s.kinds[g.kind]
		key[0] += int(g.used) * src.N()
		key[2] += int(g.used) * TapWeight(*src, pl.keep)
	}
	// Reverse-delete: tap classes (heaviest first), life, then free mana from
	// the most to the least valuable.
	for j := 0; j < pl.nf; j++ {
		c := &pl.fixed[j]
		if c.role == roleFree {
			continue
		}
		u := pl.drop(c)
		pl.used[j] = u
		if c.role == roleTap {
			key[0] += int(u)
			key[2] += int(u) * int(c.w)
		} else {
			key[1] += 2 * int(u)
		}
	}
	for v := int32(7); v >= 0; v-- {
		for j := 0; j < pl.nf; j++ {
			if c := &pl.fixed[j]; c.role == roleFree && c.w == v {
				pl.used[j] = pl.drop(c)
				key[3] += int(pl.used[j]) * int(v)
			}
		}
		for j := 0; j < pl.nm; j++ {
			if c := &pl.made[j]; c.w == v {
				pl.usedM[j] = pl.drop(c)
				key[3] += int(pl.usedM[j]) * int(v)
			}
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
	n := pl.s.kinds[g.kind].N()
	r := int(g.cnt)
	for i := 0; i < int(d.n) && r > 0; i++ {
		cov := 0
		for j := g.made; j < g.made+n; j++ {
			if pl.made[j].covers(d.e[i].t) {
				cov++
			}
		}
		if cov > 0 && pl.slack[i]/cov < r {
			r = pl.slack[i] / cov
		}
	}
	for j := g.made; j < g.made+n; j++ {
		pl.made[j].cnt -= int32(r)
		for i := 0; i < int(d.n); i++ {
			if pl.made[j].covers(d.e[i].t) {
				pl.slack[i] -= r
			}
		}
	}
	return g.cnt - int32(r)
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
	pl.haveBest = false
	pl.try()
	p.Produced, p.Life, p.TapWeight, p.SpentValue = pl.bestKey[0], pl.bestKey[1], pl.bestKey[2], pl.bestKey[3]
	p.Exact = pl.ng == 0
	for j := 0; j < pl.nf; j++ {
		c := &pl.fixed[j]
		switch {
		case c.role == roleTap && pl.used[j] > 0:
			p.Taps[p.NTaps] = Tap{Kind: uint8(c.kind), N: uint16(pl.used[j])}
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
		linked := s.kinds[di.kind].correlated()
		if !linked || p.NTaps == 0 || int(p.Taps[p.NTaps-1].Kind) != int(di.kind) {
			p.Taps[p.NTaps] = Tap{Kind: uint8(di.kind)}
			p.NTaps++
		}
		t := &p.Taps[p.NTaps-1]
		t.N += uint16(di.v)
		if linked {
			t.Split[di.ty] = uint8(di.v)
		}
	}
	for i := 0; i < pl.ng; i++ {
		if g := &pl.grp[i]; g.used > 0 {
			p.Taps[p.NTaps] = Tap{Kind: uint8(g.kind), N: uint16(g.used)}
			p.NTaps++
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
			p.Float.Add(MakeUnit(ty, c.snow, s.kinds[c.kind].Restriction), left)
		}
	}
}
