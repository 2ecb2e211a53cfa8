package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// Hand-worked scenarios of tokens with mana abilities (decks/tokens.go):
// who creates them and when, what they pay, and when the planner spends
// them.

// Strike It Rich ({R}: create a Treasure) beside one Mountain: the Mountain
// pays it, the Treasure that arrives pays {U} (any colour) once, and not
// {U}{U}; paying sacrifices it.
func TestTreasurePaysOneOfAnyColourOnce(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n10 Strike It Rich\n30 {U}", DefaultConfig())
	g.onField(t, cd, "Mountain", 1)
	strike := g.inHandNamed(t, cd, "Strike It Rich", 1)
	if !g.cast(strike, 0) {
		t.Fatal("Strike It Rich not cast from a Mountain")
	}
	treasure := id(t, cd, "Treasure")
	if g.b.field[treasure] != 1 {
		t.Fatalf("Strike It Rich resolved: %d Treasures, want 1", g.b.field[treasure])
	}
	if !g.pays(t, "{U}") || g.pays(t, "{U}{U}") || g.pays(t, "{1}{U}") {
		t.Fatalf("a Treasure (Mountain tapped): {U} %v, {U}{U} %v, {1}{U} %v; want only {U}",
			g.pays(t, "{U}"), g.pays(t, "{U}{U}"), g.pays(t, "{1}{U}"))
	}
	spell := g.inHandNamed(t, cd, "{U}", 1)
	if !g.cast(spell, 0) || g.b.field[treasure] != 0 || g.mana() != 0 {
		t.Fatalf("{U} from the Treasure: Treasures left %d, mana left %d; want it sacrificed", g.b.field[treasure], g.mana())
	}
	// Next turn: the Mountain again, the Treasure gone for good.
	g.untap()
	if g.mana() != 1 || g.pays(t, "{U}") {
		t.Fatalf("the turn after: %d mana, {U} %v; want the Mountain's {R} only", g.mana(), g.pays(t, "{U}"))
	}
}

// Nest Invader's Spawn (0/1, "sacrifice: add {C}") arrives with it and pays
// at once: the ability has no {T}, so summoning sickness does not stop it.
// Kozilek's Predator makes two; Writhing Chrysalis two as it is cast.
func TestEldraziSpawnOnEnterAndCast(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n4 Nest Invader\n4 Kozilek's Predator\n4 Writhing Chrysalis\n4 Mountain\n24 {2}", DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	invader := g.inHandNamed(t, cd, "Nest Invader", 1)
	spawn := id(t, cd, "Eldrazi Spawn")
	if !g.cast(invader, 0) || g.b.field[spawn] != 1 || g.b.fresh[spawn] != 1 {
		t.Fatalf("Nest Invader: %d Spawn (%d arrived this turn), want 1", g.b.field[spawn], g.b.fresh[spawn])
	}
	if !g.pays(t, "{1}") || g.pays(t, "{2}") || g.pays(t, "{G}") {
		t.Fatal("the Spawn makes {C} once, this turn: want {1} payable, {2} and {G} not")
	}
	// Four lands, Kozilek's Predator: two more Spawn, so {3} after it.
	g2, cd2 := scenario(t, "20 Forest\n4 Nest Invader\n4 Kozilek's Predator\n32 {2}", DefaultConfig())
	g2.onField(t, cd2, "Forest", 5)
	pred := g2.inHandNamed(t, cd2, "Kozilek's Predator", 1)
	if !g2.cast(pred, 0) || g2.b.field[id(t, cd2, "Eldrazi Spawn")] != 2 || !g2.pays(t, "{3}") || g2.pays(t, "{4}") {
		t.Fatalf("Kozilek's Predator from 5 Forests: want two Spawn and {3} (1 Forest + 2 Spawn) payable, {4} not")
	}
	// Writhing Chrysalis ({2}{R}{G}): its Spawn come as it is cast.
	g3, cd3 := scenario(t, "10 Forest\n10 Mountain\n4 Writhing Chrysalis\n36 {2}", DefaultConfig())
	g3.onField(t, cd3, "Forest", 2)
	g3.onField(t, cd3, "Mountain", 2)
	chry := g3.inHandNamed(t, cd3, "Writhing Chrysalis", 1)
	if !g3.cast(chry, 0) || g3.b.field[id(t, cd3, "Eldrazi Spawn")] != 2 || !g3.pays(t, "{2}") || g3.pays(t, "{3}") {
		t.Fatalf("Writhing Chrysalis: want two Spawn paying {2}, not {3}")
	}
}

// Big Score draws two and makes two Treasures; Deadly Dispute one.
func TestDrawSpellsMakeTreasures(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n10 Big Score\n30 {3}", DefaultConfig())
	g.onField(t, cd, "Mountain", 4)
	score := g.inHandNamed(t, cd, "Big Score", 1)
	hand := g.b.nhand
	if !g.cast(score, 0) || g.b.field[id(t, cd, "Treasure")] != 2 || g.b.nhand != hand+1 {
		t.Fatalf("Big Score: %d Treasures, hand %d -> %d; want 2 Treasures and two cards for it", g.b.field[id(t, cd, "Treasure")], hand, g.b.nhand)
	}
	if !g.pays(t, "{B}{G}") || g.pays(t, "{B}{G}{R}") {
		t.Fatal("two Treasures, the Mountains tapped: want {B}{G} and not three mana")
	}
}

// The planner sacrifices a Treasure only when it casts more (its written
// objective: mana value cast first, next turn's mana second). Two
// Mountains and a Treasure: with {1}{R} in hand the Treasure stays; with
// {2}{R} it pays; with {1}{R} and {R} it pays for both.
func TestTreasureSacrificedOnlyWhenItCastsMore(t *testing.T) {
	for _, tc := range []struct {
		hand      []string
		cast      int // spells cast
		treasures int // Treasures left
	}{
		{[]string{"{1}{R}"}, 1, 1},
		{[]string{"{2}{R}"}, 1, 0},
		{[]string{"{1}{R}", "{R}"}, 2, 0},
		{[]string{"{3}{R}"}, 0, 1},
	} {
		g, cd := scenario(t, "20 Mountain\n4 Strike It Rich\n9 {1}{R}\n9 {R}\n9 {2}{R}\n9 {3}{R}", DefaultConfig())
		g.onField(t, cd, "Mountain", 2)
		treasure := id(t, cd, "Treasure")
		g.enter(uint16(treasure), false, landPlay{})
		for _, n := range tc.hand {
			g.inHandNamed(t, cd, n, 1)
		}
		g.b.landPlayed = true
		out := g.mainNarrated()
		if g.b.spells != tc.cast || int(g.b.field[treasure]) != tc.treasures {
			t.Errorf("hand %v: cast %d, Treasures left %d; want %d and %d:\n%s", tc.hand, g.b.spells, g.b.field[treasure], tc.cast, tc.treasures, out)
		}
	}
}

// Tireless Provisioner's landfall makes a Treasure as each land enters (a
// fetch land and the land it finds: two).
func TestLandfallTreasure(t *testing.T) {
	g, cd := scenario(t, "10 Forest\n4 Evolving Wilds\n4 Tireless Provisioner\n42 {2}", DefaultConfig())
	g.onField(t, cd, "Tireless Provisioner", 1)
	treasure := id(t, cd, "Treasure")
	forest := g.inHandNamed(t, cd, "Forest", 1)
	g.playLand(uint16(forest), uint16(forest), landPlay{})
	if g.b.field[treasure] != 1 {
		t.Fatalf("a Forest played beside Tireless Provisioner: %d Treasures, want 1", g.b.field[treasure])
	}
	g.b.landPlayed = false
	wilds := g.inHandNamed(t, cd, "Evolving Wilds", 1)
	g.playLand(uint16(wilds), uint16(wilds), landPlay{})
	if g.b.field[treasure] != 3 {
		t.Fatalf("Evolving Wilds and the Forest it finds: %d Treasures, want 3", g.b.field[treasure])
	}
}

// Goldspan Dragon (haste) attacks the turn it arrives: a Treasure. One
// that cannot attack (tapped) makes none.
func TestGoldspanAttackTreasure(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n4 Goldspan Dragon\n36 {2}", DefaultConfig())
	dragon := g.inHandNamed(t, cd, "Goldspan Dragon", 1)
	g.enter(uint16(dragon), false, landPlay{}) // (cast this turn: hasty)
	g.combat()
	treasure := id(t, cd, "Treasure")
	if g.b.field[treasure] != 1 || g.b.opp != 16 {
		t.Fatalf("Goldspan Dragon attacks: %d Treasures, opponent at %d; want 1 and 16", g.b.field[treasure], g.b.opp)
	}
	g.b.tapped[dragon]++
	g.combat()
	if g.b.field[treasure] != 1 {
		t.Fatalf("a tapped Dragon does not attack: %d Treasures, want 1", g.b.field[treasure])
	}
}

// Games with token makers allocate nothing, and tokens are no cards of
// the library: no castability rows, no copies.
func TestTokenGamesAllocateNothing(t *testing.T) {
	cd := compileText(t, "16 Mountain\n6 Forest\n4 Strike It Rich\n4 Big Score\n4 Nest Invader\n4 Kozilek's Predator\n4 Tireless Provisioner\n4 Goldspan Dragon\n14 {2}{R}", decks.Constructed)
	treasure := id(t, cd, "Treasure")
	if cd.Copies[treasure] != 0 || cd.Cards[treasure].Castable {
		t.Fatalf("the Treasure token: %d copies, castable %v", cd.Copies[treasure], cd.Cards[treasure].Castable)
	}
	g := newTestGame(t, cd, DefaultConfig())
	i := int64(0)
	made, spawn := 0, id(t, cd, "Eldrazi Spawn")
	allocs := testing.AllocsPerRun(200, func() {
		g.play(Side(i%2), i)
		made += int(g.b.field[treasure]) + int(g.b.field[spawn])
		i++
	})
	if allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
	if made == 0 {
		t.Error("no token on any battlefield at the end of 200 games")
	}
}

// Goldspan Dragon gives Treasures "{T}, sacrifice: add two mana of any one
// color": a Treasure beside it pays {U}{U} (not {U}{R}: one colour), and
// only {U} once the Dragon is gone.
func TestGoldspanTreasuresMakeTwo(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n4 Goldspan Dragon\n4 Strike It Rich\n32 {2}", DefaultConfig())
	treasure := id(t, cd, "Treasure")
	g.enter(uint16(treasure), false, landPlay{})
	if !g.pays(t, "{U}") || g.pays(t, "{U}{U}") {
		t.Fatal("a Treasure alone: want {U}, not {U}{U}")
	}
	dragon := g.onField(t, cd, "Goldspan Dragon", 1)
	if !g.pays(t, "{U}{U}") || g.pays(t, "{U}{R}") || g.pays(t, "{U}{U}{U}") {
		t.Fatalf("a Treasure beside Goldspan Dragon: {U}{U} %v, {U}{R} %v, {U}{U}{U} %v; want only {U}{U}",
			g.pays(t, "{U}{U}"), g.pays(t, "{U}{R}"), g.pays(t, "{U}{U}{U}"))
	}
	spell := g.inHandNamed(t, cd, "{2}", 1)
	if !g.cast(spell, 0) || g.b.field[treasure] != 0 {
		t.Fatal("{2} from the Treasure beside the Dragon: want it paid and the Treasure sacrificed")
	}
	g.enter(uint16(treasure), false, landPlay{})
	g.leave(uint16(dragon))
	if !g.pays(t, "{U}") || g.pays(t, "{U}{U}") {
		t.Fatal("the Dragon gone: the Treasure makes one mana again")
	}
}

// Ragavan attacks and deals combat damage: a Treasure. Professional
// Face-Breaker makes one a combat in which creatures deal damage (itself
// or another), none when nothing attacks.
func TestCombatDamageTreasures(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n4 Ragavan, Nimble Pilferer\n4 Professional Face-Breaker\n4 Grizzly Bears\n28 {2}", DefaultConfig())
	g.onField(t, cd, "Ragavan, Nimble Pilferer", 1)
	treasure := id(t, cd, "Treasure")
	g.combat()
	if g.b.field[treasure] != 1 || g.b.opp != 18 {
		t.Fatalf("Ragavan attacks: %d Treasures, opponent %d; want 1 and 18", g.b.field[treasure], g.b.opp)
	}
	g2, cd2 := scenario(t, "20 Mountain\n4 Ragavan, Nimble Pilferer\n4 Professional Face-Breaker\n4 Grizzly Bears\n28 {2}", DefaultConfig())
	fb := g2.inHandNamed(t, cd2, "Professional Face-Breaker", 1)
	g2.enter(uint16(fb), false, landPlay{}) // summoning sick: it does not attack
	t2 := id(t, cd2, "Treasure")
	g2.combat()
	if g2.b.field[t2] != 0 {
		t.Fatalf("no attack: %d Treasures, want none", g2.b.field[t2])
	}
	g2.onField(t, cd2, "Grizzly Bears", 1) // (the untap ends the Face-Breaker's sickness too)
	g2.combat()
	if g2.b.field[t2] != 1 || g2.b.opp != 20-4 {
		t.Fatalf("Face-Breaker and a Bear attack: %d Treasures, opponent %d; want one Treasure, 4 damage", g2.b.field[t2], g2.b.opp)
	}
}
