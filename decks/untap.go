package decks

import (
	"fmt"
	"regexp"

	"github.com/goldfishsim/goldfish/mana"
)

// Untappers of any land (Ley Druid: "{T}: Untap target land."), beside
// read_mana.go's of a basic land type (Arbor Elf): UntapLand is then
// UntapAnyLand, and a land of any types, or none (Ancient Tomb), may be
// untapped.

// UntapAnyLand is the UntapLand of an untapper of any land.
const UntapAnyLand = mana.AnyType

// UntapSnowLand is the UntapLand of an untapper of a snow land (Sculptor
// of Winter: "{T}: Untap target snow land."): a bit above the six mana
// types, so that no land type matches it.
const UntapSnowLand mana.Mask = 1 << 6

var (
	reUntapAny  = regexp.MustCompile(`^\{t\}: untap target land\.$`)
	reUntapSnow = regexp.MustCompile(`^\{t\}: untap target snow land\.$`)
)

// readUntapAny reads a creature's "{T}: Untap target land." and "{T}:
// Untap target snow land."
func readUntapAny(c *Card, line string) bool {
	switch {
	case !c.IsCreature():
		return false
	case reUntapAny.MatchString(line):
		c.UntapLand = UntapAnyLand
	case reUntapSnow.MatchString(line):
		c.UntapLand = UntapSnowLand
	default:
		return false
	}
	return true
}

// UntapsLand reports whether an untapper of mask (UntapLand) may untap a
// land with the basic land types landTypes and the types types (snow).
func UntapsLand(mask, landTypes mana.Mask, types Types) bool {
	switch mask {
	case UntapAnyLand:
		return true
	case UntapSnowLand:
		return types&Snow != 0
	}
	return landTypes&mask != 0
}

// untapWords names what an untapper untaps: "Forest", "land".
func untapWords(mask mana.Mask) string {
	switch mask {
	case UntapAnyLand:
		return "land"
	case UntapSnowLand:
		return "snow land"
	}
	return landTypeNames(mask)
}

// untapperMask is the one UntapLand the engine plays in a deck: its
// untappers share one kind of source, the best land they may all untap
// (sim's refreshUntap). Beside untappers of other lands, the lowest mask
// is played (Arbor Elf's Forest before Ley Druid's any land), whatever the
// decklist's order; the others are reported (untapperLeft).
func untapperMask(cs []*Card) mana.Mask {
	best := mana.Mask(0)
	for _, c := range cs {
		if c.UntapLand != 0 && c.IsCreature() && (best == 0 || c.UntapLand < best) {
			best = c.UntapLand
		}
	}
	return best
}

// untapperLeft is the report of an untapper the deck's mask leaves out.
func untapperLeft(mask, deck mana.Mask) string {
	return fmt.Sprintf("its untap of a %s: not played beside an untapper of a %s (the engine plays one kind of untapper a deck)", untapWords(mask), untapWords(deck))
}
