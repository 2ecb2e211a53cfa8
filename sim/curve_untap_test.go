package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Deserted Temple in the policy-free castability, against a brute force
// over every order of land drops written here from the rules: on a board
// of lands (all untapped: every land of this deck enters so), each Temple
// either taps for {C} or pays {1} with its {T} to untap a land of the
// board, which then taps again for its mana (the Urza's lands by their own
// rule, a Forest {G}, a Wastes {C}). Since every land it may untap is
// untapped on the board, the {1} is paid from any of the board's mana: a
// cost {N}{G}x is paid exactly when some choice of the Temples leaves at
// least x {G} and N+x mana besides the inputs.
func TestCastableTempleAgainstBruteForce(t *testing.T) {
	text := "4 Deserted Temple\n3 Urza's Tower\n3 Urza's Mine\n3 Urza's Power Plant\n5 Forest\n5 Wastes\n"
	costs := []string{"{2}", "{4}", "{6}", "{8}", "{G}{G}", "{2}{G}{G}", "{G}{G}{G}"}
	for _, c := range costs {
		text += "6 " + c + "\n"
	}
	cd := compileText(t, text, decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns = 6
	g := newTestGame(t, cd, cfg)
	const (
		wastes = iota
		forest
		tower
		mine
		plant
		temple
	)
	piece := map[string]int{"Wastes": wastes, "Forest": forest, "Urza's Tower": tower, "Urza's Mine": mine,
		"Urza's Power Plant": plant, "Deserted Temple": temple}
	type land struct{ piece, arrival int }
	// makes is what a land of the set makes: its {G} and its {C}.
	makes := func(p int, have *[6]bool) (gr, c int) {
		switch {
		case p == forest:
			return 1, 0
		case p == tower && have[mine] && have[plant]:
			return 0, 3
		case p == mine && have[tower] && have[plant], p == plant && have[tower] && have[mine]:
			return 0, 2
		}
		return 0, 1
	}
	// best[x] is the most mana beside the inputs with at least x {G}, -1
	// if no choice of the Temples reaches x {G}.
	var ls []land
	cache := map[int][4]int{}
	bestOf := func(set int) [4]int {
		if b, ok := cache[set]; ok {
			return b
		}
		var have [6]bool
		for i := range ls {
			if set&(1<<i) != 0 {
				have[ls[i].piece] = true
			}
		}
		baseG, baseC, temples := 0, 0, 0
		type target struct{ gr, c int }
		var targets []target
		for i := range ls {
			if set&(1<<i) == 0 {
				continue
			}
			gr, c := makes(ls[i].piece, &have)
			baseG += gr
			baseC += c
			if ls[i].piece == temple {
				temples++
			}
			targets = append(targets, target{gr, c}) // (a Temple may untap any land, another Temple too)
		}
		best := [4]int{-1, -1, -1, -1}
		var walk func(left, from, gr, total int)
		walk = func(left, from, gr, total int) {
			for x := 0; x <= min(gr, 3); x++ {
				best[x] = max(best[x], total)
			}
			if left == 0 {
				return
			}
			for j := from; j < len(targets); j++ {
				// This Temple: no {C} of its own, the target's mana again, {1} paid.
				walk(left-1, j, gr+targets[j].gr, total-1+targets[j].gr+targets[j].c-1)
			}
		}
		walk(temples, 0, baseG, baseG+baseC)
		cache[set] = best
		return best
	}
	checked, gains := 0, 0
	for i := range int64(300) {
		side := Side(i & 1)
		g.play(side, i)
		ls = ls[:0]
		clear(cache)
		g.eachDealt(cfg.Turns, func(id uint16, arrival int) {
			if p, ok := piece[cd.Names[id]]; ok {
				ls = append(ls, land{p, arrival})
			}
		})
		if len(ls) > 14 {
			continue
		}
		first := bruteFirst(len(ls), func(l int) int { return ls[l].arrival }, cfg.Turns, len(costs), func(ci, set, extra int) bool {
			if extra >= 0 {
				set |= 1 << extra
			}
			c := mana.MustParseCost(costs[ci])
			x := c.Single(mana.G)
			return bestOf(set)[x] >= c.ManaValue()
		})
		for ci, c := range costs {
			cid := id(t, cd, mana.MustParseCost(c).String())
			got := int(g.curve.first[g.curve.costOf[cid]])
			if got != first[ci] {
				t.Errorf("game %d (%v): %s first castable on turn %d, brute force %d", i, side, c, got, first[ci])
			}
			checked++
		}
		// A game where the Temple's untap is needed: the brute force without it is later.
		without := bruteFirst(len(ls), func(l int) int { return ls[l].arrival }, cfg.Turns, len(costs), func(ci, set, extra int) bool {
			if extra >= 0 {
				set |= 1 << extra
			}
			var have [6]bool
			for i := range ls {
				if set&(1<<i) != 0 {
					have[ls[i].piece] = true
				}
			}
			gr, total := 0, 0
			for i := range ls {
				if set&(1<<i) != 0 {
					a, b := makes(ls[i].piece, &have)
					gr, total = gr+a, total+a+b
				}
			}
			c := mana.MustParseCost(costs[ci])
			return gr >= c.Single(mana.G) && total >= c.ManaValue()
		})
		for ci := range costs {
			if first[ci] != without[ci] {
				gains++
			}
		}
	}
	if checked < 1500 || gains < 20 {
		t.Fatalf("only %d comparisons, %d where the untap mattered", checked, gains)
	}
	t.Logf("%d comparisons, equal; the untap changed the first turn in %d", checked, gains)
}

// Minamo ({T}: {U}; {U}, {T}: untap target legendary permanent) in the
// policy-free castability, against a brute force over every order of land
// drops: beside Okina ({T}: {G}, legendary) an activation turns Minamo's
// {U} and another {U} into Okina's {G} again; a Forest is no target. Every
// land here makes one mana of one type, so a cost {N}{U}u{G}g with a
// activations (each adding {U}) is paid exactly when G >= g, U >= u+a and
// the mana is at least N+u+g+a.
func TestCastableMinamoAgainstBruteForce(t *testing.T) {
	text := "4 Minamo, School at Water's Edge\n4 Okina, Temple to the Grandfathers\n7 Island\n5 Forest\n"
	costs := []string{"{G}{G}", "{U}{G}{G}", "{G}{G}{G}", "{2}{G}{G}", "{U}{U}"}
	for _, c := range costs {
		text += "8 " + c + "\n"
	}
	cd := compileText(t, text, decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns = 6
	g := newTestGame(t, cd, cfg)
	const (
		island = iota
		forest
		okina
		minamo
	)
	piece := map[string]int{"Island": island, "Forest": forest, "Okina, Temple to the Grandfathers": okina, "Minamo, School at Water's Edge": minamo}
	type land struct{ piece, arrival int }
	var ls []land
	castable := func(cost mana.Cost, set int) bool {
		u, gr, mins, legends := 0, 0, 0, []int{}
		for i := range ls {
			if set&(1<<i) == 0 {
				continue
			}
			p := ls[i].piece
			if p == island || p == minamo {
				u++
			} else {
				gr++
			}
			if p == minamo {
				mins++
			}
			if p == okina || p == minamo {
				legends = append(legends, ls[i].piece)
			}
		}
		// a activations, b of them untapping an Okina (the rest a Minamo).
		for a := 0; a <= mins; a++ {
			for b := 0; b <= a; b++ {
				if a > 0 && len(legends) == 0 || b > 0 && !contains(legends, okina) || a-b > 0 && mins < 2 {
					continue
				}
				uu, gg := u-a+(a-b), gr+b // each Minamo's own {U} gone; the target's mana again
				if gg >= cost.Single(mana.G) && uu >= cost.Single(mana.U)+a && uu+gg >= cost.ManaValue()+a {
					return true
				}
			}
		}
		return false
	}
	checked, gains := 0, 0
	for i := range int64(300) {
		side := Side(i & 1)
		g.play(side, i)
		ls = ls[:0]
		g.eachDealt(cfg.Turns, func(id uint16, arrival int) {
			if p, ok := piece[cd.Names[id]]; ok {
				ls = append(ls, land{p, arrival})
			}
		})
		if len(ls) > 14 {
			continue
		}
		first := bruteFirst(len(ls), func(l int) int { return ls[l].arrival }, cfg.Turns, len(costs), func(ci, set, extra int) bool {
			if extra >= 0 {
				set |= 1 << extra
			}
			return castable(mana.MustParseCost(costs[ci]), set)
		})
		for ci, c := range costs {
			cid := id(t, cd, mana.MustParseCost(c).String())
			got := int(g.curve.first[g.curve.costOf[cid]])
			if got != first[ci] {
				t.Errorf("game %d (%v): %s first castable on turn %d, brute force %d", i, side, c, got, first[ci])
			}
			checked++
		}
		without := bruteFirst(len(ls), func(l int) int { return ls[l].arrival }, cfg.Turns, len(costs), func(ci, set, extra int) bool {
			if extra >= 0 {
				set |= 1 << extra
			}
			u, gr := 0, 0
			for i := range ls {
				if set&(1<<i) != 0 {
					if p := ls[i].piece; p == island || p == minamo {
						u++
					} else {
						gr++
					}
				}
			}
			c := mana.MustParseCost(costs[ci])
			return gr >= c.Single(mana.G) && u >= c.Single(mana.U) && u+gr >= c.ManaValue()
		})
		for ci := range costs {
			if first[ci] != without[ci] {
				gains++
			}
		}
	}
	if checked < 1200 || gains < 10 {
		t.Fatalf("only %d comparisons, %d where the untap mattered", checked, gains)
	}
	t.Logf("%d comparisons, equal; the untap changed the first turn in %d", checked, gains)
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
