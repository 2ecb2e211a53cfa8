package decks

import (
	"fmt"
	"regexp"
	"strings"
)

// Tokens with mana abilities (Treasure, Eldrazi Spawn and Scion, Gold,
// Powerstone) and the abilities that create them. A token is a card of its
// own to the engine: Compile gives each token a deck makes an id beside the
// deck's cards (no copies in the library, never cast), so that it enters,
// taps and is sacrificed as any permanent, in the engine's fixed arrays.

// Token is a predefined token with a mana ability.
type Token uint8

// The tokens read.
const (
	NoToken Token = iota
	Treasure
	EldraziSpawn
	EldraziScion
	Gold
	Powerstone
	// Food makes no mana itself; Gilded Goose sacrifices one for mana
	// (its "{2}, {T}, sacrifice: gain 3 life" is not a goldfish's).
	Food
	// GoblinShaman is Fable of the Mirror-Breaker's chapter I token, a 2/2
	// that creates a Treasure as it attacks (token_makers.go).
	GoblinShaman
	// Clue makes no mana: {2}, sacrifice it: draw a card (Academy
	// Manufactor's; token_makers.go).
	Clue
	numTokens
)

// tokenFacts are each token's characteristics, as the effects that create
// them define them, checked against Forge's token scripts (repository
// Card-Forge/forge, forge-gui/res/tokenscripts/: c_a_treasure_sac.txt
// @17c280f0, c_0_1_eldrazi_spawn_sac.txt @2b193e70, c_1_1_eldrazi_scion_sac.txt
// @1b1502af, c_a_gold_draw.txt @83915cce, c_a_powerstone.txt @18182308, c_a_food_sac.txt
// @09789c98):
// TestTokenFacts holds the reading of each to the script's cost, types and
// mana. Their text is read by the same reader as a card's.
var tokenFacts = [numTokens]struct {
	name, typeLine, text, power, toughness string
}{
	Treasure:     {"Treasure", "Token Artifact — Treasure", "{T}, Sacrifice this artifact: Add one mana of any color.", "", ""},
	EldraziSpawn: {"Eldrazi Spawn", "Token Creature — Eldrazi Spawn", "Sacrifice this creature: Add {C}.", "0", "1"},
	EldraziScion: {"Eldrazi Scion", "Token Creature — Eldrazi Scion", "Sacrifice this creature: Add {C}.", "1", "1"},
	Gold:         {"Gold", "Token Artifact — Gold", "Sacrifice this artifact: Add one mana of any color.", "", ""},
	Powerstone:   {"Powerstone", "Token Artifact — Powerstone", "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.", "", ""},
	Food:         {"Food", "Token Artifact — Food", "{2}, {T}, Sacrifice this artifact: You gain 3 life.", "", ""},
	// (r_2_2_goblin_shaman_treasure.txt @a2901eee)
	GoblinShaman: {"Goblin Shaman", "Token Creature — Goblin Shaman", "Whenever this creature attacks, create a Treasure token.", "2", "2"},
	// (c_a_clue_draw.txt @09353915)
	Clue: {"Clue", "Token Artifact — Clue", "{2}, Sacrifice this artifact: Draw a card.", "", ""},
}

// tokenCards holds each token read once: Compile keys its cards by
// pointer, so every maker of a deck shares its token's id.
var tokenCards = func() [numTokens]*Card {
	var out [numTokens]*Card
	for t := Treasure; t < numTokens; t++ {
		f := tokenFacts[t]
		c, err := cardFromFace(f.name, "", f.typeLine, f.text, f.power, f.toughness, nil)
		if err != nil {
			panic(err) // (the table above: a test reads every entry)
		}
		out[t] = &c
	}
	return out
}()

// Card is the token as a card (nil for NoToken).
func (t Token) Card() *Card {
	if t == NoToken || t >= numTokens {
		return nil
	}
	return tokenCards[t]
}

func (t Token) String() string {
	if t == NoToken || t >= numTokens {
		return "?"
	}
	return tokenFacts[t].name
}

// TokenEvent is when an ability creates its tokens.
type TokenEvent uint8

// The events a goldfish meets that create tokens.
const (
	OnResolve  TokenEvent = iota // the spell resolves ("create a Treasure token")
	OnEnter                      // the permanent enters ("when ~ enters, create ...")
	OnCast                       // the spell is cast ("when you cast ~, create ...")
	OnLandfall                   // a land enters under its controller's control, while the permanent is there
	OnAttack                     // the creature attacks
	// The creature deals combat damage to a player: as it attacks with
	// power 1 or more (the idle opponent never blocks).
	OnCombatDamage
	// One or more creatures of its controller's deal combat damage to a
	// player: once a combat in which the attack deals damage.
	OnAnyCombatDamage
	// Another creature of its controller's dies (Pitiless Plunderer;
	// treasures.go).
	OnOtherDies
	// Its controller creates one or more Treasures: N more (Xorn's
	// replacement; treasures.go).
	OnMoreTreasures
	// An opponent draws a card and does not pay (Smothering Tithe): the
	// idle opponent draws once each of its turns, with no land to pay
	// {2}; treasures.go.
	OnOpponentDraws
	// Its controller would create a Treasure or Food: one of each instead
	// (Academy Manufactor; the entries name the two tokens, N unused).
	OnOneOfEach
	// Its activated ability (TokenAbility) is activated.
	OnActivate
)

var tokenEventNames = [...]string{"as it resolves", "when it enters", "when it is cast", "whenever a land enters (landfall)", "whenever it attacks",
	"whenever it deals combat damage to a player", "whenever creatures of its controller's deal combat damage to a player",
	"whenever another creature of its controller's dies", "more whenever its controller creates Treasures (a replacement)",
	"whenever an opponent draws a card (the idle opponent, each of its turns: it has no mana to pay)",
	"instead of a Treasure or Food, one of each (a replacement)", "when its ability is activated"}

// reCombatTreasure: Ragavan's and Professional Face-Breaker's Treasure
// (what Ragavan does besides, with the opponent's library, is left).
var reCombatTreasure = regexp.MustCompile(`^whenever (~ deals|one or more creatures you control deal) combat damage to a player, create a treasure token(?: and (.+?))?\.$`)

// combatTreasure reads a Treasure made on combat damage (a sentence).
func combatTreasure(c *Card, s string) (note, left string, ok bool) {
	m := reCombatTreasure.FindStringSubmatch(s)
	if m == nil || !c.IsCreature() {
		return "", "", false
	}
	when := OnCombatDamage
	if m[1] != "~ deals" {
		when = OnAnyCombatDamage
	}
	mk := MakeTokens{Token: Treasure, N: 1, When: when}
	c.Tokens = append(c.Tokens, mk)
	if m[2] != "" {
		left = "and " + m[2] + "."
	}
	return mk.String(), left, true
}

// MakeTokens is an ability that creates N tokens of a kind on an event
// (PerX: N for each X paid, Kozilek's Command).
type MakeTokens struct {
	Token Token
	N     int
	When  TokenEvent
	PerX  bool
}

func (m MakeTokens) String() string {
	if m.PerX {
		return fmt.Sprintf("creates X %s token(s) %s", m.Token, tokenEventNames[m.When])
	}
	return fmt.Sprintf("creates %d %s token(s) %s", m.N, m.Token, tokenEventNames[m.When])
}

// The token makers' templates (the quoted ability of an Eldrazi Spawn or
// Scion restates the token's own, tokenFacts).
var (
	reTreasures      = regexp.MustCompile(`^create (a|one|two|three|four|five) (treasure|gold|powerstone|food) tokens?\.$`)
	reEldrazi        = regexp.MustCompile(`^create (a|one|two|three|four|five) (0/1 colorless eldrazi spawn|1/1 colorless eldrazi scion) creature tokens?(?: with |\. (?:it has|they have) )"sacrifice ~: add \{c\}\."$`)
	reFoodOrTreasure = regexp.MustCompile(`^create a food token or a treasure token\.$`)
	// What the templates below match after their trigger: a creation of
	// a token tokenCreation reads.
	creation = `(create (?:a|one|two|three|four|five) (?:treasure|gold|powerstone|food|0/1 colorless eldrazi spawn|1/1 colorless eldrazi scion|food token or a treasure)\b.*)`
)

// tokenTemplates read the abilities that create tokens with mana
// abilities. Tireless Provisioner's "a Food token or a Treasure token" is
// read as the Treasure (a Food makes no mana); Goldspan Dragon is never
// the target of a spell (the goldfish's spells target the opponent or
// nothing), so its trigger is its attack.
var tokenTemplates = []template{
	{name: "tokens as a spell resolves", on: spellOnly,
		re:       regexp.MustCompile(`^` + creation + `$`),
		read:     func(c *Card, m []string) bool { return addTokens(c, m[1], OnResolve) },
		examples: []string{"create a treasure token."}},
	{name: "tokens on a trigger", on: permanent,
		re: regexp.MustCompile(`^(when ~ enters|when you cast ~|landfall — whenever a land you control enters), ` + creation + `$`),
		read: func(c *Card, m []string) bool {
			when := OnEnter
			switch {
			case strings.HasPrefix(m[1], "when you cast"):
				when = OnCast
			case strings.HasPrefix(m[1], "landfall"):
				when = OnLandfall
			}
			return addTokens(c, m[2], when)
		},
		examples: []string{
			`when ~ enters, create two 0/1 colorless eldrazi spawn creature tokens with "sacrifice ~: add {c}."`,
			`when ~ enters, create a 0/1 colorless eldrazi spawn creature token. it has "sacrifice ~: add {c}."`,
			`when you cast ~, create two 0/1 colorless eldrazi spawn creature tokens with "sacrifice ~: add {c}."`,
			"landfall — whenever a land you control enters, create a food token or a treasure token.",
		}},
	{name: "Treasures' better mana", on: permanent,
		re: regexp.MustCompile(`^treasures you control have "\{t\}, sacrifice ~: add (two mana of any one color)\."$`),
		read: func(c *Card, m []string) bool {
			src, ok := production(m[1])
			c.TreasureMana = src
			return ok
		},
		examples: []string{`treasures you control have "{t}, sacrifice ~: add two mana of any one color."`}},
	{name: "a Treasure as it attacks", on: creatureOnly,
		re: regexp.MustCompile(`^whenever ~ attacks(?: or becomes the target of a spell)?, create a treasure token\.$`),
		read: func(c *Card, m []string) bool {
			c.Tokens = append(c.Tokens, MakeTokens{Token: Treasure, N: 1, When: OnAttack})
			return true
		},
		examples: []string{"whenever ~ attacks or becomes the target of a spell, create a treasure token."}},
}

// addTokens reads a creation and adds it to the card's makers.
func addTokens(c *Card, s string, when TokenEvent) bool {
	mk, ok := tokenCreation(s)
	if !ok {
		return false
	}
	mk.When = when
	c.Tokens = append(c.Tokens, mk)
	return true
}

// readTokens reads a line by the token templates alone (for their tests).
func readTokens(c *Card, line string, spell bool) bool {
	for i := range tokenTemplates {
		t := &tokenTemplates[i]
		if t.on != nil && !t.on(c, spell) {
			continue
		}
		if m := t.re.FindStringSubmatch(line); m != nil {
			return t.read(c, m)
		}
	}
	return false
}

// tokenCreation reads "create N <token> tokens ...".
func tokenCreation(s string) (MakeTokens, bool) {
	if m := reTreasures.FindStringSubmatch(s); m != nil {
		t := map[string]Token{"treasure": Treasure, "gold": Gold, "powerstone": Powerstone, "food": Food}[m[2]]
		return MakeTokens{Token: t, N: numberWords[m[1]]}, true
	}
	if m := reEldrazi.FindStringSubmatch(s); m != nil {
		t := EldraziSpawn
		if strings.Contains(m[2], "scion") {
			t = EldraziScion
		}
		return MakeTokens{Token: t, N: numberWords[m[1]]}, true
	}
	if reFoodOrTreasure.MatchString(s) {
		return MakeTokens{Token: Treasure, N: 1}, true
	}
	return MakeTokens{}, false
}

// tokenRest reads what a spell's draw left of its sentence ("and create
// two treasure tokens"): the tokens it creates as it resolves.
func tokenRest(c *Card, rest string, spell bool) bool {
	s, ok := strings.CutPrefix(rest, "and ")
	if !ok || !spell {
		return false
	}
	mk, ok := tokenCreation(s + ".")
	if !ok {
		return false
	}
	c.Tokens = append(c.Tokens, mk)
	return true
}

// MaxTokenAbilities is how many abilities that create tokens a card's
// CardInfo holds (Academy Manufactor's one of each is three).
const MaxTokenAbilities = 3

// TokenMade is a MakeTokens lowered: the token by its card id in the deck.
type TokenMade struct {
	ID   int
	N    int
	When TokenEvent
	PerX bool // N for each X paid (the X of the spell or ability)
}

// tokenIDs gives each token the deck's cards create an id of its own (a
// card with no copies in the library), and lowers their MakeTokens.
func (cd *Compiled) tokenIDs(ids map[*Card]int, add func(*Card) (int, error)) error {
	cs := cards(ids)
	for id := 0; id < len(cs); id++ { // (a token may make tokens: Fable's Goblin; cs grows)
		c := cs[id]
		for i, m := range c.Tokens {
			if i == MaxTokenAbilities {
				cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: c.Name, What: "its tokens past the first " + fmt.Sprint(MaxTokenAbilities) + " abilities that create them"})
				break
			}
			tid, err := add(m.Token.Card())
			if err != nil {
				return err
			}
			cd.Cards[id].Tokens[i] = TokenMade{ID: tid, N: m.N, When: m.When, PerX: m.PerX}
			cs = cards(ids)
		}
	}
	return cd.treasureMana(ids, cs)
}

// treasureMana lowers a permanent that gives Treasures a better mana
// ability (Goldspan Dragon): while one is on the battlefield, the deck's
// Treasure is a source of that mana instead (its own is dominated), a
// card whose mana follows the board (Vary) by the permanent's name.
func (cd *Compiled) treasureMana(ids map[*Card]int, cs []*Card) error {
	tid, ok := ids[Treasure.Card()]
	if !ok {
		return nil
	}
	for _, c := range cs {
		if c.TreasureMana.N() == 0 {
			continue
		}
		in := &cd.Cards[tid]
		if in.Vary >= 0 {
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: c.Name, What: "the Treasures' mana it gives, beside another card's that does"})
			continue
		}
		a := Treasure.Card().Mana[0]
		a.Makes = c.TreasureMana
		k, err := cd.register(c, a)
		if err != nil {
			return err
		}
		in.Vary = len(cd.Vary)
		cd.Vary = append(cd.Vary, Vary{When: Condition{{Of: Filter{Name: strings.ToLower(c.Name)}, N: 1}}, Kinds: []int{in.Kind, k}})
	}
	return nil
}
