package sim

import "testing"

// Nissa's second landfall in a turn reveals until an Elf or Elemental:
// with the library's top fixed by hand (Forest, Island, Llanowar Elves),
// the Elves go into the hand and the two lands to the bottom, in that
// order; the first landfall reveals nothing; a third nothing either.
func TestNissaSecondLandfallReveals(t *testing.T) {
	g, cd := scenario(t, "4 Nissa, Resurgent Animist\n4 Llanowar Elves\n16 Forest\n16 Island\n20 {9}", DefaultConfig())
	nissa := g.onField(t, cd, "Nissa, Resurgent Animist", 1)
	elves, forest, island := id(t, cd, "Llanowar Elves"), id(t, cd, "Forest"), id(t, cd, "Island")
	g.top[0], g.top[1], g.top[2], g.ntop = uint16(elves), uint16(island), uint16(forest), 3 // (drawn last to first)
	g.b.hand[forest] += 3
	g.b.nhand += 3
	g.playLand(uint16(forest), uint16(forest), landPlay{})
	if g.b.hand[elves] != 0 || g.ntop != 3 || g.b.pool.Total() != 1 {
		t.Fatalf("first landfall: Elves in hand %d, top %d, pool %s; want the mana only", g.b.hand[elves], g.ntop, g.b.pool.String())
	}
	g.b.landPlayed = false
	g.playLand(uint16(forest), uint16(forest), landPlay{})
	if g.b.hand[elves] != 1 || g.ntop != 0 || g.nbot != 2 || g.bot[0] != uint16(forest) || g.bot[1] != uint16(island) || g.b.pool.Total() != 2 {
		t.Fatalf("second landfall: Elves in hand %d, top %d, bottom %v, pool %s; want the Elves, Forest then Island at the bottom", g.b.hand[elves], g.ntop, g.bot[:g.nbot], g.b.pool.String())
	}
	g.b.landPlayed = false
	hand := g.b.nhand
	g.playLand(uint16(forest), uint16(forest), landPlay{})
	if g.b.nhand != hand-1 || g.nbot != 2 {
		t.Fatalf("third landfall: hand %d (from %d), bottom %d; want nothing revealed", g.b.nhand, hand, g.nbot)
	}
	_ = nissa
}

func TestLandfallRevealNoAllocs(t *testing.T) {
	cd := compileText(t, "4 Nissa, Resurgent Animist\n4 Llanowar Elves\n4 Elvish Mystic\n4 Fabled Passage\n12 Forest\n6 Mountain\n26 {1}{G}", 0)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
}
