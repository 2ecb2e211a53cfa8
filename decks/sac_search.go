package decks

import (
	"regexp"

	"github.com/goldfishsim/goldfish/mana"
)

// Knight of the Reliquary's "{T}, sacrifice a Forest or Plains: search your
// library for a land card, put it onto the battlefield": a SeekAbility
// whose cost sacrifices a land of a basic land type (SacLand). The engine
// activates it as the precombat main phase begins, by its written
// objective (sim/sac_search.go).

func init() { templates = append(templates, sacSearchTemplates...) }

var sacSearchTemplates = []template{
	{name: "a land searched for by sacrificing a land", on: creatureOnly,
		re: regexp.MustCompile(`^\{t\}, sacrifice an? (plains|island|swamp|mountain|forest) or (plains|island|swamp|mountain|forest): search your library for (a land card), (put it onto the battlefield), then shuffle\.$`),
		read: func(c *Card, m []string) bool {
			t1, ok1 := basicLandType(m[1])
			t2, ok2 := basicLandType(m[2])
			var tmp Card
			if !ok1 || !ok2 || !search(&tmp, m[3], m[4]) || c.Seek != nil && c.Seek.Ability.Has {
				return false
			}
			seek(c).Ability = SeekAbility{Has: true, Tap: true, Find: tmp.Search, SacLand: t1.Mask() | t2.Mask(), Cost: mana.Cost{}}
			return true
		},
		examples: []string{"{t}, sacrifice a forest or plains: search your library for a land card, put it onto the battlefield, then shuffle."}},
}
