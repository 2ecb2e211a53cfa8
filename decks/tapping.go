package decks

import (
	"regexp"
	"strconv"
)

// What happens around a mana permanent beyond its mana: damage to its
// controller each time it becomes tapped (City of Brass: the payment's
// life, as a pain land's), and an upkeep coin flip that hurts on a loss
// (Mana Crypt: the flip from the game's own random stream).
var tapTemplates = []template{
	{name: "damage when tapped", on: permanent,
		re: regexp.MustCompile(`^whenever ~ becomes tapped, it deals (\d+) damage to you\.$`),
		read: func(c *Card, m []string) bool {
			n, err := strconv.Atoi(m[1])
			c.TapDamage = n
			return err == nil && n > 0 && n <= PenaltyLife
		},
		examples: []string{"whenever ~ becomes tapped, it deals 1 damage to you."}},
	{name: "upkeep coin flip", on: permanent,
		re: regexp.MustCompile(`^at the beginning of your upkeep, flip a coin\. if you lose the flip, ~ deals (\d+) damage to you\.$`),
		read: func(c *Card, m []string) bool {
			n, err := strconv.Atoi(m[1])
			c.UpkeepFlipDamage = n
			return err == nil && n > 0
		},
		examples: []string{"at the beginning of your upkeep, flip a coin. if you lose the flip, ~ deals 3 damage to you."}},
}

// tapDamaged returns a card's mana abilities with the damage it deals as it
// becomes tapped (TapDamage) added to the life of each {T} ability: in a
// goldfish a permanent becomes tapped only for mana (a land, an artifact:
// never attacking), so the damage is a cost of that mana, paid as a pain
// land's is.
func tapDamaged(c *Card) []ManaAbility {
	if c.TapDamage == 0 {
		return c.Mana
	}
	abs := make([]ManaAbility, len(c.Mana))
	copy(abs, c.Mana)
	for i := range abs {
		if abs[i].Tap {
			abs[i].Life = min(abs[i].Life+c.TapDamage, PenaltyLife)
		}
	}
	return abs
}
