package decks

import (
	"regexp"
	"slices"

	"github.com/goldfishsim/goldfish/mana"
)

// Mana of the colours among permanents: Mox Amber's "one mana of any color
// among legendary creatures and planeswalkers you control", Bloom Tender's
// "for each color among permanents you control, add one mana of that
// color". The reader reads them into ManaAbility.Among; Compile lowers them
// to a Vary whose state is the colours of the permanents it looks at on
// the battlefield (Vary.Colors), the engine following them as they come
// and go (refreshVary).

var (
	// Mox Amber.
	reAmongOne = regexp.MustCompile(`^\{t\}: add one mana of any colou?r among legendary creatures and planeswalkers you control\.$`)
	// Plaza of Heroes.
	reAmongLegendary = regexp.MustCompile(`^\{t\}: add one mana of any colou?r among legendary permanents you control\.$`)
	// Bloom Tender (after its ability word).
	reAmongEach = regexp.MustCompile(`^\{t\}: for each colou?r among permanents you control, add one mana of that colou?r\.$`)
)

// readAmong reads the templates of mana of the colours among permanents.
func readAmong(c *Card, line string) bool {
	switch {
	case reAmongOne.MatchString(line):
		c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(mana.AllColors), Tap: true,
			Among: &Filter{Types: Creature | Planeswalker, Legendary: true}})
		return true
	case reAmongLegendary.MatchString(line):
		c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(mana.AllColors), Tap: true,
			Among: &Filter{Types: Land | Creature | Artifact | Enchantment | Planeswalker | Battle, Legendary: true}})
		return true
	case reAmongEach.MatchString(line):
		c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(mana.AllColors), Tap: true, EachColor: true,
			Among: &Filter{Types: Land | Creature | Artifact | Enchantment | Planeswalker | Battle}})
		return true
	}
	return false
}

// cardColors is a card's colours: its mana cost's, none if it has devoid.
func cardColors(c *Card) mana.Mask {
	if c.Devoid {
		return 0
	}
	return c.Cost.Colors()
}

// maxAmong is how many sets of colours a Vary of Colors tells apart; past
// it, the last is every colour its permanents have (an approximation,
// reported).
const maxAmong = 8

// amongKinds fills the table of a card whose mana is of the colours among
// permanents: the deck's cards the filter matches that have a colour
// (Count[0], their colours in ColorOf), every union of their colours
// (Masks, from none), and a kind for each: one mana of any of them (Mox
// Amber), or one of each (Bloom Tender). A card whose {T} has other mana
// abilities too (Plaza of Heroes: {C}, and any colour for a legendary
// spell) makes, in each state, its own mana or a colour of the union: one
// unit of either, its alternative kept.
func (cd *Compiled) amongKinds(id int, c *Card, cs []*Card, v *Vary) error {
	var a ManaAbility
	for _, m := range c.Mana {
		if m.Among != nil {
			a = m
		}
	}
	var ids []uint16
	for o, oc := range cs {
		if m := cardColors(oc); m != 0 && a.Among.MatchesCard(oc) {
			ids = append(ids, uint16(o))
			v.ColorOf = append(v.ColorOf, m)
		}
	}
	v.Count = [][]uint16{ids}
	unions := []mana.Mask{0}
	for _, m := range v.ColorOf {
		for _, u := range unions {
			if n := u | m; !slices.Contains(unions, n) {
				unions = append(unions, n)
			}
		}
	}
	slices.Sort(unions)
	if len(unions) > maxAmong {
		var all mana.Mask
		for _, m := range v.ColorOf {
			all |= m
		}
		unions = []mana.Mask{0, all}
		cd.amongApprox = append(cd.amongApprox, id)
	}
	base := -1 // (what the card makes with no colour among them: its other abilities)
	if len(v.Kinds) > 0 {
		base = v.Kinds[0]
	}
	v.Masks, v.Kinds = unions, []int{base}
	for _, u := range unions[1:] {
		b := a
		b.Among, b.EachColor = nil, false
		if a.EachColor {
			var units []mana.Mask
			for t := mana.W; t < mana.C; t++ {
				if u.Has(t) {
					units = append(units, t.Mask())
				}
			}
			b.Makes = mana.Fixed(units...)
		} else {
			b.Makes = mana.OneOf(u)
			if base >= 0 {
				if own := cd.Sources.Kind(base); own.N() == 1 && !own.Same && own.Snow == a.Makes.Snow {
					b.Makes = own
					b.Makes.Units[0] |= u
				}
			}
		}
		b.Makes.Snow = a.Makes.Snow
		if b.Tap && c.IsCreature() {
			b.Makes.Penalty |= PenaltyCreature
		}
		k, err := cd.register(c, b)
		if err != nil {
			return err
		}
		v.Kinds = append(v.Kinds, k)
	}
	return nil
}

// amongWords says what colours an ability of Among makes, for ManaAbility.String.
func amongWords(a ManaAbility) string {
	switch {
	case a.Among == nil:
		return ""
	case a.EachColor:
		return " (one of each colour among the permanents you control)"
	case a.Among.Types&Land != 0:
		return " (one of the colours among the legendary permanents you control)"
	}
	return " (one of the colours among the legendary creatures and planeswalkers you control)"
}
