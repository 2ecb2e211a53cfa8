package decks

import (
	"fmt"
	"regexp"

	"github.com/goldfishsim/goldfish/mana"
)

// Permanents that pay mana to untap themselves ("{3}: untap ~": Basalt
// Monolith; "{4}: untap ~": Grim Monolith), beside "~ doesn't untap during
// your untap step". Untapping one in the middle of a turn never pays more:
// Basalt's {3} gives back its {C}{C}{C} (colourless for mana that could
// have been any type), Grim's {4} one mana less. What it is worth is the
// next turn's mana: the engine pays the cost at the end of the turn with
// mana nothing else would use (sim/untapself.go), so that it is untapped
// when the next turn begins.
//
// Mana Vault's "at the beginning of your upkeep, you may pay {4}. if you
// do, untap ~" is paid in the upkeep from the mana of the turn it gives
// {C}{C}{C} back to, a mana less that turn: what it gains is a later
// turn's mana and the draw step's 1 damage. The engine pays it only when
// that turn has mana to spare whatever it draws (sim/untapself.go).

var untapSelfTemplates = []template{
	{name: "untap itself for mana", on: artifactPermanent,
		re: regexp.MustCompile(`^(\{\d+\}): untap ~\.$`),
		read: func(c *Card, m []string) bool {
			cost, err := mana.ParseCost(m[1])
			if err != nil {
				return false
			}
			c.UntapSelf = cost
			return true
		},
		examples: []string{"{3}: untap ~.", "{4}: untap ~."}},
	{name: "untap itself in the upkeep", on: artifactPermanent,
		re: regexp.MustCompile(`^at the beginning of your upkeep, you may pay (\{\d+\})\. if you do, untap ~\.$`),
		read: func(c *Card, m []string) bool {
			cost, err := mana.ParseCost(m[1])
			if err != nil {
				return false
			}
			c.UntapSelf, c.UntapUpkeep = cost, true
			return true
		},
		examples: []string{"at the beginning of your upkeep, you may pay {4}. if you do, untap ~."}},
}

// artifactPermanent: the template applies to artifacts (Morphling's
// "{u}: untap ~." untaps a creature that makes no mana).
func artifactPermanent(c *Card, spell bool) bool { return !spell && c.Types&Artifact != 0 }

// untapSelfWords is Describe's line for UntapSelf.
func untapSelfWords(cost mana.Cost, upkeep bool) string {
	if upkeep {
		return fmt.Sprintf("pays %s to untap itself as the upkeep begins, when the mana left still pays what the hand and any draw could pay", cost)
	}
	return fmt.Sprintf("pays %s to untap itself, at the end of a turn with mana nothing else uses (ready for the next turn)", cost)
}

// untapSelfInfo lowers UntapSelf for a permanent that makes mana and
// doesn't untap by itself; on any other it changes nothing a goldfish
// sees, and stays read.
func untapSelfInfo(c *Card, in *CardInfo) {
	if c.UntapSelf.IsNone() || !c.NoUntap {
		return
	}
	in.UntapSelf, in.UntapsSelf, in.UntapUpkeep = mana.NewDemand(c.UntapSelf, mana.ForAbility), true, c.UntapUpkeep
}
