package sim

import "testing"

// Purphoros ({3}{R}, 6/5) is a creature only while devotion to red is five
// or more. Beside three Goblin Guides ({R}, 2/2, haste) devotion is four:
// the Guides attack for 6 and Purphoros not at all; a fourth Guide makes
// five, and Purphoros attacks too: 8 + 6.
func TestGodAttacksOnlyWithDevotion(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n4 Purphoros, God of the Forge\n4 Goblin Guide\n32 Lightning Bolt", DefaultConfig())
	g.onField(t, cd, "Purphoros, God of the Forge", 1)
	g.onField(t, cd, "Goblin Guide", 3)
	opp := g.b.opp
	g.combat()
	if got := opp - g.b.opp; got != 6 {
		t.Fatalf("devotion 4: the attack dealt %d, want 6 (Purphoros is no creature)", got)
	}
	g.onField(t, cd, "Goblin Guide", 1) // (untaps the attackers too)
	opp = g.b.opp
	g.combat()
	if got := opp - g.b.opp; got != 14 {
		t.Fatalf("devotion 5: the attack dealt %d, want 8 + 6", got)
	}
}

// Klothys ({1}{R}{G}, 4/5) needs seven red and green symbols together:
// itself (2) and four Goblin Guides (4) make six, so only the Guides
// attack; a second Klothys makes eight, and both gods attack.
func TestGodOfTwoColours(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n4 Klothys, God of Destiny\n4 Goblin Guide\n32 Lightning Bolt", DefaultConfig())
	g.onField(t, cd, "Klothys, God of Destiny", 1)
	g.onField(t, cd, "Goblin Guide", 4) // 2 + 4 = 6: short of seven
	opp := g.b.opp
	g.combat()
	if got := opp - g.b.opp; got != 8 {
		t.Fatalf("devotion 6: the attack dealt %d, want the Guides' 8", got)
	}
	g.onField(t, cd, "Klothys, God of Destiny", 1) // a second Klothys: 8
	opp = g.b.opp
	g.combat()
	if got := opp - g.b.opp; got != 8+2*4 {
		t.Fatalf("devotion 8: the attack dealt %d, want 8 + two Klothys' 8", got)
	}
}

// Juzám Djinn deals 1 damage to its controller at the beginning of each
// upkeep, each copy: two on the battlefield take 2 life, none take none.
func TestUpkeepDamage(t *testing.T) {
	g, cd := scenario(t, "20 Swamp\n4 Juzám Djinn\n36 {B}", DefaultConfig())
	g.upkeepFlips()
	if g.b.life != 20 {
		t.Fatalf("no Djinn: life %d, want 20", g.b.life)
	}
	g.onField(t, cd, "Juzám Djinn", 2)
	g.upkeepFlips()
	if g.b.life != 18 {
		t.Fatalf("two Djinns: life %d after the upkeep, want 18", g.b.life)
	}
}
