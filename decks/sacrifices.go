package decks

import (
	"fmt"
	"regexp"

	"github.com/goldfishsim/goldfish/mana"
)

// Mana whose amount is the sacrificed permanent's mana value (Priest of
// Yawgmoth: "{T}, Sacrifice an artifact: Add an amount of {B} equal to the
// sacrificed artifact's mana value"). The reader reads it as a cost paid
// with another permanent (Others.Value); Compile lowers it to one cost
// source per mana value among the deck's cards that may pay it, each
// taking those of its value and making that much (valueSources), so that
// the payment core chooses among them as among any sources.

// reValueMana: the production of such an ability.
var reValueMana = regexp.MustCompile(`^an amount of \{([wubrgc])\} equal to the sacrificed ([a-z]+)'s mana value$`)

// valueProduction reads the production "an amount of {B} equal to the
// sacrificed artifact's mana value" of a sacrifice of o's kind, as the one
// unit it makes per point of mana value.
func valueProduction(prod string, o Others) (string, bool) {
	m := reValueMana.FindStringSubmatch(prod)
	if m == nil || !o.Sacrifice || o.N != 1 || o.Of.String() != m[2] {
		return "", false
	}
	return "{" + m[1] + "}", true
}

// maxValue is the most mana a value source makes: a source holds
// mana.MaxUnits units.
const maxValue = mana.MaxUnits

// valueSources splits each cost source whose mana is the sacrificed
// permanent's mana value (its kind one unit, as read) into one source per
// mana value of its payers: the source itself keeps those of mana value 1,
// and a source of its card, the same cost and that many units is added for
// each other value. Payers of mana value 0 (tokens, lands) make nothing
// and pay none; past maxValue, a payer is counted as maxValue (reported).
func (cd *Compiled) valueSources(cs []*Card) error {
	for i, n := 0, len(cd.CostSources); i < n; i++ {
		s := &cd.CostSources[i]
		if !valued(cs[s.Card]) || s.Conv {
			continue
		}
		byValue := map[int][]uint16{}
		over := false
		for _, id := range s.For {
			v := cd.Cards[id].MV
			if v > maxValue {
				v, over = maxValue, true
			}
			if v > 0 {
				byValue[v] = append(byValue[v], id)
			}
		}
		if over {
			cd.Unmodelled = append(cd.Unmodelled, Unmodelled{Card: cd.Names[s.Card],
				What: fmt.Sprintf("the mana of a permanent of mana value past %d sacrificed to it: counted as %d", maxValue, maxValue)})
		}
		s.Value, s.For = 1, byValue[1]
		base := cd.Sources.Kind(s.Kind)
		for v := 2; v <= maxValue; v++ {
			if len(byValue[v]) == 0 {
				continue
			}
			units := make([]mana.Mask, v)
			for u := range units {
				units[u] = base.Units[0]
			}
			src := mana.Fixed(units...)
			src.Penalty = base.Penalty
			k, ok := cd.Sources.Register(src)
			if !ok {
				return fmt.Errorf("%s: more than %d kinds of mana source in one deck", cd.Names[s.Card], mana.MaxKinds)
			}
			t := cd.CostSources[i]
			t.Kind, t.Value, t.For = k, v, byValue[v]
			cd.CostSources = append(cd.CostSources, t)
			s = &cd.CostSources[i]
		}
	}
	return nil
}

// valued reports whether card c's cost source makes mana by the
// sacrificed permanent's mana value.
func valued(c *Card) bool {
	for _, a := range c.Mana {
		if a.Others != nil && a.Others.Value {
			return true
		}
	}
	return false
}
