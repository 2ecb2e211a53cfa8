package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/spf13/cobra"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/analysis/chart"
)

func newInspectCmd() *cobra.Command {
	var csv, asJSON, charts bool
	cmd := &cobra.Command{
		Use:   "inspect PATH",
		Short: "show a result file or folder: schema, metadata and a summary",
		Long: `inspect reads a result folder (or one of its files) and prints how it was made
(the goldfish.* metadata), each file's schema and rows, and the summary a run
prints. With --csv and a file, it prints that table as CSV instead.`,
		Example: `  simrun inspect results/mono-red
  simrun inspect --csv results/mono-red/castability.arrow > castability.csv
  simrun inspect --json results/mono-red
  simrun inspect --chart results/mono-red`,
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
			r, err := analysis.ReadResult(path)
			if err != nil {
				return usageError{err}
			}
			var cfg runConfig
			_ = json.Unmarshal(r.Meta.Config, &cfg)
			var summaries []analysis.Summary
			for _, d := range r.Decks {
				summaries = append(summaries, analysis.Summarize(d, r.Meta.Seed, cfg.Rules, cfg.Mulligan))
			}
			if charts {
				dir := path
				if !st.IsDir() {
					dir = filepath.Dir(path)
				}
				if err := chart.Write(dir, r); err != nil {
					return err
				}
			}
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				return enc.Encode(map[string]any{"version": r.Meta.Version, "seed": r.Meta.Seed, "shard": r.Meta.Shard,
					"partial": r.Meta.Partial, "played": r.Meta.Played, "config": json.RawMessage(r.Meta.Config), "summaries": summaries})
			}
			dir := path
			if !st.IsDir() {
				dir = filepath.Dir(path)
			}
			fmt.Fprintf(out, "%s: goldfish %s, seed %d, shard %s", dir, r.Meta.Version, r.Meta.Seed, r.Meta.Shard)
			if r.Meta.Partial {
				fmt.Fprintf(out, ", PARTIAL (games played: %v)", r.Meta.Played)
			}
			fmt.Fprintf(out, "\nconfig: %s\n\n", compactConfig(r.Meta.Config))
			entries, _ := os.ReadDir(dir)
			var files []string
			for _, e := range entries {
				if filepath.Ext(e.Name()) == ".arrow" {
					files = append(files, e.Name())
				}
			}
			sort.Strings(files)
			for _, f := range files {
				t, _, err := analysis.ReadTable(filepath.Join(dir, f))
				if err != nil {
					return usageError{err}
				}
				fmt.Fprintf(out, "%s: %d rows\n", f, t.NumRows())
				for _, fl := range t.Schema().Fields() {
					fmt.Fprintf(out, "  %-18s %s\n", fl.Name, fl.Type)
				}
				t.Release()
			}
			fmt.Fprintln(out)
			for _, s := range summaries {
				if err := s.WriteText(out); err != nil {
					return err
				}
				fmt.Fprintln(out)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&csv, "csv", false, "print the table of a result file as CSV")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the metadata and summaries as JSON")
	cmd.Flags().BoolVar(&charts, "chart", false, "write the charts (PNG and SVG) into the result folder")
	return cmd
}

// compactConfig shows the configuration without the decklists' text.
func compactConfig(raw json.RawMessage) string {
	var m map[string]any
	if json.Unmarshal(raw, &m) != nil {
		return string(raw)
	}
	if ds, ok := m["decks"].([]any); ok {
		for _, d := range ds {
			if dm, ok := d.(map[string]any); ok {
				delete(dm, "list")
			}
		}
	}
	b, _ := json.Marshal(m)
	return string(b)
}

func newMergeCmd() *cobra.Command {
	var out string
	var o outFlags
	cmd := &cobra.Command{
		Use:   "merge DIR...",
		Short: "merge shard outputs into one result",
		Long: `merge adds the counts of the shard folders of one run (simrun run --shard I/N
on N machines) into one result, exactly the single-machine result. It refuses
folders whose configurations differ (other than the shard), a missing or
duplicate shard, and partial (interrupted) shards.`,
		Example: `  simrun merge --out results/mono-red results/mono-red-shard-*
  simrun merge --out merged --compression lz4 shard0 shard1 shard2 shard3`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("merge needs the shard folders (see simrun merge --help)")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usagef("merge needs --out DIR")
			}
			codec, err := analysis.ParseCodec(o.compression)
			if err != nil {
				return usageError{err}
			}
			var parts []*analysis.Result
			for _, dir := range args {
				r, err := analysis.ReadResult(dir)
				if err != nil {
					return usageError{err}
				}
				parts = append(parts, r)
			}
			merged, err := analysis.Merge(parts...)
			if err != nil {
				return usageError{err}
			}
			if err := checkWritable(out); err != nil {
				return err
			}
			if err := analysis.WriteResult(out, merged, analysis.WriteOptions{Codec: codec, Parquet: o.parquet}); err != nil {
				return err
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "simrun: merged %d shards into %s\n", len(parts), out)
			return nil
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "the merged result's folder")
	cmd.Flags().StringVar(&o.compression, "compression", "zstd", "Arrow compression: zstd, lz4 or none")
	cmd.Flags().BoolVar(&o.parquet, "parquet", false, "also write Parquet copies")
	return cmd
}
