package sim

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// demandOf is a spell's demand for a cost written in braces.
func demandOf(cost string) mana.Demand {
	return mana.NewDemand(mana.MustParseCost(cost), mana.ForSpell)
}

// City of Brass deals 1 damage each time it becomes tapped, and the life
// budget (never down to 0) counts it with the Phyrexian symbols' life.
// Two Cities of Brass and an Island: {U}{R} costs 1 life, {W}{R} 2, and
// {W/P}{R} 2 (both Cities) or 3 (2 life and a City).
func TestCityOfBrassLifeBudget(t *testing.T) {
	for _, tc := range []struct {
		life int
		cost string
		pays bool
	}{
		{2, "{U}{R}", true},   // Island and a City: 1 life of the 1 payable
		{2, "{W}{R}", false},  // both Cities: 2 life, 1 payable
		{3, "{W}{R}", true},   // 2 of 2
		{3, "{W/P}{R}", true}, // both Cities, 2 life
		{2, "{W/P}{R}", false},
		{2, "{1}{U}", true}, // a City and the Island: it must tap the City
		{1, "{1}{U}", false},
		{1, "{U}", true}, // the Island alone
		{20, "{W}{R}{U}", true},
	} {
		g, cd := scenario(t, "20 City of Brass\n20 Island\n20 {3}", DefaultConfig())
		g.onField(t, cd, "City of Brass", 2)
		g.onField(t, cd, "Island", 1)
		g.b.life = tc.life
		d := demandOf(tc.cost)
		if got := g.canPay(&d, 0, g.lifeBudget()); got != tc.pays {
			t.Errorf("life %d, %s: payable %v, want %v", tc.life, tc.cost, got, tc.pays)
		}
		life := g.b.life
		if got := g.payFor(&d, 0, 0); got != tc.pays {
			t.Errorf("life %d, %s: paid %v, want %v", tc.life, tc.cost, got, tc.pays)
		}
		if g.b.life < 1 || tc.pays && g.b.life > life || !tc.pays && g.b.life != life {
			t.Errorf("life %d, %s: life after paying %d", tc.life, tc.cost, g.b.life)
		}
	}
	// With a Plains beside: {1}{U} at 2 life taps the Plains, not a City.
	g, cd := scenario(t, "20 City of Brass\n20 Island\n20 Plains", DefaultConfig())
	brass := g.onField(t, cd, "City of Brass", 2)
	g.onField(t, cd, "Island", 1)
	g.onField(t, cd, "Plains", 1)
	g.b.life = 2
	d := demandOf("{1}{U}")
	if !g.payFor(&d, 0, 0) || g.b.life != 2 || g.b.tapped[brass] != 0 {
		t.Fatalf("{1}{U} from Island and Plains: life %d, Cities tapped %d", g.b.life, g.b.tapped[brass])
	}
}

// bruteLife is an independent truth for paying within a life budget: every
// way of tapping each untapped one-unit source for one of its types or not
// at all, and of paying each Phyrexian symbol with its colour or 2 life,
// tried in full.
func bruteLife(srcs []struct {
	mask mana.Mask
	life int
}, pips []mana.Type, phyr []mana.Type, generic, budget int) bool {
	var made [mana.NumTypes]int
	var rec func(i, life int) bool
	rec = func(i, life int) bool {
		if life > budget {
			return false
		}
		if i < len(srcs) {
			if rec(i+1, life) {
				return true
			}
			for t := mana.W; t < mana.NumTypes; t++ {
				if srcs[i].mask.Has(t) {
					made[t]++
					ok := rec(i+1, life+srcs[i].life)
					made[t]--
					if ok {
						return true
					}
				}
			}
			return false
		}
		for m := 0; m < 1<<len(phyr); m++ {
			need := [mana.NumTypes]int{}
			for _, p := range pips {
				need[p]++
			}
			l := life
			for j, p := range phyr {
				if m>>j&1 == 1 {
					l += 2
				} else {
					need[p]++
				}
			}
			left, ok := 0, l <= budget
			for t := range mana.NumTypes {
				ok = ok && made[t] >= need[t]
				left += made[t] - need[t]
			}
			if ok && left >= generic {
				return true
			}
		}
		return false
	}
	return rec(0, 0)
}

// On random boards of painful and painless one-mana sources and random
// life, the engine's payability (and its payment) agree with the brute
// force, and a payment never costs more life than the budget.
func TestLifeBudgetMatchesBruteForce(t *testing.T) {
	names := []string{"City of Brass", "Mana Confluence", "Adarkar Wastes", "Island", "Plains", "Wastes"}
	text := "10 City of Brass\n10 Mana Confluence\n10 Adarkar Wastes\n10 Island\n10 Plains\n10 Wastes"
	cd := compileText(t, text, decks.Constructed)
	rng := rand.New(rand.NewPCG(20, 1))
	colours := []mana.Type{mana.W, mana.U, mana.R}
	checked, binding := 0, 0
	g := newTestGame(t, cd, DefaultConfig())
	for i := range 3000 {
		g.reset(OnPlay, int64(i))
		g.turn = 3
		var srcs []struct {
			mask mana.Mask
			life int
		}
		for range 1 + rng.IntN(5) {
			n := names[rng.IntN(len(names))]
			id := g.onField(t, cd, n, 1)
			k := g.d.Cards[id].Kind
			src := g.b.src.Kind(k)
			srcs = append(srcs, struct {
				mask mana.Mask
				life int
			}{src.Mask(), int(src.Penalty & decks.PenaltyLife)})
		}
		g.b.life = 1 + rng.IntN(5)
		cost := ""
		var pips, phyr []mana.Type
		generic := rng.IntN(3)
		if generic > 0 {
			cost = "{" + string(rune('0'+generic)) + "}"
		}
		for range rng.IntN(3) {
			c := colours[rng.IntN(3)]
			pips = append(pips, c)
			cost += "{" + c.String() + "}"
		}
		if rng.IntN(3) == 0 {
			c := colours[rng.IntN(3)]
			phyr = append(phyr, c)
			cost += "{" + c.String() + "/P}"
		}
		if cost == "" {
			continue
		}
		d := demandOf(cost)
		budget := g.lifeBudget()
		want := bruteLife(srcs, pips, phyr, generic, budget)
		if mana.CanPay(&d, 0, &g.b.pool, &g.b.src, budget) && !want {
			binding++ // payable but for the sources' life
		}
		if got := g.canPay(&d, 0, budget); got != want {
			t.Fatalf("board %v, life %d, %s: payable %v, brute force %v", srcs, g.b.life, cost, got, want)
		}
		life := g.b.life
		if got := g.payFor(&d, 0, 0); got != want || life-g.b.life > budget {
			t.Fatalf("board %v, life %d, %s: paid %v (life %d after), brute force %v", srcs, life, cost, got, g.b.life, want)
		}
		checked++
	}
	t.Logf("%d boards checked, %d where the sources' life decided it", checked, binding)
	if checked < 2000 || binding < 50 {
		t.Fatalf("%d boards checked, %d where the sources' life decided it: too few", checked, binding)
	}
}

// Mana Crypt flips a coin at the beginning of each upkeep and deals 3 damage
// on a loss: over many upkeeps the damage averages 1.5 a turn (3 x 1/2),
// within its 95% interval; two upkeeps of a game lose both in a quarter of
// the games; the flips come from the game's own coin stream (the same game
// flips alike, and the deal's stream does not move).
func TestManaCryptUpkeepFlip(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Mana Crypt\n36 {3}", DefaultConfig())
	const games = 20000
	var sum, sumSq float64
	both := 0
	for i := range games {
		g.reset(OnPlay, int64(i))
		g.onField(t, cd, "Mana Crypt", 1)
		deal := g.deal
		var dmg [2]int
		for u := range 2 {
			life := g.b.life
			g.upkeepFlips()
			dmg[u] = life - g.b.life
			if dmg[u] != 0 && dmg[u] != 3 {
				t.Fatalf("game %d: an upkeep dealt %d damage, want 0 or 3", i, dmg[u])
			}
			sum += float64(dmg[u])
			sumSq += float64(dmg[u] * dmg[u])
		}
		if dmg[0] == 3 && dmg[1] == 3 {
			both++
		}
		if g.deal != deal {
			t.Fatalf("game %d: the flips moved the deal's stream", i)
		}
		g.reset(OnPlay, int64(i))
		g.onField(t, cd, "Mana Crypt", 1)
		life := g.b.life
		g.upkeepFlips()
		if life-g.b.life != dmg[0] {
			t.Fatalf("game %d replayed: the first flip dealt %d, then %d", i, dmg[0], life-g.b.life)
		}
	}
	n := float64(2 * games)
	mean := sum / n
	half := 1.96 * math.Sqrt((sumSq/n-mean*mean)/n)
	if math.Abs(mean-1.5) > half {
		t.Fatalf("Mana Crypt: %.4f damage a turn, 95%% interval [%.4f, %.4f], want 1.5 in it", mean, mean-half, mean+half)
	}
	lo, hi := Wilson(int64(both), games)
	if 0.25 < lo || 0.25 > hi {
		t.Fatalf("both upkeeps lost in %d of %d games, interval [%.4f, %.4f], want 1/4 in it", both, games, lo, hi)
	}
	// Two copies flip apart: 0, 3 or 6 damage.
	g.reset(OnPlay, 1)
	g.onField(t, cd, "Mana Crypt", 2)
	seen := map[int]bool{}
	for range 64 {
		life := g.b.life
		g.upkeepFlips()
		seen[life-g.b.life] = true
		g.b.life = 20
	}
	if len(seen) != 3 || !seen[0] || !seen[3] || !seen[6] {
		t.Fatalf("two Mana Crypts: damages %v, want 0, 3 and 6", seen)
	}
}

// A turn played flips in its upkeep: Mana Crypt on the battlefield of a deck
// that pays no other life (its one copy), the life lost over ten turns is 3 per lost flip,
// 15 on average.
func TestManaCryptInTurns(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n1 Mana Crypt\n39 {3}", DefaultConfig())
	const games = 4000
	var sum float64
	for i := range games {
		g.reset(OnPlay, int64(i))
		g.onField(t, cd, "Mana Crypt", 1)
		g.b.life = 100
		for turn := 1; turn <= 10; turn++ {
			g.playTurn(turn)
		}
		lost := 100 - g.b.life
		if lost%3 != 0 || lost > 30 {
			t.Fatalf("game %d: %d life lost in ten turns", i, lost)
		}
		sum += float64(lost)
	}
	mean := sum / games
	// Binomial(10, 1/2) flips lost, 3 each: sd of the mean 3*sqrt(2.5/games).
	if half := 1.96 * 3 * math.Sqrt(2.5/games); math.Abs(mean-15) > half {
		t.Fatalf("ten turns with Mana Crypt: %.3f life lost, want 15 +- %.3f", mean, half)
	}
}
