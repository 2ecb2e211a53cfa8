package decks

import (
	"slices"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// Nykthos and Three Tree City read as counted converters of one colour;
// Three Tree City's chosen type is read with it, and Cavern of Souls'
// (whose mana does not count it) stays reported.
func TestDevotionReading(t *testing.T) {
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
	for name, f := range map[string]Filter{"Nykthos, Shrine to Nyx": {Devotion: true}, "Three Tree City": {Types: Creature, Chosen: true}} {
		c := card(name)
		a := convPerOfCard(c)
		if a == nil || *a.Per != f || !a.OneType || a.Cost != mana.MustParseCost("{2}") || !a.Tap || len(c.Unmodelled()) != 0 {
			t.Errorf("%s: %v, not modelled %q", name, c.Mana, c.Unmodelled())
		}
	}
	if !card("Three Tree City").ChooseType {
		t.Error("Three Tree City: its chosen type not read")
	}
	cav := card("Cavern of Souls")
	if cav.ChooseType || !slices.ContainsFunc(cav.Lines, func(l Line) bool {
		return l.Text == "as ~ enters, choose a creature type." && l.Status == LineNotModelled
	}) {
		t.Error("Cavern of Souls: its chosen type read, though its mana does not count it")
	}
}

// Compiled, Nykthos lists each permanent once per symbol of each colour
// (Kitchen Finks' {G/W}{G/W}: twice for green and twice for white), makes
// the kinds of one to as many units as the deck's devotion reaches, and
// reports the colour choice of a two-colour deck; Three Tree City counts
// the deck's most common creature type.
func TestDevotionCompile(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	deck := func(names map[string]int) *Compiled {
		d := &Deck{Name: "t"}
		for _, n := range slices.Sorted(func(yield func(string) bool) {
			for k := range names {
				if !yield(k) {
					return
				}
			}
		}) {
			c, ok := db.Lookup(n)
			if !ok {
				t.Fatalf("no %s", n)
			}
			d.Main = append(d.Main, Slot{Card: c, Count: names[n]})
		}
		cd, err := Compile(d)
		if err != nil {
			t.Fatal(err)
		}
		return cd
	}
	cd := deck(map[string]int{"Nykthos, Shrine to Nyx": 4, "Forest": 20, "Kitchen Finks": 1, "Grizzly Bears": 2})
	nyk, finks, bears := slices.Index(cd.Names, "Nykthos, Shrine to Nyx"), slices.Index(cd.Names, "Kitchen Finks"), slices.Index(cd.Names, "Grizzly Bears")
	in := cd.Cards[nyk]
	if !in.Devotion || in.ConvKind < 0 {
		t.Fatalf("Nykthos: devotion %v, kind %d", in.Devotion, in.ConvKind)
	}
	g := cd.Vary[in.ConvVary+int(mana.G)]
	w := cd.Vary[in.ConvVary+int(mana.W)]
	u := cd.Vary[in.ConvVary+int(mana.U)]
	gWant := []uint16{uint16(finks), uint16(finks), uint16(bears)}
	if bears < finks {
		gWant = []uint16{uint16(bears), uint16(finks), uint16(finks)}
	}
	if !slices.Equal(g.Count[0], gWant) || !slices.Equal(w.Count[0], []uint16{uint16(finks), uint16(finks)}) || len(u.Count[0]) != 0 {
		t.Fatalf("devotion lists: G %v (want %v), W %v, U %v", g.Count[0], gWant, w.Count[0], u.Count[0])
	}
	// Green: 2 + 2 copies of Bears = 4 symbols in the deck; white: 2.
	if len(g.Kinds) != 5 || len(w.Kinds) != 3 || len(u.Kinds) != 1 {
		t.Fatalf("kinds by count: G %d, W %d, U %d; want 5, 3, 1", len(g.Kinds), len(w.Kinds), len(u.Kinds))
	}
	if src := cd.Sources.Kind(g.Kinds[3]); src.N() != 3 || src.Mask() != mana.G.Mask() || in.ConvKind != g.Kinds[1] {
		t.Fatalf("three green symbols: %v; the converter's kind %d, want %d", src, in.ConvKind, g.Kinds[1])
	}
	if !slices.ContainsFunc(cd.Unmodelled, func(u Unmodelled) bool { return u.Card == "Nykthos, Shrine to Nyx" }) {
		t.Error("devotion to two colours: the colour choice not reported")
	}
	mono := deck(map[string]int{"Nykthos, Shrine to Nyx": 4, "Forest": 20, "Grizzly Bears": 4})
	if slices.ContainsFunc(mono.Unmodelled, func(u Unmodelled) bool { return u.Card == "Nykthos, Shrine to Nyx" }) {
		t.Errorf("one colour of devotion, four symbols: reported %v", mono.Unmodelled)
	}
	none := deck(map[string]int{"Nykthos, Shrine to Nyx": 4, "Forest": 20, "Ornithopter": 4})
	if none.Cards[slices.Index(none.Names, "Nykthos, Shrine to Nyx")].ConvKind >= 0 {
		t.Error("no devotion in the deck: Nykthos is still a converter")
	}

	ttc := deck(map[string]int{"Three Tree City": 4, "Forest": 20, "Llanowar Elves": 8, "Elvish Mystic": 4, "Grizzly Bears": 8})
	if ct := ttc.chosenType(nil); ct != "" {
		t.Errorf("no cards: chosen %q", ct)
	}
	ti := ttc.Cards[slices.Index(ttc.Names, "Three Tree City")]
	counted := ttc.Vary[ti.ConvVary].Count[0]
	var names []string
	for _, id := range counted {
		names = append(names, ttc.Names[id])
	}
	slices.Sort(names)
	if !slices.Equal(names, []string{"Elvish Mystic", "Llanowar Elves"}) {
		t.Errorf("Three Tree City counts %v; want the Elves", names)
	}
	if src := ttc.Sources.Kind(ttc.Vary[ti.ConvVary].Kinds[3]); src.N() != 3 || !src.Same || src.Mask() != mana.AllColors {
		t.Errorf("three Elves: %v; want three of any one colour", src)
	}
}
