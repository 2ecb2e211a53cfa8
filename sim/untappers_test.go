package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// untappersDeck holds the untappers of untappers.go and untap.go's snow
// lands, for the fast-path tests.
const untappersDeck = "8 Island\n6 Snow-Covered Island\n6 Snow-Covered Forest\n4 Sculptor of Winter\n4 Pestermite\n2 Twitch\n" +
	"3 Merrow Reejerey\n4 Augur of Bolas\n4 Cold-Eyed Selkie\n2 Mana Vault\n4 Devoted Druid\n1 Maze of Ith\n3 Deserted Temple\n2 Jandor's Saddlebags\n4 {1}{U}\n4 {3}{U}"

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
	cd := compileText(t, untappersDeck, DefaultConfig().Format)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Fatalf("%v allocations a game, want 0", allocs)
	}
}

// Pestermite ({2}{U}) enters and untaps the tapped permanent that makes the
// most mana. Cast from three Islands it untaps one of them: one Island's
// {U} again, which pays a {U} and not a {1}{U}. Beside a Mana Vault tapped
// on an earlier turn it untaps the Vault ({C}{C}{C}) instead; with nothing
// tapped (the spell cast from the pool) it untaps nothing.
func TestPestermiteUntapsBest(t *testing.T) {
	deck := "20 Island\n4 Mana Vault\n4 Pestermite\n32 {U}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Island", 3)
	pm := id(t, cd, "Pestermite")
	g.give(pm, 1)
	if !g.cast(pm, 0) {
		t.Fatal("Pestermite not cast from three Islands")
	}
	if g.mana() != 1 || !g.pays(t, "{U}") || g.pays(t, "{1}{U}") {
		t.Fatalf("after Pestermite from three Islands: %d mana (want 1: an Island untapped)", g.mana())
	}

	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Island", 3)
	vault := id(t, cd, "Mana Vault")
	g.onField(t, cd, "Mana Vault", 1)
	g.tapForTest(t, vault, 1)
	g.give(pm, 1)
	if !g.cast(pm, 0) {
		t.Fatal("Pestermite not cast")
	}
	if g.mana() != 3 || g.b.tapped[vault] != 0 || !g.pays(t, "{3}") {
		t.Fatalf("after Pestermite beside a tapped Mana Vault: %d mana, Vault tapped %d (want 3, untapped)", g.mana(), g.b.tapped[vault])
	}

	g, cd = scenario(t, deck, DefaultConfig())
	g.b.pool.Add(mana.MakeUnit(mana.U, false, mana.Unrestricted), 3)
	g.give(pm, 1)
	if !g.cast(pm, 0) || g.mana() != 0 {
		t.Fatalf("Pestermite cast from the pool: %d mana after, want 0 (nothing tapped to untap)", g.mana())
	}
}

// Twitch untaps an artifact, creature or land: beside a tapped Forest and a
// tapped Sol Ring it untaps the Sol Ring ({C}{C}); Twiddle ({U}) likewise,
// and it is cast now (it is no longer a spell with nothing to target).
func TestTwitchUntapsTheBest(t *testing.T) {
	deck := "20 Island\n10 Forest\n4 Sol Ring\n4 Twitch\n4 Twiddle\n18 {U}"
	for _, name := range []string{"Twitch", "Twiddle"} {
		g, cd := scenario(t, deck, DefaultConfig())
		if cd.Cards[id(t, cd, name)].Idle {
			t.Fatalf("%s is idle (never cast)", name)
		}
		g.onField(t, cd, "Island", 3)
		g.onField(t, cd, "Forest", 1)
		g.onField(t, cd, "Sol Ring", 1)
		ring, forest := id(t, cd, "Sol Ring"), id(t, cd, "Forest")
		g.tapForTest(t, ring, 1)
		g.tapForTest(t, forest, 1)
		sp := id(t, cd, name)
		g.give(sp, 1)
		if !g.cast(sp, 0) {
			t.Fatalf("%s not cast from three Islands", name)
		}
		if g.b.tapped[ring] != 0 || g.b.tapped[forest] != 1 || !g.pays(t, "{2}") {
			t.Fatalf("after %s: Sol Ring tapped %d, Forest tapped %d (want the Ring untapped)", name, g.b.tapped[ring], g.b.tapped[forest])
		}
	}
}

// Merrow Reejerey untaps a permanent each time a Merfolk spell is cast:
// with two Reejereys on the battlefield, Augur of Bolas ({1}{U}, a Merfolk)
// cast from two of three Islands untaps both; a Grizzly Bears-like spell
// ({1}{G}, no Merfolk) untaps nothing.
func TestReejereyUntapsOnMerfolk(t *testing.T) {
	deck := "20 Island\n10 Forest\n4 Merrow Reejerey\n4 Augur of Bolas\n4 Grizzly Bears\n18 {U}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Island", 3)
	g.onField(t, cd, "Merrow Reejerey", 2)
	augur := id(t, cd, "Augur of Bolas")
	g.give(augur, 1)
	if !g.cast(augur, 0) {
		t.Fatal("Augur of Bolas not cast")
	}
	if g.mana() != 3 {
		t.Fatalf("after a Merfolk spell with two Reejereys: %d mana, want 3 (both Islands untapped)", g.mana())
	}
	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	g.onField(t, cd, "Merrow Reejerey", 1)
	bears := id(t, cd, "Grizzly Bears")
	g.give(bears, 1)
	if !g.cast(bears, 0) || g.mana() != 0 {
		t.Fatalf("after Grizzly Bears beside a Reejerey: %d mana, want 0", g.mana())
	}
}

// The planner casts Pestermite before what its untap pays for: on three
// Islands with Pestermite and a {U} spell in hand, it casts both.
func TestPlannerCastsPestermiteFirst(t *testing.T) {
	deck := "20 Island\n4 Pestermite\n36 {U}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Island", 3)
	pm, one := id(t, cd, "Pestermite"), id(t, cd, "{U}")
	g.give(pm, 1)
	g.give(one, 1)
	g.mainPhase(3)
	if g.b.hand[pm] != 0 || g.b.hand[one] != 0 {
		t.Fatalf("on three Islands, Pestermite and {U}: %d Pestermite and %d {U} left in hand, want none", g.b.hand[pm], g.b.hand[one])
	}
}

// Devoted Druid (0/2, {T}: {G}) untaps itself once in its life (a second
// -1/-1 counter kills it before the untap resolves: decks/untappers.go).
// Beside a Forest, ready, it makes three mana: {2}{G} is paid, {3}{G} not.
// {1}{G} is paid without the untap (the payment planner taps it last),
// which then is left for {G}; once used, it is gone for the next turns
// (two mana). A Druid that arrived this turn makes nothing until it is
// ready, and then has its untap.
func TestDevotedDruidUntapsOnce(t *testing.T) {
	deck := "20 Forest\n4 Devoted Druid\n36 {5}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Devoted Druid", 1)
	g.untap()
	if g.mana() != 3 || !g.pays(t, "{2}{G}") || g.pays(t, "{3}{G}") {
		t.Fatalf("a Forest and a ready Devoted Druid: %d mana (want 3)", g.mana())
	}
	one := mana.NewDemand(mana.MustParseCost("{1}{G}"), mana.ForSpell)
	if !g.payFor(&one, 0, 0) || g.b.su[0] != 1 || g.mana() != 1 {
		t.Fatalf("after {1}{G}: %d untaps left, %d mana (want 1 and 1: the untap kept)", g.b.su[0], g.mana())
	}
	single := mana.NewDemand(mana.MustParseCost("{G}"), mana.ForSpell)
	if !g.payFor(&single, 0, 0) || g.b.su[0] != 0 || g.mana() != 0 {
		t.Fatalf("after {G}: %d untaps left, %d mana (want 0 and 0)", g.b.su[0], g.mana())
	}
	g.untap()
	if g.mana() != 2 || g.pays(t, "{2}{G}") {
		t.Fatalf("the turn after its untap: %d mana, want 2", g.mana())
	}

	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.enter(uint16(id(t, cd, "Devoted Druid")), false, landPlay{})
	if g.mana() != 1 {
		t.Fatalf("a Druid that just arrived: %d mana, want the Forest's 1", g.mana())
	}
	g.untap()
	if g.mana() != 3 {
		t.Fatalf("the Druid ready: %d mana, want 3", g.mana())
	}
}

// Deserted Temple ({T}: {C}; {1}, {T}: untap target land) is a converter
// whose output is the best land's mana again. Beside a Forest it gains
// nothing: {1}{G} is paid, {G}{G} not (the Forest's {G} would pay the {1}).
// Beside Simic Growth Chamber ({G}{U}) it changes the colours: {G}{G}{U}
// is paid (the Chamber's {U} pays the {1}, and the Chamber again gives
// {G}{U}), {3}{G} not (three mana at most). Beside the Urza's lands
// (7 together) it untaps Urza's Tower: {9} is paid, {10} not.
func TestDesertedTempleUntapsBestLand(t *testing.T) {
	deck := "10 Forest\n4 Deserted Temple\n4 Simic Growth Chamber\n4 Urza's Tower\n4 Urza's Mine\n4 Urza's Power Plant\n30 {5}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Deserted Temple", 1)
	if !g.payable("{1}{G}") || g.payable("{G}{G}") {
		t.Fatalf("Temple beside a Forest: {1}{G} %v, {G}{G} %v", g.payable("{1}{G}"), g.payable("{G}{G}"))
	}
	g, cd = scenario(t, deck, DefaultConfig())
	g.onFieldQuiet(t, "Simic Growth Chamber", 1)
	g.onField(t, cd, "Deserted Temple", 1)
	if g.pays(t, "{G}{G}{U}") || !g.payable("{G}{G}{U}") || g.payable("{3}{G}") {
		t.Fatalf("Temple beside Simic Growth Chamber: {G}{G}{U} without the untap %v, with %v; {3}{G} %v",
			g.pays(t, "{G}{G}{U}"), g.payable("{G}{G}{U}"), g.payable("{3}{G}"))
	}
	ggu := mana.NewDemand(mana.MustParseCost("{G}{G}{U}"), mana.ForSpell)
	temple := id(t, cd, "Deserted Temple")
	if !g.payFor(&ggu, 0, 0) || g.b.tapped[temple] != 1 || g.mana() != 0 {
		t.Fatalf("paying {G}{G}{U}: Temple tapped %d, %d mana left", g.b.tapped[temple], g.mana())
	}
	g, cd = scenario(t, deck, DefaultConfig())
	for _, n := range []string{"Urza's Tower", "Urza's Mine", "Urza's Power Plant", "Deserted Temple"} {
		g.onField(t, cd, n, 1)
	}
	if !g.payable("{9}") || g.payable("{10}") {
		t.Fatalf("Temple beside Tron: {9} %v, {10} %v", g.payable("{9}"), g.payable("{10}"))
	}
}

// Minamo ({T}: {U}; {U}, {T}: untap target legendary permanent) beside an
// Island and Gaea's Cradle (legendary) with four creatures: 6 mana, or 8
// with the Cradle tapped again (the Island's {U} pays, Minamo's {T} goes):
// {8} is paid, {9} not. Jandor's Saddlebags ({3}, {T}: untap target
// creature) beside Priest of Titania and three Llanowar Elves (7 mana):
// the Priest's four again for {3}, 8 in all; a Priest that just arrived is
// not untapped (it cannot tap).
func TestMinamoAndSaddlebags(t *testing.T) {
	g, cd := scenario(t, "10 Island\n4 Minamo, School at Water's Edge\n2 Gaea's Cradle\n20 Grizzly Bears\n24 {5}", DefaultConfig())
	g.onField(t, cd, "Island", 1)
	g.onField(t, cd, "Minamo, School at Water's Edge", 1)
	g.onField(t, cd, "Gaea's Cradle", 1)
	g.onField(t, cd, "Grizzly Bears", 4)
	if g.mana() != 6 || !g.payable("{8}") || g.payable("{9}") {
		t.Fatalf("Minamo beside an Island and a Cradle of 4: %d mana, {8} %v, {9} %v", g.mana(), g.payable("{8}"), g.payable("{9}"))
	}
	deck := "10 Forest\n4 Jandor's Saddlebags\n4 Priest of Titania\n12 Llanowar Elves\n30 {5}"
	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Jandor's Saddlebags", 1)
	g.onField(t, cd, "Llanowar Elves", 3)
	g.onField(t, cd, "Priest of Titania", 1)
	if g.mana() != 7 || !g.payable("{8}") || g.payable("{9}") {
		t.Fatalf("Saddlebags beside Priest of Titania and three Elves: %d mana, {8} %v, {9} %v", g.mana(), g.payable("{8}"), g.payable("{9}"))
	}
	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Jandor's Saddlebags", 1)
	g.onField(t, cd, "Llanowar Elves", 3)
	g.enter(uint16(id(t, cd, "Priest of Titania")), false, landPlay{})
	if g.payable("{4}") {
		t.Fatalf("Saddlebags beside a Priest that just arrived paid {4}")
	}
}

// Quirion Ranger, in a turn whose land drop is unused with no land in hand,
// returns a Forest, plays it again and untaps a creature: beside two
// Forests and a ready Llanowar Elves (3 mana) it gives the Forest's and the
// Elf's mana again, 5: {4}{G} is paid (and the land drop is then used),
// {5}{G} not. With a land in hand, or the land drop used, it is not used
// (3 mana); with no creature, the Forest alone (3 of 2 Forests).
func TestQuirionRangerReplaysForest(t *testing.T) {
	deck := "20 Forest\n4 Quirion Ranger\n8 Llanowar Elves\n28 {5}"
	setup := func() (*game, *decks.Compiled) {
		g, cd := scenario(t, deck, DefaultConfig())
		g.onField(t, cd, "Forest", 2)
		g.onField(t, cd, "Llanowar Elves", 1)
		g.onField(t, cd, "Quirion Ranger", 1)
		return g, cd
	}
	g, _ := setup()
	if !g.payable("{4}{G}") || g.payable("{5}{G}") {
		t.Fatalf("Ranger, two Forests, an Elf: {4}{G} %v, {5}{G} %v", g.payable("{4}{G}"), g.payable("{5}{G}"))
	}
	d := mana.NewDemand(mana.MustParseCost("{4}{G}"), mana.ForSpell)
	if !g.payFor(&d, 0, 0) || !g.b.landPlayed || g.mana() != 0 {
		t.Fatalf("paying {4}{G}: land drop used %v, %d mana left", g.b.landPlayed, g.mana())
	}
	g, cd := setup()
	g.give(id(t, cd, "Forest"), 1)
	if g.payable("{3}{G}") {
		t.Fatal("with a Forest in hand, the Ranger returned one")
	}
	g, _ = setup()
	g.b.landPlayed = true
	if g.payable("{3}{G}") {
		t.Fatal("with the land drop used, the Ranger returned a Forest")
	}
	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	g.onField(t, cd, "Quirion Ranger", 1)
	if !g.payable("{2}{G}") || g.payable("{3}{G}") {
		t.Fatalf("Ranger and two Forests: {2}{G} %v, {3}{G} %v", g.payable("{2}{G}"), g.payable("{3}{G}"))
	}
}

// Wirewood Symbiote (an Insect) returns another Elf to untap the creature
// that makes the most mana: beside a Forest, two Llanowar Elves and Priest
// of Titania (3 Elves: the Priest makes 3), 6 mana. A Llanowar Elves,
// tapped first, goes back to the hand, and the Priest, counting 2 Elves
// now, makes 2 again: {7}{G} is paid, {8}{G} not, and the Elf is in hand.
// With no other Elf (the Priest alone) it is not used.
func TestWirewoodSymbioteReturnsAnElf(t *testing.T) {
	deck := "20 Forest\n4 Wirewood Symbiote\n8 Llanowar Elves\n4 Priest of Titania\n24 {5}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Llanowar Elves", 2)
	g.onField(t, cd, "Priest of Titania", 1)
	g.onField(t, cd, "Wirewood Symbiote", 1)
	if g.mana() != 6 || !g.payable("{7}{G}") || g.payable("{8}{G}") {
		t.Fatalf("Symbiote beside a Forest, two Elves and a Priest: %d mana, {7}{G} %v, {8}{G} %v", g.mana(), g.payable("{7}{G}"), g.payable("{8}{G}"))
	}
	d := mana.NewDemand(mana.MustParseCost("{7}{G}"), mana.ForSpell)
	elf := id(t, cd, "Llanowar Elves")
	if !g.payFor(&d, 0, 0) || g.b.field[elf] != 1 || g.b.hand[elf] != 1 {
		t.Fatalf("paying {7}{G}: Llanowar Elves on the battlefield %d, in hand %d", g.b.field[elf], g.b.hand[elf])
	}
	g, cd = scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Priest of Titania", 1)
	g.onField(t, cd, "Wirewood Symbiote", 1)
	if g.mana() != 2 || g.payable("{3}") {
		t.Fatalf("Symbiote with no Elf but the Priest: %d mana, {3} paid %v (want 2, not paid)", g.mana(), g.payable("{3}"))
	}
}

// Fear of Missing Out (2/3) attacking with delirium untaps the strongest
// attacker, which attacks again in the combat it adds: beside Craw Wurm
// (6/4), 8 damage and 6 more. With three card types in the graveyard
// (land, instant, creature) it is 8; a fourth (sorcery) makes it 14. Two
// copies (10 damage) untap the two strongest attackers, the Wurm and a
// Fear: 6 and 2 more, 18. Without a Fear, the Wurm's 6.
func TestFearOfMissingOutCombatsAgain(t *testing.T) {
	deck := "20 Forest\n4 Fear of Missing Out\n4 Craw Wurm\n4 Lightning Bolt\n4 Ponder\n24 {5}"
	for _, tc := range []struct {
		fears  int
		grave  []string
		damage int
	}{
		{1, []string{"Forest", "Lightning Bolt", "Craw Wurm"}, 8},
		{1, []string{"Forest", "Lightning Bolt", "Craw Wurm", "Ponder"}, 14},
		{2, []string{"Forest", "Lightning Bolt", "Craw Wurm", "Ponder"}, 10 + 6 + 2},
		{0, []string{"Forest", "Lightning Bolt", "Craw Wurm", "Ponder"}, 6},
	} {
		g, cd := scenario(t, deck, DefaultConfig())
		if !g.gy.on {
			t.Fatal("a deck with Fear of Missing Out keeps no graveyard")
		}
		g.onField(t, cd, "Craw Wurm", 1)
		if tc.fears > 0 {
			g.onField(t, cd, "Fear of Missing Out", tc.fears)
		}
		for _, n := range tc.grave {
			g.toGrave(uint16(id(t, cd, n)))
		}
		before := g.b.opp
		g.combat()
		if got := before - g.b.opp; got != tc.damage {
			t.Errorf("%d Fear(s), graveyard %v: %d damage, want %d", tc.fears, tc.grave, got, tc.damage)
		}
	}
}
