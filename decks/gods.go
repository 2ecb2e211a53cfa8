package decks

import (
	"fmt"
	"regexp"

	"github.com/goldfishsim/goldfish/mana"
)

// The Theros gods: "as long as your devotion to red is less than five, ~
// isn't a creature" (Purphoros; Heliod, Sun-Crowned; Klothys's red and
// green, seven). Below it the god is an enchantment: it neither attacks
// nor counts as a creature. Devotion is decks.devotionOf's rule (rule
// 700.5), to two colours a symbol of either counted once (700.5a).

// NotCreature is a god's condition: devotion to Colors below N.
type NotCreature struct {
	Colors mana.Mask
	N      int
}

var reNotCreature = regexp.MustCompile(`^as long as your devotion to (white|blue|black|red|green)(?: and (white|blue|black|red|green))? is less than (two|three|four|five|six|seven|eight|nine|ten), ~ isn't a creature\.$`)

var godTemplates = []template{
	{name: "a god's devotion", on: func(c *Card, spell bool) bool { return !spell && c.IsCreature() },
		re: reNotCreature,
		read: func(c *Card, m []string) bool {
			nc := NotCreature{Colors: colourWords[m[1]].Mask(), N: numberWords[m[3]]}
			if m[2] != "" {
				nc.Colors |= colourWords[m[2]].Mask()
			}
			c.NotCreature = nc
			return true
		},
		examples: []string{"as long as your devotion to red is less than five, ~ isn't a creature.",
			"as long as your devotion to red and green is less than seven, ~ isn't a creature."}},
}

func (nc NotCreature) String() string {
	var cs []string
	for t := mana.W; t < mana.C; t++ {
		if nc.Colors.Has(t) {
			cs = append(cs, t.String())
		}
	}
	return fmt.Sprintf("not a creature while devotion to %v is below %d: it does not attack then (what counts or taps creatures still counts it)", cs, nc.N)
}

// devotionTo is how many of a cost's coloured symbols are of a colour in
// colors, each symbol once (rule 700.5a).
func devotionTo(cost mana.Cost, colors mana.Mask) int {
	n := 0
	for _, s := range cost.AppendSymbols(nil) {
		if s.Types&mana.AllColors&colors != 0 {
			n++
		}
	}
	return n
}

// A God is a card of the deck that is a creature only with enough
// devotion: Count lists the deck's permanents once per symbol of its
// colours (its own among them).
type God struct {
	ID    uint16
	N     int
	Count []uint16
}

// godTables lists the deck's gods (Compiled.Gods).
func (cd *Compiled) godTables(cs []*Card) {
	for id, c := range cs {
		if c.NotCreature.N == 0 {
			continue
		}
		g := God{ID: uint16(id), N: c.NotCreature.N}
		for o, oc := range cs {
			if oc.Types&(Instant|Sorcery) != 0 {
				continue
			}
			for range devotionTo(oc.Cost, c.NotCreature.Colors) {
				g.Count = append(g.Count, uint16(o))
			}
		}
		cd.Gods = append(cd.Gods, g)
	}
}
