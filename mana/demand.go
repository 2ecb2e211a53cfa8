package mana

// A set T of "things a pip may ask for" is written as a byte: bits 0-5 a set A
// of mana types (any mana whose type is in A, snow or not), bit 6 "any snow
// mana" (what {S} asks for), bit 7 "life" (what a Phyrexian pip may take).
const (
	tSnow = 1 << 6
	tLife = 1 << 7
	tAll  = uint8(AnyType)
)

// Demand is a cost compiled for the payment check: for each set T that matters
// (see the package comment), how many pips can be paid only from T. It is
// built once per card and read by CanPay and Planner.Plan without allocating.
//
// Which sets matter: a set is kept only if its demand exceeds that of every
// proper subset, since otherwise a subset's condition already implies it.
// For {1}{W}{W} that leaves two: {W} (2 pips) and all types (3 pips).
type Demand struct {
	// What CanPay's fast path reads comes first, in one or two cache lines:
	// the flags, the all-types need, and the subset conditions arranged for
	// it (no {2/c}): the entries that involve all types, snow or life come
	// first in e; the rest either as a short list (plainComp, plainNeed: the
	// complement of the set, and its need) or, when there are many, as a
	// dense table in the lanes of Sources' subset sums (denseNeed: lane m
	// holds the need of the set ~m), which CanPay compares sixteen words at
	// a time.
	unpayable  bool // no mana cost: it cannot be paid (rule 202.1b)
	slow       bool // {2/c} symbols: CanPay tries each way of paying them
	other      bool // unpayable or slow: off CanPay's fast path
	phyrexian  bool // symbols payable with life (cost.HasPhyrexian, kept)
	use        Use
	dense      bool
	snowOrLife bool // some extra entry has snow or life
	nPlain     uint8
	nDense     uint8
	nExtra     uint16 // e[:nExtra] are the extra entries
	vars       int32  // {X}{Y}{Z} symbols; each costs the chosen x
	allNeed    uint32 // the need of all types (every pip), with no X
	plainComp  [maxPlain]uint8
	plainNeed  [maxPlain]uint16
	denseWords [16]uint8 // the words of denseNeed to compare
	denseNeed  subsets
	// The words of the subset sums (of all units, of snow units) that
	// fromTables and extraOK read: a restricted payment sums only those.
	words, snowWords uint16

	cost Cost
	n    uint16 // entries in e
	e    [maxEntries]entry
}

// maxPlain is how many conditions CanPay checks one by one before it switches
// to the dense table; a few is typical (two for {1}{W}{W}).
const maxPlain = 6

type entry struct {
	need uint32 // pips payable only from t (with no X and {2/c} paid as two generic)
	t    uint8
}

// At most every subset of the six types, each with and without snow and life,
// plus the four "all types" sets.
const maxEntries = 64*4 + 4

// NewDemand compiles c for paying it for u (a creature spell may spend mana
// restricted to creature spells, an ability mana restricted to abilities).
func NewDemand(c Cost, u Use) Demand {
	d := Demand{cost: c, use: u.normal(), unpayable: c.IsNone()}
	d.vars = int32(c.Vars())
	var used uint8 // the types some coloured pip names
	for t := range c.single {
		if c.single[t] != 0 {
			used |= 1 << t
		}
	}
	for t := range c.twoBrid {
		if c.twoBrid[t]|c.phyrex[t] != 0 {
			used |= 1 << t
		}
		if c.twoBrid[t] != 0 {
			d.slow = true
		}
	}
	for i, p := range pairMasks {
		if c.hybrid[i]|c.hybPhyx[i] != 0 {
			used |= uint8(p)
		}
	}
	var dims uint8 // the extra dimensions this cost uses
	if c.snow != 0 {
		dims |= tSnow
	}
	if c.HasPhyrexian() {
		dims |= tLife
		d.phyrexian = true
	}

	// need(T) for all 256 sets; max over subsets, to find the sets that matter.
	// need(t) depends only on the types of t that some pip names, on the
	// dimensions the cost uses, and on whether t holds all types: other sets
	// copy the need of their reduction (smaller, so computed before them).
	var need [256]uint32
	for t := range 256 {
		r := uint8(t) & (used | dims)
		if uint8(t)&tAll == tAll || r == uint8(t) {
			need[t] = c.needOf(uint8(t))
		} else {
			need[t] = need[r]
		}
	}
	var best [256]uint32 // best[t]: the largest need of a subset of t (t included)
	keep := func(t uint8) bool {
		if t&^(used|tAll|dims) != 0 || t&tAll != tAll && t&^(used|dims) != 0 {
			return false // a type no pip names, or a dimension the cost does not use
		}
		if t&tAll == tAll && (d.vars > 0 || d.slow) {
			return true // X and {2/c} change the all-types demand at check time
		}
		if d.slow {
			return need[t] > 0 || t&tAll != 0 // {2/c} paid with its colour adds demand here
		}
		var sub uint32
		for b := uint8(1); b != 0; b <<= 1 {
			if t&b != 0 && best[t&^b] > sub {
				sub = best[t&^b]
			}
		}
		return need[t] > sub
	}
	add := func(t uint8) {
		d.e[d.n] = entry{need: need[t], t: t}
		d.n++
	}
	for t := range 256 { // increasing t: subsets come first
		if r := uint8(t) & (used | dims); uint8(t)&tAll != tAll && r != uint8(t) {
			best[t] = best[r] // its subsets' needs are those of r's subsets
			continue
		}
		b := need[t]
		for bit := 1; bit < 256; bit <<= 1 {
			if t&bit != 0 && best[t&^bit] > b {
				b = best[t&^bit]
			}
		}
		best[t] = b
	}
	// The all-types sets first (the total is the check that fails most
	// often), then those with snow or life: together, the fast path's extra
	// entries. The plain ones last.
	isExtra := func(t uint8) bool { return t&tAll == tAll || t&(tSnow|tLife) != 0 }
	for t := range 256 {
		if uint8(t)&tAll == tAll && keep(uint8(t)) {
			add(uint8(t))
		}
	}
	for t := range 256 {
		if uint8(t)&tAll != tAll && isExtra(uint8(t)) && keep(uint8(t)) {
			add(uint8(t))
		}
	}
	d.nExtra = d.n
	d.allNeed = need[tAll]
	for _, e := range d.e[:d.nExtra] {
		d.snowOrLife = d.snowOrLife || e.t&(tSnow|tLife) != 0
	}
	for t := range 256 {
		if !isExtra(uint8(t)) && keep(uint8(t)) {
			add(uint8(t))
		}
	}

	d.other = d.unpayable || d.slow
	d.words = 1 << (tAll >> 2)
	for _, e := range d.e[:d.nExtra] {
		m := (e.t & tAll) ^ tAll
		d.words |= 1 << (m >> 2)
		if e.t&tSnow != 0 {
			d.snowWords |= 1 << (m >> 2)
		}
	}
	// The fast path's arrangement of the plain entries.
	if int(d.n-d.nExtra) <= maxPlain {
		for _, e := range d.e[d.nExtra:d.n] {
			// need <= 16*255 for a set without all types: fits 16 bits.
			d.plainComp[d.nPlain], d.plainNeed[d.nPlain] = e.t^tAll, uint16(e.need)
			d.words |= 1 << ((e.t ^ tAll) >> 2)
			d.nPlain++
		}
	} else {
		d.dense = true
		for m := 1; m < 64; m++ { // m = 0 is the all-types set, checked apart
			d.denseNeed[m>>2] |= uint64(c.needOf(uint8(^m&63))) << (m & 3 * 16)
		}
		// Only the words holding a kept condition need comparing; the other
		// lanes are implied by those (for {W}{U}{B}{R}{G}, half the words).
		var words uint16
		for _, e := range d.e[d.nExtra:d.n] {
			words |= 1 << ((e.t ^ tAll) >> 2)
		}
		for w := range d.denseWords {
			if words&(1<<w) != 0 {
				d.denseWords[d.nDense] = uint8(w)
				d.nDense++
			}
		}
		d.words |= words
	}
	return d
}

// needOf counts the pips of c that can be paid only from the set t, with no X
// and every {2/c} paid as two generic mana.
func (c *Cost) needOf(t uint8) uint32 {
	a := Mask(t) & AnyType
	all := a == AnyType
	var n uint32
	for ty := range c.single {
		if a.Has(Type(ty)) {
			n += uint32(c.single[ty])
		}
	}
	for i, p := range pairMasks {
		if p&^a == 0 {
			n += uint32(c.hybrid[i])
			if t&tLife != 0 {
				n += uint32(c.hybPhyx[i])
			}
		}
	}
	if t&tLife != 0 {
		for ty := range c.phyrex {
			if a.Has(Type(ty)) {
				n += uint32(c.phyrex[ty])
			}
		}
	}
	if all || t&tSnow != 0 {
		n += uint32(c.snow)
	}
	if all {
		n += c.generic
		for ty := range c.twoBrid {
			n += 2 * uint32(c.twoBrid[ty])
		}
	}
	return n
}

// Cost returns the cost the demand was compiled from.
func (d *Demand) Cost() Cost { return d.cost }

// Use returns what the demand pays for.
func (d *Demand) Use() Use { return d.use }
