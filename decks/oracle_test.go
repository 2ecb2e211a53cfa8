package decks

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/mana"
)

// fixtureDir holds real Scryfall card objects (testdata/scryfall/README.md
// says where each file comes from, under which licence).
const fixtureDir = "testdata/scryfall"

// fixtureCards reads every card object of the fixture files: the array of
// api-types-cards.json, the single object of cards_single.json, and the list
// objects of the forests pages (through ReadScryfall, as a bulk file is read).
func fixtureCards(t *testing.T) map[string]*ScryfallCard {
	dir := fixtureDir
	out := map[string]*ScryfallCard{}
	keep := func(sc *ScryfallCard) error {
		c := *sc
		if _, ok := out[c.Name]; !ok {
			out[c.Name] = &c
		}
		return nil
	}
	for _, f := range []string{"api-types-cards.json", "cards_forests-page1.json", "cards_forests-page2.json"} {
		fh, err := os.Open(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := ReadScryfall(fh, keep); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		fh.Close()
	}
	data, err := os.ReadFile(filepath.Join(dir, "cards_single.json"))
	if err != nil {
		t.Fatal(err)
	}
	var one ScryfallCard
	if err := json.Unmarshal(data, &one); err != nil {
		t.Fatal(err)
	}
	keep(&one)
	return out
}

func TestScryfallFixturesLoad(t *testing.T) {
	cards := fixtureCards(t)
	if len(cards) < 80 {
		t.Fatalf("read %d distinct card objects, want the 79 of api-types plus the forests and Urza's Saga", len(cards))
	}
	playable := 0
	for name, sc := range cards {
		if !sc.Playable() {
			continue
		}
		playable++
		if _, err := CardFromScryfall(sc); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if playable < 50 {
		t.Fatalf("only %d playable cards", playable)
	}
}

// Real cards of every shape the reader must handle (a dork, lands with and
// without basic land types, a snow dual, a creature land, split, modal
// double-faced, adventure and saga cards), read as a goldfish must read them.
func TestScryfallFixtureCards(t *testing.T) {
	cards := fixtureCards(t)
	get := func(name string) Card {
		t.Helper()
		sc, ok := cards[name]
		if !ok {
			t.Fatalf("fixture %q missing", name)
		}
		c, err := CardFromScryfall(sc)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return c
	}
	one := func(name string, c Card, want mana.Mask, snow bool) {
		t.Helper()
		a, ok := primaryAbility(c.Mana)
		if !ok || a.Makes.N() != 1 || a.Makes.Mask() != want || a.Makes.Snow != snow || !a.Tap {
			t.Errorf("%s: mana %+v, want {T}: one of %v (snow %v)", name, c.Mana, want, snow)
		}
	}

	elves := get("Llanowar Elves")
	one("Llanowar Elves", elves, mana.G.Mask(), false)
	if !elves.IsCreature() || elves.Cost.String() != "{G}" || elves.Power != 1 {
		t.Errorf("Llanowar Elves: %+v", elves)
	}

	urborg := get("Urborg, Tomb of Yawgmoth")
	one("Urborg", urborg, mana.B.Mask(), false)
	if !urborg.Types.Has(Land|Legendary) || !urborg.Cost.IsNone() {
		t.Errorf("Urborg: types %v cost %v", urborg.Types, urborg.Cost)
	}

	bayou := get("Bayou")
	one("Bayou", bayou, mana.B.Mask()|mana.G.Mask(), false)
	if bayou.Enters != EntersUntapped || bayou.LandTypes != mana.B.Mask()|mana.G.Mask() {
		t.Errorf("Bayou: enters %v, land types %v", bayou.Enters, bayou.LandTypes)
	}

	pool := get("Breeding Pool")
	one("Breeding Pool", pool, mana.G.Mask()|mana.U.Mask(), false)
	if pool.Enters != EntersTappedUnlessPayLife {
		t.Errorf("Breeding Pool enters %v, want the shock land's choice", pool.Enters)
	}

	tree := get("Arctic Treeline")
	one("Arctic Treeline", tree, mana.G.Mask()|mana.W.Mask(), true)
	if tree.Enters != EntersTapped || !tree.Types.Has(Snow|Land) {
		t.Errorf("Arctic Treeline: enters %v types %v", tree.Enters, tree.Types)
	}

	arbor := get("Dryad Arbor")
	one("Dryad Arbor", arbor, mana.G.Mask(), false)
	if !arbor.Types.Has(Land|Creature) || !arbor.Cost.IsNone() {
		t.Errorf("Dryad Arbor: types %v cost %q", arbor.Types, arbor.Cost)
	}

	esika := get("Esika, God of the Tree // The Prismatic Bridge")
	if esika.Layout != LayoutModalDFC || len(esika.Faces) != 2 || esika.Cost.String() != "{1}{G}{G}" {
		t.Errorf("Esika: layout %v faces %d cost %q", esika.Layout, len(esika.Faces), esika.Cost)
	}
	one("Esika", esika, mana.AllColors, false)
	for _, name := range []string{"Esika, God of the Tree", "The Prismatic Bridge"} {
		if esika.Faces[0].Name != "Esika, God of the Tree" || esika.Faces[1].Name != "The Prismatic Bridge" {
			t.Errorf("Esika faces: %q %q (looking for %q)", esika.Faces[0].Name, esika.Faces[1].Name, name)
		}
	}

	life := get("Life // Death")
	if life.Layout != LayoutSplit || len(life.Faces) != 2 || life.Faces[0].Cost.String() != "{G}" || life.Faces[1].Cost.String() != "{1}{B}" {
		t.Errorf("Life // Death: %+v", life)
	}

	giant := get("Beanstalk Giant // Fertile Footsteps")
	if giant.Layout != LayoutAdventure || giant.Cost.String() != "{6}{G}" || len(giant.Faces) != 2 {
		t.Fatalf("Beanstalk Giant: %+v", giant)
	}
	steps := giant.Faces[1]
	if steps.Cost.String() != "{2}{G}" || steps.Search.Battlefield != 1 || steps.Search.Tapped || !steps.Search.Basic {
		t.Errorf("Fertile Footsteps: cost %q search %+v, want a basic land onto the battlefield untapped", steps.Cost, steps.Search)
	}

	saga := get("Urza's Saga")
	if !saga.Types.Has(Land|Enchantment) || len(saga.Unrecognised) == 0 {
		t.Errorf("Urza's Saga: types %v; its chapter mana ability is not modelled and must be reported (got %q)", saga.Types, saga.Unrecognised)
	}

	vale := get("Tangled Florahedron // Tangled Vale")
	if len(vale.Faces) != 2 || vale.Faces[1].Enters != EntersTapped || !vale.Faces[1].IsLand() {
		t.Errorf("Tangled Vale: %+v", vale.Faces)
	}
	one("Tangled Florahedron", vale, mana.G.Mask(), false)

	bolt := get("Lightning Bolt")
	if bolt.Damage != 3 || bolt.Types != Instant {
		t.Errorf("Lightning Bolt: damage %d types %v", bolt.Damage, bolt.Types)
	}

	rider := get("Mantis Rider")
	if !rider.Haste || rider.Power != 3 {
		t.Errorf("Mantis Rider: haste %v power %d", rider.Haste, rider.Power)
	}

	// A restriction the model lacks ("only to cast an Elemental spell or a
	// Chandra planeswalker spell") is reported, not guessed.
	cat := get("Chandra's Embercat")
	if len(cat.Mana) != 0 || len(cat.Unrecognised) != 1 {
		t.Errorf("Chandra's Embercat: mana %+v unrecognised %q", cat.Mana, cat.Unrecognised)
	}
}

// Lands' drawbacks are read, not played as free lands without a word:
// Glimmervoid's end step, City of Traitors' sacrifice and a Lair's return.
func TestLandDrawbacksReported(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	if void, ok := db.Lookup("Glimmervoid"); !ok || !void.SacNoArtifacts || len(void.Unrecognised) != 0 {
		t.Errorf("Glimmervoid: its end step not read (%+v)", void)
	}
	if lair, ok := db.Lookup("Darigaaz's Caldera"); !ok || !lair.Bounce || lair.Return == nil || len(lair.Unrecognised) != 0 {
		t.Errorf("Darigaaz's Caldera: its return not read (%+v)", lair)
	}
	if city, ok := db.Lookup("City of Traitors"); !ok || !city.SacOnLandPlay || len(city.Unrecognised) != 0 {
		t.Errorf("City of Traitors: its sacrifice not read (%+v)", city)
	}
}

// Oracle templates, in the wording of today and of before 2024.
func TestOracleTemplates(t *testing.T) {
	type check func(c *Card) bool
	for _, tc := range []struct {
		name, cost, typ, text string
		ok                    check
	}{
		{"Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}.", func(c *Card) bool {
			return len(c.Mana) == 1 && c.Mana[0].Makes == mana.Fixed(mana.C.Mask(), mana.C.Mask())
		}},
		{"Azorius Signet", "{2}", "Artifact", "{1}, {T}: Add {W}{U}.", func(c *Card) bool {
			a := c.Mana[0]
			return a.Cost.String() == "{1}" && a.Tap && a.Makes == mana.Fixed(mana.W.Mask(), mana.U.Mask())
		}},
		{"Mystic Gate", "", "Land", "{T}: Add {C}.\n{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.", func(c *Card) bool {
			wu := mana.W.Mask() | mana.U.Mask()
			return len(c.Mana) == 2 && c.Mana[1].Cost.String() == "{W/U}" && c.Mana[1].Makes == mana.Fixed(wu, wu)
		}},
		{"Adarkar Wastes", "", "Land", "{T}: Add {C}.\n{T}: Add {W} or {U}. Adarkar Wastes deals 1 damage to you.", func(c *Card) bool {
			a, _ := primaryAbility(c.Mana)
			return len(c.Mana) == 2 && c.Mana[1].Life == 1 && a.Makes.Mask() == mana.C.Mask()|mana.W.Mask()|mana.U.Mask()
		}},
		{"Gilded Lotus", "{5}", "Artifact", "{T}: Add three mana of any one color.", func(c *Card) bool {
			return c.Mana[0].Makes == mana.NOfOne(3, mana.AllColors)
		}},
		{"Lotus Petal", "{0}", "Artifact", "{T}, Sacrifice Lotus Petal: Add one mana of any color.", func(c *Card) bool {
			a := c.Mana[0]
			return a.Tap && a.Sacrifice && a.Makes == mana.OneOf(mana.AllColors)
		}},
		{"Mana Confluence", "", "Land", "{T}, Pay 1 life: Add one mana of any color.", func(c *Card) bool {
			return c.Mana[0].Life == 1 && c.Mana[0].Makes.Mask() == mana.AllColors
		}},
		{"Ancient Tomb", "", "Land", "{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you.", func(c *Card) bool {
			return c.Mana[0].Life == 2 && c.Mana[0].Makes.N() == 2
		}},
		{"Birds of Paradise", "{G}", "Creature — Bird", "Flying\n{T}: Add one mana of any color.", func(c *Card) bool {
			return c.Mana[0].Makes.Mask() == mana.AllColors && c.IsCreature()
		}},
		{"Noble Hierarch", "{G}", "Creature — Human Druid", "Exalted\n{T}: Add {G}, {W}, or {U}.", func(c *Card) bool {
			return c.Mana[0].Makes.Mask() == mana.G.Mask()|mana.W.Mask()|mana.U.Mask()
		}},
		{"Cavern of Souls", "", "Land", "As Cavern of Souls enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.",
			func(c *Card) bool {
				return len(c.Mana) == 2 && c.Mana[1].Makes.Restriction == mana.CreatureSpellsOnly
			}},
		{"Dark Ritual", "{B}", "Instant", "Add {B}{B}{B}.", func(c *Card) bool {
			return c.Ritual.Fixed[mana.B] == 3 && c.Ritual.Total() == 3 && len(c.Mana) == 0
		}},
		{"Seething Song", "{2}{R}", "Instant", "Add {R}{R}{R}{R}{R}.", func(c *Card) bool { return c.Ritual.Fixed[mana.R] == 5 }},
		{"Manamorphose", "{1}{R/G}", "Instant", "Add two mana in any combination of colors.\nDraw a card.", func(c *Card) bool {
			return c.Ritual.Any == 2 && c.Draw == 1
		}},
		{"Azorius Chancery", "", "Land", "Azorius Chancery enters tapped.\nWhen Azorius Chancery enters, return a land you control to its owner's hand.\n{T}: Add {W}{U}.",
			func(c *Card) bool { return c.Enters == EntersTapped && c.Bounce && c.Mana[0].Makes.N() == 2 }},
		{"Azorius Chancery old", "", "Land", "Azorius Chancery old enters the battlefield tapped.\nWhen Azorius Chancery old enters the battlefield, return a land you control to its owner's hand.\n{T}: Add {W}{U}.",
			func(c *Card) bool { return c.Enters == EntersTapped && c.Bounce }},
		{"Glacial Fortress", "", "Land", "This land enters tapped unless you control a Plains or an Island.\n{T}: Add {W} or {U}.", func(c *Card) bool {
			return c.Enters == EntersTappedUnlessType && c.Unless == mana.W.Mask()|mana.U.Mask()
		}},
		{"Seachrome Coast", "", "Land", "Seachrome Coast enters the battlefield tapped unless you control two or fewer other lands.\n{T}: Add {W} or {U}.",
			func(c *Card) bool { return c.Enters == EntersTappedUnlessFewLands }},
		{"Deserted Beach", "", "Land", "This land enters tapped unless you control two or more other lands.\n{T}: Add {W} or {U}.",
			func(c *Card) bool { return c.Enters == EntersTappedUnlessTwoLands }},
		{"Hallowed Fountain", "", "Land — Plains Island", "({T}: Add {W} or {U}.)\nAs this land enters, you may pay 2 life. If you don't, it enters tapped.",
			func(c *Card) bool {
				return c.Enters == EntersTappedUnlessPayLife && c.Mana[0].Makes.Mask() == mana.W.Mask()|mana.U.Mask()
			}},
		{"Flooded Strand", "", "Land", "{T}, Pay 1 life, Sacrifice Flooded Strand: Search your library for a Plains or Island card, put it onto the battlefield, then shuffle.",
			func(c *Card) bool {
				return c.Fetch != nil && c.Fetch.Life == 1 && c.Fetch.Types == mana.W.Mask()|mana.U.Mask() && !c.Fetch.Basic && !c.Fetch.Tapped && len(c.Mana) == 0
			}},
		{"Evolving Wilds", "", "Land", "{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
			func(c *Card) bool {
				return c.Fetch != nil && c.Fetch.Basic && c.Fetch.Tapped && c.Fetch.Types == mana.AllColors
			}},
		{"Fabled Passage", "", "Land", "{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle. Then if you control four or more lands, untap that land.",
			func(c *Card) bool { return c.Fetch != nil && c.Fetch.Basic && c.Fetch.Tapped }},
		{"Rampant Growth", "{1}{G}", "Sorcery", "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
			func(c *Card) bool {
				return c.Search == Search{Battlefield: 1, Tapped: true, Types: mana.AllColors, Basic: true}
			}},
		{"Cultivate", "{2}{G}", "Sorcery", "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.",
			func(c *Card) bool {
				return c.Search == Search{Battlefield: 1, Hand: 1, Tapped: true, Types: mana.AllColors, Basic: true}
			}},
		{"Three Visits", "{1}{G}", "Sorcery", "Search your library for a Forest card, put that card onto the battlefield, then shuffle.",
			func(c *Card) bool { return c.Search == Search{Battlefield: 1, Types: mana.G.Mask()} }},
		{"Wood Elves", "{2}{G}", "Creature — Elf Scout", "When this creature enters, search your library for a Forest card, put that card onto the battlefield, then shuffle.",
			func(c *Card) bool { return c.Search.Battlefield == 1 && c.Search.Types == mana.G.Mask() }},
		{"Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.", func(c *Card) bool { return c.Damage == 3 }},
		{"Lava Spike", "{R}", "Sorcery", "Lava Spike deals 3 damage to target player or planeswalker.", func(c *Card) bool { return c.Damage == 3 }},
		{"Fireball", "{X}{R}", "Sorcery", "This spell costs {1} more to cast for each target beyond the first.\nFireball deals X damage divided evenly, rounded down, among any number of targets.",
			func(c *Card) bool { return c.XDamage && c.Damage == 1 }}, // all X to the one opponent
		{"Boros Charm", "{R}{W}", "Instant", "Choose one —\n• Boros Charm deals 4 damage to target player or planeswalker.\n• Permanents you control gain indestructible until end of turn.\n• Target creature gains double strike until end of turn.",
			func(c *Card) bool { return c.Damage == 4 }},
		{"Divination", "{2}{U}", "Sorcery", "Draw two cards.", func(c *Card) bool { return c.Draw == 2 }},
		{"Into the Roil", "{1}{U}", "Instant", "Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)\nReturn target nonland permanent to its owner's hand. If this spell was kicked, draw a card.",
			func(c *Card) bool { return c.Draw == 0 && c.Idle }}, // the draw needs the kicker, which is not played
		{"Veil of Summer", "{G}", "Instant", "Draw a card if an opponent has cast a blue or black spell this turn. Spells you control can't be countered this turn.",
			func(c *Card) bool { return c.Draw == 0 }},
		{"Night's Whisper", "{1}{B}", "Sorcery", "You draw two cards and you lose 2 life.", func(c *Card) bool { return c.Draw == 2 }},
		{"Ancestral Recall", "{U}", "Instant", "Target player draws three cards.", func(c *Card) bool { return c.Draw == 3 && !c.Idle }},
		{"Arcane Denial", "{1}{U}", "Instant", "Counter target spell. Its controller may draw up to two cards at the beginning of the next turn's upkeep.\nYou draw a card at the beginning of the next turn's upkeep.",
			func(c *Card) bool { return c.Draw == 0 && c.Idle }},
		{"Brainstorm", "{U}", "Instant", "Draw three cards, then put two cards from your hand on top of your library in any order.", func(c *Card) bool { return c.Draw == 3 }},
		{"Opt", "{U}", "Instant", "Scry 1.\nDraw a card.", func(c *Card) bool { return c.Draw == 1 }},
		{"Preordain", "{U}", "Sorcery", "Scry 2, then draw a card.", func(c *Card) bool { return c.Draw == 1 }},
		{"Rhystic Study", "{2}{U}", "Enchantment", "Whenever an opponent casts a spell, you may draw a card unless that player pays {1}.",
			func(c *Card) bool { return c.Draw == 0 }},
		{"Goblin Guide", "{R}", "Creature — Goblin Scout", "Haste\nWhenever Goblin Guide attacks, defending player reveals the top card of their library. If it's a land card, that player puts it into their hand.",
			func(c *Card) bool { return c.Haste }},
		{"Exalted Angel", "{4}{W}{W}", "Creature — Angel", "Flying\nWhenever Exalted Angel deals damage, you gain that much life.\nMorph {2}{W}{W}", func(c *Card) bool { return c.Morph }},
		{"Snow-Covered Forest", "", "Basic Snow Land — Forest", "({T}: Add {G}.)", func(c *Card) bool {
			return c.Mana[0].Makes.Snow && c.Types.Has(Basic|Snow|Land)
		}},
		{"Wastes", "", "Basic Land", "{T}: Add {C}.", func(c *Card) bool { return c.Mana[0].Makes.Mask() == mana.C.Mask() }},
		{"Thriving Bluff", "", "Land", "This land enters tapped. As it enters, choose a color other than red.\n{T}: Add {R} or one mana of the chosen color.",
			func(c *Card) bool {
				return c.Enters == EntersTapped && c.Mana[0].Choose && c.Mana[0].Makes.Mask() == mana.R.Mask()
			}},
		{"Cinder Glade", "", "Land — Mountain Forest", "({T}: Add {R} or {G}.)\nThis land enters tapped unless you control two or more basic lands.",
			func(c *Card) bool { return c.Enters == EntersTappedUnlessTwoBasics }},
		{"Spire Garden", "", "Land", "This land enters tapped unless you have two or more opponents.\n{T}: Add {R} or {G}.",
			func(c *Card) bool { return c.Enters == EntersTappedUnlessMultiplayer }},
		{"Mystic Sanctuary", "", "Land — Island", "({T}: Add {U}.)\nThis land enters tapped unless you control three or more other Islands.",
			func(c *Card) bool { return c.Enters == EntersTapped && c.Mana[0].Makes.Mask() == mana.U.Mask() }}, // approximation: see readLine
		{"Vivid Meadow", "", "Land", "This land enters tapped with two charge counters on it.\n{T}: Add {W}.\n{T}, Remove a charge counter from this land: Add one mana of any color.",
			func(c *Card) bool {
				return c.Enters == EntersTapped && len(c.Mana) == 2 && c.Counters != nil && c.Counters.N == 2 && c.Mana[1].Counters.Remove == 1
			}},
		{"Castle Vantress", "", "Land", "This land enters tapped unless you control an Island.\n{T}: Add {U}.",
			func(c *Card) bool { return c.Enters == EntersTappedUnlessType && c.Unless == mana.U.Mask() }},
		{"Shatterskull, the Hammer Pass", "", "Land", "As Shatterskull, the Hammer Pass enters, you may pay 3 life. If you don't, it enters tapped.\n{T}: Add {R}.",
			func(c *Card) bool { return c.Enters == EntersTappedUnlessPayLife && c.EnterLife == 3 }},
		{"Blighted Woodland", "", "Land", "{T}: Add {C}.\n{3}{G}, {T}, Sacrifice this land: Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.",
			func(c *Card) bool {
				return c.Fetch != nil && c.Fetch.N == 2 && c.Fetch.Tapped && c.Fetch.Cost.String() == "{3}{G}" && c.Fetch.Basic
			}},
		{"Wayfarer's Bauble", "{1}", "Artifact", "{2}, {T}, Sacrifice this artifact: Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
			func(c *Card) bool { return c.Fetch != nil && c.Fetch.N == 1 && c.Fetch.Cost.String() == "{2}" }},
		{"Farseek", "{1}{G}", "Sorcery", "Search your library for a Plains, Island, Swamp, or Mountain card, put it onto the battlefield tapped, then shuffle.",
			func(c *Card) bool {
				return c.Search.Battlefield == 1 && c.Search.Types == mana.W.Mask()|mana.U.Mask()|mana.B.Mask()|mana.R.Mask()
			}},
		{"Solemn Simulacrum", "{4}", "Artifact Creature — Golem", "When this creature enters, you may search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.\nWhen this creature dies, you may draw a card.",
			func(c *Card) bool { return c.Search.Battlefield == 1 && c.Search.Tapped && c.Draw == 0 }},
		{"Rite of Flame", "{R}", "Sorcery", "Add {R}{R}, then add {R} for each card named Rite of Flame in each graveyard.",
			func(c *Card) bool { return c.Ritual.Fixed[mana.R] == 2 }},
		{"Simian Spirit Guide", "{2}{R}", "Creature — Ape Spirit", "Exile this card from your hand: Add {R}.",
			func(c *Card) bool { return c.FromHand && c.Ritual.Fixed[mana.R] == 1 && len(c.Mana) == 0 }},
		{"Burning-Tree Emissary", "{R/G}{R/G}", "Creature — Human Shaman", "When this creature enters, add {R}{G}.",
			func(c *Card) bool { return c.Ritual.Fixed[mana.R] == 1 && c.Ritual.Fixed[mana.G] == 1 }},
		{"Exotic Orchard", "", "Land", "{T}: Add one mana of any color that a land an opponent controls could produce.",
			// Against an idle opponent, which controls no lands, it makes nothing: reported, and said so.
			func(c *Card) bool {
				return len(c.Mana) == 0 && len(c.Unrecognised) == 1 && strings.HasSuffix(c.Unrecognised[0], "("+whyNoOpponentLands+")")
			}},
		{"Willbender", "{1}{U}", "Creature — Human Wizard", "Morph {1}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)\nWhen Willbender is turned face up, change the target of target spell or ability with a single target.",
			func(c *Card) bool { return c.Morph && c.MorphCost.String() == "{1}{U}" }},
		{"Wall of Stone", "{1}{R}{R}", "Creature — Wall", "Defender", func(c *Card) bool { return c.Defender }},
		{"Sylvan Caryatid", "{1}{G}", "Creature — Plant", "Defender, hexproof\n{T}: Add one mana of any color.",
			func(c *Card) bool { return c.Defender && len(c.Mana) == 1 }},
		{"Reliquary Tower", "", "Land", "You have no maximum hand size.\n{T}: Add {C}.", func(c *Card) bool { return c.NoMaxHand && len(c.Mana) == 1 }},
		{"Wild Growth", "{G}", "Enchantment — Aura", "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.",
			func(c *Card) bool { return c.AuraMana == mana.Fixed(mana.G.Mask()) && c.AuraLand == 0 && !c.AuraChoose }},
		{"Overgrowth", "{2}{G}", "Enchantment — Aura", "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.",
			func(c *Card) bool { return c.AuraMana == mana.Fixed(mana.G.Mask(), mana.G.Mask()) }},
		{"Fertile Ground", "{1}{G}", "Enchantment — Aura", "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional one mana of any color.",
			func(c *Card) bool { return c.AuraMana == mana.OneOf(mana.AllColors) }},
		{"Utopia Sprawl", "{G}", "Enchantment — Aura", "Enchant Forest\nAs this Aura enters, choose a color.\nWhenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color.",
			func(c *Card) bool { return c.AuraChoose && c.AuraLand == mana.G.Mask() && c.AuraMana.N() == 1 }},
		{"Arbor Elf", "{G}", "Creature — Elf Druid", "{T}: Untap target Forest.", func(c *Card) bool { return c.UntapLand == mana.G.Mask() }},
		{"Counterspell", "{U}{U}", "Instant", "Counter target spell.", func(c *Card) bool { return c.Idle }},
		{"Swords to Plowshares", "{W}", "Instant", "Exile target creature. Its controller gains life equal to its power.", func(c *Card) bool { return c.Idle }},
		{"Wrath of God", "{2}{W}{W}", "Sorcery", "Destroy all creatures. They can't be regenerated.", func(c *Card) bool { return c.Idle }},
		{"Hymn to Tourach", "{B}{B}", "Sorcery", "Target player discards two cards at random.", func(c *Card) bool { return !c.Idle }},
		{"Lightning Helix", "{R}{W}", "Instant", "Lightning Helix deals 3 damage to any target and you gain 3 life.", func(c *Card) bool { return !c.Idle && c.Damage == 3 }},
		{"Mulldrifter", "{4}{U}", "Creature — Elemental", "Flying\nWhen this creature enters, draw two cards.\nEvoke {2}{U}", func(c *Card) bool { return !c.Idle && c.Draw == 2 }},
		{"Stomp", "{1}{R}", "Instant — Adventure", "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
			func(c *Card) bool { return c.Damage == 2 && !c.Idle }},
		{"Grasp of Darkness", "{B}{B}", "Instant", "Target creature gets -4/-4 until end of turn.", func(c *Card) bool { return c.Idle }},
	} {
		sc := ScryfallCard{Name: tc.name, ManaCost: tc.cost, TypeLine: tc.typ, OracleText: tc.text}
		c, err := CardFromScryfall(&sc)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if !tc.ok(&c) {
			t.Errorf("%s: read as %+v", tc.name, c)
		}
		if u := c.ManaUnmodelled(); tc.name != "Exotic Orchard" && len(u) > 0 {
			t.Errorf("%s: mana text not modelled %q", tc.name, u)
		}
	}
}

func TestReadScryfallCompressed(t *testing.T) {
	dir := fixtureDir
	raw, err := os.ReadFile(filepath.Join(dir, "api-types-cards.json"))
	if err != nil {
		t.Fatal(err)
	}
	count := func(data []byte) int {
		n := 0
		if err := ReadScryfall(bytes.NewReader(data), func(*ScryfallCard) error { n++; return nil }); err != nil {
			t.Fatal(err)
		}
		return n
	}
	want := count(raw)
	if got := count(gzipBytes(t, raw)); got != want {
		t.Errorf("gzip: %d cards, want %d", got, want)
	}
	if got := count(zstdBytes(t, raw)); got != want {
		t.Errorf("zstd: %d cards, want %d", got, want)
	}
	for _, bad := range []string{"", "{}", `{"data": 3}`, "[{", `"a string"`, "[1, 2]"} {
		if err := ReadScryfall(strings.NewReader(bad), func(*ScryfallCard) error { return nil }); err == nil {
			t.Errorf("ReadScryfall(%q): no error", bad)
		}
	}
}
