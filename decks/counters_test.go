package decks

import (
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// The templates of mana that counters limit or measure, each read from
// its Oracle text as Scryfall gives it.
func TestCounterTemplates(t *testing.T) {
	anyColour := mana.OneOf(mana.AllColors)
	for _, tc := range []struct {
		name, cost, typ, text, pt string
		ok                        func(c *Card) bool
	}{
		{"Vivid Crag", "", "Land", "This land enters tapped with two charge counters on it.\n{T}: Add {R}.\n{T}, Remove a charge counter from this land: Add one mana of any color.", "",
			func(c *Card) bool {
				return c.Enters == EntersTapped && c.Counters.N == 2 && c.Counters.Name == "charge" && len(c.Mana) == 2 &&
					c.Mana[1].Makes == anyColour && c.Mana[1].Tap && c.Mana[1].Counters.Remove == 1
			}},
		{"Sphere of the Suns", "{2}", "Artifact", "Sphere of the Suns enters tapped and with three charge counters on it.\n{T}, Remove a charge counter from Sphere of the Suns: Add one mana of any color.", "",
			func(c *Card) bool {
				return c.Enters == EntersTapped && c.Counters.N == 3 && c.Mana[0].Counters.Remove == 1
			}},
		{"Gemstone Mine", "", "Land", "This land enters with three mining counters on it.\n{T}, Remove a mining counter from this land: Add one mana of any color. If there are no mining counters on this land, sacrifice it.", "",
			func(c *Card) bool {
				return c.Enters == EntersUntapped && c.Counters.N == 3 && c.Mana[0].Counters.SacAtNone && c.Mana[0].Counters.Name == "mining"
			}},
		{"Everflowing Chalice", "{0}", "Artifact", "Multikicker {2} (You may pay an additional {2} any number of times as you cast this spell.)\nThis artifact enters with a charge counter on it for each time it was kicked.\n{T}: Add {C} for each charge counter on this artifact.", "",
			func(c *Card) bool {
				return c.Counters.PerKick && c.Counters.Kick.ManaValue() == 2 && c.Mana[0].Counters.Per && c.Mana[0].Makes == mana.OneOf(mana.C.Mask())
			}},
		{"Cinder Marsh", "", "Land", "{T}: Add {C}.\n{T}: Add {B} or {R}. Cinder Marsh doesn't untap during your next untap step.", "",
			func(c *Card) bool {
				return len(c.Mana) == 2 && c.Mana[1].Counters.Deplete && c.Mana[1].Makes == mana.OneOf(mana.B.Mask()|mana.R.Mask())
			}},
		{"Wall of Roots", "{1}{G}", "Creature — Plant Wall", "Defender\nPut a -0/-1 counter on this creature: Add {G}. Activate only once each turn.", "0/5",
			func(c *Card) bool {
				a := c.Mana[0]
				return c.Defender && !a.Tap && a.Counters.Put == 1 && a.Counters.Once && a.Makes == mana.OneOf(mana.G.Mask())
			}},
	} {
		p, tough, _ := strings.Cut(tc.pt, "/")
		sc := ScryfallCard{Name: tc.name, ManaCost: tc.cost, TypeLine: tc.typ, OracleText: tc.text, Power: p, Toughness: tough}
		c, err := CardFromScryfall(&sc)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !tc.ok(&c) {
			t.Errorf("%s: read as %+v", tc.name, c)
		}
		if u := c.Unmodelled(); len(u) > 0 {
			t.Errorf("%s: not modelled %q", tc.name, u)
		}
	}
	// Counters that no mana ability uses stay reported: Blast Zone's charge
	// counter, a creature's +1/+1 counters.
	for _, sc := range []ScryfallCard{
		{Name: "Blast Zone", TypeLine: "Land", OracleText: "This land enters with a charge counter on it.\n{T}: Add {C}."},
		{Name: "Phantom Nomad", ManaCost: "{1}{W}", TypeLine: "Creature — Spirit Nomad", OracleText: "This creature enters with two +1/+1 counters on it."},
	} {
		c, err := CardFromScryfall(&sc)
		if err != nil {
			t.Fatal(err)
		}
		if c.Counters != nil || len(c.Unmodelled()) == 0 {
			t.Errorf("%s: counters no ability uses read as %+v, unmodelled %q", sc.Name, c.Counters, c.Unmodelled())
		}
	}
}

// Compile lowers each to its kinds by the counters on a copy.
func TestCounterLowering(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := Resolve("d.txt", entries("10 Vivid Crag", "10 Gemstone Mine", "10 Cinder Marsh", "10 Everflowing Chalice",
		"10 Wall of Roots", "10 Sphere of the Suns"), db, ResolveOptions{AllowCopies: true})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	ck := func(name string) (*CounterKinds, *CardInfo) {
		for i, n := range cd.Names {
			if n == name {
				c := &cd.Cards[i]
				if c.Ctr < 0 {
					t.Fatalf("%s: not lowered with counters", name)
				}
				return &cd.Counters[c.Ctr], c
			}
		}
		t.Fatalf("no %s", name)
		return nil, nil
	}
	kind := func(k int) mana.Source {
		if k < 0 {
			return mana.Source{}
		}
		return cd.Sources.Kind(k)
	}
	anyColour := mana.OneOf(mana.AllColors)
	vc, vi := ck("Vivid Crag")
	if vc.Start != 2 || vc.Spend != 1 || kind(vc.Plain) != mana.OneOf(mana.R.Mask()) || kind(vc.Kind(0)) != mana.OneOf(mana.R.Mask()) ||
		kind(vc.Kind(1)) != anyColour || kind(vc.Kind(2)) != anyColour || kind(vi.Kind) != anyColour || vi.Enters != EntersTapped {
		t.Errorf("Vivid Crag: %+v", vc)
	}
	gm, _ := ck("Gemstone Mine")
	sac := anyColour
	sac.Penalty = PenaltySacrifice
	if gm.Start != 3 || !gm.SacAtZero || kind(gm.Kind(3)) != anyColour || kind(gm.Kind(1)) != sac || gm.Kind(0) != -1 {
		t.Errorf("Gemstone Mine: %+v", gm)
	}
	cm, _ := ck("Cinder Marsh")
	if !cm.Deplete || kind(cm.Plain) != mana.OneOf(mana.C.Mask()) || kind(cm.Kind(0)) != mana.OneOf(mana.C.Mask()|mana.B.Mask()|mana.R.Mask()) {
		t.Errorf("Cinder Marsh: %+v", cm)
	}
	ec, ei := ck("Everflowing Chalice")
	if !ec.Kicked || ec.Start != 1 || ec.Kind(0) != -1 || kind(ec.Kind(3)) != mana.Fixed(mana.C.Mask(), mana.C.Mask(), mana.C.Mask()) ||
		ei.Demand.Cost().String() != "{X}{X}" || ei.MV != 0 || ei.MaxX != countedUnits {
		t.Errorf("Everflowing Chalice: %+v, cost %s", ec, ei.Demand.Cost())
	}
	wr, wi := ck("Wall of Roots")
	g := mana.OneOf(mana.G.Mask())
	g.Penalty = PenaltyCreature
	if wr.Start != 5 || !wr.SacAtZero || kind(wr.Kind(5)) != g || wi.Sick {
		t.Errorf("Wall of Roots: %+v, sick %v", wr, wi.Sick)
	}
	sp, _ := ck("Sphere of the Suns")
	if sp.Start != 3 || sp.SacAtZero || sp.Kind(0) != -1 || kind(sp.Kind(1)) != anyColour {
		t.Errorf("Sphere of the Suns: %+v", sp)
	}
	for _, u := range cd.Unmodelled {
		t.Errorf("reported: %s: %s", u.Card, u.What)
	}
}
