package decks

import "regexp"

// Treasures made by what a goldfish's own board does: Pitiless Plunderer's
// when another of its creatures dies (sacrificed for mana: an Altar, a
// Spawn, Priest of Yawgmoth's artifact creature; the idle opponent never
// blocks, so none dies in combat), and Xorn's replacement, one more
// Treasure each time its controller creates Treasures; and Smothering
// Tithe's, each time an opponent draws and does not pay {2}: the idle
// opponent draws once in each of its turns (it keeps seven, draws and
// discards: sim/graveyard.go idleDiscards) and has no land to pay with,
// so each of the goldfish's turns after the first begins with a Treasure
// for each Tithe (the one idle opponent the engine plays, in Commander
// too). All are token makers (MakeTokens) on events of their own;
// sim/tokens.go plays them. Revel in Riches' and Beza's Treasures need an
// opponent's creature to die or more lands: they are stated (notneeded.go).

var treasureTemplates = []template{
	{name: "a Treasure when another creature dies", on: permanent,
		re: regexp.MustCompile(`^whenever another creature you control dies, create a treasure token\.$`),
		read: func(c *Card, m []string) bool {
			c.Tokens = append(c.Tokens, MakeTokens{Token: Treasure, N: 1, When: OnOtherDies})
			return true
		},
		examples: []string{"whenever another creature you control dies, create a treasure token."}},
	{name: "one more Treasure", on: permanent,
		re: regexp.MustCompile(`^if you would create one or more treasure tokens, instead create those tokens plus an additional treasure token\.$`),
		read: func(c *Card, m []string) bool {
			c.Tokens = append(c.Tokens, MakeTokens{Token: Treasure, N: 1, When: OnMoreTreasures})
			return true
		},
		examples: []string{"if you would create one or more treasure tokens, instead create those tokens plus an additional treasure token."}},
	{name: "a Treasure when an opponent draws", on: permanent,
		re: regexp.MustCompile(`^whenever an opponent draws a card, that player may pay \{2\}\. if the player doesn't, you create a treasure token\.$`),
		read: func(c *Card, m []string) bool {
			c.Tokens = append(c.Tokens, MakeTokens{Token: Treasure, N: 1, When: OnOpponentDraws})
			return true
		},
		examples: []string{"whenever an opponent draws a card, that player may pay {2}. if the player doesn't, you create a treasure token."}},
}
