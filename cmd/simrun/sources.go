package main

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/goldfishsim/goldfish/job"
	"github.com/goldfishsim/goldfish/sim"
)

func newSourcesCmd() *cobra.Command {
	var (
		deckSize, lands, workers int
		cost, format             string
		table, asJSON, exact     bool
		target                   float64
		games                    int64 = 100_000
		seed                     uint64
	)
	cmd := &cobra.Command{
		Use:   "sources",
		Short: "how many coloured sources a cost needs",
		Long: `sources answers the manabase question: with D cards of which L are lands, how
many lands must make a colour so that a spell of a given cost is castable on
curve? For each number K of coloured sources it plays games with K lands of the
colour, L-K other lands and D-L spells, London mulligans, on the play, and
measures on turn MV (the spell's mana value), over the games with at least MV
lands by then, how often at least the cost's coloured pips are among them. The
answer is the smallest K reaching the target: 90% for mana value 1, one point
more per mana value (--target overrides).

--exact computes the same study instead of playing it: the probability of every
opening hand, every hand after each mulligan and every draw summed exactly
(multivariate hypergeometric), with no games and no interval. It is the default
with --table (the whole table takes milliseconds); --exact=false plays it.

COST is like 1CC or {1}{C}{C}: C is the colour studied.`,
		Example: `  simrun sources --deck-size 60 --lands 24 --cost 1CC
  simrun sources --deck-size 40 --lands 17 --table
  simrun sources --format commander --lands 37 --cost 2CC
  simrun sources --deck-size 60 --lands 24 --table --json
  simrun sources --deck-size 60 --lands 24 --cost 1CC --exact
  simrun sources --deck-size 60 --lands 24 --table --exact=false --games 500k`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usagef("sources takes flags only, not %q (see simrun sources --help)", args[0])
			}
			commander := false
			switch strings.ToLower(format) {
			case "commander", "edh":
				commander = true
				if !cmd.Flags().Changed("deck-size") {
					deckSize = 99
				}
			case "constructed", "limited":
			default:
				return usagef("--format %q: want constructed, limited or commander", format)
			}
			var costs []string
			switch {
			case table && cost != "":
				return usagef("give --cost or --table, not both")
			case table:
				costs = sim.StandardPatterns()
			case cost != "":
				costs = []string{strings.NewReplacer("{", "", "}", "").Replace(cost)}
			default:
				return usagef("sources needs --cost (like 1CC) or --table")
			}
			if !cmd.Flags().Changed("exact") {
				exact = table
			}
			if exact && (cmd.Flags().Changed("games") || cmd.Flags().Changed("seed") || cmd.Flags().Changed("workers")) {
				return usagef("--games, --seed and --workers are for a played study: add --exact=false")
			}
			type jsonRow struct {
				Cost      string             `json:"cost"`
				ManaValue int                `json:"mana_value"`
				Target    float64            `json:"target"`
				Sources   *int               `json:"sources"`
				Prob      float64            `json:"probability"`
				Lo        float64            `json:"ci_low"`
				Hi        float64            `json:"ci_high"`
				Games     int64              `json:"games"`
				Exact     bool               `json:"exact"`
				ByK       map[string]float64 `json:"by_sources"`
			}
			var rows []jsonRow
			out := cmd.OutOrStdout()
			rules := "London mulligans, on the play"
			if commander {
				rules = "Commander: a free first mulligan, a draw on turn 1"
			}
			header := func() { // printed once the first study has answered: an error comes alone
				if exact {
					fmt.Fprintf(out, "%d cards, %d lands, %s; computed exactly\n\n", deckSize, lands, rules)
					fmt.Fprintf(out, "%-7s %3s %7s %8s  %s\n", "cost", "mv", "target", "sources", "P at that count (exact)")
					return
				}
				fmt.Fprintf(out, "%d cards, %d lands, %s; %d games per source count, seed %d\n\n", deckSize, lands, rules, games, seed)
				fmt.Fprintf(out, "%-7s %3s %7s %8s  %-28s %s\n", "cost", "mv", "target", "sources", "P at that count [95% CI]", "games")
			}
			for i, c := range costs {
				q := sim.SourcesQuery{DeckSize: deckSize, Lands: lands, Cost: c,
					Target: target, Commander: commander, Games: games, Seed: seed, Workers: workers}
				var res *sim.SourcesResult
				var err error
				if exact {
					res, err = sim.ExactSources(q)
				} else {
					res, err = sim.StudySources(cmd.Context(), q)
				}
				if err != nil {
					return settingError(err)
				}
				if i == 0 && !asJSON {
					header()
				}
				row := jsonRow{Cost: c, ManaValue: res.ManaValue, Target: res.Target, Exact: res.Exact, ByK: map[string]float64{}}
				for _, p := range res.ByK {
					row.ByK[strconv.Itoa(p.K)] = p.Prob
				}
				if res.Sources >= 0 {
					p := res.ByK[res.Sources]
					s := res.Sources
					row.Sources, row.Prob, row.Lo, row.Hi, row.Games = &s, p.Prob, p.Lo, p.Hi, p.Games
				}
				rows = append(rows, row)
				if !asJSON {
					if row.Sources == nil {
						fmt.Fprintf(out, "%-7s %3d %6.0f%% %8s  %-28s\n", c, res.ManaValue, 100*res.Target, "none", "(not even with every land)")
						continue
					}
					if exact {
						fmt.Fprintf(out, "%-7s %3d %6.0f%% %8d  %8.4f%%\n", c, res.ManaValue, 100*res.Target, *row.Sources, 100*row.Prob)
						continue
					}
					fmt.Fprintf(out, "%-7s %3d %6.0f%% %8d  %6.2f%% [%.2f, %.2f]%7s %d\n", c, res.ManaValue, 100*res.Target, *row.Sources,
						100*row.Prob, 100*row.Lo, 100*row.Hi, "", row.Games)
				}
			}
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				return enc.Encode(rows)
			}
			return nil
		},
	}
	fs := cmd.Flags()
	fs.IntVar(&deckSize, "deck-size", 60, "cards in the deck (99 with --format commander)")
	fs.IntVar(&lands, "lands", 24, "lands in the deck")
	fs.StringVar(&cost, "cost", "", "the cost studied, like 1CC or {1}{C}{C} (C: the colour studied)")
	fs.BoolVar(&table, "table", false, "study the standard patterns C, 1C, CC, 2C, 1CC, CCC, ... 4CCC")
	fs.Float64Var(&target, "target", 0, "the probability to reach (default: 90% at mana value 1, +1 point per mana value)")
	fs.StringVar(&format, "format", "constructed", "commander: 99 cards, a free first mulligan, a draw on turn 1")
	fs.Var(countValue{&games}, "games", "games per source count (accepts 1e5, 250k)")
	fs.Uint64Var(&seed, "seed", 1, "run seed")
	fs.IntVar(&workers, "workers", 0, "worker goroutines (default: all CPUs)")
	fs.BoolVar(&asJSON, "json", false, "print a JSON array, one object per cost")
	fs.BoolVar(&exact, "exact", false, "compute the study exactly instead of playing games (default with --table; --exact=false plays it)")
	return cmd
}

// countValue is a pflag.Value for game counts (1e6, 10M, 250k).
type countValue struct{ n *int64 }

func (c countValue) String() string {
	if c.n == nil {
		return "0"
	}
	return strconv.FormatInt(*c.n, 10)
}

func (c countValue) Set(s string) error {
	v, err := job.ParseCount(s)
	if err != nil {
		return err
	}
	*c.n = v
	return nil
}

func (c countValue) Type() string { return "count" }
