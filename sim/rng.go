package sim

import "math/bits"

// rng is the random stream of one game: SplitMix64 (Steele, Lea and Flood),
// a 64-bit counter passed through a strong mixing function. It is tiny (one
// word), fast (an add and three multiply-xorshift steps), passes BigCrush,
// and, what matters most here, a stream is fixed by its seed alone, so game i
// of a run draws the same cards on any worker.
type rng struct{ s uint64 }

const golden = 0x9e3779b97f4a7c15

func mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// gameRNG returns the stream of game index i on the given side of a run with
// the given seed: a pure function of the three.
func gameRNG(seed uint64, side Side, i uint64) rng {
	return runStreams(seed).deal(side, i)
}

// streams is the part of the games' streams that depends on the run's seed
// alone, mixed once per run rather than once per game.
type streams struct{ seed, dealKey, choiceKey, rankKey, coinKey uint64 }

func runStreams(seed uint64) streams {
	return streams{seed, mix(seed ^ golden), mix(seed ^ 0x2545f4914f6cdd1d), mix(seed ^ 0x9fb21c651e98df25), mix(seed ^ 0x3c6ef372fe94f82b)}
}

func (k streams) deal(side Side, i uint64) rng {
	return rng{s: mix(k.dealKey + uint64(side)*golden + mix(i))}
}

// redeal is the deal stream of game i after its n-th search shuffled the
// library: a pure function of (seed, side, game, n), apart from deal's.
func (k streams) redeal(side Side, i uint64, n uint32) rng {
	return rng{s: mix(k.dealKey + uint64(side)*golden + mix(i) ^ mix(uint64(n)*0x94d049bb133111eb))}
}

// choice is the stream of the planner's tie-breaks in the same game as
// deal: another pure function of (seed, side, game), independent of it.
func (k streams) choice(side Side, i uint64) rng {
	return rng{s: mix(k.choiceKey + uint64(side)*golden + mix(i^0x5851f42d4c957f2d))}
}

// rank is the stream the game's random orders (of its cards, of the mana
// types, of the source kinds) are drawn from: a third pure function. It is
// apart from the choice stream so that the orders can be drawn only when a
// game first needs one (most games of a simple deck never break a tie
// between two cards) without moving the choices' draws.
func (k streams) rank(side Side, i uint64) rng {
	return rng{s: mix(k.rankKey + uint64(side)*golden + mix(i^0xd1342543de82ef95))}
}

// coin is the stream of the game's coin flips (Mana Crypt's upkeep): a
// fourth pure function of (seed, side, game), so that a flip moves neither
// the cards dealt nor the planner's tie-breaks, and two decks played on
// the same games (pair) flip alike.
func (k streams) coin(side Side, i uint64) rng {
	return rng{s: mix(k.coinKey + uint64(side)*golden + mix(i^0x6c62272e07bb0142))}
}

func (r *rng) next() uint64 {
	r.s += golden
	return mix(r.s)
}

// intn returns a uniform integer in [0, n), n > 0, without modulo bias, by
// Lemire's multiply-shift method: the high word of x*n is uniform over [0, n)
// except for a sliver of x values, which the rare retry removes.
func (r *rng) intn(n uint32) uint32 {
	x := r.next()
	hi, lo := bits.Mul64(x, uint64(n))
	if lo < uint64(n) {
		thresh := -uint64(n) % uint64(n)
		for lo < thresh {
			x = r.next()
			hi, lo = bits.Mul64(x, uint64(n))
		}
	}
	return uint32(hi)
}
