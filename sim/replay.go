package sim

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/goldfishsim/goldfish/decks"
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

// tracePayment narrates what the last payment tapped, spent and floated.
func (g *Game) tracePayment() {
	p := &g.pay
	var taps []string
	for i := 0; i < p.NTaps; i++ {
		t := p.Taps[i]
		name := g.src.Kind(int(t.Kind)).Units[0].String() + " source"
		for id := 0; id < g.n; id++ { // a permanent of that kind
			if g.field[id] > 0 && g.d.Cards[id].Kind == int(t.Kind) {
				name = g.name(uint16(id))
				break
			}
		}
		taps = append(taps, fmt.Sprintf("%d x %s", t.N, name))
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
	g.tracef("%s", msg)
}

// Replay plays game i of a run on side s alone and writes it to w turn by
// turn in words: what was drawn, which land, what was tapped for what, what
// was cast, what floated, what burned. It is the same game the run played:
// its randomness depends on (seed, side, i) only.
func Replay(ctx context.Context, d *decks.Compiled, cfg Config, s Side, i int64, w io.Writer) error {
	if err := cfg.Check(); err != nil {
		return err
	}
	st := NewStats(len(d.Cards), cfg.Turns)
	g, err := NewGame(d, &cfg, st)
	if err != nil {
		return err
	}
	g.trace = &tracer{w: w}
	fmt.Fprintf(w, "%s, game %d on the %s (seed %d, %s rules, %s mulligan)\n", d.Name, i, s, cfg.Seed, cfg.Rules, cfg.Mulligan)
	g.play(s, i)
	if g.trace.err != nil {
		return g.trace.err
	}
	switch {
	case g.killTurn > 0:
		fmt.Fprintf(w, "the opponent dies on turn %d\n", g.killTurn)
	case g.dead:
		fmt.Fprintf(w, "the player loses on turn %d\n", g.turn)
	default:
		fmt.Fprintf(w, "after %d turns the opponent is at %d life\n", cfg.Turns, g.opp)
	}
	return ctx.Err()
}
