package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/decks/decklist"
	"github.com/goldfishsim/goldfish/job"
	"github.com/goldfishsim/goldfish/pair"
)

// The files of simrun optimize's folder.
const (
	VariantsFile = "variants.arrow"
	WinnerFile   = "winner.txt"
)

type optimizeFlags struct {
	objective  string
	budget     string
	lands      string
	fill       string
	spread     int
	candidates string
	maxKinds   int
	copies     string
	top        int
	search     string
	from       []string
}

// settings are the flags that make the search what it is (settings.json).
func (f *optimizeFlags) settings() Settings {
	return Settings{Command: "optimize", Objective: f.objective, Budget: f.budget, Lands: f.lands, Fill: f.fill, Spread: f.spread,
		Candidates: f.candidates, MaxKinds: f.maxKinds, Copies: f.copies, Search: f.search}
}

func newOptimizeCmd() *cobra.Command {
	p := job.DefaultParams()
	var o outFlags
	var l logFlags
	var f optimizeFlags
	var configFile string
	cmd := &cobra.Command{
		Use:   "optimize DECK",
		Short: "search a deck's manabase with paired games",
		Long: `optimize searches the manabases around DECK for the best by an objective:
the land count (--lands, the --fill cards added or cut to keep the deck's
size), the split of its basic lands (each within --spread of its share in
DECK), and up to --max-kinds kinds of the nonbasic lands of --candidates, each
with one of the --copies counts.

Every variant plays the same games (common random numbers, as simrun compare:
the cards they share in the same places of every shuffle), so any two are
compared game by game. The search is successive halving: the --budget is cut
into equal rounds; in each every variant still in plays more games, then the
better half stays, less any whose paired 95% interval against the leader lies
below 0. --search local instead climbs from DECK by paired steps (to the best
variant one card away when it is better by its paired interval, doubling the
games while nothing is decided), for spaces too large to play whole; it finds
a local optimum. It prints the best variants with their paired intervals against the
winner and the games each got, and the winner's decklist; it writes
variants.arrow (every variant evaluated) and winner.txt into --out.

Objectives (--objective): curve (the mean over spells of castable on curve,
weighted by copies), mana:N (mana spent on turns 1-N), kill (the mean kill
turn, the last turn + 1 when the opponent lives; minimised), castable:NAME@T
(the chance NAME is castable on turn T). A --budget in games ("2M") is
deterministic; in seconds ("60s") the rounds are sized by the speed measured,
so the result depends on the machine.

A search is a pure function of its flags and --seed (with a budget in games):
every decision is arithmetic on the games' values, and a game's value is the
same whoever plays it. So it stops and resumes, and splits across machines,
exactly. Ctrl-C or SIGTERM writes the games played into --out (values.arrow,
marked partial; exit 130), and --resume goes on from them to the result of
one uninterrupted search. --shard I/N plays only the game indices i with
i % N == I of each round, and stops (exit 0, its folder partial) at the
first round whose decision needs the other shards' games: simrun merge the
shards' folders, run each shard again with --from MERGED, and so on until
the shards print the result (docs/slurm-optimize.sh does it on Slurm). The
result is the search on one machine: a test pins it.`,
		Example: `  simrun optimize --lands 22-26 --fill "Opt" --budget 2M deck.txt
  simrun optimize --objective mana:4 --spread 3 --candidates "Watery Grave,Drowned Catacomb,Darkslick Shores" deck.txt
  simrun optimize --objective castable:Counterspell@2 --budget 60s --copies 2,4 deck.txt
  simrun optimize --lands 22-26 --fill "Opt" --budget 2M --resume --out results/opt deck.txt   # go on after Ctrl-C
  simrun optimize --lands 22-26 --fill "Opt" --budget 100M --shard 3/8 --from merged --out shard-3 --force deck.txt`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("optimize needs one decklist file (see simrun optimize --help)")
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
			if o.chart || o.parquet || o.report {
				return usagef("--chart, --parquet and --report: optimize writes variants.arrow and winner.txt only")
			}
			if err := o.check(); err != nil {
				return err
			}
			return optimizeDeck(cmd, &p, &o, &l, &f, args[0])
		},
	}
	addParams(cmd.Flags(), &p, "games", "per-game", "stop-at-kill")
	o.add(cmd.Flags())
	l.add(cmd.Flags())
	fs := cmd.Flags()
	fs.StringVar(&configFile, "config", "", "a TOML file of flag values (flags on the command line override it)")
	fs.StringVar(&f.objective, "objective", "curve", "what to maximise: curve, mana:N, kill (minimised) or castable:NAME@T")
	fs.StringVar(&f.budget, "budget", "1M", "games in all (1M, 250k) or seconds (60s)")
	fs.StringVar(&f.lands, "lands", "", "land counts to try, MIN-MAX (default: the deck's)")
	fs.StringVar(&f.fill, "fill", "", "the nonland cards added or cut, in turn, as the land count moves (comma-separated)")
	fs.IntVar(&f.spread, "spread", 2, "each basic land's count within this of its share in the deck")
	fs.StringVar(&f.candidates, "candidates", "", "nonbasic lands the search may play (comma-separated)")
	fs.IntVar(&f.maxKinds, "max-kinds", 3, "at most this many kinds of the candidates at once")
	fs.StringVar(&f.copies, "copies", "", "copy counts of a candidate played: 1-4, or 2,4 (default 1 to the format's limit)")
	fs.IntVar(&f.top, "top", 10, "variants printed")
	fs.StringVar(&f.search, "search", "halving", "halving (successive halving over the whole space) or local (paired steps from the deck, for large spaces)")
	for _, name := range []string{"chart", "parquet", "report"} { // refused: optimize writes variants.arrow and winner.txt only
		fs.MarkHidden(name)
	}
	fs.StringSliceVar(&f.from, "from", nil, "start from the games these folders of the same search hold (its shards', or their merge: --from merged)")
	return cmd
}

func parseRange(flag, s string) (int, int, error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		b = a
	}
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil || lo < 0 || hi < lo {
		return 0, 0, usagef("--%s %q: want MIN-MAX, 0 <= MIN <= MAX", flag, s)
	}
	return lo, hi, nil
}

func splitList(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}

func optimizeDeck(cmd *cobra.Command, p *job.Params, o *outFlags, l *logFlags, f *optimizeFlags, path string) error {
	cfg, err := resolve(p)
	if err != nil {
		return err
	}
	codec, err := o.codec()
	if err != nil {
		return err
	}
	obj, err := pair.ParseObjective(f.objective)
	if err != nil {
		return usagef("--objective: %v", err)
	}
	opt := pair.Options{Objective: obj}
	switch f.search {
	case "halving":
	case "local":
		opt.Local = true
	default:
		return usagef("--search %q: want halving or local", f.search)
	}
	if d, ok := strings.CutSuffix(f.budget, "s"); ok && !strings.HasSuffix(d, "e") {
		sec, err := strconv.ParseFloat(d, 64)
		if err != nil || sec <= 0 || sec > 1e7 {
			return usagef("--budget %q: want a number of games (1M) or of seconds (60s)", f.budget)
		}
		opt.Time = time.Duration(sec * float64(time.Second))
	} else {
		q := job.DefaultParams()
		if err := q.Set("games", f.budget); err != nil {
			return usagef("--budget %q: want a number of games (1M) or of seconds (60s)", f.budget)
		}
		opt.Games = q.Games
	}
	sp := &pair.Space{File: path, Format: cfg.Format, Spread: f.spread, MaxKinds: f.maxKinds,
		Fill: splitList(f.fill), Candidates: splitList(f.candidates)}
	if f.spread < 0 || f.maxKinds < 0 || f.top < 1 {
		return usagef("--spread, --max-kinds: want 0 or more; --top: 1 or more")
	}
	if f.lands != "" {
		if sp.LandsMin, sp.LandsMax, err = parseRange("lands", f.lands); err != nil {
			return err
		}
	}
	if f.copies != "" {
		if lo, hi, err := parseRange("copies", f.copies); err == nil && strings.Contains(f.copies, "-") {
			for c := max(lo, 1); c <= hi; c++ {
				sp.Copies = append(sp.Copies, c)
			}
		} else {
			for _, x := range splitList(f.copies) {
				c, err := strconv.Atoi(x)
				if err != nil || c < 1 {
					return usagef("--copies %q: want 1-4 or a list such as 2,4", f.copies)
				}
				sp.Copies = append(sp.Copies, c)
			}
		}
	}
	db, cardSrc, err := database(p.Cards)
	if err != nil {
		return err
	}
	// The base deck, loaded as run loads it (its errors with file and line).
	_, records, err := loadDecks([]string{path}, db, cfg.Format, true)
	if err != nil {
		return err
	}
	if sp.List, err = decklist.ParseList(path, []byte(records[0].List)); err != nil {
		return usageError{err}
	}
	sp.DB = db
	basics, vs, err := sp.Variants()
	if err != nil {
		return usageError{err}
	}
	dir := o.out
	if dir == "" {
		dir = filepath.Join("results", sanitize("optimize-"+records[0].Name))
	}
	deterministic := opt.Time == 0
	if !deterministic && (o.resume || len(f.from) > 0 || cfg.Shards > 1) {
		return usagef("--budget %s: a time budget's search depends on the machine's speed: --resume, --from and --shard need a budget in games (2M)", f.budget)
	}
	if err := outsideInputs(dir, f.from); err != nil {
		return err
	}
	out, err := createOutput(dir, o.mode(), "--force replaces it whole, --resume continues the search it holds")
	if err != nil {
		return err
	}
	defer out.Abort()
	settings := f.settings()
	m := analysis.NewMeta(version, job.NewConfig(p, cfg, cardSrc, records))
	if deterministic {
		// The games played before: this folder's (--resume), and the
		// other folders' of the search (--from).
		opt.Memo = &pair.Memo{}
		maxGame := maxMemoGame(opt.Games)
		if o.resume {
			fo, complete, err := resumeFolder(dir, &m, settings)
			if err != nil || complete {
				return err
			}
			if fo != nil && fo.Has(ValuesFile) {
				if err := addMemo(opt.Memo, fo, len(vs), maxGame); err != nil {
					return usageError{fmt.Errorf("--resume: %w", err)}
				}
			}
		}
		for _, from := range f.from {
			fo, err := searchFolder(from, &m, settings)
			if err != nil {
				return err
			}
			if err := addMemo(opt.Memo, fo, len(vs), maxGame); err != nil {
				return usageError{fmt.Errorf("--from: %w", err)}
			}
		}
		opt.Shard, opt.Shards = cfg.Shard, cfg.Shards
	}
	ctx, stop := notifyStop(cmd.Context())
	defer stop()
	fmt.Fprintf(os.Stderr, "simrun: optimize: %d variants of %s, objective %s, budget %s", len(vs), records[0].Name, obj, f.budget)
	if opt.Memo != nil && len(opt.Memo.Values) > 0 {
		fmt.Fprintf(os.Stderr, ", %d games of variants played before", memoGames(opt.Memo))
	}
	if cfg.Shards > 1 {
		fmt.Fprintf(os.Stderr, ", shard %d/%d", cfg.Shard, cfg.Shards)
	}
	fmt.Fprintln(os.Stderr)
	var prog *progress
	opt.Round = func(r pair.RoundInfo) func(int64) {
		if prog != nil {
			prog.finish()
		}
		what := fmt.Sprintf("round %d/%d: %d variants to %d games", r.Round+1, r.Rounds, r.Alive, r.Games)
		if !l.quiet {
			fmt.Fprintf(os.Stderr, "simrun: %s\n", what)
		}
		prog = startProgress(l, os.Stderr, what, r.Play)
		return prog.set
	}
	opt.Ranked = func(r int, leader *pair.Variant, mean float64, kept int) {
		if prog != nil {
			prog.finish()
			prog = nil
		}
		if !l.quiet {
			fmt.Fprintf(os.Stderr, "simrun: round %d: leader %s (%.4f)\n", r+1, leader.Label(basics), mean)
		}
	}
	start := time.Now()
	res, err := pair.Optimize(ctx, sp, cfg, opt)
	if prog != nil {
		prog.finish()
	}
	waiting := errors.Is(err, pair.ErrOtherShards)
	stopped := err != nil && ctx.Err() != nil && res != nil
	if err != nil && !waiting && !stopped {
		if ctx.Err() != nil {
			return errStopped{}
		}
		return usageError{err}
	}
	if err != nil {
		// Unfinished: the games known are what the folder keeps.
		if opt.Memo == nil || memoGames(opt.Memo) == 0 {
			return errStopped{}
		}
		m.Partial = true
		m.Played = map[string][2]int64{records[0].Name: {memoGames(opt.Memo), 0}}
		if err := analysis.WriteTable(out.Dir(), ValuesFile, &m, memoColumns(opt.Memo), codec); err != nil {
			return err
		}
		if err := writeSettings(out.Dir(), settings); err != nil {
			return err
		}
		if err := out.Commit(&m); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "simrun: wrote %s (%d games known of the search's variants, %d played now)\n", dir, memoGames(opt.Memo), res.Fresh)
		if waiting {
			fmt.Fprintf(os.Stderr, "simrun: shard %d/%d has played its games of round %d, whose decision needs the other shards': simrun merge the shards' folders, then run each shard again with --from the merged folder\n",
				cfg.Shard, cfg.Shards, res.Rounds+1)
			return nil
		}
		fmt.Fprintf(os.Stderr, "simrun: interrupted: %s holds the games played, marked partial; --resume goes on\n", dir)
		return errInterrupted
	}
	el := time.Since(start)
	printOptimize(cmd.OutOrStdout(), res, obj, f.top)
	// What the engine ignores of the cards: the deck's and the candidates'.
	var shown []*decks.Compiled
	for _, l := range []decklist.List{sp.List, candidatesList(sp.Candidates)} {
		if len(l.Entries) == 0 {
			continue
		}
		if d, _, err := decks.Resolve(path, l, db, decks.ResolveOptions{Format: cfg.Format, AllowCopies: true}); err == nil {
			if cd, err := decks.Compile(d); err == nil {
				shown = append(shown, cd)
			}
		}
	}
	printUnmodelled(cmd.OutOrStdout(), shown)
	fmt.Fprintf(cmd.OutOrStdout(), "\n%d games in %d rounds", res.Played, res.Rounds)
	if res.Fresh != res.Played {
		fmt.Fprintf(cmd.OutOrStdout(), ", %d of them played now (the others before: --resume, --from)", res.Fresh)
	}
	fmt.Fprintf(cmd.OutOrStdout(), ": %.2fs (%.0f games/s)\n", el.Seconds(), float64(res.Fresh)/el.Seconds())

	cfg.Games = res.Evaluated[res.Winner].Games
	runID := m.RunID // a resumed search keeps its run id
	m = analysis.NewMeta(version, job.NewConfig(p, cfg, cardSrc, records))
	m.RunID = runID
	if err := analysis.WriteTable(out.Dir(), VariantsFile, &m, variantColumns(res), codec); err != nil {
		return err
	}
	if err := analysis.WriteAtomic(filepath.Join(out.Dir(), WinnerFile), func(w io.Writer) error {
		_, err := io.WriteString(w, res.Evaluated[res.Winner].Variant.Text())
		return err
	}); err != nil {
		return err
	}
	if err := writeSettings(out.Dir(), settings); err != nil {
		return err
	}
	if err := out.Commit(&m); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "simrun: wrote %s\n", dir)
	return nil
}

// searchFolder opens a folder --from names and checks it is of this
// search (m, s): any shard's, or a merge's, complete or not.
func searchFolder(dir string, m *analysis.Meta, s Settings) (*analysis.Folder, error) {
	fo, err := analysis.OpenFolder(dir)
	if err != nil {
		return nil, usageError{fmt.Errorf("--from: %w", err)}
	}
	was, err := readSettings(fo)
	if err != nil {
		return nil, usageError{fmt.Errorf("--from: %w", err)}
	}
	if was.Command != "optimize" {
		return nil, usagef("--from %s: a result of simrun %s, not of simrun optimize", dir, was.Command)
	}
	if fo.Manifest.Sweep != nil {
		return nil, usagef("--from %s: a sweep's result", dir)
	}
	if diffs := searchDifferences(fo.Meta().Config, m.Config, true); len(diffs) > 0 {
		return nil, usagef("--from %s is not this search: %s", dir, job.DescribeDifferences(diffs, "folder", "now"))
	}
	if sd := settingsDifferences(was, s); len(sd) > 0 {
		return nil, usagef("--from %s is not this search: %s", dir, strings.Join(sd, "; "))
	}
	if !fo.Has(ValuesFile) {
		return nil, usagef("--from %s: it holds no %s (a finished search's folder keeps none: its result is there)", dir, ValuesFile)
	}
	return fo, nil
}

// searchDifferences are the configurations' differences that make two
// optimize folders other searches: --games is none (the budget decides),
// nor, with ignoreShard, the shard.
func searchDifferences(a, b job.Config, ignoreShard bool) []job.Difference {
	var out []job.Difference
	for _, d := range a.Differences(b, ignoreShard) {
		if d.Setting != "games" {
			out = append(out, d)
		}
	}
	return out
}

// candidatesList is a list of one copy of each candidate land.
func candidatesList(names []string) decklist.List {
	var l decklist.List
	for _, n := range names {
		l.Entries = append(l.Entries, decklist.Entry{Count: 1, Name: n, Section: decklist.Main})
	}
	return l
}

func printOptimize(w io.Writer, res *pair.Outcome, obj pair.Objective, top int) {
	ev := append([]pair.Evaluated(nil), res.Evaluated...)
	// By games played (the survivors of later rounds first), then by mean.
	better := func(a, b float64) bool {
		if obj.Lower {
			return a < b
		}
		return a > b
	}
	sort.SliceStable(ev, func(i, j int) bool {
		if ev[i].Games != ev[j].Games {
			return ev[i].Games > ev[j].Games
		}
		return better(ev[i].Mean, ev[j].Mean)
	})
	win := &res.Evaluated[res.Winner]
	fmt.Fprintf(w, "Optimize: objective %s (%s); %d variants\n", obj, map[bool]string{true: "lower is better", false: "higher is better"}[obj.Lower], len(res.Evaluated))
	fmt.Fprintf(w, "games: game indices each variant played (each on every side); %s: its mean over them;\n", obj)
	fmt.Fprintf(w, "difference: the variant - the winner on the games both played, with its paired 95%% interval\n\n")
	fmt.Fprintf(w, "  %-58s %9s %9s %10s  %-21s\n", "variant", "games", obj.String(), "difference", "95% interval")
	for i, e := range ev {
		if i == top {
			break
		}
		mark := " "
		if e.Variant.ID == res.Winner {
			mark = ">"
		}
		fmt.Fprintf(w, " %s%-58s %9d %9.4f %+10.4f  [%+8.4f, %+8.4f]\n", mark, e.Variant.Label(res.Basics), e.Games, e.Mean, e.Diff, e.Low, e.High)
	}
	within := 0
	for _, e := range res.Evaluated {
		if e.Variant.ID != res.Winner && e.Games == win.Games && e.Low <= 0 && e.High >= 0 {
			within++
		}
	}
	if res.Skipped > 0 {
		fmt.Fprintf(w, "\n%d of the %d variants were left out: the time budget's first round reached the others (a random sample of the space) in half its time\n",
			res.Skipped, len(res.Evaluated))
	}
	fmt.Fprintf(w, "\nwinner: %s (%.4f over %d games)", win.Variant.Label(res.Basics), win.Mean, win.Games)
	if within > 0 {
		fmt.Fprintf(w, "; %d other finalist(s) within noise of it (their interval holds 0): more --budget tells them apart", within)
	}
	fmt.Fprintf(w, "\n\n%s", win.Variant.Text())
}

// variantColumns is variants.arrow: one row per variant of the space.
func variantColumns(res *pair.Outcome) []analysis.Column {
	var label, basics, nonbasic []string
	var id, lands, games, round, common, sum, scale []int64
	var mean, diff, lo, hi []float64
	var winner []bool
	for _, e := range res.Evaluated {
		v := e.Variant
		id = append(id, int64(v.ID))
		label = append(label, v.Label(res.Basics))
		var b []string
		for i, n := range v.Basics {
			b = append(b, fmt.Sprintf("%d %s", n, res.Basics[i]))
		}
		basics = append(basics, strings.Join(b, ", "))
		nonbasic = append(nonbasic, strings.Join(v.Nonbasic, ", "))
		lands = append(lands, int64(v.Lands))
		games = append(games, e.Games)
		round = append(round, int64(e.Round))
		common = append(common, e.Common)
		sum = append(sum, e.Sum)
		scale = append(scale, e.Scale)
		m, d, l, h := e.Mean, e.Diff, e.Low, e.High
		if e.Games == 0 {
			m, d, l, h = math.NaN(), math.NaN(), math.NaN(), math.NaN()
		}
		mean, diff, lo, hi = append(mean, m), append(diff, d), append(lo, l), append(hi, h)
		winner = append(winner, v.ID == res.Winner)
	}
	return []analysis.Column{
		{Name: "variant", Int64s: id}, {Name: "label", Strings: label}, {Name: "lands", Int64s: lands},
		{Name: "basics", Strings: basics}, {Name: "nonbasics", Strings: nonbasic}, {Name: "games", Int64s: games},
		{Name: "last_round", Int64s: round}, {Name: "sum", Int64s: sum}, {Name: "scale", Int64s: scale}, {Name: "objective", Floats: mean}, {Name: "common_games", Int64s: common},
		{Name: "difference", Floats: diff}, {Name: "low", Floats: lo}, {Name: "high", Floats: hi},
		{Name: "winner", Bools: winner},
	}
}
