package decks

import (
	"strings"
	"testing"
)

// A spell needing a colour no card of the deck makes is told, with the
// spells it strands; a colour some card makes (a land, a dork, a ritual, an
// any-colour land), a Phyrexian or {2/W} symbol (payable otherwise) and a
// hybrid with one colour made are not. The cases are worked by hand from the
// cards' oracle text.
func TestColourWarnings(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		lines []string
		want  []string // substrings, one warning each; none when empty
	}{
		{"no red source (the held-out Legacy list's case)",
			[]string{"20 Island", "4 Dragon's Rage Channeler", "36 {1}{U}"},
			[]string{"no card of the deck makes red mana, which Dragon's Rage Channeler {R} need"}},
		{"two colours missing, each told",
			[]string{"24 Forest", "4 Lightning Bolt", "4 Counterspell", "28 {G}"},
			[]string{"makes blue mana, which Counterspell {U}{U} need", "makes red mana, which Lightning Bolt {R} need"}},
		{"colourless needed, none made",
			[]string{"24 Forest", "4 Thought-Knot Seer", "32 {G}"},
			[]string{"makes colourless mana, which Thought-Knot Seer {3}{C} need"}},
		{"a dork makes the colour", []string{"24 Forest", "4 Birds of Paradise", "4 Lightning Bolt", "28 {G}"}, nil},
		{"a ritual makes the colour", []string{"24 Forest", "4 Simian Spirit Guide", "4 Lightning Bolt", "28 {G}"}, nil},
		{"an any-colour land", []string{"20 Forest", "4 Mana Confluence", "4 Counterspell", "32 {G}"}, nil},
		{"Phyrexian pips are paid with life", []string{"24 Forest", "4 Gitaxian Probe", "32 {G}"}, nil},
		{"a hybrid with one colour made", []string{"24 Forest", "4 Boggart Ram-Gang", "32 {G}"}, nil},
		{"Sol Ring makes colourless", []string{"24 Forest", "1 Sol Ring", "4 Thought-Knot Seer", "31 {G}"}, nil},
		{"abstract lands count", []string{"24 land:B", "36 {1}{B}{B}"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, warnings, err := Resolve("deck.txt", entries(tc.lines...), db, ResolveOptions{AllowCopies: true})
			if err != nil {
				t.Fatal(err)
			}
			if d == nil {
				t.Fatal("no deck")
			}
			if len(warnings) != len(tc.want) {
				t.Fatalf("want %d warnings, got %q", len(tc.want), warnings)
			}
			for i, w := range tc.want {
				if !strings.Contains(warnings[i], w) || !strings.HasPrefix(warnings[i], "deck.txt: ") {
					t.Errorf("warning %q lacks %q", warnings[i], w)
				}
			}
		})
	}
}
