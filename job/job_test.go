package job

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/decks/decklist"
	"github.com/goldfishsim/goldfish/sim"
)

func TestParseCount(t *testing.T) {
	for in, want := range map[string]int64{"1000000": 1_000_000, "1e6": 1_000_000, "10M": 10_000_000, "250k": 250_000,
		"2.5M": 2_500_000, "1_000": 1000, "1e15": 1e15, "1e+06": 1_000_000} {
		if got, err := ParseCount(in); err != nil || got != want {
			t.Errorf("ParseCount(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "abc", "0", "-5", "1.5", "1e20", "2e15", "k", "NaN", "Inf"} {
		if _, err := ParseCount(in); err == nil {
			t.Errorf("ParseCount(%q) accepted", in)
		}
	}
}

func TestShardFrom(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, tc := range []struct {
		flag  string
		count int
		env   map[string]string
		i, n  int
		ok    bool
	}{
		{"1/4", 0, nil, 1, 4, true},
		{"", 0, nil, 0, 1, true},
		{"", 0, map[string]string{"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "4"}, 3, 4, true},
		{"", 0, map[string]string{"SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "1"}, 3, 4, true},
		{"", 0, map[string]string{"SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "4"}, 0, 0, false},
		{"", 5, map[string]string{"JOB_COMPLETION_INDEX": "2"}, 2, 5, true},
		{"", 0, map[string]string{"JOB_COMPLETION_INDEX": "2"}, 0, 0, false},
		{"4/4", 0, nil, 0, 0, false},
		{"x", 0, nil, 0, 0, false},
		{"0/0", 0, nil, 0, 0, false},
	} {
		i, n, err := ShardFrom(tc.flag, tc.count, env(tc.env))
		if (err == nil) != tc.ok || tc.ok && (i != tc.i || n != tc.n) {
			t.Errorf("ShardFrom(%q, %d, %v) = %d/%d, %v", tc.flag, tc.count, tc.env, i, n, err)
		}
		var ce *sim.ConfigError
		if err != nil && (!errors.As(err, &ce) || strings.Contains(err.Error(), "--")) {
			t.Errorf("ShardFrom(%q): %v is not a setting's error", tc.flag, err)
		}
	}
}

// Every setting reads back what Get writes, and a bad value is an error
// naming the setting (not a flag).
func TestParamsSetGet(t *testing.T) {
	values := map[string]string{"games": "250000", "turns": "7", "seed": "18446744073709551615", "on": "draw", "mulligan": "vancouver",
		"keep": "7:2-4", "bottom-lands": "2", "scry": "land-top", "rules": "classic", "format": "limited", "workers": "3",
		"shard": "1/3", "shard-count": "3", "cards": "x.json", "allow-copies": "true", "stop-at-kill": "true", "per-game": "true"}
	p := DefaultParams()
	for _, s := range Settings() {
		v, ok := values[s.Name]
		if !ok {
			t.Fatalf("no test value for %s", s.Name)
		}
		if err := p.Set(s.Name, v); err != nil {
			t.Fatalf("Set(%s, %s): %v", s.Name, v, err)
		}
		if got := p.Get(s.Name); got != v {
			t.Errorf("Get(%s) = %q after Set(%q)", s.Name, got, v)
		}
		if !IsSetting(s.Name) {
			t.Errorf("IsSetting(%s) is false", s.Name)
		}
	}
	if p.Games != 250_000 || p.Seed != 1<<64-1 || !p.PerGame || p.BottomLands != 2 {
		t.Errorf("params: %+v", p)
	}
	for name, v := range map[string]string{"games": "-3", "turns": "x", "seed": "-1", "workers": "1.5", "per-game": "maybe", "colour": "W"} {
		err := p.Set(name, v)
		var ce *sim.ConfigError
		if !errors.As(err, &ce) || ce.Setting != name || strings.Contains(err.Error(), "--") {
			t.Errorf("Set(%s, %s) = %v; want a ConfigError for %s", name, v, err, name)
		}
	}
}

func TestResolve(t *testing.T) {
	p := DefaultParams()
	cfg, err := p.Resolve(func(string) string { return "" })
	if err != nil || cfg.Games != 1_000_000 || cfg.Shards != 1 || cfg.Sides != sim.Both {
		t.Fatalf("defaults: %+v, %v", cfg, err)
	}
	for name, v := range map[string]string{"workers": "-3", "on": "sideways", "turns": "0", "keep": "7:5-2", "format": "vintage", "bottom-lands": "9"} {
		q := DefaultParams()
		if err := q.Set(name, v); err != nil {
			t.Fatal(err)
		}
		_, err := q.Resolve(func(string) string { return "" })
		var ce *sim.ConfigError
		if !errors.As(err, &ce) || ce.Setting != name {
			t.Errorf("%s = %s: %v; want a ConfigError for %s", name, v, err, name)
		}
	}
}

// Two runs are the same run when their numbers are: the decklists compared
// by content (a relative and an absolute path to one file are one deck), the
// workers and the Scryfall file's path aside.
func TestDifferences(t *testing.T) {
	p := DefaultParams()
	cfg, _ := p.Resolve(func(string) string { return "" })
	a := NewConfig(&p, cfg, CardSources{}, []Deck{NewDeck("mono-red", "decks/mono-red.txt", "20 Mountain\n40 Lightning Bolt\n")})
	b := NewConfig(&p, cfg, CardSources{}, []Deck{NewDeck("mono-red", "/home/me/goldfish/decks/mono-red.txt", "20 Mountain\n40 Lightning Bolt\n")})
	b.Workers = 64
	if d := a.Differences(b, false); len(d) != 0 {
		t.Errorf("same decklist, other path and workers: %v", d)
	}
	c := b
	c.Decks = []Deck{NewDeck("mono-red", "decks/mono-red.txt", "21 Mountain\n39 Lightning Bolt\n")}
	if d := a.Differences(c, false); len(d) != 1 || d[0].Setting != "decks" {
		t.Errorf("another decklist of the same name: %v", d)
	}
	c = b
	c.Games, c.Shard, c.Shards = 1000, 1, 2
	if d := a.Differences(c, true); len(d) != 1 || d[0].Setting != "games" {
		t.Errorf("other games and shard, shard ignored: %v", d)
	}
	if d := a.Differences(c, false); len(d) != 2 {
		t.Errorf("other games and shard: %v", d)
	}
	if got := DescribeDifferences(a.Differences(c, true), "folder", "now"); got != "games: 1000000 (folder) vs 1000 (now)" {
		t.Errorf("described: %q", got)
	}
	if err := a.Check(); err != nil {
		t.Errorf("a new config fails its check: %v", err)
	}
	br := a.Brief()
	if br.Decks[0].List != "" || a.Decks[0].List == "" || br.Decks[0].SHA256 != a.Decks[0].SHA256 {
		t.Errorf("Brief: %+v (the original %+v)", br.Decks, a.Decks)
	}
	bad := a
	bad.Decks = []Deck{a.Decks[0], a.Decks[0]}
	if err := bad.Check(); err == nil {
		t.Error("two decks of one name pass the check")
	}
	bad.Decks = []Deck{{Name: "x", SHA256: a.Decks[0].SHA256, List: "other"}}
	if err := bad.Check(); err == nil {
		t.Error("a list that is not its SHA-256's passes the check")
	}
}

func write(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// A decklist far larger than any real one is refused before it is parsed
// (parsing a 50 MB one would take minutes to fail), its file and the limit named;
// so is a file with no size that never ends.
func TestReadFileLimit(t *testing.T) {
	dir := t.TempDir()
	big := write(t, dir, "big.txt", "4 Lightning Bolt "+strings.Repeat("x", MaxDeckBytes)+"\n")
	_, err := ReadFile(big, MaxDeckBytes, "decklist")
	if err == nil || !strings.Contains(err.Error(), big) || !strings.Contains(err.Error(), "at most 256 KiB") {
		t.Errorf("a decklist above the limit: %v", err)
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		if _, err := ReadFile("/dev/zero", MaxDeckBytes, "decklist"); err == nil || !strings.Contains(err.Error(), "/dev/zero") {
			t.Errorf("/dev/zero: %v", err)
		}
	}
	if _, err := ReadFile(dir, MaxDeckBytes, "decklist"); err == nil || !strings.Contains(err.Error(), "folder") {
		t.Errorf("a folder: %v", err)
	}
	ok := write(t, dir, "ok.txt", "60 Mountain\n")
	if data, err := ReadFile(ok, MaxDeckBytes, "decklist"); err != nil || string(data) != "60 Mountain\n" {
		t.Errorf("a small file: %q, %v", data, err)
	}
}

// A deck the engine cannot play is refused as it is loaded, the limits named.
func TestLoadDeckLimits(t *testing.T) {
	dir := t.TempDir()
	db, err := decks.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	var distinct strings.Builder
	for n := range 300 {
		distinct.WriteString("1 {" + strconv.Itoa(n) + "}{R}\n")
	}
	for name, text := range map[string]string{"library.txt": "513 land:R\n", "distinct.txt": distinct.String()} {
		p := write(t, dir, name, text)
		_, _, _, err := LoadDeck(p, db, decks.ResolveOptions{})
		if err == nil || !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), "engine's limits") {
			t.Errorf("%s: %v", name, err)
		}
	}
	p := write(t, dir, "ok.txt", "24 land:R\n36 {R}\n")
	cd, rec, _, err := LoadDeck(p, db, decks.ResolveOptions{})
	if err != nil || cd.Name != "ok" || rec.Name != "ok" || rec.File != p || rec.List != "24 land:R\n36 {R}\n" || rec.SHA256 != SHA256(rec.List) {
		t.Errorf("a fine deck: %+v, %v", rec, err)
	}
}

func TestReadOverlay(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "job.toml", "# settings\ngames = \"10M\"\nturns = 8\nstop_at_kill = true\nseed = 7\n")
	as, err := ReadOverlay(p)
	if err != nil {
		t.Fatal(err)
	}
	want := []Assignment{{p, 2, "games", "games", "10M"}, {p, 3, "turns", "turns", "8"}, {p, 4, "stop_at_kill", "stop-at-kill", "true"}, {p, 5, "seed", "seed", "7"}}
	if len(as) != len(want) {
		t.Fatalf("%+v", as)
	}
	for i := range want {
		if as[i] != want[i] {
			t.Errorf("assignment %d: %+v, want %+v", i, as[i], want[i])
		}
	}
	if err := as[0].Errorf("bad"); err.Error() != p+":2: games = 10M: bad" {
		t.Errorf("Errorf: %v", err)
	}
	for text, want := range map[string]string{
		"games = \"1M\"\nrules = [\"modern\"]\n": ":2: rules: want a string, number or boolean",
		"games = \"1M\"\nturns = \n":             ":2:",
		"games = 1\n[axes]\non = [\"play\"]\n":   ": axes: want a string, number or boolean",
	} {
		p := write(t, dir, "bad.toml", text)
		if _, err := ReadOverlay(p); err == nil || !strings.Contains(err.Error(), p+want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
}

const landSweep = `games = "1000"
out = "results/x"

[[deck]]
name = "study"
list = """
24 land:B
36 {1}{B}{B}
"""

[[deck]]
file = "red.txt"

[axes]
rules = ["modern", "classic"]
bottom_lands = [2, 3]

[[vary]]
deck = "study"
card = "land:B"
counts = [22, 26]
fill = "{1}{B}{B}"
`

func TestSweep(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "red.txt", "20 land:R\n40 {R}\n")
	p := write(t, dir, "job.toml", landSweep)
	sw, err := ReadSweep(p)
	if err != nil {
		t.Fatal(err)
	}
	if len(sw.Settings) != 2 || sw.Settings[0].Name != "games" || sw.Settings[1].Name != "out" || sw.Settings[1].Line != 2 {
		t.Errorf("settings: %+v", sw.Settings)
	}
	vs, err := sw.Variants()
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != 3 || vs[0].Label != "land:B=22" || vs[1].Label != "land:B=26" || vs[2].Deck != "red" || vs[2].File != filepath.Join(dir, "red.txt") {
		t.Fatalf("variants: %+v", vs)
	}
	// 26 lands leave 34 spells: the deck size kept.
	if CountOf(vs[1].List, "land:B") != 26 || CountOf(vs[1].List, "{1}{B}{B}") != 34 {
		t.Errorf("land:B=26: %s", ListText(vs[1].List))
	}
	base := DefaultParams()
	base.Games = 1000
	combos, err := sw.Combos(vs, base)
	if err != nil {
		t.Fatal(err)
	}
	if len(combos) != 12 || combos[0].Label != "bottom_lands=2 rules=modern" || combos[3].Label != "bottom_lands=3 rules=classic" ||
		combos[3].Params.BottomLands != 3 || combos[3].Params.Rules != "classic" || combos[11].ID != 11 {
		t.Fatalf("combos: %+v", combos)
	}
	db, _ := decks.Builtin()
	pr, _, err := combos[5].Prepare(db, func(string) string { return "" }, CardSources{})
	if err != nil {
		t.Fatal(err)
	}
	if pr.Sim.Rules != sim.Classic || pr.Sim.BottomLands != 2 || pr.Config.Decks[0].Name != "study" || pr.Deck.Name != "study" ||
		pr.Config.Decks[0].List != ListText(vs[1].List) {
		t.Errorf("prepared: %+v", pr.Config)
	}
	rec := sw.Record(12, 0, 1)
	if rec.Job != landSweep || rec.SHA256 != SHA256(landSweep) || rec.Brief().Job != "" {
		t.Errorf("record: %+v", rec)
	}
}

// Mistakes in a job file are errors naming the file and the line.
func TestSweepMistakes(t *testing.T) {
	dir := t.TempDir()
	deck := "[[deck]]\nname = \"x\"\nlist = \"\"\"\n24 land:B\n36 {B}\n\"\"\"\n"
	for text, want := range map[string]string{
		"[[deck]]\nname = \"x\"\nlsit = \"60 land:B\"\n":                                 `:3: [deck]: unknown key "lsit"`,
		deck + "[[vary]]\ndeck = \"x\"\ncard = \"land:B\"\ncounts = [20, -4]\n":          `:7: [[vary]] of x: count -4: want 0 to 512`,
		deck + "[[split]]\ndeck = \"x\"\ncards = [\"land:B\"]\ncounts = [[-1]]\n":        `:7: [[split]] of x: count -1`,
		deck + "[[vary]]\ndeck = \"x\"\ncard = \"land:B\"\ncounts = [20]\nfil = \"x\"\n": `:11: [vary]: unknown key "fil"`,
		deck + "[axes]\ncolour = [\"W\"]\n":                                              `:8: [axes] "colour": want one of games, turns`,
		deck + "[axes]\nturns = []\n":                                                    `:8: [axes] "turns" has no values`,
		"games = \"1M\"\n":                                                               `: no [[deck]]`,
		"[[deck]]\nname = \"x\"\n":                                                       `:1: deck 1: neither file nor list`,
		"[[deck]]\nname = \"x\"\nfile = \"a\"\nlist = \"b\"\n":                           `:1: deck 1: both file and list`,
		deck + deck: `:7: deck 2: a second deck named "x"`,
		deck + "[[vary]]\ndeck = \"y\"\ncard = \"land:B\"\ncounts = [20]\n": `:7: [[vary]] names deck "y"`,
		deck + "[axes]\nturns = [0]\n":                                      `:8: [axes] combination 0 (x turns=0): turns 0: want 1 to 50`,
	} {
		p := write(t, dir, "job.toml", text)
		sw, err := ReadSweep(p)
		if err == nil {
			var vs []*Variant
			if vs, err = sw.Variants(); err == nil {
				var cs []Combo
				if cs, err = sw.Combos(vs, DefaultParams()); err == nil {
					db, _ := decks.Builtin()
					_, _, err = cs[0].Prepare(db, func(string) string { return "" }, CardSources{})
				}
			}
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q:\n  %v\nwant %q", text, err, want)
		}
	}
}

func TestSetCount(t *testing.T) {
	l, err := decklist.ParseList("x.txt", []byte("24 land:B\n36 {1}{B}{B}\nSB: 2 land:B\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		card      string
		n         int
		fill      string
		lands, sp int
		err       bool
	}{
		{"land:B", 20, "{1}{B}{B}", 20, 40, false},
		{"land:B", 0, "{1}{B}{B}", 0, 60, false},
		{"land:B", 61, "{1}{B}{B}", 0, 0, true},
		{"land:B", -1, "", 0, 0, true},
		{"land:W", 3, "", 0, 0, true},
		{"land:B", 3, "{R}", 0, 0, true},
	} {
		got, err := SetCount(l, tc.card, tc.n, tc.fill)
		if (err != nil) != tc.err {
			t.Errorf("SetCount(%s, %d, %s): %v", tc.card, tc.n, tc.fill, err)
			continue
		}
		if !tc.err && (CountOf(got, "land:B") != tc.lands || CountOf(got, "{1}{B}{B}") != tc.sp) {
			t.Errorf("SetCount(%s, %d): %s", tc.card, tc.n, ListText(got))
		}
	}
}

// Card data is compared by its whole SHA-256 (reliability report D1): two
// caches of one Scryfall date whose cards differ only past the 12th hex
// digit, or two --cards files so, are other runs; the message then shows the
// checksums whole, since their short forms are alike.
func TestDifferencesCardDataWhole(t *testing.T) {
	p := DefaultParams()
	cfg, _ := p.Resolve(func(string) string { return "" })
	ds := []Deck{NewDeck("mono-red", "decks/mono-red.txt", "20 Mountain\n40 Lightning Bolt\n")}
	sumA, sumB := SHA256("cards A"), SHA256("cards A")
	sumB = sumB[:20] + strings.Map(func(r rune) rune { // the same first 20 digits, the rest other
		if r == '0' {
			return '1'
		}
		return '0'
	}, sumB[20:])
	date := "2026-11-30T10:00:00.000+00:00"
	for _, tc := range []struct {
		setting string
		a, b    CardSources
	}{
		{"card cache", CardSources{Cache: date + " " + sumA}, CardSources{Cache: date + " " + sumB}},
		{"cards (content)", CardSources{CardsSHA256: sumA}, CardSources{CardsSHA256: sumB}},
	} {
		a, b := NewConfig(&p, cfg, tc.a, ds), NewConfig(&p, cfg, tc.b, ds)
		d := a.Differences(b, true)
		if len(d) != 1 || d[0].Setting != tc.setting {
			t.Errorf("%s differing past its 12th digit: %v", tc.setting, d)
			continue
		}
		if !strings.Contains(d[0].A, sumA) || !strings.Contains(d[0].B, sumB) {
			t.Errorf("%s: %+v does not show the two checksums", tc.setting, d[0])
		}
		if d := a.Differences(a, true); len(d) != 0 {
			t.Errorf("%s: the same data differs from itself: %v", tc.setting, d)
		}
	}
	// Decklists too.
	x, y := NewConfig(&p, cfg, CardSources{}, ds), NewConfig(&p, cfg, CardSources{}, ds)
	y.Decks = []Deck{{Name: "mono-red", File: "x", SHA256: ds[0].SHA256[:12] + strings.Repeat("0", 52)}}
	if d := x.Differences(y, true); len(d) != 1 || d[0].Setting != "decks" || !strings.Contains(d[0].A, ds[0].SHA256) {
		t.Errorf("decklists differing past the 12th digit: %v", d)
	}
}

// A key of megabytes is shown by its start and size, not echoed whole
// (reliability report K3).
func TestLongKeyClipped(t *testing.T) {
	key := strings.Repeat("k", 256<<10)
	_, err := ParseSweep("job.toml", []byte("[[deck]]\nname = \"x\"\nlist = \"60 land:B\"\n"+key+" = 1\n"))
	if err == nil || len(err.Error()) > 400 || !strings.Contains(err.Error(), "(262144 bytes)") || !strings.Contains(err.Error(), "job.toml:4") {
		t.Errorf("%d bytes of message: %.300s", len(fmt.Sprint(err)), fmt.Sprint(err))
	}
	a := Assignment{File: "c.toml", Line: 2, Key: key, Value: key}
	if msg := a.Errorf("not a flag").Error(); len(msg) > 400 {
		t.Errorf("%d bytes of message", len(msg))
	}
}

// TOML mistakes are told in this program's words, with their line
// (reliability report K10): not "Key 'games' has already been defined." nor
// a Go type mismatch.
func TestTOMLErrorsInOurWords(t *testing.T) {
	for text, want := range map[string]string{
		"games = \"1\"\ngames = \"2\"\n": "job.toml:2: games is given twice",
		"deck = 3\n":                     "job.toml:1: deck: want [[deck]] tables, not a number",
		"deck = [1]\n":                   "job.toml:1: deck: want [[deck]] tables, not a list",
		"axes = 3\n[[deck]]\nname = \"x\"\nlist = \"60 land:B\"\n":                           "job.toml:1: axes: want an [axes] table, not a number",
		"[[deck]]\nname = \"x\"\nlist = \"60 land:B\"\n[[vary]]\ndeck = \"x\"\ncounts = 3\n": "job.toml:6: vary.counts: want a list, as [1, 2], not a number",
	} {
		_, err := ParseSweep("job.toml", []byte(text))
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "destination") {
			t.Errorf("%q: %v; want %q", text, err, want)
		}
	}
}
