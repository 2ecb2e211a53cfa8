package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/analysis/chart"
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/job"
	"github.com/goldfishsim/goldfish/sim"
)

func newRunCmd() *cobra.Command {
	p := job.DefaultParams()
	var o outFlags
	var l logFlags
	var configFile string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "run DECK...",
		Short: "simulate decks and print a summary",
		Long: `run plays --games games of each deck on each side and prints, per card, the
chance it is castable on its curve turn (overall and when in hand) and has been
cast by then, with 95% Wilson intervals; land drops, mana and mana lost by turn;
mulligans; and the kill-turn distribution.

It writes castability.arrow, turns.arrow and sides.arrow (and games.arrow with
--per-game) into --out, default results/<deck name>, with a manifest.json
written last: see results/README.md. The folder appears whole when the run is
done; one that holds files already is refused, unless --force (replace it) or
--resume (continue its partial run).

A DECK is a decklist file: plain text, MTG Arena, MTGO .dek, Moxfield,
Archidekt or Forge .dck, told apart by their content. Abstract lines make
studies easy: "35 {1}{W}{W}" is a vanilla spell of that cost, "24 land:B" a
basic-like land ("land:WU tapped snow" for more).`,
		Example: `  simrun run decks/examples/mono-red.txt
  simrun run --games 1e6 --turns 6 --on play my-deck.txt
  simrun run --rules classic --mulligan vancouver decks/examples/dark-ritual.txt
  simrun run --format commander --cards oracle-cards.json.gz decks/examples/commander-100.txt
  simrun run --json --games 100k study.txt > summary.json
  simrun run --config job.toml --seed 7 my-deck.txt   # job.toml: games = "10M", rules = "classic"
  simrun run --games 100M --resume my-deck.txt        # continue a run stopped by Ctrl-C
  simrun run --report my-deck.txt                     # and open results/my-deck/report.html`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("run needs at least one decklist file (see simrun run --help)")
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
			return runDecks(cmd, &p, &o, &l, asJSON, args)
		},
	}
	addParams(cmd.Flags(), &p)
	o.add(cmd.Flags())
	l.add(cmd.Flags())
	cmd.Flags().StringVar(&configFile, "config", "", "a TOML file of flag values (flags on the command line override it)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the summary as JSON on stdout")
	return cmd
}

// writeError marks a failure to write the result (a full disk): exit 1.
type writeError struct{ err error }

func (e writeError) Error() string { return e.err.Error() }
func (e writeError) Unwrap() error { return e.err }

// runDecks is simrun run: every deck loaded and checked first (the engine's
// limits included), the output folder locked and proved writable, then the
// games; the files go into a temporary folder that is put in place whole,
// manifest last, when the run ends (stopped by a signal: as a partial
// result). A failure leaves the folder as it was.
func runDecks(cmd *cobra.Command, p *job.Params, o *outFlags, l *logFlags, asJSON bool, paths []string) error {
	cfg, err := resolve(p)
	if err != nil {
		return err
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
	dir := o.folder(names)
	out, err := createOutput(dir, o.mode(), "--force replaces it whole, --resume continues the partial run it holds")
	if err != nil {
		return err
	}
	defer out.Abort()
	m := analysis.NewMeta(version, job.NewConfig(p, cfg, cardSrc, records))
	wopt := analysis.WriteOptions{Codec: codec, Parquet: o.parquet}
	var prevFolder *analysis.Folder
	var prev *analysis.Result
	if o.resume {
		complete := false
		if prevFolder, prev, complete, err = resumable(dir, &m); err != nil || complete {
			return err // complete: nothing to play, the folder stays as it is
		}
	}
	var games *analysis.GamesWriter
	if p.PerGame {
		if games, err = analysis.NewGamesWriter(out.Dir(), m, names, wopt); err != nil {
			return err
		}
		defer games.Abort()
		if prev != nil {
			if err := games.Copy(prevFolder); err != nil {
				return usageError{fmt.Errorf("--resume: %w", err)}
			}
		}
	}
	ctx, stop := notifyStop(cmd.Context())
	defer stop()
	result := &analysis.Result{Meta: m}
	stdout := cmd.OutOrStdout()
	var summaries []analysis.Summary
	var timings []string // each deck's games and speed, printed after its summary
	played := map[string][2]int64{}
	for i, cd := range compiled {
		start := time.Now()
		opt := sim.Options{}
		if games != nil {
			if err := games.SetDeck(cd.Name); err != nil {
				return err
			}
			opt.Records = func(s sim.Side, recs []sim.GameRecord) error {
				if err := games.Write(s, recs); err != nil {
					return writeError{err}
				}
				return nil
			}
		}
		var before *analysis.DeckResult // what the stopped run played of this deck
		if prev != nil {
			for _, d := range prev.Decks {
				if d.Deck == cd.Name {
					before = d
					opt.From = [2]int64{d.Stats.Sides[sim.OnPlay].Games, d.Stats.Sides[sim.OnDraw].Games}
				}
			}
		}
		if result.Meta.Partial { // stopped: the later decks keep what was played of them
			played[cd.Name] = opt.From
			continue
		}
		total := int64(0)
		for s := sim.OnPlay; s <= sim.OnDraw; s++ {
			if cfg.Sides.Has(s) {
				total += max(0, sim.ShardGames(cfg.Games, cfg.Shard, cfg.Shards)-opt.From[s])
			}
		}
		prog := startProgress(l, os.Stderr, cd.Name, total)
		opt.Progress = prog.set
		res, err := sim.Run(ctx, cd, cfg, opt)
		prog.finish()
		if err != nil && (res == nil || !res.Partial) {
			var we writeError
			if errors.As(err, &we) {
				return we.err // it names the file (games.arrow or its Parquet copy)
			}
			return usageError{fmt.Errorf("%s: %w", paths[i], err)}
		}
		dr := analysis.NewDeckResult(cd, res.Stats).Listed()
		if before != nil {
			if err := addCounts(dr, before); err != nil {
				return usageError{fmt.Errorf("--resume: %w", err)}
			}
		}
		played[cd.Name] = [2]int64{dr.Stats.Sides[sim.OnPlay].Games, dr.Stats.Sides[sim.OnDraw].Games}
		if dr.Stats.Sides[sim.OnPlay].Games+dr.Stats.Sides[sim.OnDraw].Games > 0 {
			result.Decks = append(result.Decks, dr)
		}
		if res.Partial {
			result.Meta.Partial = true
			fmt.Fprintf(os.Stderr, "simrun: interrupted during %s (deck %d of %d): writing the games finished so far as a partial result\n", cd.Name, i+1, len(compiled))
		}
		summaries = append(summaries, analysis.Summarize(dr, cfg.Seed, cfg.Rules.String(), cfg.Mulligan.String()))
		n := res.Stats.Sides[0].Games + res.Stats.Sides[1].Games
		el := time.Since(start)
		timings = append(timings, fmt.Sprintf("\n%d games in %.2fs (%.0f games/s)\n\n", n, el.Seconds(), float64(n)/el.Seconds()))
	}
	if result.Meta.Partial {
		result.Meta.Played = played
	}
	if games != nil {
		if err := games.Close(); err != nil {
			return err
		}
	}
	if err := analysis.WriteResult(out.Dir(), result, wopt); err != nil {
		return err
	}
	if o.chart {
		if err := chart.Write(out.Dir(), result); err != nil {
			return err
		}
	}
	if o.report && len(result.Decks) > 0 {
		byName := map[string]*decks.Compiled{}
		for _, cd := range compiled {
			byName[cd.Name] = cd
		}
		if err := writeReport(out.Dir(), result, func(dr *analysis.DeckResult) *decks.Compiled { return byName[dr.Deck] }); err != nil {
			return err
		}
	}
	if err := out.Commit(&result.Meta); err != nil {
		return err
	}
	// Printed only now, the result in place: a closed stdout (a pager quit,
	// | head) cannot lose it.
	var perr error
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		perr = enc.Encode(summaries)
	} else {
		for i, s := range summaries {
			if perr = s.WriteText(stdout); perr == nil {
				_, perr = fmt.Fprint(stdout, timings[i])
			}
			if perr != nil {
				break
			}
		}
	}
	fmt.Fprintf(os.Stderr, "simrun: wrote %s\n", dir)
	if result.Meta.Partial {
		return errInterrupted
	}
	if perr != nil {
		return fmt.Errorf("the summary could not be printed (%w); the result is written in %s", perr, dir)
	}
	return nil
}

// notifyStop returns a context cancelled by Ctrl-C, SIGTERM or SIGPIPE (a
// closed stdout or stderr: the run ends as on SIGTERM, writing what it
// played, instead of being killed with nothing written).
func notifyStop(parent context.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(parent, os.Interrupt, syscall.SIGTERM, syscall.SIGPIPE)
}

// resumable reads the result in dir that --resume continues, and checks it
// is this run (m) stopped early: the same configuration, --games included
// (a run's game count is fixed: its games are indices 0..games-1 per side,
// and a resume plays the rest of them). With nothing in dir there is nothing
// to continue and the run starts anew; a complete run says so.
func resumable(dir string, m *analysis.Meta) (fo *analysis.Folder, prev *analysis.Result, complete bool, err error) {
	if !holdsFiles(dir) {
		fmt.Fprintf(os.Stderr, "simrun: --resume: nothing in %s yet: starting the run\n", dir)
		return nil, nil, false, nil
	}
	if fo, err = analysis.OpenFolder(dir); err != nil {
		return nil, nil, false, usageError{fmt.Errorf("--resume: %w", err)}
	}
	if prev, err = fo.Result(); err != nil {
		return nil, nil, false, usageError{fmt.Errorf("--resume: %w", err)}
	}
	for _, f := range fo.Manifest.Files { // the run goes on from all of it: every file must be whole
		if err := fo.Verify(f.Name); err != nil {
			return nil, nil, false, usageError{fmt.Errorf("--resume: %w", err)}
		}
	}
	if prev.Meta.Sweep != nil {
		return nil, nil, false, usagef("--resume: %s is a sweep's result: run the sweep again to go on", dir)
	}
	if s, err := readSettings(fo); err != nil {
		return nil, nil, false, usageError{fmt.Errorf("--resume: %w", err)}
	} else if s.Command != "run" {
		return nil, nil, false, usagef("--resume: %s holds a result of simrun %s, not of simrun run: resume it with that command", dir, s.Command)
	}
	diffs := prev.Meta.Config.Differences(m.Config, false)
	if len(diffs) == 1 && diffs[0].Setting == "games" {
		return nil, nil, false, usagef("--resume: %s holds a run of %d games a side, not %d: a run's game count is fixed (resume with --games %d, or start anew with --force)",
			dir, prev.Meta.Config.Games, m.Config.Games, prev.Meta.Config.Games)
	}
	if len(diffs) > 0 {
		return nil, nil, false, usagef("--resume: %s is not this run: %s", dir, job.DescribeDifferences(diffs, "folder", "now"))
	}
	if !prev.Meta.Partial {
		fmt.Fprintf(os.Stderr, "simrun: --resume: %s is complete already: nothing to resume\n", dir)
		return fo, nil, true, nil
	}
	// The resumed result replaces the folder whole: what is not the run's
	// (notes, a copy of a table) would be deleted with it.
	if other := fo.Foreign(); len(other) > 0 {
		return nil, nil, false, usagef("--resume: %s holds %s, which the run did not write: move it out first (the resumed result replaces the folder whole)",
			dir, strings.Join(other, ", "))
	}
	m.RunID = prev.Meta.RunID // the same run, going on
	return fo, prev, false, nil
}

// addCounts adds an earlier run's counts of a deck to this run's.
func addCounts(dr, before *analysis.DeckResult) error {
	if len(dr.Cards) != len(before.Cards) || dr.Stats.Turns != before.Stats.Turns {
		return fmt.Errorf("deck %s: the folder's counts are of another deck list or turn count", dr.Deck)
	}
	for i := range dr.Cards {
		if dr.Cards[i] != before.Cards[i] {
			return fmt.Errorf("deck %s: the folder lists other cards (%s vs %s)", dr.Deck, before.Cards[i].Name, dr.Cards[i].Name)
		}
	}
	dr.Stats.Add(before.Stats)
	return nil
}

// playedText writes a partial result's games played, deck by deck.
func playedText(played map[string][2]int64) string {
	names := make([]string, 0, len(played))
	for n := range played {
		names = append(names, n)
	}
	sort.Strings(names)
	s := ""
	for i, n := range names {
		if i > 0 {
			s += "; "
		}
		s += fmt.Sprintf("%s: %d on the play, %d on the draw", n, played[n][0], played[n][1])
	}
	return s
}
