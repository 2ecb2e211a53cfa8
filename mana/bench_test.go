package mana

import "testing"

// The payment-check benchmarks of the issue: typical costs against typical
// boards, the fast check, the planner and the brute-force reference side by
// side, so that the ratio shows in one run:
//
//	go test -run '^$' -bench . -benchmem ./mana/

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
				if !SlowCanPay(c, bc.x, &pool, bc.srcs, 0, ForSpell) {
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
		if d.Entries() == 0 {
			b.Fatal("no entries")
		}
	}
}
