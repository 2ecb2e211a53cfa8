package sim

import (
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// A spell whose additional cost sacrifices a creature is cast only with
// one: Culling the Weak ({B}: add {B}{B}{B}{B}) with a Swamp and no
// creature is not cast; beside a Grizzly Bears (2/2) and a Craw Wurm
// (6/4) it sacrifices the Bears (the least power) and adds four {B}.
// Sacrifice ({B}: {B} for each point of the creature's mana value) takes
// the Wurm instead (mana value 6, the most mana): six {B}. Village Rites
// with no creature is not cast either.
func TestSacrificeAsAdditionalCost(t *testing.T) {
	const deck = "20 Swamp\n4 Culling the Weak\n4 Sacrifice\n4 Village Rites\n8 Grizzly Bears\n8 Craw Wurm\n12 {B}{B}{B}{B}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Swamp", 2)
	culling := g.inHandNamed(t, cd, "Culling the Weak", 1)
	rites := g.inHandNamed(t, cd, "Village Rites", 1)
	if g.cast(culling, 0) || g.cast(rites, 0) || g.b.pool.Total() != 0 || g.mana() != 2 {
		t.Fatal("cast with no creature to sacrifice")
	}
	bears := g.onField(t, cd, "Grizzly Bears", 1)
	wurm := g.onField(t, cd, "Craw Wurm", 1)
	if !g.cast(culling, 0) || g.b.field[bears] != 0 || g.b.field[wurm] != 1 || g.b.pool.Total() != 4 {
		t.Fatalf("Culling the Weak: Bears %d, Wurm %d, pool %s; want the Bears sacrificed, {B}{B}{B}{B}",
			g.b.field[bears], g.b.field[wurm], g.b.pool.String())
	}
	g.emptyPool("test")
	g.onField(t, cd, "Grizzly Bears", 1)
	sac := g.inHandNamed(t, cd, "Sacrifice", 1)
	if !g.cast(sac, 0) || g.b.field[wurm] != 0 || g.b.field[bears] != 1 || g.b.pool.Total() != 6 || g.b.pool.String() != "{B}{B}{B}{B}{B}{B}" {
		t.Fatalf("Sacrifice: Bears %d, Wurm %d, pool %s; want the Wurm sacrificed, six {B}",
			g.b.field[bears], g.b.field[wurm], g.b.pool.String())
	}
}

// Metamorphosis ({G}, sacrifice a creature: 1 plus its mana value of one
// colour, for creature spells only): a Forest and a Craw Wurm make seven
// {G} (the colour the hand's Wurm asks) for creature spells, which pay a
// {6}{G} creature and
// not a {1} sorcery; the planner casts it so (the Wurm's value).
func TestMetamorphosisForCreatures(t *testing.T) {
	const deck = "20 Forest\n4 Metamorphosis\n12 Craw Wurm\n24 {1}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	wurm := g.onField(t, cd, "Craw Wurm", 1)
	meta := g.inHandNamed(t, cd, "Metamorphosis", 1)
	g.inHandNamed(t, cd, "Craw Wurm", 1) // (its {G}{G}: the colour chosen)
	if !g.cast(meta, 0) || g.b.field[wurm] != 0 || g.b.pool.Total() != 7 || g.b.pool.String() != strings.Repeat("{G:creature}", 7) {
		t.Fatalf("Metamorphosis: Wurm %d, pool %s; want it sacrificed, seven {G}", g.b.field[wurm], g.b.pool.String())
	}
	creature := mana.NewDemand(mana.MustParseCost("{6}{G}"), mana.ForCreatureSpell)
	other := mana.NewDemand(mana.MustParseCost("{1}"), mana.ForSpell)
	if !mana.CanPay(&creature, 0, &g.b.pool, &g.b.src, 0) || mana.CanPay(&other, 0, &g.b.pool, &g.b.src, 0) {
		t.Fatal("Metamorphosis's mana: want it for creature spells only")
	}

	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Craw Wurm", 1)
	meta = g.inHandNamed(t, cd, "Metamorphosis", 1)
	inHand := g.inHandNamed(t, cd, "Craw Wurm", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[meta] != 0 || g.b.hand[inHand] != 0 {
		t.Fatalf("the planner: Metamorphosis in hand %d, Wurm %d; want both cast:\n%s", g.b.hand[meta], g.b.hand[inHand], out)
	}
}

// Games of a deck with sacrifice costs allocate nothing, and sacrifice.
func TestSacrificeCostGamesAllocateNothing(t *testing.T) {
	cd := compileText(t, "18 Swamp\n4 Culling the Weak\n4 Sacrifice\n4 Village Rites\n12 Dauthi Marauder\n8 Dark Hatchling\n10 {3}{B}{B}", 0)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
	used := false
	for _, s := range g.stats.Sides {
		for turn := range s.Turn {
			used = used || s.Card[turn*len(cd.Cards)+id(t, cd, "Sacrifice")].Cast > 0
		}
	}
	if !used {
		t.Error("Sacrifice never cast")
	}
}
