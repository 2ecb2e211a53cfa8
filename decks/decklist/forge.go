package decklist

import (
	"fmt"
	"strings"
)

// Forge .dck files.

// forgeSections maps Forge section names to what they hold: "metadata",
// a section ("main", "sideboard", "commander"), or "ignore".
var forgeSections = map[string]string{
	"metadata": "metadata", "main": "main", "sideboard": "sideboard", "commander": "commander",
	"avatar": "ignore", "planes": "ignore", "schemes": "ignore", "conspiracy": "ignore",
	"dungeon": "ignore", "attractions": "ignore", "contraptions": "ignore",
}

// forgeSection returns the kind of a known Forge section header line, or "".
func forgeSection(t string) string {
	if len(t) < 3 || t[0] != '[' || t[len(t)-1] != ']' {
		return ""
	}
	return forgeSections[strings.ToLower(strings.TrimSpace(t[1:len(t)-1]))]
}

// parseForge reads a Forge .dck file.
func parseForge(file string, lines []string) (List, error) {
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
			switch forgeSection(t) {
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
				l.Name = collapse(v)
			}
			continue
		}
		if !cards {
			continue
		}
		count, rest := 1, t
		tok, r := cutField(t)
		switch k, kind, digits := parseCount(tok, true); kind {
		case countOK:
			count, rest = k, r
		case countBad:
			return List{}, &ParseError{file, n, fmt.Sprintf("bad count %q (want a whole number)", tok)}
		case countRange:
			return List{}, &ParseError{file, n, fmt.Sprintf("count %s out of range (want 1 to %d)", shorten(digits), maxCount)}
		}
		parts := strings.Split(rest, "|")
		name := collapse(parts[0])
		if name == "" {
			return List{}, &ParseError{file, n, "missing card name"}
		}
		set := ""
		if len(parts) > 1 {
			set = strings.ToUpper(collapse(parts[1]))
		}
		l.Entries = append(l.Entries, Entry{Count: count, Name: name, Set: set, Section: sec, Line: n})
	}
	return l, nil
}
