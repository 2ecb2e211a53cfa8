package decks_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

// The archetype decklists (testdata/decklists/archetypes) play with the
// built-in database alone. What is asserted holds whatever the engine makes
// of their mana, which issue 20 is still teaching it: every game is played
// on both sides and counted once in the mulligan and kept-hand tallies; a
// turn is reached by no more games than the turn before; a land is played at
// most once a turn; where no card of the list puts a land onto the
// battlefield other than by playing it (Explore, Azusa and Primeval Titan in
// Amulet Titan, Golos in Workshop), a game has at most t lands on turn t;
// spells are cast (every list holds a dozen or more cards of mana value 2 or
// less); the counts are the same for one worker and two; and a game
// allocates nothing.
func TestArchetypeDecklistsPlay(t *testing.T) {
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	extraLands := map[string]bool{"modern-amulet-titan.txt": true, "vintage-workshop.dck": true}
	files := decks.ArchetypeFiles()
	if len(files) != 6 {
		t.Fatalf("%d archetype lists, want 6", len(files))
	}
	for _, path := range files {
		base := filepath.Base(path)
		t.Run(base, func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			d, _, err := decks.LoadDeck(path, data, db, decks.ResolveOptions{Format: decks.Constructed})
			if err != nil {
				t.Fatal(err)
			}
			cd, err := decks.Compile(d)
			if err != nil {
				t.Fatal(err)
			}
			cfg := sim.DefaultConfig()
			cfg.Games, cfg.Turns, cfg.Workers = 2000, 8, 1
			one := run(t, cd, cfg)
			cfg.Workers = 2
			if two := run(t, cd, cfg); !two.Equal(one) {
				t.Errorf("one worker and two give other counts")
			}
			for s := range one.Sides {
				ss := &one.Sides[s]
				if ss.Games != cfg.Games {
					t.Fatalf("side %d: %d games, want %d", s, ss.Games, cfg.Games)
				}
				var mulls, kept, spells int64
				for i := range ss.Mulligans {
					mulls += ss.Mulligans[i]
					kept += ss.Kept[i]
				}
				if mulls != ss.Games || kept != ss.Games {
					t.Errorf("side %d: %d games by mulligans, %d by kept hand, of %d", s, mulls, kept, ss.Games)
				}
				prev := ss.Games
				for turn, ts := range ss.Turn {
					if ts.Games > prev {
						t.Errorf("side %d turn %d: reached by %d games, the turn before by %d", s, turn+1, ts.Games, prev)
					}
					prev = ts.Games
					if ts.LandDrops > ts.Games {
						t.Errorf("side %d turn %d: %d land drops in %d games", s, turn+1, ts.LandDrops, ts.Games)
					}
					if !extraLands[base] && ts.Lands > int64(turn+1)*ts.Games {
						t.Errorf("side %d turn %d: %d lands in %d games, more than one a turn", s, turn+1, ts.Lands, ts.Games)
					}
					spells += ts.Spells
				}
				if spells < ss.Games {
					t.Errorf("side %d: %d spells in %d games of %d turns", s, spells, ss.Games, cfg.Turns)
				}
			}

			p, err := sim.NewPlayer(cd, cfg)
			if err != nil {
				t.Fatal(err)
			}
			i := int64(0)
			p.Play(sim.OnPlay, i) // the first game may size what later ones reuse
			if allocs := testing.AllocsPerRun(200, func() {
				i++
				p.Play(sim.Side(i%2), i)
			}); allocs != 0 {
				t.Errorf("%.2f allocations per game", allocs)
			}
		})
	}
}

func run(t *testing.T, cd *decks.Compiled, cfg sim.Config) *sim.Stats {
	t.Helper()
	res, err := sim.Run(context.Background(), cd, cfg, sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Partial {
		t.Fatal("a full run came back partial")
	}
	return res.Stats
}
