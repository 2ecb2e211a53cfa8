package decks

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

// A hostile mirror on 127.0.0.1 (reliability report C1, B9): every layer of
// compression is bounded (a zstd body, or gzip inside gzip, expanding past
// the limit), one huge JSON value is refused before it is held in memory,
// and a server that stops answering (before its headers, or half-way
// through its body) is given up after the step's timeout, not the whole
// update's. Each failure leaves no cache and no temporary file.
func TestCacheUpdateHostileServer(t *testing.T) {
	pad := `{"name":"","pad":"` + strings.Repeat("A", 64<<10) + `"},`
	bomb := "[" + strings.Repeat(pad, 200) + `{"name":""}]` // 12.8 MiB of JSON
	zst := func(s string) []byte {
		var b bytes.Buffer
		zw, _ := zstd.NewWriter(&b)
		zw.Write([]byte(s))
		zw.Close()
		return b.Bytes()
	}
	gz := func(p []byte) []byte {
		var b bytes.Buffer
		zw := gzip.NewWriter(&b)
		zw.Write(p)
		zw.Close()
		return b.Bytes()
	}
	big := `[{"name":"x","pad":"` + strings.Repeat("A", 64<<20) + `"}]` // one 64 MiB value
	bodies := map[string][]byte{
		"zstd-bomb": zst(bomb),
		"double-gz": gz(gz([]byte(bomb))),
		"big-value": zst(big),
	}
	big = ""
	mux := http.NewServeMux()
	var srv *httptest.Server
	mux.HandleFunc("/idx/", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `{"data":[{"type":"oracle_cards","download_uri":"%s/file/%s","updated_at":"x"}]}`, srv.URL, strings.TrimPrefix(r.URL.Path, "/idx/"))
	})
	mux.HandleFunc("/file/", func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(r.URL.Path, "/file/")
		switch name {
		case "slow-headers": // never answers
			<-r.Context().Done()
		case "stall-body": // half a body, the connection kept open
			w.Header().Set("Content-Length", "100000")
			w.Write([]byte(`[{"name":"Island","type_line":"Basic Land — Island","layout":"normal"},`))
			w.(http.Flusher).Flush()
			<-r.Context().Done()
		default:
			w.Write(bodies[name])
		}
	})
	srv = httptest.NewServer(mux)
	defer srv.Close()

	for _, tc := range []struct {
		name, want string
		opt        func(*UpdateOptions)
	}{
		{"zstd-bomb", "expands to over 4194304 bytes", func(o *UpdateOptions) { o.MaxExpanded = 4 << 20 }},
		{"double-gz", "expands to over 4194304 bytes", func(o *UpdateOptions) { o.MaxExpanded = 4 << 20 }},
		{"big-value", "a JSON value of over 4194304 bytes", func(o *UpdateOptions) {}},
		{"slow-headers", "timeout awaiting response headers", func(o *UpdateOptions) { o.HeaderTimeout = 300 * time.Millisecond }},
		{"stall-body", "the server stopped sending", func(o *UpdateOptions) { o.IdleTimeout = 300 * time.Millisecond }},
	} {
		dir := t.TempDir()
		opt := UpdateOptions{Index: srv.URL + "/idx/" + tc.name, Insecure: true, Dir: dir, MinCards: 1}
		tc.opt(&opt)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		start := time.Now()
		_, err := UpdateCache(context.Background(), opt)
		el := time.Since(start)
		runtime.ReadMemStats(&after)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want an error saying %q", tc.name, err, tc.want)
		}
		if el > 20*time.Second {
			t.Errorf("%s: failed after %s", tc.name, el)
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 48<<20 {
			t.Errorf("%s: %d MiB allocated (the bounds are 4 MiB)", tc.name, alloc>>20)
		}
		if left, _ := os.ReadDir(dir); len(left) > 0 {
			t.Errorf("%s: left %v in the cache folder", tc.name, left)
		}
	}
}

// The cache is readable by its group and others (report B2: a cache shared
// through GOLDFISH_CACHE_DIR was mode 0600, and every other user's command
// failed on it), and a killed update's temporary file is removed by the next
// one once it is older than any update lasts (B3); a recent one, perhaps
// another update at work, is kept.
func TestCacheSharedAndTempsCleared(t *testing.T) {
	s := newBulkServer(t, someCards(10))
	dir := t.TempDir()
	stale, fresh := filepath.Join(dir, ".oracle-cards-111.tmp"), filepath.Join(dir, ".oracle-cards-222.tmp")
	os.WriteFile(stale, []byte("half a download"), 0o600)
	os.WriteFile(fresh, []byte("another update's"), 0o600)
	old := time.Now().Add(-3 * time.Hour)
	os.Chtimes(stale, old, old)
	if _, err := UpdateCache(context.Background(), testUpdate(s, dir)); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(filepath.Join(dir, CacheFile))
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm()&0o044 != 0o044 {
		t.Errorf("the cache's mode is %v: others cannot read it", st.Mode().Perm())
	}
	if _, err := os.Stat(stale); err == nil {
		t.Error("a killed update's temporary file of 3 hours ago stayed")
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Error("a recent temporary file (perhaps another update's) was removed")
	}
}
