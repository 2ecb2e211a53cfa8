package mana

import (
	"errors"
	"strings"
	"testing"
)

func TestParseCost(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string // canonical form
		mv   int
	}{
		// The brace form, as printed and as Scryfall writes it.
		{"{1}{W}{W}", "{1}{W}{W}", 3},
		{"{2}{W/U}{W/U}", "{2}{W/U}{W/U}", 4},
		{"{X}{R}{R}", "{X}{R}{R}", 2},
		{"{X}{X}{G}", "{X}{X}{G}", 1},
		{"{X}{Y}{Z}", "{X}{Y}{Z}", 0},
		{"{3}{C}", "{3}{C}", 4},
		{"{2/W}{2/U}{2/B}{2/R}{2/G}", "{2/W}{2/U}{2/B}{2/R}{2/G}", 10}, // Reaper King
		{"{1}{G/W/P}", "{1}{G/W/P}", 2},
		{"{W/P}", "{W/P}", 1},
		{"{1}{B/P}{B/P}", "{1}{B/P}{B/P}", 3},
		{"{S}{S}", "{S}{S}", 2},
		{"{0}", "{0}", 0},
		{"", "", 0},
		{"{1000000}", "{1000000}", 1000000}, // Gleemax
		{"{16}", "{16}", 16},
		// Either order of a hybrid pair, canonical on output.
		{"{U/W}", "{W/U}", 1},
		{"{B/W}{G/U}{W/R}{G/B}{R/U}", "{W/B}{U/R}{B/G}{R/W}{G/U}", 5},
		{"{W/G}{U/G}{R/B}{G/R}{B/U}", "{U/B}{B/R}{R/G}{G/W}{G/U}", 5},
		{"{W/G/P}", "{G/W/P}", 1},
		// Order of symbols does not matter.
		{"{W}{1}{W}", "{1}{W}{W}", 3},
		{"{R}{X}", "{X}{R}", 1},
		// {0} beside other symbols adds nothing.
		{"{0}{R}", "{R}", 1},
		// The compact form.
		{"1WW", "{1}{W}{W}", 3},
		{"2GU", "{2}{U}{G}", 4},
		{"X R R", "{X}{R}{R}", 2},
		{"XRR", "{X}{R}{R}", 2},
		{"10", "{10}", 10},
		{"1ww", "{1}{W}{W}", 3},
		{"2 W/U W/U", "{2}{W/U}{W/U}", 4},
		{"2/W", "{2/W}", 2},
		{"G/W/P", "{G/W/P}", 1},
		{"B/P", "{B/P}", 1},
		{"3C", "{3}{C}", 4},
		{"  ", "", 0},
		{"1{W}W", "{1}{W}{W}", 3},
		{"0", "{0}", 0},
	} {
		c, err := ParseCost(tc.in)
		if err != nil {
			t.Errorf("ParseCost(%q): %v", tc.in, err)
			continue
		}
		if got := c.String(); got != tc.want {
			t.Errorf("ParseCost(%q).String() = %q, want %q", tc.in, got, tc.want)
		}
		if got := c.ManaValue(); got != tc.mv {
			t.Errorf("ParseCost(%q).ManaValue() = %d, want %d", tc.in, got, tc.mv)
		}
		back, err := ParseCost(c.String())
		if err != nil || back != c {
			t.Errorf("round trip of %q: %q gives %v, %v", tc.in, c.String(), back, err)
		}
	}
}

func TestParseCostNoneAndZero(t *testing.T) {
	none, zero := MustParseCost(""), MustParseCost("{0}")
	if !none.IsNone() || zero.IsNone() {
		t.Fatalf("IsNone: none %v, {0} %v", none.IsNone(), zero.IsNone())
	}
	if none == zero {
		t.Fatal("no mana cost and {0} must differ")
	}
	if (Cost{}) != none {
		t.Fatal("the zero Cost must be no mana cost")
	}
}

func TestParseCostErrors(t *testing.T) {
	for _, tc := range []struct {
		in     string
		pos    int
		symbol string
		reason string
	}{
		{"{Q}", 1, "{Q}", "unknown"},
		{"{2}{Q}", 4, "{Q}", "unknown"},
		{"{2}{W", 4, "{W", "closing"},
		{"{}", 1, "{}", "empty"},
		{"W}", 2, "}", "without"},
		{"{W/W}", 1, "{W/W}", "different"},
		{"{C/W}", 1, "{C/W}", "two colours"},
		{"{2/C}", 1, "{2/C}", "colour"},
		{"{C/P}", 1, "{C/P}", "colour"},
		{"{W/U/B}", 1, "{W/U/B}", "/P"},
		{"{3/W}", 1, "{3/W}", "two colours"},
		{"{W/U/P/P}", 1, "{W/U/P/P}", "unknown"},
		{"{99999999999}", 1, "{99999999999}", "too large"},
		{"{T}", 1, "{T}", "unknown"},
		{"{H}", 1, "{H}", "unknown"},
		{"1WQ", 3, "Q", "unknown"},
		{"2 W/", 3, "W/", "two colours"},
		{"/", 1, "/", "two colours"},
		{"{½}", 1, "{½}", "unknown"},
		{"é", 1, "é", "unknown"},
		{"WW1,", 4, ",", "unknown"},
	} {
		_, err := ParseCost(tc.in)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("ParseCost(%q) = %v, want a *ParseError", tc.in, err)
			continue
		}
		if pe.Pos != tc.pos || pe.Symbol != tc.symbol || !strings.Contains(pe.Reason, tc.reason) {
			t.Errorf("ParseCost(%q): pos %d symbol %q reason %q; want pos %d symbol %q reason with %q",
				tc.in, pe.Pos, pe.Symbol, pe.Reason, tc.pos, tc.symbol, tc.reason)
		}
		if !strings.Contains(err.Error(), tc.symbol) {
			t.Errorf("ParseCost(%q): message %q does not name the symbol", tc.in, err)
		}
	}
}

func TestParseCostOverflow(t *testing.T) {
	if _, err := ParseCost(strings.Repeat("W", 255)); err != nil {
		t.Fatalf("255 W: %v", err)
	}
	_, err := ParseCost(strings.Repeat("W", 256))
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Pos != 256 {
		t.Fatalf("256 W: got %v, want an error at position 256", err)
	}
	if _, err := ParseCost("{2147483647}{1}"); err == nil {
		t.Fatal("generic past 2^31-1 must be refused")
	}
}

// Every symbol of the grammar, alone and all together, round-trips.
func TestCostSymbolsRoundTrip(t *testing.T) {
	var all Cost
	syms := allSymbols()
	for _, s := range syms {
		var c Cost
		if err := c.Add(s); err != nil {
			t.Fatalf("Add(%v): %v", s, err)
		}
		if err := all.Add(s); err != nil {
			t.Fatalf("Add(%v): %v", s, err)
		}
		back, err := ParseCost(c.String())
		if err != nil || back != c {
			t.Errorf("%s: round trip gives %v, %v", c, back, err)
		}
		if got := c.AppendSymbols(nil); len(got) != 1 || got[0] != s {
			t.Errorf("%s: AppendSymbols = %v, want [%v]", c, got, s)
		}
	}
	back, err := ParseCost(all.String())
	if err != nil || back != all {
		t.Errorf("all symbols %s: round trip gives %v, %v", all, back, err)
	}
	// 3 variables, {5} generic, {S}, 6 single, 10 hybrid, 5 {2/c} (2 each),
	// 5 Phyrexian, 10 hybrid Phyrexian.
	if got, want := all.ManaValue(), 5+1+6+10+10+5+10; got != want {
		t.Errorf("mana value of every symbol = %d, want %d", got, want)
	}
	if got := len(all.AppendSymbols(nil)); got != len(syms) {
		t.Errorf("AppendSymbols gives %d symbols, want %d", got, len(syms))
	}
}

// allSymbols lists one of each symbol of the grammar.
func allSymbols() []Symbol {
	s := []Symbol{{Kind: SymVar, Var: VarX}, {Kind: SymVar, Var: VarY}, {Kind: SymVar, Var: VarZ},
		{Kind: SymGeneric, N: 5}, {Kind: SymSnow}}
	for ty := W; ty < NumTypes; ty++ {
		s = append(s, Symbol{Kind: SymSingle, Types: ty.Mask()})
	}
	for _, p := range pairMasks {
		s = append(s, Symbol{Kind: SymHybrid, Types: p})
	}
	for ty := W; ty < C; ty++ {
		s = append(s, Symbol{Kind: SymTwoBrid, Types: ty.Mask()}, Symbol{Kind: SymPhyrexian, Types: ty.Mask()})
	}
	for _, p := range pairMasks {
		s = append(s, Symbol{Kind: SymHybridPhyrexian, Types: p})
	}
	return s
}

func TestCostColors(t *testing.T) {
	for _, tc := range []struct{ cost, colors string }{
		{"{3}{C}", ""},
		{"{1}{W}{W}", "W"},
		{"{G/W/P}", "WG"},
		{"{2/B}{U/R}", "UBR"},
		{"{X}{S}", ""},
	} {
		if got := MustParseCost(tc.cost).Colors().String(); got != tc.colors {
			t.Errorf("Colors(%s) = %q, want %q", tc.cost, got, tc.colors)
		}
	}
}

func TestAddRejectsMalformedSymbols(t *testing.T) {
	for _, s := range []Symbol{
		{Kind: SymSingle, Types: W.Mask() | U.Mask()},
		{Kind: SymSingle},
		{Kind: SymHybrid, Types: W.Mask()},
		{Kind: SymHybrid, Types: W.Mask() | C.Mask()},
		{Kind: SymTwoBrid, Types: C.Mask()},
		{Kind: SymPhyrexian, Types: W.Mask() | U.Mask()},
		{Kind: SymVar, Var: 3},
		{Kind: 99},
	} {
		var c Cost
		if err := c.Add(s); err == nil {
			t.Errorf("Add(%+v) accepted", s)
		}
		if !c.IsNone() {
			t.Errorf("Add(%+v) changed the cost", s)
		}
	}
}
