package pair

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

// A game on the paired deal against a game of sim.Run's lazy deal, the same
// deck and games: the paired deal sorts the whole library at each shuffle
// (bench/README.md quotes the two).
func BenchmarkDeal(b *testing.B) {
	cd := compileText(b, grixisGrave)
	cfg := smallConfig(1)
	run, err := sim.NewPlayer(cd, cfg)
	if err != nil {
		b.Fatal(err)
	}
	paired, err := sim.NewPairedPlayer(cd, cfg, Align([]*decks.Compiled{cd})[0])
	if err != nil {
		b.Fatal(err)
	}
	b.Run("run", func(b *testing.B) {
		b.ReportAllocs()
		i := int64(0)
		for b.Loop() {
			run.Play(sim.OnPlay, i)
			i++
		}
	})
	b.Run("paired", func(b *testing.B) {
		b.ReportAllocs()
		i := int64(0)
		for b.Loop() {
			paired.Play(sim.OnPlay, i)
			i++
		}
	})
}
