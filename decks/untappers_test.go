package decks

import (
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// builtinCard looks a card up in the built-in database.
func builtinCard(t *testing.T, name string) *Card {
	t.Helper()
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	c, ok := db.Lookup(name)
	if !ok {
		t.Fatalf("no %s in the built-in database", name)
	}
	return c
}

// Sculptor of Winter's "{T}: Untap target snow land." untaps a land with
// the snow supertype, whatever its land types: a Snow-Covered Forest, not
// a Forest; Arbor Elf's Forest is any Forest, snow or not.
func TestSnowUntapperReading(t *testing.T) {
	s := builtinCard(t, "Sculptor of Winter")
	if s.UntapLand != UntapSnowLand || len(s.Unmodelled()) != 0 {
		t.Fatalf("Sculptor of Winter read as untapping %v, not modelled %q", s.UntapLand, s.Unmodelled())
	}
	snowForest, forest := builtinCard(t, "Snow-Covered Forest"), builtinCard(t, "Forest")
	for _, tc := range []struct {
		mask mana.Mask
		land *Card
		want bool
	}{
		{UntapSnowLand, snowForest, true},
		{UntapSnowLand, forest, false},
		{mana.G.Mask(), snowForest, true},
		{mana.G.Mask(), forest, true},
		{mana.U.Mask(), snowForest, false},
		{UntapAnyLand, forest, true},
	} {
		if got := UntapsLand(tc.mask, tc.land.LandTypes, tc.land.Types); got != tc.want {
			t.Errorf("an untapper of a %s untaps %s: %v, want %v", untapWords(tc.mask), tc.land.Name, got, tc.want)
		}
	}
	if got := strings.Join(s.Describe(), "; "); !strings.Contains(got, "untaps a snow land") {
		t.Errorf("Sculptor of Winter described as %q", got)
	}
}

// A deck's untappers share one kind of source (the best land they may all
// untap): beside Arbor Elf (Forests), Sculptor of Winter and Ley Druid are
// reported and not played as untappers, whatever the order of the list.
func TestOneKindOfUntapperADeck(t *testing.T) {
	elf, sculptor, druid := builtinCard(t, "Arbor Elf"), builtinCard(t, "Sculptor of Winter"), builtinCard(t, "Ley Druid")
	forest := builtinCard(t, "Snow-Covered Forest")
	for _, order := range [][]*Card{{elf, sculptor, druid, forest}, {druid, forest, sculptor, elf}} {
		d := &Deck{Name: "t"}
		for _, c := range order {
			d.Main = append(d.Main, Slot{Card: c, Count: 4})
		}
		cd, err := Compile(d)
		if err != nil {
			t.Fatal(err)
		}
		for i, n := range cd.Names {
			if want := n == "Arbor Elf"; cd.Cards[i].IsUntapper != want {
				t.Errorf("%s: an untapper %v, want %v", n, cd.Cards[i].IsUntapper, want)
			}
		}
		reported := map[string]bool{}
		for _, u := range cd.Unmodelled {
			if strings.Contains(u.What, "one kind of untapper a deck") {
				reported[u.Card] = true
			}
		}
		if !reported["Sculptor of Winter"] || !reported["Ley Druid"] || reported["Arbor Elf"] {
			t.Errorf("reported: %v, want Sculptor of Winter and Ley Druid", reported)
		}
	}
}

// Maze of Ith, Maze of Shadows and Ebony Horse untap one's own attacking
// creature with its combat damage prevented: never a gain for a goldfish
// (whyMaze), so their lines are not needed, with the argument; a line that
// untaps a creature to use it again (Jandor's Saddlebags) is not theirs.
func TestMazeNotNeeded(t *testing.T) {
	for _, name := range []string{"Maze of Ith", "Maze of Shadows", "Ebony Horse"} {
		c := builtinCard(t, name)
		found := false
		for _, l := range c.Lines {
			if strings.Contains(l.Text, "untap target attacking creature") {
				found = true
				if l.Status != LineNotNeeded || l.Note != whyMaze {
					t.Errorf("%s: %q is %v (%s), want not needed for whyMaze", name, l.Text, l.Status, l.Note)
				}
			}
		}
		if !found {
			t.Errorf("%s: no untap line in %+v", name, c.Lines)
		}
	}
	if _, ok := untapLine("{3}, {t}: untap target creature."); ok {
		t.Error("Jandor's Saddlebags' untap read as Maze of Ith's")
	}
}

// Pestermite, Twitch, Twiddle and Merrow Reejerey are read as untap
// effects; a Reejerey's Merfolk spells (Augur of Bolas, Reejerey itself)
// carry its bit in Compile, a Grizzly Bears does not; Twiddle, which
// untaps one's own land, is no longer a spell with nothing to target.
func TestUntapEffectsReading(t *testing.T) {
	for name, want := range map[string]UntapEffect{
		"Pestermite":      {When: UntapOnEnter},
		"Twitch":          {When: UntapResolve, Targets: Artifact | Creature | Land},
		"Twiddle":         {When: UntapResolve, Targets: Artifact | Creature | Land},
		"Merrow Reejerey": {When: UntapOnCast, Sub: "merfolk"},
	} {
		c := builtinCard(t, name)
		if c.Untap != want || c.Idle {
			t.Errorf("%s read as %+v (idle %v), want %+v", name, c.Untap, c.Idle, want)
		}
	}
	d := &Deck{Name: "t"}
	for _, n := range []string{"Island", "Merrow Reejerey", "Augur of Bolas", "Grizzly Bears"} {
		d.Main = append(d.Main, Slot{Card: builtinCard(t, n), Count: 4})
	}
	cd, err := Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	if len(cd.CastUntappers) != 1 || cd.Names[cd.CastUntappers[0]] != "Merrow Reejerey" {
		t.Fatalf("cast untappers %v", cd.CastUntappers)
	}
	for i, n := range cd.Names {
		want := n == "Merrow Reejerey" || n == "Augur of Bolas"
		if (cd.Cards[i].CastUntaps == 1) != want {
			t.Errorf("%s: cast untaps %b, want triggered %v", n, cd.Cards[i].CastUntaps, want)
		}
	}
}

// Devoted Druid's untap with a -1/-1 counter: with toughness 2, one untap
// in its life (the second counter kills it before the untap resolves); a
// 0/3 of the same text would have two, a 0/1 none (reported); a creature
// without a {T} mana ability of its own has nothing to tap again.
func TestCounterUntapCount(t *testing.T) {
	druid := func(toughness, text string) *Compiled {
		c, err := CardFromScryfall(&ScryfallCard{Name: "Test Druid", TypeLine: "Creature — Elf Druid", ManaCost: "{1}{G}",
			Power: "0", Toughness: toughness, OracleText: text})
		if err != nil {
			t.Fatal(err)
		}
		if !c.CounterUntap || len(c.Unmodelled()) != 0 {
			t.Fatalf("read as %v, not modelled %q", c.CounterUntap, c.Unmodelled())
		}
		cd, err := Compile(&Deck{Name: "t", Main: []Slot{{Card: &c, Count: 4}}})
		if err != nil {
			t.Fatal(err)
		}
		return cd
	}
	const text = "{T}: Add {G}.\nPut a -1/-1 counter on Test Druid: Untap Test Druid."
	if got := builtinCard(t, "Devoted Druid"); !got.CounterUntap || got.Toughness != 2 {
		t.Fatalf("Devoted Druid read as untapping %v, toughness %d", got.CounterUntap, got.Toughness)
	}
	for toughness, want := range map[string]int{"2": 1, "3": 2, "1": 0} {
		cd := druid(toughness, text)
		reported := len(cd.Unmodelled) > 0
		if cd.Cards[0].SelfUntaps != want || reported != (want == 0) {
			t.Errorf("toughness %s: %d untaps (reported %v), want %d", toughness, cd.Cards[0].SelfUntaps, cd.Unmodelled, want)
		}
	}
	if cd := druid("2", "Put a -1/-1 counter on Test Druid: Untap Test Druid."); cd.Cards[0].SelfUntaps != 0 || len(cd.Unmodelled) == 0 {
		t.Errorf("no mana ability: %d untaps, reported %v", cd.Cards[0].SelfUntaps, cd.Unmodelled)
	}
}
