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
same flags as the run (seed, rules, mulligan ...): game I is the same game.
--on picks the side as it does for run (play or draw: one game is on one side);
--side is the same flag under its older name.`,
		Example: `  simrun replay decks/examples/dark-ritual.txt --game 12 --rules classic
  simrun replay decks/examples/mono-red.txt --game 0 --on draw --seed 7`,
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
			s, err := replaySide(cmd, p.On, side)
			if err != nil {
				return err
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
	cmd.Flags().StringVar(&side, "side", "play", "the side: play or draw (the older name of --on)")
	return cmd
}

// replaySide reads the side a replay plays from --on (as run takes it) or
// --side (its older name); given both, they must agree. A run's default
// "both" means the play, the side --side has always defaulted to.
func replaySide(cmd *cobra.Command, on, side string) (sim.Side, error) {
	onSet, sideSet := cmd.Flags().Changed("on"), cmd.Flags().Changed("side")
	pick := func(flag, v string) (sim.Side, error) {
		switch v {
		case "play":
			return sim.OnPlay, nil
		case "draw":
			return sim.OnDraw, nil
		}
		return 0, usagef("--%s %q: a replay is one game on one side: want play or draw", flag, v)
	}
	switch {
	case onSet && sideSet:
		if on != side {
			return 0, usagef("--on %s and --side %s: give one (--side is the older name of --on)", on, side)
		}
		return pick("on", on)
	case onSet:
		return pick("on", on)
	}
	return pick("side", side)
}
