package decks

import (
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// The land searches of ramp.go, read from the built-in cards' lines: what
// each finds, where it puts it, what it sacrifices first, and the lines
// read as doing nothing or reported with what they then do.
func TestRampReading(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	card := func(name string) *Card {
		c, ok := db.Lookup(name)
		if !ok {
			t.Fatalf("no %s", name)
		}
		return c
	}
	anyLand := Search{Types: mana.AllColors, Any: true}
	for _, tc := range []struct {
		name   string
		want   Search
		attack bool
	}{
		// Any land card, nonbasic ones of no basic land type too.
		{"Sylvan Scrying", Search{Hand: 1}, false},
		{"Golos, Tireless Pilgrim", Search{Battlefield: 1, Tapped: true}, false},
		{"Tempt with Discovery", Search{Battlefield: 1}, false},
		{"Sowing Mycospawn", Search{Battlefield: 1, Cast: true}, false},
		{"Primeval Titan", Search{Battlefield: 2, Tapped: true}, true},
		{"Scapeshift", Search{Battlefield: MaxSearched, Tapped: true, Sacrifice: SacrificeAnyNumber}, false},
	} {
		w := tc.want
		w.Types, w.Any = anyLand.Types, anyLand.Any
		c := card(tc.name)
		if c.Search != w || (c.Seek != nil && c.Seek.Attacks) != tc.attack {
			t.Errorf("%s: %+v, seek %+v; want %+v, again as it attacks %v", tc.name, c.Search, c.Seek, w, tc.attack)
		}
		for _, l := range c.Lines {
			if strings.Contains(l.Text, "search") && l.Status != LineRead {
				t.Errorf("%s: line %q %s", tc.name, l.Text, l.Status)
			}
		}
	}
	// Basic lands only.
	if c := card("Springbloom Druid"); c.Search != (Search{Battlefield: 2, Tapped: true, Types: mana.AllColors, Basic: true, Sacrifice: SacrificeOne}) || len(c.Unmodelled()) != 0 {
		t.Errorf("Springbloom Druid: %+v, not modelled %q", c.Search, c.Unmodelled())
	}
	p := card("Analyze the Pollen")
	if p.Search != (Search{Hand: 1, Types: mana.AllColors, Basic: true}) || len(p.Unmodelled()) != 0 || p.Lines[0].Status != LineNotNeeded ||
		!strings.Contains(p.Lines[0].Note, "never collected") {
		t.Errorf("Analyze the Pollen: %+v, lines %+v", p.Search, p.Lines)
	}
	// A basic land type's search stays as it was.
	if c := card("Evolving Wilds"); c.Fetch == nil || !c.Fetch.Basic {
		t.Errorf("Evolving Wilds: %+v", c.Fetch)
	}
	// Nothing, exactly: their condition is never true against an idle opponent.
	for _, name := range []string{"Land Tax", "Weathered Wayfarer"} {
		c := card(name)
		if len(c.Lines) != 1 || c.Lines[0].Status != LineNotNeeded || !strings.Contains(c.Lines[0].Note, "does nothing") || c.Search.N() != 0 {
			t.Errorf("%s: %+v", name, c.Lines)
		}
	}
	// Reported, with what they then do.
	for name, says := range map[string]string{"Krosan Tusker": "never cycled", "Beseech the Queen": "issue 21"} {
		u := card(name).Unmodelled()
		found := false
		for _, s := range u {
			found = found || strings.Contains(s, says)
		}
		if !found {
			t.Errorf("%s: reported %q, want a line saying %q", name, u, says)
		}
	}
}

// What Search's description says of the family's fields.
func TestSearchWords(t *testing.T) {
	for s, want := range map[Search]string{
		{Hand: 1, Types: mana.AllColors, Basic: true}:                           "searches 1 land(s): 0 to the battlefield (tapped: false), 1 to hand",
		{Battlefield: 1, Types: mana.AllColors, Any: true, Cast: true}:          "searches 1 land(s): 1 to the battlefield (tapped: false), 0 to hand; any land card; as it is cast",
		{Battlefield: MaxSearched, Tapped: true, Sacrifice: SacrificeAnyNumber}: "searches as many land(s) as it sacrifices first: to the battlefield (tapped: true)",
		{Battlefield: 2, Tapped: true, Basic: true, Sacrifice: SacrificeOne}:    "searches 2 land(s): 2 to the battlefield (tapped: true), 0 to hand; if a land is sacrificed first",
	} {
		if got := s.String(); got != want {
			t.Errorf("%+v: %q, want %q", s, got, want)
		}
	}
}
