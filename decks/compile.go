package decks

import (
	"fmt"
	"slices"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// Compiled is a deck in the dense form the engine plays: cards by small
// integer id, each with the tables the mana core needs precomputed once (its
// payment demand, the source kind it taps for). It holds no pointers the
// engine follows during a game; names are kept apart, for output.
type Compiled struct {
	Name      string
	Format    Format
	Cards     []CardInfo // the distinct cards played, by id
	Names     []string   // Names[id]
	Copies    []int      // copies of each card in the library
	Library   []uint16   // the library as card ids, in decklist order (a game shuffles a copy)
	Commander []uint16   // the commanders' ids: they start in the command zone
	// SacFor: for each spell whose additional cost sacrifices a permanent
	// (CardInfo.SacFor), the deck's cards that may pay it.
	SacFor [][]uint16
	// Grows: the creatures that get +1/+1 counters as others enter
	// (Marwyn: converters.go).
	Grows   []Grow
	Sources mana.Sources
	// Choices holds, for the cards whose mana is chosen as they enter
	// (CardInfo.Choice), what they may become (choices.go).
	Choices []Choice
	// Vary holds, for the cards whose mana follows the board
	// (CardInfo.Vary), the kinds they are by the board's count.
	Vary []Vary
	// Reveals and Returns hold the reveal lands' kinds of card
	// (CardInfo.Reveal) and the bounce lands' rules of what they may
	// return (CardInfo.Return).
	Reveals []Reveal
	Returns []ReturnRule
	// LandfallFinds[id], for a card whose landfall reveals a card (Nissa),
	// is which card ids it finds (landfall_reveal.go); nil otherwise.
	LandfallFinds [][]bool
	// Counters holds, for the cards whose mana counters limit or measure
	// (CardInfo.Ctr), their kinds by counters (decks/counters.go).
	Counters []CounterKinds
	// CostSources holds the mana abilities paid with other permanents
	// (CardInfo.CostSource), in the order the engine gives them the
	// permanents they share (costs_compile.go).
	CostSources []CostSource
	// PayAsCards lists the deck's cards that let mana be spent as another
	// type (Card.PayAs), at most MaxPayAs; PayAs holds, for
	// each nonempty set of them (bit i: PayAsCards[i]), at index set-1, the
	// demands of the deck's cards while that set is on the battlefield
	// (asthough.go).
	PayAsCards []uint16
	PayAs      []PayAsSet
	// ChannelKind: the kind of Channel's {C} for 1 life, -1 if no card of
	// the deck has it.
	ChannelKind int
	// GraveKind: the kind of Deathrite Shaman's mana for a land card
	// exiled from a graveyard (graveyard.go), -1 if no card of the deck
	// has it.
	GraveKind int
	// Gods lists the deck's cards that are creatures only with enough
	// devotion (gods.go).
	Gods []God

	// Enchanted maps (aura card id, land card id) to the kind of source the
	// land becomes when that Aura enchants it (the land's mana plus the
	// Aura's); a pair that is absent may not be enchanted.
	Enchanted map[[2]int]int
	// Untapped maps (land types an untapper untaps, kind of a land) to the
	// kind of source an untapper (Arbor Elf) is when the best land it can
	// untap is of that kind: the land's mana, tapped again, from a creature.
	Untapped map[[2]int]int
	// CastUntappers: the cards whose untap a cast triggers (Merrow
	// Reejerey), by card id (untappers.go).
	CastUntappers []int
	// Elves: the deck's Elf creature cards (what Wirewood Symbiote returns).
	Elves []int
	// Unmodelled lists, for every card of the deck, what the engine ignores
	// of it: abilities that look relevant to mana but match no template, and
	// abilities it reads but does not play.
	Unmodelled []Unmodelled

	demand [mana.NumTypes]int // coloured pips of the deck, by colour (for Choose abilities)
	// restrictions: the restrictions the deck's mana abilities carry, as a
	// Use (bit r for restriction r): what spellUse tells apart.
	restrictions mana.Use
	identity     mana.Mask      // the commanders' colour identity (spend.go)
	commanders   map[*Card]bool // the commanders' cards: casting one allows CommanderOnly
	bonusLeft    []int          // lands a land bonus applies to but that keep their own mana
	grantLeft    [][2]int       // (card, giver): cards a grant reaches that keep their own mana
	likeApprox   []int          // Reflecting Pools whose types are read as every type the deck's lands make
	amongApprox  []int          // Mox Ambers whose colours are read as every colour of what they look at
	counterLeft  []Unmodelled
	// chosen: the creature type each converter counting "the chosen type"
	// counts, by card id (Three Tree City: the deck's most common).
	chosen map[int]string
}

// Unmodelled is one thing the engine ignores of a card.
type Unmodelled struct {
	Card string // the card's name
	What string // what is ignored, as its oracle text reads (lower-cased) or in words
}

// Penalty bits of a source kind (mana.Source.Penalty): what using the
// source costs beyond tapping it. The mana core taps lower penalties first,
// so a land is tapped before a creature (which then cannot attack), and a
// creature before a permanent that is sacrificed.
const (
	PenaltyLife      = 7  // mask: the life paid per use (0 to 7)
	PenaltyCreature  = 8  // a creature taps for it (it cannot attack that turn)
	PenaltySacrifice = 16 // the permanent is sacrificed
	PenaltyShared    = 32 // the same {T} pays the permanent's converter (a filter land)
	PenaltyUntap     = 64 // an untapper's (Arbor Elf's) second tap of a land
	// PenaltyOthers: other permanents pay part of its cost (a CostSource:
	// Springleaf Drum, Ashnod's Altar). PenaltyUntap's bit, which no other
	// kind has without PenaltyCreature.
	PenaltyOthers = PenaltyUntap
	PenaltyAura   = 128 // a land enchanted by an Aura that adds mana
)

// CardInfo is one card as the engine reads it.
type CardInfo struct {
	Demand mana.Demand // paying its mana cost (as a creature spell if it is one)
	// Cost is its printed mana cost; Demand may ask more (an {X} for each
	// generic mana of a multikicker: Everflowing Chalice's {X}{X}).
	Cost      mana.Cost
	MV        int // mana value
	Types     Types
	LandTypes mana.Mask
	Colors    mana.Mask // the colours of its mana cost
	Castable  bool      // it has a mana cost (lands and cards with no mana cost are not cast)
	Power     int
	Haste     bool
	Vigilance bool // vigilance, its own (vigilance.go)
	// VigilanceTo: the types of the other permanents it gives vigilance
	// (Esika's legendary creatures), 0 for none.
	VigilanceTo Types

	// The mana it makes by tapping (or sacrificing) at no mana cost, the
	// ability the engine uses: several free one-mana abilities are one choice
	// of types (Talisman: C, W or U); otherwise the one that makes the most.
	// The kind's Penalty encodes the rest (the Penalty bits): the life it
	// costs, whether a creature taps for it, whether it is sacrificed, whether
	// the same {T} also pays a converter.
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
	ConvReturn    bool // it returns to its owner's hand (Grinning Ignus)
	// ConvHand: its cost discards the hand, activated only with none
	// (Lion's Eye Diamond); Mill: its free ability mills a card (Millikin);
	// Ping: damage to the opponent each use (Chandra): cardcosts.go.
	ConvHand bool
	Mill     bool
	Ping     int
	// ConvCreature: a creature's {T} converter, summoning sick and
	// tapping the creature (Selvala: converters.go).
	ConvCreature bool
	// ConvCostAny: a creature's converter input paid as though any mana
	// were of any colour (under AbilityAnyColor: converters.go);
	// AbilityAnyColor: it lets its controller's creatures' abilities be so
	// paid (Agatha's Soul Cauldron).
	ConvCostAny     mana.Demand
	AbilityAnyColor bool
	// BasicOnly: only mana produced by basic lands pays its cast
	// (Imperiosaur: cardcosts.go).
	BasicOnly bool
	// SacFor: its cast sacrifices a permanent of Compiled.SacFor[SacFor]
	// (the deck's cards that may pay it; none: never cast), -1 for none;
	// SacMana is the mana it adds by that permanent's mana value
	// (sacrifice_cost.go).
	SacFor  int
	SacMana SacMana
	// ConvVary: a converter whose output follows the board (Cabal Coffers:
	// {2}, {T}: add {B} for each Swamp you control): the index in
	// Compiled.Vary of its outputs by the count (ConvKind is then its
	// output for one), -1 for a fixed output (amounts.go).
	ConvVary int
	// Devotion: a converter whose output is devotion to a colour
	// (Nykthos): Compiled.Vary[ConvVary+t] is its table for colour t, W to
	// G (devotion.go).
	Devotion bool
	// TurnBonus: a spell whose land bonus lasts the turn (High Tide); the
	// lands it applies to count it while it is in effect (hightide.go).
	TurnBonus bool

	// CostSource: its mana ability paid with other permanents (Springleaf
	// Drum, Heritage Druid, Ashnod's Altar): the index in
	// Compiled.CostSources, -1 if none.
	CostSource int

	Enters    EnterMode
	Unless    mana.Mask // check lands' basic land types
	EnterLife int       // the life a "pay N life or it enters tapped" land asks
	Reveal    int       // EntersTappedUnlessReveal: its index in Compiled.Reveals, -1
	Bounce    bool
	Return    int // a Bounce land: its index in Compiled.Returns (what it may return), -1
	Fetch     Fetch
	Fetchy    bool // it is a fetch land (Fetch holds what it finds)

	Ritual   Ritual
	DiesMana Ritual // added when it dies (is sacrificed): Cathodion
	Channel  bool   // resolved, life pays for {C} until end of turn (Compiled.ChannelKind)
	// XOnly: the types whose mana pays its X (Drain Life's black), 0: any
	// (Card.XOnly; the engine rewrites the cost at cast time: PaidAs).
	XOnly    mana.Mask
	FromHand bool // the ritual is had by exiling the card from hand (Simian Spirit Guide)
	Draw     int
	Search   Search
	Seek     Seek // (zero: nothing more)
	Damage   int
	XDamage  bool

	Morph     bool
	MorphDown mana.Demand // casting it face down: {3}
	MorphUp   mana.Demand // turning it face up: its morph cost
	Defender  bool
	Idle      bool // never cast against an idle opponent (see Card.Idle)
	NoMaxHand bool
	NoUntap   bool // stays tapped through the untap step (Mana Vault)
	// UntapSelf: a permanent that pays mana to untap itself (Basalt
	// Monolith's {3}): paying it (untapself.go); UntapsSelf says it has one.
	UntapSelf   mana.Demand
	UntapsSelf  bool
	UntapUpkeep bool // paid only as the upkeep begins (Mana Vault)
	// SacOnLandPlay: sacrificed when another land is played (City of Traitors).
	SacOnLandPlay bool
	// TappedDrawDamage: damage to its controller at the beginning of the
	// draw step while it is tapped (Mana Vault).
	TappedDrawDamage int
	// UpkeepFlipDamage: damage to its controller on a lost coin flip at the
	// beginning of each upkeep (Mana Crypt).
	UpkeepFlipDamage int
	// UpkeepDamage: damage to its controller at the beginning of each
	// upkeep (Juzám Djinn).
	UpkeepDamage   int
	AuraLand       mana.Mask // an Aura with mana (AuraMana): the land types it must enchant, none for any land
	IsAura         bool      // a land Aura with a triggered mana ability
	UntapLand      mana.Mask // an untapper (Arbor Elf): the land types it untaps
	IsUntapper     bool
	CopyLand       bool         // it enters tapped as a copy of a land on the battlefield (Vesuva)
	SacUntapped    int          // it sacrifices this many untapped lands as it enters (Lotus Field)
	SacNoArtifacts bool         // sacrificed at the end step if its controller controls no artifact (Glimmervoid)
	Chapters       int          // a Saga: its last chapter, sacrificed after it (Urza\'s Saga: 3)
	EnterSacrifice mana.Mask    // it enters only by sacrificing a land of these basic types (Kjeldoran Outpost)
	EnterCost      EnterCost    // what entering takes besides mana (Mox Diamond, Glint Hawk, Glacial Chasm)
	TokenAbility   TokenAbility // an activated ability that creates tokens (Fountainport; token_makers.go)
	Quest          Quest        // quest counters from landfall removed for lands (Khalni Heart Expedition; quest.go)

	// UntapWhen, UntapTargets: what it untaps as an effect, and when
	// (Card.Untap, untappers.go); CastUntaps: which of
	// Compiled.CastUntappers its cast triggers (bit i for the i-th).
	UntapWhen    UntapWhen
	UntapTargets Types
	CastUntaps   uint8
	// SelfUntaps: the untaps a copy has in its life, each a second tap of
	// its own mana (Devoted Druid: 1; untappers.go), 0 for none.
	SelfUntaps int
	// UntapTarget: a converter whose output is the mana of the permanent
	// of these types it untaps (Land, Creature, Legendary: Deserted
	// Temple, Jandor's Saddlebags, Minamo; untappers.go), 0 if not one.
	UntapTarget Types
	// RangerForest: the converter returns a Forest and plays it again as
	// the land drop (Quirion Ranger: untappers.go).
	RangerForest bool
	// ReturnElf: the converter returns another Elf to the hand (Wirewood
	// Symbiote: untappers.go).
	ReturnElf bool
	// ExtraCombat: attacking with delirium untaps an attacker for an
	// additional combat (Fear of Missing Out: untappers.go).
	ExtraCombat bool

	// Vary: its mana follows the board (Gaea's Cradle, Urza's Tower, Mox
	// Opal): the index in Compiled.Vary of the kind it is for each count of
	// what it counts (Kind is then the kind on an empty board, -1: none);
	// -1 for a card whose mana is fixed.
	Vary int
	// Ctr: its mana counters limit or measure (Vivid lands, Everflowing
	// Chalice, depletion lands): its index in Compiled.Counters, -1. Kind is
	// then the kind of a copy with the most counters.
	Ctr int
	// MaxX: the largest X its cast may pay (Everflowing Chalice's kicks: as
	// many counters as one source makes mana), 0 for no limit but the
	// planner's.
	MaxX int

	// Choice: its mana is chosen as it enters (Coldsteel Heart, Chrome
	// Mox): the index in Compiled.Choices, -1 if not.
	Choice int

	// Landfall, UntapEntering: its triggers as a land, or a permanent
	// tapped, enters (landfall.go).
	Landfall      Landfall
	UntapEntering bool

	// Tokens: the tokens it creates, by the token's card id (tokens.go);
	// an entry with N 0 is none.
	Tokens [MaxTokenAbilities]TokenMade

	Alt int // the id of its other playable face (a modal DFC's land side, an adventure), -1 if none
	// Adventure: this face is an adventure (the second face of an adventurer
	// card): cast, the card is exiled, and its first face may be cast from exile.
	Adventure bool
	// Grave: what it does with the graveyards (graveyard.go).
	Grave GraveUse
}

// Vary is how a card's mana follows the board. With Per set, the state is
// the number of permanents of Per on the battlefield (capped at the last
// entry of Kinds); otherwise it is 1 while every Need of When holds, else 0.
// Kinds[state] is the kind of source the card is then, -1 if it makes no
// mana. Count lists, for Per or each Need, the deck's card ids that match
// its filter.
type Vary struct {
	// Like: the state is the index in Masks of the types the lands of
	// Count[0] on the battlefield could produce (Reflecting Pool).
	Like bool
	// Colors: the state is the index in Masks of the colours of the
	// permanents of Count[0] on the battlefield (ColorOf: each one's), Mox
	// Amber, Bloom Tender (among.go).
	Colors  bool
	ColorOf []mana.Mask
	Masks   []mana.Mask
	Per     bool
	When    Condition
	Kinds   []int
	Count   [][]uint16
	Need    []int // the count each list of Count needs (Per: unused)
	// Grant: the condition is a giver of a granted ability on the
	// battlefield (grant.go); Count[0] the givers.
	Grant bool
	// Grave: Count[0] is counted in its controller's graveyard, not on the
	// battlefield (Crypt of Agadeem: graveyard.go).
	Grave bool
	// Played: the state is 1 while its controller has played a land this
	// turn, else 0 (River of Tears: enter_sacrifice.go); Count is empty.
	Played bool
	// Greatest: with Per, the state is the greatest printed power among
	// the permanents of Count[0] on the battlefield (Selvala, Heart of the
	// Wilds: converters.go).
	Greatest bool
	// Hand: with Per, the state is the number of cards of Count[0] in its
	// controller's hand (Metalworker: cardcosts.go).
	Hand bool
	// Power: with Per, the state is the card's own power, printed plus its
	// +1/+1 counters (Marwyn: converters.go, Compiled.Grows).
	Power bool
}

// LikeState is a Reflecting Pool's state for the types m its lands could
// produce: m's entry, or the last (every type) in a table that was cut short.
func (v *Vary) LikeState(m mana.Mask) int {
	if i := slices.Index(v.Masks, m); i >= 0 {
		return i
	}
	return len(v.Masks) - 1
}

// PerState is the state of an amount for n permanents counted: n, capped
// at the most one source makes.
func (v *Vary) PerState(n int) int { return min(n, len(v.Kinds)-1) }

// Compile turns a deck into its dense form.
func Compile(d *Deck) (*Compiled, error) {
	cd := &Compiled{Name: d.Name, Format: d.Format, ChannelKind: -1, GraveKind: -1}
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
	for _, s := range append(append([]Slot(nil), d.Main...), d.Commander...) {
		for _, f := range append([]Card{*s.Card}, s.Card.Faces...) {
			for _, a := range f.Mana {
				cd.restrictions |= 1 << a.Makes.Restriction
			}
		}
	}
	cd.commanders = map[*Card]bool{}
	for _, s := range d.Commander {
		cd.identity |= s.Card.Identity()
		cd.commanders[s.Card] = true
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
			// An adventure, cast, goes to exile, and the card's creature may be
			// cast from there later.
			cd.Cards[altID].Adventure = c.Layout == LayoutAdventure
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
	if err := cd.entersChoices(cards(ids), add); err != nil {
		return nil, err
	}
	cd.imprintByCard(cards(ids))
	cd.landfallFinds(cards(ids))
	if err := cd.tokenIDs(ids, add); err != nil {
		return nil, err
	}
	if err := cd.varyCounts(cards(ids)); err != nil {
		return nil, err
	}
	if err := cd.grants(cards(ids)); err != nil {
		return nil, err
	}
	if err := cd.landBonuses(cards(ids)); err != nil {
		return nil, err
	}
	if err := cd.auraKinds(cards(ids)); err != nil {
		return nil, err
	}
	cd.enteringTables(cards(ids))
	cd.castUntaps(cards(ids))
	cd.rangerKinds(cards(ids))
	if err := cd.selfUntapKinds(cards(ids)); err != nil {
		return nil, err
	}
	cd.sacrificeCostInfo(cards(ids))
	cd.growInfo(cards(ids))
	if err := cd.costPayers(cards(ids)); err != nil {
		return nil, err
	}
	if err := cd.graveTables(cards(ids)); err != nil {
		return nil, err
	}
	if err := cd.payAsSets(cards(ids)); err != nil {
		return nil, err
	}
	cd.godTables(cards(ids))
	cd.extendCounts(cards(ids))
	cd.sortKinds()
	cd.costOrder()
	cd.unmodelled(cards(ids))
	return cd, nil
}

// cards lists the deck's cards by id.
func cards(ids map[*Card]int) []*Card {
	out := make([]*Card, len(ids))
	for c, id := range ids {
		out[id] = c
	}
	return out
}

// auraKinds registers the kinds of source that land Auras and untappers
// make of the deck's lands: a land enchanted by an Aura adds the Aura's mana
// each time it is tapped (one kind per Aura and land), and an untapper taps
// a land it untapped again (one kind per kind of land it may untap, as a
// creature's source).
func (cd *Compiled) auraKinds(cs []*Card) error {
	cd.Enchanted = map[[2]int]int{}
	cd.Untapped = map[[2]int]int{}
	for a, ac := range cs {
		if ac.AuraMana.N() == 0 {
			continue
		}
		cd.Cards[a].IsAura, cd.Cards[a].AuraLand = true, ac.AuraLand
		extra := ac.AuraMana
		if ac.AuraChoose {
			extra = mana.OneOf(cd.chosenColor(0))
			if extra.N() == 0 {
				extra = mana.OneOf(mana.G.Mask()) // a deck with no coloured pips
			}
		}
		for l, lc := range cs {
			li := &cd.Cards[l]
			if !lc.IsLand() || li.Kind < 0 || li.Vary >= 0 || li.Ctr >= 0 || ac.AuraLand != 0 && lc.LandTypes&ac.AuraLand == 0 {
				continue
			}
			base := cd.Sources.Kind(li.Kind)
			src, ok := combine(base, extra)
			if ac.AuraGrant {
				src, ok = grantedSource(&base, extra.Units[0], false)
			}
			if !ok {
				continue // more mana at once than a source holds: left unenchantable
			}
			src.Penalty |= PenaltyAura // a kind of its own: the engine tracks enchanted lands apart
			k, ok := cd.Sources.Register(src)
			if !ok {
				return fmt.Errorf("%s on %s: more than %d kinds of mana source in one deck", ac.Name, lc.Name, mana.MaxKinds)
			}
			cd.Enchanted[[2]int{a, l}] = k
		}
	}
	deckMask := untapperMask(cs)
	for u, uc := range cs {
		if uc.UntapLand == 0 || !uc.IsCreature() {
			continue
		}
		if uc.UntapLand != deckMask {
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[u], What: untapperLeft(uc.UntapLand, deckMask)})
			continue
		}
		cd.Cards[u].IsUntapper, cd.Cards[u].UntapLand = true, uc.UntapLand
		// The kinds of the lands it may untap, enchanted or not.
		kinds := map[int]bool{}
		for l, lc := range cs {
			if lc.IsLand() && UntapsLand(uc.UntapLand, lc.LandTypes, lc.Types) && cd.Cards[l].Kind >= 0 && cd.Cards[l].Vary < 0 && cd.Cards[l].Ctr < 0 {
				kinds[cd.Cards[l].Kind] = true
				for key, k := range cd.Enchanted {
					if key[1] == l {
						kinds[k] = true
					}
				}
			}
		}
		for _, k := range sortedKeys(kinds) {
			key := [2]int{int(uc.UntapLand), k}
			if _, ok := cd.Untapped[key]; ok {
				continue
			}
			src := cd.Sources.Kind(k)
			src.Penalty |= PenaltyCreature | PenaltyUntap
			nk, ok := cd.Sources.Register(src)
			if !ok {
				return fmt.Errorf("%s: more than %d kinds of mana source in one deck", uc.Name, mana.MaxKinds)
			}
			cd.Untapped[key] = nk
		}
	}
	return nil
}

func sortedKeys(m map[int]bool) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// combine is a source making both a's and b's mana at once (a land and its
// Aura's); false if that is more units than a source holds.
func combine(a, b mana.Source) (mana.Source, bool) {
	if a.Same || b.Same || a.N()+b.N() > mana.MaxUnits {
		return mana.Source{}, false
	}
	units := append(a.Units[:a.N():a.N()], b.Units[:b.N()]...)
	src := mana.Fixed(units...)
	src.Snow, src.Restriction, src.Penalty = a.Snow, a.Restriction, a.Penalty
	return src, true
}

// sortKinds renumbers the kinds of source in a fixed order of what they make
// (not the order of the decklist), so that nothing that breaks ties by kind
// index depends on how the deck was written.
func (cd *Compiled) sortKinds() {
	n := cd.Sources.NumKinds()
	order := make([]int, n)
	for k := range order {
		order[k] = k
	}
	key := func(k int) string {
		src := cd.Sources.Kind(k)
		return fmt.Sprintf("%03d|%03d|%v|%v|%d|%03d", src.Units, src.Alt, src.Same, src.Snow, src.Restriction, src.Penalty)
	}
	slices.SortFunc(order, func(a, b int) int { return strings.Compare(key(a), key(b)) })
	var sorted mana.Sources
	newIdx := make([]int, n)
	for _, k := range order {
		nk, _ := sorted.Register(cd.Sources.Kind(k))
		newIdx[k] = nk
	}
	cd.Sources = sorted
	re := func(k int) int {
		if k < 0 {
			return k
		}
		return newIdx[k]
	}
	for i := range cd.Cards {
		cd.Cards[i].Kind = re(cd.Cards[i].Kind)
		cd.Cards[i].ConvKind = re(cd.Cards[i].ConvKind)
		for j, v := range [...]int{cd.Cards[i].Vary, cd.Cards[i].ConvVary, -1, -1, -1, -1} {
			if j >= 2 && cd.Cards[i].Devotion {
				v = cd.Cards[i].ConvVary + j - 1 // (Nykthos's tables of U to G)
			}
			if v >= 0 {
				for j, k := range cd.Vary[v].Kinds {
					cd.Vary[v].Kinds[j] = re(k)
				}
			}
		}
	}
	for i := range cd.Counters {
		ck := &cd.Counters[i]
		ck.Plain = re(ck.Plain)
		for j, k := range ck.Kinds {
			ck.Kinds[j] = re(k)
		}
	}
	for i := range cd.CostSources {
		cd.CostSources[i].Kind = re(cd.CostSources[i].Kind)
	}
	cd.ChannelKind = re(cd.ChannelKind)
	cd.GraveKind = re(cd.GraveKind)
	for key, k := range cd.Enchanted {
		cd.Enchanted[key] = re(k)
	}
	untapped := map[[2]int]int{}
	for key, k := range cd.Untapped {
		untapped[[2]int{key[0], re(key[1])}] = re(k)
	}
	cd.Untapped = untapped
}

// unmodelled lists what the engine ignores of each card of the deck.
func (cd *Compiled) unmodelled(cs []*Card) {
	for _, l := range cd.amongApprox {
		cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[l],
			What: "the colours among its permanents: read as every colour they have (too many combinations)"})
	}
	for _, l := range cd.likeApprox {
		cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[l],
			What: "the types the other lands could produce: read as every type the deck's lands make (too many combinations)"})
	}
	cd.Unmodelled = append(cd.Unmodelled, cd.counterLeft...)
	for _, l := range cd.bonusLeft {
		cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[l],
			What: "what a bonus on tapping it for mana (Mana Flare, Mana Reflection, Manabarbs) does: its mana follows the board already, has two abilities, or bonuses of two kinds apply"})
	}
	cd.grantUnmodelled()
	cd.identityUnmodelled(cs)
	for id, c := range cs {
		if cd.Copies[id] == 0 && !cd.isCommander(id) {
			continue // another face: its card lists it
		}
		for _, u := range c.Unmodelled() {
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[id], What: u})
		}
		cd.unmodelledCosts(id, c)
		varying := 0
		for _, a := range c.Mana {
			if a.Per != nil || len(a.When) > 0 {
				varying++
			}
		}
		for _, what := range cd.devotionUnmodelled(id) {
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[id], What: what})
		}
		if what, ok := cd.convPerUnmodelled(id); ok {
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[id], What: what})
		}
		switch v := cd.Cards[id].Vary; {
		case varying > 0 && v < 0 && cd.Cards[id].ConvVary < 0:
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[id], What: "its mana that follows the board, with a cost besides {T} or beside another such ability: only its fixed mana is used"})
		case v >= 0 && cd.Vary[v].Per && cd.counted(cd.Vary[v].Count[0]) > len(cd.Vary[v].Kinds)-1:
			n := len(cd.Vary[v].Kinds) - 1
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[id],
				What: fmt.Sprintf("more than %d of what its mana counts: counted as %d (%s)", n, n, capWhy(n))})
		}
	}
}

// counted is how many copies the deck holds of the cards ids.
func (cd *Compiled) counted(ids []uint16) int {
	n := 0
	for _, id := range ids {
		n += cd.Copies[id]
		if cd.isCommander(int(id)) {
			n++
		}
	}
	return n
}

func (cd *Compiled) isCommander(id int) bool {
	for _, c := range cd.Commander {
		if int(c) == id {
			return true
		}
	}
	return false
}

// info builds one card's entry, registering its mana kind in cd.Sources.
func (cd *Compiled) info(c *Card) (CardInfo, error) {
	use := cd.spellUse(c)
	in := CardInfo{
		Demand: mana.NewDemand(c.Cost, use), Cost: c.Cost, MV: c.Cost.ManaValue(), Types: c.Types, LandTypes: c.LandTypes,
		Colors: c.Cost.Colors(), Castable: !c.Cost.IsNone(), Power: c.Power, Haste: c.Haste, Vigilance: c.Vigilance, VigilanceTo: vigilanceTo(c),
		Kind: -1, Enters: c.Enters, Unless: c.Unless, EnterLife: c.EnterLife, Bounce: c.Bounce,
		Ritual: c.Ritual, DiesMana: c.DiesMana, Channel: c.Channel, XOnly: c.XOnly, FromHand: c.FromHand, Draw: c.Draw, Search: c.Search, Damage: c.Damage, XDamage: c.XDamage,
		Defender: c.Defender, Idle: c.Idle, NoMaxHand: c.NoMaxHand, AbilityAnyColor: c.AbilityAnyColor, BasicOnly: c.BasicOnly, Alt: -1, SacFor: -1, Vary: -1, ConvVary: -1, Choice: -1, Ctr: -1,
		NoUntap: c.NoUntap, TappedDrawDamage: c.TappedDrawDamage, SacOnLandPlay: c.SacOnLandPlay,
		UpkeepFlipDamage: c.UpkeepFlipDamage, UpkeepDamage: c.UpkeepDamage, CopyLand: c.CopyLand,
		SacUntapped: c.SacUntapped, SacNoArtifacts: c.SacNoArtifacts, Chapters: c.Chapters, EnterSacrifice: c.EnterSacrifice, EnterCost: c.EnterCost, Quest: c.Quest,
		Landfall: c.Landfall, UntapEntering: c.UntapEntering,
	}
	in.Reveal, in.Return = -1, -1 // (entering.go: enteringTables)
	untapSelfInfo(c, &in)
	in.UntapWhen, in.UntapTargets, in.ExtraCombat = c.Untap.When, c.Untap.Targets, c.ExtraCombat
	tokenAbilityInfo(c, &in)
	turnBonusInfo(c, &in)
	if c.Morph && !c.MorphCost.IsNone() {
		in.Morph = true
		in.MorphDown = mana.NewDemand(mana.MustParseCost("{3}"), mana.ForCreatureSpell)
		in.MorphUp = mana.NewDemand(c.MorphCost, mana.ForAbility)
	}
	if c.Fetch != nil {
		in.Fetch, in.Fetchy = *c.Fetch, true
	}
	if c.Seek != nil {
		in.Seek = *c.Seek
		if a := &in.Seek.Ability; a.Has {
			a.Demand = mana.NewDemand(a.Cost, mana.ForAbility)
		}
	}
	abs, othersConv, err := cd.costSource(c, withoutChoices(identityMask(tapDamaged(c), cd.identity)), &in) // (the companions of a choice make its mana)
	if err != nil {
		return in, err
	}
	for i, a := range abs {
		if a.Choose {
			abs = slices.Clone(abs)
			abs[i].Makes.Units[0] |= cd.chosenColor(a.Makes.Mask())
			abs[i].Makes.Units[1] = 0 // normal form: it stays one unit
		}
	}
	if out, ok, err := cd.counterInfo(c, in, abs); err != nil || ok {
		return out, err
	}
	abs = withoutCounters(abs) // (one not lowered is reported)
	var fixed, varying []ManaAbility
	for _, a := range abs {
		if a.Per != nil || len(a.When) > 0 || a.Like || a.Among != nil || a.PlayedLand {
			varying = append(varying, a)
		} else {
			fixed = append(fixed, a)
		}
	}
	perConv := convPerOf(fixed, varying) // lowered as a converter below
	if perConv != nil {
		varying = nil
	}
	if len(varying) > 0 {
		if varyLowerable(fixed, varying) {
			return cd.varyInfo(c, in, fixed, varying)
		}
		abs = fixed // (reported by unmodelled: only the fixed mana is used)
	}
	var free, costed []ManaAbility
	for _, a := range abs {
		if a.Cost.IsNone() {
			free = append(free, a)
		} else {
			costed = append(costed, a)
		}
	}
	if othersConv != nil {
		costed = append(costed, *othersConv)
	}
	conv, hasConv := primaryAbility(costed)
	if a, ok := primaryAbility(free); ok {
		if hasConv && conv.Tap && a.Tap {
			// One {T} serves both abilities (a filter land's {C} and its
			// filter): a kind of its own, so that the engine can tell a
			// tapped filter land from a tapped Wastes.
			a.Makes.Penalty |= PenaltyShared
		}
		if a.Tap && c.IsCreature() {
			// A creature's own kind, apart from lands that make the same mana:
			// the engine must know when a creature was tapped (it cannot attack).
			a.Makes.Penalty |= PenaltyCreature
		}
		k, err := cd.register(c, a)
		if err != nil {
			return in, err
		}
		in.Kind = k
		in.Sick = a.Tap && c.IsCreature() && !c.Haste
		in.Sacrifice, in.Life = a.Sacrifice, a.Life
		cardCostInfo(c, &in, &a, nil)
	}
	in.ConvKind = -1
	if hasConv {
		k, err := cd.register(c, conv)
		if err != nil {
			return in, err
		}
		in.ConvKind, in.ConvCost, in.ConvSacrifice = k, mana.NewDemand(conv.Cost, mana.ForAbility), conv.Sacrifice
		in.ConvReturn = conv.Return
		cardCostInfo(c, &in, nil, &conv)
		converterInfo(c, &in, conv)
		if perConv != nil {
			if err := cd.convPerKinds(c, &in, conv); err != nil {
				return in, err
			}
		}
		if othersConv != nil {
			cd.CostSources[in.CostSource].Kind = k
		}
	}
	if err := cd.untapConvInfo(c, &in); err != nil { // (untappers.go)
		return in, err
	}
	return in, nil
}

// varyLowerable reports whether varyInfo lowers a card's mana abilities:
// one varying ability, and every ability free ({T}, no mana cost, not
// sacrificed). Otherwise the card keeps its fixed ones, and says so.
func varyLowerable(fixed, varying []ManaAbility) bool {
	if len(varying) != 1 {
		return false
	}
	for _, a := range append(append([]ManaAbility(nil), fixed...), varying...) {
		if !a.Cost.IsNone() || a.Sacrifice {
			return false
		}
	}
	return true
}

// varyInfo lowers a card whose mana follows the board: one kind for each
// state (see Vary). Only free abilities ({T}, no mana cost) are lowered;
// a card with two varying abilities, or with mana costs besides, keeps its
// fixed ones only and says so (Unmodelled).
func (cd *Compiled) varyInfo(c *Card, in CardInfo, fixed, varying []ManaAbility) (CardInfo, error) {
	in.ConvKind = -1
	v := varying[0]
	kindOf := func(abs []ManaAbility) (int, error) {
		a, ok := primaryAbility(abs)
		if !ok {
			return -1, nil
		}
		if a.Tap && c.IsCreature() {
			a.Makes.Penalty |= PenaltyCreature
		}
		return cd.register(c, a)
	}
	base, err := kindOf(fixed)
	if err != nil {
		return in, err
	}
	vy := &Vary{Kinds: []int{base}}
	if v.Among != nil {
		// The kinds are filled by varyCounts (amongKinds), which knows the deck.
		vy.Colors = true
		in.Kind, in.Vary = base, len(cd.Vary)
		cd.Vary = append(cd.Vary, *vy)
		in.Sick = c.IsCreature() && !c.Haste
		return in, nil
	}
	if v.Like {
		// The kinds are filled by varyCounts, which knows the deck's lands.
		vy.Like = true
		in.Kind, in.Vary = base, len(cd.Vary)
		cd.Vary = append(cd.Vary, *vy)
		in.Sick = c.IsCreature() && !c.Haste // (Incubation Druid)
		return in, nil
	}
	if v.Per != nil {
		vy.Per, vy.Hand, vy.Power = true, v.Per.Hand, v.Per.Power
		for n := 1; n <= countedUnits && n*v.Makes.N() <= mana.MaxUnits; n++ {
			a := v
			var units []mana.Mask // (its units n times: Metalworker's {C}{C} for each card)
			for range n {
				units = append(units, v.Makes.Units[:v.Makes.N()]...)
			}
			src := mana.Fixed(units...)
			src.Snow, src.Restriction = v.Makes.Snow, v.Makes.Restriction
			a.Makes = src
			k, err := kindOf(append(append([]ManaAbility(nil), fixed...), a))
			if err != nil {
				return in, err
			}
			vy.Kinds = append(vy.Kinds, k)
		}
	} else {
		vy.When, vy.Played = v.When, v.PlayedLand
		with := append(append([]ManaAbility(nil), fixed...), v)
		if v.Instead {
			with = []ManaAbility{v}
		}
		k, err := kindOf(with)
		if err != nil {
			return in, err
		}
		vy.Kinds = append(vy.Kinds, k)
	}
	in.Kind, in.Vary = base, len(cd.Vary)
	cd.Vary = append(cd.Vary, *vy)
	in.Sick = c.IsCreature() && !c.Haste
	return in, nil
}

// likeKinds fills a Reflecting Pool's table: the other lands of the deck
// that make mana, every union of their types they can make together, and
// a kind (one unit of those types) for each. Past maxLike unions, the last
// is every type the deck's lands make (an approximation, reported).
func (cd *Compiled) likeKinds(id int, c *Card, cs []*Card, v *Vary) error {
	const maxLike = 16
	var ids []uint16
	var masks []mana.Mask
	for l, lc := range cs {
		li := &cd.Cards[l]
		if l == id || !lc.IsLand() || li.Kind < 0 || li.Vary >= 0 && cd.Vary[li.Vary].Like {
			continue
		}
		ids = append(ids, uint16(l))
		m := cd.Sources.Kind(li.Kind).Mask()
		if li.Vary >= 0 {
			for _, k := range cd.Vary[li.Vary].Kinds {
				if k >= 0 {
					m |= cd.Sources.Kind(k).Mask()
				}
			}
		}
		masks = append(masks, m)
	}
	v.Count = [][]uint16{ids}
	unions := []mana.Mask{0}
	for _, m := range masks {
		for _, u := range unions {
			if n := u | m; !slices.Contains(unions, n) {
				unions = append(unions, n)
			}
		}
	}
	slices.Sort(unions)
	if len(unions) > maxLike {
		var all mana.Mask
		for _, m := range masks {
			all |= m
		}
		unions = []mana.Mask{0, all}
		cd.likeApprox = append(cd.likeApprox, id)
	}
	v.Masks, v.Kinds = unions, []int{-1}
	for _, u := range unions[1:] {
		a := c.Mana[0]
		for _, m := range c.Mana {
			if m.Like {
				a = m
			}
		}
		a.Makes = mana.OneOf(u)
		if c.IsCreature() {
			a.Makes.Penalty |= PenaltyCreature // (Incubation Druid: a creature's kind)
		}
		k, err := cd.register(c, a)
		if err != nil {
			return err
		}
		v.Kinds = append(v.Kinds, k)
	}
	cd.Cards[id].Kind = -1
	return nil
}

// varyCounts fills, for every card whose mana follows the board, the
// deck's cards its counts match.
func (cd *Compiled) varyCounts(cs []*Card) error {
	match := func(f Filter) []uint16 {
		var ids []uint16
		for id, c := range cs {
			if f.MatchesCard(c) {
				ids = append(ids, uint16(id))
			}
		}
		return ids
	}
	for id, c := range cs {
		if cd.Cards[id].Devotion {
			if err := cd.devotionCount(id, c, cs, *convPerOfCard(c)); err != nil {
				return err
			}
		} else if cd.Cards[id].ConvVary >= 0 {
			cd.convPerCount(c, cs)
		}
		if cd.Cards[id].Vary < 0 {
			continue
		}
		v := &cd.Vary[cd.Cards[id].Vary]
		if v.Colors {
			if err := cd.amongKinds(id, c, cs, v); err != nil {
				return err
			}
			continue
		}
		if v.Like {
			if err := cd.likeKinds(id, c, cs, v); err != nil {
				return err
			}
			continue
		}
		if v.Per {
			for _, a := range c.Mana {
				if a.Per != nil {
					v.Count = [][]uint16{match(*a.Per)}
				}
			}
			continue
		}
		for _, n := range v.When {
			v.Count = append(v.Count, match(n.Of))
			v.Need = append(v.Need, n.N)
		}
	}
	return nil
}

// spellUse is what casting card c pays for: a creature spell, an artifact
// spell, a colorless Eldrazi spell, an instant or sorcery. Only the
// distinctions the deck's restricted mana draws are kept (cd.restrictions),
// beside the creature one every deck keeps, so that a deck without such
// mana has two uses, spells and creature spells.
func (cd *Compiled) spellUse(c *Card) mana.Use {
	eldrazi := slices.Contains(c.Subtypes, "eldrazi") && (c.Cost.Colors() == 0 || c.Devoid)
	u := mana.SpellUse(c.IsCreature(), c.Types&Artifact != 0, eldrazi, c.Types&(Instant|Sorcery) != 0)
	u = typedUse(u, c, cd.commanders[c])
	keep := mana.ForCreatureSpell | cd.restrictions
	return u & keep
}

// landBonuses lowers the bonuses on tapping for mana of the deck's cards
// (LandBonus): every permanent they apply to becomes a card whose mana
// follows the board, its kind for n bonus permanents its own mana with n
// bonuses (bonusKinds, up to what one source holds). One whose mana already
// follows the board, that bonuses of different kinds apply to, or whose
// mana a bonus cannot be lowered on, keeps its own mana (reported).
func (cd *Compiled) landBonuses(cs []*Card) error {
	var bonus []int
	for id, c := range cs {
		if c.LandBonus != nil {
			bonus = append(bonus, id)
		}
	}
	if len(bonus) == 0 {
		return nil
	}
	for l, lc := range cs {
		li := &cd.Cards[l]
		if li.Kind < 0 || !tapsForMana(lc) {
			cd.bonusUnlowered(l, lc, bonus, cs)
			continue
		}
		var applies []int
		for _, b := range bonus {
			if cs[b].LandBonus.appliesTo(lc) {
				applies = append(applies, b)
			}
		}
		if len(applies) == 0 {
			continue
		}
		first := cs[applies[0]].LandBonus
		same := li.Vary < 0 && li.Ctr < 0
		for _, b := range applies[1:] {
			same = same && *cs[b].LandBonus == *first
		}
		if !same {
			cd.bonusLeft = append(cd.bonusLeft, l)
			continue
		}
		base := cd.Sources.Kind(li.Kind)
		srcs, ok := bonusKinds(base, first)
		if !ok {
			cd.bonusLeft = append(cd.bonusLeft, l)
			continue
		}
		// No more of them can be on the battlefield than the deck holds
		// (a commander once): the kinds past that are never reached, and
		// registering them would crowd out the deck's other kinds.
		reach := 0
		for _, b := range applies {
			reach += max(cd.Copies[b], 1)
		}
		// And as the counted amounts, no more than countedUnits to begin with.
		srcs = srcs[:min(len(srcs), reach, countedUnits)]
		vy := Vary{Per: true, Kinds: []int{li.Kind}}
		var ids []uint16
		for _, b := range applies {
			ids = append(ids, uint16(b))
		}
		vy.Count = [][]uint16{ids}
		if first.ThisTurn {
			srcs = srcs[:min(len(srcs), cd.counted(ids))] // (no more in effect than the deck's copies: hightide.go)
		}
		for _, next := range srcs {
			k, ok := cd.Sources.Register(next)
			if !ok {
				break // the deck's kinds are full: the bonuses past the last counted as it, reported
			}
			vy.Kinds = append(vy.Kinds, k)
		}
		if len(vy.Kinds) > 1 {
			li.Vary = len(cd.Vary)
			cd.Vary = append(cd.Vary, vy)
		} else if len(srcs) > 0 {
			cd.bonusLeft = append(cd.bonusLeft, l)
		}
	}
	return nil
}

// register registers the kind of what ability a makes, with its penalty.
func (cd *Compiled) register(c *Card, a ManaAbility) (int, error) {
	src := a.Makes
	src.Penalty |= uint8(min(a.Life, PenaltyLife))
	if a.Sacrifice {
		src.Penalty |= PenaltySacrifice
	}
	k, ok := cd.Sources.Register(src)
	if !ok {
		return 0, fmt.Errorf("%s: more than %d kinds of mana source in one deck", c.Name, mana.MaxKinds)
	}
	return k, nil
}

// primaryAbility picks the mana ability the engine uses for a card: the
// unrestricted ones merged (mergeAbilities), and a restricted one of the
// same cost as the source's alternative for the payments it may serve
// (Cavern of Souls: {C}, or any colour for a creature spell; Eldrazi
// Temple: {C}, or {C}{C} for a colorless Eldrazi), which the mana core
// chooses between. A card whose abilities are all restricted keeps the
// merge of those (Mishra's Workshop).
func primaryAbility(abs []ManaAbility) (ManaAbility, bool) {
	var plain, restricted []ManaAbility
	for _, a := range abs {
		if a.Makes.Restriction == mana.Unrestricted {
			plain = append(plain, a)
		} else {
			restricted = append(restricted, a)
		}
	}
	if len(plain) == 0 || len(restricted) == 0 {
		return mergeAbilities(abs)
	}
	best, _ := mergeAbilities(plain)
	r, _ := mergeAbilities(restricted)
	if r.Tap == best.Tap && r.Sacrifice == best.Sacrifice && r.Cost == best.Cost && !best.Makes.Same && !r.Makes.Same &&
		!best.Makes.HasAlt() && r.Makes.Snow == best.Makes.Snow {
		best.Makes = best.Makes.WithAlt(r.Makes.Restriction, r.Makes.Units[:r.Makes.N()]...)
		best.Life = max(best.Life, r.Life)
	}
	return best, true
}

// mergeAbilities merges mana abilities into one. Free one-mana abilities of
// the same cost shape merge into one choice of types (a pain land's {C} and
// its {W} or {U}: the life of the coloured one is kept, an approximation
// that overcharges the colourless use); otherwise the one that makes the most.
func mergeAbilities(abs []ManaAbility) (ManaAbility, bool) {
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
