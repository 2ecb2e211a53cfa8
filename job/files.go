package job

import (
	"fmt"
	"io"
	"os"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

// Size limits of the files a user gives, checked before they are parsed: a
// real decklist is a few KiB (an MTGO .dek of 100 cards is about 10), so a
// file far above that is a mistake, and reading it through would only cost
// time and memory before failing.
const (
	MaxDeckBytes = 256 << 10 // a decklist file
	MaxJobBytes  = 4 << 20   // a sweep job or --config file (inline decklists included)
)

// ReadFile reads a whole file of at most limit bytes; a larger one is an
// error naming the file and the limit, found without reading it all.
func ReadFile(path string, limit int64, what string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return nil, fmt.Errorf("%s: is a folder, not a %s", path, what)
	} else if err == nil && st.Mode().IsRegular() && st.Size() > limit {
		return nil, fmt.Errorf("%s: %d bytes; a %s is at most %d KiB", path, st.Size(), what, limit>>10)
	}
	// Pipes and devices have no size: read one byte past the limit to know.
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s: more than %d KiB; a %s is at most that", path, limit>>10, what)
	}
	return data, nil
}

// LoadDeck reads a decklist file (at most MaxDeckBytes), resolves it in db
// and compiles it for the engine, checking it against the engine's limits
// (sim.CheckDeck) so that a deck the engine cannot play is refused before
// any game. It returns the deck as a run records it, and the warnings.
func LoadDeck(path string, db *decks.Database, opt decks.ResolveOptions) (*decks.Compiled, Deck, []string, error) {
	data, err := ReadFile(path, MaxDeckBytes, "decklist")
	if err != nil {
		return nil, Deck{}, nil, err
	}
	d, warnings, err := decks.LoadDeck(path, data, db, opt)
	if err != nil {
		return nil, Deck{}, warnings, err
	}
	cd, err := CompileDeck(path, d)
	if err != nil {
		return nil, Deck{}, warnings, err
	}
	return cd, NewDeck(cd.Name, path, string(data)), warnings, nil
}

// CompileDeck compiles a resolved deck and checks it against the engine's
// limits; the errors name file.
func CompileDeck(file string, d *decks.Deck) (*decks.Compiled, error) {
	cd, err := decks.Compile(d)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if err := sim.CheckDeck(cd); err != nil {
		return nil, fmt.Errorf("%s: beyond the engine's limits (%d distinct cards, faces included, and %d cards in a library): %w",
			file, sim.MaxCards, sim.MaxLibrary, err)
	}
	return cd, nil
}
