package decks

import (
	"slices"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// The graveyard readers' lines, read from the built-in cards, and their
// lowering: Deathrite's kind of its own, Crypt of Agadeem's count of the
// black creature cards only.
func TestGraveyardReading(t *testing.T) {
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
	if d := card("Deathrite Shaman"); d.Grave.ExileLand != any || len(d.Mana) != 0 {
		t.Errorf("Deathrite Shaman: exiles a land card for %v, mana abilities %d; want one of any colour, and no mana ability (it targets)", d.Grave.ExileLand, len(d.Mana))
	}
	var rr, r, bbb, bbbbb Ritual
	rr.Fixed[mana.R], r.Fixed[mana.R], bbb.Fixed[mana.B], bbbbb.Fixed[mana.B] = 2, 1, 3, 5
	if c := card("Rite of Flame"); c.Ritual != rr || c.Grave.PerCopy != r {
		t.Errorf("Rite of Flame: %+v, then %+v a copy; want {R}{R}, then {R}", c.Ritual, c.Grave.PerCopy)
	}
	if c := card("Cabal Ritual"); c.Ritual != bbb || c.Grave.Threshold != bbbbb || len(c.Unrecognised) != 0 {
		t.Errorf("Cabal Ritual: %+v, threshold %+v, unread %q; want {B}{B}{B}, {B}x5", c.Ritual, c.Grave.Threshold, c.Unrecognised)
	}
	k := card("Klothys, God of Destiny").Grave
	if k.Main != mana.OneOf(mana.R.Mask()|mana.G.Mask()) || k.MainLife != 2 || k.MainDmg != 2 {
		t.Errorf("Klothys: %+v; want {R} or {G} for a land card, else 2 life and 2 damage", k)
	}
	crypt := card("Crypt of Agadeem")
	var per *ManaAbility
	for i, a := range crypt.Mana {
		if a.Per != nil {
			per = &crypt.Mana[i]
		}
	}
	if per == nil || per.PerGrave != mana.B.Mask() || per.Cost.String() != "{2}" || per.Per.Types != Creature {
		t.Fatalf("Crypt of Agadeem: %+v; want {2}, {T}: {B} for each black creature card in the graveyard", per)
	}
	for _, c := range []string{"Forest", "Dark Ritual", "Llanowar Elves"} {
		if card(c).Grave.Has() {
			t.Errorf("%s reads a graveyard", c)
		}
	}

	list := "20 Swamp\n4 Crypt of Agadeem\n4 Deathrite Shaman\n12 Vampire Nighthawk\n12 Grizzly Bears\n8 Cabal Ritual"
	cd := compileList(t, list)
	idOf := func(name string) int { return slices.Index(cd.Names, name) }
	ci := cd.Cards[idOf("Crypt of Agadeem")]
	if ci.ConvVary < 0 || !cd.Vary[ci.ConvVary].Grave {
		t.Fatal("Crypt of Agadeem: not a counted converter of the graveyard")
	}
	if got := cd.Vary[ci.ConvVary].Count[0]; !slices.Equal(got, []uint16{uint16(idOf("Vampire Nighthawk"))}) && !slices.Equal(got, []uint16{uint16(idOf("Deathrite Shaman")), uint16(idOf("Vampire Nighthawk"))}) {
		t.Errorf("Crypt of Agadeem counts %v; want the black creature cards (Nighthawk; Deathrite, black and green)", got)
	}
	if cd.GraveKind < 0 || cd.Sources.Kind(cd.GraveKind) != withPenalty(any, PenaltyCreature|PenaltyOthers|PenaltyAura) {
		t.Errorf("Deathrite's kind %d: %v", cd.GraveKind, cd.Sources.Kind(max(cd.GraveKind, 0)))
	}
	if dr := cd.Cards[idOf("Deathrite Shaman")]; dr.Kind >= 0 || dr.Grave.ExileLand != any {
		t.Errorf("Deathrite Shaman compiles to kind %d (want none: its mana is the graveyard's kind)", dr.Kind)
	}
	if plain := compileList(t, "20 Swamp\n40 Grizzly Bears"); plain.GraveKind != -1 {
		t.Errorf("a deck without Deathrite: GraveKind %d, want -1", plain.GraveKind)
	}
}

func withPenalty(s mana.Source, p uint8) mana.Source {
	s.Penalty = p
	return s
}
