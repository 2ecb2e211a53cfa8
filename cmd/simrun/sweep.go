package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/analysis/report"
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/job"
	"github.com/goldfishsim/goldfish/sim"
)

func newSweepCmd() *cobra.Command {
	var l logFlags
	var o outFlags
	p := job.DefaultParams()
	cmd := &cobra.Command{
		Use:   "sweep JOB.toml",
		Short: "run every combination of decks and parameters of a job file into one folder",
		Long: `sweep runs a batch job: decks (files or inline lists) times parameter axes
(games, turns, on, mulligan, keep, bottom-lands, scry, rules, format, seed) times deck
variations (land counts, colour splits), into one output folder. Each
combination is written to parts/<id>/ as it finishes (a result folder of its
own), so a rerun after a crash skips the combinations already complete; then
the folder gets castability, turns and sides tables with a config_id column,
configs.arrow naming each combination, and its manifest, written last. One
summary line is printed per combination. The job file's top-level keys are
flags of simrun sweep; the command line overrides them. A folder that holds
anything but a sweep's files is refused unless --force.`,
		Example: `  simrun sweep decks/examples/land-count-sweep.toml
  simrun sweep --out results/my-sweep --games 100k job.toml
  simrun sweep --shard 0/4 job.toml   # then simrun merge the 4 folders`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("sweep needs one job file (see simrun sweep --help)")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := l.check(); err != nil {
				return err
			}
			return runSweep(cmd, args[0], &p, &o, &l)
		},
	}
	addParams(cmd.Flags(), &p, "per-game")
	fs := cmd.Flags()
	fs.StringVar(&o.out, "out", "", "output folder (default: the job's out, or results/<job name>)")
	fs.StringVar(&o.compression, "compression", "zstd", "Arrow compression: zstd, lz4 or none")
	fs.BoolVar(&o.parquet, "parquet", false, "also write Parquet copies (zstd), for DuckDB")
	fs.BoolVar(&o.force, "force", false, "clear the output folder first, whatever it holds")
	fs.BoolVar(&o.report, "report", false, "also write report.html: every combination's tables and charts and a table across them, in one self-contained page")
	l.add(fs)
	return cmd
}

// sweepFiles are what a sweep's folder may hold: a rerun goes on in it.
var sweepFiles = map[string]bool{"parts": true, analysis.ManifestFile: true, analysis.CastabilityFile: true, analysis.TurnsFile: true,
	analysis.SidesFile: true, analysis.ConfigsFile: true, "castability.parquet": true, "turns.parquet": true, "sides.parquet": true,
	"configs.parquet": true, report.File: true}

func runSweep(cmd *cobra.Command, path string, p *job.Params, o *outFlags, l *logFlags) error {
	sw, err := job.ReadSweep(path)
	if err != nil {
		return usageError{err}
	}
	if err := applyOverlay(cmd, sw.Settings); err != nil {
		return err
	}
	dir := o.out
	if dir == "" {
		dir = filepath.Join("results", sanitize(strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))))
	}
	codec, err := o.codec()
	if err != nil {
		return err
	}
	db, cardSrc, err := database(p.Cards)
	if err != nil {
		return err
	}
	vs, err := sw.Variants()
	if err != nil {
		return usageError{err}
	}
	combos, err := sw.Combos(vs, *p)
	if err != nil {
		return usageError{err}
	}
	// Resolve and check every combination before any game.
	var preps []job.Prepared
	for _, c := range combos {
		prep, warnings, err := c.Prepare(db, os.Getenv, cardSrc)
		printWarnings(warnings)
		if errors.Is(err, decks.ErrUnknownCard) {
			return usagef("%v: %s", err, unknownFix)
		}
		if err != nil {
			var fe *job.FileError
			if !errors.As(err, &fe) { // a setting from the command line
				return settingError(err)
			}
			return usageError{err}
		}
		preps = append(preps, prep)
	}
	wopt := analysis.WriteOptions{Codec: codec, Parquet: o.parquet}

	// The folder: locked, and either new, a sweep's (a rerun goes on), or
	// cleared with --force.
	lk, err := analysis.LockFolder(dir)
	if err != nil {
		return usagef("--out %v", err)
	}
	defer lk.Unlock()
	if err := analysis.CheckFolder(dir); err != nil {
		return usagef("--out: %v", err)
	}
	// The parts are replaced one by one: never through a link to elsewhere.
	if err := analysis.CheckFolder(filepath.Join(dir, "parts")); err != nil {
		return usagef("--out: %v", err)
	}
	if why := notSweepFolder(dir); why != "" {
		if !o.force {
			return usagef("--out %s %s: --force clears the folder first", dir, why)
		}
		if err := os.RemoveAll(dir); err != nil {
			return err
		}
	}
	partsDir := filepath.Join(dir, "parts")
	if err := os.MkdirAll(partsDir, 0o755); err != nil {
		return usagef("--out: cannot create %s: %v", partsDir, err)
	}
	// Until its manifest is written again, the folder is not a result.
	if err := os.Remove(filepath.Join(dir, analysis.ManifestFile)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	ctx, stop := notifyStop(cmd.Context())
	defer stop()
	first := preps[0].Sim
	all := &analysis.Result{Sweep: true, Meta: analysis.NewSweepMeta(version, sw.Record(len(preps), first.Shard, first.Shards), first.Seed)}
	files := []string{}
	stdout := cmd.OutOrStdout()
	for _, pr := range preps {
		part := fmt.Sprintf("%04d", pr.ID)
		partDir := filepath.Join(partsDir, part)
		dr, err := sweepPart(ctx, partDir, pr, wopt, l)
		if err != nil {
			if errors.Is(err, errInterrupted) {
				return sweepStopped{partsDir}
			}
			return err
		}
		files = append(files, "parts/"+part+"/"+analysis.ManifestFile)
		fmt.Fprintf(stdout, "[%d] %s\n", pr.ID, dr.line)
		dr.dr.ConfigID = pr.ID
		all.Decks = append(all.Decks, dr.dr)
		all.Configs = append(all.Configs, analysis.SweepConfig{ID: pr.ID, Deck: pr.Variant.Deck, Variant: pr.Variant.Label, Games: pr.Sim.Games,
			Turns: pr.Sim.Turns, On: pr.Sim.Sides.String(), Mulligan: pr.Sim.Mulligan.String(), Rules: pr.Sim.Rules.String(), Config: pr.Config.Brief()})
	}
	if err := analysis.WriteResult(dir, all, wopt); err != nil {
		return err
	}
	files = append(files, analysis.CastabilityFile, analysis.TurnsFile, analysis.SidesFile, analysis.ConfigsFile)
	if o.parquet {
		files = append(files, "castability.parquet", "turns.parquet", "sides.parquet", "configs.parquet")
	}
	if !o.report { // a report of an earlier run of the sweep is not this one's
		if err := os.Remove(filepath.Join(dir, report.File)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	} else {
		byID := map[int]*decks.Compiled{}
		for _, pr := range preps {
			byID[pr.ID] = pr.Deck
		}
		if err := writeReport(dir, all, func(dr *analysis.DeckResult) *decks.Compiled { return byID[dr.ConfigID] }); err != nil {
			return err
		}
		files = append(files, report.File)
	}
	if err := analysis.WriteManifest(dir, &all.Meta, files); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "simrun: wrote %s (%d combinations)\n", dir, len(preps))
	return nil
}

// sweepStopped is a sweep stopped by a signal: no combined result is
// written (exit 130), the combinations finished are kept in their parts.
type sweepStopped struct{ parts string }

func (e sweepStopped) Error() string {
	return "interrupted: no combined result written; the combinations finished are in " + e.parts + ": run the sweep again to go on"
}
func (sweepStopped) Is(t error) bool { return t == errInterrupted }

// notSweepFolder says why dir is no sweep's folder a rerun may go on in
// ("" if it is one, or empty): it holds other files, or a run's result.
func notSweepFolder(dir string) string {
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) == 0 {
		return ""
	}
	hasParts, hasManifest := false, false
	for _, e := range entries {
		switch {
		case strings.HasPrefix(e.Name(), "."):
		case !sweepFiles[e.Name()]:
			return "holds " + e.Name() + ", which is not a sweep's"
		case e.Name() == "parts":
			hasParts = true
		case e.Name() == analysis.ManifestFile:
			hasManifest = true
		}
	}
	if hasManifest {
		fo, err := analysis.OpenFolder(dir)
		if err != nil {
			return fmt.Sprintf("holds a result that does not check (%v)", err)
		}
		if fo.Manifest.Kind != "sweep" {
			return "holds a run's result, not a sweep's"
		}
		return ""
	}
	if !hasParts {
		return "holds tables but neither a sweep's manifest nor its parts"
	}
	return ""
}

type partResult struct {
	dr   *analysis.DeckResult
	line string
}

// sweepPart plays one combination into its part folder (a result folder of
// its own), or reads it back if a run before completed it: the same
// configuration, every game played.
func sweepPart(ctx context.Context, partDir string, pr job.Prepared, wopt analysis.WriteOptions, l *logFlags) (*partResult, error) {
	if prev, err := analysis.ReadResult(partDir); err == nil && !prev.Meta.Partial && prev.Meta.Sweep == nil && len(prev.Decks) == 1 &&
		len(prev.Meta.Config.Differences(pr.Config, false)) == 0 {
		return &partResult{prev.Decks[0], strings.Join(strings.Fields(fmt.Sprintf("%s %s %s: done before, skipped", pr.Variant.Deck, pr.Variant.Label, pr.Label)), " ")}, nil
	}
	total := int64(0)
	for s := sim.OnPlay; s <= sim.OnDraw; s++ {
		if pr.Sim.Sides.Has(s) {
			total += sim.ShardGames(pr.Sim.Games, pr.Sim.Shard, pr.Sim.Shards)
		}
	}
	prog := startProgress(l, os.Stderr, fmt.Sprintf("[%d] %s", pr.ID, pr.Variant.Deck), total)
	res, err := sim.Run(ctx, pr.Deck, pr.Sim, sim.Options{Progress: prog.set})
	prog.finish()
	if err != nil {
		if res != nil && res.Partial {
			return nil, errInterrupted
		}
		return nil, usageError{fmt.Errorf("combination %d (%s): %w", pr.ID, pr.Variant.Deck, err)}
	}
	dr := analysis.NewDeckResult(pr.Deck, res.Stats).Listed()
	out, err := createOutput(partDir, analysis.Replace, "")
	if err != nil {
		return nil, err
	}
	defer out.Abort()
	part := &analysis.Result{Meta: analysis.NewMeta(version, pr.Config), Decks: []*analysis.DeckResult{dr}}
	if err := analysis.WriteResult(out.Dir(), part, wopt); err != nil {
		return nil, err
	}
	if err := out.Commit(&part.Meta); err != nil {
		return nil, err
	}
	return &partResult{dr, oneLine(pr.Variant.Deck, pr.Variant.Label, pr.Label, dr)}, nil
}

// oneLine summarises a combination: castable on curve averaged over the
// cards, the mulligan rate, the mean kill turn.
func oneLine(deck, variant, axes string, dr *analysis.DeckResult) string {
	s := analysis.Summarize(dr, 0, "", "")
	var parts []string
	for _, ss := range s.Sides {
		var sum float64
		for _, c := range ss.Cards {
			sum += c.Castable.P
		}
		mean := 0.0
		if len(ss.Cards) > 0 {
			mean = sum / float64(len(ss.Cards))
		}
		mull := 1.0
		if len(ss.Mulligans) > 0 {
			mull = 1 - ss.Mulligans[0].P
		}
		kill := "no kill"
		if ss.Killed.Hits > 0 { // the mean is over the games that killed only: their share first
			kill = fmt.Sprintf("killed by T%d in %.1f%%, mean T%.2f over those", len(ss.Turns), 100*ss.Killed.P, ss.KillMean)
		}
		parts = append(parts, fmt.Sprintf("%s: %d games, castable on curve %.1f%%, mulligans %.1f%%, %s",
			ss.Side, ss.Games, 100*mean, 100*mull, kill))
	}
	return strings.Join(strings.Fields(fmt.Sprintf("%s %s %s:", deck, variant, axes)), " ") + " " + strings.Join(parts, "; ")
}
