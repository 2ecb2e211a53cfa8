package sim

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// Metamorphic tests: the figures must not depend on how a deck is written.
// Reordering the lines of a decklist, or swapping two colours everywhere,
// changes nothing about the games a deck plays, so every count a run reports
// must agree between the variants within sampling noise. The variants are run
// with different seeds (independent samples) and compared cell by cell with a
// two-proportion z-test (means for the per-game sums, with the variance taken
// from the games' records). The threshold is Bonferroni's: the false-alarm
// rate of a whole comparison stays below 1e-6 however many cells it holds,
// so a correct engine keeps CI green, while a preference for the first line
// of the decklist (which moved a probability from 40% to 18% here) is
// hundreds of standard errors.

// loadVariant loads a decklist and reorders its main deck with perm (nil:
// as written), as if its lines had been written in that order.
func loadVariant(t testing.TB, name string, text []byte, format decks.Format, perm []int) *decks.Compiled {
	t.Helper()
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := decks.LoadDeck(name, text, db, decks.ResolveOptions{Format: format, AllowCopies: true})
	if err != nil {
		t.Fatal(err)
	}
	if perm != nil {
		main := make([]decks.Slot, len(d.Main))
		for i, j := range perm {
			main[i] = d.Main[j]
		}
		d.Main = main
	}
	cd, err := decks.Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	return cd
}

// sample is one variant's run: the counts and, per side and turn, the sums of
// squares of the per-game values the records hold (for the variance of means).
type sample struct {
	cd    *decks.Compiled
	st    *Stats
	sumSq [2][][3]float64 // [side][turn]{lands, spent, lost}
}

func runSample(t testing.TB, cd *decks.Compiled, cfg Config) *sample {
	t.Helper()
	s := &sample{cd: cd}
	for i := range s.sumSq {
		s.sumSq[i] = make([][3]float64, cfg.Turns)
	}
	sink := func(side Side, recs []GameRecord) error {
		for i := range recs {
			r := &recs[i]
			for tn := 0; tn < r.Turns; tn++ {
				q := &s.sumSq[side][tn]
				q[0] += float64(r.Lands[tn]) * float64(r.Lands[tn])
				q[1] += float64(r.Spent[tn]) * float64(r.Spent[tn])
				q[2] += float64(r.Lost[tn]) * float64(r.Lost[tn])
			}
		}
		return nil
	}
	res, err := Run(context.Background(), cd, cfg, Options{Records: sink})
	if err != nil {
		t.Fatal(err)
	}
	s.st = res.Stats
	return s
}

// cell is one compared figure: a count of hits out of n (a proportion), or a
// sum with its sum of squares over n games (a mean).
type cell struct {
	what       string
	a, b       float64 // hits or sums
	na, nb     float64 // games
	qa, qb     float64 // sums of squares (means only)
	proportion bool
}

// z returns the test statistic of a cell (0 when both sides are constant).
func (c cell) z() float64 {
	if c.na == 0 || c.nb == 0 {
		return 0
	}
	if c.proportion {
		pa, pb := c.a/c.na, c.b/c.nb
		p := (c.a + c.b) / (c.na + c.nb)
		v := p * (1 - p) * (1/c.na + 1/c.nb)
		if v <= 0 {
			return 0
		}
		return (pa - pb) / math.Sqrt(v)
	}
	ma, mb := c.a/c.na, c.b/c.nb
	va := max(c.qa/c.na-ma*ma, 0) / c.na
	vb := max(c.qb/c.nb-mb*mb, 0) / c.nb
	if va+vb <= 0 {
		if ma == mb {
			return 0
		}
		return math.Inf(1)
	}
	return (ma - mb) / math.Sqrt(va+vb)
}

// bonferroniZ is the two-sided z threshold for m tests at a family-wise
// false-alarm rate alpha (an upper bound on the normal quantile, from the
// tail bound P(|Z| > z) <= 2 phi(z)/z, which errs on the safe side).
func bonferroniZ(m int, alpha float64) float64 {
	target := alpha / float64(max(m, 1))
	z := 1.0
	for 2*math.Exp(-z*z/2)/(z*math.Sqrt(2*math.Pi)) > target {
		z += 0.01
	}
	return z
}

// cardMap maps a card of one variant to the same card of the other: by name,
// through rename (the colour swap renames abstract cards).
func cardMap(a, b *decks.Compiled, rename func(string) string) []int {
	byName := map[string]int{}
	for i, n := range b.Names {
		byName[n] = i
	}
	m := make([]int, len(a.Names))
	for i, n := range a.Names {
		j, ok := byName[rename(n)]
		if !ok {
			j = -1
		}
		m[i] = j
	}
	return m
}

// compareSamples collects every cell of two samples of the same deck.
func compareSamples(a, b *sample, rename func(string) string) []cell {
	var cells []cell
	ids := cardMap(a.cd, b.cd, rename)
	ctype := reflect.TypeOf(CardTurn{})
	for side := range 2 {
		sa, sb := &a.st.Sides[side], &b.st.Sides[side]
		if sa.Games == 0 && sb.Games == 0 {
			continue
		}
		ga, gb := float64(sa.Games), float64(sb.Games)
		for k := range sa.Mulligans {
			cells = append(cells, cell{what: fmt.Sprintf("side %d: %d mulligans", side, k), a: float64(sa.Mulligans[k]), b: float64(sb.Mulligans[k]), na: ga, nb: gb, proportion: true})
			cells = append(cells, cell{what: fmt.Sprintf("side %d: kept %d", side, k), a: float64(sa.Kept[k]), b: float64(sb.Kept[k]), na: ga, nb: gb, proportion: true})
		}
		for k := range sa.Kill {
			cells = append(cells, cell{what: fmt.Sprintf("side %d: kill on turn %d", side, k), a: float64(sa.Kill[k]), b: float64(sb.Kill[k]), na: ga, nb: gb, proportion: true})
		}
		for tn := range sa.Turn {
			ta, tb := &sa.Turn[tn], &sb.Turn[tn]
			na, nb := float64(ta.Games), float64(tb.Games)
			pre := fmt.Sprintf("side %d turn %d: ", side, tn+1)
			cells = append(cells,
				cell{what: pre + "games", a: na, b: nb, na: ga, nb: gb, proportion: true},
				cell{what: pre + "land drops", a: float64(ta.LandDrops), b: float64(tb.LandDrops), na: na, nb: nb, proportion: true},
				cell{what: pre + "burn games", a: float64(ta.BurnGames), b: float64(tb.BurnGames), na: na, nb: nb, proportion: true},
				cell{what: pre + "opponent dead", a: float64(ta.OppDead), b: float64(tb.OppDead), na: na, nb: nb, proportion: true},
				cell{what: pre + "mean lands", a: float64(ta.Lands), b: float64(tb.Lands), na: na, nb: nb, qa: a.sumSq[side][tn][0], qb: b.sumSq[side][tn][0]},
				cell{what: pre + "mean mana spent", a: float64(ta.ManaSpent), b: float64(tb.ManaSpent), na: na, nb: nb, qa: a.sumSq[side][tn][1], qb: b.sumSq[side][tn][1]},
				cell{what: pre + "mean mana lost", a: float64(ta.ManaLost), b: float64(tb.ManaLost), na: na, nb: nb, qa: a.sumSq[side][tn][2], qb: b.sumSq[side][tn][2]},
			)
			for id, jd := range ids {
				if jd < 0 {
					continue
				}
				ca := reflect.ValueOf(sa.Card[tn*a.st.Cards+id])
				cb := reflect.ValueOf(sb.Card[tn*b.st.Cards+jd])
				for f := range ctype.NumField() {
					cells = append(cells, cell{what: fmt.Sprintf("%s%s %s", pre, a.cd.Names[id], ctype.Field(f).Name),
						a: float64(ca.Field(f).Int()), b: float64(cb.Field(f).Int()), na: na, nb: nb, proportion: true})
				}
			}
		}
	}
	return cells
}

// checkAgree fails the test for every cell beyond the Bonferroni threshold
// (at most a few are listed).
func checkAgree(t *testing.T, label string, cells []cell) {
	t.Helper()
	zmax := bonferroniZ(len(cells), 1e-6)
	bad := 0
	for _, c := range cells {
		if z := c.z(); math.Abs(z) > zmax {
			if bad < 8 {
				if c.proportion {
					t.Errorf("%s: %s: %.4f vs %.4f (z = %.1f, threshold %.1f over %d cells)", label, c.what, c.a/c.na, c.b/c.nb, z, zmax, len(cells))
				} else {
					t.Errorf("%s: %s: %.4f vs %.4f (z = %.1f, threshold %.1f over %d cells)", label, c.what, c.a/c.na, c.b/c.nb, z, zmax, len(cells))
				}
			}
			bad++
		}
	}
	if bad > 8 {
		t.Errorf("%s: %d cells differ in all", label, bad)
	}
}

func identity(s string) string { return s }

// symmetricDeck is the deck of the colour-symmetry report: ten lands of each
// colour, four colourless lands, eighteen {W}{W} and eighteen {U}{U} spells.
const symmetricDeck = "10 land:W\n10 land:U\n4 land:C\n18 {W}{W}\n18 {U}{U}\n"

// swapWU swaps W and U in an abstract card name.
func swapWU(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case 'W':
			return 'U'
		case 'U':
			return 'W'
		}
		return r
	}, s)
}

// Reordering the lines of the symmetric deck, and mirroring its colours,
// leaves every figure where it was; and within one run, {W}{W} and {U}{U}
// (and their lands) agree with each other.
func TestSymmetricDeckOrderFree(t *testing.T) {
	games := int64(60_000)
	if testing.Short() {
		games = 20_000
	}
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Workers = games, 6, 0
	text := []byte(symmetricDeck)
	base := runSample(t, loadVariant(t, "sym.txt", text, decks.Limited, nil), cfg)

	// The W and U lines swapped: the same deck written in another order.
	cfg.Seed = 2
	swapped := runSample(t, loadVariant(t, "sym.txt", text, decks.Limited, []int{1, 0, 2, 4, 3}), cfg)
	checkAgree(t, "land lines and spell lines swapped", compareSamples(base, swapped, identity))

	// The colours mirrored: W and U swapped everywhere.
	cfg.Seed = 3
	mirror := runSample(t, loadVariant(t, "sym.txt", []byte(swapWU(symmetricDeck)), decks.Limited, nil), cfg)
	checkAgree(t, "colours mirrored", compareSamples(base, mirror, swapWU))

	// Within one run, the deck's own symmetry: {W}{W} and {U}{U}'s rows agree
	// (the two are the same card under the mirror). A second sample of the
	// mirror holds the {U}{U} row under the name {W}{W} and vice versa.
	checkAgree(t, "{W}{W} against {U}{U}", compareSamples(base, mirror, identity))
}

// Every example deck gives the same figures whatever the order of its lines.
func TestExampleDecksOrderFree(t *testing.T) {
	games := int64(12_000)
	if testing.Short() {
		games = 4_000
	}
	for _, ex := range []struct {
		file   string
		format decks.Format
	}{
		{"mono-red.txt", decks.Constructed}, {"azorius-midrange.txt", decks.Constructed},
		{"green-ramp.dek", decks.Constructed}, {"dark-ritual.txt", decks.Constructed},
		{"limited-40.dck", decks.Limited}, {"commander-100.txt", decks.Commander},
	} {
		t.Run(ex.file, func(t *testing.T) {
			text, err := os.ReadFile("../decks/examples/" + ex.file)
			if err != nil {
				t.Fatal(err)
			}
			cfg := DefaultConfig()
			cfg.Games, cfg.Turns, cfg.Format = games, 8, ex.format
			if ex.file == "dark-ritual.txt" {
				cfg.Rules = Classic
			}
			cd := loadVariant(t, ex.file, text, ex.format, nil)
			base := runSample(t, cd, cfg)
			r := rand.New(rand.NewPCG(7, uint64(len(text))))
			for p := range 2 {
				perm := r.Perm(mainSlots(t, ex.file, text, ex.format))
				cfg.Seed = uint64(10 + p)
				other := runSample(t, loadVariant(t, ex.file, text, ex.format, perm), cfg)
				checkAgree(t, fmt.Sprintf("%s, permutation %d", ex.file, p+1), compareSamples(base, other, identity))
			}
		})
	}
}

// mainSlots counts the main-deck lines of a decklist.
func mainSlots(t testing.TB, name string, text []byte, format decks.Format) int {
	t.Helper()
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := decks.LoadDeck(name, text, db, decks.ResolveOptions{Format: format, AllowCopies: true})
	if err != nil {
		t.Fatal(err)
	}
	return len(d.Main)
}
