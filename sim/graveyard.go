package sim

import (
	"slices"

	"github.com/goldfishsim/goldfish/decks"
)

// The graveyard, for the decks with a card whose mana reads it (decks.
// GraveUse): Deathrite Shaman, Rite of Flame, Cabal Ritual, Crypt of
// Agadeem, Klothys. Other decks keep none: their games never touch it.
//
// What goes there (toGrave, the rule written once): a card, never a token
// (Treasures, Spawn), as an instant or sorcery resolves (not an adventure,
// exiled, nor a spirit guide exiled from the hand), as a permanent is
// sacrificed (fetch lands cracked, Lotus Petal, City of Traitors, a Lair
// with nothing to return, a Gemstone Mine's last counter, an Altar's
// creature, Wall of Roots at toughness 0), and as cleanup discards. A
// permanent returned to the hand (bounce lands, Karoo lands, Grinning
// Ignus) or exiled (a Chrome Mox's card, Gemstone Caverns's) does not go.
// A card of several faces goes as its card (its front face's
// characteristics: a modal double-faced card whose front is a spell is no
// land card there).
//
// The idle opponent's graveyard: it keeps seven cards, plays none, draws
// each turn and discards down to seven at its cleanup (as Jeska's Will's
// count reads it, decks.idleHand), so before the goldfish's turn t it
// holds the cards of its draws so far (idleDiscards). What they are is not
// known: none of them is taken for a land card (Deathrite exiles only the
// goldfish's own: a lower bound, reported), and Klothys may exile one for
// its life and damage.
//
// Deathrite Shaman's "{T}: exile target land card from a graveyard. add one
// mana of any color" targets, so it is no mana ability (rule 605.5a): it
// uses the stack, and its mana is in the pool before the spell it pays for
// is cast, not made during the payment. Against an idle opponent who never
// responds, activating it just before casting is the same mana as tapping
// a source while paying, with one exception the engine keeps: it is
// activated in a main phase with an empty stack, as the goldfish's mana
// always is. So it is a kind of source (decks.Compiled.GraveKind) of which
// the untapped sources hold as many as there are ready Deathrites and land
// cards in the graveyards (refreshGrave): two Deathrites and one land card
// make one mana. A payment that uses one taps a Deathrite and exiles a land
// card (activateGrave).

// graveState is what a game keeps of the deck's graveyard readers.
type graveState struct {
	on    bool     // the deck keeps a graveyard
	taps  []uint16 // the cards that exile a land card for mana (Deathrite Shaman)
	kind  int      // their kind (decks.Compiled.GraveKind), -1
	mains []uint16 // the cards with a precombat main phase trigger (Klothys)
	// counted: the cards a graveyard count reads by id (Rite of Flame's
	// copies, Crypt of Agadeem's creature cards): Klothys exiles others
	// first.
	counted [MaxCards]bool
}

// graveBoard is the board's part of the graveyards.
type graveBoard struct {
	cards [MaxCards]uint8 // the goldfish's graveyard, by card id
	n     int             // cards in it
	lands int             // land cards in it
	// oppExiled: cards exiled from the idle opponent's graveyard.
	oppExiled int
	src       int // the units of graveState.kind in the untapped sources
}

// initGrave builds the graveyard lists of deck d (nothing for a deck with
// no card that reads a graveyard).
func (g *game) initGrave(d *decks.Compiled) {
	g.gy.kind = -1
	for id := range d.Cards {
		c := &d.Cards[id]
		u := &c.Grave
		if u.Has() || c.ConvVary >= 0 && d.Vary[c.ConvVary].Grave {
			g.gy.on = true
		}
		if u.ExileLand.N() > 0 && d.GraveKind >= 0 {
			g.gy.taps = append(g.gy.taps, uint16(id))
			g.gy.kind = d.GraveKind
			g.hot[id].flags &^= hPlainResolve
		}
		if u.Main.N() > 0 {
			g.gy.mains = append(g.gy.mains, uint16(id))
		}
		if u.PerCopy.Total() > 0 {
			g.gy.counted[id] = true
		}
		if c.ConvVary >= 0 && d.Vary[c.ConvVary].Grave {
			for _, m := range d.Vary[c.ConvVary].Count[0] {
				g.gy.counted[m] = true
			}
		}
	}
	if g.gy.on {
		g.uses |= useGrave
	}
}

// graveCostPayers takes the Deathrites out of the payers of the mana
// abilities that tap other permanents (Springleaf Drum, Heritage Druid's
// Elves): a Deathrite's {T} is counted as its own source, which the cost
// sources do not see, so it would be counted twice. A lower bound: with no
// land card in a graveyard, it could pay such a cost and does not.
// (Sacrificing one stays: a tapped Deathrite may still be sacrificed.)
func (g *game) graveCostPayers() {
	for i := range g.costs {
		cs := &g.costs[i]
		if cs.sac {
			continue
		}
		kept := cs.payers[:0:0]
		for _, id := range cs.payers {
			if !slices.Contains(g.gy.taps, id) {
				kept = append(kept, id)
			}
		}
		cs.payers = kept
	}
}

// resetGrave empties the graveyards for a new game.
func (g *game) resetGrave() {
	b := &g.b
	clear(b.gy.cards[:g.n])
	b.gy.n, b.gy.lands, b.gy.oppExiled, b.gy.src = 0, 0, 0, 0
}

// copyGrave copies the graveyards of board src to dst (copyBoard).
func (g *game) copyGrave(dst, src *board) {
	copy(dst.gy.cards[:g.n], src.gy.cards[:g.n])
	dst.gy.n, dst.gy.lands, dst.gy.oppExiled, dst.gy.src = src.gy.n, src.gy.lands, src.gy.oppExiled, src.gy.src
}

// toGrave puts card id into its owner's graveyard, if the deck keeps one:
// the one place that says what goes there (see the file's comment). A
// face goes as its card; a token, which no card is, goes nowhere.
func (g *game) toGrave(id uint16) {
	if !g.gy.on {
		return
	}
	if !g.hot[id].is(hPlayed) {
		alt := g.d.Cards[id].Alt
		if alt < 0 || !g.hot[alt].is(hPlayed) {
			return // a token (or a choice's companion, which stands for a card: not counted)
		}
		id = uint16(alt)
	}
	b := &g.b
	b.gy.cards[id]++
	b.gy.n++
	if g.hot[id].is(hLand) {
		b.gy.lands++
	}
	if g.trace != nil {
		g.tracef("%s goes to the graveyard (%d there)", g.name(id), b.gy.n)
	}
	if len(g.gy.taps) > 0 {
		g.refreshGrave()
	}
}

// dies takes a permanent off the battlefield into its owner's graveyard
// (sacrificed): leave, then toGrave.
func (g *game) dies(id uint16) {
	g.leave(id)
	g.toGrave(id)
	if s := &g.d.Cards[id].Seek.Dies; s.N() > 0 {
		g.searchLands(s) // (its dies trigger: ramp.go)
	}
	if len(g.diesTokens) > 0 && g.hot[id].is(hCreature) {
		g.othersDie()
	}
}

// idleDiscards is how many cards the idle opponent has discarded before
// the goldfish's turn t: one for each draw it has made (it keeps seven
// and plays none). On the play, its t-1 turns each drew; on the draw, its
// first turn drew only if the first player draws (drawsFirstTurn).
func idleDiscards(s Side, f decks.Format, t int) int {
	if s == OnPlay {
		return max(t-1, 0)
	}
	n := max(t-1, 0)
	if t >= 1 && drawsFirstTurn(OnPlay, f) {
		n++
	}
	return n
}

// oppGrave is how many cards the idle opponent's graveyard holds now.
func (g *game) oppGrave(b *board) int {
	return max(idleDiscards(g.side, g.cfg.Format, g.turn)-b.gy.oppExiled, 0)
}

// graveRitual is ritual r of card id as the graveyards make it now: Cabal
// Ritual's threshold mana with seven or more cards in the graveyard, Rite
// of Flame's one more for each copy in the graveyards (the idle opponent's
// holds none: its cards are its own deck's). The spell resolving is on the
// stack, not in the graveyard.
func (g *game) graveRitual(id int, r decks.Ritual) decks.Ritual {
	u := &g.d.Cards[id].Grave
	if u.Threshold.Total() > 0 && g.b.gy.n >= 7 {
		r = u.Threshold
	}
	if u.PerCopy.Total() > 0 {
		for n := g.b.gy.cards[id]; n > 0; n-- {
			for t := range r.Fixed {
				r.Fixed[t] += u.PerCopy.Fixed[t]
			}
			r.Any += u.PerCopy.Any
		}
	}
	return r
}

// graveReady is how many Deathrites on board b can tap now.
func (g *game) graveReady(b *board) int {
	n := 0
	for _, id := range g.gy.taps {
		r := int(b.field[id]) - int(b.tapped[id])
		if h := &g.hot[id]; h.is(hCreature) && !h.is(hHaste) {
			r -= int(b.fresh[id])
		}
		n += max(r, 0)
	}
	return n
}

// refreshGrave sets the untapped sources of the Deathrites' kind to the
// activations the board allows: ready Deathrites, land cards in the
// graveyards (the idle opponent's: none known).
func (g *game) refreshGrave() {
	b := &g.b
	n := min(g.graveReady(b), b.gy.lands)
	switch {
	case n > b.gy.src:
		b.src.AddKind(g.gy.kind, n-b.gy.src)
	case n < b.gy.src:
		b.src.RemoveKind(g.gy.kind, b.gy.src-n)
	}
	b.gy.src = n
}

// activateGrave carries out n activations a payment used (Apply took
// their units out of the sources): each taps a ready Deathrite and exiles
// a land card from the graveyard, in the game's order of cards.
func (g *game) activateGrave(n int) {
	b := &g.b
	b.gy.src -= n
	for ; n > 0; n-- {
		best := -1
		for _, id16 := range g.gy.taps {
			id := int(id16)
			r := int(b.field[id]) - int(b.tapped[id])
			if h := &g.hot[id]; h.is(hCreature) && !h.is(hHaste) {
				r -= int(b.fresh[id])
			}
			if r > 0 && (best < 0 || g.better(id, best)) {
				best = id
			}
		}
		land := g.graveChoice(true)
		if best < 0 || land < 0 {
			break // (the sources and the board agree: not reached)
		}
		b.tapped[best]++
		g.exileFromGrave(uint16(land))
		if g.trace != nil {
			g.logTap(uint16(best), -1)
			g.tracef("%s exiles %s from the graveyard", g.name(uint16(best)), g.name(uint16(land)))
		}
	}
	g.refreshGrave()
}

// graveChoice picks a card of the goldfish's graveyard to exile: a land
// card (land) or any card, one no graveyard count reads first, then the
// game's order of cards; -1 if there is none.
func (g *game) graveChoice(land bool) int {
	b := &g.b
	best := -1
	for id := 0; id < g.n; id++ {
		if b.gy.cards[id] == 0 || land && !g.hot[id].is(hLand) {
			continue
		}
		if best >= 0 && g.gy.counted[id] != g.gy.counted[best] {
			if g.gy.counted[id] {
				continue
			}
		} else if best >= 0 && !g.better(id, best) {
			continue
		}
		best = id
	}
	return best
}

// exileFromGrave exiles a copy of card id from the goldfish's graveyard.
func (g *game) exileFromGrave(id uint16) {
	b := &g.b
	b.gy.cards[id]--
	b.gy.n--
	if g.hot[id].is(hLand) {
		b.gy.lands--
	}
}

// mainTriggers resolves the triggers at the beginning of the precombat
// main phase (Klothys): each exiles a card from a graveyard, a land card
// of the goldfish's for its mana (into the pool, for this phase), else a
// card of the idle opponent's, else another of the goldfish's, for its
// life and damage; with no card in any graveyard it has no target and does
// nothing.
func (g *game) mainTriggers() {
	b := &g.b
	for _, id := range g.gy.mains {
		u := &g.d.Cards[id].Grave
		for range b.field[id] {
			land := g.graveChoice(true)
			switch {
			case land >= 0:
				g.exileFromGrave(uint16(land))
				g.addMana(u.Main)
				if g.trace != nil {
					g.tracef("%s exiles %s from the graveyard: pool %s", g.name(id), g.name(uint16(land)), b.pool.String())
				}
			case g.oppGrave(b) > 0 || g.graveChoice(false) >= 0:
				what := "a card the opponent discarded"
				if g.oppGrave(b) > 0 {
					b.gy.oppExiled++
				} else {
					c := uint16(g.graveChoice(false))
					g.exileFromGrave(c)
					what = g.name(c)
				}
				b.life += u.MainLife
				b.opp -= u.MainDmg
				if g.trace != nil {
					g.tracef("%s exiles %s: %d life (life %d), %d damage (opponent %d)", g.name(id), what, u.MainLife, b.life, u.MainDmg, b.opp)
				}
			}
		}
	}
	if len(g.gy.taps) > 0 {
		g.refreshGrave()
	}
}

// graveNextMana is what the Deathrites make next turn (the planner's
// second criterion): each one on the battlefield, up to the land cards in
// the graveyards.
func (g *game) graveNextMana(b *board) int {
	n := 0
	for _, id := range g.gy.taps {
		n += int(b.field[id])
	}
	if g.gy.kind < 0 {
		return 0
	}
	return min(n, b.gy.lands) * b.src.Kind(g.gy.kind).N()
}
