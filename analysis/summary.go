// Package analysis turns a run's counts into what people read and keep:
// summaries with confidence intervals, the result files (Arrow IPC tables,
// with Parquet copies on request) and their readers, and the merge of shards.
// Counts stay exact integers; probabilities and their 95% Wilson intervals
// are derived here. The charts are in analysis/chart, apart, so that this
// package does not link a plotting library.
package analysis

import (
	"fmt"
	"io"
	"strings"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/sim"
)

// Prop is a proportion with its count and 95% Wilson interval.
type Prop struct {
	Hits int64   `json:"hits"`
	Of   int64   `json:"of"`
	P    float64 `json:"p"`
	Lo   float64 `json:"ci_low"`
	Hi   float64 `json:"ci_high"`
}

// NewProp returns hits of n with its interval.
func NewProp(hits, n int64) Prop {
	p := Prop{Hits: hits, Of: n}
	if n > 0 {
		p.P = float64(hits) / float64(n)
	}
	p.Lo, p.Hi = sim.Wilson(hits, n)
	return p
}

func (p Prop) String() string {
	if p.Of == 0 {
		return "—"
	}
	return fmt.Sprintf("%5.1f%% [%.1f,%.1f]", 100*p.P, 100*p.Lo, 100*p.Hi)
}

// Summary is the summary of one deck's run.
type Summary struct {
	Deck     string        `json:"deck"`
	Turns    int           `json:"turns"`
	Seed     uint64        `json:"seed"`
	Rules    string        `json:"rules"`
	Mulligan string        `json:"mulligan"`
	Sides    []SideSummary `json:"sides"`
	// Unmodelled is what the engine ignores of the deck's cards, a line
	// per card and ability (empty when it models everything).
	Unmodelled []Unmodelled `json:"unmodelled"`
}

// Unmodelled is one thing the engine ignores of a card.
type Unmodelled struct {
	Card    string `json:"card"`
	Ignored string `json:"ignored"`
}

// SideSummary is one side's part.
type SideSummary struct {
	Side      string        `json:"side"`
	Games     int64         `json:"games"`
	Mulligans []Prop        `json:"mulligans"` // by number of mulligans taken
	Cards     []CardSummary `json:"cards"`
	Turns     []TurnSummary `json:"turns"`
	Kill      []Prop        `json:"kill_turn"` // Kill[t-1]: the opponent dead on turn t
	NoKill    Prop          `json:"no_kill"`
	Killed    Prop          `json:"killed"` // the games with a kill by the last turn (--turns)
	// KillMean is the mean kill turn over the games in Killed only (0 if
	// none): the games with no kill by --turns are not in it, so it is no
	// estimate of the kill turn of a deck that rarely kills by then.
	KillMean float64 `json:"kill_turn_mean"`
}

// CardSummary is one card on its curve turn (its mana value, at least 1).
// Castable and EnoughMana are policy-free (the lands drawn by then, played in
// the best order for the card); CastableGivenEnough is Karsten's conditional
// figure, castable over the games with enough lands. The InPlay figure and
// CastableHand use the mana the engine's own plays left on the battlefield.
type CardSummary struct {
	Name                string `json:"card"`
	Cost                string `json:"mana_cost"`
	ManaValue           int    `json:"mana_value"`
	CurveTurn           int    `json:"curve_turn"`
	InHand              Prop   `json:"in_hand"`
	Castable            Prop   `json:"castable"`                   // over all games
	EnoughMana          Prop   `json:"enough_mana"`                // over all games
	CastableGivenEnough Prop   `json:"castable_given_enough_mana"` // over the games with enough mana
	CastableInPlay      Prop   `json:"castable_in_play"`           // over all games
	CastableHand        Prop   `json:"castable_given_in_hand"`     // in play, over the games with it in hand
	CastBy              Prop   `json:"cast_by_curve_turn"`
}

// TurnSummary is one turn.
type TurnSummary struct {
	Turn      int     `json:"turn"`
	Games     int64   `json:"games"`
	LandDrop  Prop    `json:"land_drop"`
	Lands     float64 `json:"lands"`          // mean lands on the battlefield
	Available float64 `json:"mana_available"` // mean
	Spent     float64 `json:"mana_spent"`     // mean
	Lost      float64 `json:"mana_lost"`      // mean
	Burn      Prop    `json:"mana_burn"`      // games with mana burn
	BurnLife  float64 `json:"burn_life"`      // mean life lost to it
	OppDead   Prop    `json:"opponent_dead"`
}

// mean is sum/n, 0 when n is 0 (JSON has no NaN; the counts say n is 0).
func mean(sum, n int64) float64 {
	if n == 0 {
		return 0
	}
	return float64(sum) / float64(n)
}

// Summarize builds the summary of one deck's counts; rules, mulligan and
// seed are for the heading.
func Summarize(dr *DeckResult, seed uint64, rules, mulligan string) Summary {
	st := dr.Stats
	s := Summary{Deck: dr.Deck, Turns: st.Turns, Seed: seed, Rules: rules, Mulligan: mulligan, Unmodelled: []Unmodelled{}}
	for _, u := range dr.Unmodelled {
		s.Unmodelled = append(s.Unmodelled, Unmodelled{Card: u.Card, Ignored: u.What})
	}
	for side := sim.OnPlay; side <= sim.OnDraw; side++ {
		ss := &st.Sides[side]
		if ss.Games == 0 {
			continue
		}
		out := SideSummary{Side: side.String(), Games: ss.Games}
		last := 0
		for m, n := range ss.Mulligans {
			if n > 0 {
				last = m
			}
		}
		for m := 0; m <= last; m++ {
			out.Mulligans = append(out.Mulligans, NewProp(ss.Mulligans[m], ss.Games))
		}
		n := st.Cards
		for id, c := range dr.Cards {
			if !c.Listed {
				continue
			}
			turn := min(max(c.ManaValue, 1), st.Turns)
			ct := ss.Card[(turn-1)*n+id]
			games := ss.Turn[turn-1].Games
			out.Cards = append(out.Cards, CardSummary{Name: c.Name, Cost: c.Cost, ManaValue: c.ManaValue, CurveTurn: turn,
				InHand: NewProp(ct.InHand, games), Castable: NewProp(ct.Castable, games),
				EnoughMana: NewProp(ct.EnoughMana, games), CastableGivenEnough: NewProp(min(ct.Castable, ct.EnoughMana), ct.EnoughMana),
				CastableInPlay: NewProp(ct.CastableInPlay, games),
				CastableHand:   NewProp(ct.InHandCastable, ct.InHand), CastBy: NewProp(ct.CastBy, games)})
		}
		for t, ts := range ss.Turn {
			out.Turns = append(out.Turns, TurnSummary{Turn: t + 1, Games: ts.Games, LandDrop: NewProp(ts.LandDrops, ts.Games),
				Lands: mean(ts.Lands, ts.Games), Available: mean(ts.ManaAvailable, ts.Games), Spent: mean(ts.ManaSpent, ts.Games),
				Lost: mean(ts.ManaLost, ts.Games), Burn: NewProp(ts.BurnGames, ts.Games), BurnLife: mean(ts.BurnLife, ts.Games),
				OppDead: NewProp(ts.OppDead, ts.Games)})
		}
		var killed, sum int64
		for t := 1; t < len(ss.Kill); t++ {
			out.Kill = append(out.Kill, NewProp(ss.Kill[t], ss.Games))
			killed += ss.Kill[t]
			sum += int64(t) * ss.Kill[t]
		}
		out.NoKill = NewProp(ss.Kill[0], ss.Games)
		out.Killed = NewProp(killed, ss.Games)
		out.KillMean = mean(sum, killed)
		s.Sides = append(s.Sides, out)
	}
	return s
}

// WriteText writes the summary as tables a person reads at a glance.
func (s *Summary) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d turns, seed %d, %s mulligan, %s rules\n", decks.Printable(s.Deck), s.Turns, s.Seed, s.Mulligan, s.Rules)
	for _, ss := range s.Sides {
		fmt.Fprintf(&b, "\non the %s: %d games\n", ss.Side, ss.Games)
		b.WriteString("  mulligans:")
		for m, p := range ss.Mulligans {
			fmt.Fprintf(&b, "  %d: %.2f%%", m, 100*p.P)
		}
		b.WriteString("\n\n")
		nameW := len("card")
		for _, c := range ss.Cards {
			nameW = max(nameW, len(decks.Printable(c.Name))+len(c.Cost)+1)
		}
		fmt.Fprintf(&b, "  %-*s  turn  %-22s  %-22s  %-22s  %-22s\n", nameW, "card", "castable on curve", "given enough lands",
			"castable in play", "cast by curve turn")
		for _, c := range ss.Cards {
			fmt.Fprintf(&b, "  %-*s  %4d  %-22s  %-22s  %-22s  %-22s\n", nameW, decks.Printable(c.Name)+" "+c.Cost, c.CurveTurn, c.Castable,
				c.CastableGivenEnough, c.CastableInPlay, c.CastBy)
		}
		b.WriteString("  " + strings.ReplaceAll(InPlayNote, "\n", "\n  ") + "\n")
		b.WriteString("\n  turn  games      land drop  lands  mana  spent  lost  burn games  opp dead\n")
		for _, t := range ss.Turns {
			fmt.Fprintf(&b, "  %4d  %-9d  %8.1f%%  %5.2f  %4.2f  %5.2f  %4.2f  %9.2f%%  %7.2f%%\n", t.Turn, t.Games, 100*t.LandDrop.P,
				t.Lands, t.Available, t.Spent, t.Lost, 100*t.Burn.P, 100*t.OppDead.P)
		}
		fmt.Fprintf(&b, "\n  kill turn (the opponent at 0 life):")
		for t, p := range ss.Kill {
			if p.Hits > 0 {
				fmt.Fprintf(&b, "  T%d %.1f%%", t+1, 100*p.P)
			}
		}
		fmt.Fprintf(&b, "  none %.1f%%\n", 100*ss.NoKill.P)
		b.WriteString("  " + ss.KillText(s.Turns) + "\n")
	}
	if len(s.Unmodelled) > 0 {
		b.WriteString("\nnot modelled (the engine ignores these):\n")
		for _, u := range s.Unmodelled {
			fmt.Fprintf(&b, "  %s: %s\n", decks.Printable(u.Card), decks.Printable(u.Ignored))
		}
	}
	b.WriteString("\ncastable on curve: the lands drawn by then, played in the best order for the card, pay its cost\n" +
		"(policy-free, lands only); castable in play: the mana the engine's own plays left on the battlefield.\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// InPlayNote says, under a castability table, why "castable in play" can be
// below "castable on curve" (Goblin Guide on turn 1 of a Burn list with fetch
// lands: 93.8% against 99.9%).
const InPlayNote = `"in play" can be below "on curve": on curve plays the lands drawn in the best order for that one card;
in play is the board the engine's own plays left, one land order for the whole hand (a tapped land
played now for later, a shock land, or the one a fetch land finds, left tapped to keep life).`

// KillText says in words how many games killed by the last turn and what
// the mean kill turn is over: those games only.
func (ss *SideSummary) KillText(turns int) string {
	if ss.Killed.Hits == 0 {
		return fmt.Sprintf("no game killed by turn %d (--turns %d): no kill turn to average", turns, turns)
	}
	text := fmt.Sprintf("killed by turn %d (--turns %d) in %.1f%% %s of the games; mean kill turn T%.2f over those games only",
		turns, turns, 100*ss.Killed.P, interval(ss.Killed), ss.KillMean)
	if ss.NoKill.Hits > 0 {
		text += fmt.Sprintf(" (the %.1f%% not killed by then are not in it)", 100*ss.NoKill.P)
	}
	return text
}

// interval spells a proportion's 95% Wilson interval in percent.
func interval(p Prop) string {
	return fmt.Sprintf("[%.1f,%.1f]", 100*p.Lo, 100*p.Hi)
}
