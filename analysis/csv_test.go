package analysis

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/goldfishsim/goldfish/job"
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
		Meta:  NewMeta("test", job.Config{Games: 10, Turns: 2, Seed: 1, On: "draw", Mulligan: "london", Keep: sim.DefaultKeep, BottomLands: 3, Scry: "planner", Rules: "modern", Format: "constructed", Shards: 1, Decks: []job.Deck{job.NewDeck("Burn, \"fast\"\nversion", "burn.txt", "4 Bolt")}}),
		Decks: []*DeckResult{{Deck: "Burn, \"fast\"\nversion", Cards: []CardMeta{{Name: "Bolt", Cost: "{R}", ManaValue: 1, Listed: true}}, Stats: st}},
	}
	dir := writeFolder(t, r, WriteOptions{Codec: Zstd})
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
