package decks

import "regexp"

// What the engine does not play of the tokens, entering and land-search
// family, with what those lines then do against an idle opponent (their
// report says it).
func init() { stated = append(stated, familyStated...) }

var familyStated = []statement{
	// Old-Growth Troll.
	{regexp.MustCompile(`^when ~ dies, if it was a creature, return it to the battlefield\. it's an aura enchantment with enchant forest you control and `),
		"it returns only when it dies, and an idle opponent never blocks or removes it: it dies only if its controller sacrifices it (an Altar's cost); the Aura it would become, its Forest's {t}: add {g}{g}, is not played"},
	// Realm Seekers.
	{regexp.MustCompile(`^\{2\}\{g\}, remove a \+1/\+1 counter from ~: search your library for a land card, reveal it, put it into your hand, then shuffle\.$`),
		"not played: the land card it would put into the hand (for {2}{g} and a counter, of the seven and more it enters with: the idle opponent keeps seven cards) is not searched for"},
}
