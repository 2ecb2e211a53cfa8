package decks

import (
	"fmt"
	"maps"
	"regexp"
	"slices"

	"github.com/goldfishsim/goldfish/mana"
)

// Amounts of one colour chosen as the mana is made, counted from the
// board: Nykthos, Shrine to Nyx ("{2}, {T}: choose a color. add an amount
// of mana of that color equal to your devotion to that color": the
// coloured symbols of that colour among the mana costs of its
// controller's permanents, a hybrid symbol counting for each of its
// colours) and Three Tree City (the creatures of the creature type chosen
// as it enters). Both are converters whose output follows the board, as
// Cabal Coffers is (amounts.go): Compile lowers Nykthos to one table of
// kinds by count for each colour the deck's permanents hold symbols of,
// each permanent listed once per symbol, and the engine makes the colour
// with the most devotion when it activates it (the game's order of
// colours on a tie); Three Tree City counts the deck's most common
// creature type (by copies, then by name), as a player who built the deck
// around it would name it, and its mana is all of one colour chosen then.

var devotionTemplates = []template{
	{name: "devotion to a colour", on: landOnly,
		re: regexp.MustCompile(`^((?:\{\d+\})+), \{t\}: choose a colou?r\. add an amount of mana of that colou?r equal to your devotion to that colou?r\.$`),
		read: func(c *Card, m []string) bool {
			return addOneColour(c, m[1], Filter{Devotion: true})
		},
		examples: []string{"{2}, {t}: choose a color. add an amount of mana of that color equal to your devotion to that color."}},
	{name: "creatures of the chosen type", on: landOnly,
		re: regexp.MustCompile(`^((?:\{\d+\})+), \{t\}: choose a colou?r\. add an amount of mana of that colou?r equal to the number of creatures you control of the chosen type\.$`),
		read: func(c *Card, m []string) bool {
			return addOneColour(c, m[1], Filter{Types: Creature, Chosen: true})
		},
		examples: []string{"{2}, {t}: choose a color. add an amount of mana of that color equal to the number of creatures you control of the chosen type."}},
	{name: "choose a creature type", on: landOnly,
		re:       reChooseType,
		read:     set(func(c *Card) { c.ChooseType = true }),
		examples: []string{"as ~ enters, choose a creature type."}},
}

// addOneColour adds a counted mana ability of one colour chosen as it is
// activated, paid with cost and {T}.
func addOneColour(c *Card, cost string, per Filter) bool {
	k, err := mana.ParseCost(cost)
	if err != nil {
		return false
	}
	c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(mana.AllColors), Tap: true, Cost: k, Per: &per, OneType: true})
	return true
}

// devotionOf is the number of coloured symbols of type t in a cost (a
// hybrid symbol counts for each of its colours, a Phyrexian one too).
func devotionOf(cost mana.Cost, t mana.Type) int { return devotionTo(cost, t.Mask()) }

// devotionKinds registers Nykthos's tables: five Vary entries from
// in.ConvVary on, one per colour (W to G), filled by devotionCount once
// the deck is known.
func (cd *Compiled) devotionKinds(in *CardInfo) {
	in.ConvVary, in.Devotion = len(cd.Vary), true
	for range mana.C {
		cd.Vary = append(cd.Vary, Vary{Per: true, Kinds: []int{-1}})
	}
}

// devotionCount fills Nykthos's tables: for each colour, the deck's
// permanents listed once per symbol of it, and the kinds (n units of the
// colour) up to what the deck's devotion to it reaches or one source
// holds. ConvKind is the kind of one unit of the colour with the most
// symbols (-1 if the deck's permanents hold none: then it is a land with
// its {T}: {C} alone).
func (cd *Compiled) devotionCount(id int, c *Card, cs []*Card, conv ManaAbility) error {
	in := &cd.Cards[id]
	in.ConvKind = -1
	best := 0
	for t := mana.W; t < mana.C; t++ {
		v := &cd.Vary[in.ConvVary+int(t)]
		var ids []uint16
		total := 0
		for o, oc := range cs {
			if oc.Types&(Instant|Sorcery) != 0 {
				continue
			}
			for range devotionOf(oc.Cost, t) {
				ids = append(ids, uint16(o))
				total += cd.Copies[o]
			}
		}
		v.Count = [][]uint16{ids}
		for n := 1; n <= min(total, countedUnits); n++ {
			a := conv
			a.Makes = mana.NOfOne(n, t.Mask())
			k, err := cd.register(c, a)
			if err != nil {
				return err
			}
			v.Kinds = append(v.Kinds, k)
		}
		if total > best {
			best, in.ConvKind = total, v.Kinds[1]
		}
	}
	return nil
}

// devotionUnmodelled is what Three Tree City's report says (the type it
// counts), and Nykthos's: a colour the deck's
// permanents hold more symbols of than one source makes (counted as that
// many), and with devotion to two or more colours, that the colour made is
// the one with the most devotion, not the one a payment needs.
func (cd *Compiled) devotionUnmodelled(id int) []string {
	in := &cd.Cards[id]
	if t := cd.chosen[id]; t != "" {
		return []string{fmt.Sprintf("the creature type chosen as it enters: %s, the deck's most common, the same every game", t)}
	}
	if !in.Devotion || in.ConvKind < 0 {
		return nil
	}
	var out []string
	colours := 0
	for t := mana.W; t < mana.C; t++ {
		v := &cd.Vary[in.ConvVary+int(t)]
		if len(v.Kinds) > 1 {
			colours++
		}
		if n := len(v.Kinds) - 1; cd.counted(v.Count[0]) > n {
			out = append(out, fmt.Sprintf("devotion to %s of more than %d: counted as %d (%s)", t, n, n, capWhy(n)))
		}
	}
	if colours > 1 {
		out = append(out, "the colour chosen as it is activated: the one with the most devotion then (the game's order on a tie), not the one a payment needs")
	}
	return out
}

// chosenType is the creature type Three Tree City names: the one the
// deck's creature cards have most copies of (then the first by name),
// "" if the deck has none.
func (cd *Compiled) chosenType(cs []*Card) string {
	n := map[string]int{}
	for id, c := range cs {
		if c.IsCreature() && cd.Copies[id] > 0 {
			for _, s := range c.Subtypes {
				n[s] += cd.Copies[id]
			}
		}
	}
	best := ""
	for _, s := range slices.Sorted(maps.Keys(n)) {
		if best == "" || n[s] > n[best] {
			best = s
		}
	}
	return best
}

// convPerOfCard is card c's counted converter ability (the one with a
// count and a mana cost).
func convPerOfCard(c *Card) *ManaAbility {
	for i := range c.Mana {
		if a := &c.Mana[i]; a.Per != nil && !a.Cost.IsNone() {
			return a
		}
	}
	return nil
}

var reChooseType = regexp.MustCompile(`^as ~ enters, choose a creature type\.$`)

// settleChosenType undoes the chosen type's reading on a card none of
// whose mana counts it (Cavern of Souls' restriction names it, and is read
// more broadly: reported): its line stays not modelled.
func settleChosenType(c *Card) {
	if !c.ChooseType {
		return
	}
	for _, a := range c.Mana {
		if a.Per != nil && a.Per.Chosen {
			return
		}
	}
	c.ChooseType = false
	for i := range c.Lines {
		if l := &c.Lines[i]; reChooseType.MatchString(l.Text) {
			l.Status, l.Note = LineNotModelled, statedNote(l.Text)
		}
	}
}
