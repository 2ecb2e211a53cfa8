package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/analysis/chart"
	"github.com/goldfishsim/goldfish/sim"
)

func newInspectCmd() *cobra.Command {
	var csv, asJSON, charts bool
	cmd := &cobra.Command{
		Use:   "inspect PATH",
		Short: "show a result file or folder: schema, metadata and a summary",
		Long: `inspect reads a result folder (or one of its files) and prints how it was made
(its manifest: the run, its configuration, every file with its size), each
table's schema and rows, and the summary a run prints. Every file is checked
against the manifest's SHA-256 first: a damaged folder or file, or one from
another run, is refused. With --csv and a file, it prints that table as CSV
instead.

Of a compare's folder it prints each deck's summary and the differences
beyond noise (from differences.arrow's exact sums); of an optimize's, the
ranking of the variants and the winner's decklist, or, for an unfinished
search (stopped, or a shard's step), the games it holds and how to go on.`,
		Example: `  simrun inspect results/mono-red
  simrun inspect --csv results/mono-red/castability.arrow > castability.csv
  simrun inspect --json results/mono-red
  simrun inspect --chart results/mono-red
  simrun inspect results/compare-ub-24-island-vs-ub-watery-grave
  simrun inspect results/optimize-ub-midrange`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("inspect needs one result folder or file (see simrun inspect --help)")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			path := args[0]
			st, err := os.Stat(path)
			if err != nil {
				return usageError{err}
			}
			out := cmd.OutOrStdout()
			if csv {
				if st.IsDir() {
					return usagef("--csv prints one table: give a file, like %s", filepath.Join(path, analysis.CastabilityFile))
				}
				if err := analysis.CSV(path, out); err != nil {
					return usageError{err}
				}
				return nil
			}
			dir := path
			if !st.IsDir() {
				dir = filepath.Dir(path)
			}
			fo, err := analysis.OpenFolder(dir)
			if err != nil {
				return usageError{err}
			}
			settings, err := readSettings(fo)
			if err != nil {
				return usageError{err}
			}
			r := &analysis.Result{Meta: fo.Meta()} // an optimize's folder holds no run tables
			if settings.Command != "optimize" {
				if r, err = fo.Result(); err != nil {
					return usageError{err}
				}
			} else if charts {
				return usagef("--chart: %s is an optimize's result, which has no charts", dir)
			}
			// Every file listed is checked, not only the tables read.
			type table struct {
				name   string
				fields []string
				rows   int64
			}
			var tables []table
			for _, f := range fo.Manifest.Files {
				if strings.HasSuffix(f.Name, ".arrow") && !strings.Contains(f.Name, "/") {
					schema, rows, err := fo.TableInfo(f.Name)
					if err != nil {
						return usageError{err}
					}
					t := table{name: f.Name, rows: rows}
					for _, fl := range schema.Fields() {
						t.fields = append(t.fields, fmt.Sprintf("  %-20s %s", fl.Name, fl.Type))
					}
					tables = append(tables, t)
				} else if err := fo.Verify(f.Name); err != nil {
					return usageError{err}
				}
			}
			var summaries []analysis.Summary
			for _, d := range r.Decks {
				rules, mull := r.Meta.Config.Rules, r.Meta.Config.Mulligan
				for _, c := range r.Configs {
					if c.ID == d.ConfigID {
						rules, mull = c.Rules, c.Mulligan
					}
				}
				summaries = append(summaries, analysis.Summarize(d, r.Meta.Seed, rules, mull))
			}
			if charts {
				if err := analysis.Amend(dir, func(d string) error { return chart.Write(d, r) }); err != nil {
					return err
				}
			}
			var config any = r.Meta.Config.Brief()
			if r.Meta.Sweep != nil {
				config = r.Meta.Sweep.Brief()
			}
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				return enc.Encode(map[string]any{"version": r.Meta.Version, "run_id": r.Meta.RunID, "seed": r.Meta.Seed,
					"shard": r.Meta.Shard, "partial": r.Meta.Partial, "played": r.Meta.Played, "config": config,
					"files": fo.Manifest.Files, "summaries": summaries})
			}
			fmt.Fprintf(out, "%s: goldfish %s, run %s, seed %d, shard %s", dir, r.Meta.Version, r.Meta.RunID, r.Meta.Seed, r.Meta.Shard)
			if r.Meta.Partial {
				fmt.Fprintf(out, ", PARTIAL (games played: %s)", playedText(r.Meta.Played))
			}
			cj, _ := json.Marshal(config)
			fmt.Fprintf(out, "\nconfig: %s\n\n", cj)
			for _, t := range tables {
				fmt.Fprintf(out, "%s: %d rows\n%s\n", t.name, t.rows, strings.Join(t.fields, "\n"))
			}
			for _, f := range fo.Manifest.Files {
				if !strings.HasSuffix(f.Name, ".arrow") || strings.Contains(f.Name, "/") {
					fmt.Fprintf(out, "%s: %d bytes\n", f.Name, f.Size)
				}
			}
			if un := fo.Unlisted(); len(un) > 0 {
				fmt.Fprintf(out, "not part of this result (its manifest does not list them): %s\n", strings.Join(un, ", "))
			}
			fmt.Fprintln(out)
			for _, s := range summaries {
				if err := s.WriteText(out); err != nil {
					return err
				}
				fmt.Fprintln(out)
			}
			switch settings.Command {
			case "compare":
				if err := printCompareFolder(out, fo); err != nil {
					return usageError{err}
				}
			case "optimize":
				if err := printSearchFolder(out, fo); err != nil {
					return usageError{err}
				}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&csv, "csv", false, "print the table of a result file as CSV")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the metadata and summaries as JSON")
	cmd.Flags().BoolVar(&charts, "chart", false, "write the charts (PNG and SVG) into the result folder (its manifest lists them)")
	return cmd
}

func newMergeCmd() *cobra.Command {
	var o outFlags
	cmd := &cobra.Command{
		Use:   "merge DIR...",
		Short: "merge shard outputs into one result",
		Long: `merge adds the counts of the shard folders of one run (simrun run --shard I/N
on N machines) into one result, exactly the single-machine result: games.arrow
too, game by game, if the shards were run with --per-game. It refuses folders
whose configurations differ (other than the shard; decklists are compared by
content, not by path), a missing or duplicate shard, partial (interrupted)
shards, and an --out that is one of the shards or holds files (unless --force).

Folders of simrun optimize --shard (or of earlier merges) merge into the
union of the games they hold: the folder each shard goes on from (--from)
at the search's next step, or that simrun optimize --resume finishes on one
machine.`,
		Example: `  simrun merge --out results/mono-red results/mono-red-shard-*
  simrun merge --out merged --compression lz4 shard0 shard1 shard2 shard3
  simrun merge --force --out merged optimize-shard-*   # a search's step`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("merge needs the shard folders (see simrun merge --help)")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.out == "" {
				return usagef("merge needs --out DIR")
			}
			codec, err := o.codec()
			if err != nil {
				return err
			}
			if err := outsideInputs(o.out, args); err != nil {
				return err
			}
			var parts []*analysis.Result
			var folders []*analysis.Folder
			shards := map[int]*analysis.Folder{}
			search := false // optimize's folders: their games are merged
			for _, dir := range args {
				fo, err := analysis.OpenFolder(dir)
				if err != nil {
					return usageError{err}
				}
				st, err := readSettings(fo)
				if err != nil {
					return usageError{err}
				}
				if len(folders) == 0 {
					search = st.Command == "optimize"
				} else if search != (st.Command == "optimize") {
					return usagef("%s and %s: an optimize's folder and another command's cannot be merged", args[0], dir)
				}
				if search {
					folders = append(folders, fo)
					continue
				}
				if len(folders) > 0 && fo.Has(DifferencesFile) != folders[0].Has(DifferencesFile) {
					return usagef("%s and %s: a compare result and a run's cannot be merged", args[0], dir)
				}
				folders = append(folders, fo)
				r, err := fo.Result()
				if err != nil {
					return usageError{err}
				}
				var si, sn int
				fmt.Sscanf(r.Meta.Shard, "%d/%d", &si, &sn)
				shards[si] = fo
				parts = append(parts, r)
			}
			if search {
				n, err := mergeSearch(folders, o.out, o.force, codec)
				if err != nil {
					return err
				}
				fmt.Fprintf(cmd.ErrOrStderr(), "simrun: merged %d folders of a search into %s (%d games of its variants)\n", len(folders), o.out, n)
				return nil
			}
			merged, err := analysis.Merge(parts...)
			if err != nil {
				return usageError{err}
			}
			merged.Meta.Version = version
			out, err := createOutput(o.out, o.mode(), "--force replaces it whole")
			if err != nil {
				return err
			}
			defer out.Abort()
			wopt := analysis.WriteOptions{Codec: codec, Parquet: o.parquet}
			if merged.Meta.Sweep == nil && merged.Meta.Config.PerGame {
				if err := mergeGames(out.Dir(), merged, shards, wopt); err != nil {
					return err
				}
			}
			if err := analysis.WriteResult(out.Dir(), merged, wopt); err != nil {
				return err
			}
			if folders[0].Has(DifferencesFile) {
				if err := mergeDifferences(out.Dir(), folders, &merged.Meta, codec); err != nil {
					return err
				}
			}
			if err := out.Commit(&merged.Meta); err != nil {
				return err
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "simrun: merged %d shards into %s\n", len(parts), o.out)
			return nil
		},
	}
	cmd.Flags().StringVar(&o.out, "out", "", "the merged result's folder (not one of the shards; refused if it holds files, unless --force)")
	cmd.Flags().StringVar(&o.compression, "compression", "zstd", "Arrow compression: zstd, lz4 or none")
	cmd.Flags().BoolVar(&o.parquet, "parquet", false, "also write Parquet copies")
	cmd.Flags().BoolVar(&o.force, "force", false, "replace whatever --out holds, whole")
	return cmd
}

// outsideInputs refuses an output folder that is one of the inputs, lies
// inside one, or holds one: merge never writes over what it reads.
func outsideInputs(out string, inputs []string) error {
	ao, err := filepath.Abs(out)
	if err != nil {
		return usageError{err}
	}
	ost, oerr := os.Stat(out)
	for _, in := range inputs {
		ai, err := filepath.Abs(in)
		if err != nil {
			return usageError{err}
		}
		ist, ierr := os.Stat(in)
		same := ao == ai || oerr == nil && ierr == nil && os.SameFile(ost, ist)
		if same || strings.HasPrefix(ao, ai+string(filepath.Separator)) || strings.HasPrefix(ai, ao+string(filepath.Separator)) {
			return usagef("--out %s: it would write over the input %s (give another folder)", out, in)
		}
	}
	return nil
}

// mergeGames writes the merged games.arrow: every shard's games, game by
// game in the order one run writes them.
func mergeGames(dir string, merged *analysis.Result, shards map[int]*analysis.Folder, wopt analysis.WriteOptions) error {
	cfg := merged.Meta.Config
	sides, err := sim.ParseSides(cfg.On)
	if err != nil {
		return usageError{err}
	}
	var names []string
	var order []analysis.DeckGames
	for _, d := range cfg.Decks {
		names = append(names, d.Name)
		order = append(order, analysis.DeckGames{Deck: d.Name, Sides: sides, Games: cfg.Games})
	}
	folders := make([]*analysis.Folder, len(shards))
	for i := range folders {
		if folders[i] = shards[i]; folders[i] == nil {
			return fmt.Errorf("shard %d missing", i)
		}
	}
	gw, err := analysis.NewGamesWriter(dir, merged.Meta, names, wopt)
	if err != nil {
		return err
	}
	if err := gw.MergeGames(folders, order); err != nil {
		gw.Abort()
		return usageError{err}
	}
	return gw.Close()
}
