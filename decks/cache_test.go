package decks

import (
	"bytes"
	"context"
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

// bulkServer serves a bulk-data index and an oracle_cards file (gzip), as
// Scryfall does, with the cards given; fail makes it answer 500 to the file,
// truncate cuts the file short.
type bulkServer struct {
	*httptest.Server
	cards    []map[string]any
	fail     atomic.Bool
	truncate atomic.Bool
	requests atomic.Int64
	agents   []string
}

func newBulkServer(t *testing.T, cards []map[string]any) *bulkServer {
	t.Helper()
	s := &bulkServer{cards: cards}
	mux := http.NewServeMux()
	mux.HandleFunc("/bulk-data", func(w http.ResponseWriter, r *http.Request) {
		s.requests.Add(1)
		s.agents = append(s.agents, r.Header.Get("User-Agent")+"|"+r.Header.Get("Accept"))
		fmt.Fprintf(w, `{"object":"list","has_more":false,"data":[
			{"object":"bulk_data","type":"default_cards","download_uri":"%[1]s/default.json","updated_at":"2026-11-29T10:00:00Z"},
			{"object":"bulk_data","type":"oracle_cards","download_uri":"%[1]s/oracle.json.gz","updated_at":"2026-11-30T09:00:00Z","size":1234}]}`, s.URL)
	})
	mux.HandleFunc("/oracle.json.gz", func(w http.ResponseWriter, r *http.Request) {
		s.requests.Add(1)
		s.agents = append(s.agents, r.Header.Get("User-Agent")+"|"+r.Header.Get("Accept"))
		if s.fail.Load() {
			http.Error(w, "down for maintenance", http.StatusInternalServerError)
			return
		}
		body, _ := json.Marshal(s.cards)
		var gz bytes.Buffer
		zw := gzip.NewWriter(&gz)
		zw.Write(body)
		zw.Close()
		out := gz.Bytes()
		if s.truncate.Load() {
			out = out[:len(out)/2]
		}
		w.Write(out)
	})
	s.Server = httptest.NewServer(mux)
	t.Cleanup(s.Close)
	return s
}

// someCards returns a card the built-in database lacks, a built-in card
// with other text (a newer printing's), a token (left out) and filler.
func someCards(n int) []map[string]any {
	cards := []map[string]any{
		{"name": "Goldfish Test Drake", "layout": "normal", "mana_cost": "{1}{U}{U}", "type_line": "Creature — Drake", "oracle_text": "Flying", "power": "2", "toughness": "3", "lang": "en"},
		{"name": "Lightning Bolt", "layout": "normal", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Lightning Bolt deals 4 damage to any target.", "lang": "en"},
		{"name": "Goldfish Token", "layout": "token", "type_line": "Token Creature — Fish", "lang": "en"},
	}
	for i := range n {
		cards = append(cards, map[string]any{"name": fmt.Sprintf("Filler %d", i), "layout": "normal", "mana_cost": "{2}", "type_line": "Artifact", "lang": "en"})
	}
	return cards
}

func testUpdate(s *bulkServer, dir string) UpdateOptions {
	return UpdateOptions{Index: s.URL + "/bulk-data", Insecure: true, Dir: dir, MinCards: 3, UserAgent: "goldfish-test/1"}
}

func TestCacheUpdateAndLoad(t *testing.T) {
	s := newBulkServer(t, someCards(10))
	dir := t.TempDir()
	var progressed atomic.Int64
	opt := testUpdate(s, dir)
	opt.Progress = func(done, total int64) { progressed.Store(done) }
	info, err := UpdateCache(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	if info.Cards != 12 || info.UpdatedAt != "2026-11-30T09:00:00Z" || !strings.HasSuffix(info.Source, "/oracle.json.gz") || progressed.Load() == 0 {
		t.Fatalf("info %+v, progress %d", info, progressed.Load())
	}
	if s.requests.Load() != 2 {
		t.Errorf("%d requests, want one for the index and one for the file", s.requests.Load())
	}
	for _, a := range s.agents {
		if !strings.HasPrefix(a, "goldfish-test/1|") || !strings.Contains(a, "application/json") {
			t.Errorf("request headers %q: want our User-Agent and an Accept", a)
		}
	}
	head, ok, err := ReadCacheInfo(dir)
	if err != nil || !ok || head.Cards != 12 || head.UpdatedAt != info.UpdatedAt {
		t.Fatalf("ReadCacheInfo: %+v %v %v", head, ok, err)
	}
	cache, got, ok, err := LoadCache(dir)
	if err != nil || !ok || got.Cards != 12 || cache.Len() != 12 {
		t.Fatalf("LoadCache: %+v %v %v (len %d)", got, ok, err, cache.Len())
	}
	builtin, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := builtin.Lookup("Goldfish Test Drake"); ok {
		t.Fatal("the test card is built in: pick another")
	}
	db := builtin.Overlay(cache)
	drake, ok := db.Lookup("goldfish test drake")
	if !ok || drake.Cost.String() != "{1}{U}{U}" || drake.Power != 2 {
		t.Fatalf("the cached card: %+v %v", drake, ok)
	}
	if bolt, _ := db.Lookup("Lightning Bolt"); bolt.Damage != 4 {
		t.Errorf("the cache's Lightning Bolt deals %d: the cache must win over the built-in card", bolt.Damage)
	}
	if _, ok := db.Lookup("Goldfish Token"); ok {
		t.Error("a token was cached")
	}
	if _, ok := db.Lookup("Counterspell"); !ok {
		t.Error("a built-in card the cache lacks is gone")
	}
	if db.Len() != builtin.Len()+11 {
		t.Errorf("overlay of %d built-in and 12 cached cards (1 shared) holds %d", builtin.Len(), db.Len())
	}
}

// A failing server, a truncated download, too few cards or an index too
// big leave the cache in use as it was.
func TestCacheUpdateFailuresKeepTheOldCache(t *testing.T) {
	s := newBulkServer(t, someCards(10))
	dir := t.TempDir()
	if _, err := UpdateCache(context.Background(), testUpdate(s, dir)); err != nil {
		t.Fatal(err)
	}
	before, err := os.ReadFile(filepath.Join(dir, CacheFile))
	if err != nil {
		t.Fatal(err)
	}
	check := func(what string, err error, want string) {
		t.Helper()
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one saying %q", what, err, want)
		}
		after, _ := os.ReadFile(filepath.Join(dir, CacheFile))
		if !bytes.Equal(before, after) {
			t.Errorf("%s: the cache changed", what)
		}
		if _, _, ok, err := LoadCache(dir); !ok || err != nil {
			t.Errorf("%s: the old cache no longer loads: %v", what, err)
		}
		left, _ := filepath.Glob(filepath.Join(dir, ".oracle-cards-*"))
		if len(left) > 0 {
			t.Errorf("%s: temporary files left: %v", what, left)
		}
	}
	s.fail.Store(true)
	_, err = UpdateCache(context.Background(), testUpdate(s, dir))
	check("server error", err, "500")
	s.fail.Store(false)
	s.truncate.Store(true)
	_, err = UpdateCache(context.Background(), testUpdate(s, dir))
	check("truncated download", err, "oracle.json.gz")
	s.truncate.Store(false)
	opt := testUpdate(s, dir)
	opt.MinCards = 100
	_, err = UpdateCache(context.Background(), opt)
	check("too few cards", err, "fewer than the 100")
	opt = testUpdate(s, dir)
	opt.MaxIndex = 100
	_, err = UpdateCache(context.Background(), opt)
	check("index too big", err, "over 100 bytes")
	opt = testUpdate(s, dir)
	opt.MaxExpanded = 200
	_, err = UpdateCache(context.Background(), opt)
	check("expands too much", err, "over 200 bytes")
	opt = testUpdate(s, dir)
	opt.Insecure = false
	_, err = UpdateCache(context.Background(), opt)
	check("plain http not named", err, "plain http is refused")
	_, err = UpdateCache(context.Background(), UpdateOptions{Index: "http://127.0.0.1:1/bulk-data", Insecure: true, Dir: dir})
	check("offline", err, "cannot reach")
	// A smaller file than the cache in use (under half) looks truncated.
	small := newBulkServer(t, someCards(1))
	_, err = UpdateCache(context.Background(), testUpdate(small, dir))
	check("a much smaller file", err, "under half")
}

// An index whose oracle_cards entry points to another scheme is refused:
// nothing from the download is used as a path or fetched from elsewhere.
func TestCacheUpdateRefusesOtherSchemes(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/bulk-data", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `{"data":[{"type":"oracle_cards","download_uri":"file:///etc/passwd","updated_at":"x"}]}`)
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	_, err := UpdateCache(context.Background(), UpdateOptions{Index: srv.URL + "/bulk-data", Insecure: true, Dir: t.TempDir(), MinCards: 1})
	if err == nil || !strings.Contains(err.Error(), `scheme "file"`) {
		t.Errorf("file:// download: %v", err)
	}
	if _, err := UpdateCache(context.Background(), UpdateOptions{Index: "ftp://example.com/x", Dir: t.TempDir()}); err == nil {
		t.Error("an ftp index was accepted")
	}
}

// A damaged cache is an error naming the fix, never a panic.
func TestDamagedCache(t *testing.T) {
	s := newBulkServer(t, someCards(10))
	dir := t.TempDir()
	if _, err := UpdateCache(context.Background(), testUpdate(s, dir)); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, CacheFile)
	good, _ := os.ReadFile(path)
	for i := range good { // every byte
		bad := append([]byte(nil), good...)
		bad[i] ^= 0x5a
		os.WriteFile(path, bad, 0o644)
		db, info, _, err := LoadCache(dir)
		if err == nil && (info.Cards != 12 || db.Len() != 12) {
			t.Errorf("flip at %d: read back %d cards without an error", i, info.Cards)
		}
		if err != nil && !strings.Contains(err.Error(), "simrun cards update") {
			t.Errorf("flip at %d: %v (want the fix named)", i, err)
		}
	}
	os.WriteFile(path, good[:len(good)/2], 0o644)
	if _, _, _, err := LoadCache(dir); err == nil {
		t.Error("a truncated cache loaded")
	}
}
