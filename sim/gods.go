package sim

// The Theros gods (decks/gods.go): below their devotion they are not
// creatures, so they do not attack. Devotion is counted on the board as
// combat begins: the deck's permanents on the battlefield, once per
// symbol of the god's colours in their mana costs, the god's own included.

// notCreatureNow reports whether card id is a god whose devotion is below
// its need on the board now.
func (g *game) notCreatureNow(id int) bool {
	for i := range g.d.Gods {
		god := &g.d.Gods[i]
		if int(god.ID) != id {
			continue
		}
		n := 0
		for _, o := range god.Count {
			n += int(g.b.field[o])
		}
		return n < god.N
	}
	return false
}
