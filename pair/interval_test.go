package pair

import (
	"math/rand/v2"
	"testing"
)

// The intervals' coverage, by simulation: pairs drawn with known means,
// the interval should hold the true difference in about 95% of samples.
func TestIntervalCoverage(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const reps, n = 4000, 300
	cases := []struct{ p1, p2, rho float64 }{{0.5, 0.55, 0.8}, {0.9, 0.93, 0.95}, {0.2, 0.2, 0}, {0.97, 0.99, 0.6}}
	for _, c := range cases {
		hit := 0
		for range reps {
			var a, b, cc int64
			for range n {
				// A shared uniform makes the pair correlated: the first
				// is 1 below p1, the second below p2, with probability
				// rho of reusing the same uniform.
				u := r.Float64()
				v := u
				if r.Float64() > c.rho {
					v = r.Float64()
				}
				x, y := u < c.p1, v < c.p2
				switch {
				case x && y:
					a++
				case x:
					b++
				case y:
					cc++
				}
			}
			lo, hi := newcombe(n, a, b, cc)
			if d := c.p2 - c.p1; lo <= d && d <= hi {
				hit++
			}
		}
		if cov := float64(hit) / reps; cov < 0.93 || cov > 0.975 {
			t.Errorf("proportions %+v: coverage %.3f, want about 0.95", c, cov)
		}
	}
	hit := 0
	for range reps {
		var sd, sdd float64
		for range n {
			x := r.NormFloat64()*3 + 10
			y := x + r.NormFloat64() + 0.5
			sd += y - x
			sdd += (y - x) * (y - x)
		}
		_, lo, hi := meanInterval(n, sd, sdd)
		if lo <= 0.5 && 0.5 <= hi {
			hit++
		}
	}
	if cov := float64(hit) / reps; cov < 0.935 || cov > 0.965 {
		t.Errorf("means: coverage %.3f, want about 0.95", cov)
	}
}
