package sim

import "github.com/goldfishsim/goldfish/decks"

// The policy-free castability of the reveal lands and Snarls: a land of
// turn t that enters "tapped unless you reveal a <kind> card from your
// hand" is untapped when a card of its kind is in the hand as it is
// played. In the study the hand then holds every card dealt by turn t that
// is not a land played before t nor the land itself: the study casts no
// spell and discards nothing, so the spells dealt are all there (a Giant
// creature for Ancient Amphitheater), and the lands not played.

// maxCurveReveals is how many kinds of reveal land the study tells apart;
// a deck with more has the rest enter tapped in the study (no deck of the
// database comes near).
const maxCurveReveals = 8

// curveReveal is the deck's reveal lands' kinds of card in the study.
type curveReveal struct {
	n     int
	match [MaxCards]uint8 // by card id: the kinds it is (bit r: the deck's Reveals[r]), as held in the hand
	other bool            // some kind holds a card that is not a land of the study (its count joins the memo's key)

	// The turn being computed: cards of each kind dealt by t (lands and
	// others), and the others alone, four bits a kind (the memo's key).
	hand  [maxCurveReveals]int
	spell uint32
}

func (rv *curveReveal) init(g *game) {
	d := g.d
	rv.n = min(len(d.Reveals), maxCurveReveals)
	rv.other = false
	clear(rv.match[:])
	for r := range rv.n {
		for _, id := range d.Reveals[r].Cards {
			rv.match[id] |= 1 << r
			if !g.isLandCard(int(id)) {
				rv.other = true
			}
		}
	}
}

// revealOf is a land's reveal kind in the study, -1 if it has none.
func (cv *curve) revealOf(c *decks.CardInfo) int8 {
	if c.Enters != decks.EntersTappedUnlessReveal || c.Reveal < 0 || c.Reveal >= cv.rv.n {
		return -1
	}
	return int8(c.Reveal)
}

// countReveals counts, for turn t, the cards of each reveal kind dealt by
// then: the kept hand's and the draws' of turns up to t.
func (cv *curve) countReveals(g *game, t int) {
	rv := &cv.rv
	if rv.n == 0 {
		return
	}
	rv.hand = [maxCurveReveals]int{}
	var spells [maxCurveReveals]int
	add := func(id uint16, n int) {
		m := rv.match[id]
		if m == 0 {
			return
		}
		land := cv.lands[id].ok
		for r := range rv.n {
			if m&(1<<r) != 0 {
				rv.hand[r] += n
				if !land {
					spells[r] += n
				}
			}
		}
	}
	for id := 0; id < g.n; id++ {
		if g.kept[id] > 0 {
			add(uint16(id), int(g.kept[id]))
		}
	}
	for i := 0; i < g.nnatural && g.arrival(i) <= t; i++ {
		add(g.natural[i], 1)
	}
	rv.spell = 0
	for r := range rv.n {
		rv.spell |= uint32(min(spells[r], 15)) << (4 * r)
	}
}

// revealable is how many cards the land of turn t (opt) may reveal: those
// of its kind dealt by t, less the lands of E (cnt) among them (the land
// itself is never of its own kind: decks.Reveal).
func (cv *curve) revealable(opt *curveOpt) int {
	if opt.reveal < 0 {
		return 0
	}
	r := uint(opt.reveal)
	n := cv.rv.hand[r]
	for j := 0; j < cv.ncls; j++ {
		if cv.classOf[cv.cls[j]].match&(1<<r) != 0 {
			n -= int(cv.cnt[j])
		}
	}
	return n
}

// keepToReveal tries the reveal land of turn t (opt) with the sets E that
// keep one card of its kind in the hand: for each class of its kind drawn
// by t-1, E chosen as tryE chooses it among the other lands. The sets tryE
// tries are maximal (no land left out fits), which plays every land of the
// kind when drops allow, and a land kept in the hand may be what lets the
// reveal land enter untapped: an E that keeps a card m is best extended by
// lands other than m (more lands never pay less; the fast lands' limit is
// kept), so these sets and tryE's hold every board that matters.
func (cv *curve) keepToReveal(g *game, t int, opt *curveOpt, drops, maxLands int) {
	r := uint(opt.reveal)
	sr := cv.sr
	for i := 0; i < cv.ncls; i++ {
		c := cv.cls[i]
		if cv.classOf[c].match&(1<<r) == 0 || cv.ccount[c] == 0 {
			continue
		}
		cv.ccount[c]--
		clear(cv.cnt[:cv.ncls])
		sr.restW[cv.ncls], sr.restN[cv.ncls] = 0, 0
		for j := cv.ncls - 1; j >= 0; j-- {
			cj := cv.cls[j]
			sr.restW[j] = sr.restW[j+1] + cv.weight(cj)*int(cv.ccount[cj])
			sr.restN[j] = sr.restN[j+1] + int(cv.ccount[cj])
		}
		cv.chooseE(g, t, opt, 0, drops, maxLands, 1<<30, false)
		cv.ccount[c]++
	}
}
