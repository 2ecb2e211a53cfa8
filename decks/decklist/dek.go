package decklist

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// MTGO .dek XML files.

// parseDek reads an MTGO .dek XML file.
func parseDek(file string, data []byte) (List, error) {
	l := List{Format: FormatMTGO}
	d := xml.NewDecoder(bytes.NewReader(dekText(data)))
	d.CharsetReader = charsetReader
	for {
		line, _ := d.InputPos()
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				return List{}, &ParseError{file, se.Line, "bad XML: " + shorten(strings.ToValidUTF8(se.Msg, "\uFFFD"))}
			}
			at, _ := d.InputPos()
			msg := strings.TrimPrefix(err.Error(), "xml: ")
			return List{}, &ParseError{file, at, "bad XML: " + shorten(strings.ToValidUTF8(msg, "\uFFFD"))}
		}
		el, ok := tok.(xml.StartElement)
		if !ok || !strings.EqualFold(el.Name.Local, "Cards") {
			continue
		}
		var qty, name, side string
		var hasQty, hasName bool
		for _, a := range el.Attr {
			switch strings.ToLower(a.Name.Local) {
			case "quantity":
				qty, hasQty = strings.TrimSpace(a.Value), true
			case "name":
				name, hasName = collapse(a.Value), true
			case "sideboard":
				side = strings.ToLower(strings.TrimSpace(a.Value))
			}
		}
		e := Entry{Line: line}
		switch {
		case !hasQty:
			return List{}, &ParseError{file, line, "<Cards> without Quantity"}
		case !hasName:
			return List{}, &ParseError{file, line, "<Cards> without Name"}
		case name == "":
			return List{}, &ParseError{file, line, "missing card name"}
		}
		n, kind, digits := parseCount(qty, false)
		switch kind {
		case countRange:
			return List{}, &ParseError{file, line, fmt.Sprintf("count %s out of range (want 1 to %d)", shorten(digits), maxCount)}
		case countBad, countNone:
			return List{}, &ParseError{file, line, fmt.Sprintf("bad count %q (want a whole number)", shorten(qty))}
		}
		switch side {
		case "true", "1":
			e.Section = Sideboard
		case "false", "0", "":
		default:
			return List{}, &ParseError{file, line, fmt.Sprintf("bad Sideboard %q (want true or false)", shorten(side))}
		}
		e.Count, e.Name = n, name
		l.Entries = append(l.Entries, e)
	}
	return l, nil
}

// charsetReader accepts the single-byte encodings an old .dek might
// declare. Windows-1252 is not Latin-1: its 0x80-0x9F are letters and
// punctuation (0x92 is the apostrophe of "Jace’s"), which Latin-1 reads as
// control characters.
func charsetReader(charset string, in io.Reader) (io.Reader, error) {
	switch strings.ToLower(charset) {
	case "us-ascii", "ascii":
		return in, nil
	case "windows-1252", "cp1252":
		return charmap.Windows1252.NewDecoder().Reader(in), nil
	case "iso-8859-1", "latin1", "latin-1":
		return charmap.ISO8859_1.NewDecoder().Reader(in), nil
	}
	return nil, errors.New("unsupported encoding (want utf-8)")
}

// dekText returns a .dek file's text as UTF-8: as it is when it is UTF-8,
// else read as Windows-1252 (what old MTGO files are, whatever they
// declare), its encoding declaration then saying UTF-8.
func dekText(data []byte) []byte {
	if utf8.Valid(data) {
		return data
	}
	out, err := charmap.Windows1252.NewDecoder().Bytes(data)
	if err != nil {
		return data
	}
	return reDekEncoding.ReplaceAll(out, []byte(`encoding="utf-8"`))
}

var reDekEncoding = regexp.MustCompile(`(?i)encoding\s*=\s*["'][^"']*["']`)
