// Package mana is Goldfish's mana core: the six mana types and colour masks, the
// cost grammar, packed mana pools, counted mana sources, the payment check
// (CanPay) and the payment planner (Planner.Plan).
//
// Everything the game engine asks in its inner loop is a question for this
// package ("could these lands pay {1}{W}{W}?"), so its hot path is integer
// arithmetic on fixed-size values and never allocates. The tests hold it to a
// brute-force reference (reference_impl_test.go) that answers the same
// questions by trying every assignment, exhaustively on small boards.
//
// # The payment check
//
// Paying a cost is a matching problem: every pip of the cost needs its own unit
// of mana that may pay it. Hall's theorem says such a matching exists exactly
// when, for every set T of the things a pip may ask for, the pips that ask only
// for things in T are no more than the units that can give something in T. A
// Demand precomputes the left side for the few sets T that matter for one cost;
// Sources keeps, incrementally, how many units can only produce within each of
// the 64 subsets of {W,U,B,R,G,C}, which gives the right side with one lookup.
// Snow ({S}) and life (Phyrexian pips) are two more dimensions of T.
// Restricted mana ("spend this mana only to cast creature spells") is counted
// apart and added in only for a payment whose Use allows it (pool.go,
// source.go).
package mana
