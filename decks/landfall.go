package decks

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// Triggers that add mana as a permanent enters: landfall (Lotus Cobra,
// Nissa, Resurgent Animist, Omnath, Locus of Creation) and Amulet of
// Vigor's untap. A landfall trigger that adds mana is no mana ability
// (rule 605.5a: it triggers on a land entering, not on a mana ability):
// its mana goes into the pool as the land enters, to be spent in that
// phase or lost when the pool empties.

// Landfall is what a permanent's landfall trigger does each time it
// resolves: Each every time (one mana of any colour), and by the time it
// resolves in a turn (the first, second, third time) the life gained,
// the mana added and the damage to each opponent (Omnath).
type Landfall struct {
	Each   mana.Source
	Life   [3]int
	Mana   [3]mana.Source
	Damage [3]int
	// RevealNth: the time in a turn (2: the second) it reveals cards until
	// one of the creature types Card.RevealTypes (Nissa; the cards it finds
	// are Compiled.LandfallFinds; landfall_reveal.go), 0 for none.
	RevealNth int
}

// Has reports whether there is a landfall trigger at all.
func (l Landfall) Has() bool {
	return l.Each.N() > 0 || l.Life != [3]int{} || l.Damage != [3]int{} || l.Mana[0].N()+l.Mana[1].N()+l.Mana[2].N() > 0
}

func (l Landfall) String() string {
	var parts []string
	if l.Each.N() > 0 {
		parts = append(parts, fmt.Sprintf("adds %d mana (%s) into the pool", l.Each.N(), l.Each.Units[0]))
	}
	for i, nth := range [3]string{"first", "second", "third"} {
		if l.Life[i] > 0 {
			parts = append(parts, fmt.Sprintf("the %s time a turn, %d life", nth, l.Life[i]))
		}
		if n := l.Mana[i].N(); n > 0 {
			parts = append(parts, fmt.Sprintf("the %s time a turn, %d mana into the pool", nth, n))
		}
		if l.Damage[i] > 0 {
			parts = append(parts, fmt.Sprintf("the %s time a turn, %d damage to the opponent", nth, l.Damage[i]))
		}
	}
	if l.RevealNth > 0 {
		parts = append(parts, fmt.Sprintf("time %d a turn, cards revealed until one it finds, into the hand", l.RevealNth))
	}
	return "landfall: " + strings.Join(parts, "; ")
}

// The landfall sentence Nissa's line starts with (the rest of her line,
// the second time's reveal, is not modelled: accountLine leaves it).
var reLandfallAny = regexp.MustCompile(`^landfall — whenever a land you control enters, add (one mana of any color)\.$`)

// landfallTemplates read the triggers that add mana as a permanent enters.
var landfallTemplates = []template{
	{name: "landfall mana", on: permanent,
		re: reLandfallAny,
		read: func(c *Card, m []string) bool {
			src, ok := production(m[1])
			c.Landfall.Each = src
			return ok
		},
		examples: []string{"landfall — whenever a land you control enters, add one mana of any color."}},
	{name: "landfall by the time it resolves", on: permanent,
		re: regexp.MustCompile(`^landfall — whenever a land you control enters, you gain (\d+) life if this is the first time this ability has resolved this turn\. if it's the second time, add ((?:\{[wubrgc]\})+)\. if it's the third time, ~ deals (\d+) damage to each opponent and each planeswalker you don't control\.$`),
		read: func(c *Card, m []string) bool {
			src, ok := production(m[2])
			c.Landfall.Life[0], _ = strconv.Atoi(m[1])
			c.Landfall.Mana[1] = src
			c.Landfall.Damage[2], _ = strconv.Atoi(m[3])
			return ok
		},
		examples: []string{"landfall — whenever a land you control enters, you gain 4 life if this is the first time this ability has resolved this turn. if it's the second time, add {r}{g}{w}{u}. if it's the third time, ~ deals 4 damage to each opponent and each planeswalker you don't control."}},
	{name: "untap what enters tapped", on: permanent,
		re:       regexp.MustCompile(`^whenever a permanent you control enters tapped, untap it\.$`),
		read:     set(func(c *Card) { c.UntapEntering = true }),
		examples: []string{"whenever a permanent you control enters tapped, untap it."}},
}

// triggerSentence reads, of a line no template read whole, a sentence
// that is a trigger of these families (Nissa's landfall, Ragavan's
// Treasure): what it read, and what is left of the sentence (reported).
func triggerSentence(c *Card, s string, spell bool) (note, left string, ok bool) {
	if spell {
		return "", "", false
	}
	if m := reLandfallAny.FindStringSubmatch(s); m != nil {
		src, ok := production(m[1])
		if !ok {
			return "", "", false
		}
		c.Landfall.Each = src
		return c.Landfall.String(), "", true
	}
	return combatTreasure(c, s)
}
