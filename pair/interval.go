package pair

import "math"

// Z is the normal quantile of the 95% intervals.
const Z = 1.959963984540054

// The paired intervals. A difference of two decks' figure is measured game
// by game: d_i = x_i(B) - x_i(A) on the same game i.
//
//   - For a count (mana spent, kill turn, mulligans) the interval is the
//     paired one of the mean of the d_i: mean +- Z * sd(d)/sqrt(n), sd the
//     sample standard deviation of the d_i (the normal approximation, sound
//     at the thousands of games a comparison plays).
//   - For a proportion (castable, land drop) it is Newcombe's hybrid score
//     interval for paired proportions (Newcombe 1998, Statistics in
//     Medicine 17:2635, method 10): the two proportions' Wilson intervals
//     combined with the correlation of the pairs. Unlike mean +- Z*sd it
//     does not collapse to a point when no game differs (a one-land change
//     with few discordant games), and it stays inside [-1, 1].

// wilson is the Wilson score interval of x successes in n.
func wilson(x, n float64) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	p := x / n
	z2 := Z * Z
	c := (p + z2/(2*n)) / (1 + z2/n)
	h := Z * math.Sqrt(p*(1-p)/n+z2/(4*n*n)) / (1 + z2/n)
	return math.Max(0, c-h), math.Min(1, c+h)
}

// newcombe is the interval of p2 - p1 for n pairs: both1 pairs with both
// 1, only1 with the first only, only2 with the second only.
func newcombe(n, both1, only1, only2 int64) (lo, hi float64) {
	fn := float64(n)
	a, b, c := float64(both1), float64(only1), float64(only2)
	d := fn - a - b - c
	x1, x2 := a+b, a+c
	p1, p2 := x1/fn, x2/fn
	l1, u1 := wilson(x1, fn)
	l2, u2 := wilson(x2, fn)
	phi := 0.0
	if den := (a + b) * (c + d) * (a + c) * (b + d); den > 0 {
		phi = (a*d - b*c) / math.Sqrt(den)
	}
	diff := p2 - p1
	// The lower bound of p2 - p1 pairs p2's lower with p1's upper error.
	dl := math.Sqrt(math.Max(0, (p2-l2)*(p2-l2)-2*phi*(p2-l2)*(u1-p1)+(u1-p1)*(u1-p1)))
	du := math.Sqrt(math.Max(0, (u2-p2)*(u2-p2)-2*phi*(u2-p2)*(p1-l1)+(p1-l1)*(p1-l1)))
	return math.Max(-1, diff-dl), math.Min(1, diff+du)
}

// meanInterval is the paired interval of the mean difference from n pairs
// whose differences sum to sd with squares summing to sdd.
func meanInterval(n int64, sd, sdd float64) (mean, lo, hi float64) {
	fn := float64(n)
	mean = sd / fn
	if n < 2 {
		return mean, math.Inf(-1), math.Inf(1)
	}
	v := math.Max(0, (sdd-fn*mean*mean)/(fn-1))
	h := Z * math.Sqrt(v/fn)
	return mean, mean - h, mean + h
}

// variance is the sample variance of n values summing to s with squares
// summing to ss.
func variance(n int64, s, ss float64) float64 {
	if n < 2 {
		return 0
	}
	fn := float64(n)
	return math.Max(0, (ss-s*s/fn)/(fn-1))
}
