package decks

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"slices"
	"strings"
	"testing"
)

var updateReading = flag.Bool("update-reading", false, "rewrite testdata/reading.golden from the reader")

// builtinObjects reads every card object of the built-in database straight
// from its files, apart from the database's own reading of them.
func builtinObjects(t *testing.T) []ScryfallCard {
	t.Helper()
	files, err := builtinFiles.ReadDir("cards")
	if err != nil {
		t.Fatal(err)
	}
	var out []ScryfallCard
	for _, f := range files {
		if !strings.HasSuffix(f.Name(), ".jsonl") {
			continue
		}
		data, err := builtinFiles.ReadFile("cards/" + f.Name())
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			if len(bytes.TrimSpace(sc.Bytes())) == 0 {
				continue
			}
			var o ScryfallCard
			if err := json.Unmarshal(sc.Bytes(), &o); err != nil {
				t.Fatalf("%s: %v", f.Name(), err)
			}
			out = append(out, o)
		}
	}
	return out
}

// oracleLines splits Oracle text into its non-empty lines, as printed.
func oracleLines(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
}

// TestEveryLineAccounted holds the reader to account for every line of
// every face of every built-in card: each is read into the model, or not
// needed with a reason, or reported as not modelled, and what is reported
// reaches the card's list of what the engine ignores (which `simrun cards`
// and every run print). The lines are counted from the card objects
// themselves, not from the reader's output, so a line the reader skips
// fails here.
func TestEveryLineAccounted(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	objs := builtinObjects(t)
	if len(objs) != db.Len() {
		t.Fatalf("%d card objects in the files, %d in the database", len(objs), db.Len())
	}
	var lines, read, notNeeded, partial, notModelled, manaReported int
	for i := range objs {
		o := &objs[i]
		c, ok := db.Lookup(o.Name)
		if !ok {
			t.Errorf("%s: not in the database", o.Name)
			continue
		}
		type face struct {
			name, text string
			card       *Card
		}
		faces := []face{{o.Name, o.OracleText, c}}
		if len(o.Faces) > 0 {
			faces = nil
			if len(c.Faces) != len(o.Faces) {
				t.Errorf("%s: %d faces read of %d", o.Name, len(c.Faces), len(o.Faces))
				continue
			}
			for j := range o.Faces {
				faces = append(faces, face{o.Faces[j].Name, o.Faces[j].OracleText, &c.Faces[j]})
			}
		}
		unmodelled := c.Unmodelled()
		for _, f := range faces {
			want := oracleLines(f.text)
			if len(f.card.Lines) != len(want) {
				t.Errorf("%s: %d lines accounted for of %d: %q", f.name, len(f.card.Lines), len(want), want)
				continue
			}
			for _, l := range f.card.Lines {
				lines++
				switch l.Status {
				case LineRead:
					read++
				case LineNotNeeded:
					notNeeded++
				case LinePartial:
					partial++
				case LineNotModelled:
					notModelled++
				default:
					t.Errorf("%s: line %q has no status", f.name, l.Text)
				}
				if l.Note == "" {
					t.Errorf("%s: line %q (%v) says nothing of why", f.name, l.Text, l.Status)
				}
				if l.Status.Reported() {
					if !slices.Contains(unmodelled, l.Note) {
						t.Errorf("%s: line %q is not modelled but not reported (%q)", f.name, l.Text, unmodelled)
					}
					if l.Mana {
						manaReported++
					}
				}
			}
		}
	}
	t.Logf("%d cards, %d lines: %d read, %d not needed, %d partly modelled, %d not modelled (%d of those of mana, lands or entering)",
		len(objs), lines, read, notNeeded, partial, notModelled, manaReported)
}

// TestReadingGolden compares the reading of every built-in card (Describe,
// a line a card) with testdata/reading.golden: a change of a template shows
// in review as the cards whose reading it moved. go test ./decks -run
// TestReadingGolden -update-reading rewrites it.
func TestReadingGolden(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, c := range db.Cards() {
		parts := c.Describe()
		for i := range parts {
			parts[i] = strings.TrimSpace(parts[i])
		}
		b.WriteString(strings.Join(parts, " | "))
		b.WriteByte('\n')
	}
	const path = "testdata/reading.golden"
	if *updateReading {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./decks -run TestReadingGolden -update-reading makes it)", err)
	}
	got := strings.Split(b.String(), "\n")
	exp := strings.Split(string(want), "\n")
	diffs := 0
	for i := 0; i < max(len(got), len(exp)) && diffs < 10; i++ {
		var g, e string
		if i < len(got) {
			g = got[i]
		}
		if i < len(exp) {
			e = exp[i]
		}
		if g != e {
			t.Errorf("reading of card %d moved:\n got  %s\n want %s", i+1, g, e)
			diffs++
		}
	}
	if diffs > 0 {
		t.Log("if the change is meant, go test ./decks -run TestReadingGolden -update-reading")
	}
}

// The accounting's templates, each with its examples.
func TestLineAccounting(t *testing.T) {
	for _, tc := range []struct {
		name, typ, text string
		status          []LineStatus
		note            string // the last line's note, when it matters
		check           func(*Card) bool
	}{
		{"Keyword Soup", "Creature — Test", "Flying, haste", []LineStatus{LineRead}, "haste; flying: " + whyNoBlocks, func(c *Card) bool { return c.Haste }},
		{"Evasive", "Creature — Test", "Flying\nTrample", []LineStatus{LineNotNeeded, LineNotNeeded}, "trample: " + whyNoBlocks, nil},
		{"Pro Red", "Creature — Test", "Protection from red and from white", []LineStatus{LineNotNeeded}, "protection: " + whyNoTargets, nil},
		{"Swifty", "Creature — Test", "Haste\nProwess", []LineStatus{LineRead, LineNotModelled}, "prowess", func(c *Card) bool { return c.Haste }},
		{"Mixed", "Creature — Test", "Flying, lifelink", []LineStatus{LinePartial}, "lifelink", nil},
		{"Suspender", "Sorcery", "Suspend 1—{R} (Rather than cast this card from your hand, pay {R} and exile it.)\nSuspender deals 3 damage to any target.",
			[]LineStatus{LineNotModelled, LineRead}, "damage to the opponent", func(c *Card) bool { return c.Damage == 3 }},
		{"Helix", "Instant", "Helix deals 3 damage to any target and you gain 3 life.", []LineStatus{LinePartial}, "and you gain 3 life", func(c *Card) bool { return c.Damage == 3 }},
		{"Spike", "Sorcery", "Spike deals 3 damage to target player or planeswalker.", []LineStatus{LineRead}, "damage to the opponent", nil},
		{"Whisper", "Sorcery", "You draw two cards and you lose 2 life.", []LineStatus{LinePartial}, "and you lose 2 life", func(c *Card) bool { return c.Draw == 2 }},
		{"Drifter", "Creature — Test", "Flying\nWhen Drifter enters, draw two cards.\nEvoke {2}{U}", []LineStatus{LineNotNeeded, LineRead, LineNotModelled}, "evoke {2}{u}", func(c *Card) bool { return c.Draw == 2 }},
		{"Probe", "Sorcery", "({U/P} can be paid with either {U} or 2 life.)\nDraw a card.", []LineStatus{LineNotNeeded, LineRead}, "cards drawn", nil},
		{"Wall", "Creature — Wall", "Defender\nWall can't be blocked.", []LineStatus{LineRead, LineNotNeeded}, whyNoBlocks, func(c *Card) bool { return c.Defender }},
		{"Counter", "Instant", "Counter target spell.", []LineStatus{LineNotNeeded}, "", func(c *Card) bool { return c.Idle && len(c.Unmodelled()) == 1 }},
		{"Crypt", "Land", "{2}, {T}: Add {B} for each creature card in your graveyard.", []LineStatus{LineNotModelled}, "{2}, {t}: add {b} for each creature card in your graveyard.",
			func(c *Card) bool { return len(c.ManaUnmodelled()) == 1 }},
		{"Granted", "Enchantment", `Creatures you control have "{T}: Add {G}. Draw a card."`, []LineStatus{LineNotModelled}, "", nil},
	} {
		sc := ScryfallCard{Name: tc.name, TypeLine: tc.typ, OracleText: tc.text}
		c, err := CardFromScryfall(&sc)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var got []LineStatus
		for _, l := range c.Lines {
			got = append(got, l.Status)
		}
		if !slices.Equal(got, tc.status) {
			t.Errorf("%s: statuses %v, want %v (%+v)", tc.name, got, tc.status, c.Lines)
			continue
		}
		if last := c.Lines[len(c.Lines)-1]; tc.note != "" && last.Note != tc.note {
			t.Errorf("%s: note %q, want %q", tc.name, last.Note, tc.note)
		}
		if tc.check != nil && !tc.check(&c) {
			t.Errorf("%s: read as %+v", tc.name, c)
		}
	}
}

func TestSentences(t *testing.T) {
	got := sentences(`creatures you control have "{t}: add {g}." draw a card. scry 1`)
	want := []string{`creatures you control have "{t}: add {g}."`, "draw a card.", "scry 1"}
	if !slices.Equal(got, want) {
		t.Errorf("sentences: %q, want %q", got, want)
	}
}
