package decks

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// Amounts that count, beyond varying.go's "{T}: add {G} for each ...":
// an amount of any colours ("add X mana in any combination of colors,
// where X is the number of creatures with defender you control": Axebane
// Guardian), a count of creatures with a keyword (Overgrown Battlement),
// and a counted amount that costs mana to make ("{2}, {T}: add {B} for
// each Swamp you control": Cabal Coffers, Cabal Stronghold). Compile lowers
// the last as a converter whose output follows the board (CardInfo.ConvVary).

var (
	// Axebane Guardian.
	reXPer = regexp.MustCompile(`^\{t\}: add x mana in any combination of colou?rs, where x is the number of ([a-z' -]+?) you control\.$`)
	// Cabal Coffers, Cabal Stronghold.
	reCostPer = regexp.MustCompile(`^((?:\{[0-9wubrgc]\})+), \{t\}: add \{([wubrgc])\} for each ([a-z' -]+?) you control\.$`)
)

// readAmounts reads the templates of counted amounts this file adds.
func readAmounts(c *Card, line string) bool {
	if m := reXPer.FindStringSubmatch(line); m != nil {
		f, ok := filterOf(m[1])
		if !ok {
			return false
		}
		c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(mana.AllColors), Tap: true, Per: &f})
		return true
	}
	if m := reCostPer.FindStringSubmatch(line); m != nil {
		cost, err := mana.ParseCost(m[1])
		f, ok := filterOf(m[3])
		if err != nil || !ok {
			return false
		}
		t, _ := mana.TypeOf(m[2][0])
		c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(t.Mask()), Tap: true, Cost: cost, Per: &f})
		return true
	}
	return false
}

// filterWithKeyword reads a creature filter with a keyword ("creature with
// defender", "creatures with defender"); with is false if s names none.
func filterWithKeyword(s string) (f Filter, ok, with bool) {
	rest, found := strings.CutSuffix(s, " with defender")
	if !found {
		return Filter{}, false, false
	}
	f, ok = filterOf(rest)
	f.Defender = true
	return f, ok && f.Types == Creature, true
}

// MatchesCard reports whether card c is of the filter's kind (Matches, and
// the keyword the filter asks for).
func (f Filter) MatchesCard(c *Card) bool {
	return f.Matches(c.Name, c.Types, c.LandTypes, c.Subtypes) && (!f.Defender || c.Defender) &&
		(!f.Legendary || c.Types&Legendary != 0)
}

// convPerOf returns the varying ability Compile lowers as a converter whose
// output follows the board: the card's one varying ability, a count of
// permanents paid for with mana and {T} (Cabal Coffers), when the card has
// no other ability with a mana cost; nil otherwise.
func convPerOf(fixed, varying []ManaAbility) *ManaAbility {
	if len(varying) != 1 {
		return nil
	}
	a := varying[0]
	if a.Per == nil || a.Cost.IsNone() || !a.Tap || a.Sacrifice || a.Makes.N() != 1 {
		return nil
	}
	for _, f := range fixed {
		if !f.Cost.IsNone() {
			return nil
		}
	}
	return &varying[0]
}

// convPerKinds registers a counted converter's outputs (conv makes one
// unit; n permanents counted make n, up to what one source holds) as a
// Vary of Per whose Kinds are its output by the count (none for none), and
// points the card at it (ConvVary).
func (cd *Compiled) convPerKinds(c *Card, in *CardInfo, conv ManaAbility) error {
	if conv.Per.Devotion {
		cd.devotionKinds(in)
		return nil
	}
	vy := Vary{Per: true, Kinds: []int{-1}, Greatest: conv.Per.Greatest}
	for n := 1; n <= countedUnits; n++ {
		units := make([]mana.Mask, n)
		for i := range units {
			units[i] = conv.Makes.Units[0]
		}
		a := conv
		a.Makes = mana.Fixed(units...)
		if conv.OneType {
			a.Makes = mana.NOfOne(n, conv.Makes.Units[0])
		}
		a.Makes.Snow, a.Makes.Restriction = conv.Makes.Snow, conv.Makes.Restriction
		k, err := cd.register(c, a)
		if err != nil {
			return err
		}
		vy.Kinds = append(vy.Kinds, k)
	}
	in.ConvKind = vy.Kinds[1]
	in.ConvVary = len(cd.Vary)
	cd.Vary = append(cd.Vary, vy)
	return nil
}

// convPerCount fills a counted converter's Count: the deck's cards its
// filter matches.
func (cd *Compiled) convPerCount(c *Card, cs []*Card) {
	v := &cd.Vary[cd.Cards[cd.idOf(c, cs)].ConvVary]
	for _, a := range c.Mana {
		if a.Per == nil || a.Cost.IsNone() {
			continue
		}
		f := *a.Per
		if f.Chosen {
			// The creature type chosen as it enters (devotion.go).
			f = Filter{Subtype: cd.chosenType(cs)}
			if cd.chosen == nil {
				cd.chosen = map[int]string{}
			}
			cd.chosen[cd.idOf(c, cs)] = f.Subtype
		}
		var ids []uint16
		for id, o := range cs {
			if f.MatchesCard(o) && (!a.Per.Chosen || o.IsCreature() && f.Subtype != "") {
				ids = append(ids, uint16(id))
			}
		}
		v.Count = [][]uint16{ids}
	}
}

func (cd *Compiled) idOf(c *Card, cs []*Card) int {
	for id, o := range cs {
		if o == c {
			return id
		}
	}
	return -1
}

// convPerUnmodelled is what a counted converter's report says: more of
// what it counts than one source makes.
func (cd *Compiled) convPerUnmodelled(id int) (string, bool) {
	v := cd.Cards[id].ConvVary
	if v < 0 {
		return "", false
	}
	if cd.Vary[v].Greatest {
		return cd.greatestUnmodelled(&cd.Vary[v])
	}
	n := len(cd.Vary[v].Kinds) - 1
	if cd.counted(cd.Vary[v].Count[0]) <= n {
		return "", false
	}
	return fmt.Sprintf("more than %d of what its mana counts: counted as %d (%s)", n, n, capWhy(n)), true
}

// idleHand is how many cards an idle opponent holds whenever the goldfish
// plays: seven (it keeps seven, never plays a card, and draws each turn
// and discards down to seven at its cleanup).
const idleHand = 7

// Jeska's Will's first mode.
var reOpponentHand = regexp.MustCompile(`^(?:• )?add \{([wubrg])\} for each card in target opponent's hand\.$`)

// readOpponentHand reads a spell's mana counted by the opponent's hand, as
// an idle opponent's: idleHand of it.
func readOpponentHand(c *Card, line string) bool {
	m := reOpponentHand.FindStringSubmatch(line)
	if m == nil {
		return false
	}
	t, _ := mana.TypeOf(m[1][0])
	c.Ritual.Fixed[t] += idleHand
	c.IdleHand = true
	return true
}
