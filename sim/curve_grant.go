package sim

// varyOf is the Vary index the policy-free castability follows for land
// card id, -1 for a land whose mana is fixed there. A granted ability
// whose givers are no lands (Chromatic Lantern: an artifact) is never had
// there: the castability counts the lands dealt, and a giver is a spell
// that must be cast first, so such a land makes its own mana, as it does
// on a board without its giver.
func (cv *curve) varyOf(g *game, id int) int16 {
	v := g.d.Cards[id].Vary
	if v < 0 {
		return -1
	}
	if vy := &g.d.Vary[v]; vy.Grant {
		for _, giver := range vy.Count[0] {
			if g.isLandCard(int(giver)) {
				return int16(v)
			}
		}
		return -1
	}
	return int16(v)
}
