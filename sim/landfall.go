package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Triggers as a permanent enters (decks/landfall.go): landfall (Lotus
// Cobra's mana of any colour, Omnath's life, mana and damage by the time it
// resolves this turn, Tireless Provisioner's Treasure) and Amulet of
// Vigor's untap. A landfall trigger's mana goes into the pool as the land
// enters: it pays for what the phase casts after, and is lost (burnt under
// the classic rules) when the pool empties. Its colour is the one the hand
// needs most, as for any mana of any colour put into the pool (addMana).

// maxLandfall is how many distinct cards with a landfall trigger a deck
// may hold (the board counts each one's resolutions this turn).
const maxLandfall = 8

// triggerLists builds the per-deck lists of the cards with triggers on
// entering: the token makers (tokens.go), the landfall cards, the Amulets.
func (g *game) triggerLists() {
	g.tokenLists()
	for id := range g.lfIdx {
		g.lfIdx[id] = -1
	}
	for id := range g.d.Cards {
		c := &g.d.Cards[id]
		if c.Landfall.Has() {
			if !containsID(g.landfalls, uint16(id)) {
				g.landfalls = append(g.landfalls, uint16(id))
			}
			if n := g.nlfCount; n < maxLandfall {
				g.lfIdx[id] = int8(n)
				g.nlfCount++
			}
			g.hot[id].flags &^= hPlainResolve
		}
		if c.UntapEntering {
			g.amulets = append(g.amulets, uint16(id))
			g.hot[id].flags &^= hPlainResolve
		}
	}
}

func containsID(ids []uint16, id uint16) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// landfall plays the landfall triggers of the permanents on the
// battlefield as a land enters (each copy once).
func (g *game) landfall() {
	b := &g.b
	for _, id16 := range g.landfalls {
		id := int(id16)
		for n := int(b.field[id]); n > 0; n-- {
			g.makeTokens(id, decks.OnLandfall)
			if lf := &g.d.Cards[id].Landfall; lf.Has() {
				g.landfallMana(id, lf)
			}
		}
	}
}

// landfallMana resolves one landfall trigger of card id: its mana each
// time, and what it does the first, second or third time this turn.
func (g *game) landfallMana(id int, lf *decks.Landfall) {
	b := &g.b
	nth := 3
	if i := g.lfIdx[id]; i >= 0 {
		nth = int(b.lfResolved[i])
		if nth < 255 {
			b.lfResolved[i]++
		}
	}
	if lf.Each.N() > 0 {
		g.addMana(lf.Each)
	}
	if nth < 3 {
		if lf.Mana[nth].N() > 0 {
			src := lf.Mana[nth]
			for i := range src.N() {
				t := g.colorFor(src.Units[i], mana.AllColors)
				b.pool.Add(mana.MakeUnit(t, false, mana.Unrestricted), 1)
			}
		}
		b.life += lf.Life[nth]
		b.opp -= lf.Damage[nth]
	}
	if lf.RevealNth > 0 && nth == lf.RevealNth-1 {
		g.revealUntil(id) // (landfall_reveal.go)
	}
	if g.trace != nil {
		g.tracef("%s's landfall: pool %s, life %d, opponent %d", g.name(uint16(id)), b.pool.String(), b.life, b.opp)
	}
}

// amuletUntaps reports whether a permanent entering tapped is untapped at
// once by an Amulet of Vigor on board b (one untap: see
// decks.Card.Unmodelled for a second Amulet's).
func (g *game) amuletUntaps(b *board) bool { return g.amuletOn(b) >= 0 }

// amuletOn is an Amulet of Vigor on board b, -1 if none.
func (g *game) amuletOn(b *board) int {
	for _, id := range g.amulets {
		if b.field[id] > 0 {
			return int(id)
		}
	}
	return -1
}
