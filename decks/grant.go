package decks

import (
	"fmt"
	"regexp"
	"slices"

	"github.com/goldfishsim/goldfish/mana"
)

// Mana abilities a permanent gives to others its controller controls
// (Chromatic Lantern's lands, Cryptolith Rite's creatures, Esika's other
// legendary creatures), and a land Aura's "enchanted land has ..."
// (Abundant Growth). The granted ability is the permanent's own while the
// giver is on the battlefield (rule 613: an ability-adding effect), so a
// summoning-sick creature still cannot use its {T}. Compile lowers a grant
// as a board-dependent kind of the cards it reaches (Vary with When: one or
// more of the givers on the battlefield), the kind being the card's own
// mana and the granted one merged into one choice.

// Grant is a mana ability a permanent gives to the permanents of To its
// controller controls (every type of To on them: Creature|Legendary is a
// legendary creature), itself too unless Other.
type Grant struct {
	To      Types
	Other   bool
	Ability ManaAbility
	// Vigilance: it gives vigilance too (Esika; vigilance.go).
	Vigilance bool
}

func (g Grant) String() string {
	who := "permanents"
	switch {
	case g.To == Land:
		who = "lands"
	case g.To == Creature:
		who = "creatures"
	case g.To == Creature|Legendary:
		who = "legendary creatures"
	}
	if g.Other {
		who = "other " + who
	}
	if g.Vigilance {
		return fmt.Sprintf("gives %s you control vigilance and %q", who, g.Ability.String())
	}
	return fmt.Sprintf("gives %s you control %q", who, g.Ability.String())
}

// grantTemplates read the granted mana abilities.
var grantTemplates = []template{
	// "lands you control have "{t}: add one mana of any color."" (Chromatic
	// Lantern), "creatures you control have ..." (Cryptolith Rite, Enduring
	// Vitality), "other legendary creatures you control have vigilance and
	// ..." (Esika: the vigilance too, vigilance.go).
	{name: "a mana ability given to others", on: permanent,
		re:   regexp.MustCompile(`^(other )?(lands|creatures|legendary creatures) you control have (vigilance and )?"(\{t\}): add ([^".]+)\."$`),
		read: readGrant,
		examples: []string{`lands you control have "{t}: add one mana of any color."`,
			`creatures you control have "{t}: add one mana of any color."`,
			`other legendary creatures you control have vigilance and "{t}: add one mana of any color."`}},
	// "enchanted land has "{t}: add one mana of any color."" (Abundant Growth).
	{name: "a mana ability given to the enchanted land", on: enchantment,
		re: regexp.MustCompile(`^enchanted land has "\{t\}: add ([^".]+)\."$`),
		read: func(c *Card, m []string) bool {
			src, ok := production(m[1])
			if !ok || src.N() != 1 {
				return false
			}
			c.AuraMana, c.AuraGrant = src, true
			return true
		},
		examples: []string{`enchanted land has "{t}: add one mana of any color."`}},
}

// readGrant reads a mana ability given to others (Grant).
func readGrant(c *Card, m []string) bool {
	a, ok := manaAbility(m[4], m[5], "")
	if !ok || a.Makes.N() != 1 || a.Makes.Same {
		return false // (one mana of a choice of types: what Compile merges)
	}
	to := map[string]Types{"lands": Land, "creatures": Creature, "legendary creatures": Creature | Legendary}[m[2]]
	c.Grants = append(c.Grants, Grant{To: to, Other: m[1] != "", Ability: a, Vigilance: m[3] != ""})
	return true
}

// grantedSource is what a card of kind base (nil: it makes no mana of its
// own) makes once it has also a granted ability making one unit of m: one
// unit of either, the card's snow and penalty kept but for the life its own
// colours cost (the granted ability makes every colour for nothing: every
// grant the reader knows is "one mana of any color"). False when the two
// do not merge into one choice (the card's own makes two or more at once,
// or is sacrificed): then it keeps its own, and Compile reports it.
func grantedSource(base *mana.Source, m mana.Mask, creature bool) (mana.Source, bool) {
	if base == nil {
		src := mana.OneOf(m)
		if creature {
			src.Penalty |= PenaltyCreature
		}
		return src, true
	}
	if base.N() != 1 || base.Same || base.Penalty&PenaltySacrifice != 0 {
		return mana.Source{}, false
	}
	src := mana.OneOf(base.Units[0] | m)
	src.Snow, src.Restriction, src.Penalty = base.Snow, base.Restriction, base.Penalty
	if m&mana.AllColors == mana.AllColors {
		src.Penalty &^= PenaltyLife
	}
	if base.HasAlt() {
		src = src.WithAlt(base.AltRestriction, base.Alt[:base.AltN()]...)
	}
	if creature {
		src.Penalty |= PenaltyCreature
	}
	return src, src.Valid() == nil
}

// grants lowers the deck's Grants: every card a grant reaches becomes a
// card whose mana follows the board, its kind its own while no giver is on
// the battlefield and its own merged with the granted one while one is.
// A card whose mana follows the board already, or whose own mana does not
// merge with the granted (grantedSource), keeps its own (reported).
func (cd *Compiled) grants(cs []*Card) error {
	type giver struct {
		id int
		g  Grant
	}
	var givers []giver
	for id, c := range cs {
		for _, g := range c.Grants { // (a modal face is a card of its own)
			givers = append(givers, giver{id, g})
		}
	}
	if len(givers) == 0 {
		return nil
	}
	for id, c := range cs {
		var by []uint16
		var grant ManaAbility
		for _, gv := range givers {
			if !c.Types.Has(gv.g.To) || gv.g.Other && gv.id == id {
				continue
			}
			if len(by) > 0 && gv.g.Ability.Makes != grant.Makes {
				continue // (two different grants: every one the reader knows is the same)
			}
			grant = gv.g.Ability
			if !slices.Contains(by, uint16(gv.id)) {
				by = append(by, uint16(gv.id))
			}
		}
		if len(by) == 0 {
			continue
		}
		li := &cd.Cards[id]
		var base *mana.Source
		if li.Kind >= 0 {
			k := cd.Sources.Kind(li.Kind)
			base = &k
		}
		src, ok := mana.Source{}, li.Vary < 0 && li.CostSource < 0 && li.ConvKind < 0 && li.Ctr < 0
		if ok {
			src, ok = grantedSource(base, grant.Makes.Units[0], c.IsCreature())
			if ok && base != nil && c.TapDamage > 0 {
				// City of Brass hurts whenever it becomes tapped, for
				// whichever ability: its life stays.
				src.Penalty = src.Penalty&^PenaltyLife | base.Penalty&PenaltyLife
			}
		}
		if !ok {
			cd.grantLeft = append(cd.grantLeft, [2]int{id, int(by[0])})
			continue
		}
		k, ok := cd.Sources.Register(src)
		if !ok {
			return fmt.Errorf("%s given mana by %s: more than %d kinds of mana source in one deck", c.Name, cs[by[0]].Name, mana.MaxKinds)
		}
		li.Vary = len(cd.Vary)
		cd.Vary = append(cd.Vary, Vary{When: Condition{{Of: Filter{Name: cs[by[0]].Name}, N: 1}},
			Kinds: []int{li.Kind, k}, Count: [][]uint16{by}, Need: []int{1}, Grant: true})
		if c.IsCreature() && !c.Haste {
			li.Sick = true // its granted {T}: not the turn it arrives
		}
	}
	return nil
}

// grantUnmodelled lists what the grants of the deck do not give.
func (cd *Compiled) grantUnmodelled() {
	for _, p := range cd.grantLeft {
		cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[p[0]],
			What: "the mana ability " + cd.Names[p[1]] + " gives it: its own mana follows the board already, makes two or more at once, is sacrificed or filters mana, and is kept alone"})
	}
	if len(cd.Enchanted) == 0 && len(cd.Untapped) == 0 {
		return
	}
	for id := range cd.Cards {
		if v := cd.Cards[id].Vary; v >= 0 && cd.Vary[v].Grant && cd.Cards[id].Types&Land != 0 {
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[id],
				What: "Auras and untappers (Utopia Sprawl, Arbor Elf) leave it alone: the mana ability another permanent gives it makes its mana follow the board"})
		}
	}
}
