package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

const gooseDeck = "20 Forest\n4 Gilded Goose\n4 Grizzly Bears\n16 {U}\n16 {U}{U}"

// Gilded Goose enters with a Food token and taps, sacrificing a Food, for
// one mana of any colour: summoning sick, it makes nothing (its own {T});
// ready, {U} is payable and {U}{U} is not. A {U} spell taps it and
// sacrifices the Food; then it makes nothing more. Two Geese beside one
// Food make one mana.
func TestGildedGooseSacrificesAFood(t *testing.T) {
	g, cd := scenario(t, gooseDeck, DefaultConfig())
	goose, food := id(t, cd, "Gilded Goose"), id(t, cd, "Food")
	g.enter(uint16(goose), false, landPlay{})
	if g.b.field[food] != 1 || g.mana() != 0 || g.canPay(demand("{U}"), 0, 0) {
		t.Fatalf("the Goose as it enters: %d Foods, %d mana; want one Food and no mana (summoning sick)", g.b.field[food], g.mana())
	}
	g.untap()
	if !g.canPay(demand("{U}"), 0, 0) || g.canPay(demand("{U}{U}"), 0, 0) || g.canPay(demand("{1}"), 0, 0) != true {
		t.Fatal("a ready Goose and a Food: want {U} and {1} payable, {U}{U} not")
	}
	spell := g.inHandNamed(t, cd, "{U}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 || g.b.field[food] != 0 || g.b.tapped[goose] != 1 || g.mana() != 0 {
		t.Fatalf("{U}: cast %v, Foods %d, Goose tapped %d, %d mana left; want cast, the Food gone, the Goose tapped, none:\n%s",
			g.b.hand[spell] == 0, g.b.field[food], g.b.tapped[goose], g.mana(), out)
	}
	g2, _ := scenario(t, gooseDeck, DefaultConfig())
	g2.onField(t, cd, "Gilded Goose", 2)
	g2.leave(uint16(food)) // (each brought one: one left)
	if g2.b.field[food] != 1 || !g2.canPay(demand("{U}"), 0, 0) || g2.canPay(demand("{2}"), 0, 0) {
		t.Fatalf("two ready Geese and one Food: %d Foods; want {U} payable and no second mana", g2.b.field[food])
	}
}

// The Geese pay exactly what the rules allow: each ready Goose sacrifices
// at most one Food, each Food once, for one mana of any colour; a sick
// Goose pays nothing. Every board of 0-2 ready and 0-1 sick Geese, 0-3
// Foods and 0-2 Forests, against every cost of up to four pips.
func TestGeeseAgainstTheRules(t *testing.T) {
	cd := compileText(t, gooseDeck, decks.Constructed)
	goose, food := id(t, cd, "Gilded Goose"), id(t, cd, "Food")
	checked := 0
	for ready := 0; ready <= 2; ready++ {
		for sick := 0; sick <= 1; sick++ {
			for foods := 0; foods <= 3; foods++ {
				for forests := 0; forests <= 2; forests++ {
					g := newTestGame(t, cd, DefaultConfig())
					g.turn = 3
					for range ready {
						g.enter(uint16(goose), false, landPlay{})
					}
					if forests > 0 {
						g.onField(t, cd, "Forest", forests) // (untaps: the Geese are ready)
					} else {
						g.untap()
					}
					for range sick {
						g.enter(uint16(goose), false, landPlay{})
					}
					for g.b.field[food] > uint8(foods) { // (each Goose brought one)
						g.leave(uint16(food))
					}
					for g.b.field[food] < uint8(foods) {
						g.enter(uint16(food), false, landPlay{})
					}
					anyColour := min(ready, foods)
					for _, cost := range []string{"{1}", "{2}", "{3}", "{4}", "{U}", "{U}{U}", "{G}{U}", "{G}{G}{U}", "{1}{U}{U}", "{G}{G}{G}"} {
						d := demand(cost)
						want := mana.MustParseCost(cost).ManaValue() <= forests+anyColour && countPips(cost, 'U') <= anyColour &&
							countPips(cost, 'G') <= forests+anyColour-countPips(cost, 'U')
						if got := g.canPay(d, 0, 0); got != want {
							t.Fatalf("Geese %d ready %d sick, %d Foods, %d Forests: %s engine %v, rules %v", ready, sick, foods, forests, cost, got, want)
						}
						checked++
					}
				}
			}
		}
	}
	if checked != 3*2*4*3*10 {
		t.Fatalf("%d checked", checked)
	}
}

func countPips(cost string, p rune) int {
	n := 0
	for _, r := range cost {
		if r == p {
			n++
		}
	}
	return n
}

const plundererDeck = "20 Wastes\n4 Pitiless Plunderer\n4 Xorn\n4 Ashnod's Altar\n8 Ornithopter\n20 {3}"

// Pitiless Plunderer makes a Treasure when another creature of its
// controller's dies: a Wastes and Ashnod's Altar sacrificing an Ornithopter
// cast {3}, and a Treasure arrives; with a Xorn, two; with two Xorns,
// three. Sacrificed itself, it makes none (another creature), but a
// second Plunderer does.
func TestPlundererAndXornMakeTreasures(t *testing.T) {
	for xorns, want := range []int{1, 2, 3} {
		g, cd := scenario(t, plundererDeck, DefaultConfig())
		g.onField(t, cd, "Wastes", 1)
		g.onField(t, cd, "Ashnod's Altar", 1)
		g.onField(t, cd, "Pitiless Plunderer", 1)
		thopter := g.onField(t, cd, "Ornithopter", 1)
		if xorns > 0 {
			g.onField(t, cd, "Xorn", xorns)
		}
		spell := g.inHandNamed(t, cd, "{3}", 1)
		g.b.landPlayed = true
		out := g.mainNarrated()
		treasure := id(t, cd, "Treasure")
		if g.b.hand[spell] != 0 || g.b.field[thopter] != 0 || int(g.b.field[treasure]) != want {
			t.Errorf("%d Xorns: {3} cast %v, Ornithopters %d, Treasures %d; want cast, it sacrificed, %d Treasures:\n%s",
				xorns, g.b.hand[spell] == 0, g.b.field[thopter], g.b.field[treasure], want, out)
		}
	}
	g, cd := scenario(t, plundererDeck, DefaultConfig())
	plunderer, treasure := g.onField(t, cd, "Pitiless Plunderer", 1), id(t, cd, "Treasure")
	g.dies(uint16(plunderer))
	if g.b.field[treasure] != 0 {
		t.Errorf("the only Plunderer dies: %d Treasures, want none", g.b.field[treasure])
	}
	g.onField(t, cd, "Pitiless Plunderer", 2)
	g.dies(uint16(plunderer))
	if g.b.field[treasure] != 1 {
		t.Errorf("one of two Plunderers dies: %d Treasures, want one", g.b.field[treasure])
	}
	g.dies(uint16(g.onField(t, cd, "Wastes", 1)))
	if g.b.field[treasure] != 1 {
		t.Errorf("a land dies: %d Treasures, want still one", g.b.field[treasure])
	}
}

// Games of the Goose's, the Plunderer's and the Tithe's decks allocate nothing.
func TestTreasureMakersAllocateNothing(t *testing.T) {
	for _, text := range []string{gooseDeck, plundererDeck, "20 Plains\n4 Smothering Tithe\n36 {1}{W}"} {
		cd := compileText(t, text, decks.Constructed)
		g := newTestGame(t, cd, DefaultConfig())
		i := int64(0)
		if allocs := testing.AllocsPerRun(200, func() { g.play(Side(i%2), i); i++ }); allocs != 0 {
			t.Errorf("%.2f allocations per game", allocs)
		}
	}
}

// Smothering Tithe: the idle opponent draws in each of its turns and has
// no mana to pay {2}, so each of the goldfish's turns after the first
// begins with a Treasure for each Tithe on the battlefield (two Tithes:
// two), and a game with none makes none.
func TestSmotheringTitheEachOpponentTurn(t *testing.T) {
	// (Nothing else castable: no Treasure is spent.)
	g, cd := scenario(t, "20 Plains\n1 Smothering Tithe\n39 {7}{W}{W}", DefaultConfig())
	tithe, treasure := id(t, cd, "Smothering Tithe"), id(t, cd, "Treasure")
	g.playTurn(2)
	if g.b.field[treasure] != 0 {
		t.Fatalf("no Tithe: %d Treasures", g.b.field[treasure])
	}
	g.onField(t, cd, "Smothering Tithe", 1)
	g.playTurn(3)
	if g.b.field[treasure] != 1 {
		t.Fatalf("one Tithe, a turn later: %d Treasures, want 1", g.b.field[treasure])
	}
	g.onField(t, cd, "Smothering Tithe", 1)
	g.playTurn(4)
	if g.b.field[treasure] != 3 || g.b.field[tithe] != 2 {
		t.Fatalf("two Tithes, a turn later: %d Treasures, want 3", g.b.field[treasure])
	}
}
