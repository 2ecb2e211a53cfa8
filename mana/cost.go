package mana

import (
	"errors"
	"strconv"
)

// Cost is a mana cost: how many of each mana symbol it holds. It is a small
// comparable value (no slices, no maps), so two costs are equal exactly when ==
// says so, whatever order their symbols were written in.
//
// The zero Cost is "no mana cost" (a land's): it cannot be paid. {0} is a
// different cost, one of zero that must still be paid (rule 118 and the
// glossary's "{0}").
type Cost struct {
	generic uint32              // {N}: any type of mana
	single  [NumTypes]uint8     // {W}{U}{B}{R}{G} and {C}
	hybrid  [numPairs]uint8     // {W/U} ...: either colour of the pair
	twoBrid [NumTypes - 1]uint8 // {2/W} ...: the colour, or two of any type
	phyrex  [NumTypes - 1]uint8 // {W/P} ...: the colour, or 2 life
	hybPhyx [numPairs]uint8     // {G/W/P} ...: either colour, or 2 life
	snow    uint8               // {S}: one mana from a snow source
	vars    [3]uint8            // {X}{Y}{Z}: the caster picks the value
	hasCost bool                // false for "no mana cost"
}

// Variables of a cost.
const (
	VarX = iota
	VarY
	VarZ
)

// SymbolKind says what a mana symbol is.
type SymbolKind uint8

// Symbol kinds, in the order a canonical cost spells them.
const (
	SymVar             SymbolKind = iota // {X}, {Y}, {Z}; Var says which
	SymGeneric                           // {N}
	SymSnow                              // {S}
	SymSingle                            // {W} ... {G}, {C}: one mana of that type
	SymHybrid                            // {W/U}: one mana of either colour
	SymTwoBrid                           // {2/W}: one mana of the colour, or two of any type
	SymPhyrexian                         // {W/P}: one mana of the colour, or 2 life
	SymHybridPhyrexian                   // {G/W/P}: one mana of either colour, or 2 life
)

// Symbol is one mana symbol as written in a cost, such as {3}, {W/U} or {G/W/P}.
type Symbol struct {
	Kind  SymbolKind
	Types Mask   // the colour(s) or type of the symbol; 0 for generic, snow and variables
	N     uint32 // the number of a generic symbol ({0} has N = 0)
	Var   uint8  // VarX, VarY or VarZ for SymVar
}

// String spells the symbol in its canonical brace form.
func (s Symbol) String() string {
	switch s.Kind {
	case SymVar:
		return "{" + "XYZ"[s.Var:s.Var+1] + "}"
	case SymGeneric:
		return "{" + strconv.FormatUint(uint64(s.N), 10) + "}"
	case SymSnow:
		return "{S}"
	case SymSingle:
		return "{" + s.Types.First().String() + "}"
	case SymHybrid:
		a, b := pairOrder(s.Types)
		return "{" + a.String() + "/" + b.String() + "}"
	case SymTwoBrid:
		return "{2/" + s.Types.First().String() + "}"
	case SymPhyrexian:
		return "{" + s.Types.First().String() + "/P}"
	case SymHybridPhyrexian:
		a, b := pairOrder(s.Types)
		return "{" + a.String() + "/" + b.String() + "/P}"
	}
	return "{?}"
}

// The ten two-colour pairs. Allied pairs first (neighbours on the colour
// wheel W->U->B->R->G->W), then enemy pairs; the canonical spelling of a pair
// starts with the colour from which the other is one or two steps clockwise,
// which gives the printed forms {W/U} {U/B} {B/R} {R/G} {G/W} {W/B} {U/R} {B/G}
// {R/W} {G/U}.
const numPairs = 10

var pairMasks = [numPairs]Mask{
	1<<W | 1<<U, 1<<U | 1<<B, 1<<B | 1<<R, 1<<R | 1<<G, 1<<G | 1<<W,
	1<<W | 1<<B, 1<<U | 1<<R, 1<<B | 1<<G, 1<<R | 1<<W, 1<<G | 1<<U,
}

// pairIndex maps a two-colour mask to its index in pairMasks, -1 otherwise.
var pairIndex = func() (t [64]int8) {
	for i := range t {
		t[i] = -1
	}
	for i, m := range pairMasks {
		t[m] = int8(i)
	}
	return t
}()

// pairOrder returns the two colours of a pair in canonical order.
func pairOrder(m Mask) (Type, Type) {
	a := m.First()
	b := (m &^ a.Mask()).First()
	if (int(b)-int(a)+5)%5 > 2 { // b is not 1 or 2 steps clockwise from a
		a, b = b, a
	}
	return a, b
}

var errTooMany = errors.New("too many symbols of one kind (at most 255)")

// Add adds one symbol to the cost. It fails if the symbol is malformed or a
// count would overflow (at most 255 of one coloured symbol, generic below 2^31).
func (c *Cost) Add(s Symbol) error {
	inc := func(p *uint8) error {
		if *p == 255 {
			return errTooMany
		}
		*p++
		return nil
	}
	colour := s.Types.Len() == 1 && s.Types&AllColors == s.Types
	pair := pairIndex[s.Types&AnyType]
	var err error
	switch {
	case s.Kind == SymVar && s.Var <= VarZ:
		err = inc(&c.vars[s.Var])
	case s.Kind == SymGeneric:
		if uint64(c.generic)+uint64(s.N) >= 1<<31 {
			return errors.New("generic mana too large")
		}
		c.generic += s.N
	case s.Kind == SymSnow:
		err = inc(&c.snow)
	case s.Kind == SymSingle && s.Types.Len() == 1 && s.Types&^AnyType == 0:
		err = inc(&c.single[s.Types.First()])
	case s.Kind == SymHybrid && pair >= 0:
		err = inc(&c.hybrid[pair])
	case s.Kind == SymTwoBrid && colour:
		err = inc(&c.twoBrid[s.Types.First()])
	case s.Kind == SymPhyrexian && colour:
		err = inc(&c.phyrex[s.Types.First()])
	case s.Kind == SymHybridPhyrexian && pair >= 0:
		err = inc(&c.hybPhyx[pair])
	default:
		return errors.New("malformed symbol")
	}
	if err == nil {
		c.hasCost = true
	}
	return err
}

// AppendSymbols appends the cost's symbols to dst in canonical order, one
// Symbol per printed symbol (generic mana is one symbol {N}), and returns the
// extended slice. A {0} cost gives one {0}; no mana cost gives nothing.
func (c Cost) AppendSymbols(dst []Symbol) []Symbol {
	for v := range c.vars {
		for range c.vars[v] {
			dst = append(dst, Symbol{Kind: SymVar, Var: uint8(v)})
		}
	}
	if c.generic > 0 || (c.hasCost && c.isZero()) {
		dst = append(dst, Symbol{Kind: SymGeneric, N: c.generic})
	}
	for range c.snow {
		dst = append(dst, Symbol{Kind: SymSnow})
	}
	// {C} first (it is printed beside generic mana), then the colours.
	for _, t := range [...]Type{C, W, U, B, R, G} {
		for range c.single[t] {
			dst = append(dst, Symbol{Kind: SymSingle, Types: t.Mask()})
		}
	}
	for i, m := range pairMasks {
		for range c.hybrid[i] {
			dst = append(dst, Symbol{Kind: SymHybrid, Types: m})
		}
	}
	for t := range c.twoBrid {
		for range c.twoBrid[t] {
			dst = append(dst, Symbol{Kind: SymTwoBrid, Types: Type(t).Mask()})
		}
	}
	for t := range c.phyrex {
		for range c.phyrex[t] {
			dst = append(dst, Symbol{Kind: SymPhyrexian, Types: Type(t).Mask()})
		}
	}
	for i, m := range pairMasks {
		for range c.hybPhyx[i] {
			dst = append(dst, Symbol{Kind: SymHybridPhyrexian, Types: m})
		}
	}
	return dst
}

// isZero reports whether the cost holds no symbols other than {0}.
func (c Cost) isZero() bool {
	z := c
	z.hasCost = false
	return z == Cost{}
}

// String returns the canonical brace form, such as "{X}{2}{W}{W}" or "{0}";
// "" for no mana cost. ParseCost(c.String()) == c.
func (c Cost) String() string {
	var buf [64]byte
	return string(c.AppendString(buf[:0]))
}

// AppendString appends the canonical brace form to dst.
func (c Cost) AppendString(dst []byte) []byte {
	var syms [16]Symbol
	for _, s := range c.AppendSymbols(syms[:0]) {
		dst = append(dst, s.String()...)
	}
	return dst
}

// IsNone reports whether this is "no mana cost" (a land's), which cannot be
// paid, as opposed to {0}.
func (c Cost) IsNone() bool { return !c.hasCost }

// ManaValue returns the mana value (rule 202.3): X, Y and Z count 0, {2/W}
// counts 2, a Phyrexian or hybrid symbol counts 1, {S} counts 1.
func (c Cost) ManaValue() int {
	n := int(c.generic) + int(c.snow)
	for _, v := range c.single {
		n += int(v)
	}
	for i := range numPairs {
		n += int(c.hybrid[i]) + int(c.hybPhyx[i])
	}
	for i := range c.twoBrid {
		n += 2*int(c.twoBrid[i]) + int(c.phyrex[i])
	}
	return n
}

// Generic returns the generic mana of the cost (the N of {N}).
func (c Cost) Generic() int { return int(c.generic) }

// Vars returns how many {X}, {Y} and {Z} symbols the cost holds in all.
func (c Cost) Vars() int { return int(c.vars[0]) + int(c.vars[1]) + int(c.vars[2]) }

// Single returns how many {t} symbols the cost holds ({C} for t = C).
func (c Cost) Single(t Type) int { return int(c.single[t]) }

// Colors returns the colours of the cost's symbols (rule 105.2): the colours of
// its coloured, hybrid and Phyrexian symbols. {C} is not a colour.
func (c Cost) Colors() Mask {
	var m Mask
	for t := W; t < C; t++ {
		if c.single[t]|c.twoBrid[t]|c.phyrex[t] != 0 {
			m |= t.Mask()
		}
	}
	for i, p := range pairMasks {
		if c.hybrid[i]|c.hybPhyx[i] != 0 {
			m |= p
		}
	}
	return m
}

// HasPhyrexian reports whether the cost has symbols payable with life.
func (c Cost) HasPhyrexian() bool {
	for i := range c.phyrex {
		if c.phyrex[i] != 0 {
			return true
		}
	}
	for i := range c.hybPhyx {
		if c.hybPhyx[i] != 0 {
			return true
		}
	}
	return false
}
