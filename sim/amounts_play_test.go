package sim

import (
	"context"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// A deck of this family's mechanics (Cabal Coffers and Stronghold,
// Coldsteel Heart, Chrome Mox, Mox Amber with legends, Bloom Tender,
// Overgrown Battlement, Ley Druid, Jeska's Will) plays with no allocation a
// game, and its counts are the same on one worker and two; some game
// exiles a card to a Chrome Mox (its companion on the battlefield).
func TestAmountsDeckPlays(t *testing.T) {
	text := "8 Swamp\n4 Mountain\n4 Forest\n3 Cabal Coffers\n2 Cabal Stronghold\n" +
		"3 Coldsteel Heart\n3 Chrome Mox\n2 Mox Amber\n3 Braids, Cabal Minion\n3 Bloom Tender\n3 Overgrown Battlement\n" +
		"2 Ley Druid\n2 Jeska's Will\n6 {3}{B}{B}\n6 {1}{R}\n6 {5}{B}"
	cd := compileText(t, text, decks.Constructed)
	g := newTestGame(t, cd, DefaultConfig())
	mox := -1
	for id, n := range cd.Names {
		if n == "Chrome Mox (exiled a B card)" {
			mox = id
		}
	}
	exiled := 0
	for i := range int64(300) {
		g.play(Side(i%2), i)
		if mox >= 0 && g.b.field[mox] > 0 {
			exiled++
		}
	}
	if exiled == 0 {
		t.Fatal("no game put a Chrome Mox imprinting a black card onto the battlefield")
	}
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
	cfg := DefaultConfig()
	cfg.Games = 2000
	var st [2]*Stats
	for k := range 2 {
		cfg.Workers = k + 1
		res, err := Run(context.Background(), cd, cfg, Options{})
		if err != nil {
			t.Fatal(err)
		}
		st[k] = res.Stats
	}
	if !st[0].Equal(st[1]) {
		t.Fatal("the counts differ between one worker and two")
	}
}
