package decks

import (
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// The templates of among.go and untap.go, and Jeska's Will's idle hand.
func TestAmongAndUntapTemplates(t *testing.T) {
	amber, _ := CardFromScryfall(&ScryfallCard{Name: "Mox Amber", TypeLine: "Legendary Artifact", ManaCost: "{0}",
		OracleText: "{T}: Add one mana of any color among legendary creatures and planeswalkers you control."})
	tender, _ := CardFromScryfall(&ScryfallCard{Name: "Bloom Tender", TypeLine: "Creature — Elf Druid", ManaCost: "{1}{G}",
		OracleText: "Vivid — {T}: For each color among permanents you control, add one mana of that color."})
	druid, _ := CardFromScryfall(&ScryfallCard{Name: "Ley Druid", TypeLine: "Creature — Human Druid", ManaCost: "{2}{G}", OracleText: "{T}: Untap target land."})
	will, _ := CardFromScryfall(&ScryfallCard{Name: "Jeska's Will", TypeLine: "Sorcery", ManaCost: "{2}{R}",
		OracleText: "Choose one. If you control a commander as you cast this spell, you may choose both.\n• Add {R} for each card in target opponent's hand.\n• Exile the top three cards of your library. You may play them this turn."})
	if len(amber.Mana) != 1 || amber.Mana[0].Among == nil || !amber.Mana[0].Among.Legendary || amber.Mana[0].EachColor || len(amber.Unmodelled()) != 0 {
		t.Fatalf("Mox Amber read as %+v", amber.Mana)
	}
	if len(tender.Mana) != 1 || tender.Mana[0].Among == nil || !tender.Mana[0].EachColor || len(tender.Unmodelled()) != 0 {
		t.Fatalf("Bloom Tender read as %+v", tender.Mana)
	}
	if druid.UntapLand != UntapAnyLand || len(druid.Unmodelled()) != 0 || !UntapsLand(druid.UntapLand, 0, Land) || UntapsLand(mana.G.Mask(), mana.U.Mask(), Land) {
		t.Fatalf("Ley Druid read as untapping %v", druid.UntapLand)
	}
	if will.Ritual.Fixed[mana.R] != idleHand || !will.IdleHand || len(will.Unmodelled()) != 2 {
		t.Fatalf("Jeska's Will read as %+v, unmodelled %q", will.Ritual, will.Unmodelled())
	}
	// What needs an opponent says what it does against an idle one (Land
	// Tax and Weathered Wayfarer, which then do nothing, are read as doing
	// nothing: TestRampReading).
	for _, text := range []string{
		"Add {R} for each tapped land your opponents control.",
		"Untap target creature you don't control. That creature blocks this turn if able.",
	} {
		c, _ := CardFromScryfall(&ScryfallCard{Name: "Test", TypeLine: "Creature — Test", OracleText: text})
		if u := c.Unmodelled(); len(u) != 1 || !strings.Contains(u[0], "(") {
			t.Errorf("%q: reported %q, want the line and what it does against an idle opponent", text, u)
		}
	}
}

// Compile lowers Mox Amber to a table by the colours of the legendary
// creatures and planeswalkers of the deck: every union of theirs, one mana
// of any of them; Bloom Tender to one of each colour.
func TestCompileAmong(t *testing.T) {
	cd, err := Compile(mustDeck(t, "20 Island\n4 Mox Amber\n4 Bloom Tender\n4 Brago, King Eternal\n4 Braids, Cabal Minion\n24 Counterspell"))
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]int{}
	for id, n := range cd.Names {
		byName[n] = id
	}
	amber := &cd.Vary[cd.Cards[byName["Mox Amber"]].Vary]
	if !amber.Colors || len(amber.Count[0]) != 2 {
		t.Fatalf("Mox Amber: %+v", amber)
	}
	wantMasks := []mana.Mask{0, mana.W.Mask() | mana.U.Mask(), mana.B.Mask(), mana.W.Mask() | mana.U.Mask() | mana.B.Mask()}
	if len(amber.Masks) != len(wantMasks) {
		t.Fatalf("Mox Amber's colours %v, want %v", amber.Masks, wantMasks)
	}
	for i, m := range amber.Masks {
		if m != wantMasks[i] {
			t.Fatalf("Mox Amber's colours %v, want %v", amber.Masks, wantMasks)
		}
		if i > 0 && (cd.Sources.Kind(amber.Kinds[i]).Mask() != m || cd.Sources.Kind(amber.Kinds[i]).N() != 1) {
			t.Fatalf("Mox Amber for %v makes %v", m, cd.Sources.Kind(amber.Kinds[i]))
		}
	}
	tender := &cd.Vary[cd.Cards[byName["Bloom Tender"]].Vary]
	// Its own green, Brago's, Braids', Counterspell is no permanent.
	if !tender.Colors || len(tender.Count[0]) != 3 {
		t.Fatalf("Bloom Tender counts %v", tender.Count)
	}
	all := tender.Kinds[len(tender.Kinds)-1]
	if src := cd.Sources.Kind(all); src.N() != 4 || src.Penalty&PenaltyCreature == 0 {
		t.Fatalf("Bloom Tender with every colour makes %v", src)
	}
}
