package sim

import "github.com/goldfishsim/goldfish/decks"

// Nissa, Resurgent Animist's second landfall in a turn (decks/
// landfall_reveal.go): cards are revealed from the top of the library until
// one the trigger finds, which goes into the hand; the rest go to the
// bottom in the order revealed, which, the library's order being random,
// is a random order. With none, every card is revealed and the library is
// the same cards in a random order. While planning nothing is revealed (as
// nothing is drawn): the plan is made again after it, and a deck with such
// a card has its lands marked as searching the library (hLibrary), so that
// the planner's shortcut never takes a board that revealed nothing.

// revealLists marks the lands of a deck with a revealing landfall.
func (g *game) revealLists() {
	for id := range g.d.Cards {
		if g.d.Cards[id].Landfall.RevealNth == 0 {
			continue
		}
		for x := range g.d.Cards {
			if g.d.Cards[x].Types&decks.Land != 0 {
				g.hot[x].flags |= hLibrary
				g.hot[x].flags &^= hPlainResolve
			}
		}
		return
	}
}

// revealUntil reveals for card id's landfall (the objective: the trigger
// has no choice).
func (g *game) revealUntil(id int) {
	if g.planning {
		return
	}
	var finds []bool
	if id < len(g.d.LandfallFinds) {
		finds = g.d.LandfallFinds[id]
	}
	k := 0
	for {
		x, ok := g.takeTop()
		if !ok {
			break
		}
		if int(x) < len(finds) && finds[x] {
			g.b.hand[x]++
			g.b.nhand++
			g.drew = true
			if g.trace != nil {
				g.tracef("%s reveals %d card(s): %s into the hand", g.name(uint16(id)), k+1, g.name(x))
			}
			break
		}
		g.revealed[k] = x
		k++
	}
	for i := range k {
		x := g.revealed[i]
		if g.nbot < len(g.bot) {
			g.bot[g.nbot] = x
			g.nbot++
			continue
		}
		// (More than the bottom holds: back among the undrawn ones.)
		g.pos--
		g.lib[g.pos] = x
	}
	if k > 0 {
		g.drew = true
	}
}

// maxBottom is how many cards the bottom of the library holds in order
// (London's bottoming puts at most seven there; Nissa's reveal more).
const maxBottom = 64
