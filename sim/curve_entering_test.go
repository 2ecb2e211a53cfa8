package sim

import (
	"fmt"
	"slices"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// The policy-free castability of lands that enter by the hand or the turn
// (reveal lands, Snarls, Starting Town) and of lands that return a land as
// they enter (bounce lands, Lairs, Karoo lands), against a brute force
// over every order of land drops written here from the cards' rules: its
// state is the set of lands on the battlefield and the set sacrificed, so
// that a land returned to the hand may be played again.

// bland is one land card dealt in a game, as the brute force reads it.
type bland struct {
	arrival int
	units   []mana.Mask // what it makes when tapped, a unit each
	types   mana.Mask   // its basic land types
	tapped  bool        // it always enters tapped
	shock   bool        // it may pay 2 life to enter untapped
	early   bool        // Starting Town: untapped on turns 1 to 3 only
	reveal  mana.Mask   // a reveal land of basic land types: a card of one of them in hand
	elf     bool        // a reveal land of Elves: an Elf card in hand (a spell here)
	returns int         // 0: none; returnAny, returnNonLair, returnUntapped
	lair    bool
	retType mana.Mask // returnUntapped: the basic land type it returns
}

const (
	returnAny      = 1 + iota // a bounce land: any land, itself if nothing else
	returnNonLair             // a Lair: a non-Lair land, or it is sacrificed
	returnUntapped            // a Karoo land: an untapped land of retType, or it is sacrificed
)

// bruteLands is every order of land drops of a game's lands: for each of
// ncosts costs, the first turn the lands could pay it (0: none by the last
// turn). spells(t) is how many Elf spells were dealt by turn t (a reveal
// land of Elves may reveal them: the study casts nothing).
func bruteLands(ls []bland, turns int, costs []mana.Cost, spells func(t int) int) []int {
	n := len(ls)
	type state struct{ field, gone uint32 }
	reach := map[state]bool{{}: true}
	first := make([]int, len(costs))
	inHand := func(s state, l, t int) bool {
		return ls[l].arrival <= t && s.field&(1<<l) == 0 && s.gone&(1<<l) == 0
	}
	pays := func(field uint32, cost mana.Cost) bool {
		var kinds []landKind
		var board []int
		for l := range n {
			if field&(1<<l) != 0 {
				for _, u := range ls[l].units {
					kinds = append(kinds, landKind{colors: u})
					board = append(board, 1)
				}
			}
		}
		return payable(kinds, board, cost)
	}
	// untapped: land l, played on turn t beside state s, enters untapped.
	untapped := func(s state, l, t int) bool {
		x := ls[l]
		switch {
		case x.tapped:
			return false
		case x.early:
			return t <= 3
		case x.reveal != 0 || x.elf:
			if x.elf && spells(t) > 0 {
				return true
			}
			for o := range n {
				if o != l && inHand(s, o, t) && ls[o].types&x.reveal != 0 {
					return true
				}
			}
			return false
		}
		return true // an untapped land, a shock land paying 2 life (never short here), a Lair
	}
	for t := 1; t <= turns; t++ {
		for s := range reach {
			for ci, cost := range costs {
				if first[ci] != 0 {
					continue
				}
				if pays(s.field, cost) {
					first[ci] = t
					continue
				}
				// The land of turn t. What it returns or whether it is sacrificed
				// takes nothing from this turn: a land returned is tapped for its
				// mana first (a Karoo land's must be untapped, but a Karoo land
				// enters tapped: it adds nothing either way), and a Lair
				// sacrificed is tapped for its mana first.
				for l := range n {
					if inHand(s, l, t) && untapped(s, l, t) && pays(s.field|1<<l, cost) {
						first[ci] = t
						break
					}
				}
			}
		}
		// The lands of the end of turn t: no land played, or one from the hand.
		next := map[state]bool{}
		for s := range reach {
			next[s] = true
			for l := range n {
				if !inHand(s, l, t) {
					continue
				}
				after := state{s.field | 1<<l, s.gone}
				if ls[l].returns == 0 {
					next[after] = true
					continue
				}
				returned := false
				for x := range n {
					if after.field&(1<<x) == 0 {
						continue
					}
					ok := false
					switch ls[l].returns {
					case returnAny:
						ok = true // itself too
					case returnNonLair:
						ok = !ls[x].lair
					case returnUntapped:
						ok = ls[x].types&ls[l].retType != 0 && x != l // (all lands are untapped as it is played: nothing is cast in between)
					}
					if ok {
						next[state{after.field &^ (1 << x), s.gone}] = true
						returned = true
					}
				}
				if !returned {
					next[state{s.field, s.gone | 1<<l}] = true // sacrificed
				}
			}
		}
		reach = next
	}
	return first
}

// dealtLands lists a game's lands dealt by the last turn, described by
// describe, with their arrival turns; and counts the cards of card id
// elves dealt by each turn.
func dealtLands(g *game, turns int, describe func(id uint16) (bland, bool), elves int) ([]bland, []int) {
	var ls []bland
	byTurn := make([]int, turns+1)
	for id := 0; id < g.n; id++ {
		for range g.kept[id] {
			if l, ok := describe(uint16(id)); ok {
				l.arrival = 1
				ls = append(ls, l)
			}
			if id == elves {
				for t := 1; t <= turns; t++ {
					byTurn[t]++
				}
			}
		}
	}
	for k := 0; k < g.nnatural && g.arrival(k) <= turns; k++ {
		if l, ok := describe(g.natural[k]); ok {
			l.arrival = g.arrival(k)
			ls = append(ls, l)
		}
		if int(g.natural[k]) == elves {
			for t := g.arrival(k); t <= turns; t++ {
				byTurn[t]++
			}
		}
	}
	return ls, byTurn
}

// checkAgainstBrute plays games of a deck and compares the curve's first
// castable turn of each cost with the brute force's; it returns how many
// comparisons it made and how many of them the condition hit counted.
func checkAgainstBrute(t *testing.T, text string, costs []string, turns int, games int64, describe map[string]bland, elfSpell string,
	hit func(ls []bland, first []int, brute func([]bland) []int) bool) (checked, hits int) {
	t.Helper()
	cd := compileText(t, text, decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns = turns
	g := newTestGame(t, cd, cfg)
	parsed := make([]mana.Cost, len(costs))
	for ci, c := range costs {
		parsed[ci] = mana.MustParseCost(c)
	}
	elves := -1
	if elfSpell != "" {
		elves = id(t, cd, elfSpell)
	}
	desc := func(id uint16) (bland, bool) {
		l, ok := describe[cd.Names[id]]
		return l, ok
	}
	for name := range describe {
		id(t, cd, name) // every land described is in the deck
	}
	for i := range games {
		side := Side(i & 1)
		g.play(side, i)
		ls, byTurn := dealtLands(g, turns, desc, elves)
		if len(ls) > 16 {
			continue
		}
		brute := func(ls []bland) []int { return bruteLands(ls, turns, parsed, func(t int) int { return byTurn[t] }) }
		first := brute(ls)
		for ci := range costs {
			cid := id(t, cd, parsed[ci].String())
			if got := int(g.curve.first[g.curve.costOf[cid]]); got != first[ci] {
				t.Errorf("game %d (%v): %s first castable on turn %d, brute force %d; lands %s", i, side, costs[ci], got, first[ci], showLands(ls))
			}
			checked++
		}
		if hit != nil && hit(ls, first, brute) {
			hits++
		}
	}
	return checked, hits
}

var (
	uG, uU, uB, uW, uC = mana.G.Mask(), mana.U.Mask(), mana.B.Mask(), mana.W.Mask(), mana.C.Mask()
)

// Snarls (by the lands in hand), a tribal reveal land (by the Elf spells
// dealt), Starting Town (by the turn) beside basics and a shock land.
func TestCastableRevealAgainstBruteForce(t *testing.T) {
	text := "5 Forest\n4 Island\n2 Swamp\n4 Vineglimmer Snarl\n3 Gilt-Leaf Palace\n3 Starting Town\n2 Breeding Pool\n10 Llanowar Elves\n"
	costs := []string{"{G}", "{U}", "{G}{U}", "{1}{B}", "{B}{G}", "{2}{G}", "{G}{G}{U}", "{1}{W}{U}", "{3}{U}"}
	for _, c := range costs {
		text += "3 " + c + "\n"
	}
	describe := map[string]bland{
		"Forest": {units: []mana.Mask{uG}, types: uG}, "Island": {units: []mana.Mask{uU}, types: uU},
		"Swamp":             {units: []mana.Mask{uB}, types: uB},
		"Vineglimmer Snarl": {units: []mana.Mask{uG | uU}, reveal: uG | uU},
		"Gilt-Leaf Palace":  {units: []mana.Mask{uB | uG}, elf: true},
		"Starting Town":     {units: []mana.Mask{uC | mana.AllColors}, early: true},
		"Breeding Pool":     {units: []mana.Mask{uG | uU}, types: uG | uU, shock: true},
	}
	// How often the hand or the turn decides: the same lands with the reveal
	// lands and Starting Town always tapped cast something later.
	checked, hits := checkAgainstBrute(t, text, costs, 6, 400, describe, "Llanowar Elves", func(ls []bland, first []int, brute func([]bland) []int) bool {
		tapped := append([]bland(nil), ls...)
		for i := range tapped {
			if l := &tapped[i]; l.reveal != 0 || l.elf || l.early {
				l.tapped = true
			}
		}
		return !slices.Equal(brute(tapped), first)
	})
	if checked < 2500 || hits < 40 {
		t.Fatalf("only %d comparisons, %d games where the hand or the turn decided", checked, hits)
	}
	t.Logf("%d comparisons; in %d of 400 games the hand or the turn decided", checked, hits)
}

// The memo of the castability searches keys the Elf spells dealt too: the
// counts with it are those without it, on a deck of tribal reveal lands.
func TestCurveMemoReveal(t *testing.T) {
	cd := compileText(t, "8 Forest\n4 Swamp\n4 Gilt-Leaf Palace\n4 Vineglimmer Snarl\n4 Island\n12 Llanowar Elves\n"+
		"8 {B}{G}\n8 {1}{B}\n8 {G}{U}", decks.Constructed)
	g := newTestGame(t, cd, DefaultConfig())
	if g.curve.sr.memo == nil || !g.curve.rv.other {
		t.Fatal("the memo is not in use, or the Elves are not counted")
	}
	st, recs := bothWays(t, cd, DefaultConfig(), 2000, func(g *game) { g.curve.noMemo = true })
	if !st[0].Equal(st[1]) {
		t.Error("the counts differ with and without the memo")
	}
	if j := firstRecordDiff(recs); j >= 0 {
		t.Errorf("game %d differs with and without the memo", j)
	}
}

func showLands(ls []bland) string {
	s := ""
	for _, l := range ls {
		s += fmt.Sprintf(" %v@%d", l.units, l.arrival)
		if l.reveal != 0 || l.elf {
			s += "(reveal)"
		}
		if l.early {
			s += "(town)"
		}
	}
	return s
}

// Bounce lands, Lairs and Karoo lands: the 8 Forest and 8 Simic
// Growth Chamber ("land, bounce land returning it, the same land again"),
// and a mixed deck with a Snarl.
func TestCastableBounceAgainstBruteForce(t *testing.T) {
	chamber := bland{units: []mana.Mask{uG, uU}, tapped: true, returns: returnAny}
	text := "8 Forest\n8 Simic Growth Chamber\n22 {2}{G}\n22 {4}{G}\n"
	costs := []string{"{2}{G}", "{4}{G}"}
	three := 0
	checked, _ := checkAgainstBrute(t, text, costs, 6, 300, map[string]bland{"Forest": {units: []mana.Mask{uG}, types: uG}, "Simic Growth Chamber": chamber}, "",
		func(ls []bland, first []int, _ func([]bland) []int) bool {
			if first[0] == 3 {
				three++
			}
			return false
		})
	if checked < 500 || three < 30 {
		t.Fatalf("only %d comparisons, %d games with {2}{G} on turn 3", checked, three)
	}
	text = "7 Island\n4 Forest\n3 Swamp\n3 Simic Growth Chamber\n3 Coral Atoll\n3 Dromar's Cavern\n2 Vineglimmer Snarl\n"
	costs = []string{"{U}", "{G}{U}", "{2}{U}", "{1}{B}{U}", "{3}{G}", "{W}", "{4}{U}{U}"}
	for _, c := range costs {
		text += "5 " + c + "\n"
	}
	describe := map[string]bland{
		"Island": {units: []mana.Mask{uU}, types: uU}, "Forest": {units: []mana.Mask{uG}, types: uG}, "Swamp": {units: []mana.Mask{uB}, types: uB},
		"Simic Growth Chamber": chamber,
		"Coral Atoll":          {units: []mana.Mask{uU, uC}, tapped: true, returns: returnUntapped, retType: uU},
		"Dromar's Cavern":      {units: []mana.Mask{uW | uU | uB}, lair: true, returns: returnNonLair},
		"Vineglimmer Snarl":    {units: []mana.Mask{uG | uU}, reveal: uG | uU},
	}
	checked, _ = checkAgainstBrute(t, text, costs, 6, 300, describe, "", nil)
	if checked < 1500 {
		t.Fatalf("only %d comparisons", checked)
	}
}
