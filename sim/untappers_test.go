package sim

import "testing"

// Sculptor of Winter untaps a snow land: beside a Forest and a
// Snow-Covered Forest it untaps the snow one for one {G} more (three mana,
// {2}{G} paid and not {3}{G}); beside two Forests it has nothing to untap
// (two mana); summoning sick, it untaps nothing.
func TestSculptorUntapsSnowLand(t *testing.T) {
	deck := "12 Forest\n12 Snow-Covered Forest\n4 Sculptor of Winter\n32 {5}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	g.onField(t, cd, "Sculptor of Winter", 1)
	if g.mana() != 2 {
		t.Fatalf("two Forests and Sculptor of Winter: %d mana, want 2 (no snow land)", g.mana())
	}
	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Snow-Covered Forest", 1)
	g.enter(uint16(id(t, cd, "Sculptor of Winter")), false, landPlay{})
	if g.mana() != 2 {
		t.Fatalf("a Sculptor of Winter that just arrived: %d mana, want the lands' 2", g.mana())
	}
	g.untap()
	if g.mana() != 3 || !g.pays(t, "{2}{G}") || g.pays(t, "{3}{G}") {
		t.Fatalf("Sculptor beside a Forest and a Snow-Covered Forest: %d mana (want 3); {2}{G} %v, {3}{G} %v", g.mana(), g.pays(t, "{2}{G}"), g.pays(t, "{3}{G}"))
	}
}

// Beside Arbor Elf, Sculptor of Winter is no untapper (reported by
// Compile): Arbor Elf untaps the Snow-Covered Forest (a Forest), the
// Sculptor nothing, so the three make two mana, not three.
func TestMixedUntappersPlayOne(t *testing.T) {
	deck := "12 Forest\n4 Arbor Elf\n4 Sculptor of Winter\n12 Snow-Covered Forest\n28 {5}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Snow-Covered Forest", 1)
	g.onField(t, cd, "Arbor Elf", 1)
	g.onField(t, cd, "Sculptor of Winter", 1)
	g.untap()
	// The land's {G}, and its {G} again by the Elf's untap.
	if g.mana() != 2 {
		t.Fatalf("a Snow-Covered Forest, Arbor Elf, Sculptor of Winter: %d mana, want 2", g.mana())
	}
}

// A deck of snow untappers plays without allocating.
func TestUntappersAllocs(t *testing.T) {
	cd := compileText(t, "10 Snow-Covered Forest\n8 Snow-Covered Island\n4 Forest\n4 Sculptor of Winter\n2 Maze of Ith\n"+
		"2 Ebony Horse\n8 Llanowar Elves\n12 {2}{G}\n10 {3}{G}{U}", DefaultConfig().Format)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Fatalf("%v allocations a game, want 0", allocs)
	}
}
