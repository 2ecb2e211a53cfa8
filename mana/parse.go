package mana

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// ParseError says which symbol of a mana cost is wrong and where.
type ParseError struct {
	Input  string // the whole text given
	Pos    int    // 1-based byte position of the bad symbol in Input
	Symbol string // the bad symbol as written
	Reason string // what is wrong with it
}

func (e *ParseError) Error() string {
	return "mana cost " + strconv.Quote(e.Input) + ": symbol " + strconv.Quote(e.Symbol) +
		" at position " + strconv.Itoa(e.Pos) + ": " + e.Reason
}

// ParseCost reads a mana cost in the brace form of the rules and of Scryfall
// ("{2}{W/U}{W/U}", "{X}{R}{R}", "{G/W/P}", "{S}", "{0}") or in the compact form
// analysts type ("1WW", "2GU", "X R R", "2 W/U W/U"), or a mix of both.
//
// In the compact form a run of digits is generic mana, a letter is one symbol,
// and a slash joins symbols into a hybrid one ("W/U", "2/W", "G/W/P"). Letters
// may be in either case and spaces separate symbols anywhere. Hybrid pairs are
// accepted in either order ({U/W} is {W/U}). The empty string (or only spaces)
// is "no mana cost".
//
// The order of symbols does not matter: the Cost counts them. Its String is the
// canonical brace form, and parsing that gives the same Cost back.
func ParseCost(s string) (Cost, error) {
	var c Cost
	i := 0
	for i < len(s) {
		ch := s[i]
		switch {
		case ch == ' ' || ch == '\t':
			i++
			continue
		case ch == '{':
			end := strings.IndexByte(s[i:], '}')
			if end < 0 {
				return Cost{}, &ParseError{s, i + 1, s[i:], "no closing '}'"}
			}
			sym := s[i : i+end+1]
			if err := c.addText(s[i+1:i+end], s, i, sym); err != nil {
				return Cost{}, err
			}
			i += end + 1
		case ch == '}':
			return Cost{}, &ParseError{s, i + 1, "}", "'}' without '{'"}
		default:
			// A compact symbol: atoms joined by slashes, such as "W", "12", "W/U", "2/W", "G/W/P".
			j := i
			for {
				k := j
				for k < len(s) && s[k] >= '0' && s[k] <= '9' {
					k++
				}
				if k == j && k < len(s) && s[k] != '/' && s[k] != '{' && s[k] != '}' && s[k] != ' ' && s[k] != '\t' {
					_, size := utf8.DecodeRuneInString(s[k:])
					k += size // one letter (or a stray character the symbol check reports)
				}
				if k == j {
					break // an empty atom: reported below
				}
				j = k
				if j < len(s) && s[j] == '/' {
					j++
					continue
				}
				break
			}
			if j == i { // only a slash, for example
				j = i + 1
			}
			sym := s[i:j]
			if err := c.addText(sym, s, i, sym); err != nil {
				return Cost{}, err
			}
			i = j
		}
	}
	return c, nil
}

// MustParseCost is ParseCost for costs known to be right (tests, tables); it
// panics on a bad one.
func MustParseCost(s string) Cost {
	c, err := ParseCost(s)
	if err != nil {
		panic(err)
	}
	return c
}

// addText adds the symbol whose text (without braces) is t; sym and pos (0-based
// in input) are for the error message.
func (c *Cost) addText(t, input string, pos int, sym string) error {
	bad := func(reason string) error { return &ParseError{input, pos + 1, sym, reason} }
	if t == "" {
		return bad("empty symbol")
	}
	parts := strings.Split(t, "/") // at most a few short parts; parsing is not the hot path
	var s Symbol
	switch len(parts) {
	case 1:
		p := parts[0]
		if p[0] >= '0' && p[0] <= '9' {
			n, err := strconv.ParseUint(p, 10, 31)
			if err != nil {
				if allDigits(p) {
					return bad("generic mana too large")
				}
				return bad("unknown mana symbol")
			}
			s = Symbol{Kind: SymGeneric, N: uint32(n)}
			break
		}
		if len(p) != 1 {
			return bad("unknown mana symbol")
		}
		switch p[0] | 0x20 {
		case 'x', 'y', 'z':
			s = Symbol{Kind: SymVar, Var: (p[0] | 0x20) - 'x'}
		case 's':
			s = Symbol{Kind: SymSnow}
		default:
			ty, ok := TypeOf(p[0])
			if !ok {
				return bad("unknown mana symbol")
			}
			s = Symbol{Kind: SymSingle, Types: ty.Mask()}
		}
	case 2, 3:
		a, b := parts[0], parts[1]
		if len(parts) == 3 && !isP(parts[2]) {
			return bad("a three-part symbol must end in /P, as {G/W/P}")
		}
		switch {
		case a == "2" && len(parts) == 2:
			ty, ok := colourOf(b)
			if !ok {
				return bad("{2/x} takes a colour: W, U, B, R or G")
			}
			s = Symbol{Kind: SymTwoBrid, Types: ty.Mask()}
		case isP(b) && len(parts) == 2:
			ty, ok := colourOf(a)
			if !ok {
				return bad("Phyrexian mana takes a colour: W, U, B, R or G")
			}
			s = Symbol{Kind: SymPhyrexian, Types: ty.Mask()}
		default:
			ta, ok1 := colourOf(a)
			tb, ok2 := colourOf(b)
			if !ok1 || !ok2 {
				return bad("hybrid mana takes two colours (W, U, B, R, G)")
			}
			if ta == tb {
				return bad("hybrid mana takes two different colours")
			}
			s = Symbol{Kind: SymHybrid, Types: ta.Mask() | tb.Mask()}
			if len(parts) == 3 {
				s.Kind = SymHybridPhyrexian
			}
		}
	default:
		return bad("unknown mana symbol")
	}
	if err := c.Add(s); err != nil {
		return bad(err.Error())
	}
	return nil
}

func isP(s string) bool { return len(s) == 1 && s[0]|0x20 == 'p' }

func colourOf(s string) (Type, bool) {
	if len(s) != 1 {
		return 0, false
	}
	t, ok := TypeOf(s[0])
	return t, ok && t != C
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
