package mana

import (
	"testing"
	"time"
)

// The payment-check benchmarks: typical costs against typical boards, the fast check, the planner and the brute-force reference side by
// side, so that the ratio shows in one run:
//
//	go test -run '^$' -bench . -benchmem ./mana/
//
// On a machine shared with other jobs wall time swings by half from run to
// run; the BenchmarkCPU* copies (cputime_linux_test.go) report the thread's
// CPU time as cpu-ns/op, which is what to compare two builds by: build each
// one's test binary (go test -c) and run them in turn, several rounds.

type benchCase struct {
	name string
	cost string
	x    int
	srcs []Source
}

var benchCases = []benchCase{
	{"1WW", "1WW", 0, []Source{plains, plains, island, island, tundra}},
	{"2WU_WU", "{2}{W/U}{W/U}", 0, []Source{plains, plains, island, island, tundra}},
	{"XRR_X3", "{X}{R}{R}", 3, []Source{mountain, mountain, mountain, forest, forest, birds}},
	{"WUBRG_8src", "{W}{U}{B}{R}{G}", 0, []Source{tundra, OneOf(U.Mask() | B.Mask()), OneOf(B.Mask() | R.Mask()),
		OneOf(R.Mask() | G.Mask()), OneOf(G.Mask() | W.Mask()), plains, birds, solRing}},
}

func BenchmarkCanPay(b *testing.B) {
	for _, bc := range benchCases {
		d := NewDemand(MustParseCost(bc.cost), ForSpell)
		s := board(bc.srcs...)
		var pool Pool
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			ok := true
			for b.Loop() {
				ok = CanPay(&d, bc.x, &pool, s, 0) && ok
			}
			if !ok {
				b.Fatal("not payable")
			}
		})
	}
}

func BenchmarkPlan(b *testing.B) {
	for _, bc := range benchCases {
		d := NewDemand(MustParseCost(bc.cost), ForSpell)
		s := board(bc.srcs...)
		var pool Pool
		var pl Planner
		var p Payment
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if !pl.Plan(&p, &d, bc.x, &pool, s, 0, None) {
					b.Fatal("not payable")
				}
			}
		})
	}
}

func BenchmarkSlowCanPay(b *testing.B) {
	for _, bc := range benchCases {
		c := MustParseCost(bc.cost)
		var pool Pool
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if !slowCanPay(c, bc.x, &pool, bc.srcs, 0, ForSpell) {
					b.Fatal("not payable")
				}
			}
		})
	}
}

// BenchmarkNewDemand is the once-per-card cost of compiling a cost.
func BenchmarkNewDemand(b *testing.B) {
	c := MustParseCost("{2}{W/U}{W/U}")
	b.ReportAllocs()
	for b.Loop() {
		d := NewDemand(c, ForSpell)
		if d.n == 0 {
			b.Fatal("no entries")
		}
	}
}

// BenchmarkCanPayVsReference times CanPay and slowCanPay alternately on the
// same boards within one benchmark, so that the ratio (reported as
// "x-faster") is measured under the same machine load. ns/op is one round:
// every case once with each.
func BenchmarkCanPayVsReference(b *testing.B) {
	type prepared struct {
		d    Demand
		c    Cost
		x    int
		s    *Sources
		srcs []Source
	}
	var cases []prepared
	for _, bc := range benchCases {
		c := MustParseCost(bc.cost)
		cases = append(cases, prepared{NewDemand(c, ForSpell), c, bc.x, board(bc.srcs...), bc.srcs})
	}
	var pool Pool
	var fast, slow time.Duration
	const reps = 64 // CanPay calls per timing, to stay well above the clock's resolution
	for b.Loop() {
		for i := range cases {
			pc := &cases[i]
			t0 := time.Now()
			for range reps {
				if !CanPay(&pc.d, pc.x, &pool, pc.s, 0) {
					b.Fatal("not payable")
				}
			}
			t1 := time.Now()
			if !slowCanPay(pc.c, pc.x, &pool, pc.srcs, 0, ForSpell) {
				b.Fatal("not payable")
			}
			t2 := time.Now()
			fast += t1.Sub(t0)
			slow += t2.Sub(t1) * reps
		}
	}
	b.ReportMetric(float64(slow)/float64(fast), "x-faster")
}

// The restricted paths: a payment that may spend restricted sources reads
// slot 0 plus its slots (summed at check time); one that may not reads slot 0
// alone, as on a board without them.
var benchRestricted = []struct {
	name string
	cost string
	use  Use
	srcs []Source
}{
	// Cavern of Souls beside basics: a noncreature spell (slot 0 alone), a creature.
	{"Cavern_spell", "{1}{G}{G}", ForSpell, []Source{cavern2, forest, forest, forest, island}},
	{"Cavern_creature", "{1}{G}{G}", ForCreatureSpell, []Source{cavern2, forest, forest, forest, island}},
	// Eldrazi Temple for Thought-Knot Seer ({3}{C}).
	{"Temple_eldrazi", "{3}{C}", useEldraziCreature, []Source{eldraziTemple, wastes, forest, forest}},
	// Mishra's Workshop for an artifact creature, with a Powerstone.
	{"Workshop_artifact", "{4}{G}", useArtCreature, []Source{workshop, powerstone, forest}},
	// Gaea's Cradle with seven creatures and Tron.
	{"Cradle7_Tron", "{7}{G}{G}", ForSpell, []Source{cradle7, tower, mineOrPlant, mineOrPlant}},
}

func BenchmarkCanPayRestricted(b *testing.B) {
	for _, bc := range benchRestricted {
		d := NewDemand(MustParseCost(bc.cost), bc.use)
		s := board(bc.srcs...)
		var pool Pool
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			ok := true
			for b.Loop() {
				ok = CanPay(&d, 0, &pool, s, 0) && ok
			}
			if !ok {
				b.Fatal("not payable")
			}
		})
	}
}

func BenchmarkPlanRestricted(b *testing.B) {
	for _, bc := range benchRestricted {
		d := NewDemand(MustParseCost(bc.cost), bc.use)
		s := board(bc.srcs...)
		var pool Pool
		var pl Planner
		var p Payment
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if !pl.Plan(&p, &d, 0, &pool, s, 0, None) {
					b.Fatal("not payable")
				}
			}
		})
	}
}
