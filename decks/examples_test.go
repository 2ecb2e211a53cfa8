package decks

import (
	"os"
	"path/filepath"
	"testing"
)

// Every example deck loads from its own file format, resolves against the
// built-in database with no warning, and compiles.
func TestExampleDecks(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		file   string
		format Format
		game   GameFormat
		size   int
	}{
		{"mono-red.txt", FormatText, Constructed, 60},
		{"azorius-midrange.txt", FormatArena, Constructed, 60},
		{"green-ramp.dek", FormatMTGO, Constructed, 60},
		{"dark-ritual.txt", FormatMoxfield, Constructed, 60},
		{"limited-40.dck", FormatForge, Limited, 40},
		{"commander-100.txt", FormatArchidekt, CommanderFormat, 100},
	} {
		path := filepath.Join("examples", tc.file)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		list, err := ParseList(path, data)
		if err != nil {
			t.Errorf("%s: %v", tc.file, err)
			continue
		}
		if list.Format != tc.format {
			t.Errorf("%s: read as %v, want %v", tc.file, list.Format, tc.format)
		}
		d, warnings, err := Resolve(path, list, db, ResolveOptions{Format: tc.game})
		if err != nil {
			t.Errorf("%s: %v", tc.file, err)
			continue
		}
		for _, w := range warnings {
			t.Errorf("%s: warning %s", tc.file, w)
		}
		if d.Size() != tc.size {
			t.Errorf("%s: %d cards, want %d", tc.file, d.Size(), tc.size)
		}
		cd, err := Compile(d)
		if err != nil {
			t.Errorf("%s: %v", tc.file, err)
			continue
		}
		if len(cd.Library)+len(cd.Commander) != tc.size {
			t.Errorf("%s: compiled %d + %d cards", tc.file, len(cd.Library), len(cd.Commander))
		}
		if tc.game == CommanderFormat && len(cd.Commander) != 1 {
			t.Errorf("%s: %d commanders", tc.file, len(cd.Commander))
		}
	}
}
