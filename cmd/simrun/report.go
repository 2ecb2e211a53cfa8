package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/analysis/report"
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/job"
)

func newReportCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "report DIR...",
		Short: "write a result folder's report.html: tables and charts in one self-contained page",
		Long: `report writes report.html into each result folder (a run's or a sweep's): the
run's configuration, the summary tables with their 95% intervals, the charts as
inline SVG (castability by card and turn as a heat map, land drops and mana by
turn, the kill-turn distribution with the share never killed), what the engine
does not model, and for a sweep a table across its combinations. The page needs
no server and no network; it follows the system's dark or light theme and
prints. The folder is checked against its manifest first, and its manifest then
lists the report. run --report and sweep --report write it as they finish.
Of a compare's folder (and with compare --report) it also shows, for each deck
after the first, its differences from the first beyond noise with their
paired intervals.`,
		Example: `  simrun report results/mono-red
  simrun report results/land-count-sweep results/mono-red
  simrun report results/compare-ub-24-island-vs-ub-watery-grave
  simrun run --report --games 100k decks/examples/mono-red.txt   # then open results/mono-red/report.html`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("report needs at least one result folder (see simrun report --help)")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			for _, dir := range args {
				if st, err := os.Stat(dir); err != nil || !st.IsDir() {
					return usagef("%s: not a result folder", dir)
				}
				fo, err := analysis.OpenFolder(dir)
				if err != nil {
					return usageError{err}
				}
				settings, err := readSettings(fo)
				if err != nil {
					return usageError{err}
				}
				if settings.Command == "optimize" {
					return usagef("%s: an optimize's result has no report (simrun inspect %s prints its ranking and winner)", dir, dir)
				}
				r, err := analysis.ReadResult(dir)
				if err != nil {
					return usageError{err}
				}
				p, err := report.New(r, report.Options{Unmodelled: unmodelledFrom(dir, r)})
				if err != nil {
					return usageError{fmt.Errorf("%s: %w", dir, err)}
				}
				if settings.Command == "compare" {
					rows, err := readDiffRows(fo)
					if err != nil {
						return usageError{err}
					}
					names, diffs, err := rows.diffs()
					if err != nil {
						return err
					}
					p.Sections = append(p.Sections, compareSections(names, diffs, 60)...)
				}
				if err := analysis.Amend(dir, p.WriteFile); err != nil {
					return err
				}
				fmt.Fprintf(os.Stderr, "simrun: wrote %s\n", filepath.Join(dir, report.File))
			}
			return nil
		},
	}
	return cmd
}

// writeReport writes the report of a result just made into dir; compiled
// gives each deck as compiled for the run, whose unmodelled list is known
// (empty or not).
func writeReport(dir string, r *analysis.Result, compiled func(*analysis.DeckResult) *decks.Compiled, sections ...report.Section) error {
	p, err := report.New(r, report.Options{Unmodelled: func(dr *analysis.DeckResult) ([]analysis.Unmodelled, bool) {
		cd := compiled(dr)
		if cd == nil {
			return nil, false
		}
		return unmodelledOf(cd), true
	}})
	if err != nil {
		return err
	}
	p.Sections = append(p.Sections, sections...)
	return p.WriteFile(dir)
}

func unmodelledOf(cd *decks.Compiled) []analysis.Unmodelled {
	out := []analysis.Unmodelled{}
	for _, u := range cd.Unmodelled {
		out = append(out, analysis.Unmodelled{Card: u.Card, Ignored: u.What})
	}
	return out
}

// unmodelledFrom finds what the engine ignores of a read-back result's
// decks by resolving their decklists again (a run's manifest holds their
// text; a sweep's parts hold each combination's) with the card database in
// use, the run's --cards file if it is still there. A deck that no longer
// resolves is not known, and the report says so.
func unmodelledFrom(dir string, r *analysis.Result) func(*analysis.DeckResult) ([]analysis.Unmodelled, bool) {
	lists := map[int]job.Config{} // by sweep combination (0 for a run)
	if r.Sweep {
		for _, c := range r.Configs {
			if fo, err := analysis.OpenFolder(filepath.Join(dir, "parts", fmt.Sprintf("%04d", c.ID))); err == nil {
				lists[c.ID] = fo.Meta().Config
			}
		}
	} else {
		lists[0] = r.Meta.Config
	}
	dbs := map[string]*decks.Database{} // by --cards file, read once
	return func(dr *analysis.DeckResult) ([]analysis.Unmodelled, bool) {
		cfg, ok := lists[dr.ConfigID]
		if !ok {
			return nil, false
		}
		cards := ""
		if cfg.Cards != "" {
			if _, err := os.Stat(cfg.Cards); err != nil {
				return nil, false
			}
			cards = cfg.Cards
		}
		for _, d := range cfg.Decks {
			if d.Name != dr.Deck || d.List == "" {
				continue
			}
			db, ok := dbs[cards]
			if !ok {
				var err error
				if db, _, err = database(cards); err != nil {
					return nil, false
				}
				dbs[cards] = db
			}
			format, err := decks.ParseFormat(cfg.Format)
			if err != nil {
				return nil, false
			}
			dk, _, err := decks.LoadDeck(d.File, []byte(d.List), db, decks.ResolveOptions{Format: format, AllowCopies: true})
			if err != nil {
				return nil, false
			}
			cd, err := decks.Compile(dk)
			if err != nil {
				return nil, false
			}
			return unmodelledOf(cd), true
		}
		return nil, false
	}
}
