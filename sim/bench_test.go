package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// One whole game per iteration, for the example decks, the castability
// study deck (24 Swamp + 36 {1}{B}{B}, 7 turns on the play, London to 5),
// the published peer's study (the same deck, 3 turns) and 44 Lightning Bolt
// with 16 Mountain to the kill:
//
//	go test -run '^$' -bench Game -benchmem ./sim/
func BenchmarkGame(b *testing.B) {
	type bc struct {
		name  string
		cd    *decks.Compiled
		turns int
		side  Sides
	}
	var cases []bc
	for _, f := range []string{"mono-red.txt", "azorius-midrange.txt", "green-ramp.dek", "dark-ritual.txt"} {
		cases = append(cases, bc{f, compileExample(b, f, decks.Constructed), 10, Both})
	}
	study := compileText(b, "24 Swamp\n36 {1}{B}{B}", decks.Constructed)
	cases = append(cases, bc{"study-24Swamp-36_1BB", study, 7, PlayOnly},
		bc{"peer-study", study, 3, PlayOnly}, // the published peer's study (bench/peer)
		bc{"bolts-to-kill", compileText(b, "44 Lightning Bolt\n16 Mountain", decks.Constructed), 20, PlayOnly})
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			cfg := DefaultConfig()
			cfg.Turns = c.turns
			switch c.name {
			case "study-24Swamp-36_1BB":
				cfg.Keep, _ = ParseKeep("7:2-5,6:2-4,5:0-7")
			case "peer-study":
				cfg.Keep, _ = ParseKeep("7:2-5,6:2-5,5:0-7")
			case "bolts-to-kill":
				cfg.StopAtKill = true
			}
			g := newTestGame(b, c.cd, cfg)
			b.ReportAllocs()
			i := int64(0)
			for b.Loop() {
				s := OnPlay
				if c.side == Both {
					s = Side(i & 1)
				}
				g.play(s, i)
				i++
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// BenchmarkFloor and BenchmarkDrawsAlone measure the floor target in
// one run: the floor is a game's reset and the 14 cards a study game draws;
// the draws alone are the same lazy Fisher-Yates draws of 14 of 60 cards on
// the same generator, in a loop with nothing else (the least any game can
// cost). Compare their ns/op:
//
//	go test -run '^$' -bench 'Floor|DrawsAlone' ./sim/
func BenchmarkFloor(b *testing.B) {
	cd := compileText(b, "24 Swamp\n36 {1}{B}{B}", decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns = 7
	g := newTestGame(b, cd, cfg)
	b.ReportAllocs()
	i, sink := int64(0), 0
	for b.Loop() {
		g.reset(OnPlay, i)
		sink += g.drawN(14)
		i++
	}
	if sink < 0 {
		b.Fatal()
	}
}

func BenchmarkDrawsAlone(b *testing.B) {
	var lib [60]uint16
	for i := range lib {
		lib[i] = uint16(i % 2)
	}
	b.ReportAllocs()
	sink, i := 0, uint64(0)
	for b.Loop() {
		r := gameRNG(1, OnPlay, i)
		i++
		for k := 0; k < 14; k++ {
			j := k + int(r.intn(uint32(60-k)))
			lib[k], lib[j] = lib[j], lib[k]
			sink += int(lib[k])
		}
	}
	if sink < 0 {
		b.Fatal()
	}
}
