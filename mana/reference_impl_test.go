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
//
// Sources, one tapped permanent at a time (refProds): it makes its Units,
// with its Restriction, if the use allows that restriction; it makes its Alt
// instead, with AltRestriction, if the use allows that one; where both are
// allowed the reference tries each, for each source. A Same source picks
// one type every one of its units can be. Nothing here relies on the
// shapes Source.Valid asks of an alternative: the tests compare the fast
// code, which does, with this, which does not.

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

// refProd is one way a tapped source may make mana for a use: its units (all
// of one type to pick, for a Same source: any type in same), with their
// restriction; alt says it is the source's alternative.
type refProd struct {
	units [MaxUnits]Mask // n of them
	n     int
	r     Restriction
	same  bool
	smask Mask
	alt   bool
}

// refProds lists the ways src may make mana for use: its Units if use allows
// Restriction, its Alt if use allows AltRestriction (none may be empty).
func refProds(src Source, use Use) []refProd {
	return refProdsTo(nil, src, use)
}

// refProdsTo appends src's ways for use to dst.
func refProdsTo(dst []refProd, src Source, use Use) []refProd {
	var p, q refProd
	for _, u := range src.Units {
		if u&AnyType != 0 {
			p.units[p.n] = u & AnyType
			p.n++
		}
	}
	if p.n > 0 && use.Allows(src.Restriction) {
		p.r = src.Restriction
		p.smask, p.same = refSameMask(src)
		dst = append(dst, p)
	}
	for _, u := range src.Alt {
		if u&AnyType != 0 {
			q.units[q.n] = u & AnyType
			q.n++
		}
	}
	if q.n > 0 && use.Allows(src.AltRestriction) {
		q.r, q.alt = src.AltRestriction, true
		dst = append(dst, q)
	}
	return dst
}

// refMade adds the units a production makes to cls (merging equal classes:
// a caller that will take them off again passes a copy); for a Same
// production ty is the type picked (a Same production whose units share no
// type makes nothing).
func refMade(cls []refClass, p refProd, snow bool, ty Type, keep Mask, vals bool) []refClass {
	for _, m := range p.units[:p.n] {
		if p.same {
			if !p.smask.Has(ty) {
				return cls
			}
			m = ty.Mask()
		}
		c := refClass{mask: m, snow: snow, r: p.r, n: 1}
		if vals {
			c.val = freeValue(m, snow, p.r, keep)
		}
		cls = refAdd(cls, c)
	}
	return cls
}

// refPool adds the pool's mana usable for use.
func refPool(cls []refClass, pool *Pool, use Use, keep Mask, vals bool) []refClass {
	if pool.IsEmpty() {
		return cls
	}
	for r := Restriction(0); r < MaxRestrictions; r++ {
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
// Every source taps (mana left over floats), each in every way it may.
func slowCanPay(c Cost, x int, pool *Pool, sources []Source, life int, use Use) bool {
	if c.IsNone() {
		return false
	}
	var s refSearch
	var pipBuf [8]refPip
	var clsBuf [12]refClass
	var prodBuf [2]refProd
	s.pips, s.generic = refPips(pipBuf[:0], c, x)
	s.maxLife = refMaxLife(life)
	s.cls = refPool(clsBuf[:0], pool, use, None, false)
	var choices []refSourceChoice // sources with more than one way: a Same source, or two productions
	for _, src := range sources {
		prods := refProdsTo(prodBuf[:0], src, use)
		if len(prods) == 1 && !prods[0].same {
			s.cls = refMade(s.cls, prods[0], src.Snow, 0, None, false)
		} else if len(prods) > 0 {
			choices = append(choices, refSourceChoice{refProds(src, use), src.Snow})
		}
	}
	return s.choose(choices)
}

type refSourceChoice struct {
	prods []refProd
	snow  bool
}

// choose tries every way for the first source of choices to make its mana
// (each production; each type, for a Same one), then the rest, then searches.
func (s *refSearch) choose(choices []refSourceChoice) bool {
	if len(choices) == 0 {
		return s.run()
	}
	ch := choices[0]
	saved := s.cls
	for _, p := range ch.prods {
		for t := W; t < NumTypes; t++ {
			if p.same && !p.smask.Has(t) || !p.same && t > W {
				continue
			}
			s.cls = refMade(append([]refClass(nil), saved...), p, ch.snow, t, None, false)
			ok := s.choose(choices[1:])
			s.cls = saved
			if ok {
				return true
			}
		}
		if p.same && p.smask == 0 && s.choose(choices[1:]) { // no type fits all its units: it makes nothing
			return true
		}
	}
	return false
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
		if len(refProds(src, use)) > 0 {
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
		least, weight := 0, 0 // the least mana the tapped sources make, whichever ways
		for i, src := range usable {
			if set&(1<<i) == 0 {
				continue
			}
			tapped = append(tapped, src)
			weight += tapWeight(src, keep)
			m := MaxUnits + 1
			for _, p := range refProds(src, use) {
				m = min(m, p.n)
			}
			least += m
		}
		if ok && least > key[0] {
			continue // cannot beat the best: it makes more mana
		}
		// Every way (production, type) of every tapped source. For one
		// payment Produced is every unit the tapped sources make (used or
		// not), and a unit is free mana (SpentValue) if its source made two
		// or more.
		var try func(i, produced int, cls []refClass)
		try = func(i, produced int, cls []refClass) {
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
			for _, p := range refProds(src, use) {
				vals := p.n > 1
				for t := W; t < NumTypes; t++ {
					if p.same && !p.smask.Has(t) || !p.same && t > W {
						continue
					}
					try(i+1, produced+p.n, refMade(append([]refClass(nil), cls...), p, src.Snow, t, keep, vals))
				}
				if p.same && p.smask == 0 {
					try(i+1, produced+p.n, cls)
				}
			}
		}
		try(0, 0, append([]refClass(nil), base...))
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
