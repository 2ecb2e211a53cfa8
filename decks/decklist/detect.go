package decklist

import "strings"

// Telling a decklist's format from its content (see the package doc).

// detect chooses among the line formats (rules 2 to 6 of the detection).
func detect(lines []string) Format {
	for _, raw := range lines {
		if forgeSection(strings.TrimSpace(raw)) != "" {
			return FormatForge
		}
	}
	var archidekt, moxfield, arena bool
	for _, raw := range lines {
		code, _ := stripComment(raw)
		if code == "" {
			continue
		}
		if h, ok := parseHeader(code); ok {
			if h.known && h.colon && moxfieldHeaders[h.key] {
				moxfield = true
			}
			if h.known && !h.colon && arenaHeaders[h.key] {
				arena = true
			}
			continue
		}
		c, msg := parseCard(code, true)
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

var moxfieldHeaders = map[string]bool{"sideboard": true, "maybeboard": true, "commander": true, "companion": true, "considering": true}

var arenaHeaders = map[string]bool{"deck": true, "commander": true, "companion": true, "about": true}
