package decks

import (
	"regexp"
	"slices"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// Mana a spell's type or the commander decides: the spend restrictions
// "only to cast a legendary spell" (Delighted Halfling, Plaza of Heroes),
// "an Angel spell" (Giada), "Elemental spells or abilities of Elementals"
// (Smokebraider), "your commander" (Jeweled Lotus), "to foretell a card
// ... or cast an instant or sorcery spell" (Karfell Harbinger: the engine
// never foretells, so the instant-or-sorcery restriction is all it plays),
// and "one mana of any color in your commander's color identity" (Command
// Tower, Path of Ancestry, Opal Palace), which Compile narrows to the
// commanders' colour identity.

// spendByType reads the spend restrictions of this file (spendRule asks it first).
func spendByType(s string) (mana.Restriction, bool) {
	switch s {
	case "spend this mana only to cast a legendary spell.",
		"spend this mana only to cast a legendary spell, and that spell can't be countered.":
		// (The idle opponent casts no counterspell: "can't be countered" changes nothing.)
		return mana.LegendarySpellsOnly, true
	case "spend this mana only to cast an angel spell.":
		return mana.AngelSpellsOnly, true
	case "spend this mana only to cast elemental spells or activate abilities of elementals.":
		return mana.ElementalsOnly, true
	case "spend this mana only to cast your commander.":
		return mana.CommanderOnly, true
	case "spend this mana only to foretell a card from your hand or cast an instant or sorcery spell.":
		return mana.InstantSorcerySpellsOnly, true
	}
	return 0, false
}

// typedUse adds to a spell's use the restrictions of this file its card
// allows: legendary, an Angel, an Elemental, the deck's commander.
func typedUse(u mana.Use, c *Card, commander bool) mana.Use {
	if c.Types&Legendary != 0 {
		u = u.With(mana.LegendarySpellsOnly)
	}
	if slices.Contains(c.Subtypes, "angel") {
		u = u.With(mana.AngelSpellsOnly)
	}
	if slices.Contains(c.Subtypes, "elemental") {
		u = u.With(mana.ElementalsOnly)
	}
	if commander {
		u = u.With(mana.CommanderOnly)
	}
	return u
}

// commanderRiders are what a commander's-identity land adds when its mana
// casts the commander or a creature of its types: read past, and reported
// (ManaAbility.Approx) as not modelled.
var commanderRiders = map[string]string{
	"if you spend this mana to cast your commander, it enters with a number of additional +1/+1 counters on it equal to the number of times it's been cast from the command zone this game.": "the +1/+1 counters a commander cast with its mana enters with",
	"when that mana is spent to cast a creature spell that shares a creature type with your commander, scry 1.":                                                                              "the scry when its mana casts a creature that shares a creature type with the commander",
}

var reSymbolText = regexp.MustCompile(`\{([^}]+)\}`)

// identityOf reads Scryfall's color_identity.
func identityOf(ss []string) mana.Mask {
	var m mana.Mask
	for _, s := range ss {
		if t, ok := mana.TypeOf(strings.ToLower(s)[0]); ok && s != "" && t != mana.C {
			m |= t.Mask()
		}
	}
	return m
}

// Identity is the card's colour identity: Scryfall's color_identity where
// the card object gave it, else read from the card (readIdentity).
func (c *Card) Identity() mana.Mask {
	if c.identityKnown {
		return c.identity
	}
	return c.readIdentity()
}

// readIdentity is the colour identity as the Commander rules define it, read
// from the card: the colours of every face's cost, of the mana symbols in
// its lines (reminder text is out of them, as the rule says) and of its
// basic land types. A colour indicator is not seen (the built-in data does
// not carry it): TestReadIdentity holds the reading to Scryfall's
// color_identity over the built-in cards, those few apart.
func (c *Card) readIdentity() mana.Mask {
	var m mana.Mask
	faces := []*Card{c}
	for i := range c.Faces {
		faces = append(faces, &c.Faces[i])
	}
	for _, f := range faces {
		m |= f.Cost.Colors() | f.LandTypes
		for _, l := range f.Lines {
			for _, s := range reSymbolText.FindAllStringSubmatch(l.Text, -1) {
				for _, r := range s[1] {
					if t, ok := mana.TypeOf(byte(r)); ok && t != mana.C {
						m |= t.Mask()
					}
				}
			}
		}
	}
	return m & mana.AllColors
}

// identityMask narrows the "commander's color identity" abilities
// (ManaAbility.Identity) to the commanders' identity, as Compile lowers a
// card. With no commander the identity is undefined and such an ability
// adds no mana (Command Tower's ruling: "if you don't have a commander,
// Command Tower's ability produces no mana"): it is dropped.
func identityMask(abs []ManaAbility, identity mana.Mask) []ManaAbility {
	if !slices.ContainsFunc(abs, func(a ManaAbility) bool { return a.Identity }) {
		return abs
	}
	var out []ManaAbility
	for _, a := range abs {
		if a.Identity {
			m := a.Makes.Units[0] & identity
			if m == 0 {
				continue
			}
			src := mana.OneOf(m)
			src.Snow, src.Restriction, src.Penalty = a.Makes.Snow, a.Makes.Restriction, a.Makes.Penalty
			a.Makes = src
		}
		out = append(out, a)
	}
	return out
}

// identityUnmodelled says, for a deck with no commander, that its
// commander's-identity abilities make nothing.
func (cd *Compiled) identityUnmodelled(cs []*Card) {
	if len(cd.commanders) > 0 {
		return
	}
	for id, c := range cs {
		if cd.Copies[id] > 0 && slices.ContainsFunc(c.Mana, func(a ManaAbility) bool { return a.Identity }) {
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[id],
				What: "no commander named: its mana of the commander's colour identity is none (the identity is undefined)"})
		}
	}
}
