package decks

import (
	"slices"
	"testing"
)

// Pitiless Plunderer's, Xorn's and Smothering Tithe's lines read as token makers on their
// events; Gilded Goose's Food is an artifact token (Forge's c_a_food_sac:
// Artifact — Food, no mana ability) that its "sacrifice a Food" takes.
func TestTreasureTemplates(t *testing.T) {
	for _, tc := range []struct {
		line string
		want MakeTokens
	}{
		{"Whenever another creature you control dies, create a Treasure token.", MakeTokens{Token: Treasure, N: 1, When: OnOtherDies}},
		{"If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure token.", MakeTokens{Token: Treasure, N: 1, When: OnMoreTreasures}},
		{"When Test Card enters, create a Food token.", MakeTokens{Token: Food, N: 1, When: OnEnter}},
		{"Whenever an opponent draws a card, that player may pay {2}. If the player doesn't, you create a Treasure token.", MakeTokens{Token: Treasure, N: 1, When: OnOpponentDraws}},
	} {
		c, err := CardFromScryfall(&ScryfallCard{Name: "Test Card", TypeLine: "Creature — Human Pirate", OracleText: tc.line})
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Tokens) != 1 || c.Tokens[0] != tc.want || c.Lines[0].Status != LineRead {
			t.Errorf("%q: tokens %v, line %s; want %v", tc.line, c.Tokens, c.Lines[0].Status, tc.want)
		}
	}
	f := Food.Card()
	if f.Types != Artifact || !slices.Contains(f.Subtypes, "food") || len(f.Mana) != 0 {
		t.Errorf("Food: types %v subtypes %v, %d mana abilities; want an Artifact — Food with none", f.Types, f.Subtypes, len(f.Mana))
	}
	goose, err := CardFromScryfall(&ScryfallCard{Name: "Gilded Goose", TypeLine: "Creature — Bird", OracleText: "{T}, Sacrifice a Food: Add one mana of any color."})
	if err != nil || len(goose.Mana) != 1 || goose.Mana[0].Others == nil || !goose.Mana[0].Others.Of.Matches("Food", f.Types, f.LandTypes, f.Subtypes) {
		t.Errorf("Gilded Goose: %+v (%v): want a sacrifice a Food matches", goose.Mana, err)
	}
}
