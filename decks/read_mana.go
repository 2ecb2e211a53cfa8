package decks

import (
	"regexp"

	"github.com/goldfishsim/goldfish/mana"
)

// Mana abilities of permanents, rituals, and mana a card adds as it enters
// or from the hand.
var manaTemplates = []template{
	{name: "mana ability", on: permanent,
		re: regexp.MustCompile(`^((?:(?:\{[^}]+\})+|pay \d+ life|sacrifice ~)(?:, (?:\{[^}]+\}|pay \d+ life|sacrifice ~))*): add ([^.]+)\.(.*)$`),
		read: func(c *Card, m []string) bool {
			a, ok := manaAbility(m[1], m[2], m[3])
			if ok {
				c.Mana = append(c.Mana, a)
			}
			return ok
		},
		examples: []string{"{t}: add {g}.", "{t}: add {u} or {r}. ~ deals 1 damage to you.", "{t}, sacrifice ~: add one mana of any color."}},
	{name: "ritual", on: spellOnly,
		re:       regexp.MustCompile(`^add ([^.,]+)\.$`), // (no ", then add ...": graveyard.go)
		read:     func(c *Card, m []string) bool { return ritual(c, m[1]) },
		examples: []string{"add {b}{b}{b}."}},
	{name: "mana as it enters", on: permanent,
		re:       regexp.MustCompile(`^when ~ enters, add ([^.]+)\.$`),
		read:     func(c *Card, m []string) bool { return ritual(c, m[1]) },
		examples: []string{"when ~ enters, add {r}{g}."}},
	{name: "mana from the hand",
		re: regexp.MustCompile(`^exile ~ from your hand: add ([^.]+)\.$`),
		read: func(c *Card, m []string) bool {
			c.FromHand = true
			return ritual(c, m[1])
		},
		examples: []string{"exile ~ from your hand: add {g}."}},
	{name: "land aura's mana", on: enchantment,
		re: regexp.MustCompile(`^whenever enchanted (?:land|plains|island|swamp|mountain|forest) is tapped for mana, its controller adds an additional ([^.]+)\.$`),
		read: func(c *Card, m []string) bool {
			p := m[1]
			if p == "one mana of the chosen color" || p == "one mana of the chosen colour" {
				c.AuraChoose = true
				c.AuraMana = mana.OneOf(mana.AllColors) // narrowed to one colour by Compile
				return true
			}
			src, ok := production(p)
			if !ok {
				return false
			}
			c.AuraMana = src
			return true
		},
		examples: []string{"whenever enchanted land is tapped for mana, its controller adds an additional {g}."}},
	{name: "untap a land", on: creatureOnly,
		re: regexp.MustCompile(`^\{t\}: untap target (plains|island|swamp|mountain|forest)\.$`),
		read: func(c *Card, m []string) bool {
			t, _ := basicLandType(m[1])
			c.UntapLand = t.Mask()
			return true
		},
		examples: []string{"{t}: untap target forest."}},
	{name: "every land has a type", on: landOnly,
		re: regexp.MustCompile(`^each land is an? (plains|island|swamp|mountain|forest) in addition to its other land types\.$`),
		// Urborg, Yavimaya: every land gains the type, this one too. A
		// goldfish models the card itself gaining it (the other lands keep
		// their own).
		read: func(c *Card, m []string) bool {
			t, _ := basicLandType(m[1])
			c.LandTypes |= t.Mask()
			c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(t.Mask()), Tap: true})
			return true
		},
		examples: []string{"each land is a swamp in addition to its other land types."}},
}
