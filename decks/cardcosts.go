package decks

import (
	"regexp"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// Imperiosaur's "spend only mana produced by basic lands to cast ~" is a
// payment from a subset of the sources (BasicOnly; sim/basicmana.go): the
// untapped basic lands, no mana from the pool (where it came from is not
// kept: a lower bound, reported).
//
// Mana abilities whose cost or amount is a card or a one-shot choice
// rather than a permanent (issue 20): Metalworker's {C}{C} for each
// artifact card revealed from the hand (a Vary counting the hand,
// Vary.Hand: the engine brings it up to date before each payment), milling a card (Millikin's "{T}, mill a card: add
// {C}"), discarding the hand (Lion's Eye Diamond), and a planeswalker's
// loyalty ability that adds mana (Chandra, Dressed to Kill's "+1: add
// {R}").
//
// Millikin's mill is a side effect of its {T}: the engine mills the top of
// the library each time a payment taps it (sim/cardcosts.go), a card the
// graveyard counts then see. Lion's Eye Diamond's cost is the whole hand:
// it is a converter at no mana cost, sacrificed, that the engine activates
// only when no card is left in the hand to discard (the card being paid
// for is on the stack by then, rule 601.2g), so that its three mana never
// cost a card (the objective: a card in hand is worth more than three mana
// once, which the engine does not weigh; with cards left it is kept, and
// said). A loyalty ability is no mana ability (rule 605.1a) and may be
// activated once a turn, as a sorcery (rule 606.3): against an idle
// opponent who never responds, activating it in the main phase just before
// the spell it pays for is the same mana as a source tapped while paying,
// so it is read as a {T} (Loyalty says it is one), the planeswalker's
// loyalty only growing.

var cardCostTemplates = []template{
	{name: "spend only basic lands' mana",
		re:       regexp.MustCompile(`^spend only mana produced by basic lands to cast ~\.$`),
		read:     set(func(c *Card) { c.BasicOnly = true }),
		examples: []string{"spend only mana produced by basic lands to cast ~."}},
	{name: "mana for each card revealed", on: permanent,
		re: regexp.MustCompile(`^\{t\}: reveal any number of artifact cards in your hand\. add ((?:\{c\})+) for each card revealed this way\.$`),
		read: func(c *Card, m []string) bool {
			src, ok := production(m[1])
			if !ok {
				return false
			}
			c.Mana = append(c.Mana, ManaAbility{Makes: src, Tap: true, Per: &Filter{Types: Artifact, Hand: true},
				Approx: "it reveals the artifact cards in the hand when a payment taps it, the card being paid for included (tapped just before it is cast); tapped earlier in the phase, its mana floated past other casts, it could reveal more: not played"})
			return true
		},
		examples: []string{"{t}: reveal any number of artifact cards in your hand. add {c}{c} for each card revealed this way."}},
	{name: "mana ability that mills a card", on: permanent,
		re: regexp.MustCompile(`^((?:[^,:]+, )*)mill a card: add ([^.]+)\.$`),
		read: func(c *Card, m []string) bool {
			a, ok := manaAbility(strings.TrimSuffix(m[1], ", "), m[2], "")
			if !ok || !a.Tap {
				return false // (no {T}: it would mill the library away for free mana)
			}
			a.Mill = true
			c.Mana = append(c.Mana, a)
			return true
		},
		examples: []string{"{t}, mill a card: add {c}."}},
	{name: "mana ability that discards the hand", on: permanent,
		re: regexp.MustCompile(`^discard your hand, sacrifice ~: add ([^.]+)\. activate only as an instant\.$`),
		// As an instant: a goldfish makes mana in its main phases, where an
		// instant may be cast too.
		read: func(c *Card, m []string) bool {
			a, ok := manaAbility("sacrifice ~", m[1], "")
			if !ok {
				return false
			}
			a.DiscardHand = true
			a.Approx = "its discarded hand: activated only with no card left in the hand but the one it pays for, " +
				"which the planner casts last of its line (a card in hand is not weighed against its three mana)"
			a.Cost = mana.MustParseCost("{0}") // (a converter: activated only when a payment needs it)
			c.Mana = append(c.Mana, a)
			return true
		},
		examples: []string{"discard your hand, sacrifice ~: add three mana of any one color. activate only as an instant."}},
	{name: "loyalty ability that adds mana", on: planeswalkerOnly,
		re:   regexp.MustCompile(`^\+(\d+): add ([^.]+)\.( ~ deals 1 damage to up to one target player or planeswalker\.)?$`),
		read: readLoyaltyMana,
		examples: []string{"+1: add {r}. ~ deals 1 damage to up to one target player or planeswalker.",
			"+2: add two mana in any combination of colors."}},
}

func planeswalkerOnly(c *Card, spell bool) bool { return c.Types&Planeswalker != 0 }

// readLoyaltyMana reads "+N: add PRODUCTION." as a {T} mana ability of
// the planeswalker (see above), and its 1 damage to a player as Ping.
func readLoyaltyMana(c *Card, m []string) bool {
	a, ok := manaAbility("{t}", m[2], "")
	if !ok {
		return false
	}
	a.Loyalty = int(m[1][0] - '0')
	if m[3] != "" {
		c.Ping = 1
	}
	c.Mana = append(c.Mana, a)
	return true
}

// cardCostWords is what ManaAbility.String says of these costs.
func (a ManaAbility) cardCostWords(cost []string) []string {
	if a.Loyalty > 0 {
		for i, s := range cost {
			if s == "{T}" {
				cost[i] = "+" + string(rune('0'+a.Loyalty)) + " loyalty (once a turn, played as a {T})"
			}
		}
	}
	if a.Mill {
		cost = append(cost, "mill a card")
	}
	if a.DiscardHand {
		cost = append(cost[:0], "discard the hand (only an empty one)")
		cost = append(cost, "sacrifice")
	}
	return cost
}

// cardCostInfo copies what the engine needs of these costs into in (free:
// the card's free mana ability, conv: its converter; nil for none).
func cardCostInfo(c *Card, in *CardInfo, free, conv *ManaAbility) {
	if free != nil {
		in.Mill = free.Mill
	}
	if conv != nil {
		in.ConvHand = conv.DiscardHand
	}
	in.Ping = c.Ping
}
