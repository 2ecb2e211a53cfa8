package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/analysis/chart"
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

func newRunCmd() *cobra.Command {
	var f simFlags
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
--per-game) into --out, default results/<deck name>: see results/README.md.

A DECK is a decklist file: plain text, MTG Arena, MTGO .dek, Moxfield,
Archidekt or Forge .dck, told apart by their content. Abstract lines make
studies easy: "35 {1}{W}{W}" is a vanilla spell of that cost, "24 land:B" a
basic-like land ("land:WU tapped snow" for more).`,
		Example: `  simrun run decks/examples/mono-red.txt
  simrun run --games 1e6 --turns 6 --on play my-deck.txt
  simrun run --rules classic --mulligan vancouver decks/examples/dark-ritual.txt
  simrun run --format commander --cards oracle-cards.json.gz decks/examples/commander-100.txt
  simrun run --json --games 100k study.txt > summary.json
  simrun run --config job.toml --seed 7 my-deck.txt   # job.toml: games = "10M", rules = "classic"`,
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
			return runDecks(cmd, &f, &o, &l, asJSON, args)
		},
	}
	f.add(cmd.Flags(), 1_000_000)
	o.add(cmd.Flags())
	l.add(cmd.Flags())
	cmd.Flags().StringVar(&configFile, "config", "", "a TOML file of flag values (flags on the command line override it)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the summary as JSON on stdout")
	return cmd
}

// runDecks is simrun run: every deck loaded and checked first, the output
// folder proved writable, then the games; the files are written once at the
// end (games.arrow as the games go), whole or not at all.
func runDecks(cmd *cobra.Command, f *simFlags, o *outFlags, l *logFlags, asJSON bool, paths []string) error {
	cfg, err := f.config()
	if err != nil {
		return err
	}
	codec, err := analysis.ParseCodec(o.compression)
	if err != nil {
		return usageError{err}
	}
	db, err := f.database()
	if err != nil {
		return err
	}
	var compiled []*decks.Compiled
	var sources []deckConfig
	var names []string
	for _, path := range paths {
		cd, err := f.loadDeck(path, db, cfg.Format)
		if err != nil {
			return err
		}
		text, _ := os.ReadFile(path)
		compiled = append(compiled, cd)
		sources = append(sources, deckConfig{Name: cd.Name, File: path, List: string(text)})
		names = append(names, cd.Name)
	}
	dir := o.folder(names)
	if err := checkWritable(dir); err != nil {
		return err
	}
	m := meta(cfg, f, o.perGame, sources)
	wopt := analysis.WriteOptions{Codec: codec, Parquet: o.parquet}
	var prev *analysis.Result
	if o.resume {
		if prev, err = analysis.ReadResult(dir); err != nil {
			return usageError{fmt.Errorf("--resume: %w", err)}
		}
		if why := analysis.SameRun(prev.Meta.Config, m.Config); why != "" {
			return usagef("--resume: %s is not this run: %s", dir, why)
		}
		if prev.Meta.Seed != m.Seed {
			return usagef("--resume: %s was run with seed %d, not %d", dir, prev.Meta.Seed, m.Seed)
		}
	}
	var games *analysis.GamesWriter
	if o.perGame {
		if games, err = analysis.NewGamesWriter(dir, m, names, wopt); err != nil {
			return err
		}
		if prev != nil {
			if err := games.Copy(filepath.Join(dir, analysis.GamesFile)); err != nil {
				games.Abort()
				return fmt.Errorf("--resume: %w", err)
			}
		}
	}
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	result := &analysis.Result{Meta: m}
	out := cmd.OutOrStdout()
	var summaries []analysis.Summary
	for i, cd := range compiled {
		start := time.Now()
		opt := sim.Options{}
		if games != nil {
			games.SetDeck(cd.Name)
			opt.Records = games.Write
		}
		var before *analysis.DeckResult // what an earlier, interrupted run played of this deck
		if prev != nil {
			for _, d := range prev.Decks {
				if d.Deck == cd.Name {
					before = d
					opt.From = [2]int64{d.Stats.Sides[sim.OnPlay].Games, d.Stats.Sides[sim.OnDraw].Games}
				}
			}
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
			if games != nil {
				games.Abort()
			}
			return err
		}
		dr := analysis.NewDeckResult(cd, res.Stats).Listed()
		if before != nil {
			if err := addCounts(dr, before); err != nil {
				if games != nil {
					games.Abort()
				}
				return usageError{fmt.Errorf("--resume: %w", err)}
			}
			res.Played = [2]int64{dr.Stats.Sides[sim.OnPlay].Games, dr.Stats.Sides[sim.OnDraw].Games}
		}
		result.Decks = append(result.Decks, dr)
		if res.Partial {
			result.Meta.Partial = true
			result.Meta.Played = map[string][2]int64{cd.Name: res.Played}
		}
		s := analysis.Summarize(dr, cfg.Seed, cfg.Rules.String(), cfg.Mulligan.String())
		summaries = append(summaries, s)
		if !asJSON {
			if err := s.WriteText(out); err != nil {
				return err
			}
			n := res.Stats.Sides[0].Games + res.Stats.Sides[1].Games
			el := time.Since(start)
			fmt.Fprintf(out, "\n%d games in %.2fs (%.0f games/s)\n\n", n, el.Seconds(), float64(n)/el.Seconds())
		}
		if res.Partial {
			fmt.Fprintf(os.Stderr, "simrun: interrupted during %s (deck %d of %d): writing the games finished so far as a partial result\n", cd.Name, i+1, len(compiled))
			break
		}
	}
	if games != nil {
		if err := games.Close(); err != nil {
			return err
		}
	}
	if err := analysis.WriteResult(dir, result, wopt); err != nil {
		return err
	}
	if o.chart {
		if err := chart.Write(dir, result); err != nil {
			return err
		}
	}
	if asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(summaries); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "simrun: wrote %s\n", dir)
	if result.Meta.Partial {
		return errInterrupted
	}
	return nil
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
