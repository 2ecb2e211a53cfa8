package decks

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// ScryfallCard is the part of a Scryfall card object the importer reads. The
// built-in database (decks/cards/*.jsonl) uses the same fields, so one reader
// serves both.
type ScryfallCard struct {
	Name       string         `json:"name"`
	Layout     string         `json:"layout"`
	ManaCost   string         `json:"mana_cost"`
	TypeLine   string         `json:"type_line"`
	OracleText string         `json:"oracle_text"`
	Power      string         `json:"power"`
	Toughness  string         `json:"toughness"`
	Produced   []string       `json:"produced_mana"`
	Keywords   []string       `json:"keywords"`
	Faces      []ScryfallFace `json:"card_faces"`
	Lang       string         `json:"lang"`
	// ColorIdentity is Scryfall's color_identity ("W" ... "G"); nil when
	// the object has none (a card cache written before it was kept).
	ColorIdentity *[]string `json:"color_identity,omitempty"`
}

// ScryfallFace is one face of a multi-face Scryfall card.
type ScryfallFace struct {
	Name       string `json:"name"`
	ManaCost   string `json:"mana_cost"`
	TypeLine   string `json:"type_line"`
	OracleText string `json:"oracle_text"`
	Power      string `json:"power"`
	Toughness  string `json:"toughness"`
}

var layouts = map[string]Layout{
	"modal_dfc": LayoutModalDFC, "transform": LayoutTransform, "split": LayoutSplit,
	"adventure": LayoutAdventure, "flip": LayoutFlip,
}

// Playable reports whether a Scryfall object is a card a constructed or
// limited deck can hold (not a token, emblem, plane, scheme, art card ...).
func (sc *ScryfallCard) Playable() bool {
	switch sc.Layout {
	case "token", "double_faced_token", "emblem", "art_series", "planar", "scheme", "vanguard", "reversible_card":
		return false
	}
	return true
}

// CardFromScryfall builds a Card from a Scryfall object, reading its oracle
// text for the templates a goldfish needs. It fails only on a mana cost the
// cost grammar cannot read (Un-cards' half mana, for example); text it does
// not understand is listed in Card.Unrecognised.
func CardFromScryfall(sc *ScryfallCard) (Card, error) {
	c, err := cardFromScryfall(sc)
	if err == nil && sc.ColorIdentity != nil {
		c.identity, c.identityKnown = identityOf(*sc.ColorIdentity), true
	}
	return c, err
}

func cardFromScryfall(sc *ScryfallCard) (Card, error) {
	if len(sc.Faces) == 0 {
		return cardFromFace(sc.Name, sc.ManaCost, sc.TypeLine, sc.OracleText, sc.Power, sc.Toughness, sc.Keywords)
	}
	var faces []Card
	for i := range sc.Faces {
		f := &sc.Faces[i]
		fc, err := cardFromFace(f.Name, f.ManaCost, f.TypeLine, f.OracleText, f.Power, f.Toughness, sc.Keywords)
		if err != nil {
			return Card{}, err
		}
		faces = append(faces, fc)
	}
	c := faces[0]
	c.Name = sc.Name
	c.Layout = layouts[sc.Layout]
	c.Faces = faces
	for _, f := range faces[1:] {
		c.Unrecognised = append(c.Unrecognised, f.Unrecognised...)
	}
	return c, nil
}

func cardFromFace(name, cost, typeLine, text, power, toughness string, keywords []string) (Card, error) {
	c := Card{Name: name}
	var err error
	if c.Cost, err = mana.ParseCost(cost); err != nil {
		return Card{}, fmt.Errorf("%s: %w", name, err)
	}
	c.Types, c.LandTypes = ParseTypeLine(typeLine)
	c.Subtypes = subtypes(typeLine)
	c.Power, _ = strconv.Atoi(power)
	c.Toughness, _ = strconv.Atoi(toughness)
	for _, k := range keywords {
		switch {
		case strings.EqualFold(k, "haste"):
			c.Haste = true
		case strings.EqualFold(k, "defender"):
			c.Defender = true
		case strings.EqualFold(k, "devoid"):
			c.Devoid = true
		}
	}
	if c.LandTypes != 0 && c.IsLand() {
		// Rule 305.6: a land with a basic land type has "{T}: Add [its colour]".
		c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(c.LandTypes), Tap: true})
	}
	readOracle(&c, name, text)
	if c.Types&Snow != 0 {
		for i := range c.Mana {
			c.Mana[i].Makes.Snow = true
		}
	}
	return c, nil
}

// The templates. Oracle lines are lower-cased, reminder text is removed, the
// card's own name (and "this land", "this creature" ...) becomes "~", and
// "enters the battlefield" becomes "enters" (the wording before 2024).
var (
	reReminder   = regexp.MustCompile(`\([^)]*\)`)
	reThis       = regexp.MustCompile(`\bthis (land|creature|artifact|enchantment|aura|permanent|card|spell)\b`)
	reSyms       = regexp.MustCompile(`^(\{[wubrgc]\})+$`)
	reOneOf      = regexp.MustCompile(`^\{([wubrgc])\}(?:(?:,| or|, or) \{([wubrgc])\})+$`)
	reSymbol     = regexp.MustCompile(`\{([wubrgc])\}`)
	reFilter     = regexp.MustCompile(`^\{([wubrg])\}\{([wubrg])\}, \{([wubrg])\}\{([wubrg])\}, or \{([wubrg])\}\{([wubrg])\}$`)
	reNOfOne     = regexp.MustCompile(`^(one|two|three|four|five) mana of any one colou?r$`)
	rePain       = regexp.MustCompile(`^ ?~ deals (\d+) damage to you\.$`)
	reSpend      = regexp.MustCompile(`^spend this mana only to cast (?:a |an )?(?:(creature spells?)|([a-z]+ creature spells?|creature spell of the chosen type)(?:[^.]*))\.$`)
	reChosen     = regexp.MustCompile(`^\{([wubrg])\} or one mana of the chosen colou?r$`)
	reHarmless   = regexp.MustCompile(`^ ?(?:each opponent gains \d+ life|draw a card)\.$`)
	reDraw       = regexp.MustCompile(`(?:^|\. |, then |, )(?:you |target player )?draws? (a|one|two|three|four|five) cards?`)
	reCondition  = regexp.MustCompile(`(?:^|\W)(?:if|unless)\W|\bat the beginning of\b`)
	reDamage     = regexp.MustCompile(`^(?:• )?(?:[^.•]*\. )?~ deals (\d+|x) damage (?:divided evenly, rounded down, among any number of targets|to (?:any target|target player|target player or planeswalker|target opponent|each opponent|target creature or player|any one target|target opponent or planeswalker))`)
	reDefender   = regexp.MustCompile(`(?:^|, )defender(?:,|$)`)
	reKeywordHst = regexp.MustCompile(`(?:^|, )haste(?:,|$)`)
)

// numberWords are the numbers Oracle text spells out (each template's
// pattern says which it reads).
var numberWords = map[string]int{"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}

// readOracle reads the oracle text of one face into c.
func readOracle(c *Card, name, text string) {
	if text == "" {
		return
	}
	lower := strings.ToLower(text)
	lower = strings.ReplaceAll(lower, "enters the battlefield", "enters")
	for _, self := range selfNames(name) {
		lower = strings.ReplaceAll(lower, self, "~")
	}
	lower = reThis.ReplaceAllString(lower, "~")
	spell := c.Types&(Instant|Sorcery) != 0
	for _, line := range strings.Split(lower, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		// Reminder text restates a rule the card's types, keywords or other
		// lines already say; a line of nothing else is accounted for as such.
		line = strings.TrimSpace(reReminder.ReplaceAllString(line, ""))
		if line == "" {
			c.Lines = append(c.Lines, Line{Text: "(reminder text)", Status: LineNotNeeded, Note: "reminder text: the rule it restates is read where the card states it"})
			continue
		}
		c.Lines = append(c.Lines, readAndAccount(c, line, spell))
	}
	// Whether a line is of mana may depend on the card's other lines (an
	// untap of a card that makes mana), so it is weighed once all are read.
	for i := range c.Lines {
		c.Lines[i].Mana = manaLine(c, c.Lines[i].Text)
	}
	unreadCosts(c)
	// An instant or sorcery none of whose effects a goldfish plays, that
	// needs a spell or a permanent to target (counterspells, removal,
	// pumps) or sweeps the board (its only creatures are the player's own):
	// an idle opponent gives it nothing to do, and casting it anyway would
	// count mana spent on nothing.
	if spell && c.Ritual.Total() == 0 && c.Draw == 0 && c.Search.N() == 0 && c.Damage == 0 && c.Untap.When == UntapNever && reIdle.MatchString(lower) {
		c.Idle = true
		// Its lines are accounted for by the one report that it is never cast.
		for i := range c.Lines {
			if l := &c.Lines[i]; l.Status.Reported() {
				l.Status, l.Note = LineNotNeeded, "never cast (it needs a spell or permanent to target, or sweeps the board): reported once for the card"
			}
		}
	}
	settleCounters(c)
	settleChosenType(c)
	for _, l := range c.Lines {
		if l.Status.Reported() {
			c.Unrecognised = append(c.Unrecognised, l.Note)
		}
	}
}

// readAndAccount reads one line into c and says how it was accounted for.
func readAndAccount(c *Card, line string, spell bool) Line {
	before := c.effects()
	whole, tookDamage, tookDraw := readLine(c, line, spell)
	if whole && c.leftover != "" {
		left := c.leftover
		c.leftover = ""
		return Line{Text: line, Status: LinePartial, Note: left, Mana: manaLine(c, line)}
	}
	if whole {
		// What the line added to the model, in the words of Describe.
		note := strings.Join(newEffects(before, c.effects()), "; ")
		if note == "" {
			note = "read"
		}
		return Line{Text: line, Status: LineRead, Note: note, Mana: manaLine(c, line)}
	}
	return accountLine(c, line, tookDamage, tookDraw)
}

var reIdle = regexp.MustCompile(`\bcounter target\b|\btarget (?:[a-z]+ )?(?:spell|creature|permanent|artifact|enchantment|planeswalker|land|card)s?\b|\b(?:destroy|exile|return) all\b`)

// selfNames lists how a card's text refers to itself: its name, and for a
// legendary name with a comma ("Urborg, Tomb of Yawgmoth") the part before it.
func selfNames(name string) []string {
	n := strings.ToLower(name)
	out := []string{n}
	if short, _, ok := strings.Cut(n, ","); ok && short != "" {
		out = append(out, short)
	}
	return out
}

// newEffects lists the entries of after that before lacks.
func newEffects(before, after []string) []string {
	var out []string
	for _, a := range after {
		if !slices.Contains(before, a) {
			out = append(out, a)
		}
	}
	return out
}

// readLine reads one line into c. whole: a template read the line whole.
// Otherwise the effects a goldfish plays out may still have been taken
// from it (damage to the opponent, cards drawn), which accountLine weighs
// sentence by sentence.
func readLine(c *Card, line string, spell bool) (whole, tookDamage, tookDraw bool) {
	return readWhole(c, line, spell), c.tookDamage(line, spell), c.tookDraw(line, spell)
}

// subtypes reads the subtypes of a type line (the words after the dash).
func subtypes(typeLine string) []string {
	_, sub, ok := strings.Cut(typeLine, "—")
	if !ok {
		_, sub, _ = strings.Cut(typeLine, " - ")
	}
	return strings.Fields(strings.ToLower(sub))
}

// readWhole recognises one ability read whole by a template; it reports whether it did.
func readWhole(c *Card, line string, spell bool) bool {
	if !spell && (readAmounts(c, line) || readGravePer(c, line) || readChoices(c, line) || readAmong(c, line) || readUntapAny(c, line) || readVaryingMana(c, line) || readPlayedLand(c, line) || c.Types&(Enchantment|Artifact) != 0 && readLandBonus(c, line)) {
		return true
	}
	if spell && readOpponentHand(c, line) {
		return true
	}
	return readTemplates(c, line, spell)
}

// tookDamage reads a damage effect of the line ("~ deals 3 damage to any
// target"): a goldfish aims it at the opponent.
func (c *Card) tookDamage(line string, spell bool) bool {
	m := reDamage.FindStringSubmatch(line)
	if m == nil || !spell && !strings.HasPrefix(line, "• ") {
		return false
	}
	if m[1] == "x" {
		c.XDamage, c.Damage = true, max(c.Damage, 1)
	} else if n, _ := strconv.Atoi(m[1]); n > c.Damage {
		c.Damage = n
	}
	return true
}

// tookDraw reads a draw of the spell's own (or the creature's on
// entering), not one it grants ("... gain 'whenever this creature deals
// combat damage to a player, draw a card'") or makes optional.
func (c *Card) tookDraw(line string, spell bool) bool {
	n := unconditionalDraw(line)
	if n == 0 || !spell && !strings.HasPrefix(line, "when ~ enters") ||
		strings.Contains(line, "whenever") || strings.Contains(line, " may ") || strings.Contains(line, `"`) {
		return false
	}
	c.Draw += n
	return true
}

// unconditionalDraw returns how many cards the first draw of a line draws
// now and unconditionally ("draw two cards", "you draw two cards", "target
// player draws three cards": a goldfish targets itself). "If this spell was
// kicked, draw a card" (Into the Roil), "draw a card if an opponent has cast
// a blue or black spell" (Veil of Summer) and "you draw a card at the
// beginning of the next turn's upkeep" (Arcane Denial) draw nothing.
func unconditionalDraw(line string) int {
	for _, s := range splitSentences(line) {
		s = strings.TrimSpace(s)
		if m := reDraw.FindStringSubmatch(s); m != nil && !reCondition.MatchString(s) {
			return numberWords[m[1]]
		}
	}
	return 0
}

// manaAbility reads "COST: add PRODUCTION.REST".
func manaAbility(costText, prod, rest string) (ManaAbility, bool) {
	var a ManaAbility
	var cost strings.Builder
	for _, part := range strings.Split(costText, ", ") {
		switch {
		case part == "{t}":
			a.Tap = true
		case part == "sacrifice ~":
			a.Sacrifice = true
		case strings.HasPrefix(part, "pay "):
			a.Life, _ = strconv.Atoi(strings.Fields(part)[1])
		default:
			cost.WriteString(part)
		}
	}
	if cost.Len() > 0 {
		c, err := mana.ParseCost(cost.String())
		if err != nil {
			return a, false
		}
		a.Cost = c
	}
	if m := reChosen.FindStringSubmatch(prod); m != nil {
		prod, a.Choose = "{"+m[1]+"}", true
	}
	src, ok := production(prod)
	if !ok {
		if src, a.Counters, ok = perCounter(prod); !ok {
			if src, a.Like, ok = likeLands(prod); !ok {
				if src, a.Per, ok = greatestProduction(prod); !ok { // (converters.go)
					return a, false
				}
			}
		}
	}
	a.Makes = src
	a.Identity = strings.HasSuffix(prod, "in your commander's color identity")
	for _, sentence := range splitSentences(rest) {
		if a.Like && reThreeWithCounter.MatchString(sentence) {
			a.Approx = "its three mana with a +1/+1 counter: no counter is put on it (its adapt is not played)"
			continue
		}
		if reDepleteSentence.MatchString(sentence) && a.Counters == nil {
			a.Counters = &CounterUse{Deplete: true}
			continue
		}
		if u, ok := insteadCounter(sentence); ok && a.Counters == nil {
			a.Counters = u
			continue
		}
		if m := rePain.FindStringSubmatch(sentence); m != nil {
			n, _ := strconv.Atoi(m[1])
			a.Life += n
			continue
		}
		if reHarmless.MatchString(sentence) {
			continue // a goldfish ignores the opponent's life gain; a cantrip's card is not modelled
		}
		if note, ok := commanderRiders[strings.TrimSpace(sentence)]; ok {
			a.Approx = note
			continue
		}
		if approx, ok := manaRider(strings.TrimSpace(sentence)); ok {
			a.Approx = approx
			continue
		}
		if r, approx, ok := spendRule(strings.TrimSpace(sentence)); ok {
			a.Makes.Restriction, a.Approx = r, approx
			continue
		}
		if cond, ok := activationCondition(strings.TrimSpace(sentence)); ok {
			a.When = cond
			continue
		}
		return a, false // a condition or another restriction: not modelled
	}
	return a, true
}

// spendRule reads "spend this mana only to ..." (the glossary's restricted
// mana): the restriction, and what it approximates if the model has no
// restriction as narrow ("a Dragon creature spell" is read as any creature
// spell).
func spendRule(s string) (mana.Restriction, string, bool) {
	if r, ok := spendByType(s); ok {
		return r, "", true
	}
	switch s {
	case "spend this mana only to cast artifact spells.":
		return mana.ArtifactSpellsOnly, "", true
	case "spend this mana only to cast colorless eldrazi spells or activate abilities of colorless eldrazi.":
		return mana.ColorlessEldraziOnly, "", true
	case "spend this mana only to cast instant or sorcery spells.", "spend this mana only to cast an instant or sorcery spell.":
		return mana.InstantSorcerySpellsOnly, "", true
	case "spend this mana only to cast creature spells or activate abilities of creatures.":
		return mana.CreatureSpellsOrAbilities, "", true
	case "spend this mana only to activate abilities.":
		return mana.AbilitiesOnly, "", true
	case "this mana can't be spent to cast a nonartifact spell.":
		return mana.ArtifactsOnly, "", true
	}
	m := reSpend.FindStringSubmatch(s)
	switch {
	case m == nil:
		return 0, "", false
	case m[1] != "":
		return mana.CreatureSpellsOnly, "", true
	}
	return mana.CreatureSpellsOnly, "its mana for " + strings.TrimSuffix(m[2], "s") + " is read as for any creature spell", true
}

func splitSentences(s string) []string {
	var out []string
	for _, p := range strings.SplitAfter(s, ".") {
		if strings.TrimSpace(p) != "" {
			out = append(out, p)
		}
	}
	return out
}

// production reads what "add ..." adds, as a source of at most MaxUnits units.
func production(p string) (mana.Source, bool) {
	switch {
	case reSyms.MatchString(p): // {C}{C}, {W}{U}, {B}
		var units []mana.Mask
		for _, m := range reSymbol.FindAllStringSubmatch(p, -1) {
			t, _ := mana.TypeOf(m[1][0])
			units = append(units, t.Mask())
		}
		if len(units) > mana.MaxUnits {
			return mana.Source{}, false
		}
		return mana.Fixed(units...), true
	case reOneOf.MatchString(p): // {R} or {G}; {W}, {U}, or {B}
		var m mana.Mask
		for _, s := range reSymbol.FindAllStringSubmatch(p, -1) {
			t, _ := mana.TypeOf(s[1][0])
			m |= t.Mask()
		}
		return mana.OneOf(m), true
	case p == "one mana of any color" || p == "one mana of any color in your commander's color identity":
		// The commander's identity is the deck's: Compile narrows it (spend.go).
		return mana.OneOf(mana.AllColors), true
	case p == "one mana of any type":
		return mana.OneOf(mana.AnyType), true
	case p == "two mana in any combination of colors":
		return mana.Fixed(mana.AllColors, mana.AllColors), true
	}
	if src, ok := countedProduction(p); ok { // "six {g}" (tapping.go)
		return src, true
	}
	if m := reFilter.FindStringSubmatch(p); m != nil {
		// {W}{W}, {W}{U}, or {U}{U}: two units, each W or U.
		a, _ := mana.TypeOf(m[1][0])
		b, _ := mana.TypeOf(m[4][0])
		pair := a.Mask() | b.Mask()
		return mana.Fixed(pair, pair), true
	}
	if m := reNOfOne.FindStringSubmatch(p); m != nil {
		return mana.NOfOne(numberWords[m[1]], mana.AllColors), true
	}
	return comboProduction(p)
}

// ritual reads a spell's "add ...".
func ritual(c *Card, p string) bool {
	if reSyms.MatchString(p) {
		for _, m := range reSymbol.FindAllStringSubmatch(p, -1) {
			t, _ := mana.TypeOf(m[1][0])
			c.Ritual.Fixed[t]++
		}
		return true
	}
	switch p {
	case "two mana in any combination of colors":
		c.Ritual.Any = 2
		return true
	case "one mana of any color":
		c.Ritual.Any = 1
		return true
	case "three mana of any one color":
		c.Ritual.Any = 3 // approximation: any colours, not one
		return true
	}
	return sacRitual(c, p) // (sacrifice_cost.go)
}

// landQuery reads "a basic land card", "a forest or plains card", "a basic
// forest, plains, or island card", "up to two basic land cards".
func landQuery(q string) (mana.Mask, bool, bool) {
	q = strings.TrimPrefix(q, "an ")
	q = strings.TrimPrefix(q, "a ")
	for _, w := range []string{"up to one ", "up to two ", "up to three "} {
		q = strings.TrimPrefix(q, w)
	}
	q = strings.TrimSuffix(strings.TrimSuffix(q, " cards"), " card")
	basic := strings.HasPrefix(q, "basic ")
	q = strings.TrimPrefix(q, "basic ")
	if q == "land" {
		return mana.AllColors, true, true
	}
	var m mana.Mask
	for _, w := range strings.FieldsFunc(q, func(r rune) bool { return r == ',' || r == ' ' }) {
		if w == "or" || w == "basic" || w == "and" {
			continue
		}
		t, ok := basicLandType(w)
		if !ok {
			return 0, false, false
		}
		m |= t.Mask()
	}
	return m, basic, m != 0
}

// search reads a spell's (or an entering creature's) land search.
func search(c *Card, query, rest string) bool {
	types, basic, ok := landQuery(query)
	if !ok {
		return false
	}
	n := 1
	for w, k := range map[string]int{"up to two": 2, "up to three": 3} {
		if strings.HasPrefix(query, w) {
			n = k
		}
	}
	s := Search{Types: types, Basic: basic, Any: anyLand(query)}
	if s.Any {
		s.Basic = false
	}
	switch {
	case strings.Contains(rest, "put one onto the battlefield tapped and the other into your hand"):
		s.Battlefield, s.Hand, s.Tapped = 1, 1, true
	case strings.Contains(rest, "onto the battlefield"):
		s.Battlefield, s.Tapped = n, strings.Contains(rest, "onto the battlefield tapped")
	case strings.Contains(rest, "into your hand"):
		s.Hand = n
	default:
		return false
	}
	c.Search = s
	return true
}
