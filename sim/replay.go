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

func (g *game) tracef(format string, args ...any) {
	if g.trace == nil || g.trace.err != nil {
		return
	}
	_, g.trace.err = fmt.Fprintf(g.trace.w, "  "+format+"\n", args...)
}

// tracePayment narrates what a payment tapped (the permanents, by name and
// count), spent from the pool and floated.
func (g *game) tracePayment(p *mana.Payment) {
	b := &g.b
	taps := g.tappedNames()
	msg := "tap " + strings.Join(taps, ", ")
	if len(taps) == 0 {
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

// tappedNames names the permanents a payment tapped (from the log
// afterTaps keeps): "2 x Forest", "1 x Forest (with Utopia Sprawl)".
func (g *game) tappedNames() []string {
	var out []string
	for _, tn := range g.tapLog[:g.ntapLog] {
		if tn.aura >= 0 {
			out = append(out, fmt.Sprintf("%d x %s (with %s)", tn.n, g.name(tn.id), g.name(uint16(tn.aura))))
		} else {
			out = append(out, fmt.Sprintf("%d x %s", tn.n, g.name(tn.id)))
		}
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
