package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/klauspost/compress/gzip"
)

// simrun cards update against a local server that serves a bulk-data index
// and an oracle_cards file (gzip) holding a card the built-in database
// lacks: before the update a deck naming it fails with the hint, after it
// the deck plays without flags, and a failing server or a truncated
// download leave the cache working.
func TestCardsUpdateEndToEnd(t *testing.T) {
	var fail, truncate atomic.Bool
	cards := []map[string]any{
		{"name": "Goldfish Test Drake", "layout": "normal", "mana_cost": "{1}{U}", "type_line": "Creature — Drake", "oracle_text": "Flying", "power": "2", "toughness": "2", "lang": "en"},
		{"name": "Island", "layout": "normal", "mana_cost": "", "type_line": "Basic Land — Island", "oracle_text": "({T}: Add {U}.)", "lang": "en"},
		{"name": "Goldfish Test Token", "layout": "token", "type_line": "Token Creature — Fish", "lang": "en"},
	}
	for i := range 5 {
		cards = append(cards, map[string]any{"name": fmt.Sprintf("Goldfish Filler %d", i), "layout": "normal", "mana_cost": "{3}", "type_line": "Artifact", "lang": "en"})
	}
	mux := http.NewServeMux()
	var srv *httptest.Server
	mux.HandleFunc("/bulk-data", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `{"data":[{"type":"oracle_cards","download_uri":"%s/oracle-cards.json.gz","updated_at":"2026-11-30T09:00:00Z"}]}`, srv.URL)
	})
	mux.HandleFunc("/oracle-cards.json.gz", func(w http.ResponseWriter, r *http.Request) {
		if fail.Load() {
			http.Error(w, "overloaded", http.StatusServiceUnavailable)
			return
		}
		body, _ := json.Marshal(cards)
		var gz bytes.Buffer
		zw := gzip.NewWriter(&gz)
		zw.Write(body)
		zw.Close()
		out := gz.Bytes()
		if truncate.Load() {
			out = out[:len(out)*2/3]
		}
		w.Write(out)
	})
	srv = httptest.NewServer(mux)
	defer srv.Close()

	env := []string{"GOLDFISH_CACHE_DIR=" + t.TempDir()}
	deck := filepath.Join(t.TempDir(), "drakes.txt")
	if err := os.WriteFile(deck, []byte("24 Island\n36 Goldfish Test Drake\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func() (string, string, int) {
		return simrun(t, env, "run", "--games", "200", "--turns", "3", "--force", "--out", filepath.Join(t.TempDir(), "out"), deck)
	}
	_, errOut, code := run()
	if code != 2 || !strings.Contains(errOut, `unknown card "Goldfish Test Drake"`) || !strings.Contains(errOut, "simrun cards update") {
		t.Fatalf("before the update: exit %d, %s", code, errOut)
	}
	out, _, _ := simrun(t, env, "cards")
	if !strings.Contains(out, "card cache: none") {
		t.Errorf("simrun cards before the update:\n%s", out)
	}
	update := func() (string, string, int) {
		return simrun(t, env, "cards", "update", "--source", srv.URL+"/bulk-data", "--min-cards", "3")
	}
	out, errOut, code = update()
	if code != 0 || !strings.Contains(out, "7 cards") {
		t.Fatalf("update: exit %d\n%s%s", code, out, errOut)
	}
	out, errOut, code = run()
	if code != 0 || !strings.Contains(out, "Goldfish Test Drake {1}{U}") {
		t.Fatalf("after the update: exit %d\n%s%s", code, out, errOut)
	}
	out, _, _ = simrun(t, env, "cards")
	if !strings.Contains(out, "7 cards, Scryfall's oracle_cards of 2026-11-30T09:00:00Z") {
		t.Errorf("simrun cards after the update:\n%s", out)
	}
	for _, tc := range []struct {
		name string
		flag *atomic.Bool
	}{{"a failing server", &fail}, {"a truncated download", &truncate}} {
		tc.flag.Store(true)
		_, errOut, code = update()
		tc.flag.Store(false)
		if code == 0 || !strings.Contains(errOut, "unchanged") {
			t.Errorf("%s: exit %d, %s", tc.name, code, errOut)
		}
		if _, errOut, code := run(); code != 0 {
			t.Errorf("after %s the deck no longer plays: exit %d, %s", tc.name, code, errOut)
		}
	}
	// Plain http is refused unless named; an https index that does not
	// answer is an error naming it.
	_, errOut, code = simrun(t, env, "cards", "update", "--source", "https://127.0.0.1:1/bulk-data")
	if code == 0 || !strings.Contains(errOut, "cannot reach") {
		t.Errorf("unreachable: exit %d, %s", code, errOut)
	}
}
