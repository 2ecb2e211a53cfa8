package sim

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/goldfishsim/goldfish/decks"
)

// Side is who starts: the player on the play skips the first draw.
type Side uint8

// Sides.
const (
	OnPlay Side = iota
	OnDraw
)

func (s Side) String() string {
	if s == OnDraw {
		return "draw"
	}
	return "play"
}

// Sides is the set of sides a run plays: "play", "draw" or "both".
type Sides uint8

// Side sets.
const (
	PlayOnly Sides = 1 << OnPlay
	DrawOnly Sides = 1 << OnDraw
	Both           = PlayOnly | DrawOnly
)

// Has reports whether the set holds s.
func (ss Sides) Has(s Side) bool { return ss&(1<<s) != 0 }

func (ss Sides) String() string {
	switch ss {
	case PlayOnly:
		return "play"
	case DrawOnly:
		return "draw"
	}
	return "both"
}

// ParseSides reads "play", "draw" or "both".
func ParseSides(s string) (Sides, error) {
	switch strings.ToLower(s) {
	case "play":
		return PlayOnly, nil
	case "draw":
		return DrawOnly, nil
	case "both", "":
		return Both, nil
	}
	return 0, &ConfigError{"on", strconv.Quote(s), "want play, draw or both"}
}

// MulliganRule is how a player mulligans.
type MulliganRule uint8

// Mulligan rules.
const (
	London    MulliganRule = iota // draw 7, put one card on the bottom per mulligan
	Vancouver                     // draw one fewer per mulligan, then scry 1 if below 7
	NoMulligan
)

func (m MulliganRule) String() string {
	return [...]string{"london", "vancouver", "none"}[m]
}

// ParseMulligan reads "london", "vancouver" or "none".
func ParseMulligan(s string) (MulliganRule, error) {
	switch strings.ToLower(s) {
	case "london", "":
		return London, nil
	case "vancouver":
		return Vancouver, nil
	case "none":
		return NoMulligan, nil
	}
	return 0, &ConfigError{"mulligan", strconv.Quote(s), "want london, vancouver or none"}
}

// Rules picks when mana pools empty and whether mana burn costs life.
type Rules uint8

// Rule sets.
const (
	Modern  Rules = iota // pools empty at the end of each step and phase; no mana burn
	Classic              // pools empty at the end of each phase, 1 life per mana lost (mana burn)
)

func (r Rules) String() string {
	if r == Classic {
		return "classic"
	}
	return "modern"
}

// ParseRules reads "modern" or "classic".
func ParseRules(s string) (Rules, error) {
	switch strings.ToLower(s) {
	case "modern", "":
		return Modern, nil
	case "classic":
		return Classic, nil
	}
	return 0, &ConfigError{"rules", strconv.Quote(s), "want modern or classic"}
}

// ScryRule is how the Vancouver mulligan's scry decides.
type ScryRule uint8

// Scry rules.
const (
	ScryPlanner ScryRule = iota // keep on top what the hand wants (policy.go)
	ScryLandTop                 // a land stays on top, a spell goes to the bottom (the published studies' rule)
)

func (r ScryRule) String() string {
	if r == ScryLandTop {
		return "land-top"
	}
	return "planner"
}

// ParseScry reads "planner" or "land-top".
func ParseScry(s string) (ScryRule, error) {
	switch strings.ToLower(s) {
	case "planner", "":
		return ScryPlanner, nil
	case "land-top":
		return ScryLandTop, nil
	}
	return 0, &ConfigError{"scry", strconv.Quote(s), "want planner or land-top"}
}

// KeepRule says which land counts are keepable for each kept hand size,
// counted after London bottoming: "7:2-5,6:2-4,5:2-4,4:0-7". A hand size the
// rule does not list is always kept.
type KeepRule struct {
	set    [8]bool
	lo, hi [8]uint8
}

// DefaultKeep is DESIGN's rule: 2-5 lands at 7 cards, 2-4 at 6, 2-4 at 5,
// any hand of 4.
const DefaultKeep = "7:2-5,6:2-4,5:2-4,4:0-7"

// ParseKeep reads a keep rule.
func ParseKeep(s string) (KeepRule, error) {
	var k KeepRule
	if strings.TrimSpace(s) == "" {
		return k, &ConfigError{"keep", `""`, "an empty rule (want one like " + DefaultKeep + ")"}
	}
	for _, part := range strings.Split(s, ",") {
		size, rng, ok := strings.Cut(strings.TrimSpace(part), ":")
		lo, hi, ok2 := strings.Cut(rng, "-")
		n, err1 := strconv.Atoi(size)
		a, err2 := strconv.Atoi(lo)
		b, err3 := strconv.Atoi(hi)
		if !ok || !ok2 || err1 != nil || err2 != nil || err3 != nil {
			return k, &ConfigError{"keep", strconv.Quote(s), fmt.Sprintf("%q is not SIZE:MIN-MAX, like 7:2-5", part)}
		}
		if n < 1 || n > 7 || a < 0 || b < a || b > 7 {
			return k, &ConfigError{"keep", strconv.Quote(s), fmt.Sprintf("%q is out of range (hand size 1-7, lands 0-7, MIN <= MAX)", part)}
		}
		if k.set[n] {
			return k, &ConfigError{"keep", strconv.Quote(s), fmt.Sprintf("hand size %d is given twice (%d:%d-%d, then %q): give it once", n, n, k.lo[n], k.hi[n], part)}
		}
		k.set[n], k.lo[n], k.hi[n] = true, uint8(a), uint8(b)
	}
	return k, nil
}

// Keeps reports whether a hand of size cards with lands lands is kept.
func (k *KeepRule) Keeps(size, lands int) bool {
	if size < 0 || size > 7 || !k.set[size] {
		return true
	}
	return lands >= int(k.lo[size]) && lands <= int(k.hi[size])
}

func (k KeepRule) String() string {
	var parts []string
	for n := 7; n >= 1; n-- {
		if k.set[n] {
			parts = append(parts, fmt.Sprintf("%d:%d-%d", n, k.lo[n], k.hi[n]))
		}
	}
	return strings.Join(parts, ",")
}

// Config is everything a run is a function of, with the seed.
type Config struct {
	Games       int64 // games per side
	Turns       int
	Seed        uint64
	Sides       Sides
	Mulligan    MulliganRule
	Keep        KeepRule
	BottomLands int      // London: keep min(lands, BottomLands) lands when bottoming, where it can
	Scry        ScryRule // Vancouver: how the scry decides
	Rules       Rules
	Format      decks.Format
	Workers     int
	Shard       int // this run plays shard Shard of Shards (game indices i with i % Shards == Shard)
	Shards      int
	// StopAtKill ends a game at the end of the turn the opponent dies: the
	// later turns then count only the games still going.
	StopAtKill bool
}

// DefaultConfig returns DESIGN's defaults.
func DefaultConfig() Config {
	k, _ := ParseKeep(DefaultKeep)
	return Config{Games: 1_000_000, Turns: 10, Seed: 1, Sides: Both, Mulligan: London, Keep: k, BottomLands: 3,
		Rules: Modern, Format: decks.Constructed, Workers: 0, Shard: 0, Shards: 1}
}

// Limits of a configuration.
const (
	MaxTurns   = 50   // turns a game plays
	MaxGames   = 1e15 // games per side
	MaxWorkers = 4096 // worker goroutines
	MaxShards  = 1 << 20
)

// A ConfigError says which setting of a configuration is wrong and why, in
// the setting's own name ("games", "on", "bottom-lands"): a command line adds
// its flag, a job file its key and line.
type ConfigError struct {
	Setting string
	Value   string // as the user wrote it, quoted if a string
	Problem string
}

func (e *ConfigError) Error() string { return e.Setting + " " + e.Value + ": " + e.Problem }

// Check says what is wrong with a configuration, if anything.
func (c *Config) Check() error {
	bad := func(setting string, value any, problem string) error {
		return &ConfigError{setting, fmt.Sprint(value), problem}
	}
	switch {
	case c.Games < 1 || c.Games > MaxGames:
		return bad("games", c.Games, fmt.Sprintf("want 1 to %.0e", float64(MaxGames)))
	case c.Turns < 1 || c.Turns > MaxTurns:
		return bad("turns", c.Turns, fmt.Sprintf("want 1 to %d", MaxTurns))
	case c.Shards < 1 || c.Shards > MaxShards || c.Shard < 0 || c.Shard >= c.Shards:
		return bad("shard", fmt.Sprintf("%d/%d", c.Shard, c.Shards), fmt.Sprintf("want I/N with 0 <= I < N <= %d", MaxShards))
	case c.BottomLands < 0 || c.BottomLands > 7:
		return bad("bottom-lands", c.BottomLands, "want 0 to 7")
	case c.Workers < 0 || c.Workers > MaxWorkers:
		return bad("workers", c.Workers, fmt.Sprintf("want 0 (every CPU) to %d", MaxWorkers))
	case c.Sides == 0 || c.Sides > Both:
		return bad("on", int(c.Sides), "no side to play")
	case c.Mulligan > NoMulligan:
		return bad("mulligan", int(c.Mulligan), "not a mulligan rule")
	case c.Rules > Classic:
		return bad("rules", int(c.Rules), "not a rule set")
	case c.Scry > ScryLandTop:
		return bad("scry", int(c.Scry), "not a scry rule")
	}
	return nil
}
