package mana

import (
	"math/rand/v2"
	"testing"
)

// allUnits lists every unit: 6 types x snow x 8 restrictions.
func allUnits() []Unit {
	var us []Unit
	for r := Restriction(0); r < MaxRestrictions; r++ {
		for _, snow := range []bool{false, true} {
			for t := W; t < NumTypes; t++ {
				us = append(us, MakeUnit(t, snow, r))
			}
		}
	}
	return us
}

func TestUnitPacking(t *testing.T) {
	seen := map[Unit]bool{}
	for _, u := range allUnits() {
		if seen[u] {
			t.Fatalf("unit %d packed twice", u)
		}
		seen[u] = true
		back := MakeUnit(u.Type(), u.Snow(), u.Restriction())
		if back != u {
			t.Fatalf("unit %d does not round-trip", u)
		}
	}
}

// The packed pool against a plain count per unit, over random operations.
func TestPoolAgainstCounts(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	units := allUnits()
	for round := 0; round < 200; round++ {
		var p Pool
		counts := map[Unit]int{}
		for op := 0; op < 100; op++ {
			u := units[rng.IntN(len(units))]
			n := rng.IntN(6)
			if rng.IntN(3) == 0 {
				p.Add(u, -n) // taking away more than there is leaves none
				counts[u] = max(counts[u]-n, 0)
			} else {
				p.Add(u, n)
				counts[u] = min(counts[u]+n, 255)
			}
			total, byUse := 0, make([]int, len(testUses))
			for _, v := range units {
				if p.Count(v) != counts[v] {
					t.Fatalf("Count(%d) = %d, want %d", v, p.Count(v), counts[v])
				}
				total += counts[v]
				for i, use := range testUses {
					if use.Allows(v.Restriction()) {
						byUse[i] += counts[v]
					}
				}
			}
			if p.Total() != total {
				t.Fatalf("Total = %d, want %d", p.Total(), total)
			}
			for i, use := range testUses {
				if p.TotalFor(use) != byUse[i] {
					t.Fatalf("TotalFor(%s) = %d, want %d", use, p.TotalFor(use), byUse[i])
				}
			}
			if p.IsEmpty() != (total == 0) {
				t.Fatalf("IsEmpty = %v with %d mana", p.IsEmpty(), total)
			}
		}
		want := p.Total()
		if lost := p.Empty(); lost != want || !p.IsEmpty() {
			t.Fatalf("Empty() = %d (empty %v), want %d", lost, p.IsEmpty(), want)
		}
	}
}

// A lane saturates at 255 instead of carrying into its neighbour.
func TestPoolLaneSaturates(t *testing.T) {
	var p Pool
	w, u := MakeUnit(W, false, Unrestricted), MakeUnit(U, false, Unrestricted)
	p.Add(w, 200)
	p.Add(w, 100)
	if p.Count(w) != 255 || p.Count(u) != 0 {
		t.Fatalf("after 300 W: W=%d U=%d, want 255 and 0", p.Count(w), p.Count(u))
	}
	// The totals of full lanes do not overflow either: 192 lanes of 255
	// (the sixteen bits the sum is gathered in hold 65,535).
	lanes := MaxRestrictions * 2 * int(NumTypes)
	for _, v := range allUnits() {
		p.Add(v, 255)
	}
	if got := p.Total(); got != lanes*255 {
		t.Fatalf("Total of full pool = %d, want %d", got, lanes*255)
	}
}

// The glossary's mana burn: mana left when the phase ends is lost, 1 life per mana.
func TestPoolEmptyCountsLostMana(t *testing.T) {
	var p Pool
	p.Add(MakeUnit(B, false, Unrestricted), 3) // Dark Ritual, then nothing to cast
	p.Add(MakeUnit(G, true, Unrestricted), 1)
	p.Add(MakeUnit(C, false, CreatureSpellsOnly), 2)
	if lost := p.Empty(); lost != 6 {
		t.Fatalf("lost %d, want 6", lost)
	}
	if lost := p.Empty(); lost != 0 {
		t.Fatalf("an empty pool loses %d, want 0", lost)
	}
}

func TestPoolString(t *testing.T) {
	var p Pool
	p.Add(MakeUnit(W, false, Unrestricted), 2)
	p.Add(MakeUnit(G, true, Unrestricted), 1)
	p.Add(MakeUnit(R, false, CreatureSpellsOnly), 1)
	if got, want := p.String(), "{W}{W}{G:snow}{R:creature}"; got != want {
		t.Fatalf("String = %q, want %q", got, want)
	}
}

func TestPoolAllocs(t *testing.T) {
	var p Pool
	u := MakeUnit(R, false, Unrestricted)
	n := testing.AllocsPerRun(100, func() {
		p.Add(u, 3)
		p.Add(u, -1)
		_ = p.Total() + p.TotalFor(ForCreatureSpell) + p.Count(u)
		_ = p.Empty()
	})
	if n != 0 {
		t.Fatalf("pool operations allocate %v times", n)
	}
}

func TestMask(t *testing.T) {
	m, ok := ParseMask("gwc")
	if !ok || m != W.Mask()|G.Mask()|C.Mask() || m.String() != "WGC" || m.Len() != 3 || m.First() != W {
		t.Fatalf("ParseMask(gwc) = %v (%q), %v", m, m.String(), ok)
	}
	if _, ok := ParseMask("WX"); ok {
		t.Fatal("ParseMask accepted X")
	}
	if AllColors.String() != "WUBRG" || AnyType.Len() != 6 {
		t.Fatal("AllColors / AnyType wrong")
	}
}

func TestSourceNormalForm(t *testing.T) {
	a := Fixed(U.Mask(), W.Mask())
	b := Fixed(W.Mask(), U.Mask())
	if a != b {
		t.Fatalf("a bounce land is the same kind whatever the order: %+v vs %+v", a, b)
	}
	if NOfOne(2, C.Mask()).Same {
		t.Fatal("two of one type from a one-type mask is not linked")
	}
	if !NOfOne(3, AllColors).Same || NOfOne(3, AllColors).N() != 3 {
		t.Fatal("Gilded Lotus is three linked units")
	}
	// Linked units of different masks: one type all of them can be.
	odd := Source{Units: [MaxUnits]Mask{W.Mask() | U.Mask(), W.Mask() | U.Mask() | B.Mask()}, Same: true}.normal()
	if odd != NOfOne(2, W.Mask()|U.Mask()) {
		t.Fatalf("linked {WU, WUB} normalises to %+v", odd)
	}
	d := NewDemand(MustParseCost("{W}{B}"), ForSpell)
	var none Pool
	if CanPay(&d, 0, &none, board(odd), 0) {
		t.Fatal("linked {WU, WUB} cannot make {W}{B}")
	}
	var s Sources
	k1, _ := s.Register(Fixed(C.Mask(), C.Mask()))
	k2, _ := s.Register(Source{Units: [MaxUnits]Mask{0, C.Mask(), 0, C.Mask()}})
	if k1 != k2 || s.NumKinds() != 1 {
		t.Fatalf("the same source registered twice: %d %d", k1, k2)
	}
	if !s.Add(OneOf(G.Mask()), 2) || s.Count(1) != 2 || !s.Remove(OneOf(G.Mask()), 2) || s.Count(1) != 0 {
		t.Fatal("Add/Remove by value")
	}
	if s.Remove(OneOf(G.Mask()), 1) || s.RemoveKind(0, 1) {
		t.Fatal("removing more than there is must fail")
	}
}

// The subset sums kept incrementally equal a count from scratch.
func TestSourcesSubsetSums(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	kinds := []Source{OneOf(W.Mask()), OneOf(W.Mask() | U.Mask()), OneOf(AllColors), Fixed(C.Mask(), C.Mask()),
		Fixed(B.Mask(), G.Mask()), {Units: [MaxUnits]Mask{G.Mask()}, Snow: true},
		{Units: [MaxUnits]Mask{AllColors}, Restriction: CreatureSpellsOnly}, NOfOne(3, AllColors),
		// Restricted, alternatives (of both shapes, one with both productions restricted), big.
		Fixed(C.Mask(), C.Mask(), C.Mask()).restricted(ArtifactSpellsOnly),
		OneOf(C.Mask()).restricted(ArtifactsOnly),
		cavern2, eldraziTemple, snowy(eldraziTemple),
		OneOf(G.Mask()).restricted(AbilitiesOnly).WithAlt(CreatureSpellsOrAbilities, AllColors),
		Fixed(C.Mask()).restricted(InstantSorcerySpellsOnly).WithAlt(ColorlessEldraziOnly, C.Mask(), C.Mask(), G.Mask()|C.Mask()),
		NOfOne(7, G.Mask()), Fixed(AnyType, AnyType, AnyType, AnyType, AnyType, AnyType, AnyType, AnyType)}
	var s Sources
	count := make([]int, len(kinds))
	linked := make([]bool, len(kinds))
	for i, src := range kinds {
		linked[i] = src.normal().correlated()
	}
	pays := make([][][]Mask, len(testUses)) // pays[u][i]: testPaysFor(kinds[i], testUses[u])
	for u, use := range testUses {
		for _, src := range kinds {
			pays[u] = append(pays[u], testPaysFor(src, use))
		}
	}
	for op := 0; op < 2000; op++ {
		k := rng.IntN(len(kinds))
		if rng.IntN(2) == 0 && count[k] > 0 {
			s.Remove(kinds[k], 1)
			count[k]--
		} else {
			s.Add(kinds[k], 1)
			count[k]++
		}
		if op%50 == 0 {
			s.Reset()
			s.AddKind(0, 0) // a no-op on a reset board
			for i := range count {
				count[i] = 0
			}
		}
		for ui, u := range testUses {
			var buf sums
			tab := s.tables(u, &buf)
			sub, snowSub := &tab[0], &tab[1]
			for m := 0; m < 64; m++ {
				want, wantSnow := 0, 0
				for i, src := range kinds {
					if linked[i] {
						continue
					}
					for _, um := range pays[ui][i] {
						if um != 0 && um&^Mask(m) == 0 {
							want += count[i]
							if src.Snow {
								wantSnow += count[i]
							}
						}
					}
				}
				if sub.get(uint8(m)) != want || snowSub.get(uint8(m)) != wantSnow {
					t.Fatalf("op %d use %s mask %v: sub %d snow %d, want %d %d", op, u, Mask(m), sub.get(uint8(m)), snowSub.get(uint8(m)), want, wantSnow)
				}
			}
			total := 0
			for i, src := range kinds {
				if linked[i] {
					if u.Allows(src.Restriction) {
						total += count[i] * src.N()
					}
					continue
				}
				total += count[i] * len(pays[ui][i])
			}
			if s.Total(u) != total {
				t.Fatalf("Total(%s) = %d, want %d", u, s.Total(u), total)
			}
		}
	}
}

// CopyCounts makes a board answer every question as the board it copies,
// whatever state it held before (restricted tables in use or not).
func TestSourcesCopyCounts(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	kinds := []Source{OneOf(W.Mask()), OneOf(W.Mask() | U.Mask()), Fixed(C.Mask(), C.Mask()),
		{Units: [MaxUnits]Mask{G.Mask()}, Snow: true}, {Units: [MaxUnits]Mask{AllColors}, Restriction: CreatureSpellsOnly},
		NOfOne(3, AllColors), cavern2, eldraziTemple, Fixed(C.Mask(), C.Mask(), C.Mask()).restricted(ArtifactSpellsOnly)}
	var base Sources
	for _, k := range kinds {
		base.Register(k)
	}
	demands := []Demand{NewDemand(MustParseCost("{1}{W}{U}"), ForSpell), NewDemand(MustParseCost("{G}{S}"), ForCreatureSpell),
		NewDemand(MustParseCost("{4}"), ForCreatureSpell), NewDemand(MustParseCost("{B}{B}{B}"), ForSpell),
		NewDemand(MustParseCost("{5}"), SpellUse(true, true, true, false)), NewDemand(MustParseCost("{2}{G}"), ForCreatureSpell)}
	for trial := 0; trial < 500; trial++ {
		a, b := base, base
		for range rng.IntN(8) {
			a.AddKind(rng.IntN(len(kinds)), 1)
		}
		for range rng.IntN(8) {
			b.AddKind(rng.IntN(len(kinds)), 1)
		}
		b.CopyCounts(&a)
		var pool Pool
		for k := range kinds {
			if a.Count(k) != b.Count(k) {
				t.Fatalf("trial %d: kind %d: %d, copy %d", trial, k, a.Count(k), b.Count(k))
			}
		}
		for _, u := range testUses {
			if a.Total(u) != b.Total(u) {
				t.Fatalf("trial %d: Total(%d) %d, copy %d", trial, u, a.Total(u), b.Total(u))
			}
		}
		for i := range demands {
			if CanPay(&demands[i], 0, &pool, &a, 10) != CanPay(&demands[i], 0, &pool, &b, 10) {
				t.Fatalf("trial %d: %s payable differs on the copy", trial, demands[i].Cost())
			}
		}
		// The copy goes on as the original would.
		k := rng.IntN(len(kinds))
		a.AddKind(k, 1)
		b.AddKind(k, 1)
		if a.Total(ForSpell) != b.Total(ForSpell) || a.Total(ForCreatureSpell) != b.Total(ForCreatureSpell) {
			t.Fatalf("trial %d: the copy drifts after an add", trial)
		}
	}
}
