package decklist

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The line reader of plain text, MTG Arena, Moxfield and Archidekt exports.

// header is a section header line.
type header struct {
	key    string // lower case, single spaces, without ":" and "(N)"
	colon  bool   // written with a trailing ':'
	known  bool   // one of headers
	sec    Section
	about  bool // Arena's "About"
	ignore bool // a board that is not part of the deck (tokens, attractions...)
}

type headerKind struct {
	sec    Section
	about  bool
	ignore bool
}

var headers = map[string]headerKind{
	"deck": {sec: Main}, "main": {sec: Main}, "main deck": {sec: Main}, "maindeck": {sec: Main},
	"mainboard": {sec: Main}, "main board": {sec: Main},
	"sideboard": {sec: Sideboard}, "side board": {sec: Sideboard}, "side": {sec: Sideboard}, "sb": {sec: Sideboard},
	"commander": {sec: Commander}, "commanders": {sec: Commander},
	"companion": {sec: Companion}, "companions": {sec: Companion},
	"maybeboard": {sec: Maybeboard}, "maybe board": {sec: Maybeboard}, "maybe": {sec: Maybeboard},
	"considering": {sec: Maybeboard},
	"about":       {about: true},
	"tokens":      {ignore: true}, "attractions": {ignore: true}, "stickers": {ignore: true},
	"contraptions": {ignore: true}, "planes": {ignore: true}, "schemes": {ignore: true},
}

// parseHeader reports whether code (a comment-free, trimmed line) is a
// section header: a known header name, or any text without a leading count
// that ends in ':' (then known is false).
func parseHeader(code string) (header, bool) {
	var h header
	t := code
	if strings.HasSuffix(t, ":") {
		h.colon = true
		t = strings.TrimSpace(t[:len(t)-1])
	}
	if strings.HasSuffix(t, ")") {
		if i := strings.LastIndexByte(t, '('); i >= 0 && allDigits(t[i+1:len(t)-1]) {
			t = strings.TrimSpace(t[:i])
		}
	}
	h.key = strings.ToLower(strings.Join(strings.Fields(t), " "))
	if k, ok := headers[h.key]; ok {
		h.known, h.sec, h.about, h.ignore = true, k.sec, k.about, k.ignore
		return h, true
	}
	if !h.colon || h.key == "" {
		return h, false
	}
	tok, _ := cutField(code)
	if _, kind, _ := parseCount(tok, true); kind != countNone {
		return h, false // "4 Something:" is a card line
	}
	return h, true
}

// card is one card line as read.
type card struct {
	count       int
	name        string
	set, number string
	sb          bool    // "SB:" prefix
	sec         Section // with hasSec: a section given by the line itself
	hasSec      bool
	categorized bool // had an Archidekt "[...]" category (only when asked for)
	tagged      bool // had an Archidekt "^...^" tag
	marked      bool // had a "*F*"-style marker
}

// parseCard reads a card line of the line formats (comment-free, trimmed).
// With archidekt, a trailing "[...]" is a category list; otherwise it is part
// of the name. It returns the error message, or "".
func parseCard(code string, archidekt bool) (card, string) {
	var c card
	s := code
	if len(s) >= 3 && strings.EqualFold(s[:3], "SB:") {
		c.sb = true
		s = strings.TrimSpace(s[3:])
	}
	tok, rest := cutField(s)
	n, kind, digits := parseCount(tok, true)
	switch kind {
	case countBad:
		return c, fmt.Sprintf("bad count %q (want a whole number)", tok)
	case countRange:
		return c, fmt.Sprintf("count %s out of range (want 1 to %d)", shorten(digits), maxCount)
	case countNone:
		if numberWords[strings.ToLower(tok)] {
			return c, fmt.Sprintf("bad count %q (want a whole number)", tok)
		}
		if s == "" {
			return c, "missing count and card name after \"SB:\""
		}
		q := shorten(s)
		return c, fmt.Sprintf("missing count in %q (want e.g. %q)", q, "4 "+q)
	}
	c.count = n
	if t, r := cutField(rest); t == "x" || t == "X" || t == "×" {
		rest = r
	}
	s = rest
	// Archidekt's trailing "^Tag,#colour^" tags.
	if strings.HasSuffix(s, "^") {
		if i := strings.LastIndexByte(s[:len(s)-1], '^'); i > 0 && spaceBefore(s, i) {
			s = strings.TrimSpace(s[:i])
			c.tagged = true
		}
	}
	var cats string
	if archidekt && strings.HasSuffix(s, "]") {
		if i := strings.LastIndexByte(s, '['); i > 0 && spaceBefore(s, i) {
			cats = s[i+1 : len(s)-1]
			s = strings.TrimSpace(s[:i])
			c.categorized = true
		}
	}
	fs := strings.Fields(s)
	fs = stripMarkers(fs, &c)
	if k := len(fs); k >= 1 && abstract(fs[0]) {
		// "4 land:R (tapped)": an abstract card has no set; leave the name whole.
	} else if k >= 2 && setCode(fs[k-2]) && collectorNumber(fs[k-1]) {
		c.set, c.number = strings.ToUpper(fs[k-2][1:len(fs[k-2])-1]), fs[k-1]
		fs = fs[:k-2]
	} else if k >= 1 && setCode(fs[k-1]) {
		c.set = strings.ToUpper(fs[k-1][1 : len(fs[k-1])-1])
		fs = fs[:k-1]
	}
	fs = stripMarkers(fs, &c)
	c.name = strings.Join(fs, " ")
	if c.name == "" {
		return c, "missing card name"
	}
	if c.categorized {
		if sec, ok := archidektSection(cats); ok {
			c.sec, c.hasSec = sec, true
		}
	}
	return c, ""
}

// abstract reports whether a name's first word starts one of the abstract
// study forms, a mana cost "{1}{W}{W}" or a land "land:WU".
func abstract(first string) bool {
	_, land := cutPrefixFold(first, "land:")
	return land || strings.HasPrefix(first, "{")
}

// stripMarkers removes trailing "*F*"-style markers; "*CMDR*" also makes
// the card a commander.
func stripMarkers(fs []string, c *card) []string {
	for len(fs) > 0 {
		m := fs[len(fs)-1]
		if len(m) < 3 || len(m) > 10 || m[0] != '*' || m[len(m)-1] != '*' {
			break
		}
		for i := 1; i < len(m)-1; i++ {
			if !asciiLetter(m[i]) {
				return fs
			}
		}
		c.marked = true
		if strings.EqualFold(m, "*CMDR*") {
			c.sec, c.hasSec = Commander, true
		}
		fs = fs[:len(fs)-1]
	}
	return fs
}

// archidektSection reads an Archidekt category list such as
// "Commander{top}", "Ramp,Draw" or "Maybeboard{noDeck}{noPrice}".
func archidektSection(cats string) (Section, bool) {
	parts := strings.Split(cats, ",")
	for _, p := range parts {
		name, _, _ := strings.Cut(p, "{")
		switch strings.ToLower(strings.Join(strings.Fields(name), " ")) {
		case "commander", "commanders":
			return Commander, true
		case "companion", "companions":
			return Companion, true
		case "sideboard":
			return Sideboard, true
		case "maybeboard", "maybe board", "maybe", "considering":
			return Maybeboard, true
		}
	}
	for _, p := range parts {
		if strings.Contains(strings.ToLower(p), "{nodeck}") {
			return Maybeboard, true
		}
	}
	return Main, false
}

// setCode reports whether t is "(XXX)": two to six ASCII letters or digits.
func setCode(t string) bool {
	if len(t) < 4 || len(t) > 8 || t[0] != '(' || t[len(t)-1] != ')' {
		return false
	}
	for i := 1; i < len(t)-1; i++ {
		if !asciiLetter(t[i]) && !digit(t[i]) {
			return false
		}
	}
	return true
}

// collectorNumber reports whether t looks like a collector number: ASCII
// letters, digits, '-', '★', '†', with at least one digit or '★'.
func collectorNumber(t string) bool {
	if t == "" || utf8.RuneCountInString(t) > 16 {
		return false
	}
	num := false
	for _, r := range t {
		switch {
		case r < utf8.RuneSelf && digit(byte(r)), r == '★':
			num = true
		case r < utf8.RuneSelf && asciiLetter(byte(r)), r == '-', r == '†':
		default:
			return false
		}
	}
	return num
}

type countKind uint8

const (
	countOK    countKind = iota
	countNone            // not a number at all
	countBad             // looks like a number but is not a whole one ("4.5", "-1", "3a")
	countRange           // a whole number outside 1..9999
)

// parseCount reads a count token: digits, with a trailing "x" when allowX.
// It returns the digits for range errors.
func parseCount(tok string, allowX bool) (int, countKind, string) {
	t := tok
	if allowX {
		switch {
		case strings.HasSuffix(t, "x"), strings.HasSuffix(t, "X"):
			t = t[:len(t)-1]
		case strings.HasSuffix(t, "×"):
			t = t[:len(t)-len("×")]
		}
	}
	if t == "" {
		return 0, countNone, ""
	}
	if allDigits(t) {
		u := strings.TrimLeft(t, "0")
		if u == "" || len(u) > 4 {
			return 0, countRange, t
		}
		n, _ := strconv.Atoi(u)
		if n > maxCount {
			return 0, countRange, t
		}
		return n, countOK, t
	}
	if digit(tok[0]) || ((tok[0] == '+' || tok[0] == '-') && len(tok) > 1 && digit(tok[1])) {
		return 0, countBad, ""
	}
	return 0, countNone, ""
}

var numberWords = map[string]bool{
	"zero": true, "one": true, "two": true, "three": true, "four": true, "five": true, "six": true,
	"seven": true, "eight": true, "nine": true, "ten": true, "eleven": true, "twelve": true,
	"thirteen": true, "fourteen": true, "fifteen": true, "sixteen": true, "seventeen": true,
	"eighteen": true, "nineteen": true, "twenty": true,
}

// parseText reads the line formats: plain text, Arena, Moxfield, Archidekt.
func parseText(file string, lines []string, f Format) (List, error) {
	l := List{Format: f}
	sec := Main
	about, skip, explicit := false, false, false
	brk := -1 // entries before the first blank line that follows a card
	apply := func(h header) {
		sec, about, skip, explicit = h.sec, h.about, h.ignore, true
	}
	for i, raw := range lines {
		n := i + 1
		code, comment := stripComment(raw)
		if code == "" {
			switch {
			case comment != "":
				if h, ok := parseHeader(comment); ok && h.known {
					apply(h)
				} else if name, ok := cutPrefixFold(comment, "name:"); ok && l.Name == "" {
					l.Name = collapse(name)
				}
			case strings.TrimSpace(raw) == "" && brk < 0 && len(l.Entries) > 0:
				brk = len(l.Entries)
			}
			continue
		}
		if h, ok := parseHeader(code); ok {
			if !h.known {
				return List{}, &ParseError{file, n, fmt.Sprintf("unknown section %q (want Deck, Sideboard, Commander, Companion or Maybeboard)", shorten(code))}
			}
			apply(h)
			continue
		}
		if about {
			name, ok := cutPrefixFold(code, "name:")
			if !ok {
				name, ok = cutPrefixFold(code, "name ")
			}
			if ok {
				if l.Name == "" {
					l.Name = collapse(name)
				}
				continue
			}
		}
		c, msg := parseCard(code, f == FormatArchidekt)
		if msg != "" {
			return List{}, &ParseError{file, n, msg}
		}
		if skip {
			continue
		}
		s := sec
		if c.sb {
			s, explicit = Sideboard, true
		}
		if c.hasSec {
			s = c.sec
			if !c.categorized {
				explicit = true // "*CMDR*"
			}
		}
		l.Entries = append(l.Entries, Entry{Count: c.count, Name: c.name, Set: c.set, Number: c.number, Section: s, Line: n})
	}
	if !explicit && brk > 0 && brk < len(l.Entries) && f != FormatArchidekt {
		before, after := 0, 0
		for i, e := range l.Entries {
			if i < brk {
				before += e.Count
			} else {
				after += e.Count
			}
		}
		if after <= sideboardMax && after < before {
			for i := brk; i < len(l.Entries); i++ {
				if l.Entries[i].Section == Main {
					l.Entries[i].Section = Sideboard
				}
			}
		}
	}
	return l, nil
}

// stripComment trims a line and splits off its comment (see the rules at the
// top of this file). A whole-line comment gives code "". Any Unicode white
// space counts as a blank here, as it does when names are collapsed.
func stripComment(raw string) (code, comment string) {
	t := strings.TrimSpace(raw)
	if strings.HasPrefix(t, "//") {
		return "", strings.TrimSpace(t[2:])
	}
	if strings.HasPrefix(t, "#") {
		return "", strings.TrimSpace(t[1:])
	}
	for i := 1; i < len(t); i++ {
		if (t[i] != '#' && t[i] != '/') || !spaceBefore(t, i) {
			continue
		}
		switch {
		case t[i] == '#':
			return strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+1:])
		case i+1 < len(t) && t[i+1] == '/':
			if faceSeparator(t, i) {
				i++
				continue
			}
			return strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+2:])
		}
	}
	return t, ""
}

// faceSeparator reports whether the "//" at t[i:] (after white space)
// separates the faces of a card: exactly one ASCII space before, white space
// after, an upper-case letter next.
func faceSeparator(t string, i int) bool {
	if t[i-1] != ' ' || spaceBefore(t, i-1) {
		return false
	}
	rest := t[i+2:]
	after := strings.TrimLeftFunc(rest, unicode.IsSpace)
	if len(after) == len(rest) || after == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(after)
	return unicode.IsUpper(r)
}

// spaceBefore reports whether the rune before s[i] is white space.
func spaceBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return unicode.IsSpace(r)
}
