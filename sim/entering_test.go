package sim

import (
	"testing"
)

// Hand-worked scenarios of how lands enter or leave as they enter (issue
// 20): reveal lands and Snarls, Starting Town, bounce lands, Lairs and
// Karoo lands.

// playNamed plays a land from the hand (given to it first) and reports
// whether it entered untapped.
func (g *game) playNamed(t *testing.T, name string) (id int, untapped bool) {
	t.Helper()
	id = g.inHandNamed(t, g.d, name, 1)
	before := g.b.tapped[id]
	g.playLand(uint16(id), uint16(id), landPlay{})
	return id, g.b.field[id] > 0 && g.b.tapped[id] == before
}

// onFieldQuiet is onField for a land that returns a land as it enters:
// put there as if long ago, its trigger long resolved.
func (g *game) onFieldQuiet(t *testing.T, name string, n int) int {
	t.Helper()
	c := &g.d.Cards[id(t, g.d, name)]
	c.Bounce = false
	defer func() { c.Bounce = true }()
	return g.onField(t, g.d, name, n)
}

// A Snarl enters untapped when a Forest or an Island card is in the hand
// as it enters (a basic, or a dual with the type), tapped when only other
// cards are; the Snarl itself is no such card, and a Forest on the
// battlefield is not in the hand.
func TestSnarlRevealsFromHand(t *testing.T) {
	deck := "10 Forest\n10 Swamp\n4 Vineglimmer Snarl\n4 Breeding Pool\n32 {2}{U}{G}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	g.inHandNamed(t, cd, "Swamp", 1)
	g.inHandNamed(t, cd, "{2}{U}{G}", 1)
	g.inHandNamed(t, cd, "Vineglimmer Snarl", 1) // a second Snarl: not a Forest or Island card
	if _, untapped := g.playNamed(t, "Vineglimmer Snarl"); untapped {
		t.Fatal("a Snarl entered untapped with only a Swamp, a spell and a Snarl in hand (and Forests on the battlefield)")
	}
	for _, reveal := range []string{"Forest", "Breeding Pool"} {
		g, cd = scenario(t, deck, DefaultConfig())
		g.inHandNamed(t, cd, reveal, 1)
		snarl, untapped := g.playNamed(t, "Vineglimmer Snarl")
		if !untapped || !g.pays(t, "{U}") {
			t.Fatalf("a Snarl beside a %s in hand: untapped %v (tapped %d)", reveal, untapped, g.b.tapped[snarl])
		}
		if g.b.hand[id(t, cd, reveal)] != 1 {
			t.Fatalf("the revealed %s left the hand", reveal)
		}
	}
}

// A tribal reveal land looks for a card of its creature type: Gilt-Leaf
// Palace enters untapped beside Llanowar Elves in hand, tapped beside
// Grizzly Bears.
func TestTribalRevealLand(t *testing.T) {
	deck := "16 Forest\n4 Gilt-Leaf Palace\n20 Llanowar Elves\n20 Grizzly Bears"
	g, cd := scenario(t, deck, DefaultConfig())
	g.inHandNamed(t, cd, "Grizzly Bears", 2)
	if _, untapped := g.playNamed(t, "Gilt-Leaf Palace"); untapped {
		t.Fatal("Gilt-Leaf Palace untapped with no Elf in hand")
	}
	g, cd = scenario(t, deck, DefaultConfig())
	g.inHandNamed(t, cd, "Llanowar Elves", 1)
	if _, untapped := g.playNamed(t, "Gilt-Leaf Palace"); !untapped || !g.pays(t, "{B}") {
		t.Fatal("Gilt-Leaf Palace tapped with an Elf in hand")
	}
}

// Starting Town enters untapped on its controller's turns 1 to 3, tapped
// from turn 4; its {T}, pay 1 life: any colour pays a {G} at a life's cost.
func TestStartingTownEarlyTurns(t *testing.T) {
	deck := "16 Forest\n4 Starting Town\n40 {1}{G}"
	for turn := 1; turn <= 5; turn++ {
		g, _ := scenario(t, deck, DefaultConfig())
		g.turn = turn
		_, untapped := g.playNamed(t, "Starting Town")
		if untapped != (turn <= 3) {
			t.Errorf("turn %d: Starting Town untapped %v", turn, untapped)
		}
		if turn <= 3 && (!g.pays(t, "{G}") || g.pays(t, "{1}{G}")) {
			t.Errorf("turn %d: Starting Town alone pays {G} %v, {1}{G} %v", turn, g.pays(t, "{G}"), g.pays(t, "{1}{G}"))
		}
	}
}

// A Lair returns a non-Lair land (tapped for its mana first when the
// planner floats it) and stays untapped; beside only another Lair it is
// sacrificed, its own mana made first when floated.
func TestLairReturnsOrIsSacrificed(t *testing.T) {
	deck := "16 Island\n8 Dromar's Cavern\n36 {W}"
	g, cd := scenario(t, deck, DefaultConfig())
	island := g.onField(t, cd, "Island", 1)
	lair := g.inHandNamed(t, cd, "Dromar's Cavern", 1)
	g.playLand(uint16(lair), uint16(lair), landPlay{float: true})
	if g.b.field[lair] != 1 || g.b.tapped[lair] != 0 || g.b.field[island] != 0 || g.b.hand[island] != 1 {
		t.Fatalf("the Lair: on field %d (tapped %d), the Island on field %d, in hand %d", g.b.field[lair], g.b.tapped[lair], g.b.field[island], g.b.hand[island])
	}
	if g.b.pool.Total() != 1 || !g.pays(t, "{W}{U}") {
		t.Fatalf("the Island's mana floated (pool %s) and the Lair's: {W}{U} payable %v", g.b.pool.String(), g.pays(t, "{W}{U}"))
	}
	// Beside only another Lair: sacrificed, its mana floated.
	g, cd = scenario(t, deck, DefaultConfig())
	g.onFieldQuiet(t, "Dromar's Cavern", 1)
	g.inHandNamed(t, cd, "Dromar's Cavern", 1)
	g.playLand(uint16(lair), uint16(lair), landPlay{float: true})
	if g.b.field[lair] != 1 || g.b.hand[lair] != 0 || g.b.lands != 1 {
		t.Fatalf("a Lair beside a Lair: %d on the field, %d in hand, %d lands; want the new one sacrificed", g.b.field[lair], g.b.hand[lair], g.b.lands)
	}
	if g.b.pool.Total() != 1 || !g.pays(t, "{1}{B}") || g.pays(t, "{2}{B}") {
		t.Fatalf("the sacrificed Lair's mana (pool %s) and the other's", g.b.pool.String())
	}
}

// A Karoo land returns an untapped land of its type: Coral Atoll beside a
// tapped and an untapped Island returns the untapped one (the tapped one's
// mana was spent and stays so); beside only a tapped Island, or a Forest, it
// is sacrificed.
func TestKarooReturnsAnUntappedLand(t *testing.T) {
	deck := "16 Island\n8 Forest\n8 Coral Atoll\n28 {U}"
	g, cd := scenario(t, deck, DefaultConfig())
	island := g.onField(t, cd, "Island", 2)
	g.b.src.RemoveKind(cd.Cards[island].Kind, 1)
	g.b.tapped[island]++
	atoll := g.inHandNamed(t, cd, "Coral Atoll", 1)
	g.playLand(uint16(atoll), uint16(atoll), landPlay{float: true})
	if g.b.field[atoll] != 1 || g.b.field[island] != 1 || g.b.tapped[island] != 1 || g.b.hand[island] != 1 || g.mana() != 0 || g.b.pool.Total() != 0 {
		t.Fatalf("Coral Atoll: on field %d; Islands on field %d (tapped %d), in hand %d; mana %d, pool %s",
			g.b.field[atoll], g.b.field[island], g.b.tapped[island], g.b.hand[island], g.mana(), g.b.pool.String())
	}
	for _, board := range []string{"tapped Island", "Forest"} {
		g, cd = scenario(t, deck, DefaultConfig())
		if board == "Forest" {
			g.onField(t, cd, "Forest", 1)
		} else {
			g.onField(t, cd, "Island", 1)
			g.b.src.RemoveKind(cd.Cards[island].Kind, 1)
			g.b.tapped[island]++
		}
		g.inHandNamed(t, cd, "Coral Atoll", 1)
		g.playLand(uint16(atoll), uint16(atoll), landPlay{float: true})
		if g.b.field[atoll] != 0 || g.b.hand[atoll] != 0 || g.b.lands != 1 {
			t.Fatalf("Coral Atoll beside a %s: %d on the field, %d in hand; want it sacrificed", board, g.b.field[atoll], g.b.hand[atoll])
		}
	}
}

// A bounce land beside only another bounce land returns itself (as
// before): Simic Growth Chamber's rule is any land.
func TestBounceLandBesideBounceLand(t *testing.T) {
	g, cd := scenario(t, "16 Forest\n8 Simic Growth Chamber\n36 {G}", DefaultConfig())
	chamber := g.onFieldQuiet(t, "Simic Growth Chamber", 1)
	g.inHandNamed(t, cd, "Simic Growth Chamber", 1)
	g.playLand(uint16(chamber), uint16(chamber), landPlay{})
	if g.b.field[chamber] != 1 || g.b.hand[chamber] != 1 || g.b.tapped[chamber] != 0 {
		t.Fatalf("Chamber beside a Chamber: %d on field (tapped %d), %d in hand", g.b.field[chamber], g.b.tapped[chamber], g.b.hand[chamber])
	}
}
