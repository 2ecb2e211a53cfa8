package sim

import "testing"

// Knight of the Reliquary as the main phase begins: beside a Forest and a
// Plains, with {U} in hand, it takes the Forest or Plains for an Island
// (the {U} castable after, not before) and is tapped (it does not attack);
// with {G} in hand instead, nothing: the swap casts no more; with Ancient
// Tomb in the library, it takes a land for the Tomb ({C}{C}: more mana).
func TestKnightOfTheReliquarySwapsForMore(t *testing.T) {
	g, cd := scenario(t, "4 Knight of the Reliquary\n8 Forest\n8 Plains\n4 Island\n36 {U}", DefaultConfig())
	knight := g.onField(t, cd, "Knight of the Reliquary", 1)
	forest := g.onField(t, cd, "Forest", 1)
	plains := g.onField(t, cd, "Plains", 1)
	island := id(t, cd, "Island")
	g.inHandNamed(t, cd, "{U}", 1)
	g.sacrificeSearches()
	if g.b.field[island] != 1 || g.b.field[forest]+g.b.field[plains] != 1 || g.b.tapped[knight] != 1 || g.b.lands != 2 || !g.pays(t, "{U}") {
		t.Fatalf("{U} in hand: Island %d, Forest %d, Plains %d, Knight tapped %d, lands %d; want a land swapped for the Island", g.b.field[island], g.b.field[forest], g.b.field[plains], g.b.tapped[knight], g.b.lands)
	}
	g2, cd2 := scenario(t, "4 Knight of the Reliquary\n8 Forest\n8 Plains\n4 Island\n36 {G}", DefaultConfig())
	k2 := g2.onField(t, cd2, "Knight of the Reliquary", 1)
	g2.onField(t, cd2, "Forest", 1)
	g2.onField(t, cd2, "Plains", 1)
	g2.inHandNamed(t, cd2, "{G}", 1)
	g2.sacrificeSearches()
	if g2.b.field[id(t, cd2, "Island")] != 0 || g2.b.tapped[k2] != 0 {
		t.Fatalf("{G} in hand: Island %d, Knight tapped %d; want no search", g2.b.field[id(t, cd2, "Island")], g2.b.tapped[k2])
	}
	g3, cd3 := scenario(t, "4 Knight of the Reliquary\n8 Forest\n8 Plains\n4 Ancient Tomb\n36 {G}", DefaultConfig())
	g3.onField(t, cd3, "Knight of the Reliquary", 1)
	g3.onField(t, cd3, "Forest", 1)
	g3.onField(t, cd3, "Plains", 1)
	g3.sacrificeSearches()
	if tomb := id(t, cd3, "Ancient Tomb"); g3.b.field[tomb] != 1 || g3.mana() != 3 {
		t.Fatalf("Ancient Tomb in the library: Tomb %d, mana %d; want a land for the Tomb, 3 mana", g3.b.field[tomb], g3.mana())
	}
	// Summoning sick: no search.
	g4, cd4 := scenario(t, "4 Knight of the Reliquary\n8 Forest\n8 Plains\n4 Ancient Tomb\n36 {G}", DefaultConfig())
	g4.onField(t, cd4, "Forest", 1)
	k4 := id(t, cd4, "Knight of the Reliquary")
	g4.enter(uint16(k4), false, landPlay{})
	g4.sacrificeSearches()
	if g4.b.field[id(t, cd4, "Ancient Tomb")] != 0 {
		t.Fatalf("a summoning-sick Knight searched")
	}
}

func TestSacrificeSearchNoAllocs(t *testing.T) {
	cd := compileText(t, "4 Knight of the Reliquary\n8 Forest\n6 Plains\n4 Savannah\n2 Ancient Tomb\n36 {1}{G}{W}", 0)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
}
