package decks

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// Ramp that searches the library for lands beyond read_search.go's plain
// searches: a search for any land card (nonbasic lands of no basic land
// type too), a search as a spell is cast (Sowing Mycospawn) or as a
// creature attacks (Primeval Titan), lands sacrificed first (Scapeshift,
// Springbloom Druid), and the tempting offer the idle opponent declines
// (Tempt with Discovery).

// SearchSacrifice is what a search sacrifices of its controller's lands
// first.
type SearchSacrifice uint8

// Search sacrifices.
const (
	SacrificeNone SearchSacrifice = iota
	// SacrificeAnyNumber: "sacrifice any number of lands. search your
	// library for up to that many land cards" (Scapeshift): Battlefield is
	// the most it may find (every land), and it finds one per land
	// sacrificed.
	SacrificeAnyNumber
	// SacrificeOne: "you may sacrifice a land. if you do, search ..."
	// (Springbloom Druid): nothing is found without it.
	SacrificeOne
)

// Seek is what a permanent searches for beyond its Search as it resolves
// or enters (nil: nothing more).
type Seek struct {
	// Attacks: its Search again each time it attacks (Primeval Titan).
	Attacks bool
	// Dies: what it searches for as it dies (Yavimaya Elder).
	Dies Search
	// Ability: an activated ability that searches or draws (Expedition
	// Map, Thawing Glaciers, Yavimaya Elder's sacrifice); Has is false for
	// none.
	Ability SeekAbility
}

// SeekAbility is an activated ability that searches the library for lands
// (or draws): its costs and what it does. The engine activates it at the
// end of the turn with mana nothing else would use (sim/ramp.go).
type SeekAbility struct {
	Has     bool
	Cost    mana.Cost   // its mana cost
	Demand  mana.Demand // Cost as a payment (Compile sets it)
	Tap     bool        // {T}
	SacSelf bool        // sacrifice it
	Find    Search      // what it searches for
	Draw    int         // cards drawn
	// Return: it returns to its owner's hand at the next cleanup step
	// (Thawing Glaciers).
	Return bool
	// SacLand: the cost sacrifices a land of these basic land types
	// (Knight of the Reliquary's Forest or Plains; sac_search.go), 0 none.
	SacLand mana.Mask
}

func (a SeekAbility) String() string {
	var cost []string
	if !a.Cost.IsNone() {
		cost = append(cost, a.Cost.String())
	}
	if a.Tap {
		cost = append(cost, "{T}")
	}
	if a.SacSelf {
		cost = append(cost, "sacrifice it")
	}
	if a.SacLand != 0 {
		cost = append(cost, "sacrifice a "+landTypeNames(a.SacLand))
	}
	var does []string
	if a.Find.N() > 0 {
		does = append(does, a.Find.String())
	}
	if a.Draw > 0 {
		does = append(does, fmt.Sprintf("draws %d", a.Draw))
	}
	if a.Return {
		does = append(does, "returns to its owner's hand at the cleanup step")
	}
	when := "activated at the end of the turn with unused mana: "
	if a.SacLand != 0 {
		when = "activated as the precombat main phase begins, when the land swapped casts or makes more: "
	}
	return when + strings.Join(cost, ", ") + ": " + strings.Join(does, "; ")
}

// String says what the search finds, in words.
func (s Search) String() string {
	if s.Sacrifice == SacrificeAnyNumber {
		return fmt.Sprintf("searches as many land(s) as it sacrifices first: to the battlefield (tapped: %v)%s", s.Tapped, s.searchWords())
	}
	return fmt.Sprintf("searches %d land(s): %d to the battlefield (tapped: %v), %d to hand%s", s.N(), s.Battlefield, s.Tapped, s.Hand, s.searchWords())
}

// searchWords says what Search's description adds for the fields of this
// family, "" for a plain search.
func (s Search) searchWords() string {
	var w []string
	if s.Any {
		w = append(w, "any land card")
	}
	if s.Cast {
		w = append(w, "as it is cast")
	}
	switch s.Sacrifice {
	case SacrificeOne:
		w = append(w, "if a land is sacrificed first")
	}
	if len(w) == 0 {
		return ""
	}
	return "; " + strings.Join(w, "; ")
}

// seekEffects lists what Seek adds to a face's reading, in words.
func (f *Card) seekEffects() []string {
	if f.Seek == nil {
		return nil
	}
	var out []string
	if f.Seek.Attacks {
		out = append(out, fmt.Sprintf("searches %d land(s) again each time it attacks", f.Search.N()))
	}
	if f.Seek.Dies.N() > 0 {
		out = append(out, "as it dies, "+f.Seek.Dies.String())
	}
	if f.Seek.Ability.Has {
		out = append(out, f.Seek.Ability.String())
	}
	return out
}

// anyLand reports whether a land query asks for any land card ("a land
// card", "up to two land cards"), not only basic ones or those of a basic
// land type.
func anyLand(query string) bool {
	q := strings.TrimPrefix(strings.TrimPrefix(query, "an "), "a ")
	for _, w := range []string{"up to one ", "up to two ", "up to three "} {
		q = strings.TrimPrefix(q, w)
	}
	return q == "land card" || q == "land cards"
}

// seek returns the card's Seek, made if it has none.
func seek(c *Card) *Seek {
	if c.Seek == nil {
		c.Seek = &Seek{}
	}
	return c.Seek
}

var rampTemplates = []template{
	{name: "land to hand activated with mana", on: permanent,
		re: regexp.MustCompile(`^((?:\{[0-9wubrgc]\})+)(, \{t\})?(, sacrifice ~)?: search your library for (an? (?:basic )?land card), (reveal it, put it into your hand), then shuffle\.$`),
		read: func(c *Card, m []string) bool {
			return readSeekAbility(c, m[1], m[2] != "", m[3] != "", m[4], m[5], false)
		},
		examples: []string{"{2}, {t}, sacrifice ~: search your library for a land card, reveal it, put it into your hand, then shuffle."}},
	// (A fetch with a mana cost, Wayfarer's Bauble, is read.go's fetch land.)
	{name: "land activated onto the battlefield, returning to hand", on: landOnly,
		re:       regexp.MustCompile(`^((?:\{[0-9wubrgc]\})+), \{t\}: search your library for (a basic land card), (put that card onto the battlefield tapped), then shuffle\. return ~ to its owner's hand at the beginning of the next cleanup step\.$`),
		read:     func(c *Card, m []string) bool { return readSeekAbility(c, m[1], true, false, m[2], m[3], true) },
		examples: []string{"{1}, {t}: search your library for a basic land card, put that card onto the battlefield tapped, then shuffle. return ~ to its owner's hand at the beginning of the next cleanup step."}},
	{name: "land search as it dies", on: creatureOnly,
		re: regexp.MustCompile(`^when ~ dies, you may search your library for (up to two basic land cards), reveal them, (put them into your hand), then shuffle\.$`),
		read: func(c *Card, m []string) bool {
			var tmp Card
			if !search(&tmp, m[1], m[2]) {
				return false
			}
			seek(c).Dies = tmp.Search
			return true
		},
		examples: []string{"when ~ dies, you may search your library for up to two basic land cards, reveal them, put them into your hand, then shuffle."}},
	// Sacrificing it to draw: played only on a creature that searches as it
	// dies (the engine's reason to sacrifice it).
	// A Clue token's is the same ability (token_makers.go's Academy
	// Manufactor makes them), activated by the same rule.
	{name: "sacrificed to draw, searching as it dies", on: func(c *Card, spell bool) bool {
		return !spell && (c.Seek != nil && c.Seek.Dies.N() > 0 || c.Types&Artifact != 0 && c.Types&Creature == 0 && slices.Contains(c.Subtypes, "clue"))
	},
		re: regexp.MustCompile(`^(\{[0-9]\}), sacrifice ~: draw a card\.$`),
		read: func(c *Card, m []string) bool {
			cost, err := mana.ParseCost(m[1])
			if err != nil {
				return false
			}
			seek(c).Ability = SeekAbility{Has: true, Cost: cost, SacSelf: true, Draw: 1}
			return true
		},
		examples: []string{"{2}, sacrifice ~: draw a card."}},
	{name: "land search as it is cast",
		re: regexp.MustCompile(`^when you cast ~, search your library for (an? [a-z ]+? card), (put it onto the battlefield(?: tapped)?), then shuffle\.$`),
		read: func(c *Card, m []string) bool {
			if !search(c, m[1], m[2]) {
				return false
			}
			// The cast trigger resolves before the spell does: for a
			// goldfish, whose spells always resolve, the same as a search
			// as it resolves.
			c.Search.Cast = true
			return true
		},
		examples: []string{"when you cast ~, search your library for a land card, put it onto the battlefield, then shuffle."}},
	{name: "land search as it enters or attacks", on: creatureOnly,
		re: regexp.MustCompile(`^whenever ~ enters or attacks, you may search your library for (up to two land cards), (put them onto the battlefield tapped), then shuffle\.$`),
		read: func(c *Card, m []string) bool {
			if !search(c, m[1], m[2]) {
				return false
			}
			seek(c).Attacks = true
			return true
		},
		examples: []string{"whenever ~ enters or attacks, you may search your library for up to two land cards, put them onto the battlefield tapped, then shuffle."}},
	{name: "lands sacrificed for as many", on: spellOnly,
		re: regexp.MustCompile(`^sacrifice any number of lands\. search your library for up to that many land cards, put them onto the battlefield tapped, then shuffle\.$`),
		read: func(c *Card, m []string) bool {
			c.Search = Search{Battlefield: MaxSearched, Tapped: true, Types: mana.AllColors, Any: true, Sacrifice: SacrificeAnyNumber}
			return true
		},
		examples: []string{"sacrifice any number of lands. search your library for up to that many land cards, put them onto the battlefield tapped, then shuffle."}},
	{name: "a land sacrificed for two basics", on: creatureOnly,
		re: regexp.MustCompile(`^when ~ enters, you may sacrifice a land\. if you do, search your library for (up to two basic land cards), (put them onto the battlefield tapped), then shuffle\.$`),
		read: func(c *Card, m []string) bool {
			if !search(c, m[1], m[2]) {
				return false
			}
			c.Search.Sacrifice = SacrificeOne
			return true
		},
		examples: []string{"when ~ enters, you may sacrifice a land. if you do, search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle."}},
	// Tempting offer: the idle opponent never accepts, so the player
	// searches once.
	{name: "tempting offer of a land", on: spellOnly,
		re:       regexp.MustCompile(`^tempting offer — search your library for a land card and put it onto the battlefield\. each opponent may search their library for a land card and put it onto the battlefield\. for each opponent who searches a library this way, search your library for a land card and put it onto the battlefield\. then each player who searched a library this way shuffles\.$`),
		read:     func(c *Card, m []string) bool { return search(c, "a land card", "put it onto the battlefield") },
		examples: []string{"tempting offer — search your library for a land card and put it onto the battlefield. each opponent may search their library for a land card and put it onto the battlefield. for each opponent who searches a library this way, search your library for a land card and put it onto the battlefield. then each player who searched a library this way shuffles."}},
	// Evidence is never collected (what it buys is a tutor's choice, issue
	// 21): the search is always the basic land's.
	{name: "a basic land, or with evidence a creature or land", on: spellOnly,
		re:       regexp.MustCompile(`^search your library for (a basic land card)\. if evidence was collected, instead search your library for a creature or land card\. reveal that card, (put it into your hand), then shuffle\.$`),
		read:     func(c *Card, m []string) bool { return search(c, m[1], m[2]) },
		examples: []string{"search your library for a basic land card. if evidence was collected, instead search your library for a creature or land card. reveal that card, put it into your hand, then shuffle."}},
}

// readSeekAbility reads an activated land search into c.Seek.Ability.
func readSeekAbility(c *Card, cost string, tap, sac bool, query, rest string, ret bool) bool {
	mc, err := mana.ParseCost(cost)
	if err != nil {
		return false
	}
	var tmp Card
	if !search(&tmp, query, rest) {
		return false
	}
	seek(c).Ability = SeekAbility{Has: true, Cost: mc, Tap: tap, SacSelf: sac, Find: tmp.Search, Return: ret}
	return true
}

// MaxSearched is the most lands one search puts onto the battlefield
// (Scapeshift's "up to that many": as many as the lands sacrificed).
const MaxSearched = 64

// inertLines are lines a goldfish plays exactly by doing nothing, each
// with what it then does: their condition is never true against an idle
// opponent, or what they need is never there.
var inertLines = []struct {
	re  *regexp.Regexp
	why string
}{
	// Land Tax.
	{regexp.MustCompile(`^at the beginning of your upkeep, if an opponent controls more lands than you, you may search your library for [^.]+\.$`), "an idle opponent controls no lands, never more than you: it never triggers, and does nothing"},
	// Weathered Wayfarer.
	{regexp.MustCompile(`^[^.]*: search your library for [^.]+\. activate only if an opponent controls more lands than you\.$`), "an idle opponent controls no lands, never more than you: it is never activated, and does nothing"},
	// Analyze the Pollen's optional cost.
	{regexp.MustCompile(`^as an additional cost to cast ~, you may collect evidence \d+\.$`), "evidence is never collected: the spell is cast without it (what evidence buys, a creature or land card, is a tutor's choice: issue 21)"},
}

// inertLine reports whether a goldfish plays line by doing nothing, and
// what it then does.
func inertLine(line string) (string, bool) {
	for _, n := range inertLines {
		if n.re.MatchString(line) {
			return n.why, true
		}
	}
	return "", false
}

// rampStated are the lines of this family the engine does not play, with
// what they then do.
var rampStated = []statement{
	// Krosan Tusker: cycling is a keyword the engine does not play.
	{regexp.MustCompile(`^when you cycle ~, you may search your library for `), "cycling is not played (the keyword is reported): the card is never cycled, so this never triggers; the card is only ever cast"},
	// Beseech the Queen: a tutor for any card.
	{regexp.MustCompile(`^search your library for a card with mana value less than or equal to the number of lands you control, `), "a tutor for any card: which card a tutor takes is issue 21's choice; the engine casts it as a spell of its mana value that finds nothing"},
}
