package decks

import (
	"regexp"
	"slices"
)

// Mana added whenever a nonland permanent is tapped for mana (rule
// 605.1b, a triggered mana ability): Kinnan, Bonder Prodigy's "one mana of
// any type that permanent produced". It is a land bonus (LandBonus, lowered
// by Compile's landBonuses as Mana Flare's is) that applies to nonland
// permanents whose free mana ability taps them: mana rocks, dorks, a
// Treasure; an Eldrazi Spawn's sacrifice taps nothing and gets none.

var permBonusTemplates = []template{
	{name: "a bonus on nonland permanents' mana", on: permanent,
		re: regexp.MustCompile(`^whenever you tap a nonland permanent for mana, add one mana of any type that permanent produced\.$`),
		read: set(func(c *Card) {
			c.LandBonus = &LandBonus{Same: true, NonLand: true}
		}),
		examples: []string{"whenever you tap a nonland permanent for mana, add one mana of any type that permanent produced."}},
}

// appliesTo reports whether the bonus applies to card c's free mana ability
// (landBonuses asks only of a permanent that taps for mana).
func (lb *LandBonus) appliesTo(c *Card) bool {
	if lb.NonLand {
		return !c.IsLand() && c.Types&(Instant|Sorcery) == 0 && slices.ContainsFunc(c.Mana, func(a ManaAbility) bool {
			return a.Tap && a.Cost.IsNone()
		})
	}
	return lb.Of.MatchesCard(c)
}

// bonusUnlowered reports a nonland bonus that card l's mana does not get:
// its tapping ability costs mana (a Signet's converter is lowered apart).
func (cd *Compiled) bonusUnlowered(l int, lc *Card, bonus []int, cs []*Card) {
	if lc.IsLand() || cd.Cards[l].ConvKind < 0 {
		return
	}
	for _, b := range bonus {
		if cs[b].LandBonus.NonLand && slices.ContainsFunc(lc.Mana, func(a ManaAbility) bool { return a.Tap && !a.Cost.IsNone() }) {
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[l],
				What: "the mana " + cs[b].Name + " adds when it is tapped by its ability that costs mana"})
			return
		}
	}
}
