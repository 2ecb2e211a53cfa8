package mana

// This file is the brute-force reference the tests hold CanPay and the planner
// to. It is written straight from the rules and the Source and Payment docs,
// and shares nothing with the fast code but the plain types (Cost's symbol
// list, Pool.Count, Source fields, Use.Allows and the two documented weights
// tapWeight and freeValue): no Demand, no subset sums, no slack, no matroid.
// It expands everything into concrete units of mana and tries every way of
// giving each pip its own unit. It is slow on purpose; keep it obviously right.
//
// Semantics, one pip at a time:
//
//	{W} ... {G}, {C}   one mana of that type
//	{N}, {X}{Y}{Z}     N (or x) mana of any type each
//	{W/U}              one mana of either colour
//	{2/W}              one W mana, or two mana of any types
//	{W/P}              one W mana, or 2 life
//	{G/W/P}            one G or W mana, or 2 life
//	{S}                one mana, of any type, made by a snow source
//
// Life paid may not exceed the life given (life <= 0: none). A cost with no
// mana cost cannot be paid; {0} is paid with nothing. Mana left over floats.

// refPip is one pip of a cost other than generic mana (generic pips are only
// counted: any unit pays them, so they are given the leftover units last).
type refPip struct {
	mask Mask // types that pay it; AnyType for {S}
	snow bool // {S}: the unit must come from a snow source
	life bool // Phyrexian: or 2 life
	two  bool // {2/c}: or two generic pips
}

// pays reports whether a unit of class c can pay pip p with mana.
func (p refPip) pays(c *refClass) bool {
	if p.snow {
		return c.snow
	}
	return c.mask&p.mask != 0
}

func (p refPip) rank() int {
	r := int(p.mask)
	if p.snow {
		r |= 1 << 8
	}
	if p.life {
		r |= 1 << 9
	}
	if p.two {
		r |= 1 << 10
	}
	return r
}

// refPips appends to dst the non-generic pips of a cost (identical pips
// adjacent) and returns them with its number of generic pips, with every
// variable worth x.
func refPips(dst []refPip, c Cost, x int) (pips []refPip, generic int) {
	x = max(x, 0)
	var buf [32]Symbol
	pips = dst
	for _, s := range c.AppendSymbols(buf[:0]) {
		switch s.Kind {
		case SymVar:
			generic += x
		case SymGeneric:
			generic += int(s.N)
		case SymSnow:
			pips = append(pips, refPip{mask: AnyType, snow: true})
		case SymSingle, SymHybrid:
			pips = append(pips, refPip{mask: s.Types})
		case SymTwoBrid:
			pips = append(pips, refPip{mask: s.Types, two: true})
		case SymPhyrexian, SymHybridPhyrexian:
			pips = append(pips, refPip{mask: s.Types, life: true})
		default:
			panic("mana: reference: unknown symbol " + s.String())
		}
	}
	// Insertion sort by rank, so equal pips sit together.
	for i := 1; i < len(pips); i++ {
		for j := i; j > 0 && pips[j].rank() < pips[j-1].rank(); j-- {
			pips[j], pips[j-1] = pips[j-1], pips[j]
		}
	}
	return pips, generic
}

// refClass is n identical units of mana: each can be one type in mask.
type refClass struct {
	mask Mask
	snow bool
	r    Restriction
	val  int // what spending one costs (freeValue), for the planner's objective
	n    int
}

// refAdd adds n units to a list of classes, merging equal ones.
func refAdd(cls []refClass, c refClass) []refClass {
	if c.n <= 0 || c.mask&AnyType == 0 {
		return cls
	}
	c.mask &= AnyType
	for i := range cls {
		if cls[i].mask == c.mask && cls[i].snow == c.snow && cls[i].r == c.r && cls[i].val == c.val {
			cls[i].n += c.n
			return cls
		}
	}
	return append(cls, c)
}

// refSameMask is the types a Same source may pick for all of its units: the
// types every one of its units can be. ok is false for a source whose units are
// independent.
func refSameMask(src Source) (m Mask, ok bool) {
	if !src.Same {
		return 0, false
	}
	m = AnyType
	for _, u := range src.Units {
		if u&AnyType != 0 {
			m &= u
		}
	}
	return m, true
}

// refMade adds the units one tapped source makes; for a Same source ty is
// the type picked.
func refMade(cls []refClass, src Source, ty Type, keep Mask, vals bool) []refClass {
	same, isSame := refSameMask(src)
	for _, u := range src.Units {
		m := u & AnyType
		if m == 0 {
			continue
		}
		if isSame {
			if !same.Has(ty) {
				continue // no type fits all units: the source makes nothing
			}
			m = ty.Mask()
		}
		c := refClass{mask: m, snow: src.Snow, r: src.Restriction, n: 1}
		if vals {
			c.val = freeValue(m, src.Snow, src.Restriction, keep)
		}
		cls = refAdd(cls, c)
	}
	return cls
}

// refPool adds the pool's mana usable for use.
func refPool(cls []refClass, pool *Pool, use Use, keep Mask, vals bool) []refClass {
	for r := Restriction(0); r < numRestrictions; r++ {
		if !use.Allows(r) {
			continue
		}
		for sn := 0; sn < 2; sn++ {
			for t := W; t < NumTypes; t++ {
				c := refClass{mask: t.Mask(), snow: sn == 1, r: r, n: pool.Count(MakeUnit(t, sn == 1, r))}
				if c.n == 0 {
					continue
				}
				if vals {
					c.val = freeValue(c.mask, c.snow, r, keep)
				}
				cls = refAdd(cls, c)
			}
		}
	}
	return cls
}

// refSearch tries every way of paying pips plus generic generic pips from the
// units of cls and up to maxLife payments of 2 life.
type refSearch struct {
	pips    []refPip
	generic int
	cls     []refClass
	maxLife int  // life payments allowed (each is 2 life)
	exact   bool // every unit must be spent, and exactly maxLife life payments made
	all     bool // look at every payment for the best; false: stop at the first

	found bool
	best  [2]int // over the payments seen: the least (life payments, value spent)
}

// run searches; it reports whether some payment exists.
func (s *refSearch) run() bool {
	s.found = false
	// Cheapest classes first, so the leftover units given to generic pips are
	// the cheapest ones. (Only the best payment's value depends on which.)
	for i := 1; s.all && i < len(s.cls); i++ {
		for j := i; j > 0 && s.cls[j].val < s.cls[j-1].val; j-- {
			s.cls[j], s.cls[j-1] = s.cls[j-1], s.cls[j]
		}
	}
	s.place(0, 0, 0, 0, 0)
	return s.found
}

// place gives pip i its unit (or its life, or its two generic pips). Equal
// pips take their choices in non-decreasing order (choice len(cls) is the
// alternative), which skips only reorderings of the same payment. It reports
// true when the search should stop.
func (s *refSearch) place(i, from, life, extra, val int) bool {
	if i == len(s.pips) {
		return s.leaf(life, s.generic+extra, val)
	}
	p := s.pips[i]
	lo := 0
	if i > 0 && s.pips[i-1] == p {
		lo = from
	}
	for c := lo; c < len(s.cls); c++ {
		cl := &s.cls[c]
		if cl.n == 0 || !p.pays(cl) {
			continue
		}
		cl.n--
		stop := s.place(i+1, c, life, extra, val+cl.val)
		cl.n++
		if stop {
			return true
		}
	}
	alt := len(s.cls)
	if p.life && life < s.maxLife && s.place(i+1, alt, life+1, extra, val) {
		return true
	}
	if p.two && s.place(i+1, alt, life, extra+2, val) {
		return true
	}
	return false
}

// leaf pays the generic pips with the cheapest units left.
func (s *refSearch) leaf(life, generic, val int) bool {
	left := 0
	for i := range s.cls {
		left += s.cls[i].n
	}
	if left < generic || s.exact && (left != generic || life != s.maxLife) {
		return false
	}
	for i := 0; i < len(s.cls) && generic > 0; i++ {
		k := min(generic, s.cls[i].n)
		val += k * s.cls[i].val
		generic -= k
	}
	key := [2]int{life, val}
	if !s.found || key[0] < s.best[0] || key[0] == s.best[0] && key[1] < s.best[1] {
		s.best = key
	}
	s.found = true
	return !s.all
}

func refMaxLife(life int) int {
	if life <= 0 {
		return 0
	}
	return life / 2
}

// slowCanPay reports whether cost c, with every {X}, {Y} and {Z} worth x, can
// be paid for use from the pool, the given untapped sources (one entry per
// permanent) and up to life life for Phyrexian symbols, by trying every way of
// giving each pip its own unit of mana. It is the brute-force reference for
// CanPay: slow, allocating, and independent of Demand and Sources.
//
// A Same source picks one type that every one of its units can be.
func slowCanPay(c Cost, x int, pool *Pool, sources []Source, life int, use Use) bool {
	if c.IsNone() {
		return false
	}
	var s refSearch
	var pipBuf [8]refPip
	var clsBuf [12]refClass
	var sameBuf [8]Source
	s.pips, s.generic = refPips(pipBuf[:0], c, x)
	s.maxLife = refMaxLife(life)
	s.cls = refPool(clsBuf[:0], pool, use, None, false)
	same := sameBuf[:0] // sources whose units share one type picked on tapping
	for _, src := range sources {
		if !use.Allows(src.Restriction) {
			continue
		}
		if _, ok := refSameMask(src); ok {
			same = append(same, src)
			continue
		}
		s.cls = refMade(s.cls, src, 0, None, false)
	}
	return s.pickSame(same, 0, 0)
}

// pickSame tries every type for each of the Same sources from i on (equal
// sources pick types in non-decreasing order, prev being the type the one
// before picked), then searches for a payment.
func (s *refSearch) pickSame(same []Source, i int, prev Type) bool {
	if i == len(same) {
		return s.run()
	}
	m, _ := refSameMask(same[i])
	for t := W; t < NumTypes; t++ {
		if !m.Has(t) || i > 0 && same[i] == same[i-1] && t < prev {
			continue
		}
		n := len(s.cls)
		s.cls = append(s.cls, refClass{mask: t.Mask(), snow: same[i].Snow, r: same[i].Restriction, n: refUnits(same[i])})
		ok := s.pickSame(same, i+1, t)
		s.cls = s.cls[:n]
		if ok {
			return true
		}
	}
	return m == 0 && s.pickSame(same, i+1, 0) // no type fits all its units: it makes nothing
}

// slowPlanKey returns, by brute force, the least key (Produced, Life,
// TapWeight, SpentValue), compared in that order, over every payment of cost
// c: every subset of the sources to tap (and every type pick of each tapped
// Same source) and every way of paying from the pool, the units the tapped
// sources make and life. For one payment, Produced is every unit the tapped
// sources make (used or not), Life the life paid, TapWeight the sum of
// tapWeight(src, keep) over the tapped sources, and SpentValue the sum of
// freeValue over the free mana spent on the cost: pool mana, and mana made by
// sources making two or more units (a made unit's mask is its Units entry, or
// the picked type for a Same source). A 1-mana source's unit is not counted: it
// is tapped only to be spent, so its value is a cost of tapping (TapWeight),
// not a choice of which free mana to leave floating. ok is false when no
// payment exists.
func slowPlanKey(c Cost, x int, pool *Pool, sources []Source, life int, use Use, keep Mask) (key [4]int, ok bool) {
	if c.IsNone() {
		return key, false
	}
	pips, generic := refPips(nil, c, x)
	var usable []Source
	for _, src := range sources {
		if use.Allows(src.Restriction) {
			usable = append(usable, src)
		}
	}
	if len(usable) > 24 {
		panic("mana: slowPlanKey: too many sources")
	}
	base := refPool(nil, pool, use, keep, true)
	s := refSearch{pips: pips, generic: generic, maxLife: refMaxLife(life), all: true}
	var tapped []Source
	for set := 0; set < 1<<len(usable); set++ {
		tapped = tapped[:0]
		produced, weight := 0, 0
		for i, src := range usable {
			if set&(1<<i) == 0 {
				continue
			}
			tapped = append(tapped, src)
			weight += tapWeight(src, keep)
			for _, u := range src.Units {
				if u&AnyType != 0 {
					produced++
				}
			}
		}
		if ok && produced > key[0] {
			continue // cannot beat the best: it makes more mana
		}
		var try func(i int, cls []refClass)
		try = func(i int, cls []refClass) {
			if i == len(tapped) {
				s.cls = cls
				if !s.run() {
					return
				}
				k := [4]int{produced, 2 * s.best[0], weight, s.best[1]}
				if !ok || refLess(k, key) {
					key, ok = k, true
				}
				return
			}
			src := tapped[i]
			vals := refUnits(src) > 1
			m, isSame := refSameMask(src)
			if !isSame || m == 0 {
				try(i+1, refMade(append([]refClass(nil), cls...), src, 0, keep, vals))
				return
			}
			for t := W; t < NumTypes; t++ {
				if m.Has(t) {
					try(i+1, refMade(append([]refClass(nil), cls...), src, t, keep, vals))
				}
			}
		}
		try(0, append([]refClass(nil), base...))
	}
	return key, ok
}

// refUnits counts the units a source makes.
func refUnits(src Source) int {
	n := 0
	for _, u := range src.Units {
		if u&AnyType != 0 {
			n++
		}
	}
	return n
}

func refLess(a, b [4]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}
