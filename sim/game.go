package sim

import (
	"fmt"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Limits of one game's fixed-size state.
const (
	MaxCards   = 256 // distinct cards of a deck (faces included)
	MaxLibrary = 512 // cards in a library
)

// Game is the state of one goldfish game. A worker keeps one and reuses it
// for every game it plays: starting a game resets it without allocating, and
// playing a whole game allocates nothing.
type Game struct {
	d    *decks.Compiled
	cfg  *Config
	n    int // distinct cards
	side Side

	rng rng
	// The library: lib[pos:end] are the cards not yet drawn, in no decided
	// order; a draw picks one of them uniformly and swaps it to pos (a
	// Fisher-Yates shuffle done lazily, one card at a time, so only the cards
	// a game sees are ever shuffled into place). Cards known to be on top
	// (a scry) are on the top stack; cards put on the bottom (London) wait on
	// the bottom stack until everything else is drawn.
	lib      [MaxLibrary]uint16
	pos, end int
	top      [8]uint16
	ntop     int
	bot      [8]uint16
	nbot     int

	hand      [MaxCards]uint8 // copies in hand by card id
	nhand     int
	command   [MaxCards]uint8 // commanders in the command zone
	field     [MaxCards]uint8 // permanents on the battlefield by card id
	fresh     [MaxCards]uint8 // creatures that arrived this turn (summoning sick unless hasty)
	convReady [MaxCards]uint8 // converters (Signets) untapped this turn
	lands     int
	basics    int
	landTypes [5]uint8 // lands on the battlefield with each basic land type (check lands)

	src      mana.Sources
	onKind   [mana.MaxKinds]uint16 // permanents making each kind (tapped or not)
	sickKind [mana.MaxKinds]uint16 // of those, creatures that cannot tap yet
	kindCard [mana.MaxKinds]int16  // a card id of each kind (to sacrifice the right one)
	pool     mana.Pool
	planner  mana.Planner
	pay      mana.Payment
	scratch  [2]struct { // converter trials work on copies
		src  mana.Sources
		pool mana.Pool
	}

	life, opp   int
	turn        int
	landPlayed  bool
	dead        bool // the player lost (life, or an empty library)
	castTurn    [MaxCards]uint8
	castEver    [MaxCards]uint8
	spentTurn   int
	lostTurn    int
	spellsTurn  int
	discardTurn int
	burnTurn    int

	mulligans int
	kept      int
	killTurn  int
	seen      int // cards taken from the library this game

	stats *Stats
	rec   GameRecord
	trace *tracer

	// hot holds, densely, what the per-turn loops over every card read; a
	// CardInfo is kilobytes (its payment tables), so reading Cards[id] in
	// those loops would touch a cache line per card for one field.
	hot   [MaxCards]cardHot
	convs []uint16 // the cards with a converter ability (Signets, filter lands)
}

// cardHot is the part of a card's CardInfo the hot loops read.
type cardHot struct {
	mv     int16
	power  int16
	alt    int16 // another playable face, -1
	kind   int16 // its free mana kind, -1
	colors mana.Mask
	flags  uint16
}

const (
	hCastable uint16 = 1 << iota // it has a mana cost
	hLand                        // the card (this face) is a land
	hLandCard                    // in hand, it can be played as a land (itself, or its land face)
	hCreature
	hHaste
	hRitual   // an instant or sorcery that adds mana, or a spirit guide: weighed as a ritual
	hFromHand // its mana comes from exiling it from hand
	hPlayed   // it has copies in the library or is a commander (not only another face)
	hRamp     // it makes mana or finds lands: cast before spending
	hCounted  // castability rows are counted for it
)

func (h *cardHot) is(f uint16) bool { return h.flags&f != 0 }

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

// NewGame prepares a worker's game state for a deck.
func NewGame(d *decks.Compiled, cfg *Config, st *Stats) (*Game, error) {
	if len(d.Cards) > MaxCards {
		return nil, fmt.Errorf("%s: %d distinct cards (faces included), at most %d", d.Name, len(d.Cards), MaxCards)
	}
	if len(d.Library) > MaxLibrary {
		return nil, fmt.Errorf("%s: %d cards, at most %d", d.Name, len(d.Library), MaxLibrary)
	}
	g := &Game{d: d, cfg: cfg, n: len(d.Cards), stats: st}
	g.src = d.Sources
	commander := map[int]bool{}
	for _, id := range d.Commander {
		commander[int(id)] = true
	}
	for id := range d.Cards {
		c := &d.Cards[id]
		h := &g.hot[id]
		h.mv, h.power, h.alt, h.kind, h.colors = int16(c.MV), int16(c.Power), int16(c.Alt), int16(c.Kind), c.Colors
		set := func(f uint16, on bool) {
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
		set(hRitual, c.Ritual.Total() > 0 && c.Types&(decks.Instant|decks.Sorcery) != 0 || c.FromHand)
		set(hFromHand, c.FromHand)
		set(hPlayed, played)
		set(hRamp, c.Kind >= 0 || c.ConvKind >= 0 || c.Search.N() > 0)
		set(hCounted, c.Castable)
		if c.ConvKind >= 0 {
			g.convs = append(g.convs, uint16(id))
		}
	}
	for k := range g.kindCard {
		g.kindCard[k] = -1
	}
	for id, c := range d.Cards {
		if c.Kind >= 0 && g.kindCard[c.Kind] < 0 {
			g.kindCard[c.Kind] = int16(id)
		}
	}
	return g, nil
}

// reset starts game i on side s.
func (g *Game) reset(s Side, i int64) {
	g.side = s
	g.rng = gameRNG(g.cfg.Seed, s, uint64(i))
	g.pos, g.end = 0, copy(g.lib[:], g.d.Library)
	g.ntop, g.nbot = 0, 0
	clear(g.hand[:g.n])
	clear(g.command[:g.n])
	clear(g.field[:g.n])
	clear(g.fresh[:g.n])
	clear(g.convReady[:g.n])
	clear(g.castEver[:g.n])
	for _, id := range g.d.Commander {
		g.command[id]++
	}
	g.nhand, g.lands, g.basics = 0, 0, 0
	g.landTypes = [5]uint8{}
	g.src.Reset()
	g.onKind, g.sickKind = [mana.MaxKinds]uint16{}, [mana.MaxKinds]uint16{}
	g.pool = mana.Pool{}
	g.life, g.opp, g.turn = 20, 20, 0
	if g.cfg.Format == decks.CommanderFormat {
		g.life, g.opp = 40, 40
	}
	g.dead = false
	g.mulligans, g.kept, g.killTurn, g.seen = 0, 0, 0, 0
	g.rec.Index, g.rec.Side, g.rec.Turns = i, s, 0
}

// draw moves one card from the library to the hand; false if it was empty
// (the player loses when the next state-based actions are checked).
func (g *Game) draw() bool {
	id, ok := g.takeTop()
	if !ok {
		return false
	}
	g.hand[id]++
	g.nhand++
	if g.trace != nil {
		g.tracef("draw %s", g.name(id))
	}
	return true
}

// takeTop removes the top card of the library.
func (g *Game) takeTop() (uint16, bool) {
	switch {
	case g.ntop > 0:
		g.ntop--
		g.seen++
		return g.top[g.ntop], true
	case g.pos < g.end:
		j := g.pos + int(g.rng.intn(uint32(g.end-g.pos)))
		g.lib[g.pos], g.lib[j] = g.lib[j], g.lib[g.pos]
		g.pos++
		g.seen++
		return g.lib[g.pos-1], true
	case g.nbot > 0:
		id := g.bot[0]
		copy(g.bot[:], g.bot[1:g.nbot])
		g.nbot--
		return id, true
	}
	return 0, false
}

// librarySize is how many cards are left in the library.
func (g *Game) librarySize() int { return g.ntop + g.end - g.pos + g.nbot }

// putBottom puts a card from the hand on the bottom of the library.
func (g *Game) putBottom(id uint16) {
	g.hand[id]--
	g.nhand--
	if g.nbot < len(g.bot) {
		g.bot[g.nbot] = id
		g.nbot++
		return
	}
	// More than the stack holds (never with London's at most seven): the
	// card goes back among the undrawn ones instead.
	g.pos--
	g.lib[g.pos] = id
}

// shuffleHandAway puts the hand (and any known cards) back into the library.
func (g *Game) shuffleHandAway() {
	g.pos, g.end = 0, copy(g.lib[:], g.d.Library)
	g.ntop, g.nbot = 0, 0
	clear(g.hand[:g.n])
	g.nhand = 0
}

// search takes from the library the best land that a fetch or a search may
// find (types: basic land types; basic: basic lands only) and reports its id.
// The library is shuffled afterwards: with the lazy shuffle nothing needs doing
// beyond removing the card, and the known top and bottom cards are forgotten.
func (g *Game) search(types mana.Mask, basic bool) (uint16, bool) {
	best, bestAt, bestScore := uint16(0), -1, -1
	need := g.neededColors()
	for j := g.pos; j < g.end; j++ {
		id := g.lib[j]
		c := &g.d.Cards[id]
		if c.Types&decks.Land == 0 || c.LandTypes&types == 0 || basic && c.Types&decks.Basic == 0 {
			continue
		}
		score := g.landScore(id, need)
		if score > bestScore {
			best, bestAt, bestScore = id, j, score
		}
	}
	if bestAt < 0 {
		return 0, false
	}
	g.lib[bestAt] = g.lib[g.pos]
	g.pos++
	// The known cards go back in: "then shuffle".
	for g.ntop > 0 {
		g.ntop--
		g.pos--
		g.lib[g.pos] = g.top[g.ntop]
	}
	for g.nbot > 0 {
		g.nbot--
		g.pos--
		g.lib[g.pos] = g.bot[g.nbot]
	}
	return best, true
}

// neededColors returns the colours of the spells in hand (and the command zone).
func (g *Game) neededColors() mana.Mask {
	var m mana.Mask
	for id := 0; id < g.n; id++ {
		if g.hand[id]|g.command[id] != 0 {
			m |= g.hot[id].colors
		}
	}
	return m
}

// landScore rates a land for the colours needed: colours it adds that the
// hand needs and the battlefield lacks count most, then any needed colour,
// then whether it can enter untapped.
func (g *Game) landScore(id uint16, need mana.Mask) int {
	c := &g.d.Cards[id]
	makes := g.makes(id)
	have := g.fieldColors()
	s := 16*(makes&need&^have).Len() + 4*(makes&need).Len() + makes.Len()
	if c.Enters == decks.EntersUntapped {
		s += 2
	}
	return s
}

// makes returns the types a card's free mana ability can make.
func (g *Game) makes(id uint16) mana.Mask {
	c := &g.d.Cards[id]
	var m mana.Mask
	if c.Kind >= 0 {
		m = g.src.Kind(c.Kind).Mask()
	}
	if c.ConvKind >= 0 {
		m |= g.src.Kind(c.ConvKind).Mask()
	}
	return m
}

// fieldColors returns the types the permanents on the battlefield can make.
func (g *Game) fieldColors() mana.Mask {
	var m mana.Mask
	for k := 0; k < g.src.NumKinds(); k++ {
		if g.onKind[k] > 0 {
			m |= g.src.Kind(k).Mask()
		}
	}
	return m
}

func (g *Game) name(id uint16) string { return g.d.Names[id] }
