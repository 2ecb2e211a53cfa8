package mana

import (
	"errors"
	"strings"
	"testing"
)

// FuzzParseCost: the parser never panics; what it accepts round-trips through
// the canonical form; what it refuses gets a *ParseError pointing into the input.
func FuzzParseCost(f *testing.F) {
	for _, s := range []string{"{1}{W}{W}", "1WW", "X R R", "{2/W}", "{G/W/P}", "{U/W}", "{S}", "{0}", "",
		"{1000000}", "{Q}", "{2}{W", "W/", "{C/W}", "é", "2 W/U W/U"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCost(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("ParseCost(%q): error %v is not a *ParseError", s, err)
			}
			if pe.Pos < 1 || pe.Pos > len(s) || pe.Symbol == "" || pe.Reason == "" {
				t.Fatalf("ParseCost(%q): bad error %+v", s, pe)
			}
			return
		}
		canon := c.String()
		back, err := ParseCost(canon)
		if err != nil {
			t.Fatalf("ParseCost(%q) = %q, which does not parse: %v", s, canon, err)
		}
		if back != c {
			t.Fatalf("ParseCost(%q) = %q, which parses to a different cost", s, canon)
		}
		if back.String() != canon {
			t.Fatalf("canonical form of %q is not stable: %q then %q", s, canon, back.String())
		}
		if c.ManaValue() < 0 {
			t.Fatalf("ParseCost(%q): negative mana value", s)
		}
		d := NewDemand(c, ForSpell)
		var pool Pool
		var src Sources
		if CanPay(&d, 0, &pool, &src, 0) != (c.ManaValue() == 0 && !c.IsNone()) {
			t.Fatalf("ParseCost(%q): with no mana, CanPay must hold exactly for a cost of mana value 0", s)
		}
	})
}

// fuzzKinds is the source kinds FuzzCanPay picks from: the exhaustive
// comparisons' kinds, plain and restricted (alternatives, big sources).
func fuzzKinds() []Source {
	return append(append([]Source(nil), refKinds...), refRestrictedKinds...)
}

// FuzzCanPay demands the same answer from the fast check and the brute-force
// reference, and a valid (and, where exact, optimal) plan from the planner,
// on boards the fuzzer builds: each byte of srcs picks a source kind, each
// byte of cost a symbol, each byte of pool a unit (of any restriction).
func FuzzCanPay(f *testing.F) {
	f.Add([]byte{0, 1, 3}, []byte{2, 2, 0}, []byte{}, uint8(0), uint8(0), uint8(0))
	f.Add([]byte{7, 8, 11}, []byte{6, 8, 12}, []byte{1}, uint8(5), uint8(2), uint8(1))
	f.Add([]byte{12, 13, 14, 15}, []byte{11, 9, 10, 3}, []byte{9, 40}, uint8(3), uint8(1), uint8(2))
	f.Fuzz(func(t *testing.T, srcs, cost, pool []byte, life, x, use uint8) {
		if len(srcs) > 6 || len(cost) > 6 || len(pool) > 4 {
			return // keep the reference quick
		}
		rc := refCase{life: int(life % 8), x: int(x % 4), use: testUses[int(use)%len(testUses)], keep: Mask(use>>2) & AnyType}
		var s Sources
		kinds := fuzzKinds()
		for _, b := range srcs {
			src := kinds[int(b)%len(kinds)]
			rc.srcs = append(rc.srcs, src)
			s.Add(src, 1)
		}
		for _, b := range cost {
			if err := rc.cost.Add(refSymbols[int(b)%len(refSymbols)]); err != nil {
				t.Fatal(err)
			}
		}
		units := allUnits()
		for _, b := range pool {
			rc.pool.Add(units[int(b)%len(units)], 1)
		}
		d := NewDemand(rc.cost, rc.use)
		var ch refChecker
		ch.check(&rc, &s, &d, true)
		if ch.nproblem > 0 {
			t.Fatal(strings.Join(ch.problems, "\n"))
		}
	})
}

// FuzzAlternative builds a source with an alternative from the fuzzer's
// bytes (each byte of units and alt a mask, r and a the restrictions): if it
// is Valid, the fast code and the reference must agree on boards of it and
// a few other sources, for a cost and a use the fuzzer picks; if it is not,
// Register must refuse it.
func FuzzAlternative(f *testing.F) {
	f.Add([]byte{32}, []byte{31}, uint8(0), uint8(1), []byte{4, 0}, []byte{1, 2}, uint8(1))  // Cavern
	f.Add([]byte{32}, []byte{32, 32}, uint8(0), uint8(4), []byte{1, 1}, []byte{2}, uint8(5)) // Eldrazi Temple
	f.Add([]byte{3, 1}, []byte{1}, uint8(2), uint8(7), []byte{2, 3}, []byte{0}, uint8(9))
	f.Fuzz(func(t *testing.T, units, alt []byte, r, a uint8, cost, others []byte, use uint8) {
		if len(units) > MaxUnits || len(alt) > MaxUnits || len(cost) > 6 || len(others) > 3 {
			return
		}
		var src Source
		for i, b := range units {
			src.Units[i] = Mask(b) & AnyType
		}
		for i, b := range alt {
			src.Alt[i] = Mask(b) & AnyType
		}
		src.Restriction, src.AltRestriction = Restriction(r%MaxRestrictions), Restriction(a%MaxRestrictions)
		src.Snow = r&0x80 != 0
		var s Sources
		if src.Valid() != nil {
			if _, ok := s.Register(src); ok {
				t.Fatalf("%s is not valid (%v) but was registered", refSrcString(src), src.Valid())
			}
			return
		}
		rc := refCase{use: testUses[int(use)%len(testUses)], keep: Mask(use>>3) & AnyType, life: 4}
		rc.srcs = append(rc.srcs, src, src)
		kinds := fuzzKinds()
		for _, b := range others {
			rc.srcs = append(rc.srcs, kinds[int(b)%len(kinds)])
		}
		for _, o := range rc.srcs {
			if !s.Add(o, 1) {
				t.Fatalf("%s: not added", refSrcString(o))
			}
		}
		rc.cost.Add(Symbol{Kind: SymGeneric})
		for _, b := range cost {
			if err := rc.cost.Add(refSymbols[int(b)%len(refSymbols)]); err != nil {
				t.Fatal(err)
			}
		}
		d := NewDemand(rc.cost, rc.use)
		var ch refChecker
		ch.check(&rc, &s, &d, true)
		if ch.nproblem > 0 {
			t.Fatal(strings.Join(ch.problems, "\n"))
		}
	})
}
