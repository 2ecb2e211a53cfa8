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
}

const whyNoOpponentLands = "an idle opponent controls no lands: it makes no mana"

const whyOpponentsCards = "the idle opponent's cards and choices never touch the goldfish"

// stated are lines the engine does not model because what they do needs
// the opponent's permanents; the report says what they then do. Exotic
// Orchard and Fellwar Stone copy the opponent's lands' colours.
var stated = []struct {
	re   *regexp.Regexp
	says string
}{
	{regexp.MustCompile(`^\{t\}: add one mana of any colou?r that a land an opponent controls could produce\.$`), whyNoOpponentLands},
}

// statedNote is a not-modelled line's report: the line, and what it does
// against an idle opponent where the reader knows.
func statedNote(line string) string {
	for _, s := range stated {
		if s.re.MatchString(line) {
			return line + " (" + s.says + ")"
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
