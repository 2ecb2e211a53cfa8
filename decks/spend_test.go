package decks

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// The spend restrictions by a spell's type, each with its card's Oracle text.
func TestSpendByTypeTemplates(t *testing.T) {
	for _, tc := range []struct {
		name, cost, typ, text string
		want                  mana.Restriction
		units                 int
	}{
		{"Delighted Halfling", "{G}", "Creature — Halfling Citizen", "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a legendary spell, and that spell can't be countered.", mana.LegendarySpellsOnly, 1},
		{"Plaza of Heroes", "", "Land", "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a legendary spell.", mana.LegendarySpellsOnly, 1},
		{"Giada, Font of Hope", "{1}{W}", "Legendary Creature — Angel", "{T}: Add {W}. Spend this mana only to cast an Angel spell.", mana.AngelSpellsOnly, 1},
		{"Smokebraider", "{1}{R}", "Creature — Elemental Shaman", "{T}: Add two mana in any combination of colors. Spend this mana only to cast Elemental spells or activate abilities of Elementals.", mana.ElementalsOnly, 2},
		{"Jeweled Lotus", "{0}", "Artifact", "{T}, Sacrifice Jeweled Lotus: Add three mana of any one color. Spend this mana only to cast your commander.", mana.CommanderOnly, 3},
		{"Karfell Harbinger", "{1}{U}", "Creature — Zombie Wizard", "{T}: Add {U}. Spend this mana only to foretell a card from your hand or cast an instant or sorcery spell.", mana.InstantSorcerySpellsOnly, 1},
	} {
		c := readCard(t, tc.name, tc.cost, tc.typ, tc.text)
		a := c.Mana[len(c.Mana)-1]
		if a.Makes.Restriction != tc.want || a.Makes.N() != tc.units || a.Approx != "" {
			t.Errorf("%s: read %s (restriction %s, approx %q), want %s of %d", tc.name, a, a.Makes.Restriction, a.Approx, tc.want, tc.units)
		}
		if u := c.ManaUnmodelled(); len(u) > 0 {
			t.Errorf("%s: not modelled %q", tc.name, u)
		}
	}
}

// A spell's use allows the restrictions its card's types and subtypes
// meet: Giada's mana pays an Angel, Plaza's a legendary spell, the Lotus's
// the commander alone.
func TestTypedUse(t *testing.T) {
	angel := readCard(t, "Resplendent Angel", "{1}{W}{W}", "Creature — Angel", "Flying")
	legend := readCard(t, "Mirri, Cat Warrior", "{1}{G}{G}", "Legendary Creature — Cat Warrior", "First strike")
	elemental := readCard(t, "Flamekin Harbinger", "{R}", "Creature — Elemental Shaman", "")
	for _, tc := range []struct {
		name      string
		c         *Card
		commander bool
		allows    []mana.Restriction
		refuses   []mana.Restriction
	}{
		{"an Angel", &angel, false, []mana.Restriction{mana.AngelSpellsOnly}, []mana.Restriction{mana.LegendarySpellsOnly, mana.ElementalsOnly, mana.CommanderOnly}},
		{"a legendary creature", &legend, false, []mana.Restriction{mana.LegendarySpellsOnly}, []mana.Restriction{mana.AngelSpellsOnly, mana.CommanderOnly}},
		{"the commander", &legend, true, []mana.Restriction{mana.LegendarySpellsOnly, mana.CommanderOnly}, []mana.Restriction{mana.AngelSpellsOnly}},
		{"an Elemental", &elemental, false, []mana.Restriction{mana.ElementalsOnly}, []mana.Restriction{mana.LegendarySpellsOnly}},
	} {
		u := typedUse(mana.ForCreatureSpell, tc.c, tc.commander)
		for _, r := range tc.allows {
			if !u.Allows(r) {
				t.Errorf("%s (%s) refuses %s", tc.name, u, r)
			}
		}
		for _, r := range tc.refuses {
			if u.Allows(r) {
				t.Errorf("%s (%s) allows %s", tc.name, u, r)
			}
		}
	}
}

// The colour identity read from the card is Scryfall's color_identity for
// every built-in card (an independent statement of the same rule) but six:
// three whose back face has a colour indicator, which the data lacks;
// Urborg and Yavimaya, which the reader gives their own land type (so
// that they tap for it); Dwarven Mine, a Mountain Scryfall gives no
// identity. A card read from an object with color_identity takes
// Scryfall's, so only a card cache older than the field reads its own.
func TestReadIdentity(t *testing.T) {
	indicator := map[string]bool{"Ajani, Nacatl Pariah // Ajani, Nacatl Avenger": true,
		"Brutal Cathar // Moonrage Brute": true, "Tamiyo, Inquisitive Student // Tamiyo, Seasoned Scholar": true,
		"Urborg, Tomb of Yawgmoth": true, "Yavimaya, Cradle of Growth": true, "Dwarven Mine": true}
	files, err := builtinFiles.ReadDir("cards")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		if !strings.HasSuffix(f.Name(), ".jsonl") {
			continue
		}
		data, err := builtinFiles.ReadFile("cards/" + f.Name())
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			if strings.TrimSpace(line) == "" {
				continue
			}
			var o struct {
				ColorIdentity []string `json:"color_identity"`
			}
			var sc ScryfallCard
			if json.Unmarshal([]byte(line), &o) != nil || json.Unmarshal([]byte(line), &sc) != nil {
				t.Fatalf("%s: a line that is no card object", f.Name())
			}
			var want mana.Mask
			for _, s := range o.ColorIdentity {
				ty, _ := mana.TypeOf(strings.ToLower(s)[0])
				want |= ty.Mask()
			}
			c, err := CardFromScryfall(&sc)
			if err != nil {
				continue // (not a card the database keeps)
			}
			if got := c.readIdentity(); got != want && !indicator[sc.Name] {
				t.Errorf("%s: identity read %s, Scryfall's %s", sc.Name, got, want)
			}
			if got := c.Identity(); got != want {
				t.Errorf("%s: identity %s, Scryfall's %s", sc.Name, got, want)
			}
			n++
		}
	}
	if n < 3000 {
		t.Fatalf("only %d cards compared", n)
	}
}

// Command Tower makes the commanders' colours; with no commander, nothing.
// Jeweled Lotus's mana pays the commander and no other spell.
func TestCompileCommanderIdentity(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	list := "Commander\n1 Mirri, Cat Warrior\n\nDeck\n1 Command Tower\n1 Jeweled Lotus\n1 Grizzly Bears\n96 Forest\n"
	d, _, err := LoadDeck("test.txt", []byte(list), db, ResolveOptions{Format: Commander, AllowCopies: true})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	tower := cd.Cards[cardID(t, cd, "Command Tower")]
	if tower.Kind < 0 || cd.Sources.Kind(tower.Kind).Mask() != mana.G.Mask() {
		t.Errorf("Command Tower under Mirri (green) makes %v, want {G}", cd.Sources.Kind(max(tower.Kind, 0)).Mask())
	}
	lotus := cd.Sources.Kind(cd.Cards[cardID(t, cd, "Jeweled Lotus")].Kind)
	mirri, bears := cd.Cards[cardID(t, cd, "Mirri, Cat Warrior")], cd.Cards[cardID(t, cd, "Grizzly Bears")]
	if !mirri.Demand.Use().Allows(lotus.Restriction) || bears.Demand.Use().Allows(lotus.Restriction) {
		t.Errorf("Jeweled Lotus (%s): Mirri's use %s, the Bears' %s", lotus.Restriction, mirri.Demand.Use(), bears.Demand.Use())
	}
	// Without a commander.
	cd = compileList(t, "1 Command Tower\n59 Forest")
	if k := cd.Cards[cardID(t, cd, "Command Tower")].Kind; k >= 0 {
		t.Errorf("Command Tower with no commander makes %v, want nothing", cd.Sources.Kind(k))
	}
	said := false
	for _, u := range cd.Unmodelled {
		said = said || u.Card == "Command Tower" && strings.Contains(u.What, "no commander")
	}
	if !said {
		t.Errorf("Command Tower's empty mana without a commander is not reported: %v", cd.Unmodelled)
	}
}
