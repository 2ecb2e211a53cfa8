package bench

import (
	"context"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
	"github.com/goldfishsim/goldfish/sim"
)

// The suite:
//
//	go test -run '^$' -bench . -benchmem ./bench/

func workloads(b *testing.B) []Workload {
	ws, err := Workloads("../decks/examples")
	if err != nil {
		b.Fatal(err)
	}
	return ws
}

// BenchmarkGame is one whole game per iteration, per workload.
func BenchmarkGame(b *testing.B) {
	for _, w := range workloads(b) {
		b.Run(w.Name, func(b *testing.B) {
			p, err := sim.NewPlayer(w.Deck, w.Cfg)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			i := int64(0)
			for b.Loop() {
				p.Play(w.SideOf(i), i)
				i++
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// BenchmarkFloor is the least a game of the castability study costs: the
// shuffling and drawing of the cards it sees (about 14), nothing else.
func BenchmarkFloor(b *testing.B) {
	w := Named(workloads(b), "study")
	p, err := sim.NewPlayer(w.Deck, w.Cfg)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	i, sink := int64(0), 0
	for b.Loop() {
		sink += p.Draw(sim.OnPlay, i, 14)
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	if sink < 0 {
		b.Fatal()
	}
}

// BenchmarkRun is the batch runner on all CPUs (workers = GOMAXPROCS).
func BenchmarkRun(b *testing.B) {
	w := Named(workloads(b), "mono-red.txt")
	cfg := w.Cfg
	cfg.Games = 20_000
	b.ReportAllocs()
	for b.Loop() {
		if _, err := sim.Run(context.Background(), w.Deck, cfg, sim.Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(2*cfg.Games*int64(b.N))/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkCanPay and BenchmarkPlan: the payment check and the planner on a
// typical board (the mana package has the full set, with the reference).
// paymentBoard is {2}{W/U}{W/U} against two Plains, two Islands and a W/U dual.
func paymentBoard() (mana.Demand, *mana.Sources) {
	var s mana.Sources
	s.Add(mana.OneOf(mana.W.Mask()), 2)
	s.Add(mana.OneOf(mana.U.Mask()), 2)
	s.Add(mana.OneOf(mana.W.Mask()|mana.U.Mask()), 1)
	return mana.NewDemand(mana.MustParseCost("{2}{W/U}{W/U}"), mana.ForSpell), &s
}

func BenchmarkCanPay(b *testing.B) {
	d, s := paymentBoard()
	var pool mana.Pool
	b.ReportAllocs()
	ok := true
	for b.Loop() {
		ok = mana.CanPay(&d, 0, &pool, s, 0) && ok
	}
	if !ok {
		b.Fatal("not payable")
	}
}

func BenchmarkPlan(b *testing.B) {
	d, s := paymentBoard()
	var pool mana.Pool
	var pl mana.Planner
	var p mana.Payment
	b.ReportAllocs()
	for b.Loop() {
		if !pl.Plan(&p, &d, 0, &pool, s, 0, mana.None) {
			b.Fatal("not payable")
		}
	}
}
