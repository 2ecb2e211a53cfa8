package sim

// Amounts that count, beyond refreshVary's: a converter whose output
// follows the board (Cabal Coffers: {2}, {T}: add {B} for each Swamp you
// control), counted when it is activated: the Swamps tapped to pay its
// cost count too.

// convKindNow is the kind converter id makes now: its own, or for one whose
// output follows the board, its kind for the permanents counted on the
// battlefield (-1: none, nothing to make).
func (g *game) convKindNow(id uint16) int {
	c := &g.d.Cards[id]
	if c.ConvVary < 0 {
		return c.ConvKind
	}
	vy := &g.d.Vary[c.ConvVary]
	zone := &g.b.field
	if vy.Grave {
		zone = &g.b.gy.cards // (Crypt of Agadeem: graveyard.go)
	}
	n := 0
	for _, m := range vy.Count[0] {
		n += int(zone[m])
	}
	return vy.Kinds[vy.PerState(n)]
}
