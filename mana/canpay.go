package mana

import "math/bits"

// laneMask[a] has 0xFF in the pool lane of every type in a.
var laneMask = func() (t [64]uint64) {
	for a := range t {
		for ty := range NumTypes {
			if a&(1<<ty) != 0 {
				t[a] |= laneMax << (ty * laneBits)
			}
		}
	}
	return t
}()

// CanPay reports whether the mana in pool plus what the untapped sources can
// make pays the demand's cost, with every {X}, {Y} and {Z} worth x, and with
// Phyrexian symbols payable by 2 life each out of life (the life the player
// may pay: a player can pay life only up to their life total; pass 0 to
// forbid paying life). It is exact for the whole cost grammar, never
// allocates, and for the common case reads one subset sum per kept condition.
//
// CanPay itself is small enough to be inlined: the fast path (sources only,
// and a payment that may spend none of the restricted sources: slot 0 alone)
// is one call, to fromTables.
func CanPay(d *Demand, x int, pool *Pool, s *Sources, life int) bool {
	t := &s.tab[0]
	if d.other || !pool.IsEmpty() || d.use&s.block != 0 {
		t = nil // no mana cost, {2/c}, mana in the pool, a linked or restricted source that may pay
	}
	return fromTables(d, x, pool, s, life, t)
}

// fromTables is CanPay from the subset sums t of the payment's use, with an
// empty pool and no linked source; with t nil, CanPay off that path. Kept
// free of calls so that the loops stay in registers.
func fromTables(d *Demand, x int, pool *Pool, s *Sources, life int, t *sums) bool {
	if t == nil {
		return canPayOther(d, x, pool, s, life)
	}
	sub := &t[0]
	total := sub.get(tAll)
	need := int(d.allNeed)
	if x > 0 {
		need += x * int(d.vars)
	}
	if total < need {
		return false
	}
	if d.snowOrLife && !extraOK(d, x, t, life) {
		return false
	}
	if !d.dense {
		for i, comp := range d.plainComp[:d.nPlain] {
			if sub.get(comp)+int(d.plainNeed[i]) > total {
				return false
			}
		}
		return true
	}
	// Every subset at once: lane m must have sub(m) + need(~m) <= total. With
	// both sides below 2^15, (total | 0x8000) - v keeps a lane's top bit set
	// exactly when v <= total, and never borrows from the next lane. sub(m) is
	// at most total, and a need without all types is at most 16*255.
	if total >= 1<<14 {
		return canPayPool(d, x, pool, s, life) // a board no game reaches
	}
	const ones, high = 0x0001000100010001, 0x8000800080008000
	th := uint64(total)*ones | high
	acc := uint64(high)
	for _, w := range d.denseWords[:d.nDense] {
		w &= 15
		acc &= th - (sub[w] + d.denseNeed[w])
	}
	return acc == high
}

// extraOK checks the conditions that involve snow or life (and the
// all-types ones again), for the fast path.
func extraOK(d *Demand, x int, t *sums, life int) bool {
	sub, snowSub := &t[0], &t[1]
	total := sub.get(tAll)
	lifeUnits := max(life, 0) / 2
	for _, e := range d.e[:d.nExtra] {
		a := e.t & tAll
		need := int(e.need)
		if a == tAll && x > 0 {
			need += x * int(d.vars)
		}
		// Units that can make something in a: all but those confined to its complement.
		have := total - sub.get(a^tAll)
		if e.t&tSnow != 0 {
			have += snowSub.get(a ^ tAll) // snow units making nothing in a
		}
		if e.t&tLife != 0 {
			have += lifeUnits
		}
		if have < need {
			return false
		}
	}
	return true
}

// canPayOther is CanPay off the fast path.
func canPayOther(d *Demand, x int, pool *Pool, s *Sources, life int) bool {
	switch {
	case d.unpayable:
		return false
	case d.slow || s.nlinked > 0:
		return canPaySlow(d, x, pool, s, life)
	case pool.IsEmpty():
		// A payment that may spend restricted sources: the sum of its slots.
		var buf sums
		return fromTables(d, x, pool, s, life, s.someTables(d.use, &buf, d.words, d.snowWords))
	}
	return canPayPool(d, x, pool, s, life)
}

// canPayPool is CanPay with mana in the pool.
func canPayPool(d *Demand, x int, pool *Pool, s *Sources, life int) bool {
	var sl [maxEntries]int
	slack(d, x, pool, s, life, &sl)
	for _, v := range sl[:d.n] {
		if v < 0 {
			return false
		}
	}
	return true
}

// poolHave counts the pool's mana usable for u that can pay a pip asking for
// set t: mana of a type in t, plus, if t holds "any snow mana", the snow mana
// of the other types.
func poolHave(p *Pool, u Use, t uint8) int {
	lm := laneMask[t&tAll]
	var acc uint64
	for m := p.used & uint16(u); m != 0; m &= m - 1 {
		r := bits.TrailingZeros16(m)
		if t&tSnow != 0 {
			acc += spread16(p.lanes[r][0]&lm) + spread16(p.lanes[r][1])
		} else {
			acc += spread16(p.lanes[r][0]&lm) + spread16(p.lanes[r][1]&lm)
		}
	}
	return sum16(acc)
}

// slack fills out[i] with have-need for entry i of d, counting the
// independent sources (the subset sums), the pool and life, with X = x and
// every {2/c} paid as two generic mana; correlated sources are not counted.
func slack(d *Demand, x int, pool *Pool, s *Sources, life int, out *[maxEntries]int) {
	u := d.use
	t := &s.tab[0]
	if u&s.rmask != 0 {
		var buf sums // only here: zeroing it costs as much as the rest
		t = s.tables(u, &buf)
	}
	sub, snowSub := &t[0], &t[1]
	total := sub.get(tAll)
	lifeUnits := max(life, 0) / 2
	for i := 0; i < int(d.n); i++ {
		e := &d.e[i]
		a := e.t & tAll
		have := total - sub.get(a^tAll) + poolHave(pool, u, e.t)
		need := int(e.need)
		if a == tAll && x > 0 {
			need += x * int(d.vars)
		}
		if e.t&tSnow != 0 {
			have += snowSub.get(a ^ tAll)
		}
		if e.t&tLife != 0 {
			have += lifeUnits
		}
		out[i] = have - need
	}
}

// twoBridAdjust returns how paying j of the {2/c} symbols of colour c with the
// colour, instead of with two generic mana, changes the need of a set t: one
// more pip confined to c, two fewer generic pips.
func twoBridAdjust(t uint8, c Type, j int) int {
	if t&tAll == tAll {
		return -j // +j coloured, -2j generic
	}
	if t&(1<<c) != 0 {
		return j
	}
	return 0
}

// canPaySlow handles what the subset sums cannot express alone: {2/c} symbols
// (each may be paid with its colour or with two generic mana: every split is
// tried) and sources whose units must share one type (every choice of types is
// tried). Both are rare and small.
func canPaySlow(d *Demand, x int, pool *Pool, s *Sources, life int) bool {
	return linkedSplit(d, x, pool, s, life, nil)
}

// linkedSplit finds, for every untapped linked source, a type under which the
// demand is payable with every source tapped, and writes it (counts per kind
// and type) to split unless split is nil. It reports false if there is none,
// exactly when CanPay is false.
func linkedSplit(d *Demand, x int, pool *Pool, s *Sources, life int, split *[MaxKinds][NumTypes]int32) bool {
	var st slowState
	st.d, st.split = d, split
	slack(d, x, pool, s, life, &st.slack)
	for k := 0; k < s.nkinds; k++ {
		src := &s.kinds[k]
		if s.count[k] > 0 && src.correlated() && d.use.Allows(src.Restriction) {
			st.linked[st.nl] = linkedKind{kind: k, mask: src.Units[0], n: int(s.units[k]), count: int(s.count[k]), snow: src.Snow}
			st.nl++
		}
	}
	return st.choose(0, 0, 0)
}

type linkedKind struct {
	kind  int
	mask  Mask
	n     int // units per source
	count int // untapped sources
	snow  bool
}

type slowState struct {
	split  *[MaxKinds][NumTypes]int32 // if not nil, the types chosen are written here
	d      *Demand
	slack  [maxEntries]int
	linked [MaxKinds]linkedKind
	nl     int
}

// choose tries every way for the correlated sources from kind k on to pick
// their types: from type ty on, of kind k, with done of its sources already
// given a type.
func (st *slowState) choose(k int, ty Type, done int) bool {
	if k == st.nl {
		return st.twoBrids()
	}
	lk := &st.linked[k]
	if done == lk.count {
		if st.split != nil {
			for t := ty; t < NumTypes; t++ {
				st.split[lk.kind][t] = 0 // clear what a failed branch left
			}
		}
		return st.choose(k+1, 0, 0)
	}
	for ty < NumTypes && !lk.mask.Has(ty) {
		ty++
	}
	if ty == NumTypes {
		return false // unreachable: the types run out only once every source has one
	}
	last := (lk.mask >> (ty + 1)) == 0
	lo := 0
	if last {
		lo = lk.count - done // the last type takes the rest
	}
	for r := lk.count - done; r >= lo; r-- {
		if st.split != nil {
			st.split[lk.kind][ty] = int32(r)
		}
		st.give(ty, lk.snow, r*lk.n)
		ok := st.choose(k, ty+1, done+r)
		st.give(ty, lk.snow, -r*lk.n)
		if ok {
			return true
		}
	}
	return false
}

// give adds n units of type ty to the slack of every set they can pay.
func (st *slowState) give(ty Type, snow bool, n int) {
	if n == 0 {
		return
	}
	d := st.d
	for i := 0; i < int(d.n); i++ {
		t := d.e[i].t
		if t&(1<<ty) != 0 || snow && t&tSnow != 0 {
			st.slack[i] += n
		}
	}
}

// twoBrids tries every split of the {2/c} symbols between colour and generic.
func (st *slowState) twoBrids() bool {
	d := st.d
	var k, j [NumTypes - 1]int
	for c := range k {
		k[c] = int(d.cost.twoBrid[c])
	}
	for {
		ok := true
		for i := 0; i < int(d.n) && ok; i++ {
			v := st.slack[i]
			for c := range j {
				v -= twoBridAdjust(d.e[i].t, Type(c), j[c])
			}
			ok = v >= 0
		}
		if ok {
			return true
		}
		// Next split, odometer style.
		c := 0
		for c < len(j) && j[c] == k[c] {
			j[c] = 0
			c++
		}
		if c == len(j) {
			return false
		}
		j[c]++
	}
}
