package decks

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

// ReadScryfall streams the card objects of a Scryfall bulk file (a JSON array,
// such as oracle_cards or default_cards) from r, plain, gzip or zstd
// compressed (told by the first bytes), calling fn for each. It holds one card
// object at a time, never the whole file; *ScryfallCard is reused between
// calls. A JSON list object ({"object":"list","data":[...]}, as the API's
// search pages are) is read too.
func ReadScryfall(r io.Reader, fn func(*ScryfallCard) error) error {
	return readScryfall(r, ScryfallLimits{}, fn)
}

// ScryfallLimits bound what reading a Scryfall file may cost, whatever its
// bytes: a few KB of zstd or nested gzip can expand to gigabytes, and one
// JSON value is held whole in memory while it is decoded. The zero value
// of a field means its default.
type ScryfallLimits struct {
	Expanded int64 // bytes of JSON after decompression (16 GiB: an all_cards file is about 2.3)
	Object   int64 // bytes of one card object or other JSON value (4 MiB: a card is a few KB)
}

func (l *ScryfallLimits) defaults() {
	if l.Expanded <= 0 {
		l.Expanded = 16 << 30
	}
	if l.Object <= 0 {
		l.Object = 4 << 20
	}
}

// window is the JSON stream as the decoder reads it, counted: never more
// than limit bytes in all, nor more than object bytes past what the decoder
// has consumed (so that no single value it must hold whole is larger).
type window struct {
	r          io.Reader
	n          int64 // bytes given to the decoder
	start      int64 // where the value being read starts
	limit      int64
	object     int64
	overObject bool
}

func (w *window) Read(p []byte) (int, error) {
	if w.n >= w.limit {
		return 0, fmt.Errorf("the JSON expands to over %d bytes", w.limit)
	}
	if w.n >= w.start+w.object {
		w.overObject = true
		return 0, fmt.Errorf("a JSON value of over %d bytes (a card object is a few KB)", w.object)
	}
	room := min(w.limit-w.n, w.start+w.object-w.n)
	if int64(len(p)) > room {
		p = p[:room]
	}
	n, err := w.r.Read(p)
	w.n += int64(n)
	return n, err
}

func readScryfall(r io.Reader, lim ScryfallLimits, fn func(*ScryfallCard) error) error {
	lim.defaults()
	br := bufio.NewReaderSize(r, 1<<16)
	head, _ := br.Peek(4)
	var in io.Reader = br
	switch {
	case bytes.HasPrefix(head, []byte{0x1f, 0x8b}):
		gz, err := gzip.NewReader(br)
		if err != nil {
			return fmt.Errorf("gzip: %w", err)
		}
		defer gz.Close()
		in = gz
	case bytes.HasPrefix(head, []byte{0x28, 0xb5, 0x2f, 0xfd}):
		// A frame may ask for a window of gigabytes; files made with zstd
		// --long need 128 MiB at most.
		zr, err := zstd.NewReader(br, zstd.WithDecoderMaxWindow(128<<20), zstd.WithDecoderConcurrency(1))
		if err != nil {
			return fmt.Errorf("zstd: %w", err)
		}
		defer zr.Close()
		in = zr
	}
	win := &window{r: in, limit: lim.Expanded, object: lim.Object}
	dec := json.NewDecoder(win)
	next := func() { win.start = dec.InputOffset() } // a new value starts here
	tok, err := dec.Token()
	if err != nil {
		return fmt.Errorf("not a Scryfall file: %w", err)
	}
	switch tok {
	case json.Delim('['):
	case json.Delim('{'):
		// A list object: find its "data" array.
		for {
			next()
			key, err := dec.Token()
			if err != nil {
				return fmt.Errorf("not a Scryfall file: %w", err)
			}
			if key == json.Delim('}') {
				return fmt.Errorf("not a Scryfall file: no card array")
			}
			if key == "data" {
				if t, err := dec.Token(); err != nil || t != json.Delim('[') {
					return fmt.Errorf("not a Scryfall file: \"data\" is not an array")
				}
				break
			}
			next()
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return fmt.Errorf("not a Scryfall file: %w", err)
			}
		}
	default:
		return fmt.Errorf("not a Scryfall file: it starts with %v, not a JSON array", tok)
	}
	var sc ScryfallCard
	for n := 0; ; n++ {
		if next(); !dec.More() {
			break
		}
		sc = ScryfallCard{}
		if err := dec.Decode(&sc); err != nil {
			return fmt.Errorf("card object %d (byte %d): %w", n+1, dec.InputOffset(), err)
		}
		if err := fn(&sc); err != nil {
			return err
		}
	}
	next()
	if _, err := dec.Token(); err != nil {
		return fmt.Errorf("truncated card array: %w", err)
	}
	return nil
}

// ImportStats says what an import read and what it could not understand.
type ImportStats struct {
	Objects      int      // card objects read
	Cards        int      // distinct cards added
	Skipped      int      // tokens, emblems, art cards, other languages, later printings of a name
	BadCosts     int      // mana costs the cost grammar cannot read (Un-cards)
	Unrecognised int      // cards with mana or land text that matches no template
	Examples     []string // a few of those, "name: text"
}

// ImportScryfall adds the cards of a Scryfall bulk file to db, the first
// printing of each name in English, without replacing cards db already has.
func ImportScryfall(db *Database, path string) (ImportStats, error) {
	f, err := os.Open(path)
	if err != nil {
		return ImportStats{}, err
	}
	defer f.Close()
	var st ImportStats
	err = ReadScryfall(f, func(sc *ScryfallCard) error {
		st.Objects++
		if !sc.Playable() || sc.Lang != "" && sc.Lang != "en" || sc.Name == "" { // (a nameless object is no card)
			st.Skipped++
			return nil
		}
		if _, ok := db.Lookup(sc.Name); ok {
			st.Skipped++
			return nil
		}
		c, err := CardFromScryfall(sc)
		if err != nil {
			st.BadCosts++
			return nil
		}
		if u := c.ManaUnmodelled(); len(u) > 0 {
			st.Unrecognised++
			if len(st.Examples) < 10 {
				st.Examples = append(st.Examples, c.Name+": "+u[0])
			}
		}
		db.Add(c)
		st.Cards++
		return nil
	})
	if err != nil {
		return st, fmt.Errorf("%s: %w", path, err)
	}
	return st, nil
}
