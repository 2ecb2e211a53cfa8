package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Cabal Coffers and Cabal Stronghold in the policy-free castability: a
// brute force over every order of land drops (bruteFirst), with the lands'
// own rule written here: every land of the board untapped (none enters
// tapped), Underground Sea {U} or {B}, Stronghold {C} or its activation;
// the activations done in every order, each input ({2}, {3}) paid in every
// way from the mana made so far, Coffers adding {B} for each Swamp
// (Underground Sea is one) and Stronghold for each basic Swamp, the Swamps
// tapped to pay them counted. Against the curve's first castable turn.
func TestCastableCoffersAgainstBruteForce(t *testing.T) {
	text := "8 Swamp\n6 Island\n4 Underground Sea\n4 Cabal Coffers\n3 Cabal Stronghold\n"
	costs := []string{"{B}{B}{B}", "{U}{B}{B}{B}", "{3}{B}{B}", "{5}", "{U}{U}{B}{B}{B}", "{6}{B}", "{B}{B}{B}{B}{B}{B}"}
	for _, c := range costs {
		text += "5 " + c + "\n"
	}
	cd := compileText(t, text, decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns = 7
	g := newTestGame(t, cd, cfg)
	const (
		swamp = iota
		island
		sea
		coffers
		stronghold
	)
	piece := map[string]int{"Swamp": swamp, "Island": island, "Underground Sea": sea, "Cabal Coffers": coffers, "Cabal Stronghold": stronghold}
	type land struct{ piece, arrival int }
	// payable: counts of each type in the pool pay the cost (single pips, generic).
	poolPays := func(pool [mana.NumTypes]int, cost mana.Cost) bool {
		total := 0
		for ty := mana.W; ty < mana.NumTypes; ty++ {
			if pool[ty] < cost.Single(ty) {
				return false
			}
			total += pool[ty]
		}
		return total >= cost.ManaValue()
	}
	// activate: with the converters acts (input, output {B}) left to use in
	// any order, does some sequence reach a pool that pays?
	var activate func(pool [mana.NumTypes]int, acts [][2]int, cost mana.Cost) bool
	activate = func(pool [mana.NumTypes]int, acts [][2]int, cost mana.Cost) bool {
		if poolPays(pool, cost) {
			return true
		}
		for i, a := range acts {
			rest := append(append([][2]int(nil), acts[:i]...), acts[i+1:]...)
			// Every way to take a[0] units out of the pool.
			var take func(ty mana.Type, left int, p [mana.NumTypes]int) bool
			take = func(ty mana.Type, left int, p [mana.NumTypes]int) bool {
				if left == 0 {
					p[mana.B] += a[1]
					return activate(p, rest, cost)
				}
				if ty == mana.NumTypes {
					return false
				}
				for n := 0; n <= min(left, p[ty]); n++ {
					q := p
					q[ty] -= n
					if take(ty+1, left-n, q) {
						return true
					}
				}
				return false
			}
			if take(mana.W, a[0], pool) {
				return true
			}
		}
		return false
	}
	castable := func(ls []land, set int, cost mana.Cost) bool {
		var board []int
		swamps, basics := 0, 0
		for i := range ls {
			if set&(1<<i) == 0 {
				continue
			}
			board = append(board, ls[i].piece)
			switch ls[i].piece {
			case swamp:
				swamps++
				basics++
			case sea:
				swamps++
			}
		}
		// Every choice of each Sea's colour and each Stronghold's use.
		var choose func(i int, pool [mana.NumTypes]int, acts [][2]int) bool
		choose = func(i int, pool [mana.NumTypes]int, acts [][2]int) bool {
			if i == len(board) {
				return activate(pool, acts, cost)
			}
			p := pool
			switch board[i] {
			case swamp:
				p[mana.B]++
			case island:
				p[mana.U]++
			case sea:
				p[mana.U]++
				if choose(i+1, p, acts) {
					return true
				}
				p = pool
				p[mana.B]++
			case coffers:
				return choose(i+1, p, append(acts[:len(acts):len(acts)], [2]int{2, swamps}))
			case stronghold:
				p[mana.C]++
				if choose(i+1, p, acts) {
					return true
				}
				return choose(i+1, pool, append(acts[:len(acts):len(acts)], [2]int{3, basics}))
			}
			return choose(i+1, p, acts)
		}
		return choose(0, [mana.NumTypes]int{}, nil)
	}
	checked, activated := 0, 0
	for i := range int64(300) {
		side := Side(i & 1)
		g.play(side, i)
		var ls []land
		g.eachDealt(cfg.Turns, func(id uint16, arrival int) {
			if p, ok := piece[cd.Names[id]]; ok {
				ls = append(ls, land{p, arrival})
			}
		})
		if len(ls) > 14 {
			continue
		}
		parsed := make([]mana.Cost, len(costs))
		for ci, c := range costs {
			parsed[ci] = mana.MustParseCost(c)
		}
		first := bruteFirst(len(ls), func(l int) int { return ls[l].arrival }, cfg.Turns, len(costs), func(ci, set, extra int) bool {
			if extra >= 0 {
				set |= 1 << extra
			}
			return castable(ls, set, parsed[ci])
		})
		// The games where a converter is needed: the cost's first turn
		// differs from the first turn without converters.
		plain := bruteFirst(len(ls), func(l int) int { return ls[l].arrival }, cfg.Turns, len(costs), func(ci, set, extra int) bool {
			if extra >= 0 {
				set |= 1 << extra
			}
			for l := range ls {
				if set&(1<<l) != 0 && ls[l].piece == coffers {
					set &^= 1 << l
				}
			}
			var units []landKind
			for l := range ls {
				if set&(1<<l) == 0 {
					continue
				}
				m := map[int]mana.Mask{swamp: mana.B.Mask(), island: mana.U.Mask(), sea: mana.U.Mask() | mana.B.Mask(), stronghold: mana.C.Mask()}[ls[l].piece]
				units = append(units, landKind{colors: m, count: 1})
			}
			board := make([]int, len(units))
			for j := range board {
				board[j] = 1
			}
			return payable(units, board, parsed[ci])
		})
		for ci, c := range costs {
			cid := id(t, cd, mana.MustParseCost(c).String())
			got := int(g.curve.first[g.curve.costOf[cid]])
			if got != first[ci] {
				t.Errorf("game %d (%v): %s first castable on turn %d, brute force %d", i, side, c, got, first[ci])
			}
			if first[ci] != plain[ci] {
				activated++
			}
			checked++
		}
	}
	if checked < 1500 || activated < 100 {
		t.Fatalf("only %d comparisons, %d where an activation changes the first turn", checked, activated)
	}
}
