package decks

import (
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// The templates of choices.go, with their cards' lines; and what Compile
// makes of them: one companion per colour the deck's spells ask for
// (Coldsteel Heart), per set of colours of the cards it may exile (Chrome
// Mox), the card itself making nothing.
func TestEntersChoices(t *testing.T) {
	heart, err := CardFromScryfall(&ScryfallCard{Name: "Coldsteel Heart", TypeLine: "Snow Artifact", ManaCost: "{2}",
		OracleText: "Coldsteel Heart enters tapped.\nAs Coldsteel Heart enters, choose a color.\n{T}: Add one mana of the chosen color."})
	if err != nil || len(heart.Unmodelled()) != 0 || len(heart.Mana) != 1 || heart.Mana[0].AsEnters != ChosenColor || !heart.Mana[0].Makes.Snow {
		t.Fatalf("Coldsteel Heart read as %+v, unmodelled %q (%v)", heart.Mana, heart.Unmodelled(), err)
	}
	mox, _ := CardFromScryfall(&ScryfallCard{Name: "Chrome Mox", TypeLine: "Artifact", ManaCost: "{0}",
		OracleText: "Imprint — When Chrome Mox enters, you may exile a nonartifact, nonland card from your hand.\n{T}: Add one mana of any of the exiled card's colors."})
	if len(mox.Unmodelled()) != 0 || !mox.Imprint || len(mox.Mana) != 1 || mox.Mana[0].AsEnters != ImprintedColor {
		t.Fatalf("Chrome Mox read as %+v, unmodelled %q", mox.Mana, mox.Unmodelled())
	}
	// Without the imprint, the exiled card's colours are not read.
	lone, _ := CardFromScryfall(&ScryfallCard{Name: "Lone", TypeLine: "Artifact", OracleText: "{T}: Add one mana of any of the exiled card's colors."})
	if len(lone.Mana) != 0 {
		t.Fatalf("an exiled card's colours without an imprint read as %+v", lone.Mana)
	}

	cd, err := Compile(mustDeck(t, "20 Island\n4 Coldsteel Heart\n4 Chrome Mox\n16 Counterspell\n16 Lightning Bolt"))
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]int{}
	for id, n := range cd.Names {
		byName[n] = id
	}
	for _, name := range []string{"Coldsteel Heart", "Chrome Mox"} {
		c := &cd.Cards[byName[name]]
		if c.Kind >= 0 || c.Choice < 0 {
			t.Fatalf("%s: kind %d, choice %d; want no mana of its own, a choice", name, c.Kind, c.Choice)
		}
	}
	want := map[string]mana.Mask{
		"Coldsteel Heart (chose blue)": mana.U.Mask(), "Coldsteel Heart (chose red)": mana.R.Mask(),
		"Chrome Mox (exiled a U card)": mana.U.Mask(), "Chrome Mox (exiled a R card)": mana.R.Mask(),
	}
	for name, m := range want {
		id, ok := byName[name]
		if !ok {
			t.Fatalf("no companion %q among %q", name, cd.Names)
		}
		c := &cd.Cards[id]
		if src := cd.Sources.Kind(c.Kind); src.Mask() != m || src.N() != 1 || cd.Copies[id] != 0 || c.Castable {
			t.Fatalf("%s: makes %v, %d copies, castable %v", name, src, cd.Copies[id], c.Castable)
		}
	}
	if _, ok := byName["Coldsteel Heart (chose white)"]; ok {
		t.Fatal("a Heart companion for a colour the deck's spells never ask for")
	}
	if !cd.Sources.Kind(cd.Cards[byName["Coldsteel Heart (chose blue)"]].Kind).Snow {
		t.Fatal("Coldsteel Heart's mana is snow")
	}
	ch := &cd.Choices[cd.Cards[byName["Chrome Mox"]].Choice]
	bolt, island := byName["Lightning Bolt"], byName["Island"]
	if !ch.Imprint || ch.ByCard[island] >= 0 || ch.Opts[ch.ByCard[bolt]] != uint16(byName["Chrome Mox (exiled a R card)"]) {
		t.Fatalf("Chrome Mox's imprints: %+v", ch)
	}
}
