package decks

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks/decklist"
)

// archetypeLists are the decklists of testdata/decklists/archetypes: one per
// mana archetype issue 20 names (Tron lands, Elves counting elves, Mishra's
// Workshop, Eldrazi Temple, Amulet of Vigor with bounce lands, a Verge), each
// in another of the export formats the reader knows. They live in a folder of
// their own because sim's TestCompetitiveDecklistsPlay holds the six lists
// beside them to figures (three lands on turn 4) an Elves list of 16 Forests
// is not built to reach.
var archetypeLists = []struct {
	file   string
	format decklist.Format
	// restricted are cards of the list on its format's restricted list
	// (Vintage): at most one copy each.
	restricted []string
	// unmade are the spells Resolve may warn that no card of the deck makes
	// a colour for, where a card does make it but the reader does not model
	// how (issue 20): the warning must name only these. Birchlore Rangers
	// taps two elves for any colour, the Elves list's only blue.
	unmade []string
}{
	{file: "modern-tron.dek", format: decklist.FormatMTGO},
	{file: "pauper-elves.txt", format: decklist.FormatMoxfield, unmade: []string{"Distant Melody"}},
	{file: "vintage-workshop.dck", format: decklist.FormatForge, restricted: []string{
		"Black Lotus", "Mox Emerald", "Mox Jet", "Mox Pearl", "Mox Ruby", "Mox Sapphire", "Sol Ring",
		"Mana Crypt", "Mana Vault", "Strip Mine", "Chalice of the Void", "Trinisphere", "Lodestone Golem",
		"Thorn of Amethyst", "Karn, the Great Creator", "Mystic Forge"}},
	{file: "modern-eldrazi-tron.txt", format: decklist.FormatArchidekt},
	{file: "modern-amulet-titan.txt", format: decklist.FormatText},
	{file: "standard-izzet-prowess.txt", format: decklist.FormatArena},
}

// archetypeFiles returns the paths of the archetype decklists, from the
// package's folder.
func archetypeFiles() []string {
	var out []string
	for _, l := range archetypeLists {
		out = append(out, filepath.Join("testdata", "decklists", "archetypes", l.file))
	}
	return out
}

// ArchetypeFiles exports archetypeFiles to the test that plays the lists
// (archetypes_play_test.go, in package decks_test: package sim imports decks).
var ArchetypeFiles = archetypeFiles

// Each archetype list reads in its format, every card of it (sideboard too)
// is a built-in card, the main deck is 60 cards and the sideboard 15, no card
// is over the four-copy limit (nor a restricted card over one), and the deck
// loads, warned of nothing but a colour no modelled card makes for a spell
// the list names (unmade), and compiles to a 60-card library.
func TestArchetypeDecklists(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	formats := map[decklist.Format]bool{}
	for i, tc := range archetypeLists {
		path := archetypeFiles()[i]
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
		formats[l.Format] = true
		main, side := 0, 0
		copies := map[string]int{} // main-deck copies by the card's own name
		for _, e := range l.Entries {
			c, ok := db.Lookup(e.Name)
			if !ok {
				t.Errorf("%s:%d: %q is not a built-in card", tc.file, e.Line, e.Name)
				continue
			}
			switch e.Section {
			case decklist.Main:
				main += e.Count
				if c.Types&Basic == 0 {
					copies[c.Name] += e.Count
				}
			case decklist.Sideboard:
				side += e.Count
			default:
				t.Errorf("%s:%d: %q is in the %v", tc.file, e.Line, e.Name, e.Section)
			}
		}
		if main != 60 || side != 15 {
			t.Errorf("%s: %d main-deck and %d sideboard cards, want 60 and 15", tc.file, main, side)
		}
		for name, n := range copies {
			if n > 4 {
				t.Errorf("%s: %d copies of %s", tc.file, n, name)
			}
		}
		for _, name := range tc.restricted {
			if n := copies[name]; n != 1 {
				t.Errorf("%s: %d copies of %s, restricted to one (the list names it)", tc.file, n, name)
			}
		}
		d, warnings, err := LoadDeck(path, data, db, ResolveOptions{Format: Constructed})
		if err != nil {
			t.Errorf("%s: %v", tc.file, err)
			continue
		}
		for _, w := range warnings {
			if !strings.Contains(w, "no card of the deck makes") {
				t.Errorf("%s: warning %q", tc.file, w)
				continue
			}
			for _, name := range tc.unmade {
				w = strings.ReplaceAll(w, name, "")
			}
			// What is left of the spells' list must name no card of the deck.
			for _, e := range l.Entries {
				if strings.Contains(w, e.Name) {
					t.Errorf("%s: warning %q names %s, which the test does not list as unmodelled", tc.file, w, e.Name)
				}
			}
		}
		cd, err := Compile(d)
		if err != nil {
			t.Errorf("%s: %v", tc.file, err)
			continue
		}
		if len(cd.Library) != 60 || len(cd.Commander) != 0 {
			t.Errorf("%s: compiled %d + %d cards, want 60 + 0", tc.file, len(cd.Library), len(cd.Commander))
		}
	}
	if len(formats) < 3 {
		t.Errorf("the archetype lists are in %d export formats, want at least 3", len(formats))
	}
}
