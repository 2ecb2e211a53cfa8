package sim

import (
	"cmp"
	"hash/fnv"
	"slices"

	"github.com/goldfishsim/goldfish/decks"
)

// The paired deal (common random numbers), for playing two or more decks on
// the same games: each card copy of a library has an identity, a 64-bit slot
// key its caller gives (the pair package derives it from the card's name and
// copy number, so that decks that share a card give its copies the same
// keys), and every shuffle sorts the library by a random key drawn from
// (seed, side, game, shuffle number, slot key). Copies with the same slot key
// in two decks take the same place in the order of the cards they share, and
// a card one deck has instead of another takes that card's place when the
// caller gives it that card's key. The games' other streams (the planner's
// ties, the random orders) are as in Run's games: the same (seed, side, game)
// gives the same streams to every deck.
//
// It is a deal apart from Run's lazy one, used only through a PairedPlayer,
// so that simrun run's results do not depend on it.

// pairedShuffle orders the library for shuffle m (0: the first, m: after m
// mulligans) of the game being played: the whole library is decided at once.
func (g *game) pairedShuffle(m int) {
	n := g.end
	gk := mix(g.keys.dealKey ^ 0x6a09e667f3bcc909 + uint64(g.side)*golden + mix(uint64(g.rec.Index)^uint64(m)<<52))
	buf := g.pairKeys[:n]
	for k := range n {
		// The slot's position in the library goes in the low 9 bits (a
		// library holds at most 512 cards), so that the sort carries it;
		// the 55 high bits decide the order.
		buf[k] = mix(gk^g.slots[k])&^(MaxLibrary-1) | uint64(k)
	}
	slices.Sort(buf)
	for k, v := range buf {
		g.lib[k] = g.d.Library[v&(MaxLibrary-1)]
	}
	g.ord = n // every card's place is decided: no lazy draws
}

// pairedRanks draws the game's random order of the cards from the ranks
// stream by the cards' names (cardKeys), not their ids: two decks that share
// a card rank it alike against the other cards they share, so that their
// choices' ties fall alike.
func (g *game) pairedRanks() {
	rk := g.ranks.next()
	buf := g.rankKeys[:g.n]
	for id := range buf {
		buf[id] = mix(rk^g.cardKeys[id])&^(MaxCards-1) | uint64(id)
	}
	slices.Sort(buf)
	for r, v := range buf {
		g.rank[v&(MaxCards-1)] = uint8(r)
	}
}

// PairedPlayer plays one deck's games on the paired deal, one at a time, on
// the same engine as Run (a worker of a paired run keeps one per deck).
type PairedPlayer struct {
	g *game
}

// NewPairedPlayer prepares a player of deck d under cfg whose shuffles sort
// the library by slots: slots[k] is the identity of the copy d.Library[k]
// (distinct within the deck). Its counts start empty.
func NewPairedPlayer(d *decks.Compiled, cfg Config, slots []uint64) (*PairedPlayer, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if len(slots) != len(d.Library) {
		return nil, errSlots
	}
	g, err := newGame(d, &cfg, NewStats(len(d.Cards), cfg.Turns))
	if err != nil {
		return nil, err
	}
	g.slots = slices.Clone(slots)
	g.pairKeys = make([]uint64, len(slots))
	g.cardKeys = make([]uint64, g.n)
	g.rankKeys = make([]uint64, g.n)
	for id, name := range d.Names {
		h := fnv.New64a()
		h.Write([]byte(name))
		g.cardKeys[id] = h.Sum64()
	}
	// The planner tries its lines in the order of these lists, and a tie
	// between lines is broken by the choice stream by that order: by name,
	// two decks try the cards they share in the same order.
	byName := func(a, b uint16) int { return cmp.Compare(d.Names[a], d.Names[b]) }
	for _, l := range [][]uint16{g.landIDs, g.spellIDs, g.candIDs, g.attackers, g.convs, g.untappers} {
		slices.SortStableFunc(l, byName)
	}
	for k := range g.kindCards {
		slices.SortStableFunc(g.kindCards[k], byName)
	}
	return &PairedPlayer{g: g}, nil
}

type slotsError struct{}

func (slotsError) Error() string { return "paired deal: one slot key per library card" }

var errSlots error = slotsError{}

// Play plays game i on side s and adds it to the player's counts.
func (p *PairedPlayer) Play(s Side, i int64) { p.g.play(s, i) }

// Stats returns the counts of the games played.
func (p *PairedPlayer) Stats() *Stats { return p.g.stats }

// Record is the last game played, as games.arrow would store it.
func (p *PairedPlayer) Record() *GameRecord { return &p.g.rec }

// Opening returns the cards of the library in the order game i on side s
// deals them (its first shuffle), as card ids; for tests of the alignment.
func (p *PairedPlayer) Opening(s Side, i int64) []uint16 {
	g := p.g
	g.reset(s, i)
	return slices.Clone(g.lib[:g.end])
}
