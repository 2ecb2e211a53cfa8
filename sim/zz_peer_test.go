package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

func BenchmarkPeerStudy(b *testing.B) {
	cd := compileText(b, "24 Swamp\n36 {1}{B}{B}", decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns = 3
	cfg.Keep, _ = ParseKeep("7:2-5,6:2-5,5:0-7")
	g := newTestGame(b, cd, cfg)
	b.ReportAllocs()
	i := int64(0)
	for b.Loop() {
		g.play(OnPlay, i)
		i++
	}
}

func BenchmarkBoltsKill(b *testing.B) {
	cd := compileText(b, "44 Lightning Bolt\n16 Mountain", decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns, cfg.StopAtKill = 20, true
	g := newTestGame(b, cd, cfg)
	b.ReportAllocs()
	i := int64(0)
	for b.Loop() {
		g.play(OnPlay, i)
		i++
	}
}
