package decks

// Decklist parsing: the file formats analysts paste, detected from content.
//
// The parser does not know cards. It returns each line's count and name as
// written (set codes, collector numbers, categories and foil markers removed,
// runs of white space collapsed to one space, case kept); another part of the
// package resolves the names. The abstract study lines ("35 {1}{W}{W}",
// "4 land:WU tapped") pass through as names untouched.
//
// # Detection
//
// ParseList picks the format from the content alone, by these rules in order:
//
//  1. The first character that is not white space (after an optional UTF-8
//     byte order mark) is '<': MTGO .dek XML.
//  2. A line that is only a Forge section header, "[metadata]", "[Main]",
//     "[Sideboard]", "[Commander]", "[Avatar]", "[Planes]", "[Schemes]",
//     "[Conspiracy]", "[Dungeon]", "[Attractions]" or "[Contraptions]" (any
//     case): Forge .dck.
//  3. A card line with a trailing category in brackets, "1x Sol Ring (cmr) 472
//     [Ramp]" (the "x" is optional), or a trailing Archidekt tag "^Have,#37d67a^":
//     Archidekt.
//  4. A foil or etched marker ("*F*", "*E*": a star, up to eight letters, a
//     star, after the name) or a Moxfield colon header ("SIDEBOARD:",
//     "MAYBEBOARD:", "COMMANDER:", "COMPANION:", "CONSIDERING:", any case):
//     Moxfield.
//  5. An Arena header alone on a line without a colon ("Deck", "Commander",
//     "Companion", "About") or a card line ending in a set code "(M19)", with or
//     without a collector number: Arena.
//  6. Otherwise: plain text.
//
// Plain text, Arena, Moxfield and Archidekt are read by one line reader that
// accepts the syntax of all four (counts "4", "4x", "4 x"; "SB:" prefixes;
// section headers with or without a colon; "(SET) NUM" suffixes; markers;
// comments), so where two readings of a file overlap they give the same
// entries, and the detected format only decides three things: Archidekt lines
// take their section from their category, Archidekt tags and categories are
// stripped, and the blank-line sideboard convention below applies to plain
// text, Arena and Moxfield but not to Archidekt. Forge and MTGO have their own
// readers.
//
// # Sections
//
// Section headers (alone on a line, any case, optional trailing ":" and
// optional card count "(15)"): "Deck", "Main", "Main deck", "Maindeck",
// "Mainboard" start the main deck; "Sideboard", "Side", "SB" the sideboard;
// "Commander(s)", "Companion(s)"; "Maybeboard", "Maybe", "Considering" the
// maybeboard; "About" (Arena) starts a part where "Name X" (or "Name: X")
// names the deck; so does a whole-line comment "// Name: X" in any line format.
// Moxfield's other boards ("Tokens", "Attractions", "Stickers",
// "Contraptions", "Planes", "Schemes") are skipped up to the next header. A
// whole-line comment that is exactly a header ("// Sideboard", "# Main") is a
// header too. Any other line without a count that ends in ":" is an error
// (unknown section), so that a misspelt "Sidebord:" does not go unnoticed.
//
// "SB: 2 Negate" puts that one line in the sideboard.
//
// The blank-line convention of MTGO's text export: when a file has no
// explicit section anywhere (no header, no "SB:" line, no "*CMDR*" marker),
// the cards after the first blank line that follows a card are the sideboard
// if they are at most 15 cards in all and fewer than the cards before it.
// Otherwise blank lines mean nothing.
//
// # Comments
//
// A line whose first non-blank characters are "//" or "#" is a comment. A '#'
// after white space starts a trailing comment. A "//" after white space starts
// a trailing comment unless it is a face separator, which is " // " with
// exactly one ASCII space before it (not a tab, not two spaces), white space
// after it, and an upper-case letter next: "1 Fire // Ice" is one card, "4 Lightning Bolt  // burn" and
// "4 Lightning Bolt // burn" are a card and a comment. "Fire//Ice" (no space
// before) is kept as a name.
//
// # Card lines
//
// Counts are whole numbers 1 to 9999, written "4", "4x" or "4 x". A trailing
// set code is two to six ASCII letters or digits in parentheses, optionally
// followed by a collector number (ASCII letters, digits, '-', '★', '†', with at
// least one digit or '★'): "(M19) 314", "(PLST) 2XM-123", "(cmr) 472". The set
// is returned upper-cased, the number as written. Names of the abstract forms
// (first word "land:..." or starting with "{") never lose a set code: "4
// land:R (tapped)" keeps its whole name, for the resolver to refuse. Markers "*F*", "*E*" and the
// like are removed; "*CMDR*" also puts the card in the commander section.
// Plain text, Arena, Moxfield and Archidekt lines need a count; Forge lines
// may omit it (count 1), as Forge itself does.
//
// Archidekt categories: "[Ramp,Draw]" is a list; each category may carry flags
// in braces ("Commander{top}", "Maybeboard{noDeck}{noPrice}"). The first
// category named Commander(s), Companion, Sideboard, Maybeboard or Considering
// decides the section; failing that, a "{noDeck}" flag on any category means
// Maybeboard; failing that, the line belongs to the section of the last header
// (Main when there is none).
//
// Forge .dck: "[metadata]" lines "Name=..." name the deck; "[Main]",
// "[Sideboard]", "[Commander]" hold cards "4 Lightning Bolt|M10|1" (name, then
// set, then an art index that is ignored); the lines of other sections are
// ignored; card lines before any section are main deck.
//
// MTGO .dek: every <Cards Quantity="4" Sideboard="false" Name="..."/> element,
// wherever it is, is one entry at the line where the element starts.

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// Section is where a line of a decklist belongs.
type Section uint8

const (
	Main Section = iota
	Sideboard
	Commander
	Companion
	Maybeboard // Moxfield/Archidekt "Maybeboard" / "Considering": not played
)

var dlSectionNames = [...]string{"main", "sideboard", "commander", "companion", "maybeboard"}

// String returns "main", "sideboard", "commander", "companion" or "maybeboard".
func (s Section) String() string {
	if int(s) < len(dlSectionNames) {
		return dlSectionNames[s]
	}
	return "section(" + strconv.Itoa(int(s)) + ")"
}

// Format is a decklist file format.
type Format uint8

const (
	FormatText      Format = iota // plain text: "4 Lightning Bolt", "4x Lightning Bolt", "SB: 2 Negate", // and # comments
	FormatArena                   // MTG Arena export: Deck/Sideboard/Commander/Companion headers, "3 Llanowar Elves (M19) 314"
	FormatMTGO                    // MTGO .dek XML
	FormatMoxfield                // Moxfield text export
	FormatArchidekt               // Archidekt text export
	FormatForge                   // Forge .dck
)

var dlFormatNames = [...]string{"text", "arena", "mtgo", "moxfield", "archidekt", "forge"}

// String returns "text", "arena", "mtgo", "moxfield", "archidekt" or "forge".
func (f Format) String() string {
	if int(f) < len(dlFormatNames) {
		return dlFormatNames[f]
	}
	return "format(" + strconv.Itoa(int(f)) + ")"
}

// Entry is one card line of a decklist.
type Entry struct {
	Count   int
	Name    string // as written, trimmed; set code, collector number, categories and markers removed
	Set     string // set code if the line gave one (upper-cased), else ""
	Number  string // collector number if given ("314", "290a", "★12"), else ""
	Section Section
	Line    int // 1-based line number in the file
}

// List is a parsed decklist.
type List struct {
	Format  Format
	Name    string  // the deck's name if the file gives one (Forge Name=, MTGO none), else ""
	Entries []Entry // in file order
}

// ParseError is a decklist line that cannot be read: "file:line: what is wrong".
// Line 0 is the file as a whole ("deck.txt: no cards").
type ParseError struct {
	File string
	Line int
	Msg  string
}

// Error returns "file:line: msg", or "file: msg" when Line is 0. Without a file
// name it returns "line N: msg", or msg alone.
func (e *ParseError) Error() string {
	switch {
	case e.File == "" && e.Line > 0:
		return "line " + strconv.Itoa(e.Line) + ": " + e.Msg
	case e.File == "":
		return e.Msg
	case e.Line > 0:
		return e.File + ":" + strconv.Itoa(e.Line) + ": " + e.Msg
	default:
		return e.File + ": " + e.Msg
	}
}

// dlMaxCount is the largest count a line may give.
const dlMaxCount = 9999

// dlSideboardMax is the most cards the blank-line convention reads as a sideboard.
const dlSideboardMax = 15

// ParseList reads a decklist; file is only used in errors. The format is
// detected from the content (see the rules at the top of this file). Every
// error is a *ParseError; a file without a single card line is the error
// "no cards" at line 0. On error the List is empty.
func ParseList(file string, data []byte) (List, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	var l List
	var err error
	if t := bytes.TrimLeft(data, " \t\r\n"); len(t) > 0 && t[0] == '<' {
		l, err = dlParseDek(file, data)
	} else {
		lines := strings.Split(string(data), "\n")
		for i, ln := range lines {
			lines[i] = strings.TrimSuffix(ln, "\r")
		}
		if f := dlDetect(lines); f == FormatForge {
			l, err = dlParseForge(file, lines)
		} else {
			l, err = dlParseText(file, lines, f)
		}
	}
	if err != nil {
		return List{}, err
	}
	if len(l.Entries) == 0 {
		return List{}, &ParseError{File: file, Msg: "no cards"}
	}
	return l, nil
}

// dlDetect chooses among the line formats (rules 2 to 6 of the detection).
func dlDetect(lines []string) Format {
	for _, raw := range lines {
		if dlForgeSection(strings.TrimSpace(raw)) != "" {
			return FormatForge
		}
	}
	var archidekt, moxfield, arena bool
	for _, raw := range lines {
		code, _ := dlStripComment(raw)
		if code == "" {
			continue
		}
		if h, ok := dlParseHeader(code); ok {
			if h.known && h.colon && dlMoxfieldHeaders[h.key] {
				moxfield = true
			}
			if h.known && !h.colon && dlArenaHeaders[h.key] {
				arena = true
			}
			continue
		}
		c, msg := dlParseCard(code, true)
		if msg != "" {
			continue
		}
		switch {
		case c.categorized || c.tagged:
			archidekt = true
		case c.marked:
			moxfield = true
		case c.set != "":
			arena = true
		}
	}
	switch {
	case archidekt:
		return FormatArchidekt
	case moxfield:
		return FormatMoxfield
	case arena:
		return FormatArena
	}
	return FormatText
}

var dlMoxfieldHeaders = map[string]bool{"sideboard": true, "maybeboard": true, "commander": true, "companion": true, "considering": true}

var dlArenaHeaders = map[string]bool{"deck": true, "commander": true, "companion": true, "about": true}

// dlHeader is a section header line.
type dlHeader struct {
	key    string // lower case, single spaces, without ":" and "(N)"
	colon  bool   // written with a trailing ':'
	known  bool   // one of dlHeaders
	sec    Section
	about  bool // Arena's "About"
	ignore bool // a board that is not part of the deck (tokens, attractions...)
}

type dlHeaderKind struct {
	sec    Section
	about  bool
	ignore bool
}

var dlHeaders = map[string]dlHeaderKind{
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

// dlParseHeader reports whether code (a comment-free, trimmed line) is a
// section header: a known header name, or any text without a leading count
// that ends in ':' (then known is false).
func dlParseHeader(code string) (dlHeader, bool) {
	var h dlHeader
	t := code
	if strings.HasSuffix(t, ":") {
		h.colon = true
		t = strings.TrimSpace(t[:len(t)-1])
	}
	if strings.HasSuffix(t, ")") {
		if i := strings.LastIndexByte(t, '('); i >= 0 && dlAllDigits(t[i+1:len(t)-1]) {
			t = strings.TrimSpace(t[:i])
		}
	}
	h.key = strings.ToLower(strings.Join(strings.Fields(t), " "))
	if k, ok := dlHeaders[h.key]; ok {
		h.known, h.sec, h.about, h.ignore = true, k.sec, k.about, k.ignore
		return h, true
	}
	if !h.colon || h.key == "" {
		return h, false
	}
	tok, _ := dlCutField(code)
	if _, kind, _ := dlParseCount(tok, true); kind != dlCountNone {
		return h, false // "4 Something:" is a card line
	}
	return h, true
}

// dlCard is one card line as read.
type dlCard struct {
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

// dlParseCard reads a card line of the line formats (comment-free, trimmed).
// With archidekt, a trailing "[...]" is a category list; otherwise it is part
// of the name. It returns the error message, or "".
func dlParseCard(code string, archidekt bool) (dlCard, string) {
	var c dlCard
	s := code
	if len(s) >= 3 && strings.EqualFold(s[:3], "SB:") {
		c.sb = true
		s = strings.TrimSpace(s[3:])
	}
	tok, rest := dlCutField(s)
	n, kind, digits := dlParseCount(tok, true)
	switch kind {
	case dlCountBad:
		return c, fmt.Sprintf("bad count %q (want a whole number)", tok)
	case dlCountRange:
		return c, fmt.Sprintf("count %s out of range (want 1 to %d)", dlShorten(digits), dlMaxCount)
	case dlCountNone:
		if dlNumberWords[strings.ToLower(tok)] {
			return c, fmt.Sprintf("bad count %q (want a whole number)", tok)
		}
		if s == "" {
			return c, "missing count and card name after \"SB:\""
		}
		q := dlShorten(s)
		return c, fmt.Sprintf("missing count in %q (want e.g. %q)", q, "4 "+q)
	}
	c.count = n
	if t, r := dlCutField(rest); t == "x" || t == "X" || t == "×" {
		rest = r
	}
	s = rest
	// Archidekt's trailing "^Tag,#colour^" tags.
	if strings.HasSuffix(s, "^") {
		if i := strings.LastIndexByte(s[:len(s)-1], '^'); i > 0 && dlSpaceBefore(s, i) {
			s = strings.TrimSpace(s[:i])
			c.tagged = true
		}
	}
	var cats string
	if archidekt && strings.HasSuffix(s, "]") {
		if i := strings.LastIndexByte(s, '['); i > 0 && dlSpaceBefore(s, i) {
			cats = s[i+1 : len(s)-1]
			s = strings.TrimSpace(s[:i])
			c.categorized = true
		}
	}
	fs := strings.Fields(s)
	fs = dlStripMarkers(fs, &c)
	if k := len(fs); k >= 1 && dlAbstract(fs[0]) {
		// "4 land:R (tapped)": an abstract card has no set; leave the name whole.
	} else if k >= 2 && dlSetCode(fs[k-2]) && dlCollectorNumber(fs[k-1]) {
		c.set, c.number = strings.ToUpper(fs[k-2][1:len(fs[k-2])-1]), fs[k-1]
		fs = fs[:k-2]
	} else if k >= 1 && dlSetCode(fs[k-1]) {
		c.set = strings.ToUpper(fs[k-1][1 : len(fs[k-1])-1])
		fs = fs[:k-1]
	}
	fs = dlStripMarkers(fs, &c)
	c.name = strings.Join(fs, " ")
	if c.name == "" {
		return c, "missing card name"
	}
	if c.categorized {
		if sec, ok := dlArchidektSection(cats); ok {
			c.sec, c.hasSec = sec, true
		}
	}
	return c, ""
}

// dlAbstract reports whether a name's first word starts one of the abstract
// study forms, a mana cost "{1}{W}{W}" or a land "land:WU".
func dlAbstract(first string) bool {
	_, land := dlCutPrefixFold(first, "land:")
	return land || strings.HasPrefix(first, "{")
}

// dlStripMarkers removes trailing "*F*"-style markers; "*CMDR*" also makes
// the card a commander.
func dlStripMarkers(fs []string, c *dlCard) []string {
	for len(fs) > 0 {
		m := fs[len(fs)-1]
		if len(m) < 3 || len(m) > 10 || m[0] != '*' || m[len(m)-1] != '*' {
			break
		}
		for i := 1; i < len(m)-1; i++ {
			if !dlASCIILetter(m[i]) {
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

// dlArchidektSection reads an Archidekt category list such as
// "Commander{top}", "Ramp,Draw" or "Maybeboard{noDeck}{noPrice}".
func dlArchidektSection(cats string) (Section, bool) {
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

// dlSetCode reports whether t is "(XXX)": two to six ASCII letters or digits.
func dlSetCode(t string) bool {
	if len(t) < 4 || len(t) > 8 || t[0] != '(' || t[len(t)-1] != ')' {
		return false
	}
	for i := 1; i < len(t)-1; i++ {
		if !dlASCIILetter(t[i]) && !dlDigit(t[i]) {
			return false
		}
	}
	return true
}

// dlCollectorNumber reports whether t looks like a collector number: ASCII
// letters, digits, '-', '★', '†', with at least one digit or '★'.
func dlCollectorNumber(t string) bool {
	if t == "" || utf8.RuneCountInString(t) > 16 {
		return false
	}
	num := false
	for _, r := range t {
		switch {
		case r < utf8.RuneSelf && dlDigit(byte(r)), r == '★':
			num = true
		case r < utf8.RuneSelf && dlASCIILetter(byte(r)), r == '-', r == '†':
		default:
			return false
		}
	}
	return num
}

type dlCountKind uint8

const (
	dlCountOK    dlCountKind = iota
	dlCountNone              // not a number at all
	dlCountBad               // looks like a number but is not a whole one ("4.5", "-1", "3a")
	dlCountRange             // a whole number outside 1..9999
)

// dlParseCount reads a count token: digits, with a trailing "x" when allowX.
// It returns the digits for range errors.
func dlParseCount(tok string, allowX bool) (int, dlCountKind, string) {
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
		return 0, dlCountNone, ""
	}
	if dlAllDigits(t) {
		u := strings.TrimLeft(t, "0")
		if u == "" || len(u) > 4 {
			return 0, dlCountRange, t
		}
		n, _ := strconv.Atoi(u)
		if n > dlMaxCount {
			return 0, dlCountRange, t
		}
		return n, dlCountOK, t
	}
	if dlDigit(tok[0]) || ((tok[0] == '+' || tok[0] == '-') && len(tok) > 1 && dlDigit(tok[1])) {
		return 0, dlCountBad, ""
	}
	return 0, dlCountNone, ""
}

var dlNumberWords = map[string]bool{
	"zero": true, "one": true, "two": true, "three": true, "four": true, "five": true, "six": true,
	"seven": true, "eight": true, "nine": true, "ten": true, "eleven": true, "twelve": true,
	"thirteen": true, "fourteen": true, "fifteen": true, "sixteen": true, "seventeen": true,
	"eighteen": true, "nineteen": true, "twenty": true,
}

// dlParseText reads the line formats: plain text, Arena, Moxfield, Archidekt.
func dlParseText(file string, lines []string, f Format) (List, error) {
	l := List{Format: f}
	sec := Main
	about, skip, explicit := false, false, false
	brk := -1 // entries before the first blank line that follows a card
	apply := func(h dlHeader) {
		sec, about, skip, explicit = h.sec, h.about, h.ignore, true
	}
	for i, raw := range lines {
		n := i + 1
		code, comment := dlStripComment(raw)
		if code == "" {
			switch {
			case comment != "":
				if h, ok := dlParseHeader(comment); ok && h.known {
					apply(h)
				} else if name, ok := dlCutPrefixFold(comment, "name:"); ok && l.Name == "" {
					l.Name = dlCollapse(name)
				}
			case strings.TrimSpace(raw) == "" && brk < 0 && len(l.Entries) > 0:
				brk = len(l.Entries)
			}
			continue
		}
		if h, ok := dlParseHeader(code); ok {
			if !h.known {
				return List{}, &ParseError{file, n, fmt.Sprintf("unknown section %q (want Deck, Sideboard, Commander, Companion or Maybeboard)", dlShorten(code))}
			}
			apply(h)
			continue
		}
		if about {
			name, ok := dlCutPrefixFold(code, "name:")
			if !ok {
				name, ok = dlCutPrefixFold(code, "name ")
			}
			if ok {
				if l.Name == "" {
					l.Name = dlCollapse(name)
				}
				continue
			}
		}
		c, msg := dlParseCard(code, f == FormatArchidekt)
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
		if after <= dlSideboardMax && after < before {
			for i := brk; i < len(l.Entries); i++ {
				if l.Entries[i].Section == Main {
					l.Entries[i].Section = Sideboard
				}
			}
		}
	}
	return l, nil
}

// dlStripComment trims a line and splits off its comment (see the rules at the
// top of this file). A whole-line comment gives code "". Any Unicode white
// space counts as a blank here, as it does when names are collapsed.
func dlStripComment(raw string) (code, comment string) {
	t := strings.TrimSpace(raw)
	if strings.HasPrefix(t, "//") {
		return "", strings.TrimSpace(t[2:])
	}
	if strings.HasPrefix(t, "#") {
		return "", strings.TrimSpace(t[1:])
	}
	for i := 1; i < len(t); i++ {
		if (t[i] != '#' && t[i] != '/') || !dlSpaceBefore(t, i) {
			continue
		}
		switch {
		case t[i] == '#':
			return strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+1:])
		case i+1 < len(t) && t[i+1] == '/':
			if dlFaceSeparator(t, i) {
				i++
				continue
			}
			return strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+2:])
		}
	}
	return t, ""
}

// dlFaceSeparator reports whether the "//" at t[i:] (after white space)
// separates the faces of a card: exactly one ASCII space before, white space
// after, an upper-case letter next.
func dlFaceSeparator(t string, i int) bool {
	if t[i-1] != ' ' || dlSpaceBefore(t, i-1) {
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

// dlSpaceBefore reports whether the rune before s[i] is white space.
func dlSpaceBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return unicode.IsSpace(r)
}

// dlForgeSections maps Forge section names to what they hold: "metadata",
// a section ("main", "sideboard", "commander"), or "ignore".
var dlForgeSections = map[string]string{
	"metadata": "metadata", "main": "main", "sideboard": "sideboard", "commander": "commander",
	"avatar": "ignore", "planes": "ignore", "schemes": "ignore", "conspiracy": "ignore",
	"dungeon": "ignore", "attractions": "ignore", "contraptions": "ignore",
}

// dlForgeSection returns the kind of a known Forge section header line, or "".
func dlForgeSection(t string) string {
	if len(t) < 3 || t[0] != '[' || t[len(t)-1] != ']' {
		return ""
	}
	return dlForgeSections[strings.ToLower(strings.TrimSpace(t[1:len(t)-1]))]
}

// dlParseForge reads a Forge .dck file.
func dlParseForge(file string, lines []string) (List, error) {
	l := List{Format: FormatForge}
	sec, cards, meta := Main, true, false
	for i, raw := range lines {
		n := i + 1
		t := strings.TrimSpace(raw)
		if t == "" || strings.HasPrefix(t, "#") || strings.HasPrefix(t, "//") {
			continue
		}
		if len(t) >= 2 && t[0] == '[' && t[len(t)-1] == ']' {
			meta, cards = false, true
			switch dlForgeSection(t) {
			case "metadata":
				meta, cards = true, false
			case "main":
				sec = Main
			case "sideboard":
				sec = Sideboard
			case "commander":
				sec = Commander
			default: // known sections without cards for the deck, and unknown ones
				cards = false
			}
			continue
		}
		if meta {
			if k, v, ok := strings.Cut(t, "="); ok && strings.EqualFold(strings.TrimSpace(k), "name") && l.Name == "" {
				l.Name = dlCollapse(v)
			}
			continue
		}
		if !cards {
			continue
		}
		count, rest := 1, t
		tok, r := dlCutField(t)
		switch k, kind, digits := dlParseCount(tok, true); kind {
		case dlCountOK:
			count, rest = k, r
		case dlCountBad:
			return List{}, &ParseError{file, n, fmt.Sprintf("bad count %q (want a whole number)", tok)}
		case dlCountRange:
			return List{}, &ParseError{file, n, fmt.Sprintf("count %s out of range (want 1 to %d)", dlShorten(digits), dlMaxCount)}
		}
		parts := strings.Split(rest, "|")
		name := dlCollapse(parts[0])
		if name == "" {
			return List{}, &ParseError{file, n, "missing card name"}
		}
		set := ""
		if len(parts) > 1 {
			set = strings.ToUpper(dlCollapse(parts[1]))
		}
		l.Entries = append(l.Entries, Entry{Count: count, Name: name, Set: set, Section: sec, Line: n})
	}
	return l, nil
}

// dlParseDek reads an MTGO .dek XML file.
func dlParseDek(file string, data []byte) (List, error) {
	l := List{Format: FormatMTGO}
	d := xml.NewDecoder(bytes.NewReader(dlDekText(data)))
	d.CharsetReader = dlCharsetReader
	for {
		line, _ := d.InputPos()
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				return List{}, &ParseError{file, se.Line, "bad XML: " + dlShorten(strings.ToValidUTF8(se.Msg, "\uFFFD"))}
			}
			at, _ := d.InputPos()
			msg := strings.TrimPrefix(err.Error(), "xml: ")
			return List{}, &ParseError{file, at, "bad XML: " + dlShorten(strings.ToValidUTF8(msg, "\uFFFD"))}
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
				name, hasName = dlCollapse(a.Value), true
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
		n, kind, digits := dlParseCount(qty, false)
		switch kind {
		case dlCountRange:
			return List{}, &ParseError{file, line, fmt.Sprintf("count %s out of range (want 1 to %d)", dlShorten(digits), dlMaxCount)}
		case dlCountBad, dlCountNone:
			return List{}, &ParseError{file, line, fmt.Sprintf("bad count %q (want a whole number)", dlShorten(qty))}
		}
		switch side {
		case "true", "1":
			e.Section = Sideboard
		case "false", "0", "":
		default:
			return List{}, &ParseError{file, line, fmt.Sprintf("bad Sideboard %q (want true or false)", dlShorten(side))}
		}
		e.Count, e.Name = n, name
		l.Entries = append(l.Entries, e)
	}
	return l, nil
}

// dlCharsetReader accepts the single-byte encodings an old .dek might
// declare. Windows-1252 is not Latin-1: its 0x80-0x9F are letters and
// punctuation (0x92 is the apostrophe of "Jace’s"), which Latin-1 reads as
// control characters.
func dlCharsetReader(charset string, in io.Reader) (io.Reader, error) {
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

// dlDekText returns a .dek file's text as UTF-8: as it is when it is UTF-8,
// else read as Windows-1252 (what old MTGO files are, whatever they
// declare), its encoding declaration then saying UTF-8.
func dlDekText(data []byte) []byte {
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

// Small helpers.

func dlDigit(c byte) bool        { return c >= '0' && c <= '9' }
func dlASCIILetter(c byte) bool  { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func dlCollapse(s string) string { return strings.Join(strings.Fields(s), " ") }
func dlAllDigits(s string) bool  { return s != "" && strings.TrimLeft(s, "0123456789") == "" }
func dlCutField(s string) (string, string) {
	s = strings.TrimSpace(s)
	i := strings.IndexFunc(s, unicode.IsSpace)
	if i < 0 {
		return s, ""
	}
	return s[:i], strings.TrimSpace(s[i:])
}

// dlCutPrefixFold cuts a case-insensitive ASCII prefix.
func dlCutPrefixFold(s, prefix string) (string, bool) {
	if len(s) < len(prefix) || !strings.EqualFold(s[:len(prefix)], prefix) {
		return s, false
	}
	return strings.TrimSpace(s[len(prefix):]), true
}

// dlShorten keeps quoted input in messages to a readable length.
func dlShorten(s string) string {
	const max = 60
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)
	return string(r[:max]) + "…"
}
