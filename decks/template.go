package decks

import "regexp"

// A template reads one kind of Oracle line whole. The line is lower-cased,
// with the card's own name as "~" and reminder text gone. re matches the
// line; on, when set, says which cards the template applies to (a sorcery
// never has a mana ability); read puts what the line says into the card
// and reports whether it could. A line that a template matches but cannot
// read is not read at all: no other template matches it.
//
// examples are lines of real cards that the template reads;
// TestTemplateExamples holds each template to them, and
// TestTemplatesDisjoint shows that no line of the database is matched by
// two templates, so the order of the table decides nothing.
type template struct {
	name     string
	re       *regexp.Regexp
	on       func(c *Card, spell bool) bool
	read     func(c *Card, m []string) bool
	examples []string
}

// templates is every template, by family: mana abilities and rituals
// (read_mana.go), mana abilities paid with other permanents (costs.go),
// how a permanent enters (read_enter.go; entering.go: by the hand or the
// turn, returning a land), searching the library (read_search.go), the
// rest (read_other.go), mana abilities given to other permanents
// (grant.go), what happens around tapping a mana permanent (tapping.go),
// the tokens with mana abilities some create (tokens.go), the triggers
// that add mana as a permanent enters (landfall.go), the bonus on nonland
// permanents' mana (permbonus.go), mana that counters limit or
// measure (counters.go), permanents that pay to untap themselves
// (untapself.go), mana that reads the graveyards (graveyard.go), mana
// spent as though of another type (asthough.go), the Treasures a
// goldfish's own board makes (treasures.go), amounts of one colour
// counted from the board (devotion.go), and a spell's land bonus until
// end of turn (hightide.go).
var templates = concat(manaTemplates, costTemplates, enterTemplates, enteringTemplates, searchTemplates, rampTemplates, otherTemplates, grantTemplates, tapTemplates, tokenTemplates, landfallTemplates, permBonusTemplates, counterTemplates, untapSelfTemplates, godTemplates, graveTemplates, asThoughTemplates, treasureTemplates,
	devotionTemplates, turnBonusTemplates, cardCostTemplates, untapperTemplates, untapConvTemplates,
	converterTemplates, sacrificeCostTemplates)

func concat(families ...[]template) []template {
	var out []template
	for _, f := range families {
		out = append(out, f...)
	}
	return out
}

// readTemplates reads the line by the template that matches it, if any.
func readTemplates(c *Card, line string, spell bool) bool {
	for i := range templates {
		t := &templates[i]
		if t.on != nil && !t.on(c, spell) {
			continue
		}
		if m := t.re.FindStringSubmatch(line); m != nil {
			return t.read(c, m)
		}
	}
	return false
}

// The applicability of templates.
func permanent(c *Card, spell bool) bool    { return !spell }
func spellOnly(c *Card, spell bool) bool    { return spell }
func landOnly(c *Card, spell bool) bool     { return c.IsLand() }
func creatureOnly(c *Card, spell bool) bool { return c.IsCreature() }
func enchantment(c *Card, spell bool) bool  { return c.Types&Enchantment != 0 }

// set returns a read that applies f and reads the line.
func set(f func(c *Card)) func(c *Card, m []string) bool {
	return func(c *Card, _ []string) bool { f(c); return true }
}
