package decks

import (
	"fmt"
	"regexp"

	"github.com/goldfishsim/goldfish/mana"
)

// Converters whose amount is a creature's or that a creature activates
// (issue 20): Selvala, Heart of the Wilds ("{G}, {T}: add X mana in any
// combination of colors, where X is the greatest power among creatures you
// control"), a counted converter (amounts.go) whose count is the greatest
// power among the deck's creatures on the battlefield (Filter.Greatest);
// Soulbright Flamekin's third activation in a turn, which adds
// {R}{R}{R}{R}{R}{R}{R}{R}: its ability targets, so it is no mana ability
// (rule 605.5a), activated in the main phase just before the spell it pays
// for, which against an idle opponent who never responds is a converter of
// {6} for eight {R} once a turn (its trample is nothing to a goldfish: the
// opponent never blocks), with no {T} (usable the turn it arrives).
//
// Agatha's Soul Cauldron lets mana be spent as though it were mana of any
// colour to activate abilities of its controller's creatures: the only
// such abilities the engine pays mana for are a creature's converters
// (Selvala's {G}; a morph's face-up cost is a special action, rule 702.37e,
// and Skyshroud Elf's {1} and Yavimaya Elder's {2} are generic), so while a
// Cauldron is on the battlefield a creature's converter input is paid with
// each coloured pip as generic (CardInfo.ConvCostAny, PaidAs: {C} pips
// stay, rule 609.4b).
//
// A creature's converter with {T} (Selvala) is summoning sick: it is ready
// from the untap step after it arrives, unless it has haste, and using it
// taps the creature, which then does not attack (CardInfo.ConvCreature).

var converterTemplates = []template{
	{name: "a +1/+1 counter as another enters", on: creatureOnly,
		re: regexp.MustCompile(`^whenever another ([a-z]+) you control enters, put a \+1/\+1 counter on ~\.$`),
		read: func(c *Card, m []string) bool {
			f, ok := countedFilter(m[1])
			if ok {
				c.GrowOn = &f
			}
			return ok
		},
		examples: []string{"whenever another elf you control enters, put a +1/+1 counter on ~."}},
	{name: "mana spent as though of any colour on creatures' abilities", on: permanent,
		re:       regexp.MustCompile(`^you may spend mana as though it were mana of any color to activate abilities of creatures you control\.$`),
		read:     set(func(c *Card) { c.AbilityAnyColor = true }),
		examples: []string{"you may spend mana as though it were mana of any color to activate abilities of creatures you control."}},
	{name: "mana on an ability's third resolution", on: creatureOnly,
		re: regexp.MustCompile(`^\{2\}: target creature gains trample until end of turn\. if this is the third time this ability has resolved this turn, you may add ((?:\{r\}){8})\.$`),
		read: func(c *Card, m []string) bool {
			src, ok := production(m[1])
			if !ok {
				return false
			}
			c.Mana = append(c.Mana, ManaAbility{Makes: src, Cost: mana.MustParseCost("{6}"), Third: true})
			return true
		},
		examples: []string{"{2}: target creature gains trample until end of turn. if this is the third time this ability has resolved this turn, you may add {r}{r}{r}{r}{r}{r}{r}{r}."}},
}

// reGreatest: Selvala's production, read by manaAbility (greatestProduction).
var reGreatest = regexp.MustCompile(`^x mana in any combination of colou?rs, where x is the greatest power among creatures you control$`)

// reOwnPower: Marwyn's production.
var reOwnPower = regexp.MustCompile(`^an amount of \{([wubrg])\} equal to ~'s power$`)

// greatestProduction reads "X mana in any combination of colors, where X
// is the greatest power among creatures you control" (one unit of any
// colour for each point of the greatest power) and "an amount of {G}
// equal to ~'s power" (one {G} for each point of its power, counters
// included: Filter.Power).
func greatestProduction(p string) (mana.Source, *Filter, bool) {
	if m := reOwnPower.FindStringSubmatch(p); m != nil {
		t, _ := mana.TypeOf(m[1][0])
		return mana.OneOf(t.Mask()), &Filter{Power: true}, true
	}
	if !reGreatest.MatchString(p) {
		return mana.Source{}, nil, false
	}
	return mana.OneOf(mana.AllColors), &Filter{Types: Creature, Greatest: true}, true
}

// Grow is a creature that gets a +1/+1 counter whenever another permanent
// of a kind enters under its controller's control (Marwyn, the Nurturer:
// "whenever another Elf you control enters"): Card, and On, the deck's
// cards whose entering grows it. Its power, printed plus counters, is what
// a Filter.Power amount counts (the engine keeps the counters of each such
// card, its copies alike: sim/converters.go).
type Grow struct {
	Card int
	On   []uint16
}

// growInfo lists the deck's growing creatures (cs: its cards by id).
func (cd *Compiled) growInfo(cs []*Card) {
	for id, c := range cs {
		if c.GrowOn == nil {
			continue
		}
		g := Grow{Card: id}
		for o, p := range cs {
			if o != id && c.GrowOn.MatchesCard(p) {
				g.On = append(g.On, uint16(o))
			}
		}
		cd.Grows = append(cd.Grows, g)
	}
}

// converterWords is what ManaAbility.String adds for these abilities.
func (a ManaAbility) converterWords(cost []string) []string {
	if a.Third {
		cost[0] = "{2} three times in a turn (once a turn, played as {6})"
	}
	return cost
}

// greatestWords is what a Greatest amount says.
const greatestWords = " for each point of the greatest power among creatures you control"

// converterInfo copies what the engine needs of a card's converter conv
// into in.
func converterInfo(c *Card, in *CardInfo, conv ManaAbility) {
	in.ConvCreature = c.IsCreature() && conv.Tap
	if c.IsCreature() {
		pay := PayAs{}
		for t := mana.W; t < mana.C; t++ {
			pay.Pay[t] = mana.AnyType
		}
		cost, _ := PaidAs(conv.Cost, -1, 0, &pay)
		in.ConvCostAny = mana.NewDemand(cost, mana.ForAbility)
	}
}

// greatestUnmodelled is what a Greatest converter reports: creatures of
// power past what one source makes (counted as that much).
func (cd *Compiled) greatestUnmodelled(v *Vary) (string, bool) {
	n := len(v.Kinds) - 1
	most := 0
	for _, id := range v.Count[0] {
		most = max(most, cd.Cards[id].Power)
	}
	if most <= n {
		return "its amount by the printed power of creatures (counters and */* are not counted)", true
	}
	return fmt.Sprintf("a creature of power past %d: counted as %d (the most mana one source makes); printed powers only", n, n), true
}
