package sim

// Stats are the counts a run gathers: exact integers, one set per worker,
// added together once at the end. Probabilities and intervals are derived
// from them on output.
type Stats struct {
	Turns int
	Cards int
	Sides [2]SideStats
}

// SideStats are the counts of the games played on one side.
type SideStats struct {
	Games     int64
	Mulligans [8]int64 // games by mulligans taken (7 or more in the last)
	Kept      [8]int64 // games by kept hand size
	// Kill[t] counts the games whose idle opponent reached 0 life on turn t
	// (1-based); Kill[0] those it survived.
	Kill []int64
	Turn []TurnStats // by turn, 0-based
	Card []CardTurn  // by turn and card: Card[t*Cards+id]
}

// TurnStats count one turn over the games that reached its precombat main
// phase (a game ends early only if its player dies before the opponent does,
// or with StopAtKill at the kill: a game won is not lost afterwards).
type TurnStats struct {
	Games         int64 // games that reached the turn
	LandDrops     int64 // games with a land played this turn
	Lands         int64 // lands on the battlefield, summed (after the land drop)
	ManaAvailable int64 // mana the player could make at the main phase, summed
	ManaSpent     int64 // mana spent on spells and abilities
	ManaLost      int64 // mana left in the pool when it emptied
	BurnGames     int64 // games in which mana burn cost life (classic rules)
	BurnLife      int64 // life lost to mana burn
	Spells        int64 // spells cast
	Morphs        int64 // of those, cards cast face down (morph)
	Discarded     int64 // cards discarded in cleanup
	OppLife       int64 // the opponent's life at the end of the turn, summed
	OppDead       int64 // games in which the opponent is at 0 or less
	Life          int64 // the player's own life at the end of the turn, summed
}

// CardTurn count one card on one turn, over the games that reached that
// turn's precombat main phase, checked after the land drop and before any
// spell.
//
// Castable and EnoughMana are policy-free: the lands drawn by then, played
// one per turn in the best order for this card, could pay its cost (or its
// mana value in any types) that turn; see curve.go for exactly what counts.
// The InPlay figures use the mana the engine's own plays left on the
// battlefield (lands, rocks, dorks, the pool).
type CardTurn struct {
	InHand           int64 // it was in hand (or the command zone, or exiled after its adventure)
	EnoughMana       int64 // the lands drawn by then could make its mana value (policy-free)
	Castable         int64 // the lands drawn by then could pay its cost (policy-free)
	EnoughManaInPlay int64 // the mana on the battlefield could pay its mana value in any types
	CastableInPlay   int64 // the mana on the battlefield could pay its cost
	InHandCastable   int64 // in hand, and the mana on the battlefield could pay its cost
	Cast             int64 // the engine cast it that turn
	CastBy           int64 // the engine had cast it on this turn or before
}

// NewStats returns empty counts for a deck of cards distinct cards and turns turns.
func NewStats(cards, turns int) *Stats {
	s := &Stats{Turns: turns, Cards: cards}
	for i := range s.Sides {
		s.Sides[i].Kill = make([]int64, turns+1)
		s.Sides[i].Turn = make([]TurnStats, turns)
		s.Sides[i].Card = make([]CardTurn, turns*cards)
	}
	return s
}

// Add adds o's counts to s; both must be for the same deck and turns.
func (s *Stats) Add(o *Stats) {
	for i := range s.Sides {
		a, b := &s.Sides[i], &o.Sides[i]
		a.Games += b.Games
		for j := range a.Mulligans {
			a.Mulligans[j] += b.Mulligans[j]
			a.Kept[j] += b.Kept[j]
		}
		for j := range a.Kill {
			a.Kill[j] += b.Kill[j]
		}
		for j := range a.Turn {
			x, y := &a.Turn[j], &b.Turn[j]
			x.Games += y.Games
			x.LandDrops += y.LandDrops
			x.Lands += y.Lands
			x.ManaAvailable += y.ManaAvailable
			x.ManaSpent += y.ManaSpent
			x.ManaLost += y.ManaLost
			x.BurnGames += y.BurnGames
			x.BurnLife += y.BurnLife
			x.Spells += y.Spells
			x.Morphs += y.Morphs
			x.Discarded += y.Discarded
			x.OppLife += y.OppLife
			x.OppDead += y.OppDead
			x.Life += y.Life
		}
		for j := range a.Card {
			x, y := &a.Card[j], &b.Card[j]
			x.InHand += y.InHand
			x.EnoughMana += y.EnoughMana
			x.Castable += y.Castable
			x.EnoughManaInPlay += y.EnoughManaInPlay
			x.CastableInPlay += y.CastableInPlay
			x.InHandCastable += y.InHandCastable
			x.Cast += y.Cast
			x.CastBy += y.CastBy
		}
	}
}

// Equal reports whether two sets of counts are identical.
func (s *Stats) Equal(o *Stats) bool {
	if s.Turns != o.Turns || s.Cards != o.Cards {
		return false
	}
	for i := range s.Sides {
		a, b := &s.Sides[i], &o.Sides[i]
		if a.Games != b.Games || a.Mulligans != b.Mulligans || a.Kept != b.Kept {
			return false
		}
		for j := range a.Kill {
			if a.Kill[j] != b.Kill[j] {
				return false
			}
		}
		for j := range a.Turn {
			if a.Turn[j] != b.Turn[j] {
				return false
			}
		}
		for j := range a.Card {
			if a.Card[j] != b.Card[j] {
				return false
			}
		}
	}
	return true
}
