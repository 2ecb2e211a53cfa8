package bench

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
)

// The documents quote figures and tests; these tests fail when a quote
// drifts from its source (the README once quoted figures two builds old, and
// bench/README.md cited a test that did not exist).

func readDoc(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", path))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// section returns the text of a document from the heading to the next
// heading of the same level.
func section(t *testing.T, doc, heading string) string {
	t.Helper()
	i := strings.Index(doc, "\n"+heading+"\n")
	if i < 0 {
		t.Fatalf("no section %q", heading)
	}
	rest := doc[i+len(heading)+2:]
	level := heading[:strings.Index(heading, " ")+1]
	if j := strings.Index(rest, "\n"+level); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// latestTable returns bench/README.md's first table with a "now" column:
// the measurements of the last build (newer sections go above older ones).
func latestTable(t *testing.T, bench string) string {
	t.Helper()
	for _, block := range strings.Split(bench, "\n\n") {
		lines := strings.Split(strings.TrimSpace(block), "\n")
		if len(lines) > 2 && strings.HasPrefix(lines[0], "|") && strings.Contains(lines[0], "| now |") {
			return block
		}
	}
	t.Fatal(`bench/README.md has no table with a "now" column`)
	return ""
}

// figure matches a quoted speed: "965 ns", "7,989 ns", "1.04 M games/s", "125k games/s".
var figure = regexp.MustCompile(`\b\d[\d,.]*(?: ns\b| ?[kM] games/s)`)

func TestQuotedSpeedsAreBenchREADMEs(t *testing.T) {
	table := latestTable(t, readDoc(t, "bench/README.md"))
	quotes := map[string]string{
		"README.md":            section(t, readDoc(t, "README.md"), "## How fast"),
		"docs/ARCHITECTURE.md": section(t, readDoc(t, "docs/ARCHITECTURE.md"), "### Performance"),
	}
	for doc, text := range quotes {
		found := figure.FindAllString(text, -1)
		if doc == "README.md" && len(found) < 4 {
			t.Errorf("%s quotes %d speed figures (%q): the check would show nothing", doc, len(found), found)
		}
		for _, f := range found {
			// "1.14 M games/s" is written "1.14 M games/s" in the table; "125k games/s" likewise.
			if !strings.Contains(table, f) {
				t.Errorf("%s quotes %q, which bench/README.md's latest table does not hold:\n%s", doc, f, table)
			}
		}
	}
}

// cited matches a test, fuzz test or benchmark named in backquotes.
var cited = regexp.MustCompile("`((?:Test|Fuzz|Benchmark)[A-Z][A-Za-z0-9_]*)")

func TestCitedTestsExist(t *testing.T) {
	funcs := map[string]bool{}
	decl := regexp.MustCompile(`(?m)^func ((?:Test|Fuzz|Benchmark)[A-Za-z0-9_]*)\(`)
	err := filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) && path != ".." {
			return filepath.SkipDir
		}
		if strings.HasSuffix(path, "_test.go") {
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, m := range decl.FindAllStringSubmatch(string(b), -1) {
				funcs[m[1]] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, doc := range []string{"README.md", "bench/README.md", "docs/ARCHITECTURE.md", "results/README.md"} {
		for _, m := range cited.FindAllStringSubmatch(readDoc(t, doc), -1) {
			n++
			if !funcs[m[1]] {
				t.Errorf("%s cites %s, which no _test.go file declares", doc, m[1])
			}
		}
	}
	if n < 10 {
		t.Errorf("only %d tests cited: the pattern finds nothing", n)
	}
}

// "about 3,000 cards": the README and decks/doc.go say how many cards the
// built-in database holds, to within a tenth.
func TestQuotedCardCount(t *testing.T) {
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	about := regexp.MustCompile(`about (\d[\d,]*)\s+(?://\s+)?cards`)
	for _, doc := range []string{"README.md", "decks/doc.go"} {
		m := about.FindStringSubmatch(readDoc(t, doc))
		if m == nil {
			t.Errorf("%s does not say how many cards the built-in database holds (\"about N cards\")", doc)
			continue
		}
		n, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
		if have := db.Len(); n*10 < have*9 || n*10 > have*11 {
			t.Errorf("%s says about %d cards; the built-in database holds %d", doc, n, have)
		}
	}
}

// The README shows the Slurm array script that CI submits through sbatch
// (.ci/slurm.sh): the block after "the file `docs/slurm-array.sh`" is that
// file, byte for byte.
func TestREADMEShowsTheSlurmScript(t *testing.T) {
	readme, script := readDoc(t, "README.md"), readDoc(t, "docs/slurm-array.sh")
	_, after, ok := strings.Cut(readme, "the file `docs/slurm-array.sh`:\n\n```bash\n")
	if !ok {
		t.Fatal("README.md does not show docs/slurm-array.sh")
	}
	block, _, ok := strings.Cut(after, "```\n")
	if !ok || block != script {
		t.Errorf("README.md's Slurm script differs from docs/slurm-array.sh:\n%s\nwant:\n%s", block, script)
	}
	if !strings.Contains(readDoc(t, ".ci/slurm.sh"), "docs/slurm-array.sh") || !strings.Contains(readDoc(t, ".ci/run"), ".ci/slurm.sh") {
		t.Error("CI does not submit docs/slurm-array.sh (.ci/run -> .ci/slurm.sh)")
	}
}
