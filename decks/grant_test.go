package decks

import (
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// readCard reads one card from its Scryfall fields.
func readCard(t *testing.T, name, cost, typ, text string) Card {
	t.Helper()
	c, err := CardFromScryfall(&ScryfallCard{Name: name, ManaCost: cost, TypeLine: typ, OracleText: text})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return c
}

// The grant templates, each with its card's Oracle text.
func TestGrantTemplates(t *testing.T) {
	any := ManaAbility{Makes: mana.OneOf(mana.AllColors), Tap: true}
	for _, tc := range []struct {
		name, cost, typ, text string
		want                  []Grant
		partly                string // the note of a line read in part
	}{
		{"Chromatic Lantern", "{3}", "Artifact", "Lands you control have \"{T}: Add one mana of any color.\"\n{T}: Add one mana of any color.",
			[]Grant{{To: Land, Ability: any}}, ""},
		{"Cryptolith Rite", "{1}{G}", "Enchantment", "Creatures you control have \"{T}: Add one mana of any color.\"",
			[]Grant{{To: Creature, Ability: any}}, ""},
		{"Enduring Vitality", "{1}{G}{G}", "Enchantment Creature — Elk Glimmer", "Vigilance\nCreatures you control have \"{T}: Add one mana of any color.\"",
			[]Grant{{To: Creature, Ability: any}}, ""},
		{"Esika, God of the Tree", "{1}{G}{G}", "Legendary Creature — God", "Vigilance\n{T}: Add one mana of any color.\nOther legendary creatures you control have vigilance and \"{T}: Add one mana of any color.\"",
			[]Grant{{To: Creature | Legendary, Other: true, Ability: any, Vigilance: true}}, ""},
		// Not a grant the reader knows: an equipped creature's (equipping is not played).
		{"Paradise Mantle", "{0}", "Artifact — Equipment", "Equipped creature has \"{T}: Add one mana of any color.\"\nEquip {1}", nil, ""},
	} {
		c := readCard(t, tc.name, tc.cost, tc.typ, tc.text)
		if len(c.Grants) != len(tc.want) {
			t.Errorf("%s: grants %+v, want %+v", tc.name, c.Grants, tc.want)
			continue
		}
		for i := range tc.want {
			if g, w := c.Grants[i], tc.want[i]; g.To != w.To || g.Other != w.Other || g.Vigilance != w.Vigilance || g.Ability.String() != w.Ability.String() {
				t.Errorf("%s: grant %+v, want %+v", tc.name, c.Grants[i], tc.want[i])
			}
		}
		for _, l := range c.Lines {
			if !strings.Contains(l.Text, "you control have") {
				continue
			}
			switch {
			case tc.partly != "" && (l.Status != LinePartial || l.Note != tc.partly):
				t.Errorf("%s: line %q %v (%s), want partly modelled: %s", tc.name, l.Text, l.Status, l.Note, tc.partly)
			case tc.partly == "" && l.Status != LineRead:
				t.Errorf("%s: line %q %v, want read", tc.name, l.Text, l.Status)
			}
		}
		if tc.want == nil && len(c.ManaUnmodelled()) == 0 {
			t.Errorf("%s: its granted ability must be reported as not modelled", tc.name)
		}
	}
	g := readCard(t, "Abundant Growth", "{G}", "Enchantment — Aura", "Enchant land\nWhen Abundant Growth enters, draw a card.\nEnchanted land has \"{T}: Add one mana of any color.\"")
	if !g.AuraGrant || g.AuraMana != mana.OneOf(mana.AllColors) || g.AuraLand != 0 || g.Draw != 1 || len(g.Unmodelled()) != 0 {
		t.Errorf("Abundant Growth read as %+v", g)
	}
}

// grantedSource merges a card's own mana with the granted one: one choice
// of types, the card's snow, penalty and alternative kept, the life its
// colours cost dropped (the granted colours are free); what does not merge
// is refused.
func TestGrantedSource(t *testing.T) {
	all := mana.AllColors
	snowC := mana.OneOf(mana.C.Mask())
	snowC.Snow = true
	pain := mana.OneOf(mana.C.Mask() | mana.U.Mask() | mana.R.Mask())
	pain.Penalty = 1
	cavern := mana.OneOf(mana.C.Mask()).WithAlt(mana.CreatureSpellsOnly, all)
	bounce := mana.Fixed(mana.W.Mask(), mana.U.Mask())
	petal := mana.OneOf(all)
	petal.Penalty = PenaltySacrifice
	elf := mana.OneOf(mana.G.Mask())
	elf.Penalty = PenaltyCreature
	for _, tc := range []struct {
		name     string
		base     *mana.Source
		creature bool
		want     mana.Source
		ok       bool
	}{
		{"a vanilla creature", nil, true, mana.Source{Units: [mana.MaxUnits]mana.Mask{all}, Penalty: PenaltyCreature}, true},
		{"Snow-Covered Wastes", &snowC, false, mana.Source{Units: [mana.MaxUnits]mana.Mask{mana.AnyType}, Snow: true}, true},
		{"a pain land", &pain, false, mana.OneOf(mana.AnyType), true},
		{"Llanowar Elves", &elf, true, mana.Source{Units: [mana.MaxUnits]mana.Mask{all}, Penalty: PenaltyCreature}, true},
		{"Cavern of Souls", &cavern, false, mana.OneOf(mana.AnyType).WithAlt(mana.CreatureSpellsOnly, all), true},
		{"a bounce land", &bounce, false, mana.Source{}, false},
		{"Lotus Petal", &petal, false, mana.Source{}, false},
	} {
		got, ok := grantedSource(tc.base, all, tc.creature)
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("%s: %+v %v, want %+v %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}

// compileList compiles a decklist given as text.
func compileList(t *testing.T, text string) *Compiled {
	t.Helper()
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := LoadDeck("test.txt", []byte(text), db, ResolveOptions{Format: Constructed, AllowCopies: true})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	return cd
}

func cardID(t *testing.T, cd *Compiled, name string) int {
	t.Helper()
	for i, n := range cd.Names {
		if n == name {
			return i
		}
	}
	t.Fatalf("no %s in %v", name, cd.Names)
	return -1
}

// Compile lowers a grant to a kind that follows the givers on the
// battlefield: a land reached by a Lantern is its own kind with none, and
// one unit of its types and every colour with one; a creature with no mana
// of its own makes nothing, then any colour, summoning sick; a bounce land
// keeps its own mana, reported; a land that is not reached stays fixed.
func TestCompileGrants(t *testing.T) {
	cd := compileList(t, "10 Wastes\n4 Azorius Chancery\n4 Chromatic Lantern\n4 Cryptolith Rite\n8 Grizzly Bears\n30 {3}")
	wastes, chancery, bears, lantern := cardID(t, cd, "Wastes"), cardID(t, cd, "Azorius Chancery"), cardID(t, cd, "Grizzly Bears"), cardID(t, cd, "Chromatic Lantern")
	for _, tc := range []struct {
		id   int
		want mana.Mask
	}{{wastes, mana.AnyType}, {bears, mana.AllColors}} {
		ci := cd.Cards[tc.id]
		if ci.Vary < 0 || !cd.Vary[ci.Vary].Grant {
			t.Fatalf("%s: not lowered to a grant (%+v)", cd.Names[tc.id], ci)
		}
		v := cd.Vary[ci.Vary]
		if len(v.Kinds) != 2 || v.Kinds[0] != ci.Kind || cd.Sources.Kind(v.Kinds[1]).Mask() != tc.want || cd.Sources.Kind(v.Kinds[1]).N() != 1 {
			t.Errorf("%s: kinds %v", cd.Names[tc.id], v.Kinds)
		}
		if len(v.Count) != 1 || len(v.Need) != 1 || v.Need[0] != 1 {
			t.Errorf("%s: condition %v %v", cd.Names[tc.id], v.Count, v.Need)
		}
	}
	if v := cd.Vary[cd.Cards[wastes].Vary]; len(v.Count[0]) != 1 || int(v.Count[0][0]) != lantern {
		t.Errorf("Wastes counts %v, want the Lantern (%d) alone", v.Count[0], lantern)
	}
	if cd.Cards[bears].Kind != -1 || !cd.Cards[bears].Sick {
		t.Errorf("Grizzly Bears: kind %d sick %v, want no mana of its own and summoning sick", cd.Cards[bears].Kind, cd.Cards[bears].Sick)
	}
	if cd.Cards[chancery].Vary >= 0 {
		t.Error("Azorius Chancery: its {W}{U} and the Lantern's one mana were merged")
	}
	found := false
	for _, u := range cd.Unmodelled {
		if u.Card == "Azorius Chancery" && strings.Contains(u.What, "Chromatic Lantern") {
			found = true
		}
	}
	if !found {
		t.Errorf("Azorius Chancery's unmerged grant not reported: %v", cd.Unmodelled)
	}
	// The Lantern itself is an artifact: no grant reaches it.
	if cd.Cards[lantern].Vary >= 0 {
		t.Error("Chromatic Lantern reached by its own or the Rite's grant")
	}
}
