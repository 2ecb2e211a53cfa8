package sim

import (
	"fmt"
	"slices"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Limits of one game's fixed-size state.
const (
	MaxCards   = 256 // distinct cards of a deck (faces included)
	MaxLibrary = 512 // cards in a library
)

// game is the state of one goldfish game. A worker keeps one and reuses it
// for every game it plays: starting a game resets it without allocating, and
// playing a whole game allocates nothing.
//
// What a main phase may change is kept apart in a board, so that the turn
// planner can try a line of play on a copy and throw it away. The rest (the
// library, the random streams, the counts) is never touched while planning.
type game struct {
	d    *decks.Compiled
	cfg  *Config
	n    int // distinct cards
	side Side

	// Random streams per game, each fixed by (seed, side, game index): deal
	// shuffles the library, choice breaks the planner's ties (and ranks, at
	// the end of the struct, gives the random orders below). Keeping them
	// apart means the cards a game draws never depend on how its choices went.
	deal, choice rng
	// searches counts the library's shuffles by searches this game: each
	// starts the deal stream anew from (seed, side, game, searches), so that
	// what is drawn after one never depends on how many cards the stream
	// had dealt before it (decideNatural deals --turns of them).
	searches uint32
	// rank is a random order of the card ids for this game: where two cards
	// are equivalent for a choice, the higher rank is taken, so that no
	// choice falls to the decklist's order. The orders come from a third
	// stream, ranks, and are drawn the first time the game needs one
	// (ranked); the payment planner's order of source kinds is drawn from it
	// at the start of the game, before them.
	rank      [MaxCards]uint8
	colorRank [mana.NumTypes]uint8 // and of the mana types

	// The library: lib[pos:end] are the cards not yet drawn. lib[pos:ordered]
	// are in a decided order (the cards the draw steps will bring, decided as
	// the hand is kept); the rest are in no order, and a draw there picks one
	// uniformly and swaps it to pos (a Fisher-Yates shuffle done lazily, one
	// card at a time). Cards known to be on top (a scry) are on the top stack;
	// cards put on the bottom wait on the bottom stack.
	lib           [MaxLibrary]uint16
	pos, end, ord int
	top           [8]uint16
	ntop          int
	bot           [maxBottom]uint16
	nbot          int

	// natural holds the cards the draw steps bring, in order, as decided when
	// the hand was kept, whatever the game does later (a cantrip, a fetch):
	// the policy-free castability counts the lands among them.
	natural  [MaxTurns + 1]uint16
	nnatural int
	kept     [MaxCards]uint8 // the hand as kept (after bottoming)

	b board // what a main phase changes

	turn         int
	turnStartOpp int  // the opponent's life as the turn began (the planner's clock)
	dead         bool // the player lost (life, or an empty library)
	castEver     [MaxCards]uint8

	mulligans int
	keptSize  int
	killTurn  int
	seen      int // cards taken from the library this game

	stats *Stats
	rec   GameRecord
	trace *tracer

	tapLog  [24]tapNote // the permanents the last payment tapped (for replays)
	ntapLog int

	planning bool // the planner is trying a line on a copy: no draws, no narration
	replay   bool // no shortcut: search every plan, play every line out (for tests of the shortcuts)
	drew     bool // a card was drawn (or the library searched) since the plan was made

	pl    planner
	curve curve
	// payMemo holds, while a turn is recorded, whether each distinct cost
	// of the curve (curve.costOf) is payable from the board: 0 not asked
	// yet, 1 no, 2 yes.
	payMemo []uint8
	pay     mana.Payment
	payer   mana.Planner
	spare   [2]struct {
		src  mana.Sources
		pool mana.Pool
	} // converter trials work on copies
	saved     [maxDepth]board // the planner's undo stack
	nsaved    int
	bestBoard board // the board at the end of the planner's best line

	// hot holds, densely, what the per-turn loops over every card read; a
	// CardInfo is kilobytes (its payment tables), so reading Cards[id] in
	// those loops would touch a cache line per card for one field.
	hot       [MaxCards]cardHot
	convs     []uint16 // the cards with a converter ability (Signets, filter lands)
	untappers []uint16 // the cards with an untap ability (Arbor Elf)
	// noUntap: the permanents that stay tapped through the untap step
	// (Mana Vault); stayTapped holds their tapped copies across it.
	noUntap    []uint16
	stayTapped []uint8
	// untapSelf: of those, the ones that pay mana to untap themselves
	// (Basalt Monolith), untapped at the end of the turn (untapself.go).
	untapSelf []uint16
	// upkeepUntap: those that pay as the upkeep begins (Mana Vault), and
	// maxSpellMV the largest mana value of the deck's nonland cards.
	upkeepUntap []uint16
	maxSpellMV  int
	// upkeepDemand and symBuf: upkeepSpare's scratch (the hand's costs as
	// one demand).
	upkeepDemand mana.Demand
	symBuf       [32]mana.Symbol
	// castUntappers: the cards whose untap a cast triggers (Merrow
	// Reejerey), by Compiled.CastUntappers; untapFx: the deck has an effect
	// that untaps a permanent (untappers.go).
	castUntappers []uint16
	untapFx       bool
	// selfUntap: the cards that untap themselves with a -1/-1 counter
	// (Devoted Druid), suKind the kind of each one's second tap.
	selfUntap []uint16
	suKind    [maxSelfUntap]int16
	elves     []uint16 // the deck's Elves (Wirewood Symbiote returns one)
	fomo      []uint16 // the cards whose attack with delirium adds a combat (Fear of Missing Out)
	// turnBonuses: the spells whose land bonus lasts the turn (High Tide),
	// in effect on the battlefield's count until the cleanup (hightide.go).
	turnBonuses []uint16
	tideVary    []uint16
	// sacOnLand: the lands sacrificed when another land is played (City of
	// Traitors).
	sacOnLand []uint16
	// flippers: the permanents that flip a coin each upkeep (Mana Crypt),
	// the flips from coins; pain: the kinds whose mana costs life, for
	// paying within the life budget (tapping.go), nil if none does.
	flippers []uint16
	cc       cardCosts // costs that are cards or choices (cardcosts.go)
	coins    rng
	pain     *painState
	// costs: the mana abilities paid with other permanents (costs.go), in
	// the order they share them out; costShares[id] how many of them card
	// id may pay, claimed their scratch space.
	costs    []costSrc
	reshared []int // the cost sources reshare caps
	// recruits: reshare may let a permanent that makes mana itself pay a
	// tapping cost; recruitIDs, recruited and nrecruited are its copies.
	recruits   bool
	recruitIDs [maxRecruits]uint16
	recruited  [MaxCards]uint8
	nrecruited int
	costShares [MaxCards]uint8
	claimed    [MaxCards]uint8
	// selfClaimed: the copies of a cost source's own card whose {T} the
	// sources before it took (several sources of one card: Priest of
	// Yawgmoth's, one per mana value; sacrifices.go).
	selfClaimed [MaxCards]uint8
	// convCosts: the converters that sacrifice a permanent (Phyrexian
	// Tower); convFor[id] a card's index among them, -1.
	convCosts []costSrc
	convFor   [MaxCards]int8
	// channelKind: the kind of Channel's {C} for 1 life (costs.go), -1.
	channelKind int
	// payRules: the deck has a card that lets mana pay as another type or
	// whose X only some types pay; xDemand the last such cost rewritten
	// for (card, X, set of PayAs permanents) xKey (asthough.go).
	payRules bool
	xKey     [3]int
	xDemand  mana.Demand
	// varying: the cards whose mana follows the board (Gaea's Cradle, Urza's
	// lands, Mox Opal); vidx[id] is a card's index among them (-1: fixed
	// mana), vinit their kinds on an empty board. The kind each is now is
	// in the board (vkind).
	varying []uint16
	vidx    [MaxCards]int8
	vinit   [maxVarying]int8
	// costly: the cards whose mana counters limit or measure, copy by copy
	// (counters.go); cidx[id] a card's index among them (-1: none), ck
	// their tables, ckind the kinds they may be (a payment of one of
	// those taps them apart: castCopies leaves it be), demoted the copies
	// of each counted as their plain ability for the payment being made,
	// enterX the X of the spell resolving (Everflowing Chalice's kicks).
	costly    []uint16
	cidx      [MaxCards]int8
	ck        []*decks.CounterKinds
	ckind     [mana.MaxKinds]bool
	demoted   [maxCostly]int8
	enterX    int
	stores    bool     // some costly card is a storage land: it stores at the end of the turn
	openers   bool     // some costly card may begin the game on the battlefield (Gemstone Caverns)
	landIDs   []uint16 // the cards that can be played as a land from hand (hLandCard)
	spellIDs  []uint16 // the cards with a mana cost (hCastable)
	candIDs   []uint16 // the cards the planner may play: spells, spirit guides, cards with morph
	attackers []uint16 // the cards that can deal combat damage: creatures of power 1 or more without defender, cards with morph
	// restricted: some source of the deck makes mana with a restriction on
	// its use (only for creature spells), so the mana available differs by use.
	restricted bool
	// uses says which of the board's rarer zones the deck can put a card
	// in (a commander, converters, morph, adventures); the others stay zero
	// in every game, and copying a board skips them.
	uses      uint8
	kindCards [mana.MaxKinds][]uint16
	// untapKindOf is, for each kind of land, the kind an untapper is when
	// that is the best land it can untap (-1: it cannot untap it);
	// enchKind[auraIdx[a]][l] the kind land l is when Aura a enchants it (-1:
	// it may not). Tables made once from the deck's maps, kept off the
	// games' path.
	untapKindOf [mana.MaxKinds]int16
	auraIdx     [MaxCards]int8
	enchKind    [][MaxCards]int16

	// (Kept at the end, after the fields the hot loops read, so that adding
	// them moved none of those.)
	ranks   rng
	ranked  bool
	single  bool // cast copies one at a time in straight (a test's reference for castCopies)
	rebuild bool // rebuild the sources at every untap (a test's reference for untapped)
	eager   bool // draw the orders at the start of every game (a test's reference for the lazy draw)
	// eagerScore: score every leaf whole (a test's reference for leaf's lazy criteria)
	eagerScore bool
	keys       streams // the run's part of the streams (keys.seed: the seed they are for)
	// slots, for a paired deal (paired.go), is the identity key of each
	// copy of d.Library; nil for Run's lazy deal. pairKeys is its sort's
	// buffer; shuffles counts the game's shuffles (mulligans).
	slots    []uint64
	pairKeys []uint64
	shuffles int
	// cardKeys, for a paired deal, is each card id's name as a key, so
	// that the random order of the cards is by name and two decks order
	// the cards they share alike (rankKeys is its sort's buffer).
	cardKeys []uint64
	rankKeys []uint64

	// landfalls: the cards with a landfall trigger; attackTokens: the
	// creatures that create tokens as they attack (tokens.go).
	landfalls    []uint16
	attackTokens []uint16
	// diesTokens: the permanents that create tokens as another creature
	// dies (Pitiless Plunderer); moreTreasures: those that add one to each
	// creation of Treasures (Xorn), treasureID the Treasure's id (-1).
	diesTokens    []uint16
	moreTreasures []uint16
	oppDrawTokens []uint16 // the permanents that create tokens as an opponent draws (Smothering Tithe)
	treasureID    int
	// tokenAbil: the activated token makers (Fountainport); manufactors:
	// Academy Manufactor, with its Treasure's and Food's ids (-1); tokenX:
	// the X of the creation being made (token_makers.go).
	tokenAbil, manufactors []uint16
	mfTreasure, mfFood     int
	mfClue                 int
	tokenX                 int
	quest                  int // the deck's card with quest counters (Khalni Heart Expedition: quest.go), -1
	bank                   int // the deck's card with charge counters its ability removes (Reckoner Bankbuster), -1
	// lfIdx[id]: a landfall card's index in board.lfResolved (-1: none);
	// amulets: the cards that untap what enters tapped (landfall.go).
	lfIdx    [MaxCards]int8
	nlfCount int
	amulets  []uint16

	gy graveState // the graveyard's readers (graveyard.go)
	// seekAttack: the creatures that search the library as they attack
	// (Primeval Titan: ramp.go).
	seekAttack []uint16
	// playedVary: some card's mana follows the turn's land play (River of
	// Tears: enter_sacrifice.go), refreshed as each turn begins.
	playedVary bool
	// copyLands: some land enters as a copy of another (Vesuva).
	copyLands bool
	// voids: the lands sacrificed at the end step without an artifact
	// (Glimmervoid); artifacts, then, the deck's artifact cards.
	voids, artifacts []uint16
	moxes            []uint16           // cards that enter only by discarding a land card (Mox Diamond: enter_cost.go)
	vigilGivers      []uint16           // permanents that give vigilance (Esika: vigilance.go)
	vigil            bool               // the deck has vigilance
	revealed         [MaxLibrary]uint16 // the cards a landfall reveals (landfall_reveal.go)
	sacSeek          []uint16           // creatures that search for a land by sacrificing one (Knight of the Reliquary: sac_search.go)
	// saga: the deck's Saga land (Urza's Saga), -1; its copies' lore
	// counters are in the board (lore).
	saga int
	// seekAbil: the permanents with an activated search the engine
	// activates at the end of the turn with unused mana (ramp.go).
	seekAbil []uint16
}

// board is the part of a game a main phase changes: the zones that hold
// cards by id, the mana, life, and this turn's counters.
type board struct {
	hand      [MaxCards]uint8 // copies in hand by card id
	nhand     int
	command   [MaxCards]uint8 // commanders in the command zone
	field     [MaxCards]uint8 // permanents on the battlefield by card id (face up)
	fresh     [MaxCards]uint8 // of those, creatures that arrived this turn (summoning sick unless hasty)
	tapped    [MaxCards]uint8 // of those, tapped (unenchanted copies; an enchanted land's state is in ench)
	convReady [MaxCards]uint8 // converters (Signets) untapped this turn
	grow      [maxGrows]uint8 // the +1/+1 counters of decks.Compiled.Grows (Marwyn: converters.go)
	faceDown  [MaxCards]uint8 // cards on the battlefield face down (2/2 creatures)
	downFresh [MaxCards]uint8 // of those, cast this turn
	castTurn  [MaxCards]uint8 // cast this turn
	exiled    [MaxCards]uint8 // cards on an adventure (exiled, their creature castable from there)
	// used: a card has entered the battlefield, been cast face down or gone
	// on an adventure since the last reset, so the battlefield's arrays and
	// counts need clearing (a game that mulligans and draws only, such as
	// the source study's, leaves them empty).
	used bool

	// Lands enchanted by an Aura with a triggered mana ability: the land, the
	// Aura, the kind of source the pair is.
	ench  [maxEnchanted]enchantment
	nench int

	lands, basics int
	landTypes     [5]uint8         // lands on the battlefield with each basic land type (check lands)
	vkind         [maxVarying]int8 // the kind each card whose mana follows the board is now (game.varying)
	// ctr: each copy on the battlefield of each costly card (game.costly):
	// its counters and state (counters.go).
	ctr       [maxCostly][maxCostlyCopies]uint8
	costSrc   [maxCosts]uint8 // the units of each cost source's kind in src (game.costs)
	channel   int             // the units of game.channelKind in src: Channel resolved this turn
	noMaxHand int             // permanents that remove the maximum hand size

	src      mana.Sources
	onKind   [mana.MaxKinds]uint16 // permanents making each kind (tapped or not)
	sickKind [mana.MaxKinds]uint16 // of those, creatures that cannot tap yet
	pool     mana.Pool

	// Untappers (Arbor Elf) that can still untap a land this turn make a
	// source of the kind of the best land they can untap, untapKind.
	untapReady, untapUsed int
	untapKind             int // -1: no land to untap
	untapSrc              int // how many sources of untapKind the untappers put in src
	// su: the untaps left among the copies on the battlefield of each
	// card that untaps itself (game.selfUntap; untappers.go).
	su [maxSelfUntap]uint8

	life, opp  int
	landPlayed bool

	// This turn's counts.
	spent, lost, spells, discards, burn, morphs int
	lifePaid                                    int // life paid for costs and mana burn
	value                                       int // mana value cast (the planner's first aim)
	oneShots                                    int // rituals and spirit guides used

	// lore: the lore counters of each copy of the deck's Saga on the
	// battlefield, in the order they entered (game.saga).
	lore  [maxSagaCopies]uint8
	nlore int
	// quest: the quest counters of each copy of the deck's quest
	// (game.quest: Khalni Heart Expedition; quest.go).
	quest  [maxQuestCopies]uint8
	nquest int
	// charge: the charge counters of each copy of the deck's card whose
	// ability removes them (game.bank: Reckoner Bankbuster; token_makers.go).
	charge  [maxQuestCopies]uint8
	ncharge int

	// lfResolved: how many times each landfall card's trigger resolved
	// this turn (game.lfIdx; Omnath's second time adds mana).
	lfResolved [maxLandfall]uint8

	gy graveBoard // the graveyards, for a deck that reads them (graveyard.go)
}

// A tapNote is a permanent a payment tapped, n times (aura: the Aura on
// an enchanted land, -1).
type tapNote struct {
	id   uint16
	aura int16
	n    int
}

// An enchantment is a land with an Aura that adds mana when it is tapped.
type enchantment struct {
	land, aura uint16
	kind       int16
	tapped     bool
}

const maxEnchanted = 16

// maxVarying is how many distinct cards whose mana follows the board
// (decks.Vary) a deck may hold: every creature of a deck with Cryptolith
// Rite is one (a granted ability, decks/grant.go).
const maxVarying = 64

// cardHot is the part of a card's CardInfo the hot loops read.
type cardHot struct {
	mv     int16
	power  int16
	alt    int16 // another playable face, -1
	kind   int16 // its free mana kind, -1
	colors mana.Mask
	flags  uint32
	pips   int16 // coloured symbols of its cost
	role   uint8 // the planner's order of roles (see planner.go)
}

const (
	hCastable uint32 = 1 << iota // it has a mana cost
	hLand                        // the card (this face) is a land
	hLandCard                    // in hand, it can be played as a land (itself, or its land face)
	hCreature
	hHaste
	hRitual   // an instant or sorcery that adds mana, or a spirit guide: weighed as a ritual
	hFromHand // its mana comes from exiling it from hand
	hPlayed   // it has copies in the library or is a commander (not only another face)
	hCounted  // castability rows are counted for it
	hDefender
	hMorph
	hXSpell
	hDraws // it draws cards: the plan is made again after it
	hPermanent
	hSearch       // it searches the library
	hIdle         // never cast against an idle opponent (a counterspell, removal)
	hLibrary      // played, it draws or searches the library (a cantrip, a fetch land, Sakura-Tribe Elder)
	hMakesMana    // it adds mana when it resolves (a ritual: Ritual.Total() > 0)
	hAdventure    // an adventure: the card goes to exile when it resolves
	hPlainResolve // resolving it changes no mana: no source, converter, untapper, Aura, bounce, fetch, ritual, draw, search, adventure or X damage
	hOneWay       // a land card with one way to be played: itself, no life to pay, no bounce (landOptions gives one play)
	hChoose       // its mana is chosen as it enters (Coldsteel Heart, Chrome Mox): a companion enters in its place (choices.go)
	hTokens       // it creates tokens as it is cast, resolves or enters (tokens.go)
	hStays        // it doesn't untap during the untap step (Mana Vault): tapped after the others of its kind
	hTurnBonus    // a spell whose land bonus lasts the turn (High Tide: hightide.go)
	hMill         // a payment that taps it mills a card (Millikin: cardcosts.go)
	hPing         // a payment that uses it deals damage to the opponent (Chandra: cardcosts.go)
	hBasicOnly    // only mana produced by basic lands pays for it (Imperiosaur: basicmana.go)
)

func (h *cardHot) is(f uint32) bool { return h.flags&f != 0 }

// The board's rarer zones, by whether a deck can use them (game.uses).
const (
	useCommand    uint8 = 1 << iota // commanders in the command zone
	useConverters                   // convReady: Signets, filter lands
	useMorph                        // faceDown, downFresh
	useExile                        // exiled: adventurers waiting to be cast
	useGrave                        // gy: the graveyards (graveyard.go)
)

// GameRecord is one game as games.arrow stores it.
type GameRecord struct {
	Index     int64
	Side      Side
	Mulligans int
	Kept      int // kept hand size
	KillTurn  int // 0: the opponent survived every turn played
	Turns     int // turns played (fewer if the player died)
	Lands     [MaxTurns]uint8
	Spent     [MaxTurns]uint16
	Lost      [MaxTurns]uint16
}

// newGame prepares a worker's game state for a deck.
func newGame(d *decks.Compiled, cfg *Config, st *Stats) (*game, error) {
	if err := CheckDeck(d); err != nil {
		return nil, err
	}
	g := &game{d: d, cfg: cfg, n: len(d.Cards), stats: st, saga: -1}
	g.b.src = d.Sources
	commander := map[int]bool{}
	for _, id := range d.Commander {
		commander[int(id)] = true
	}
	for id := range d.Cards {
		c := &d.Cards[id]
		h := &g.hot[id]
		h.mv, h.power, h.alt, h.kind, h.colors = int16(c.MV), int16(c.Power), int16(c.Alt), int16(c.Kind), c.Colors
		set := func(f uint32, on bool) {
			if on {
				h.flags |= f
			}
		}
		played := d.Copies[id] > 0 || commander[id]
		set(hCastable, c.Castable)
		set(hLand, c.Types&decks.Land != 0)
		set(hLandCard, c.Types&decks.Land != 0 || played && c.Alt >= 0 && d.Cards[c.Alt].Types&decks.Land != 0)
		set(hCreature, c.Types&decks.Creature != 0)
		set(hHaste, c.Haste)
		set(hRitual, c.Ritual.Total() > 0 && c.Types&(decks.Instant|decks.Sorcery) != 0 || c.FromHand || c.TurnBonus)
		set(hTurnBonus, c.TurnBonus)
		set(hFromHand, c.FromHand)
		set(hPlayed, played)
		set(hCounted, c.Castable)
		set(hDefender, c.Defender)
		set(hMorph, c.Morph)
		set(hXSpell, c.Demand.Cost().Vars() > 0)
		set(hDraws, c.Draw > 0)
		set(hPermanent, c.Types&(decks.Instant|decks.Sorcery) == 0)
		set(hSearch, c.Search.N() > 0)
		set(hIdle, c.Idle)
		set(hLibrary, c.Draw > 0 || c.Search.N() > 0 || c.Fetchy && c.Fetch.Cost.IsNone())
		set(hMakesMana, c.Ritual.Total() > 0)
		set(hAdventure, c.Adventure)
		set(hPlainResolve, c.Kind < 0 && c.ConvKind < 0 && !c.IsUntapper && !c.IsAura && !c.Bounce && !c.Fetchy &&
			c.Ritual.Total() == 0 && c.Draw == 0 && c.Search.N() == 0 && !c.Adventure && !c.XDamage && !c.FromHand &&
			c.Types&decks.Land == 0)
		set(hOneWay, c.Types&decks.Land != 0 && (c.Alt < 0 || d.Cards[c.Alt].Types&decks.Land == 0) &&
			c.Enters != decks.EntersTappedUnlessPayLife && !c.Bounce && c.EnterSacrifice == 0)
		if c.Choice >= 0 {
			h.flags = h.flags&^hPlainResolve | hChoose
		}
		if h.is(hLandCard) {
			g.landIDs = append(g.landIDs, uint16(id))
		}
		if h.is(hCastable) {
			g.spellIDs = append(g.spellIDs, uint16(id))
		}
		if h.is(hCastable | hFromHand | hMorph) {
			g.candIDs = append(g.candIDs, uint16(id))
		}
		if h.is(hMorph) || h.is(hCreature) && h.power > 0 && !h.is(hDefender) {
			g.attackers = append(g.attackers, uint16(id))
		}
		for _, sym := range c.Demand.Cost().AppendSymbols(nil) {
			if sym.Types&mana.AllColors != 0 {
				h.pips++
			}
		}
		h.role = roleOf(c)
		if c.SacFor >= 0 {
			h.flags &^= hPlainResolve // (its cast sacrifices a permanent: sacrifice_cost.go)
			if c.SacMana.Has() {
				h.flags |= hRitual | hMakesMana
				h.role = roleMana
			}
		}
		if c.ConvKind >= 0 {
			g.convs = append(g.convs, uint16(id))
		}
		if c.IsUntapper {
			g.untappers = append(g.untappers, uint16(id))
		}
		if c.NoUntap && c.Kind >= 0 {
			g.noUntap = append(g.noUntap, uint16(id))
			h.flags |= hStays
		}
		if c.SacOnLandPlay {
			g.sacOnLand = append(g.sacOnLand, uint16(id))
		}
		g.copyLands = g.copyLands || c.CopyLand
		if c.SacNoArtifacts {
			g.voids = append(g.voids, uint16(id))
		}
		if c.Chapters > 0 && g.saga < 0 {
			g.saga = id
		}
		if c.UpkeepFlipDamage > 0 || c.UpkeepDamage > 0 {
			g.flippers = append(g.flippers, uint16(id))
		}
		if c.Kind >= 0 && c.Ctr < 0 {
			g.kindCards[c.Kind] = append(g.kindCards[c.Kind], uint16(id))
		}
		g.vidx[id] = -1
		if c.Vary >= 0 {
			v := &d.Vary[c.Vary]
			if len(g.varying) == maxVarying {
				return nil, fmt.Errorf("%s: more than %d cards whose mana follows the board", d.Name, maxVarying)
			}
			g.playedVary = g.playedVary || v.Played
			g.vidx[id] = int8(len(g.varying))
			g.vinit[len(g.varying)] = int8(v.Kinds[0])
			g.varying = append(g.varying, uint16(id))
			for _, k := range v.Kinds {
				if k >= 0 && k != c.Kind && !slices.Contains(g.kindCards[k], uint16(id)) {
					g.kindCards[k] = append(g.kindCards[k], uint16(id))
				}
			}
		}
	}
	g.triggerLists()
	if len(g.voids) > 0 {
		for id := range d.Cards {
			if d.Cards[id].Types&decks.Artifact != 0 {
				g.artifacts = append(g.artifacts, uint16(id))
			}
		}
	}
	g.initUntapSelf()
	g.initCardCosts()
	g.initUntappers()
	g.initGrave(d)
	g.rampLists()
	g.enterCostLists()
	g.tokenAbilityLists()
	g.revealLists()
	g.vigilanceLists()
	g.quest = -1
	for id := range d.Cards {
		if d.Cards[id].Quest.N > 0 && d.Cards[id].Quest.Landfall && g.quest < 0 {
			g.quest = id
			g.hot[id].flags &^= hPlainResolve
		}
	}
	if g.quest >= 0 {
		for id := range d.Cards { // (a land entering may complete a quest, which searches)
			if d.Cards[id].Types&decks.Land != 0 {
				g.hot[id].flags |= hLibrary
				g.hot[id].flags &^= hPlainResolve
			}
		}
	}
	g.initTurnBonuses()
	g.initCountedConverters()
	if err := g.initCostly(d); err != nil {
		return nil, err
	}
	g.initPayRules()
	if err := g.initCosts(); err != nil {
		return nil, err
	}
	if len(g.gy.taps) > 0 {
		g.graveCostPayers()
	}
	// Reflecting Pools last: refreshVary sets them from the others' kinds
	// as they are after this refresh.
	slices.SortStableFunc(g.varying, func(a, b uint16) int {
		la, lb := d.Vary[d.Cards[a].Vary].Like, d.Vary[d.Cards[b].Vary].Like
		switch {
		case la == lb:
			return 0
		case lb:
			return -1
		}
		return 1
	})
	for v, id := range g.varying {
		g.vidx[id] = int8(v)
		g.vinit[v] = int8(d.Vary[d.Cards[id].Vary].Kinds[0])
	}
	// A permanent that a varying card counts changes mana as it resolves.
	for _, vid := range g.varying {
		for _, ids := range d.Vary[d.Cards[vid].Vary].Count {
			for _, id := range ids {
				g.hot[id].flags &^= hPlainResolve
			}
		}
		g.hot[vid].flags &^= hPlainResolve
	}
	for k := range g.untapKindOf {
		g.untapKindOf[k] = -1
	}
	if len(g.untappers) > 0 {
		mask := d.Cards[g.untappers[0]].UntapLand
		for key, k := range d.Untapped {
			if key[0] == int(mask) {
				g.untapKindOf[key[1]] = int16(k)
			}
		}
	}
	for id := range g.auraIdx {
		g.auraIdx[id] = -1
	}
	for id := range d.Cards {
		if !d.Cards[id].IsAura || len(g.enchKind) == 127 {
			continue
		}
		g.auraIdx[id] = int8(len(g.enchKind))
		var row [MaxCards]int16
		for l := range row {
			row[l] = -1
		}
		for key, k := range d.Enchanted {
			if key[0] == id {
				row[key[1]] = int16(k)
			}
		}
		g.enchKind = append(g.enchKind, row)
	}
	if len(d.Commander) > 0 {
		g.uses |= useCommand
	}
	if len(g.convs) > 0 {
		g.uses |= useConverters
	}
	for id := range d.Cards {
		if g.hot[id].is(hMorph) {
			g.uses |= useMorph
		}
		if g.hot[id].is(hAdventure) {
			g.uses |= useExile
		}
	}
	for k := range d.Sources.NumKinds() {
		if src := d.Sources.Kind(k); src.Restriction != mana.Unrestricted || src.HasAlt() {
			g.restricted = true
		}
	}
	g.stayTapped = make([]uint8, len(g.noUntap))
	g.pain = newPain(d)
	if len(g.sacOnLand) > 0 {
		// A land played beside one of them has two ways: its mana made
		// first (floated) or not (landOptions).
		for id := range d.Cards {
			g.hot[id].flags &^= hOneWay
		}
	}
	g.curve.init(g)
	g.payMemo = make([]uint8, len(g.curve.costs))
	return g, nil
}

// CheckDeck says why a compiled deck is beyond what one game can hold, if it is.
func CheckDeck(d *decks.Compiled) error {
	if len(d.Cards) > MaxCards {
		return fmt.Errorf("%s: %d distinct cards (faces included), at most %d", d.Name, len(d.Cards), MaxCards)
	}
	if len(d.Library) > MaxLibrary {
		return fmt.Errorf("%s: %d cards, at most %d", d.Name, len(d.Library), MaxLibrary)
	}
	if len(d.Library) == 0 {
		return fmt.Errorf("%s: no cards to play", d.Name)
	}
	return nil
}

// reset starts game i on side s.
func (g *game) reset(s Side, i int64) {
	g.side = s
	if g.keys.seed != g.cfg.Seed || g.keys.dealKey == 0 {
		g.keys = runStreams(g.cfg.Seed)
	}
	g.deal = g.keys.deal(s, uint64(i))
	g.searches = 0
	g.choice = g.keys.choice(s, uint64(i))
	g.ranks = g.keys.rank(s, uint64(i))
	if len(g.flippers) > 0 {
		g.coins = g.keys.coin(s, uint64(i))
	}
	g.ranked = false
	g.pos, g.end, g.ord = 0, copy(g.lib[:], g.d.Library), 0
	g.ntop, g.nbot, g.nnatural = 0, 0, 0
	g.rec.Index = i
	if g.slots != nil {
		g.shuffles = 0
		g.pairedShuffle(0)
	}
	b := &g.b
	n := g.n
	clear(b.hand[:n])
	clear(b.command[:n])
	clear(b.castTurn[:n])
	clear(g.castEver[:n])
	clear(g.kept[:n])
	for _, id := range g.d.Commander {
		b.command[id]++
	}
	if b.used {
		clear(b.field[:n])
		clear(b.fresh[:n])
		clear(b.tapped[:n])
		clear(b.convReady[:n])
		b.grow = [maxGrows]uint8{}
		clear(b.faceDown[:n])
		clear(b.downFresh[:n])
		clear(b.exiled[:n])
		b.nench = 0
		b.lands, b.basics, b.noMaxHand = 0, 0, 0
		b.landTypes = [5]uint8{}
		b.src.Reset()
		b.onKind, b.sickKind = [mana.MaxKinds]uint16{}, [mana.MaxKinds]uint16{}
		b.used = false
	}
	b.vkind = g.vinit
	if g.gy.on {
		g.resetGrave()
	}
	b.costSrc = [maxCosts]uint8{}
	b.channel = 0
	b.nhand = 0
	b.pool = mana.Pool{}
	b.untapReady, b.untapUsed, b.untapKind, b.untapSrc = 0, 0, -1, 0
	b.su = [maxSelfUntap]uint8{}
	b.life = startingLife(g.cfg.Format)
	b.opp = b.life
	b.landPlayed = false
	b.nlore, b.nquest, b.ncharge = 0, 0, 0
	g.turn = 0
	g.dead, g.planning, g.drew = false, false, false
	g.mulligans, g.keptSize, g.killTurn, g.seen = 0, 0, 0, 0
	// Whole: a game that ends early must not show the last one's turns.
	g.rec = GameRecord{Index: i, Side: s}
	g.curve.reset()
	g.setRanks()
	if g.eager {
		g.rankCards()
	}
}

// setRanks gives the payment planner this game's random order of kinds, so
// that a tie between two equally good sources to tap is broken at random.
// (One kind has one order: nothing to draw.)
func (g *game) setRanks() {
	nk := g.b.src.NumKinds()
	if nk < 2 {
		g.payer.Rank[0] = 0
		return
	}
	for k := 0; k < nk; k++ {
		j := int(g.ranks.intn(uint32(k + 1)))
		g.payer.Rank[k] = g.payer.Rank[j]
		g.payer.Rank[j] = uint8(k)
	}
}

// rankCards draws the game's random orders of the cards and of the mana
// types, the first time a choice needs one.
func (g *game) rankCards() {
	// The inside-out Fisher-Yates shuffle: a uniformly random permutation
	// of 0..n-1, read as each id's rank.
	if g.cardKeys != nil {
		g.pairedRanks()
	} else {
		for id := 0; id < g.n; id++ {
			j := int(g.ranks.intn(uint32(id + 1)))
			g.rank[id] = g.rank[j]
			g.rank[j] = uint8(id)
		}
	}
	for t := range g.colorRank {
		j := int(g.ranks.intn(uint32(t + 1)))
		g.colorRank[t] = g.colorRank[j]
		g.colorRank[j] = uint8(t)
	}
	g.ranked = true
}

func (g *game) name(id uint16) string { return g.d.Names[id] }

// better reports whether card a wins a tie against card b (a random order
// fixed for the game).
func (g *game) better(a, b int) bool {
	if !g.ranked {
		g.rankCards()
	}
	return g.rank[a] > g.rank[b]
}

// colorOrder is the game's random order of the mana types (a higher value
// wins a tie).
func (g *game) colorOrder(t mana.Type) int {
	if !g.ranked {
		g.rankCards()
	}
	return int(g.colorRank[t])
}
