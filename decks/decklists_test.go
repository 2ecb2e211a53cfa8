package decks

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks/decklist"
)

// The competitive decklists of testdata/decklists: each is read in its export
// format, and the main-deck cards the built-in database lacks are exactly
// those listed here (a list that shrinks as verified cards are added; an
// empty one means the deck loads).
func TestCompetitiveDecklists(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		file    string
		format  decklist.Format
		missing []string
	}{
		{"standard-mono-red-aggro.dck", decklist.FormatForge, nil},
		{"pioneer-rakdos-midrange.txt", decklist.FormatArena, nil},
		{"modern-burn.txt", decklist.FormatText, nil},
		{"legacy-sneak-and-show.dek", decklist.FormatMTGO, nil},
		{"oldschool-the-deck.txt", decklist.FormatMoxfield, nil},
		{"premodern-burn.dck", decklist.FormatForge, nil},
	} {
		path := filepath.Join("testdata", "decklists", tc.file)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		l, err := decklist.ParseList(path, data)
		if err != nil {
			t.Errorf("%s: %v", tc.file, err)
			continue
		}
		if l.Format != tc.format {
			t.Errorf("%s: read as %v, want %v", tc.file, l.Format, tc.format)
		}
		var missing []string
		main := 0
		for _, e := range l.Entries {
			if e.Section != decklist.Main {
				continue
			}
			main += e.Count
			if _, ok := db.Lookup(e.Name); !ok && !slices.Contains(missing, e.Name) {
				missing = append(missing, e.Name)
			}
		}
		slices.Sort(missing)
		if !slices.Equal(missing, tc.missing) {
			t.Errorf("%s: the database lacks %q of its main deck; the test lists %q (update the list: an empty one means the deck loads)",
				tc.file, missing, tc.missing)
		}
		if main < 60 {
			t.Errorf("%s: %d main-deck cards", tc.file, main)
		}
		if len(missing) == 0 {
			if _, _, err := LoadDeck(path, data, db, ResolveOptions{}); err != nil {
				t.Errorf("%s: every card is known, yet it does not load: %v", tc.file, err)
			}
		}
		t.Logf("%s: %s, %d main-deck cards, %d unknown: %s", tc.file, l.Format, main, len(missing), strings.Join(missing, "; "))
	}
}
