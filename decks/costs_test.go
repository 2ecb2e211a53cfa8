package decks

import (
	"slices"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// The templates of mana abilities paid with other permanents, on their
// examples: what each reads, and the lines left not modelled.
func TestOthersTemplates(t *testing.T) {
	cases := []struct {
		typeLine, text string
		want           string // the ability, as Describe says it; "" for none read
	}{
		{"Creature — Elf Druid", "Tap three untapped Elves you control: Add {G}{G}{G}.", "tap three untapped elves: {G}{G}{G}"},
		{"Creature — Elf Druid", "Tap two untapped Elves you control: Add one mana of any color.", "tap two untapped elves: {W|U|B|R|G}"},
		{"Legendary Creature — Human Artificer", "Tap an untapped artifact you control: Add {U}.", "tap an untapped artifact: {U}"},
		{"Artifact", "{T}, Tap an untapped creature you control: Add one mana of any color.", "{T}, tap an untapped creature: {W|U|B|R|G}"},
		{"Creature — Plant", "{T}, Tap an untapped creature you control: Add one mana of any color.", "{T}, tap an untapped creature: {W|U|B|R|G}"},
		{"Artifact", "Sacrifice a creature: Add {C}{C}.", "sacrifice a creature: {C}{C}"},
		{"Artifact", "Sacrifice a creature: Add one mana of any color.", "sacrifice a creature: {W|U|B|R|G}"},
		{"Creature — Goblin", "Sacrifice a Goblin: Add {R}.", "sacrifice a goblin: {R}"},
		// Its {T} is shared with its {C}: lowered as its converter.
		{"Legendary Land", "{T}: Add {C}.\n{T}, Sacrifice a creature: Add {B}{B}.", "{T}, sacrifice a creature: {B}{B}"},
		{"Creature — Orc", "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.", "{T}, sacrifice a Forest: {R|G}{R|G}{R|G}"},
		// A creature's {T} shared with another ability: not lowered.
		{"Creature — Elf", "{T}: Add {G}.\n{T}, Sacrifice a creature: Add {B}{B}.", ""},
		// A mana cost besides: not lowered.
		{"Artifact", "{1}, Sacrifice a creature: Add {C}{C}{C}.", ""},
		// Not a kind of permanent the reader knows.
		{"Artifact", "Tap an untapped widget you control: Add {U}.", ""},
	}
	for _, tc := range cases {
		sc := &ScryfallCard{Name: "Test Card", TypeLine: tc.typeLine, OracleText: tc.text}
		c, err := CardFromScryfall(sc)
		if err != nil {
			t.Fatal(err)
		}
		var got string
		for _, a := range c.Mana {
			if a.Others != nil {
				got = a.String()
			}
		}
		if got != tc.want {
			t.Errorf("%q: read %q, want %q", tc.text, got, tc.want)
		}
		last := c.Lines[len(c.Lines)-1]
		if read := last.Status == LineRead; read != (tc.want != "") {
			t.Errorf("%q: its line is %s (%s)", tc.text, last.Status, last.Note)
		}
	}
}

// "When ~ dies, add ..." is read on a creature (Cathodion); "that mana
// gains haste" (Hall of the Bandit Lord) is read with its haste reported.
func TestDiesManaAndHasteRider(t *testing.T) {
	c, err := CardFromScryfall(&ScryfallCard{Name: "Cathodion", TypeLine: "Artifact Creature — Construct", OracleText: "When Cathodion dies, add {C}{C}{C}."})
	if err != nil || c.DiesMana.Fixed[mana.C] != 3 || c.DiesMana.Total() != 3 || c.Lines[0].Status != LineRead {
		t.Errorf("Cathodion: dies mana %+v, line %s (%v)", c.DiesMana, c.Lines[0].Status, err)
	}
	h, err := CardFromScryfall(&ScryfallCard{Name: "Hall of the Bandit Lord", TypeLine: "Legendary Land",
		OracleText: "{T}, Pay 3 life: Add {C}. If that mana is spent on a creature spell, it gains haste."})
	if err != nil || len(h.Mana) != 1 || h.Mana[0].Life != 3 || !h.Mana[0].Tap || h.Mana[0].Makes.Units[0] != mana.C.Mask() {
		t.Fatalf("Hall: %+v (%v)", h.Mana, err)
	}
	if u := h.Unmodelled(); len(u) != 1 || u[0] != "the haste its mana gives a creature spell" {
		t.Errorf("Hall: reported %q", u)
	}
}

// Compile lowers each such ability to a cost source: its kind, the cards
// of the deck that may pay it (for a tapping cost, not a card whose own
// {T} pays one: Urza taps the Altars, not the Drum), and the order they share permanents in (tapping first, the
// most mana per permanent first).
func TestCostSourcesLowered(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	text := "24 Forest\n4 Llanowar Elves\n4 Heritage Druid\n4 Birchlore Rangers\n4 Springleaf Drum\n4 Ashnod's Altar\n4 Phyrexian Altar\n4 Grizzly Bears\n4 Urza, Lord High Artificer\n4 Ornithopter\n"
	deck, _, err := LoadDeck("t.txt", []byte(text), db, ResolveOptions{Format: Constructed, AllowCopies: true})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := Compile(deck)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]int{}
	for id, n := range cd.Names {
		byName[n] = id
	}
	names := func(ids []uint16) string {
		var out []string
		for _, id := range ids {
			out = append(out, cd.Names[id])
		}
		return strings.Join(out, ", ")
	}
	var order []string
	for i, cs := range cd.CostSources {
		order = append(order, cd.Names[cs.Card])
		if i > 0 && i < 3 && cd.CostSources[i-1].Kind > cs.Kind {
			t.Errorf("%s before %s: a tie of mana per permanent goes by kind", order[i-1], order[i])
		}
	}
	// Druid, Drum and Urza: 1 mana a permanent (in the order of their
	// kinds); Rangers 1/2; then the sacrifices, Ashnod's 2 before
	// Phyrexian's 1.
	first := append([]string(nil), order[:3]...)
	slices.Sort(first)
	if got := strings.Join(first, "; ") + " | " + strings.Join(order[3:], "; "); got != "Heritage Druid; Springleaf Drum; Urza, Lord High Artificer | Birchlore Rangers; Ashnod's Altar; Phyrexian Altar" {
		t.Errorf("order %s", strings.Join(order, "; "))
	}
	want := map[string]struct {
		payers string
		n      int
		self   bool
		sac    bool
		makes  mana.Source
	}{
		"Heritage Druid":            {"Llanowar Elves, Heritage Druid, Birchlore Rangers", 3, false, false, mana.Fixed(mana.G.Mask(), mana.G.Mask(), mana.G.Mask())},
		"Birchlore Rangers":         {"Llanowar Elves, Heritage Druid, Birchlore Rangers", 2, false, false, mana.OneOf(mana.AllColors)},
		"Springleaf Drum":           {"Llanowar Elves, Heritage Druid, Birchlore Rangers, Grizzly Bears, Urza, Lord High Artificer, Ornithopter", 1, true, false, mana.OneOf(mana.AllColors)},
		"Urza, Lord High Artificer": {"Ashnod's Altar, Phyrexian Altar, Ornithopter", 1, false, false, mana.OneOf(mana.U.Mask())},
		"Ashnod's Altar":            {"Llanowar Elves, Heritage Druid, Birchlore Rangers, Grizzly Bears, Urza, Lord High Artificer, Ornithopter", 1, false, true, mana.Fixed(mana.C.Mask(), mana.C.Mask())},
		"Phyrexian Altar":           {"Llanowar Elves, Heritage Druid, Birchlore Rangers, Grizzly Bears, Urza, Lord High Artificer, Ornithopter", 1, false, true, mana.OneOf(mana.AllColors)},
	}
	for _, cs := range cd.CostSources {
		name := cd.Names[cs.Card]
		w := want[name]
		if got := names(cs.For); got != w.payers || cs.N != w.n || cs.Self != w.self || cs.Sacrifice != w.sac {
			t.Errorf("%s: payers %q N %d self %v sacrifice %v, want %q %d %v %v", name, got, cs.N, cs.Self, cs.Sacrifice, w.payers, w.n, w.self, w.sac)
		}
		k := cd.Sources.Kind(cs.Kind)
		pen := uint8(PenaltyOthers)
		if cs.Sacrifice {
			pen = PenaltyOthers | PenaltySacrifice
		}
		if k.Units != w.makes.Units || k.Penalty != pen {
			t.Errorf("%s: kind %v penalty %d, want %v penalty %d", name, k.Units, k.Penalty, w.makes.Units, pen)
		}
		if cd.Cards[cs.Card].Kind >= 0 {
			t.Errorf("%s: a kind of its own besides (%d)", name, cd.Cards[cs.Card].Kind)
		}
	}
	if len(cd.CostSources) != len(want) {
		t.Errorf("%d cost sources, want %d", len(cd.CostSources), len(want))
	}
}

// The bounds of how the engine plays cost sources are reported for the
// deck: Heritage Druid's Elves that tap for mana themselves, and the Elves
// the Druid and Birchlore Rangers share; nothing for a Drum beside
// creatures with no mana.
func TestCostApproximationsReported(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	report := func(text string) string {
		deck, _, err := LoadDeck("t.txt", []byte(text), db, ResolveOptions{Format: Constructed, AllowCopies: true})
		if err != nil {
			t.Fatal(err)
		}
		cd, err := Compile(deck)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, u := range cd.Unmodelled {
			out = append(out, u.Card+": "+u.What)
		}
		return strings.Join(out, "\n")
	}
	got := report("24 Forest\n12 Llanowar Elves\n12 Heritage Druid\n12 Birchlore Rangers\n")
	for _, want := range []string{"Heritage Druid: a ready permanent that makes mana itself pays its tapping cost only when a payment needs it, at most 8",
		"Birchlore Rangers: the permanents it shares with Heritage Druid go to that one first, and another way (at most 256 ways a payment)"} {
		if !strings.Contains(got, want) {
			t.Errorf("not reported: %q in\n%s", want, got)
		}
	}
	if got := report("24 Forest\n12 Springleaf Drum\n24 Grizzly Bears\n"); got != "" {
		t.Errorf("Drum and Bears: reported %q", got)
	}
}
