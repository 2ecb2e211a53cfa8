package decks

import (
	"regexp"
	"strconv"
)

// How a permanent enters, and what it asks of the lands beside it.
var enterTemplates = []template{
	{name: "enters tapped",
		re:       regexp.MustCompile(`^~ enters tapped\.$`), // (with counters: counterTemplates)
		read:     set(func(c *Card) { c.Enters = EntersTapped }),
		examples: []string{"~ enters tapped."}},
	{name: "fast land",
		re:       regexp.MustCompile(`^~ enters tapped unless you control two or fewer other lands\.$`),
		read:     set(func(c *Card) { c.Enters = EntersTappedUnlessFewLands }),
		examples: []string{"~ enters tapped unless you control two or fewer other lands."}},
	{name: "slow land",
		re:       regexp.MustCompile(`^~ enters tapped unless you control two or more other lands\.$`),
		read:     set(func(c *Card) { c.Enters = EntersTappedUnlessTwoLands }),
		examples: []string{"~ enters tapped unless you control two or more other lands."}},
	{name: "three other lands of a type",
		re: regexp.MustCompile(`^~ enters tapped unless you control three or more other (?:plains|islands|swamps|mountains|forests)\.$`),
		// Mystic Sanctuary. No entering mode counts lands of a type; three
		// other Islands are rare in the turns a goldfish measures, so it is
		// read as entering tapped (approximation).
		read:     set(func(c *Card) { c.Enters = EntersTapped }),
		examples: []string{"~ enters tapped unless you control three or more other islands."}},
	{name: "battle land",
		re:       regexp.MustCompile(`^~ enters tapped unless you control two or more basic lands\.$`),
		read:     set(func(c *Card) { c.Enters = EntersTappedUnlessTwoBasics }),
		examples: []string{"~ enters tapped unless you control two or more basic lands."}},
	{name: "bond land",
		re:       regexp.MustCompile(`^~ enters tapped unless you have two or more opponents\.$`),
		read:     set(func(c *Card) { c.Enters = EntersTappedUnlessMultiplayer }),
		examples: []string{"~ enters tapped unless you have two or more opponents."}},
	{name: "tapped beside two other lands",
		re:       regexp.MustCompile(`^if you control two or more other lands, ~ enters tapped\.$`),
		read:     set(func(c *Card) { c.Enters = EntersTappedIfTwoOtherLands }),
		examples: []string{"if you control two or more other lands, ~ enters tapped."}},
	{name: "low life",
		re:       regexp.MustCompile(`^~ enters tapped unless a player has 13 or less life\.$`),
		read:     set(func(c *Card) { c.Enters = EntersTappedUnlessLowLife }),
		examples: []string{"~ enters tapped unless a player has 13 or less life."}},
	{name: "thriving land",
		re:       regexp.MustCompile(`^~ enters tapped\. as it enters, choose a colou?r other than (?:white|blue|black|red|green)\.$`),
		read:     set(func(c *Card) { c.Enters = EntersTapped }),
		examples: []string{"~ enters tapped. as it enters, choose a color other than green."}},
	{name: "shock land",
		re: regexp.MustCompile(`^as ~ enters, you may pay (\d+) life\. if you don't, it enters tapped\.$`),
		read: func(c *Card, m []string) bool {
			c.Enters = EntersTappedUnlessPayLife
			c.EnterLife, _ = strconv.Atoi(m[1])
			return true
		},
		examples: []string{"as ~ enters, you may pay 2 life. if you don't, it enters tapped."}},
	{name: "check land",
		re: regexp.MustCompile(`^~ enters tapped unless you control an? (plains|island|swamp|mountain|forest)(?: or an? (plains|island|swamp|mountain|forest))?\.$`),
		read: func(c *Card, m []string) bool {
			a, _ := basicLandType(m[1])
			c.Enters, c.Unless = EntersTappedUnlessType, a.Mask()
			if b, ok := basicLandType(m[2]); ok {
				c.Unless |= b.Mask()
			}
			return true
		},
		examples: []string{"~ enters tapped unless you control a plains or an island."}},
	{name: "bounce land",
		re:       regexp.MustCompile(`^when ~ enters, return a land you control to its owner's hand\.$`),
		read:     set(func(c *Card) { c.Bounce = true }),
		examples: []string{"when ~ enters, return a land you control to its owner's hand."}},
	{name: "sacrificed when another land is played", on: landOnly,
		re:       regexp.MustCompile(`^when you play another land, sacrifice ~\.$`),
		read:     set(func(c *Card) { c.SacOnLandPlay = true }),
		examples: []string{"when you play another land, sacrifice ~."}},
}
