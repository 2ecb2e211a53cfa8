package sim

// The library: drawing, the bottom and the top, searching. These are the
// rules' mechanics; which card a search takes is the policy's (policy.go).

// draw moves one card from the library to the hand; false if it was empty
// (the player loses when the next state-based actions are checked). While
// planning nothing is drawn: the plan stops being followed after a draw.
func (g *game) draw() bool {
	if g.planning {
		return true
	}
	id, ok := g.takeTop()
	if !ok {
		return false
	}
	g.b.hand[id]++
	g.b.nhand++
	g.drew = true
	if g.trace != nil {
		g.tracef("draw %s", g.name(id))
	}
	return true
}

// drawN draws n cards (fewer if the library runs out) and returns how many
// it drew. It is draw called n times, on the same random stream: the
// opening hand and the study's draws take this path, which keeps the
// library's position in a register instead of going through memory on
// every card (the floor of a game is mostly these draws).
func (g *game) drawN(n int) int {
	k := 0
	if !g.planning && g.trace == nil && g.ntop == 0 {
		pos, end, ord := g.pos, g.end, g.ord
		hand := &g.b.hand
		for ; k < n && pos < end; k++ {
			if pos >= ord {
				j := pos + int(g.deal.intn(uint32(end-pos)))
				g.lib[pos], g.lib[j] = g.lib[j], g.lib[pos]
			}
			hand[g.lib[pos]]++
			pos++
		}
		g.pos = pos
		g.seen += k
		g.b.nhand += k
		if k > 0 {
			g.drew = true
		}
	}
	for ; k < n; k++ {
		if !g.draw() {
			break
		}
	}
	return k
}

// takeTop removes the top card of the library.
func (g *game) takeTop() (uint16, bool) {
	switch {
	case g.ntop > 0:
		g.ntop--
		g.seen++
		return g.top[g.ntop], true
	case g.pos < g.end:
		if g.pos >= g.ord {
			j := g.pos + int(g.deal.intn(uint32(g.end-g.pos)))
			g.lib[g.pos], g.lib[j] = g.lib[j], g.lib[g.pos]
		}
		g.pos++
		g.seen++
		return g.lib[g.pos-1], true
	case g.nbot > 0:
		id := g.bot[0]
		copy(g.bot[:], g.bot[1:g.nbot])
		g.nbot--
		return id, true
	}
	return 0, false
}

// putBottom puts a card from the hand on the bottom of the library.
func (g *game) putBottom(id uint16) {
	g.b.hand[id]--
	g.b.nhand--
	if g.trace != nil {
		g.tracef("put %s on the bottom", g.name(id))
	}
	if g.nbot < len(g.bot) {
		g.bot[g.nbot] = id
		g.nbot++
		return
	}
	// More than the stack holds (never with London's at most seven): the
	// card goes back among the undrawn ones instead.
	g.pos--
	g.lib[g.pos] = id
}

// shuffleHandAway puts the hand (and any known cards) back into the library.
func (g *game) shuffleHandAway() {
	g.pos, g.end, g.ord = 0, copy(g.lib[:], g.d.Library), 0
	g.ntop, g.nbot = 0, 0
	clear(g.b.hand[:g.n])
	g.b.nhand = 0
	if g.slots != nil {
		g.shuffles++
		g.pairedShuffle(g.shuffles)
	}
}

// decideNatural fixes, as the hand is kept, the order of the cards the draw
// steps will bring: the known top cards, then the next ones of the library
// (a partial Fisher-Yates shuffle, the same draws the lazy one would make),
// then the bottom. They are kept in natural for the policy-free figures,
// which count them whatever the game later draws or searches.
func (g *game) decideNatural() {
	want := g.cfg.Turns
	n := 0
	for i := g.ntop - 1; i >= 0 && n < want; i-- {
		g.natural[n] = g.top[i]
		n++
	}
	// A paired deal (paired.go) has decided every place already.
	for i := g.pos; i < g.ord && n < want; i++ {
		g.natural[n] = g.lib[i]
		n++
	}
	for g.ord < g.end && n < want {
		if g.ord < g.pos {
			g.ord = g.pos
		}
		j := g.ord + int(g.deal.intn(uint32(g.end-g.ord)))
		g.lib[g.ord], g.lib[j] = g.lib[j], g.lib[g.ord]
		g.natural[n] = g.lib[g.ord]
		g.ord++
		n++
	}
	for i := 0; i < g.nbot && n < want; i++ {
		g.natural[n] = g.bot[i]
		n++
	}
	g.nnatural = n
	copy(g.kept[:g.n], g.b.hand[:g.n])
}

// removeFromLibrary takes card id out of the library (a search found it) and
// shuffles: the order decided for the draws is forgotten, as are the known
// top and bottom cards, and the cards are dealt from then on by a stream of
// the search's own (redeal), so that a game's turns after a search are the
// same whatever --turns decided before it. While planning the library is
// left as it is (the plan is followed only up to the search).
func (g *game) removeFromLibrary(at int) {
	if g.planning {
		return
	}
	g.lib[at] = g.lib[g.pos]
	g.pos++
	g.seen++
	g.ord = g.pos
	g.searches++
	g.deal = g.keys.redeal(g.side, uint64(g.rec.Index), g.searches)
	for g.ntop > 0 {
		g.ntop--
		g.pos--
		g.lib[g.pos] = g.top[g.ntop]
	}
	for g.nbot > 0 {
		g.nbot--
		g.pos--
		g.lib[g.pos] = g.bot[g.nbot]
	}
	g.canonicalLibrary()
	g.drew = true
}

// canonicalLibrary puts the undrawn cards in the order of their ids: a
// shuffle's outcome then depends on which cards are left and on the stream
// alone, not on how earlier draws happened to permute the array (more of it
// when decideNatural decided more cards).
func (g *game) canonicalLibrary() {
	var count [MaxCards]uint16
	for _, id := range g.lib[g.pos:g.end] {
		count[id]++
	}
	k := g.pos
	for id := range g.n {
		for range count[id] {
			g.lib[k] = uint16(id)
			k++
		}
	}
}
