package decks

import (
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// PaidAs rewrites a cost as a pay rule lets mana pay it, worked by hand
// from the rules text (rule 609.4b: "as though it were mana of any color"
// pays coloured pips, never {C}).
func TestPaidAs(t *testing.T) {
	lattice := PayAs{}
	for ty := mana.W; ty < mana.C; ty++ {
		lattice.Pay[ty] = mana.AnyType
	}
	sunglasses := PayAs{}
	sunglasses.Pay[mana.R] = mana.R.Mask() | mana.W.Mask()
	for _, tc := range []struct {
		cost  string
		x     int
		xOnly mana.Mask
		pay   *PayAs
		want  string
		exact bool
	}{
		{"{1}{R}{R}", 0, 0, &sunglasses, "{1}{R/W}{R/W}", true},
		{"{W}{R}", 0, 0, &sunglasses, "{W}{R/W}", true},
		{"{R/P}", 0, 0, &sunglasses, "{R/W/P}", true},
		{"{R/G}", 0, 0, &sunglasses, "{R/G}", false}, // red, green or white: no symbol says it
		{"{1}{R}{R}", 0, 0, &lattice, "{3}", true},
		{"{C}{C}{U}", 0, 0, &lattice, "{1}{C}{C}", true},
		{"{2/U}{W/B}", 0, 0, &lattice, "{2}", true},
		{"{U/P}", 0, 0, &lattice, "{U/P}", false}, // any mana or 2 life: no symbol says it
		{"{X}{1}{B}", 3, mana.B.Mask(), nil, "{1}{B}{B}{B}{B}", true},
		{"{X}{1}{B}", 0, mana.B.Mask(), nil, "{1}{B}", true},
		{"{X}{1}{B}", 2, mana.B.Mask(), &lattice, "{4}", true},
		{"{X}{X}{R}", 2, 0, nil, "{4}{R}", true},
		{"{X}", 0, mana.B.Mask(), nil, "{0}", true},
	} {
		got, exact := PaidAs(mana.MustParseCost(tc.cost), tc.x, tc.xOnly, tc.pay)
		if got != mana.MustParseCost(tc.want) || exact != tc.exact {
			t.Errorf("%s, X = %d: paid as %s (exact %v), want %s (%v)", tc.cost, tc.x, got, exact, tc.want, tc.exact)
		}
	}
}

// Compile keeps the demands of each set of a deck's PayAs cards, and
// reports a cost no symbol rewrites exactly.
func TestCompilePayAsSets(t *testing.T) {
	cd, err := Compile(mustDeck(t, "20 Plains\n4 Mycosynth Lattice\n4 Sunglasses of Urza\n16 Lightning Bolt\n16 Dismember"))
	if err != nil {
		t.Fatal(err)
	}
	if len(cd.PayAsCards) != 2 || len(cd.PayAs) != 3 {
		t.Fatalf("%d PayAs cards, %d sets; want 2 and 3", len(cd.PayAsCards), len(cd.PayAs))
	}
	bolt := -1
	for id, n := range cd.Names {
		if n == "Lightning Bolt" {
			bolt = id
		}
	}
	for set, ps := range cd.PayAs {
		got := ps.Demands[bolt].Cost().String()
		want := "{1}" // the Lattice in the set
		if cd.Names[cd.PayAsCards[0]] == "Sunglasses of Urza" && set+1 == 1 || cd.Names[cd.PayAsCards[1]] == "Sunglasses of Urza" && set+1 == 2 {
			want = "{R/W}"
		}
		if got != want {
			t.Errorf("set %d: Bolt paid as %s, want %s", set+1, got, want)
		}
	}
	reported := false
	for _, u := range cd.Unmodelled {
		if u.Card == "Dismember" {
			reported = true
		}
	}
	if !reported {
		t.Errorf("Dismember's {B/P}{B/P} under the Lattice (any mana or 2 life) not reported: %v", cd.Unmodelled)
	}
}
