package decks

import "regexp"

// notNeededSentences are the sentences a goldfish needs nothing of, each
// with the reason. Only what cannot change a goldfish's game belongs here:
// whatever could (life gained, a card's own restrictions on casting) is
// reported instead.
var notNeededSentences = []struct {
	re  *regexp.Regexp
	why string
}{
	{regexp.MustCompile(`^~ can't be blocked(?: by [^.]+| except by [^.]+)?\.$`), whyNoBlocks},
	{regexp.MustCompile(`^~ can't be blocked by more than one creature\.$`), whyNoBlocks},
	{regexp.MustCompile(`^~ can't block(?: [^.]+)?\.$`), whyNoAttacks},
	{regexp.MustCompile(`^~ can block (?:only creatures with flying|an additional creature each combat|any number of creatures)\.$`), whyNoAttacks},
	{regexp.MustCompile(`^(?:~|this spell) can't be countered(?: by [^.]+)?\.$`), whyNoTargets},
	{regexp.MustCompile(`^~ can't be the target of [^.]+\.$`), whyNoTargets},
	{regexp.MustCompile(`^(?:~ has )?protection from [^.]+\.$`), whyNoTargets},
	// What the idle opponent may do with its own cards, or may pay to copy
	// a spell, it never does.
	{regexp.MustCompile(`^whenever ~ attacks, defending player reveals the top card of their library\.$`), whyOpponentsCards},
	{regexp.MustCompile(`^if it's a land card, that player puts it into their hand\.$`), whyOpponentsCards},
	{regexp.MustCompile(`^then that player or that permanent's controller may pay [^.]+\.$`), whyOpponentsCards},
	{regexp.MustCompile(`^if the player does, they may copy ~ and may choose a new target for that copy\.$`), whyOpponentsCards},
	// Forbidden Orchard's gift: a creature the idle opponent never attacks
	// or blocks with.
	{regexp.MustCompile(`^whenever you tap ~ for mana, target opponent creates a 1/1 colorless spirit creature token\.$`),
		"the idle opponent never attacks or blocks with the token it is given: " + whyNoBlocks},
}

const whyNoOpponentLands = "an idle opponent controls no lands: it makes no mana"

const whyOpponentsCards = "the idle opponent's cards and choices never touch the goldfish"

// stated are lines the engine does not model because what they do needs
// the opponent's permanents; the report says what they then do. Exotic
// Orchard and Fellwar Stone copy the opponent's lands' colours.
var stated = []statement{
	{regexp.MustCompile(`^\{t\}: add one mana of any colou?r that a land an opponent controls could produce\.$`), whyNoOpponentLands},
	// What needs an opponent's lands or cards (Mana Geyser, Land Tax,
	// Weathered Wayfarer, Selvala's parley), and untappers whose gain the
	// engine does not play: what each does against an idle opponent.
	{regexp.MustCompile(`^add \{r\} for each tapped land your opponents control\.$`), "an idle opponent controls no lands: it adds no mana"},
	// Revel in Riches, Beza: Treasures on what an idle opponent never has.
	{regexp.MustCompile(`^whenever a creature an opponent controls dies, create a treasure token\.$`), "an idle opponent controls no creatures: it never triggers, no Treasure"},
	{regexp.MustCompile(`^when ~ enters, create a treasure token if an opponent controls more lands than you\. `),
		"an idle opponent controls no lands or creatures and keeps seven cards: no Treasure, no life unless the opponent's life is above yours, no Fish, a card if your hand is under seven; not played"},
	{regexp.MustCompile(`^at the beginning of your upkeep, if an opponent controls more lands than you, `), "an idle opponent controls no lands, never more than you: it never triggers"},
	{regexp.MustCompile(`activate only if an opponent controls more lands than you\.$`), "an idle opponent controls no lands, never more than you: it is never activated"},
	{regexp.MustCompile(`^parley — \{t\}: each player reveals the top card of their library\.`), "the idle opponent's library is not modelled (its card revealed could add {g}); the goldfish's own card revealed and each player's draw are not played"},
	// Mana whose cost is a card the engine does not weigh, or a choice it
	// does not play (decks/cardcosts.go).
	{regexp.MustCompile(`^discard a card: add \{b\}\.$`), "each {b} costs a card from the hand, a gain only for a card never cast (or one the cleanup would discard): not played"},
	{regexp.MustCompile(`^imprint — when ~ enters, you may exile a colorless card with mana value 7 or greater from your hand\.$`),
		"exiling a 7-drop for one more {c} a turn (returned by its other {t} ability) is not played: it makes {c}"},
	{regexp.MustCompile(`^\{t\}: return the exiled card to its owner's hand\.$`), "nothing is exiled with it (its imprint is not played)"},
	{regexp.MustCompile(`^equipped creature has "\{t\}: add one mana of any colou?r\."$`), "equipping ({1}, as a sorcery) is not played: no creature gets its mana ability"},
	// Arena of Glory's exert: {R} and its {T} for {R}{R} is one mana more
	// than it costs, as its {T}: {R} is, and loses the next untap.
	{regexp.MustCompile(`^\{r\}, \{t\}, exert ~: add \{r\}\{r\}\. if that mana is spent on a creature spell, it gains haste until end of turn\.$`),
		"its {r} and its own {t} for {r}{r} is no more mana than its {t}: add {r}, and it stays tapped through the next untap step: its only gain is the haste it gives a creature spell, not played"},
}

// A statement is what a not-modelled line does against an idle opponent.
type statement struct {
	re   *regexp.Regexp
	says string
}

// statedNote is a not-modelled line's report: the line, and what it does
// against an idle opponent where the reader knows.
func statedNote(line string) string {
	for _, list := range [][]statement{stated, rampStated, opponentStated, untapStated} {
		for _, s := range list {
			if s.re.MatchString(line) {
				return line + " (" + s.says + ")"
			}
		}
	}
	return line
}

// notNeeded reports whether a goldfish needs nothing of sentence s, and why.
func notNeeded(s string) (string, bool) {
	for _, n := range notNeededSentences {
		if n.re.MatchString(s) {
			return n.why, true
		}
	}
	return "", false
}
