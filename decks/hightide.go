package decks

import "regexp"

// Bonuses on tapping a land for mana that a spell gives until end of turn
// (High Tide: "until end of turn, whenever a player taps an island for
// mana, that player adds an additional {u}"): a LandBonus with ThisTurn,
// lowered as Gauntlet of Might's (landBonuses: the lands it applies to
// follow the number of such bonuses in effect), the spell itself counted
// as in effect from its resolution to the turn's cleanup
// (sim/hightide.go). Lands tapped before it resolves (the one that paid
// for it) get nothing: they are no longer untapped sources.

var turnBonusTemplates = []template{
	{name: "a land bonus until end of turn", on: spellOnly,
		re: regexp.MustCompile(`^until end of turn, whenever a player taps an? (plains|island|swamp|mountain|forest) for mana, that player adds an additional ((?:\{[wubrgc]\})+)\.$`),
		read: func(c *Card, m []string) bool {
			t, _ := basicLandType(m[1])
			src, ok := production(m[2])
			if !ok {
				return false
			}
			c.LandBonus = &LandBonus{Of: Filter{LandTypes: t.Mask()}, Makes: src, ThisTurn: true}
			return true
		},
		examples: []string{"until end of turn, whenever a player taps an island for mana, that player adds an additional {u}."}},
}

// turnBonusInfo marks a spell whose land bonus lasts the turn.
func turnBonusInfo(c *Card, in *CardInfo) {
	in.TurnBonus = c.LandBonus != nil && c.LandBonus.ThisTurn && c.Types&(Instant|Sorcery) != 0
}

// thisTurnWords is what LandBonus.String adds for a bonus of a spell.
func (b *LandBonus) thisTurnWords() string {
	if b.ThisTurn {
		return " (until end of turn, from the spell's resolution)"
	}
	return ""
}
