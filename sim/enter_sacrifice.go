package sim

import "github.com/goldfishsim/goldfish/decks"

// Lands whose entering or staying is conditional (decks/enter_sacrifice.go):
// the Capenna lands are fetch lands cracked as they enter (crackFetch), with
// the life they give; River of Tears is a card whose mana follows the
// turn's land play, through refreshVary.

// gainLife gives the player n life (a Capenna land's 1).
func (g *game) gainLife(n int) {
	g.b.life += n
	if g.trace != nil {
		g.tracef("gain %d life (life %d)", n, g.b.life)
	}
}

// playedState is the state of a Vary of the turn's land play (River of
// Tears): 1 once a land was played this turn.
func playedState(b *board) int {
	if b.landPlayed {
		return 1
	}
	return 0
}

// landPlayOnly is a land of turn t that adds no mana: what River of Tears
// sees of a fetch land played with nothing left to find.
var landPlayOnly = curveOpt{kind: -1, fetch: -1, vary: -1, card: -1, reveal: -1, enters: decks.EntersTapped}
