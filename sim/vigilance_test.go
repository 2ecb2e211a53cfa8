package sim

import "testing"

// tapByHand taps one untapped copy of permanent id, as a payment would.
func (g *game) tapByHand(id int) {
	if k := g.kindOf(id); k >= 0 {
		g.b.src.RemoveKind(k, 1)
	}
	g.b.tapped[id]++
}

// A creature with vigilance tapped before combat still attacks (Serra
// Angel, 4); one without does not (Llanowar Elves); with a creature with
// haste arrived this turn (Goblin Guide), the tapped Angel does not either
// (the lower bound): only the Guide's 2.
func TestVigilanceAttacksThoughTapped(t *testing.T) {
	text := "4 Serra Angel\n4 Llanowar Elves\n4 Goblin Guide\n20 Plains\n28 {9}"
	g, cd := scenario(t, text, DefaultConfig())
	angel := g.onField(t, cd, "Serra Angel", 1)
	elves := g.onField(t, cd, "Llanowar Elves", 1)
	g.tapByHand(angel)
	g.tapByHand(elves)
	opp := g.b.opp
	g.combat()
	if opp-g.b.opp != 4 {
		t.Fatalf("tapped Angel and Elves: %d damage, want the Angel's 4", opp-g.b.opp)
	}
	guide := id(t, cd, "Goblin Guide")
	g.enter(uint16(guide), false, landPlay{})
	opp = g.b.opp
	g.combat()
	if opp-g.b.opp != 2 {
		t.Fatalf("with Goblin Guide arrived: %d damage, want its 2 alone", opp-g.b.opp)
	}
}

// Esika gives the other legendary creatures vigilance: Kinnan tapped for
// the mana Esika gives it attacks for 2 beside Esika (tapped too, her own
// vigilance: 1); without Esika, a tapped Kinnan does not attack.
func TestEsikaGivesVigilance(t *testing.T) {
	text := "4 Esika, God of the Tree // The Prismatic Bridge\n4 Kinnan, Bonder Prodigy\n20 Forest\n32 {9}"
	g, cd := scenario(t, text, DefaultConfig())
	esika := g.onField(t, cd, "Esika, God of the Tree // The Prismatic Bridge", 1)
	kinnan := g.onField(t, cd, "Kinnan, Bonder Prodigy", 1)
	g.tapByHand(esika)
	g.tapByHand(kinnan)
	opp := g.b.opp
	g.combat()
	if opp-g.b.opp != 3 {
		t.Fatalf("Esika and Kinnan tapped: %d damage, want 3", opp-g.b.opp)
	}
	g2, cd2 := scenario(t, text, DefaultConfig())
	k2 := g2.onField(t, cd2, "Kinnan, Bonder Prodigy", 1)
	g2.tapByHand(k2)
	opp = g2.b.opp
	g2.combat()
	if opp != g2.b.opp {
		t.Fatalf("Kinnan tapped without Esika: %d damage, want none", opp-g2.b.opp)
	}
}

func TestVigilanceNoAllocs(t *testing.T) {
	cd := compileText(t, "4 Esika, God of the Tree // The Prismatic Bridge\n4 Kinnan, Bonder Prodigy\n4 Serra Angel\n4 Goblin Guide\n4 Springleaf Drum\n10 Forest\n10 Plains\n20 {1}{G}", 0)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
}
