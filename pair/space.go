package pair

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/decks/decklist"
)

// Space is the manabases simrun optimize searches, around a base deck: the
// land count in [LandsMin, LandsMax] (the nonland cards Fill are added or
// cut, one copy at a time in turn, to keep the deck's size), the split of
// the basic lands (each basic within Spread of its share in the base deck,
// the last taking the rest), and up to MaxKinds kinds of the nonbasic lands
// Candidates, each with one of the Copies counts. The base's other
// nonbasic lands stay as they are.
type Space struct {
	File       string
	List       decklist.List
	DB         *decks.Database
	Format     decks.Format
	LandsMin   int // 0: the base's land count
	LandsMax   int
	Fill       []string
	Spread     int
	Candidates []string
	MaxKinds   int
	Copies     []int // default 1 to the format's copy limit (4; 1 in Commander)

	baseLands []int // the base deck's lands as a Variant's lands vector (set by Variants)
	baseCount int
}

// Variant is one manabase of a space.
type Variant struct {
	ID       int
	Lands    int
	Basics   []int    // copies of each basic of Space.Basics, in that order
	Nonbasic []string // the candidates chosen, "3 Watery Grave", by name
	List     decklist.List
	// lands: the copies of each basic, then of each candidate (by name),
	// for the local search's steps.
	lands []int
}

// Label is a variant in words: "24 lands: 11 Island, 10 Swamp, 3 Watery Grave".
func (v *Variant) Label(basics []string) string {
	var parts []string
	for i, n := range v.Basics {
		parts = append(parts, fmt.Sprintf("%d %s", n, basics[i]))
	}
	parts = append(parts, v.Nonbasic...)
	return fmt.Sprintf("%d lands: %s", v.Lands, strings.Join(parts, ", "))
}

// Text is the variant's decklist as plain text.
func (v *Variant) Text() string {
	var b strings.Builder
	for _, e := range v.List.Entries {
		if e.Section == decklist.Main {
			fmt.Fprintf(&b, "%d %s\n", e.Count, e.Name)
		}
	}
	return b.String()
}

type entryKind uint8

const (
	nonland entryKind = iota
	basic
	otherLand
)

// Variants lists the space's manabases (the basics' names first), in a
// fixed order: land count, then the nonbasics chosen, then the split.
func (sp *Space) Variants() ([]string, []Variant, error) {
	d, _, err := decks.Resolve(sp.File, sp.List, sp.DB, decks.ResolveOptions{Format: sp.Format, AllowCopies: true})
	if err != nil {
		return nil, nil, err
	}
	kind := map[string]entryKind{}
	for _, s := range d.Main {
		k := nonland
		if s.Card.Types&decks.Land != 0 {
			k = otherLand
			if s.Card.Types&decks.Basic != 0 {
				k = basic
			}
		}
		kind[decks.NormalName(s.Card.Name)] = k
	}
	cand := map[string]string{} // normal name -> as given
	for _, c := range sp.Candidates {
		card, ok := sp.DB.Lookup(c)
		if !ok {
			if _, err := decks.Abstract(c); err != nil {
				return nil, nil, fmt.Errorf("candidate %q: not a card the database knows", c)
			}
			card, _ = decks.Abstract(c)
		}
		if card.Types&decks.Land == 0 {
			return nil, nil, fmt.Errorf("candidate %q: not a land", c)
		}
		if card.Types&decks.Basic != 0 {
			return nil, nil, fmt.Errorf("candidate %q: a basic land (the basics' split is searched apart: --spread)", c)
		}
		cand[decks.NormalName(c)] = c
	}
	var basics []string
	var baseBasic []int
	size, lands, fixed := 0, 0, 0
	for _, e := range sp.List.Entries {
		if e.Section != decklist.Main {
			continue
		}
		size += e.Count
		n := decks.NormalName(e.Name)
		switch {
		case kind[n] == basic:
			lands += e.Count
			basics = append(basics, e.Name)
			baseBasic = append(baseBasic, e.Count)
		case kind[n] == otherLand:
			lands += e.Count
			if _, ok := cand[n]; !ok {
				fixed += e.Count
			}
		}
	}
	if len(basics) == 0 {
		return nil, nil, fmt.Errorf("%s: no basic lands to split", sp.File)
	}
	for _, f := range sp.Fill {
		if k, ok := kind[decks.NormalName(f)]; !ok || k != nonland {
			return nil, nil, fmt.Errorf("--fill %q: not a nonland card of the deck", f)
		}
	}
	lo, hi := sp.LandsMin, sp.LandsMax
	if lo == 0 && hi == 0 {
		lo, hi = lands, lands
	}
	if lo > hi || lo < 0 || hi > size {
		return nil, nil, fmt.Errorf("land counts %d-%d: want a range within 0-%d", lo, hi, size)
	}
	if (lo != lands || hi != lands) && len(sp.Fill) == 0 {
		return nil, nil, fmt.Errorf("land counts %d-%d move from the deck's %d: --fill must name the nonland cards added or cut", lo, hi, lands)
	}
	copies := sp.Copies
	if len(copies) == 0 {
		limit := 4
		if sp.Format == decks.Commander {
			limit = 1
		}
		for c := 1; c <= limit; c++ {
			copies = append(copies, c)
		}
	}
	names := make([]string, 0, len(cand))
	for _, c := range cand {
		names = append(names, c)
	}
	sort.Strings(names)
	// Every choice of at most MaxKinds candidates, each with a count.
	type choice struct {
		names  []string
		counts []int
		total  int
	}
	choices := []choice{{}}
	var grow func(from int, cur choice)
	grow = func(from int, cur choice) {
		if len(cur.names) == sp.MaxKinds {
			return
		}
		for i := from; i < len(names); i++ {
			for _, c := range copies {
				next := choice{append(append([]string{}, cur.names...), names[i]), append(append([]int{}, cur.counts...), c), cur.total + c}
				choices = append(choices, next)
				grow(i+1, next)
			}
		}
	}
	grow(0, choice{})
	baseTotal := 0
	for _, n := range baseBasic {
		baseTotal += n
	}
	sp.baseLands = append([]int{}, baseBasic...)
	for _, n := range names {
		c := 0
		for _, e := range sp.List.Entries {
			if e.Section == decklist.Main && decks.NormalName(e.Name) == decks.NormalName(n) {
				c += e.Count
			}
		}
		sp.baseLands = append(sp.baseLands, c)
	}
	sp.baseCount = lands
	var out []Variant
	for L := lo; L <= hi; L++ {
		for _, ch := range choices {
			B := L - fixed - ch.total
			if B < 0 {
				continue
			}
			for _, split := range splits(baseBasic, baseTotal, B, sp.Spread) {
				v := Variant{ID: len(out), Lands: L, Basics: split}
				v.lands = append(append([]int{}, split...), make([]int, len(names))...)
				for i, n := range ch.names {
					v.Nonbasic = append(v.Nonbasic, fmt.Sprintf("%d %s", ch.counts[i], n))
					v.lands[len(split)+slices.Index(names, n)] = ch.counts[i]
				}
				list, err := sp.build(kind, cand, basics, split, ch.names, ch.counts, size-L-(size-lands))
				if err != nil {
					return nil, nil, err
				}
				v.List = list
				out = append(out, v)
			}
		}
	}
	return basics, out, nil
}

// splits lists the splits of total basics near the base's shares: each but
// the last within spread of its share (rounded), the last the rest.
func splits(base []int, baseTotal, total, spread int) [][]int {
	m := len(base)
	center := make([]int, m)
	for i, b := range base {
		center[i] = int(float64(total)*float64(b)/float64(baseTotal) + 0.5)
	}
	var out [][]int
	cur := make([]int, m)
	var rec func(i, left int)
	rec = func(i, left int) {
		if i == m-1 {
			cur[i] = left
			out = append(out, append([]int{}, cur...))
			return
		}
		for c := max(0, center[i]-spread); c <= center[i]+spread && c <= left; c++ {
			cur[i] = c
			rec(i+1, left-c)
		}
	}
	rec(0, total)
	return out
}

// build writes a variant's decklist: the base with its basics, the
// candidates and the fill cards set (moreSpells copies of fill added, cut if
// negative).
func (sp *Space) build(kind map[string]entryKind, cand map[string]string, basics []string, split []int, names []string, counts []int, moreSpells int) (decklist.List, error) {
	want := map[string]int{}
	for i, b := range basics {
		want[decks.NormalName(b)] = split[i]
	}
	for n := range cand {
		want[n] = 0
	}
	for i, n := range names {
		want[decks.NormalName(n)] = counts[i]
	}
	fill := map[string]int{}
	for k := 0; k < abs(moreSpells); k++ {
		fill[decks.NormalName(sp.Fill[k%len(sp.Fill)])]++
	}
	sign := 1
	if moreSpells < 0 {
		sign = -1
	}
	out := decklist.List{Format: sp.List.Format, Name: sp.List.Name}
	seen := map[string]bool{}
	for _, e := range sp.List.Entries {
		n := decks.NormalName(e.Name)
		if e.Section == decklist.Main {
			if w, ok := want[n]; ok {
				if seen[n] {
					continue
				}
				seen[n] = true
				e.Count = w
			} else if f, ok := fill[n]; ok && !seen[n] {
				seen[n] = true
				e.Count += sign * f
				if e.Count < 0 {
					return out, fmt.Errorf("--fill: %d lands cut %s below 0 copies", sp.LandsMin, e.Name)
				}
			}
		}
		if e.Count > 0 {
			out.Entries = append(out.Entries, e)
		}
	}
	for i, n := range names {
		if !seen[decks.NormalName(n)] {
			out.Entries = append(out.Entries, decklist.Entry{Count: counts[i], Name: n, Section: decklist.Main})
		}
	}
	return out, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
