package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/sim"
)

func newRunCmd() *cobra.Command {
	var f simFlags
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "run DECK...",
		Short: "simulate decks and print a summary",
		Long: `run plays --games games of each deck on each side and prints, per card, the
chance it is castable on its curve turn (overall and when in hand) and has been
cast by then, with 95% Wilson intervals; land drops, mana and mana lost by turn;
mulligans; and the kill-turn distribution.

A DECK is a decklist file: plain text, MTG Arena, MTGO .dek, Moxfield,
Archidekt or Forge .dck, told apart by their content. Abstract lines make
studies easy: "35 {1}{W}{W}" is a vanilla spell of that cost, "24 land:B" a
basic-like land ("land:WU tapped snow" for more).`,
		Example: `  simrun run decks/examples/mono-red.txt
  simrun run --games 1e6 --turns 6 --on play my-deck.txt
  simrun run --rules classic --mulligan vancouver decks/examples/dark-ritual.txt
  simrun run --format commander --cards oracle-cards.json.gz decks/examples/commander-100.txt
  simrun run --json --games 100k study.txt > summary.json`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("run needs at least one decklist file (see simrun run --help)")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := f.config()
			if err != nil {
				return err
			}
			db, err := f.database()
			if err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			var summaries []analysis.Summary
			for _, path := range args {
				cd, err := f.loadDeck(path, db, cfg.Format)
				if err != nil {
					return err
				}
				start := time.Now()
				res, err := sim.Run(ctx, cd, cfg, [2]int64{}, nil)
				if err != nil && !errors.Is(err, context.Canceled) {
					return err
				}
				s := analysis.Summarize(cd, cfg, res.Stats)
				summaries = append(summaries, s)
				games := res.Stats.Sides[0].Games + res.Stats.Sides[1].Games
				if !asJSON {
					if err := s.WriteText(cmd.OutOrStdout()); err != nil {
						return err
					}
					el := time.Since(start)
					fmt.Fprintf(cmd.OutOrStdout(), "\n%d games in %.2fs (%.0f games/s)\n\n", games, el.Seconds(), float64(games)/el.Seconds())
				}
				if res.Partial {
					fmt.Fprintf(os.Stderr, "simrun: interrupted: the summary counts the %d games finished\n", games)
					break
				}
			}
			if asJSON {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				if err := enc.Encode(summaries); err != nil {
					return err
				}
			}
			if ctx.Err() != nil {
				return fmt.Errorf("interrupted")
			}
			return nil
		},
	}
	f.add(cmd.Flags(), 1_000_000)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the summary as JSON on stdout")
	return cmd
}
