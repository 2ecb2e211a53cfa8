package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"time"

	"github.com/spf13/cobra"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/job"
	"github.com/goldfishsim/goldfish/pair"
	"github.com/goldfishsim/goldfish/sim"
)

// DifferencesFile is simrun compare's table of paired differences.
const DifferencesFile = "differences.arrow"

func newCompareCmd() *cobra.Command {
	p := job.DefaultParams()
	p.Games = 100_000
	var o outFlags
	var l logFlags
	var configFile string
	var precision float64
	var independent, all bool
	cmd := &cobra.Command{
		Use:   "compare A B [C...]",
		Short: "paired differences between decks, on the same games",
		Long: `compare plays every deck on the same games (common random numbers): game i of
each deck shuffles from the same random stream, and the cards the decks share
take the same places in the shuffle (a card one deck has instead of another,
a Watery Grave for the 24th Island, takes that card's place), so two decks'
games differ only where the decks do. Mulligans, draws and the planner's ties
come from the same streams too.

It prints, for every deck after the first and every side, the difference from
the first deck (B - A) of the headline figures, each with a paired 95%
interval, and a line naming the differences beyond noise (whose interval
excludes 0). It writes differences.arrow (every figure: castable and castable
in play per shared card and turn, land drops and mana spent per turn, mana
spent over the turns, kill turn, mulligans; the exact sums they derive from)
and each deck's castability.arrow, turns.arrow and sides.arrow into --out.

The interval of a proportion is Newcombe's hybrid score interval for paired
proportions; that of a count (mana, kill turn, mulligans) is the paired mean
difference +- 1.96 sd/sqrt(n) of the per-game differences. "gain" is how many
times more games two independent runs would need for an interval as narrow.

--precision W plays until every difference's interval is narrower than W
(--games is then the most it plays a side); the games played are a prefix, so
the result is that of --games at the count reached.

Ctrl-C or SIGTERM stops it writing the games finished as a partial result
(exit 130; the manifest says partial and how many were played; with
--precision, the games of the last round finished). --resume, with the same
flags, goes on to the result one uninterrupted compare gives.`,
		Example: `  simrun compare ub-24-island.txt ub-watery-grave.txt
  simrun compare --games 1M --turns 6 --on play 17-lands.txt 16-lands.txt
  simrun compare --precision 0.005 --games 10M a.txt b.txt c.txt
  simrun compare --games 10M --resume --out results/ub a.txt b.txt   # go on after Ctrl-C`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 2 {
				return usagef("compare needs two or more decklist files (see simrun compare --help)")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := applyConfigFile(cmd, configFile); err != nil {
				return err
			}
			if err := l.check(); err != nil {
				return err
			}
			if err := o.check(); err != nil {
				return err
			}
			if o.chart {
				return usagef("--chart: compare draws no charts (run the decks with simrun run --chart)")
			}
			if precision < 0 || math.IsNaN(precision) {
				return usagef("--precision %v: want a width above 0 (0: play --games)", precision)
			}
			return compareDecks(cmd, &p, &o, &l, precision, independent, all, args)
		},
	}
	addParams(cmd.Flags(), &p, "per-game", "stop-at-kill")
	o.add(cmd.Flags())
	l.add(cmd.Flags())
	cmd.Flags().MarkHidden("chart") // refused: compare draws no charts
	cmd.Flags().StringVar(&configFile, "config", "", "a TOML file of flag values (flags on the command line override it)")
	cmd.Flags().Float64Var(&precision, "precision", 0, "play until every difference's 95% interval is narrower than this (--games: at most)")
	cmd.Flags().BoolVar(&independent, "independent", false, "play each deck on games of its own (seed+k), as two independent runs would: to measure what pairing gains")
	cmd.Flags().BoolVar(&all, "all", false, "print every figure, not only the headline ones")
	return cmd
}

// errStopped is an interruption before any game finished: nothing written.
type errStopped struct{}

func (errStopped) Error() string   { return "interrupted before any game finished: nothing written" }
func (errStopped) Is(t error) bool { return t == errInterrupted }

func compareDecks(cmd *cobra.Command, p *job.Params, o *outFlags, l *logFlags, precision float64, independent, all bool, paths []string) error {
	cfg, err := resolve(p)
	if err != nil {
		return err
	}
	if precision > 0 && cfg.Shards > 1 {
		return usagef("--precision with --shard: a shard cannot tell when the whole is precise enough (give --games)")
	}
	codec, err := o.codec()
	if err != nil {
		return err
	}
	db, cardSrc, err := database(p.Cards)
	if err != nil {
		return err
	}
	compiled, records, err := loadDecks(paths, db, cfg.Format, p.AllowCopies)
	if err != nil {
		return err
	}
	var names []string
	for _, cd := range compiled {
		names = append(names, cd.Name)
	}
	dir := o.out
	if dir == "" {
		dir = "results/" + sanitize("compare-"+names[0]+"-vs-"+names[1])
	}
	out, err := createOutput(dir, o.mode(), "--force replaces it whole, --resume continues the partial compare it holds")
	if err != nil {
		return err
	}
	defer out.Abort()
	settings := Settings{Command: "compare", Precision: precision, Independent: independent}
	m := analysis.NewMeta(version, job.NewConfig(p, cfg, cardSrc, records))
	set := pair.NewSet(compiled, cfg.Turns)
	set.Independent = independent
	var start *pair.Tally
	var before *analysis.Result
	if o.resume {
		fo, complete, err := resumeFolder(dir, &m, settings)
		if err != nil || complete {
			return err
		}
		if fo != nil {
			if before, err = fo.Result(); err != nil {
				return usageError{fmt.Errorf("--resume: %w", err)}
			}
			if start, err = tallyOf(fo, set, names, cfg.Turns); err != nil {
				return usageError{fmt.Errorf("--resume: %w", err)}
			}
		}
	}
	ctx, stop := notifyStop(cmd.Context())
	defer stop()

	began := time.Now()
	tally, n, err := playCompare(ctx, set, cfg, precision, l, start)
	partial := err != nil && ctx.Err() != nil && tally != nil
	if err != nil && !partial {
		if ctx.Err() != nil {
			return errStopped{}
		}
		return usageError{err}
	}
	if partial && tally.Games[0]+tally.Games[1] == 0 {
		return errStopped{}
	}
	if precision > 0 && !partial {
		cfg.Games = n
		if err := p.Set("games", fmt.Sprint(n)); err != nil {
			return err
		}
		m.Config.Games = n
	}
	el := time.Since(began)
	diffs := tally.Diffs()

	result := &analysis.Result{Meta: m}
	for k, cd := range compiled {
		dr := analysis.NewDeckResult(cd, tally.Stats[k]).Listed()
		if before != nil {
			for _, d := range before.Decks {
				if d.Deck == cd.Name {
					if err := addCounts(dr, d); err != nil {
						return usageError{fmt.Errorf("--resume: %w", err)}
					}
				}
			}
		}
		for s := range 2 {
			if dr.Stats.Sides[s].Games != tally.Games[s] {
				return usagef("--resume: %s: deck %s has %d games on side %d in its tables and %d in %s: the folder does not hold together",
					dir, cd.Name, dr.Stats.Sides[s].Games, s, tally.Games[s], DifferencesFile)
			}
		}
		result.Decks = append(result.Decks, dr)
	}
	if partial {
		result.Meta.Partial = true
		result.Meta.Played = map[string][2]int64{}
		for _, name := range names {
			result.Meta.Played[name] = tally.Games
		}
	}
	if err := analysis.WriteResult(out.Dir(), result, analysis.WriteOptions{Codec: codec, Parquet: o.parquet}); err != nil {
		return err
	}
	if err := analysis.WriteTable(out.Dir(), DifferencesFile, &result.Meta, differenceColumns(names, diffs), codec); err != nil {
		return err
	}
	if err := writeSettings(out.Dir(), settings); err != nil {
		return err
	}
	if o.report {
		if err := writeReport(out.Dir(), result, func(dr *analysis.DeckResult) *decks.Compiled {
			for _, cd := range compiled {
				if cd.Name == dr.Deck {
					return cd
				}
			}
			return nil
		}, compareSections(names, diffs, 60)...); err != nil {
			return err
		}
	}
	if err := out.Commit(&result.Meta); err != nil {
		return err
	}
	// Printed only now, the result in place: a closed stdout cannot lose it.
	stdout := cmd.OutOrStdout()
	printCompare(stdout, compiled, cfg, diffs, independent, all)
	printUnmodelled(stdout, compiled)
	games := (tally.Games[0] + tally.Games[1]) * int64(len(compiled))
	fmt.Fprintf(stdout, "\n%d games in %.2fs (%.0f games/s)\n", games, el.Seconds(), float64(games)/el.Seconds())
	fmt.Fprintf(os.Stderr, "simrun: wrote %s\n", dir)
	if partial {
		fmt.Fprintf(os.Stderr, "simrun: interrupted: %s holds the games finished (%d on the play, %d on the draw), marked partial; --resume goes on\n",
			dir, tally.Games[0], tally.Games[1])
		return errInterrupted
	}
	return nil
}

// playCompare plays cfg.Games a side, or with precision rounds of growing
// prefixes until every interval is narrower than it (cfg.Games at most),
// going on from start (a partial compare's tally, or nil). Stopped by ctx,
// it returns ctx's error with the tally to keep: with --games, every game
// finished (a prefix of each side's); with --precision, the tally of the
// last round finished, so that a resume takes the next round's decision
// from the same sums as an uninterrupted compare (the games of the round
// cut short are played again).
func playCompare(ctx context.Context, set *pair.Set, cfg sim.Config, precision float64, l *logFlags, start *pair.Tally) (*pair.Tally, int64, error) {
	sides := []sim.Side{}
	for _, s := range []sim.Side{sim.OnPlay, sim.OnDraw} {
		if cfg.Sides.Has(s) {
			sides = append(sides, s)
		}
	}
	limit := sim.ShardGames(cfg.Games, cfg.Shard, cfg.Shards)
	n := limit
	if precision > 0 {
		n = min(limit, 10_000)
	}
	total := start
	var from [2]int64
	if total == nil {
		total = pair.NewTally(set, cfg.Turns)
	} else {
		from = total.Games
		if precision > 0 {
			// A partial --precision compare holds a round's end: the
			// next decision is taken there.
			p := from[sides[0]]
			for _, s := range sides {
				if from[s] != p {
					return nil, 0, fmt.Errorf("%s: a --precision compare's partial result has as many games on each side; this one %v", DifferencesFile, from)
				}
			}
			n = max(n, p)
		}
	}
	for {
		left := int64(0)
		for _, s := range sides {
			left += max(0, n-from[s])
		}
		if left > 0 {
			prog := startProgress(l, os.Stderr, "compare", left)
			t, err := pair.PlayFrom(ctx, set, cfg, from, n, prog.set)
			prog.finish()
			if err != nil {
				if t != nil && precision == 0 {
					total.Add(t)
				}
				if t == nil || ctx.Err() == nil {
					return nil, 0, err
				}
				return total, 0, err
			}
			total.Add(t)
		}
		from = [2]int64{n, n}
		if precision == 0 || n >= limit {
			return total, n, nil
		}
		widest := 0.0
		for _, d := range total.Diffs() {
			widest = max(widest, d.Width())
		}
		if widest < precision {
			return total, n, nil
		}
		// The width shrinks as 1/sqrt(games): aim a little past the
		// games the widest interval needs, at least doubling.
		need := float64(n) * (widest / precision) * (widest / precision) * 1.1
		n = min(limit, max(2*n, int64(math.Ceil(need))))
	}
}

// headline reports whether compare prints a figure without --all: the
// kill turn, the mana, the mulligans, the land drops, and each card on its
// curve turn (its mana value, within the turns played).
func headline(f pair.Figure, mv map[string]int, turns int) bool {
	switch f.Kind {
	case pair.Castable, pair.CastableInPlay:
		return f.Turn == min(max(mv[f.Card], 1), turns)
	case pair.ManaSpent:
		return false
	}
	return true
}

func printCompare(w io.Writer, ds []*decks.Compiled, cfg sim.Config, diffs []pair.Diff, independent, all bool) {
	mv := map[string]int{}
	for id, name := range ds[0].Names {
		mv[name] = ds[0].Cards[id].MV
	}
	how := "paired: the same games, the shared cards in the same places"
	if independent {
		how = "independent: each deck on games of its own (--independent)"
	}
	fmt.Fprintf(w, "Compare (seed %d, %s, %s, %d turns; %s)\n", cfg.Seed, cfg.Mulligan, cfg.Rules, cfg.Turns, how)
	fmt.Fprintf(w, "differences: deck - %s, with 95%% paired intervals; gain: the games two independent runs would need for as narrow an interval, per game here\n",
		ds[0].Name)
	for k := 1; k < len(ds); k++ {
		for s := range 2 {
			rows := []pair.Diff{}
			for _, d := range diffs {
				if d.Deck == k && int(d.Side) == s && (all || headline(d.Figure, mv, cfg.Turns)) {
					rows = append(rows, d)
				}
			}
			if len(rows) == 0 {
				continue
			}
			fmt.Fprintf(w, "\n%s vs %s, %s (%d games)\n", ds[k].Name, ds[0].Name, sim.Side(s), rows[0].Games)
			fmt.Fprintf(w, "  %-44s %10s %10s %10s  %-21s %8s\n", "figure", ds[0].Name[:min(10, len(ds[0].Name))], ds[k].Name[:min(10, len(ds[k].Name))], "difference", "95% interval", "gain")
			for _, d := range rows {
				mark := " "
				if d.Beyond {
					mark = "*"
				}
				fmt.Fprintf(w, " %s%-44s %10.4f %10.4f %+10.4f  [%+8.4f, %+8.4f] %8s\n", mark, d.Figure, d.Ref, d.Mean, d.Diff, d.Low, d.High, gainText(d.Gain))
			}
		}
		printBeyond(w, ds[k].Name, ds[0].Name, k, diffs, 12)
	}
}

// printBeyond names deck k's differences from deck 0 beyond noise, the
// largest first (at most most of them).
func printBeyond(w io.Writer, name, ref string, k int, diffs []pair.Diff, most int) {
	var beyond []pair.Diff
	count := 0
	for _, d := range diffs {
		if d.Deck == k {
			count++
			if d.Beyond {
				beyond = append(beyond, d)
			}
		}
	}
	sort.SliceStable(beyond, func(i, j int) bool { return math.Abs(beyond[i].Diff) > math.Abs(beyond[j].Diff) })
	fmt.Fprintf(w, "\nbeyond noise (* above; the interval excludes 0): %d of %d figures of %s vs %s", len(beyond), count, name, ref)
	fmt.Fprintf(w, " (each interval is 95%%: with no real difference about %d would be by chance)\n", (count+10)/20)
	for i, d := range beyond {
		if i == most {
			fmt.Fprintf(w, "  ... and %d more (differences.arrow has every one)\n", len(beyond)-i)
			break
		}
		fmt.Fprintf(w, "  %s %s: %+.4f [%+.4f, %+.4f]\n", d.Side, d.Figure, d.Diff, d.Low, d.High)
	}
}

func gainText(g float64) string {
	switch {
	case math.IsInf(g, 1):
		return "inf"
	case g == 0:
		return "-"
	}
	return fmt.Sprintf("%.1fx", g)
}

// differenceColumns is differences.arrow: one row per deck compared, side
// and figure.
func differenceColumns(names []string, diffs []pair.Diff) []analysis.Column {
	var deck, ref, kind, card []string
	var onPlay, beyond []bool
	var turn, games, sumRef, sum, sumSq, sqRef, sq []int64
	var mRef, mean, diff, lo, hi, gain []float64
	for _, d := range diffs {
		deck = append(deck, names[d.Deck])
		ref = append(ref, names[0])
		onPlay = append(onPlay, d.Side == sim.OnPlay)
		kind = append(kind, d.Figure.Kind.String())
		card = append(card, d.Figure.Card)
		turn = append(turn, int64(d.Figure.Turn))
		games = append(games, d.Games)
		sumRef = append(sumRef, d.SumRef)
		sum = append(sum, d.Sum)
		sumSq = append(sumSq, d.SumSqDiff)
		sqRef = append(sqRef, d.SqRef)
		sq = append(sq, d.Sq)
		mRef = append(mRef, d.Ref)
		mean = append(mean, d.Mean)
		diff = append(diff, d.Diff)
		lo = append(lo, d.Low)
		hi = append(hi, d.High)
		beyond = append(beyond, d.Beyond)
		gain = append(gain, d.Gain)
	}
	if deck == nil { // no rows: the columns still have their types
		deck, ref, kind, card = []string{}, []string{}, []string{}, []string{}
		onPlay, beyond = []bool{}, []bool{}
		mRef, mean, diff, lo, hi, gain = []float64{}, []float64{}, []float64{}, []float64{}, []float64{}, []float64{}
	}
	return []analysis.Column{
		{Name: "deck", Strings: deck}, {Name: "reference", Strings: ref}, {Name: "on_play", Bools: onPlay},
		{Name: "figure", Strings: kind}, {Name: "card", Strings: card}, {Name: "turn", Int64s: turn},
		{Name: "games", Int64s: games}, {Name: "sum_reference", Int64s: sumRef}, {Name: "sum", Int64s: sum},
		{Name: "sum_sq_reference", Int64s: sqRef}, {Name: "sum_sq", Int64s: sq}, {Name: "sum_sq_difference", Int64s: sumSq}, {Name: "mean_reference", Floats: mRef}, {Name: "mean", Floats: mean},
		{Name: "difference", Floats: diff}, {Name: "low", Floats: lo}, {Name: "high", Floats: hi},
		{Name: "beyond_noise", Bools: beyond}, {Name: "gain", Floats: gain},
	}
}

// printUnmodelled says, once, what the engine ignores of the decks' cards.
func printUnmodelled(w io.Writer, ds []*decks.Compiled) {
	seen := map[decks.Unmodelled]bool{}
	for _, d := range ds {
		for _, u := range d.Unmodelled {
			if !seen[u] {
				if len(seen) == 0 {
					fmt.Fprintf(w, "\nnot modelled (the engine ignores these):\n")
				}
				seen[u] = true
				fmt.Fprintf(w, "  %s: %s\n", u.Card, u.What)
			}
		}
	}
}
