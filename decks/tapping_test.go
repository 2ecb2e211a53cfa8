package decks

import (
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// lookup returns a built-in card.
func lookup(t *testing.T, name string) *Card {
	t.Helper()
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	c, ok := db.Lookup(name)
	if !ok {
		t.Fatalf("no built-in %s", name)
	}
	return c
}

// City of Brass's damage on becoming tapped is the life of its mana: its
// kind makes one mana of any colour for 1 life, as Mana Confluence's does
// for its 1 life paid; Mana Crypt's upkeep flip is read with its damage.
func TestTapDamageAndUpkeepFlip(t *testing.T) {
	brass := lookup(t, "City of Brass")
	if brass.TapDamage != 1 || len(brass.Unmodelled()) != 0 {
		t.Fatalf("City of Brass: TapDamage %d, not modelled %q", brass.TapDamage, brass.Unmodelled())
	}
	crypt := lookup(t, "Mana Crypt")
	if crypt.UpkeepFlipDamage != 3 || len(crypt.Unmodelled()) != 0 {
		t.Fatalf("Mana Crypt: UpkeepFlipDamage %d, not modelled %q", crypt.UpkeepFlipDamage, crypt.Unmodelled())
	}
	cd := compileList(t, "15 City of Brass\n15 Mana Confluence\n15 Mana Crypt\n15 Island")
	b, conf := cd.Cards[cardID(t, cd, "City of Brass")], cd.Cards[cardID(t, cd, "Mana Confluence")]
	if b.Kind < 0 || b.Life != 1 || b.Kind != conf.Kind {
		t.Fatalf("City of Brass: kind %d life %d; Mana Confluence: kind %d life %d; want one kind, 1 life",
			b.Kind, b.Life, conf.Kind, conf.Life)
	}
	if src := cd.Sources.Kind(b.Kind); src.Mask() != mana.AllColors || src.N() != 1 || src.Penalty&PenaltyLife != 1 {
		t.Fatalf("City of Brass's kind %v, penalty %d", src, src.Penalty)
	}
	if c := cd.Cards[cardID(t, cd, "Mana Crypt")]; c.UpkeepFlipDamage != 3 || c.Life != 0 {
		t.Fatalf("Mana Crypt: UpkeepFlipDamage %d, life %d", c.UpkeepFlipDamage, c.Life)
	}
	// The template reads no damage it cannot carry as a kind's life.
	for _, line := range []string{"whenever ~ becomes tapped, it deals 9 damage to you.", "whenever ~ becomes tapped, it deals 0 damage to you."} {
		c := &Card{Name: "Test", Types: Land}
		if readTemplates(c, line, false) {
			t.Errorf("%q read (TapDamage %d)", line, c.TapDamage)
		}
	}
}
