package decks

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// Mana that counters on its permanent limit or measure, and mana that
// costs the permanent's next untap: the Vivid lands and Sphere of the Suns
// ("{T}, remove a charge counter: add one mana of any color"), Gemstone
// Mine (sacrificed when the last counter goes), Everflowing Chalice ("{C}
// for each charge counter", its counters the kicks paid as it was cast),
// Wall of Roots (a -0/-1 counter per use, no {T}, once a turn: it dies at
// toughness 0), and the depletion lands ("{T}: add {B} or {R}. ~ doesn't
// untap during your next untap step"). The reader reads them into
// ManaAbility.Counters and Card.Counters; Compile lowers them to a table of
// source kinds by the counters on a copy (CounterKinds), which the engine
// follows copy by copy (sim/counters.go).

// CounterUse is what a mana ability does with counters on its permanent.
type CounterUse struct {
	Name   string // the counter's name ("charge", "mining", "-0/-1")
	Remove int    // counters removed to activate it
	Put    int    // counters put on it to activate it (Wall of Roots' -0/-1: a toughness each)
	// Per: it makes its mana once for each counter on it (Everflowing
	// Chalice); Makes is one unit.
	Per bool
	// SacAtNone: "if there are no mining counters on ~, sacrifice it".
	SacAtNone bool
	// Once: "activate only once each turn".
	Once bool
	// Deplete: "~ doesn't untap during your next untap step" (the
	// depletion lands): a use keeps it tapped through the next untap step.
	Deplete bool
	// Any: it removes any number of counters and makes Makes for each
	// (the storage lands: "remove any number of storage counters", "remove
	// X storage counters").
	Any bool
	// Instead: with a counter on it, it makes Instead rather than Makes
	// (Gemstone Caverns' luck counter: one mana of any colour, not {C}).
	Instead mana.Source
}

// EnterCounters is what a permanent enters with: N counters of a name, or
// (PerKick) one for each time its multikicker was paid.
type EnterCounters struct {
	Name    string
	N       int
	PerKick bool
	// Kick is the multikicker's cost ("multikicker {2}"), none if it has none.
	Kick mana.Cost
	// Store: it has "{T}: put a storage counter on ~" (StoreCost: the mana
	// it costs besides, a Calciform Pools' {1}).
	Store     bool
	StoreCost mana.Cost
	// Opening: "if ~ is in your opening hand and you're not the starting
	// player, you may begin the game with ~ on the battlefield with a luck
	// counter on it. if you do, exile a card from your hand."
	Opening bool
}

var (
	reEnterCounters = regexp.MustCompile(`^~ enters (tapped )?(?:and )?with (a|one|two|three|four|five|six|seven|eight) ([a-z]+) counters? on it\.$`)
	reKickCounters  = regexp.MustCompile(`^~ enters with an? ([a-z]+) counter on it for each time it was kicked\.$`)
	reMultikicker   = regexp.MustCompile(`^multikicker (\{[0-9]+\})$`)
	// "{c} for each charge counter on ~" (Everflowing Chalice), what a
	// mana ability adds (read_mana.go's "mana ability" reads the rest).
	rePerCounter = regexp.MustCompile(`^\{([wubrgc])\} for each ([a-z]+) counter on ~$`)
	// A sentence after a mana ability: the depletion lands'.
	reDepleteSentence = regexp.MustCompile(`^ ?~ doesn't untap during your next untap step\.$`)
	reStore           = regexp.MustCompile(`^(\{[0-9]+\}, )?\{t\}: put a ([a-z]+) counter on ~\.$`)
	// Gemstone Caverns' mana: "if ~ has a luck counter on it, instead add
	// one mana of any color.", after its "{t}: add {c}."
	reInsteadCounter = regexp.MustCompile(`^ ?if ~ has an? ([a-z]+) counter on it, instead add ([^.]+)\.$`)
	reOpening        = regexp.MustCompile(`^if ~ is in your opening hand and you're not the starting player, you may begin the game with ~ on the battlefield with an? ([a-z]+) counter on it\. if you do, exile a card from your hand\.$`)
)

// insteadCounter reads a mana ability's "if ~ has a luck counter on it,
// instead add ..." (Gemstone Caverns).
func insteadCounter(s string) (*CounterUse, bool) {
	m := reInsteadCounter.FindStringSubmatch(s)
	if m == nil {
		return nil, false
	}
	src, ok := production(m[2])
	if !ok {
		return nil, false
	}
	return &CounterUse{Name: m[1], Instead: src}, true
}

// counterTemplates are the templates of counters a permanent enters with
// and of mana abilities that remove or put counters. (Mana for each
// counter and the depletion lands' untap are parts of a mana ability:
// perCounter and reDepleteSentence, read by read_mana.go's "mana ability".)
var counterTemplates = []template{
	{name: "enters with counters", on: permanent, re: reEnterCounters,
		read: func(c *Card, m []string) bool {
			if m[1] != "" {
				c.Enters = EntersTapped
			}
			ec := c.enterCounters()
			ec.Name, ec.N = m[3], numberWords[m[2]]
			return true
		},
		examples: []string{"~ enters tapped with two charge counters on it.", "~ enters tapped and with three charge counters on it.",
			"~ enters with three mining counters on it."}},
	{name: "enters with a counter a kick", on: permanent, re: reKickCounters,
		read: func(c *Card, m []string) bool {
			ec := c.enterCounters()
			ec.Name, ec.PerKick = m[1], true
			return true
		},
		examples: []string{"~ enters with a charge counter on it for each time it was kicked."}},
	{name: "multikicker", on: permanent, re: reMultikicker,
		read: func(c *Card, m []string) bool {
			cost, err := mana.ParseCost(m[1])
			if err != nil || cost.ManaValue() == 0 {
				return false
			}
			c.enterCounters().Kick = cost
			return true
		},
		examples: []string{"multikicker {2}"}},
	{name: "mana for a counter", on: permanent,
		// Gemstone Mine: "... if there are no mining counters on ~, sacrifice it."
		re: regexp.MustCompile(`^\{t\}, remove an? ([a-z]+) counter from ~: add ([^.]+)\.(?: if there are no ([a-z]+) counters on ~, sacrifice it\.)?$`),
		read: func(c *Card, m []string) bool {
			src, ok := production(m[2])
			if !ok || m[3] != "" && m[3] != m[1] {
				return false
			}
			c.Mana = append(c.Mana, ManaAbility{Makes: src, Tap: true,
				Counters: &CounterUse{Name: m[1], Remove: 1, SacAtNone: m[3] != ""}})
			return true
		},
		examples: []string{"{t}, remove a charge counter from ~: add one mana of any color.",
			"{t}, remove a mining counter from ~: add one mana of any color. if there are no mining counters on ~, sacrifice it."}},
	{name: "mana for a -0/-1 counter", on: creatureOnly,
		re: regexp.MustCompile(`^put an? (-0/-1) counter on ~: add ([^.]+)\. activate only once each turn\.$`),
		read: func(c *Card, m []string) bool {
			src, ok := production(m[2])
			if !ok {
				return false
			}
			c.Mana = append(c.Mana, ManaAbility{Makes: src, Counters: &CounterUse{Name: m[1], Put: 1, Once: true}})
			return true
		},
		examples: []string{"put a -0/-1 counter on ~: add {g}. activate only once each turn."}},
	{name: "begin the game on the battlefield", on: landOnly, re: reOpening,
		read: func(c *Card, m []string) bool {
			ec := c.enterCounters()
			ec.Name, ec.Opening = m[1], true
			return true
		},
		examples: []string{"if ~ is in your opening hand and you're not the starting player, you may begin the game with ~ on the battlefield with a luck counter on it. if you do, exile a card from your hand."}},
	{name: "store a counter", on: landOnly, re: reStore,
		read: func(c *Card, m []string) bool {
			ec := c.enterCounters()
			ec.Store, ec.Name = true, m[2]
			if m[1] != "" {
				cost, err := mana.ParseCost(m[1][:len(m[1])-2])
				if err != nil {
					return false
				}
				ec.StoreCost = cost
			}
			return true
		},
		examples: []string{"{t}: put a storage counter on ~.", "{1}, {t}: put a storage counter on ~."}},
	{name: "mana for any number of counters", on: landOnly,
		re: regexp.MustCompile(`^\{t\}, remove any number of ([a-z]+) counters from ~: add \{([wubrg])\} for each ([a-z]+) counter removed this way\.$`),
		read: func(c *Card, m []string) bool {
			t, _ := mana.TypeOf(m[2][0])
			c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(t.Mask()), Tap: true, Counters: &CounterUse{Name: m[1], Any: true}})
			return m[1] == m[3]
		},
		examples: []string{"{t}, remove any number of storage counters from ~: add {w} for each storage counter removed this way."}},
	{name: "mana for x counters", on: landOnly,
		re: regexp.MustCompile(`^\{1\}, remove x ([a-z]+) counters from ~: add x mana in any combination of \{([wubrg])\} and/or \{([wubrg])\}\.$`),
		read: func(c *Card, m []string) bool {
			a, _ := mana.TypeOf(m[2][0])
			b, _ := mana.TypeOf(m[3][0])
			c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(a.Mask() | b.Mask()), Cost: mana.MustParseCost("{1}"),
				Counters: &CounterUse{Name: m[1], Any: true}})
			return true
		},
		examples: []string{"{1}, remove x storage counters from ~: add x mana in any combination of {w} and/or {u}."}},
}

// Incubation Druid: "{t}: add one mana of any type that a land you control
// could produce. if ~ has a +1/+1 counter on it, add three mana of that
// type instead." In a goldfish nothing but its own adapt (not played)
// puts a counter on it: its mana is Reflecting Pool's (decks/varying.go),
// from a creature, the three mana reported.
var reThreeWithCounter = regexp.MustCompile(`^ ?if ~ has a \+1/\+1 counter on it, add three mana of that type instead\.$`)

// likeLands reads "one mana of any type that a land you control could
// produce" as a creature's (a land's is read by readVaryingMana).
func likeLands(p string) (mana.Source, bool, bool) {
	if p != "one mana of any type that a land you control could produce" {
		return mana.Source{}, false, false
	}
	return mana.OneOf(mana.AnyType), true, true
}

// perCounter reads "{c} for each charge counter on ~": one unit, for each
// counter.
func perCounter(p string) (mana.Source, *CounterUse, bool) {
	m := rePerCounter.FindStringSubmatch(p)
	if m == nil {
		return mana.Source{}, nil, false
	}
	t, _ := mana.TypeOf(m[1][0])
	return mana.OneOf(t.Mask()), &CounterUse{Name: m[2], Per: true}, true
}

func (c *Card) enterCounters() *EnterCounters {
	if c.Counters == nil {
		c.Counters = &EnterCounters{}
	}
	return c.Counters
}

// settleCounters, once every line of a face is read, reports what the
// counters read come to nothing the engine plays: counters it enters with
// that no mana ability uses (Blast Zone's, a creature's +1/+1), a
// multikicker without counters for its kicks.
func settleCounters(c *Card) {
	ec := c.Counters
	if ec == nil {
		return
	}
	used := false
	for _, a := range c.Mana {
		if a.Counters != nil && a.Counters.Name == ec.Name && (a.Counters.Remove > 0 || a.Counters.Per || a.Counters.Any && ec.Store ||
			a.Counters.Instead.N() > 0 && ec.Opening) {
			used = true
		}
	}
	if ec.PerKick && ec.Kick.IsNone() {
		used = false
	}
	if used {
		return
	}
	c.Counters = nil
	for i := range c.Lines {
		l := &c.Lines[i]
		switch {
		case reEnterCounters.MatchString(l.Text) && strings.Contains(l.Text, "enters tapped"):
			l.Status, l.Note = LinePartial, "the counters it enters with: no mana ability of it uses them"
		case reEnterCounters.MatchString(l.Text), reKickCounters.MatchString(l.Text), reMultikicker.MatchString(l.Text), reStore.MatchString(l.Text),
			reOpening.MatchString(l.Text):
			l.Status, l.Note = LineNotModelled, statedNote(l.Text)
		}
	}
}

// counterWords says what an ability does with counters, for Describe.
func (u *CounterUse) String() string {
	var parts []string
	switch {
	case u.Deplete:
		parts = append(parts, "it doesn't untap during the next untap step")
	case u.Per:
		parts = append(parts, "for each "+u.Name+" counter on it")
	case u.Any:
		parts = append(parts, "remove any number of "+u.Name+" counters: one for each")
	case u.Instead.N() > 0:
		parts = append(parts, "with a "+u.Name+" counter, "+u.Instead.Units[0].String()+" instead")
	case u.Remove > 0:
		parts = append(parts, fmt.Sprintf("remove %d %s counter", u.Remove, u.Name))
	case u.Put > 0:
		parts = append(parts, fmt.Sprintf("put %d %s counter on it (no {T})", u.Put, u.Name))
	}
	if u.SacAtNone {
		parts = append(parts, "sacrificed when none is left")
	}
	if u.Once {
		parts = append(parts, "once each turn")
	}
	return strings.Join(parts, ", ")
}

// String says what a permanent enters with, for Describe.
func (e *EnterCounters) String() string {
	if e.Opening {
		return "on the draw, may begin the game on the battlefield with a " + e.Name + " counter (a card of the hand exiled)"
	}
	if e.Store {
		s := "{T}: put a " + e.Name + " counter on it (at the end of a turn it is left untapped)"
		if !e.StoreCost.IsNone() {
			s = e.StoreCost.String() + ", " + s
		}
		return s
	}
	if e.N == 0 && !e.PerKick {
		return "multikicker " + e.Kick.String()
	}
	if e.PerKick {
		return fmt.Sprintf("enters with a %s counter for each time it was kicked (multikicker %s)", e.Name, e.Kick)
	}
	return fmt.Sprintf("enters with %d %s counters", e.N, e.Name)
}

// CounterKinds is how a card whose mana counters limit or measure is
// lowered: the kind of source an untapped copy is by the counters on it
// (each copy has its own), and what a use does to them.
type CounterKinds struct {
	// Start is the counters a copy enters with; with Kicked, for each kick
	// (the X its cast paid: its Demand has one {X} per generic mana of a kick).
	Start  int
	Kicked bool
	// Kinds[n] is the kind of an untapped copy with n counters (n capped at
	// the last entry), -1 if it then makes no mana. Wall of Roots counts its
	// uses left (its toughness less its -0/-1 counters) as counters.
	Kinds []int
	// Plain is the kind of its other free mana ability, which leaves the
	// counters be (a Vivid land's {R}, a depletion land's {C}), -1 if it
	// has none. A copy of Kinds[n] then makes Plain's mana or its own: the
	// engine uses the counter (or the untap) only when a payment needs it.
	Plain int
	// Spend is the counters one use of Kinds removes (Vivid lands, Sphere of
	// the Suns, Gemstone Mine, Wall of Roots: 1; Everflowing Chalice: 0).
	Spend int
	// SacAtZero: a use that leaves no counters takes the copy off the
	// battlefield (Gemstone Mine sacrificed, Wall of Roots at toughness 0).
	SacAtZero bool
	// Deplete: a use of Kinds (not Plain) keeps the copy tapped through its
	// controller's next untap step.
	Deplete bool
	// Storage: a copy with n counters (n >= 1) is n sources of Kinds[1],
	// one a counter, any number of them used with one {T} (a storage land's
	// "remove any number"; Calciform Pools' {1} paid by its own {C}); with
	// none, one of Kinds[0]. Store: "{T}: put a storage counter on it"
	// (StoreCost besides, none if free).
	Storage, Store bool
	StoreCost      mana.Demand
	HasStoreCost   bool
	// Opening: on the draw, a copy in the opening hand may begin the game on
	// the battlefield with one counter (Gemstone Caverns); otherwise it
	// enters with none.
	Opening bool
}

// Kind is the kind of an untapped copy with n counters.
func (ck *CounterKinds) Kind(n int) int { return ck.Kinds[min(n, len(ck.Kinds)-1)] }

// counterAbility splits a card's mana abilities into the one that uses
// counters (or the permanent's untap) and the rest.
func counterAbility(abs []ManaAbility) (ctr *ManaAbility, rest []ManaAbility, n int) {
	for i := range abs {
		if abs[i].Counters != nil {
			ctr = &abs[i]
			n++
		} else {
			rest = append(rest, abs[i])
		}
	}
	return ctr, rest, n
}

// counterInfo lowers a card whose mana ability uses counters (see
// CounterKinds); lowered false if it has none, or one the engine does not
// play (then it is reported and only its other abilities are used).
func (cd *Compiled) counterInfo(c *Card, in CardInfo, abs []ManaAbility) (out CardInfo, lowered bool, err error) {
	ctr, rest, n := counterAbility(abs)
	if n == 0 {
		return in, false, nil
	}
	why := ""
	for _, a := range rest {
		if !a.Cost.IsNone() || a.Sacrifice || a.Per != nil || len(a.When) > 0 || a.Like {
			why = "beside a mana ability with a cost or mana that follows the board"
		}
	}
	u := ctr.Counters
	ec := c.Counters
	switch {
	case n > 1:
		why = "two mana abilities that use counters"
	case !ctr.Cost.IsNone() && !u.Any || ctr.Sacrifice || ctr.Life > 0 || ctr.Makes.HasAlt():
		why = "a cost besides {T} and the counters"
	case u.Remove > 0 && (ec == nil || ec.PerKick || ec.Name != u.Name || ec.N == 0):
		why = "no counters of its kind to enter with"
	case u.Per && (ec == nil || ec.Name != u.Name || ec.PerKick && ec.Kick.IsNone() || ctr.Makes.N() != 1):
		why = "no counters of its kind to enter with"
	case u.Any && (ec == nil || !ec.Store || ec.Name != u.Name || ctr.Makes.N() != 1):
		why = "no way to put its counters on it"
	case u.Any && !ctr.Tap && (ctr.Cost.ManaValue() != 1 || ctr.Cost.Colors() != 0 || len(rest) != 1 || !rest[0].Tap):
		why = "a mana cost its own {T} does not pay"
	case u.Any && ctr.Tap && len(rest) > 0:
		why = "beside another mana ability"
	case u.Instead.N() > 0 && (ec == nil || !ec.Opening || ec.Name != u.Name || len(rest) > 0):
		why = "no way to put its counter on it"
	case u.Put > 0 && (c.Toughness <= 0 || u.Name != "-0/-1" || len(rest) > 0):
		why = "its counters do not measure its toughness"
	case u.Remove > 1:
		why = "more than one counter a use"
	case c.IsCreature() && ctr.Tap && !c.Haste:
		why = "a creature's {T} ability with counters"
	}
	if why != "" {
		cd.counterLeft = append(cd.counterLeft, Unmodelled{Card: c.Name, What: "its mana ability that uses counters: not played (" + why + ")"})
		return in, false, nil
	}
	creature := c.IsCreature()
	reg := func(a ManaAbility, pen uint8) (int, error) {
		a.Counters = nil
		if creature && (a.Tap || u.Put > 0) {
			pen |= PenaltyCreature
		}
		a.Makes.Penalty |= pen
		return cd.register(c, a)
	}
	ck := CounterKinds{Plain: -1}
	var plain ManaAbility
	hasPlain := false
	if len(rest) > 0 {
		plain, hasPlain = primaryAbility(rest)
		if ck.Plain, err = reg(plain, 0); err != nil {
			return in, false, err
		}
	}
	// What a copy with counters makes: the counter ability's mana, or the
	// plain one's, as a payment needs (a depletion land's {C}, {B} or {R}).
	full := *ctr
	if hasPlain && plain.Makes.N() == 1 && full.Makes.N() == 1 && !plain.Makes.Same && plain.Makes.Restriction == full.Makes.Restriction {
		full.Makes = mana.OneOf(plain.Makes.Mask() | full.Makes.Mask())
		full.Makes.Snow, full.Makes.Restriction = ctr.Makes.Snow, ctr.Makes.Restriction
	}
	switch {
	case u.Instead.N() > 0:
		// Gemstone Caverns: {C}, or with its luck counter one mana of any
		// colour instead. It has the counter only if the game begins with
		// it on the battlefield (CounterKinds.Opening).
		a := *ctr
		k0, err := reg(a, 0)
		if err != nil {
			return in, false, err
		}
		a.Makes = u.Instead
		k1, err := reg(a, 0)
		if err != nil {
			return in, false, err
		}
		ck.Kinds, ck.Opening = []int{k0, k1}, true
		in.Ctr = len(cd.Counters)
		in.Kind = k0 // (the policy-free castability: played as a land, {C})
		in.ConvKind = -1
		cd.Counters = append(cd.Counters, ck)
		cd.counterLeft = append(cd.counterLeft, Unmodelled{Card: c.Name, What: "the policy-free castability counts it as a land played for {C}: " +
			"the game it begins on the battlefield (on the draw), its luck counter's colours and the land drop it saves are not counted, a lower bound"})
		return in, true, nil
	case u.Any:
		// A storage land: with counters, one source of its mana a counter
		// (Calciform Pools' {1} paid by its own {T}: {C}, which it then
		// does not make); with none, its plain ability, if any.
		a := *ctr
		a.Cost, a.Tap = mana.Cost{}, true
		k, err := reg(a, 0)
		if err != nil {
			return in, false, err
		}
		ck.Kinds, ck.Plain = []int{ck.Plain, k}, -1
		ck.Storage, ck.Store = true, true
		if !ec.StoreCost.IsNone() {
			ck.StoreCost, ck.HasStoreCost = mana.NewDemand(ec.StoreCost, mana.ForAbility), true
		}
		in.Ctr = len(cd.Counters)
		in.Kind = ck.Kinds[0] // (the policy-free castability: without counters, a lower bound)
		in.ConvKind = -1
		cd.Counters = append(cd.Counters, ck)
		cd.counterLeft = append(cd.counterLeft, Unmodelled{Card: c.Name, What: "its storage counters in the policy-free castability: " +
			"counted without them, a lower bound (how many it could hold depends on the turn it was played, which the search does not follow)"})
		if !ctr.Tap {
			cd.counterLeft = append(cd.counterLeft, Unmodelled{Card: c.Name, What: "its counters' mana while it is tapped, or beside its own {C}: " +
				"the engine uses them only with its own {T} paying the {1}"})
		}
		return in, true, nil
	case u.Deplete:
		k, err := reg(full, 0)
		if err != nil {
			return in, false, err
		}
		ck.Kinds, ck.Deplete = []int{k}, true
	case u.Per:
		ck.Kinds = []int{-1}
		for n := 1; n <= countedUnits; n++ {
			a := *ctr
			units := make([]mana.Mask, n)
			for i := range units {
				units[i] = ctr.Makes.Units[0]
			}
			a.Makes = mana.Fixed(units...)
			a.Makes.Snow, a.Makes.Restriction = ctr.Makes.Snow, ctr.Makes.Restriction
			k, err := reg(a, 0)
			if err != nil {
				return in, false, err
			}
			ck.Kinds = append(ck.Kinds, k)
		}
		ck.Start = ec.N
		if ec.PerKick {
			ck.Start, ck.Kicked = 1, true
			x := strings.Repeat("{X}", ec.Kick.ManaValue())
			cost, err := mana.ParseCost(c.Cost.String() + x)
			if err != nil {
				return in, false, fmt.Errorf("%s: its multikicker: %w", c.Name, err)
			}
			in.Demand = mana.NewDemand(cost, cd.spellUse(c))
			in.MaxX = countedUnits
		}
	default: // Remove (Vivid lands, Sphere of the Suns, Gemstone Mine), Put (Wall of Roots)
		ck.Start, ck.Spend, ck.SacAtZero = 0, 1, u.SacAtNone || u.Put > 0
		if ec != nil && u.Remove > 0 {
			ck.Start = ec.N
		} else {
			ck.Start = c.Toughness
		}
		ck.Kinds = []int{ck.Plain}
		for n := 1; n <= ck.Start; n++ {
			pen := uint8(0)
			if n == 1 && ck.SacAtZero {
				pen = PenaltySacrifice // its last use takes it away: tapped after the rest
			}
			k, err := reg(full, pen)
			if err != nil {
				return in, false, err
			}
			ck.Kinds = append(ck.Kinds, k)
		}
	}
	in.Ctr = len(cd.Counters)
	in.Kind = ck.Kinds[len(ck.Kinds)-1]
	in.Sick = ctr.Tap && creature && !c.Haste
	in.ConvKind = -1
	cd.Counters = append(cd.Counters, ck)
	return in, true, nil
}

// withoutCounters is abs without its abilities that use counters.
func withoutCounters(abs []ManaAbility) []ManaAbility {
	_, rest, _ := counterAbility(abs)
	return rest
}
