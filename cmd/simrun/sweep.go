package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"syscall"

	"github.com/BurntSushi/toml"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

// A sweep job file (TOML):
//
//	out = "results/land-study"   # the output folder (default results/<job name>)
//	games = "1M"                 # any run flag: the default of every combination
//	turns = 7
//
//	[[deck]]                     # a decklist file ...
//	file = "decks/examples/mono-red.txt"
//	[[deck]]                     # ... or an inline list
//	name = "study"
//	list = """
//	24 land:B
//	36 {1}{B}{B}
//	"""
//
//	[axes]                       # every combination of these is run
//	on = ["play", "draw"]
//	rules = ["modern", "classic"]
//
//	[[vary]]                     # land counts: one card's count changes, another fills the deck
//	deck = "study"
//	card = "land:B"
//	counts = [22, 24, 26]
//	fill = "{1}{B}{B}"
//
//	[[split]]                    # colour splits: several cards' counts, the total kept
//	deck = "two-colour"
//	cards = ["land:W", "land:U"]
//	counts = [[9, 8], [10, 7]]
type jobDeck struct {
	Name string `toml:"name"`
	File string `toml:"file"`
	List string `toml:"list"`
}

type jobVary struct {
	Deck   string `toml:"deck"`
	Card   string `toml:"card"`
	Counts []int  `toml:"counts"`
	Fill   string `toml:"fill"`
}

type jobSplit struct {
	Deck   string   `toml:"deck"`
	Cards  []string `toml:"cards"`
	Counts [][]int  `toml:"counts"`
}

type jobFile struct {
	Decks []jobDeck        `toml:"deck"`
	Axes  map[string][]any `toml:"axes"`
	Vary  []jobVary        `toml:"vary"`
	Split []jobSplit       `toml:"split"`
	Flags map[string]any   `toml:"-"` // the other top-level keys: run flags
}

// variant is one deck of the sweep as played: its list after variations.
type variant struct {
	deck  string
	label string // "land:B=24", "" for the list as written
	list  decks.List
	file  string
}

// combo is one combination: a deck variant and flag values.
type combo struct {
	id    int
	v     *variant
	flags map[string]string
	label string
}

func newSweepCmd() *cobra.Command {
	var l logFlags
	cmd := &cobra.Command{
		Use:   "sweep JOB.toml",
		Short: "run every combination of decks and parameters of a job file into one folder",
		Long: `sweep runs a batch job: decks (files or inline lists) times parameter axes
(games, turns, on, mulligan, keep, bottom-lands, scry, rules, format, seed) times deck
variations (land counts, colour splits), into one output folder. Each
combination is written to parts/<id>/ as it finishes, so a rerun after a crash
skips the combinations already complete; then the folder gets castability,
turns and sides tables with a config_id column, and configs.arrow naming each
combination. One summary line is printed per combination.`,
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
			return runSweep(cmd, args[0], &l)
		},
	}
	var f simFlags
	var o outFlags
	f.add(cmd.Flags(), 1_000_000)
	o.add(cmd.Flags())
	l.add(cmd.Flags())
	cmd.Flags().Lookup("out").Usage = "output folder (default: the job's out, or results/<job name>)"
	return cmd
}

func readJob(path string) (*jobFile, error) {
	var raw map[string]any
	_, err := toml.DecodeFile(path, &raw)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return nil, usagef("%s:%d: %s", path, pe.Position.Line, pe.Message)
		}
		return nil, usageError{err}
	}
	var job jobFile
	if _, err := toml.DecodeFile(path, &job); err != nil {
		return nil, usagef("%s: %v", path, err)
	}
	job.Flags = map[string]any{}
	for k, v := range raw {
		switch k {
		case "deck", "axes", "vary", "split":
		default:
			job.Flags[k] = v
		}
	}
	if len(job.Decks) == 0 {
		return nil, usagef("%s: no [[deck]]", path)
	}
	return &job, nil
}

// variants builds every deck variant of the job.
func (job *jobFile) variants(path string, db *decks.Database) ([]*variant, error) {
	var out []*variant
	names := map[string]bool{}
	for i, d := range job.Decks {
		var data []byte
		var file string // where the list is read from, for its messages
		switch {
		case d.File != "" && d.List != "":
			return nil, usagef("%s: deck %d has both file and list", path, i+1)
		case d.File != "":
			p := d.File
			if !filepath.IsAbs(p) {
				if _, err := os.Stat(p); err != nil { // relative to the job file
					p = filepath.Join(filepath.Dir(path), d.File)
				}
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return nil, usageError{fmt.Errorf("%s: deck %d: %w", path, i+1, err)}
			}
			data, file = b, p
		case d.List != "":
			data, file = []byte(d.List), path
		default:
			return nil, usagef("%s: deck %d has neither file nor list", path, i+1)
		}
		list, err := decks.ParseList(file, data)
		if err != nil {
			return nil, usageError{err}
		}
		name := d.Name
		if name == "" {
			name = list.Name
		}
		if name == "" {
			name = strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
		}
		if names[name] {
			return nil, usagef("%s: two decks named %q (give one a name)", path, name)
		}
		names[name] = true
		base := []*variant{{deck: name, list: list, file: file}}
		for _, v := range job.Vary {
			if v.Deck != name {
				continue
			}
			var next []*variant
			for _, b := range base {
				for _, n := range v.Counts {
					l, err := setCount(b.list, v.Card, n, v.Fill)
					if err != nil {
						return nil, usagef("%s: [[vary]] of %s: %v", path, name, err)
					}
					next = append(next, &variant{deck: name, label: joinLabel(b.label, fmt.Sprintf("%s=%d", v.Card, n)), list: l, file: file})
				}
			}
			base = next
		}
		for _, sp := range job.Split {
			if sp.Deck != name {
				continue
			}
			var next []*variant
			for _, b := range base {
				for _, counts := range sp.Counts {
					if len(counts) != len(sp.Cards) {
						return nil, usagef("%s: [[split]] of %s: %v has %d counts for %d cards", path, name, counts, len(counts), len(sp.Cards))
					}
					l := b.list
					var parts []string
					total, was := 0, 0
					for j, c := range sp.Cards {
						was += countOf(b.list, c)
						total += counts[j]
						var err error
						if l, err = setCount(l, c, counts[j], ""); err != nil {
							return nil, usagef("%s: [[split]] of %s: %v", path, name, err)
						}
						parts = append(parts, fmt.Sprintf("%s=%d", c, counts[j]))
					}
					if total != was {
						return nil, usagef("%s: [[split]] of %s: %v adds up to %d, the deck has %d of those cards", path, name, counts, total, was)
					}
					next = append(next, &variant{deck: name, label: joinLabel(b.label, strings.Join(parts, ",")), list: l, file: file})
				}
			}
			base = next
		}
		out = append(out, base...)
	}
	for _, v := range job.Vary {
		if !names[v.Deck] {
			return nil, usagef("%s: [[vary]] names deck %q, which the job lacks", path, v.Deck)
		}
	}
	for _, s := range job.Split {
		if !names[s.Deck] {
			return nil, usagef("%s: [[split]] names deck %q, which the job lacks", path, s.Deck)
		}
	}
	return out, nil
}

func joinLabel(a, b string) string {
	if a == "" {
		return b
	}
	return a + "," + b
}

func countOf(l decks.List, card string) int {
	n := 0
	for _, e := range l.Entries {
		if e.Section == decks.Main && decks.NormalName(e.Name) == decks.NormalName(card) {
			n += e.Count
		}
	}
	return n
}

// setCount returns the list with the main-deck count of card set to n; with
// fill, the count of fill changes by the opposite amount (the deck size kept).
func setCount(l decks.List, card string, n int, fill string) (decks.List, error) {
	was := countOf(l, card)
	if was == 0 {
		return l, fmt.Errorf("the deck has no %q in its main deck", card)
	}
	out := decks.List{Format: l.Format, Name: l.Name}
	seen := false
	for _, e := range l.Entries {
		if e.Section == decks.Main && decks.NormalName(e.Name) == decks.NormalName(card) {
			if seen {
				continue
			}
			seen = true
			e.Count = n
		} else if fill != "" && e.Section == decks.Main && decks.NormalName(e.Name) == decks.NormalName(fill) {
			e.Count -= n - was
			if e.Count < 0 {
				return l, fmt.Errorf("%d %s leaves %d %s", n, card, e.Count, fill)
			}
		}
		if e.Count > 0 {
			out.Entries = append(out.Entries, e)
		}
	}
	if fill != "" && countOf(l, fill) == 0 {
		return l, fmt.Errorf("the deck has no %q to fill with", fill)
	}
	return out, nil
}

// listText writes a list back as plain text, for the configuration.
func listText(l decks.List) string {
	var b strings.Builder
	for _, e := range l.Entries {
		prefix := ""
		switch e.Section {
		case decks.Sideboard, decks.Companion, decks.Maybeboard:
			prefix = "SB: "
		case decks.Commander:
			prefix = "// commander\n"
		}
		fmt.Fprintf(&b, "%s%d %s\n", prefix, e.Count, e.Name)
	}
	return b.String()
}

var axisFlags = map[string]bool{"games": true, "turns": true, "seed": true, "on": true, "mulligan": true, "keep": true,
	"bottom-lands": true, "scry": true, "rules": true, "format": true}

// combos lays out every combination, in a fixed order: variants, then the
// axes by name, values in the order given.
func (job *jobFile) combos(path string, vs []*variant) ([]combo, error) {
	var keys []string
	for k := range job.Axes {
		name := strings.ReplaceAll(k, "_", "-")
		if !axisFlags[name] {
			return nil, usagef("%s: [axes] %q: want one of games, turns, seed, on, mulligan, keep, bottom-lands, scry, rules, format", path, k)
		}
		if len(job.Axes[k]) == 0 {
			return nil, usagef("%s: [axes] %q has no values", path, k)
		}
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out []combo
	for _, v := range vs {
		idx := make([]int, len(keys))
		for {
			c := combo{id: len(out), v: v, flags: map[string]string{}}
			var parts []string
			for i, k := range keys {
				val := fmt.Sprint(job.Axes[k][idx[i]])
				c.flags[strings.ReplaceAll(k, "_", "-")] = val
				parts = append(parts, k+"="+val)
			}
			c.label = strings.Join(parts, " ")
			out = append(out, c)
			i := len(idx) - 1
			for i >= 0 {
				idx[i]++
				if idx[i] < len(job.Axes[keys[i]]) {
					break
				}
				idx[i] = 0
				i--
			}
			if i < 0 {
				break
			}
		}
	}
	return out, nil
}

func runSweep(cmd *cobra.Command, path string, l *logFlags) error {
	job, err := readJob(path)
	if err != nil {
		return err
	}
	// Flag values: the command line, then the job file's top level.
	fs := cmd.Flags()
	for k, v := range job.Flags {
		name := strings.ReplaceAll(k, "_", "-")
		fl := fs.Lookup(name)
		if fl == nil {
			return usagef("%s: %q is not a flag of simrun sweep", path, k)
		}
		if !fl.Changed {
			if err := fs.Set(name, fmt.Sprint(v)); err != nil {
				return usagef("%s: %s = %v: %v", path, k, v, err)
			}
		}
	}
	get := func(name string) string { return fs.Lookup(name).Value.String() }
	dir := get("out")
	if dir == "" {
		dir = filepath.Join("results", strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)))
	}
	var base simFlags
	base.cards, base.allowCopies = get("cards"), get("allow-copies") == "true"
	db, err := base.database()
	if err != nil {
		return err
	}
	vs, err := job.variants(path, db)
	if err != nil {
		return err
	}
	combos, err := job.combos(path, vs)
	if err != nil {
		return err
	}
	codec, err := analysis.ParseCodec(get("compression"))
	if err != nil {
		return usageError{err}
	}
	wopt := analysis.WriteOptions{Codec: codec, Parquet: get("parquet") == "true"}
	// Resolve and check every combination before any game.
	type prepared struct {
		combo
		cfg  sim.Config
		cd   *decks.Compiled
		meta analysis.Meta
	}
	var preps []prepared
	for _, c := range combos {
		var f simFlags
		tmp := &cobra.Command{Use: "x"}
		f.add(tmp.Flags(), 1_000_000)
		fs.VisitAll(func(fl *pflag.Flag) {
			if t := tmp.Flags().Lookup(fl.Name); t != nil {
				_ = t.Value.Set(fl.Value.String())
			}
		})
		for k, v := range c.flags {
			if err := tmp.Flags().Set(k, v); err != nil {
				return usagef("%s: [axes] %s = %s: %v", path, k, v, err)
			}
		}
		cfg, err := f.config()
		if err != nil {
			return usageError{fmt.Errorf("%s: combination %d (%s): %w", path, c.id, c.label, err)}
		}
		d, warnings, err := decks.Resolve(c.v.file, c.v.list, db, decks.ResolveOptions{Format: cfg.Format, AllowCopies: f.allowCopies || c.v.label != ""})
		for _, w := range warnings {
			fmt.Fprintln(os.Stderr, "simrun: warning:", w)
		}
		if err != nil {
			return usageError{err}
		}
		d.Name = c.v.deck
		cd, err := decks.Compile(d)
		if err != nil {
			return usageError{err}
		}
		m := meta(cfg, &f, false, []deckConfig{{Name: c.v.deck, File: c.v.file, List: listText(c.v.list)}})
		preps = append(preps, prepared{combo: c, cfg: cfg, cd: cd, meta: m})
	}
	if err := checkWritable(filepath.Join(dir, "parts")); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	all := &analysis.Result{Sweep: true}
	jobText, _ := os.ReadFile(path)
	jobCfg, _ := json.Marshal(map[string]any{"job": string(jobText), "combinations": len(preps), "shard": preps[0].cfg.Shard, "shards": preps[0].cfg.Shards})
	all.Meta = analysis.Meta{Version: version, Config: jobCfg, Seed: preps[0].cfg.Seed, Shard: preps[0].meta.Shard}
	out := cmd.OutOrStdout()
	for _, p := range preps {
		partDir := filepath.Join(dir, "parts", fmt.Sprintf("%04d", p.id))
		var dr *analysis.DeckResult
		if prev, err := analysis.ReadResult(partDir); err == nil && !prev.Meta.Partial && len(prev.Decks) == 1 &&
			analysis.SameRun(prev.Meta.Config, p.meta.Config) == "" && prev.Meta.Seed == p.meta.Seed &&
			sameGames(prev.Decks[0], p.cfg) {
			dr = prev.Decks[0] // complete already: a rerun skips it
			fmt.Fprintf(out, "[%d] %s %s %s: done before, skipped\n", p.id, p.v.deck, p.v.label, p.label)
		} else {
			total := int64(0)
			for s := sim.OnPlay; s <= sim.OnDraw; s++ {
				if p.cfg.Sides.Has(s) {
					total += sim.ShardGames(p.cfg.Games, p.cfg.Shard, p.cfg.Shards)
				}
			}
			prog := startProgress(l, os.Stderr, fmt.Sprintf("[%d] %s", p.id, p.v.deck), total)
			res, err := sim.Run(ctx, p.cd, p.cfg, sim.Options{Progress: prog.set})
			prog.finish()
			if err != nil {
				if res != nil && res.Partial {
					return fmt.Errorf("%w; the combinations finished are in %s: rerun the sweep to go on", errInterrupted, filepath.Join(dir, "parts"))
				}
				return err
			}
			dr = analysis.NewDeckResult(p.cd, res.Stats).Listed()
			part := &analysis.Result{Meta: p.meta, Decks: []*analysis.DeckResult{dr}}
			if err := analysis.WriteResult(partDir, part, wopt); err != nil {
				return err
			}
			fmt.Fprintf(out, "[%d] %s\n", p.id, oneLine(p.v.deck, p.v.label, p.label, dr))
		}
		dr.ConfigID = p.id
		all.Decks = append(all.Decks, dr)
		all.Configs = append(all.Configs, analysis.SweepConfig{ID: p.id, Deck: p.v.deck, Variant: p.v.label, Games: p.cfg.Games,
			Turns: p.cfg.Turns, On: p.cfg.Sides.String(), Mulligan: p.cfg.Mulligan.String(), Rules: p.cfg.Rules.String(), Config: p.meta.Config})
		if ctx.Err() != nil {
			return errInterrupted
		}
	}
	if err := analysis.WriteResult(dir, all, wopt); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "simrun: wrote %s (%d combinations)\n", dir, len(preps))
	return nil
}

// sameGames reports whether a part holds the games a combination asks for.
func sameGames(dr *analysis.DeckResult, cfg sim.Config) bool {
	for s := sim.OnPlay; s <= sim.OnDraw; s++ {
		want := int64(0)
		if cfg.Sides.Has(s) {
			want = sim.ShardGames(cfg.Games, cfg.Shard, cfg.Shards)
		}
		if dr.Stats.Sides[s].Games != want {
			return false
		}
	}
	return true
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
		if ss.KillMean > 0 {
			kill = fmt.Sprintf("kill T%.2f", ss.KillMean)
		}
		parts = append(parts, fmt.Sprintf("%s: %d games, castable on curve %.1f%%, mulligans %.1f%%, %s",
			ss.Side, ss.Games, 100*mean, 100*mull, kill))
	}
	return strings.TrimSpace(fmt.Sprintf("%s %s %s: %s", deck, variant, axes, strings.Join(parts, "; ")))
}
