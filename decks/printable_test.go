package decks

import "testing"

// Names from a mirror's card data reach the terminal escaped (reliability
// report K7): an ANSI escape, a NUL, a right-to-left override.
func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"Lightning Bolt":        "Lightning Bolt",
		"Lim-Dûl's Vault":       "Lim-Dûl's Vault",
		"\x1b[31mRed\x1b[0m":    `\x1b[31mRed\x1b[0m`,
		"Nul\x00Card":           `Nul\x00Card`,
		"abc\u202edcba":         `abc\u202edcba`,
		"Fire // Ice":           "Fire // Ice",
		"bad \xff byte":         `bad \ufffd byte`,
		"Æther Vial\u200b":      `Æther Vial\u200b`,
		"tab\there":             `tab\x09here`,
		"Jötun Grunt\u0085next": `Jötun Grunt\x85next`,
	} {
		if got := Printable(in); got != want {
			t.Errorf("Printable(%q) = %q, want %q", in, got, want)
		}
	}
}
