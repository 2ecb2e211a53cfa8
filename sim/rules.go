package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// The rules below are read by the engine (game.go, turn.go, battlefield.go,
// pay.go, planner.go) and by the policy-free figures (curve.go) alike, so
// the two can never disagree on them (docs/RULES.md has the rules text).

// startingLife is each player's life when the game begins: 20, and 40 in
// Commander.
func startingLife(f decks.Format) int {
	if f == decks.Commander {
		return 40
	}
	return 20
}

// drawsFirstTurn reports whether the player on side s draws in the draw
// step of the first turn: the player on the play skips it in a two-player
// game; in multiplayer Commander nobody does.
func drawsFirstTurn(s Side, f decks.Format) bool {
	return s == OnDraw || f == decks.Commander
}

func (g *game) drawsFirstTurn() bool { return drawsFirstTurn(g.side, g.cfg.Format) }

// payableLife is the life a player at life may pay: paying down to 0 loses
// the game, which no written objective chooses.
func payableLife(life int) int { return max(life-1, 0) }

// lowLife is the Duskmourn lands' condition, "a player has 13 or less life".
func lowLife(life int) bool { return life <= 13 }

// beside is what an entering land's condition reads of the board and the
// players (decks.EnterMode.Untapped): lands is how many other lands its
// controller has, basics how many of them are basic, types the mana types
// they could produce, life the lowest life total among the players.
func (g *game) beside(lands, basics int, types mana.Mask, life int) decks.Beside {
	return decks.Beside{Lands: lands, Basics: basics, Types: types,
		Commander: g.cfg.Format == decks.Commander, LowLife: lowLife(life)}
}
