package decks

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/goldfishsim/goldfish/decks/decklist"
	"github.com/goldfishsim/goldfish/mana"
)

// Format is the format a deck is played in: it sets the deck-size checks
// and some defaults (Commander: a free first mulligan, a draw on turn 1).
type Format uint8

// Formats.
const (
	Constructed Format = iota // at least 60 cards, at most 4 of a card but basic lands
	Limited                   // at least 40 cards
	Commander                 // exactly 100 cards with the commander, one of each but basic lands
)

func (f Format) String() string {
	switch f {
	case Limited:
		return "limited"
	case Commander:
		return "commander"
	}
	return "constructed"
}

// ParseFormat reads "constructed", "limited" or "commander".
func ParseFormat(s string) (Format, error) {
	switch strings.ToLower(s) {
	case "constructed", "":
		return Constructed, nil
	case "limited":
		return Limited, nil
	case "commander", "edh":
		return Commander, nil
	}
	return 0, fmt.Errorf("unknown format %q (want constructed, limited or commander)", s)
}

// MinSize returns the smallest legal deck (commander included).
func (f Format) MinSize() int {
	switch f {
	case Limited:
		return 40
	case Commander:
		return 100
	}
	return 60
}

// Slot is one card of a deck and how many copies it has.
type Slot struct {
	Card    *Card
	Count   int
	Section decklist.Section
	Line    int // the first line of the decklist that names it
}

// Deck is a decklist with its cards found.
type Deck struct {
	Name      string
	File      string
	Format    Format
	Main      []Slot // the main deck: shuffled into the library
	Commander []Slot // the commander(s): start in the command zone
	Side      []Slot // sideboard, companion, maybeboard: not played
}

// Size returns the cards played: the main deck and the commander.
func (d *Deck) Size() int {
	n := 0
	for _, s := range d.Main {
		n += s.Count
	}
	for _, s := range d.Commander {
		n += s.Count
	}
	return n
}

// DeckError is one problem with a decklist, at a line of a file.
type DeckError struct {
	File string
	Line int // 0 for the whole deck
	Msg  string
}

func (e *DeckError) Error() string {
	if e.Line == 0 {
		return e.File + ": " + e.Msg
	}
	return e.File + ":" + strconv.Itoa(e.Line) + ": " + e.Msg
}

// ResolveOptions are the choices Resolve leaves to its caller.
type ResolveOptions struct {
	Format Format
	// AllowCopies silences the warning for more copies of a card than the
	// format allows (studies use such decks).
	AllowCopies bool
}

// LoadDeck reads and resolves a decklist file: ParseList, then Resolve.
func LoadDeck(file string, data []byte, db *Database, opt ResolveOptions) (*Deck, []string, error) {
	list, err := decklist.ParseList(file, data)
	if err != nil {
		return nil, nil, err
	}
	return Resolve(file, list, db, opt)
}

// Resolve finds every card of a parsed decklist in db and checks the deck
// against its format. Unknown cards in the main deck or the commander zone
// are errors (all of them are reported, each with its line and the closest
// known names); unknown cards elsewhere, and more copies than the format
// allows, are warnings. A line whose name is a mana cost ("35 {1}{W}{W}") is a
// vanilla spell of that cost, and "land:COLOURS" (with optional words
// "tapped" and "snow") a basic-like land tapping for one of those colours.
func Resolve(file string, list decklist.List, db *Database, opt ResolveOptions) (*Deck, []string, error) {
	d := &Deck{Name: list.Name, File: file, Format: opt.Format}
	if d.Name == "" {
		d.Name = strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	}
	var errs []error
	var warnings []string
	var notPlayed []string         // the unknown cards outside the main deck, told in one line
	abstract := map[string]*Card{} // abstract cards made so far, by their canonical name
	unknown := 0                   // cards not found (as opposed to malformed abstract ones)
	type key struct {
		c   *Card
		sec decklist.Section
	}
	known := map[key]*[]Slot{} // the slice holding a card's slot, by card and section
	where := map[key]int{}     // and its index there
	for _, e := range list.Entries {
		c, err := findCard(db, abstract, e.Name)
		if err != nil {
			msg := err.Error()
			if e.Section == decklist.Main || e.Section == decklist.Commander {
				errs = append(errs, &DeckError{file, e.Line, msg})
				if errors.Is(err, errUnknown) {
					unknown++
				}
			} else {
				if errors.Is(err, errUnknown) {
					msg = strconv.Quote(e.Name)
				}
				notPlayed = append(notPlayed, fmt.Sprintf("%s (%s, line %d)", msg, e.Section, e.Line))
			}
			continue
		}
		k := key{c, e.Section}
		if sl, ok := known[k]; ok {
			(*sl)[where[k]].Count += e.Count
			continue
		}
		sl := &d.Side
		switch e.Section {
		case decklist.Main:
			sl = &d.Main
		case decklist.Commander:
			sl = &d.Commander
		}
		known[k], where[k] = sl, len(*sl)
		*sl = append(*sl, Slot{Card: c, Count: e.Count, Section: e.Section, Line: e.Line})
	}
	if len(notPlayed) > 0 {
		warnings = append(warnings, (&DeckError{file, 0, fmt.Sprintf("%d %s outside the main deck not in the card database (not played): %s",
			len(notPlayed), plural(len(notPlayed), "card", "cards"), strings.Join(notPlayed, "; "))}).Error())
	}
	if len(errs) > 0 {
		if unknown > 0 {
			errs = append(errs, unknownCards(unknown))
		}
		return nil, warnings, errors.Join(errs...)
	}
	size := d.Size()
	switch {
	case size == 0:
		return nil, warnings, &DeckError{file, 0, "no cards in the main deck"}
	case opt.Format == Commander && size != 100:
		return nil, warnings, &DeckError{file, 0, fmt.Sprintf("a Commander deck has exactly 100 cards with its commander; this one has %d", size)}
	case size < opt.Format.MinSize():
		hint := ""
		if opt.Format == Constructed && size >= 40 {
			hint = " (for a limited deck, use --format limited)"
		}
		return nil, warnings, &DeckError{file, 0, fmt.Sprintf("%d cards is below the %s minimum of %d%s", size, opt.Format, opt.Format.MinSize(), hint)}
	}
	if opt.Format == Commander && len(d.Commander) == 0 {
		warnings = append(warnings, (&DeckError{file, 0, "no commander named: the deck is played as 100 cards in the library"}).Error())
	}
	if !opt.AllowCopies {
		limit := 4
		if opt.Format == Commander {
			limit = 1
		}
		if opt.Format != Limited {
			for _, s := range append(append([]Slot(nil), d.Main...), d.Commander...) {
				if s.Count > limit && s.Card.Types&Basic == 0 && !isAbstract(s.Card) {
					warnings = append(warnings, (&DeckError{file, s.Line, fmt.Sprintf("%d copies of %s (the %s limit is %d)",
						s.Count, s.Card.Name, opt.Format, limit)}).Error())
				}
			}
		}
	}
	warnings = append(warnings, colourWarnings(file, d)...)
	return d, warnings, nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

var errUnknown = errors.New("unknown card")

// ErrUnknownCard is in the error of a decklist that names cards the database
// lacks (errors.Is): a command can then say where more cards come from.
var ErrUnknownCard = errors.New("cards the card database lacks")

// unknownCards closes a decklist's errors when n of its cards are unknown.
type unknownCards int

func (n unknownCards) Error() string {
	if n == 1 {
		return "1 card the card database lacks"
	}
	return fmt.Sprintf("%d cards the card database lacks", int(n))
}

func (n unknownCards) Is(target error) bool { return target == ErrUnknownCard }

// findCard looks a decklist name up, then tries the abstract forms.
func findCard(db *Database, abstract map[string]*Card, name string) (*Card, error) {
	if c, ok := db.Lookup(name); ok {
		return c, nil
	}
	c, ok, err := abstractCard(name)
	if err != nil {
		return nil, err
	}
	if ok {
		// By the card's own name, the cost as the grammar writes it: one
		// cost spelled two ways ("1RR", "{R}{1}{R}") is one card.
		if prev, ok := abstract[c.Name]; ok {
			return prev, nil
		}
		abstract[c.Name] = c
		return c, nil
	}
	msg := ""
	if s := db.Suggest(name, 3); len(s) > 0 {
		msg = "; did you mean " + quoteList(s) + "?"
	}
	return nil, fmt.Errorf("%w %q%s", errUnknown, name, msg)
}

func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(n)
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}

// abstractPrefix names the abstract lands of studies.
const abstractPrefix = "land:"

func isAbstract(c *Card) bool {
	return strings.HasPrefix(c.Name, abstractPrefix) || strings.HasPrefix(c.Name, "{")
}

// Abstract returns the card of an abstract decklist name: a mana cost for a
// vanilla spell ("{1}{W}{W}", "1WW"), or "land:WU" with optional words
// "tapped" and "snow" for a basic-like land.
func Abstract(name string) (*Card, error) {
	c, ok, err := abstractCard(name)
	if err == nil && !ok {
		err = fmt.Errorf("%q is neither a mana cost nor land:COLOURS", name)
	}
	return c, err
}

// abstractCard reads the abstract forms: a mana cost is a vanilla spell
// ("{1}{W}{W}" or "1WW"), "land:WU tapped snow" a land. ok is false (with no
// error) when name is neither; err says what is wrong with a malformed one.
func abstractCard(name string) (*Card, bool, error) {
	if len(name) >= len(abstractPrefix) && strings.EqualFold(name[:len(abstractPrefix)], abstractPrefix) {
		words := strings.Fields(name[len(abstractPrefix):])
		if len(words) == 0 {
			return nil, false, fmt.Errorf("%q: an abstract land needs its colours, as land:WU", name)
		}
		m, ok := mana.ParseMask(words[0])
		if !ok || m == 0 {
			return nil, false, fmt.Errorf("%q: %q is not a set of mana types (W, U, B, R, G, C)", name, words[0])
		}
		c := &Card{Name: "land:" + m.String(), Types: Land}
		for _, w := range words[1:] {
			switch strings.ToLower(w) {
			case "tapped":
				c.Enters = EntersTapped
			case "snow":
				c.Types |= Snow
			default:
				return nil, false, fmt.Errorf("%q: unknown word %q (an abstract land takes \"tapped\" and \"snow\")", name, w)
			}
		}
		c.Mana = []ManaAbility{{Makes: mana.Source{Units: [mana.MaxUnits]mana.Mask{m}, Snow: c.Types&Snow != 0}, Tap: true}}
		if c.Enters == EntersTapped {
			c.Name += " tapped"
		}
		if c.Types&Snow != 0 {
			c.Name += " snow"
		}
		return c, true, nil
	}
	if strings.TrimSpace(name) == "" {
		return nil, false, nil
	}
	cost, err := mana.ParseCost(name)
	if err != nil {
		if strings.HasPrefix(strings.TrimSpace(name), "{") {
			return nil, false, err // meant as a cost, but malformed: say why
		}
		return nil, false, nil
	}
	return &Card{Name: cost.String(), Cost: cost, Types: Sorcery}, true, nil
}
