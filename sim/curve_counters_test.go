package sim

import (
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Lands whose mana counters limit, or that cost their next untap, in the
// policy-free castability: a brute force over every order of land drops,
// with the lands' own rules written here, against the curve's first
// castable turn. The figure asks whether some play of the lands dealt
// could cast the card on turn t; a land played before t whose mana was
// not used before t has every counter it entered with and is untapped, and
// using it earlier never helps on t. So on turn t a Vivid land played
// before t makes its colour or any colour (a counter), Gemstone Mine any
// colour (played on t too: it enters untapped), a depletion land {C} or
// one of its two colours; a Vivid land played on t enters tapped.
func TestCastableCountersAgainstBruteForce(t *testing.T) {
	const any = mana.AllColors
	type rule struct {
		makes  mana.Mask // what it makes on turn t, its counters all there
		tapped bool      // it enters tapped
	}
	rules := map[string]rule{
		"Vivid Crag":    {makes: mana.R.Mask() | any, tapped: true},
		"Vivid Creek":   {makes: mana.U.Mask() | any, tapped: true},
		"Gemstone Mine": {makes: any},
		"Cinder Marsh":  {makes: mana.C.Mask() | mana.B.Mask() | mana.R.Mask()},
		"Mountain":      {makes: mana.R.Mask()},
		"Island":        {makes: mana.U.Mask()},
	}
	text := "4 Vivid Crag\n3 Vivid Creek\n2 Gemstone Mine\n4 Cinder Marsh\n5 Mountain\n5 Island\n5 {5}\n"
	costs := []string{"{U}{R}", "{B}{B}", "{G}", "{W}{U}{B}", "{2}{R}", "{1}{G}{G}", "{C}{B}", "{3}{U}{U}"}
	for _, c := range costs {
		text += "4 " + c + "\n"
	}
	cd := compileText(t, text, decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns = 6
	g := newTestGame(t, cd, cfg)
	type land struct {
		rule
		arrival int
	}
	// pays: some assignment of the lands' units to the cost's symbols (one
	// land a symbol; generic from any).
	var assign func(pips []mana.Type, masks []mana.Mask, used int) bool
	assign = func(pips []mana.Type, masks []mana.Mask, used int) bool {
		if len(pips) == 0 {
			return true
		}
		for i, m := range masks {
			if used&(1<<i) == 0 && m.Has(pips[0]) && assign(pips[1:], masks, used|1<<i) {
				return true
			}
		}
		return false
	}
	pays := func(ls []land, set, extra int, cost mana.Cost) bool {
		var masks []mana.Mask
		for i := range ls {
			if set&(1<<i) != 0 || i == extra && !ls[i].tapped {
				masks = append(masks, ls[i].makes)
			}
		}
		var pips []mana.Type
		generic := cost.ManaValue()
		for ty := mana.W; ty < mana.NumTypes; ty++ {
			for range cost.Single(ty) {
				pips = append(pips, ty)
				generic--
			}
		}
		return len(masks) >= len(pips)+generic && assign(pips, masks, 0)
	}
	checked, vivid := 0, 0
	for i := range int64(300) {
		side := Side(i & 1)
		g.play(side, i)
		var ls []land
		g.eachDealt(cfg.Turns, func(id uint16, arrival int) {
			if r, ok := rules[cd.Names[id]]; ok {
				ls = append(ls, land{rule: r, arrival: arrival})
			}
		})
		if len(ls) > 16 {
			continue
		}
		first := bruteFirst(len(ls), func(l int) int { return ls[l].arrival }, cfg.Turns, len(costs), func(ci, set, extra int) bool {
			if extra >= 0 && ls[extra].tapped {
				return false // it adds nothing on turn t
			}
			return pays(ls, set, extra, mana.MustParseCost(costs[ci]))
		})
		for ci, c := range costs {
			cid := id(t, cd, mana.MustParseCost(c).String())
			got := int(g.curve.first[g.curve.costOf[cid]])
			if got != first[ci] {
				t.Errorf("game %d (%v): %s first castable on turn %d, brute force %d", i, side, c, got, first[ci])
			}
			if c == "{W}{U}{B}" && got > 0 {
				vivid++ // white: only a counter of a Vivid land or a Mine makes it
			}
			checked++
		}
	}
	if checked < 1500 || vivid < 30 {
		t.Fatalf("only %d comparisons, %d games castable {W}{U}{B}", checked, vivid)
	}
}
