// Package sim is Goldfish's game engine: it plays a compiled deck solo
// against an opponent who does nothing, turn by turn under the rules of
// mana, and counts what happened (castability, land drops, mana spent and
// lost, the kill turn) in exact integers. Run plays millions of such games
// over a worker pool, each a pure function of (configuration, seed, game).
//
// The files split the rules from the choices. The rules' mechanics: the
// library (library.go), the battlefield (battlefield.go: entering, leaving,
// lands' conditions, fetch and bounce lands, Auras, combat), paying
// (pay.go), casting (spells.go), the turn (turn.go), mana that counters
// limit or measure, copy by copy (counters.go), the graveyards and the
// mana that reads them (graveyard.go). Every choice the
// goldfish makes: the main phase's plan (planner.go) and the rest
// (policy.go: mulligans, the scry, searches, discards). The policy-free
// castability analysts read is curve.go; the counts, stats.go.
package sim
