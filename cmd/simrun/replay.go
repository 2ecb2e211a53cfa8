package main

import (
	"github.com/spf13/cobra"

	"github.com/goldfishsim/goldfish/job"
	"github.com/goldfishsim/goldfish/sim"
)

func newReplayCmd() *cobra.Command {
	p := job.DefaultParams()
	var game int64
	var side string
	cmd := &cobra.Command{
		Use:   "replay DECK --game I",
		Short: "play one game of a run again, turn by turn, in words",
		Long: `replay plays game I of a run alone and narrates it: what was drawn, which land,
what was tapped for what, what was cast, what floated, what burned. Give it the
same flags as the run (seed, rules, mulligan ...): game I is the same game.`,
		Example: `  simrun replay decks/examples/dark-ritual.txt --game 12 --rules classic
  simrun replay decks/examples/mono-red.txt --game 0 --side draw --seed 7`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("replay needs one decklist file (see simrun replay --help)")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := resolve(&p)
			if err != nil {
				return err
			}
			s := sim.OnPlay
			switch side {
			case "play":
			case "draw":
				s = sim.OnDraw
			default:
				return usagef("--side %q: want play or draw", side)
			}
			if game < 0 || game >= cfg.Games {
				return usagef("--game %d: want 0 to %d (the run's --games)", game, cfg.Games-1)
			}
			db, _, err := database(p.Cards)
			if err != nil {
				return err
			}
			cds, _, err := loadDecks(args, db, cfg.Format, p.AllowCopies)
			if err != nil {
				return err
			}
			cd := cds[0]
			_, err = sim.Replay(cmd.Context(), cd, cfg, s, game, cmd.OutOrStdout())
			return err
		},
	}
	addParams(cmd.Flags(), &p, "per-game", "workers")
	cmd.Flags().Int64Var(&game, "game", 0, "the game index to replay")
	cmd.Flags().StringVar(&side, "side", "play", "the side: play or draw")
	return cmd
}
