// Package pair plays decks on common random numbers and compares them with
// paired intervals: game i of every deck shuffles from the same stream and
// the cards the decks share take the same places (Align), so the difference
// of two decks' figures is measured game by game (Play, Compare). Optimize
// searches a manabase with those paired comparisons (successive halving).
package pair
