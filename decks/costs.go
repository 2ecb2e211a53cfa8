package decks

import (
	"regexp"
	"slices"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// Mana abilities whose cost takes other permanents (issue 20's non-mana
// costs): tapping untapped permanents of a kind ("{T}, Tap an untapped
// creature you control": Springleaf Drum; "Tap three untapped Elves you
// control": Heritage Druid; "Tap an untapped artifact you control": Urza,
// Lord High Artificer) and sacrificing one ("Sacrifice a creature":
// Ashnod's Altar; "Sacrifice a Goblin": Skirk Prospector). The reader reads
// them into ManaAbility.Others; Compile lowers each to a CostSource, a kind
// of source the engine keeps as many of as the board has permanents to pay
// with (sim/costs.go).

// Others is the part of a mana ability's cost paid with other permanents:
// N of them of the filter, tapped (untapped ones; summoning sickness does
// not stop it, rule 302.6 speaks of {T} only) or, with Sacrifice, sacrificed.
type Others struct {
	Of        Filter
	N         int
	Sacrifice bool
	// Value: the ability adds its mana once for each point of the
	// sacrificed permanent's mana value (Priest of Yawgmoth:
	// sacrifices.go); Makes is one unit.
	Value bool
	line  string // the line it was read from (unreadCosts)
}

func (o Others) String() string {
	verb := "tap"
	if o.Sacrifice {
		verb = "sacrifice"
	}
	what := o.Of.String()
	if o.N > 1 {
		plural := what + "s"
		for p, s := range irregular {
			if s == what {
				plural = p
			}
		}
		what = plural
	}
	if !o.Sacrifice {
		what = "untapped " + what
	}
	by := ""
	if o.Value {
		by = " (the mana once per point of its mana value)"
	}
	if o.N == 1 {
		if strings.ContainsRune("aeiou", rune(what[0])) {
			return verb + " an " + what + by
		}
		return verb + " a " + what + by
	}
	return verb + " " + numberName(o.N) + " " + what + by
}

var (
	// "tap three untapped elves you control", "tap an untapped creature you control".
	reTapOthers = regexp.MustCompile(`^tap (an|one|two|three|four|five) untapped ([a-z' ]+?) you control$`)
	// "sacrifice a creature", "sacrifice a goblin".
	reSacOther = regexp.MustCompile(`^sacrifice (an?) ([a-z' ]+)$`)
)

// costTemplates reads a mana ability one of whose cost parts is other
// permanents (a tapping or sacrificing part is required, so that no line
// the plain mana ability template reads matches it).
var costTemplates = []template{
	{name: "mana ability paid with other permanents", on: permanent,
		re:   regexp.MustCompile(`^((?:[^,:]+, )*(?:tap (?:an|one|two|three|four|five) untapped [a-z' ]+? you control|sacrifice an? [a-z' ]+)(?:, [^,:]+)*): add ([^.]+)\.(.*)$`),
		read: readOthersMana,
		examples: []string{"{t}, tap an untapped creature you control: add one mana of any color.",
			"tap three untapped elves you control: add {g}{g}{g}.", "tap two untapped elves you control: add one mana of any color.",
			"tap an untapped artifact you control: add {u}.", "sacrifice a creature: add {c}{c}.",
			"sacrifice a creature: add one mana of any color.", "sacrifice a goblin: add {r}.",
			"{t}, sacrifice a creature: add {b}{b}.", "{t}, sacrifice a forest: add three mana in any combination of {r} and/or {g}.",
			"{t}, sacrifice an artifact: add an amount of {b} equal to the sacrificed artifact's mana value.",
			"{t}, sacrifice a food: add one mana of any color."}},
	{name: "mana ability returning it to hand", on: permanent,
		re: regexp.MustCompile(`^((?:\{[^}]+\}, )*)return ~ to its owner's hand: add ([^.]+)\.( activate only as a sorcery\.)?$`),
		// Only as a sorcery: a goldfish makes mana in its main phases only,
		// with nothing on the stack when a payment starts.
		read: func(c *Card, m []string) bool {
			a, ok := manaAbility(strings.TrimSuffix(m[1], ", "), m[2], "")
			if !ok || a.Cost.IsNone() {
				return false // (one with no mana cost would loop for free: not read)
			}
			a.Return = true
			c.Mana = append(c.Mana, a)
			return true
		},
		examples: []string{"{r}, return ~ to its owner's hand: add {c}{c}{r}. activate only as a sorcery."}},
	{name: "life for mana until end of turn", on: spellOnly,
		re:       regexp.MustCompile(`^until end of turn, any time you could activate a mana ability, you may pay 1 life\. if you do, add \{c\}\.$`),
		read:     set(func(c *Card) { c.Channel = true }),
		examples: []string{"until end of turn, any time you could activate a mana ability, you may pay 1 life. if you do, add {c}."}},
	{name: "mana when it dies", on: creatureOnly,
		re: regexp.MustCompile(`^when ~ dies, add ((?:\{c\})+)\.$`),
		read: func(c *Card, m []string) bool {
			var tmp Card
			ok := ritual(&tmp, m[1])
			c.DiesMana = tmp.Ritual
			return ok
		},
		examples: []string{"when ~ dies, add {c}{c}{c}.", "when ~ dies, add {c}{c}{c}{c}."}},
}

// reCombo: "three mana in any combination of {r} and/or {g}" (Orcish Lumberjack).
var reCombo = regexp.MustCompile(`^(one|two|three|four|five) mana in any combination of \{([wubrg])\} and/or \{([wubrg])\}$`)

// comboProduction reads what production's other forms do not: N mana in
// any combination of two colours, N units each of either.
func comboProduction(p string) (mana.Source, bool) {
	m := reCombo.FindStringSubmatch(p)
	if m == nil {
		return mana.Source{}, false
	}
	a, _ := mana.TypeOf(m[2][0])
	b, _ := mana.TypeOf(m[3][0])
	units := make([]mana.Mask, numberWords[m[1]])
	for i := range units {
		units[i] = a.Mask() | b.Mask()
	}
	return mana.Fixed(units...), true
}

// manaRider reads a sentence after a mana ability's that a goldfish plays
// only in part (the ability's Approx says what not): Hall of the Bandit
// Lord's haste.
func manaRider(s string) (string, bool) {
	if s == "if that mana is spent on a creature spell, it gains haste." {
		return "the haste its mana gives a creature spell", true
	}
	if s == "if a card is exiled with ~, add {c}{c} instead." {
		// Ugin's Labyrinth (cardcosts.go's stated lines: its imprint).
		return "its {C}{C} with a card exiled: the imprint is not played, it makes {C}", true
	}
	return "", false
}

// irregular plurals of the subtypes the costs name.
var irregular = map[string]string{"elves": "elf", "dwarves": "dwarf"}

// othersPart reads one cost part that names other permanents.
func othersPart(part string) (Others, bool) {
	if m := reTapOthers.FindStringSubmatch(part); m != nil {
		n := numberWords[m[1]]
		if m[1] == "an" {
			n = 1
		}
		f, ok := countedFilter(m[2])
		return Others{Of: f, N: n}, ok
	}
	if m := reSacOther.FindStringSubmatch(part); m != nil && m[2] != "~" {
		f, ok := countedFilter(m[2])
		return Others{Of: f, N: 1, Sacrifice: true}, ok
	}
	return Others{}, false
}

// countedFilter is filterOf with the irregular plurals, and the artifact
// tokens' subtypes (Gilded Goose's "sacrifice a Food").
func countedFilter(s string) (Filter, bool) {
	if single, ok := irregular[s]; ok {
		s = single
	}
	if s == "food" || s == "treasure" {
		return Filter{Subtype: s}, true
	}
	return filterOf(s)
}

// readOthersMana reads a mana ability with a cost paid with other
// permanents (m: the template's match): the cost's other parts and what it
// adds are read as any mana ability's (manaAbility).
func readOthersMana(c *Card, m []string) bool {
	var rest []string
	var others *Others
	for _, part := range strings.Split(m[1], ", ") {
		if o, ok := othersPart(part); ok && others == nil {
			others = &o
			continue
		}
		rest = append(rest, part)
	}
	if others == nil {
		return false
	}
	prod := m[2]
	if p, ok := valueProduction(prod, *others); ok {
		prod, others.Value = p, true
	}
	a, ok := manaAbility(strings.Join(rest, ", "), prod, m[3])
	if !ok {
		return false
	}
	others.line = m[0]
	a.Others = others
	c.Mana = append(c.Mana, a)
	return true
}

// unreadCosts takes out of a face's mana abilities those paid with other
// permanents that the engine does not play (costLowerable: a mana cost
// besides, its own {T} shared with another mana ability, mana that is not
// fixed), and reports their lines as not modelled.
func unreadCosts(c *Card) {
	for i := 0; i < len(c.Mana); i++ {
		a := c.Mana[i]
		if a.Others == nil {
			continue
		}
		rest := slices.Delete(slices.Clone(c.Mana), i, i+1)
		if costLowerable(c, a, rest) {
			continue
		}
		c.Mana = rest
		i--
		for j := range c.Lines {
			if l := &c.Lines[j]; l.Text == a.Others.line {
				l.Status, l.Note = LineNotModelled, l.Text
			}
		}
	}
}
