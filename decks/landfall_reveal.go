package decks

import "regexp"

// Nissa, Resurgent Animist's whole line: landfall's mana of any colour
// (landfall.go's), and the second time it resolves in a turn, cards
// revealed from the top of the library until one of two creature types,
// which goes into the hand, the rest to the bottom in a random order
// (sim/landfall_reveal.go). Compile lists the deck's cards of those types
// (Compiled.LandfallFinds).

func init() { templates = append(templates, landfallRevealTemplates...) }

var landfallRevealTemplates = []template{
	{name: "landfall mana, and a card revealed the second time", on: permanent,
		re: regexp.MustCompile(`^landfall — whenever a land you control enters, add (one mana of any color)\. then if this is the (second) time this ability has resolved this turn, reveal cards from the top of your library until you reveal an? ([a-z]+) or ([a-z]+) card\. put that card into your hand and the rest on the bottom of your library in a random order\.$`),
		read: func(c *Card, m []string) bool {
			src, ok := production(m[1])
			if !ok {
				return false
			}
			c.Landfall.Each = src
			c.Landfall.RevealNth = 2
			c.RevealTypes = [2]string{m[3], m[4]}
			return true
		},
		examples: []string{"landfall — whenever a land you control enters, add one mana of any color. then if this is the second time this ability has resolved this turn, reveal cards from the top of your library until you reveal an elf or elemental card. put that card into your hand and the rest on the bottom of your library in a random order."}},
}

// landfallFinds lists, for each card whose landfall reveals a card, which
// of the deck's cards it finds (Compiled.LandfallFinds[id][card id]).
func (cd *Compiled) landfallFinds(cs []*Card) {
	for id, c := range cs {
		if c.Landfall.RevealNth == 0 || id >= len(cd.Cards) {
			continue
		}
		if cd.LandfallFinds == nil {
			cd.LandfallFinds = make([][]bool, len(cd.Cards))
		}
		finds := make([]bool, len(cd.Cards))
		for o, oc := range cs {
			for _, st := range oc.Subtypes {
				if st == c.RevealTypes[0] || st == c.RevealTypes[1] {
					finds[o] = true
				}
			}
		}
		cd.LandfallFinds[id] = finds
	}
}
