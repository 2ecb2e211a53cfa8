package sim

import "testing"

// Fountainport's {4}, {T} at the end of the turn: beside four untapped
// Islands it makes a Treasure (the Islands and itself tapped; its own {T}
// does not pay); beside three, nothing, and it stays untapped.
func TestFountainportTreasureFromUnusedMana(t *testing.T) {
	text := "4 Fountainport\n20 Island\n36 {9}"
	g, cd := scenario(t, text, DefaultConfig())
	port := g.onField(t, cd, "Fountainport", 1)
	g.onField(t, cd, "Island", 4)
	g.tokenAbilities()
	treasure := id(t, cd, "Treasure")
	if g.b.field[treasure] != 1 || g.mana() != 1 || g.b.tapped[port] != 1 {
		t.Fatalf("four Islands: %d Treasures, %d mana left, Fountainport tapped %d; want one Treasure (its mana the only left), all tapped", g.b.field[treasure], g.mana(), g.b.tapped[port])
	}
	g.untap()
	if g.mana() != 6 {
		t.Fatalf("next turn: %d mana, want 6 (Fountainport, four Islands, the Treasure)", g.mana())
	}
	g2, cd2 := scenario(t, text, DefaultConfig())
	port2 := g2.onField(t, cd2, "Fountainport", 1)
	g2.onField(t, cd2, "Island", 3)
	g2.tokenAbilities()
	if g2.b.field[id(t, cd2, "Treasure")] != 0 || g2.mana() != 4 || g2.b.tapped[port2] != 0 {
		t.Fatalf("three Islands: Treasures %d, mana %d, Fountainport tapped %d; want nothing done", g2.b.field[id(t, cd2, "Treasure")], g2.mana(), g2.b.tapped[port2])
	}
}

// Treasure Vault at the end of the turn: beside five Islands, X = 2 (four
// of them pay {X}{X}; the fifth alone cannot make X 3), two Treasures and
// the Vault gone; beside three, X would be 1: it stays.
func TestTreasureVaultForTwoOrMore(t *testing.T) {
	text := "4 Treasure Vault\n20 Island\n36 {9}"
	g, cd := scenario(t, text, DefaultConfig())
	vault := g.onField(t, cd, "Treasure Vault", 1)
	g.onField(t, cd, "Island", 5)
	g.tokenAbilities()
	treasure := id(t, cd, "Treasure")
	if g.b.field[treasure] != 2 || g.b.field[vault] != 0 || g.b.lands != 5 || g.mana() != 3 {
		t.Fatalf("five Islands: %d Treasures, Vault %d, lands %d, mana %d; want two Treasures, the Vault gone, an Island left", g.b.field[treasure], g.b.field[vault], g.b.lands, g.mana())
	}
	g2, cd2 := scenario(t, text, DefaultConfig())
	v2 := g2.onField(t, cd2, "Treasure Vault", 1)
	g2.onField(t, cd2, "Island", 3)
	g2.tokenAbilities()
	if g2.b.field[v2] != 1 || g2.b.tapped[v2] != 0 || g2.mana() != 4 {
		t.Fatalf("three Islands: Vault %d (tapped %d), mana %d; want it kept untapped", g2.b.field[v2], g2.b.tapped[v2], g2.mana())
	}
}

// Academy Manufactor: a Treasure made becomes a Treasure, a Food and a
// Clue; beside two Manufactors, three of each (the second replaces each
// of the first's three). A Clue is sacrificed at the end of the turn for a
// card, with {2} of mana left unused and no land card in hand (Yavimaya
// Elder's rule), and not with a land card in hand.
func TestAcademyManufactorOneOfEach(t *testing.T) {
	text := "4 Academy Manufactor\n4 Fountainport\n20 Island\n32 {9}"
	for _, tc := range []struct{ manufactors, want int }{{0, 1}, {1, 1}, {2, 3}} {
		g, cd := scenario(t, text, DefaultConfig())
		if tc.manufactors > 0 {
			g.onField(t, cd, "Academy Manufactor", tc.manufactors)
		}
		g.onField(t, cd, "Fountainport", 1)
		g.onField(t, cd, "Island", 4)
		g.tokenAbilities()
		treasure, food := id(t, cd, "Treasure"), id(t, cd, "Food")
		wantFood := tc.want
		if tc.manufactors == 0 {
			wantFood = 0
		}
		clue := id(t, cd, "Clue")
		if int(g.b.field[treasure]) != tc.want || int(g.b.field[food]) != wantFood || int(g.b.field[clue]) != wantFood {
			t.Errorf("%d Manufactors: %d Treasures, %d Foods, %d Clues; want %d, %d and %d", tc.manufactors, g.b.field[treasure], g.b.field[food], g.b.field[clue], tc.want, wantFood, wantFood)
		}
	}
	g, cd := scenario(t, text, DefaultConfig())
	g.onField(t, cd, "Academy Manufactor", 1)
	g.onField(t, cd, "Fountainport", 1)
	g.onField(t, cd, "Island", 6)
	g.tokenAbilities() // (four Islands: a Treasure, Food and Clue; two left)
	clue := id(t, cd, "Clue")
	g.inHandNamed(t, cd, "Island", 1)
	g.endAbilities()
	if g.b.field[clue] != 1 {
		t.Fatalf("a land card in hand: %d Clues, want the Clue kept", g.b.field[clue])
	}
	g.b.hand[id(t, cd, "Island")]--
	g.b.nhand--
	hand := g.b.nhand
	g.endAbilities()
	if g.b.field[clue] != 0 || g.b.nhand != hand+1 || g.mana() != 1 {
		t.Fatalf("no land card in hand: %d Clues, hand %d (from %d), mana %d; want the Clue sacrificed for a card, the Treasure's mana left", g.b.field[clue], g.b.nhand, hand, g.mana())
	}
}

// Prismari Command deals 2 and makes a Treasure (its two modes the
// engine plays); Kozilek's Command with X = 2 makes two Eldrazi Spawn.
func TestCommandsTokenModes(t *testing.T) {
	g, cd := scenario(t, "4 Prismari Command\n4 Kozilek's Command\n10 Island\n10 Mountain\n10 Wastes\n22 {9}", DefaultConfig())
	g.onField(t, cd, "Island", 1)
	g.onField(t, cd, "Mountain", 2)
	pc := g.inHandNamed(t, cd, "Prismari Command", 1)
	opp := g.b.opp
	if !g.cast(pc, 0) || g.b.field[id(t, cd, "Treasure")] != 1 || g.b.opp != opp-2 {
		t.Fatalf("Prismari Command: %d Treasures, opponent %d (from %d); want a Treasure and 2 damage", g.b.field[id(t, cd, "Treasure")], g.b.opp, opp)
	}
	g.onField(t, cd, "Wastes", 4)
	kc := g.inHandNamed(t, cd, "Kozilek's Command", 1)
	spawn := id(t, cd, "Eldrazi Spawn")
	if !g.cast(kc, 2) || g.b.field[spawn] != 2 {
		t.Fatalf("Kozilek's Command, X = 2: %d Spawn, want 2", g.b.field[spawn])
	}
}

// Fable of the Mirror-Breaker's chapter I: a 2/2 Goblin Shaman as it
// enters, summoning sick; the next turn it attacks and makes a Treasure.
func TestFableGoblinTreasureOnAttack(t *testing.T) {
	g, cd := scenario(t, "4 Fable of the Mirror-Breaker\n20 Mountain\n36 {9}", DefaultConfig())
	fable := id(t, cd, "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki")
	g.enter(uint16(fable), false, landPlay{})
	goblin, treasure := id(t, cd, "Goblin Shaman"), id(t, cd, "Treasure")
	if g.b.field[goblin] != 1 || g.b.fresh[goblin] != 1 {
		t.Fatalf("Fable entered: %d Goblin Shaman (%d summoning sick), want 1", g.b.field[goblin], g.b.fresh[goblin])
	}
	g.attackTriggers(0)
	if g.b.field[treasure] != 0 {
		t.Fatalf("a summoning-sick Goblin made %d Treasures", g.b.field[treasure])
	}
	g.untap()
	g.attackTriggers(2)
	if g.b.field[treasure] != 1 {
		t.Fatalf("the Goblin attacks: %d Treasures, want 1", g.b.field[treasure])
	}
}

func TestTokenMakersNoAllocs(t *testing.T) {
	for _, text := range []string{
		"4 Fountainport\n4 Treasure Vault\n4 Academy Manufactor\n4 Gilded Goose\n4 Reckoner Bankbuster\n8 Island\n8 Forest\n24 {2}{U}",
		"4 Fable of the Mirror-Breaker\n4 Prismari Command\n4 Kozilek's Command\n12 Mountain\n8 Island\n28 {1}{R}",
	} {
		cd := compileText(t, text, 0)
		g := newTestGame(t, cd, DefaultConfig())
		if allocs := gameAllocs(g, 200); allocs != 0 {
			t.Errorf("%q: %.2f allocations per game", text, allocs)
		}
	}
}

// Reckoner Bankbuster: {2}, {T} from unused mana at the end of the turn, a
// card drawn each time; the third (its last charge counter) makes a
// Treasure too; beside one Island, nothing.
func TestReckonerBankbusterLastCounterTreasure(t *testing.T) {
	g, cd := scenario(t, "4 Reckoner Bankbuster\n20 Island\n36 {9}", DefaultConfig())
	bank := g.onField(t, cd, "Reckoner Bankbuster", 1)
	g.onField(t, cd, "Island", 2)
	treasure := id(t, cd, "Treasure")
	for turn := 1; turn <= 3; turn++ {
		hand := g.b.nhand
		g.tokenAbilities()
		if g.b.nhand != hand+1 || g.b.tapped[bank] != 1 || int(g.b.charge[0]) != 3-turn {
			t.Fatalf("use %d: hand %d (from %d), Bankbuster tapped %d, counters %d; want a card drawn, %d left", turn, g.b.nhand, hand, g.b.tapped[bank], g.b.charge[0], 3-turn)
		}
		want := 0
		if turn == 3 {
			want = 1
		}
		if int(g.b.field[treasure]) != want {
			t.Fatalf("use %d: %d Treasures, want %d", turn, g.b.field[treasure], want)
		}
		g.untap()
	}
	hand := g.b.nhand
	g.tokenAbilities()
	if g.b.nhand != hand || g.b.tapped[bank] != 0 {
		t.Fatalf("no counter left: drew %d, tapped %d; want nothing", g.b.nhand-hand, g.b.tapped[bank])
	}
	g2, cd2 := scenario(t, "4 Reckoner Bankbuster\n20 Island\n36 {9}", DefaultConfig())
	b2 := g2.onField(t, cd2, "Reckoner Bankbuster", 1)
	g2.onField(t, cd2, "Island", 1)
	g2.tokenAbilities()
	if g2.b.charge[0] != 3 || g2.b.tapped[b2] != 0 {
		t.Fatalf("one Island: counters %d, tapped %d; want nothing done", g2.b.charge[0], g2.b.tapped[b2])
	}
}

// The family's decks give identical counts with and without the planner's
// shortcuts and with lazy or whole scores (a land entering completes a
// quest, which searches; a Mox Diamond discards; a Hawk returns an
// artifact), under both rules, and determinism across fresh games.
func TestTokenFamilyShortcutsExact(t *testing.T) {
	for _, text := range []string{
		"4 Mox Diamond\n4 Glint Hawk\n4 Ornithopter\n4 Mox Opal\n4 Glacial Chasm\n4 Khalni Heart Expedition\n8 Plains\n8 Forest\n4 Knight of the Reliquary\n16 {1}{G}{W}",
		"4 Fountainport\n4 Treasure Vault\n4 Academy Manufactor\n4 Reckoner Bankbuster\n4 Fable of the Mirror-Breaker\n4 Prismari Command\n4 Kozilek's Command\n10 Island\n10 Mountain\n12 {2}{R}",
		"4 Nissa, Resurgent Animist\n4 Llanowar Elves\n4 Elvish Mystic\n4 Fabled Passage\n16 Forest\n6 Mountain\n22 {1}{G}",
	} {
		cd := compileText(t, text, 0)
		for _, rules := range []Rules{Modern, Classic} {
			cfg := DefaultConfig()
			cfg.Turns, cfg.Rules = 8, rules
			st, _ := bothWays(t, cd, cfg, 400, func(g *game) { g.replay = true })
			if !st[0].Equal(st[1]) {
				t.Errorf("%q (%v rules): counts differ with and without the planner's shortcuts", text, rules)
			}
			st, recs := bothWays(t, cd, cfg, 400, func(g *game) { g.eagerScore = true })
			if !st[0].Equal(st[1]) || firstRecordDiff(recs) >= 0 {
				t.Errorf("%q (%v rules): counts differ with lazy scores and whole ones", text, rules)
			}
		}
	}
}
