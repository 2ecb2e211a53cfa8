package job

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/goldfishsim/goldfish/sim"
)

// Config is a run's resolved configuration, as every result records it
// (results/README.md): with the seed it fixes every number. The manifest of
// a result holds it whole, decklists' text included; each table's metadata
// holds it without the text (Brief), the decklists named by their SHA-256.
type Config struct {
	Games       int64  `json:"games"`
	Turns       int    `json:"turns"`
	Seed        uint64 `json:"seed"`
	On          string `json:"on"`
	Mulligan    string `json:"mulligan"`
	Keep        string `json:"keep"`
	BottomLands int    `json:"bottom_lands"`
	Scry        string `json:"scry"`
	Rules       string `json:"rules"`
	Format      string `json:"format"`
	Shard       int    `json:"shard"`
	Shards      int    `json:"shards"`
	Workers     int    `json:"workers"`
	Cards       string `json:"cards,omitempty"`        // the Scryfall file, as given
	CardsSHA256 string `json:"cards_sha256,omitempty"` // and its content's SHA-256
	CardCache   string `json:"card_cache,omitempty"`   // the card cache read: "<Scryfall's updated_at> <SHA-256 of its cards>"; none if empty
	AllowCopies bool   `json:"allow_copies,omitempty"`
	PerGame     bool   `json:"per_game,omitempty"`
	StopAtKill  bool   `json:"stop_at_kill,omitempty"`
	Decks       []Deck `json:"decks"`
}

// Deck is a deck of a run: its name, the file it was read from, and its
// decklist, by content.
type Deck struct {
	Name   string `json:"name"`
	File   string `json:"file"`
	SHA256 string `json:"sha256"`         // of List
	List   string `json:"list,omitempty"` // the decklist's text (the manifest's copy only)
}

// NewDeck describes a deck read from file (or written inline) as text.
func NewDeck(name, file, text string) Deck {
	return Deck{Name: name, File: file, SHA256: SHA256(text), List: text}
}

// SHA256 returns the hex SHA-256 of s.
func SHA256(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// FileSHA256 returns the hex SHA-256 of a file's content, read as a stream.
func FileSHA256(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("%s: %w", path, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// CardSources identify the card data a run read beside the built-in
// database: a --cards file's content, the card cache.
type CardSources struct {
	CardsSHA256 string // the --cards file's SHA-256, "" for none
	Cache       string // the cache: "<Scryfall's updated_at> <SHA-256 of its cards>", "" for none
}

// NewConfig records a resolved run: its settings (for what the engine
// configuration does not hold), the engine configuration, the card data
// read and its decks.
func NewConfig(p *Params, cfg sim.Config, src CardSources, ds []Deck) Config {
	cardsSHA256 := src.CardsSHA256
	return Config{Games: cfg.Games, Turns: cfg.Turns, Seed: cfg.Seed, On: cfg.Sides.String(), Mulligan: cfg.Mulligan.String(),
		Keep: cfg.Keep.String(), BottomLands: cfg.BottomLands, Scry: cfg.Scry.String(), Rules: cfg.Rules.String(),
		Format: cfg.Format.String(), Shard: cfg.Shard, Shards: cfg.Shards, Workers: cfg.Workers, Cards: p.Cards,
		CardsSHA256: cardsSHA256, CardCache: src.Cache, AllowCopies: p.AllowCopies, PerGame: p.PerGame, StopAtKill: cfg.StopAtKill, Decks: ds}
}

// Brief returns the configuration without the decklists' text.
func (c Config) Brief() Config {
	c.Decks = append([]Deck(nil), c.Decks...)
	for i := range c.Decks {
		c.Decks[i].List = ""
	}
	return c
}

// Sim returns the engine configuration the run was played with; its error
// says what a configuration read back gets wrong.
func (c Config) Sim() (sim.Config, error) {
	p := Params{Games: c.Games, Turns: c.Turns, Seed: c.Seed, On: c.On, Mulligan: c.Mulligan, Keep: c.Keep,
		BottomLands: c.BottomLands, Scry: c.Scry, Rules: c.Rules, Format: c.Format, Workers: max(c.Workers, 0),
		Shard: fmt.Sprintf("%d/%d", c.Shard, c.Shards), StopAtKill: c.StopAtKill}
	return p.Resolve(func(string) string { return "" })
}

// Check says what is wrong with a configuration read back, if anything: its
// settings, its decks' names (unique, not empty) and their checksums.
func (c Config) Check() error {
	if _, err := c.Sim(); err != nil {
		return err
	}
	if len(c.Decks) == 0 {
		return fmt.Errorf("no decks")
	}
	seen := map[string]bool{}
	for _, d := range c.Decks {
		if d.Name == "" {
			return fmt.Errorf("a deck has no name")
		}
		if seen[d.Name] {
			return fmt.Errorf("two decks named %q", d.Name)
		}
		seen[d.Name] = true
		if !isSHA256(d.SHA256) {
			return fmt.Errorf("deck %q: sha256 %q is not a SHA-256", d.Name, d.SHA256)
		}
		if d.List != "" && SHA256(d.List) != d.SHA256 {
			return fmt.Errorf("deck %q: its list does not have its SHA-256", d.Name)
		}
	}
	if c.CardsSHA256 != "" && !isSHA256(c.CardsSHA256) {
		return fmt.Errorf("cards_sha256 %q is not a SHA-256", c.CardsSHA256)
	}
	return nil
}

func isSHA256(s string) bool {
	b, err := hex.DecodeString(s)
	return err == nil && len(b) == sha256.Size && strings.ToLower(s) == s
}

// Difference is a setting on which two configurations differ.
type Difference struct {
	Setting string
	A, B    string
}

// Differences lists the settings on which two runs' configurations differ,
// as far as the numbers go: never the workers (they change no number), where
// the decklists and the Scryfall file lay (their content counts), nor, with
// ignoreShard, the shard (merging shards of one run).
func (c Config) Differences(o Config, ignoreShard bool) []Difference {
	var out []Difference
	add := func(setting string, a, b any) {
		if as, bs := fmt.Sprint(a), fmt.Sprint(b); as != bs {
			out = append(out, Difference{setting, as, bs})
		}
	}
	// Content is compared whole; it is shown shortened, unless the short
	// forms are alike.
	addContent := func(setting, a, b string) {
		if a != b {
			as, bs := orNone(a), orNone(b)
			if as == bs {
				as, bs = a, b
			}
			out = append(out, Difference{setting, as, bs})
		}
	}
	add("games", c.Games, o.Games)
	add("turns", c.Turns, o.Turns)
	add("seed", c.Seed, o.Seed)
	add("on", c.On, o.On)
	add("mulligan", c.Mulligan, o.Mulligan)
	add("keep", c.Keep, o.Keep)
	add("bottom-lands", c.BottomLands, o.BottomLands)
	add("scry", c.Scry, o.Scry)
	add("rules", c.Rules, o.Rules)
	add("format", c.Format, o.Format)
	if !ignoreShard {
		add("shard", fmt.Sprintf("%d/%d", c.Shard, c.Shards), fmt.Sprintf("%d/%d", o.Shard, o.Shards))
	}
	addContent("cards (content)", c.CardsSHA256, o.CardsSHA256)
	addContent("card cache", c.CardCache, o.CardCache)
	add("allow-copies", c.AllowCopies, o.AllowCopies)
	add("per-game", c.PerGame, o.PerGame)
	add("stop-at-kill", c.StopAtKill, o.StopAtKill)
	deckList := func(ds []Deck, sum func(string) string) string {
		var parts []string
		for _, d := range ds {
			parts = append(parts, d.Name+" (list "+sum(d.SHA256)+")")
		}
		return strings.Join(parts, ", ")
	}
	if deckList(c.Decks, id) != deckList(o.Decks, id) {
		a, b := deckList(c.Decks, short), deckList(o.Decks, short)
		if a == b {
			a, b = deckList(c.Decks, id), deckList(o.Decks, id)
		}
		out = append(out, Difference{"decks", a, b})
	}
	return out
}

func id(s string) string { return s }

// orNone shortens a card source ("<SHA-256>", or "<date> <SHA-256>" for the
// cache) for a message: "none" if there is none.
func orNone(s string) string {
	if s == "" {
		return "none"
	}
	if date, sum, ok := strings.Cut(s, " "); ok {
		return date + " " + short(sum)
	}
	return short(s)
}

func short(sha string) string {
	if len(sha) > 12 {
		return sha[:12]
	}
	return sha
}

// DescribeDifferences writes differences as "games: 500000 (folder) vs 1000
// (now)", naming the two sides a and b.
func DescribeDifferences(ds []Difference, a, b string) string {
	var parts []string
	for _, d := range ds {
		parts = append(parts, fmt.Sprintf("%s: %s (%s) vs %s (%s)", d.Setting, d.A, a, d.B, b))
	}
	return strings.Join(parts, "; ")
}

// SweepRecord is what a sweep's combined result records of its job; each
// combination's own Config is in configs.arrow and in its part folder.
type SweepRecord struct {
	File         string `json:"file"`          // the job file, as given
	SHA256       string `json:"sha256"`        // of its text
	Job          string `json:"job,omitempty"` // its text (the manifest's copy only)
	Combinations int    `json:"combinations"`
	Shard        int    `json:"shard"`
	Shards       int    `json:"shards"`
}

// Brief returns the record without the job's text.
func (r SweepRecord) Brief() SweepRecord {
	r.Job = ""
	return r
}

// Differences lists how two sweeps' records differ, but for the file's path
// and, with ignoreShard, the shard.
func (r SweepRecord) Differences(o SweepRecord, ignoreShard bool) []Difference {
	var out []Difference
	if r.SHA256 != o.SHA256 {
		out = append(out, Difference{"job (content)", short(r.SHA256), short(o.SHA256)})
	}
	if r.Combinations != o.Combinations {
		out = append(out, Difference{"combinations", strconv.Itoa(r.Combinations), strconv.Itoa(o.Combinations)})
	}
	if !ignoreShard && (r.Shard != o.Shard || r.Shards != o.Shards) {
		out = append(out, Difference{"shard", fmt.Sprintf("%d/%d", r.Shard, r.Shards), fmt.Sprintf("%d/%d", o.Shard, o.Shards)})
	}
	return out
}
