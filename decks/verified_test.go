package decks

// The verification record: every built-in card (cards/*.jsonl) was compared
// with an independent public source, Forge's card scripts or XMage's card
// list (its Utils/mtg-cards-data.txt, one line per printing; where XMage's
// line and the entry disagreed, Forge's script settled it), and what was
// found is recorded per card in cards/verified*.tsv (one file per batch of
// cards verified; every file has the same columns). This
// test holds the database to that record: a built-in card without a record,
// a record without a card, or a mana cost, type line, power/toughness or
// layout that differs from the recorded verified value fails, so an edit
// that breaks a verified fact fails too.

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// verifiedFiles are the record files.
const verifiedFiles = "cards/verified*.tsv"

// verifiedNotFound lists the built-in cards whose source script could not be
// read: each has a record that says so and verifies nothing. The list may
// only shrink; a card added to it needs the reason in its record.
var verifiedNotFound = []string{}

var verifiedColumns = []string{"card", "source", "compared", "mana_cost", "type_line", "pt", "layout", "date", "outcome"}

// verifiedRecord is one line of a record file.
type verifiedRecord struct {
	file                                    string
	line                                    int
	card, source, compared, cost, types, pt string
	layout, date, outcome                   string
}

var (
	reVerifiedSource = regexp.MustCompile(`^Card-Forge/forge (forge-gui/res/cardsfolder/[a-z0-9]/[a-z0-9_]+\.txt) @[0-9a-f]{40}$`)
	// XMage's card list (one line per printing: name, set, number, cost,
	// type, power, toughness, text); the record names the printing read.
	reVerifiedXMage = regexp.MustCompile(`^magefree/mage Utils/mtg-cards-data\.txt @[0-9a-f]{40} \(([^#;()]+ #[0-9a-z]+)(?:; ([^#;()]+ #[0-9a-z]+))*\)$`)
	reVerifiedDate  = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
)

// readVerified reads the record files: in each, comment lines (#), the
// header, then one tab-separated line per card.
func readVerified(t *testing.T) []verifiedRecord {
	t.Helper()
	files, err := filepath.Glob(verifiedFiles)
	if err != nil || len(files) == 0 {
		t.Fatalf("no record files %s: %v", verifiedFiles, err)
	}
	var out []verifiedRecord
	for _, file := range files {
		out = append(out, readVerifiedFile(t, file)...)
	}
	return out
}

func readVerifiedFile(t *testing.T, verifiedFile string) []verifiedRecord {
	t.Helper()
	data, err := os.ReadFile(verifiedFile)
	if err != nil {
		t.Fatal(err)
	}
	var out []verifiedRecord
	header := false
	for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		n := i + 1
		if strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if !header {
			if !slices.Equal(fields, verifiedColumns) {
				t.Fatalf("%s:%d: header %q, want %q", verifiedFile, n, fields, verifiedColumns)
			}
			header = true
			continue
		}
		if len(fields) != len(verifiedColumns) {
			t.Errorf("%s:%d: %d fields, want %d", verifiedFile, n, len(fields), len(verifiedColumns))
			continue
		}
		for j, f := range fields {
			if strings.TrimSpace(f) == "" || strings.TrimSpace(f) != f {
				t.Errorf("%s:%d: empty or padded %s %q", verifiedFile, n, verifiedColumns[j], f)
			}
		}
		out = append(out, verifiedRecord{verifiedFile, n, fields[0], fields[1], fields[2], fields[3], fields[4], fields[5], fields[6], fields[7], fields[8]})
	}
	if !header {
		t.Fatalf("%s: no header", verifiedFile)
	}
	return out
}

// forgeScriptPath is where Forge keeps a card's script: the name lower-cased,
// accents folded, a multi-face card's names joined, hyphens read as spaces,
// other punctuation dropped, spaces made underscores.
func forgeScriptPath(name string) string {
	n := strings.ReplaceAll(NormalName(name), " // ", " ")
	n = strings.ReplaceAll(n, "-", " ")
	var b strings.Builder
	for _, r := range n {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == ' ' {
			b.WriteRune(r)
		}
	}
	f := strings.Join(strings.Fields(b.String()), "_")
	return "forge-gui/res/cardsfolder/" + f[:1] + "/" + f + ".txt"
}

// verifiedValues spells a database card's compared fields as the record
// does: mana cost, type line, power/toughness and layout.
func verifiedValues(c *cdtCard) (cost, types, pt, layout string) {
	costOf := func(p *string) string {
		if p == nil || *p == "" {
			return "none"
		}
		return *p
	}
	ptOf := func(power, toughness, loyalty *string) string {
		switch {
		case power != nil && toughness != nil:
			return *power + "/" + *toughness
		case loyalty != nil:
			return "loyalty " + *loyalty
		}
		return "-"
	}
	if len(c.CardFaces) == 0 {
		return costOf(c.ManaCost), cdtStr(c.TypeLine), ptOf(c.Power, c.Toughness, c.Loyalty), cdtStr(c.Layout)
	}
	var costs, pts []string
	for _, f := range c.CardFaces {
		costs = append(costs, costOf(f.ManaCost))
		pts = append(pts, ptOf(f.Power, f.Toughness, f.Loyalty))
	}
	return strings.Join(costs, " // "), cdtStr(c.TypeLine), strings.Join(pts, " // "), cdtStr(c.Layout)
}

func TestVerifiedRecord(t *testing.T) {
	records := readVerified(t)
	byCard := map[string]verifiedRecord{}
	var notFound []string
	for _, r := range records {
		where := r.file + ":" + strconv.Itoa(r.line) + " (" + r.card + ")"
		if _, dup := byCard[r.card]; dup {
			t.Errorf("%s: a second record", where)
		}
		byCard[r.card] = r
		if !reVerifiedDate.MatchString(r.date) {
			t.Errorf("%s: date %q", where, r.date)
		}
		switch {
		case strings.HasPrefix(r.outcome, "not verified: "):
			notFound = append(notFound, r.card)
			if !strings.HasPrefix(r.source, "not found: ") {
				t.Errorf("%s: not verified, but the source is %q", where, r.source)
			}
			for _, v := range []string{r.compared, r.cost, r.types, r.pt, r.layout} {
				if v != "-" {
					t.Errorf("%s: not verified, but records a value %q", where, v)
				}
			}
			continue
		case r.outcome == "match", strings.HasPrefix(r.outcome, "match: "),
			strings.HasPrefix(r.outcome, "fixed: "), strings.HasPrefix(r.outcome, "kept: "):
		default:
			t.Errorf("%s: outcome %q is none of match, match: ..., fixed: ..., kept: ..., not verified: ...", where, r.outcome)
		}
		if reVerifiedXMage.MatchString(r.source) {
			continue
		}
		m := reVerifiedSource.FindStringSubmatch(r.source)
		if m == nil {
			t.Errorf("%s: source %q is neither \"Card-Forge/forge <path> @<commit>\" nor \"magefree/mage Utils/mtg-cards-data.txt @<commit> (<set> #<number>)\"", where, r.source)
		} else if want := forgeScriptPath(r.card); m[1] != want {
			t.Errorf("%s: source %s, but the card's script is %s", where, m[1], want)
		}
	}
	slices.Sort(notFound)
	want := slices.Clone(verifiedNotFound)
	slices.Sort(want)
	if !slices.Equal(notFound, want) {
		t.Errorf("the records not verified are %q; verifiedNotFound lists %q", notFound, want)
	}

	entries := cdtLoad(t)
	inDB := map[string]bool{}
	for _, e := range entries {
		name := cdtStr(e.card.Name)
		inDB[name] = true
		r, ok := byCard[name]
		if !ok {
			t.Errorf("%s: no record in %s", e, verifiedFiles)
			continue
		}
		if strings.HasPrefix(r.outcome, "not verified: ") {
			continue
		}
		cost, types, pt, layout := verifiedValues(&e.card)
		for _, f := range []struct{ field, db, rec string }{
			{"mana cost", cost, r.cost}, {"type line", types, r.types}, {"power/toughness", pt, r.pt}, {"layout", layout, r.layout},
		} {
			if f.db != f.rec {
				t.Errorf("%s: %s %q, but %s:%d verified %q", e, f.field, f.db, r.file, r.line, f.rec)
			}
		}
	}
	for _, r := range records {
		if !inDB[r.card] {
			t.Errorf("%s:%d: a record for %q, which is not a built-in card", r.file, r.line, r.card)
		}
	}
	t.Logf("%d built-in cards, %d records: %d verified, %d not found (%s)",
		len(entries), len(records), len(records)-len(notFound), len(notFound), strings.Join(notFound, "; "))
}
