package mana

import "testing"

// Worked examples from the rules (docs/RULES.md: mana symbols, hybrid, snow,
// {0}, X, mana pools and mana burn) and the payment rules they imply. Each
// board is small enough to check by hand.

var (
	plains   = OneOf(W.Mask())
	island   = OneOf(U.Mask())
	swamp    = OneOf(B.Mask())
	mountain = OneOf(R.Mask())
	forest   = OneOf(G.Mask())
	wastes   = OneOf(C.Mask())
	tundra   = OneOf(W.Mask() | U.Mask())
	birds    = OneOf(AllColors)
	solRing  = Fixed(C.Mask(), C.Mask())
	chancery = Fixed(W.Mask(), U.Mask()) // Azorius Chancery: {W}{U} at once
	lotus    = NOfOne(3, AllColors)      // Gilded Lotus: three mana of any one color
	snowFor  = Source{Units: [MaxUnits]Mask{G.Mask()}, Snow: true}
	snowIsl  = Source{Units: [MaxUnits]Mask{U.Mask()}, Snow: true}
	cavern   = Source{Units: [MaxUnits]Mask{AllColors}, Restriction: CreatureSpellsOnly}
)

func board(srcs ...Source) *Sources {
	var s Sources
	for _, src := range srcs {
		s.Add(src, 1)
	}
	return &s
}

func TestRulesExamples(t *testing.T) {
	for _, tc := range []struct {
		name string
		cost string
		x    int
		life int
		use  Use
		srcs []Source
		want bool
	}{
		// 104.3f / glossary "Hybrid mana symbols": {W/U} is paid with white or blue.
		{"hybrid paid with W", "{W/U}", 0, 0, ForSpell, []Source{plains}, true},
		{"hybrid paid with U", "{W/U}", 0, 0, ForSpell, []Source{island}, true},
		{"hybrid not paid with B", "{W/U}", 0, 0, ForSpell, []Source{swamp}, false},
		{"two hybrids, one of each", "{W/U}{W/U}", 0, 0, ForSpell, []Source{plains, island}, true},
		{"hybrid and its colours compete", "{W}{U}{W/U}", 0, 0, ForSpell, []Source{plains, island, swamp}, false},
		{"hybrid with a dual", "{W}{U}{W/U}", 0, 0, ForSpell, []Source{plains, island, tundra}, true},
		// Paying colours first and generic last fails here; a matching does not.
		{"dual must go to the hybrid", "{1}{W/U}{U}", 0, 0, ForSpell, []Source{tundra, island, forest}, true},
		// Glossary "Numeral symbols": generic is paid with any colour or colourless.
		{"generic with colourless", "{2}", 0, 0, ForSpell, []Source{wastes, wastes}, true},
		{"generic with colours", "{2}", 0, 0, ForSpell, []Source{forest, island}, true},
		// {C} needs colourless mana specifically.
		{"{C} not paid with colour", "{C}", 0, 0, ForSpell, []Source{birds}, false},
		{"{C} paid with Sol Ring", "{3}{C}", 0, 0, ForSpell, []Source{solRing, forest, forest}, true},
		// Glossary "Zero mana symbol": {0} costs nothing but is a cost; no mana cost cannot be paid.
		{"{0} with nothing", "{0}", 0, 0, ForSpell, nil, true},
		{"no mana cost is unpayable", "", 0, 0, ForSpell, []Source{birds, birds}, false},
		// Glossary "Variable mana symbols": {X}{R}{R} with X = 3 is five mana.
		{"X=3 with five", "{X}{R}{R}", 3, 0, ForSpell, []Source{mountain, mountain, forest, forest, forest}, true},
		{"X=3 with four", "{X}{R}{R}", 3, 0, ForSpell, []Source{mountain, mountain, forest, forest}, false},
		{"X=0", "{X}{R}{R}", 0, 0, ForSpell, []Source{mountain, mountain}, true},
		{"X counted twice", "{X}{X}{G}", 2, 0, ForSpell, []Source{forest, forest, forest, forest}, false},
		// Glossary "Snow mana symbol": {S} is one mana from a snow permanent, of any type.
		{"snow from a snow Forest", "{S}", 0, 0, ForSpell, []Source{snowFor}, true},
		{"snow not from a Forest", "{S}", 0, 0, ForSpell, []Source{forest, forest}, false},
		{"one snow mana pays one pip", "{S}{G}", 0, 0, ForSpell, []Source{snowFor}, false},
		{"snow of another colour", "{S}{G}", 0, 0, ForSpell, []Source{snowIsl, forest}, true},
		{"snow mana pays colour too", "{S}{U}{G}", 0, 0, ForSpell, []Source{snowFor, snowIsl, forest}, true},
		// Phyrexian mana: the colour or 2 life; life may be paid down to 0, not below.
		{"Phyrexian with life", "{W/P}", 0, 2, ForSpell, nil, true},
		{"Phyrexian with 1 life", "{W/P}", 0, 1, ForSpell, nil, false},
		{"Phyrexian with the colour", "{W/P}", 0, 0, ForSpell, []Source{plains}, true},
		{"two Phyrexian, 3 life", "{B/P}{B/P}", 0, 3, ForSpell, nil, false},
		{"two Phyrexian, 3 life and a Swamp", "{B/P}{B/P}", 0, 3, ForSpell, []Source{swamp}, true},
		{"life does not pay generic", "{1}{G/W/P}", 0, 20, ForSpell, nil, false},
		{"hybrid Phyrexian", "{1}{G/W/P}", 0, 20, ForSpell, []Source{island}, true},
		// {2/W}: one white mana or two of any type.
		{"{2/W} with Plains", "{2/W}", 0, 0, ForSpell, []Source{plains}, true},
		{"{2/W} with two Forests", "{2/W}", 0, 0, ForSpell, []Source{forest, forest}, true},
		{"{2/W} with one Forest", "{2/W}", 0, 0, ForSpell, []Source{forest}, false},
		{"{2/W}{W} with Plains and two Forests", "{2/W}{W}", 0, 0, ForSpell, []Source{plains, forest, forest}, true},
		{"{2/W}{W} with two Plains", "{2/W}{W}", 0, 0, ForSpell, []Source{plains, plains}, true},
		{"{2/W}{W} with Plains and Forest", "{2/W}{W}", 0, 0, ForSpell, []Source{plains, forest}, false},
		// Two mana at once: both halves may pay.
		{"bounce land pays both", "{W}{U}", 0, 0, ForSpell, []Source{chancery}, true},
		{"Sol Ring pays two generic", "{2}", 0, 0, ForSpell, []Source{solRing}, true},
		// Three of any one colour: not one of each.
		{"Gilded Lotus WWW", "{W}{W}{W}", 0, 0, ForSpell, []Source{lotus}, true},
		{"Gilded Lotus not WU", "{W}{U}", 0, 0, ForSpell, []Source{lotus}, false},
		{"Gilded Lotus and an Island", "{W}{W}{U}", 0, 0, ForSpell, []Source{lotus, island}, true},
		{"two Lotuses, two colours", "{W}{W}{W}{U}{U}{U}", 0, 0, ForSpell, []Source{lotus, lotus}, true},
		// Glossary "Mana": "only to play creature spells".
		{"creature mana for a creature", "{1}{G}", 0, 0, ForCreatureSpell, []Source{cavern, forest}, true},
		{"creature mana not for a sorcery", "{1}{G}", 0, 0, ForSpell, []Source{cavern, forest}, false},
		{"creature mana not for an ability", "{1}", 0, 0, ForAbility, []Source{cavern}, false},
	} {
		d := NewDemand(MustParseCost(tc.cost), tc.use)
		var pool Pool
		s := board(tc.srcs...)
		if got := CanPay(&d, tc.x, &pool, s, tc.life); got != tc.want {
			t.Errorf("%s: CanPay(%s) = %v, want %v", tc.name, tc.cost, got, tc.want)
		}
		var p Payment
		if got := planPayment(&p, &d, tc.x, &pool, s, tc.life, None); got != tc.want {
			t.Errorf("%s: planPayment(%s) = %v, want %v", tc.name, tc.cost, got, tc.want)
		}
	}
}

// Mana already in the pool pays too, and restricted pool mana only where allowed.
func TestRulesPoolMana(t *testing.T) {
	var pool Pool
	pool.Add(MakeUnit(B, false, Unrestricted), 3) // Dark Ritual resolved
	d := NewDemand(MustParseCost("{1}{B}{B}"), ForSpell)
	if !CanPay(&d, 0, &pool, board(), 0) {
		t.Fatal("BBB floating pays {1}{B}{B}")
	}
	d = NewDemand(MustParseCost("{2}{B}{B}"), ForSpell)
	if CanPay(&d, 0, &pool, board(), 0) || !CanPay(&d, 0, &pool, board(forest), 0) {
		t.Fatal("BBB floating plus a Forest pays {2}{B}{B}, without it not")
	}
	pool = Pool{}
	pool.Add(MakeUnit(G, false, CreatureSpellsOnly), 1)
	creature, sorcery := NewDemand(MustParseCost("{G}"), ForCreatureSpell), NewDemand(MustParseCost("{G}"), ForSpell)
	if !CanPay(&creature, 0, &pool, board(), 0) || CanPay(&sorcery, 0, &pool, board(), 0) {
		t.Fatal("creature-only mana must pay the creature and not the sorcery")
	}
	pool = Pool{}
	pool.Add(MakeUnit(R, true, Unrestricted), 1)
	snow := NewDemand(MustParseCost("{S}{1}"), ForSpell)
	if CanPay(&snow, 0, &pool, board(), 0) || !CanPay(&snow, 0, &pool, board(mountain), 0) {
		t.Fatal("floating snow R pays {S}; {1} needs one more")
	}
}

// The planner's choices, each worked by hand.
func TestPlanExamples(t *testing.T) {
	type want struct {
		taps  map[Source]int
		float string
		spent string
		life  int
	}
	for _, tc := range []struct {
		name string
		cost string
		life int
		keep Mask
		pool []Unit
		srcs []Source
		want want
	}{
		{"a 1-mana source before Sol Ring", "{1}", 0, None, nil, []Source{solRing, forest},
			want{taps: map[Source]int{forest: 1}}},
		{"Sol Ring for 1 floats 1", "{1}", 0, None, nil, []Source{solRing},
			want{taps: map[Source]int{solRing: 1}, float: "{C}"}},
		{"pool before tapping", "{1}{B}", 0, None, []Unit{MakeUnit(B, false, 0), MakeUnit(B, false, 0)}, []Source{swamp},
			want{spent: "{B}{B}"}},
		{"basic before dual", "{W}", 0, None, nil, []Source{tundra, plains},
			want{taps: map[Source]int{plains: 1}}},
		{"dual before Birds", "{1}", 0, None, nil, []Source{birds, tundra},
			want{taps: map[Source]int{tundra: 1}}},
		{"keep the colour the hand needs", "{1}", 0, G.Mask(), nil, []Source{forest, mountain},
			want{taps: map[Source]int{mountain: 1}}},
		{"Sol Ring and a land for 3, not Sol Ring twice", "{3}", 0, None, nil, []Source{solRing, solRing, forest},
			want{taps: map[Source]int{solRing: 1, forest: 1}}},
		{"bounce land floats the other colour", "{U}", 0, None, nil, []Source{chancery},
			want{taps: map[Source]int{chancery: 1}, float: "{W}"}},
		{"life for Phyrexian when it saves a land", "{1}{B/P}", 2, None, nil, []Source{swamp, swamp},
			want{taps: map[Source]int{swamp: 1}, life: 2}},
		{"no life when there is none to pay", "{1}{B/P}", 0, None, nil, []Source{swamp, swamp},
			want{taps: map[Source]int{swamp: 2}}},
		{"{2/W} paid with W", "{2/W}", 0, None, nil, []Source{plains, forest, forest},
			want{taps: map[Source]int{plains: 1}}},
		{"Gilded Lotus picks the colour", "{U}{U}", 0, None, nil, []Source{lotus},
			want{taps: map[Source]int{lotus: 1}, float: "{U}"}},
		{"snow land kept for {S} later", "{1}", 0, None, nil, []Source{snowFor, forest},
			want{taps: map[Source]int{forest: 1}}},
	} {
		var pool Pool
		for _, u := range tc.pool {
			pool.Add(u, 1)
		}
		s := board(tc.srcs...)
		d := NewDemand(MustParseCost(tc.cost), ForSpell)
		var p Payment
		if !planPayment(&p, &d, 0, &pool, s, tc.life, tc.keep) {
			t.Errorf("%s: no plan", tc.name)
			continue
		}
		got := map[Source]int{}
		for _, tap := range p.Taps[:p.NTaps] {
			got[s.Kind(int(tap.Kind))] += int(tap.N)
		}
		if len(got) != len(tc.want.taps) {
			t.Errorf("%s: taps %v, want %v", tc.name, got, tc.want.taps)
		}
		for src, n := range tc.want.taps {
			if got[src.normal()] != n {
				t.Errorf("%s: taps %v, want %v", tc.name, got, tc.want.taps)
			}
		}
		if p.Float.String() != tc.want.float || p.Spent.String() != tc.want.spent || p.Life != tc.want.life {
			t.Errorf("%s: float %q spent %q life %d, want %q %q %d", tc.name,
				p.Float.String(), p.Spent.String(), p.Life, tc.want.float, tc.want.spent, tc.want.life)
		}
		// Applying the plan leaves the pool as it says.
		after := pool
		p.Apply(&after, s)
		for _, u := range allUnits() {
			if after.Count(u) != pool.Count(u)-p.Spent.Count(u)+p.Float.Count(u) {
				t.Errorf("%s: Apply leaves %d of unit %d", tc.name, after.Count(u), u)
			}
		}
	}
}

// A board past the dense check's 16-bit comparison range takes the general
// path and still answers right.
func TestCanPayHugeBoard(t *testing.T) {
	var s Sources
	s.Add(plains, 17000)
	s.Add(island, 1)
	s.Add(swamp, 1)
	s.Add(mountain, 1)
	var none Pool
	d := NewDemand(MustParseCost("{W}{U}{B}{R}{G}"), ForSpell)
	if !d.dense {
		t.Fatal("a five-colour cost should use the dense table")
	}
	if CanPay(&d, 0, &none, &s, 0) {
		t.Fatal("no green source: not payable")
	}
	s.Add(forest, 1)
	if !CanPay(&d, 0, &none, &s, 0) {
		t.Fatal("one of each colour: payable")
	}
	d = NewDemand(MustParseCost("{X}{17002}{U}"), ForSpell)
	if !CanPay(&d, 1, &none, &s, 0) || CanPay(&d, 2, &none, &s, 0) {
		t.Fatal("17004 mana pays {X}{17002}{U} with X=1, not X=2")
	}
}
