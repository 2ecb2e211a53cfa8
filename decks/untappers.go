package decks

import "regexp"

// The untappers (issue 20): what gives a goldfish a permanent's mana
// twice, and what untaps a creature for nothing a goldfish can use.

// whyMaze is why untapping one's own attacking creature with its combat
// damage prevented (Maze of Ith, Maze of Shadows, Ebony Horse) is never a
// gain. Its attack has happened (what the attack triggers, a Treasure or
// a search, happens whether or not it is untapped); what the untap adds is
// the creature untapped after combat, and what it takes away is its
// damage. The goldfish makes every play before combat (sim's playTurn:
// nothing is cast after it; the costs paid at the end of the turn, a
// Monolith's untap or a land search, are paid with no creature's mana,
// sim/untapself.go payUnused), so an untapped creature is then worth
// nothing, and the idle opponent never attacks, so it blocks nothing. The
// untap is worth nothing and the damage prevented is lost: never used.
const whyMaze = "untapping an attacking creature of its own with its combat damage prevented is never a gain: " +
	"the attack's triggers happen either way, the goldfish casts nothing after combat and pays no end-of-turn cost with a creature's mana, " +
	"and the idle opponent never attacks, so the creature untapped is worth nothing and only its damage is lost"

// untapNotNeeded are the whole lines of the untappers a goldfish plays
// exactly by never using them, each with the argument.
var untapNotNeeded = []struct {
	re  *regexp.Regexp
	why string
}{
	{regexp.MustCompile(`^(?:\{2\}, )?\{t\}: untap target attacking creature(?: with shadow| you control)?\. prevent all combat damage that would be dealt to and dealt by that creature this turn\.$`), whyMaze},
}

// untapLine reports whether line is one of untapNotNeeded, and why.
func untapLine(line string) (string, bool) {
	for _, n := range untapNotNeeded {
		if n.re.MatchString(line) {
			return n.why, true
		}
	}
	return "", false
}
