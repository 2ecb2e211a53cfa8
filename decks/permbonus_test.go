package decks

import "testing"

// Kinnan's bonus applies to the nonland permanents its controller taps for
// mana by a free ability (Sol Ring, Llanowar Elves, a Treasure), not to a
// land, a Spawn (sacrificed, not tapped) or a Signet's costed ability
// (reported); Mana Flare's to lands only.
func TestNonlandBonusAppliesTo(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	kinnan, _ := db.Lookup("Kinnan, Bonder Prodigy")
	flare, _ := db.Lookup("Mana Flare")
	if kinnan.LandBonus == nil || !kinnan.LandBonus.NonLand || !kinnan.LandBonus.Same || flare.LandBonus == nil || flare.LandBonus.NonLand {
		t.Fatalf("Kinnan's bonus %+v, Mana Flare's %+v", kinnan.LandBonus, flare.LandBonus)
	}
	for _, tc := range []struct {
		card          *Card
		kinnan, flare bool
	}{
		{must(t, db, "Sol Ring"), true, false},
		{must(t, db, "Llanowar Elves"), true, false},
		{Treasure.Card(), true, false},
		{EldraziSpawn.Card(), false, false},
		{must(t, db, "Azorius Signet"), false, false},
		{must(t, db, "Forest"), false, true},
	} {
		if k, f := kinnan.LandBonus.appliesTo(tc.card), flare.LandBonus.appliesTo(tc.card); k != tc.kinnan || f != tc.flare {
			t.Errorf("%s: Kinnan's bonus %v, Mana Flare's %v; want %v, %v", tc.card.Name, k, f, tc.kinnan, tc.flare)
		}
	}
	d, _, err := LoadDeck("k.txt", []byte("20 Island\n4 Kinnan, Bonder Prodigy\n4 Azorius Signet\n32 {2}"), db, ResolveOptions{AllowCopies: true})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	reported := false
	for _, u := range cd.Unmodelled {
		reported = reported || u.Card == "Azorius Signet"
	}
	if !reported {
		t.Errorf("the Signet's missing bonus is not reported: %v", cd.Unmodelled)
	}
}

func must(t *testing.T, db *Database, name string) *Card {
	t.Helper()
	c, ok := db.Lookup(name)
	if !ok {
		t.Fatalf("no %s", name)
	}
	return c
}
