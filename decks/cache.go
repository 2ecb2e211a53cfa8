package decks

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"time"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

// The card cache: Scryfall's oracle_cards bulk file, fetched by `simrun cards
// update` and kept, trimmed to what the card reader uses, in one compressed
// file of the user's cache directory. Every command then reads it without a
// flag: built-in cards, then the cache (its cards replace built-in ones of the
// same name: Scryfall is the newer source), then a --cards file.
//
// The network is not trusted: only HTTPS unless the caller names another
// scheme explicitly, bounded sizes for the index, the download and what it
// expands to, time limits, a content check before the new cache replaces the
// old, and nothing from the download used as a path. The cache is written
// under a temporary name and renamed into place, so a failed or interrupted
// update leaves the old cache as it was.

// DefaultBulkIndex is Scryfall's bulk-data index.
const DefaultBulkIndex = "https://api.scryfall.com/bulk-data"

// CacheFile is the cache's file name in the cache directory.
const CacheFile = "oracle-cards.json.zst"

// CacheDir returns the directory of the card cache: $GOLDFISH_CACHE_DIR, or
// goldfish/ in the user's cache directory.
func CacheDir() (string, error) {
	if d := os.Getenv("GOLDFISH_CACHE_DIR"); d != "" {
		return d, nil
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache directory (set GOLDFISH_CACHE_DIR): %w", err)
	}
	return filepath.Join(d, "goldfish"), nil
}

// CacheInfo says what a card cache holds.
type CacheInfo struct {
	Path      string    `json:"-"`
	Source    string    `json:"source"`     // the bulk file's address
	UpdatedAt string    `json:"updated_at"` // Scryfall's date of the bulk file
	FetchedAt time.Time `json:"fetched_at"`
	Cards     int       `json:"card_count"`
	// SHA256 is of the card objects as the cache holds them, each followed
	// by a newline: a damaged cache that still decodes is caught by it.
	SHA256 string `json:"cards_sha256"`
}

// UpdateOptions configure UpdateCache; the zero value of a field means its default.
type UpdateOptions struct {
	Index       string // the bulk-data index URL (DefaultBulkIndex)
	Insecure    bool   // allow plain http (the caller named an http:// index explicitly)
	Dir         string // the cache directory (CacheDir)
	Client      *http.Client
	UserAgent   string
	MaxIndex    int64         // bytes of the index (4 MiB)
	MaxDownload int64         // bytes downloaded (1 GiB)
	MaxExpanded int64         // bytes the download expands to, at every layer of compression (4 GiB)
	MaxObject   int64         // bytes of one JSON value of the download (4 MiB)
	MinCards    int           // a new cache with fewer cards is refused (10,000)
	Timeout     time.Duration // the whole update (30 minutes)
	// Each step of a request is bounded too, lest a server that stops
	// answering hold the update silently until Timeout.
	ConnectTimeout time.Duration // to connect, TLS included (30 s)
	HeaderTimeout  time.Duration // from the request to the answer's headers (60 s)
	IdleTimeout    time.Duration // with no byte of the body (60 s)
	// Progress, if not nil, is told the bytes downloaded so far and the
	// download's size (-1 if the server does not say).
	Progress func(done, total int64)
}

func (o *UpdateOptions) defaults() error {
	if o.Index == "" {
		o.Index = DefaultBulkIndex
	}
	if o.Dir == "" {
		d, err := CacheDir()
		if err != nil {
			return err
		}
		o.Dir = d
	}
	setD := func(v *time.Duration, d time.Duration) {
		if *v <= 0 {
			*v = d
		}
	}
	setD(&o.ConnectTimeout, 30*time.Second)
	setD(&o.HeaderTimeout, 60*time.Second)
	setD(&o.IdleTimeout, 60*time.Second)
	if o.Client == nil {
		tr := http.DefaultTransport.(*http.Transport).Clone()
		tr.DialContext = (&net.Dialer{Timeout: o.ConnectTimeout, KeepAlive: 30 * time.Second}).DialContext
		tr.TLSHandshakeTimeout = o.ConnectTimeout
		tr.ResponseHeaderTimeout = o.HeaderTimeout
		o.Client = &http.Client{Transport: tr}
	}
	if o.UserAgent == "" {
		o.UserAgent = "goldfish (https://github.com/goldfishsim/goldfish)"
	}
	set := func(v *int64, d int64) {
		if *v <= 0 {
			*v = d
		}
	}
	set(&o.MaxIndex, 4<<20)
	set(&o.MaxDownload, 1<<30)
	set(&o.MaxExpanded, 4<<30)
	set(&o.MaxObject, 4<<20)
	if o.MinCards <= 0 {
		o.MinCards = 10_000
	}
	if o.Timeout <= 0 {
		o.Timeout = 30 * time.Minute
	}
	return nil
}

// CheckSource says what is wrong with a bulk-data index's address, if
// anything, before a request: it must be an http or https URL with a host
// (plain http is allowed when named, as here).
func CheckSource(raw string) error {
	_, err := checkURL(raw, true)
	return err
}

// checkURL accepts an https URL, or with insecure an http one.
func checkURL(raw string, insecure bool) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("%q is not a URL: %w", raw, err)
	}
	switch {
	case u.Scheme == "https":
	case u.Scheme == "http" && insecure:
	case u.Scheme == "http":
		return nil, fmt.Errorf("%s: plain http is refused (name an http:// index explicitly to allow it)", raw)
	default:
		return nil, fmt.Errorf("%s: scheme %q: want https", raw, u.Scheme)
	}
	if u.Host == "" {
		return nil, fmt.Errorf("%s: no host", raw)
	}
	return u, nil
}

// UpdateCache fetches the bulk-data index, then its oracle_cards file, and
// replaces the card cache with it once it has read every card. On any error
// the old cache is left as it was.
func UpdateCache(ctx context.Context, opt UpdateOptions) (CacheInfo, error) {
	if err := opt.defaults(); err != nil {
		return CacheInfo{}, err
	}
	ctx, cancel := context.WithTimeout(ctx, opt.Timeout)
	defer cancel()
	if _, err := checkURL(opt.Index, opt.Insecure); err != nil {
		return CacheInfo{}, err
	}
	client := *opt.Client
	client.CheckRedirect = func(req *http.Request, via []*http.Request) error {
		if len(via) >= 5 {
			return errors.New("too many redirects")
		}
		_, err := checkURL(req.URL.String(), opt.Insecure)
		return err
	}
	entry, err := fetchIndex(ctx, &client, &opt)
	if err != nil {
		return CacheInfo{}, err
	}
	if _, err := checkURL(entry.DownloadURI, opt.Insecure); err != nil {
		return CacheInfo{}, fmt.Errorf("the index's oracle_cards address: %w", err)
	}
	info := CacheInfo{Source: entry.DownloadURI, UpdatedAt: entry.UpdatedAt, FetchedAt: time.Now().UTC()}
	if err := os.MkdirAll(opt.Dir, 0o755); err != nil {
		return CacheInfo{}, fmt.Errorf("cache directory: %w", err)
	}
	removeStaleTemps(opt.Dir, 2*opt.Timeout)
	// The cards go into one temporary file as they arrive; the cache is then
	// their header (which needs their count) followed by them, as two zstd
	// frames (a zstd stream of several frames reads as their concatenation).
	cards, err := os.CreateTemp(opt.Dir, ".oracle-cards-*.tmp")
	if err != nil {
		return CacheInfo{}, fmt.Errorf("cache directory: %w", err)
	}
	defer os.Remove(cards.Name())
	n, sum, err := download(ctx, &client, &opt, entry.DownloadURI, cards)
	info.SHA256 = sum
	if cerr := cards.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return CacheInfo{}, err
	}
	info.Cards = n
	tmp, err := os.CreateTemp(opt.Dir, ".oracle-cards-*.tmp")
	if err != nil {
		return CacheInfo{}, fmt.Errorf("cache directory: %w", err)
	}
	defer os.Remove(tmp.Name()) // after the rename, a no-op
	err = writeCache(tmp, &info, cards.Name())
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return CacheInfo{}, fmt.Errorf("cache: %w", err)
	}
	if n < opt.MinCards {
		return CacheInfo{}, fmt.Errorf("%s holds %d cards, fewer than the %d a whole oracle_cards file has: not used", entry.DownloadURI, n, opt.MinCards)
	}
	if old, ok, _ := ReadCacheInfo(opt.Dir); ok && n < old.Cards/2 {
		return CacheInfo{}, fmt.Errorf("%s holds %d cards, under half the %d of the cache in use: not used", entry.DownloadURI, n, old.Cards)
	}
	// The whole file must read back as the cache it claims to be.
	if _, got, err := readCache(tmp.Name()); err != nil || got.Cards != n {
		return CacheInfo{}, fmt.Errorf("the new cache does not read back (%d cards of %d): %v", got.Cards, n, err)
	}
	info.Path = filepath.Join(opt.Dir, CacheFile)
	// CreateTemp makes the file private; a cache shared by a group
	// (GOLDFISH_CACHE_DIR=/shared/...) must be readable by every user.
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return CacheInfo{}, fmt.Errorf("cache: %w", err)
	}
	if err := os.Rename(tmp.Name(), info.Path); err != nil {
		return CacheInfo{}, fmt.Errorf("cache: %w", err)
	}
	return info, nil
}

// removeStaleTemps removes the temporary files of updates that were killed
// (an update lasts at most its timeout, so one older than age is nobody's).
func removeStaleTemps(dir string, age time.Duration) {
	names, _ := filepath.Glob(filepath.Join(dir, ".oracle-cards-*.tmp"))
	for _, n := range names {
		if st, err := os.Lstat(n); err == nil && st.Mode().IsRegular() && time.Since(st.ModTime()) > age {
			os.Remove(n)
		}
	}
}

// bulkEntry is one entry of Scryfall's bulk-data index.
type bulkEntry struct {
	Type        string `json:"type"`
	DownloadURI string `json:"download_uri"`
	UpdatedAt   string `json:"updated_at"`
	Size        int64  `json:"size"`
}

// fetchIndex reads the index and returns its oracle_cards entry.
func fetchIndex(ctx context.Context, client *http.Client, opt *UpdateOptions) (bulkEntry, error) {
	body, err := get(ctx, client, opt, opt.Index, "application/json")
	if err != nil {
		return bulkEntry{}, err
	}
	defer body.Close()
	data, err := io.ReadAll(io.LimitReader(body, opt.MaxIndex+1))
	if err != nil {
		return bulkEntry{}, fmt.Errorf("%s: %w", opt.Index, err)
	}
	if int64(len(data)) > opt.MaxIndex {
		return bulkEntry{}, fmt.Errorf("%s: the index is over %d bytes: not a bulk-data index", opt.Index, opt.MaxIndex)
	}
	var index struct {
		Data []bulkEntry `json:"data"`
	}
	if err := json.Unmarshal(data, &index); err != nil {
		return bulkEntry{}, fmt.Errorf("%s: not a bulk-data index: %w", opt.Index, err)
	}
	for _, e := range index.Data {
		if e.Type == "oracle_cards" {
			if e.DownloadURI == "" {
				return bulkEntry{}, fmt.Errorf("%s: the oracle_cards entry has no download_uri", opt.Index)
			}
			return e, nil
		}
	}
	return bulkEntry{}, fmt.Errorf("%s: no oracle_cards entry in the bulk-data index", opt.Index)
}

// get requests a URL with Scryfall's etiquette (a User-Agent and an Accept
// header) and returns the body of a 200 answer, which fails once no byte
// of it has come for opt.IdleTimeout.
func get(ctx context.Context, client *http.Client, opt *UpdateOptions, u, accept string) (io.ReadCloser, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	idle := time.AfterFunc(opt.IdleTimeout+opt.HeaderTimeout, func() {
		cancel(fmt.Errorf("%s: no answer for %s", u, opt.IdleTimeout+opt.HeaderTimeout))
	})
	body, err := request(ctx, client, opt, u, accept)
	if err != nil {
		idle.Stop()
		cancel(nil)
		if cause := context.Cause(ctx); cause != nil && cause != context.Canceled && ctx.Err() != nil {
			return nil, cause
		}
		return nil, err
	}
	idle.Reset(opt.IdleTimeout)
	return &idleBody{body: body, ctx: ctx, idle: idle, timeout: opt.IdleTimeout, cancel: cancel}, nil
}

// idleBody is an answer's body that is given up (its request cancelled)
// once no byte has come for timeout.
type idleBody struct {
	body    io.ReadCloser
	ctx     context.Context
	idle    *time.Timer
	timeout time.Duration
	cancel  context.CancelCauseFunc
}

func (b *idleBody) Read(p []byte) (int, error) {
	n, err := b.body.Read(p)
	if n > 0 {
		b.idle.Reset(b.timeout)
	}
	if err != nil && err != io.EOF && b.ctx.Err() != nil {
		if cause := context.Cause(b.ctx); cause != nil && cause != context.Canceled {
			err = fmt.Errorf("%w (the server stopped sending)", cause)
		}
	}
	return n, err
}

func (b *idleBody) Close() error {
	b.idle.Stop()
	err := b.body.Close()
	b.cancel(nil)
	return err
}

func request(ctx context.Context, client *http.Client, opt *UpdateOptions, u, accept string) (io.ReadCloser, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("User-Agent", opt.UserAgent)
	req.Header.Set("Accept", accept)
	resp, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("cannot reach %s (offline?): %w", u, err)
	}
	if resp.StatusCode != http.StatusOK {
		resp.Body.Close()
		return nil, fmt.Errorf("%s answered %s", u, resp.Status)
	}
	return resp.Body, nil
}

// countingReader counts the bytes read and stops past a limit.
type countingReader struct {
	r        io.Reader
	n, limit int64
	what     string
	progress func(done int64)
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	if c.n > c.limit {
		return n, fmt.Errorf("%s is over %d bytes", c.what, c.limit)
	}
	if c.progress != nil && n > 0 {
		c.progress(c.n)
	}
	return n, err
}

// writeCache writes a cache: the header frame, then the cards frame.
func writeCache(w io.Writer, info *CacheInfo, cards string) error {
	zw, err := zstd.NewWriter(w)
	if err != nil {
		return err
	}
	header, _ := json.Marshal(info)
	fmt.Fprintf(zw, "{\"object\":\"list\",\"goldfish_cache\":%s,\"data\":[\n", header)
	if err := zw.Close(); err != nil {
		return err
	}
	f, err := os.Open(cards)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(w, f)
	return err
}

// download streams the bulk file into w as the cards of a cache: the
// playable English cards, each trimmed to the fields the card reader uses,
// one per line, and the end of the list object, zstd-compressed. It returns
// the cards written.
func download(ctx context.Context, client *http.Client, opt *UpdateOptions, u string, w io.Writer) (int, string, error) {
	body, err := get(ctx, client, opt, u, "application/json, application/gzip")
	if err != nil {
		return 0, "", err
	}
	defer body.Close()
	total := int64(-1)
	raw := &countingReader{r: body, limit: opt.MaxDownload, what: u}
	if opt.Progress != nil {
		raw.progress = func(done int64) { opt.Progress(done, total) }
	}
	br := bufio.NewReaderSize(raw, 1<<16)
	var in io.Reader = br
	if head, _ := br.Peek(2); len(head) == 2 && head[0] == 0x1f && head[1] == 0x8b {
		gz, err := gzip.NewReader(br)
		if err != nil {
			return 0, "", fmt.Errorf("%s: gzip: %w", u, err)
		}
		defer gz.Close()
		in = gz
	}
	expanded := &countingReader{r: in, limit: opt.MaxExpanded, what: u + " (expanded)"}
	zw, err := zstd.NewWriter(w, zstd.WithEncoderLevel(zstd.SpeedBetterCompression))
	if err != nil {
		return 0, "", err
	}
	h := sha256.New()
	n := 0
	err = readScryfall(expanded, ScryfallLimits{Expanded: opt.MaxExpanded, Object: opt.MaxObject}, func(sc *ScryfallCard) error {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if !sc.Playable() || sc.Lang != "" && sc.Lang != "en" || sc.Name == "" {
			return nil
		}
		line, err := json.Marshal(sc)
		if err != nil {
			return err
		}
		if n > 0 {
			zw.Write([]byte(",\n"))
		}
		zw.Write(line)
		h.Write(line)
		h.Write([]byte{'\n'})
		n++
		return nil
	})
	switch {
	case err != nil:
	case raw.n > raw.limit: // (a limit passed in the read that held the end of the data)
		err = fmt.Errorf("the download is over %d bytes", raw.limit)
	case expanded.n > expanded.limit:
		err = fmt.Errorf("the download expands to over %d bytes", expanded.limit)
	}
	if err != nil {
		zw.Close()
		return 0, "", fmt.Errorf("%s: %w", u, err)
	}
	fmt.Fprintf(zw, "\n]}\n")
	if err := zw.Close(); err != nil {
		return 0, "", err
	}
	return n, hex.EncodeToString(h.Sum(nil)), nil
}

// ReadCacheInfo reads what the cache in dir holds, without its cards; false
// if there is no cache.
func ReadCacheInfo(dir string) (CacheInfo, bool, error) {
	path := filepath.Join(dir, CacheFile)
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return CacheInfo{}, false, nil
	}
	info, err := walkCache(path, nil)
	return info, true, err
}

// LoadCache reads the card cache in dir into a database of cards held unread
// until looked up; false if there is no cache.
func LoadCache(dir string) (*Database, CacheInfo, bool, error) {
	path := filepath.Join(dir, CacheFile)
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return nil, CacheInfo{}, false, nil
	}
	db, info, err := readCache(path)
	return db, info, true, err
}

// readCache reads a cache file whole: its header and every card object.
func readCache(path string) (*Database, CacheInfo, error) {
	db := NewDatabase()
	n := 0
	info, err := walkCache(path, func(raw json.RawMessage) error {
		name, faces, err := cardNames(raw)
		if err != nil {
			return fmt.Errorf("card object %d has no name", n+1)
		}
		n++
		if _, dup := db.byName[NormalName(name)]; dup {
			return nil
		}
		db.addRaw(name, faces, raw)
		return nil
	})
	if err != nil {
		return nil, info, err
	}
	return db, info, nil
}

// walkCache reads a cache file: its header, then (with each) every card
// object, then the card count that closes it.
func walkCache(path string, each func(json.RawMessage) error) (CacheInfo, error) {
	bad := func(err error) (CacheInfo, error) {
		return CacheInfo{}, fmt.Errorf("%s: the card cache is damaged (run simrun cards update): %w", path, err)
	}
	f, err := os.Open(path)
	if err != nil {
		return CacheInfo{}, err
	}
	defer f.Close()
	zr, err := zstd.NewReader(f)
	if err != nil {
		return bad(err)
	}
	defer zr.Close()
	dec := json.NewDecoder(zr)
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return bad(fmt.Errorf("not a card cache"))
	}
	var info CacheInfo
	count := 0
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			return bad(err)
		}
		switch k {
		case "goldfish_cache":
			if err := dec.Decode(&info); err != nil {
				return bad(err)
			}
		case "data":
			if each == nil {
				info.Path = path
				return info, nil // the header is all that was asked
			}
			if t, err := dec.Token(); err != nil || t != json.Delim('[') {
				return bad(fmt.Errorf("\"data\" is not an array"))
			}
			h := sha256.New()
			for dec.More() {
				var raw json.RawMessage
				if err := dec.Decode(&raw); err != nil {
					return bad(err)
				}
				h.Write(raw)
				h.Write([]byte{'\n'})
				if err := each(raw); err != nil {
					return bad(err)
				}
				count++
			}
			if _, err := dec.Token(); err != nil {
				return bad(err)
			}
			if sum := hex.EncodeToString(h.Sum(nil)); sum != info.SHA256 {
				return bad(fmt.Errorf("its cards do not match their SHA-256"))
			}
		default:
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return bad(err)
			}
		}
	}
	if _, err := dec.Token(); err != nil {
		return bad(err)
	}
	// Read the stream to its end: only there does the zstd frame's checksum
	// get checked, and a damaged byte can decode into JSON that still parses
	// (a key renamed, a count changed with it).
	var tail trailing
	if _, err := io.Copy(&tail, io.MultiReader(dec.Buffered(), zr)); err != nil {
		return bad(err)
	}
	if tail.data {
		return bad(fmt.Errorf("data after the end of the cache"))
	}
	if count != info.Cards {
		return bad(fmt.Errorf("it holds %d cards, its header says %d", count, info.Cards))
	}
	info.Path = path
	return info, nil
}

// trailing is a writer that notes whether anything but white space was
// written to it.
type trailing struct{ data bool }

func (t *trailing) Write(p []byte) (int, error) {
	for _, c := range p {
		if c != ' ' && c != '\n' && c != '\r' && c != '\t' {
			t.data = true
		}
	}
	return len(p), nil
}

// Overlay returns a database holding db's cards and over's, over's replacing
// db's of the same name.
func (db *Database) Overlay(over *Database) *Database {
	out := over.Clone()
	for i := range db.Len() {
		db.mu.Lock()
		name, c, raw := db.names[i], db.cards[i], db.raw[i]
		db.mu.Unlock()
		if _, ok := out.byName[NormalName(name)]; ok {
			continue
		}
		var faces []string
		if c != nil {
			for _, f := range c.Faces {
				faces = append(faces, f.Name)
			}
		}
		out.add(c, raw, name, faces)
	}
	return out
}
