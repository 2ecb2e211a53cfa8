package sim

import (
	"fmt"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Mana abilities paid with other permanents (decks.CostSource): tapping
// untapped ones (Springleaf Drum with its own {T}, Heritage Druid's three
// Elves, Urza's artifact) or sacrificing one (Ashnod's Altar, Skirk
// Prospector). Each is a kind of source, and the untapped sources hold as
// many of it as the board can pay for now (refreshCosts): the mana core
// then chooses them as it chooses any source, and a payment that used them
// taps or sacrifices the permanents (payCosts).
//
// On the board, a permanent pays a tapping cost only while it makes no
// mana of its own (it has no mana ability, or it is a creature summoning
// sick for its own {T}): one that taps for mana itself is counted as its
// own source instead, so no permanent is counted twice. Sources that take
// permanents of overlapping kinds share them out in the deck's order (the
// most mana per permanent first; decks.Compiled.CostSources), each taking
// those that the fewest others could use first: with three summoning-sick
// Elves, Heritage Druid's {G}{G}{G} is there and Birchlore Rangers' colour
// is not. A payment this does not pay tries the other uses (reshare): the
// mana core chooses among sources, not among ways of sharing them out.
// Sacrificing costs share the permanents the same way; a permanent tapped
// for mana (or for a tapping cost) may still be sacrificed, as the rules
// allow, so the two kinds of cost take from the same permanents apart.

// maxCosts is how many mana abilities paid with other permanents a deck may hold.
const maxCosts = 16

// costSrc is one decks.CostSource as the game reads it.
type costSrc struct {
	card      uint16
	kind      int
	n         int
	self, sac bool
	dies      bool     // its kind makes the mana its permanent adds as it dies (decks.CostSource.Dies)
	payers    []uint16 // its For list, the cards the fewest cost sources share first
}

// initCosts builds the game's cost sources from the deck's.
func (g *game) initCosts() error {
	d := g.d
	if len(d.CostSources) > maxCosts {
		return fmt.Errorf("%s: %d mana abilities paid with other permanents, at most %d", d.Name, len(d.CostSources), maxCosts)
	}
	shares := &g.costShares
	for _, cs := range d.CostSources {
		for _, id := range cs.For {
			shares[id]++
		}
	}
	for id := range g.convFor {
		g.convFor[id] = -1
	}
	g.channelKind = d.ChannelKind
	for id := range d.Cards {
		if d.Cards[id].Channel {
			g.hot[id].flags &^= hPlainResolve
		}
	}
	for _, cs := range d.CostSources {
		payers := append([]uint16(nil), cs.For...)
		// Fewest shares first, then by id (insertion sort: a few cards).
		for i := 1; i < len(payers); i++ {
			for j := i; j > 0 && shares[payers[j]] < shares[payers[j-1]]; j-- {
				payers[j], payers[j-1] = payers[j-1], payers[j]
			}
		}
		s := costSrc{card: uint16(cs.Card), kind: cs.Kind, n: cs.N, self: cs.Self, sac: cs.Sacrifice, dies: cs.Dies, payers: payers}
		if cs.Conv {
			g.convFor[cs.Card] = int8(len(g.convCosts))
			g.convCosts = append(g.convCosts, s)
		} else {
			g.costs = append(g.costs, s)
		}
		g.hot[cs.Card].flags &^= hPlainResolve
		for _, id := range cs.For {
			g.hot[id].flags &^= hPlainResolve // (it changes what the source can make)
		}
	}
	// reshare may let a permanent that makes mana pay a tapping cost.
	for i := range g.costs {
		for _, id := range g.costs[i].payers {
			if c := &d.Cards[id]; !g.costs[i].sac && (c.Kind >= 0 || c.Vary >= 0) {
				g.recruits = true
			}
		}
	}
	// The sources reshare caps: those that share a permanent with a later
	// one that takes it the same way (tapped, or sacrificed), or their
	// own card's {T} (Priest of Yawgmoth's sources, one per mana value).
	for i := range g.costs {
		for j := i + 1; j < len(g.costs); j++ {
			a, b := &g.costs[i], &g.costs[j]
			if a.sac == b.sac && overlap(a.payers, b.payers) || a.self && b.self && a.card == b.card {
				g.reshared = append(g.reshared, i)
				break
			}
		}
	}
	return nil
}

func overlap(a, b []uint16) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

// payerCopies is how many copies of card id on board b may pay a cost
// source now: for a sacrifice, every copy; for a tapping cost, the
// untapped copies that make no mana of their own now (next: next turn,
// when none is summoning sick).
func (g *game) payerCopies(b *board, id uint16, sac, next bool) int {
	switch {
	case sac:
		return int(b.field[id])
	case g.kindOn(b, int(id)) < 0:
		if next {
			return int(b.field[id])
		}
		return int(b.field[id]) - int(b.tapped[id])
	case g.d.Cards[id].Sick && !next:
		// (A summoning-sick copy tapped for a cost is no longer counted
		// fresh.) Recruited: reshare's ready copies that make mana.
		return int(b.fresh[id]) + int(g.recruited[id])
	case !next:
		return int(g.recruited[id])
	}
	return 0
}

// shareCosts gives each cost source the activations board b can pay for
// (next: next turn's, every permanent untapped), sharing the permanents out
// in the sources' order.
func (g *game) shareCosts(b *board, next bool, units *[maxCosts]uint8) {
	g.shareCapped(b, next, units, nil)
}

// shareCapped is shareCosts with each source taking at most caps[i]
// activations (nil: no cap), leaving the rest to the sources after it.
func (g *game) shareCapped(b *board, next bool, units, caps *[maxCosts]uint8) {
	claimed := &g.claimed
	g.unclaim()
	for i := range g.costs {
		g.selfClaimed[g.costs[i].card] = 0
	}
	sacrifices := false
	for i := range g.costs {
		cs := &g.costs[i]
		if cs.sac && !sacrifices {
			// (The sacrifices come after the tapping costs, and take from
			// every permanent again: a tapped one may be sacrificed. A
			// sacrifice's own {T} is not one a tapping cost took.)
			for j := i; j < len(g.costs); j++ {
				if c := g.costs[j].card; g.costs[j].self {
					g.selfClaimed[c] = claimed[c]
				}
			}
			g.unclaim()
			sacrifices = true
		}
		if b.field[cs.card] == 0 {
			units[i] = 0
			continue
		}
		avail := 0
		for _, id := range cs.payers {
			avail += g.payerCopies(b, id, cs.sac, next) - int(claimed[id])
		}
		n := avail / cs.n
		if cs.self {
			ready := int(b.field[cs.card])
			if !next {
				ready -= int(b.tapped[cs.card])
				if h := &g.hot[cs.card]; h.is(hCreature) && !h.is(hHaste) {
					ready -= int(b.fresh[cs.card]) // its own {T}: summoning sickness
				}
			}
			ready -= int(g.selfClaimed[cs.card])
			n = max(0, min(n, ready))
		}
		n = min(n, 255)
		if caps != nil {
			n = min(n, int(caps[i]))
		}
		units[i] = uint8(n)
		if cs.self {
			g.selfClaimed[cs.card] += uint8(n)
		}
		need := n * cs.n
		for _, id := range cs.payers {
			if need == 0 {
				break
			}
			t := min(need, g.payerCopies(b, id, cs.sac, next)-int(claimed[id]))
			claimed[id] += uint8(t)
			need -= t
		}
	}
}

// unclaim clears shareCosts' claims.
func (g *game) unclaim() {
	for i := range g.costs {
		for _, id := range g.costs[i].payers {
			g.claimed[id] = 0
		}
	}
}

// refreshCosts sets the untapped sources of each cost source's kind to the
// activations the board can pay for now.
func (g *game) refreshCosts() {
	b := &g.b
	if g.nrecruited > 0 {
		g.unrecruit()
	}
	var units [maxCosts]uint8
	g.shareCosts(b, false, &units)
	for i := range g.costs {
		n, had := int(units[i]), int(b.costSrc[i])
		switch {
		case n > had:
			b.src.AddKind(g.costs[i].kind, n-had)
		case n < had:
			b.src.RemoveKind(g.costs[i].kind, had-n)
		}
		b.costSrc[i] = units[i]
	}
}

// maxReshares bounds the other sharings reshare tries for one payment,
// maxRecruits the copies it lets pay a tapping cost though they make mana.
const (
	maxReshares = 256
	maxRecruits = 8
)

// reshare looks for another use of the permanents by the cost sources
// under which d is payable, when the board's (the most mana per permanent
// first, no permanent that makes mana itself) does not pay it: Phyrexian
// Altar's colour from a creature Ashnod's Altar would take, Birchlore
// Rangers' from Elves Heritage Druid would, a ready Llanowar Elves tapped
// for Heritage Druid beside two sick Elves rather than for itself. It
// tries every number of such ready copies (up to maxRecruits, the least
// mana first) and every cap on the activations of the sources that share
// with a later one, from none to all they could take (up to maxReshares
// in all). With commit it makes the board's sources that use (the next
// change of the board shares them again).
func (g *game) reshare(d *mana.Demand, x, life int, commit bool) bool {
	if len(g.reshared) == 0 && !g.recruits {
		return false
	}
	b := &g.b
	var base, caps, units, limit [maxCosts]uint8
	g.shareCosts(b, false, &base)
	nr := 0
	if g.recruits {
		nr = g.recruitable()
	}
	sc := &g.spare[1]
	tries := 0
	for r := 0; r <= nr; r++ {
		g.recruit(r)
		for i := range g.costs {
			caps[i] = 255
		}
		for _, i := range g.reshared {
			caps[i] = 0
			limit[i] = uint8(min(g.mostActivations(i), 255))
		}
		for ; tries < maxReshares; tries++ {
			g.shareCapped(b, false, &units, &caps)
			if r > 0 || units != base {
				if sc.src.NumKinds() != b.src.NumKinds() {
					sc.src = b.src
				} else {
					sc.src.CopyCounts(&b.src)
				}
				g.takeRecruits(&sc.src)
				g.moveCosts(&sc.src, &b.costSrc, &units)
				if mana.CanPay(d, x, &b.pool, &sc.src, life) {
					if commit {
						g.takeRecruits(&b.src)
						g.moveCosts(&b.src, &b.costSrc, &units)
						b.costSrc = units
					} else {
						g.recruit(0)
					}
					return true
				}
			}
			// The next caps: a counter over the shared sources.
			k := 0
			for ; k < len(g.reshared); k++ {
				i := g.reshared[k]
				if caps[i] < limit[i] {
					caps[i]++
					break
				}
				caps[i] = 0
			}
			if k == len(g.reshared) {
				break
			}
		}
	}
	g.recruit(0)
	return false
}

// mostActivations is the most cost source i could activate on the board,
// taking every permanent it may use.
func (g *game) mostActivations(i int) int {
	b := &g.b
	cs := &g.costs[i]
	if b.field[cs.card] == 0 {
		return 0
	}
	n := 0
	for _, id := range cs.payers {
		n += g.payerCopies(b, id, cs.sac, false)
	}
	n /= cs.n
	if cs.self {
		n = min(n, int(b.field[cs.card])-int(b.tapped[cs.card]))
	}
	return n
}

// recruitable lists in g.recruitIDs the ready copies that make mana
// themselves and that a tapping cost source may tap (a copy an entry),
// the least mana first, and returns how many.
func (g *game) recruitable() int {
	b := &g.b
	var seen [MaxCards]bool
	n := 0
	for i := range g.costs {
		if g.costs[i].sac {
			continue
		}
		for _, id := range g.costs[i].payers {
			k := g.kindOf(int(id))
			if seen[id] || k < 0 {
				continue
			}
			seen[id] = true
			for c := g.untappedCopies(int(id)); c > 0 && n < maxRecruits; c-- {
				g.recruitIDs[n] = id
				n++
			}
		}
	}
	// The least mana first: fewest units, then fewest types (a few entries).
	weight := func(id uint16) int {
		src := b.src.Kind(g.kindOf(int(id)))
		return src.N()*8 + src.Mask().Len()
	}
	for i := 1; i < n; i++ {
		for j := i; j > 0 && weight(g.recruitIDs[j]) < weight(g.recruitIDs[j-1]); j-- {
			g.recruitIDs[j], g.recruitIDs[j-1] = g.recruitIDs[j-1], g.recruitIDs[j]
		}
	}
	return n
}

// recruit lets the first r copies of g.recruitIDs pay tapping costs
// (g.recruited), none with 0.
func (g *game) recruit(r int) {
	for _, id := range g.recruitIDs[:maxRecruits] {
		g.recruited[id] = 0
	}
	for _, id := range g.recruitIDs[:r] {
		g.recruited[id]++
	}
	g.nrecruited = r
}

// takeRecruits takes the recruited copies' own mana out of src.
func (g *game) takeRecruits(src *mana.Sources) {
	for _, id := range g.recruitIDs[:g.nrecruited] {
		src.RemoveKind(g.kindOf(int(id)), 1)
	}
}

// unrecruit ends a recruitment: the recruited copies not tapped for a
// cost make their own mana again.
func (g *game) unrecruit() {
	for _, id := range g.recruitIDs[:maxRecruits] {
		if n := g.recruited[id]; n > 0 {
			g.b.src.AddKind(g.kindOf(int(id)), int(n))
			g.recruited[id] = 0
		}
	}
	g.nrecruited = 0
}

// moveCosts makes the cost sources' units in src to from what had.
func (g *game) moveCosts(src *mana.Sources, had, to *[maxCosts]uint8) {
	for i := range g.costs {
		switch n, h := int(to[i]), int(had[i]); {
		case n > h:
			src.AddKind(g.costs[i].kind, n-h)
		case n < h:
			src.RemoveKind(g.costs[i].kind, h-n)
		}
	}
}

// costMana is the mana the cost sources make next turn (the planner's
// second criterion): tapping costs only, since a sacrifice spends the
// permanent.
func (g *game) costMana(b *board) int {
	var units [maxCosts]uint8
	g.shareCosts(b, true, &units)
	n := 0
	for i := range g.costs {
		if !g.costs[i].sac {
			n += int(units[i]) * b.src.Kind(g.costs[i].kind).N()
		}
	}
	return n
}

// planPay plans a payment into g.pay: one that sacrifices no permanent for
// a cost source if there is one (the mana core would otherwise weigh a
// sacrificed creature's one mana against a Sol Ring's two, and take it),
// else any.
func (g *game) planPay(d *mana.Demand, x, life int, keep mana.Mask) bool {
	b := &g.b
	sac := false
	for i := range g.costs {
		sac = sac || g.costs[i].sac && b.costSrc[i] > 0
	}
	if sac {
		sc := &g.spare[1]
		if sc.src.NumKinds() != b.src.NumKinds() {
			sc.src = b.src
		} else {
			sc.src.CopyCounts(&b.src)
		}
		for i := range g.costs {
			if g.costs[i].sac && b.costSrc[i] > 0 {
				sc.src.RemoveKind(g.costs[i].kind, int(b.costSrc[i]))
			}
		}
		if g.payer.Plan(&g.pay, d, x, &b.pool, &sc.src, life, keep) {
			return true
		}
	}
	return g.payer.Plan(&g.pay, d, x, &b.pool, &b.src, life, keep)
}

// isCostKind reports whether kind k is a cost source's.
func (g *game) isCostKind(k int) bool {
	pen := g.b.src.Kind(k).Penalty
	return pen&decks.PenaltyOthers != 0 && pen&(decks.PenaltyAura|decks.PenaltyCreature) == 0 && len(g.costs) > 0
}

// openChannel resolves Channel: until end of turn, 1 life pays for {C}, as
// many times as the life budget allows (the untapped sources hold that
// many of its kind, kept within the budget by capChannel).
func (g *game) openChannel() {
	b := &g.b
	n := min(g.lifeBudget(), 100)
	if n > b.channel {
		b.src.AddKind(g.channelKind, n-b.channel)
		b.channel = n
	}
	if g.trace != nil {
		g.tracef("until end of turn, 1 life pays for {C} (%d)", n)
	}
}

// capChannel keeps Channel's units within the life budget after life is
// paid.
func (g *game) capChannel() {
	b := &g.b
	if n := g.lifeBudget(); b.channel > n {
		b.src.RemoveKind(g.channelKind, b.channel-n)
		b.channel = n
	}
}

// closeChannel ends Channel's effect (the end of the turn: a goldfish
// makes no mana after its precombat main phase).
func (g *game) closeChannel() {
	b := &g.b
	if b.channel > 0 {
		b.src.RemoveKind(g.channelKind, b.channel)
		b.channel = 0
	}
}

// takeCosts notes that a payment took n sources of cost kind k out of the
// untapped sources (Apply did), so that their counts agree again, and
// returns how many each cost source gave, to be paid by payCosts.
func (g *game) takeCosts(k, n int, used *[maxCosts]uint8) {
	b := &g.b
	for i := range g.costs {
		if g.costs[i].kind != k || n == 0 {
			continue
		}
		t := min(n, int(b.costSrc[i]))
		b.costSrc[i] -= uint8(t)
		used[i] += uint8(t)
		n -= t
	}
}

// payCosts pays the costs of the activations a payment used: the tapping
// ones first (each source's own {T}, then its permanents), then the
// sacrifices (a tapped permanent first).
func (g *game) payCosts(used *[maxCosts]uint8) {
	for pass := 0; pass < 2; pass++ {
		if pass == 1 && g.nrecruited > 0 {
			g.unrecruit() // (before anything leaves: the copies not tapped make their own mana again)
		}
		for i := range g.costs {
			cs := &g.costs[i]
			if used[i] == 0 || cs.sac != (pass == 1) {
				continue
			}
			t := int(used[i])
			if cs.self {
				g.b.tapped[cs.card] += uint8(t)
				if g.trace != nil {
					for range t {
						g.logTap(cs.card, -1)
					}
				}
			}
			for range t * cs.n {
				if cs.sac {
					g.sacrificePayer(cs)
				} else {
					g.tapPayer(cs)
				}
			}
		}
	}
	g.refreshCosts()
}

// tapPayer taps one permanent for cost source cs: of the cards the fewest
// sources share, one that could not attack this turn (summoning sick)
// first, then the weakest, then the game's order.
func (g *game) tapPayer(cs *costSrc) {
	b := &g.b
	best := -1
	for _, id16 := range cs.payers {
		id := int(id16)
		if g.payerCopies(b, id16, false, false) == 0 {
			continue
		}
		if best >= 0 {
			sick, bestSick := g.sickCopy(id), g.sickCopy(best)
			switch {
			case g.costShares[id] != g.costShares[best]:
				if g.costShares[id] > g.costShares[best] {
					continue
				}
			case sick != bestSick:
				if !sick {
					continue
				}
			case g.hot[id].power != g.hot[best].power:
				if g.hot[id].power > g.hot[best].power {
					continue
				}
			case !g.better(id, best):
				continue
			}
		}
		best = id
	}
	if best < 0 {
		return // (the sources and the cards agree: not reached)
	}
	switch {
	case g.sickCopy(best):
		b.fresh[best]--
		if k := g.kindOn(b, best); k >= 0 {
			b.sickKind[k]--
		}
	case g.kindOn(b, best) >= 0:
		g.recruited[best]-- // (its own mana was taken out of the sources by reshare)
	}
	b.tapped[best]++
	if g.trace != nil {
		g.logTap(uint16(best), -1)
	}
}

// sickCopy reports whether a copy of creature id that can be tapped for a
// cost is summoning sick (it could not attack this turn anyway).
func (g *game) sickCopy(id int) bool {
	b := &g.b
	return g.hot[id].is(hCreature) && !g.hot[id].is(hHaste) && b.fresh[id] > 0 && int(b.field[id])-int(b.tapped[id]) > 0
}

// hasFodder reports whether board b holds a permanent to sacrifice to cs.
func (g *game) hasFodder(b *board, cs *costSrc) bool {
	for _, id := range cs.payers {
		if b.field[id] > 0 {
			return true
		}
	}
	return false
}

// sacrificeUnits takes out of src, for a trial of a converter that
// sacrifices a permanent, one unit of each cost source that sacrifices:
// the permanent may be the one it counted (a trial says less, never more,
// than the board can pay). It returns what it took, for giveBack.
func (g *game) sacrificeUnits(src *mana.Sources) (took [maxCosts]uint8) {
	for i := range g.costs {
		if g.costs[i].sac && g.b.costSrc[i] > 0 {
			src.RemoveKind(g.costs[i].kind, 1)
			took[i] = 1
		}
	}
	return took
}

// hideSacrifices takes every unit of the cost sources that sacrifice out
// of src, and returns them for giveBack.
func (g *game) hideSacrifices(src *mana.Sources) (took [maxCosts]uint8) {
	for i := range g.costs {
		if n := g.b.costSrc[i]; g.costs[i].sac && n > 0 {
			src.RemoveKind(g.costs[i].kind, int(n))
			took[i] = n
		}
	}
	return took
}

// giveBack puts back what sacrificeUnits or hideSacrifices took.
func (g *game) giveBack(src *mana.Sources, took *[maxCosts]uint8) {
	for i := range g.costs {
		if took[i] > 0 {
			src.AddKind(g.costs[i].kind, int(took[i]))
		}
	}
}

// sacrificePayer sacrifices one permanent for cost source cs: a tapped one
// first (its use is spent), then one that makes no mana, then the weakest,
// then the game's order. One that adds mana as it dies (Cathodion) adds it
// to the pool, unless cs's kind made it (decks.CostSource.Dies). An untapped one that makes mana now is tapped
// for it first (the mana floats in the pool): nothing is lost by it.
func (g *game) sacrificePayer(cs *costSrc) {
	b := &g.b
	best, bestKey := -1, 0
	for _, id16 := range cs.payers {
		id := int(id16)
		if b.field[id] == 0 {
			continue
		}
		key := 0
		if b.tapped[id] == 0 {
			key += 1 << 20
		}
		if g.kindOn(b, id) >= 0 {
			key += 1 << 19
		}
		key += int(g.hot[id].power) << 4
		if best < 0 || key < bestKey || key == bestKey && g.better(id, best) {
			best, bestKey = id, key
		}
	}
	if best < 0 {
		return
	}
	if k := g.kindOf(best); k >= 0 && b.tapped[best] == 0 && g.untappedCopies(best) > 0 && b.src.Count(k) > 0 {
		src := b.src.Kind(k)
		if src.Penalty&(decks.PenaltyAura|decks.PenaltySacrifice|decks.PenaltyShared|decks.PenaltyOthers) == 0 {
			b.src.RemoveKind(k, 1)
			b.tapped[best]++
			g.addMana(src)
			life := int(src.Penalty & decks.PenaltyLife)
			b.life -= life
			b.lifePaid += life
			if g.trace != nil {
				g.tracef("tap %s for mana before it is sacrificed: pool %s", g.name(uint16(best)), b.pool.String())
			}
		}
	}
	if g.trace != nil {
		g.logTap(uint16(best), -1)
	}
	g.dies(uint16(best))
	if r := g.d.Cards[best].DiesMana; r.Total() > 0 && !cs.dies {
		g.addRitual(r)
		if g.trace != nil {
			g.tracef("%s dies: pool %s", g.name(uint16(best)), b.pool.String())
		}
	}
}
