package pair

import (
	"context"
	"math"
	"reflect"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

const grixis = `12 Island
12 Swamp
4 Thoughtseize
4 Counterspell
4 Opt
4 Go for the Throat
4 Fatal Push
4 Hero's Downfall
4 Snapcaster Mage
4 Dimir Guildmage
4 {1}{B}{B}
`

const grixisGrave = `11 Island
12 Swamp
1 Watery Grave
4 Thoughtseize
4 Counterspell
4 Opt
4 Go for the Throat
4 Fatal Push
4 Hero's Downfall
4 Snapcaster Mage
4 Dimir Guildmage
4 {1}{B}{B}
`

func smallConfig(games int64) sim.Config {
	cfg := sim.DefaultConfig()
	cfg.Games, cfg.Turns = games, 5
	return cfg
}

// The one-card change takes the place of the card it replaces in every
// shuffle: the two libraries, in the order each game deals them, differ in
// exactly one place, Island against Watery Grave.
func TestAlignOneCard(t *testing.T) {
	a, b := compileText(t, grixis), compileText(t, grixisGrave)
	slots := Align([]*decks.Compiled{a, b})
	cfg := smallConfig(1)
	pa, err := sim.NewPairedPlayer(a, cfg, slots[0])
	if err != nil {
		t.Fatal(err)
	}
	pb, err := sim.NewPairedPlayer(b, cfg, slots[1])
	if err != nil {
		t.Fatal(err)
	}
	for i := range int64(200) {
		for _, s := range []sim.Side{sim.OnPlay, sim.OnDraw} {
			la, lb := pa.Opening(s, i), pb.Opening(s, i)
			differ := 0
			for p := range la {
				na, nb := a.Names[la[p]], b.Names[lb[p]]
				if na != nb {
					differ++
					if na != "Island" || nb != "Watery Grave" {
						t.Fatalf("game %d %s place %d: %s against %s", i, s, p, na, nb)
					}
				}
			}
			if differ != 1 {
				t.Fatalf("game %d %s: %d places differ, want 1", i, s, differ)
			}
		}
	}
}

// A deck against itself, its decklist in another order: every game is the
// same game, so every per-game difference is 0.
func TestReorderedIsSame(t *testing.T) {
	a := compileText(t, grixis)
	b := compileText(t, "4 {1}{B}{B}\n4 Dimir Guildmage\n12 Swamp\n4 Snapcaster Mage\n4 Hero's Downfall\n4 Fatal Push\n"+
		"4 Go for the Throat\n4 Opt\n4 Counterspell\n4 Thoughtseize\n12 Island\n")
	set := NewSet([]*decks.Compiled{a, b}, 5)
	tl, err := Play(context.Background(), set, smallConfig(2000), 0, 2000, nil)
	if err != nil {
		t.Fatal(err)
	}
	for s := range 2 {
		if !reflect.DeepEqual(tl.Sum[s][0], tl.Sum[s][1]) {
			t.Fatalf("side %d: the sums differ", s)
		}
		for f, x := range tl.DSq[s][1] {
			if x != 0 {
				t.Fatalf("side %d %s: squared differences %d, want 0", s, tl.Figures[f], x)
			}
		}
	}
	if len(tl.Figures) < 9*2*5 {
		t.Fatalf("%d figures: the nine spells' castability is missing", len(tl.Figures))
	}
}

// The paired deal is a uniform shuffle: the chance a one-mana spell is
// castable on turn 1 on the play with no mulligans is the chance the seven
// cards hold a land, 1 - C(36,7)/C(60,7).
func TestPairedDealExact(t *testing.T) {
	a := compileText(t, "24 land:B\n36 {B}\n")
	b := compileText(t, "23 land:B\n37 {B}\n")
	cfg := smallConfig(100000)
	cfg.Mulligan, cfg.Sides, cfg.Turns = sim.NoMulligan, sim.PlayOnly, 2
	set := NewSet([]*decks.Compiled{a, b}, cfg.Turns)
	tl, err := Play(context.Background(), set, cfg, 0, cfg.Games, nil)
	if err != nil {
		t.Fatal(err)
	}
	none := func(spells, total float64) float64 {
		p := 1.0
		for k := 0.0; k < 7; k++ {
			p *= (spells - k) / (total - k)
		}
		return 1 - p
	}
	for k, want := range []float64{none(36, 60), none(37, 60)} {
		got := float64(tl.Sum[sim.OnPlay][k][0]) / float64(cfg.Games) // {B} castable turn 1
		se := math.Sqrt(want * (1 - want) / float64(cfg.Games))
		if tl.Figures[0] != (Figure{Kind: Castable, Card: "{B}", Turn: 1}) || math.Abs(got-want) > 4.5*se {
			t.Errorf("deck %d %s: %.5f, want %.5f (+- %.5f)", k, tl.Figures[0], got, want, 4.5*se)
		}
	}
	// The decks differ in one card: a game differs only when that card's
	// place is among the seven, and then only if it was the only land.
	// Exactly: P(the changed place is in the seven, and the other six hold
	// no land of the 23 shared) = 7/60 * C(36,6)/C(59,6).
	p := 7.0 / 60
	for k := 0.0; k < 6; k++ {
		p *= (36 - k) / (59 - k)
	}
	got := float64(tl.DSq[sim.OnPlay][1][0]) / float64(cfg.Games)
	if se := math.Sqrt(p * (1 - p) / float64(cfg.Games)); math.Abs(got-p) > 4.5*se {
		t.Errorf("discordant games %.5f, want %.5f (+- %.5f)", got, p, 4.5*se)
	}
}

// A tally is a pure function of the set, the configuration and the games:
// whatever the worker count or the split into ranges.
func TestPlayDeterministic(t *testing.T) {
	a, b := compileText(t, grixis), compileText(t, grixisGrave)
	set := NewSet([]*decks.Compiled{a, b}, 5)
	cfg := smallConfig(1000)
	cfg.Workers = 1
	one, err := Play(context.Background(), set, cfg, 0, 1000, nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 3
	x, err := Play(context.Background(), set, cfg, 0, 300, nil)
	if err != nil {
		t.Fatal(err)
	}
	y, err := Play(context.Background(), set, cfg, 300, 1000, nil)
	if err != nil {
		t.Fatal(err)
	}
	x.Add(y)
	if !reflect.DeepEqual(one.Sum, x.Sum) || !reflect.DeepEqual(one.Sq, x.Sq) || !reflect.DeepEqual(one.DSq, x.DSq) || one.Games != x.Games {
		t.Fatal("one worker and three workers over two ranges differ")
	}
	for k := range one.Stats {
		if !one.Stats[k].Equal(x.Stats[k]) {
			t.Fatalf("deck %d: the counts differ", k)
		}
	}
}

// Two independent runs' difference has the variance of the two decks'
// added: in Independent mode the gain is 1 (within noise), and paired it
// is far more for the figures the one card barely moves.
func TestIndependentGainIsOne(t *testing.T) {
	a, b := compileText(t, grixis), compileText(t, grixisGrave)
	cfg := smallConfig(20000)
	for _, indep := range []bool{true, false} {
		set := NewSet([]*decks.Compiled{a, b}, 5)
		set.Independent = indep
		tl, err := Play(context.Background(), set, cfg, 0, cfg.Games, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range tl.Diffs() {
			if d.Figure.Kind != ManaSpentTotal {
				continue
			}
			if indep && (d.Gain < 0.9 || d.Gain > 1.1) {
				t.Errorf("independent %s %s: gain %.3f, want 1 +- 0.1", d.Side, d.Figure, d.Gain)
			}
			if !indep && d.Gain < 10 {
				t.Errorf("paired %s %s: gain %.3f, want 10 or more", d.Side, d.Figure, d.Gain)
			}
		}
	}
}

// A paired game allocates nothing, as a run's does.
func TestPairedGameAllocs(t *testing.T) {
	a, b := compileText(t, grixis), compileText(t, grixisGrave)
	slots := Align([]*decks.Compiled{a, b})
	p, err := sim.NewPairedPlayer(b, smallConfig(1), slots[1])
	if err != nil {
		t.Fatal(err)
	}
	i := int64(0)
	if n := testing.AllocsPerRun(200, func() { p.Play(sim.Side(i%2), i); i++ }); n != 0 {
		t.Errorf("%.1f allocations a game, want 0", n)
	}
}

// Swapping the decks swaps the figures: compare B A plays exactly the
// games of compare A B (each deck's copies get the same keys either way),
// so every sum is the other's and the squared differences are the same.
func TestSwapDecks(t *testing.T) {
	a, b := compileText(t, grixis), compileText(t, grixisGrave)
	cfg := smallConfig(1500)
	ab, err := Play(context.Background(), NewSet([]*decks.Compiled{a, b}, 5), cfg, 0, 1500, nil)
	if err != nil {
		t.Fatal(err)
	}
	ba, err := Play(context.Background(), NewSet([]*decks.Compiled{b, a}, 5), cfg, 0, 1500, nil)
	if err != nil {
		t.Fatal(err)
	}
	for s := range 2 {
		if !reflect.DeepEqual(ab.Sum[s][0], ba.Sum[s][1]) || !reflect.DeepEqual(ab.Sum[s][1], ba.Sum[s][0]) ||
			!reflect.DeepEqual(ab.DSq[s][1], ba.DSq[s][1]) {
			t.Fatalf("side %d: compare B A is not compare A B swapped", s)
		}
	}
}

// The objectives read what they name.
func TestParseObjective(t *testing.T) {
	d := compileText(t, grixis)
	for _, c := range []struct {
		in    string
		figs  int
		scale int64
	}{{"curve", 9, 36}, {"mana:4", 1, 1}, {"kill", 1, 1}, {"castable:Counterspell@2", 1, 1}} {
		o, err := ParseObjective(c.in)
		if err != nil {
			t.Fatal(err)
		}
		figs, w, scale, err := o.figures(d, 5)
		if err != nil || len(figs) != c.figs || len(w) != c.figs || scale != c.scale || o.String() != c.in {
			t.Errorf("%s: %d figures, scale %d, %v (%s)", c.in, len(figs), scale, err, o)
		}
	}
	if o, _ := ParseObjective("castable:Counterspell@2"); o.Card != "Counterspell" || o.Turn != 2 {
		t.Errorf("castable:Counterspell@2 read as %+v", o)
	}
	for _, bad := range []string{"", "curve:3", "mana", "mana:0", "castable:X", "castable:@3", "fast"} {
		if _, err := ParseObjective(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	o, _ := ParseObjective("castable:Lightning Bolt@2")
	if _, _, _, err := o.figures(d, 5); err == nil {
		t.Error("castable: a card the deck lacks gave no error")
	}
}

// A compare stopped part way keeps the games finished, a prefix of each
// side's; going on from there adds up to the uninterrupted tally exactly.
func TestPlayStoppedIsAPrefix(t *testing.T) {
	a, b := compileText(t, grixis), compileText(t, grixisGrave)
	set := NewSet([]*decks.Compiled{a, b}, 5)
	cfg := smallConfig(6000)
	cfg.Workers = 3
	whole, err := Play(context.Background(), set, cfg, 0, 6000, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, stopAt := range []int64{1, 2500, 6500, 11000} { // within the first side, across, within the second
		ctx, cancel := context.WithCancel(context.Background())
		part, err := Play(ctx, set, cfg, 0, 6000, func(done int64) {
			if done >= stopAt {
				cancel()
			}
		})
		cancel()
		if err == nil || part == nil {
			t.Fatalf("stopped at %d: err %v, tally %v", stopAt, err, part != nil)
		}
		g := part.Games
		if g[0] < 6000 && g[1] > 0 || g[0]+g[1] >= 12000 {
			t.Errorf("stopped at %d: games %v: not a prefix of the chunks", stopAt, g)
		}
		rest, err := PlayFrom(context.Background(), set, cfg, g, 6000, nil)
		if err != nil {
			t.Fatal(err)
		}
		part.Add(rest)
		if !reflect.DeepEqual(whole.Sum, part.Sum) || !reflect.DeepEqual(whole.Sq, part.Sq) || !reflect.DeepEqual(whole.DSq, part.DSq) || whole.Games != part.Games {
			t.Errorf("stopped at %d (%v played): the prefix and the rest do not add up to the whole", stopAt, g)
		}
		for k := range whole.Stats {
			if !whole.Stats[k].Equal(part.Stats[k]) {
				t.Errorf("stopped at %d: deck %d: the counts differ", stopAt, k)
			}
		}
	}
}
