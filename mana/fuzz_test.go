package mana

import (
	"errors"
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
