package pair

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/decks/decklist"
	"github.com/goldfishsim/goldfish/sim"
)

// The search is successive halving (Karnin, Koren and Somekh 2013) on
// paired games, with a racing cut. Every variant plays the same games, game
// indices 0, 1, 2, ... on every side, so any two variants' figures are
// paired. The budget is cut into as many equal rounds as it takes to halve
// the variants down to one; in each round every variant still in plays more
// games (the same new indices for all), and then the better half by the
// objective's mean over all its games stays in, less any variant whose
// paired 95% interval against the round's leader lies wholly below 0.
//
// Why this: the spaces are a few hundred to tens of thousands of variants
// most of which are clearly worse; halving spends the same games on each
// round, so the few close ones get most of the games, and it needs no prior
// knowledge of how far apart the variants are (racing alone, dropping only
// what is significantly worse, may keep a crowd of near-ties to the end
// and never stop within a budget). Pairing makes each round's ranking much
// sharper than independent samples would: the variance of a one-land
// difference falls by a factor of tens to hundreds (bench/README.md).

// Options say what Optimize maximises and how much it may play.
type Options struct {
	Objective Objective
	Games     int64         // total games budget (every variant's, every side's)
	Time      time.Duration // or a time budget (Games 0): not deterministic then
	MinGames  int64         // games a variant plays in the first round, at least (default 64; 256 for Local)
	// Local searches by paired steps from the base deck instead of
	// halving the whole space (local.go).
	Local bool
	// Round, if not nil, is told each round as it starts; the function it
	// returns (if not nil) is told the games (every side's) done in it so
	// far, from any goroutine. Ranked is told each round's leader after it.
	Round  func(RoundInfo) func(done int64)
	Ranked func(round int, leader *Variant, mean float64, kept int)
	// Memo, if not nil, holds games played before (by an interrupted
	// search, or by other shards): they are not played again, and every
	// game played is added to it, also when the search is stopped.
	Memo *Memo
	// Shard of Shards: the search plays only the game indices i with
	// i % Shards == Shard; a round that needs games of the others stops it
	// with ErrOtherShards (Shards 0 or 1: it plays every game).
	Shard, Shards int
}

// Memo is the games a search has played, kept between runs: per variant
// (by ID) and game index, the objective's value of the game (its figures
// summed over the sides), and which games are known. A game's value is a
// pure function of the variant, the configuration and the game index, and
// every decision of the search (its rounds, cuts, steps and winner) is
// arithmetic on those values: a search given a memo plays only the games it
// lacks and takes exactly the decisions, and gives exactly the outcome, of
// the search that played them all. That is how a stopped search resumes
// and how shards split one.
type Memo struct {
	Values [][]int32
	Known  [][]bool
}

// ErrOtherShards stops a sharded search at a round whose decision needs
// games of other shards: the shard has played its part of the round (in
// the memo); the shards' memos merged, the search goes on.
var ErrOtherShards = errors.New("the round needs the other shards' games")

// RoundInfo is a round about to be played.
type RoundInfo struct {
	Round, Rounds int
	Alive         int   // variants playing it
	Games         int64 // each variant's games after it (game indices, each on every side)
	Play          int64 // games it plays, every side's
}

// Evaluated is a variant as the search left it.
type Evaluated struct {
	Variant *Variant
	Games   int64   // game indices played, each on every side
	Mean    float64 // the objective over them
	Round   int     // the last round it played in (0-based)
	// Against the winner, on the games both played: Mean's difference
	// (this minus the winner's, in the objective's units: for kill, a
	// positive difference is later) and its paired 95% interval.
	Common          int64
	Diff, Low, High float64
	// The exact counts Mean derives from: Mean = Sum / Scale / Games (Sum
	// the per-game values summed, each the objective's figures summed over
	// the sides; Scale the copies weighed times the sides, or the sides).
	Sum, Scale int64
}

// Outcome is a search's result.
type Outcome struct {
	Basics    []string
	Evaluated []Evaluated // by variant ID
	Winner    int
	Rounds    int
	Played    int64 // games played in all (every variant's, every side's)
	// Skipped: variants a time budget left unplayed (the first round
	// reached them after half the time): Games 0 in Evaluated.
	Skipped int
	// Fresh: the games this call played (every side's), the memo's not
	// counted.
	Fresh int64
}

type variantState struct {
	v      *Variant
	values []int32      // per game index, the objective's figures summed over the sides
	known  []bool       // which of values are played
	scale  atomic.Int64 // the divisor that makes a value the objective (set by each work item: the same)
	n      int64
	round  int
	sp     *Space
}

// Optimize searches the space sp on cfg's games (cfg.Games is not used: the
// budget decides; sides, turns, rules and seed are cfg's).
func Optimize(ctx context.Context, sp *Space, cfg sim.Config, opt Options) (*Outcome, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	basics, vs, err := sp.Variants()
	if err != nil {
		return nil, err
	}
	if len(vs) == 0 {
		return nil, errors.New("the search space is empty (no land count leaves room for the nonbasic lands asked)")
	}
	base, err := compileList(sp, sp.List)
	if err != nil {
		return nil, err
	}
	sides := 0
	for _, s := range []sim.Side{sim.OnPlay, sim.OnDraw} {
		if cfg.Sides.Has(s) {
			sides++
		}
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	minGames := max(opt.MinGames, 64)
	if opt.Time > 0 && opt.Games == 0 && (opt.Memo != nil || opt.Shards > 1) {
		return nil, errors.New("a time budget's search depends on the machine's speed: it cannot resume or be split into shards (give the budget in games)")
	}
	if opt.Shards > 1 && (opt.Shard < 0 || opt.Shard >= opt.Shards) {
		return nil, fmt.Errorf("shard %d/%d", opt.Shard, opt.Shards)
	}
	st := make([]*variantState, len(vs))
	for i := range vs {
		st[i] = &variantState{v: &vs[i], sp: sp}
	}
	if m := opt.Memo; m != nil {
		for len(m.Values) < len(vs) && len(m.Values) == len(m.Known) {
			m.Values, m.Known = append(m.Values, nil), append(m.Known, nil)
		}
		if len(m.Values) != len(vs) || len(m.Known) != len(vs) {
			return nil, fmt.Errorf("the games played before are of %d variants, the space has %d: not this search's", len(m.Values), len(vs))
		}
		for i, s := range st {
			if len(m.Values[i]) != len(m.Known[i]) {
				return nil, fmt.Errorf("variant %d: the games played before do not hold together", i)
			}
			s.values, s.known = m.Values[i], m.Known[i]
		}
		defer func() {
			for i, s := range st {
				m.Values[i], m.Known[i] = s.values, s.known
			}
		}()
	}
	cfg.Shard, cfg.Shards = 0, 1 // the games are named by their indices; the search's shard is opt's
	shard := func(j int64) bool { return opt.Shards <= 1 || j%int64(opt.Shards) == int64(opt.Shard) }
	alive := make([]int, len(vs))
	for i := range alive {
		alive[i] = i
	}
	start := time.Now()
	out := &Outcome{Basics: basics}
	if opt.Local {
		w, err := localSearch(ctx, sp, st, base, cfg, opt, workers, sides, out, start, shard)
		if err != nil {
			return out, err
		}
		return finish(out, st, w), nil
	}
	budget := opt.Games
	timed := opt.Time > 0 && opt.Games == 0
	for r := 0; ; r++ {
		// Halving K variants to one takes ceil(log2 K) rounds: the last
		// ranks the final two (or three).
		rounds := max(1, bits.Len(uint(len(alive)-1)))
		var deadline time.Time
		if timed {
			// The time left, in games at the rate so far. The first round
			// plays the minimum (the rate is not known yet) within half
			// the time: the variants it has not reached by then are left
			// out, and since it takes them in a random order (of the
			// seed) those it plays are a random sample of the space.
			if r == 0 {
				budget = 0
				deadline = start.Add(opt.Time / 2)
			} else {
				rate := float64(out.Played) / time.Since(start).Seconds()
				budget = out.Played + int64(rate*(opt.Time-time.Since(start)).Seconds())
			}
		}
		left := max(0, budget-out.Played)
		per := left / int64(rounds) / int64(len(alive)*sides)
		prev := st[alive[0]].n
		n := prev + max(per, 1)
		if r == 0 {
			n = max(per, minGames)
			if timed {
				n = minGames
			}
		}
		for _, i := range alive {
			st[i].round = r
		}
		var progress func(int64)
		if opt.Round != nil {
			progress = opt.Round(RoundInfo{Round: r, Rounds: r + rounds, Alive: len(alive), Games: n, Play: (n - prev) * int64(len(alive)*sides)})
		}
		if err := playRound(ctx, st, alive, prev, n, base, cfg, opt.Objective, workers, sides, progress, deadline, shard, &out.Fresh); err != nil {
			return out, err
		}
		played := alive[:0:0]
		for _, i := range alive {
			if st[i].n > 0 {
				played = append(played, i)
			}
		}
		out.Skipped += len(alive) - len(played)
		alive = played
		out.Played += (n - prev) * int64(len(alive)*sides)
		out.Rounds = r + 1
		if len(alive) == 0 {
			return nil, errors.New("the time budget ran out before any variant was played: give more time")
		}
		// Rank, race, halve.
		sign := 1.0
		if opt.Objective.Lower {
			sign = -1
		}
		mean := func(i int) float64 { return sign * st[i].mean(st[i].n) }
		slices.SortStableFunc(alive, func(a, b int) int {
			ma, mb := mean(a), mean(b)
			switch {
			case ma > mb:
				return -1
			case ma < mb:
				return 1
			}
			return a - b
		})
		if opt.Ranked != nil {
			opt.Ranked(r, st[alive[0]].v, st[alive[0]].mean(n), len(alive))
		}
		if len(alive) == 1 || rounds == 1 { // this round was the last
			break
		}
		lead := alive[0]
		kept := []int{lead}
		for _, i := range alive[1:] {
			_, _, hi := pairedDiff(st[i], st[lead], n, sign)
			if hi >= 0 {
				kept = append(kept, i)
			}
		}
		alive = kept[:min(len(kept), (len(alive)+1)/2)]
		if len(alive) == 1 { // the racing cut left one: nothing more to decide
			break
		}
		if timed && time.Since(start) > opt.Time {
			break
		}
	}
	return finish(out, st, alive[0]), nil
}

// finish fills the outcome in: every variant against the winner.
func finish(out *Outcome, st []*variantState, winner int) *Outcome {
	out.Winner = winner
	w := st[out.Winner]
	for _, s := range st {
		e := Evaluated{Variant: s.v, Games: s.n, Round: s.round}
		if s.n > 0 {
			e.Mean = s.mean(s.n)
			e.Scale = s.scale.Load()
			for _, x := range s.values[:s.n] {
				e.Sum += int64(x)
			}
			e.Common = min(s.n, w.n)
			d, lo, hi := pairedDiff(s, w, e.Common, 1)
			e.Diff, e.Low, e.High = d, lo, hi
		}
		out.Evaluated = append(out.Evaluated, e)
	}
	return out
}

// mean is the objective over the first n games.
func (s *variantState) mean(n int64) float64 {
	sum := int64(0)
	for _, x := range s.values[:n] {
		sum += int64(x)
	}
	return float64(sum) / float64(s.scale.Load()) / float64(n)
}

// meanOf is the objective over the first n games (a variant played further
// is compared on the same games as the others).
func (s *variantState) meanOf(n int64) float64 { return s.mean(min(n, s.n)) }

// pairedDiff is a's objective minus b's (times sign) over the first n games,
// with its paired 95% interval.
func pairedDiff(a, b *variantState, n int64, sign float64) (mean, lo, hi float64) {
	var sd, sdd float64
	for j := range n {
		d := sign * (float64(a.values[j])/float64(a.scale.Load()) - float64(b.values[j])/float64(b.scale.Load()))
		sd += d
		sdd += d * d
	}
	return meanInterval(n, sd, sdd)
}

// compileList resolves and compiles a variant's list.
func compileList(sp *Space, l decklist.List) (*decks.Compiled, error) {
	d, _, err := decks.Resolve(sp.File, l, sp.DB, decks.ResolveOptions{Format: sp.Format, AllowCopies: true})
	if err != nil {
		return nil, err
	}
	cd, err := decks.Compile(d)
	if err != nil {
		return nil, err
	}
	if err := sim.CheckDeck(cd); err != nil {
		return nil, err
	}
	return cd, nil
}

type item struct {
	v    int
	a, b int64
}

// playRound plays games [prev, n) of every variant alive, those of the
// shard that are not known already; fresh counts the games played. It
// returns ErrOtherShards if some game of [prev, n) is still unknown then.
func playRound(ctx context.Context, st []*variantState, alive []int, prev, n int64, base *decks.Compiled, cfg sim.Config,
	obj Objective, workers, sides int, progress func(int64), deadline time.Time, shard func(int64) bool, fresh *int64) error {
	// A variant's setup (its deck compiled, a player made) costs as much
	// as a few hundred games: a work item is a variant's games in runs of
	// at least 8192, so that late rounds still use every worker.
	var items []item
	for _, i := range alive {
		s := st[i]
		if int64(len(s.values)) < n {
			s.values = slices.Grow(s.values, int(n-int64(len(s.values))))[:n]
			s.known = slices.Grow(s.known, int(n-int64(len(s.known))))[:n]
		}
		s.n = n
		for a := prev; a < n; a += 8192 {
			it := item{i, a, min(a+8192, n)}
			if it.toPlay(s, shard) > 0 {
				items = append(items, it)
			}
		}
		if s.scale.Load() == 0 && (len(items) == 0 || items[len(items)-1].v != i) {
			// Every game known (a memo's): the scale is the deck's.
			if err := s.setScale(cfg, obj); err != nil {
				return err
			}
		}
	}
	// The first round takes the variants in a random order of the seed:
	// under a deadline, those it reaches are a random sample.
	if prev == 0 {
		r := rand.New(rand.NewPCG(cfg.Seed, 0x6f7074696d697a65))
		r.Shuffle(len(items), func(i, j int) { items[i], items[j] = items[j], items[i] })
	}
	var next, done atomic.Int64
	eg, ctx2 := errgroup.WithContext(ctx)
	for range min(workers, len(items)) {
		eg.Go(func() error {
			for ctx2.Err() == nil {
				k := next.Add(1) - 1
				if k >= int64(len(items)) {
					return nil
				}
				it := items[k]
				if it.a == 0 && !deadline.IsZero() && time.Now().After(deadline) {
					st[it.v].n = 0 // not reached: left out (its only item of the first round)
					continue
				}
				games, err := playItem(st[it.v], it.a, it.b, base, cfg, obj, shard)
				if err != nil {
					return err
				}
				d := done.Add(games * int64(sides))
				if progress != nil {
					progress(d)
				}
			}
			return nil
		})
	}
	err := eg.Wait()
	*fresh += done.Load()
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	for _, i := range alive {
		s := st[i]
		if s.n == 0 {
			continue
		}
		for j := prev; j < n; j++ {
			if !s.known[j] {
				return ErrOtherShards
			}
		}
	}
	return nil
}

// toPlay is how many of the item's games the shard plays: those unknown.
func (it item) toPlay(s *variantState, shard func(int64) bool) int64 {
	c := int64(0)
	for j := it.a; j < it.b; j++ {
		if !s.known[j] && shard(j) {
			c++
		}
	}
	return c
}

// setScale sets the divisor of a variant none of whose games is played.
func (s *variantState) setScale(cfg sim.Config, obj Objective) error {
	cd, err := compileList(s.sp, s.v.List)
	if err != nil {
		return fmt.Errorf("variant %d: %w", s.v.ID, err)
	}
	_, _, scale, err := obj.figures(cd, cfg.Turns)
	if err != nil {
		return err
	}
	s.scale.Store(scale * int64(sidesOf(cfg)))
	return nil
}

func sidesOf(cfg sim.Config) int {
	n := 0
	for _, side := range []sim.Side{sim.OnPlay, sim.OnDraw} {
		if cfg.Sides.Has(side) {
			n++
		}
	}
	return n
}

// playItem plays the unknown games of [a, b) that are the shard's, and
// returns how many it played.
func playItem(s *variantState, a, b int64, base *decks.Compiled, cfg sim.Config, obj Objective, shard func(int64) bool) (int64, error) {
	cd, err := compileList(s.sp, s.v.List)
	if err != nil {
		return 0, fmt.Errorf("variant %d: %w", s.v.ID, err)
	}
	figs, w, scale, err := obj.figures(cd, cfg.Turns)
	if err != nil {
		return 0, err
	}
	s.scale.Store(scale * int64(sidesOf(cfg))) // a game's value is its sides' summed: the objective is their mean
	p, err := sim.NewPairedPlayer(cd, cfg, AlignTo(base, cd))
	if err != nil {
		return 0, err
	}
	r, err := newReader(p, cd, figs)
	if err != nil {
		return 0, err
	}
	v := make([]int64, len(figs))
	played := int64(0)
	for j := a; j < b; j++ {
		if s.known[j] || !shard(j) {
			continue
		}
		sum := int64(0)
		for _, side := range []sim.Side{sim.OnPlay, sim.OnDraw} {
			if !cfg.Sides.Has(side) {
				continue
			}
			p.Play(side, j)
			r.read(side, v)
			for f, x := range v {
				sum += w[f] * x
			}
		}
		s.values[j] = int32(sum)
		played++
	}
	// Known only once the whole item is played: a stopped search keeps
	// what it finished. (Items of one variant cover disjoint games.)
	for j := a; j < b; j++ {
		if shard(j) {
			s.known[j] = true
		}
	}
	return played, nil
}
