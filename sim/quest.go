package sim

// Khalni Heart Expedition (decks/quest.go): each copy on the battlefield
// gets a quest counter as a land enters under its controller's control, and
// as soon as it has three, they are removed and it is sacrificed for two
// basic lands, tapped (the objective: the lands enter tapped whenever it is
// done, so sooner is never worse, and the enchantment does nothing else).
// The counters are the board's, copy by copy (board.quest), in the order
// the copies entered.

// maxQuestCopies is how many copies of a quest the board follows.
const maxQuestCopies = 8

// questEnters notes a copy of the quest entering, with no counter.
func (g *game) questEnters() {
	b := &g.b
	if b.nquest < maxQuestCopies {
		b.quest[b.nquest] = 0
		b.nquest++
	}
}

// questLandfall puts a quest counter on each copy as a land enters, then
// removes the counters of those with enough and sacrifices them for their
// lands (whose own landfall counts for the copies that stay).
func (g *game) questLandfall() {
	b := &g.b
	id := uint16(g.quest)
	q := &g.d.Cards[id].Quest
	b.nquest = min(b.nquest, int(b.field[id])) // (a copy gone otherwise: the newest)
	done, kept := 0, 0
	for i := 0; i < b.nquest; i++ {
		if b.quest[i]++; int(b.quest[i]) < q.N {
			b.quest[kept] = b.quest[i]
			kept++
		} else {
			done++
		}
	}
	b.nquest = kept
	for range done {
		if g.trace != nil {
			g.tracef("remove %d quest counters from %s and sacrifice it", q.N, g.name(id))
		}
		g.dies(id)
		g.searchLands(&q.Find)
	}
}
