package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Paying costs: the mana available, the payment check with converters
// (Signets, filter lands), carrying a payment out, and keeping the
// battlefield in step with what was tapped or sacrificed.

// lifeBudget is the life the player will pay for costs: never down to 0.
func (g *game) lifeBudget() int { return payableLife(g.b.life) }

// available returns the mana the player could make now for u, in any types:
// the pool, the untapped sources, and one more per ready converter (a Signet
// turns one mana into two).
func (g *game) available(u mana.Use) int {
	b := &g.b
	if g.cc.handVary {
		g.refreshVary()
	}
	n := b.src.Total(u)
	if !b.pool.IsEmpty() {
		n += b.pool.TotalFor(u)
	}
	if n > 0 && len(g.convs) > 0 {
		for _, id := range g.convs {
			if b.convReady[id] > 0 {
				n += int(b.convReady[id]) * g.convGain(b, id)
			}
		}
	}
	return n
}

// convGain is the mana a converter adds to what the board makes: a Signet
// turns one mana into two (one more); a filter land's filter takes the {T}
// its own {C} would use, so it changes the types, not the amount; one that
// sacrifices a permanent (Phyrexian Tower) adds nothing on a board b
// without one.
func (g *game) convGain(b *board, id uint16) int {
	c := &g.d.Cards[id]
	if f := g.convFor[id]; f >= 0 && !g.hasFodder(b, &g.convCosts[f]) {
		return 0
	}
	if c.ConvHand && b.nhand > 1 {
		return 0 // (Lion's Eye Diamond: a bound, the card paid for may be the one)
	}
	out := g.convKindOn(b, id)
	if out < 0 {
		return 0
	}
	gain := g.b.src.Kind(out).N() - c.ConvCost.Cost().ManaValue()
	if c.Kind >= 0 && g.b.src.Kind(c.Kind).Penalty&decks.PenaltyShared != 0 {
		gain -= g.b.src.Kind(c.Kind).N()
	}
	return max(gain, 0)
}

// canPay reports whether the player could pay a demand now, with X = x,
// using converters if it must.
func (g *game) canPay(d *mana.Demand, x, life int) bool {
	if p := g.cc.paying; p > 0 && g.hot[p-1].is(hBasicOnly) {
		g.cc.paying = 0
		return g.canPayBasic(d, x, life)
	}
	if g.cc.handVary {
		g.refreshVary() // (Metalworker counts the hand: cardcosts.go)
	}
	if g.canPayFrom(d, x, &g.b.pool, &g.b.src, life) {
		g.cc.paying = 0
		return true
	}
	ok := g.reshare(d, x, life, false) || g.hasConverters() && g.convert(d, x, life, false)
	g.cc.paying = 0
	return ok
}

func (g *game) hasConverters() bool {
	for _, id := range g.convs {
		if g.b.convReady[id] > 0 {
			return true
		}
	}
	return false
}

// convert looks for a converter (a Signet, a filter land) whose activation
// makes the demand payable: its input paid from the current mana by the
// planner, its output added to the pool in the types that serve. With commit
// it carries the activation out. Converters are tried in the game's random
// order of cards (they differ only in what they make, and the first that
// serves is as good as any for this payment).
func (g *game) convert(d *mana.Demand, x, life int, commit bool) bool {
	b := &g.b
	keep := d.Cost().Colors()
	for try := 0; try < len(g.convs); try++ {
		id := g.nextConverter(try)
		if b.convReady[id] == 0 {
			continue
		}
		c := &g.d.Cards[id]
		outKind := g.convKindNow(id)
		if outKind < 0 {
			continue // (Cabal Coffers with no Swamp)
		}
		fodder := g.convFor[id]
		if fodder >= 0 && !g.hasFodder(b, &g.convCosts[fodder]) {
			continue // (Phyrexian Tower with no creature to sacrifice)
		}
		if c.ConvHand && !g.handEmpty(b) {
			continue // (Lion's Eye Diamond with a card to discard: cardcosts.go)
		}
		// An untap converter's input is planned with the colours the demand
		// needs kept, then each one alone, then none (untappers.go).
		for try := 0; ; try++ {
			keepIn, more := keep, try == 0
			if c.UntapTarget != 0 {
				keepIn, more = untapKeep(keep, try)
			}
			if !more {
				break
			}
			sc := &g.spare[0]
			sc.src, sc.pool = b.src, b.pool
			shared := c.Kind >= 0 && b.src.Kind(c.Kind).Penalty&decks.PenaltyShared != 0
			if shared && !sc.src.RemoveKind(c.Kind, 1) {
				continue // its {T} went to its free ability
			}
			var hidden [maxCosts]uint8
			if c.ConvReturn {
				// Its input sacrifices nothing: the permanent that returns
				// could be what a sacrifice would take.
				hidden = g.hideSacrifices(&sc.src)
			}
			if !g.payer.Plan(&g.pay, g.convCost(b, c), 0, &sc.pool, &sc.src, life, keepIn) {
				continue
			}
			input := g.pay
			input.Apply(&sc.pool, &sc.src)
			if c.ConvReturn {
				g.giveBack(&sc.src, &hidden)
			}
			out := b.src.Kind(outKind)
			var took [maxCosts]uint8
			if fodder >= 0 || c.ConvReturn {
				took = g.sacrificeUnits(&sc.src)
			}
			ty, ok := g.outputTypes(d, x, life-input.Life, out, &sc.pool, &sc.src)
			if fodder >= 0 || c.ConvReturn {
				g.giveBack(&sc.src, &took)
			}
			if ok {
				if commit {
					b.src, b.pool = sc.src, sc.pool
					g.afterTaps(&input)
					for i := range out.N() {
						b.pool.Add(mana.MakeUnit(ty[i], out.Snow, out.Restriction), 1)
					}
					b.convReady[id]--
					if c.UntapTarget != 0 {
						g.untapConverted(id) // (untappers.go: Quirion Ranger's land drop)
					}
					if shared {
						b.tapped[id]++ // its free ability's {T}: sc.src already lacks it
					}
					if c.ConvCreature {
						g.usedConverter(id, shared) // (converters.go)
					}
					b.spent += input.Produced - input.Float.Total() + input.Spent.Total()
					if c.ConvSacrifice {
						b.field[id]--
						g.toGrave(id)
					}
					if c.ConvReturn && b.field[id] > 0 {
						g.leave(id)
						b.hand[id]++
						b.nhand++
					}
					if g.trace != nil {
						g.tracef("activate %s: pay %s, add %s", g.name(id), c.ConvCost.Cost(), out.Units[0])
					}
					if fodder >= 0 {
						g.sacrificePayer(&g.convCosts[fodder])
					}
				}
				return true
			}
		}
	}
	return false
}

// nextConverter returns the try-th converter in the game's random order.
func (g *game) nextConverter(try int) uint16 {
	// The converters of a deck are few: find the one of the try-th highest
	// rank by counting (no scratch space, no allocation).
	for _, id := range g.convs {
		higher := 0
		for _, o := range g.convs {
			if g.better(int(o), int(id)) {
				higher++
			}
		}
		if higher == try {
			return id
		}
	}
	return g.convs[0]
}

// outputTypes picks types for a converter's output units (each of its mask)
// under which the demand is payable with the pool and sources given.
func (g *game) outputTypes(d *mana.Demand, x, life int, out mana.Source, pool *mana.Pool, src *mana.Sources) ([mana.MaxUnits]mana.Type, bool) {
	var ty [mana.MaxUnits]mana.Type
	ok := g.tryOutput(&ty, 0, d, x, life, &out, pool, src)
	return ty, ok
}

// tryOutput gives unit i and the ones after it every type their masks allow
// (one type for all if the units are linked), depth first.
func (g *game) tryOutput(ty *[mana.MaxUnits]mana.Type, i int, d *mana.Demand, x, life int, out *mana.Source, pool *mana.Pool, src *mana.Sources) bool {
	n := out.N()
	if i == n {
		p := *pool
		for j := range n {
			p.Add(mana.MakeUnit(ty[j], out.Snow, out.Restriction), 1)
		}
		return mana.CanPay(d, x, &p, src, life)
	}
	for t := mana.W; t < mana.NumTypes; t++ {
		if i > 0 && out.Units[i] == out.Units[i-1] && t < ty[i-1] {
			continue // (units of one mask are alike: their types are tried as a multiset, Selvala's eight of any colour in 495 ways)
		}
		if out.Units[i].Has(t) && (i == 0 || !out.Same || t == ty[0]) {
			ty[i] = t
			if g.tryOutput(ty, i+1, d, x, life, out, pool, src) {
				return true
			}
		}
	}
	return false
}

// payFor pays a demand (using converters if it must) and carries out the
// payment, keeping mana of the types in keep where it can; it reports false,
// changing nothing, if it cannot be paid.
func (g *game) payFor(d *mana.Demand, x int, keep mana.Mask) bool {
	b := &g.b
	if p := g.cc.paying; p > 0 && g.hot[p-1].is(hBasicOnly) {
		g.cc.paying = 0
		return g.payBasic(d, x, keep)
	}
	if g.cc.handVary {
		g.refreshVary() // (Metalworker counts the hand: cardcosts.go)
	}
	// The planner checks payability itself: only when it fails are the
	// converters tried, and then it plans again (a converter may cost life).
	life := g.lifeBudget()
	if len(g.costly) > 0 {
		g.demote(d, x, life) // (counters.go: the fewest counters spent)
	}
	planned := g.planPay(d, x, life, keep) || g.reshare(d, x, life, true) && g.planPay(d, x, life, keep)
	if planned && g.pain != nil && paymentLife(&g.pay, &b.src) > life {
		// The planner's payment taps painful sources beyond the budget:
		// the best one within it, if there is one (tapping.go).
		planned = g.payWithin(d, x, &b.pool, &b.src, life, keep, true)
	}
	if !planned {
		planned = g.hasConverters() && g.convert(d, x, life, true) &&
			g.payer.Plan(&g.pay, d, x, &b.pool, &b.src, g.lifeBudget(), keep)
	}
	if planned {
		p := &g.pay
		p.Apply(&b.pool, &b.src)
		b.life -= p.Life
		b.lifePaid += p.Life
		g.afterTaps(p)
		if g.nrecruited > 0 {
			g.refreshCosts() // (a payment reshare made that used none of them)
		}
		b.spent += p.Produced - p.Float.Total() + p.Spent.Total()
	}
	if len(g.costly) > 0 {
		g.undemote()
	}
	g.cc.paying = 0
	return planned
}

// afterTaps keeps the battlefield in step with what a payment tapped: which
// permanents (creatures the weakest first, since the strongest attack;
// others in the game's order of cards), the life their mana costs, the
// permanents sacrificed, the untappers used, the converters whose {T} went
// to their free ability. Replays name what was tapped from this.
func (g *game) afterTaps(p *mana.Payment) {
	b := &g.b
	g.ntapLog = 0
	var used [maxCosts]uint8
	costs := false
	if len(g.costs) > 0 {
		// The cost sources' counts first, before any permanent leaves.
		for i := 0; i < p.NTaps; i++ {
			if k := int(p.Taps[i].Kind); g.isCostKind(k) {
				g.takeCosts(k, int(p.Taps[i].N), &used)
				costs = true
			}
		}
	}
	for i := 0; i < p.NTaps; i++ {
		k := int(p.Taps[i].Kind)
		n := int(p.Taps[i].N)
		pen := b.src.Kind(k).Penalty
		if life := int(pen&decks.PenaltyLife) * n; life > 0 {
			b.life -= life
			b.lifePaid += life
		}
		left := 0
		switch {
		case k == g.channelKind:
			b.channel -= n // (its life is the penalty's, above)
		case k == g.gy.kind:
			g.activateGrave(n)
		case costs && g.isCostKind(k):
			// (paid below, once every other source is tapped)
		case k == b.untapKind:
			b.untapReady -= n
			b.untapUsed += n
			b.untapSrc -= n
			g.tapCards(g.untappers, -1, n, false)
		case pen&decks.SelfUntapPenalty == decks.SelfUntapPenalty && g.isSelfUntapKind(k):
			g.useSelfUntapKind(k, n) // (untappers.go: Devoted Druid)
		case pen&decks.PenaltyAura != 0:
			g.tapEnchanted(k, n)
		case pen&decks.PenaltySacrifice != 0:
			left = g.sacrificeKind(k, n)
		default:
			left = g.tapCards(g.kindCards[k], k, n, pen&decks.PenaltyShared != 0)
		}
		if left > 0 && g.ckind[k] {
			g.tapCostly(k, left) // (the other cards of the kind first: they spend nothing)
		}
	}
	if costs {
		g.payCosts(&used)
	}
	if b.channel > 0 {
		g.capChannel()
	}
	if g.trace != nil {
		g.tracePayment(p)
	}
}

// tapCards marks n of the cards ids tapped: each time the untapped one a
// player would rather tap (the weakest creature, then the game's order).
// With shared, each card's converter is used up with its {T}. The cards
// are those of kind k (a card whose mana follows the board is one of them
// only while it is that kind); k -1: the untappers.
func (g *game) tapCards(ids []uint16, k, n int, shared bool) int {
	b := &g.b
	for ; n > 0; n-- {
		best := -1
		for _, id16 := range ids {
			id := int(id16)
			if g.untappedCopies(id) == 0 || k >= 0 && g.vidx[id] >= 0 && g.kindOf(id) != k {
				continue
			}
			if best < 0 || g.tapsBefore(id, best) {
				best = id
			}
		}
		if best < 0 {
			return n // (the sources and the cards agree, but for costly copies: counters.go)
		}
		b.tapped[best]++
		if shared {
			b.convReady[best] = min(b.convReady[best], b.field[best]-b.tapped[best])
		}
		if g.hot[best].is(hMill | hPing) {
			g.tappedFor(uint16(best))
		}
		if g.trace != nil {
			g.logTap(uint16(best), -1)
		}
	}
	return 0
}

// tapsBefore reports whether a payment taps card a before card b of the
// same kind: one that untaps in the untap step before one that stays
// tapped (Thran Dynamo before Mana Vault), then the weakest creature (the
// strongest attack), then the game's order.
func (g *game) tapsBefore(a, b int) bool {
	ha, hb := &g.hot[a], &g.hot[b]
	if sa, sb := ha.is(hStays), hb.is(hStays); sa != sb {
		return sb
	}
	if pa, pb := ha.is(hPing), hb.is(hPing); pa != pb {
		return pa // (its damage is a gain)
	}
	return ha.power < hb.power || ha.power == hb.power && g.better(a, b)
}

// tapEnchanted marks n untapped enchanted lands of kind k tapped.
func (g *game) tapEnchanted(k, n int) {
	b := &g.b
	for i := range b.ench[:b.nench] {
		e := &b.ench[i]
		if n > 0 && int(e.kind) == k && !e.tapped {
			e.tapped = true
			n--
			if g.trace != nil {
				g.logTap(e.land, int16(e.aura))
			}
		}
	}
}

// logTap notes, for the replay, a permanent a payment tapped.
func (g *game) logTap(id uint16, aura int16) {
	for i := range g.ntapLog {
		if g.tapLog[i].id == id && g.tapLog[i].aura == aura {
			g.tapLog[i].n++
			return
		}
	}
	if g.ntapLog < len(g.tapLog) {
		g.tapLog[g.ntapLog] = tapNote{id: id, aura: aura, n: 1}
		g.ntapLog++
	}
}

// sacrificeKind takes n permanents of kind k off the battlefield (their
// mana was made: the payment took them out of the untapped sources).
func (g *game) sacrificeKind(k, n int) int {
	b := &g.b
	for ; n > 0; n-- {
		best := -1
		for _, id16 := range g.kindCards[k] {
			if id := int(id16); g.untappedCopies(id) > 0 && (g.vidx[id] < 0 || g.kindOf(id) == k) && (best < 0 || g.better(id, best)) {
				best = id
			}
		}
		if best < 0 {
			return n
		}
		if g.trace != nil {
			g.logTap(uint16(best), -1)
		}
		b.tapped[best]++     // as it was tapped ...
		g.dies(uint16(best)) // ... and gone (leave takes the tapped copy)
	}
	return 0
}
