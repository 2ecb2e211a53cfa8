package analysis

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/goldfishsim/goldfish/sim"
)

// CSV quotes what needs quoting (RFC 4180), writes lists as space-separated
// numbers, and keeps the file's column order.
func TestCSV(t *testing.T) {
	st := sim.NewStats(1, 2)
	ss := &st.Sides[sim.OnDraw]
	ss.Games = 10
	ss.Mulligans[0], ss.Mulligans[1] = 7, 3
	ss.Kept[7], ss.Kept[6] = 7, 3
	ss.Kill[0], ss.Kill[2] = 4, 6
	r := &Result{
		Meta:  Meta{Version: "test", Config: json.RawMessage(`{}`), Seed: 1, Shard: "0/1"},
		Decks: []*DeckResult{{Deck: "Burn, \"fast\"\nversion", Cards: []CardMeta{{Name: "Bolt", Cost: "{R}", ManaValue: 1, Listed: true}}, Stats: st}},
	}
	dir := t.TempDir()
	if err := WriteResult(dir, r, WriteOptions{Codec: Zstd}); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := CSV(filepath.Join(dir, SidesFile), &out); err != nil {
		t.Fatal(err)
	}
	want := "deck,on_play,games,turns,mulligans,kept,kill_turn\n" +
		"\"Burn, \"\"fast\"\"\nversion\",false,10,2,7 3 0 0 0 0 0 0,0 0 0 0 0 0 3 7,4 0 6\n"
	if out.String() != want {
		t.Errorf("CSV:\n%s\nwant:\n%s", out.String(), want)
	}
}
