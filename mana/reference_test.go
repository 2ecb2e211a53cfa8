package mana

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// The tests in this file hold the fast code (CanPay, Planner.Plan) to the
// brute-force reference of reference_impl_test.go (slowCanPay, slowPlanKey),
// after checking the reference itself on boards worked out by hand.

// refSrcString spells a source for failure messages.
func refSrcString(src Source) string {
	var parts []string
	for _, m := range src.Units {
		if m != 0 {
			parts = append(parts, m.String())
		}
	}
	s := "{" + strings.Join(parts, "+") + "}"
	if src.Same {
		s += ":same"
	}
	if src.Snow {
		s += ":snow"
	}
	if src.Restriction != Unrestricted {
		s += ":" + src.Restriction.String()
	}
	if src.Penalty != 0 {
		s += fmt.Sprintf(":penalty%d", src.Penalty)
	}
	var alt []string
	for _, m := range src.Alt {
		if m != 0 {
			alt = append(alt, m.String())
		}
	}
	if len(alt) > 0 {
		s += "|alt{" + strings.Join(alt, "+") + "}:" + src.AltRestriction.String()
	}
	return s
}

func refBoardString(srcs []Source) string {
	parts := make([]string, len(srcs))
	for i, src := range srcs {
		parts[i] = refSrcString(src)
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func refPoolOf(units ...Unit) Pool {
	var p Pool
	for _, u := range units {
		p.Add(u, 1)
	}
	return p
}

func snowSrc(m Mask) Source { return Source{Units: [MaxUnits]Mask{m}, Snow: true} }

func TestRefSlowCanPayByHand(t *testing.T) {
	plains, island, swamp, forest := OneOf(W.Mask()), OneOf(U.Mask()), OneOf(B.Mask()), OneOf(G.Mask())
	mountain, wastes := OneOf(R.Mask()), OneOf(C.Mask())
	dual := OneOf(W.Mask() | U.Mask())
	solRing := Fixed(C.Mask(), C.Mask())
	lotusWU := NOfOne(2, W.Mask()|U.Mask())
	birdsCreature := Source{Units: [MaxUnits]Mask{AllColors}, Restriction: CreatureSpellsOnly}
	snowIsland := snowSrc(U.Mask())
	wG := MakeUnit(G, false, Unrestricted)
	cases := []struct {
		cost string
		x    int
		pool []Unit
		srcs []Source
		life int
		use  Use
		want bool
	}{
		{cost: "{W}", srcs: []Source{plains}, want: true},
		{cost: "{W}", srcs: []Source{island}, want: false},
		{cost: "{W}", want: false},
		{cost: "{1}{W}", srcs: []Source{plains, island}, want: true},
		{cost: "{1}{W}", srcs: []Source{plains}, want: false},
		{cost: "{1}{W}", srcs: []Source{island, island}, want: false},
		{cost: "{W}{W}", srcs: []Source{dual, plains}, want: true},
		{cost: "{W}{W}", srcs: []Source{dual, island}, want: false},
		{cost: "{W}{U}", srcs: []Source{dual}, want: false},
		{cost: "{C}", srcs: []Source{plains}, want: false},
		{cost: "{C}", srcs: []Source{wastes}, want: true},
		{cost: "{C}{C}", srcs: []Source{solRing}, want: true},
		{cost: "{C}{C}{C}", srcs: []Source{solRing}, want: false},
		{cost: "{2}", srcs: []Source{solRing}, want: true},
		{cost: "{3}", srcs: []Source{solRing, island}, want: true},
		{cost: "{W}{U}", srcs: []Source{Fixed(W.Mask(), U.Mask())}, want: true},
		{cost: "{W/U}{W/U}", srcs: []Source{plains, island}, want: true},
		{cost: "{W/U}{W/U}", srcs: []Source{plains, swamp}, want: false},
		// {2/W}: one W, or two of anything.
		{cost: "{2/W}", srcs: []Source{plains}, want: true},
		{cost: "{2/W}", srcs: []Source{island}, want: false},
		{cost: "{2/W}", srcs: []Source{island, swamp}, want: true},
		{cost: "{2/W}", srcs: []Source{solRing}, want: true},
		{cost: "{2/W}{2/W}", srcs: []Source{plains, island, swamp}, want: true},
		{cost: "{2/W}{2/W}", srcs: []Source{island, swamp, forest}, want: false},
		{cost: "{2/W}{W}", srcs: []Source{plains, island}, want: false},
		// Phyrexian: the colour or 2 life, never more life than given.
		{cost: "{W/P}", life: 2, want: true},
		{cost: "{W/P}", life: 1, want: false},
		{cost: "{W/P}", life: 0, want: false},
		{cost: "{W/P}", life: -4, want: false},
		{cost: "{W/P}{W/P}", life: 3, want: false},
		{cost: "{W/P}{W/P}", life: 3, srcs: []Source{plains}, want: true},
		{cost: "{W/P}{W/P}", life: 4, want: true},
		{cost: "{W/P}", srcs: []Source{island}, life: 1, want: false},
		{cost: "{G/W/P}", srcs: []Source{forest}, want: true},
		{cost: "{G/W/P}", srcs: []Source{mountain}, want: false},
		{cost: "{G/W/P}", srcs: []Source{mountain}, life: 2, want: true},
		// Snow: only mana from a snow source pays {S}.
		{cost: "{S}", srcs: []Source{snowIsland}, want: true},
		{cost: "{S}", srcs: []Source{island}, want: false},
		{cost: "{S}", pool: []Unit{MakeUnit(U, true, Unrestricted)}, want: true},
		{cost: "{S}", pool: []Unit{MakeUnit(U, false, Unrestricted)}, want: false},
		{cost: "{S}{U}", srcs: []Source{snowIsland}, want: false},
		{cost: "{S}{U}", srcs: []Source{snowIsland, island}, want: true},
		// {0} and no mana cost.
		{cost: "{0}", want: true},
		{cost: "", want: false},
		{cost: "", srcs: []Source{plains}, pool: []Unit{wG}, life: 20, want: false},
		// X.
		{cost: "{X}{R}", x: 2, srcs: []Source{mountain, island, island}, want: true},
		{cost: "{X}{R}", x: 3, srcs: []Source{mountain, island, island}, want: false},
		{cost: "{X}{X}", x: 1, srcs: []Source{island, island}, want: true},
		{cost: "{X}{X}", x: 2, srcs: []Source{island, island, island}, want: false},
		{cost: "{X}{X}", x: 0, want: true},
		// A Same source makes all its mana of one type.
		{cost: "{W}{W}", srcs: []Source{lotusWU}, want: true},
		{cost: "{W}{U}", srcs: []Source{lotusWU}, want: false},
		{cost: "{W}{U}", srcs: []Source{lotusWU, lotusWU}, want: true},
		{cost: "{1}{U}", srcs: []Source{lotusWU}, want: true},
		{cost: "{W}{W}{U}{U}", srcs: []Source{lotusWU, lotusWU}, want: true},
		{cost: "{W}{W}{W}{U}", srcs: []Source{lotusWU, lotusWU}, want: false},
		// Restrictions: creature-only mana pays only creature spells.
		{cost: "{G}", srcs: []Source{birdsCreature}, use: ForSpell, want: false},
		{cost: "{G}", srcs: []Source{birdsCreature}, use: ForCreatureSpell, want: true},
		{cost: "{G}", pool: []Unit{MakeUnit(G, false, CreatureSpellsOnly)}, use: ForSpell, want: false},
		{cost: "{G}", pool: []Unit{MakeUnit(G, false, CreatureSpellsOnly)}, use: ForCreatureSpell, want: true},
		{cost: "{G}", pool: []Unit{MakeUnit(G, false, AbilitiesOnly)}, use: ForCreatureSpell, want: false},
		{cost: "{G}", pool: []Unit{MakeUnit(G, false, AbilitiesOnly)}, use: ForAbility, want: true},
		// Pool and sources together.
		{cost: "{G}{W}", pool: []Unit{wG}, srcs: []Source{plains}, want: true},
		{cost: "{G}{G}", pool: []Unit{wG}, srcs: []Source{plains}, want: false},
	}
	for _, tc := range cases {
		c := MustParseCost(tc.cost)
		pool := refPoolOf(tc.pool...)
		got := slowCanPay(c, tc.x, &pool, tc.srcs, tc.life, tc.use)
		if got != tc.want {
			t.Errorf("slowCanPay(%q, x=%d, pool %s, %s, life %d, %s) = %v, want %v",
				tc.cost, tc.x, pool.String(), refBoardString(tc.srcs), tc.life, tc.use, got, tc.want)
		}
	}
}

func TestRefSlowPlanKeyByHand(t *testing.T) {
	plains, island := OneOf(W.Mask()), OneOf(U.Mask())
	solRing := Fixed(C.Mask(), C.Mask())
	cases := []struct {
		cost string
		pool []Unit
		srcs []Source
		life int
		keep Mask
		want [4]int
		ok   bool
	}{
		// A 1-mana source before a 2-mana one: Plains, TapWeight 2+16 (a
		// 1-mana source's unit is not free mana: no SpentValue).
		{cost: "{1}", srcs: []Source{solRing, plains}, want: [4]int{1, 0, 18, 0}, ok: true},
		// Keeping W: the Island is tapped (TapWeight 18 < 26).
		{cost: "{1}", srcs: []Source{plains, island}, keep: W.Mask(), want: [4]int{1, 0, 18, 0}, ok: true},
		// Sol Ring makes two: Produced 2, TapWeight 2*(2+16), one C spent.
		{cost: "{C}", srcs: []Source{solRing, plains}, want: [4]int{2, 0, 36, 2}, ok: true},
		// Pool mana first: nothing produced.
		{cost: "{1}", pool: []Unit{MakeUnit(G, false, Unrestricted)}, srcs: []Source{plains}, want: [4]int{0, 0, 0, 2}, ok: true},
		// Life before tapping (Produced comes first), but mana before life.
		{cost: "{W/P}", srcs: []Source{plains}, life: 4, want: [4]int{0, 2, 0, 0}, ok: true},
		{cost: "{W/P}", pool: []Unit{MakeUnit(W, true, Unrestricted)}, life: 4, want: [4]int{0, 0, 0, 3}, ok: true},
		// Spend the pool mana least worth keeping: keep W, spend the G.
		{cost: "{1}", pool: []Unit{MakeUnit(W, false, Unrestricted), MakeUnit(G, false, Unrestricted)}, keep: W.Mask(),
			want: [4]int{0, 0, 0, 2}, ok: true},
		{cost: "{0}", srcs: []Source{plains}, want: [4]int{0, 0, 0, 0}, ok: true},
		{cost: "{W}{W}", srcs: []Source{plains}, ok: false},
		{cost: "", srcs: []Source{plains}, ok: false},
	}
	for _, tc := range cases {
		c := MustParseCost(tc.cost)
		pool := refPoolOf(tc.pool...)
		got, ok := slowPlanKey(c, 0, &pool, tc.srcs, tc.life, ForSpell, tc.keep)
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("slowPlanKey(%q, pool %s, %s, life %d, keep %q) = %v, %v; want %v, %v",
				tc.cost, pool.String(), refBoardString(tc.srcs), tc.life, tc.keep, got, ok, tc.want, tc.ok)
		}
	}
}

// refCase is one question put to both the fast code and the reference.
type refCase struct {
	cost Cost
	x    int
	pool Pool
	srcs []Source
	life int
	use  Use
	keep Mask
}

func (rc *refCase) String() string {
	return fmt.Sprintf("cost %q x=%d pool %q board %s life %d %s keep %q",
		rc.cost.String(), rc.x, rc.pool.String(), refBoardString(rc.srcs), rc.life, rc.use, rc.keep.String())
}

// refChecker runs cases and collects what disagrees.
type refChecker struct {
	pl       Planner
	problems []string
	nproblem int
	cases    int
	payable  int
	plans    int
	inexact  int
	unkeyed  int // exact plans on boards too large for slowPlanKey
}

func (ch *refChecker) fail(format string, args ...any) {
	ch.nproblem++
	if len(ch.problems) < 12 {
		ch.problems = append(ch.problems, fmt.Sprintf(format, args...))
	}
}

func (ch *refChecker) merge(o *refChecker) {
	ch.cases += o.cases
	ch.payable += o.payable
	ch.plans += o.plans
	ch.inexact += o.inexact
	ch.unkeyed += o.unkeyed
	ch.nproblem += o.nproblem
	for _, m := range o.problems {
		if len(ch.problems) < 12 {
			ch.problems = append(ch.problems, m)
		}
	}
}

func (ch *refChecker) report(t *testing.T, what string) {
	t.Helper()
	t.Logf("%s: %d CanPay cases (%d payable), %d plans checked (%d not exact, %d exact on boards too large to compare keys)",
		what, ch.cases, ch.payable, ch.plans, ch.inexact, ch.unkeyed)
	if ch.nproblem > 0 {
		t.Errorf("%s: %d disagreements; the first ones:\n%s", what, ch.nproblem, strings.Join(ch.problems, "\n"))
	}
}

// check compares CanPay with slowCanPay on rc, and, if plan, checks the
// planner's payment too. s must hold exactly rc.srcs; d must be NewDemand(rc.cost, rc.use).
func (ch *refChecker) check(rc *refCase, s *Sources, d *Demand, plan bool) {
	ch.cases++
	fast := CanPay(d, rc.x, &rc.pool, s, rc.life)
	slow := slowCanPay(rc.cost, rc.x, &rc.pool, rc.srcs, rc.life, rc.use)
	if slow {
		ch.payable++
	}
	if fast != slow {
		ch.fail("CanPay = %v, slowCanPay = %v: %s", fast, slow, rc)
		return
	}
	if plan {
		ch.checkPlan(rc, s, d, slow)
	}
}

func (ch *refChecker) checkPlan(rc *refCase, s *Sources, d *Demand, want bool) {
	ch.plans++
	var p Payment
	pool, before := rc.pool, *s // the planner must change neither
	got := ch.pl.Plan(&p, d, rc.x, &pool, s, rc.life, rc.keep)
	if pool != rc.pool || *s != before {
		ch.fail("Plan changed the pool (now %q) or the sources: %s", pool.String(), rc)
	}
	if got != want {
		ch.fail("Plan = %v, slowCanPay = %v: %s", got, want, rc)
		return
	}
	if !got {
		if p != (Payment{}) {
			ch.fail("Plan = false but left a non-empty payment %+v: %s", p, rc)
		}
		return
	}
	svs, _, err := refValidate(&p, rc, s)
	if err != nil {
		ch.fail("Plan gave an invalid payment (%v): %s\n\tpayment %s", err, rc, refPaymentString(&p, s))
		return
	}
	if msg := refCheckApply(&p, rc, s); msg != "" {
		ch.fail("Apply: %s: %s\n\tpayment %s", msg, rc, refPaymentString(&p, s))
	}
	found := false
	for _, v := range svs {
		found = found || v == p.SpentValue
	}
	if !found {
		ch.fail("Plan reports SpentValue %d, but the payment spends %v: %s\n\tpayment %s",
			p.SpentValue, svs, rc, refPaymentString(&p, s))
	}
	if !p.Exact {
		ch.inexact++
		return
	}
	if len(rc.srcs) > refMaxKeyBoard {
		ch.unkeyed++
		return // slowPlanKey tries every subset of the sources: too slow
	}
	gotKey := [4]int{p.Produced, p.Life, p.TapWeight, p.SpentValue}
	wantKey, ok := slowPlanKey(rc.cost, rc.x, &rc.pool, rc.srcs, rc.life, rc.use, rc.keep)
	if !ok || gotKey != wantKey {
		ch.fail("Plan key %v, slowPlanKey %v (ok=%v): %s\n\tpayment %s",
			gotKey, wantKey, ok, rc, refPaymentString(&p, s))
		return
	}
}

// refMaxKeyBoard is the largest board whose plans are compared with slowPlanKey.
const refMaxKeyBoard = 10

// refCheckApply carries p out on copies of the pool and sources and checks
// what changed: the spent mana left the pool, the float joined it, the
// tapped sources are no longer untapped.
func refCheckApply(p *Payment, rc *refCase, s *Sources) string {
	pool, s2 := rc.pool, *s
	p.Apply(&pool, &s2)
	for r := Restriction(0); r < MaxRestrictions; r++ {
		for sn := 0; sn < 2; sn++ {
			for ty := W; ty < NumTypes; ty++ {
				u := MakeUnit(ty, sn == 1, r)
				want := rc.pool.Count(u) - p.Spent.Count(u) + p.Float.Count(u)
				if got := pool.Count(u); got != want {
					return fmt.Sprintf("unit %#x: pool holds %d, want %d", u, got, want)
				}
			}
		}
	}
	var tapped [MaxKinds]int
	for i := 0; i < p.NTaps; i++ {
		tapped[p.Taps[i].Kind] += int(p.Taps[i].N)
	}
	for k := 0; k < s.NumKinds(); k++ {
		if got, want := s2.Count(k), s.Count(k)-tapped[k]; got != want {
			return fmt.Sprintf("kind %d: %d untapped after, want %d", k, got, want)
		}
	}
	return ""
}

func refPaymentString(p *Payment, s *Sources) string {
	var b strings.Builder
	for i := 0; i < p.NTaps; i++ {
		tp := p.Taps[i]
		src := "?"
		if int(tp.Kind) < s.NumKinds() {
			src = refSrcString(s.Kind(int(tp.Kind)))
		}
		fmt.Fprintf(&b, "tap %d x %s", tp.N, src)
		if tp.Split != ([NumTypes]uint8{}) {
			fmt.Fprintf(&b, " split %v", tp.Split)
		}
		b.WriteString("; ")
	}
	fmt.Fprintf(&b, "spent %q float %q life %d produced %d tapweight %d spentvalue %d exact %v",
		p.Spent.String(), p.Float.String(), p.Life, p.Produced, p.TapWeight, p.SpentValue, p.Exact)
	return b.String()
}

// refValidate checks that p is a payment of rc's cost from s: the taps are of
// registered, untapped, usable kinds (with a Split naming the types of a
// linked kind), the spent mana is in the pool, the life is even and within
// rc.life, Produced and TapWeight are those of the taps, and there is a way of
// matching each floating unit to its own made unit such that the remaining
// made units and the spent pool mana, with Life/2 payments of 2 life, pay the
// cost using every one of them. It returns the SpentValue (planner's
// convention) of every such way, and the freeValue of the mana of the 1-mana
// sources tapped.
func refValidate(p *Payment, rc *refCase, s *Sources) (svs []int, single int, err error) {
	if p.NTaps < 0 || p.NTaps > MaxKinds {
		return nil, 0, fmt.Errorf("NTaps %d", p.NTaps)
	}
	var tapped [MaxKinds]int
	var made []refClass
	produced, weight := 0, 0
	for i := 0; i < p.NTaps; i++ {
		tp := p.Taps[i]
		k := int(tp.Kind)
		if k >= s.NumKinds() {
			return nil, 0, fmt.Errorf("tap %d: kind %d of %d", i, k, s.NumKinds())
		}
		if tp.N == 0 {
			return nil, 0, fmt.Errorf("tap %d: taps nothing", i)
		}
		src := s.Kind(k)
		okU, okA := rc.use.Allows(src.Restriction), src.HasAlt() && rc.use.Allows(src.AltRestriction)
		if tp.Alt > tp.N || tp.Alt > 0 && !okA || tp.Alt < tp.N && !okU {
			return nil, 0, fmt.Errorf("tap %d: %d of source %s, %d of them its alternative, cannot pay %s", i, tp.N, refSrcString(src), tp.Alt, rc.use)
		}
		tapped[k] += int(tp.N)
		if tapped[k] > s.Count(k) {
			return nil, 0, fmt.Errorf("kind %d (%s): %d tapped, %d untapped", k, refSrcString(src), tapped[k], s.Count(k))
		}
		weight += int(tp.N) * tapWeight(src, rc.keep)
		if okU && okA && src.N() == 1 && src.AltN() == 1 {
			// One unit either way (Cavern of Souls): Tap.Alt is 0 and each
			// unit is of either's types, tapped only to be spent.
			if tp.Alt != 0 {
				return nil, 0, fmt.Errorf("tap %d: Alt %d for a source of one unit each way", i, tp.Alt)
			}
			produced += int(tp.N)
			single += int(tp.N) * freeValue(src.Units[0]|src.Alt[0], src.Snow, src.Restriction, rc.keep)
			made = refAdd(made, refClass{mask: src.Units[0] | src.Alt[0], snow: src.Snow, r: src.Restriction, n: int(tp.N)})
			continue
		}
		if tp.Alt > 0 {
			// The sources that made their alternative: independent units.
			na := src.AltN()
			produced += int(tp.Alt) * na
			for _, m := range src.Alt[:na] {
				v := freeValue(m, src.Snow, src.AltRestriction, rc.keep)
				if na == 1 {
					single += int(tp.Alt) * v
					v = 0
				}
				made = refAdd(made, refClass{mask: m, snow: src.Snow, r: src.AltRestriction, val: v, n: int(tp.Alt)})
			}
			if tp.Split != ([NumTypes]uint8{}) {
				return nil, 0, fmt.Errorf("tap %d: split %v for a source with an alternative", i, tp.Split)
			}
			if tp.Alt == tp.N {
				continue
			}
			tp.N -= tp.Alt // the rest made their units
		}
		n := src.N()
		produced += int(tp.N) * n
		if src.Same {
			sum := 0
			for ty, v := range tp.Split {
				if v == 0 {
					continue
				}
				if !src.Units[0].Has(Type(ty)) {
					return nil, 0, fmt.Errorf("tap %d: split %v names %s, not made by %s", i, tp.Split, Type(ty), refSrcString(src))
				}
				sum += int(v)
				made = refAdd(made, refClass{mask: Type(ty).Mask(), snow: src.Snow, r: src.Restriction,
					val: freeValue(Type(ty).Mask(), src.Snow, src.Restriction, rc.keep), n: int(v) * n})
			}
			if sum != int(tp.N) {
				return nil, 0, fmt.Errorf("tap %d: split %v does not sum to %d", i, tp.Split, tp.N)
			}
			continue
		}
		if tp.Split != ([NumTypes]uint8{}) {
			return nil, 0, fmt.Errorf("tap %d: split %v for a source without linked units", i, tp.Split)
		}
		for _, m := range src.Units[:n] {
			v := freeValue(m, src.Snow, src.Restriction, rc.keep)
			if n == 1 {
				single += int(tp.N) * v
				v = 0 // the planner's convention: a 1-mana source's mana is not free mana
			}
			made = refAdd(made, refClass{mask: m, snow: src.Snow, r: src.Restriction, val: v, n: int(tp.N)})
		}
	}
	if produced != p.Produced {
		return nil, 0, fmt.Errorf("Produced %d, the taps make %d", p.Produced, produced)
	}
	if weight != p.TapWeight {
		return nil, 0, fmt.Errorf("TapWeight %d, the taps weigh %d", p.TapWeight, weight)
	}
	if p.Life < 0 || p.Life%2 != 0 || p.Life > max(rc.life, 0) {
		return nil, 0, fmt.Errorf("Life %d with life %d", p.Life, rc.life)
	}
	var spent, float []refClass
	for r := Restriction(0); r < MaxRestrictions; r++ {
		for sn := 0; sn < 2; sn++ {
			for ty := W; ty < NumTypes; ty++ {
				u := MakeUnit(ty, sn == 1, r)
				n := p.Spent.Count(u)
				if n > rc.pool.Count(u) {
					return nil, 0, fmt.Errorf("spends %d of unit %#x, the pool has %d", n, u, rc.pool.Count(u))
				}
				if n > 0 && !rc.use.Allows(r) {
					return nil, 0, fmt.Errorf("spends restricted pool mana %#x for %s", u, rc.use)
				}
				spent = refAdd(spent, refClass{mask: ty.Mask(), snow: sn == 1, r: r, val: freeValue(ty.Mask(), sn == 1, r, rc.keep), n: n})
				float = refAdd(float, refClass{mask: ty.Mask(), snow: sn == 1, r: r, n: p.Float.Count(u)})
			}
		}
	}
	pips, generic := refPips(nil, rc.cost, rc.x)
	// Each floating unit, one at a time (equal ones in non-decreasing order of
	// the made class they come from), takes a made unit that can be it.
	var fl []refClass
	for _, f := range float {
		for range f.n {
			g := f
			g.n = 1
			fl = append(fl, g)
		}
	}
	seen := map[int]bool{}
	var match func(i, from int)
	match = func(i, from int) {
		if i == len(fl) {
			cls := append(append([]refClass(nil), spent...), made...)
			srch := refSearch{pips: pips, generic: generic, cls: cls, maxLife: p.Life / 2, exact: true}
			if srch.run() && !seen[srch.best[1]] {
				seen[srch.best[1]] = true
				svs = append(svs, srch.best[1])
			}
			return
		}
		lo := 0
		if i > 0 && fl[i] == fl[i-1] {
			lo = from
		}
		for j := lo; j < len(made); j++ {
			m := &made[j]
			if m.n == 0 || m.mask&fl[i].mask == 0 || m.snow != fl[i].snow || m.r != fl[i].r {
				continue
			}
			m.n--
			match(i+1, j)
			m.n++
		}
	}
	match(0, 0)
	if len(svs) == 0 {
		return nil, 0, fmt.Errorf("no way to pay the cost with exactly the spent, made and not floating mana and %d life", p.Life)
	}
	return svs, single, nil
}

// The exhaustive comparison's source kinds and symbols.
var refKinds = []Source{
	OneOf(W.Mask()),                             // Plains
	OneOf(U.Mask()),                             // Island
	OneOf(C.Mask()),                             // Wastes
	OneOf(W.Mask() | U.Mask()),                  // a W/U dual
	OneOf(U.Mask() | B.Mask()),                  // a U/B dual
	OneOf(AllColors),                            // any colour
	OneOf(C.Mask() | W.Mask() | U.Mask()),       // a talisman
	Fixed(C.Mask(), C.Mask()),                   // Sol Ring
	Fixed(W.Mask(), U.Mask()),                   // a bounce land
	Fixed(C.Mask(), C.Mask(), C.Mask()),         // 3 colourless
	Fixed(W.Mask()|U.Mask(), W.Mask()|U.Mask()), // a filter land's output
	NOfOne(2, W.Mask()|U.Mask()),                // two of one of W, U
	NOfOne(3, AllColors),                        // Gilded Lotus
	snowSrc(W.Mask()),                           // snow Plains
	snowSrc(U.Mask()),                           // snow Island
	{Units: [MaxUnits]Mask{AllColors}, Restriction: CreatureSpellsOnly}, // creature-only any colour
}

var refSymbols = []Symbol{
	{Kind: SymGeneric, N: 1},
	{Kind: SymGeneric, N: 2},
	{Kind: SymSingle, Types: W.Mask()},
	{Kind: SymSingle, Types: U.Mask()},
	{Kind: SymSingle, Types: B.Mask()},
	{Kind: SymSingle, Types: C.Mask()},
	{Kind: SymHybrid, Types: W.Mask() | U.Mask()},
	{Kind: SymHybrid, Types: U.Mask() | B.Mask()},
	{Kind: SymTwoBrid, Types: W.Mask()},
	{Kind: SymPhyrexian, Types: W.Mask()},
	{Kind: SymHybridPhyrexian, Types: W.Mask() | U.Mask()},
	{Kind: SymSnow},
	{Kind: SymVar, Var: VarX},
}

// refCosts returns every distinct cost of up to n symbols of syms, no mana
// cost (no symbols) first.
func refCosts(syms []Symbol, n int) []Cost {
	var out []Cost
	seen := map[Cost]bool{}
	var rec func(from int, c Cost, k int)
	rec = func(from int, c Cost, k int) {
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
		if k == n {
			return
		}
		for i := from; i < len(syms); i++ {
			d := c
			if err := d.Add(syms[i]); err != nil {
				panic(err)
			}
			rec(i, d, k+1)
		}
	}
	rec(0, Cost{}, 0)
	return out
}

// refBoards returns every multiset of up to n of the kinds.
func refBoards(kinds []Source, n int) [][]Source {
	var out [][]Source
	var rec func(from int, b []Source)
	rec = func(from int, b []Source) {
		out = append(out, append([]Source(nil), b...))
		if len(b) == n {
			return
		}
		for i := from; i < len(kinds); i++ {
			rec(i, append(b, kinds[i]))
		}
	}
	rec(0, nil)
	return out
}

func TestRefExhaustive(t *testing.T) {
	start := time.Now()
	boards := refBoards(refKinds, 3)
	costs := refCosts(refSymbols, 3)
	pools := []Pool{
		{},
		refPoolOf(MakeUnit(W, false, Unrestricted)),
		refPoolOf(MakeUnit(U, true, Unrestricted)),
		refPoolOf(MakeUnit(G, false, CreatureSpellsOnly)),
	}
	uses := []Use{ForSpell, ForCreatureSpell}
	keeps := []Mask{None, W.Mask() | U.Mask()}
	lives := []int{0, 2, 5}
	xs := []int{0, 1, 2}
	demands := make([][]Demand, len(costs))
	for i, c := range costs {
		for _, use := range uses {
			demands[i] = append(demands[i], NewDemand(c, use))
		}
	}
	// Every (board, cost, pool, use) is checked with CanPay, with each life
	// (if the cost has Phyrexian symbols) and each x (if it has X). The
	// planner is checked on every case of the boards of up to planAll
	// sources, and on one case in planEvery of the others, with keep
	// alternating. In short mode only one board in stride of three sources
	// (and one in stride2 of two) is tried.
	planAll, planEvery, stride, stride2 := 1, 11, 1, 1
	if testing.Short() {
		stride, stride2 = 29, 3
	}
	// The boards are shared out between workers (the machine has two cores).
	const workers = 2
	var checkers [workers]refChecker
	done := make(chan bool)
	for w := range workers {
		go func() {
			defer func() { done <- true }()
			ch := &checkers[w]
			var s Sources
			var rc refCase
			n := 0
			for bi, b := range boards {
				if bi%workers != w || len(b) == 3 && bi%stride != 0 || len(b) == 2 && bi%stride2 != 0 {
					continue
				}
				s = Sources{}
				for _, src := range b {
					s.Add(src, 1)
				}
				for ci, c := range costs {
					ls, xv := lives[:1], xs[:1]
					if c.HasPhyrexian() {
						ls = lives
					}
					if c.Vars() > 0 {
						xv = xs
					}
					for ui, use := range uses {
						d := &demands[ci][ui]
						for pi := range pools {
							for _, life := range ls {
								for _, x := range xv {
									n++
									rc = refCase{cost: c, x: x, pool: pools[pi], srcs: b, life: life, use: use, keep: keeps[n%len(keeps)]}
									ch.check(&rc, &s, d, len(b) <= planAll || n%planEvery == 0)
								}
							}
						}
					}
				}
			}
		}()
	}
	for range workers {
		<-done
	}
	var all refChecker
	for w := range checkers {
		all.merge(&checkers[w])
	}
	all.report(t, "exhaustive")
	t.Logf("%d boards x %d costs in %v", len(boards), len(costs), time.Since(start))
}

// refRandSource draws a source: usually one of the exhaustive kinds, sometimes
// a random one.
func refRandSource(r *rand.Rand) Source {
	if r.IntN(10) < 5 {
		return refKinds[r.IntN(len(refKinds))]
	}
	switch r.IntN(8) {
	case 0:
		return refRandAltSource(r)
	case 1:
		return refRestrictedKinds[r.IntN(len(refRestrictedKinds))]
	}
	randMask := func() Mask {
		if r.IntN(3) > 0 {
			return Type(r.IntN(NumTypes)).Mask()
		}
		return Mask(1 + r.IntN(int(AnyType)))
	}
	n := 1 + r.IntN(3)
	if r.IntN(8) == 0 {
		n = MaxUnits
	}
	var src Source
	if r.IntN(4) == 0 {
		src = NOfOne(n, randMask())
	} else {
		var units []Mask
		for range n {
			units = append(units, randMask())
		}
		src = Fixed(units...)
	}
	src.Snow = r.IntN(5) == 0
	if r.IntN(6) == 0 {
		src.Restriction = Restriction(1 + r.IntN(MaxRestrictions-1))
	}
	return src
}

// refRandSymbol draws any symbol of the grammar.
func refRandSymbol(r *rand.Rand) Symbol {
	colour := func() Mask { return Type(r.IntN(5)).Mask() }
	pair := func() Mask { return pairMasks[r.IntN(numPairs)] }
	switch r.IntN(10) {
	case 0, 1:
		return Symbol{Kind: SymGeneric, N: uint32(r.IntN(4))}
	case 2, 3:
		return Symbol{Kind: SymSingle, Types: Type(r.IntN(NumTypes)).Mask()}
	case 4:
		return Symbol{Kind: SymHybrid, Types: pair()}
	case 5:
		return Symbol{Kind: SymTwoBrid, Types: colour()}
	case 6:
		return Symbol{Kind: SymPhyrexian, Types: colour()}
	case 7:
		return Symbol{Kind: SymHybridPhyrexian, Types: pair()}
	case 8:
		return Symbol{Kind: SymSnow}
	}
	return Symbol{Kind: SymVar, Var: uint8(r.IntN(2))}
}

func TestRefRandom(t *testing.T) {
	start := time.Now()
	r := rand.New(rand.NewPCG(1, 2))
	n := 20000
	if testing.Short() {
		n = 1500
	}
	var ch refChecker
	for range n {
		var srcs []Source
		linked := 0
		nsrc := r.IntN(8)
		big := r.IntN(20) == 0 // a board with many kinds of multi-mana source: the planner's greedy mode
		if big {
			nsrc = 11 + r.IntN(5)
		}
		for range nsrc {
			src := refRandSource(r)
			if big {
				src = Fixed(Mask(1+r.IntN(int(AnyType))), Mask(1+r.IntN(int(AnyType))))
			}
			if src.normal().correlated() {
				if linked == 3 {
					continue // the reference tries every type of each: keep it quick
				}
				linked++
			}
			srcs = append(srcs, src)
		}
		var c Cost
		if r.IntN(30) > 0 { // sometimes no mana cost
			c.Add(Symbol{Kind: SymGeneric}) // {0} unless more follows
			for range r.IntN(7) {
				c.Add(refRandSymbol(r))
			}
		}
		var pool Pool
		for range r.IntN(4) {
			pool.Add(MakeUnit(Type(r.IntN(NumTypes)), r.IntN(3) == 0, refRandRestriction(r)), 1)
		}
		rc := refCase{cost: c, x: r.IntN(4), pool: pool, srcs: srcs, life: r.IntN(9) - 1,
			use: testUses[r.IntN(len(testUses))], keep: Mask(r.IntN(64))}
		// Sometimes other sources come and go first, so the subset sums are
		// also tested after removals and with kinds whose count is zero.
		var s Sources
		var decoys []Source
		if r.IntN(3) == 0 {
			for range 1 + r.IntN(4) {
				decoys = append(decoys, refRandSource(r))
			}
		}
		for _, src := range decoys {
			s.Add(src, 1+r.IntN(2))
		}
		for _, src := range srcs {
			s.Add(src, 1)
		}
		for _, src := range decoys {
			k, _ := s.Register(src)
			n := s.Count(k)
			for _, o := range srcs {
				if o.normal() == src.normal() {
					n-- // keep the board's own
				}
			}
			if !s.Remove(src, n) {
				t.Fatalf("Remove(%s, %d) failed", refSrcString(src), n)
			}
		}
		d := NewDemand(c, rc.use)
		ch.check(&rc, &s, &d, true)
	}
	ch.report(t, "random")
	t.Logf("%d random cases in %v", n, time.Since(start))
}

// TestRefPlanManyLinkedKinds: the planner gives each type of each kind of
// linked source (Same, as Gilded Lotus) a digit of its enumeration, but has
// room for maxDigits (16) digits; the types of further kinds are silently left
// out. Three kinds of five-colour lotus already take 15, so a fourth kind
// can be tapped for its first type only. CanPay (and slowCanPay) say yes, the
// planner says no, or says Exact with a key worse than the optimum.
// Boards with several linked kinds (Gilded Lotus-like sources): the planner
// enumerates each kind's types (exact), or, past its budget of combinations,
// fixes the types by a payable choice and drops sources greedily (valid, not
// exact). Both are checked against the reference.
func TestRefPlanLinkedKinds(t *testing.T) {
	lotus2, lotus3, lotus4 := NOfOne(2, AllColors), NOfOne(3, AllColors), NOfOne(4, AllColors)
	twoWU := NOfOne(2, W.Mask()|U.Mask())
	cases := []struct {
		cost  string
		srcs  []Source // added in this order, so kinds are registered in it
		exact bool
	}{
		// Seventeen digits: once more than the planner had room for.
		{"{G}{G}{G}{G}{G}{G}", []Source{twoWU, lotus2, lotus3, lotus4}, true},
		// Paying {U} with the W/U source (TapWeight 40) beats any five-colour one.
		{"{U}", []Source{lotus2, lotus3, lotus4, twoWU}, true},
		// Four and four copies: C(9,5)^2 = 15876 combinations, past the budget.
		{"{W}{U}{B}{R}{G}", []Source{lotus3, lotus3, lotus3, lotus3, lotus2, lotus2, lotus2, lotus2}, false},
		{"{G}{G}{G}{G}{G}{G}{G}{U}", []Source{lotus3, lotus3, lotus3, lotus3, lotus2, lotus2, lotus2, lotus2}, false},
	}
	for _, tc := range cases {
		rc := refCase{cost: MustParseCost(tc.cost), srcs: tc.srcs, use: ForSpell}
		var s Sources
		for _, src := range tc.srcs {
			s.Add(src, 1)
		}
		d := NewDemand(rc.cost, rc.use)
		var ch refChecker
		ch.check(&rc, &s, &d, true)
		ch.report(t, tc.cost)
		var p Payment
		if !planPayment(&p, &d, 0, &rc.pool, &s, 0, None) || p.Exact != tc.exact {
			t.Errorf("%s: Exact = %v, want %v", tc.cost, p.Exact, tc.exact)
		}
	}
}

func TestRefNoAllocs(t *testing.T) {
	var plain, linked Sources
	for _, src := range []Source{OneOf(W.Mask()), OneOf(W.Mask()), OneOf(W.Mask() | U.Mask()), Fixed(C.Mask(), C.Mask()), snowSrc(U.Mask())} {
		plain.Add(src, 1)
		linked.Add(src, 1)
	}
	linked.Add(NOfOne(2, W.Mask()|U.Mask()), 1) // units sharing a type: CanPay's slow path
	pool := refPoolOf(MakeUnit(W, false, Unrestricted), MakeUnit(U, true, Unrestricted), MakeUnit(G, false, CreatureSpellsOnly))
	simple := NewDemand(MustParseCost("{X}{1}{W}{U}{S}"), ForSpell)
	twoBrid := NewDemand(MustParseCost("{2/W}{U}{W/P}"), ForCreatureSpell) // {2/c}: CanPay's slow path
	var pl Planner
	var p Payment
	var ok bool
	for _, tc := range []struct {
		name string
		d    *Demand
		s    *Sources
	}{
		{"fast path", &simple, &plain},
		{"linked source", &simple, &linked},
		{"{2/W}", &twoBrid, &plain},
		{"{2/W} and linked source", &twoBrid, &linked},
	} {
		if !CanPay(tc.d, 1, &pool, tc.s, 4) {
			t.Fatalf("%s: CanPay = false; the test wants a payable cost", tc.name)
		}
		if a := testing.AllocsPerRun(100, func() { ok = CanPay(tc.d, 1, &pool, tc.s, 4) }); a != 0 {
			t.Errorf("%s: CanPay allocates %v times per call", tc.name, a)
		}
		if a := testing.AllocsPerRun(100, func() { ok = pl.Plan(&p, tc.d, 1, &pool, tc.s, 4, W.Mask()) }); a != 0 || !ok {
			t.Errorf("%s: (*Planner).Plan allocates %v times per call (ok=%v)", tc.name, a, ok)
		}
		if a := testing.AllocsPerRun(20, func() { ok = planPayment(&p, tc.d, 1, &pool, tc.s, 4, W.Mask()) }); a != 0 || !ok {
			t.Errorf("%s: planPayment allocates %v times per call (ok=%v)", tc.name, a, ok)
		}
	}
}

// refRandRestriction draws a restriction: half the time none.
func refRandRestriction(r *rand.Rand) Restriction {
	if r.IntN(2) == 0 {
		return Unrestricted
	}
	return Restriction(1 + r.IntN(MaxRestrictions-1))
}
