// Package report writes a result folder as one self-contained HTML page,
// report.html: the run's configuration, the summary tables with their
// intervals, the charts as inline SVG, what the engine does not model, and
// for a sweep a table across its combinations. The page needs no server and
// no network (no file, font or script from elsewhere), reads in a dark and a
// light theme, and prints.
package report

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/sim"
)

// File is the report's name in a result folder.
const File = "report.html"

// Page is what a report shows. New fills it from a result; a command may add
// Sections of its own (a comparison's tables) before writing it.
type Page struct {
	Title    string
	Version  string
	RunID    string
	Seed     uint64
	Shard    string
	Partial  string // "" for a complete run, else the games played
	Settings []Setting
	Decks    []Deck
	Sweep    *Table // for a sweep: one row per combination
	Sections []Section
}

// Setting is one line of the configuration.
type Setting struct{ Name, Value string }

// Deck is one deck's (or sweep combination's) part of the page.
type Deck struct {
	Name   string
	Anchor string
	Label  string // a sweep combination's settings, "" for a run
	Sides  []Side
	// Unmodelled is what the engine ignores of the deck's cards;
	// UnmodelledKnown is false when the report could not tell (a result read
	// back whose decklist no longer resolves).
	Unmodelled      []analysis.Unmodelled
	UnmodelledKnown bool
}

// Side is one side of a deck: its summary, its tables and its charts.
type Side struct {
	analysis.SideSummary
	KillText    string
	Castability template.HTML // heat map of castable on curve by card and turn
	Mana        template.HTML // land drops and mana by turn
	Kill        template.HTML // the kill-turn distribution, with the games never killed
}

// Section is more content under its own heading (a table and notes).
type Section struct {
	Heading string
	Notes   []string
	Table   *Table
}

// Table is a plain table of text cells.
type Table struct {
	Class string
	Head  []string
	Rows  [][]string
}

// Options say what New cannot read from the result.
type Options struct {
	// Unmodelled says what the engine ignores of a deck's cards, and whether
	// it could tell (a result read back holds no such list); when it cannot,
	// the deck's own list is shown if it has one, else "not known".
	Unmodelled func(dr *analysis.DeckResult) ([]analysis.Unmodelled, bool)
}

// New builds the page of a result.
func New(r *analysis.Result, opt Options) (*Page, error) {
	if r == nil || len(r.Decks) == 0 {
		return nil, fmt.Errorf("report: the result holds no deck")
	}
	m := r.Meta
	p := &Page{Version: m.Version, RunID: m.RunID, Seed: m.Seed, Shard: m.Shard}
	if m.Partial {
		p.Partial = partialText(m.Played)
	}
	if r.Sweep {
		p.Title = fmt.Sprintf("sweep of %d combinations", len(r.Configs))
		p.Settings = settingsOf(m.Sweep)
		p.Sweep = sweepTable(r)
	} else {
		names := make([]string, 0, len(r.Decks))
		for _, d := range r.Decks {
			names = append(names, d.Deck)
		}
		p.Title = strings.Join(names, ", ")
		p.Settings = settingsOf(m.Config.Brief())
	}
	used := map[string]int{}
	for _, dr := range r.Decks {
		rules, mull, label := m.Config.Rules, m.Config.Mulligan, ""
		for _, c := range r.Configs {
			if c.ID == dr.ConfigID {
				rules, mull = c.Rules, c.Mulligan
				label = strings.Join(strings.Fields(fmt.Sprintf("[%d] %s on=%s mulligan=%s rules=%s", c.ID, c.Variant, c.On, c.Mulligan, c.Rules)), " ")
			}
		}
		s := analysis.Summarize(dr, m.Seed, rules, mull)
		d := Deck{Name: dr.Deck, Label: label, Anchor: anchor(dr.Deck, dr.ConfigID, used)}
		if opt.Unmodelled != nil {
			d.Unmodelled, d.UnmodelledKnown = opt.Unmodelled(dr)
		}
		if !d.UnmodelledKnown && len(dr.Unmodelled) > 0 {
			d.Unmodelled, d.UnmodelledKnown = s.Unmodelled, true
		}
		for i, ss := range s.Sides {
			side := sim.OnPlay
			if ss.Side == sim.OnDraw.String() {
				side = sim.OnDraw
			}
			sd := Side{SideSummary: s.Sides[i], KillText: ss.KillText(s.Turns)}
			sd.Castability = heatMap(dr, side, &ss)
			sd.Mana = manaChart(&ss)
			sd.Kill = killChart(&ss, s.Turns)
			d.Sides = append(d.Sides, sd)
		}
		p.Decks = append(p.Decks, d)
	}
	return p, nil
}

// anchor is a deck's id in the page: letters, digits and dashes, unique.
func anchor(name string, config int, used map[string]int) string {
	var b strings.Builder
	b.WriteString("deck-")
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	a := strings.TrimSuffix(b.String(), "-")
	if config > 0 {
		a += fmt.Sprintf("-%d", config)
	}
	used[a]++
	if n := used[a]; n > 1 {
		a += fmt.Sprintf("-%d", n)
	}
	return a
}

// settingsOf lists a configuration's settings by their JSON names, in the
// order of its fields, each decklist as its name, file and SHA-256.
func settingsOf(v any) []Setting {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil { // {
		return nil
	}
	var out []Setting
	for dec.More() {
		kt, err := dec.Token()
		if err != nil {
			return out
		}
		k, _ := kt.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return out
		}
		var s string
		if json.Unmarshal(v, &s) == nil {
			out = append(out, Setting{k, s})
			continue
		}
		var decks []struct{ Name, File, SHA256 string }
		if k == "decks" && json.Unmarshal(v, &decks) == nil {
			for _, d := range decks {
				out = append(out, Setting{"deck", fmt.Sprintf("%s (%s, SHA-256 %s)", d.Name, d.File, d.SHA256)})
			}
			continue
		}
		out = append(out, Setting{k, string(v)})
	}
	return out
}

func partialText(played map[string][2]int64) string {
	names := make([]string, 0, len(played))
	for n := range played {
		names = append(names, n)
	}
	sort.Strings(names)
	var parts []string
	for _, n := range names {
		parts = append(parts, fmt.Sprintf("%s: %d on the play, %d on the draw", n, played[n][0], played[n][1]))
	}
	return strings.Join(parts, "; ")
}

// sweepTable is one row per combination and side: castable on curve
// averaged over the cards, the mulligan rate, the share killed by the last
// turn with its interval, and the mean kill turn over those games.
func sweepTable(r *analysis.Result) *Table {
	t := &Table{Class: "sweep", Head: []string{"id", "deck", "variation", "on", "mulligan", "rules", "side", "games",
		"on curve (mean)", "mulligans", "killed by the last turn", "mean kill turn"}}
	for _, c := range r.Configs {
		for _, dr := range r.Decks {
			if dr.ConfigID != c.ID {
				continue
			}
			s := analysis.Summarize(dr, r.Meta.Seed, c.Rules, c.Mulligan)
			for _, ss := range s.Sides {
				sum := 0.0
				for _, cs := range ss.Cards {
					sum += cs.Castable.P
				}
				curve := "—"
				if len(ss.Cards) > 0 {
					curve = fmt.Sprintf("%.1f%%", 100*sum/float64(len(ss.Cards)))
				}
				mull := "—"
				if len(ss.Mulligans) > 0 {
					mull = fmt.Sprintf("%.1f%%", 100*(1-ss.Mulligans[0].P))
				}
				mean := "—"
				if ss.Killed.Hits > 0 {
					mean = fmt.Sprintf("T%.2f", ss.KillMean)
				}
				t.Rows = append(t.Rows, []string{fmt.Sprint(c.ID), c.Deck, c.Variant, c.On, c.Mulligan, c.Rules, ss.Side,
					fmt.Sprint(ss.Games), curve, mull, ss.Killed.String(), mean})
			}
		}
	}
	return t
}

//go:embed page.html.tmpl
var pageText string

var page = template.Must(template.New("page").Funcs(template.FuncMap{
	"pct":       func(p analysis.Prop) string { return fmt.Sprintf("%.1f%%", 100*p.P) },
	"f2":        func(x float64) string { return fmt.Sprintf("%.2f", x) },
	"multiline": func(s string) bool { return strings.Contains(s, "\n") },
	"note": func() string {
		return analysis.InPlayNote
	},
}).Parse(pageText))

// Write writes the page.
func (p *Page) Write(w io.Writer) error {
	return page.Execute(w, p)
}

// WriteFile writes the page as dir/report.html, whole or not at all (a
// temporary file renamed into place).
func (p *Page) WriteFile(dir string) error {
	var b bytes.Buffer
	if err := p.Write(&b); err != nil {
		return fmt.Errorf("report: %w", err)
	}
	f, err := os.CreateTemp(dir, ".report-*.html")
	if err != nil {
		return fmt.Errorf("report: %w", err)
	}
	tmp := f.Name()
	defer os.Remove(tmp)
	if _, err := f.Write(b.Bytes()); err != nil {
		f.Close()
		return fmt.Errorf("report: %w", err)
	}
	if err := f.Chmod(0o644); err != nil {
		f.Close()
		return fmt.Errorf("report: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("report: %w", err)
	}
	if err := os.Rename(tmp, filepath.Join(dir, File)); err != nil {
		return fmt.Errorf("report: %w", err)
	}
	return nil
}
