package sim

import (
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Hand-worked scenarios, one for each rules fix and each play the engine
// used to get wrong: a board set up by hand, one main phase (or one step)
// of the engine, and what the rules (or the planner's written objective)
// say must happen. docs/RULES.md is the rules text; planner.go the
// objective.

// scenario is a game on a deck, set up by hand: turn t, nothing drawn.
func scenario(t *testing.T, text string, cfg Config) (*game, *decks.Compiled) {
	t.Helper()
	cd := compileText(t, text, cfg.Format)
	g := newTestGame(t, cd, cfg)
	g.turn = 3
	return g, cd
}

// onField puts n copies of a card onto the battlefield, untapped, as if it
// had been there since an earlier turn (no summoning sickness).
func (g *game) onField(t *testing.T, cd *decks.Compiled, name string, n int) int {
	t.Helper()
	c := id(t, cd, name)
	for range n {
		for j := g.pos; j < g.end; j++ { // out of the library
			if int(g.lib[j]) == c {
				g.lib[j] = g.lib[g.pos]
				g.pos++
				break
			}
		}
		g.enter(uint16(c), false, landPlay{payLife: true})
	}
	g.untap() // summoning sickness over, everything untapped
	return c
}

// inHandNamed gives n copies of a named card.
func (g *game) inHandNamed(t *testing.T, cd *decks.Compiled, name string, n int) int {
	t.Helper()
	c := id(t, cd, name)
	g.give(c, n)
	return c
}

// main plays one precombat main phase (turn 3) and returns the narration.
func (g *game) mainNarrated() string {
	var b strings.Builder
	g.trace = &tracer{w: &b}
	g.mainPhase(3)
	g.trace = nil
	return b.String()
}

// A creature tapped for mana does not attack; one that arrived this turn
// (summoning sick) does not either; nor does one with defender.
func TestTappedCreaturesDoNotAttack(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n20 Llanowar Elves\n20 Grizzly Bears", DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	elves := g.onField(t, cd, "Llanowar Elves", 2)
	bears := g.inHandNamed(t, cd, "Grizzly Bears", 1)
	g.b.landPlayed = true // no land this turn
	out := g.mainNarrated()
	if g.b.field[bears] != 1 {
		t.Fatalf("Grizzly Bears not cast with a Forest and two Elves:\n%s", out)
	}
	// {1}{G}: the Forest and one Elf; the other Elf attacks for 1, the Bears
	// are summoning sick.
	if g.b.tapped[elves] != 1 {
		t.Fatalf("%d Elves tapped, want 1:\n%s", g.b.tapped[elves], out)
	}
	g.combat()
	if g.b.opp != 19 {
		t.Errorf("opponent at %d after combat, want 19 (one untapped Elf):\n%s", g.b.opp, out)
	}
	if !strings.Contains(out, "1 x Llanowar Elves") || strings.Contains(out, "2 x Llanowar Elves") {
		t.Errorf("the replay should name one Elf tapped:\n%s", out)
	}

	// Defender: a 3/3 wall never attacks.
	wall := &decks.Card{Name: "Test Wall", Cost: mana.MustParseCost("{1}"), Types: decks.Creature, Power: 3, Toughness: 3, Defender: true}
	bear := &decks.Card{Name: "Test Bear", Cost: mana.MustParseCost("{1}"), Types: decks.Creature, Power: 2, Toughness: 2}
	d := &decks.Deck{Name: "walls", Format: decks.Constructed, Main: []decks.Slot{{Card: wall, Count: 30}, {Card: bear, Count: 30}}}
	wd, err := decks.Compile(d)
	if err != nil {
		t.Fatal(err)
	}
	g = newTestGame(t, wd, DefaultConfig())
	g.onField(t, wd, "Test Wall", 2)
	g.onField(t, wd, "Test Bear", 1)
	g.combat()
	if g.b.opp != 18 {
		t.Errorf("opponent at %d, want 18: only the bear attacks", g.b.opp)
	}
}

// A bounce land is tapped before it returns a land when that mana is used:
// an Island and Azorius Chancery in hand cast a {U} spell this turn.
func TestBounceLandTapsBeforeReturning(t *testing.T) {
	g, cd := scenario(t, "10 Island\n10 Azorius Chancery\n40 {U}", DefaultConfig())
	island := g.onField(t, cd, "Island", 1)
	chancery := g.inHandNamed(t, cd, "Azorius Chancery", 1)
	spell := g.inHandNamed(t, cd, "{U}", 1)
	out := g.mainNarrated()
	if g.b.field[chancery] != 1 || g.b.hand[island] != 1 || g.b.castTurn[spell] != 1 {
		t.Fatalf("want Chancery in play, the Island back in hand, {U} cast:\n%s", out)
	}
	if !strings.Contains(out, "tap Island for mana before it returns") || g.b.lost != 0 {
		t.Errorf("the Island should be tapped first, and nothing lost:\n%s", out)
	}
	// With nothing to cast, the Island goes back untapped: no mana is made
	// to be lost.
	g, cd = scenario(t, "10 Island\n10 Azorius Chancery\n40 {B}", DefaultConfig())
	g.onField(t, cd, "Island", 1)
	g.inHandNamed(t, cd, "Azorius Chancery", 1)
	out = g.mainNarrated()
	g.emptyPool("main phase")
	if g.b.lost != 0 {
		t.Errorf("%d mana lost: the Island was tapped for nothing:\n%s", g.b.lost, out)
	}
}

// No maximum hand size with Reliquary Tower or Thought Vessel; seven
// without.
func TestNoMaximumHandSize(t *testing.T) {
	for _, tc := range []struct {
		permanent string
		discards  int
	}{{"", 2}, {"Reliquary Tower", 0}, {"Thought Vessel", 0}} {
		text := "20 Mountain\n20 {9}\n10 Reliquary Tower\n10 Thought Vessel"
		g, cd := scenario(t, text, DefaultConfig())
		if tc.permanent != "" {
			g.onField(t, cd, tc.permanent, 1)
		}
		g.inHandNamed(t, cd, "{9}", 9)
		g.cleanup()
		if g.b.discards != tc.discards {
			t.Errorf("%q: %d discarded from 9, want %d", tc.permanent, g.b.discards, tc.discards)
		}
	}
}

// Land Auras' triggered mana abilities: an enchanted land adds the Aura's
// mana each time it is tapped (rule 605.1b).
func TestLandAuraMana(t *testing.T) {
	for _, tc := range []struct {
		aura  string
		extra int
	}{{"Utopia Sprawl", 1}, {"Wild Growth", 1}, {"Fertile Ground", 1}} {
		g, cd := scenario(t, "20 Forest\n10 "+tc.aura+"\n30 {G}{G}{G}{G}", DefaultConfig())
		g.onField(t, cd, "Forest", 2)
		aura := g.onField(t, cd, tc.aura, 1)
		if g.b.nench != 1 || g.b.field[aura] != 1 {
			t.Fatalf("%s enchants nothing", tc.aura)
		}
		if got := g.b.src.Total(mana.ForSpell); got != 2+tc.extra {
			t.Errorf("%s: two Forests, one enchanted, make %d mana, want %d", tc.aura, got, 2+tc.extra)
		}
	}
	// Cast this turn on a Forest still untapped, its mana is there at once:
	// three Forests, Wild Growth from one of them, then {G}{G}{G} from the
	// other two (one enchanted) the same turn.
	g, cd := scenario(t, "20 Forest\n10 Wild Growth\n30 {G}{G}{G}", DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	g.inHandNamed(t, cd, "Forest", 1)
	g.inHandNamed(t, cd, "Wild Growth", 1)
	spell := g.inHandNamed(t, cd, "{G}{G}{G}", 1)
	out := g.mainNarrated()
	if g.b.castTurn[spell] != 1 {
		t.Errorf("Forest, Forest and Wild Growth should cast {G}{G}{G} this turn:\n%s", out)
	}
}

// Arbor Elf untaps a Forest: one more tap of the best Forest (with Utopia
// Sprawl, two more mana); without a Forest it does nothing; summoning sick,
// it cannot.
func TestArborElfUntapsForest(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n10 Arbor Elf\n10 Utopia Sprawl\n10 Mountain\n10 {5}", DefaultConfig())
	g.onField(t, cd, "Arbor Elf", 1)
	if got := g.b.src.Total(mana.ForSpell); got != 0 {
		t.Fatalf("Arbor Elf with no Forest makes %d", got)
	}
	g.onField(t, cd, "Mountain", 1)
	g.onField(t, cd, "Forest", 1)
	if got := g.b.src.Total(mana.ForSpell); got != 3 {
		t.Fatalf("Mountain, Forest, Arbor Elf make %d, want 3", got)
	}
	g.onField(t, cd, "Utopia Sprawl", 1)
	if got := g.b.src.Total(mana.ForSpell); got != 5 {
		t.Fatalf("Mountain, Forest with Utopia Sprawl, Arbor Elf make %d, want 5", got)
	}
	// A fresh Arbor Elf is summoning sick.
	elf := id(t, cd, "Arbor Elf")
	g.enter(uint16(elf), false, landPlay{})
	if got := g.b.src.Total(mana.ForSpell); got != 5 {
		t.Fatalf("a summoning-sick Arbor Elf added mana: %d", got)
	}
}

// Morph: Exalted Angel is cast face down for {3} when nothing better uses
// the mana, counted as a morph; turned face up for {2}{W}{W} later.
func TestMorphFaceDownAndUp(t *testing.T) {
	g, cd := scenario(t, "20 Plains\n20 Exalted Angel\n20 {7}", DefaultConfig())
	g.onField(t, cd, "Plains", 3)
	angel := g.inHandNamed(t, cd, "Exalted Angel", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.faceDown[angel] != 1 || g.b.morphs != 1 || g.b.value != 3 {
		t.Fatalf("Exalted Angel not cast face down with three Plains:\n%s", out)
	}
	g.combat()
	if g.b.opp != 20 {
		t.Fatalf("a face-down creature cast this turn attacked")
	}
	// Next turn: four Plains turn it face up (a 4/5 that attacked as a 2/2
	// cannot, as it came this turn? no: it has been on the battlefield).
	g.untap()
	g.onField(t, cd, "Plains", 1)
	g.b.landPlayed = true
	out = g.mainNarrated()
	if g.b.faceDown[angel] != 0 || g.b.field[angel] != 1 {
		t.Fatalf("Exalted Angel not turned face up with four Plains:\n%s", out)
	}
	g.combat()
	if g.b.opp != 16 {
		t.Errorf("opponent at %d, want 16 (the Angel, face up, attacks for 4)", g.b.opp)
	}
}

// Classic rules: Mana Vault and Hypnotic Specter with three Swamps would
// burn 2; Specter alone burns nothing, and the planner casts that.
func TestNoAvoidableManaBurn(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Rules = Classic
	g, cd := scenario(t, "20 Swamp\n10 Mana Vault\n30 Hypnotic Specter", cfg)
	g.onField(t, cd, "Swamp", 3)
	vault := g.inHandNamed(t, cd, "Mana Vault", 1)
	specter := g.inHandNamed(t, cd, "Hypnotic Specter", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	g.emptyPool("main phase")
	if g.b.castTurn[specter] != 1 || g.b.castTurn[vault] != 0 || g.b.burn != 0 {
		t.Errorf("want Hypnotic Specter alone and no burn, got Vault %d, Specter %d, burn %d:\n%s",
			g.b.castTurn[vault], g.b.castTurn[specter], g.b.burn, out)
	}
	// Under the modern rules the lost mana costs nothing: both are cast.
	g, cd = scenario(t, "20 Swamp\n10 Mana Vault\n30 Hypnotic Specter", DefaultConfig())
	g.onField(t, cd, "Swamp", 3)
	vault = g.inHandNamed(t, cd, "Mana Vault", 1)
	specter = g.inHandNamed(t, cd, "Hypnotic Specter", 1)
	g.b.landPlayed = true
	out = g.mainNarrated()
	if g.b.castTurn[specter] != 1 || g.b.castTurn[vault] != 1 {
		t.Errorf("modern rules: want both cast:\n%s", out)
	}
}

// Black Lotus is not sacrificed for Black Knight when a Swamp and Dark
// Ritual cast the Knight (and Sol Ring) and burn nothing.
func TestLotusKeptWhenRitualServes(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Rules = Classic
	g, cd := scenario(t, "20 Swamp\n10 Dark Ritual\n10 Black Lotus\n10 Black Knight\n10 Sol Ring", cfg)
	g.inHandNamed(t, cd, "Swamp", 1)
	for _, n := range []string{"Dark Ritual", "Black Lotus", "Black Knight", "Sol Ring"} {
		g.inHandNamed(t, cd, n, 1)
	}
	out := g.mainNarrated()
	g.emptyPool("main phase")
	lotus, knight, ring := id(t, cd, "Black Lotus"), id(t, cd, "Black Knight"), id(t, cd, "Sol Ring")
	if g.b.field[knight] != 1 || g.b.field[ring] != 1 || g.b.field[lotus] != 1 || g.b.burn != 0 {
		t.Errorf("want Knight and Sol Ring cast, the Lotus on the battlefield, no burn:\n%s", out)
	}
}

// A ritual is cast when it lets the hand cast more, even with another
// spell castable without it: three Swamps, Dark Ritual, Black Knight and
// Juzám Djinn cast the Djinn (and not the Knight alone).
func TestRitualLines(t *testing.T) {
	g, cd := scenario(t, "20 Swamp\n10 Dark Ritual\n10 Black Knight\n20 Juzám Djinn", DefaultConfig())
	g.onField(t, cd, "Swamp", 3)
	g.inHandNamed(t, cd, "Dark Ritual", 1)
	g.inHandNamed(t, cd, "Black Knight", 1)
	djinn := g.inHandNamed(t, cd, "Juzám Djinn", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.castTurn[djinn] != 1 {
		t.Errorf("want Dark Ritual then Juzám Djinn:\n%s", out)
	}
}

// Four lands and {3}, {2}, {2}, {2}: two of the {2} (4 mana) rather than
// the {3} (3).
func TestMostManaValue(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n10 {3}\n30 {2}", DefaultConfig())
	g.onField(t, cd, "Mountain", 4)
	three := g.inHandNamed(t, cd, "{3}", 1)
	two := g.inHandNamed(t, cd, "{2}", 3)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.castTurn[two] != 2 || g.b.castTurn[three] != 0 || g.b.spent != 4 {
		t.Errorf("want two {2} (4 mana), got {2} x%d, {3} x%d, %d spent:\n%s", g.b.castTurn[two], g.b.castTurn[three], g.b.spent, out)
	}
}

// Fireball is never cast with X = 0; with two Mountains it is cast with X = 1.
func TestXAtLeastOne(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n40 Fireball", DefaultConfig())
	g.onField(t, cd, "Mountain", 1)
	fb := g.inHandNamed(t, cd, "Fireball", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.castTurn[fb] != 0 || g.b.opp != 20 {
		t.Fatalf("Fireball cast with one Mountain (X = 0):\n%s", out)
	}
	g.onField(t, cd, "Mountain", 1)
	out = g.mainNarrated()
	if g.b.castTurn[fb] != 1 || g.b.opp != 19 {
		t.Errorf("Fireball with two Mountains: want X = 1, opponent at 19, got %d:\n%s", g.b.opp, out)
	}
}

// A shock land pays no life when an untapped Glacial Fortress would do; it
// pays when only it would.
func TestNoAvoidableShock(t *testing.T) {
	text := "10 Island\n10 Hallowed Fountain\n10 Glacial Fortress\n30 {1}{W}"
	g, cd := scenario(t, text, DefaultConfig())
	g.onField(t, cd, "Island", 1)
	fortress := g.inHandNamed(t, cd, "Glacial Fortress", 1)
	g.inHandNamed(t, cd, "Hallowed Fountain", 1)
	spell := g.inHandNamed(t, cd, "{1}{W}", 1)
	out := g.mainNarrated()
	if g.b.field[fortress] != 1 || g.b.life != 20 || g.b.castTurn[spell] != 1 {
		t.Errorf("want Glacial Fortress (untapped with an Island), no life paid, {1}{W} cast; life %d:\n%s", g.b.life, out)
	}
	g, cd = scenario(t, text, DefaultConfig())
	g.onField(t, cd, "Island", 1)
	fountain := g.inHandNamed(t, cd, "Hallowed Fountain", 1)
	spell = g.inHandNamed(t, cd, "{1}{W}", 1)
	out = g.mainNarrated()
	if g.b.field[fountain] != 1 || g.b.life != 18 || g.b.castTurn[spell] != 1 {
		t.Errorf("want Hallowed Fountain paid for, {1}{W} cast; life %d:\n%s", g.b.life, out)
	}
	// With nothing to cast, the shock land enters tapped, paying nothing.
	g, cd = scenario(t, "10 Island\n10 Hallowed Fountain\n40 {5}", DefaultConfig())
	g.inHandNamed(t, cd, "Hallowed Fountain", 1)
	out = g.mainNarrated()
	if g.b.life != 20 {
		t.Errorf("the shock land paid 2 life with nothing to cast:\n%s", out)
	}
}

// With nothing to cast, a land that enters tapped is played before an
// untapped one (next turn has both untapped).
func TestTappedLandFirst(t *testing.T) {
	g, cd := scenario(t, "10 Island\n10 land:WU tapped\n40 {5}", DefaultConfig())
	g.inHandNamed(t, cd, "Island", 1)
	tapped := g.inHandNamed(t, cd, "land:WU tapped", 1)
	out := g.mainNarrated()
	if g.b.field[tapped] != 1 {
		t.Errorf("want the tapped land played first:\n%s", out)
	}
}

// Ties are broken by the game's random stream, not the decklist: with a
// Plains and an Island in hand and {W}{W} and {U}{U} spells, each land is
// played first in about half of the games, whichever line comes first.
func TestLandTieBrokenAtRandom(t *testing.T) {
	for _, text := range []string{"10 Plains\n10 Island\n20 {W}{W}\n20 {U}{U}", "10 Island\n10 Plains\n20 {U}{U}\n20 {W}{W}"} {
		cd := compileText(t, text, decks.Constructed)
		g := newTestGame(t, cd, DefaultConfig())
		plains := id(t, cd, "Plains")
		const n = 2000
		first := 0
		for i := range int64(n) {
			g.reset(OnPlay, i)
			g.give(plains, 1)
			g.give(id(t, cd, "Island"), 1)
			g.give(id(t, cd, "{W}{W}"), 1)
			g.give(id(t, cd, "{U}{U}"), 1)
			g.turn = 1
			g.mainPhase(1)
			if g.b.field[plains] == 1 {
				first++
			}
		}
		// Binomial(2000, 1/2): 5 standard errors is 112.
		if first < n/2-112 || first > n/2+112 {
			t.Errorf("%q: Plains first in %d of %d games", text, first, n)
		}
	}
}

// The planner's shortcuts change nothing: taking the planner's board
// instead of playing a line out again (when the line neither draws nor
// searches), and finding the only line without a search (one plain spell
// left to cast). Whole runs of every example deck, and of the castability
// study deck, give identical counts with and without them, under both rules.
func TestPlannerShortcutsExact(t *testing.T) {
	for _, ex := range shortcutDecks(t) {
		for _, rules := range []Rules{Modern, Classic} {
			cfg := DefaultConfig()
			cfg.Turns, cfg.Format, cfg.Rules = 8, ex.format, rules
			st, _ := bothWays(t, ex.cd, cfg, 600, func(g *game) { g.replay = true })
			if !st[0].Equal(st[1]) {
				t.Errorf("%s (%v rules): counts differ with and without the planner's shortcuts", ex.file, rules)
			}
		}
	}
}

// The planner's lazy scores (leaf computes a criterion only when the ones
// before it tie) choose the lines the whole scores choose: counts and game
// records identical beside a game that scores every leaf whole, under both
// rules, and the boards identical turn by turn.
func TestLazyScoresExact(t *testing.T) {
	eager := func(g *game) { g.eagerScore = true }
	for _, ex := range shortcutDecks(t) {
		for _, rules := range []Rules{Modern, Classic} {
			cfg := DefaultConfig()
			cfg.Turns, cfg.Format, cfg.Rules = 8, ex.format, rules
			st, recs := bothWays(t, ex.cd, cfg, 600, eager)
			if !st[0].Equal(st[1]) {
				t.Errorf("%s (%v rules): counts differ with lazy scores and whole ones", ex.file, rules)
			}
			if j := firstRecordDiff(recs); j >= 0 {
				t.Errorf("%s (%v rules): game %d differs with lazy scores and whole ones", ex.file, rules, j)
			}
			if at := lockstep(t, ex.cd, cfg, 150, eager, nil); at != "" {
				t.Errorf("%s (%v rules): the boards part at %s", ex.file, rules, at)
			}
		}
	}
}

// A plan leaves the board as it found it: makePlan saves no board when
// there is no land to try, trusting the search and onlyLine to undo every
// play they try. Planned at the start of every turn, the permanents
// untapped and the last turn's land drop still counted (so there is no land
// to try and the hand's spells can be tried), the board is the same after.
func TestPlanLeavesTheBoard(t *testing.T) {
	plans, cast := 0, 0
	for _, ex := range shortcutDecks(t) {
		for _, rules := range []Rules{Modern, Classic} {
			cfg := DefaultConfig()
			cfg.Turns, cfg.Format, cfg.Rules = 8, ex.format, rules
			g := newTestGame(t, ex.cd, cfg)
			for j := range int64(150) {
				g.reset(Side(j&1), j)
				g.mulligan()
				g.decideNatural()
				for turn := 1; turn <= cfg.Turns && !g.dead; turn++ {
					g.untap() // (playTurn's own untap finds it done)
					before := g.b
					g.makePlan()
					plans++
					if g.pl.nbest > 0 {
						cast++
					}
					after := g.b
					// What no board copy restores, nor needs to: the flag
					// that a card has been on the battlefield (reset
					// clears by it) and the enchantments past nench.
					after.used = before.used
					clear(after.ench[after.nench:])
					clear(before.ench[before.nench:])
					if after != before {
						t.Fatalf("%s (%v rules), game %d, turn %d: the plan changed the board", ex.file, rules, j, turn)
					}
					g.playTurn(turn)
				}
			}
		}
	}
	if plans == 0 || cast < plans/4 {
		t.Fatalf("%d plans, %d with a play: too few to prove anything", plans, cast)
	}
}

// Among spells of equal mana value the faster clock is played: with one
// Mountain, Goblin Guide (2 power, haste: it attacks now and every turn)
// before Lava Spike (3 damage once).
func TestFasterClock(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n20 Goblin Guide\n20 Lava Spike", DefaultConfig())
	g.onField(t, cd, "Mountain", 1)
	guide := g.inHandNamed(t, cd, "Goblin Guide", 1)
	g.inHandNamed(t, cd, "Lava Spike", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.castTurn[guide] != 1 {
		t.Errorf("want Goblin Guide:\n%s", out)
	}
}

// The Vancouver scry: with --scry land-top a land stays on top and a spell
// goes to the bottom, whatever the hand; with the planner's rule, a spell
// stays when the hand has three lands that can cast it, and a land goes to
// the bottom when the hand has five lands of every colour it needs.
func TestVancouverScry(t *testing.T) {
	for _, tc := range []struct {
		rule     ScryRule
		top      string // the card on top
		handLand int
		stays    bool
	}{
		{ScryLandTop, "Mountain", 5, true}, {ScryLandTop, "{R}", 3, false},
		{ScryPlanner, "{R}", 3, true}, {ScryPlanner, "Mountain", 5, false}, {ScryPlanner, "Mountain", 1, true},
		{ScryPlanner, "{R}", 1, false},
	} {
		cfg := DefaultConfig()
		cfg.Scry = tc.rule
		g, cd := scenario(t, "30 Mountain\n30 {R}", cfg)
		g.inHandNamed(t, cd, "Mountain", tc.handLand)
		g.inHandNamed(t, cd, "{R}", 1)
		// Put the card on top: draw it to the top stack by hand.
		top := id(t, cd, tc.top)
		for j := g.pos; j < g.end; j++ {
			if int(g.lib[j]) == top {
				g.lib[j], g.lib[g.pos] = g.lib[g.pos], g.lib[j]
				break
			}
		}
		g.ord = g.pos + 1 // the card at pos is the top
		g.scry()
		stayed := g.ntop == 1
		if stayed != tc.stays {
			t.Errorf("%v, %s on top, %d lands in hand: stays %v, want %v", tc.rule, tc.top, tc.handLand, stayed, tc.stays)
		}
	}
}

// London bottoming and cleanup discards break ties at random too: of a
// {W}{W} and a {U}{U} spell equally (un)castable, each goes first in about
// half of the games.
func TestBottomAndDiscardTiesAtRandom(t *testing.T) {
	cd := compileText(t, "10 Plains\n10 Island\n20 {W}{W}\n20 {U}{U}", decks.Constructed)
	g := newTestGame(t, cd, DefaultConfig())
	ww, uu := id(t, cd, "{W}{W}"), id(t, cd, "{U}{U}")
	const n = 2000
	var bottomW, discardW int
	for i := range int64(n) {
		g.reset(OnPlay, i)
		g.give(id(t, cd, "Plains"), 1)
		g.give(id(t, cd, "Island"), 1)
		g.give(ww, 3)
		g.give(uu, 3)
		if int(g.bottomChoice()) == ww {
			bottomW++
		}
		g.give(ww, 1) // nine cards: discard one
		g.b.hand[ww]--
		g.b.nhand--
		g.give(uu, 1)
		if int(g.discardChoice()) == ww {
			discardW++
		}
	}
	for what, k := range map[string]int{"bottomed": bottomW, "discarded": discardW} {
		if k < n/2-112 || k > n/2+112 {
			t.Errorf("{W}{W} %s first in %d of %d games (want about half)", what, k, n)
		}
	}
}

// An adventure, cast, exiles its card, whose creature may then be cast from
// exile: Stomp (2 damage) this turn, Bonecrusher Giant from exile next turn.
func TestAdventureThenCreatureFromExile(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n40 Bonecrusher Giant", DefaultConfig())
	g.onField(t, cd, "Mountain", 2)
	giant := g.inHandNamed(t, cd, "Bonecrusher Giant // Stomp", 1)
	stomp := id(t, cd, "Bonecrusher Giant // Stomp (Stomp)")
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.castTurn[stomp] != 1 || g.b.exiled[giant] != 1 || g.b.opp != 18 {
		t.Fatalf("want Stomp cast (2 damage) and the Giant in exile:\n%s", out)
	}
	g.untap()
	g.onField(t, cd, "Mountain", 1)
	g.b.landPlayed = true
	clear(g.b.castTurn[:g.n])
	out = g.mainNarrated()
	if g.b.field[giant] != 1 || g.b.exiled[giant] != 0 {
		t.Errorf("want Bonecrusher Giant cast from exile with three Mountains:\n%s", out)
	}
}
