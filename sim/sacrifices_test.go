package sim

import (
	"fmt"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// priestDeck: Priest of Yawgmoth beside artifacts of mana value 0 to 4,
// with and without mana of their own.
const priestDeck = "16 Swamp\n4 Priest of Yawgmoth\n4 Ornithopter\n4 Sol Ring\n4 Mind Stone\n4 Myr Retriever\n4 Thran Dynamo\n10 {B}\n10 {B}{B}"

// Priest of Yawgmoth's {T} and an artifact sacrificed make {B} for each
// point of its mana value: a ready Priest beside an Ornithopter (mana value
// 0) makes nothing; beside a Mind Stone, the Stone's {C} and {B}{B} for
// sacrificing it (tapped first): {1}{B}{B} and {3} pay, {B}{B}{B}, {4}
// and {2}{B}{B} do not. With a Sol Ring too, one Priest still sacrifices
// one artifact: {3}{B}{B} pays, {B}{B}{B} and {4}{B}{B} do not; a second, summoning-sick Priest adds
// nothing, and once ready, {B}{B}{B} (the Stone and the Ring).
func TestPriestOfYawgmothByManaValue(t *testing.T) {
	g, cd := scenario(t, priestDeck, DefaultConfig())
	priest := g.onField(t, cd, "Priest of Yawgmoth", 1)
	g.onField(t, cd, "Ornithopter", 1)
	if g.mana() != 0 || g.canPay(demand("{B}"), 0, 0) {
		t.Fatalf("Priest and Ornithopter: %d mana, want none (mana value 0)", g.mana())
	}
	g.onField(t, cd, "Mind Stone", 1)
	for cost, want := range map[string]bool{"{1}{B}{B}": true, "{B}{B}": true, "{B}{B}{B}": false, "{2}{B}{B}": false, "{3}": true, "{4}": false} {
		if got := g.canPay(demand(cost), 0, 0); got != want {
			t.Errorf("Priest, Ornithopter, Mind Stone: %s payable %v, want %v", cost, got, want)
		}
	}
	g.onField(t, cd, "Sol Ring", 1)
	for cost, want := range map[string]bool{"{3}{B}{B}": true, "{3}{B}": true, "{B}{B}{B}": false, "{4}{B}{B}": false} {
		if got := g.canPay(demand(cost), 0, 0); got != want {
			t.Errorf("with a Sol Ring: %s payable %v, want %v", cost, got, want)
		}
	}
	g.enter(uint16(priest), false, landPlay{})
	if g.canPay(demand("{B}{B}{B}"), 0, 0) {
		t.Error("a summoning-sick second Priest sacrificed for {B}{B}{B}")
	}
	g.untap()
	if !g.canPay(demand("{B}{B}{B}"), 0, 0) || g.canPay(demand("{B}{B}{B}{B}"), 0, 0) || !g.canPay(demand("{3}{B}{B}{B}"), 0, 0) {
		t.Error("two ready Priests, Mind Stone and Sol Ring: want {B}{B}{B} and {3}{B}{B}{B} payable (the rocks tapped, then both sacrificed), not {B}{B}{B}{B}")
	}
}

func demand(cost string) *mana.Demand {
	d := mana.NewDemand(mana.MustParseCost(cost), mana.ForSpell)
	return &d
}

// The Priest sacrifices only when a spell needs it, and then the artifact
// of the least mana value that pays: {B} sacrifices the Sol Ring (1) and
// keeps the Mind Stone; {B}{B} sacrifices the Mind Stone (2), tapped for
// its {C} first, and keeps the Sol Ring.
func TestPriestSacrificesTheLeastThatPays(t *testing.T) {
	for _, tc := range []struct {
		spell, gone, kept string
	}{{"{B}", "Sol Ring", "Mind Stone"}, {"{B}{B}", "Mind Stone", "Sol Ring"}} {
		g, cd := scenario(t, priestDeck, DefaultConfig())
		g.onField(t, cd, "Priest of Yawgmoth", 1)
		g.onField(t, cd, "Sol Ring", 1)
		g.onField(t, cd, "Mind Stone", 1)
		spell := g.inHandNamed(t, cd, tc.spell, 1)
		g.b.landPlayed = true
		out := g.mainNarrated()
		gone, kept := id(t, cd, tc.gone), id(t, cd, tc.kept)
		if g.b.hand[spell] != 0 || g.b.field[gone] != 0 || g.b.field[kept] != 1 {
			t.Errorf("%s: cast %v, %s %d (want sacrificed), %s %d (want kept):\n%s", tc.spell, g.b.hand[spell] == 0,
				tc.gone, g.b.field[gone], tc.kept, g.b.field[kept], out)
		}
	}
}

// The engine pays exactly what the rules allow with Priests of Yawgmoth,
// on random boards: every ready Priest may sacrifice one artifact (each
// once) for {B} times its mana value, and every rock taps for its own mana
// first. The rules' side is a search over how many of each artifact the
// Priests sacrifice.
func TestPriestAgainstTheRules(t *testing.T) {
	cd := compileText(t, priestDeck, decks.Constructed)
	arts := []struct {
		name       string
		mv, colour int // its mana value, the {C} it taps for
	}{{"Ornithopter", 0, 0}, {"Sol Ring", 1, 2}, {"Mind Stone", 2, 1}, {"Myr Retriever", 2, 0}, {"Thran Dynamo", 4, 3}}
	r := rng{s: 11}
	checked := 0
	for trial := 0; trial < 300; trial++ {
		g := newTestGame(t, cd, DefaultConfig())
		g.turn = 3
		swamps, ready, sick := int(r.intn(3)), int(r.intn(3)), int(r.intn(2))
		var count [5]int
		if swamps > 0 {
			g.onField(t, cd, "Swamp", swamps)
		}
		if ready > 0 {
			g.onField(t, cd, "Priest of Yawgmoth", ready)
		}
		for i, a := range arts {
			if count[i] = int(r.intn(3)); count[i] > 0 {
				g.onField(t, cd, a.name, count[i])
			}
		}
		for range sick {
			g.enter(uint16(id(t, cd, "Priest of Yawgmoth")), false, landPlay{})
		}
		colourless := 0
		for i, a := range arts {
			colourless += count[i] * a.colour
		}
		rules := func(c, cc, bb int) bool {
			var try func(i, left, black int) bool
			try = func(i, left, black int) bool {
				if i == len(arts) {
					return paysUnits(c, cc, bb, 0, black, colourless, 0)
				}
				for k := 0; k <= min(count[i], left); k++ {
					if try(i+1, left-k, black+k*arts[i].mv) {
						return true
					}
				}
				return false
			}
			return try(0, ready, swamps)
		}
		for c := 0; c <= 8; c++ {
			for cc := 0; cc <= 2; cc++ {
				for bb := 0; bb <= 9; bb++ {
					cost := fmt.Sprintf("{%d}", c)
					for range cc {
						cost += "{C}"
					}
					for range bb {
						cost += "{B}"
					}
					got, want := g.canPay(demand(cost), 0, 0), rules(c, cc, bb)
					if got != want {
						t.Fatalf("swamps %d, Priests %d ready and %d sick, artifacts %v: %s engine %v, rules %v", swamps, ready, sick, count, cost, got, want)
					}
					checked++
				}
			}
		}
	}
	if checked != 300*9*3*10 {
		t.Fatalf("%d costs checked", checked)
	}
}

// A game of the Priest's deck allocates nothing.
func TestPriestGameAllocatesNothing(t *testing.T) {
	cd := compileText(t, priestDeck, decks.Constructed)
	g := newTestGame(t, cd, DefaultConfig())
	i := int64(0)
	if allocs := testing.AllocsPerRun(200, func() { g.play(Side(i%2), i); i++ }); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
}
