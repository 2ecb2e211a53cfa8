package sim

import "testing"

// Khalni Heart Expedition: a counter on each landfall; with the third it
// is sacrificed for two basic lands, tapped, whose landfall counts for a
// second copy that entered later (one counter, then three: it goes too).
func TestKhalniHeartExpeditionQuest(t *testing.T) {
	g, cd := scenario(t, "4 Khalni Heart Expedition\n20 Forest\n8 Mountain\n28 {9}", DefaultConfig())
	kh := id(t, cd, "Khalni Heart Expedition")
	forest := g.inHandNamed(t, cd, "Forest", 3)
	g.enter(uint16(kh), false, landPlay{})
	g.playLand(uint16(forest), uint16(forest), landPlay{})
	g.playLand(uint16(forest), uint16(forest), landPlay{})
	if g.b.field[kh] != 1 || g.b.nquest != 1 || g.b.quest[0] != 2 || g.b.lands != 2 {
		t.Fatalf("two landfalls: Expedition %d with %v counters, lands %d; want it there with 2", g.b.field[kh], g.b.quest[:g.b.nquest], g.b.lands)
	}
	g.enter(uint16(kh), false, landPlay{}) // a second copy, no counter
	g.playLand(uint16(forest), uint16(forest), landPlay{})
	// The first goes (two lands found, tapped), their two landfalls take
	// the second from 1 to 3: it goes too, for two more.
	if g.b.field[kh] != 0 || g.b.nquest != 0 || g.b.lands != 7 || g.mana() != 3 {
		t.Fatalf("third landfall: Expeditions %d (counters %v), lands %d, untapped mana %d; want both gone, 7 lands, 4 of them tapped", g.b.field[kh], g.b.quest[:g.b.nquest], g.b.lands, g.mana())
	}
}

func TestQuestNoAllocs(t *testing.T) {
	cd := compileText(t, "4 Khalni Heart Expedition\n12 Forest\n8 Mountain\n36 {1}{G}", 0)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
}
