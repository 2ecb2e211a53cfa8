package decks

import (
	"regexp"
	"slices"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// Mana that follows the board: an amount that counts permanents ("{T}: Add
// {G} for each creature you control": Gaea's Cradle, Priest of Titania),
// and an ability that needs permanents ("Activate only if you control three
// or more artifacts": Mox Opal; "If you control an Urza's Mine and an Urza's
// Power-Plant, add {C}{C}{C} instead": Urza's Tower). The reader reads them
// into ManaAbility.Per and ManaAbility.When; Compile lowers a card with
// them to a table of source kinds by the board's count (CardInfo.Vary),
// which the engine follows as permanents come and go.

// Filter is a kind of permanent a count or a condition counts: any
// permanent with one of the card types, one of the basic land types, the
// subtype, or the name (whichever are set). Basic: basic lands only.
type Filter struct {
	Types     Types
	LandTypes mana.Mask
	Subtype   string // lower case ("elf")
	Name      string // lower case ("urza's mine")
	Basic     bool
	// Defender: only creatures with defender ("each creature with defender
	// you control": Overgrown Battlement); Legendary: only legendary
	// permanents (Mox Amber's "legendary creatures and planeswalkers"). See
	// MatchesCard.
	Defender  bool
	Legendary bool
	// Devotion: the coloured symbols of a colour among the mana costs of
	// the permanents (Nykthos); Chosen: creatures of the type chosen as
	// the permanent enters (Three Tree City). devotion.go.
	Devotion bool
	Chosen   bool
	// Greatest: the amount is the greatest power among the permanents of
	// the filter, not their number (Selvala, Heart of the Wilds:
	// converters.go).
	Greatest bool
	// Hand: the cards of the filter in its controller's hand, revealed, not
	// permanents (Metalworker: cardcosts.go).
	Hand bool
	// Power: the amount is its own power, counters included (Marwyn:
	// converters.go); no permanents are counted.
	Power bool
}

// Matches reports whether a card is of the filter's kind.
func (f Filter) Matches(name string, types Types, landTypes mana.Mask, subtypes []string) bool {
	if f.Basic && types&Basic == 0 {
		return false
	}
	return f.Types != 0 && types&f.Types != 0 ||
		f.LandTypes != 0 && landTypes&f.LandTypes != 0 ||
		f.Subtype != "" && slices.Contains(subtypes, f.Subtype) ||
		f.Name != "" && strings.EqualFold(name, f.Name)
}

func (f Filter) String() string {
	var parts []string
	if f.Basic {
		parts = append(parts, "basic")
	}
	if f.Types != 0 {
		parts = append(parts, strings.ToLower(f.Types.String()))
	}
	if f.LandTypes != 0 {
		parts = append(parts, landTypeNames(f.LandTypes))
	}
	if f.Subtype != "" {
		parts = append(parts, f.Subtype)
	}
	if f.Name != "" {
		parts = append(parts, f.Name)
	}
	if f.Defender {
		parts = append(parts, "with defender")
	}
	return strings.Join(parts, " ")
}

// Need is "you control N or more permanents of a filter".
type Need struct {
	Of Filter
	N  int
}

// Condition is what an ability needs: every Need at once.
type Condition []Need

func (c Condition) String() string {
	var parts []string
	for _, n := range c {
		if n.N == 1 {
			parts = append(parts, "a "+n.Of.String())
		} else {
			parts = append(parts, numberName(n.N)+" or more "+n.Of.String())
		}
	}
	return "you control " + strings.Join(parts, " and ")
}

func numberName(n int) string {
	for w, k := range numberWords {
		if k == n && w != "a" {
			return w
		}
	}
	return "N"
}

// LandBonus is what a permanent does whenever a permanent of Of (a land,
// a Forest, a creature, any permanent) is tapped for mana: adds one more of
// the types it produced (Same), or Makes; makes it produce Times as much
// instead (Mana Reflection); deals Life damage to the player (Manabarbs);
// or, Damp, makes a land tapped for two or more produce {C} instead
// (Damping Sphere). The tapping templates are in tapping.go.
type LandBonus struct {
	Of    Filter
	Same  bool
	Makes mana.Source
	Times int
	Life  int
	Damp  bool
	// NonLand: it applies to nonland permanents tapped for mana instead
	// (Kinnan, Bonder Prodigy; Of is unused): permbonus.go.
	NonLand bool
	// ThisTurn: a spell's bonus, until end of turn (High Tide: hightide.go).
	ThisTurn bool
}

var (
	// Mana Flare, Mirari's Wake.
	reLandBonusSame = regexp.MustCompile(`^whenever (?:a player taps|you tap) a land for mana, (?:that player adds|add) one mana of any type that land produced\.$`)
	// Gauntlet of Might.
	reLandBonusFixed = regexp.MustCompile(`^whenever an? (plains|island|swamp|mountain|forest) is tapped for mana, its controller adds an additional ((?:\{[wubrgc]\})+)\.$`)
)

// readLandBonus reads a land bonus (LandBonus).
func readLandBonus(c *Card, line string) bool {
	if reLandBonusSame.MatchString(line) {
		c.LandBonus = &LandBonus{Of: Filter{Types: Land}, Same: true}
		return true
	}
	if m := reLandBonusFixed.FindStringSubmatch(line); m != nil {
		t, _ := basicLandType(m[1])
		src, ok := production(m[2])
		if !ok {
			return false
		}
		c.LandBonus = &LandBonus{Of: Filter{LandTypes: t.Mask()}, Makes: src}
		return true
	}
	return false
}

// The templates of mana that follows the board.
var (
	// "{t}: add {g} for each creature you control." (also "on the battlefield")
	rePerMana = regexp.MustCompile(`^\{t\}: add \{([wubrgc])\} for each ([a-z' -]+?) (?:you control|on the battlefield)\.$`)
	// "{t}: add {c}. if you control an urza's mine and an urza's power-plant, add {c}{c}{c} instead."
	reInstead = regexp.MustCompile(`^\{t\}: add ((?:\{[wubrgc]\})+)\. if you control (an? [a-z' -]+?) and (an? [a-z' -]+?), add ((?:\{[wubrgc]\})+) instead\.$`)
	// "activate only if you control three or more artifacts." / "... an island or a mountain."
	reActivateIf = regexp.MustCompile(`^activate only if you control (?:(one|two|three|four|five) or more ([a-z ]+?)|(an? [a-z]+(?: or an? [a-z]+)?))\.$`)
	// Reflecting Pool.
	reLikeLands = regexp.MustCompile(`^\{t\}: add one mana of any type that a land you control could produce\.$`)
	// An ability word before a mana ability ("metalcraft — {t}: ...").
	reAbilityWord = regexp.MustCompile(`^[a-z ]+ — (\{.*)$`)
)

// filterOf reads the kind of permanent a count names: "creature", "elf",
// "artifact", "enchantment", "forest", "basic swamp", "urza's mine".
func filterOf(s string) (Filter, bool) {
	s = strings.TrimSpace(s)
	if f, ok, with := filterWithKeyword(s); with {
		return f, ok
	}
	s = strings.TrimPrefix(strings.TrimPrefix(s, "an "), "a ")
	f := Filter{}
	if rest, ok := strings.CutPrefix(s, "basic "); ok {
		f.Basic, s = true, rest
	}
	// Plurals of the conditions ("three or more artifacts").
	single := strings.TrimSuffix(s, "s")
	for _, w := range []string{s, single} {
		for _, tw := range typeWords {
			if w == tw.word && tw.t&(Basic|Snow|Legendary) == 0 {
				f.Types = tw.t
				return f, true
			}
		}
		if t, ok := basicLandType(w); ok {
			f.LandTypes = t.Mask()
			return f, true
		}
	}
	if t, ok := strings.CutPrefix(s, "urza's "); ok {
		// The Urza's lands are named by their subtypes ("Land — Urza's
		// Power-Plant"): one with the last of them is the land meant.
		f.Subtype = t
		return f, true
	}
	if creatureSubtypes[single] || creatureSubtypes[s] {
		f.Subtype = s
		if creatureSubtypes[single] {
			f.Subtype = single
		}
		return f, true
	}
	return Filter{}, false
}

// creatureSubtypes are the creature types a count may name that the
// built-in cards count (the reader needs to tell a subtype from words it
// does not know).
var creatureSubtypes = map[string]bool{"elf": true, "goblin": true, "human": true, "zombie": true, "merfolk": true,
	"sliver": true, "eldrazi": true, "dragon": true, "wizard": true, "druid": true, "faerie": true, "spirit": true}

// readVaryingMana reads the templates of mana that follows the board.
func readVaryingMana(c *Card, line string) bool {
	if m := rePerMana.FindStringSubmatch(line); m != nil {
		f, ok := filterOf(m[2])
		if !ok {
			return false
		}
		t, _ := mana.TypeOf(m[1][0])
		c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(t.Mask()), Tap: true, Per: &f})
		return true
	}
	if m := reInstead.FindStringSubmatch(line); m != nil {
		base, ok1 := production(m[1])
		more, ok2 := production(m[4])
		a, ok3 := filterOf(m[2])
		b, ok4 := filterOf(m[3])
		if !ok1 || !ok2 || !ok3 || !ok4 {
			return false
		}
		c.Mana = append(c.Mana, ManaAbility{Makes: base, Tap: true},
			ManaAbility{Makes: more, Tap: true, When: Condition{{Of: a, N: 1}, {Of: b, N: 1}}, Instead: true})
		return true
	}
	if reLikeLands.MatchString(line) && c.IsLand() {
		c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(mana.AnyType), Tap: true, Like: true})
		return true
	}
	if m := reAbilityWord.FindStringSubmatch(line); m != nil {
		return readWhole(c, m[1], false)
	}
	return false
}

// activationCondition reads "activate only if you control ..." of a mana ability.
func activationCondition(s string) (Condition, bool) {
	m := reActivateIf.FindStringSubmatch(s)
	if m == nil {
		return nil, false
	}
	if m[1] != "" {
		f, ok := filterOf(m[2])
		return Condition{{Of: f, N: numberWords[m[1]]}}, ok
	}
	// "an island or a mountain": one land of either type.
	var lt mana.Mask
	for _, w := range strings.Split(m[3], " or ") {
		f, ok := filterOf(w)
		if !ok || f.LandTypes == 0 {
			return nil, false
		}
		lt |= f.LandTypes
	}
	return Condition{{Of: Filter{LandTypes: lt}, N: 1}}, true
}
