package mana

import (
	"math/rand/v2"
	"testing"
	"time"
)

// Restrictions, uses, alternatives and big sources: their meaning by hand,
// worked examples from the cards, and the exhaustive comparison with the
// brute-force reference on boards made of them.

// The uses' bits, spelled out from the Oracle wording of each restriction
// (pool.go): which kinds of payment may spend it.
func TestUseAllowsByHand(t *testing.T) {
	type row struct {
		name string
		use  Use
		// may spend mana restricted by, in order: Unrestricted, CreatureSpellsOnly,
		// AbilitiesOnly, ArtifactSpellsOnly, ColorlessEldraziOnly, ArtifactsOnly,
		// InstantSorcerySpellsOnly, CreatureSpellsOrAbilities, LegendarySpellsOnly,
		// AngelSpellsOnly, ElementalsOnly, CommanderOnly (and none of the
		// four unnamed)
		want [MaxRestrictions]bool
	}
	const y, n = true, false
	for _, r := range []row{
		{"a sorcery", SpellUse(n, n, n, y), [MaxRestrictions]bool{y, n, n, n, n, n, y, n}},
		{"an enchantment", SpellUse(n, n, n, n), [MaxRestrictions]bool{y, n, n, n, n, n, n, n}},
		{"a creature spell", SpellUse(y, n, n, n), [MaxRestrictions]bool{y, y, n, n, n, n, n, y}},
		{"an artifact spell", SpellUse(n, y, n, n), [MaxRestrictions]bool{y, n, n, y, n, y, n, n}},
		{"an artifact creature spell", SpellUse(y, y, n, n), [MaxRestrictions]bool{y, y, n, y, n, y, n, y}},
		{"a colorless Eldrazi creature spell", SpellUse(y, n, y, n), [MaxRestrictions]bool{y, y, n, n, y, n, n, y}},
		{"a colorless Eldrazi instant", SpellUse(n, n, y, y), [MaxRestrictions]bool{y, n, n, n, y, n, y, n}},
		{"a land's ability", AbilityUse(n, n, n), [MaxRestrictions]bool{y, n, y, n, n, y, n, n}},
		{"a Signet's ability", AbilityUse(y, n, n), [MaxRestrictions]bool{y, n, y, n, n, y, n, n}},
		{"a creature's ability", AbilityUse(n, y, n), [MaxRestrictions]bool{y, n, y, n, n, y, n, y}},
		{"a colorless Eldrazi creature's ability", AbilityUse(n, y, y), [MaxRestrictions]bool{y, n, y, n, y, y, n, y}},
		{"the zero Use", 0, [MaxRestrictions]bool{y, n, n, n, n, n, n, n}},
		{"a legendary creature spell", SpellUse(y, n, n, n).With(LegendarySpellsOnly), [MaxRestrictions]bool{y, y, n, n, n, n, n, y, y}},
		{"a legendary sorcery", SpellUse(n, n, n, y).With(LegendarySpellsOnly), [MaxRestrictions]bool{y, n, n, n, n, n, y, n, y}},
		{"an Angel creature spell", SpellUse(y, n, n, n).With(AngelSpellsOnly), [MaxRestrictions]bool{y, y, n, n, n, n, n, y, n, y}},
		{"an Elemental creature spell", SpellUse(y, n, n, n).With(ElementalsOnly), [MaxRestrictions]bool{y, y, n, n, n, n, n, y, n, n, y}},
		{"an Elemental's ability", AbilityUse(n, y, n).With(ElementalsOnly), [MaxRestrictions]bool{y, n, y, n, n, y, n, y, n, n, y}},
		{"a legendary creature spell that is the commander", SpellUse(y, n, n, n).With(LegendarySpellsOnly).With(CommanderOnly),
			[MaxRestrictions]bool{y, y, n, n, n, n, n, y, y, n, n, y}},
	} {
		for res := Restriction(0); res < MaxRestrictions; res++ {
			if got := r.use.Allows(res); got != r.want[res] {
				t.Errorf("%s (%s): Allows(%s) = %v, want %v", r.name, r.use, res, got, r.want[res])
			}
		}
	}
	if ForSpell != SpellUse(false, false, false, false) || ForCreatureSpell != SpellUse(true, false, false, false) ||
		ForAbility != AbilityUse(false, false, false) {
		t.Errorf("ForSpell %s, ForCreatureSpell %s, ForAbility %s differ from the constructors'", ForSpell, ForCreatureSpell, ForAbility)
	}
	// What the three first uses allowed of the three first restrictions, unchanged.
	old := map[Use][3]bool{ForSpell: {y, n, n}, ForCreatureSpell: {y, y, n}, ForAbility: {y, n, y}}
	for u, w := range old {
		for r := range Restriction(3) {
			if u.Allows(r) != w[r] {
				t.Errorf("%s allows %s: %v, was %v", u, r, u.Allows(r), w[r])
			}
		}
	}
}

func TestSourceAltNormalAndValid(t *testing.T) {
	if err := cavern2.Valid(); err != nil {
		t.Errorf("Cavern of Souls: %v", err)
	}
	if err := eldraziTemple.Valid(); err != nil {
		t.Errorf("Eldrazi Temple: %v", err)
	}
	// The order of the alternative's units does not make another kind.
	a := OneOf(C.Mask()).WithAlt(CreatureSpellsOnly, G.Mask(), C.Mask())
	b := OneOf(C.Mask()).WithAlt(CreatureSpellsOnly, C.Mask(), G.Mask())
	if a != b || a.Valid() != nil {
		t.Errorf("{C} or {C}{G}: %+v vs %+v (%v)", a, b, a.Valid())
	}
	// One unit against one of the same restriction is one unit of either.
	if got := OneOf(C.Mask()).WithAlt(Unrestricted, G.Mask()); got != OneOf(C.Mask()|G.Mask()) {
		t.Errorf("{C} or {G}, both unrestricted: %+v", got)
	}
	// Only an alternative: it is the source's mana.
	if got := (Source{Alt: [MaxUnits]Mask{G.Mask()}, AltRestriction: CreatureSpellsOnly}).normal(); got != OneOf(G.Mask()).restricted(CreatureSpellsOnly) {
		t.Errorf("an alternative alone: %+v", got)
	}
	for _, bad := range []Source{
		OneOf(W.Mask()).WithAlt(CreatureSpellsOnly, U.Mask(), U.Mask()),           // {W} or {U}{U}: neither holds the other
		Fixed(W.Mask(), W.Mask()).WithAlt(CreatureSpellsOnly, U.Mask(), U.Mask()), // {W}{W} or {U}{U}
		Fixed(C.Mask(), G.Mask()).WithAlt(CreatureSpellsOnly, C.Mask(), C.Mask()), // {C}{G} or {C}{C}
		NOfOne(3, AllColors).WithAlt(CreatureSpellsOnly, AllColors),               // Same with an alternative
		OneOf(W.Mask()).restricted(MaxRestrictions),                               // out of range
		OneOf(W.Mask()).WithAlt(MaxRestrictions+1, W.Mask(), W.Mask()),            // out of range
	} {
		if bad.Valid() == nil {
			t.Errorf("%s: Valid() = nil", refSrcString(bad))
		}
		var s Sources
		if _, ok := s.Register(bad); ok {
			t.Errorf("%s: registered", refSrcString(bad))
		}
	}
	for _, good := range []Source{
		Fixed(C.Mask(), C.Mask()).WithAlt(CreatureSpellsOnly, AnyType, C.Mask(), G.Mask()), // the alternative holds {C}{C}
		Fixed(AnyType, W.Mask()).WithAlt(CreatureSpellsOnly, W.Mask()),                     // the units hold {W}
		Fixed(W.Mask()|U.Mask(), U.Mask()).WithAlt(ArtifactsOnly, U.Mask(), W.Mask()),      // {WU}{U} holds {U}{W} by pairing WU-W, U-U
	} {
		if err := good.Valid(); err != nil {
			t.Errorf("%s: %v", refSrcString(good), err)
		}
	}
}

// Too many pairs of restrictions for the slots: Register says no and changes nothing.
func TestSourcesSlotsRunOut(t *testing.T) {
	var s Sources
	registered := 0
	for r := Restriction(1); r < MaxRestrictions; r++ {
		for a := r + 1; a < MaxRestrictions; a++ {
			src := OneOf(W.Mask()).restricted(r).WithAlt(a, U.Mask())
			before := s
			if _, ok := s.Register(src); !ok {
				if s != before {
					t.Fatalf("a refused Register changed the Sources")
				}
				continue
			}
			registered++
		}
	}
	// Seven restriction slots and the rest for pairs (each pair needs its
	// own): 11 slots beyond slot 0, of which the first pair takes three.
	if registered == 0 || registered >= 21 || s.nslot != maxSlots-1 {
		t.Fatalf("%d pairs registered, %d slots", registered, s.nslot)
	}
	// What was registered still counts right.
	for k := range s.NumKinds() {
		s.AddKind(k, 1)
	}
	for _, u := range testUses {
		want := 0
		for k := range s.NumKinds() {
			want += len(testPaysFor(s.Kind(k), u))
		}
		if got := s.Total(u); got != want {
			t.Errorf("Total(%s) = %d, want %d", u, got, want)
		}
	}
}

// Cards, with their Oracle text, and the payments the rules give them.
var (
	// Mishra's Workshop: {T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.
	workshop = Fixed(C.Mask(), C.Mask(), C.Mask()).restricted(ArtifactSpellsOnly)
	// A Powerstone token: {T}: Add {C}. This mana can't be spent to cast a nonartifact spell.
	powerstone = OneOf(C.Mask()).restricted(ArtifactsOnly)
	// Castle Garenbrig's second ability, once paid: Add six {G}, spend only to
	// cast creature spells or activate abilities of creatures.
	garenbrigSix = Fixed(G.Mask(), G.Mask(), G.Mask(), G.Mask(), G.Mask(), G.Mask()).restricted(CreatureSpellsOrAbilities)
	// Gaea's Cradle: {T}: Add {G} for each creature you control (three, then seven).
	cradle3 = Fixed(G.Mask(), G.Mask(), G.Mask())
	cradle7 = Fixed(G.Mask(), G.Mask(), G.Mask(), G.Mask(), G.Mask(), G.Mask(), G.Mask())
	// Urza's Tower with Urza's Mine and Urza's Power Plant: {C}{C}{C}; each of the others {C}{C}.
	tower, mineOrPlant = Fixed(C.Mask(), C.Mask(), C.Mask()), Fixed(C.Mask(), C.Mask())
	// A Forest under Nyxbloom Ancient (mana tripled): {G}{G}{G}; Sol Ring under it: six {C}.
	nyxForest = Fixed(G.Mask(), G.Mask(), G.Mask())
	nyxRing   = Fixed(C.Mask(), C.Mask(), C.Mask(), C.Mask(), C.Mask(), C.Mask())
)

var (
	useEldraziSpell    = SpellUse(false, false, true, false) // a colorless Eldrazi noncreature spell
	useEldraziCreature = SpellUse(true, false, true, false)  // a colorless Eldrazi creature spell (Thought-Knot Seer)
	useInstant         = SpellUse(false, false, false, true)
	useArtifact        = SpellUse(false, true, false, false)
	useArtCreature     = SpellUse(true, true, false, false)
	useSignet          = AbilityUse(true, false, false) // an artifact's ability
	useCreatureAbility = AbilityUse(false, true, false)
)

func TestRulesRestrictedAndBig(t *testing.T) {
	for _, tc := range []struct {
		name string
		cost string
		use  Use
		pool []Unit
		srcs []Source
		want bool
	}{
		// Eldrazi Temple: {C}{C} only for colorless Eldrazi, else {C}.
		{"Temple and two Wastes pay an Eldrazi {4}", "{4}", useEldraziCreature, nil, []Source{eldraziTemple, wastes, wastes}, true},
		{"Temple and two Wastes pay an Eldrazi {3}{C}", "{3}{C}", useEldraziCreature, nil, []Source{eldraziTemple, wastes, wastes}, true},
		{"Temple and two Wastes do not pay another creature's {4}", "{4}", ForCreatureSpell, nil, []Source{eldraziTemple, wastes, wastes}, false},
		{"... but its {3}", "{3}", ForCreatureSpell, nil, []Source{eldraziTemple, wastes, wastes}, true},
		{"Temple pays an Eldrazi {2}", "{2}", useEldraziSpell, nil, []Source{eldraziTemple}, true},
		{"Temple does not pay a Signet's {1} twice", "{2}", useSignet, nil, []Source{eldraziTemple}, false},
		{"Temple pays a Signet's {1}", "{1}", useSignet, nil, []Source{eldraziTemple}, true},
		{"two Temples pay an Eldrazi {4}", "{4}", useEldraziSpell, nil, []Source{eldraziTemple, eldraziTemple}, true},
		{"Temple's {C}{C} pays no colour", "{1}{G}", useEldraziSpell, nil, []Source{eldraziTemple}, false},
		{"Temple's mana floating pays an Eldrazi", "{2}", useEldraziSpell, []Unit{MakeUnit(C, false, ColorlessEldraziOnly), MakeUnit(C, false, ColorlessEldraziOnly)}, nil, true},
		{"Temple's mana floating pays no other spell", "{1}", ForCreatureSpell, []Unit{MakeUnit(C, false, ColorlessEldraziOnly)}, nil, false},
		// Cavern of Souls: {C} for anything, any colour for a creature.
		{"Cavern's colour pays a creature's {G}", "{G}", ForCreatureSpell, nil, []Source{cavern2}, true},
		{"Cavern's colour does not pay an instant's {G}", "{G}", useInstant, nil, []Source{cavern2}, false},
		{"Cavern pays an instant's {1}", "{1}", useInstant, nil, []Source{cavern2}, true},
		{"Cavern pays a creature's {C}", "{C}", ForCreatureSpell, nil, []Source{cavern2}, true},
		{"Cavern makes one mana, not two", "{1}{G}", ForCreatureSpell, nil, []Source{cavern2}, false},
		{"Cavern and a Forest pay {G}{B} for a creature", "{G}{B}", ForCreatureSpell, nil, []Source{cavern2, forest}, true},
		{"Cavern and a Forest do not pay {G}{B} for a sorcery", "{G}{B}", ForSpell, nil, []Source{cavern2, forest}, false},
		// Mishra's Workshop: artifact spells only.
		{"Workshop pays an artifact {3}", "{3}", useArtifact, nil, []Source{workshop}, true},
		{"Workshop pays an artifact creature {3}", "{3}", useArtCreature, nil, []Source{workshop}, true},
		{"Workshop does not pay a creature {3}", "{3}", ForCreatureSpell, nil, []Source{workshop}, false},
		{"Workshop does not pay a Signet's {1}", "{1}", useSignet, nil, []Source{workshop}, false},
		{"Workshop and a Forest pay an artifact {3}{G}", "{3}{G}", useArtifact, nil, []Source{workshop, forest}, true},
		// Powerstone: artifact spells and any ability, not nonartifact spells.
		{"Powerstone pays an artifact spell", "{1}", useArtifact, nil, []Source{powerstone}, true},
		{"Powerstone pays a land's ability", "{1}", ForAbility, nil, []Source{powerstone}, true},
		{"Powerstone pays a creature's ability", "{1}", useCreatureAbility, nil, []Source{powerstone}, true},
		{"Powerstone does not pay a creature spell", "{1}", ForCreatureSpell, nil, []Source{powerstone}, false},
		{"Powerstone does not pay an instant", "{1}", useInstant, nil, []Source{powerstone}, false},
		// Castle Garenbrig's six {G}: creature spells and creatures' abilities.
		{"Garenbrig's six pay a creature's {4}{G}{G}", "{4}{G}{G}", ForCreatureSpell, nil, []Source{garenbrigSix}, true},
		{"Garenbrig's six pay a creature's ability", "{6}", useCreatureAbility, nil, []Source{garenbrigSix}, true},
		{"Garenbrig's six do not pay a land's ability", "{1}", ForAbility, nil, []Source{garenbrigSix}, false},
		{"Garenbrig's six do not pay an artifact", "{1}", useArtifact, nil, []Source{garenbrigSix}, false},
		// Gaea's Cradle, Tron, Nyxbloom Ancient: one source, many units.
		{"Cradle with three creatures and two lands pays {2}{G}{G}{G}", "{2}{G}{G}{G}", ForSpell, nil, []Source{cradle3, forest, island}, true},
		{"... but not a sixth mana", "{3}{G}{G}{G}", ForSpell, nil, []Source{cradle3, forest, island}, false},
		{"Cradle with seven creatures pays seven {G}", "{G}{G}{G}{G}{G}{G}{G}", ForSpell, nil, []Source{cradle7}, true},
		{"... and not eight", "{G}{G}{G}{G}{G}{G}{G}{G}", ForSpell, nil, []Source{cradle7}, false},
		{"Urza's lands make seven", "{7}", ForSpell, nil, []Source{tower, mineOrPlant, mineOrPlant}, true},
		{"... not eight", "{8}", ForSpell, nil, []Source{tower, mineOrPlant, mineOrPlant}, false},
		{"Tron pays Karn Liberated's {7} with {C}s", "{4}{C}{C}{C}", ForSpell, nil, []Source{tower, mineOrPlant, mineOrPlant}, true},
		{"a Forest under Nyxbloom pays {G}{G}{G}", "{G}{G}{G}", ForSpell, nil, []Source{nyxForest}, true},
		{"Sol Ring under Nyxbloom and a Forest pay {6}{G}", "{6}{G}", ForSpell, nil, []Source{nyxRing, forest}, true},
		{"... not {7}{G}", "{7}{G}", ForSpell, nil, []Source{nyxRing, forest}, false},
	} {
		rc := refCase{cost: MustParseCost(tc.cost), pool: refPoolOf(tc.pool...), srcs: tc.srcs, use: tc.use}
		if got := slowCanPay(rc.cost, 0, &rc.pool, rc.srcs, 0, rc.use); got != tc.want {
			t.Errorf("%s: the reference says %v, want %v", tc.name, got, tc.want)
		}
		d := NewDemand(rc.cost, rc.use)
		pool := rc.pool
		if got := CanPay(&d, 0, &pool, board(tc.srcs...), 0); got != tc.want {
			t.Errorf("%s: CanPay(%s) = %v, want %v", tc.name, tc.cost, got, tc.want)
		}
		var ch refChecker
		ch.check(&rc, board(tc.srcs...), &d, true)
		ch.report(t, tc.name)
	}
}

// The planner on alternatives, by hand: the least mana made, and the
// alternative named in the payment.
func TestPlanAlternatives(t *testing.T) {
	for _, tc := range []struct {
		name   string
		cost   string
		use    Use
		srcs   []Source
		taps   map[Source][2]int // kind: {N, Alt}
		float  string
		unique bool
	}{
		{"Temple for an Eldrazi's {1}: {C}, not {C}{C}", "{1}", useEldraziSpell, []Source{eldraziTemple},
			map[Source][2]int{eldraziTemple: {1, 0}}, "", true},
		{"Temple for an Eldrazi's {2}: its alternative", "{2}", useEldraziSpell, []Source{eldraziTemple, wastes},
			map[Source][2]int{eldraziTemple: {1, 1}}, "", true},
		{"Temple and Wastes for an Eldrazi's {3}", "{3}", useEldraziSpell, []Source{eldraziTemple, wastes},
			map[Source][2]int{eldraziTemple: {1, 1}, wastes: {1, 0}}, "", true},
		{"two Temples for an Eldrazi's {3}: one each way", "{3}", useEldraziSpell, []Source{eldraziTemple, eldraziTemple},
			map[Source][2]int{eldraziTemple: {2, 1}}, "", true},
		{"Temple for another spell's {1}", "{1}", ForCreatureSpell, []Source{eldraziTemple},
			map[Source][2]int{eldraziTemple: {1, 0}}, "", true},
		{"Wastes before Cavern for a creature's {1}", "{1}", ForCreatureSpell, []Source{cavern2, wastes},
			map[Source][2]int{wastes: {1, 0}}, "", true},
		{"Cavern for a creature's {G}", "{G}", ForCreatureSpell, []Source{cavern2, wastes},
			map[Source][2]int{cavern2: {1, 0}}, "", true},
	} {
		rc := refCase{cost: MustParseCost(tc.cost), srcs: tc.srcs, use: tc.use}
		s := board(tc.srcs...)
		d := NewDemand(rc.cost, rc.use)
		var ch refChecker
		ch.check(&rc, s, &d, true)
		ch.report(t, tc.name)
		var p Payment
		if !planPayment(&p, &d, 0, &rc.pool, s, 0, None) {
			t.Errorf("%s: no plan", tc.name)
			continue
		}
		got := map[Source][2]int{}
		for _, tap := range p.Taps[:p.NTaps] {
			v := got[s.Kind(int(tap.Kind))]
			got[s.Kind(int(tap.Kind))] = [2]int{v[0] + int(tap.N), v[1] + int(tap.Alt)}
		}
		if len(got) != len(tc.taps) {
			t.Errorf("%s: taps %v, want %v", tc.name, got, tc.taps)
		}
		for src, w := range tc.taps {
			if got[src.normal()] != w {
				t.Errorf("%s: taps %v, want %v", tc.name, got, tc.taps)
			}
		}
		if p.Float.String() != tc.float {
			t.Errorf("%s: float %q, want %q", tc.name, p.Float.String(), tc.float)
		}
	}
}

// The kinds of the restricted exhaustive comparison: every restriction, both
// shapes of alternative (and both productions restricted), big sources.
var refRestrictedKinds = []Source{
	OneOf(W.Mask()),  // Plains
	OneOf(C.Mask()),  // Wastes
	OneOf(AllColors), // any colour
	cavern2,          // Cavern of Souls
	eldraziTemple,    // Eldrazi Temple
	workshop,         // Mishra's Workshop
	powerstone,       // Powerstone
	OneOf(AllColors).restricted(CreatureSpellsOnly),                                                                       // Ancient Ziggurat
	OneOf(G.Mask()).restricted(AbilitiesOnly).WithAlt(CreatureSpellsOrAbilities, AllColors),                               // both restricted, one each
	Fixed(C.Mask(), C.Mask()).WithAlt(InstantSorcerySpellsOnly, C.Mask(), C.Mask(), W.Mask()|C.Mask()),                    // two productions of several units
	Fixed(W.Mask()|U.Mask(), U.Mask()).WithAlt(CreatureSpellsOnly, W.Mask()),                                              // the units dominate
	Fixed(G.Mask(), G.Mask(), G.Mask(), G.Mask(), G.Mask()),                                                               // Cradle with five creatures
	snowy(OneOf(C.Mask()).WithAlt(ArtifactSpellsOnly, W.Mask())),                                                          // snow, one each
	{Units: [MaxUnits]Mask{C.Mask()}, Alt: [MaxUnits]Mask{C.Mask(), C.Mask()}, AltRestriction: ArtifactsOnly, Penalty: 1}, // a penalty
}

var refRestrictedSymbols = []Symbol{
	{Kind: SymGeneric, N: 1},
	{Kind: SymGeneric, N: 2},
	{Kind: SymSingle, Types: W.Mask()},
	{Kind: SymSingle, Types: G.Mask()},
	{Kind: SymSingle, Types: C.Mask()},
	{Kind: SymHybrid, Types: W.Mask() | U.Mask()},
	{Kind: SymSnow},
	{Kind: SymVar, Var: VarX},
}

func TestRefExhaustiveRestricted(t *testing.T) {
	start := time.Now()
	boards := refBoards(refRestrictedKinds, 3)
	costs := refCosts(refRestrictedSymbols, 3)
	pools := []Pool{
		{},
		refPoolOf(MakeUnit(G, false, CreatureSpellsOnly), MakeUnit(C, false, ColorlessEldraziOnly)),
		refPoolOf(MakeUnit(W, false, ArtifactsOnly), MakeUnit(C, true, InstantSorcerySpellsOnly)),
	}
	uses := []Use{ForSpell, ForCreatureSpell, ForAbility, useEldraziCreature, useEldraziSpell, useInstant,
		useArtifact, useArtCreature, useCreatureAbility, AbilityUse(false, true, true), 0xFF}
	keeps := []Mask{None, W.Mask() | G.Mask()}
	xs := []int{0, 2}
	demands := make([][]Demand, len(costs))
	for i, c := range costs {
		for _, use := range uses {
			demands[i] = append(demands[i], NewDemand(c, use))
		}
	}
	// One board of three in stride (in short mode fewer, and one use in two).
	stride, ustride := 1, 1
	if testing.Short() {
		stride, ustride = 13, 2
	} else {
		stride = 4
	}
	const workers = 2
	var checkers [workers]refChecker
	done := make(chan bool)
	for w := range workers {
		go func() {
			defer func() { done <- true }()
			ch := &checkers[w]
			var rc refCase
			n := 0
			for bi, b := range boards {
				if bi%workers != w || len(b) == 3 && bi%stride != 0 {
					continue
				}
				s := board(b...)
				for ci, c := range costs {
					xv := xs[:1]
					if c.Vars() > 0 {
						xv = xs
					}
					for ui, use := range uses {
						if (ui+bi)%ustride != 0 {
							continue
						}
						d := &demands[ci][ui]
						for pi := range pools {
							for _, x := range xv {
								n++
								rc = refCase{cost: c, x: x, pool: pools[pi], srcs: b, use: use, keep: keeps[n%len(keeps)]}
								ch.check(&rc, s, d, len(b) <= 2 || n%7 == 0)
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
	all.report(t, "exhaustive, restricted")
	t.Logf("%d boards x %d costs x %d uses in %v", len(boards), len(costs), len(uses), time.Since(start))
}

// 0 allocations for CanPay and Plan on boards of every new kind: restricted
// sources and pool mana, alternatives, big sources, for restricted uses.
func TestRestrictedNoAllocs(t *testing.T) {
	var s Sources
	for _, src := range refRestrictedKinds {
		s.Add(src, 1)
	}
	s.Add(cradle7, 1)
	s.Add(garenbrigSix, 1)
	pool := refPoolOf(MakeUnit(G, false, CreatureSpellsOnly), MakeUnit(C, false, ColorlessEldraziOnly), MakeUnit(U, true, Unrestricted))
	var pl Planner
	var p Payment
	var ok bool
	for _, tc := range []struct {
		cost string
		use  Use
		pool *Pool
	}{
		{"{4}{G}", ForCreatureSpell, &Pool{}},
		{"{6}{C}", useEldraziCreature, &Pool{}},
		{"{3}{W}", useArtifact, &pool},
		{"{X}{S}", useInstant, &pool},
		{"{2}{W/U}", useCreatureAbility, &Pool{}},
		{"{W}{U}{B}{R}{G}", 0xFF, &pool},
	} {
		d := NewDemand(MustParseCost(tc.cost), tc.use)
		if !CanPay(&d, 1, tc.pool, &s, 4) {
			t.Fatalf("%s for %s: CanPay = false; the test wants a payable cost", tc.cost, tc.use)
		}
		if a := testing.AllocsPerRun(100, func() { ok = CanPay(&d, 1, tc.pool, &s, 4) }); a != 0 {
			t.Errorf("%s for %s: CanPay allocates %v times per call", tc.cost, tc.use, a)
		}
		if a := testing.AllocsPerRun(20, func() { ok = pl.Plan(&p, &d, 1, tc.pool, &s, 4, W.Mask()) }); a != 0 || !ok {
			t.Errorf("%s for %s: Plan allocates %v times per call (ok=%v)", tc.cost, tc.use, a, ok)
		}
		if a := testing.AllocsPerRun(100, func() { _ = s.Total(tc.use) + tc.pool.TotalFor(tc.use) }); a != 0 {
			t.Errorf("%s: Total allocates %v times per call", tc.use, a)
		}
	}
	if a := testing.AllocsPerRun(100, func() {
		k, _ := s.Register(eldraziTemple)
		s.RemoveKind(k, 1)
		s.AddKind(k, 1)
	}); a != 0 {
		t.Errorf("Register, RemoveKind and AddKind of an alternative allocate %v times", a)
	}
}

// refRandAltSource draws a source with an alternative of one of the valid
// shapes, sometimes both productions restricted.
func refRandAltSource(r *rand.Rand) Source {
	randMask := func() Mask {
		if r.IntN(2) == 0 {
			return Type(r.IntN(NumTypes)).Mask()
		}
		return Mask(1 + r.IntN(int(AnyType)))
	}
	var units, alt []Mask
	switch r.IntN(3) {
	case 0: // one unit each
		units, alt = []Mask{randMask()}, []Mask{randMask()}
	default: // one holds the other unit by unit, and may make more
		n := 1 + r.IntN(3)
		for range n {
			m := randMask()
			units = append(units, m)
			alt = append(alt, m|randMask()&Mask(r.IntN(64)))
		}
		for range r.IntN(3) {
			alt = append(alt, randMask())
		}
		if len(alt) == 1 {
			alt = append(alt, randMask())
		}
		if r.IntN(2) == 0 {
			units, alt = alt, units
		}
	}
	src := Fixed(units...)
	src.Restriction = Unrestricted
	if r.IntN(3) == 0 {
		src.Restriction = refRandRestriction(r)
	}
	src = src.WithAlt(refRandRestriction(r), alt...)
	src.Snow = r.IntN(5) == 0
	if r.IntN(6) == 0 {
		src.Penalty = uint8(1 + r.IntN(2))
	}
	return src
}

// The planner's per-kind weights (Sources.weight) are tapWeight.
func TestKindWeights(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 9))
	kinds := fuzzKinds()
	for range 30 {
		kinds = append(kinds, refRandAltSource(r))
	}
	var s Sources
	for _, src := range kinds {
		k, ok := s.Register(src)
		if !ok {
			continue
		}
		for keep := Mask(0); keep < 64; keep++ {
			if got, want := s.weight(k, keep), tapWeight(src, keep); got != want {
				t.Errorf("%s keep %q: weight %d, tapWeight %d", refSrcString(src), keep, got, want)
			}
		}
	}
}
