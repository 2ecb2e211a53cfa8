package sim

import "github.com/goldfishsim/goldfish/decks"

// Tokens with mana abilities (Treasure, Eldrazi Spawn and Scion, Gold,
// Powerstone). A token is a card id of the deck with no copies in the
// library (decks/tokens.go), so it lives in the board's arrays as any
// permanent: created, it enters; its mana ability is its kind of source
// (a Treasure's "{T}, sacrifice" is Lotus Petal's), and the payment that
// uses it sacrifices it (sacrificeKind). Creating one allocates nothing.
//
// Whether one is sacrificed is the planner's objective (planner.go): a
// line that sacrifices a Treasure or a Spawn loses it from next turn's
// mana (criterion 2), so it is played only when it casts more (criterion
// 1); the payment planner sacrifices a permanent last.

// makeTokens creates the tokens card id makes on event e.
func (g *game) makeTokens(id int, e decks.TokenEvent) {
	for _, m := range g.d.Cards[id].Tokens {
		if m.N == 0 || m.When != e {
			continue
		}
		n := m.N
		if m.PerX {
			n *= g.tokenX // (Kozilek's Command's X Spawn, Treasure Vault's X)
		}
		if g.trace != nil {
			g.tracef("%s: create %d %s", g.name(uint16(id)), n, g.name(uint16(m.ID)))
		}
		if int(m.ID) == g.treasureID {
			for _, x := range g.moreTreasures { // (Xorn: one more each)
				n += int(g.b.field[x])
			}
		}
		if len(g.manufactors) > 0 && g.oneOfEach(m.ID, n) {
			continue // (Academy Manufactor: token_makers.go; after Xorn's, the order that makes more)
		}
		for range n {
			g.enter(uint16(m.ID), false, landPlay{})
		}
	}
}

// opponentDrew makes the tokens of the permanents that create them as an
// opponent draws (Smothering Tithe), once for each copy: the idle
// opponent drew in its turn before this one, and had no mana to pay.
func (g *game) opponentDrew() {
	for _, id := range g.oppDrawTokens {
		for n := int(g.b.field[id]); n > 0; n-- {
			g.makeTokens(int(id), decks.OnOpponentDraws)
		}
	}
}

// othersDie makes the tokens of the permanents that create them as another
// creature of their controller's dies (Pitiless Plunderer: each copy on
// the battlefield, the dying one gone already).
func (g *game) othersDie() {
	for _, id := range g.diesTokens {
		for n := int(g.b.field[id]); n > 0; n-- {
			g.makeTokens(int(id), decks.OnOtherDies)
		}
	}
}

// attackTriggers creates the tokens of the creatures that attack (Goldspan
// Dragon): each attacking copy once, and once more as it deals combat
// damage (Ragavan: it attacks with power 1 or more, and the idle opponent
// never blocks); and
// of the permanents whose trigger is any combat damage (Professional
// Face-Breaker), each copy once when the attack dealt some (dmg). The
// creatures that attack are those combat counts: untapped, not summoning
// sick unless hasty.
func (g *game) attackTriggers(dmg int) {
	b := &g.b
	for _, id16 := range g.attackTokens {
		id := int(id16)
		h := &g.hot[id]
		if dmg > 0 {
			for n := int(b.field[id]); n > 0; n-- {
				g.makeTokens(id, decks.OnAnyCombatDamage)
			}
		}
		if !h.is(hCreature) || h.power <= 0 || h.is(hDefender) {
			continue // (it does not attack: see combat)
		}
		ready := g.attackReady(id) // (vigilance.go)
		for ; ready > 0; ready-- {
			g.makeTokens(id, decks.OnAttack)
			g.makeTokens(id, decks.OnCombatDamage)
		}
	}
}

// tokenLists builds the per-deck lists of the token makers: the flag of
// those that create tokens as they are cast, resolve or enter (resolve,
// enter), the landfall, attack and dies lists, and the Xorns with the
// Treasure's id.
func (g *game) tokenLists() {
	g.treasureID = -1
	for id := range g.d.Cards {
		c := &g.d.Cards[id]
		var landfall, attack, dies, more, oppDraws bool
		for _, m := range c.Tokens {
			if m.N == 0 {
				continue
			}
			switch m.When {
			case decks.OnLandfall:
				landfall = true
			case decks.OnAttack, decks.OnCombatDamage, decks.OnAnyCombatDamage:
				attack = true
			case decks.OnOtherDies:
				dies = true
			case decks.OnOpponentDraws:
				oppDraws = true
			case decks.OnMoreTreasures:
				more = true
				g.treasureID = m.ID
			case decks.OnActivate, decks.OnOneOfEach:
				// (token_makers.go: an activated ability, a replacement)
			default:
				g.hot[id].flags |= hTokens
			}
			g.hot[id].flags &^= hPlainResolve
		}
		if landfall {
			g.landfalls = append(g.landfalls, uint16(id))
		}
		if attack {
			g.attackTokens = append(g.attackTokens, uint16(id))
		}
		if dies {
			g.diesTokens = append(g.diesTokens, uint16(id))
		}
		if oppDraws {
			g.oppDrawTokens = append(g.oppDrawTokens, uint16(id))
		}
		if more {
			g.moreTreasures = append(g.moreTreasures, uint16(id))
		}
	}
}

// makesTokensNow reports whether a card creates tokens as it is cast,
// resolves or enters (the planner casts it among the mana).
func makesTokensNow(c *decks.CardInfo) bool {
	for _, m := range c.Tokens {
		if m.N > 0 && (m.When == decks.OnResolve || m.When == decks.OnEnter || m.When == decks.OnCast) {
			return true
		}
	}
	return false
}
