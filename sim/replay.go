package sim

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// tracer narrates a game in words, for replays. A game without one (every
// game of a run) pays only a nil check at each place that could narrate.
type tracer struct {
	w   io.Writer
	err error
}

func (g *Game) tracef(format string, args ...any) {
	if g.trace == nil || g.trace.err != nil {
		return
	}
	_, g.trace.err = fmt.Fprintf(g.trace.w, "  "+format+"\n", args...)
}

// tracePayment narrates what a payment tapped (the permanents, by name and
// count), spent from the pool and floated.
func (g *Game) tracePayment(p *mana.Payment) {
	b := &g.b
	var taps []string
	for i := 0; i < p.NTaps; i++ {
		t := p.Taps[i]
		taps = append(taps, g.tappedNames(int(t.Kind), int(t.N))...)
	}
	msg := "tap " + strings.Join(taps, ", ")
	if p.NTaps == 0 {
		msg = "tap nothing"
	}
	if !p.Spent.IsEmpty() {
		msg += ", spend " + p.Spent.String() + " from the pool"
	}
	if p.Life > 0 {
		msg += fmt.Sprintf(", pay %d life", p.Life)
	}
	if !p.Float.IsEmpty() {
		msg += ", " + p.Float.String() + " floats"
	}
	_ = b
	g.tracef("%s", msg)
}

// tappedNames names the n permanents of kind k a payment tapped: "2 x
// Forest", "1 x Llanowar Elves". Permanents of one kind make the same mana,
// so which of them is named is the game's order of cards.
func (g *Game) tappedNames(k, n int) []string {
	b := &g.b
	var out []string
	name := func(id int, c int) { out = append(out, fmt.Sprintf("%d x %s", c, g.name(uint16(id)))) }
	if k == b.untapKind && len(g.untappers) > 0 {
		for _, id := range g.untappers {
			if c := min(n, int(b.field[id])); c > 0 {
				name(int(id), c)
				n -= c
			}
		}
	}
	if b.src.Kind(k).Penalty&decks.PenaltyCreature != 0 && k != b.untapKind {
		for _, tn := range g.tapLog[:g.ntapLog] {
			if g.d.Cards[tn.id].Kind == k && n > 0 {
				c := min(n, tn.n)
				name(int(tn.id), c)
				n -= c
			}
		}
	}
	for _, e := range b.ench[:b.nench] {
		if n > 0 && int(e.kind) == k {
			out = append(out, fmt.Sprintf("1 x %s (with %s)", g.name(e.land), g.name(e.aura)))
			n--
		}
	}
	if n == 0 {
		return out
	}
	// The cards of the kind on the battlefield, in the game's order.
	var used [MaxCards]bool
	for n > 0 {
		best := -1
		for _, id16 := range g.kindCards[k] {
			id := int(id16)
			avail := int(b.field[id]) - int(g.enchantedCopies(id16))
			if g.d.Cards[id].Sick {
				avail -= int(b.fresh[id])
			}
			if !used[id] && avail > 0 && (best < 0 || g.better(id, best)) {
				best = id
			}
		}
		if best < 0 {
			out = append(out, fmt.Sprintf("%d x %s source", n, b.src.Kind(k).Units[0]))
			break
		}
		used[best] = true
		c := int(b.field[best]) - int(g.enchantedCopies(uint16(best)))
		if g.d.Cards[best].Sick {
			c -= int(b.fresh[best])
		}
		c = min(n, c)
		name(best, c)
		n -= c
	}
	return out
}

// Replay plays game i of a run on side s alone and writes it to w turn by
// turn in words: what was drawn, which cards were put on the bottom, which
// land, which permanents were tapped for what, what was cast, what floated,
// what burned, what was discarded, and each turn's mana spent and lost. It
// is the same game the run played (its randomness depends on (seed, side, i)
// only), and it returns that game's record as the run stores it.
func Replay(ctx context.Context, d *decks.Compiled, cfg Config, s Side, i int64, w io.Writer) (GameRecord, error) {
	if err := cfg.Check(); err != nil {
		return GameRecord{}, err
	}
	st := NewStats(len(d.Cards), cfg.Turns)
	g, err := newGame(d, &cfg, st)
	if err != nil {
		return GameRecord{}, err
	}
	g.trace = &tracer{w: w}
	fmt.Fprintf(w, "%s, game %d on the %s (seed %d, %s rules, %s mulligan)\n", d.Name, i, s, cfg.Seed, cfg.Rules, cfg.Mulligan)
	g.play(s, i)
	if g.trace.err != nil {
		return g.rec, g.trace.err
	}
	switch {
	case g.killTurn > 0:
		fmt.Fprintf(w, "the opponent dies on turn %d\n", g.killTurn)
	case g.dead:
		fmt.Fprintf(w, "the player loses on turn %d\n", g.turn)
	default:
		fmt.Fprintf(w, "after %d turns the opponent is at %d life\n", cfg.Turns, g.b.opp)
	}
	return g.rec, ctx.Err()
}
