package decks

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// Mana fixed by a choice made as the permanent enters: Coldsteel Heart's
// "one mana of the chosen color" (the colour chosen as it enters), Chrome
// Mox's "one mana of any of the exiled card's colors" (the card exiled from
// the hand as it enters). Each copy chooses for itself. Compile gives the
// card one companion for each way it can choose (a colour; a set of colours
// among the cards it may exile), a card of its own with that fixed mana and
// no copies in the library; the engine puts the companion the choice makes
// onto the battlefield in its place (Compiled.Choices).

// EntersChoice is what fixes a mana ability's colours as its permanent enters.
type EntersChoice uint8

// Choices made as a permanent enters.
const (
	NoChoice       EntersChoice = iota
	ChosenColor                 // "one mana of the chosen color" (Coldsteel Heart)
	ImprintedColor              // "one mana of any of the exiled card's colors" (Chrome Mox)
)

var (
	reChosenColor = regexp.MustCompile(`^\{t\}: add one mana of the chosen colou?r\.$`)
	reImprint     = regexp.MustCompile(`^imprint — when ~ enters, you may exile a nonartifact, nonland card from your hand\.$`)
	reImprinted   = regexp.MustCompile(`^\{t\}: add one mana of any of the exiled card's colou?rs\.$`)
)

// readChoices reads the templates of mana chosen as the permanent enters.
func readChoices(c *Card, line string) bool {
	switch {
	case reChosenColor.MatchString(line):
		c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(mana.AllColors), Tap: true, AsEnters: ChosenColor})
		return true
	case reImprint.MatchString(line):
		c.Imprint = true
		return true
	case reImprinted.MatchString(line) && c.Imprint:
		c.Mana = append(c.Mana, ManaAbility{Makes: mana.OneOf(mana.AllColors), Tap: true, AsEnters: ImprintedColor})
		return true
	}
	return false
}

// Choice is how one card's mana is chosen as it enters: the companions it
// may become (Opts: card ids; Masks: the colours each makes), and for an
// imprint, which companion each card of the deck exiled from the hand makes
// it (ByCard[card id]: the index in Opts, -1 if the card may not be exiled
// or has no colour). The card itself is what it is when nothing is chosen
// (Chrome Mox with nothing exiled: no mana).
type Choice struct {
	Imprint bool
	Opts    []uint16
	Masks   []mana.Mask
	ByCard  []int16
}

// entersChoices adds the companions of the deck's cards whose mana is
// chosen as they enter (add registers a card and returns its id).
func (cd *Compiled) entersChoices(cs []*Card, add func(*Card) (int, error)) error {
	for id, c := range cs {
		ai := -1
		for i, a := range c.Mana {
			if a.AsEnters != NoChoice {
				ai = i
			}
		}
		if ai < 0 || cd.Copies[id] == 0 && !cd.isCommander(id) {
			continue
		}
		a := c.Mana[ai]
		ch := Choice{Imprint: a.AsEnters == ImprintedColor}
		if ch.Imprint {
			for _, o := range cs {
				if m := imprintColors(o); m != 0 && !containsMask(ch.Masks, m) {
					ch.Masks = append(ch.Masks, m)
				}
			}
		} else {
			for t := mana.W; t < mana.C; t++ {
				if cd.demand[t] > 0 {
					ch.Masks = append(ch.Masks, t.Mask())
				}
			}
			if len(ch.Masks) == 0 { // no coloured pips: any colour serves alike
				ch.Masks = append(ch.Masks, mana.W.Mask())
			}
		}
		for _, m := range ch.Masks {
			comp := *c
			comp.Name = fmt.Sprintf("%s (%s)", c.Name, choiceWords(ch.Imprint, m))
			comp.Mana = append([]ManaAbility(nil), c.Mana...)
			comp.Mana[ai].Makes.Units[0] = m
			comp.Mana[ai].AsEnters = NoChoice
			comp.Imprint, comp.Faces, comp.Lines, comp.Unrecognised, comp.Layout = false, nil, nil, nil, LayoutNormal
			cid, err := add(&comp)
			if err != nil {
				return err
			}
			cd.Cards[cid].Castable = false // (it is never in the hand)
			ch.Opts = append(ch.Opts, uint16(cid))
		}
		cd.Cards[id].Choice = len(cd.Choices)
		cd.Choices = append(cd.Choices, ch)
	}
	return nil
}

// imprintByCard fills each imprint's ByCard once every card has its id.
func (cd *Compiled) imprintByCard(cs []*Card) {
	for i := range cd.Choices {
		ch := &cd.Choices[i]
		if !ch.Imprint {
			continue
		}
		ch.ByCard = make([]int16, len(cd.Cards))
		for id := range ch.ByCard {
			ch.ByCard[id] = -1
			if id < len(cs) {
				for o, m := range ch.Masks {
					if imprintColors(cs[id]) == m {
						ch.ByCard[id] = int16(o)
					}
				}
			}
		}
	}
}

// imprintColors is the colours of a card Chrome Mox may exile (a
// nonartifact, nonland card), 0 if it may not or it has none.
func imprintColors(c *Card) mana.Mask {
	if c.Types&(Artifact|Land) != 0 || c.Devoid {
		return 0
	}
	return c.Cost.Colors()
}

func containsMask(ms []mana.Mask, m mana.Mask) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// choiceWords names a companion: "chose blue", "exiled a W/U card".
func choiceWords(imprint bool, m mana.Mask) string {
	if !imprint {
		return "chose " + colorName(m.First())
	}
	return "exiled a " + strings.Join(strings.Split(m.String(), ""), "/") + " card"
}

func colorName(t mana.Type) string {
	return [...]string{"white", "blue", "black", "red", "green", "colorless"}[t]
}

// words says what fixes the colours, for ManaAbility.String.
func (e EntersChoice) words() string {
	switch e {
	case ChosenColor:
		return " (one colour, chosen as it enters)"
	case ImprintedColor:
		return " (one of the exiled card's colours)"
	}
	return ""
}

// withoutChoices is a card's mana abilities but those whose colours are
// chosen as it enters: the card itself makes none of that mana.
func withoutChoices(abs []ManaAbility) []ManaAbility {
	for i, a := range abs {
		if a.AsEnters != NoChoice {
			out := append([]ManaAbility(nil), abs[:i]...)
			return append(out, withoutChoices(abs[i+1:])...)
		}
	}
	return abs
}
