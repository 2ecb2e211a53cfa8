package decks

import (
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// lookup returns a built-in card.
func lookup(t *testing.T, name string) *Card {
	t.Helper()
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	c, ok := db.Lookup(name)
	if !ok {
		t.Fatalf("no built-in %s", name)
	}
	return c
}

// City of Brass's damage on becoming tapped is the life of its mana: its
// kind makes one mana of any colour for 1 life, as Mana Confluence's does
// for its 1 life paid; Mana Crypt's upkeep flip is read with its damage.
func TestTapDamageAndUpkeepFlip(t *testing.T) {
	brass := lookup(t, "City of Brass")
	if brass.TapDamage != 1 || len(brass.Unmodelled()) != 0 {
		t.Fatalf("City of Brass: TapDamage %d, not modelled %q", brass.TapDamage, brass.Unmodelled())
	}
	crypt := lookup(t, "Mana Crypt")
	if crypt.UpkeepFlipDamage != 3 || len(crypt.Unmodelled()) != 0 {
		t.Fatalf("Mana Crypt: UpkeepFlipDamage %d, not modelled %q", crypt.UpkeepFlipDamage, crypt.Unmodelled())
	}
	cd := compileList(t, "15 City of Brass\n15 Mana Confluence\n15 Mana Crypt\n15 Island")
	b, conf := cd.Cards[cardID(t, cd, "City of Brass")], cd.Cards[cardID(t, cd, "Mana Confluence")]
	if b.Kind < 0 || b.Life != 1 || b.Kind != conf.Kind {
		t.Fatalf("City of Brass: kind %d life %d; Mana Confluence: kind %d life %d; want one kind, 1 life",
			b.Kind, b.Life, conf.Kind, conf.Life)
	}
	if src := cd.Sources.Kind(b.Kind); src.Mask() != mana.AllColors || src.N() != 1 || src.Penalty&PenaltyLife != 1 {
		t.Fatalf("City of Brass's kind %v, penalty %d", src, src.Penalty)
	}
	if c := cd.Cards[cardID(t, cd, "Mana Crypt")]; c.UpkeepFlipDamage != 3 || c.Life != 0 {
		t.Fatalf("Mana Crypt: UpkeepFlipDamage %d, life %d", c.UpkeepFlipDamage, c.Life)
	}
	// The template reads no damage it cannot carry as a kind's life.
	for _, line := range []string{"whenever ~ becomes tapped, it deals 9 damage to you.", "whenever ~ becomes tapped, it deals 0 damage to you."} {
		c := &Card{Name: "Test", Types: Land}
		if readTemplates(c, line, false) {
			t.Errorf("%q read (TapDamage %d)", line, c.TapDamage)
		}
	}
}

// bonusKinds: what a source makes under n bonuses, worked by hand.
func TestBonusKinds(t *testing.T) {
	g, any := mana.OneOf(mana.G.Mask()), mana.OneOf(mana.AllColors)
	pain := mana.OneOf(mana.C.Mask() | mana.W.Mask())
	pain.Penalty = 1
	cc := mana.Fixed(mana.C.Mask(), mana.C.Mask())
	cavern := mana.OneOf(mana.C.Mask()).WithAlt(mana.CreatureSpellsOnly, mana.AllColors)
	of := func(n int, t mana.Type) mana.Source {
		units := make([]mana.Mask, n)
		for i := range units {
			units[i] = t.Mask()
		}
		return mana.Fixed(units...)
	}
	gg := func(n int) mana.Source { return of(n, mana.G) }
	withPenalty := func(s mana.Source, p uint8) mana.Source { s.Penalty = p; return s }
	// upTo lists f(n) for n = from, from*times (times > 1) or from+1
	// (times 0), ... while n <= mana.MaxUnits: as far as one source holds.
	upTo := func(from, times int, f func(int) mana.Source) []mana.Source {
		var out []mana.Source
		for n := from; n <= mana.MaxUnits; {
			out = append(out, f(n))
			if times > 1 {
				n *= times
			} else {
				n++
			}
		}
		return out
	}
	for _, tc := range []struct {
		name  string
		base  mana.Source
		bonus LandBonus
		want  []mana.Source
		ok    bool
	}{
		{"Forest, Mana Reflection", g, LandBonus{Times: 2}, upTo(2, 2, gg), true},
		{"Forest, Nyxbloom Ancient", g, LandBonus{Times: 3}, upTo(3, 3, gg), true},
		{"Birds, Mana Reflection", any, LandBonus{Times: 2}, upTo(2, 2, func(n int) mana.Source { return mana.NOfOne(n, mana.AllColors) }), true},
		{"Sol Ring, Mana Reflection", cc, LandBonus{Times: 2}, upTo(4, 2, func(n int) mana.Source { return of(n, mana.C) }), true},
		{"Cavern of Souls, Mana Reflection", cavern, LandBonus{Times: 2}, nil, false},
		{"Forest, Nissa", g, LandBonus{Makes: g}, upTo(2, 0, gg), true},
		{"pain land, Manabarbs", pain, LandBonus{Life: 1}, []mana.Source{withPenalty(pain, 2), withPenalty(pain, 3), withPenalty(pain, 4), withPenalty(pain, 5), withPenalty(pain, 6), withPenalty(pain, 7)}, true},
		{"Ancient Tomb, Damping Sphere", withPenalty(cc, 2), LandBonus{Damp: true}, []mana.Source{withPenalty(mana.OneOf(mana.C.Mask()), 2)}, true},
		{"Forest, Damping Sphere", g, LandBonus{Damp: true}, nil, true},
	} {
		got, ok := bonusKinds(tc.base, &tc.bonus)
		if ok != tc.ok || len(got) != len(tc.want) {
			t.Errorf("%s: %d kinds %v, want %d %v", tc.name, len(got), ok, len(tc.want), tc.ok)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: under %d bonuses %+v, want %+v", tc.name, i+1, got[i], tc.want[i])
			}
		}
	}
}

// In a deck, a bonus applies to the permanents it names that tap for mana,
// and two bonuses of different kinds on one permanent are reported.
func TestCompileTapBonuses(t *testing.T) {
	cd := compileList(t, "20 Forest\n10 Island\n10 Llanowar Elves\n10 Leyline of Abundance\n10 Nissa, Who Shakes the World")
	forest, island, elves := cd.Cards[cardID(t, cd, "Forest")], cd.Cards[cardID(t, cd, "Island")], cd.Cards[cardID(t, cd, "Llanowar Elves")]
	if forest.Vary < 0 || island.Vary >= 0 || elves.Vary < 0 {
		t.Fatalf("Forest vary %d, Island %d, Elves %d: want the Forest (Nissa) and the Elves (Leyline) only", forest.Vary, island.Vary, elves.Vary)
	}
	if k := cd.Vary[elves.Vary].Kinds[1]; cd.Sources.Kind(k).N() != 2 || cd.Sources.Kind(k).Penalty&PenaltyCreature == 0 {
		t.Fatalf("Elves under one Leyline: %+v, want {G}{G} from a creature", cd.Sources.Kind(k))
	}
	cd = compileList(t, "30 Forest\n15 Mana Reflection\n15 Nyxbloom Ancient")
	if cd.Cards[cardID(t, cd, "Forest")].Vary >= 0 {
		t.Fatalf("a Forest under Mana Reflection and Nyxbloom Ancient lowered")
	}
	reported := false
	for _, u := range cd.Unmodelled {
		reported = reported || u.Card == "Forest"
	}
	if !reported {
		t.Fatalf("a Forest under two kinds of bonus not reported: %v", cd.Unmodelled)
	}
}

// "add six {g}" is six units of {G}; Castle Garenbrig reads as a mana
// ability with a mana cost, its mana for creature spells and creatures'
// abilities only, and compiles to a converter beside its free {G}.
func TestCountedProduction(t *testing.T) {
	src, ok := countedProduction("six {g}")
	if !ok || src.N() != 6 || src.Mask() != mana.G.Mask() {
		t.Fatalf("six {g}: %+v %v", src, ok)
	}
	if _, ok := countedProduction("nine {g}"); ok {
		t.Fatal("nine {g} read: more than a source holds")
	}
	castle := lookup(t, "Castle Garenbrig")
	if len(castle.Unmodelled()) != 0 || len(castle.Mana) != 2 {
		t.Fatalf("Castle Garenbrig: %d abilities, not modelled %q", len(castle.Mana), castle.Unmodelled())
	}
	a := castle.Mana[1]
	if a.Makes.N() != 6 || a.Makes.Restriction != mana.CreatureSpellsOrAbilities || a.Cost.ManaValue() != 4 || !a.Tap {
		t.Fatalf("Castle Garenbrig's second ability: %v", a)
	}
	cd := compileList(t, "30 Forest\n30 Castle Garenbrig")
	if c := cd.Cards[cardID(t, cd, "Castle Garenbrig")]; c.ConvKind < 0 || c.Kind < 0 || cd.Sources.Kind(c.ConvKind).N() != 6 {
		t.Fatalf("Castle Garenbrig compiled: kind %d, converter kind %d", c.Kind, c.ConvKind)
	}
}
