package decks

import (
	"fmt"

	"github.com/goldfishsim/goldfish/mana"
)

// Compiled is a deck in the dense form the engine plays: cards by small
// integer id, each with the tables the mana core needs precomputed once (its
// payment demand, the source kind it taps for). It holds no pointers the
// engine follows during a game; names are kept apart, for output.
type Compiled struct {
	Name      string
	Format    GameFormat
	Cards     []CardInfo // the distinct cards played, by id
	Names     []string   // Names[id]
	Copies    []int      // copies of each card in the library
	Library   []uint16   // the library as card ids, in decklist order (a game shuffles a copy)
	Commander []uint16   // the commanders' ids: they start in the command zone
	Sources   mana.Sources

	demand [mana.NumTypes]int // coloured pips of the deck, by colour (for Choose abilities)
}

// CardInfo is one card as the engine reads it.
type CardInfo struct {
	Demand    mana.Demand // paying its mana cost (as a creature spell if it is one)
	MV        int         // mana value
	Types     Types
	LandTypes mana.Mask
	Colors    mana.Mask // the colours of its mana cost
	Castable  bool      // it has a mana cost (lands and cards with no mana cost are not cast)
	Power     int
	Haste     bool

	// The mana it makes by tapping (or sacrificing) at no mana cost, the
	// ability the engine uses: several free one-mana abilities are one choice
	// of types (Talisman: C, W or U); otherwise the one that makes the most.
	// The kind's Penalty encodes the rest: the life it costs in the low four
	// bits, 16 if it is sacrificed, 32 if the same {T} also pays a converter.
	Kind      int  // index of its kind in Compiled.Sources, -1 if it makes no mana
	Sick      bool // a creature's {T} ability: not the turn it arrives
	Sacrifice bool // sacrificed to make its mana (Lotus Petal)
	Life      int  // life paid or damage taken per use (pain lands)

	// A converter: an ability that pays mana to make mana (a Signet's {1},
	// {T}: Add {W}{U}; a filter land's {W/U}, {T}). ConvKind is the kind of
	// what it makes, -1 if none; ConvCost the demand of its input.
	ConvKind      int
	ConvCost      mana.Demand
	ConvSacrifice bool

	Enters    EnterMode
	Unless    mana.Mask // check lands' basic land types
	EnterLife int       // the life a "pay N life or it enters tapped" land asks
	Bounce    bool
	Fetch     Fetch
	Fetchy    bool // it is a fetch land (Fetch holds what it finds)

	Ritual   Ritual
	FromHand bool // the ritual is had by exiling the card from hand (Simian Spirit Guide)
	Draw     int
	Search   Search
	Damage   int
	XDamage  bool
	Morph    bool

	Alt int // the id of its other playable face (a modal DFC's land side, an adventure), -1 if none
}

// Compile turns a deck into its dense form.
func Compile(d *Deck) (*Compiled, error) {
	cd := &Compiled{Name: d.Name, Format: d.Format}
	// The colours the deck's spells ask for, by pips: what a land that makes
	// "one mana of the chosen color" chooses.
	for _, s := range append(append([]Slot(nil), d.Main...), d.Commander...) {
		for _, sym := range s.Card.Cost.AppendSymbols(nil) {
			for t := mana.W; t < mana.C; t++ {
				if sym.Types.Has(t) {
					cd.demand[t] += s.Count
				}
			}
		}
	}
	ids := map[*Card]int{}
	var add func(c *Card) (int, error)
	add = func(c *Card) (int, error) {
		if id, ok := ids[c]; ok {
			return id, nil
		}
		if len(cd.Cards) == 1<<16-1 {
			return 0, fmt.Errorf("more than %d distinct cards", 1<<16-1)
		}
		id := len(cd.Cards)
		ids[c] = id
		info, err := cd.info(c)
		if err != nil {
			return 0, err
		}
		cd.Cards = append(cd.Cards, info)
		cd.Names = append(cd.Names, c.Name)
		cd.Copies = append(cd.Copies, 0)
		// The other face of a modal DFC or an adventure is played too.
		if (c.Layout == LayoutModalDFC || c.Layout == LayoutAdventure || c.Layout == LayoutSplit) && len(c.Faces) > 1 {
			alt := c.Faces[1]
			alt.Name = c.Name + " (" + c.Faces[1].Name + ")"
			altID, err := add(&alt)
			if err != nil {
				return 0, err
			}
			cd.Cards[id].Alt = altID
			cd.Cards[altID].Alt = id
		}
		return id, nil
	}
	for _, s := range d.Main {
		id, err := add(s.Card)
		if err != nil {
			return nil, err
		}
		cd.Copies[id] += s.Count
		for range s.Count {
			cd.Library = append(cd.Library, uint16(id))
		}
	}
	for _, s := range d.Commander {
		id, err := add(s.Card)
		if err != nil {
			return nil, err
		}
		for range s.Count {
			cd.Commander = append(cd.Commander, uint16(id))
		}
	}
	return cd, nil
}

// info builds one card's entry, registering its mana kind in cd.Sources.
func (cd *Compiled) info(c *Card) (CardInfo, error) {
	use := mana.ForSpell
	if c.IsCreature() {
		use = mana.ForCreatureSpell
	}
	in := CardInfo{
		Demand: mana.NewDemand(c.Cost, use), MV: c.Cost.ManaValue(), Types: c.Types, LandTypes: c.LandTypes,
		Colors: c.Cost.Colors(), Castable: !c.Cost.IsNone(), Power: c.Power, Haste: c.Haste,
		Kind: -1, Enters: c.Enters, Unless: c.Unless, EnterLife: c.EnterLife, Bounce: c.Bounce,
		Ritual: c.Ritual, FromHand: c.FromHand, Draw: c.Draw, Search: c.Search, Damage: c.Damage, XDamage: c.XDamage, Morph: c.Morph,
		Alt: -1,
	}
	if c.Fetch != nil {
		in.Fetch, in.Fetchy = *c.Fetch, true
	}
	abs := c.Mana
	for i, a := range abs {
		if a.Choose {
			abs = append([]ManaAbility(nil), c.Mana...)
			abs[i].Makes.Units[0] |= cd.chosenColor(a.Makes.Mask())
			abs[i].Makes.Units[1] = 0 // normal form: it stays one unit
		}
	}
	var free, costed []ManaAbility
	for _, a := range abs {
		if a.Cost.IsNone() {
			free = append(free, a)
		} else {
			costed = append(costed, a)
		}
	}
	conv, hasConv := primaryAbility(costed)
	hasConv = hasConv && (!c.IsCreature() || c.Haste || !conv.Tap)
	if a, ok := primaryAbility(free); ok {
		if hasConv && conv.Tap && a.Tap {
			// One {T} serves both abilities (a filter land's {C} and its
			// filter): a kind of its own, so that the engine can tell a
			// tapped filter land from a tapped Wastes.
			a.Makes.Penalty |= 32
		}
		k, err := cd.register(c, a)
		if err != nil {
			return in, err
		}
		in.Kind = k
		in.Sick = a.Tap && c.IsCreature() && !c.Haste
		in.Sacrifice, in.Life = a.Sacrifice, a.Life
	}
	in.ConvKind = -1
	// (A creature's converter would need summoning sickness tracked apart
	// from its free ability; none of the staples has one.)
	if hasConv {
		k, err := cd.register(c, conv)
		if err != nil {
			return in, err
		}
		in.ConvKind, in.ConvCost, in.ConvSacrifice = k, mana.NewDemand(conv.Cost, mana.ForAbility), conv.Sacrifice
	}
	return in, nil
}

// register registers the kind of what ability a makes, with its penalty.
func (cd *Compiled) register(c *Card, a ManaAbility) (int, error) {
	src := a.Makes
	src.Penalty |= uint8(min(a.Life, 15))
	if a.Sacrifice {
		src.Penalty |= 16
	}
	k, ok := cd.Sources.Register(src)
	if !ok {
		return 0, fmt.Errorf("%s: more than %d kinds of mana source in one deck", c.Name, mana.MaxKinds)
	}
	return k, nil
}

// primaryAbility picks the mana ability the engine uses for a card. Free
// one-mana abilities of the same cost shape merge into one choice of types
// (a pain land's {C} and its {W} or {U}: the life of the coloured one is
// kept, an approximation that overcharges the colourless use).
func primaryAbility(abs []ManaAbility) (ManaAbility, bool) {
	if len(abs) == 0 {
		return ManaAbility{}, false
	}
	best := abs[0]
	for _, a := range abs[1:] {
		single := a.Makes.N() == 1 && best.Makes.N() == 1 && !a.Makes.Same && !best.Makes.Same
		sameShape := a.Tap == best.Tap && a.Sacrifice == best.Sacrifice && a.Cost == best.Cost &&
			a.Makes.Snow == best.Makes.Snow && a.Makes.Restriction == best.Makes.Restriction
		switch {
		case single && sameShape:
			best.Makes = mana.OneOf(best.Makes.Mask() | a.Makes.Mask())
			best.Makes.Snow = a.Makes.Snow
			best.Makes.Restriction = a.Makes.Restriction
			best.Life = max(best.Life, a.Life)
		case a.Makes.Restriction == mana.Unrestricted && best.Makes.Restriction != mana.Unrestricted:
			best = a
		case a.Makes.N() > best.Makes.N() && a.Makes.Restriction == best.Makes.Restriction:
			best = a
		}
	}
	return best, true
}

// chosenColor is the colour, other than those in base, that the deck's
// spells ask for most (none if they ask for no other).
func (cd *Compiled) chosenColor(base mana.Mask) mana.Mask {
	best, n := mana.Mask(0), 0
	for t := mana.W; t < mana.C; t++ {
		if !base.Has(t) && cd.demand[t] > n {
			best, n = t.Mask(), cd.demand[t]
		}
	}
	return best
}
