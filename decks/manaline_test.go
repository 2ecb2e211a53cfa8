package decks

import "testing"

// The lines issue 20 counts as of mana, lands or entering, and lines it
// does not, from real cards (their text as the reader sees it).
func TestManaLine(t *testing.T) {
	maker := &Card{Mana: []ManaAbility{{Tap: true}}}
	other := &Card{}
	for _, tc := range []struct {
		c    *Card
		line string
		want bool
	}{
		{other, "{t}: add {g}.", true},
		{other, "{2}{g}{g}, {t}: add six {g}. spend this mana only to cast creature spells or activate abilities of creatures.", true}, // Castle Garenbrig
		{other, "{t}: add an amount of {g} equal to ~'s power.", true},                                                                 // Marwyn
		{other, "if you tap a permanent for mana, it produces twice as much of that mana instead.", true},                              // Mana Reflection
		{other, "whenever you tap a forest for mana, add an additional {g}.", true},                                                    // Nissa
		{other, "whenever ~ becomes tapped, it deals 1 damage to you.", true},                                                          // City of Brass
		{other, "if ~ would enter, you may discard a land card instead. if you do, put ~ onto the battlefield. if you don't, put it into its owner's graveyard.", true},
		{other, "when ~ enters, sacrifice two untapped lands.", true}, // Lotus Field
		{other, "{t}: put a storage counter on ~.", true},
		{other, "draw two cards and create a treasure token.", true},
		{other, "spend only black mana on x.", true},
		{other, "you may spend white mana as though it were red mana.", true},
		{maker, "{4}: untap ~.", true},                                                                                // Grim Monolith
		{maker, "at the beginning of your upkeep, flip a coin. if you lose the flip, ~ deals 3 damage to you.", true}, // Mana Crypt
		{other, "{u}: untap ~.", false},                                                                               // Morphling
		{other, "when ~ enters, sacrifice it unless it escaped.", false},                                              // Uro
		{other, "when ~ enters untapped, create a 1/1 red dwarf creature token.", false},
		{other, "you may choose not to untap ~ during your untap step.", false},
		{other, "whenever ~ attacks, create a food token and exile up to one target card from a graveyard.", false},
		{other, "flying", false},
	} {
		if got := manaLine(tc.c, tc.line); got != tc.want {
			t.Errorf("manaLine(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}
