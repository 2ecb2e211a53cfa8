package sim

import (
	"math"

	"github.com/goldfishsim/goldfish/decks"
)

// ExactSources answers a study by computing it instead of playing it: the
// same rules as StudySources (the deck, London mulligans with the study's
// keep rule and bottoming, Commander's free mulligan and turn-1 draw), with
// the probabilities of every opening hand, every hand after each mulligan
// and every draw summed exactly (multivariate hypergeometric over the
// coloured lands, the other lands and the spells). It plays no game: every
// point has Games 0, its Prob exact and Lo = Hi = Prob.
//
// Why the sum is the study: each mulligan draws seven from the whole deck
// (the study's hands are independent), bottoming keeps min(lands, 3) lands,
// coloured ones first, and more lands only when the spells run out, so the
// kept hand is a function of the seven drawn; the draws then come uniformly
// from the cards not in those seven (the bottomed ones go under them).
func ExactSources(q SourcesQuery) (*SourcesResult, error) {
	generic, pips, err := q.check(false)
	if err != nil {
		return nil, err
	}
	mv := generic + pips
	res := newSourcesResult(&q, mv, pips)
	res.Exact = true
	lf := logFactorials(q.DeckSize)
	for k := 0; k <= q.Lands; k++ {
		hit, enough := exactSourcesPoint(lf, q.DeckSize, q.Lands, k, mv, pips, q.Commander)
		pt := SourcesPoint{K: k}
		if enough > 0 {
			pt.Prob = min(hit/enough, 1)
		}
		pt.Lo, pt.Hi = pt.Prob, pt.Prob
		res.ByK = append(res.ByK, pt)
		if res.Sources < 0 && enough > 0 && pt.Prob >= res.Target {
			res.Sources = k
		}
	}
	return res, nil
}

// logFactorials returns ln(i!) for i up to n.
func logFactorials(n int) []float64 {
	lf := make([]float64, n+1)
	for i := 2; i <= n; i++ {
		lf[i] = lf[i-1] + math.Log(float64(i))
	}
	return lf
}

// multiHyper is the probability of drawing a, b and c cards of three kinds
// of A, B and C cards in a+b+c draws.
func multiHyper(lf []float64, A, B, C, a, b, c int) float64 {
	if a < 0 || b < 0 || c < 0 || a > A || b > B || c > C {
		return 0
	}
	lc := func(n, k int) float64 { return lf[n] - lf[k] - lf[n-k] }
	return math.Exp(lc(A, a) + lc(B, b) + lc(C, c) - lc(A+B+C, a+b+c))
}

// exactSourcesPoint sums, for k coloured lands, P(enough lands by turn mv)
// and P(enough lands and enough coloured ones).
func exactSourcesPoint(lf []float64, deck, lands, k, mv, pips int, commander bool) (hit, enough float64) {
	colored, other, spells := k, lands-k, deck-lands
	keep := [8][2]int{7: {2, 5}, 6: {2, 4}, 5: {2, 4}, 4: {0, 7}}
	format := decks.Constructed
	if commander {
		format = decks.Commander
	}
	draws := mv - 1 // the study is on the play
	if drawsFirstTurn(OnPlay, format) {
		draws = mv
	}
	// Commander's free mulligan: a first seven with 3-5 lands is the hand;
	// any other is replaced by a fresh seven (either then goes on as usual).
	free := 0.0
	if commander {
		for c := 0; c <= 7; c++ {
			for o := 0; c+o <= 7; o++ {
				if l := c + o; l < 3 || l > 5 {
					free += multiHyper(lf, colored, other, spells, c, o, 7-c-o)
				}
			}
		}
	}
	reach := 1.0 // P(the m-th hand is drawn)
	for m := 0; m <= 3 && reach > 0; m++ {
		size := 7 - m
		kept := 0.0
		for c := 0; c <= 7; c++ {
			for o := 0; c+o <= 7; o++ {
				s := 7 - c - o
				p := multiHyper(lf, colored, other, spells, c, o, s)
				if p == 0 {
					continue
				}
				if commander && m == 0 {
					// The first hand evaluated: the free mulligan's mixture.
					if l := c + o; l >= 3 && l <= 5 {
						p = p + free*p
					} else {
						p = free * p
					}
				}
				// Bottoming m cards: min(lands, 3) lands, coloured first,
				// more when the spells run out.
				l := min(c+o, 3)
				if s < size-l {
					l = size - s
				}
				l = min(l, c+o)
				kc := min(c, l)
				if size > 4 && (l < keep[size][0] || l > keep[size][1]) {
					continue
				}
				kept += p
				uc, uo, us := colored-c, other-o, spells-s
				for dc := 0; dc <= draws; dc++ {
					for do := 0; dc+do <= draws; do++ {
						q := multiHyper(lf, uc, uo, us, dc, do, draws-dc-do)
						if q == 0 || l+dc+do < mv {
							continue
						}
						enough += reach * p * q
						if kc+dc >= pips {
							hit += reach * p * q
						}
					}
				}
			}
		}
		reach *= 1 - kept
	}
	return hit, enough
}
