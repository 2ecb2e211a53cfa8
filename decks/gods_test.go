package decks

import (
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// Devotion to two colours counts a symbol of either once (rule 700.5a):
// {1}{R/G}{R}{W} has two symbols that are red or green; {R/G} is one.
func TestDevotionToColours(t *testing.T) {
	rg := mana.R.Mask() | mana.G.Mask()
	for _, tc := range []struct {
		cost   string
		colors mana.Mask
		want   int
	}{
		{"{1}{R/G}{R}{W}", rg, 2}, {"{R/G}", rg, 1}, {"{R/G}", mana.R.Mask(), 1}, {"{3}{R}", mana.R.Mask(), 1},
		{"{W}{W}{W}", rg, 0}, {"{2/R}{R/P}", mana.R.Mask(), 2},
	} {
		if got := devotionTo(mana.MustParseCost(tc.cost), tc.colors); got != tc.want {
			t.Errorf("%s to %v: %d, want %d", tc.cost, tc.colors, got, tc.want)
		}
	}
}

// The gods of the built-in database read their condition, and their decks
// list them with the permanents their devotion counts.
func TestGodsRead(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]NotCreature{
		"Purphoros, God of the Forge": {mana.R.Mask(), 5},
		"Heliod, Sun-Crowned":         {mana.W.Mask(), 5},
		"Klothys, God of Destiny":     {mana.R.Mask() | mana.G.Mask(), 7},
	} {
		c, ok := db.Lookup(name)
		if !ok {
			t.Fatalf("%s not in the database", name)
		}
		if c.NotCreature != want {
			t.Errorf("%s: %+v, want %+v", name, c.NotCreature, want)
		}
	}
	cd, err := Compile(mustDeck(t, "20 Mountain\n4 Purphoros, God of the Forge\n4 Goblin Guide\n4 Lightning Bolt\n28 Mountain"))
	if err != nil {
		t.Fatal(err)
	}
	if len(cd.Gods) != 1 || cd.Names[cd.Gods[0].ID] != "Purphoros, God of the Forge" || cd.Gods[0].N != 5 || len(cd.Gods[0].Count) != 2 {
		t.Fatalf("gods %+v: want Purphoros, 5, counting itself and Goblin Guide once each (not the Bolt)", cd.Gods)
	}
}
