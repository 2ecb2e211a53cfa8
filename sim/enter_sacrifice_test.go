package sim

import (
	"slices"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Brokers Hideout played: sacrificed as it enters, a basic Forest, Plains
// or Island from the library onto the battlefield tapped, 1 life gained;
// the Swamps stay in the library; the land found untaps the next turn.
func TestCapennaLandSacrificedAsItEnters(t *testing.T) {
	g, cd := scenario(t, "4 Brokers Hideout\n4 Forest\n4 Plains\n4 Island\n4 Swamp\n40 {9}", DefaultConfig())
	hideout := g.inHandNamed(t, cd, "Brokers Hideout", 1)
	lib := g.librarySize()
	life := g.b.life
	g.playLand(uint16(hideout), uint16(hideout), landPlay{})
	found := 0
	for _, name := range []string{"Forest", "Plains", "Island"} {
		c := id(t, cd, name)
		found += int(g.b.field[c])
		if g.b.field[c] > 0 && g.b.tapped[c] != 1 {
			t.Errorf("%s found untapped", name)
		}
	}
	if g.b.field[hideout] != 0 || found != 1 || g.b.field[id(t, cd, "Swamp")] != 0 || g.b.lands != 1 {
		t.Fatalf("Hideout %d on the battlefield (want 0), %d Forest/Plains/Island (want 1), lands %d", g.b.field[hideout], found, g.b.lands)
	}
	if g.librarySize() != lib-1 || g.b.life != life+1 {
		t.Fatalf("library %d (want %d), life %d (want %d)", g.librarySize(), lib-1, g.b.life, life+1)
	}
	if g.mana() != 0 {
		t.Fatalf("%d mana the turn it is played, want 0", g.mana())
	}
	g.untap()
	if g.mana() != 1 || !g.pays(t, "{G}") && !g.pays(t, "{W}") && !g.pays(t, "{U}") {
		t.Fatalf("the land found makes %d mana after the untap", g.mana())
	}
}

// River of Tears makes {U}, and {B} instead once a land was played this
// turn (itself included); the next turn begins with {U} again.
func TestRiverOfTearsByTheLandPlayed(t *testing.T) {
	g, cd := scenario(t, "2 River of Tears\n2 Island\n56 {9}", DefaultConfig())
	river := g.onField(t, cd, "River of Tears", 1)
	island := g.onField(t, cd, "Island", 2)
	if !g.pays(t, "{U}{U}{U}") || g.pays(t, "{B}") {
		t.Fatal("River of Tears before a land is played: want {U}, not {B}")
	}
	g.give(island, 1)
	g.playLand(uint16(island), uint16(island), landPlay{})
	if !g.pays(t, "{U}{U}{U}{B}") || g.pays(t, "{U}{U}{U}{U}") {
		t.Fatal("River of Tears after a land is played: want {B} instead of {U}")
	}
	g.playTurn(4) // (a {9} drawn: nothing played, nothing cast)
	if g.b.landPlayed || g.b.field[river] != 1 || g.b.tapped[river] != 0 {
		t.Fatalf("turn 4: land played %v, River %d tapped %d", g.b.landPlayed, g.b.field[river], g.b.tapped[river])
	}
	if !g.pays(t, "{U}{U}{U}{U}") || g.pays(t, "{B}") {
		t.Fatal("River of Tears on the next turn, no land played: want {U} again")
	}
	// River of Tears played makes {B} at once: it is the land played.
	g2, cd2 := scenario(t, "2 River of Tears\n2 Island\n56 {9}", DefaultConfig())
	r2 := g2.inHandNamed(t, cd2, "River of Tears", 1)
	g2.playLand(uint16(r2), uint16(r2), landPlay{})
	if !g2.pays(t, "{B}") || g2.pays(t, "{U}") {
		t.Fatal("River of Tears played this turn: want {B}")
	}
}

// A deck of River of Tears, the Capenna lands (as fetch lands cracked as
// they enter: a land found tapped, so one played on the turn adds nothing
// but the land play), a tapped dual and basics, against a brute force over
// every order of land drops written from the cards' rules. A Capenna land
// played before the turn counts as a basic it could find (one unit of its
// types among the deck's basics: the fetch lands' rule, results/README.md).
func TestCastableRiverAgainstBruteForce(t *testing.T) {
	text := "5 Island\n5 Swamp\n3 Forest\n4 River of Tears\n3 Obscura Storefront\n2 Maestros Theater\n2 Dismal Backwater\n"
	costs := []string{"{U}", "{B}", "{U}{B}", "{B}{B}", "{1}{U}{B}", "{U}{U}{B}", "{2}{B}{B}", "{G}{B}", "{B}{B}{B}"}
	for _, c := range costs {
		text += "4 " + c + "\n"
	}
	cd := compileText(t, text, decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns = 6
	g := newTestGame(t, cd, cfg)
	type land struct {
		units   mana.Mask // one unit of these types
		tapped  bool      // it adds nothing the turn it is played
		river   bool
		arrival int
	}
	describe := map[string]land{
		"Island": {units: uU}, "Swamp": {units: uB}, "Forest": {units: uG},
		"River of Tears":     {river: true},
		"Obscura Storefront": {units: uU | uB, tapped: true}, // (no Plains in the deck)
		"Maestros Theater":   {units: uU | uB, tapped: true}, // (no Mountain)
		"Dismal Backwater":   {units: uU | uB, tapped: true},
	}
	parsed := make([]mana.Cost, len(costs))
	for ci, c := range costs {
		parsed[ci] = mana.MustParseCost(c)
	}
	brute := func(ls []land, riverB bool) []int {
		return bruteFirst(len(ls), func(l int) int { return ls[l].arrival }, cfg.Turns, len(costs), func(ci, set, extra int) bool {
			var kinds []landKind
			var board []int
			add := func(m mana.Mask) {
				kinds = append(kinds, landKind{colors: m})
				board = append(board, 1)
			}
			for l := range ls {
				switch {
				case set&(1<<l) != 0 && ls[l].river && (extra >= 0 && riverB):
					add(uB)
				case set&(1<<l) != 0 && ls[l].river:
					add(uU)
				case set&(1<<l) != 0:
					add(ls[l].units)
				case l == extra && ls[l].river && riverB:
					add(uB) // River of Tears played: it is the land played
				case l == extra && ls[l].river:
					add(uU)
				case l == extra && !ls[l].tapped:
					add(ls[l].units)
				}
			}
			return payable(kinds, board, parsed[ci])
		})
	}
	checked, decided := 0, 0
	for i := range int64(400) {
		side := Side(i & 1)
		g.play(side, i)
		var ls []land
		g.eachDealt(cfg.Turns, func(id uint16, arrival int) {
			if l, ok := describe[cd.Names[id]]; ok {
				l.arrival = arrival
				ls = append(ls, l)
			}
		})
		if len(ls) > 16 {
			continue
		}
		first := brute(ls, true)
		for ci, c := range costs {
			cid := id(t, cd, parsed[ci].String())
			if got := int(g.curve.first[g.curve.costOf[cid]]); got != first[ci] {
				t.Errorf("game %d (%v): %s first castable on turn %d, brute force %d", i, side, c, got, first[ci])
			}
			checked++
		}
		if !slices.Equal(first, brute(ls, false)) {
			decided++ // River of Tears' {B} changed a first turn
		}
	}
	if checked < 3000 || decided < 30 {
		t.Fatalf("only %d comparisons, %d games River of Tears' land play decided", checked, decided)
	}
	t.Logf("%d comparisons; in %d of 400 games River of Tears' {B} decided", checked, decided)
}
