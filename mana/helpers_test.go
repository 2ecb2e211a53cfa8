package mana

// planPayment plans one payment with a fresh Planner (a game keeps one; the
// tests need no reuse).
func planPayment(p *Payment, d *Demand, x int, pool *Pool, s *Sources, life int, keep Mask) bool {
	var pl Planner
	return pl.Plan(p, d, x, pool, s, life, keep)
}

// testUses lists the uses the tests try: every one SpellUse and AbilityUse
// make (a spell of any combination of kinds, an ability of any kind of
// permanent), each of them also with one of the restrictions With adds (a
// legendary, Angel or Elemental spell, the commander; an Elemental's
// ability), and ones allowing every restriction.
var testUses = func() []Use {
	seen := map[Use]bool{}
	var out []Use
	add := func(u Use) {
		if !seen[u] {
			seen[u] = true
			out = append(out, u)
		}
	}
	add(ForSpell)
	add(ForCreatureSpell)
	add(ForAbility)
	with := []Restriction{LegendarySpellsOnly, AngelSpellsOnly, ElementalsOnly, CommanderOnly}
	for b := range 16 {
		add(SpellUse(b&1 != 0, b&2 != 0, b&4 != 0, b&8 != 0))
		add(SpellUse(b&1 != 0, b&2 != 0, b&4 != 0, b&8 != 0).With(with[b%4]))
	}
	for b := range 8 {
		add(AbilityUse(b&1 != 0, b&2 != 0, b&4 != 0))
	}
	add(AbilityUse(false, true, false).With(ElementalsOnly))
	add(SpellUse(true, false, false, false).With(LegendarySpellsOnly).With(CommanderOnly))
	add(0xFF)
	add(^Use(0))
	return out
}()

// restricted returns s with its units' restriction r (a test shorthand).
func (s Source) restricted(r Restriction) Source {
	s.Restriction = r
	return s.normal()
}

// snowy returns s made by a snow source.
func snowy(s Source) Source {
	s.Snow = true
	return s
}

// Sources with an alternative, from the cards.
var (
	// Cavern of Souls (a creature of the chosen type taken as any creature):
	// {T}: Add {C}; {T}: Add one mana of any color, spend only to cast a creature spell.
	cavern2 = OneOf(C.Mask()).WithAlt(CreatureSpellsOnly, AllColors)
	// Eldrazi Temple: {T}: Add {C}; {T}: Add {C}{C}, spend only to cast colorless
	// Eldrazi spells or activate abilities of colorless Eldrazi.
	eldraziTemple = OneOf(C.Mask()).WithAlt(ColorlessEldraziOnly, C.Mask(), C.Mask())
)

// testPaysFor is, written apart from Sources and Source.either, the units a
// source (not Same) counts as for paying for u: none, its units, its
// alternative, or for a use allowing both the union of one unit against one
// or else the production that holds the other unit by unit (tried over
// every pairing).
func testPaysFor(src Source, u Use) []Mask {
	src = src.normal()
	units, alt := src.Units[:src.N()], src.Alt[:src.AltN()]
	okU, okA := u.Allows(src.Restriction), len(alt) > 0 && u.Allows(src.AltRestriction)
	switch {
	case okU && okA && len(units) == 1 && len(alt) == 1:
		return []Mask{units[0] | alt[0]}
	case okU && okA:
		if testHolds(alt, units) {
			return alt
		}
		return units
	case okU:
		return units
	case okA:
		return alt
	}
	return nil
}

// testHolds reports whether some injective pairing gives each mask of b a
// mask of a holding it, by trying every one.
func testHolds(a, b []Mask) bool {
	if len(b) == 0 {
		return true
	}
	for i := range a {
		if b[0]&^a[i] == 0 {
			rest := append(append([]Mask(nil), a[:i]...), a[i+1:]...)
			if testHolds(rest, b[1:]) {
				return true
			}
		}
	}
	return false
}
