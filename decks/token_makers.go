package decks

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// More makers of the tokens of tokens.go: a modal spell's token mode
// (Prismari Command's Treasure, Kozilek's Command's X Eldrazi Spawn: the
// goldfish targets itself), a Saga's chapter I token that makes Treasures
// as it attacks (Fable of the Mirror-Breaker's Goblin Shaman), Academy
// Manufactor's replacement (a Treasure, Food or Clue becomes one of
// each; a Clue's {2}, sacrifice: draw a card is Yavimaya Elder's
// activated draw, ramp.go), and activated abilities that create Treasures (Fountainport's
// {4}, {T}; Treasure Vault's {X}{X}, {T}, sacrifice: X Treasures), which
// the engine activates at the end of the turn with mana left unused
// (sim/token_makers.go).
//
// A modal spell's other modes are the reader's as before (a damage mode
// is read; the rest reported): the engine plays the modes it reads, and
// for these two Commands those are two, the choice its objective makes
// (Prismari: 2 damage, the clock, and a Treasure, next turn's mana, over
// a loot or an artifact destroyed; Kozilek's: X Spawn and the card drawn
// over exiling what the idle opponent does not have).

// TokenAbility is an activated ability that creates tokens: its costs;
// the tokens are the card's Tokens with When OnActivate (N for each X
// with PerX).
type TokenAbility struct {
	Has     bool
	Cost    mana.Cost   // its mana cost ({X}{X}: X is chosen as it is activated)
	Demand  mana.Demand // Cost as a payment (Compile sets it)
	Tap     bool        // {T}
	SacSelf bool        // sacrifice it
	// Charge: it enters with this many charge counters and each use
	// removes one; the tokens (OnActivate) come with the last one
	// (Reckoner Bankbuster). Draw: cards each use draws.
	Charge, Draw int
}

func (a TokenAbility) String() string {
	parts := []string{a.Cost.String()}
	if a.Tap {
		parts = append(parts, "{T}")
	}
	if a.SacSelf {
		parts = append(parts, "sacrifice it")
	}
	if a.Charge > 0 {
		parts = append(parts, fmt.Sprintf("a charge counter (it enters with %d; the tokens with the last), draws %d", a.Charge, a.Draw))
	}
	return "activated at the end of the turn with mana left unused: " + strings.Join(parts, ", ")
}

func init() { templates = append(templates, tokenMakerTemplates...) }

var tokenMakerTemplates = []template{
	{name: "a modal spell's token mode", on: spellOnly,
		re: regexp.MustCompile(`^• target player creates (a|x) (treasure token|0/1 colorless eldrazi spawn creature tokens with "sacrifice ~: add \{c\}\.")\.?$`),
		read: func(c *Card, m []string) bool {
			mk := MakeTokens{Token: Treasure, N: 1, When: OnResolve}
			if strings.HasPrefix(m[2], "0/1") {
				mk.Token = EldraziSpawn
			}
			if m[1] == "x" {
				if c.Cost.Vars() == 0 {
					return false
				}
				mk.PerX = true
			}
			c.Tokens = append(c.Tokens, mk)
			return true
		},
		examples: []string{"• target player creates a treasure token.",
			`• target player creates x 0/1 colorless eldrazi spawn creature tokens with "sacrifice ~: add {c}."`}},
	{name: "a Saga's first chapter token that makes Treasures", on: enchantment,
		re: regexp.MustCompile(`^i — create a 2/2 red goblin shaman creature token with "whenever ~ attacks, create a treasure token\."$`),
		read: func(c *Card, m []string) bool {
			// Chapter I triggers as the Saga enters with its first lore
			// counter (rule 714.3a): a token as it enters.
			c.Tokens = append(c.Tokens, MakeTokens{Token: GoblinShaman, N: 1, When: OnEnter})
			return true
		},
		examples: []string{`i — create a 2/2 red goblin shaman creature token with "whenever ~ attacks, create a treasure token."`}},
	{name: "a Treasure or Food made one of each", on: permanent,
		re: regexp.MustCompile(`^if you would create a clue, food, or treasure token, instead create one of each\.$`),
		read: func(c *Card, m []string) bool {
			c.Tokens = append(c.Tokens, MakeTokens{Token: Treasure, N: 1, When: OnOneOfEach}, MakeTokens{Token: Food, N: 1, When: OnOneOfEach},
				MakeTokens{Token: Clue, N: 1, When: OnOneOfEach})
			return true
		},
		examples: []string{"if you would create a clue, food, or treasure token, instead create one of each."}},
	{name: "Treasures activated for mana", on: permanent,
		re: regexp.MustCompile(`^(\{[0-9]+\}|\{x\}\{x\}), \{t\}(, sacrifice ~)?: create (a|x) treasure tokens?\.$`),
		read: func(c *Card, m []string) bool {
			cost, err := mana.ParseCost(m[1])
			if err != nil || (cost.Vars() > 0) != (m[3] == "x") || c.TokenAbility.Has {
				return false
			}
			c.TokenAbility = TokenAbility{Has: true, Cost: cost, Tap: true, SacSelf: m[2] != ""}
			c.Tokens = append(c.Tokens, MakeTokens{Token: Treasure, N: 1, When: OnActivate, PerX: cost.Vars() > 0})
			return true
		},
		examples: []string{"{4}, {t}: create a treasure token.", "{x}{x}, {t}, sacrifice ~: create x treasure tokens."}},
	// Reckoner Bankbuster: its counters' line, then its ability (the
	// Pilot token is not made: Crew is not played).
	{name: "a vehicle entering with charge counters", on: permanent,
		re: regexp.MustCompile(`^this vehicle enters with (two|three|four) charge counters on it\.$`),
		read: func(c *Card, m []string) bool {
			c.TokenAbility.Charge = numberWords[m[1]]
			return true
		},
		examples: []string{"this vehicle enters with three charge counters on it."}},
	{name: "a charge counter drawn for, a Treasure with the last", on: func(c *Card, spell bool) bool { return !spell && c.TokenAbility.Charge > 0 },
		re: regexp.MustCompile(`^(\{[0-9]\}), \{t\}, remove a charge counter from this vehicle: draw a card\. then if there are no charge counters on this vehicle, create a treasure token and a 1/1 colorless pilot creature token with "~ crews vehicles as though its power were 2 greater\."$`),
		read: func(c *Card, m []string) bool {
			cost, err := mana.ParseCost(m[1])
			if err != nil || c.TokenAbility.Has {
				return false
			}
			c.TokenAbility = TokenAbility{Has: true, Cost: cost, Tap: true, Charge: c.TokenAbility.Charge, Draw: 1}
			c.Tokens = append(c.Tokens, MakeTokens{Token: Treasure, N: 1, When: OnActivate})
			c.leftover = "the 1/1 Pilot token made with the Treasure is not (it crews Vehicles: Crew is not played)"
			return true
		},
		examples: []string{`{2}, {t}, remove a charge counter from this vehicle: draw a card. then if there are no charge counters on this vehicle, create a treasure token and a 1/1 colorless pilot creature token with "~ crews vehicles as though its power were 2 greater."`}},
}

// tokenAbilityInfo lowers a card's TokenAbility into its CardInfo.
func tokenAbilityInfo(c *Card, in *CardInfo) {
	if !c.TokenAbility.Has {
		return
	}
	in.TokenAbility = c.TokenAbility
	in.TokenAbility.Demand = mana.NewDemand(c.TokenAbility.Cost, mana.ForAbility)
}

// tokenAbilityWords is what describe says of a TokenAbility.
func tokenAbilityWords(a TokenAbility) string {
	if !a.Has {
		return ""
	}
	return fmt.Sprint(a)
}
