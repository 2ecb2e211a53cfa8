package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// More token makers (decks/token_makers.go): the activated abilities that
// create Treasures, activated at the end of the turn (after combat, before
// cleanup) with mana left unused (payUnused: the Monoliths' rule), and
// Academy Manufactor's one of each.
//
// The objective, from the planner's criterion 2 (next turn's mana): mana
// left unused at the end of the turn is lost, so Fountainport's {4}, {T}
// is paid whenever it can be (a Treasure, one mana more on a later turn,
// for nothing that turn); Treasure Vault is sacrificed for the largest X
// the unused mana pays, only when X is 2 or more (X Treasures next turn
// against the Vault's one {C}; with X = 1 a Treasure for a land is a mana
// less on every turn after). The permanent's own {T} is part of the cost:
// it is tapped first, and does not pay.

// tokenAbilityLists builds the per-deck lists of the activated token
// makers and Academy Manufactor's tokens.
func (g *game) tokenAbilityLists() {
	g.mfTreasure, g.mfFood, g.mfClue, g.bank = -1, -1, -1, -1
	for id := range g.d.Cards {
		c := &g.d.Cards[id]
		if c.TokenAbility.Has && c.Types&(decks.Instant|decks.Sorcery) == 0 {
			if c.TokenAbility.Charge > 0 {
				if g.bank >= 0 {
					continue // (one such card a deck: the board follows one's counters)
				}
				g.bank = id
			}
			g.tokenAbil = append(g.tokenAbil, uint16(id))
		}
		for _, m := range c.Tokens {
			if m.When != decks.OnOneOfEach {
				continue
			}
			if !g.hasID(g.manufactors, id) {
				g.manufactors = append(g.manufactors, uint16(id))
			}
			switch tc := &g.d.Cards[m.ID]; {
			case tc.Kind >= 0:
				g.mfTreasure = m.ID // (the Treasure makes mana)
			case tc.Seek.Ability.Has:
				g.mfClue = m.ID // (the Clue draws)
			default:
				g.mfFood = m.ID
			}
		}
	}
}

func (g *game) hasID(ids []uint16, id int) bool {
	for _, x := range ids {
		if int(x) == id {
			return true
		}
	}
	return false
}

// oneOfEach makes n tokens of id (a Treasure, Food or Clue) as Academy
// Manufactor replaces them: with k Manufactors, 3^(k-1) of each for each
// (each one replaces each token the one before made). It reports whether
// it made them.
func (g *game) oneOfEach(id, n int) bool {
	if id != g.mfTreasure && id != g.mfFood && id != g.mfClue || g.mfTreasure < 0 || g.mfFood < 0 || g.mfClue < 0 {
		return false
	}
	k := 0
	for _, x := range g.manufactors {
		k += int(g.b.field[x])
	}
	if k == 0 {
		return false
	}
	for range k - 1 {
		n *= 3
		if n > maxTokensMade {
			n = maxTokensMade
			break
		}
	}
	if g.trace != nil {
		g.tracef("one of each instead: %d each of %s, %s and %s", n, g.name(uint16(g.mfTreasure)), g.name(uint16(g.mfFood)), g.name(uint16(g.mfClue)))
	}
	for range n {
		g.enter(uint16(g.mfTreasure), false, landPlay{})
		g.enter(uint16(g.mfFood), false, landPlay{})
		g.enter(uint16(g.mfClue), false, landPlay{})
	}
	return true
}

// maxTokensMade bounds the tokens one creation makes (the board's counts
// are bytes).
const maxTokensMade = 64

// tokenAbilities activates, at the end of the turn, the activated token
// makers the mana left unused pays for (the objective above).
func (g *game) tokenAbilities() {
	b := &g.b
	for _, id16 := range g.tokenAbil {
		id := int(id16)
		a := &g.d.Cards[id].TokenAbility
		if a.Charge > 0 {
			g.chargeAbilities(id16, a)
			continue
		}
		for b.field[id] > 0 && g.cidx[id] < 0 {
			if a.Tap && !g.tapForCost(id) {
				break
			}
			x := 0
			paid := false
			if a.Demand.Cost().Vars() > 0 {
				vars := a.Demand.Cost().Vars()
				for x = (b.src.Total(mana.ForAbility) + b.pool.Total()) / vars; x >= 2; x-- {
					if g.payUnusedX(&a.Demand, x) {
						paid = true
						break
					}
				}
			} else {
				paid = g.payUnused(&a.Demand)
			}
			if !paid {
				if a.Tap {
					g.untapForCost(id)
				}
				break
			}
			if g.trace != nil {
				g.tracef("pay %s (X=%d) with unused mana: activate %s", a.Cost, x, g.name(id16))
			}
			if a.SacSelf {
				g.dies(id16)
			}
			g.tokenX = x
			g.makeTokens(id, decks.OnActivate)
			g.tokenX = 0
		}
	}
}

// tapForCost taps an untapped copy of permanent id for a cost ({T}):
// false if there is none.
func (g *game) tapForCost(id int) bool {
	b := &g.b
	if g.untappedCopies(id) == 0 {
		return false
	}
	if k := g.kindOf(id); k >= 0 {
		b.src.RemoveKind(k, 1)
	}
	b.tapped[id]++
	return true
}

// untapForCost undoes tapForCost.
func (g *game) untapForCost(id int) {
	b := &g.b
	b.tapped[id]--
	if k := g.kindOf(id); k >= 0 {
		b.src.AddKind(k, 1)
	}
}

// chargeEnters notes a copy of the deck's charge card entering with its
// counters.
func (g *game) chargeEnters() {
	b := &g.b
	b.ncharge = min(b.ncharge, int(b.field[g.bank])-1) // (a copy gone otherwise: the newest)
	if b.ncharge < maxQuestCopies {
		b.charge[b.ncharge] = uint8(g.d.Cards[g.bank].TokenAbility.Charge)
		b.ncharge++
	}
}

// chargeAbilities activates Reckoner Bankbuster's ability at the end of the
// turn, each untapped copy once, while the mana left unused pays (a card
// drawn, lost mana otherwise; a Treasure with the last counter): the copy
// with the fewest counters left first, so the Treasure comes soonest.
func (g *game) chargeAbilities(id16 uint16, a *decks.TokenAbility) {
	b := &g.b
	id := int(id16)
	b.ncharge = min(b.ncharge, int(b.field[id]))
	used := uint8(0)
	for g.untappedCopies(id) > 0 {
		c := -1
		for i := 0; i < b.ncharge; i++ {
			if used&(1<<i) == 0 && b.charge[i] > 0 && (c < 0 || b.charge[i] < b.charge[c]) {
				c = i
			}
		}
		if c < 0 || !g.tapForCost(id) {
			break
		}
		if !g.payUnused(&a.Demand) {
			g.untapForCost(id)
			break
		}
		used |= 1 << c
		b.charge[c]--
		if g.trace != nil {
			g.tracef("pay %s with unused mana: activate %s (%d charge counters left)", a.Cost, g.name(id16), b.charge[c])
		}
		for range a.Draw {
			if !g.draw() && g.killTurn == 0 {
				g.dead = true
			}
		}
		if b.charge[c] == 0 {
			g.makeTokens(id, decks.OnActivate)
		}
	}
}
