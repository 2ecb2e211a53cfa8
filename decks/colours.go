package decks

import (
	"fmt"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// A colour a spell's cost needs and no card of the deck can make leaves that
// spell at 0% in every column of a run, which reads as a measurement; the
// deck is told instead, with the cards it strands.

// Makes returns the types of mana the card (any of its faces) can add: its
// mana abilities, its ritual, and the mana a land Aura of it adds.
func (c *Card) Makes() mana.Mask {
	var m mana.Mask
	faces := []*Card{c}
	for i := range c.Faces {
		faces = append(faces, &c.Faces[i])
	}
	for _, f := range faces {
		for _, a := range f.Mana {
			m |= a.Makes.Mask()
		}
		for t, n := range f.Ritual.Fixed {
			if n > 0 {
				m |= mana.Type(t).Mask()
			}
		}
		if f.Ritual.Any > 0 || f.AuraChoose {
			m |= mana.AllColors
		}
		m |= f.AuraMana.Mask()
		for _, g := range f.Grants {
			m |= g.Ability.Makes.Mask()
		}
	}
	return m
}

// Needs returns the types of mana cost needs that makes cannot give: its
// {W}...{G} and {C} symbols of a type not in makes, and its hybrid symbols
// with neither colour in it ({2/W} and Phyrexian symbols can be paid
// otherwise). Snow is not a type and is left to the payment check.
func Needs(cost mana.Cost, makes mana.Mask) mana.Mask {
	var m mana.Mask
	for _, s := range cost.AppendSymbols(nil) {
		if (s.Kind == mana.SymSingle || s.Kind == mana.SymHybrid) && s.Types&makes == 0 {
			m |= s.Types
		}
	}
	return m
}

// colourWarnings returns a warning for each type of mana the deck's spells
// (main deck and commander, every face) need and no card of the deck makes,
// naming the spells it leaves uncastable.
func colourWarnings(file string, d *Deck) []string {
	slots := append(append([]Slot(nil), d.Main...), d.Commander...)
	var makes mana.Mask
	for _, s := range slots {
		makes |= s.Card.Makes()
	}
	var stranded [mana.NumTypes][]string
	for _, s := range slots {
		faces := []*Card{s.Card}
		if len(s.Card.Faces) > 0 {
			faces = faces[:0]
			for i := range s.Card.Faces {
				faces = append(faces, &s.Card.Faces[i])
			}
		}
		for _, f := range faces {
			if f.Cost.IsNone() {
				continue
			}
			need := Needs(f.Cost, makes)
			for t := mana.W; t <= mana.C; t++ {
				if need&t.Mask() != 0 {
					stranded[t] = append(stranded[t], fmt.Sprintf("%s %s", f.Name, f.Cost))
				}
			}
		}
	}
	var out []string
	for t := mana.W; t <= mana.C; t++ {
		if len(stranded[t]) == 0 {
			continue
		}
		out = append(out, (&DeckError{file, 0, fmt.Sprintf("no card of the deck makes %s mana, which %s need: they are never castable (0%% in every column)",
			typeName(t), strings.Join(stranded[t], ", "))}).Error())
	}
	return out
}

func typeName(t mana.Type) string {
	return [...]string{"white", "blue", "black", "red", "green", "colourless"}[t]
}
