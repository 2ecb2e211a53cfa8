package decks

import (
	"regexp"
	"slices"
	"strings"
)

// LineStatus is how the reader accounts for one line of a card's Oracle
// text. Every line of every face gets one: nothing the text says is dropped
// without a word.
type LineStatus uint8

// Line statuses.
const (
	// LineRead: every sentence of the line is in the model.
	LineRead LineStatus = iota + 1
	// LineNotNeeded: a goldfish needs nothing of it (Line.Note says why: the
	// idle opponent never blocks, never targets, ...).
	LineNotNeeded
	// LinePartial: part of the line is in the model; Line.Note says what is not.
	LinePartial
	// LineNotModelled: nothing of the line is in the model. Reported.
	LineNotModelled
)

var statusNames = [...]string{"?", "read", "not needed", "partly modelled", "not modelled"}

func (s LineStatus) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "?"
}

// Reported reports whether the line is listed as not modelled (wholly or in part).
func (s LineStatus) Reported() bool { return s == LinePartial || s == LineNotModelled }

// ManaUnmodelled lists the lines of every face that speak of mana, lands or
// entering and that the engine does not model (wholly or in part).
func (c *Card) ManaUnmodelled() []string {
	var out []string
	faces := []*Card{c}
	for i := range c.Faces {
		if i > 0 {
			faces = append(faces, &c.Faces[i])
		}
	}
	for _, f := range faces {
		for _, l := range f.Lines {
			if l.Mana && l.Status.Reported() {
				out = append(out, l.Note)
			}
		}
	}
	return out
}

// Line is one line of a face's Oracle text as the reader accounted for it.
type Line struct {
	Text   string // the line as the reader normalised it (lower case, reminder text out, the card's name as ~)
	Status LineStatus
	// Note says what was read (LineRead), why it is not needed
	// (LineNotNeeded), or what is not modelled (LinePartial: the sentences
	// left over; LineNotModelled: the line itself).
	Note string
	// Mana: the line speaks of mana, lands or entering (it adds mana, is a
	// land search, an entering condition ...): the mechanics issue 20 is
	// about, counted apart in the reports.
	Mana bool
}

// sentences splits a line into its sentences, each with its full stop, not
// splitting inside quotes (a granted ability: `gains "{t}: add {g}."`).
func sentences(line string) []string {
	var out []string
	start, quoted := 0, false
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '"':
			quoted = !quoted
			if !quoted && i > 0 && line[i-1] == '.' { // a granted ability's text ends the sentence
				if s := strings.TrimSpace(line[start : i+1]); s != "" {
					out = append(out, s)
				}
				start = i + 1
			}
		case '.':
			if quoted {
				continue
			}
			if i+1 < len(line) && line[i+1] == '"' {
				continue
			}
			if s := strings.TrimSpace(line[start : i+1]); s != "" {
				out = append(out, s)
			}
			start = i + 1
		}
	}
	if s := strings.TrimSpace(line[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// Sentence templates the effects reader plays out, matched against one
// whole sentence (the effects themselves are read by readLine's last block).
var (
	reDamageSentence = regexp.MustCompile(`^(?:• )?~ deals (?:\d+|x) damage (?:divided evenly, rounded down, among any number of targets|to (?:any target|target player or planeswalker|target player|target opponent or planeswalker|target opponent|each opponent|target creature or player|any one target))(.*)$`)
	reDrawSentence   = regexp.MustCompile(`^(?:• )?(?:when ~ enters, )?(?:you |target player )?draws? (?:a|one|two|three|four|five) cards?(.*)$`)
)

// rest is what a sentence template left of a sentence: "" if it read the
// sentence whole, else the words after what it read ("and you gain 3 life").
func rest(m []string) string {
	r := strings.TrimSpace(strings.TrimSuffix(m[len(m)-1], "."))
	r = strings.TrimPrefix(r, ", ")
	return strings.TrimSpace(r)
}

// accountLine gives a line that no whole-line template read its status,
// sentence by sentence: each is played (a damage or draw sentence the
// effects reader took), not needed, or left over.
func accountLine(c *Card, line string, tookDamage, tookDraw bool) Line {
	if l, ok := keywordLine(c, line); ok {
		return l
	}
	if why, ok := inertLine(line); ok {
		return Line{Text: line, Status: LineNotNeeded, Note: why, Mana: manaLine(c, line)}
	}
	if why, ok := untapLine(line); ok {
		return Line{Text: line, Status: LineNotNeeded, Note: why, Mana: manaLine(c, line)}
	}
	var read, left []string
	var why []string
	// Haste or defender in a list the keyword table does not wholly know.
	if reKeywordHst.MatchString(line) {
		c.Haste = true
		read = append(read, "haste")
	}
	if reDefender.MatchString(line) {
		c.Defender = true
		read = append(read, "defender")
	}
	for _, s := range sentences(line) {
		if m := reDamageSentence.FindStringSubmatch(s); tookDamage && m != nil {
			read = append(read, "damage to the opponent")
			if r := rest(m); r != "" {
				left = append(left, r)
			}
			continue
		}
		if m := reDrawSentence.FindStringSubmatch(s); tookDraw && m != nil {
			read = append(read, "cards drawn")
			if r := rest(m); r != "" {
				if tokenRest(c, r, c.Types&(Instant|Sorcery) != 0) {
					read = append(read, c.Tokens[len(c.Tokens)-1].String())
				} else {
					left = append(left, r)
				}
			}
			continue
		}
		if note, r, ok := triggerSentence(c, s, c.Types&(Instant|Sorcery) != 0); ok {
			read = append(read, note)
			if r != "" {
				left = append(left, r)
			}
			continue
		}
		switch {
		default:
			if reason, ok := notNeeded(s); ok {
				why = append(why, reason)
				continue
			}
			left = append(left, s)
		}
	}
	mana := manaLine(c, line)
	switch {
	case len(left) == 0 && len(read) > 0:
		return Line{Text: line, Status: LineRead, Note: strings.Join(dedupe(read), "; "), Mana: mana}
	case len(left) == 0 && len(why) > 0:
		return Line{Text: line, Status: LineNotNeeded, Note: strings.Join(dedupe(why), "; "), Mana: mana}
	case len(read) > 0:
		return Line{Text: line, Status: LinePartial, Note: strings.Join(left, " "), Mana: mana}
	}
	return Line{Text: line, Status: LineNotModelled, Note: statedNote(line), Mana: mana}
}

func dedupe(xs []string) []string {
	var out []string
	for _, x := range xs {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// manaLine reports whether a line of card c speaks of mana, lands or how
// a permanent enters: what ManaUnmodelled lists and the closing figures of
// issue 20 count. Some lines count only on a card that makes mana:
// untapping itself (Grim Monolith's "{4}: untap ~", not Morphling's), a
// coin flip (Mana Crypt), damage to its controller.
func manaLine(c *Card, line string) bool {
	return reManaLine.MatchString(line) || c.makesMana() && reOnManaCard.MatchString(line)
}

// makesMana reports whether the card has a mana ability or adds mana.
func (c *Card) makesMana() bool {
	return len(c.Mana) > 0 || c.Ritual.Total() > 0
}

var reOnManaCard = regexp.MustCompile(`\buntap ~|flip a coin|damage to you`)

var reManaLine = regexp.MustCompile(strings.Join([]string{
	`\badd \{`, // "add {g}", "{t}: add {c}{c}"
	`\badd (?:one|two|three|four|five|six|seven|eight|x|an amount|that much|an additional)\b`, // "add six {g}", "add an amount of {b}"
	`\badds? (?:an additional|one mana)`,                                                      // land bonuses
	`mana of any`,                                                                             // "one mana of any color"
	`\bproduces? (?:\{|twice|three times|that much|an additional)`,                            // Damping Sphere, Mana Reflection, Nyxbloom Ancient
	`\btaps? (?:a|an|~|target|[a-z]+) [a-z ]*for mana|tapped for mana`,                        // "whenever you tap a forest for mana"
	`~ becomes tapped`,                                                                        // City of Brass
	`spend (?:this mana|only)|spend mana as though|spend [a-z]+ mana as though|as though it were mana`,
	`enters tapped`,
	`(?:if|when) ~ would enter`, // Mox Diamond, Lake of the Dead
	`when ~ enters, sacrifice (?:it\.|two untapped lands|an? (?:land|plains|island|swamp|mountain|forest)\b)`, // Lotus Field, Glacial Chasm, the sacrificed fetch lands
	`search your library for .*land`,
	`\buntap target`, // untappers
	`storage counters?|mining counters?|luck counter`,
	`\b(?:treasure|gold|powerstone) tokens?|\b(?:eldrazi )?(?:spawn|scion) creature tokens?`,
	`maximum hand size`,
	`sacrifice (?:~|it) unless you return|when you play another land, sacrifice ~|if you control no [a-z]+, sacrifice ~`,
}, "|"))
