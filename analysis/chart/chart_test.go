package chart

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

func compileExample(t *testing.T, file string) *decks.Compiled {
	t.Helper()
	data, err := os.ReadFile("../../decks/examples/" + file)
	if err != nil {
		t.Fatal(err)
	}
	db, err := decks.Builtin()
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
	return cd
}

// Every chart of every side is written, whole, as PNG and SVG, and nothing else.
func TestWrite(t *testing.T) {
	cd := compileExample(t, "mono-red.txt")
	cfg := sim.DefaultConfig()
	cfg.Games, cfg.Turns = 2000, 8
	res, err := sim.Run(context.Background(), cd, cfg, sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	dr := analysis.NewDeckResult(cd, res.Stats)
	r := &analysis.Result{Decks: []*analysis.DeckResult{dr}}
	dir := t.TempDir()
	if err := Write(dir, r); err != nil {
		t.Fatal(err)
	}
	prefix := chartPrefix(dr.Deck, map[string]bool{})
	var want []string
	for _, side := range []string{"play", "draw"} {
		for _, kind := range []string{"castability", "lands", "kill-turn"} {
			for _, ext := range []string{"png", "svg"} {
				want = append(want, prefix+"-"+kind+"-"+side+"."+ext)
			}
		}
	}
	checkChartFiles(t, dir, want)
}

// checkChartFiles checks dir holds exactly the files named, each a sound
// PNG of the chart's size or SVG.
func checkChartFiles(t *testing.T, dir string, want []string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	sort.Strings(got)
	sort.Strings(want)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("files written:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, name := range want {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if len(data) == 0 {
			t.Errorf("%s is empty", name)
			continue
		}
		switch filepath.Ext(name) {
		case ".png":
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			if b := img.Bounds(); b.Dx() != 768 || b.Dy() != 480 {
				t.Errorf("%s is %dx%d, want 768x480", name, b.Dx(), b.Dy())
			}
		case ".svg":
			if !bytes.HasPrefix(data, []byte("<?xml")) && !bytes.HasPrefix(data, []byte("<svg")) {
				t.Errorf("%s does not start as SVG: %q", name, data[:min(len(data), 20)])
			}
			dec := xml.NewDecoder(bytes.NewReader(data))
			for {
				_, err := dec.Token()
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					t.Errorf("%s is not well-formed XML: %v", name, err)
					break
				}
			}
		}
	}
}

// A side without games has no charts, nor a deck without listed cards a
// castability chart; names are made safe and kept apart.
func TestWriteEmpty(t *testing.T) {
	turns := 5
	st := sim.NewStats(2, turns)
	ss := &st.Sides[sim.OnDraw]
	ss.Games = 10
	ss.Kill[0], ss.Kill[3] = 4, 6
	for i := range ss.Turn {
		ss.Turn[i].Games, ss.Turn[i].Lands = 10, int64(10*(i+1))
	}
	lands := []analysis.CardMeta{{Name: "Forest"}, {Name: "Island"}}
	r := &analysis.Result{Decks: []*analysis.DeckResult{
		{Deck: "Lands / only", Cards: lands, Stats: st},
		{Deck: "Lands: only", Cards: lands, Stats: st},
		{Deck: "nothing", Cards: lands, Stats: sim.NewStats(2, turns)},
	}}
	dir := t.TempDir()
	if err := Write(dir, r); err != nil {
		t.Fatal(err)
	}
	checkChartFiles(t, dir, []string{
		"Lands-only-lands-draw.png", "Lands-only-lands-draw.svg",
		"Lands-only-kill-turn-draw.png", "Lands-only-kill-turn-draw.svg",
		"Lands-only-2-lands-draw.png", "Lands-only-2-lands-draw.svg",
		"Lands-only-2-kill-turn-draw.png", "Lands-only-2-kill-turn-draw.svg",
	})
}

func TestChartPrefix(t *testing.T) {
	used := map[string]bool{}
	for _, c := range []struct{ in, want string }{
		{"mono-red", "mono-red"},
		{"Mono Red: Burn!", "Mono-Red-Burn"},
		{"../etc/passwd", "etc-passwd"},
		{"Æther ☃", "ther"},
		{"", "deck"},
		{"???", "deck-2"},
		{"mono-red", "mono-red-2"},
	} {
		if got := chartPrefix(c.in, used); got != c.want {
			t.Errorf("chartPrefix(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// More than 12 listed cards: the first 12 are drawn, and the title says so.
func TestCastabilityChartCap(t *testing.T) {
	const turns, cards = 6, 15
	st := sim.NewStats(cards, turns)
	ss := &st.Sides[sim.OnPlay]
	ss.Games = 100
	ss.Kill[0] = 100
	var metas []analysis.CardMeta
	for id := range cards {
		metas = append(metas, analysis.CardMeta{Name: "Card " + string(rune('A'+id)), Cost: "{1}", ManaValue: id%7 + 1, Listed: id > 0})
		for tr := range turns {
			ss.Card[tr*cards+id].Castable = int64(min(100, (tr+1)*(id+1)*3))
		}
	}
	for i := range ss.Turn {
		ss.Turn[i].Games = 100
	}
	dr := &analysis.DeckResult{Deck: "many", Cards: metas, Stats: st}
	ch, err := castabilityChart(dr, sim.OnPlay)
	if err != nil {
		t.Fatal(err)
	}
	if want := "many: castable from the lands drawn, by turn (on the play), first 12 of 14 cards"; ch.title != want {
		t.Errorf("title %q, want %q", ch.title, want)
	}
	dir := t.TempDir()
	if err := Write(dir, &analysis.Result{Decks: []*analysis.DeckResult{dr}}); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, kind := range []string{"castability", "lands", "kill-turn"} {
		want = append(want, "many-"+kind+"-play.png", "many-"+kind+"-play.svg")
	}
	checkChartFiles(t, dir, want)
}
