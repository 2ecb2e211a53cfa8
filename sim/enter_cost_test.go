package sim

import (
	"slices"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Mox Diamond enters only by discarding a land card, and is cast only
// with a land card beyond the land play left: with two lands in hand and
// no land played, one is discarded (the least useful: a Forest where the
// hand needs blue), the Island is played, and with the Mox a {1}{U} is
// cast on a board of one land; with one land and no land played, it is
// not cast; put onto the battlefield with no land card in hand, it goes.
func TestMoxDiamondDiscardsASpareLand(t *testing.T) {
	text := "4 Mox Diamond\n8 Island\n8 Forest\n40 {1}{U}"
	g, cd := scenario(t, text, DefaultConfig())
	mox := g.inHandNamed(t, cd, "Mox Diamond", 1)
	island := g.inHandNamed(t, cd, "Island", 1)
	forest := g.inHandNamed(t, cd, "Forest", 1)
	spell := g.inHandNamed(t, cd, "{1}{U}", 1)
	g.castMoxes()
	if g.b.field[mox] != 1 || g.b.hand[forest] != 0 || g.b.hand[island] != 1 {
		t.Fatalf("Mox %d on the battlefield, Forest %d and Island %d in hand; want the Mox, the Forest discarded", g.b.field[mox], g.b.hand[forest], g.b.hand[island])
	}
	g.mainPhase(3)
	if g.b.castTurn[spell] != 1 || g.b.field[island] != 1 {
		t.Fatalf("{1}{U} cast %d times, Island %d on the battlefield; want the Island played and the spell cast with the Mox", g.b.castTurn[spell], g.b.field[island])
	}

	g2, cd2 := scenario(t, text, DefaultConfig())
	mox2 := g2.inHandNamed(t, cd2, "Mox Diamond", 1)
	g2.inHandNamed(t, cd2, "Island", 1)
	g2.castMoxes()
	if g2.b.field[mox2] != 0 || g2.b.hand[mox2] != 1 {
		t.Fatalf("one land card, no land played: Mox %d on the battlefield; want it kept in hand", g2.b.field[mox2])
	}
	var pl cand
	pl.id, pl.kind = uint16(mox2), playCast
	if _, ok := g2.tryPlay(pl); ok {
		t.Fatalf("the planner casts Mox Diamond discarding the land of the turn's land play")
	}
	g2.b.landPlayed = true // the land play made: the Island in hand is spare
	g2.castMoxes()
	if g2.b.field[mox2] != 1 || g2.handLands() != 0 || g2.mana() != 1 {
		t.Fatalf("land played: Mox %d, lands in hand %d, mana %d; want the Mox for the Island", g2.b.field[mox2], g2.handLands(), g2.mana())
	}

	g3, cd3 := scenario(t, text, DefaultConfig())
	mox3 := id(t, cd3, "Mox Diamond")
	g3.enter(uint16(mox3), false, landPlay{})
	if g3.b.field[mox3] != 0 || g3.mana() != 0 {
		t.Fatalf("no land card in hand: Mox %d on the battlefield; want it in the graveyard", g3.b.field[mox3])
	}
}

// Glint Hawk returns an artifact only when that costs no mana: a tapped
// Mox Opal ({0}: cast again for nothing) before an untapped Ornithopter,
// an Ornithopter (no mana) rather than be sacrificed; beside a Sol Ring
// only (mana, and {1} to cast again) it is sacrificed.
func TestGlintHawkReturnsAFreeArtifact(t *testing.T) {
	text := "4 Glint Hawk\n4 Mox Opal\n4 Ornithopter\n4 Sol Ring\n12 Plains\n32 {9}"
	g, cd := scenario(t, text, DefaultConfig())
	opal := g.onField(t, cd, "Mox Opal", 1)
	thopter := g.onField(t, cd, "Ornithopter", 1)
	ring := g.onField(t, cd, "Sol Ring", 1)
	g.b.tapped[opal]++ // (tapped for its mana this turn, by hand)
	if k := g.kindOf(opal); k >= 0 {
		g.b.src.RemoveKind(k, 1)
	}
	hawk := id(t, cd, "Glint Hawk")
	g.enter(uint16(hawk), false, landPlay{})
	if g.b.field[hawk] != 1 || g.b.field[opal] != 0 || g.b.hand[opal] != 1 || g.b.field[thopter] != 1 || g.b.field[ring] != 1 {
		t.Fatalf("Hawk %d, Opal %d (hand %d), Ornithopter %d, Sol Ring %d; want the tapped Opal returned", g.b.field[hawk], g.b.field[opal], g.b.hand[opal], g.b.field[thopter], g.b.field[ring])
	}
	g.enter(uint16(hawk), false, landPlay{})
	if g.b.field[hawk] != 2 || g.b.field[thopter] != 0 || g.b.field[ring] != 1 {
		t.Fatalf("second Hawk: Hawks %d, Ornithopter %d, Sol Ring %d; want the Ornithopter returned", g.b.field[hawk], g.b.field[thopter], g.b.field[ring])
	}
	g.enter(uint16(hawk), false, landPlay{})
	if g.b.field[hawk] != 2 || g.b.field[ring] != 1 || g.mana() != 2 {
		t.Fatalf("beside a Sol Ring alone: Hawks %d, Sol Ring %d, mana %d; want the third Hawk sacrificed", g.b.field[hawk], g.b.field[ring], g.mana())
	}
}

// Glacial Chasm sacrifices itself as it enters: the lands stay, its land
// play is made (River of Tears sees it), and its landfall happens.
func TestGlacialChasmSacrificesItself(t *testing.T) {
	g, cd := scenario(t, "4 Glacial Chasm\n4 River of Tears\n12 Island\n40 {9}", DefaultConfig())
	island := g.onField(t, cd, "Island", 2)
	river := g.onField(t, cd, "River of Tears", 1)
	chasm := g.inHandNamed(t, cd, "Glacial Chasm", 1)
	g.playLand(uint16(chasm), uint16(chasm), landPlay{})
	if g.b.field[chasm] != 0 || g.b.field[island] != 2 || g.b.field[river] != 1 || g.b.lands != 3 || !g.b.landPlayed {
		t.Fatalf("Chasm %d, Islands %d, River %d, lands %d, land played %v; want the Chasm gone, the rest kept", g.b.field[chasm], g.b.field[island], g.b.field[river], g.b.lands, g.b.landPlayed)
	}
	if !g.pays(t, "{U}{U}{B}") {
		t.Fatalf("River of Tears after the Chasm's land play: {U}{U}{B} unpaid")
	}
}

// Glacial Chasm in the policy-free castability, against a brute force over
// every order of land drops: a Chasm played is gone at once (it sacrifices
// itself), taking a land drop. The curve counts it as no land; with no
// River of Tears that is exact: never later, never earlier.
func TestCastableChasmAgainstBruteForce(t *testing.T) {
	text := "6 Glacial Chasm\n4 Island\n3 Swamp\n2 Watery Grave\n2 Darkslick Shores\n3 Shipwreck Marsh\n"
	costs := []string{"{U}", "{B}", "{U}{B}", "{1}{U}{U}", "{2}{B}{B}", "{3}{U}{B}", "{G}"}
	for _, c := range costs {
		text += "6 " + c + "\n"
	}
	cd := compileText(t, text, decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns = 6
	g := newTestGame(t, cd, cfg)
	type land struct {
		units             mana.Mask
		chasm, fast, slow bool
		arrival           int
	}
	describe := map[string]land{"Glacial Chasm": {chasm: true}, "Island": {units: uU}, "Swamp": {units: uB}, "Watery Grave": {units: uU | uB},
		"Darkslick Shores": {units: uU | uB, fast: true}, "Shipwreck Marsh": {units: uU | uB, slow: true}}
	parsed := make([]mana.Cost, len(costs))
	for ci, c := range costs {
		parsed[ci] = mana.MustParseCost(c)
	}
	checked, chasms := 0, 0
	for i := range int64(300) {
		side := Side(i & 1)
		g.play(side, i)
		var ls []land
		g.eachDealt(cfg.Turns, func(id uint16, arrival int) {
			if l, ok := describe[cd.Names[id]]; ok {
				l.arrival = arrival
				ls = append(ls, l)
			}
		})
		if len(ls) > 16 {
			continue
		}
		for _, l := range ls {
			if l.chasm && l.arrival <= cfg.Turns {
				chasms++
				break
			}
		}
		// A set of lands played: the Chasms among them make nothing and
		// are gone (the shock land pays its 2 life: never short here); the
		// fast land played on the turn is untapped beside two or fewer
		// other lands, the slow land beside two or more, the Chasms gone
		// not among them.
		first := bruteFirst(len(ls), func(l int) int { return ls[l].arrival }, cfg.Turns, len(costs), func(ci, set, extra int) bool {
			var kinds []landKind
			var board []int
			others := 0
			for l := range ls {
				if set&(1<<l) != 0 && !ls[l].chasm {
					others++
				}
			}
			for l := range ls {
				if l == extra && (ls[l].fast && others > 2 || ls[l].slow && others < 2) {
					continue
				}
				if (set&(1<<l) != 0 || l == extra) && !ls[l].chasm {
					kinds = append(kinds, landKind{colors: ls[l].units})
					board = append(board, 1)
				}
			}
			return payable(kinds, board, parsed[ci])
		})
		var got []int
		for ci := range costs {
			got = append(got, int(g.curve.first[g.curve.costOf[id(t, cd, parsed[ci].String())]]))
		}
		if !slices.Equal(got, first) {
			t.Fatalf("game %d (%v): first castable turns %v, the brute force's %v (%v)", i, side, got, first, costs)
		}
		checked += len(costs)
	}
	if checked < 2000 || chasms < 100 {
		t.Fatalf("%d comparisons, %d games with a Chasm dealt", checked, chasms)
	}
}

func TestEnterCostNoAllocs(t *testing.T) {
	for _, text := range []string{
		"4 Mox Diamond\n4 Glint Hawk\n4 Ornithopter\n4 Mox Opal\n10 Plains\n8 Island\n26 {1}{W}",
		"4 Glacial Chasm\n4 River of Tears\n8 Island\n8 Swamp\n36 {1}{U}{B}",
	} {
		cd := compileText(t, text, 0)
		g := newTestGame(t, cd, DefaultConfig())
		if allocs := gameAllocs(g, 200); allocs != 0 {
			t.Errorf("%q: %.2f allocations per game", text, allocs)
		}
	}
}
