package pair

import (
	"context"
	"errors"
	"time"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

// The local search, for spaces too large to play whole (tens of thousands
// of variants): a hill climb with paired steps. It starts at the variant
// nearest the base deck and plays it and its neighbours (the variants one
// card away: a land count one off, or a card of the manabase for another;
// with --copies 2,4, two cards) on the same first n games. If the best of
// them is better than the current one by its paired 95% interval, it steps
// there; if the current one is better than every neighbour by theirs, it
// stops at that local optimum; otherwise nothing is decided yet and n
// doubles, so the games go where a step is being decided. The budget stops
// it too, and the best of the last group by its mean wins. Pairing is what makes the steps cheap: a one-card difference is
// resolved in tens to hundreds of times fewer games than with independent
// samples (bench/README.md). It finds a local optimum: a manabase whose
// every one-card change is worse, not necessarily the best of the space.

func localSearch(ctx context.Context, sp *Space, st []*variantState, base *decks.Compiled, cfg sim.Config,
	opt Options, workers, sides int, out *Outcome, start time.Time, shard func(int64) bool) (int, error) {
	step := 0
	copies := sp.Copies
	if len(copies) == 0 {
		copies = []int{1}
	}
	gap, last := copies[0], 0
	for _, c := range copies {
		gap = min(gap, c-last)
		last = c
	}
	reach := 2 * max(gap, 1)
	dist := func(a, b []int) int {
		d := 0
		for i := range a {
			d += abs(a[i] - b[i])
		}
		return d
	}
	cur := 0
	for i, s := range st {
		c := st[cur].v
		di, dc := abs(s.v.Lands-sp.baseCount), abs(c.Lands-sp.baseCount)
		if di < dc || di == dc && dist(s.v.lands, sp.baseLands) < dist(c.lands, sp.baseLands) {
			cur = i
		}
	}
	sign := 1.0
	if opt.Objective.Lower {
		sign = -1
	}
	n := max(opt.MinGames, 256)
	timed := opt.Time > 0 && opt.Games == 0
	leader := cur // the best by its mean of the last group played: the winner when the budget stops the search
	for r := 0; ; r++ {
		group := []int{cur}
		cv := st[cur].v
		for i, s := range st {
			if i != cur && abs(s.v.Lands-cv.Lands) <= 1 && dist(s.v.lands, cv.lands) <= reach {
				group = append(group, i)
			}
		}
		cost := int64(0)
		for _, i := range group {
			cost += max(0, n-st[i].n) * int64(sides)
		}
		switch {
		case !timed && out.Played+cost > opt.Games && r > 0:
			return leader, nil
		case timed && r > 0:
			el := time.Since(start)
			rate := float64(out.Played) / el.Seconds()
			if el+time.Duration(float64(cost)/rate*float64(time.Second)) > opt.Time {
				return leader, nil
			}
		}
		// Play every member short of n, those at the same count together.
		byPrev := map[int64][]int{}
		for _, i := range group {
			if st[i].n < n {
				byPrev[st[i].n] = append(byPrev[st[i].n], i)
			}
		}
		var progress func(int64)
		if opt.Round != nil {
			progress = opt.Round(RoundInfo{Round: r, Rounds: r + 1, Alive: len(group), Games: n, Play: cost})
		}
		played := int64(0)
		var pending error
		for prev, list := range byPrev {
			for _, i := range list {
				st[i].round = r
			}
			p := func(d int64) {
				if progress != nil {
					progress(played + d)
				}
			}
			// A shard plays its part of every member before it stops to
			// wait for the others' games.
			if err := playRound(ctx, st, list, prev, n, base, cfg, opt.Objective, workers, sides, p, time.Time{}, shard, &out.Fresh); errors.Is(err, ErrOtherShards) {
				pending = err
			} else if err != nil {
				return 0, err
			}
			played += (n - prev) * int64(len(list)*sides)
		}
		if pending != nil {
			return 0, pending
		}
		out.Played += played
		out.Rounds = r + 1
		best := cur
		for _, i := range group {
			if m, mb := sign*st[i].meanOf(n), sign*st[best].meanOf(n); m > mb || m == mb && i < best {
				best = i
			}
		}
		leader = best
		if opt.Ranked != nil {
			opt.Ranked(r, st[best].v, st[best].meanOf(n), len(group))
		}
		if best != cur {
			if _, lo, _ := pairedDiff(st[best], st[cur], n, sign); lo > 0 {
				cur = best
				step++
				continue
			}
		} else {
			optimum := true
			for _, i := range group[1:] {
				if _, _, hi := pairedDiff(st[i], st[cur], n, sign); hi >= 0 {
					optimum = false
				}
			}
			if optimum {
				return cur, nil
			}
		}
		n *= 2
	}
}
