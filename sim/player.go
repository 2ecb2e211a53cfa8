package sim

import "github.com/goldfishsim/goldfish/decks"

// Player plays games one at a time, on the same code path as Run, for
// benchmarks (bench/, simrun bench) that time single games.
type Player struct {
	g *game
}

// NewPlayer prepares a player of deck d under cfg; its counts start empty.
func NewPlayer(d *decks.Compiled, cfg Config) (*Player, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	g, err := newGame(d, &cfg, NewStats(len(d.Cards), cfg.Turns))
	if err != nil {
		return nil, err
	}
	return &Player{g: g}, nil
}

// Play plays game i on side s and adds it to the player's counts.
func (p *Player) Play(s Side, i int64) { p.g.play(s, i) }

// Draw is the floor of a game: it starts game i on side s and draws n
// cards (the shuffling a game's draws do), nothing else; it returns the
// lands among them, so that the work cannot be optimised away.
func (p *Player) Draw(s Side, i int64, n int) int {
	g := p.g
	g.reset(s, i)
	g.drawN(n)
	return g.handLands()
}

// Seen returns the cards game i on side s sees: drawn into the hand or put
// onto the battlefield from the library (mulligans included), after Play.
func (p *Player) Seen() int { return p.g.seen }

// Stats returns the counts of the games played.
func (p *Player) Stats() *Stats { return p.g.stats }
