package pair

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/decks/decklist"
	"github.com/goldfishsim/goldfish/sim"
)

const azorius = `12 Plains
12 Island
8 {W}
8 {1}{U}
8 {1}{W}{U}
8 {2}{W}{W}
4 {3}{U}{U}
`

// A low curve, so that the mana spent on turns 1-4 has its best land
// count inside 22-26 (with fewer the land drops miss, with more the
// spells run out).
const lowCurve = `12 Plains
12 Island
10 {W}
10 {U}
8 {1}{W}
8 {1}{U}
`

func testSpace(t *testing.T, text string) *Space {
	t.Helper()
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	list, err := decklist.ParseList("base.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return &Space{File: "base.txt", List: list, DB: db, Format: decks.Constructed, MaxKinds: 3}
}

// The space is what it says: land counts, the basics' split near the
// base's shares, the fill card moving the other way, the deck's size kept.
func TestVariants(t *testing.T) {
	sp := testSpace(t, azorius)
	sp.LandsMin, sp.LandsMax, sp.Fill, sp.Spread = 22, 26, []string{"{1}{U}"}, 1
	sp.Candidates, sp.Copies, sp.MaxKinds = []string{"Hallowed Fountain", "Glacial Fortress"}, []int{2, 4}, 1
	basics, vs, err := sp.Variants()
	if err != nil {
		t.Fatal(err)
	}
	if len(basics) != 2 || basics[0] != "Plains" {
		t.Fatalf("basics %v", basics)
	}
	// 5 land counts x (no nonbasic, or one of 2 kinds at 2 or 4) x 3 splits.
	if len(vs) != 5*5*3 {
		t.Fatalf("%d variants, want 75", len(vs))
	}
	for _, v := range vs {
		size, lands := 0, 0
		for _, e := range v.List.Entries {
			size += e.Count
			if e.Name == "Plains" || e.Name == "Island" || e.Name == "Hallowed Fountain" || e.Name == "Glacial Fortress" {
				lands += e.Count
			}
			if e.Name == "{1}{U}" && e.Count != 8+24-v.Lands {
				t.Errorf("%s: %d {1}{U}, want %d", v.Label(basics), e.Count, 8+24-v.Lands)
			}
		}
		if size != 60 || lands != v.Lands {
			t.Errorf("%s: %d cards, %d lands", v.Label(basics), size, lands)
		}
	}
}

// On a space small enough to evaluate whole (land counts 22-26 times three
// splits of the basics), optimize picks the variant an exhaustive
// evaluation ranks best, or one within that evaluation's interval of it,
// with a tenth of its games. The exhaustive evaluation is sim.Run's: its
// own deal and streams, none of the pairing; the objective, the mana spent
// on turns 1-4, has its best inside the range (fewer lands miss drops, more
// flood), read from each game's record.
func TestOptimizeSmallSpace(t *testing.T) {
	sp := testSpace(t, lowCurve)
	sp.LandsMin, sp.LandsMax, sp.Fill, sp.Spread = 18, 22, []string{"{1}{W}"}, 1
	basics, vs, err := sp.Variants()
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != 15 {
		t.Fatalf("%d variants, want 15", len(vs))
	}
	cfg := sim.DefaultConfig()
	cfg.Turns, cfg.Sides = 4, sim.PlayOnly
	const exhaustive = 40000
	cfg.Games = exhaustive
	mean := make([]float64, len(vs))
	vari := make([]float64, len(vs))
	best := 0
	for i := range vs {
		cd, err := compileList(sp, vs[i].List)
		if err != nil {
			t.Fatal(err)
		}
		var s, ss float64
		_, err = sim.Run(context.Background(), cd, cfg, sim.Options{Records: func(_ sim.Side, recs []sim.GameRecord) error {
			for _, r := range recs {
				x := float64(r.Spent[0]) + float64(r.Spent[1]) + float64(r.Spent[2]) + float64(r.Spent[3])
				s += x
				ss += x * x
			}
			return nil
		}})
		if err != nil {
			t.Fatal(err)
		}
		mean[i] = s / exhaustive
		vari[i] = (ss - s*s/exhaustive) / (exhaustive - 1)
		if mean[i] > mean[best] {
			best = i
		}
	}
	budget := int64(exhaustive * len(vs) / 10)
	for _, local := range []bool{false, true} {
		out, err := Optimize(context.Background(), sp, cfg, Options{Objective: Objective{Kind: "mana", Turn: 4}, Games: budget, Local: local})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("local search: %v", local)
		checkOutcome(t, out, vs, basics, mean, vari, best, budget, exhaustive)
	}
}

func checkOutcome(t *testing.T, out *Outcome, vs []Variant, basics []string, mean, vari []float64, best int, budget int64, exhaustive float64) {
	t.Helper()
	if out.Played > budget {
		t.Errorf("played %d games, the budget is %d", out.Played, budget)
	}
	w := out.Winner
	// The exhaustive evaluation's 95% interval of best - winner (two
	// independent runs).
	tol := 1.96 * math.Sqrt((vari[best]+vari[w])/exhaustive)
	t.Logf("exhaustive best %s (%.4f); optimize %s (%.4f by the exhaustive run, +- %.4f), %d games, %d rounds",
		vs[best].Label(basics), mean[best], vs[w].Label(basics), mean[w], tol, out.Played, out.Rounds)
	for i := range vs {
		t.Logf("  %-40s %.4f  optimize: %6d games, mean %.4f", vs[i].Label(basics), mean[i], out.Evaluated[i].Games, out.Evaluated[i].Mean)
	}
	if best != w && mean[best]-mean[w] > tol {
		t.Errorf("optimize chose %s (%.4f), the exhaustive best is %s (%.4f), beyond its interval %.4f",
			vs[w].Label(basics), mean[w], vs[best].Label(basics), mean[best], tol)
	}
	// Its report is consistent: the winner's difference with itself is 0,
	// and no variant played more games.
	for i, e := range out.Evaluated {
		if e.Games > out.Evaluated[w].Games {
			t.Errorf("%s played %d games, the winner %d", vs[i].Label(basics), e.Games, out.Evaluated[w].Games)
		}
	}
	if e := out.Evaluated[w]; e.Diff != 0 || e.Low > 0 || e.High < 0 {
		t.Errorf("the winner against itself: %v [%v, %v]", e.Diff, e.Low, e.High)
	}
}

// The objective is a mean per game, whatever the sides played: a space
// of one variant, played on both sides, gives the curve objective sim.Run
// measures (its own deal) within noise.
func TestObjectiveScale(t *testing.T) {
	sp := testSpace(t, azorius)
	_, vs, err := sp.Variants()
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != 1 {
		t.Fatalf("%d variants, want the base alone", len(vs))
	}
	cfg := sim.DefaultConfig()
	cfg.Turns, cfg.Games = 4, 20000
	out, err := Optimize(context.Background(), sp, cfg, Options{Objective: Objective{Kind: "curve"}, Games: 2 * cfg.Games})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := compileList(sp, vs[0].List)
	if err != nil {
		t.Fatal(err)
	}
	res, err := sim.Run(context.Background(), cd, cfg, sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var hits, weight float64
	for s := range 2 {
		for id := range cd.Cards {
			c := &cd.Cards[id]
			if c.Castable && cd.Copies[id] > 0 && c.MV <= cfg.Turns {
				hits += float64(cd.Copies[id]) * float64(res.Stats.Sides[s].Card[(max(c.MV, 1)-1)*len(cd.Cards)+id].Castable)
				weight += float64(cd.Copies[id])
			}
		}
	}
	want := hits / weight / float64(cfg.Games)
	e := out.Evaluated[0]
	if tol := 4 * math.Sqrt(2*0.25/float64(2*cfg.Games)); e.Games != cfg.Games || math.Abs(e.Mean-want) > tol {
		t.Errorf("optimize: %.4f over %d games; sim.Run %.4f (+- %.4f)", e.Mean, e.Games, want, tol)
	}
}

// A time budget's first round leaves out the variants it has not reached
// by half the time: with no time at all, none is played, and it says so.
func TestTimeBudgetLeavesOut(t *testing.T) {
	sp := testSpace(t, lowCurve)
	sp.LandsMin, sp.LandsMax, sp.Fill, sp.Spread = 18, 22, []string{"{1}{W}"}, 1
	cfg := sim.DefaultConfig()
	cfg.Turns = 3
	_, err := Optimize(context.Background(), sp, cfg, Options{Objective: Objective{Kind: "curve"}, Time: time.Nanosecond})
	if err == nil || !strings.Contains(err.Error(), "time budget ran out") {
		t.Fatalf("err %v, want the time budget's", err)
	}
}

// The exact counts give the mean: objective = sum / scale / games, scale
// the spells weighed (every card but the lands: all cost 2 or less) times
// the two sides.
func TestEvaluatedCounts(t *testing.T) {
	sp := testSpace(t, lowCurve)
	sp.LandsMin, sp.LandsMax, sp.Fill, sp.Spread = 20, 21, []string{"{1}{W}"}, 0
	cfg := sim.DefaultConfig()
	cfg.Turns = 3
	out, err := Optimize(context.Background(), sp, cfg, Options{Objective: Objective{Kind: "curve"}, Games: 4000})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range out.Evaluated {
		if e.Games == 0 || e.Scale != int64(2*(60-e.Variant.Lands)) || math.Abs(float64(e.Sum)/float64(e.Scale)/float64(e.Games)-e.Mean) > 1e-12 {
			t.Errorf("%s: sum %d, scale %d, games %d, mean %v", e.Variant.Label(out.Basics), e.Sum, e.Scale, e.Games, e.Mean)
		}
	}
}

// sameOutcome reports how two outcomes differ ("" if in nothing but the
// games this call played).
func sameOutcome(a, b *Outcome) string {
	if a.Winner != b.Winner || a.Rounds != b.Rounds || a.Played != b.Played || a.Skipped != b.Skipped || len(a.Evaluated) != len(b.Evaluated) {
		return fmt.Sprintf("winner %d/%d, rounds %d/%d, played %d/%d", a.Winner, b.Winner, a.Rounds, b.Rounds, a.Played, b.Played)
	}
	for i := range a.Evaluated {
		x, y := a.Evaluated[i], b.Evaluated[i]
		x.Variant, y.Variant = nil, nil
		if x != y {
			return fmt.Sprintf("variant %d: %+v, %+v", i, x, y)
		}
	}
	return ""
}

// A stopped search resumed from its memo, and a search split into shards
// whose memos are merged round after round, end exactly as the
// uninterrupted search on one machine, and no game is played twice: the
// search's decisions are arithmetic on the games' values, which are the
// same whoever plays them.
func TestOptimizeResumesAndShards(t *testing.T) {
	sp := testSpace(t, lowCurve)
	sp.LandsMin, sp.LandsMax, sp.Fill, sp.Spread = 22, 26, []string{"{1}{W}"}, 1
	cfg := sim.DefaultConfig()
	cfg.Turns, cfg.Sides, cfg.Workers = 4, sim.PlayOnly, 2
	for _, local := range []bool{false, true} {
		opt := Options{Objective: Objective{Kind: "mana", Turn: 4}, Games: 24000, Local: local}
		whole, err := Optimize(context.Background(), sp, cfg, opt)
		if err != nil {
			t.Fatal(err)
		}
		// Stopped at several points, then resumed (once more stopped in
		// between for the first).
		f := whole.Fresh
		t.Logf("local %v: %d games, %d rounds", local, f, whole.Rounds)
		for _, stops := range [][]int64{{f / 20, f / 3}, {100}, {f * 4 / 5}} {
			memo := &Memo{}
			fresh := int64(0)
			for _, at := range append(stops, -1) {
				ctx, cancel := context.WithCancel(context.Background())
				o := opt
				o.Memo = memo
				var sofar, last atomic.Int64 // this call's games, before the round and in it
				o.Round = func(RoundInfo) func(int64) {
					sofar.Add(last.Swap(0))
					return func(done int64) {
						last.Store(done)
						if at >= 0 && fresh+sofar.Load()+done >= at {
							cancel()
						}
					}
				}
				out, err := Optimize(ctx, sp, cfg, o)
				cancel()
				if at < 0 {
					if err != nil {
						t.Fatal(err)
					}
					if why := sameOutcome(whole, out); why != "" {
						t.Errorf("local %v, stopped at %v: resumed, it differs from the uninterrupted search: %s", local, stops, why)
					}
					fresh += out.Fresh
					break
				}
				if !errors.Is(err, context.Canceled) {
					t.Fatalf("stopped at %d: %v", at, err)
				}
				fresh += out.Fresh
			}
			if fresh != whole.Fresh {
				t.Errorf("local %v, stopped at %v: %d games played in all, the uninterrupted search %d", local, stops, fresh, whole.Fresh)
			}
		}
		// Three shards, their memos merged after each step.
		const shards = 3
		all := &Memo{}
		fresh, steps := int64(0), 0
		var out *Outcome
		for done := false; !done; steps++ {
			if steps > 40 {
				t.Fatal("the shards never finish")
			}
			var memos [shards]*Memo
			for k := range shards {
				m := &Memo{}
				for i := range all.Values {
					m.Values = append(m.Values, slices.Clone(all.Values[i]))
					m.Known = append(m.Known, slices.Clone(all.Known[i]))
				}
				o := opt
				o.Memo, o.Shard, o.Shards = m, k, shards
				res, err := Optimize(context.Background(), sp, cfg, o)
				switch {
				case err == nil:
					done, out = true, res
				case !errors.Is(err, ErrOtherShards):
					t.Fatal(err)
				}
				fresh += res.Fresh
				memos[k] = m
			}
			// The merge: the union of what each shard knows.
			for _, m := range memos {
				for i := range m.Values {
					if i >= len(all.Values) {
						all.Values, all.Known = append(all.Values, nil), append(all.Known, nil)
					}
					for j, known := range m.Known[i] {
						if !known {
							continue
						}
						for len(all.Values[i]) <= j {
							all.Values[i], all.Known[i] = append(all.Values[i], 0), append(all.Known[i], false)
						}
						all.Values[i][j], all.Known[i][j] = m.Values[i][j], true
					}
				}
			}
		}
		t.Logf("local %v: %d shard steps of %d rounds", local, steps, whole.Rounds)
		if why := sameOutcome(whole, out); why != "" {
			t.Errorf("local %v: the sharded search differs from the search on one machine: %s", local, why)
		}
		if fresh != whole.Fresh {
			t.Errorf("local %v: the shards played %d games in all, one machine %d", local, fresh, whole.Fresh)
		}
	}
}
