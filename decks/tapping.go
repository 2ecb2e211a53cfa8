package decks

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// What happens around a mana permanent beyond its mana: damage to its
// controller each time it becomes tapped (City of Brass: the payment's
// life, as a pain land's), an upkeep coin flip that hurts on a loss (Mana
// Crypt: the flip from the game's own random stream), and the bonuses of
// other permanents on tapping it for mana (rules 605.1b and 605.4a: Nissa's
// additional {G}, Mana Reflection's twice as much, Manabarbs' damage,
// Damping Sphere's {C} instead), lowered as Mana Flare's are (LandBonus).
var tapTemplates = []template{
	{name: "damage when tapped", on: permanent,
		re: regexp.MustCompile(`^whenever ~ becomes tapped, it deals (\d+) damage to you\.$`),
		read: func(c *Card, m []string) bool {
			n, err := strconv.Atoi(m[1])
			c.TapDamage = n
			return err == nil && n > 0 && n <= PenaltyLife
		},
		examples: []string{"whenever ~ becomes tapped, it deals 1 damage to you."}},
	{name: "upkeep coin flip", on: permanent,
		re: regexp.MustCompile(`^at the beginning of your upkeep, flip a coin\. if you lose the flip, ~ deals (\d+) damage to you\.$`),
		read: func(c *Card, m []string) bool {
			n, err := strconv.Atoi(m[1])
			c.UpkeepFlipDamage = n
			return err == nil && n > 0
		},
		examples: []string{"at the beginning of your upkeep, flip a coin. if you lose the flip, ~ deals 3 damage to you."}},
	{name: "upkeep damage", on: permanent,
		re: regexp.MustCompile(`^at the beginning of your upkeep, ~ deals (\d+) damage to you\.$`),
		read: func(c *Card, m []string) bool {
			n, err := strconv.Atoi(m[1])
			c.UpkeepDamage = n
			return err == nil && n > 0
		},
		examples: []string{"at the beginning of your upkeep, ~ deals 1 damage to you.", "at the beginning of your upkeep, ~ deals 2 damage to you."}},
	{name: "additional mana on tapping", on: bonusHolder, re: reTapAdditional,
		read: func(c *Card, m []string) bool {
			f, ok := filterOf(m[1])
			src, ok2 := production(m[2])
			if !ok || !ok2 {
				return false
			}
			c.LandBonus = &LandBonus{Of: f, Makes: src}
			return true
		},
		examples: []string{"whenever you tap a forest for mana, add an additional {g}.", "whenever you tap a creature for mana, add an additional {g}."}},
	{name: "tapped for more mana", on: bonusHolder, re: reTapTimes,
		read: func(c *Card, m []string) bool {
			c.LandBonus = &LandBonus{Of: permanents, Times: map[string]int{"twice": 2, "three times": 3}[m[1]]}
			return true
		},
		examples: []string{"if you tap a permanent for mana, it produces twice as much of that mana instead.",
			"if you tap a permanent for mana, it produces three times as much of that mana instead."}},
	{name: "damage on tapping a land", on: bonusHolder, re: reTapHurts,
		read: func(c *Card, m []string) bool {
			n, _ := strconv.Atoi(m[1])
			c.LandBonus = &LandBonus{Of: Filter{Types: Land}, Life: n}
			return n > 0 && n <= PenaltyLife
		},
		examples: []string{"whenever a player taps a land for mana, ~ deals 1 damage to that player."}},
	{name: "a land's mana damped", on: bonusHolder, re: reTapDamp,
		read: func(c *Card, m []string) bool {
			c.LandBonus = &LandBonus{Of: Filter{Types: Land}, Damp: true}
			return true
		},
		examples: []string{"if a land is tapped for two or more mana, it produces {c} instead of any other type and amount."}},
}

// tapDamaged returns a card's mana abilities with the damage it deals as it
// becomes tapped (TapDamage) added to the life of each {T} ability: in a
// goldfish a permanent becomes tapped only for mana (a land, an artifact:
// never attacking), so the damage is a cost of that mana, paid as a pain
// land's is.
func tapDamaged(c *Card) []ManaAbility {
	if c.TapDamage == 0 {
		return c.Mana
	}
	abs := make([]ManaAbility, len(c.Mana))
	copy(abs, c.Mana)
	for i := range abs {
		if abs[i].Tap {
			abs[i].Life = min(abs[i].Life+c.TapDamage, PenaltyLife)
		}
	}
	return abs
}

// The bonuses on tapping a permanent for mana (LandBonus) that tapping.go
// reads; Mana Flare's and Gauntlet of Might's are in varying.go.
var (
	// Nissa, Who Shakes the World; Leyline of Abundance.
	reTapAdditional = regexp.MustCompile(`^whenever you tap an? (land|plains|island|swamp|mountain|forest|creature) for mana, add an additional ((?:\{[wubrgc]\})+)\.$`)
	// Mana Reflection, Nyxbloom Ancient.
	reTapTimes = regexp.MustCompile(`^if you tap a permanent for mana, it produces (twice|three times) as much of that mana instead\.$`)
	// Manabarbs.
	reTapHurts = regexp.MustCompile(`^whenever a player taps a land for mana, ~ deals (\d) damage to that player\.$`)
	// Damping Sphere.
	reTapDamp = regexp.MustCompile(`^if a land is tapped for two or more mana, it produces \{c\} instead of any other type and amount\.$`)
)

// bonusHolder: the permanents whose tapping bonuses are read.
func bonusHolder(c *Card, spell bool) bool {
	return !spell && c.Types&(Enchantment|Artifact|Planeswalker|Creature) != 0
}

// permanents is the filter of every permanent.
var permanents = Filter{Types: Land | Creature | Artifact | Enchantment | Planeswalker}

// tapsForMana reports whether a card's mana ability taps it: only then is
// it "tapped for mana" as the bonuses say.
func tapsForMana(c *Card) bool {
	for _, a := range c.Mana {
		if a.Tap {
			return true
		}
	}
	return false
}

// bonusKinds returns what a source of kind base makes with n = 1, 2, ...
// bonuses b on the battlefield, as far as one source holds (mana.MaxUnits
// units, PenaltyLife life). A bonus that adds mana adds its mana n times
// (Same: one more of a type base produced); Times multiplies what it
// makes by Times^n, each unit copied of the same type as the unit (one unit
// of several types: a source whose units share one type, as Gilded Lotus's
// do); Life adds n x Life to the life a use costs; Damp makes a source of
// two or more units make {C} (one bonus is as many). It reports false where
// a bonus cannot be lowered on the source: an alternative (Cavern of
// Souls), or Times on several units of which one has a choice of types.
func bonusKinds(base mana.Source, b *LandBonus) ([]mana.Source, bool) {
	if base.HasAlt() {
		return nil, false
	}
	var out []mana.Source
	switch {
	case b.Damp:
		if base.N() < 2 {
			return nil, true // a one-mana source is not damped
		}
		src := mana.OneOf(mana.C.Mask())
		src.Snow, src.Restriction, src.Penalty = base.Snow, base.Restriction, base.Penalty
		return []mana.Source{src}, true
	case b.Life > 0:
		life := int(base.Penalty & PenaltyLife)
		for n := 1; life+n*b.Life <= PenaltyLife; n++ {
			src := base
			src.Penalty = base.Penalty&^PenaltyLife | uint8(life+n*b.Life)
			out = append(out, src)
		}
		return out, len(out) > 0
	case b.Times > 1:
		n1 := base.N()
		for f := b.Times; f*n1 <= mana.MaxUnits; f *= b.Times {
			var src mana.Source
			if base.Same || n1 == 1 {
				src = mana.NOfOne(f*n1, base.Units[0])
			} else {
				var units []mana.Mask
				for _, u := range base.Units[:n1] {
					if u.Len() != 1 {
						return nil, false
					}
				}
				for range f {
					units = append(units, base.Units[:n1]...)
				}
				src = mana.Fixed(units...)
			}
			src.Snow, src.Restriction, src.Penalty = base.Snow, base.Restriction, base.Penalty
			out = append(out, src)
		}
		return out, len(out) > 0
	}
	extra := b.Makes
	if b.Same {
		extra = mana.OneOf(base.Mask())
	}
	for src := base; ; {
		next, ok := combine(src, extra)
		if !ok {
			return out, len(out) > 0
		}
		next.Penalty = base.Penalty
		out = append(out, next)
		src = next
	}
}

func (b *LandBonus) String() string {
	of := b.Of.String()
	if b.Of == permanents {
		of = "permanent"
	}
	if b.NonLand {
		of = "nonland permanent"
	}
	var what string
	switch {
	case b.Same:
		what = "one more mana of a type it produced"
	case b.Times > 1:
		what = fmt.Sprintf("it makes %d times as much", b.Times)
	case b.Life > 0:
		what = fmt.Sprintf("%d damage to you", b.Life)
	case b.Damp:
		what = "{C} instead if it makes two or more"
	default:
		for _, u := range b.Makes.Units[:b.Makes.N()] {
			what += "{" + u.String() + "}"
		}
		what += " more"
	}
	art := "a"
	if of != "" && strings.ContainsRune("AEIOUaeiou", rune(of[0])) {
		art = "an"
	}
	return fmt.Sprintf("whenever %s %s is tapped for mana: %s", art, of, what) + b.thisTurnWords()
}

// reCounted is a production of N mana of one type written out ("add six
// {g}": Castle Garenbrig).
var reCounted = regexp.MustCompile(`^(two|three|four|five|six|seven|eight) \{([wubrgc])\}$`)

// countedProduction reads "six {g}" as six units of {G}.
func countedProduction(p string) (mana.Source, bool) {
	m := reCounted.FindStringSubmatch(p)
	if m == nil {
		return mana.Source{}, false
	}
	n := numberWords[m[1]]
	t, _ := mana.TypeOf(m[2][0])
	units := make([]mana.Mask, n)
	for i := range units {
		units[i] = t.Mask()
	}
	return mana.Fixed(units...), true
}
