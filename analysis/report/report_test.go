package report

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/job"
	"github.com/goldfishsim/goldfish/sim"
)

// node is an element of the page as encoding/xml reads it in its HTML mode:
// an independent parser, not the template that wrote the page.
type node struct {
	name  string
	attr  map[string]string
	kids  []*node
	text  strings.Builder
	outer *node
}

func parse(t *testing.T, page []byte) *node {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(page))
	d.Strict, d.AutoClose, d.Entity = false, xml.HTMLAutoClose, xml.HTMLEntity
	root := &node{name: "#root", attr: map[string]string{}}
	cur := root
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the page does not parse: %v", err)
		}
		switch x := tok.(type) {
		case xml.StartElement:
			n := &node{name: x.Name.Local, attr: map[string]string{}, outer: cur}
			for _, a := range x.Attr {
				n.attr[a.Name.Local] = a.Value
			}
			cur.kids = append(cur.kids, n)
			cur = n
		case xml.EndElement:
			if cur.outer != nil {
				cur = cur.outer
			}
		case xml.CharData:
			for n := cur; n != nil; n = n.outer {
				n.text.Write(x)
			}
		}
	}
	return root
}

// all returns the elements under n named name with every class given.
func (n *node) all(name string, classes ...string) []*node {
	var out []*node
	var walk func(*node)
	walk = func(m *node) {
		for _, k := range m.kids {
			if k.name == name && hasClasses(k, classes) {
				out = append(out, k)
			}
			walk(k)
		}
	}
	walk(n)
	return out
}

func hasClasses(n *node, classes []string) bool {
	have := strings.Fields(n.attr["class"])
	for _, c := range classes {
		found := false
		for _, h := range have {
			found = found || h == c
		}
		if !found {
			return false
		}
	}
	return true
}

func (n *node) textOf() string { return strings.Join(strings.Fields(n.text.String()), " ") }

// rows returns a table's body rows as cell texts.
func rows(table *node) [][]string {
	var out [][]string
	for _, tb := range table.all("tbody") {
		for _, tr := range tb.all("tr") {
			var cells []string
			for _, td := range tr.all("td") {
				cells = append(cells, td.textOf())
			}
			out = append(out, cells)
		}
	}
	return out
}

// played runs an example deck and returns its result, as simrun run makes it.
func played(t *testing.T, file string, games int64, turns int) (*analysis.Result, *decks.Compiled) {
	t.Helper()
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("../../decks/examples/" + file)
	if err != nil {
		t.Fatal(err)
	}
	d, _, err := decks.LoadDeck(file, data, db, decks.ResolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cd, err := decks.Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	cfg := sim.DefaultConfig()
	cfg.Games, cfg.Turns = games, turns
	res, err := sim.Run(context.Background(), cd, cfg, sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p := job.DefaultParams()
	p.Games, p.Turns = games, turns
	jc := job.NewConfig(&p, cfg, job.CardSources{}, []job.Deck{job.NewDeck(cd.Name, file, string(data))})
	r := &analysis.Result{Meta: analysis.NewMeta("test", jc), Decks: []*analysis.DeckResult{analysis.NewDeckResult(cd, res.Stats).Listed()}}
	return r, cd
}

func render(t *testing.T, r *analysis.Result, opt Options) []byte {
	t.Helper()
	p, err := New(r, opt)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := p.Write(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// The page holds, for each side, the castability and turn tables and the
// three charts, every figure equal to the counts it comes from (worked out
// here from the raw counts, not from the summary the page is made of).
func TestReportShowsTheCounts(t *testing.T) {
	const games, turns = 3000, 7
	r, cd := played(t, "mono-red.txt", games, turns)
	un := []analysis.Unmodelled{{Card: "Fireblast", Ignored: "its alternative cost"}}
	page := render(t, r, Options{Unmodelled: func(*analysis.DeckResult) ([]analysis.Unmodelled, bool) { return un, true }})
	doc := parse(t, page)
	dr := r.Decks[0]
	st := dr.Stats
	var listed []int
	for id, c := range dr.Cards {
		if c.Listed {
			listed = append(listed, id)
		}
	}

	config := doc.all("table", "config")
	if len(config) != 1 {
		t.Fatalf("%d configuration tables", len(config))
	}
	settings := map[string]string{}
	for _, row := range rows(config[0]) {
		settings[row[0]] = row[1]
	}
	if settings["games"] != strconv.Itoa(games) || settings["turns"] != strconv.Itoa(turns) || settings["seed"] != "1" ||
		!strings.HasPrefix(settings["deck"], "mono-red (mono-red.txt, SHA-256 ") {
		t.Errorf("configuration: %v", settings)
	}

	sides := doc.all("div", "side")
	if len(sides) != 2 {
		t.Fatalf("%d sides, want 2", len(sides))
	}
	for si, side := range sides {
		ss := &st.Sides[si]
		if want := []string{"play", "draw"}[si]; side.attr["data-side"] != want {
			t.Errorf("side %d is %q, want %q", si, side.attr["data-side"], want)
		}
		// The castability table: a row per listed card, on its curve turn.
		tables := side.all("table", "castability")
		if len(tables) != 1 {
			t.Fatalf("side %d: %d castability tables", si, len(tables))
		}
		rs := rows(tables[0])
		if len(rs) != len(listed) {
			t.Fatalf("side %d: %d card rows, want %d", si, len(rs), len(listed))
		}
		for i, id := range listed {
			c := dr.Cards[id]
			turn := min(max(c.ManaValue, 1), turns)
			ct := ss.Card[(turn-1)*st.Cards+id]
			n := ss.Turn[turn-1].Games
			want := fmt.Sprintf("%.1f%%", 100*float64(ct.Castable)/float64(n))
			if rs[i][0] != c.Name+" "+c.Cost || rs[i][1] != strconv.Itoa(turn) || !strings.HasPrefix(rs[i][2], want+" [") {
				t.Errorf("side %d row %d: %q, want %s %s on turn %d castable %s", si, i, rs[i], c.Name, c.Cost, turn, want)
			}
		}
		// The turn table.
		tt := side.all("table", "turns")
		if len(tt) != 1 || len(rows(tt[0])) != turns {
			t.Fatalf("side %d: the turn table is missing or short", si)
		}
		for i, row := range rows(tt[0]) {
			ts := ss.Turn[i]
			if row[1] != strconv.FormatInt(ts.Games, 10) || row[3] != fmt.Sprintf("%.2f", float64(ts.Lands)/float64(ts.Games)) {
				t.Errorf("side %d turn %d: %q", si, i+1, row)
			}
		}
		// The heat map: a cell per listed card and turn, each with its counts.
		heat := side.all("svg", "heatmap")
		if len(heat) != 1 {
			t.Fatalf("side %d: %d heat maps", si, len(heat))
		}
		cells := heat[0].all("g", "cell")
		if len(cells) != len(listed)*turns {
			t.Fatalf("side %d: %d cells, want %d", si, len(cells), len(listed)*turns)
		}
		curves := 0
		for k, cell := range cells {
			id, turn := listed[k/turns], k%turns+1
			ct := ss.Card[(turn-1)*st.Cards+id]
			n := ss.Turn[turn-1].Games
			if cell.attr["data-castable"] != strconv.FormatInt(ct.Castable, 10) || cell.attr["data-games"] != strconv.FormatInt(n, 10) ||
				cell.attr["data-turn"] != strconv.Itoa(turn) {
				t.Errorf("side %d cell %d: %v, want castable %d of %d on turn %d", si, k, cell.attr, ct.Castable, n, turn)
			}
			label := cell.all("text")
			if want := fmt.Sprintf("%.0f", 100*float64(ct.Castable)/float64(n)); len(label) != 1 || label[0].textOf() != want {
				t.Errorf("side %d cell %d reads %q, want %s", si, k, cell.textOf(), want)
			}
			if hasClasses(cell, []string{"curve"}) {
				curves++
			}
		}
		if curves != len(listed) {
			t.Errorf("side %d: %d curve turns outlined, want one a card (%d)", si, curves, len(listed))
		}
		// Land drops and mana: four series, a point a turn each.
		mana := side.all("svg", "mana")
		if len(mana) != 1 || len(mana[0].all("polyline")) != 4 || len(mana[0].all("circle")) != 4*turns {
			t.Fatalf("side %d: the mana chart lacks its series", si)
		}
		for _, pt := range mana[0].all("circle", "lands") {
			tn, _ := strconv.Atoi(pt.attr["data-turn"])
			ts := ss.Turn[tn-1]
			if want := fmt.Sprintf("%.2f", float64(ts.Lands)/float64(ts.Games)); pt.attr["data-value"] != want {
				t.Errorf("side %d turn %d: lands %s, want %s", si, tn, pt.attr["data-value"], want)
			}
		}
		// The kill turns: a bar a turn and one for the games never killed,
		// together every game.
		kill := side.all("svg", "kill")
		if len(kill) != 1 {
			t.Fatalf("side %d: %d kill charts", si, len(kill))
		}
		bars := kill[0].all("g", "bar")
		if len(bars) != turns+1 {
			t.Fatalf("side %d: %d bars, want %d", si, len(bars), turns+1)
		}
		var sum int64
		for i, b := range bars {
			h, _ := strconv.ParseInt(b.attr["data-hits"], 10, 64)
			sum += h
			want := ss.Kill[(i+1)%(turns+1)] // bar i is turn i+1; the last, never
			if h != want {
				t.Errorf("side %d bar %d (%s): %d games, want %d", si, i, b.attr["data-label"], h, want)
			}
		}
		if sum != ss.Games || bars[turns].attr["data-label"] != "never" {
			t.Errorf("side %d: the bars hold %d games of %d; last bar %q", si, sum, ss.Games, bars[turns].attr["data-label"])
		}
		kt := side.all("p", "kill-text")
		if len(kt) != 1 || !strings.Contains(kt[0].textOf(), fmt.Sprintf("killed by turn %d (--turns %d) in ", turns, turns)) {
			t.Errorf("side %d: the kill line: %v", si, kt)
		}
	}
	items := doc.all("ul", "unmodelled")
	if len(items) != 1 || items[0].textOf() != "Fireblast: its alternative cost" {
		t.Errorf("not modelled: %v", items)
	}
	if cd.Name != "mono-red" {
		t.Errorf("deck %q", cd.Name)
	}
}

// The page loads nothing from elsewhere: no linked style sheet, image, frame
// or script file, no URL in its style, and a link only to its own parts.
func TestReportIsSelfContained(t *testing.T) {
	r, _ := played(t, "dark-ritual.txt", 500, 4)
	r.Decks[0].Unmodelled = nil // as read back from a folder
	page := render(t, r, Options{})
	doc := parse(t, page)
	for _, tag := range []string{"link", "img", "iframe", "object", "embed", "base", "image", "use"} {
		if n := len(doc.all(tag)); n > 0 {
			t.Errorf("the page has %d <%s>", n, tag)
		}
	}
	var walk func(*node)
	walk = func(n *node) {
		for _, k := range n.kids {
			for a, v := range k.attr {
				switch {
				case a == "src":
					t.Errorf("<%s src=%q>", k.name, v)
				case a == "href" && !strings.HasPrefix(v, "#"):
					t.Errorf("<%s href=%q>: not a link within the page", k.name, v)
				case a == "xmlns" && v != "http://www.w3.org/2000/svg":
					t.Errorf("<%s xmlns=%q>", k.name, v)
				}
			}
			walk(k)
		}
	}
	walk(doc)
	for _, s := range doc.all("style") {
		if strings.Contains(s.text.String(), "url(") || strings.Contains(s.text.String(), "@import") {
			t.Error("the style sheet loads something")
		}
	}
	if len(doc.all("script")) != 1 || doc.all("script")[0].attr["src"] != "" {
		t.Error("want one inline script (the browser check's)")
	}
	// Both themes, and print.
	style := doc.all("style")[0].text.String()
	for _, want := range []string{"prefers-color-scheme: dark", "@media print"} {
		if !strings.Contains(style, want) {
			t.Errorf("the style sheet lacks %q", want)
		}
	}
	if !bytes.Contains(page, []byte(`<p class="unmodelled-unknown">`)) {
		t.Error("a result without its unmodelled list must say it is not known")
	}
}

// A deck's name and card names come from files a user was given: they are
// text in the page, never markup.
func TestReportEscapes(t *testing.T) {
	r, _ := played(t, "mono-red.txt", 200, 3)
	evil := `<script>alert("x")</script><svg onload=alert(1)>&amp;`
	r.Decks[0].Deck = evil
	r.Decks[0].Cards[0].Name = `Goblin "Guide" <b>`
	page := render(t, r, Options{})
	doc := parse(t, page)
	if n := len(doc.all("script")); n != 1 {
		t.Errorf("%d scripts: a name became markup", n)
	}
	if len(doc.all("b")) != 0 {
		t.Error("a card name became markup")
	}
	h2 := doc.all("section", "deck")[0].all("h2")[0]
	if h2.textOf() != strings.Join(strings.Fields(evil), " ") {
		t.Errorf("the deck's heading reads %q, want the name as text", h2.textOf())
	}
	for _, svg := range doc.all("svg") {
		for _, k := range svg.all("svg") {
			t.Errorf("an svg inside an svg: %v", k.attr)
		}
		if _, ok := svg.attr["onload"]; ok {
			t.Error("an onload attribute")
		}
	}
}

// A sweep's page has a row per combination and side, its kill share the
// summary's with its interval, and a section per combination.
func TestReportSweepTable(t *testing.T) {
	a, _ := played(t, "mono-red.txt", 400, 5)
	b, _ := played(t, "dark-ritual.txt", 300, 5)
	r := &analysis.Result{Sweep: true, Meta: analysis.NewSweepMeta("test", job.SweepRecord{}, 1)}
	for i, x := range []*analysis.Result{a, b} {
		dr := x.Decks[0]
		dr.ConfigID = i
		r.Decks = append(r.Decks, dr)
		r.Configs = append(r.Configs, analysis.SweepConfig{ID: i, Deck: dr.Deck, Variant: fmt.Sprintf("v=%d", i), Games: 1, Turns: 5,
			On: "both", Mulligan: "london", Rules: "modern"})
	}
	doc := parse(t, render(t, r, Options{}))
	tables := doc.all("table", "sweep")
	if len(tables) != 1 {
		t.Fatalf("%d sweep tables", len(tables))
	}
	rs := rows(tables[0])
	if len(rs) != 4 {
		t.Fatalf("%d rows, want 2 combinations x 2 sides", len(rs))
	}
	for i, row := range rs {
		dr := r.Decks[i/2]
		ss := dr.Stats.Sides[i%2]
		killed := ss.Games - ss.Kill[0]
		want := fmt.Sprintf("%.1f%%", 100*float64(killed)/float64(ss.Games))
		if row[0] != strconv.Itoa(i/2) || row[1] != dr.Deck || row[7] != strconv.FormatInt(ss.Games, 10) || !strings.HasPrefix(row[10], want) {
			t.Errorf("row %d: %q (want deck %s, %d games, killed %s)", i, row, dr.Deck, ss.Games, want)
		}
	}
	if n := len(doc.all("section", "deck")); n != 2 {
		t.Errorf("%d deck sections, want 2", n)
	}
}
