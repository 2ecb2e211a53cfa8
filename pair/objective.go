package pair

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/goldfishsim/goldfish/decks"
)

// Objective is what optimize maximises, per game (its figures summed over
// the sides played), named on the command line:
//
//	curve           the mean over spells of castable on curve (on the turn of
//	                its mana value, within the turns played; policy-free),
//	                weighted by copies
//	mana:N          the mana spent on turns 1 to N
//	kill            the kill turn (the last turn + 1 when the opponent lives),
//	                minimised
//	castable:NAME@T the chance NAME is castable on turn T (policy-free: the
//	                lands dealt by then could pay it)
type Objective struct {
	Kind  string // "curve", "mana", "kill", "castable"
	Turn  int
	Card  string
	Lower bool // smaller is better (kill)
}

// ParseObjective reads an objective's name.
func ParseObjective(s string) (Objective, error) {
	name, arg, _ := strings.Cut(s, ":")
	switch name {
	case "curve", "kill":
		if arg != "" {
			return Objective{}, fmt.Errorf("objective %q: %s takes no argument", s, name)
		}
		return Objective{Kind: name, Lower: name == "kill"}, nil
	case "mana":
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 {
			return Objective{}, fmt.Errorf("objective %q: want mana:N, N the last turn counted (1 or more)", s)
		}
		return Objective{Kind: name, Turn: n}, nil
	case "castable":
		card, t, ok := strings.Cut(arg, "@")
		n, err := strconv.Atoi(t)
		if !ok || err != nil || n < 1 || card == "" {
			return Objective{}, fmt.Errorf("objective %q: want castable:NAME@T", s)
		}
		return Objective{Kind: name, Card: card, Turn: n}, nil
	}
	return Objective{}, fmt.Errorf("objective %q: want curve, mana:N, kill or castable:NAME@T", s)
}

func (o Objective) String() string {
	switch o.Kind {
	case "mana":
		return fmt.Sprintf("mana:%d", o.Turn)
	case "castable":
		return fmt.Sprintf("castable:%s@%d", o.Card, o.Turn)
	}
	return o.Kind
}

// figures returns what a deck's per-game objective sums (each figure times
// its weight) and the divisor that makes the sum the objective's value.
func (o Objective) figures(d *decks.Compiled, turns int) ([]Figure, []int64, int64, error) {
	switch o.Kind {
	case "curve":
		var figs []Figure
		var w []int64
		total := int64(0)
		for id, name := range d.Names {
			c := &d.Cards[id]
			if !c.Castable || d.Copies[id] == 0 || c.MV > turns {
				continue
			}
			figs = append(figs, Figure{Kind: Castable, Card: name, Turn: max(c.MV, 1)})
			w = append(w, int64(d.Copies[id]))
			total += int64(d.Copies[id])
		}
		if total == 0 {
			return nil, nil, 0, fmt.Errorf("%s: no spell with a mana value within %d turns", d.Name, turns)
		}
		return figs, w, total, nil
	case "mana":
		if o.Turn > turns {
			return nil, nil, 0, fmt.Errorf("objective %s: the games play %d turns", o, turns)
		}
		return []Figure{{Kind: ManaSpentTotal, Turn: o.Turn}}, []int64{1}, 1, nil
	case "kill":
		return []Figure{{Kind: KillTurn, Turn: turns}}, []int64{1}, 1, nil
	case "castable":
		if o.Turn > turns {
			return nil, nil, 0, fmt.Errorf("objective %s: the games play %d turns", o, turns)
		}
		for id, name := range d.Names {
			if decks.NormalName(name) == decks.NormalName(o.Card) && d.Copies[id] > 0 && d.Cards[id].Castable {
				return []Figure{{Kind: Castable, Card: name, Turn: o.Turn}}, []int64{1}, 1, nil
			}
		}
		return nil, nil, 0, fmt.Errorf("%s: no %s to cast (the objective's card)", d.Name, o.Card)
	}
	return nil, nil, 0, fmt.Errorf("objective %q", o.Kind)
}
