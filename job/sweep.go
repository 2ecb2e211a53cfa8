package job

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/decks/decklist"
	"github.com/goldfishsim/goldfish/sim"
)

// A sweep job file (TOML):
//
//	out = "results/land-study"   # any flag of simrun sweep: the default of every combination
//	games = "1M"
//	turns = 7
//
//	[[deck]]                     # a decklist file (relative to the job file) ...
//	file = "mono-red.txt"
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

// Sweep is a sweep job: decks times parameter axes times deck variations.
type Sweep struct {
	File     string
	Text     string       // the job file's text
	Settings []Assignment // the top-level keys: flags of simrun sweep
	Decks    []SweepDeck
	Axes     []Axis // by name
	Vary     []Vary
	Split    []Split
}

// SweepDeck is a [[deck]]: a file or an inline list.
type SweepDeck struct {
	Name, File, List string
	Line             int
}

// Axis is a setting of [axes] and its values, in the order given.
type Axis struct {
	Key, Name string // as written; the setting's name
	Values    []string
	Line      int
}

// Vary is a [[vary]]: counts of one card, another filling the deck.
type Vary struct {
	Deck, Card string
	Counts     []int
	Fill       string
	Line       int
}

// Split is a [[split]]: counts of several cards, their total kept.
type Split struct {
	Deck   string
	Cards  []string
	Counts [][]int
	Line   int
}

type fileJob struct {
	Decks []struct {
		Name string `toml:"name"`
		File string `toml:"file"`
		List string `toml:"list"`
	} `toml:"deck"`
	Axes map[string][]any `toml:"axes"`
	Vary []struct {
		Deck   string `toml:"deck"`
		Card   string `toml:"card"`
		Counts []int  `toml:"counts"`
		Fill   string `toml:"fill"`
	} `toml:"vary"`
	Split []struct {
		Deck   string   `toml:"deck"`
		Cards  []string `toml:"cards"`
		Counts [][]int  `toml:"counts"`
	} `toml:"split"`
}

var sweepTables = map[string]bool{"deck": true, "axes": true, "vary": true, "split": true}

// ReadSweep reads a sweep job file (at most MaxJobBytes). Every mistake is
// an error naming the file and, where it can, the line: an unknown key in a
// table, a negative count, an axis that is not a setting a sweep varies.
func ReadSweep(path string) (*Sweep, error) {
	data, err := ReadFile(path, MaxJobBytes, "sweep job")
	if err != nil {
		return nil, err
	}
	return ParseSweep(path, data)
}

// ParseSweep reads a sweep job from its text; path names it in messages and
// decklist files are found relative to it.
func ParseSweep(path string, data []byte) (*Sweep, error) {
	var raw map[string]any
	md, err := toml.Decode(string(data), &raw)
	if err != nil {
		return nil, tomlError(path, err)
	}
	s := &Sweep{File: path, Text: string(data)}
	// A table's name given a plain value (axes = 3) would decode as no
	// table at all: the job would run without it, silently.
	for name := range sweepTables {
		v, ok := raw[name]
		if !ok {
			continue
		}
		_, isTable := v.(map[string]any)
		_, isTables := v.([]map[string]any)
		if name == "axes" && !isTable || name != "axes" && !isTables {
			want := "[[" + name + "]] tables"
			if name == "axes" {
				want = "an [axes] table"
			}
			kind := map[string]string{"Integer": "a number", "Float": "a number", "String": "a string", "Bool": "a boolean",
				"Array": "a list", "Hash": "a table"}[md.Type(name)]
			if kind == "" {
				kind = "another kind of value"
			}
			return nil, &FileError{path, keyLine(data, "", 0, name), fmt.Sprintf("%s: want %s, not %s", name, want, kind)}
		}
	}
	if s.Settings, err = assignments(path, data, &md, raw, sweepTables); err != nil {
		return nil, err
	}
	var fj fileJob
	md, err = toml.Decode(string(data), &fj)
	if err != nil {
		return nil, tomlError(path, err)
	}
	for _, k := range md.Undecoded() {
		if len(k) >= 2 && sweepTables[k[0]] {
			return nil, &FileError{path, keyLineAny(data, k[0], k[len(k)-1]),
				fmt.Sprintf("[%s]: unknown key %q (want %s)", k[0], clip(k[len(k)-1]), tableKeys[k[0]])}
		}
	}
	if len(fj.Decks) == 0 {
		return nil, &FileError{path, 0, "no [[deck]]"}
	}
	for i, d := range fj.Decks {
		s.Decks = append(s.Decks, SweepDeck{Name: d.Name, File: d.File, List: d.List, Line: tableLine(data, "deck", i)})
	}
	for k, vals := range fj.Axes {
		a := Axis{Key: k, Name: strings.ReplaceAll(k, "_", "-"), Line: keyLine(data, "axes", 0, k)}
		if !isAxis(a.Name) {
			return nil, &FileError{path, a.Line, fmt.Sprintf("[axes] %q: want one of %s", k, strings.Join(axisNames(), ", "))}
		}
		if len(vals) == 0 {
			return nil, &FileError{path, a.Line, fmt.Sprintf("[axes] %q has no values", k)}
		}
		for _, v := range vals {
			switch v.(type) {
			case string, bool, int64, float64:
				if slices.Contains(a.Values, fmt.Sprint(v)) {
					return nil, &FileError{path, a.Line, fmt.Sprintf("[axes] %q: %v is given twice (the same combination would be played twice)", k, v)}
				}
				a.Values = append(a.Values, fmt.Sprint(v))
			default:
				return nil, &FileError{path, a.Line, fmt.Sprintf("[axes] %q: %v is not a string, number or boolean", k, v)}
			}
		}
		s.Axes = append(s.Axes, a)
	}
	sort.Slice(s.Axes, func(i, j int) bool { return s.Axes[i].Key < s.Axes[j].Key })
	for i, v := range fj.Vary {
		line := tableLine(data, "vary", i)
		if v.Deck == "" || v.Card == "" || len(v.Counts) == 0 {
			return nil, &FileError{path, line, "[[vary]] needs deck, card and counts"}
		}
		for j, n := range v.Counts {
			if n < 0 || n > sim.MaxLibrary {
				return nil, &FileError{path, line, fmt.Sprintf("[[vary]] of %s: count %d: want 0 to %d", v.Deck, n, sim.MaxLibrary)}
			}
			if slices.Contains(v.Counts[:j], n) {
				return nil, &FileError{path, line, fmt.Sprintf("[[vary]] of %s: count %d is given twice", v.Deck, n)}
			}
		}
		for _, o := range s.Vary {
			if o.Deck == v.Deck && decks.NormalName(o.Card) == decks.NormalName(v.Card) {
				return nil, &FileError{path, line, fmt.Sprintf("a second [[vary]] of %s on %s (the first is on line %d): the later would set the count the first did, under both labels; give one with every count", v.Deck, v.Card, o.Line)}
			}
		}
		s.Vary = append(s.Vary, Vary{Deck: v.Deck, Card: v.Card, Counts: v.Counts, Fill: v.Fill, Line: line})
	}
	for i, sp := range fj.Split {
		line := tableLine(data, "split", i)
		if sp.Deck == "" || len(sp.Cards) == 0 || len(sp.Counts) == 0 {
			return nil, &FileError{path, line, "[[split]] needs deck, cards and counts"}
		}
		for _, counts := range sp.Counts {
			if len(counts) != len(sp.Cards) {
				return nil, &FileError{path, line, fmt.Sprintf("[[split]] of %s: %v has %d counts for %d cards", sp.Deck, counts, len(counts), len(sp.Cards))}
			}
			for _, n := range counts {
				if n < 0 || n > sim.MaxLibrary {
					return nil, &FileError{path, line, fmt.Sprintf("[[split]] of %s: count %d: want 0 to %d", sp.Deck, n, sim.MaxLibrary)}
				}
			}
		}
		s.Split = append(s.Split, Split{Deck: sp.Deck, Cards: sp.Cards, Counts: sp.Counts, Line: line})
	}
	return s, nil
}

var tableKeys = map[string]string{"deck": "name, file or list", "vary": "deck, card, counts or fill", "split": "deck, cards or counts", "axes": "settings"}

// keyLineAny finds key in any [table] or [[table]] of the file.
func keyLineAny(data []byte, table, key string) int {
	for i := 0; i < 1000; i++ {
		if tableLine(data, table, i) == 0 {
			break
		}
		if l := keyLine(data, table, i, key); l > 0 {
			return l
		}
	}
	return 0
}

func isAxis(name string) bool {
	for _, s := range Settings() {
		if s.Name == name {
			return s.Axis
		}
	}
	return false
}

func axisNames() []string {
	var out []string
	for _, s := range Settings() {
		if s.Axis {
			out = append(out, s.Name)
		}
	}
	return out
}

// Variant is a deck of the sweep as played: its list after the variations.
type Variant struct {
	Deck  string
	Label string // "land:B=24", "" for the list as written
	List  decklist.List
	File  string // where the list was read from (the job file for an inline one)
}

// MaxCombinations bounds a sweep's combinations (decks, their variations
// and the parameter axes multiplied): each is resolved and compiled before
// the first game, so a few lines of axes could otherwise fill the memory.
const MaxCombinations = 10_000

// axesProduct is how many combinations each deck variant makes, at most
// MaxCombinations+1.
func (s *Sweep) axesProduct() int {
	n := 1
	for _, a := range s.Axes {
		n = min(n*max(len(a.Values), 1), MaxCombinations+1)
	}
	return n
}

// tooMany says a job's combinations would pass MaxCombinations.
func (s *Sweep) tooMany(line int, what string) error {
	return &FileError{s.File, line, fmt.Sprintf("%s gives more than %d combinations (decks x variations x axes): split the job into smaller ones", what, MaxCombinations)}
}

// Variants reads every deck of the job and applies its variations; the
// combinations they and the axes make are counted as they grow, and refused
// past MaxCombinations before any is made.
func (s *Sweep) Variants() ([]*Variant, error) {
	var out []*Variant
	names := map[string]bool{}
	per := s.axesProduct()
	if per > MaxCombinations {
		line := 0
		if len(s.Axes) > 0 {
			line = s.Axes[0].Line
		}
		return nil, s.tooMany(line, "[axes]")
	}
	grows := func(line, n int, what string) error {
		if (len(out)+n)*per > MaxCombinations {
			return s.tooMany(line, what)
		}
		return nil
	}
	for i, d := range s.Decks {
		var data []byte
		var file string
		ferr := func(format string, args ...any) error {
			return &FileError{s.File, d.Line, fmt.Sprintf("deck %d: ", i+1) + fmt.Sprintf(format, args...)}
		}
		switch {
		case d.File != "" && d.List != "":
			return nil, ferr("both file and list")
		case d.File != "":
			p := d.File
			if !filepath.IsAbs(p) {
				if q := filepath.Join(filepath.Dir(s.File), p); exists(q) || !exists(p) {
					p = q
				}
			}
			b, err := ReadFile(p, MaxDeckBytes, "decklist")
			if err != nil {
				return nil, ferr("%v", err)
			}
			data, file = b, p
		case d.List != "":
			if len(d.List) > MaxDeckBytes {
				return nil, ferr("its list has %d bytes; a decklist is at most %d KiB", len(d.List), MaxDeckBytes>>10)
			}
			data, file = []byte(d.List), s.File
		default:
			return nil, ferr("neither file nor list")
		}
		list, err := decklist.ParseList(file, data)
		if err != nil {
			return nil, err
		}
		if d.List != "" { // the lines of an inline list are the job file's
			inlineLines(&list, []byte(s.Text), i)
		}
		name := d.Name
		if name == "" {
			name = list.Name
		}
		if name == "" {
			name = strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
		}
		if names[name] {
			return nil, ferr("a second deck named %q (give one a name)", name)
		}
		names[name] = true
		base := []*Variant{{Deck: name, List: list, File: file}}
		for _, v := range s.Vary {
			if v.Deck != name {
				continue
			}
			if err := grows(v.Line, len(base)*len(v.Counts), "[[vary]] of "+name); err != nil {
				return nil, err
			}
			var next []*Variant
			for _, b := range base {
				for _, n := range v.Counts {
					l, err := SetCount(b.List, v.Card, n, v.Fill)
					if err != nil {
						return nil, &FileError{s.File, v.Line, fmt.Sprintf("[[vary]] of %s: %v", name, err)}
					}
					next = append(next, &Variant{Deck: name, Label: joinLabel(b.Label, fmt.Sprintf("%s=%d", v.Card, n)), List: l, File: file})
				}
			}
			base = next
		}
		for _, sp := range s.Split {
			if sp.Deck != name {
				continue
			}
			if err := grows(sp.Line, len(base)*len(sp.Counts), "[[split]] of "+name); err != nil {
				return nil, err
			}
			var next []*Variant
			for _, b := range base {
				for _, counts := range sp.Counts {
					l := b.List
					var parts []string
					total, was := 0, 0
					for j, c := range sp.Cards {
						was += CountOf(b.List, c)
						total += counts[j]
						var err error
						if l, err = SetCount(l, c, counts[j], ""); err != nil {
							return nil, &FileError{s.File, sp.Line, fmt.Sprintf("[[split]] of %s: %v", name, err)}
						}
						parts = append(parts, fmt.Sprintf("%s=%d", c, counts[j]))
					}
					if total != was {
						return nil, &FileError{s.File, sp.Line, fmt.Sprintf("[[split]] of %s: %v adds up to %d, the deck has %d of those cards", name, counts, total, was)}
					}
					next = append(next, &Variant{Deck: name, Label: joinLabel(b.Label, strings.Join(parts, ",")), List: l, File: file})
				}
			}
			base = next
		}
		if err := grows(d.Line, len(base), "deck "+name); err != nil {
			return nil, err
		}
		out = append(out, base...)
	}
	for _, v := range s.Vary {
		if !names[v.Deck] {
			return nil, &FileError{s.File, v.Line, fmt.Sprintf("[[vary]] names deck %q, which the job lacks", v.Deck)}
		}
	}
	for _, sp := range s.Split {
		if !names[sp.Deck] {
			return nil, &FileError{s.File, sp.Line, fmt.Sprintf("[[split]] names deck %q, which the job lacks", sp.Deck)}
		}
	}
	return out, nil
}

// inlineLines renumbers the entries of the index-th deck's inline list by
// the job file's lines, so that an error names the card's own line, not
// the list's or its [[deck]]'s.
func inlineLines(list *decklist.List, text []byte, index int) {
	at := keyLine(text, "deck", index, "list")
	if at == 0 {
		return
	}
	first := strings.Split(string(text), "\n")[at-1]
	_, rest, _ := strings.Cut(first, "=")
	rest = strings.TrimSpace(rest)
	var offset int
	switch {
	case rest == `"""` || rest == "'''": // the text starts on the next line
		offset = at
	case strings.HasPrefix(rest, `"""`) || strings.HasPrefix(rest, "'''"):
		offset = at - 1
	default: // one line, its entries by escapes: all on it
		for j := range list.Entries {
			list.Entries[j].Line = at
		}
		return
	}
	for j := range list.Entries {
		list.Entries[j].Line += offset
	}
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func joinLabel(a, b string) string {
	if a == "" {
		return b
	}
	return a + "," + b
}

// CountOf returns the main-deck count of card in a list.
func CountOf(l decklist.List, card string) int {
	n := 0
	for _, e := range l.Entries {
		if e.Section == decklist.Main && decks.NormalName(e.Name) == decks.NormalName(card) {
			n += e.Count
		}
	}
	return n
}

// SetCount returns the list with the main-deck count of card set to n; with
// fill, the count of fill changes by the opposite amount (the deck size kept).
func SetCount(l decklist.List, card string, n int, fill string) (decklist.List, error) {
	if n < 0 {
		return l, fmt.Errorf("count %d of %q: want 0 or more", n, card)
	}
	was := CountOf(l, card)
	if was == 0 {
		return l, fmt.Errorf("the deck has no %q in its main deck", card)
	}
	if fill != "" && CountOf(l, fill) == 0 {
		return l, fmt.Errorf("the deck has no %q to fill with", fill)
	}
	out := decklist.List{Format: l.Format, Name: l.Name}
	seen := false
	for _, e := range l.Entries {
		if e.Section == decklist.Main && decks.NormalName(e.Name) == decks.NormalName(card) {
			if seen {
				continue
			}
			seen = true
			e.Count = n
		} else if fill != "" && e.Section == decklist.Main && decks.NormalName(e.Name) == decks.NormalName(fill) {
			e.Count -= n - was
			if e.Count < 0 {
				return l, fmt.Errorf("%d %s leaves %d %s", n, card, e.Count, fill)
			}
		}
		if e.Count > 0 {
			out.Entries = append(out.Entries, e)
		}
	}
	return out, nil
}

// ListText writes a list back as plain text, as a decklist file would hold it.
func ListText(l decklist.List) string {
	var b strings.Builder
	for _, e := range l.Entries {
		prefix := ""
		switch e.Section {
		case decklist.Sideboard, decklist.Companion, decklist.Maybeboard:
			prefix = "SB: "
		case decklist.Commander:
			prefix = "// commander\n"
		}
		fmt.Fprintf(&b, "%s%d %s\n", prefix, e.Count, e.Name)
	}
	return b.String()
}

// Combo is one combination of a sweep: a deck variant and axis values.
type Combo struct {
	sweep   *Sweep
	ID      int
	Variant *Variant
	Label   string // "mulligan=london on=play"
	Params  Params // the base settings with the axis values set
}

// Combos lays out every combination in a fixed order (the variants, then
// the axes by name, values in the order given), each with base's settings
// and its axis values.
func (s *Sweep) Combos(vs []*Variant, base Params) ([]Combo, error) {
	if len(vs)*s.axesProduct() > MaxCombinations {
		return nil, s.tooMany(0, "the job")
	}
	var out []Combo
	for _, v := range vs {
		idx := make([]int, len(s.Axes))
		for {
			c := Combo{sweep: s, ID: len(out), Variant: v, Params: base}
			var parts []string
			for i, a := range s.Axes {
				val := a.Values[idx[i]]
				if err := c.Params.Set(a.Name, val); err != nil {
					return nil, &FileError{s.File, a.Line, fmt.Sprintf("[axes] %v", err)}
				}
				parts = append(parts, a.Key+"="+val)
			}
			c.Label = strings.Join(parts, " ")
			out = append(out, c)
			i := len(idx) - 1
			for ; i >= 0; i-- {
				if idx[i]++; idx[i] < len(s.Axes[i].Values) {
					break
				}
				idx[i] = 0
			}
			if i < 0 {
				break
			}
		}
	}
	return out, nil
}

// Prepared is a combination ready to play.
type Prepared struct {
	Combo
	Sim    sim.Config
	Deck   *decks.Compiled
	Config Config
}

// Prepare resolves a combination: its settings into an engine
// configuration (getenv for the shard), its deck in db, compiled and
// checked against the engine's limits. It returns the warnings too.
func (c Combo) Prepare(db *decks.Database, getenv func(string) string, src CardSources) (Prepared, []string, error) {
	p := Prepared{Combo: c}
	cfg, err := c.Params.Resolve(getenv)
	if err != nil {
		err = fmt.Errorf("combination %d (%s): %w", c.ID, strings.TrimSpace(c.Variant.Deck+" "+c.Label), err)
		// A setting the job file gives: its line.
		var ce *sim.ConfigError
		if errors.As(err, &ce) && c.sweep != nil {
			for _, a := range c.sweep.Axes {
				if a.Name == ce.Setting {
					return p, nil, &FileError{c.sweep.File, a.Line, "[axes] " + err.Error()}
				}
			}
			for _, a := range c.sweep.Settings {
				if a.Name == ce.Setting {
					return p, nil, &FileError{c.sweep.File, a.Line, err.Error()}
				}
			}
		}
		return p, nil, err
	}
	d, warnings, err := decks.Resolve(c.Variant.File, c.Variant.List, db,
		decks.ResolveOptions{Format: cfg.Format, AllowCopies: c.Params.AllowCopies || c.Variant.Label != ""})
	if err != nil {
		return p, warnings, err
	}
	d.Name = c.Variant.Deck
	cd, err := CompileDeck(c.Variant.File, d)
	if err != nil {
		return p, warnings, err
	}
	p.Sim, p.Deck = cfg, cd
	p.Config = NewConfig(&c.Params, cfg, src, []Deck{NewDeck(c.Variant.Deck, c.Variant.File, ListText(c.Variant.List))})
	return p, warnings, nil
}

// Record describes the sweep for its combined result.
func (s *Sweep) Record(combinations, shard, shards int) SweepRecord {
	return SweepRecord{File: s.File, SHA256: SHA256(s.Text), Job: s.Text, Combinations: combinations, Shard: shard, Shards: shards}
}
