package decks

import (
	"bufio"
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

//go:embed cards/*.jsonl
var builtinFiles embed.FS

// Database is a set of cards looked up by name: case-insensitively, ignoring
// accents, the "A-" prefix of rebalanced cards, and answering to either half
// of a split or double-faced card's name.
//
// A card may be held unread, as its Scryfall object, and read the first time
// it is looked up: the card cache holds some 30,000 cards, and a run needs a
// few dozen of them.
type Database struct {
	mu     sync.Mutex
	cards  []*Card           // nil for a card not read yet (or that cannot be read)
	raw    []json.RawMessage // a card's Scryfall object while it is not read, nil once read
	names  []string
	byName map[string]int
}

// NewDatabase returns an empty database.
func NewDatabase() *Database { return &Database{byName: map[string]int{}} }

var (
	builtinOnce sync.Once
	builtinDB   *Database
	builtinErr  error
)

// Builtin returns the built-in card database (decks/cards/*.jsonl, embedded),
// read once. Callers may Add to a Clone of it, not to it.
func Builtin() (*Database, error) {
	builtinOnce.Do(func() { builtinDB, builtinErr = loadBuiltin() })
	return builtinDB, builtinErr
}

func loadBuiltin() (*Database, error) {
	db := NewDatabase()
	files, err := builtinFiles.ReadDir("cards")
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		data, err := builtinFiles.ReadFile("cards/" + f.Name())
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for line := 1; sc.Scan(); line++ {
			text := bytes.TrimSpace(sc.Bytes())
			if len(text) == 0 {
				continue
			}
			// Only the names are read now; a card is read when first
			// looked up (TestBuiltinCardsRead reads every one).
			name, faces, err := cardNames(text)
			if err != nil {
				return nil, fmt.Errorf("decks/cards/%s:%d: %w", f.Name(), line, err)
			}
			if _, dup := db.byName[NormalName(name)]; dup {
				return nil, fmt.Errorf("decks/cards/%s:%d: %q is already in the database", f.Name(), line, name)
			}
			db.addRaw(name, faces, json.RawMessage(bytes.Clone(text)))
		}
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("decks/cards/%s: %w", f.Name(), err)
		}
	}
	return db, nil
}

// cardNames reads only the names of a card object: its own and its faces'.
func cardNames(raw []byte) (string, []string, error) {
	var names struct {
		Name  string `json:"name"`
		Faces []struct {
			Name string `json:"name"`
		} `json:"card_faces"`
	}
	if err := json.Unmarshal(raw, &names); err != nil {
		return "", nil, err
	}
	if names.Name == "" {
		return "", nil, fmt.Errorf("a card object without a name")
	}
	var faces []string
	for _, f := range names.Faces {
		faces = append(faces, f.Name)
	}
	return names.Name, faces, nil
}

// Clone returns a copy of db that can be added to without changing db.
func (db *Database) Clone() *Database {
	db.mu.Lock()
	defer db.mu.Unlock()
	c := &Database{cards: append([]*Card(nil), db.cards...), raw: append([]json.RawMessage(nil), db.raw...),
		names: append([]string(nil), db.names...), byName: make(map[string]int, len(db.byName))}
	for k, v := range db.byName {
		c.byName[k] = v
	}
	return c
}

// Add adds a card; a name already known keeps its first card.
func (db *Database) Add(c Card) {
	var faces []string
	for _, f := range c.Faces {
		faces = append(faces, f.Name)
	}
	db.add(&c, nil, c.Name, faces)
}

// addRaw adds a card as its Scryfall object, read when first looked up.
func (db *Database) addRaw(name string, faces []string, raw json.RawMessage) {
	db.add(nil, raw, name, faces)
}

func (db *Database) add(c *Card, raw json.RawMessage, name string, faces []string) {
	db.mu.Lock()
	defer db.mu.Unlock()
	i := len(db.names)
	db.cards = append(db.cards, c)
	db.raw = append(db.raw, raw)
	db.names = append(db.names, name)
	keys := []string{NormalName(name)}
	if a, b, ok := strings.Cut(name, " // "); ok {
		keys = append(keys, NormalName(a), NormalName(b))
	}
	for _, f := range faces {
		keys = append(keys, NormalName(f))
	}
	for _, k := range keys {
		if _, ok := db.byName[k]; !ok {
			db.byName[k] = i
		}
	}
}

// card returns card i, reading it if it is held unread; false if its object
// cannot be read (a mana cost the grammar cannot read: an Un-card).
func (db *Database) card(i int) (*Card, bool) {
	db.mu.Lock()
	defer db.mu.Unlock()
	if db.cards[i] != nil {
		return db.cards[i], true
	}
	if db.raw[i] == nil {
		return nil, false
	}
	var sc ScryfallCard
	err := json.Unmarshal(db.raw[i], &sc)
	db.raw[i] = nil
	if err != nil {
		return nil, false
	}
	c, err := CardFromScryfall(&sc)
	if err != nil {
		return nil, false
	}
	db.cards[i] = &c
	return &c, true
}

// Len returns how many cards the database holds.
func (db *Database) Len() int {
	db.mu.Lock()
	defer db.mu.Unlock()
	return len(db.names)
}

// Cards returns the database's cards in the order they were added (reading
// every card held unread; those that cannot be read are left out).
func (db *Database) Cards() []*Card {
	var out []*Card
	for i := range db.Len() {
		if c, ok := db.card(i); ok {
			out = append(out, c)
		}
	}
	return out
}

// Lookup finds a card by name.
func (db *Database) Lookup(name string) (*Card, bool) {
	db.mu.Lock()
	i, ok := db.byName[NormalName(name)]
	db.mu.Unlock()
	if !ok {
		return nil, false
	}
	return db.card(i)
}

// NormalName is the form names are matched in: lower case, accents and
// ligatures folded (Æther, Lim-Dûl, Jötun), curly quotes straightened, runs of
// spaces made one, the "A-" prefix of rebalanced (Alchemy) cards removed.
func NormalName(name string) string {
	if !isASCII(name) {
		// Accents: decompose (NFD) and drop the combining marks. The
		// transformer keeps state, so each call makes its own.
		name, _, _ = transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn))), name)
	}
	var b strings.Builder
	space := false
	for _, r := range strings.TrimSpace(name) {
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		if f, ok := fold[r]; ok {
			b.WriteString(f)
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	s := b.String()
	return strings.TrimPrefix(s, "a-")
}

// fold spells what Unicode does not decompose: ligatures, typographic quotes
// and dashes.
var fold = map[rune]string{
	'æ': "ae", 'Æ': "ae", 'œ': "oe", 'Œ': "oe",
	'’': "'", '‘': "'", '“': "\"", '”': "\"", '–': "-", '—': "-",
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Suggest returns up to n known names close to name (by edit distance, or
// sharing a word-prefix), closest first, none more than one edit farther
// than the closest: the "did you mean" of an unknown card.
func (db *Database) Suggest(name string, n int) []string {
	db.mu.Lock()
	defer db.mu.Unlock()
	want := NormalName(name)
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	limit := max(2, len(want)/3)
	seen := map[int]bool{}
	for k, i := range db.byName {
		if seen[i] {
			continue
		}
		d := editDistance(want, k, limit)
		if d > limit && !(len(want) >= 4 && strings.HasPrefix(k, want)) {
			continue
		}
		seen[i] = true
		cs = append(cs, cand{db.names[i], d})
	}
	sort.Slice(cs, func(a, b int) bool {
		if cs[a].d != cs[b].d {
			return cs[a].d < cs[b].d
		}
		return cs[a].name < cs[b].name
	})
	// Names much farther than the closest are noise beside it: with 2,800
	// cards, "Lightnin Bolt" is within four edits of Lightning Blast and
	// Lightning Rift as well as one of Lightning Bolt.
	var out []string
	for _, c := range cs {
		if len(out) == n || c.d > cs[0].d+1 {
			break
		}
		out = append(out, c.name)
	}
	return out
}

// editDistance is the Levenshtein distance of a and b, or more than limit
// when it is more than limit (it stops early).
func editDistance(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	if d := len(ra) - len(rb); d > limit || -d > limit {
		return limit + 1
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			best = min(best, cur[j])
		}
		if best > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
