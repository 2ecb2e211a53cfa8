package decks

import (
	"fmt"
	"strings"
	"unicode"
)

// Printable returns a card or deck name safe to print on a terminal: control
// characters (an ANSI escape in a mirror's card data), invisible format
// characters and bidirectional overrides are shown as Go escapes, so that
// a name can neither drive the terminal nor hide or reorder its text.
func Printable(s string) string {
	if strings.IndexFunc(s, unsafeRune) < 0 {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == unicode.ReplacementChar:
			b.WriteString(`\ufffd`)
		case unsafeRune(r) && r < 0x100:
			fmt.Fprintf(&b, `\x%02x`, r)
		case unsafeRune(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func unsafeRune(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == unicode.ReplacementChar
}
