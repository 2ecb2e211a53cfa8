package sim

import (
	"math/rand/v2"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Heritage Druid taps three untapped Elves, summoning sick or not (a cost
// that is not its own {T}, rule 302.6): a Forest and a Llanowar Elves from
// an earlier turn, and the Druid with two Llanowar Elves cast this turn,
// make 1 + 1 + {G}{G}{G} = 5: {4}{G} is payable, {5}{G} is not (the ready
// Llanowar in the group instead of its own {T} makes 4). Without the Druid
// the sick Elves make nothing. The planner casts {4}{G} tapping the Druid
// and the sick Elves. Next turn the Elves are ready: two of them and the
// Druid still make {G}{G}{G} and the third its {G}, 5 with the Forest.
func TestHeritageDruidTapsThreeElves(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n8 Heritage Druid\n16 Llanowar Elves\n16 {4}{G}", DefaultConfig())
	forest := g.onField(t, cd, "Forest", 1)
	elves := g.onField(t, cd, "Llanowar Elves", 1)
	g.enter(uint16(elves), false, landPlay{})
	g.enter(uint16(elves), false, landPlay{}) // two cast this turn
	if g.mana() != 2 || g.pays(t, "{2}{G}") {
		t.Fatalf("no Druid: %d mana, want the Forest's and the ready Elves' 2", g.mana())
	}
	druid := id(t, cd, "Heritage Druid")
	g.enter(uint16(druid), false, landPlay{})
	if g.mana() != 5 || !g.pays(t, "{4}{G}") || g.pays(t, "{5}{G}") {
		t.Fatalf("Druid and two sick Elves: %d mana, {4}{G} %v, {5}{G} %v; want 5, true, false",
			g.mana(), g.pays(t, "{4}{G}"), g.pays(t, "{5}{G}"))
	}
	spell := g.inHandNamed(t, cd, "{4}{G}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 || g.b.tapped[druid] != 1 || g.b.tapped[elves] != 3 || g.b.tapped[forest] != 1 {
		t.Fatalf("{4}{G} not cast with the Druid's three Elves (hand %d, Druid tapped %d, Elves tapped %d of 3):\n%s",
			g.b.hand[spell], g.b.tapped[druid], g.b.tapped[elves], out)
	}
	if g.b.fresh[elves] != 0 || g.b.sickKind[cd.Cards[elves].Kind] != 0 {
		t.Fatalf("the sick Elves tapped for the cost are still counted sick and untapped: fresh %d, sick %d", g.b.fresh[elves], g.b.sickKind[cd.Cards[elves].Kind])
	}
	g.untap()
	four := mana.NewDemand(mana.MustParseCost("{4}{G}"), mana.ForSpell)
	five := mana.NewDemand(mana.MustParseCost("{5}{G}"), mana.ForSpell)
	if !g.canPay(&four, 0, 0) || g.canPay(&five, 0, 0) {
		t.Fatalf("next turn (Forest, three ready Elves, the Druid): {4}{G} %v, {5}{G} %v; want true, false (two Elves and the Druid tap for {G}{G}{G}, the third for itself)",
			g.canPay(&four, 0, 0), g.canPay(&five, 0, 0))
	}
}

// Birchlore Rangers' two Elves make one mana of any colour; beside Heritage
// Druid, five summoning-sick Elves make the Druid's {G}{G}{G} and the
// Rangers' colour: {G}{G}{G}{U} is payable and no fifth mana.
func TestBirchloreRangersBesideTheDruid(t *testing.T) {
	g, cd := scenario(t, "20 Island\n4 Heritage Druid\n4 Birchlore Rangers\n16 Llanowar Elves\n16 {U}", DefaultConfig())
	rangers := id(t, cd, "Birchlore Rangers")
	elves := id(t, cd, "Llanowar Elves")
	g.enter(uint16(rangers), false, landPlay{})
	if g.mana() != 0 {
		t.Fatalf("the Rangers alone: %d mana, want 0 (two Elves to tap)", g.mana())
	}
	g.enter(uint16(elves), false, landPlay{})
	if g.mana() != 1 || !g.pays(t, "{U}") || g.pays(t, "{U}{U}") {
		t.Fatalf("Rangers and a sick Elf: %d mana, {U} %v; want one of any colour", g.mana(), g.pays(t, "{U}"))
	}
	g.enter(uint16(elves), false, landPlay{})
	g.enter(uint16(elves), false, landPlay{})
	g.enter(uint16(id(t, cd, "Heritage Druid")), false, landPlay{})
	if g.mana() != 4 || !g.pays(t, "{G}{G}{G}{U}") || g.pays(t, "{4}{U}") {
		t.Fatalf("five sick Elves, Druid and Rangers: %d mana, {G}{G}{G}{U} %v; want 4, true", g.mana(), g.pays(t, "{G}{G}{G}{U}"))
	}
}

// Urza, Lord High Artificer taps an untapped artifact for {U}: beside an
// Island, a Sol Ring and two Ornithopters it makes 1 + 2 + {U}{U} = 5. The
// Sol Ring taps for its own {C}{C}, not for Urza.
func TestUrzaTapsArtifacts(t *testing.T) {
	g, cd := scenario(t, "20 Island\n4 Sol Ring\n12 Ornithopter\n4 Urza, Lord High Artificer\n20 {U}{U}{U}", DefaultConfig())
	g.onField(t, cd, "Island", 1)
	g.onField(t, cd, "Sol Ring", 1)
	thopter := g.onField(t, cd, "Ornithopter", 2)
	if g.mana() != 3 {
		t.Fatalf("no Urza: %d mana, want 3", g.mana())
	}
	urza := id(t, cd, "Urza, Lord High Artificer")
	g.enter(uint16(urza), false, landPlay{}) // summoning sick: no {T} in the cost
	if g.mana() != 5 || !g.pays(t, "{2}{U}{U}{U}") || g.pays(t, "{3}{U}{U}{U}") {
		t.Fatalf("Urza: %d mana, {2}{U}{U}{U} %v, {3}{U}{U}{U} %v; want 5, true, false", g.mana(), g.pays(t, "{2}{U}{U}{U}"), g.pays(t, "{3}{U}{U}{U}"))
	}
	spell := g.inHandNamed(t, cd, "{U}{U}{U}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 || g.b.tapped[thopter] != 2 || g.b.tapped[urza] != 0 {
		t.Fatalf("{U}{U}{U} not cast by the Island and Urza's two artifacts (Ornithopters tapped %d):\n%s", g.b.tapped[thopter], out)
	}
}

// Ashnod's Altar sacrifices a creature for {C}{C}: a Forest, the Altar and
// two Bears make 1 + 2 + 2 = 5. A spell the Forest pays sacrifices nothing;
// a {4}{G} sacrifices both Bears, since it is cast only so.
func TestAshnodsAltarSacrificesOnlyWhenItCastsMore(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n4 Ashnod's Altar\n20 Grizzly Bears\n8 {G}\n8 {4}{G}", DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Ashnod's Altar", 1)
	bears := g.onField(t, cd, "Grizzly Bears", 2)
	if g.mana() != 5 || !g.pays(t, "{4}{G}") || g.pays(t, "{5}{G}") {
		t.Fatalf("Forest, Altar, two Bears: %d mana, want 5", g.mana())
	}
	small := g.inHandNamed(t, cd, "{G}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[small] != 0 || g.b.field[bears] != 2 {
		t.Fatalf("{G}: cast %v, Bears left %d of 2 (nothing is sacrificed for what the Forest pays):\n%s", g.b.hand[small] == 0, g.b.field[bears], out)
	}
	g.untap()
	big := g.inHandNamed(t, cd, "{4}{G}", 1)
	g.b.landPlayed = true
	out = g.mainNarrated()
	if g.b.hand[big] != 0 || g.b.field[bears] != 0 {
		t.Fatalf("{4}{G}: cast %v, Bears left %d (want both sacrificed):\n%s", g.b.hand[big] == 0, g.b.field[bears], out)
	}
	if g.mana() != 0 {
		t.Fatalf("after: %d mana, want 0 (no creature left to sacrifice)", g.mana())
	}
}

// A creature tapped for mana may still be sacrificed: with a Forest, a
// Llanowar Elves, Ashnod's Altar and a Bears, {2}{G}{G} taps the Forest and
// the Elves and sacrifices one creature, the tapped Elves (its use spent)
// rather than the Bears.
func TestAltarSacrificesATappedCreatureFirst(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n4 Ashnod's Altar\n12 Llanowar Elves\n12 Grizzly Bears\n12 {2}{G}{G}", DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Ashnod's Altar", 1)
	elves := g.onField(t, cd, "Llanowar Elves", 1)
	bears := g.onField(t, cd, "Grizzly Bears", 1)
	if g.mana() != 6 || g.pays(t, "{5}{G}{G}") {
		t.Fatalf("%d mana, want 6: Forest, Elves, two creatures for the Altar", g.mana())
	}
	spell := g.inHandNamed(t, cd, "{2}{G}{G}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 || g.b.field[elves] != 0 || g.b.field[bears] != 1 {
		t.Fatalf("{2}{G}{G}: cast %v, Elves %d, Bears %d (want the tapped Elves sacrificed):\n%s", g.b.hand[spell] == 0, g.b.field[elves], g.b.field[bears], out)
	}
}

// Skirk Prospector sacrifices a Goblin, itself included, for {R}: with a
// Goblin Guide, {R}{R} and no third.
func TestSkirkProspectorSacrificesGoblins(t *testing.T) {
	g, cd := scenario(t, "20 Island\n8 Skirk Prospector\n8 Goblin Guide\n8 Grizzly Bears\n16 {R}{R}", DefaultConfig())
	g.onField(t, cd, "Grizzly Bears", 1) // not a Goblin
	g.onField(t, cd, "Skirk Prospector", 1)
	if g.mana() != 1 {
		t.Fatalf("the Prospector alone: %d mana, want 1 (itself)", g.mana())
	}
	g.onField(t, cd, "Goblin Guide", 1)
	if !g.pays(t, "{R}{R}") || g.pays(t, "{R}{R}{R}") {
		t.Fatalf("Prospector and Goblin Guide: %d mana, want {R}{R}", g.mana())
	}
}

// costsDeck holds every mana ability paid with other permanents the engine
// plays, for the allocation and fast-path tests.
const costsDeck = "12 Forest\n1 Phyrexian Tower\n1 Lake of the Dead\n4 Llanowar Elves\n4 Heritage Druid\n4 Birchlore Rangers\n4 Springleaf Drum\n2 Ashnod's Altar\n" +
	"2 Phyrexian Altar\n4 Skirk Prospector\n4 Goblin Guide\n2 Cathodion\n2 Orcish Lumberjack\n2 Urza, Lord High Artificer\n4 Ornithopter\n2 {3}\n2 Grinning Ignus\n4 {2}{G}{G}"

// A game of a deck with cost sources allocates nothing.
func TestCostsGameAllocatesNothing(t *testing.T) {
	cd := compileText(t, costsDeck, decks.Constructed)
	g := newTestGame(t, cd, DefaultConfig())
	if allocs := gameAllocs(g, 200); allocs != 0 {
		t.Errorf("%.2f allocations per game", allocs)
	}
}

// A payment sacrifices a creature only if no payment without a sacrifice
// pays: {1} beside a Sol Ring and Phyrexian Altar with a Bears taps the Sol
// Ring (one {C} floats), though the Altar's one mana is less.
func TestNoSacrificeWhenATapPays(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Sol Ring\n4 Phyrexian Altar\n16 Grizzly Bears\n16 {1}", DefaultConfig())
	ring := g.onField(t, cd, "Sol Ring", 1)
	g.onField(t, cd, "Phyrexian Altar", 1)
	bears := g.onField(t, cd, "Grizzly Bears", 1)
	spell := g.inHandNamed(t, cd, "{1}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 || g.b.field[bears] != 1 || g.b.tapped[ring] != 1 {
		t.Fatalf("{1}: cast %v, Bears %d, Sol Ring tapped %d (want the Ring tapped, nothing sacrificed):\n%s", g.b.hand[spell] == 0, g.b.field[bears], g.b.tapped[ring], out)
	}
}

// Phyrexian Tower's {T} makes {C}, or {B}{B} sacrificing a creature (one
// tap for either): alone it pays {1} and not {B}; beside a Bears {B}{B}
// and not {1}{B}{B}. A {1} spell taps it for {C} and keeps the Bears; a
// {B}{B} spell sacrifices the Bears.
func TestPhyrexianTowerSacrificesForBB(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n1 Phyrexian Tower\n19 Grizzly Bears\n10 {1}\n10 {B}{B}", DefaultConfig())
	tower := g.onField(t, cd, "Phyrexian Tower", 1)
	if !g.canPay(&cd.Cards[id(t, cd, "{1}")].Demand, 0, 0) || g.canPay(&cd.Cards[id(t, cd, "{B}{B}")].Demand, 0, 0) {
		t.Fatal("the Tower alone: want {1} payable and {B}{B} not")
	}
	bears := g.onField(t, cd, "Grizzly Bears", 1)
	bb := mana.NewDemand(mana.MustParseCost("{1}{B}{B}"), mana.ForSpell)
	if !g.canPay(&cd.Cards[id(t, cd, "{B}{B}")].Demand, 0, 0) || g.canPay(&bb, 0, 0) {
		t.Fatal("the Tower and a Bears: want {B}{B} payable and {1}{B}{B} not")
	}
	small := g.inHandNamed(t, cd, "{1}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[small] != 0 || g.b.field[bears] != 1 || g.b.tapped[tower] != 1 {
		t.Fatalf("{1}: cast %v, Bears %d (want the Tower's {C}, the Bears kept):\n%s", g.b.hand[small] == 0, g.b.field[bears], out)
	}
	g.untap()
	big := g.inHandNamed(t, cd, "{B}{B}", 1)
	g.b.landPlayed = true
	out = g.mainNarrated()
	if g.b.hand[big] != 0 || g.b.field[bears] != 0 || g.b.tapped[tower] != 1 {
		t.Fatalf("{B}{B}: cast %v, Bears %d (want it sacrificed to the Tower):\n%s", g.b.hand[big] == 0, g.b.field[bears], out)
	}
}

// Lake of the Dead sacrifices a Swamp for {B}{B}{B}{B}: an untapped Swamp
// is tapped for its {B} first, so the Lake and one Swamp pay {B}{B}{B}{B}{B}
// and not a sixth.
func TestLakeOfTheDeadTapsTheSwampFirst(t *testing.T) {
	g, cd := scenario(t, "20 Swamp\n1 Lake of the Dead\n19 {B}{B}{B}{B}{B}\n20 {5}{B}", DefaultConfig())
	g.onField(t, cd, "Swamp", 1) // (the Lake enters only by sacrificing a Swamp)
	g.onField(t, cd, "Lake of the Dead", 1)
	g.b.pool = mana.Pool{} // (that Swamp's {B}, made before it went)
	swamp := g.onField(t, cd, "Swamp", 1)
	if !g.canPay(&cd.Cards[id(t, cd, "{B}{B}{B}{B}{B}")].Demand, 0, 0) || g.canPay(&cd.Cards[id(t, cd, "{5}{B}")].Demand, 0, 0) {
		t.Fatal("Lake and a Swamp: want five {B} payable and six mana not")
	}
	spell := g.inHandNamed(t, cd, "{B}{B}{B}{B}{B}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 || g.b.field[swamp] != 0 || g.b.pool.Total() != 0 {
		t.Fatalf("five {B}: cast %v, Swamps %d, pool %d:\n%s", g.b.hand[spell] == 0, g.b.field[swamp], g.b.pool.Total(), out)
	}
}

// Cathodion adds {C}{C}{C} as it dies: sacrificed to Ashnod's Altar it
// makes {C}{C} and {C}{C}{C}: a Forest, the Altar, a Cathodion and a Bears
// make 1 + 5 + 2 = 8, {7}{G} and not {8}{G}.
// A {4}{G} sacrifices the Cathodion alone (it makes 5), keeping the Bears.
func TestCathodionDiesForMana(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n4 Ashnod's Altar\n8 Cathodion\n8 Grizzly Bears\n10 {4}{G}\n10 {7}{G}", DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Ashnod's Altar", 1)
	cath := g.onField(t, cd, "Cathodion", 1)
	bears := g.onField(t, cd, "Grizzly Bears", 1)
	eight := mana.NewDemand(mana.MustParseCost("{8}{G}"), mana.ForSpell)
	if g.mana() != 8 || !g.paysCard(t, cd, "{7}{G}") || g.canPay(&eight, 0, 0) {
		t.Fatalf("Forest, Altar, Cathodion, Bears: %d mana, want 8", g.mana())
	}
	spell := g.inHandNamed(t, cd, "{4}{G}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 || g.b.field[cath] != 0 || g.b.field[bears] != 1 {
		t.Fatalf("{4}{G}: cast %v, Cathodion %d, Bears %d (want the Cathodion sacrificed, the Bears kept):\n%s",
			g.b.hand[spell] == 0, g.b.field[cath], g.b.field[bears], out)
	}
}

// Orcish Lumberjack taps and sacrifices a Forest for three mana of {R}
// and {G}: an untapped Forest is tapped first, so a Lumberjack from an
// earlier turn and one Forest pay {R}{R}{R}{G}; cast this turn, it makes
// nothing (its own {T}).
func TestOrcishLumberjackSacrificesAForest(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n8 Orcish Lumberjack\n16 {R}{R}{R}{G}\n16 {R}", DefaultConfig())
	forest := g.onField(t, cd, "Forest", 1)
	jack := id(t, cd, "Orcish Lumberjack")
	g.enter(uint16(jack), false, landPlay{})
	if g.mana() != 1 {
		t.Fatalf("a Lumberjack cast this turn: %d mana, want the Forest's 1", g.mana())
	}
	g.untap()
	four := mana.NewDemand(mana.MustParseCost("{R}{R}{R}{G}{G}"), mana.ForSpell)
	if !g.paysCard(t, cd, "{R}{R}{R}{G}") || g.canPay(&four, 0, 0) {
		t.Fatalf("a ready Lumberjack and a Forest: %d mana; want {R}{R}{R}{G}, not five", g.mana())
	}
	spell := g.inHandNamed(t, cd, "{R}{R}{R}{G}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 || g.b.field[forest] != 0 || g.b.tapped[jack] != 1 {
		t.Fatalf("{R}{R}{R}{G}: cast %v, Forests %d:\n%s", g.b.hand[spell] == 0, g.b.field[forest], out)
	}
}

// The cost sources against a count by the rules: on random boards of
// Forests, Llanowar Elves (ready or cast this turn), Heritage Druid and
// Birchlore Rangers (Elves), Grizzly Bears, Springleaf Drum, Ashnod's and
// Phyrexian Altar, every cost of up to eight mana among {C}, {G}, {U} and
// generic is checked against a search over every way to use the board:
// how many ready Elves tap for themselves, how many times each ability is
// activated, with the permanents each takes (each creature tapped at most
// once, for itself or a cost, and sacrificed at most once, tapped or not).
// The engine pays exactly what the rules allow: the board's own sharing
// where it pays, and another use found by reshare where it does not (a
// ready Elf in the Druid's group, a creature for Phyrexian Altar's colour
// rather than Ashnod's {C}{C}).
func TestCostSourcesAgainstTheRules(t *testing.T) {
	const text = "20 Forest\n4 Llanowar Elves\n4 Heritage Druid\n4 Birchlore Rangers\n4 Grizzly Bears\n4 Springleaf Drum\n4 Ashnod's Altar\n4 Phyrexian Altar\n12 {1}"
	cd := compileText(t, text, decks.Constructed)
	r := rng{s: 7}
	checked := 0
	for trial := 0; trial < 400; trial++ {
		var n struct{ forest, readyElf, sickElf, druid, rangers, bears, drum, ashnod, phyrexian int }
		n.forest = int(r.intn(3))
		n.readyElf, n.sickElf = int(r.intn(3)), int(r.intn(4))
		n.druid, n.rangers, n.bears = int(r.intn(2)), int(r.intn(2)), int(r.intn(3))
		n.drum, n.ashnod, n.phyrexian = int(r.intn(3)), int(r.intn(2)), int(r.intn(2))
		g := newTestGame(t, cd, DefaultConfig())
		g.turn = 3
		for _, p := range []struct {
			name string
			n    int
		}{{"Forest", n.forest}, {"Llanowar Elves", n.readyElf}, {"Springleaf Drum", n.drum}, {"Ashnod's Altar", n.ashnod}, {"Phyrexian Altar", n.phyrexian}} {
			if p.n > 0 {
				g.onField(t, cd, p.name, p.n)
			}
		}
		// The creatures below arrive this turn (Druid, Rangers and Bears
		// sick or not makes no difference: none has a {T} of its own).
		for _, p := range []struct {
			name string
			n    int
		}{{"Llanowar Elves", n.sickElf}, {"Heritage Druid", n.druid}, {"Birchlore Rangers", n.rangers}, {"Grizzly Bears", n.bears}} {
			for range p.n {
				g.enter(uint16(id(t, cd, p.name)), false, landPlay{})
			}
		}
		elves := n.readyElf + n.sickElf + n.druid + n.rangers
		creatures := elves + n.bears
		// rules reports whether the rules allow paying c generic, cc {C},
		// gg {G} and uu {U}.
		rules := func(c, cc, gg, uu int) bool {
			for own := 0; own <= n.readyElf; own++ {
				for d := 0; d <= 3*n.druid; d++ { // (a Druid activates any number of times)
					for b := 0; b <= 3*n.rangers; b++ {
						for r := 0; r <= n.drum; r++ {
							if d > 0 && n.druid == 0 || b > 0 && n.rangers == 0 {
								continue
							}
							// Elves for the Druid and the Rangers, any creature for the Drum.
							if 3*d+2*b > elves-own || 3*d+2*b+r > creatures-own {
								continue
							}
							for a := 0; a <= creatures*n.ashnod; a++ {
								for p := 0; p <= creatures*n.phyrexian && a+p <= creatures; p++ {
									green := n.forest + own + 3*d // units that make {G} only
									colourless := 2 * a
									anyColour := b + r + p
									if paysUnits(c, cc, gg, uu, green, colourless, anyColour) {
										return true
									}
								}
							}
						}
					}
				}
			}
			return false
		}
		for c := 0; c <= 8; c++ {
			for cc := 0; cc <= 2; cc++ {
				for gg := 0; gg <= 4; gg++ {
					for uu := 0; uu <= 2; uu++ {
						if c+cc+gg+uu > 8 {
							continue
						}
						d := mana.NewDemand(mana.MustParseCost(costText(c, cc, gg, uu)), mana.ForSpell)
						got, want := g.canPay(&d, 0, 0), rules(c, cc, gg, uu)
						switch {
						case got && !want:
							t.Fatalf("board %+v: the engine pays %s, which the rules do not allow", n, costText(c, cc, gg, uu))
						case !got && want:
							t.Fatalf("board %+v: the engine does not pay %s, which the rules allow", n, costText(c, cc, gg, uu))
						}
						checked++
					}
				}
			}
		}
	}
	if checked != 90000 {
		t.Fatalf("%d costs checked, want 400 boards of 225", checked)
	}
}

// costText writes a cost of c generic, cc {C}, gg {G} and uu {U}.
func costText(c, cc, gg, uu int) string {
	s := ""
	if c > 0 || cc+gg+uu == 0 {
		s = "{" + string(rune('0'+c)) + "}"
	}
	for range cc {
		s += "{C}"
	}
	for range gg {
		s += "{G}"
	}
	for range uu {
		s += "{U}"
	}
	return s
}

// paysUnits reports whether units that make {G} only, {C} only and any
// colour pay the cost (each unit pays one pip: the {C} and {G} pips from
// their own units first, then {G} and {U} from any colour, generic from
// what is left; the masks are nested, so this order is optimal).
func paysUnits(c, cc, gg, uu, green, colourless, anyColour int) bool {
	if colourless < cc {
		return false
	}
	colourless -= cc
	fromGreen := min(gg, green)
	green -= fromGreen
	need := gg - fromGreen + uu
	if anyColour < need {
		return false
	}
	anyColour -= need
	return green+colourless+anyColour >= c
}

// Two Altars share the creatures: the board gives them to Ashnod's
// ({C}{C} each), and a payment that needs a colour gives one to
// Phyrexian's instead. With one Bears: {2} is payable, so is {U}, and
// {1}{U} is not; the planner casts {U} sacrificing the Bears to
// Phyrexian Altar.
func TestAltarsShareTheCreatures(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Ashnod's Altar\n4 Phyrexian Altar\n16 Grizzly Bears\n16 {U}", DefaultConfig())
	g.onField(t, cd, "Ashnod's Altar", 1)
	g.onField(t, cd, "Phyrexian Altar", 1)
	bears := g.onField(t, cd, "Grizzly Bears", 1)
	two := mana.NewDemand(mana.MustParseCost("{2}"), mana.ForSpell)
	oneU := mana.NewDemand(mana.MustParseCost("{1}{U}"), mana.ForSpell)
	if !g.canPay(&two, 0, 0) || !g.paysCard(t, cd, "{U}") && !g.canPay(&cd.Cards[id(t, cd, "{U}")].Demand, 0, 0) || g.canPay(&oneU, 0, 0) {
		t.Fatalf("two Altars and a Bears: {2} %v, {U} %v, {1}{U} %v; want true, true, false",
			g.canPay(&two, 0, 0), g.canPay(&cd.Cards[id(t, cd, "{U}")].Demand, 0, 0), g.canPay(&oneU, 0, 0))
	}
	spell := g.inHandNamed(t, cd, "{U}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 || g.b.field[bears] != 0 || g.b.pool.Total() != 0 {
		t.Fatalf("{U}: cast %v, Bears %d, pool %d:\n%s", g.b.hand[spell] == 0, g.b.field[bears], g.b.pool.Total(), out)
	}
}

// Grinning Ignus pays {R} and returns to its owner's hand for {C}{C}{R}:
// with two Mountains, {2}{R}{R} is payable (one Mountain pays the {R},
// the other's {R} and the Ignus' three), {3}{R}{R} is not; cast, the
// Ignus is back in hand. With one Mountain, {2}{R}: without the Ignus
// only {R}.
func TestGrinningIgnusReturnsForMana(t *testing.T) {
	g, cd := scenario(t, "20 Mountain\n8 Grinning Ignus\n16 {2}{R}{R}\n16 {R}", DefaultConfig())
	g.onField(t, cd, "Mountain", 1)
	ignus := g.onField(t, cd, "Grinning Ignus", 1)
	three := mana.NewDemand(mana.MustParseCost("{2}{R}"), mana.ForSpell)
	four := mana.NewDemand(mana.MustParseCost("{3}{R}"), mana.ForSpell)
	if !g.canPay(&three, 0, 0) || g.canPay(&four, 0, 0) {
		t.Fatalf("a Mountain and the Ignus: {2}{R} %v, {3}{R} %v; want true, false", g.canPay(&three, 0, 0), g.canPay(&four, 0, 0))
	}
	g.onField(t, cd, "Mountain", 1)
	five := mana.NewDemand(mana.MustParseCost("{3}{R}{R}"), mana.ForSpell)
	if !g.paysCard(t, cd, "{2}{R}{R}") && !g.canPay(&cd.Cards[id(t, cd, "{2}{R}{R}")].Demand, 0, 0) || g.canPay(&five, 0, 0) {
		t.Fatal("two Mountains and the Ignus: want {2}{R}{R} payable and {3}{R}{R} not")
	}
	spell := g.inHandNamed(t, cd, "{2}{R}{R}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 || g.b.field[ignus] != 0 || g.b.hand[ignus] != 1 {
		t.Fatalf("{2}{R}{R}: cast %v, Ignus on the battlefield %d, in hand %d:\n%s", g.b.hand[spell] == 0, g.b.field[ignus], g.b.hand[ignus], out)
	}
}

// A deck of cost sources plays the same games whatever the worker count,
// and the same figures (within noise) whatever the order of its lines: the
// sources' order of sharing is by mana, kind and name, never by the list.
func TestCostsDeterministicAndOrderFree(t *testing.T) {
	cd := compileText(t, costsDeck, decks.Constructed)
	cfg := DefaultConfig()
	cfg.Games, cfg.Turns, cfg.Workers = 3000, 6, 1
	one := runStats(t, cd, cfg)
	cfg.Workers = 3
	if three := runStats(t, cd, cfg); !one.Equal(three) {
		t.Fatal("one worker and three play different games")
	}
	text := []byte(costsDeck)
	cfg.Games, cfg.Workers = 5000, 0
	base := runSample(t, loadVariant(t, "costs.txt", text, decks.Constructed, nil), cfg)
	r := rand.New(rand.NewPCG(11, 3))
	perm := r.Perm(mainSlots(t, "costs.txt", text, decks.Constructed))
	cfg.Seed = 5
	other := runSample(t, loadVariant(t, "costs.txt", text, decks.Constructed, perm), cfg)
	checkAgree(t, "costs deck reordered", compareSamples(base, other, identity))
}

// Channel, resolved, lets 1 life pay for {C} until end of turn, never down
// to 0 life: at 20 life two Forests cast it, then {19} is payable and {20}
// is not; the planner casts Channel and a {6} paying 6 life; the next turn
// it is gone.
func TestChannelPaysLifeForMana(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n4 Channel\n18 {6}\n18 {G}", DefaultConfig())
	g.onField(t, cd, "Forest", 2)
	ch := g.inHandNamed(t, cd, "Channel", 1)
	big := mana.NewDemand(mana.MustParseCost("{19}"), mana.ForSpell)
	bigger := mana.NewDemand(mana.MustParseCost("{20}"), mana.ForSpell)
	if !g.cast(ch, 0) || !g.canPay(&big, 0, g.lifeBudget()) || g.canPay(&bigger, 0, g.lifeBudget()) {
		t.Fatalf("Channel at 20 life: {19} %v, {20} %v; want true, false", g.canPay(&big, 0, g.lifeBudget()), g.canPay(&bigger, 0, g.lifeBudget()))
	}
	g.closeChannel()
	g.untap()
	g.b.life = 20
	ch2 := g.inHandNamed(t, cd, "Channel", 1)
	six := g.inHandNamed(t, cd, "{6}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[ch2] != 0 || g.b.hand[six] != 0 || g.b.life != 14 {
		t.Fatalf("Channel and {6}: cast %v %v, life %d (want 14):\n%s", g.b.hand[ch2] == 0, g.b.hand[six] == 0, g.b.life, out)
	}
	g.emptyPool("precombat main phase")
	g.closeChannel()
	if g.b.channel != 0 || g.mana() != 0 {
		t.Fatalf("after the turn: %d of Channel's {C} left, %d mana", g.b.channel, g.mana())
	}
}
