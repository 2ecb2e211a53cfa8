package decks

// Vigilance: attacking doesn't cause the creature to tap. A goldfish casts
// its spells before combat, and a creature tapped for mana (or for a cost,
// Springleaf Drum's) does not attack; with vigilance it could attack first
// and be tapped after combat for the same spells, cast then. The engine
// (sim/vigilance.go) counts it as attacking on any turn no creature with
// haste entered (such a creature must be cast before combat to attack: a
// lower bound then). Esika, God of the Tree gives it to the other
// legendary creatures its controller controls (Grant.Vigilance).

// vigilanceTo is the types of the other permanents card c gives vigilance
// (with its granted mana ability: Esika's other legendary creatures).
func vigilanceTo(c *Card) Types {
	for _, g := range c.Grants {
		if g.Vigilance {
			return g.To
		}
	}
	return 0
}
