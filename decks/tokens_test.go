package decks

import (
	"slices"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// Each token read from its rules text, against the facts of Forge's token
// scripts (see tokenFacts): types, power and toughness, and its one mana
// ability's cost ({T}, sacrifice) and production.
func TestTokenFacts(t *testing.T) {
	for _, tc := range []struct {
		tok        Token
		types      Types
		pt         [2]int
		tap, sac   bool
		makes      mana.Mask
		restricted mana.Restriction
	}{
		{Treasure, Artifact, [2]int{0, 0}, true, true, mana.AllColors, mana.Unrestricted},
		{EldraziSpawn, Creature, [2]int{0, 1}, false, true, mana.C.Mask(), mana.Unrestricted},
		{EldraziScion, Creature, [2]int{1, 1}, false, true, mana.C.Mask(), mana.Unrestricted},
		{Gold, Artifact, [2]int{0, 0}, false, true, mana.AllColors, mana.Unrestricted},
		{Powerstone, Artifact, [2]int{0, 0}, true, false, mana.C.Mask(), mana.ArtifactsOnly},
	} {
		c := tc.tok.Card()
		if c.Types != tc.types || c.Power != tc.pt[0] || c.Toughness != tc.pt[1] || !c.Cost.IsNone() {
			t.Errorf("%s: types %v %d/%d cost %v, want %v %d/%d and no cost", tc.tok, c.Types, c.Power, c.Toughness, c.Cost, tc.types, tc.pt[0], tc.pt[1])
		}
		if len(c.Mana) != 1 || len(c.Unrecognised) != 0 {
			t.Fatalf("%s: %d mana abilities, unread %q; want one, all read", tc.tok, len(c.Mana), c.Unrecognised)
		}
		a := c.Mana[0]
		if a.Tap != tc.tap || a.Sacrifice != tc.sac || a.Makes.N() != 1 || a.Makes.Units[0] != tc.makes || a.Makes.Restriction != tc.restricted {
			t.Errorf("%s: %s, want tap %v, sacrifice %v, one unit of %v (restriction %d)", tc.tok, a, tc.tap, tc.sac, tc.makes, tc.restricted)
		}
	}
	if NoToken.Card() != nil || Treasure.Card() != Treasure.Card() {
		t.Error("NoToken has a card, or a token's card is not one and the same")
	}
}

// The templates of token makers, each with the built-in card lines it
// reads, and lines it must leave (an activated ability, a trigger a
// goldfish never meets, a mode of a modal spell).
func TestTokenTemplates(t *testing.T) {
	for _, tc := range []struct {
		types Types
		line  string
		want  []MakeTokens // nil: not read
	}{
		{Sorcery, "create a treasure token.", []MakeTokens{{Treasure, 1, OnResolve, false}}},
		{Creature, `when ~ enters, create two 0/1 colorless eldrazi spawn creature tokens with "sacrifice ~: add {c}."`, []MakeTokens{{EldraziSpawn, 2, OnEnter, false}}},
		{Creature, `when ~ enters, create a 0/1 colorless eldrazi spawn creature token. it has "sacrifice ~: add {c}."`, []MakeTokens{{EldraziSpawn, 1, OnEnter, false}}},
		{Creature, `when you cast ~, create two 0/1 colorless eldrazi spawn creature tokens with "sacrifice ~: add {c}."`, []MakeTokens{{EldraziSpawn, 2, OnCast, false}}},
		{Creature, `when ~ enters, create a 1/1 colorless eldrazi scion creature token. it has "sacrifice ~: add {c}."`, []MakeTokens{{EldraziScion, 1, OnEnter, false}}},
		{Creature, "landfall — whenever a land you control enters, create a food token or a treasure token.", []MakeTokens{{Treasure, 1, OnLandfall, false}}},
		{Creature, "whenever ~ attacks or becomes the target of a spell, create a treasure token.", []MakeTokens{{Treasure, 1, OnAttack, false}}},
		{Creature, "when ~ enters, create a treasure token.", []MakeTokens{{Treasure, 1, OnEnter, false}}},
		{Sorcery, "create two gold tokens.", []MakeTokens{{Gold, 2, OnResolve, false}}},
		// Left alone.
		{Land, "{4}, {t}: create a treasure token.", nil},
		{Creature, "whenever another creature you control dies, create a treasure token.", nil},
		{Instant, "• target player creates a treasure token.", nil},
		{Creature, "create a treasure token.", nil}, // (a permanent's line with no trigger)
		{Instant, `• target player creates x 0/1 colorless eldrazi spawn creature tokens with "sacrifice ~: add {c}."`, nil},
	} {
		c := Card{Name: "Test", Types: tc.types}
		ok := readTokens(&c, tc.line, tc.types&(Instant|Sorcery) != 0)
		if ok != (tc.want != nil) || !slices.Equal(c.Tokens, tc.want) {
			t.Errorf("%q: read %v %v, want %v", tc.line, ok, c.Tokens, tc.want)
		}
	}
	// A draw spell's rest: "draw two cards and create two treasure tokens."
	c := Card{Name: "Big Score", Types: Instant}
	readOracle(&c, "Big Score", "Draw two cards and create two Treasure tokens.")
	if c.Draw != 2 || !slices.Equal(c.Tokens, []MakeTokens{{Treasure, 2, OnResolve, false}}) || len(c.Unrecognised) != 0 {
		t.Errorf("Big Score: draws %d, tokens %v, unread %q", c.Draw, c.Tokens, c.Unrecognised)
	}
}

// Ragavan's Treasure is read, the rest of its sentence reported;
// Professional Face-Breaker's whole.
func TestCombatDamageTreasureSentences(t *testing.T) {
	r := Card{Name: "Ragavan, Nimble Pilferer", Types: Creature, Power: 2}
	readOracle(&r, r.Name, "Whenever Ragavan deals combat damage to a player, create a Treasure token and exile the top card of that player's library. Until end of turn, you may cast that card.")
	if !slices.Equal(r.Tokens, []MakeTokens{{Treasure, 1, OnCombatDamage, false}}) || len(r.Lines) != 1 || r.Lines[0].Status != LinePartial ||
		!strings.HasPrefix(r.Lines[0].Note, "and exile the top card") {
		t.Errorf("Ragavan: tokens %v, lines %+v", r.Tokens, r.Lines)
	}
	f := Card{Name: "Professional Face-Breaker", Types: Creature, Power: 2}
	readOracle(&f, f.Name, "Whenever one or more creatures you control deal combat damage to a player, create a Treasure token.")
	if !slices.Equal(f.Tokens, []MakeTokens{{Treasure, 1, OnAnyCombatDamage, false}}) || f.Lines[0].Status != LineRead {
		t.Errorf("Face-Breaker: tokens %v, lines %+v", f.Tokens, f.Lines)
	}
}

// Compile gives a deck's token one id with no copies, shared by its
// makers, whose mana is its kind (a Treasure's is Lotus Petal's: any
// colour, sacrificed), and which the deck's counts see (Mox Opal counts a
// Treasure as an artifact).
func TestCompileTokens(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := LoadDeck("t.txt", []byte("20 Mountain\n4 Strike It Rich\n4 Big Score\n4 Mox Opal\n4 Lotus Petal\n24 {2}"), db, ResolveOptions{AllowCopies: true})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	tid := slices.Index(cd.Names, "Treasure")
	if tid < 0 || cd.Copies[tid] != 0 || slices.Contains(cd.Library, uint16(tid)) || slices.Index(cd.Names[tid+1:], "Treasure") >= 0 {
		t.Fatalf("the Treasure: id %d, want one id with no copies", tid)
	}
	for _, name := range []string{"Strike It Rich", "Big Score"} {
		in := cd.Cards[slices.Index(cd.Names, name)]
		if in.Tokens[0].N == 0 || in.Tokens[1].N != 0 || in.Tokens[0].ID != tid || in.Tokens[0].When != OnResolve {
			t.Errorf("%s: tokens %v, want the Treasure (id %d) as it resolves", name, in.Tokens, tid)
		}
	}
	tr := cd.Cards[tid]
	petal := cd.Cards[slices.Index(cd.Names, "Lotus Petal")]
	if tr.Kind < 0 || tr.Kind != petal.Kind || tr.Sick || !tr.Sacrifice {
		t.Errorf("Treasure kind %d (sick %v, sacrifice %v), Lotus Petal's %d: want the same kind, ready, sacrificed", tr.Kind, tr.Sick, tr.Sacrifice, petal.Kind)
	}
	opal := cd.Cards[slices.Index(cd.Names, "Mox Opal")]
	if opal.Vary < 0 || !slices.Contains(cd.Vary[opal.Vary].Count[0], uint16(tid)) {
		t.Error("Mox Opal's metalcraft does not count the Treasure")
	}
}
