package decks

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks/decklist"
	"github.com/goldfishsim/goldfish/mana"
)

// testDB is a small database built from literal Scryfall objects, so these
// tests do not depend on the built-in one.
func testDB(t *testing.T) *Database {
	t.Helper()
	db := NewDatabase()
	for _, sc := range []ScryfallCard{
		{Name: "Forest", TypeLine: "Basic Land — Forest"},
		{Name: "Island", TypeLine: "Basic Land — Island"},
		{Name: "Mountain", TypeLine: "Basic Land — Mountain"},
		{Name: "Lightning Bolt", ManaCost: "{R}", TypeLine: "Instant", OracleText: "Lightning Bolt deals 3 damage to any target."},
		{Name: "Llanowar Elves", ManaCost: "{G}", TypeLine: "Creature — Elf Druid", OracleText: "{T}: Add {G}.", Power: "1", Toughness: "1"},
		{Name: "Sol Ring", ManaCost: "{1}", TypeLine: "Artifact", OracleText: "{T}: Add {C}{C}."},
		{Name: "Lim-Dûl's Vault", ManaCost: "{U}{B}", TypeLine: "Instant"},
		{Name: "Fire // Ice", Layout: "split", Faces: []ScryfallFace{
			{Name: "Fire", ManaCost: "{1}{R}", TypeLine: "Instant", OracleText: "Fire deals 2 damage divided as you choose among one or two targets."},
			{Name: "Ice", ManaCost: "{1}{U}", TypeLine: "Instant", OracleText: "Tap target permanent.\nDraw a card."}}},
		{Name: "Valakut Awakening // Valakut Stoneforge", Layout: "modal_dfc", Faces: []ScryfallFace{
			{Name: "Valakut Awakening", ManaCost: "{2}{R}", TypeLine: "Instant"},
			{Name: "Valakut Stoneforge", TypeLine: "Land", OracleText: "As Valakut Stoneforge enters, you may pay 3 life. If you don't, it enters tapped.\n{T}: Add {R}."}}},
		{Name: "Cauldron Familiar", ManaCost: "{B}", TypeLine: "Creature — Cat", Power: "1", Toughness: "1"},
		{Name: "Thriving Isle", TypeLine: "Land", OracleText: "This land enters tapped. As it enters, choose a color other than blue.\n{T}: Add {U} or one mana of the chosen color."},
	} {
		c, err := CardFromScryfall(&sc)
		if err != nil {
			t.Fatal(err)
		}
		db.Add(c)
	}
	return db
}

func entries(lines ...string) decklist.List {
	var l decklist.List
	for i, s := range lines {
		n, name, _ := strings.Cut(s, " ")
		count := 0
		for _, r := range n {
			count = count*10 + int(r-'0')
		}
		sec := decklist.Main
		if after, ok := strings.CutPrefix(name, "SB:"); ok {
			name, sec = after, decklist.Sideboard
		}
		l.Entries = append(l.Entries, decklist.Entry{Count: count, Name: name, Section: sec, Line: i + 1})
	}
	return l
}

func TestLookupNames(t *testing.T) {
	db := testDB(t)
	for _, name := range []string{"lightning bolt", "LIGHTNING  BOLT", " Lightning Bolt ", "Fire", "ice", "Fire // Ice",
		"Lim-Dul's Vault", "lim-dûl’s vault", "A-Cauldron Familiar", "Valakut Stoneforge", "Valakut Awakening"} {
		if _, ok := db.Lookup(name); !ok {
			t.Errorf("Lookup(%q) failed", name)
		}
	}
	if c, _ := db.Lookup("ice"); c.Name != "Fire // Ice" {
		t.Errorf("ice finds %q", c.Name)
	}
	if _, ok := db.Lookup("Lightning"); ok {
		t.Error("a prefix must not match")
	}
}

func TestNormalName(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Lightning Bolt", "lightning bolt"},
		{"  LIGHTNING \t Bolt ", "lightning bolt"},
		{"Æther Vial", "aether vial"},
		{"Lim-Dûl’s Vault", "lim-dul's vault"},
		{"Jötun Grunt", "jotun grunt"},
		{"Jo\u0308tun Grunt", "jotun grunt"}, // the umlaut as a combining mark
		{"Dandân", "dandan"},
		{"Márton Stromgald", "marton stromgald"},
		{"Ifh-Bíff Efreet", "ifh-biff efreet"},
		{"Séance", "seance"},
		{"El-Hajjâj", "el-hajjaj"},
		{"Ghazbán Ogre", "ghazban ogre"},
		{"A-Cauldron Familiar", "cauldron familiar"},
		{"“Ach! Hans, Run!”", "\"ach! hans, run!\""},
		{"稲妻", "稲妻"},
	} {
		if got := NormalName(c.in); got != c.want {
			t.Errorf("NormalName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestResolveUnknownCardsSuggest(t *testing.T) {
	db := testDB(t)
	list := entries("4 Lightning Bolt", "4 Lightnin Bolt", "20 Mountain", "4 Llanowar Elfs", "2 SB:Negate")
	_, warnings, err := Resolve("burn.txt", list, db, ResolveOptions{})
	if err == nil {
		t.Fatal("unknown cards must be an error")
	}
	msg := err.Error()
	for _, want := range []string{
		`burn.txt:2: unknown card "Lightnin Bolt"; did you mean "Lightning Bolt"?`,
		`burn.txt:4: unknown card "Llanowar Elfs"; did you mean "Llanowar Elves"?`,
		"2 cards the card database lacks",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q lacks %q", msg, want)
		}
	}
	if !errors.Is(err, ErrUnknownCard) {
		t.Error("the error is not ErrUnknownCard: a command cannot add where more cards come from")
	}
	var de *DeckError
	if !errors.As(err, &de) {
		t.Errorf("error is not a *DeckError: %T", err)
	}
	if len(warnings) != 1 || !strings.Contains(warnings[0], `"Negate" (sideboard, line 5)`) {
		t.Errorf("an unknown sideboard card is a warning with its line: %q", warnings)
	}
}

// Unknown cards outside the main deck are one warning, in one line, naming
// each card and its line (a sideboard of new cards used to print a warning
// apiece, run after run).
func TestResolveSideboardUnknownOneLine(t *testing.T) {
	db := testDB(t)
	list := entries("4 Lightning Bolt", "56 Mountain", "2 SB:Negat", "1 SB:Pyroblast Nonsense", "3 SB:Smash to Smithereenz")
	_, warnings, err := Resolve("burn.txt", list, db, ResolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) != 1 {
		t.Fatalf("want one warning, got %d: %q", len(warnings), warnings)
	}
	w := warnings[0]
	if strings.Contains(w, "\n") {
		t.Errorf("the warning spans lines: %q", w)
	}
	for _, want := range []string{"burn.txt: 3 cards outside the main deck not in the card database (not played):",
		`"Negat" (sideboard, line 3)`, `"Pyroblast Nonsense" (sideboard, line 4)`, `"Smash to Smithereenz" (sideboard, line 5)`} {
		if !strings.Contains(w, want) {
			t.Errorf("warning %q lacks %q", w, want)
		}
	}
}

func TestResolveChecks(t *testing.T) {
	db := testDB(t)
	for _, tc := range []struct {
		lines  []string
		opt    ResolveOptions
		err    string // "" for none
		warn   string // "" for none
		size   int
		nslots int
	}{
		{[]string{"20 Mountain", "20 Island", "20 Lightning Bolt"}, ResolveOptions{}, "", "20 copies of Lightning Bolt", 60, 3},
		{[]string{"20 Mountain", "20 Island", "20 Lightning Bolt"}, ResolveOptions{AllowCopies: true}, "", "", 60, 3},
		{[]string{"17 Mountain", "23 Lightning Bolt"}, ResolveOptions{}, "below the constructed minimum of 60 (for a limited deck, use --format limited)", "", 0, 0},
		{[]string{"17 Mountain", "23 Lightning Bolt"}, ResolveOptions{Format: Limited}, "", "", 40, 2},
		{[]string{"2 SB:Mountain"}, ResolveOptions{}, "no cards in the main deck", "", 0, 0},
		{[]string{"30 Mountain", "30 Mountain"}, ResolveOptions{}, "", "", 60, 1},
		// The abstract forms of studies, with no copy warnings.
		{[]string{"24 Swamp", "36 {1}{B}{B}"}, ResolveOptions{}, `unknown card "Swamp"`, "", 0, 0},
		{[]string{"24 land:B", "36 {1}{B}{B}"}, ResolveOptions{}, "", "", 60, 2},
		{[]string{"17 land:WU tapped", "7 land:G snow", "36 1WW"}, ResolveOptions{}, "", "", 60, 3},
		{[]string{"24 land:Q", "36 {1}{B}{B}"}, ResolveOptions{}, `"Q" is not a set of mana types`, "", 0, 0},
		{[]string{"24 land:B", "36 {1}{B}{Q}"}, ResolveOptions{}, `symbol "{Q}"`, "", 0, 0},
		{[]string{"24 land:B fast", "36 {1}{B}{B}"}, ResolveOptions{}, `unknown word "fast"`, "", 0, 0},
		{[]string{"99 Forest"}, ResolveOptions{Format: Commander}, "exactly 100 cards", "", 0, 0},
		// One abstract card however it is written (reliability report D7):
		// a cost in any order or form, a land's colours and words in any order.
		{[]string{"4 {1}{R}{R}", "4 1RR", "4 {R}{1}{R}", "48 land:R"}, ResolveOptions{}, "", "", 60, 2},
		{[]string{"12 land:WU tapped snow", "12 land:UW snow tapped", "36 {W}{U}"}, ResolveOptions{}, "", "", 60, 2},
	} {
		d, warnings, err := Resolve("d.txt", entries(tc.lines...), db, tc.opt)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%q: %v", tc.lines, err)
			continue
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%q: error %v, want one with %q", tc.lines, err, tc.err)
			continue
		case tc.err != "":
			continue
		}
		if (tc.warn == "") != (len(warnings) == 0) || tc.warn != "" && !strings.Contains(strings.Join(warnings, "\n"), tc.warn) {
			t.Errorf("%q: warnings %q, want %q", tc.lines, warnings, tc.warn)
		}
		if d.Size() != tc.size || len(d.Main) != tc.nslots {
			t.Errorf("%q: size %d slots %d, want %d %d", tc.lines, d.Size(), len(d.Main), tc.size, tc.nslots)
		}
	}
}

func TestAbstractCards(t *testing.T) {
	c, ok, err := abstractCard("land:WU tapped snow")
	if err != nil || !ok {
		t.Fatal(ok, err)
	}
	if c.Name != "land:WU tapped snow" || c.Enters != EntersTapped || !c.Types.Has(Land|Snow) ||
		c.Mana[0].Makes.Mask() != mana.W.Mask()|mana.U.Mask() || !c.Mana[0].Makes.Snow || !c.Mana[0].Tap {
		t.Fatalf("land:WU tapped snow = %+v", c)
	}
	c, ok, err = abstractCard("1WW")
	if err != nil || !ok || c.Name != "{1}{W}{W}" || c.Cost.ManaValue() != 3 || c.IsLand() {
		t.Fatalf("1WW = %+v, %v, %v", c, ok, err)
	}
	if _, ok, err := abstractCard("Gush"); ok || err != nil {
		t.Fatalf("a card name is not abstract: %v %v", ok, err)
	}
}

func TestCompile(t *testing.T) {
	db := testDB(t)
	d, _, err := Resolve("d.txt", entries("16 Mountain", "4 Thriving Isle", "4 Llanowar Elves", "4 Sol Ring", "4 Fire", "4 Valakut Awakening", "24 Lightning Bolt"), db, ResolveOptions{AllowCopies: true})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	if len(cd.Library) != 60 {
		t.Fatalf("library of %d", len(cd.Library))
	}
	id := map[string]int{}
	for i, n := range cd.Names {
		id[n] = i
	}
	mountain, elves, ring := cd.Cards[id["Mountain"]], cd.Cards[id["Llanowar Elves"]], cd.Cards[id["Sol Ring"]]
	if mountain.Castable || mountain.Kind < 0 || cd.Sources.Kind(mountain.Kind) != mana.OneOf(mana.R.Mask()) || mountain.Sick {
		t.Errorf("Mountain: %+v", mountain)
	}
	if !elves.Castable || !elves.Sick || elves.MV != 1 || elves.Demand.Use() != mana.ForCreatureSpell {
		t.Errorf("Llanowar Elves: castable %v sick %v mv %d", elves.Castable, elves.Sick, elves.MV)
	}
	if cd.Sources.Kind(ring.Kind).N() != 2 || ring.Sick {
		t.Errorf("Sol Ring: kind %+v", cd.Sources.Kind(ring.Kind))
	}
	// The Thriving land chooses red, the colour the deck asks for most.
	if isle := cd.Cards[id["Thriving Isle"]]; cd.Sources.Kind(isle.Kind) != mana.OneOf(mana.U.Mask()|mana.R.Mask()) || isle.Enters != EntersTapped {
		t.Errorf("Thriving Isle: %+v enters %v", cd.Sources.Kind(isle.Kind), isle.Enters)
	}
	// Both faces of the modal DFC are playable: the land side has its own id.
	awaken := cd.Cards[id["Valakut Awakening // Valakut Stoneforge"]]
	if awaken.Alt < 0 || !cd.Cards[awaken.Alt].Types.Has(Land) || cd.Cards[awaken.Alt].Alt != id["Valakut Awakening // Valakut Stoneforge"] {
		t.Errorf("Valakut: alt %d", awaken.Alt)
	}
	if cd.Copies[id["Lightning Bolt"]] != 24 || cd.Copies[awaken.Alt] != 0 {
		t.Errorf("copies: %v", cd.Copies)
	}
	// Fire // Ice: the split card's halves are both castable.
	fire := cd.Cards[id["Fire // Ice"]]
	if fire.Alt < 0 || cd.Cards[fire.Alt].Draw != 1 {
		t.Errorf("Fire // Ice: %+v", fire)
	}
}

func BenchmarkCompile60(b *testing.B) {
	db, err := Builtin()
	if err != nil {
		b.Fatal(err)
	}
	data, err := os.ReadFile("examples/mono-red.txt")
	if err != nil {
		b.Fatal(err)
	}
	d, _, err := LoadDeck("mono-red.txt", data, db, ResolveOptions{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Compile(d); err != nil {
			b.Fatal(err)
		}
	}
}

// The engine reads CardInfo in its inner loop: it must hold no pointer (no
// slice, map, string or interface) to chase.
func TestCardInfoHasNoPointers(t *testing.T) {
	var walk func(ty reflect.Type, path string)
	walk = func(ty reflect.Type, path string) {
		switch ty.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Map, reflect.String, reflect.Interface, reflect.Chan, reflect.Func:
			t.Errorf("%s is a %v", path, ty.Kind())
		case reflect.Array:
			walk(ty.Elem(), path+"[]")
		case reflect.Struct:
			for i := range ty.NumField() {
				walk(ty.Field(i).Type, path+"."+ty.Field(i).Name)
			}
		}
	}
	walk(reflect.TypeFor[CardInfo](), "CardInfo")
	walk(reflect.TypeFor[mana.Sources](), "Sources")
}
