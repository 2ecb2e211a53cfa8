package decklist

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Small helpers.

func digit(c byte) bool        { return c >= '0' && c <= '9' }
func asciiLetter(c byte) bool  { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }
func allDigits(s string) bool  { return s != "" && strings.TrimLeft(s, "0123456789") == "" }
func cutField(s string) (string, string) {
	s = strings.TrimSpace(s)
	i := strings.IndexFunc(s, unicode.IsSpace)
	if i < 0 {
		return s, ""
	}
	return s[:i], strings.TrimSpace(s[i:])
}

// cutPrefixFold cuts a case-insensitive ASCII prefix.
func cutPrefixFold(s, prefix string) (string, bool) {
	if len(s) < len(prefix) || !strings.EqualFold(s[:len(prefix)], prefix) {
		return s, false
	}
	return strings.TrimSpace(s[len(prefix):]), true
}

// shorten keeps quoted input in messages to a readable length.
func shorten(s string) string {
	const max = 60
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)
	return string(r[:max]) + "…"
}
