package sim

// Choices made as a permanent enters (decks/choices.go): Coldsteel Heart's
// colour, Chrome Mox's imprint. Each copy chooses as it enters, and the
// companion card of its choice goes onto the battlefield in its place.
//
// The choice is made by the planner's objective (planner.go), by the
// criteria it can change: the mana next turn (criterion 2: a Chrome Mox
// exiles a card whenever the hand holds one it may, since it then makes
// mana), then the colours the hand still needs (criterion 7: the mana value,
// plus one each, of the spells left in hand that next turn's mana could
// cast, the card exiled no longer among them), then the game's random order
// (of the companions for a colour, of the cards for an imprint).

// chooseAsItEnters makes the choice of permanent id as it enters and
// returns the card that enters: its companion, or itself (a Chrome Mox
// with nothing to exile).
func (g *game) chooseAsItEnters(id uint16) uint16 {
	b := &g.b
	ch := &g.d.Choices[g.d.Cards[id].Choice]
	best, bestCard, bestKey := -1, -1, -1
	if ch.Imprint {
		for x := 0; x < g.n; x++ {
			if b.hand[x] == 0 || ch.ByCard[x] < 0 {
				continue
			}
			o := int(ch.Opts[ch.ByCard[x]])
			key := g.choiceKey(o, x)
			if key > bestKey || key == bestKey && g.better(x, bestCard) {
				best, bestCard, bestKey = o, x, key
			}
		}
	} else {
		for _, o16 := range ch.Opts {
			o := int(o16)
			key := g.choiceKey(o, -1)
			if key > bestKey || key == bestKey && g.better(o, best) {
				best, bestKey = o, key
			}
		}
	}
	if best < 0 {
		if g.trace != nil {
			g.tracef("%s exiles nothing: it makes no mana", g.name(id))
		}
		return id
	}
	if bestCard >= 0 {
		b.hand[bestCard]--
		b.nhand--
		if g.trace != nil {
			g.tracef("%s exiles %s from the hand", g.name(id), g.name(uint16(bestCard)))
		}
	}
	return uint16(best)
}

// choiceKey weighs companion o entering (with card exiled from the hand,
// -1 for none) by the objective's criterion 7 on the board it leaves (the
// companions all make one mana: criterion 2 does not tell them apart).
func (g *game) choiceKey(o, exiled int) int {
	b := &g.b
	k := g.d.Cards[o].Kind
	if k < 0 {
		return 0
	}
	b.onKind[k]++
	if exiled >= 0 {
		b.hand[exiled]--
	}
	v := g.nextTurnHand(b)
	if exiled >= 0 {
		b.hand[exiled]++
	}
	b.onKind[k]--
	return v
}
