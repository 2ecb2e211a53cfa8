package sim

import "github.com/goldfishsim/goldfish/mana"

// Spells that may be paid only with mana produced by basic lands
// (Imperiosaur: decks/cardcosts.go). Their payment is planned over the
// untapped basic lands alone (their copies by kind, apart from any other
// source of the same kind: a Forest and a nonbasic land that taps for {G}
// are one kind), with no mana from the pool (where it came from is not
// kept: a lower bound, reported), and the copies it taps are basic lands.

// basicSources fills g.cc.basic with the untapped basic lands of board b.
func (g *game) basicSources() *mana.Sources {
	b := &g.b
	s := &g.cc.basic
	if s.NumKinds() != b.src.NumKinds() {
		*s = b.src // (the kinds, once)
	}
	s.Reset()
	for _, id := range g.cc.basics {
		if n := g.untappedCopies(int(id)); n > 0 {
			if k := g.kindOf(int(id)); k >= 0 {
				s.AddKind(k, n)
			}
		}
	}
	return s
}

// canPayBasic reports whether the untapped basic lands pay demand d.
func (g *game) canPayBasic(d *mana.Demand, x, life int) bool {
	var none mana.Pool
	return mana.CanPay(d, x, &none, g.basicSources(), life)
}

// payBasic pays demand d with untapped basic lands, tapping them; false,
// changing nothing, if they cannot.
func (g *game) payBasic(d *mana.Demand, x int, keep mana.Mask) bool {
	b := &g.b
	var none mana.Pool
	src := g.basicSources()
	if !g.payer.Plan(&g.pay, d, x, &none, src, g.lifeBudget(), keep) {
		return false
	}
	p := &g.pay
	p.Apply(&b.pool, &b.src) // (the pool spends nothing: the plan had none)
	g.ntapLog = 0
	for i := 0; i < p.NTaps; i++ {
		k := int(p.Taps[i].Kind)
		for n := int(p.Taps[i].N); n > 0; n-- {
			for _, id := range g.cc.basics {
				if g.untappedCopies(int(id)) > 0 && g.kindOf(int(id)) == k {
					b.tapped[id]++
					if g.trace != nil {
						g.logTap(id, -1)
					}
					break
				}
			}
		}
	}
	b.spent += p.Produced - p.Float.Total() + p.Spent.Total()
	if g.trace != nil {
		g.tracePayment(p)
	}
	return true
}
