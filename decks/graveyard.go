package decks

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// Mana that reads the graveyard: Deathrite Shaman's land card exiled from
// a graveyard, Rite of Flame's copies in the graveyards, Cabal Ritual's
// threshold, Crypt of Agadeem's black creature cards, Klothys's card
// exiled at the beginning of the precombat main phase. The engine keeps a
// graveyard only for a deck with one of these (sim/graveyard.go), filled
// where a card goes there; an idle opponent's graveyard holds the cards it
// discards at its cleanups (one a turn once it has drawn an eighth card,
// idleHand), none of them taken for a land card or a card of ours.

// GraveUse is what a card does with the graveyards (the zero value:
// nothing).
type GraveUse struct {
	// ExileLand: "{T}: exile target land card from a graveyard. add one
	// mana of any color" (Deathrite Shaman), the mana it adds (N 0: none).
	// It targets, so it is no mana ability (rule 605.5a): it is activated
	// and resolves before the spell it pays for is cast.
	ExileLand mana.Source
	// PerCopy: "then add {R} for each card named ~ in each graveyard"
	// (Rite of Flame): added for each copy in the graveyards as it resolves.
	PerCopy Ritual
	// Threshold: "threshold — add {B}{B}{B}{B}{B} instead if there are
	// seven or more cards in your graveyard" (Cabal Ritual): the mana added
	// instead with seven or more (Total 0: none).
	Threshold Ritual
	// Main: "at the beginning of your precombat main phase, exile target
	// card from a graveyard. if it was a land card, add {R} or {G}.
	// otherwise, you gain 2 life and ~ deals 2 damage to each opponent"
	// (Klothys, God of Destiny): the mana for a land card (N 0: none), and
	// the life and damage for any other.
	Main              mana.Source
	MainLife, MainDmg int
}

// Has reports whether the card reads a graveyard at all.
func (u GraveUse) Has() bool {
	return u.ExileLand.N() > 0 || u.PerCopy.Total() > 0 || u.Threshold.Total() > 0 || u.Main.N() > 0
}

// words says in words what the card does with the graveyards.
func (u GraveUse) words() []string {
	var out []string
	if u.ExileLand.N() > 0 {
		out = append(out, fmt.Sprintf("{T}, exile a land card from a graveyard: %d mana (%s), activated before the spell it pays for (it targets: no mana ability)", u.ExileLand.N(), u.ExileLand.Units[0]))
	}
	if n := u.PerCopy.Total(); n > 0 {
		out = append(out, fmt.Sprintf("adds %d more mana for each copy in the graveyards", n))
	}
	if n := u.Threshold.Total(); n > 0 {
		out = append(out, fmt.Sprintf("adds %d mana instead with seven or more cards in the graveyard", n))
	}
	if u.Main.N() > 0 {
		out = append(out, fmt.Sprintf("at the beginning of the precombat main phase, exiles a card from a graveyard: a land card, %d mana (%s) into the pool; another, %d life and %d damage to the opponent", u.Main.N(), u.Main.Units[0], u.MainLife, u.MainDmg))
	}
	return out
}

// unmodelled is what the engine does not play of the card's graveyard
// reading: the idle opponent's discards, whose kinds are not known, are
// taken for nonland cards.
func (u GraveUse) unmodelled() []string {
	var out []string
	if u.ExileLand.N() > 0 {
		out = append(out, "a land card in the idle opponent's graveyard: its discards are taken for nonland cards, so only its controller's land cards are exiled (a lower bound)")
	}
	if u.Main.N() > 0 {
		out = append(out, "the idle opponent's discards are taken for nonland cards: exiled, they give the life and damage, never the mana")
	}
	return out
}

// graveTemplates read the lines of mana that reads the graveyards.
var graveTemplates = []template{
	{name: "mana for a land card exiled from a graveyard", on: permanent,
		re: regexp.MustCompile(`^\{t\}: exile target land card from a graveyard\. add ([^.]+)\.$`),
		read: func(c *Card, m []string) bool {
			src, ok := production(m[1])
			c.Grave.ExileLand = src
			return ok && src.N() == 1
		},
		examples: []string{"{t}: exile target land card from a graveyard. add one mana of any color."}},
	{name: "ritual with copies in graveyards", on: spellOnly,
		re: regexp.MustCompile(`^add ((?:\{[wubrgc]\})+), then add (\{[wubrgc]\}) for each card named ~ in each graveyard\.$`),
		read: func(c *Card, m []string) bool {
			var per Card
			if !ritual(c, m[1]) || !ritual(&per, m[2]) {
				return false
			}
			c.Grave.PerCopy = per.Ritual
			return true
		},
		examples: []string{"add {r}{r}, then add {r} for each card named ~ in each graveyard."}},
	{name: "ritual with threshold", on: spellOnly,
		re: regexp.MustCompile(`^threshold — add ((?:\{[wubrgc]\})+) instead if there are seven or more cards in your graveyard\.$`),
		read: func(c *Card, m []string) bool {
			var th Card
			if !ritual(&th, m[1]) {
				return false
			}
			c.Grave.Threshold = th.Ritual
			return true
		},
		examples: []string{"threshold — add {b}{b}{b}{b}{b} instead if there are seven or more cards in your graveyard."}},
	{name: "a card exiled from a graveyard at the precombat main phase", on: permanent,
		re: regexp.MustCompile(`^at the beginning of your precombat main phase, exile target card from a graveyard\. if it was a land card, add ([^.]+)\. otherwise, you gain (\d+) life and ~ deals (\d+) damage to each opponent\.$`),
		read: func(c *Card, m []string) bool {
			src, ok := production(m[1])
			c.Grave.Main = src
			c.Grave.MainLife, _ = strconv.Atoi(m[2])
			c.Grave.MainDmg, _ = strconv.Atoi(m[3])
			return ok && src.N() == 1
		},
		examples: []string{"at the beginning of your precombat main phase, exile target card from a graveyard. if it was a land card, add {r} or {g}. otherwise, you gain 2 life and ~ deals 2 damage to each opponent."}},
}

// reGravePer: Crypt of Agadeem's "{2}, {t}: add {b} for each black
// creature card in your graveyard".
var reGravePer = regexp.MustCompile(`^((?:\{[0-9wubrgc]\})+), \{t\}: add \{([wubrgc])\} for each (white|blue|black|red|green) creature card in your graveyard\.$`)

// readGravePer reads a mana ability counted by the creature cards of a
// colour in the graveyard, lowered as Cabal Coffers's counted converter
// (amounts.go) whose count is the graveyard's (Vary.Grave). It is read
// before the templates, as readAmounts is: the plain mana ability
// template matches the line too (and cannot read it).
func readGravePer(c *Card, line string) bool {
	m := reGravePer.FindStringSubmatch(line)
	if m == nil {
		return false
	}
	cost, err := mana.ParseCost(m[1])
	if err != nil {
		return false
	}
	t, _ := mana.TypeOf(m[2][0])
	c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(t.Mask()), Tap: true, Cost: cost, Per: &Filter{Types: Creature}, PerGrave: colourWords[m[3]].Mask()})
	return true
}

// perGraveWords is a graveyard count's words in a mana ability's
// description.
func perGraveWords(a ManaAbility) string {
	var cols []string
	for w, t := range [...]string{"white", "blue", "black", "red", "green"} {
		if a.PerGrave.Has(mana.Type(w)) {
			cols = append(cols, t)
		}
	}
	return " for each " + strings.Join(cols, " or ") + " " + a.Per.String() + " card in your graveyard"
}

// graveTables copies each card's GraveUse into its entry, registers
// Deathrite's kind (GraveKind) and points a graveyard count (Crypt of
// Agadeem) at the creature cards of its colours (Vary.Grave).
func (cd *Compiled) graveTables(cs []*Card) error {
	cd.GraveKind = -1
	for id, c := range cs {
		in := &cd.Cards[id]
		in.Grave = c.Grave
		if c.Grave.ExileLand.N() > 0 && cd.GraveKind < 0 {
			// A kind of its own (no other source has these penalties):
			// the engine keeps as many of it as ready Deathrites and land
			// cards in the graveyards allow (sim/graveyard.go), and taps
			// it after the others, a creature's tap and a land card spent.
			src := c.Grave.ExileLand
			src.Penalty = PenaltyCreature | PenaltyOthers | PenaltyAura
			k, ok := cd.Sources.Register(src)
			if !ok {
				return fmt.Errorf("%s: more than %d kinds of mana source in one deck", c.Name, mana.MaxKinds)
			}
			cd.GraveKind = k
		}
		if v := in.ConvVary; v >= 0 {
			for _, a := range c.Mana {
				if a.PerGrave == 0 || a.Per == nil {
					continue
				}
				// The creature cards of the colours, counted in the graveyard.
				var ids []uint16
				for o, oc := range cs {
					if a.Per.MatchesCard(oc) && !oc.Devoid && oc.Cost.Colors()&a.PerGrave != 0 {
						ids = append(ids, uint16(o))
					}
				}
				cd.Vary[v].Count = [][]uint16{ids}
				cd.Vary[v].Grave = true
			}
		}
	}
	return nil
}
