package decks

import (
	"regexp"

	"github.com/goldfishsim/goldfish/mana"
)

// Spells whose additional cost is sacrificing a permanent ("as an
// additional cost to cast this spell, sacrifice a creature": Culling the
// Weak, Village Rites, Deadly Dispute's "an artifact or creature",
// Harrow's "a land"), and the rituals whose amount is the sacrificed
// creature's mana value (Sacrifice: that much {B}; Metamorphosis: one
// more, of any one colour, for creature spells only). Compile lists the
// deck's cards that may pay the cost (CardInfo.SacFor); the engine casts
// such a spell only with one of them on the battlefield, and sacrifices it
// as the spell is cast (sim/sacrifice_cost.go chooses which).

// SacMana is a ritual's mana by the sacrificed permanent's mana value:
// Plus more than it, of Makes (one type, or a choice of one colour for
// all), spent only as Restriction allows.
type SacMana struct {
	Makes       mana.Mask
	Plus        int
	Restriction mana.Restriction
}

// Has reports whether there is such mana.
func (s SacMana) Has() bool { return s.Makes != 0 }

var sacrificeCostTemplates = []template{
	{name: "sacrifice as an additional cost", on: spellOnly,
		// (The card named Sacrifice reads "~ a creature".)
		re: regexp.MustCompile(`^as an additional cost to cast ~, (?:sacrifice|~) (an? (?:creature|artifact|land|artifact or creature))\.$`),
		read: func(c *Card, m []string) bool {
			f, ok := Filter{Types: Artifact | Creature}, true
			if m[1] != "an artifact or creature" {
				f, ok = filterOf(m[1])
			}
			if ok {
				c.SacCost = &f
			}
			return ok
		},
		examples: []string{"as an additional cost to cast ~, sacrifice a creature.", "as an additional cost to cast ~, ~ a creature.",
			"as an additional cost to cast ~, sacrifice an artifact or creature.", "as an additional cost to cast ~, sacrifice a land.",
			"as an additional cost to cast ~, sacrifice an artifact."}},
	{name: "mana of one colour by the sacrificed creature's mana value", on: spellOnly,
		re: regexp.MustCompile(`^add x mana of any one color, where x is 1 plus the sacrificed creature's mana value\. spend this mana only to cast creature spells\.$`),
		read: func(c *Card, m []string) bool {
			c.SacMana = SacMana{Makes: mana.AllColors, Plus: 1, Restriction: mana.CreatureSpellsOnly}
			return true
		},
		examples: []string{"add x mana of any one color, where x is 1 plus the sacrificed creature's mana value. spend this mana only to cast creature spells."}},
}

// reSacValue: Sacrifice's production (the card's name is "~" in its
// text, so "sacrificed" reads "~d").
var reSacValue = regexp.MustCompile(`^an amount of \{([wubrg])\} equal to the (?:sacrificed|~d) creature's mana value$`)

// sacRitual reads a ritual's "add an amount of {B} equal to the sacrificed
// creature's mana value" (the ritual template's production, ritual).
func sacRitual(c *Card, p string) bool {
	m := reSacValue.FindStringSubmatch(p)
	if m == nil {
		return false
	}
	t, _ := mana.TypeOf(m[1][0])
	c.SacMana = SacMana{Makes: t.Mask()}
	return true
}

// sacrificeCostInfo lists, for a card with a sacrifice cost, the deck's
// cards that may pay it (cs: the deck's cards by id).
func (cd *Compiled) sacrificeCostInfo(cs []*Card) {
	for id, c := range cs {
		if c.SacCost == nil {
			continue
		}
		in := &cd.Cards[id]
		in.SacFor, in.SacMana = len(cd.SacFor), c.SacMana
		var payers []uint16
		for o, p := range cs {
			if p.Types&(Instant|Sorcery) == 0 && c.SacCost.MatchesCard(p) {
				payers = append(payers, uint16(o)) // (none: it is never cast)
			}
		}
		cd.SacFor = append(cd.SacFor, payers)
	}
}

// sacrificeCostWords is what Describe says of a sacrifice cost.
func (c *Card) sacrificeCostWords() []string {
	var out []string
	if c.SacCost != nil {
		what := c.SacCost.String()
		if c.SacCost.Types == Artifact|Creature {
			what = "artifact or creature"
		}
		article := "a "
		if what[0] == 'a' {
			article = "an "
		}
		out = append(out, "as an additional cost, sacrifices "+article+what+" (cast only with one)")
	}
	if s := c.SacMana; s.Has() {
		what := "{" + s.Makes.String() + "}"
		if s.Makes == mana.AllColors {
			what = "mana of any one colour"
		}
		w := "adds " + what + " for each point of the sacrificed creature's mana value"
		if s.Plus > 0 {
			w += ", and one more"
		}
		if s.Restriction != mana.Unrestricted {
			w += " (" + restrictionWords[s.Restriction] + " only)"
		}
		out = append(out, w)
	}
	return out
}
