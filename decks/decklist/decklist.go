// Package decklist reads the decklist files analysts paste, in any of the
// formats deck sites and game clients export, detecting the format from the
// content. It returns each line's count and name as written; package decks
// resolves the names.
//
// The parser does not know cards. It returns each line's count and name as
// written (set codes, collector numbers, categories and foil markers removed,
// runs of white space collapsed to one space, case kept). The abstract study lines ("35 {1}{W}{W}",
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
package decklist

import (
	"bytes"
	"strconv"
	"strings"
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

var sectionNames = [...]string{"main", "sideboard", "commander", "companion", "maybeboard"}

// String returns "main", "sideboard", "commander", "companion" or "maybeboard".
func (s Section) String() string {
	if int(s) < len(sectionNames) {
		return sectionNames[s]
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

var formatNames = [...]string{"text", "arena", "mtgo", "moxfield", "archidekt", "forge"}

// String returns "text", "arena", "mtgo", "moxfield", "archidekt" or "forge".
func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
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

// maxCount is the largest count a line may give.
const maxCount = 9999

// sideboardMax is the most cards the blank-line convention reads as a sideboard.
const sideboardMax = 15

// ParseList reads a decklist; file is only used in errors. The format is
// detected from the content (see the rules at the top of this file). Every
// error is a *ParseError; a file without a single card line is the error
// "no cards" at line 0. On error the List is empty.
func ParseList(file string, data []byte) (List, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	// Not text: said once, for what it is, rather than by echoing its first
	// "line" as a card with no count.
	switch {
	case bytes.HasPrefix(data, []byte{0xff, 0xfe}) || bytes.HasPrefix(data, []byte{0xfe, 0xff}):
		return List{}, &ParseError{File: file, Msg: "a UTF-16 file: save it as UTF-8 (plain text)"}
	case len(data) > 1 && (data[0] == 0 || data[1] == 0):
		return List{}, &ParseError{File: file, Msg: "not a text decklist (NUL bytes: UTF-16 without its mark? save it as UTF-8)"}
	case bytes.Count(data, []byte{0}) > len(data)/16:
		return List{}, &ParseError{File: file, Msg: "not a text decklist (a binary file: it is 1/16 NUL bytes or more)"}
	}
	var l List
	var err error
	if t := bytes.TrimLeft(data, " \t\r\n"); len(t) > 0 && t[0] == '<' {
		l, err = parseDek(file, data)
	} else {
		lines := strings.Split(string(data), "\n")
		for i, ln := range lines {
			lines[i] = strings.TrimSuffix(ln, "\r")
		}
		if f := detect(lines); f == FormatForge {
			l, err = parseForge(file, lines)
		} else {
			l, err = parseText(file, lines, f)
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
