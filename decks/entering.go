package decks

import (
	"regexp"

	"github.com/goldfishsim/goldfish/mana"
)

// How lands enter or leave as they enter, beyond a fixed condition on the
// board: the reveal lands and Snarls (a card of a kind in the hand),
// Starting Town (the turn of the game), and the lands that return another
// land as they enter or are sacrificed (Lairs, Karoo lands: a filter on what
// may be returned). The reader reads them into Card.Enters with Card.Reveal,
// and Card.Bounce with Card.Return.

// Return is what a land that returns a land as it enters may return: any
// land (the bounce lands), a land of Lands' basic types, only an untapped
// one (Karoo lands: "return an untapped Island you control"), none of the
// subtype Not (Lairs: "a non-Lair land"). OrSacrifice: with nothing it may
// return, it is sacrificed ("sacrifice it unless you return ..."); a bounce
// land returns itself then.
type Return struct {
	Lands       mana.Mask
	Untapped    bool
	Not         string
	OrSacrifice bool
}

// May reports whether a land may be returned by the rule.
func (r Return) May(landTypes mana.Mask, subtypes []string) bool {
	if r.Lands != 0 && landTypes&r.Lands == 0 {
		return false
	}
	for _, s := range subtypes {
		if r.Not != "" && s == r.Not {
			return false
		}
	}
	return true
}

func (r Return) String() string {
	what := "a land"
	switch {
	case r.Lands != 0 && r.Untapped:
		what = "an untapped " + landTypeNames(r.Lands)
	case r.Lands != 0:
		what = "a " + landTypeNames(r.Lands)
	case r.Not != "":
		what = "a non-" + r.Not + " land"
	}
	s := "when it enters, returns " + what + " you control to its owner's hand"
	if r.OrSacrifice {
		s += ", or is sacrificed"
	}
	return s
}

// The templates of lands that enter by the hand or the turn, or that
// return a land as they enter.
var enteringTemplates = []template{
	{name: "reveal land", on: landOnly,
		re: regexp.MustCompile(`^as ~ enters, you may reveal an? ([a-z]+)(?: or (?:an? )?([a-z]+))? card from your hand\. if you don't, ~ enters tapped\.$`),
		read: func(c *Card, m []string) bool {
			f, ok := revealFilter(m[1], m[2])
			if !ok {
				return false
			}
			c.Enters, c.Reveal = EntersTappedUnlessReveal, &f
			return true
		},
		examples: []string{"as ~ enters, you may reveal a forest or island card from your hand. if you don't, ~ enters tapped.",
			"as ~ enters, you may reveal an island or swamp card from your hand. if you don't, ~ enters tapped.",
			"as ~ enters, you may reveal a giant card from your hand. if you don't, ~ enters tapped."}},
	{name: "early turns", on: landOnly,
		re:       regexp.MustCompile(`^~ enters tapped unless it's your first, second, or third turn of the game\.$`),
		read:     set(func(c *Card) { c.Enters = EntersTappedUnlessEarlyTurn }),
		examples: []string{"~ enters tapped unless it's your first, second, or third turn of the game."}},
	{name: "lair", on: landOnly,
		re: regexp.MustCompile(`^when ~ enters, sacrifice it unless you return a non-([a-z]+) land you control to its owner's hand\.$`),
		read: func(c *Card, m []string) bool {
			c.Bounce, c.Return = true, &Return{Not: m[1], OrSacrifice: true}
			return true
		},
		examples: []string{"when ~ enters, sacrifice it unless you return a non-lair land you control to its owner's hand."}},
	{name: "karoo land", on: landOnly,
		re: regexp.MustCompile(`^when ~ enters, sacrifice it unless you return an untapped (plains|island|swamp|mountain|forest) you control to its owner's hand\.$`),
		read: func(c *Card, m []string) bool {
			t, _ := basicLandType(m[1])
			c.Bounce, c.Return = true, &Return{Lands: t.Mask(), Untapped: true, OrSacrifice: true}
			return true
		},
		examples: []string{"when ~ enters, sacrifice it unless you return an untapped island you control to its owner's hand."}},
}

// revealFilter reads what a reveal land asks for: one or two basic land
// types ("a swamp or forest card"), or a creature type ("a giant card").
func revealFilter(a, b string) (Filter, bool) {
	ta, okA := basicLandType(a)
	if b == "" {
		if okA {
			return Filter{LandTypes: ta.Mask()}, true
		}
		return Filter{Subtype: a}, true
	}
	tb, okB := basicLandType(b)
	if !okA || !okB {
		return Filter{}, false
	}
	return Filter{LandTypes: ta.Mask() | tb.Mask()}, true
}

// Reveal is a reveal land's kind of card in the compiled deck: the ids of
// the deck's cards, as they are in the hand (their front faces), it may
// reveal; the land itself is not among them (it is being played).
type Reveal struct {
	Of    Filter
	Cards []uint16
}

// ReturnRule is a compiled Return: May[id] says whether the land card id
// may be returned.
type ReturnRule struct {
	Return
	May []bool
}

// enteringTables lowers the reveal and return rules of the deck's lands
// into CardInfo.Reveal and CardInfo.Return.
func (cd *Compiled) enteringTables(cs []*Card) {
	for id, c := range cs {
		if c.Enters == EntersTappedUnlessReveal && c.Reveal != nil {
			r := Reveal{Of: *c.Reveal}
			for m, mc := range cs {
				if m != id && (cd.Copies[m] > 0) && c.Reveal.Matches(mc.Name, mc.Types, mc.LandTypes, mc.Subtypes) {
					r.Cards = append(r.Cards, uint16(m))
				}
			}
			cd.Cards[id].Reveal = len(cd.Reveals)
			cd.Reveals = append(cd.Reveals, r)
		}
		if c.Bounce {
			rr := ReturnRule{May: make([]bool, len(cs))}
			if c.Return != nil {
				rr.Return = *c.Return
			}
			for m, mc := range cs {
				rr.May[m] = mc.IsLand() && rr.Return.May(mc.LandTypes, mc.Subtypes)
			}
			cd.Cards[id].Return = len(cd.Returns)
			cd.Returns = append(cd.Returns, rr)
		}
	}
}
