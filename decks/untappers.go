package decks

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// The untappers (issue 20): what gives a goldfish a permanent's mana
// twice, and what untaps a creature for nothing a goldfish can use.

// whyMaze is why untapping one's own attacking creature with its combat
// damage prevented (Maze of Ith, Maze of Shadows, Ebony Horse) is never a
// gain. Its attack has happened (what the attack triggers, a Treasure or
// a search, happens whether or not it is untapped); what the untap adds is
// the creature untapped after combat, and what it takes away is its
// damage. The goldfish makes every play before combat (sim's playTurn:
// nothing is cast after it; the costs paid at the end of the turn, a
// Monolith's untap or a land search, are paid with no creature's mana,
// sim/untapself.go payUnused), so an untapped creature is then worth
// nothing, and the idle opponent never attacks, so it blocks nothing. The
// untap is worth nothing and the damage prevented is lost: never used.
const whyMaze = "untapping an attacking creature of its own with its combat damage prevented is never a gain: " +
	"the attack's triggers happen either way, the goldfish casts nothing after combat and pays no end-of-turn cost with a creature's mana, " +
	"and the idle opponent never attacks, so the creature untapped is worth nothing and only its damage is lost"

// untapNotNeeded are the whole lines of the untappers a goldfish plays
// exactly by never using them, each with the argument.
var untapNotNeeded = []struct {
	re  *regexp.Regexp
	why string
}{
	{regexp.MustCompile(`^(?:\{2\}, )?\{t\}: untap target attacking creature(?: with shadow| you control)?\. prevent all combat damage that would be dealt to and dealt by that creature this turn\.$`), whyMaze},
}

// untapLine reports whether line is one of untapNotNeeded, and why.
func untapLine(line string) (string, bool) {
	for _, n := range untapNotNeeded {
		if n.re.MatchString(line) {
			return n.why, true
		}
	}
	return "", false
}

// UntapWhen is when an untap effect happens.
type UntapWhen uint8

// When an untap effect happens.
const (
	UntapNever   UntapWhen = iota
	UntapOnEnter           // "when ~ enters, you may tap or untap target permanent" (Pestermite)
	UntapOnCast            // "whenever you cast a Merfolk spell, you may ..." (Merrow Reejerey)
	UntapResolve           // a spell's "you may tap or untap target artifact, creature, or land" (Twitch)
)

// UntapEffect is an effect that untaps a permanent of its own controller's
// (Pestermite, Twitch, Merrow Reejerey). The one it untaps is the tapped
// permanent that makes the most mana (sim/untappers.go), which it may then
// make again: the objective is the mana given back, and what untaps
// nothing tapped does nothing.
type UntapEffect struct {
	When UntapWhen
	// Targets: the types of permanent it may untap (Twitch: artifact,
	// creature or land), 0 for any permanent.
	Targets Types
	// Sub: for UntapOnCast, the subtype of the spells whose cast triggers
	// it ("merfolk").
	Sub string
}

// String is Describe's line for the effect.
func (u UntapEffect) String() string {
	what := "permanent"
	if u.Targets == Artifact|Creature|Land {
		what = "artifact, creature or land"
	}
	switch u.When {
	case UntapOnEnter:
		return fmt.Sprintf("as it enters, untaps the tapped %s of its controller's that makes the most mana", what)
	case UntapOnCast:
		return fmt.Sprintf("each %s spell cast untaps the tapped %s of its controller's that makes the most mana", strings.ToUpper(u.Sub[:1])+u.Sub[1:], what)
	case UntapResolve:
		return fmt.Sprintf("untaps the tapped %s of its controller's that makes the most mana", what)
	}
	return ""
}

var untapperTemplates = []template{
	{name: "untap a permanent as it enters", on: permanent,
		re: regexp.MustCompile(`^when ~ enters, you may tap or untap target permanent\.$`),
		read: func(c *Card, m []string) bool {
			c.Untap = UntapEffect{When: UntapOnEnter}
			return true
		},
		examples: []string{"when ~ enters, you may tap or untap target permanent."}},
	{name: "untap a permanent as a spell resolves", on: spellOnly,
		re: regexp.MustCompile(`^you may tap or untap target artifact, creature, or land\.$`),
		read: func(c *Card, m []string) bool {
			c.Untap = UntapEffect{When: UntapResolve, Targets: Artifact | Creature | Land}
			return true
		},
		examples: []string{"you may tap or untap target artifact, creature, or land."}},
	{name: "untap a permanent as a spell of a type is cast", on: permanent,
		re: regexp.MustCompile(`^whenever you cast an? ([a-z]+) spell, you may tap or untap target permanent\.$`),
		read: func(c *Card, m []string) bool {
			if !creatureSubtypes[m[1]] {
				return false
			}
			c.Untap = UntapEffect{When: UntapOnCast, Sub: m[1]}
			return true
		},
		examples: []string{"whenever you cast a merfolk spell, you may tap or untap target permanent."}},
	{name: "untap itself with a -1/-1 counter", on: creatureOnly,
		re:       regexp.MustCompile(`^put a -1/-1 counter on ~: untap ~\.$`),
		read:     set(func(c *Card) { c.CounterUntap = true }),
		examples: []string{"put a -1/-1 counter on ~: untap ~."}},
}

// castUntaps sets, for each card of the deck, which of the deck's untappers
// on a cast (Merrow Reejerey) its cast triggers: bit i for the i-th of
// cd.CastUntappers (at most 8; more are reported).
func (cd *Compiled) castUntaps(cs []*Card) {
	for u, uc := range cs {
		if uc.Untap.When != UntapOnCast {
			continue
		}
		if len(cd.CastUntappers) == 8 {
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[u], What: "its untap as a spell is cast: not played (more than 8 such cards in a deck)"})
			continue
		}
		bit := uint8(1) << len(cd.CastUntappers)
		cd.CastUntappers = append(cd.CastUntappers, u)
		for id, c := range cs {
			if c.Types&Land == 0 && slices.Contains(c.Subtypes, uc.Untap.Sub) {
				cd.Cards[id].CastUntaps |= bit
			}
		}
	}
}

// Devoted Druid: "{T}: Add {G}" and "Put a -1/-1 counter on ~: Untap ~."
// The untap adds no mana, so it is no mana ability (rule 605.1a; 605.5):
// it goes on the stack, and before it resolves its controller receives
// priority and the state-based actions are checked (rule 704.3), which put
// a creature of toughness 0 or less into the graveyard (704.5f). With
// toughness T, the counter that takes it to 0 kills it before its untap
// resolves: T-1 untaps in its life, one for Devoted Druid's 2 (0/2, then
// 0/1; a second counter makes it 0/0, and it dies tapped). Wall of Roots'
// "-0/-1 counter: add {G}" is a mana ability, which resolves at once: its
// last counter still gives its mana (counters.go). Each untap lets it tap
// for its mana once more (a second source of its kind, tapped last: used
// only when a payment needs it, sim/untappers.go); a counter never costs a
// goldfish anything else (its power is 0, and -1 power attacks for
// nothing either).

// SelfUntapPenalty marks the kind of a Devoted Druid's second tap: its own
// kind's (a creature's) with these bits besides, a kind of its own (no land
// Aura's kind is a creature's untapped by an untapper: see PenaltyAura,
// PenaltyUntap).
const SelfUntapPenalty = PenaltyUntap | PenaltyAura

// selfUntapKinds registers, for each card that untaps itself with a -1/-1
// counter, the kind of its tap after an untap, and sets its SelfUntaps:
// the untaps in its life (its toughness less one). One the engine cannot
// play is reported.
func (cd *Compiled) selfUntapKinds(cs []*Card) error {
	for id, c := range cs {
		if !c.CounterUntap {
			continue
		}
		in := &cd.Cards[id]
		why := ""
		switch {
		case c.Toughness < 2:
			why = "its toughness is below 2: the counter kills it before the untap resolves"
		case in.Kind < 0 || in.Vary >= 0 || in.Ctr >= 0 || in.ConvKind >= 0 || in.Sacrifice || !in.Sick && !c.Haste:
			why = "it has no plain {T} mana ability to use again"
		}
		if why == "" {
			src := cd.Sources.Kind(in.Kind)
			src.Penalty |= SelfUntapPenalty
			n := cd.Sources.NumKinds()
			k, ok := cd.Sources.Register(src)
			switch {
			case !ok:
				return fmt.Errorf("%s: more than %d kinds of mana source in one deck", c.Name, mana.MaxKinds)
			case k < n:
				why = "its second tap's kind is another card's"
			default:
				in.SelfUntaps = c.Toughness - 1
			}
		}
		if why != "" && (cd.Copies[id] > 0 || cd.isCommander(id)) {
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[id], What: "its untap with a -1/-1 counter: not played (" + why + ")"})
		}
	}
	return nil
}

// counterUntapWords is Describe's line for CounterUntap.
func counterUntapWords(toughness int) string {
	return fmt.Sprintf("puts a -1/-1 counter on itself to untap itself and tap again for mana: %d untap(s) in its life (the counter that takes its toughness to 0 kills it before the untap resolves)", max(toughness-1, 0))
}

// Untappers that pay mana and their {T} to untap a permanent: Deserted
// Temple ("{1}, {T}: untap target land"), Minamo ("{U}, {T}: untap target
// legendary permanent"), Jandor's Saddlebags ("{3}, {T}: untap target
// creature"). The permanent untapped makes its mana again, so the ability
// is lowered as a converter (a filter land's shape: its input the mana
// cost, its {T} shared with its own mana ability) whose output is the mana
// of the permanent it would untap: the one of its kind on the battlefield
// that makes the most (sim/untappers.go). Untapping a permanent whose mana
// costs life or a sacrifice, or one kept copy by copy, is not played (a
// lower bound). It is a gain only beside a permanent that makes more than
// the cost and the {T} give up (Deserted Temple beside Ancient Tomb,
// Gaea's Cradle or a Karoo land's two colours; Saddlebags beside a
// creature that makes four or more): the engine activates it only when a
// payment needs it, as it does every converter.

// UntapAbility is an activated untap of another permanent for mana and {T}.
type UntapAbility struct {
	Cost mana.Cost
	// Targets: Land, Creature, or Legendary for "target legendary permanent".
	Targets Types
	// Tap: {T} is part of its cost. Returns: what it returns to its
	// owner's hand as its cost ("forest": Quirion Ranger; "elf": Wirewood
	// Symbiote), "" for nothing.
	Tap     bool
	Returns string
}

var untapConvTemplates = []template{
	{name: "untap a permanent for mana and {T}", on: permanent,
		re: regexp.MustCompile(`^((?:\{[0-9wubrgc]\})+), \{t\}: untap target (land|creature|legendary permanent)\.$`),
		read: func(c *Card, m []string) bool {
			cost, err := mana.ParseCost(m[1])
			if err != nil || cost.IsNone() {
				return false
			}
			t := map[string]Types{"land": Land, "creature": Creature, "legendary permanent": Legendary}[m[2]]
			c.UntapConv = &UntapAbility{Cost: cost, Targets: t, Tap: true}
			return true
		},
		examples: []string{"{1}, {t}: untap target land.", "{u}, {t}: untap target legendary permanent.", "{3}, {t}: untap target creature."}},
	{name: "delirium: untap a creature and combat again", on: creatureOnly,
		re:       regexp.MustCompile(`^delirium — whenever ~ attacks for the first time each turn, if there are four or more card types among cards in your graveyard, untap target creature\. after this phase, there is an additional combat phase\.$`),
		read:     set(func(c *Card) { c.ExtraCombat = true }),
		examples: []string{"delirium — whenever ~ attacks for the first time each turn, if there are four or more card types among cards in your graveyard, untap target creature. after this phase, there is an additional combat phase."}},
	{name: "untap a creature for a permanent returned", on: creatureOnly,
		re: regexp.MustCompile(`^return an? (forest|elf) you control to its owner's hand: untap target creature\. activate only once each turn\.$`),
		read: func(c *Card, m []string) bool {
			c.UntapConv = &UntapAbility{Cost: mana.MustParseCost("{0}"), Targets: Creature, Returns: m[1]}
			return true
		},
		examples: []string{"return a forest you control to its owner's hand: untap target creature. activate only once each turn.",
			"return an elf you control to its owner's hand: untap target creature. activate only once each turn."}},
}

// String is Describe's line for the ability.
func (u *UntapAbility) String() string {
	what := map[Types]string{Land: "land", Creature: "creature (not summoning sick)", Legendary: "legendary permanent"}[u.Targets]
	switch u.Returns {
	case "forest":
		return "once a turn, in a turn whose land drop is unused with no land in hand: returns a Forest, plays it again as the land drop and untaps the " + what +
			" that makes the most mana: the Forest's and the creature's mana again (a converter, used when a payment needs it)"
	case "elf":
		return "once a turn, returns itself (an Elf) to the hand to untap the " + what + " that makes the most mana and tap it again (a converter, used when a payment needs it)"
	}
	return fmt.Sprintf("pays %s and its {T} to untap the %s that makes the most mana and tap it again (a converter, used when a payment needs it)", u.Cost, what)
}

// untapConvInfo lowers an UntapAbility as a converter (see above): its own
// free {T} ability becomes shared with it, and CardInfo.UntapTarget says
// what it untaps; ConvKind is then only a placeholder (its own mana, or
// {C}), the engine reading the output from the board.
func (cd *Compiled) untapConvInfo(c *Card, in *CardInfo) error {
	u := c.UntapConv
	if u == nil {
		return nil
	}
	why := ""
	switch {
	case in.ConvKind >= 0 || in.Vary >= 0 || in.Ctr >= 0:
		why = "beside another converter, or mana that follows the board or counters"
	case u.Tap && c.IsCreature():
		why = "a creature's {T} ability"
	}
	if why != "" {
		cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: c.Name, What: "its untap of another permanent: not played (" + why + ")"})
		return nil
	}
	in.ReturnElf = u.Returns == "elf"
	in.RangerForest = u.Returns == "forest"
	place := -1
	if in.Kind >= 0 {
		src := cd.Sources.Kind(in.Kind)
		src.Penalty |= PenaltyShared
		k, ok := cd.Sources.Register(src)
		if !ok {
			return fmt.Errorf("%s: more than %d kinds of mana source in one deck", c.Name, mana.MaxKinds)
		}
		in.Kind, place = k, k
	} else {
		k, ok := cd.Sources.Register(mana.Fixed(mana.C.Mask()))
		if !ok {
			return fmt.Errorf("%s: more than %d kinds of mana source in one deck", c.Name, mana.MaxKinds)
		}
		place = k
	}
	in.ConvKind, in.ConvCost, in.UntapTarget = place, mana.NewDemand(u.Cost, mana.ForAbility), u.Targets
	return nil
}

// untapStated are the untappers' lines the engine does not play, with what
// they would need (Provoke's, which needs an opponent's creature, is
// opponentStated's).
var untapStated = []statement{
	// Vigean Graftmage: not modelled; what it would need, said.
	{regexp.MustCompile(`^\{1\}\{u\}: untap target creature with a \+1/\+1 counter on it\.$`),
		"not played: its targets are creatures with a +1/+1 counter, which only its graft (a keyword the engine does not play) moves onto a creature entering after it; " +
			"each {1}{U} then gives that creature's mana again, a gain beside one that makes three or more"},
}

// Quirion Ranger ("return a Forest you control to its owner's hand: untap
// target creature; activate only once each turn") and Wirewood Symbiote
// (the same, returning an Elf). The Forest returned is played again as the
// turn's land drop: the objective uses it only in a turn whose land drop
// would go unused (no land card in the hand, none played), where it is a
// pure gain: the Forest's mana again (it is tapped first, and enters
// untapped) and the creature's (sim/untappers.go rangerKind). Played so,
// the land drop is the turn's: a land drawn afterwards waits (a bound on
// what it can cost). Returning a Forest otherwise costs a land for the
// turns after, and is not played. The Symbiote returns itself (an Elf):
// Wirewood Symbiote (an Insect) returns another Elf: the objective takes
// a tapped one (its mana spent) or one that makes no mana, the cheapest to
// cast again, never the creature it untaps (sim/untappers.go symbioteElf);
// the planner may cast it again. With no such Elf it is not used.
// The output of the Ranger's activation is one kind of source: a Forest's
// and a creature's mana together (Combine), registered for each pair the
// deck may have (rangerKinds).

// Combine is a source making both a's and b's mana at once; false if that
// is more units than a source holds.
// It allocates nothing (the engine calls it while paying).
func Combine(a, b mana.Source) (mana.Source, bool) {
	if a.Same || b.Same || a.N()+b.N() > mana.MaxUnits {
		return mana.Source{}, false
	}
	var units [mana.MaxUnits]mana.Mask
	n := copy(units[:], a.Units[:a.N()])
	n += copy(units[n:], b.Units[:b.N()])
	src := mana.Fixed(units[:n]...)
	src.Snow, src.Restriction, src.Penalty = a.Snow, a.Restriction, a.Penalty
	return src, true
}

// RangerForest reports whether a land of the deck is a Forest a Quirion
// Ranger plays again as the land drop: untapped, of its own plain mana.
func RangerForest(in *CardInfo) bool {
	return in.Types&Land != 0 && in.LandTypes.Has(mana.G) && in.Enters == EntersUntapped && in.Kind >= 0 && in.Vary < 0 && in.Ctr < 0 &&
		!in.Bounce && !in.Fetchy && in.ConvKind < 0 && !in.SacOnLandPlay && in.EnterSacrifice == 0 && !in.CopyLand && in.SacUntapped == 0 && in.Chapters == 0
}

// rangerKinds registers, for a deck with a Quirion Ranger, the kinds of its
// activation's output: each Forest's kind, alone and with each kind a
// creature of the deck may make.
func (cd *Compiled) rangerKinds(cs []*Card) {
	for id, c := range cs {
		if slices.Contains(c.Subtypes, "elf") && c.Types&Creature != 0 {
			cd.Elves = append(cd.Elves, id)
		}
	}
	ranger := -1
	for id := range cs {
		if cd.Cards[id].RangerForest {
			ranger = id
		}
	}
	if ranger < 0 {
		return
	}
	var forests, creatures []int
	for id := range cs {
		in := &cd.Cards[id]
		if RangerForest(in) && !slices.Contains(forests, in.Kind) {
			forests = append(forests, in.Kind)
		}
		if in.Types&Creature == 0 {
			continue
		}
		ks := []int{in.Kind}
		if in.Vary >= 0 {
			ks = cd.Vary[in.Vary].Kinds
		}
		for _, k := range ks {
			if k >= 0 && !slices.Contains(creatures, k) {
				creatures = append(creatures, k)
			}
		}
	}
	for _, f := range forests {
		for _, k := range creatures {
			src, ok := Combine(cd.Sources.Kind(f), cd.Sources.Kind(k))
			if !ok {
				continue // (more than a source holds: that creature is not untapped with it)
			}
			if _, ok := cd.Sources.Register(src); !ok {
				for id := range cs {
					if cd.Cards[id].RangerForest {
						cd.Cards[id].RangerForest, cd.Cards[id].ConvKind = false, -1
						cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[id], What: "its return of a Forest: not played (more kinds of mana source than a deck holds)"})
					}
				}
				return
			}
		}
	}
}

// Fear of Missing Out: "Delirium — whenever ~ attacks for the first time
// each turn, if there are four or more card types among cards in your
// graveyard, untap target creature. After this phase, there is an
// additional combat phase." Each copy that attacks with delirium untaps
// an attacker, which attacks again in the combat phase it adds (the others
// are tapped from attacking; the trigger is the first time each turn
// only): the engine adds, for k such copies attacking, the power of the k
// strongest attacking creatures once more (sim/untappers.go), the idle
// opponent blocking nothing. What their attacking triggers again is not
// counted (a lower bound).

// extraCombatWords is Describe's line for ExtraCombat.
const extraCombatWords = "with delirium (four card types in the graveyard), attacking untaps the strongest attacker, which attacks again in an additional combat"
