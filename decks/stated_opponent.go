package decks

import "regexp"

// opponentStated: more lines a goldfish cannot play because they need what
// an idle opponent never has, and what they then do; and a line outside
// the mana model, said so.
var opponentStated = []statement{
	// Provoke: its target is a creature an opponent controls.
	{regexp.MustCompile(`^untap target creature you don't control\. that creature blocks this turn if able\.$`),
		"an idle opponent controls no creatures: the spell has no legal target; whether a spell has one is not checked yet (issue 21), so it is cast for its draw"},
	// Demolition Field: the search for your own basic land comes with the
	// destruction, in one ability that needs its target.
	{regexp.MustCompile(`^\{2\}, \{t\}, sacrifice ~: destroy target nonbasic land an opponent controls\.`),
		"an idle opponent controls no lands: no legal target, never activated, and its search for your basic land with it"},
	// Crypt Rats: damage, whose mana restriction is why the line reads as mana.
	{regexp.MustCompile(`^\{x\}: ~ deals x damage to each creature and each player\. spend only black mana on x\.$`),
		"a damage ability, not a mana one: never activated (damage abilities are issue 21's)"},
}
