package decks

import (
	"fmt"
	"regexp"

	"github.com/goldfishsim/goldfish/mana"
)

// Mana spent as though it were of another type, and a spell's own spend
// rule (rule 609.4b: "as though it were mana of any color" lets mana pay a
// coloured pip, never a {C} one):
//
//   - "players may spend mana as though it were mana of any color"
//     (Mycosynth Lattice): while it is on the battlefield, any mana pays a
//     coloured pip;
//   - "you may spend white mana as though it were red mana" (Sunglasses of
//     Urza): a red pip takes red or white mana;
//   - "spend only black mana on X" (Drain Life): its X is paid with black
//     mana alone.
//
// A pip rule is a cost rewritten: under Sunglasses {1}{R}{R} is paid as
// {1}{R/W}{R/W}, under Lattice as {3}, and Drain Life's {X}{1}{B} with X = 3
// as {1}{B}{B}{B}{B}. So the payment core pays it exactly as any cost
// (PaidAs); Compile keeps, for each set of the deck's such permanents, the
// demand of every card paid so (Compiled.PayAs), and the engine picks the
// demand of the set on the battlefield (sim/asthough.go).

// PayAs is what a permanent lets mana pay while it is on the battlefield:
// Pay[t], beyond mana of type t itself, the types whose mana may pay a pip
// asking for t.
type PayAs struct {
	Pay [mana.NumTypes]mana.Mask
}

func (p PayAs) String() string {
	all := true
	for t := mana.W; t < mana.C; t++ {
		all = all && p.Pay[t]&mana.AnyType == mana.AnyType
	}
	if all {
		return "any mana pays a coloured pip"
	}
	s := ""
	for t := mana.W; t < mana.C; t++ {
		if extra := p.Pay[t] &^ t.Mask(); extra != 0 {
			if s != "" {
				s += ", "
			}
			s += fmt.Sprintf("%s mana pays {%s}", colourNames(extra), t)
		}
	}
	return s
}

// colourNames spells the types of m in words ("white", "white or blue").
func colourNames(m mana.Mask) string {
	s := ""
	for t := mana.W; t <= mana.C; t++ {
		if m.Has(t) {
			if s != "" {
				s += " or "
			}
			s += [...]string{"white", "blue", "black", "red", "green", "colorless"}[t]
		}
	}
	return s
}

// union is what both let mana pay.
func (p PayAs) union(o PayAs) PayAs {
	for t := range p.Pay {
		p.Pay[t] |= o.Pay[t]
	}
	return p
}

// MaxPayAs is how many distinct cards that let mana pay as another type one
// deck may hold (each set of them on the battlefield has its demands).
const MaxPayAs = 3

// PayAsSet is the demands of a deck's cards while the cards of one set of
// its PayAs permanents (and no other) are on the battlefield.
type PayAsSet struct {
	Pay     PayAs
	Demands []mana.Demand // by card id; a card that cannot be cast keeps its own
}

var colourWords = map[string]mana.Type{"white": mana.W, "blue": mana.U, "black": mana.B, "red": mana.R, "green": mana.G}

var asThoughTemplates = []template{
	{name: "mana spent as though of any colour", on: permanent,
		re: regexp.MustCompile(`^players may spend mana as though it were mana of any color\.$`),
		read: set(func(c *Card) {
			p := PayAs{}
			for t := mana.W; t < mana.C; t++ {
				p.Pay[t] = mana.AnyType
			}
			c.PayAs = &p
		}),
		examples: []string{"players may spend mana as though it were mana of any color."}},
	{name: "mana of one colour spent as though of another", on: permanent,
		re: regexp.MustCompile(`^you may spend (white|blue|black|red|green) mana as though it were (white|blue|black|red|green) mana\.$`),
		read: func(c *Card, m []string) bool {
			from, as := colourWords[m[1]], colourWords[m[2]]
			if from == as {
				return false
			}
			p := PayAs{}
			p.Pay[as] = as.Mask() | from.Mask()
			c.PayAs = &p
			return true
		},
		examples: []string{"you may spend white mana as though it were red mana."}},
	{name: "a spell's X paid with one colour", on: spellOnly,
		re: regexp.MustCompile(`^spend only (white|blue|black|red|green) mana on x\.$`),
		read: func(c *Card, m []string) bool {
			if c.Cost.Vars() == 0 {
				return false
			}
			c.XOnly = colourWords[m[1]].Mask()
			return true
		},
		examples: []string{"spend only black mana on x."}},
}

// PaidAs returns cost c as a payment pays it: each variable symbol as x
// symbols of the types in xOnly (any type if xOnly is 0), or kept as it is
// if x < 0, then each pip as what pay lets pay it (nil: as printed). A pip
// whose new set no mana symbol spells (three colours; a Phyrexian or {2/c}
// pip payable with any mana) keeps its printed form: paid as printed, a
// lower bound, and exact reports false. The result is built without
// allocating (for the engine's X at cast time).
func PaidAs(c mana.Cost, x int, xOnly mana.Mask, pay *PayAs) (out mana.Cost, exact bool) {
	if c.IsNone() {
		return c, true
	}
	var buf [32]mana.Symbol
	exact = true
	for _, s := range c.AppendSymbols(buf[:0]) {
		n := 1
		switch {
		case s.Kind != mana.SymVar:
			s = paidAs(s, pay, &exact)
		case x < 0:
		case xOnly == 0:
			s, n = paidAs(mana.Symbol{Kind: mana.SymGeneric, N: 1}, pay, &exact), x
		default:
			s, n = paidAs(oneOf(xOnly), pay, &exact), x
		}
		for range n {
			if out.Add(s) != nil {
				exact = false
			}
		}
	}
	if out.IsNone() {
		out = mana.MustParseCost("{0}") // (X = 0 of a cost that is X alone)
	}
	return out, exact
}

// oneOf is one pip payable with any type of m: a type, a pair (hybrid) or
// any (generic).
func oneOf(m mana.Mask) mana.Symbol {
	switch {
	case m == mana.AnyType || m == mana.AllColors|mana.C.Mask():
		return mana.Symbol{Kind: mana.SymGeneric, N: 1}
	case m.Len() == 1:
		return mana.Symbol{Kind: mana.SymSingle, Types: m}
	}
	return mana.Symbol{Kind: mana.SymHybrid, Types: m}
}

// paidAs is one symbol as pay lets pay it.
func paidAs(s mana.Symbol, pay *PayAs, exact *bool) mana.Symbol {
	if pay == nil || s.Types == 0 {
		return s // generic, snow, {0}
	}
	var m mana.Mask
	for t := mana.W; t <= mana.C; t++ {
		if s.Types.Has(t) {
			m |= t.Mask() | pay.Pay[t]
		}
	}
	if m == s.Types {
		return s
	}
	any := m&mana.AnyType == mana.AnyType
	pair := m.Len() == 2 && m&mana.C.Mask() == 0
	switch s.Kind {
	case mana.SymSingle, mana.SymHybrid:
		if any {
			return mana.Symbol{Kind: mana.SymGeneric, N: 1}
		}
		if pair {
			return mana.Symbol{Kind: mana.SymHybrid, Types: m}
		}
	case mana.SymTwoBrid:
		if any {
			return mana.Symbol{Kind: mana.SymGeneric, N: 1} // (one of any type is never worse than two)
		}
	case mana.SymPhyrexian, mana.SymHybridPhyrexian:
		if pair {
			return mana.Symbol{Kind: mana.SymHybridPhyrexian, Types: m}
		}
	}
	*exact = false
	return s
}

// payAsSets builds Compiled.PayAs: for each nonempty set of the deck's
// cards with a PayAs (at most MaxPayAs), the demand of every card paid as
// their union lets pay it. A card whose cost some set cannot rewrite
// exactly is reported.
func (cd *Compiled) payAsSets(cs []*Card) error {
	for id, c := range cs {
		if c.PayAs != nil {
			cd.PayAsCards = append(cd.PayAsCards, uint16(id))
		}
	}
	if len(cd.PayAsCards) == 0 {
		return nil
	}
	if len(cd.PayAsCards) > MaxPayAs {
		return fmt.Errorf("%d cards that let mana be spent as another type, at most %d", len(cd.PayAsCards), MaxPayAs)
	}
	inexact := map[string]bool{}
	for set := 1; set < 1<<len(cd.PayAsCards); set++ {
		var pay PayAs
		for i, id := range cd.PayAsCards {
			if set&(1<<i) != 0 {
				pay = pay.union(*cs[id].PayAs)
			}
		}
		byName := ""
		for i, id := range cd.PayAsCards {
			if set&(1<<i) != 0 {
				if byName != "" {
					byName += " and "
				}
				byName += cs[id].Name
			}
		}
		ps := PayAsSet{Pay: pay, Demands: make([]mana.Demand, len(cd.Cards))}
		for id := range cd.Cards {
			in := &cd.Cards[id]
			ps.Demands[id] = in.Demand
			if in.Demand.Cost().IsNone() {
				continue
			}
			// (An X is kept: the engine rewrites it at cast time.)
			cost, exact := PaidAs(in.Demand.Cost(), -1, 0, &pay)
			if !exact && !inexact[cd.Names[id]] {
				inexact[cd.Names[id]] = true
				cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[id],
					What: "a pip of its cost that " + byName + " lets other mana pay (" + pay.String() + "): paid as printed"})
			}
			ps.Demands[id] = mana.NewDemand(cost, in.Demand.Use())
		}
		cd.PayAs = append(cd.PayAs, ps)
	}
	return nil
}
