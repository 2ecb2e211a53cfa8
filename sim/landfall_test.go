package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// Hand-worked scenarios of the triggers as a permanent enters
// (decks/landfall.go): landfall's mana in the pool, Omnath's turn count,
// Amulet of Vigor's untap.

// Lotus Cobra and a Forest; a Forest is played: its landfall puts one mana
// of the colour the hand needs ({U}) into the pool, so the two Forests and
// it pay {1}{U}{G} this phase, but not {1}{U}{U} nor {2}{U}{G}. The mana is
// lost when the pool empties.
func TestLotusCobraLandfall(t *testing.T) {
	deck := "20 Forest\n4 Lotus Cobra\n4 Evolving Wilds\n16 {1}{U}{G}\n16 {1}{U}{U}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 1) // (before the Cobra: no landfall)
	g.onField(t, cd, "Lotus Cobra", 1)
	g.inHandNamed(t, cd, "{1}{U}{G}", 1)
	forest := g.inHandNamed(t, cd, "Forest", 1)
	g.playLand(uint16(forest), uint16(forest), landPlay{})
	if g.b.pool.Total() != 1 || g.b.pool.Count(mana.MakeUnit(mana.U, false, mana.Unrestricted)) != 1 {
		t.Fatalf("Lotus Cobra's landfall: pool %s, want {U}", g.b.pool.String())
	}
	if !g.pays(t, "{1}{U}{G}") || g.pays(t, "{1}{U}{U}") || g.pays(t, "{2}{U}{G}") {
		t.Fatalf("two Forests and {U} floating: {1}{U}{G} %v, {1}{U}{U} %v, {2}{U}{G} %v; want only the first",
			g.pays(t, "{1}{U}{G}"), g.pays(t, "{1}{U}{U}"), g.pays(t, "{2}{U}{G}"))
	}
	g.emptyPool("precombat main phase")
	if g.b.lost != 1 || g.pays(t, "{U}") {
		t.Fatalf("the pool emptied: %d mana lost, {U} payable %v; want 1 lost and no {U}", g.b.lost, g.pays(t, "{U}"))
	}
	// A fetch land is two landfalls: itself, and the land it finds.
	g2, cd2 := scenario(t, deck, DefaultConfig())
	g2.onField(t, cd2, "Lotus Cobra", 1)
	wilds := g2.inHandNamed(t, cd2, "Evolving Wilds", 1)
	g2.playLand(uint16(wilds), uint16(wilds), landPlay{})
	if g2.b.pool.Total() != 2 {
		t.Fatalf("Evolving Wilds beside Lotus Cobra: pool %s, want two mana", g2.b.pool.String())
	}
}

// The planner uses the landfall mana: Lotus Cobra, two Forests on the
// battlefield, a Forest and a {2}{U}{G} in hand: the land drop and the
// four mana cast it.
func TestPlannerCastsWithLandfallMana(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n4 Lotus Cobra\n36 {2}{U}{G}", DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	g.onField(t, cd, "Lotus Cobra", 1)
	g.inHandNamed(t, cd, "Forest", 1)
	spell := g.inHandNamed(t, cd, "{2}{U}{G}", 1)
	out := g.mainNarrated()
	if g.b.castTurn[spell] != 1 {
		t.Fatalf("want the Forest, then {2}{U}{G} with Lotus Cobra's {U}:\n%s", out)
	}
}

// Omnath, Locus of Creation: the first landfall of a turn gains 4 life, the
// second adds {R}{G}{W}{U}, the third deals 4 damage to the opponent; the
// next turn counts from the first again.
func TestOmnathLandfallByTheTime(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n4 Omnath, Locus of Creation\n36 {2}", DefaultConfig())
	g.onField(t, cd, "Omnath, Locus of Creation", 1)
	if !g.b.pool.IsEmpty() {
		t.Fatal("mana before any landfall")
	}
	forest := uint16(id(t, cd, "Forest"))
	life, opp := g.b.life, g.b.opp
	g.enter(forest, false, landPlay{})
	if g.b.life != life+4 || !g.b.pool.IsEmpty() {
		t.Fatalf("first landfall: life %d -> %d, pool %s; want 4 life, no mana", life, g.b.life, g.b.pool.String())
	}
	g.enter(forest, false, landPlay{})
	if g.b.pool.Total() != 4 || !g.pays(t, "{R}{G}{W}{U}") || g.pays(t, "{R}{R}") || g.b.life != life+4 {
		t.Fatalf("second landfall: pool %s, want {R}{G}{W}{U} and no more life", g.b.pool.String())
	}
	g.enter(forest, false, landPlay{})
	if g.b.opp != opp-4 || g.b.pool.Total() != 4 {
		t.Fatalf("third landfall: opponent %d -> %d, want 4 damage and no mana", opp, g.b.opp)
	}
	g.enter(forest, false, landPlay{})
	if g.b.opp != opp-4 || g.b.life != life+4 || g.b.pool.Total() != 4 {
		t.Fatal("a fourth landfall does nothing")
	}
	g.emptyPool("main phase")
	g.playTurn(4)
	g.enter(forest, false, landPlay{})
	if g.b.pool.Total() != 0 {
		t.Fatalf("the next turn's first landfall made mana: pool %s", g.b.pool.String())
	}
}

// Amulet of Vigor: a land that enters tapped (Thornwood Falls) is untapped
// at once; a bounce land (Simic Growth Chamber) enters untapped, so its
// {G}{U} is there the turn it is played, and it returns a Forest (tapped
// for {G} first): four mana from one Forest and the Chamber. Without the
// Amulet, the Chamber's turn makes only the Forest's {G}.
func TestAmuletOfVigorUntaps(t *testing.T) {
	deck := "10 Forest\n10 Simic Growth Chamber\n10 Thornwood Falls\n4 Amulet of Vigor\n26 {2}{U}{G}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Amulet of Vigor", 1)
	falls := g.inHandNamed(t, cd, "Thornwood Falls", 1)
	g.playLand(uint16(falls), uint16(falls), landPlay{})
	if g.b.tapped[falls] != 0 || !g.pays(t, "{U}") {
		t.Fatal("Thornwood Falls beside Amulet of Vigor: want it untapped, paying {U}")
	}
	g2, cd2 := scenario(t, deck, DefaultConfig())
	g2.onField(t, cd2, "Amulet of Vigor", 1)
	forest := g2.onField(t, cd2, "Forest", 1)
	chamber := g2.inHandNamed(t, cd2, "Simic Growth Chamber", 1)
	g2.playLand(uint16(chamber), uint16(chamber), landPlay{float: true})
	if g2.b.field[forest] != 0 || g2.b.hand[forest] != 1 || g2.b.tapped[chamber] != 0 {
		t.Fatalf("Growth Chamber with Amulet: Forest on the battlefield %d, in hand %d, Chamber tapped %d; want the Forest returned, the Chamber untapped",
			g2.b.field[forest], g2.b.hand[forest], g2.b.tapped[chamber])
	}
	if !g2.pays(t, "{G}{G}{U}") || g2.pays(t, "{G}{G}{U}{U}") {
		t.Fatalf("the Forest's floated {G} and the Chamber's {G}{U}: pool %s; want {G}{G}{U} payable, not four", g2.b.pool.String())
	}
	g3, cd3 := scenario(t, deck, DefaultConfig())
	g3.onField(t, cd3, "Forest", 1)
	chamber3 := g3.inHandNamed(t, cd3, "Simic Growth Chamber", 1)
	g3.playLand(uint16(chamber3), uint16(chamber3), landPlay{float: true})
	if g3.b.tapped[chamber3] != 1 || !g3.pays(t, "{G}") || g3.pays(t, "{G}{G}") {
		t.Fatalf("Growth Chamber without Amulet: want it tapped and only the Forest's floated {G}")
	}
}

// Games of decks with these triggers allocate nothing.
func TestLandfallGamesAllocateNothing(t *testing.T) {
	for _, text := range []string{
		"18 Forest\n4 Misty Rainforest\n4 Lotus Cobra\n4 Omnath, Locus of Creation\n4 Tireless Provisioner\n26 {1}{G}",
		"12 Forest\n8 Simic Growth Chamber\n4 Thornwood Falls\n4 Amulet of Vigor\n32 {2}{G}",
	} {
		cd := compileText(t, text, 0)
		g := newTestGame(t, cd, DefaultConfig())
		if allocs := gameAllocs(g, 200); allocs != 0 {
			t.Errorf("%q: %.2f allocations per game", text, allocs)
		}
	}
}

// Kinnan, Bonder Prodigy: a nonland permanent tapped for mana adds one
// more of a type it produced. Beside a Forest, Llanowar Elves and Sol
// Ring: the Forest {G} (a land: no bonus), the Elves {G}{G}, the Ring
// {C}{C}{C}: {3}{G}{G}{G} and not {4}{G}{G}{G}; a Treasure makes two, a
// Spawn (sacrificed, not tapped) one. Without Kinnan, four.
func TestKinnanBonus(t *testing.T) {
	deck := "20 Forest\n4 Kinnan, Bonder Prodigy\n4 Llanowar Elves\n4 Sol Ring\n4 Strike It Rich\n4 Nest Invader\n20 {2}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Llanowar Elves", 1)
	g.onField(t, cd, "Sol Ring", 1)
	if g.mana() != 4 || !g.pays(t, "{2}{G}{G}") || g.pays(t, "{3}{G}{G}") {
		t.Fatalf("without Kinnan: %d mana, want 4", g.mana())
	}
	kinnan := g.onField(t, cd, "Kinnan, Bonder Prodigy", 1)
	if !g.pays(t, "{3}{G}{G}{G}") || g.pays(t, "{4}{G}{G}{G}") || g.pays(t, "{2}{G}{G}{G}{G}") {
		t.Fatalf("Kinnan beside Forest, Elves, Sol Ring: %d mana; want {3}{G}{G}{G} payable, not {4}{G}{G}{G} nor four {G}", g.mana())
	}
	g.leave(uint16(kinnan))
	g.enter(uint16(id(t, cd, "Treasure")), false, landPlay{})
	g.enter(uint16(id(t, cd, "Eldrazi Spawn")), false, landPlay{})
	base := g.mana()
	g.enter(uint16(kinnan), false, landPlay{})
	if got := g.mana() - base; got != 3 {
		t.Fatalf("Kinnan arrives: %d more mana, want 3 (Elves 1, Sol Ring 1, Treasure 1, Spawn 0)", got)
	}
}

// A deck with every trigger of these families plays the same counts with
// 1 and 3 workers (tokens, pool mana and Omnath's count live in the board
// and the game's own streams).
func TestTriggersDeterminism(t *testing.T) {
	cd := compileText(t, triggersDeck, 0)
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Workers = 2000, 8, 1
	want := runStats(t, cd, cfg)
	cfg.Workers = 3
	if got := runStats(t, cd, cfg); !got.Equal(want) {
		t.Error("3 workers give other counts than 1")
	}
}
