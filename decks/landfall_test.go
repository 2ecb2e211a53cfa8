package decks

import (
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// The triggers as a permanent enters, read from the built-in cards' lines:
// what each adds, and Nissa's reveal the second time (landfall_reveal.go).
func TestLandfallReading(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	card := func(name string) *Card {
		c, ok := db.Lookup(name)
		if !ok {
			t.Fatalf("no %s", name)
		}
		return c
	}
	any := mana.OneOf(mana.AllColors)
	if c := card("Lotus Cobra"); c.Landfall.Each != any || c.Landfall.Mana != [3]mana.Source{} || len(c.Unrecognised) != 0 {
		t.Errorf("Lotus Cobra: %s, unread %q; want one mana of any colour each time", c.Landfall, c.Unrecognised)
	}
	o := card("Omnath, Locus of Creation").Landfall
	rgwu := mana.Fixed(mana.R.Mask(), mana.G.Mask(), mana.W.Mask(), mana.U.Mask())
	if o.Each.N() != 0 || o.Life != [3]int{4, 0, 0} || o.Mana != [3]mana.Source{{}, rgwu, {}} || o.Damage != [3]int{0, 0, 4} {
		t.Errorf("Omnath: %s; want 4 life, then {R}{G}{W}{U}, then 4 damage", o)
	}
	n := card("Nissa, Resurgent Animist")
	if n.Landfall.Each != any || n.Landfall.RevealNth != 2 || n.RevealTypes != [2]string{"elf", "elemental"} || len(n.Unrecognised) != 0 {
		t.Errorf("Nissa: %s, reveals %v, unread %q; want her mana and the second time's reveal read (landfall_reveal.go)", n.Landfall, n.RevealTypes, n.Unrecognised)
	}
	if a := card("Amulet of Vigor"); !a.UntapEntering || len(a.Unmodelled()) != 1 {
		t.Errorf("Amulet of Vigor: untaps %v, not modelled %q; want read, and a second Amulet's float reported", a.UntapEntering, a.Unmodelled())
	}
	if c := card("Forest"); c.Landfall.Has() || c.UntapEntering {
		t.Error("a Forest has a trigger")
	}
}
