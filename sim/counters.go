package sim

import (
	"fmt"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Mana that counters on its permanent limit or measure, copy by copy
// (decks/counters.go): the Vivid lands and Sphere of the Suns (a charge
// counter for each mana of any colour), Gemstone Mine (sacrificed with its
// last counter), Everflowing Chalice ({C} for each counter, its kicks as it
// was cast), Wall of Roots (a -0/-1 counter a use, once a turn, no {T}:
// gone at toughness 0), and the depletion lands (a coloured use keeps the
// land tapped through the next untap step).
//
// Each copy on the battlefield has its own counters and its own state; it
// is in the sources as the kind its counters make it (CounterKinds.Kind).
// A copy that also has a plain ability (a Vivid land's {R}, a depletion
// land's {C}) is there as what it makes with its counters; a payment first
// asks how few of the copies must use the counters (demote: the rest are
// counted as their plain ability for it), so that a counter or an untap
// goes only where the payment needs it: the planner's written objective
// is the fewest counters spent, card by card in the game's order of cards.

// Copy states: counters in the low bits, then whether the copy is tapped
// (for Wall of Roots: used this turn) and whether it stays tapped through
// the next untap step.
const (
	ctrCount  uint8 = 0x1f
	ctrTapped uint8 = 0x20
	ctrStay   uint8 = 0x40
)

const (
	maxCostly       = 16 // distinct cards with counters a deck may hold
	maxCostlyCopies = 24 // copies of one on the battlefield
)

// costlyKind is the kind of copy state st of the deck's costly card ci.
func (g *game) costlyKind(ci int, st uint8) int { return g.ck[ci].Kind(int(st & ctrCount)) }

// contrib is what a copy in state st is among the sources when untapped:
// n sources of kind k (k -1: none). A storage land's copy with counters is
// one source a counter; every other copy is one.
func (g *game) contrib(ci int, st uint8) (k, n int) {
	ck := g.ck[ci]
	if c := int(st & ctrCount); ck.Storage && c > 0 {
		return ck.Kinds[1], c
	}
	if k = g.costlyKind(ci, st); k < 0 {
		return -1, 0
	}
	return k, 1
}

// enterCostly puts a copy of costly card id onto the battlefield (its
// count in field already made), with its counters: a kicked one's for each
// kick its cast paid (enterX).
func (g *game) enterCostly(id uint16, tapped bool) {
	b := &g.b
	ci := int(g.cidx[id])
	ck := g.ck[ci]
	n := ck.Start
	if ck.Kicked {
		n *= g.enterX
	}
	if ck.Opening {
		n = g.enterX // (beginOnField: the game begins with it there, a luck counter on it)
	}
	st := uint8(min(n, int(ctrCount)))
	k, units := g.contrib(ci, st)
	// (A land's entering rule is the engine's; Sphere of the Suns, not a
	// land, enters tapped by its own.)
	tapped = tapped || g.d.Cards[id].Enters == decks.EntersTapped
	if k >= 0 {
		b.onKind[k] += uint16(units)
	}
	if tapped {
		st |= ctrTapped
		b.tapped[id]++
	} else if k >= 0 {
		b.src.AddKind(k, units)
	}
	b.ctr[ci][b.field[id]-1] = st
}

// leaveCostly takes a copy of costly card id off the battlefield (its
// count in field already lowered): a tapped one first, the one with the
// fewest counters (a used-up Gemstone Mine, a Wall of Roots at toughness 0).
func (g *game) leaveCostly(id uint16) {
	b := &g.b
	ci := int(g.cidx[id])
	row := &b.ctr[ci]
	last := int(b.field[id]) // the copies were last+1
	at := 0
	for j := 1; j <= last; j++ {
		a, s := row[at], row[j]
		if s&ctrTapped != a&ctrTapped {
			if s&ctrTapped != 0 {
				at = j
			}
			continue
		}
		if s&ctrCount < a&ctrCount {
			at = j
		}
	}
	st := row[at]
	if k, n := g.contrib(ci, st); k >= 0 {
		b.onKind[k] -= uint16(n)
		if st&ctrTapped == 0 {
			b.src.RemoveKind(k, n)
		}
	}
	if st&ctrTapped != 0 {
		b.tapped[id]--
	}
	row[at], row[last] = row[last], 0
}

// tapCostly taps n copies of costly cards for units of kind k a payment
// took (the other cards of the kind were tapped first: they cost nothing);
// it returns how many it could not (none: the sources and the copies agree).
// A copy used for what its counters make spends them; one counted as its
// plain ability for this payment (demoted) spends nothing.
func (g *game) tapCostly(k, n int) int {
	b := &g.b
	for ; n > 0; n-- {
		bestCI, bestJ, plain := -1, -1, false
		for ci, id := range g.costly {
			ck := g.ck[ci]
			row := &b.ctr[ci]
			cnt := int(b.field[id])
			full, native, demote := -1, -1, -1
			ready := 0 // untapped copies of kind k that may use their counters
			for j := 0; j < cnt; j++ {
				st := row[j]
				if st&ctrTapped != 0 {
					continue
				}
				switch kk, _ := g.contrib(ci, st); {
				case kk == k && kk != ck.Plain:
					ready++
					if full < 0 || st&ctrCount > row[full]&ctrCount {
						full = j // the most counters: the copies stay even
					}
				case kk == k:
					native = j
				case ck.Plain == k && kk >= 0 && kk != ck.Plain:
					if demote < 0 || st&ctrCount < row[demote]&ctrCount {
						demote = j
					}
				}
			}
			j, asPlain := -1, false
			switch {
			case k == ck.Plain && native >= 0:
				j, asPlain = native, true
			case k == ck.Plain && g.demoted[ci] > 0 && demote >= 0:
				j, asPlain = demote, true
			case ready > int(g.demoted[ci]) && full >= 0:
				j = full
			}
			if j < 0 {
				continue
			}
			if bestCI < 0 || g.better(int(id), int(g.costly[bestCI])) {
				bestCI, bestJ, plain = ci, j, asPlain
			}
		}
		if bestCI < 0 {
			return n
		}
		take := 1
		if _, units := g.contrib(bestCI, b.ctr[bestCI][bestJ]); g.ck[bestCI].Storage && !plain {
			take = min(n, units) // one {T}: any number of its counters
		}
		g.useCopy(bestCI, bestJ, k, take, plain)
		n -= take - 1
	}
	return 0
}

// useCopy taps copy j of costly card ci for take units of kind k (a
// storage land's counters; one for the rest): as its plain ability
// (nothing spent), or spending its counters (or its next untap).
func (g *game) useCopy(ci, j, k, take int, plain bool) {
	b := &g.b
	id := g.costly[ci]
	ck := g.ck[ci]
	st := b.ctr[ci][j]
	b.tapped[id]++
	if g.trace != nil {
		g.logTap(id, -1)
	}
	if plain {
		if g.costlyKind(ci, st) != ck.Plain {
			g.demoted[ci]--
		}
		b.ctr[ci][j] = st | ctrTapped
		return
	}
	spend := ck.Spend
	if ck.Storage {
		spend = take
	}
	n := int(st&ctrCount) - spend
	nst := uint8(max(n, 0)) | ctrTapped
	if ck.Deplete {
		nst |= ctrStay
	}
	k0, n0 := g.contrib(ci, st)
	k1, n1 := g.contrib(ci, nst)
	b.onKind[k0] -= uint16(n0)
	if k1 >= 0 {
		b.onKind[k1] += uint16(n1)
	}
	if n0 > take {
		b.src.RemoveKind(k0, n0-take) // the rest of a storage land's: it is tapped
	}
	b.ctr[ci][j] = nst
	if n <= 0 && ck.SacAtZero {
		if g.trace != nil {
			g.tracef("%s has no counters left: it leaves the battlefield", g.name(id))
		}
		g.dies(id)
	}
}

// demote counts, for a payment of d, as few as it can of each costly
// card's untapped copies as what their counters make: the rest are moved
// to their plain ability's kind (undemote moves back those left untapped).
// Card by card in the game's order of cards, the fewest copies that let
// the payment be made.
func (g *game) demote(d *mana.Demand, x, life int) {
	b := &g.b
	for try := range g.costly {
		ci := g.nextCostly(try)
		ck := g.ck[ci]
		full := ck.Kinds[len(ck.Kinds)-1]
		if ck.Plain < 0 || full < 0 || full == ck.Plain {
			continue
		}
		m := 0
		row := &b.ctr[ci]
		for j := 0; j < int(b.field[g.costly[ci]]); j++ {
			if row[j]&ctrTapped == 0 && g.costlyKind(ci, row[j]) == full {
				m++
			}
		}
		for keep := 0; keep < m; keep++ {
			move := m - keep
			b.src.RemoveKind(full, move)
			b.src.AddKind(ck.Plain, move)
			if mana.CanPay(d, x, &b.pool, &b.src, life) {
				g.demoted[ci] = int8(move)
				break
			}
			b.src.RemoveKind(ck.Plain, move)
			b.src.AddKind(full, move)
		}
	}
}

// undemote moves the demoted copies left untapped back to what their
// counters make.
func (g *game) undemote() {
	b := &g.b
	for ci := range g.costly {
		if r := int(g.demoted[ci]); r > 0 {
			ck := g.ck[ci]
			b.src.RemoveKind(ck.Plain, r)
			b.src.AddKind(ck.Kinds[len(ck.Kinds)-1], r)
			g.demoted[ci] = 0
		}
	}
}

// nextCostly returns the try-th costly card in the game's random order of
// cards (one card has one order: nothing drawn).
func (g *game) nextCostly(try int) int {
	if len(g.costly) == 1 {
		return 0
	}
	for ci, id := range g.costly {
		higher := 0
		for _, o := range g.costly {
			if g.better(int(o), int(id)) {
				higher++
			}
		}
		if higher == try {
			return ci
		}
	}
	return 0
}

// untapCostly untaps the costly copies (the sources were rebuilt from
// onKind, every copy in): those that stay tapped through this untap step
// (a depletion land used for colour) come out again, and untap the next.
func (g *game) untapCostly() {
	b := &g.b
	for ci, id := range g.costly {
		row := &b.ctr[ci]
		for j := 0; j < int(b.field[id]); j++ {
			st := row[j]
			if st&ctrStay != 0 {
				row[j] = st &^ ctrStay
				b.tapped[id]++
				if k, n := g.contrib(ci, st); k >= 0 {
					b.src.RemoveKind(k, n)
				}
				continue
			}
			row[j] = st &^ ctrTapped
		}
	}
}

// storeCounters, at the end of the turn, puts a storage counter on every
// storage land left untapped, its cost paid from the mana left unused (a
// Calciform Pools' {1}): the planner's written objective, since a land
// untapped then makes nothing more this turn. The storage lands' counters
// are held out of that payment, so that no counter pays for another.
func (g *game) storeCounters() {
	b := &g.b
	for ci, id := range g.costly {
		ck := g.ck[ci]
		if !ck.Storage {
			continue
		}
		for j := 0; j < int(b.field[id]); j++ {
			if st := b.ctr[ci][j]; st&ctrTapped == 0 && st&ctrCount > 0 {
				b.src.RemoveKind(ck.Kinds[1], int(st&ctrCount))
			}
		}
	}
	for ci, id := range g.costly {
		ck := g.ck[ci]
		if !ck.Storage {
			continue
		}
		row := &b.ctr[ci]
		for j := 0; j < int(b.field[id]); j++ {
			st := row[j]
			if st&ctrTapped != 0 || st&ctrCount == ctrCount {
				continue
			}
			k0, n0 := g.contrib(ci, st)
			held := ck.Storage && st&ctrCount > 0
			if k0 >= 0 && !held {
				b.src.RemoveKind(k0, n0) // its {T} is the cost's
			}
			if ck.HasStoreCost && !g.payFor(&ck.StoreCost, 0, 0) {
				if k0 >= 0 && !held {
					b.src.AddKind(k0, n0)
				}
				continue
			}
			nst := (st + 1) | ctrTapped
			k1, n1 := g.contrib(ci, nst)
			if k0 >= 0 {
				b.onKind[k0] -= uint16(n0)
			}
			b.onKind[k1] += uint16(n1)
			row[j] = nst
			b.tapped[id]++
			if g.trace != nil {
				g.tracef("%s: put a storage counter on it (%d)", g.name(id), nst&ctrCount)
			}
		}
	}
	for ci, id := range g.costly {
		ck := g.ck[ci]
		if !ck.Storage {
			continue
		}
		for j := 0; j < int(b.field[id]); j++ {
			if st := b.ctr[ci][j]; st&ctrTapped == 0 && st&ctrCount > 0 {
				b.src.AddKind(ck.Kinds[1], int(st&ctrCount))
			}
		}
	}
}

// beginOnField, on the draw, begins the game with a card of the opening
// hand that may (Gemstone Caverns) on the battlefield with its counter,
// and exiles the card of the hand the discard policy would discard: the
// player's written objective is to do it always, a land on the
// battlefield before the first land drop, making any colour (one copy: it
// is legendary).
func (g *game) beginOnField() {
	b := &g.b
	for ci, id := range g.costly {
		if !g.ck[ci].Opening || b.hand[id] == 0 {
			continue
		}
		b.hand[id]--
		b.nhand--
		g.enterX = 1
		g.enter(id, false, landPlay{})
		g.enterX = 0
		if g.trace != nil {
			g.tracef("begin the game with %s on the battlefield, a luck counter on it", g.name(id))
		}
		if b.nhand > 0 {
			x := g.discardChoice()
			b.hand[x]--
			b.nhand--
			if g.trace != nil {
				g.tracef("exile %s from the hand", g.name(x))
			}
		}
		return
	}
}

// initCostly lists the deck's cards whose mana counters limit or measure.
func (g *game) initCostly(d *decks.Compiled) error {
	for id := range d.Cards {
		g.cidx[id] = -1
		c := &d.Cards[id]
		if c.Ctr < 0 {
			continue
		}
		if len(g.costly) == maxCostly {
			return fmt.Errorf("%s: more than %d distinct cards whose mana counters limit or measure", d.Name, maxCostly)
		}
		if d.Copies[id] > maxCostlyCopies {
			return fmt.Errorf("%s: %s: more than %d copies of a card whose mana counters limit or measure", d.Name, d.Names[id], maxCostlyCopies)
		}
		ck := &d.Counters[c.Ctr]
		g.cidx[id] = int8(len(g.costly))
		g.costly = append(g.costly, uint16(id))
		g.ck = append(g.ck, ck)
		for _, k := range append([]int{ck.Plain}, ck.Kinds...) {
			if k >= 0 {
				g.ckind[k] = true
			}
		}
		g.stores = g.stores || ck.Store
		g.openers = g.openers || ck.Opening
	}
	return nil
}
