package decks

import (
	"regexp"

	"github.com/goldfishsim/goldfish/mana"
)

// Untappers of any land (Ley Druid: "{T}: Untap target land."), beside
// read_mana.go's of a basic land type (Arbor Elf): UntapLand is then
// UntapAnyLand, and a land of any types, or none (Ancient Tomb), may be
// untapped.

// UntapAnyLand is the UntapLand of an untapper of any land.
const UntapAnyLand = mana.AnyType

var reUntapAny = regexp.MustCompile(`^\{t\}: untap target land\.$`)

// readUntapAny reads a creature's "{T}: Untap target land."
func readUntapAny(c *Card, line string) bool {
	if c.IsCreature() && reUntapAny.MatchString(line) {
		c.UntapLand = UntapAnyLand
		return true
	}
	return false
}

// UntapsLand reports whether an untapper of mask (UntapLand) may untap a
// land with the basic land types landTypes.
func UntapsLand(mask, landTypes mana.Mask) bool {
	return mask == UntapAnyLand || landTypes&mask != 0
}

// untapWords names what an untapper untaps: "Forest", "land".
func untapWords(mask mana.Mask) string {
	if mask == UntapAnyLand {
		return "land"
	}
	return landTypeNames(mask)
}
