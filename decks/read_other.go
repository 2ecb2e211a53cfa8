package decks

import (
	"regexp"
	"strconv"

	"github.com/goldfishsim/goldfish/mana"
)

// The rest a goldfish plays: the hand size, permanents that stay tapped or
// hurt while tapped, morph, and Auras' enchant lines.
var otherTemplates = []template{
	{name: "no maximum hand size",
		re:       regexp.MustCompile(`^you have no maximum hand size\.$`),
		read:     set(func(c *Card) { c.NoMaxHand = true }),
		examples: []string{"you have no maximum hand size."}},
	{name: "doesn't untap", on: permanent,
		re:       regexp.MustCompile(`^~ doesn't untap during your untap step\.$`),
		read:     set(func(c *Card) { c.NoUntap = true }),
		examples: []string{"~ doesn't untap during your untap step."}},
	{name: "damage while tapped", on: permanent,
		re: regexp.MustCompile(`^at the beginning of your draw step, if ~ is tapped, it deals (\d+) damage to you\.$`),
		read: func(c *Card, m []string) bool {
			c.TappedDrawDamage, _ = strconv.Atoi(m[1])
			return true
		},
		examples: []string{"at the beginning of your draw step, if ~ is tapped, it deals 1 damage to you."}},
	{name: "choose a colour",
		re:       regexp.MustCompile(`^as ~ enters, choose a colou?r\.$`),
		read:     set(func(c *Card) { c.AuraChoose = true }),
		examples: []string{"as ~ enters, choose a color."}},
	{name: "morph",
		re: regexp.MustCompile(`^(?:mega)?morph ((?:\{[^}]+\})+)$`),
		read: func(c *Card, m []string) bool {
			cost, err := mana.ParseCost(m[1])
			if err != nil {
				return false
			}
			c.Morph, c.MorphCost = true, cost
			return true
		},
		examples: []string{"morph {g}"}},
	{name: "enchant a land",
		re: regexp.MustCompile(`^enchant (land|plains|island|swamp|mountain|forest)$`),
		read: func(c *Card, m []string) bool {
			if t, ok := basicLandType(m[1]); ok {
				c.AuraLand = t.Mask()
			}
			return true
		},
		examples: []string{"enchant land", "enchant forest"}},
}
