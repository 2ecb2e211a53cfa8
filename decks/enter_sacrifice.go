package decks

import (
	"regexp"
	"strconv"
)

// Lands whose entering or staying is conditional, and mana that follows
// the turn: the sacrifice-on-enter fetch lands of Streets of New Capenna
// (read as a Fetch with no cost, which the engine cracks as it enters, and
// the life they give), Vesuva (Card.CopyLand: it enters tapped as a copy
// of a land on the battlefield), Lotus Field (Card.SacUntapped: it
// sacrifices untapped lands as it enters), Glimmervoid
// (Card.SacNoArtifacts: sacrificed at the end step without an artifact),
// Kjeldoran Outpost and Lake of the Dead (Card.EnterSacrifice: they enter
// only by sacrificing a land of a basic type), Urza's Saga (its chapter I's mana ability, and Card.Chapters: a lore
// counter each precombat main phase, sacrificed after its last chapter),
// and River of Tears ({B} instead of {U} once a land
// was played this turn: ManaAbility.PlayedLand, lowered as a Vary whose
// state is the turn's land play).

// (Joined to the table here, not in template.go's list, which every family
// touches.)
func init() { templates = append(templates, enterSacrificeTemplates...) }

var enterSacrificeTemplates = []template{
	{name: "sacrificed fetch land", on: landOnly,
		re: regexp.MustCompile(`^when ~ enters, sacrifice it\. when you do, search your library for (a basic [a-z]+, [a-z]+, or [a-z]+ card), put it onto the battlefield tapped, then shuffle and you gain (\d+) life\.$`),
		read: func(c *Card, m []string) bool {
			types, basic, ok := landQuery(m[1])
			gain, err := strconv.Atoi(m[2])
			if !ok || err != nil {
				return false
			}
			c.Fetch = &Fetch{N: 1, Types: types, Basic: basic, Tapped: true, Gain: gain}
			return true
		},
		examples: []string{"when ~ enters, sacrifice it. when you do, search your library for a basic forest, plains, or island card, put it onto the battlefield tapped, then shuffle and you gain 1 life.",
			"when ~ enters, sacrifice it. when you do, search your library for a basic swamp, mountain, or forest card, put it onto the battlefield tapped, then shuffle and you gain 1 life."}},
	{name: "sacrificed without artifacts", on: landOnly,
		re:       regexp.MustCompile(`^at the beginning of the end step, if you control no artifacts, sacrifice ~\.$`),
		read:     set(func(c *Card) { c.SacNoArtifacts = true }),
		examples: []string{"at the beginning of the end step, if you control no artifacts, sacrifice ~."}},
	{name: "sacrifices untapped lands as it enters", on: landOnly,
		re: regexp.MustCompile(`^when ~ enters, sacrifice (a|two|three) untapped lands?\.$`),
		read: func(c *Card, m []string) bool {
			c.SacUntapped = numberWords[m[1]]
			return c.SacUntapped > 0
		},
		examples: []string{"when ~ enters, sacrifice two untapped lands."}},
	{name: "saga chapter gaining a mana ability", on: landOnly,
		re: regexp.MustCompile(`^i — this saga gains "\{t\}: add ((?:\{[wubrgc]\})+)\."$`),
		read: func(c *Card, m []string) bool {
			src, ok := production(m[1])
			if ok {
				c.Mana = append(c.Mana, ManaAbility{Makes: src, Tap: true})
			}
			return ok
		},
		examples: []string{`i — this saga gains "{t}: add {c}."`}},
	{name: "saga's last chapter searching for an artifact", on: landOnly,
		re: regexp.MustCompile(`^(i|ii|iii|iv|v|vi) — search your library for an artifact card with mana cost \{0\} or \{1\}, put it onto the battlefield, then shuffle\.$`),
		read: func(c *Card, m []string) bool {
			c.Chapters = map[string]int{"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6}[m[1]]
			c.leftover = "the artifact card it searches for is not put onto the battlefield (its lore counters and the sacrifice after this chapter are played)"
			return true
		},
		examples: []string{"iii — search your library for an artifact card with mana cost {0} or {1}, put it onto the battlefield, then shuffle."}},
	{name: "enters by sacrificing a land", on: landOnly,
		re: regexp.MustCompile(`^if ~ would enter, sacrifice an? (plains|island|swamp|mountain|forest) instead\. if you do, put ~ onto the battlefield\. if you don't, put it into its owner's graveyard\.$`),
		read: func(c *Card, m []string) bool {
			t, _ := basicLandType(m[1])
			c.EnterSacrifice = t.Mask()
			return true
		},
		examples: []string{"if ~ would enter, sacrifice a plains instead. if you do, put ~ onto the battlefield. if you don't, put it into its owner's graveyard.",
			"if ~ would enter, sacrifice a swamp instead. if you do, put ~ onto the battlefield. if you don't, put it into its owner's graveyard."}},
	{name: "enters as a copy of a land", on: landOnly,
		re:       regexp.MustCompile(`^you may have ~ enter tapped as a copy of any land on the battlefield\.$`),
		read:     set(func(c *Card) { c.CopyLand = true }),
		examples: []string{"you may have ~ enter tapped as a copy of any land on the battlefield."}},
}

// rePlayedLand is River of Tears' ability. It is read before the
// templates, as Urza's Tower's "add ... instead" is (readVaryingMana): the
// general "mana ability" template matches its first sentence too.
var rePlayedLand = regexp.MustCompile(`^\{t\}: add ((?:\{[wubrgc]\})+)\. if you played a land this turn, add ((?:\{[wubrgc]\})+) instead\.$`)

// readPlayedLand reads "{t}: add {u}. if you played a land this turn, add
// {b} instead.": the plain ability, and the one that replaces it once a
// land was played this turn.
func readPlayedLand(c *Card, line string) bool {
	m := rePlayedLand.FindStringSubmatch(line)
	if m == nil || !c.IsLand() {
		return false
	}
	plain, ok := production(m[1])
	played, ok2 := production(m[2])
	if !ok || !ok2 {
		return false
	}
	c.Mana = append(c.Mana, ManaAbility{Makes: plain, Tap: true},
		ManaAbility{Makes: played, Tap: true, PlayedLand: true, Instead: true})
	return true
}

// playedWords is how ManaAbility.String says PlayedLand.
const playedWords = " instead, if you played a land this turn"
