package sim

import (
	"path/filepath"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// The competitive decklists of decks/testdata/decklists (six formats, five
// export formats) load with the built-in database alone and play: every
// game is played on both sides, three lands or more are in play on turn 4
// on average and two spells or more are cast in a game on average (control
// decks hold their counterspells against an idle opponent), and the two
// burn decks kill an idle opponent by turn
// 10 in most games (Modern and Premodern Burn hold 20-odd burn spells and
// hasty creatures: 17 cards seen by turn 10 on the draw carry 6-8 of them).
func TestCompetitiveDecklistsPlay(t *testing.T) {
	files, err := filepath.Glob("../decks/testdata/decklists/*.*")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, path := range files {
		if filepath.Ext(path) == ".md" {
			continue
		}
		n++
		cd := compileFile(t, path, decks.Constructed)
		cfg := DefaultConfig()
		cfg.Games = 2000
		st := runStats(t, cd, cfg)
		for s := range st.Sides {
			ss := &st.Sides[s]
			if ss.Games != cfg.Games {
				t.Errorf("%s side %d: %d games, want %d", path, s, ss.Games, cfg.Games)
				continue
			}
			spells := int64(0)
			for _, ts := range ss.Turn {
				spells += ts.Spells
			}
			if t4 := ss.Turn[3]; t4.Lands < 3*t4.Games || spells < 2*ss.Games {
				t.Errorf("%s side %d: %d lands on turn 4 over %d games, %d spells in %d games", path, s, t4.Lands, t4.Games, spells, ss.Games)
			}
			if base := filepath.Base(path); base == "modern-burn.txt" || base == "premodern-burn.dck" {
				if alive := ss.Kill[0]; alive*5 > ss.Games {
					t.Errorf("%s side %d: the opponent survived 10 turns in %d of %d games", path, s, alive, ss.Games)
				}
			}
		}
	}
	if n != 6 {
		t.Errorf("%d decklists, want 6", n)
	}
}
