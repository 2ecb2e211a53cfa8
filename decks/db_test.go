package decks

import (
	"bufio"
	"bytes"
	"encoding/json"
	"testing"
)

// The built-in cards are held unread until looked up: every one of them
// must read (its mana cost parses, its faces are well formed) and come back
// under its own name, each once.
func TestBuiltinCardsRead(t *testing.T) {
	db, err := loadBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	lines := 0
	files, err := builtinFiles.ReadDir("cards")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
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
			lines++
			var obj ScryfallCard
			if err := json.Unmarshal(sc.Bytes(), &obj); err != nil {
				t.Errorf("%s: %v", f.Name(), err)
				continue
			}
			c, ok := db.Lookup(obj.Name)
			if !ok {
				t.Errorf("%s: %q does not read", f.Name(), obj.Name)
				continue
			}
			if c.Name != obj.Name {
				t.Errorf("%s: %q comes back as %q", f.Name(), obj.Name, c.Name)
			}
		}
	}
	if got := len(db.Cards()); got != lines || db.Len() != lines {
		t.Errorf("%d card lines, %d cards read, %d held", lines, got, db.Len())
	}
}
