package decks

// Checks of the data files themselves: the built-in card database
// (cards/*.jsonl, abridged Scryfall card objects) and the example decklists
// (examples/). They read the files from disk with the standard library only,
// so they say what is wrong with the data even while the package's own reader
// is being changed.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/goldfishsim/goldfish/mana"
)

// cdtFace is one face of a multi-face card. Pointers tell a missing field
// from an empty one.
type cdtFace struct {
	Name       *string `json:"name"`
	ManaCost   *string `json:"mana_cost"`
	TypeLine   *string `json:"type_line"`
	OracleText *string `json:"oracle_text"`
	Power      *string `json:"power"`
	Toughness  *string `json:"toughness"`
	Loyalty    *string `json:"loyalty"`
}

// cdtCard is the abridged Scryfall card object the database files hold. Any
// other field is an error (DisallowUnknownFields), which catches misspelt keys.
type cdtCard struct {
	Name          *string   `json:"name"`
	Layout        *string   `json:"layout"`
	ManaCost      *string   `json:"mana_cost"`
	CMC           *float64  `json:"cmc"`
	TypeLine      *string   `json:"type_line"`
	OracleText    *string   `json:"oracle_text"`
	Power         *string   `json:"power"`
	Toughness     *string   `json:"toughness"`
	Loyalty       *string   `json:"loyalty"`
	ProducedMana  []string  `json:"produced_mana"`
	ColorIdentity []string  `json:"color_identity"`
	Keywords      []string  `json:"keywords"`
	CardFaces     []cdtFace `json:"card_faces"`
}

type cdtEntry struct {
	file string
	line int
	card cdtCard
}

func (e cdtEntry) String() string {
	return fmt.Sprintf("cards/%s:%d (%s)", e.file, e.line, cdtStr(e.card.Name))
}

func cdtStr(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// cdtFiles are the database files, each of which must exist and be sorted.
var cdtFiles = []string{"basics.jsonl", "lands.jsonl", "mana.jsonl", "spells.jsonl"}

// cdtLoad reads every database line; malformed lines are reported and skipped.
func cdtLoad(t *testing.T) []cdtEntry {
	t.Helper()
	found, err := filepath.Glob(filepath.Join("cards", "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range cdtFiles {
		if !cdtContains(found, filepath.Join("cards", want)) {
			t.Errorf("cards/%s is missing", want)
		}
	}
	var all []cdtEntry
	for _, path := range found {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Base(path)
		if !utf8.Valid(data) {
			t.Errorf("cards/%s is not valid UTF-8", file)
		}
		if len(data) > 0 && data[len(data)-1] != '\n' {
			t.Errorf("cards/%s does not end with a newline", file)
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for n := 1; sc.Scan(); n++ {
			line := sc.Bytes()
			if len(bytes.TrimSpace(line)) == 0 {
				t.Errorf("cards/%s:%d: blank line", file, n)
				continue
			}
			dec := json.NewDecoder(bytes.NewReader(line))
			dec.DisallowUnknownFields()
			var c cdtCard
			if err := dec.Decode(&c); err != nil {
				t.Errorf("cards/%s:%d: not a card object: %v", file, n, err)
				continue
			}
			if dec.More() {
				t.Errorf("cards/%s:%d: more than one JSON value on the line", file, n)
				continue
			}
			all = append(all, cdtEntry{file, n, c})
		}
		if err := sc.Err(); err != nil {
			t.Fatalf("cards/%s: %v", file, err)
		}
	}
	if len(all) < 500 {
		t.Errorf("the database holds %d cards, want at least 500", len(all))
	}
	return all
}

func cdtContains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// cdtIsType reports whether a type line (one face's) has the card type typ,
// such as "Land" or "Creature", before the em dash.
func cdtIsType(typeLine, typ string) bool {
	head, _, _ := strings.Cut(typeLine, "—")
	for _, w := range strings.Fields(head) {
		if w == typ {
			return true
		}
	}
	return false
}

var cdtLayouts = map[string]bool{"normal": false, "modal_dfc": true, "transform": true, "split": true,
	"adventure": true, "flip": true}

// cdtCheckFace checks the fields every face (or single-faced card) needs and
// returns its parsed cost.
func cdtCheckFace(t *testing.T, where string, name, cost, typeLine, text, power, toughness *string) (mana.Cost, bool) {
	t.Helper()
	ok := true
	for _, f := range []struct {
		key string
		v   *string
	}{{"name", name}, {"mana_cost", cost}, {"type_line", typeLine}, {"oracle_text", text}} {
		if f.v == nil {
			t.Errorf("%s: no %q", where, f.key)
			ok = false
		}
	}
	if !ok {
		return mana.Cost{}, false
	}
	if *name == "" || strings.TrimSpace(*name) != *name {
		t.Errorf("%s: bad name %q", where, *name)
	}
	c, err := mana.ParseCost(*cost)
	if err != nil {
		t.Errorf("%s: mana_cost: %v", where, err)
		return mana.Cost{}, false
	}
	if *cost != "" && !strings.HasPrefix(*cost, "{") {
		t.Errorf("%s: mana_cost %q is not in Scryfall's brace form", where, *cost)
	}
	if strings.Contains(*typeLine, " - ") || strings.TrimSpace(*typeLine) == "" {
		t.Errorf("%s: type_line %q (Scryfall separates subtypes with an em dash)", where, *typeLine)
	}
	if cdtIsType(*typeLine, "Land") && *cost != "" {
		t.Errorf("%s: a land with mana cost %q", where, *cost)
	}
	if cdtIsType(*typeLine, "Creature") && (power == nil || toughness == nil) {
		t.Errorf("%s: a creature without power and toughness", where)
	}
	if (power == nil) != (toughness == nil) {
		t.Errorf("%s: power without toughness or the other way round", where)
	}
	if strings.Contains(*text, "enters the battlefield") && !strings.Contains(*text, "leaves the battlefield") {
		// The 2024 Oracle templates say "enters"; "leaves the battlefield" is still current.
		t.Errorf("%s: pre-2024 wording %q", where, "enters the battlefield")
	}
	if strings.Contains(*text, "\r") || strings.HasSuffix(*text, "\n") || strings.HasPrefix(*text, "\n") {
		t.Errorf("%s: oracle_text has a stray line break", where)
	}
	return c, true
}

func TestCardsDataObjects(t *testing.T) {
	for _, e := range cdtLoad(t) {
		c := e.card
		where := e.String()
		if c.Name == nil || c.Layout == nil || c.TypeLine == nil {
			t.Errorf("%s: name, layout and type_line are required", where)
			continue
		}
		multi, known := cdtLayouts[*c.Layout]
		if !known {
			t.Errorf("%s: unknown layout %q", where, *c.Layout)
			continue
		}
		texts := []string{}
		var mv float64
		if !multi {
			if len(c.CardFaces) != 0 {
				t.Errorf("%s: layout normal with card_faces", where)
			}
			cost, ok := cdtCheckFace(t, where, c.Name, c.ManaCost, c.TypeLine, c.OracleText, c.Power, c.Toughness)
			if !ok {
				continue
			}
			texts = append(texts, *c.OracleText)
			mv = float64(cost.ManaValue())
		} else {
			if len(c.CardFaces) < 2 {
				t.Errorf("%s: layout %s needs two card_faces", where, *c.Layout)
				continue
			}
			if c.ManaCost != nil || c.OracleText != nil || c.Power != nil {
				t.Errorf("%s: a multi-face card keeps mana_cost, oracle_text and power on its faces only", where)
			}
			var names, types []string
			for i, f := range c.CardFaces {
				fw := fmt.Sprintf("%s face %d", where, i)
				cost, ok := cdtCheckFace(t, fw, f.Name, f.ManaCost, f.TypeLine, f.OracleText, f.Power, f.Toughness)
				if !ok {
					continue
				}
				names = append(names, *f.Name)
				types = append(types, *f.TypeLine)
				texts = append(texts, *f.OracleText)
				switch {
				case *c.Layout == "split":
					mv += float64(cost.ManaValue())
				case i == 0:
					mv = float64(cost.ManaValue())
				}
			}
			if len(names) == len(c.CardFaces) {
				if want := strings.Join(names, " // "); *c.Name != want {
					t.Errorf("%s: name should be the faces' names joined: %q", where, want)
				}
				if want := strings.Join(types, " // "); *c.TypeLine != want {
					t.Errorf("%s: type_line should be the faces' type lines joined: %q", where, want)
				}
			}
		}
		if c.CMC == nil {
			t.Errorf("%s: no cmc", where)
		} else if math.Abs(*c.CMC-mv) > 1e-9 {
			t.Errorf("%s: cmc %v, the mana cost says %v", where, *c.CMC, mv)
		}
		adds := false
		for _, s := range texts {
			if strings.Contains(s, "Add {") {
				adds = true
			}
		}
		if adds && len(c.ProducedMana) == 0 {
			t.Errorf("%s: its text adds mana but produced_mana is empty", where)
		}
		cdtCheckLetters(t, where, "produced_mana", c.ProducedMana, "WUBRGC")
		cdtCheckLetters(t, where, "color_identity", c.ColorIdentity, "WUBRG")
	}
}

// cdtCheckLetters checks a Scryfall colour array: known letters, no repeats,
// in Scryfall's (alphabetical) order.
func cdtCheckLetters(t *testing.T, where, key string, list []string, allowed string) {
	t.Helper()
	for i, s := range list {
		if len(s) != 1 || !strings.Contains(allowed, s) {
			t.Errorf("%s: %s has %q", where, key, s)
		}
		if i > 0 && list[i-1] >= s {
			t.Errorf("%s: %s %v is not sorted or has a repeat", where, key, list)
		}
	}
}

func TestCardsDataNamesAndOrder(t *testing.T) {
	all := cdtLoad(t)
	seen := map[string]string{}
	byFile := map[string][]string{}
	for _, e := range all {
		if e.card.Name == nil {
			continue
		}
		byFile[e.file] = append(byFile[e.file], *e.card.Name)
		keys := []string{*e.card.Name}
		for _, f := range e.card.CardFaces {
			if f.Name != nil {
				keys = append(keys, *f.Name)
			}
		}
		own := map[string]bool{}
		for _, k := range keys {
			low := strings.ToLower(k)
			if own[low] {
				continue
			}
			own[low] = true
			if prev, dup := seen[low]; dup {
				t.Errorf("%s: the name %q is already used by %s", e, k, prev)
				continue
			}
			seen[low] = e.String()
		}
	}
	for file, names := range byFile {
		if !sort.StringsAreSorted(names) {
			for i := 1; i < len(names); i++ {
				if names[i-1] > names[i] {
					t.Errorf("cards/%s: not sorted by name: %q before %q", file, names[i-1], names[i])
					break
				}
			}
		}
	}
}

// cdtDeckEntry is one decklist line: how many, which card, which section.
type cdtDeckEntry struct {
	line  int
	count int
	name  string
	side  bool // sideboard (or maybeboard): not part of the deck's size
	cmdr  bool
}

var (
	cdtCountRe  = regexp.MustCompile(`^(\d+)x?\s+(.+)$`)
	cdtSetRe    = regexp.MustCompile(`\s+\([A-Za-z0-9]{2,6}\)(\s+\S+)?$`)
	cdtCatRe    = regexp.MustCompile(`\s*\[([^\]]*)\]\s*$`)
	cdtDekRe    = regexp.MustCompile(`<Cards\s[^>]*>`)
	cdtAttrRe   = regexp.MustCompile(`(\w+)="([^"]*)"`)
	cdtHeaderRe = regexp.MustCompile(`(?i)^(deck|main|mainboard|sideboard|commander|companion|maybeboard):?$`)
)

// cdtParseDeck extracts the entries of an example decklist with a simple
// line-based reading of its format (.dek XML, Forge .dck, or text: plain,
// Arena, Moxfield, Archidekt).
func cdtParseDeck(t *testing.T, path string) []cdtDeckEntry {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []cdtDeckEntry
	switch filepath.Ext(path) {
	case ".dek":
		for _, m := range cdtDekRe.FindAllIndex(data, -1) {
			attrs := map[string]string{}
			for _, a := range cdtAttrRe.FindAllStringSubmatch(string(data[m[0]:m[1]]), -1) {
				attrs[a[1]] = a[2]
			}
			n, err := strconv.Atoi(attrs["Quantity"])
			if err != nil {
				t.Errorf("%s: bad Quantity in %s", path, data[m[0]:m[1]])
				continue
			}
			line := bytes.Count(data[:m[0]], []byte("\n")) + 1
			name := strings.NewReplacer("&apos;", "'", "&amp;", "&", "&quot;", "\"").Replace(attrs["Name"])
			out = append(out, cdtDeckEntry{line: line, count: n, name: name, side: attrs["Sideboard"] == "true"})
		}
		return out
	case ".dck":
		section := ""
		for i, raw := range strings.Split(string(data), "\n") {
			s := strings.TrimSpace(raw)
			if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
				section = strings.ToLower(strings.Trim(s, "[]"))
				continue
			}
			if s == "" || (section != "main" && section != "sideboard" && section != "commander") {
				continue
			}
			m := cdtCountRe.FindStringSubmatch(s)
			if m == nil {
				t.Errorf("%s:%d: not a card line: %q", path, i+1, s)
				continue
			}
			n, _ := strconv.Atoi(m[1])
			name, _, _ := strings.Cut(m[2], "|")
			out = append(out, cdtDeckEntry{line: i + 1, count: n, name: strings.TrimSpace(name),
				side: section == "sideboard", cmdr: section == "commander"})
		}
		return out
	}
	side, cmdr := false, false
	for i, raw := range strings.Split(string(data), "\n") {
		s := strings.TrimSpace(raw)
		if s == "" {
			if len(out) > 0 {
				side = true // a blank line after the main deck starts the sideboard
			}
			continue
		}
		if strings.HasPrefix(s, "//") || strings.HasPrefix(s, "#") {
			continue
		}
		if m := cdtHeaderRe.FindStringSubmatch(s); m != nil {
			h := strings.ToLower(m[1])
			side = h == "sideboard" || h == "maybeboard"
			cmdr = h == "commander" || h == "companion"
			continue
		}
		isSB := false
		if rest, ok := strings.CutPrefix(s, "SB:"); ok {
			s, isSB = strings.TrimSpace(rest), true
		}
		e := cdtDeckEntry{line: i + 1, side: side || isSB, cmdr: cmdr}
		if m := cdtCatRe.FindStringSubmatch(s); m != nil {
			s = strings.TrimSpace(s[:len(s)-len(m[0])])
			cats := strings.ToLower(m[1])
			e.cmdr = e.cmdr || strings.Contains(cats, "commander")
			e.side = e.side || strings.Contains(cats, "sideboard") || strings.Contains(cats, "maybeboard")
		}
		m := cdtCountRe.FindStringSubmatch(s)
		if m == nil {
			t.Errorf("%s:%d: not a card line: %q", path, i+1, s)
			continue
		}
		e.count, _ = strconv.Atoi(m[1])
		e.name = strings.TrimSpace(cdtSetRe.ReplaceAllString(m[2], ""))
		out = append(out, e)
	}
	return out
}

// cdtDecks are the example decks and the size of each one's main deck
// (commander included).
var cdtDecks = map[string]int{
	"mono-red.txt":         60,
	"azorius-midrange.txt": 60,
	"green-ramp.dek":       60,
	"dark-ritual.txt":      60,
	"limited-40.dck":       40,
	"commander-100.txt":    100,
}

func TestCardsDataExampleDecks(t *testing.T) {
	known := map[string]cdtCard{} // full names and front-face names
	for _, e := range cdtLoad(t) {
		if e.card.Name == nil {
			continue
		}
		known[*e.card.Name] = e.card
		if len(e.card.CardFaces) > 0 && e.card.CardFaces[0].Name != nil {
			known[*e.card.CardFaces[0].Name] = e.card
		}
	}
	files, err := filepath.Glob(filepath.Join("examples", "*"))
	if err != nil {
		t.Fatal(err)
	}
	for name := range cdtDecks {
		if !cdtContains(files, filepath.Join("examples", name)) {
			t.Errorf("examples/%s is missing", name)
		}
	}
	for _, path := range files {
		base := filepath.Base(path)
		size, ok := cdtDecks[base]
		if !ok {
			continue
		}
		entries := cdtParseDeck(t, path)
		main, commanders := 0, 0
		copies := map[string]int{}
		for _, e := range entries {
			c, ok := known[e.name]
			if !ok {
				t.Errorf("%s:%d: %q is not in the card database", path, e.line, e.name)
				continue
			}
			if e.count < 1 {
				t.Errorf("%s:%d: count %d", path, e.line, e.count)
			}
			if e.side {
				continue
			}
			main += e.count
			if e.cmdr {
				commanders += e.count
			}
			if c.TypeLine == nil || !strings.HasPrefix(*c.TypeLine, "Basic ") {
				copies[e.name] += e.count
			}
		}
		if main != size {
			t.Errorf("%s: the deck has %d cards, want %d", path, main, size)
		}
		limit := 4
		if size == 100 {
			limit = 1
			if commanders != 1 {
				t.Errorf("%s: %d commanders, want 1", path, commanders)
			}
		}
		for n, k := range copies {
			if k > limit && size != 40 {
				t.Errorf("%s: %d copies of %q, at most %d allowed", path, k, n, limit)
			}
		}
	}
}
