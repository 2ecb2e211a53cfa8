package sim

import (
	"strings"
	"testing"
)

// untapDeck holds the permanents that untap themselves and the amounts
// of one colour counted from the board, and High Tide (untapself.go,
// devotion.go, hightide.go), for the fast-path tests.
const untapDeck = "4 Basalt Monolith\n4 Grim Monolith\n2 Mana Vault\n2 Thran Dynamo\n3 Nykthos, Shrine to Nyx\n" +
	"2 Three Tree City\n10 Forest\n8 Island\n6 Llanowar Elves\n6 Grizzly Bears\n4 Kitchen Finks\n5 {4}{G}{G}\n2 {6}\n2 High Tide"

// tapForTest taps n untapped copies of permanent id, as a payment would.
func (g *game) tapForTest(t *testing.T, id, n int) {
	t.Helper()
	if g.untappedCopies(id) < n || !g.b.src.RemoveKind(g.kindOf(id), n) {
		t.Fatalf("%s: fewer than %d untapped copies", g.name(uint16(id)), n)
	}
	g.b.tapped[id] += uint8(n)
}

// Basalt Monolith ({T}: {C}{C}{C}; it doesn't untap; {3}: untap it),
// tapped, is untapped at the end of the turn with three Wastes nothing
// else uses, and is ready on the next turn; with two it stays tapped.
// Grim Monolith's {4} needs four. Creatures (they may have attacked),
// painful or sacrificed mana, and an untapped Mana Vault (it would only
// trade places) do not pay; mana left over is never made.
func TestMonolithUntapsWithUnusedMana(t *testing.T) {
	deck := "16 Wastes\n2 Basalt Monolith\n2 Grim Monolith\n2 Mana Vault\n4 Llanowar Elves\n4 City of Brass\n4 Lotus Petal\n2 Sol Ring\n24 {3}"
	for _, tc := range []struct {
		name    string
		board   map[string]int // untapped, beside the tapped Monolith
		mono    string
		untaps  bool
		leftSrc int // mana the untapped sources make afterwards
	}{
		{"three Wastes pay Basalt's {3}", map[string]int{"Wastes": 3}, "Basalt Monolith", true, 3},
		{"four Wastes: one left", map[string]int{"Wastes": 4}, "Basalt Monolith", true, 4},
		{"two Wastes do not", map[string]int{"Wastes": 2}, "Basalt Monolith", false, 2},
		{"Grim's {4} not from three", map[string]int{"Wastes": 3}, "Grim Monolith", false, 3},
		{"Grim's {4} from four", map[string]int{"Wastes": 4}, "Grim Monolith", true, 3},
		{"creatures do not pay", map[string]int{"Wastes": 2, "Llanowar Elves": 2}, "Basalt Monolith", false, 4},
		{"City of Brass does not pay", map[string]int{"Wastes": 2, "City of Brass": 1}, "Basalt Monolith", false, 3},
		{"Lotus Petal is not sacrificed", map[string]int{"Wastes": 2, "Lotus Petal": 1}, "Basalt Monolith", false, 3},
		{"an untapped Mana Vault is not tapped", map[string]int{"Mana Vault": 1}, "Basalt Monolith", false, 3},
		{"Sol Ring and a Wastes pay exactly", map[string]int{"Wastes": 1, "Sol Ring": 1}, "Basalt Monolith", true, 3},
		{"Sol Ring and two Wastes: the Ring and one", map[string]int{"Wastes": 2, "Sol Ring": 1}, "Basalt Monolith", true, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, cd := scenario(t, deck, DefaultConfig())
			for name, n := range tc.board {
				g.onField(t, cd, name, n)
			}
			mono := g.onField(t, cd, tc.mono, 1)
			g.tapForTest(t, mono, 1)
			before := g.mana()
			var b strings.Builder
			g.trace = &tracer{w: &b}
			g.untapSelves()
			g.trace = nil
			if got := g.b.tapped[mono] == 0; got != tc.untaps {
				t.Fatalf("untapped %v, want %v:\n%s", got, tc.untaps, b.String())
			}
			if g.mana() != tc.leftSrc || !g.b.pool.IsEmpty() {
				t.Fatalf("mana of the untapped sources %d -> %d, want %d; pool %s", before, g.mana(), tc.leftSrc, g.b.pool.String())
			}
			// The next turn: a Monolith untapped now is ready, one still
			// tapped stays so.
			g.untap()
			if stays := g.b.tapped[mono] == 1; stays == tc.untaps {
				t.Fatalf("the next turn: the Monolith tapped %d", g.b.tapped[mono])
			}
		})
	}
}

// A whole turn: Basalt Monolith pays a {3} spell on turn 3 with three
// Wastes left untapped; after combat the Wastes untap it, and on the next
// turn it and the Wastes cast two {3} spells. Without the untap it could
// cast only one.
func TestMonolithTurnLoop(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Basalt Monolith\n36 {3}", DefaultConfig())
	mono := g.onField(t, cd, "Basalt Monolith", 1)
	g.onField(t, cd, "Wastes", 3)
	g.tapForTest(t, mono, 1) // (it paid for something earlier this turn)
	g.untapSelves()
	if g.b.tapped[mono] != 0 || g.b.spent != 3 {
		t.Fatalf("the Monolith tapped %d with three Wastes unused, %d spent; want untapped for 3", g.b.tapped[mono], g.b.spent)
	}
	g.b.spent = 0
	g.untap()
	spell := g.inHandNamed(t, cd, "{3}", 2)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 {
		t.Fatalf("two {3} spells from the Monolith and three Wastes: %d left in hand:\n%s", g.b.hand[spell], out)
	}
	if g.b.spent != 6 {
		t.Fatalf("mana spent %d, want 6", g.b.spent)
	}
}

// Mana Vault and Thran Dynamo make the same {C}{C}{C}: a payment that
// needs one taps the Dynamo, which untaps next turn, not the Vault.
func TestVaultTappedAfterDynamo(t *testing.T) {
	for seed := range uint64(16) { // (the game's order of cards, which breaks other ties, varies)
		cfg := DefaultConfig()
		cfg.Seed = seed
		g, cd := scenario(t, "20 Wastes\n4 Mana Vault\n4 Thran Dynamo\n32 {3}", cfg)
		vault := g.onField(t, cd, "Mana Vault", 1)
		dynamo := g.onField(t, cd, "Thran Dynamo", 1)
		if g.kindOf(vault) != g.kindOf(dynamo) {
			t.Fatal("the two are kinds apart: the test shows nothing")
		}
		spell := g.inHandNamed(t, cd, "{3}", 1)
		g.b.landPlayed = true
		out := g.mainNarrated()
		if g.b.hand[spell] != 0 || g.b.tapped[dynamo] != 1 || g.b.tapped[vault] != 0 {
			t.Fatalf("seed %d: hand %d, Dynamo tapped %d, Vault tapped %d; want the Dynamo tapped:\n%s", seed, g.b.hand[spell], g.b.tapped[dynamo], g.b.tapped[vault], out)
		}
	}
}

// Games of a deck with Monoliths allocate nothing, and untap them: over
// the games, the Monoliths make more mana than they could tapped once.
func TestMonolithGamesAllocateNothing(t *testing.T) {
	cd := compileText(t, "18 Wastes\n4 Basalt Monolith\n4 Grim Monolith\n34 {3}", 0)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
	untaps := 0
	for i := range int64(200) {
		var b strings.Builder
		g.trace = &tracer{w: &b}
		g.play(Side(i%2), i)
		g.trace = nil
		untaps += strings.Count(b.String(), "with unused mana: untap")
	}
	if untaps == 0 {
		t.Error("no Monolith untapped in 200 games")
	}
}

// Mana Vault ({T}: {C}{C}{C}; it doesn't untap; "at the beginning of your
// upkeep, you may pay {4}. if you do, untap ~"), tapped as the upkeep
// begins, is untapped for {4} only when the turn keeps its mana to spare:
// the untapped sources after paying (the Vault's three among them) still
// pay what they paid before of: each card of the hand alone, the hand's
// together, the hand's with each card the draw may bring ({2} or {B}).
func TestVaultUpkeepUntap(t *testing.T) {
	deck := "20 Wastes\n4 Swamp\n4 Mana Vault\n16 {2}\n16 {B}"
	for _, tc := range []struct {
		name   string
		board  map[string]int // untapped, beside the tapped Vault
		hand   map[string]int
		untaps bool
	}{
		{"six Wastes, a {2} in hand: 2 + 3 left for 2 + 2", map[string]int{"Wastes": 6}, map[string]int{"{2}": 1}, true},
		{"five Wastes, two {2}: 1 + 3 left for 4 + 2", map[string]int{"Wastes": 5}, map[string]int{"{2}": 2}, false},
		{"four Wastes, no spell: 0 + 3 for 2", map[string]int{"Wastes": 4}, nil, true},
		{"three Wastes cannot pay {4}", map[string]int{"Wastes": 3}, nil, false},
		{"three Wastes and a Swamp, a {B}: paying takes the Swamp", map[string]int{"Wastes": 3, "Swamp": 1}, map[string]int{"{B}": 1}, false},
		{"four Wastes and a Swamp, a {B}: the Swamp stays", map[string]int{"Wastes": 4, "Swamp": 1}, map[string]int{"{B}": 1}, true},
		{"four Wastes and a Swamp, two {B}: never both this turn, each still", map[string]int{"Wastes": 4, "Swamp": 1}, map[string]int{"{B}": 2}, true},
		{"four Wastes and two Swamps, two {B}", map[string]int{"Wastes": 4, "Swamp": 2}, map[string]int{"{B}": 2}, true},
		{"three Wastes and two Swamps, a {B}: a {B} drawn would not be cast beside it", map[string]int{"Wastes": 3, "Swamp": 2}, map[string]int{"{B}": 1}, false},
	} {
		g, cd := scenario(t, deck, DefaultConfig())
		vault := g.onField(t, cd, "Mana Vault", 1)
		for name, n := range tc.board {
			g.onField(t, cd, name, n)
		}
		for name, n := range tc.hand {
			g.inHandNamed(t, cd, name, n)
		}
		g.tapForTest(t, vault, 1)
		before := map[string]bool{}
		for name := range tc.hand {
			before[name] = g.pays(t, name)
		}
		g.upkeepUntaps()
		if got := g.b.tapped[vault] == 0; got != tc.untaps {
			t.Errorf("%s: Vault untapped %v, want %v", tc.name, got, tc.untaps)
			continue
		}
		for name := range tc.hand {
			if before[name] && !g.pays(t, name) {
				t.Errorf("%s: %s payable before the upkeep, not after", tc.name, name)
			}
		}
		if tc.untaps {
			lands := 0
			for name, n := range tc.board {
				lands += n - g.untappedCopies(id(t, cd, name))
			}
			if lands != 4 {
				t.Errorf("%s: %d lands tapped for the {4}", tc.name, lands)
			}
		}
	}
}
