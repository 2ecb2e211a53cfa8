package decks

import (
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// The Monoliths' "{N}: untap ~" is read as what they pay to untap
// themselves, and compiled for a permanent that stays tapped; Morphling's
// "{u}: untap ~" (a creature, no mana) is not this template's; Mana
// Vault's upkeep untap is read as {4} paid only as the upkeep begins.
func TestUntapSelfReading(t *testing.T) {
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
	for name, cost := range map[string]string{"Basalt Monolith": "{3}", "Grim Monolith": "{4}"} {
		c := card(name)
		if c.UntapSelf != mana.MustParseCost(cost) || !c.NoUntap || len(c.Unmodelled()) != 0 {
			t.Errorf("%s: untaps for %s (stays tapped %v), not modelled %q; want %s, nothing unmodelled", name, c.UntapSelf, c.NoUntap, c.Unmodelled(), cost)
		}
		d := &Deck{Name: "t", Main: []Slot{{Card: c, Count: 4}}}
		cd, err := Compile(d)
		if err != nil {
			t.Fatal(err)
		}
		if in := cd.Cards[0]; !in.UntapsSelf || in.UntapSelf.Cost() != mana.MustParseCost(cost) {
			t.Errorf("%s compiled: untaps itself %v for %s", name, in.UntapsSelf, in.UntapSelf.Cost())
		}
	}
	if m := card("Morphling"); !m.UntapSelf.IsNone() {
		t.Errorf("Morphling read as a Monolith: %s", m.UntapSelf)
	}
	v := card("Mana Vault")
	found := false
	for _, l := range v.Lines {
		if strings.HasPrefix(l.Text, "at the beginning of your upkeep, you may pay {4}") {
			found = l.Status == LineRead
		}
	}
	if !found || v.UntapSelf != mana.MustParseCost("{4}") || !v.UntapUpkeep || len(v.ManaUnmodelled()) != 0 {
		t.Errorf("Mana Vault's upkeep untap: read %v, %s (upkeep %v), not modelled %q; want read, {4} in the upkeep", found, v.UntapSelf, v.UntapUpkeep, v.ManaUnmodelled())
	}
}
