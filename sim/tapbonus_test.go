package sim

import (
	"context"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// Hand-worked scenarios of the bonuses on tapping a permanent for mana
// (rules 605.1b and 605.4a; decks/tapping.go): each is what the board pays
// with the bonus permanent on the battlefield, and without it.

// Mana Reflection: a permanent tapped for mana produces twice as much of
// that mana. Two Forests and a Sol Ring make {G}{G}{G}{G} and eight {C};
// Birds of Paradise two of one colour ({W}{W}, not {W}{U}); a second
// Reflection doubles again; Nyxbloom Ancient triples.
func TestManaReflectionDoubles(t *testing.T) {
	const deck = "20 Forest\n10 Sol Ring\n10 Birds of Paradise\n20 Mana Reflection"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	g.onField(t, cd, "Sol Ring", 1)
	if !g.pays(t, "{2}{G}{G}") || g.pays(t, "{3}{G}{G}") {
		t.Fatalf("no Reflection: two Forests and a Sol Ring make %d", g.mana())
	}
	refl := g.onField(t, cd, "Mana Reflection", 1)
	if !g.pays(t, "{4}{G}{G}{G}{G}") || g.pays(t, "{4}{G}{G}{G}{G}{G}") || g.pays(t, "{9}") || !g.pays(t, "{8}") {
		t.Fatalf("Mana Reflection: %d mana; {4}{G}{G}{G}{G} %v, five {G} %v, {8} %v",
			g.mana(), g.pays(t, "{4}{G}{G}{G}{G}"), g.pays(t, "{4}{G}{G}{G}{G}{G}"), g.pays(t, "{8}"))
	}
	g.leave(uint16(refl))
	if g.mana() != 4 {
		t.Fatalf("Mana Reflection gone: %d mana, want 4", g.mana())
	}

	g2, cd2 := scenario(t, deck, DefaultConfig())
	g2.onField(t, cd2, "Birds of Paradise", 1)
	g2.onField(t, cd2, "Mana Reflection", 1)
	if !g2.pays(t, "{W}{W}") || g2.pays(t, "{W}{U}") || g2.pays(t, "{3}") {
		t.Fatalf("Birds under Mana Reflection: {W}{W} %v, {W}{U} %v (it makes two of one colour)", g2.pays(t, "{W}{W}"), g2.pays(t, "{W}{U}"))
	}
	g2.onField(t, cd2, "Mana Reflection", 1)
	if !g2.pays(t, "{U}{U}{U}{U}") || g2.pays(t, "{5}") || g2.pays(t, "{U}{U}{U}{W}") {
		t.Fatalf("Birds under two Reflections: four of one colour, got %d", g2.mana())
	}

	g3, cd3 := scenario(t, "40 Forest\n20 Nyxbloom Ancient", DefaultConfig())
	g3.onField(t, cd3, "Forest", 2)
	g3.onField(t, cd3, "Nyxbloom Ancient", 1)
	if !g3.pays(t, "{G}{G}{G}{G}{G}{G}") || g3.pays(t, "{7}") {
		t.Fatalf("two Forests under Nyxbloom Ancient: %d mana, want 6", g3.mana())
	}
}

// Leyline of Abundance: a creature tapped for mana adds an additional {G}
// (a land does not). Llanowar Elves and a Forest pay {G}{G}{G}, not four;
// Nissa, Who Shakes the World: a Forest adds an additional {G} (an Island
// does not): two Forests and an Island pay {G}{G}{G}{G}{U}, not six.
func TestAdditionalManaOnTapping(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n20 Llanowar Elves\n10 Leyline of Abundance\n10 Island", DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Llanowar Elves", 1)
	g.onField(t, cd, "Leyline of Abundance", 1)
	if !g.pays(t, "{G}{G}{G}") || g.pays(t, "{4}") {
		t.Fatalf("Elves and a Forest under Leyline of Abundance: %d mana, want 3", g.mana())
	}
	// A summoning-sick Elf makes nothing, Leyline or not.
	elves := id(t, cd, "Llanowar Elves")
	g.enter(uint16(elves), false, landPlay{})
	g.refreshVary()
	if g.mana() != 3 {
		t.Fatalf("a second Elf, summoning sick: %d mana, want 3", g.mana())
	}

	g2, cd2 := scenario(t, "20 Forest\n20 Island\n20 Nissa, Who Shakes the World", DefaultConfig())
	g2.onField(t, cd2, "Forest", 2)
	g2.onField(t, cd2, "Island", 1)
	if g2.mana() != 3 {
		t.Fatalf("no Nissa: %d mana", g2.mana())
	}
	g2.onField(t, cd2, "Nissa, Who Shakes the World", 1)
	if !g2.pays(t, "{G}{G}{G}{G}{U}") || g2.pays(t, "{6}") || g2.pays(t, "{G}{G}{G}{U}{U}") {
		t.Fatalf("two Forests and an Island under Nissa: %d mana, want {G}{G}{G}{G}{U}", g2.mana())
	}
}

// Manabarbs: each land tapped for mana deals 1 damage to its controller,
// which the life budget counts: at 20 life {R}{R} from two Mountains costs
// 2 life; at 2 life (1 payable) {R} pays and {R}{R} does not.
func TestManabarbsHurts(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n20 Manabarbs\n20 {3}", DefaultConfig())
	g.onField(t, cd, "Mountain", 2)
	g.onField(t, cd, "Manabarbs", 1)
	d := demandOf("{R}{R}")
	if !g.payFor(&d, 0, 0) || g.b.life != 18 {
		t.Fatalf("{R}{R} under Manabarbs at 20 life: life %d, want 18", g.b.life)
	}
	g.untap()
	g.b.life = 2
	if g.canPay(&d, 0, g.lifeBudget()) || g.payFor(&d, 0, 0) {
		t.Fatalf("{R}{R} under Manabarbs at 2 life: payable")
	}
	d1 := demandOf("{R}")
	if !g.payFor(&d1, 0, 0) || g.b.life != 1 {
		t.Fatalf("{R} under Manabarbs at 2 life: life %d, want 1", g.b.life)
	}
	// Two Manabarbs: 2 a land.
	g.untap()
	g.b.life = 20
	g.onField(t, cd, "Manabarbs", 1)
	if !g.payFor(&d, 0, 0) || g.b.life != 16 {
		t.Fatalf("{R}{R} under two Manabarbs: life %d, want 16", g.b.life)
	}
}

// Damping Sphere: a land tapped for two or more mana produces {C} instead.
// Ancient Tomb then pays {1} and not {2}, still for its 2 damage; a Forest
// is not damped.
func TestDampingSphere(t *testing.T) {
	g, cd := scenario(t, "20 Ancient Tomb\n20 Forest\n20 Damping Sphere", DefaultConfig())
	g.onField(t, cd, "Ancient Tomb", 1)
	g.onField(t, cd, "Forest", 1)
	if !g.pays(t, "{2}{G}") {
		t.Fatalf("Ancient Tomb and a Forest without the Sphere do not pay {2}{G}")
	}
	sphere := g.onField(t, cd, "Damping Sphere", 1)
	if !g.pays(t, "{1}{G}") || g.pays(t, "{2}{G}") || g.pays(t, "{G}{G}") {
		t.Fatalf("Ancient Tomb and a Forest under Damping Sphere: %d mana, want {C}{G}", g.mana())
	}
	d := demandOf("{1}{G}")
	if !g.payFor(&d, 0, 0) || g.b.life != 18 {
		t.Fatalf("{1}{G} with Ancient Tomb under the Sphere: life %d, want 18", g.b.life)
	}
	g.untap()
	g.leave(uint16(sphere))
	if !g.pays(t, "{2}{G}") {
		t.Fatalf("the Sphere gone: %d mana, want 3", g.mana())
	}
}

// A game of the tapping deck allocates nothing, and its games are the same
// played twice (the coin stream is the game's own).
func TestTappingGameAllocatesNothing(t *testing.T) {
	cd := compileText(t, tappingDeck, decks.Constructed)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
	cfg := DefaultConfig()
	cfg.Games = 2000
	var st [2]*Stats
	for k := range 2 {
		cfg.Workers = k + 1
		res, err := Run(context.Background(), cd, cfg, Options{})
		if err != nil {
			t.Fatal(err)
		}
		st[k] = res.Stats
	}
	if !st[0].Equal(st[1]) {
		t.Fatal("the counts differ between one worker and two")
	}
	if st[0].Sides[0].Turn[3].Life >= 20*st[0].Sides[0].Turn[3].Games {
		t.Fatalf("no life lost by turn 4 in %d games: the pain is not paid", st[0].Sides[0].Turn[3].Games)
	}
}

// Castle Garenbrig: {2}{G}{G}, {T}: add six {G}, spent only on creature
// spells (and creatures' abilities). Beside four Forests it pays Primeval
// Titan ({4}{G}{G}: the Forests pay the {2}{G}{G}, the six {G} the Titan)
// and not a noncreature {4}{G}{G} (five mana without the Castle's six).
func TestCastleGarenbrig(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n10 Castle Garenbrig\n15 Primeval Titan\n15 {4}{G}{G}", DefaultConfig())
	g.onField(t, cd, "Forest", 4)
	castle := g.onField(t, cd, "Castle Garenbrig", 1)
	titan := id(t, cd, "Primeval Titan")
	other := id(t, cd, "{4}{G}{G}")
	life := g.lifeBudget()
	if !g.canPay(&g.d.Cards[titan].Demand, 0, life) || g.canPay(&g.d.Cards[other].Demand, 0, life) {
		t.Fatalf("four Forests and Castle Garenbrig: Primeval Titan %v, a noncreature {4}{G}{G} %v",
			g.canPay(&g.d.Cards[titan].Demand, 0, life), g.canPay(&g.d.Cards[other].Demand, 0, life))
	}
	if !g.payFor(&g.d.Cards[titan].Demand, 0, 0) || g.b.tapped[castle] != 1 || !g.b.pool.IsEmpty() {
		t.Fatalf("Primeval Titan paid from the Castle: castle tapped %d, pool %s", g.b.tapped[castle], g.b.pool.String())
	}
}
