package sim

import (
	"fmt"
	"strings"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Hand-worked scenarios of the mana mechanics read from Oracle text (issue
// 20): each sets a board up by hand and checks what the rules say.

// Mana Vault doesn't untap during its controller's untap step, and while it
// is tapped it deals 1 damage to its controller as the draw step begins.
func TestManaVaultStaysTapped(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n4 Mana Vault\n36 {3}", DefaultConfig())
	vault := g.onField(t, cd, "Mana Vault", 1)
	spell := g.inHandNamed(t, cd, "{3}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 || g.b.tapped[vault] != 1 {
		t.Fatalf("the {3} spell not cast from Mana Vault (hand %d, vault tapped %d):\n%s", g.b.hand[spell], g.b.tapped[vault], out)
	}
	for turn := range 2 {
		g.untap()
		if g.b.tapped[vault] != 1 || g.b.src.Total(mana.ForSpell) != 0 {
			t.Fatalf("untap step %d: Mana Vault tapped %d, mana available %d; it must stay tapped", turn+1, g.b.tapped[vault], g.b.src.Total(mana.ForSpell))
		}
		life := g.b.life
		g.drawStepDamage()
		if g.b.life != life-1 {
			t.Fatalf("draw step %d: life %d -> %d, want 1 damage from the tapped Mana Vault", turn+1, life, g.b.life)
		}
	}
	// An untapped Vault untaps as usual and hurts nobody.
	g2, cd2 := scenario(t, "20 Wastes\n4 Mana Vault\n36 {3}", DefaultConfig())
	g2.onField(t, cd2, "Mana Vault", 1)
	g2.untap()
	life := g2.b.life
	g2.drawStepDamage()
	if g2.b.src.Total(mana.ForSpell) != 3 || g2.b.life != life {
		t.Fatalf("an untapped Mana Vault: mana %d, life %d -> %d", g2.b.src.Total(mana.ForSpell), life, g2.b.life)
	}
}

// available is the mana the untapped sources make for a spell.
func (g *game) mana() int { return g.b.src.Total(mana.ForSpell) }

// canPay reports whether the board's sources (and pool) pay a cost now.
func (g *game) pays(t *testing.T, cost string) bool {
	t.Helper()
	d := mana.NewDemand(mana.MustParseCost(cost), mana.ForSpell)
	return mana.CanPay(&d, 0, &g.b.pool, &g.b.src, 0)
}

// Gaea's Cradle makes {G} for each creature its controller controls: with
// three creatures and two Wastes it pays {2}{G}{G}{G} and not {3}{G}{G}{G};
// a fourth creature arriving gives it one more at once.
func TestGaeasCradleCountsCreatures(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n1 Gaea's Cradle\n39 Grizzly Bears", DefaultConfig())
	g.onField(t, cd, "Wastes", 2)
	g.onField(t, cd, "Gaea's Cradle", 1)
	if g.mana() != 2 {
		t.Fatalf("Cradle with no creature: %d mana, want the two Wastes' 2", g.mana())
	}
	bears := g.onField(t, cd, "Grizzly Bears", 3)
	if !g.pays(t, "{2}{G}{G}{G}") || g.pays(t, "{3}{G}{G}{G}") || g.mana() != 5 {
		t.Fatalf("Cradle with three creatures and two Wastes: %d mana; {2}{G}{G}{G} %v, {3}{G}{G}{G} %v",
			g.mana(), g.pays(t, "{2}{G}{G}{G}"), g.pays(t, "{3}{G}{G}{G}"))
	}
	g.enter(uint16(bears), false, landPlay{})
	if !g.pays(t, "{2}{G}{G}{G}{G}") {
		t.Fatalf("a fourth creature: Cradle makes %d in all, want 6", g.mana())
	}
	g.leave(uint16(bears))
	g.leave(uint16(bears))
	if g.mana() != 4 || g.pays(t, "{G}{G}{G}") {
		t.Fatalf("two creatures left: %d mana, want 4, and {G}{G}{G} unpayable", g.mana())
	}
}

// Urza's Tower makes {C}{C}{C} and Mine and Power-Plant {C}{C} each while
// all three are on the battlefield: 7 mana together; two of them make {C}
// each, one alone {C}.
func TestUrzasLandsMakeSeven(t *testing.T) {
	g, cd := scenario(t, "4 Urza's Tower\n4 Urza's Mine\n4 Urza's Power Plant\n48 {3}", DefaultConfig())
	g.onField(t, cd, "Urza's Tower", 1)
	if g.mana() != 1 {
		t.Fatalf("Tower alone: %d mana, want 1", g.mana())
	}
	g.onField(t, cd, "Urza's Mine", 1)
	if g.mana() != 2 {
		t.Fatalf("Tower and Mine: %d mana, want 2", g.mana())
	}
	pp := g.onField(t, cd, "Urza's Power Plant", 1)
	if g.mana() != 7 {
		t.Fatalf("Tower, Mine and Power-Plant: %d mana, want 7", g.mana())
	}
	// A second Tower makes {C}{C}{C} too.
	g.onField(t, cd, "Urza's Tower", 1)
	if g.mana() != 10 {
		t.Fatalf("two Towers, Mine and Power-Plant: %d mana, want 10", g.mana())
	}
	g.leave(uint16(pp))
	if g.mana() != 3 {
		t.Fatalf("Power-Plant gone: %d mana, want 3", g.mana())
	}
}

// Mox Opal's mana needs three artifacts (itself included): dead beside one
// other artifact, live beside two.
func TestMoxOpalMetalcraft(t *testing.T) {
	g, cd := scenario(t, "4 Mox Opal\n20 Memnite\n36 {R}", DefaultConfig())
	g.onField(t, cd, "Mox Opal", 1)
	g.onField(t, cd, "Memnite", 1)
	if g.mana() != 0 || g.pays(t, "{R}") {
		t.Fatalf("Mox Opal with two artifacts: %d mana, want none", g.mana())
	}
	memnite := g.onField(t, cd, "Memnite", 1)
	if g.mana() != 1 || !g.pays(t, "{R}") {
		t.Fatalf("Mox Opal with three artifacts: %d mana, want one of any colour", g.mana())
	}
	g.leave(uint16(memnite))
	if g.mana() != 0 {
		t.Fatalf("back to two artifacts: %d mana", g.mana())
	}
}

// Priest of Titania counts Elves (itself too) and is summoning sick the
// turn it arrives: its mana comes the next turn, and follows the Elves.
func TestPriestOfTitaniaSick(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n4 Priest of Titania\n20 Llanowar Elves\n16 {3}", DefaultConfig())
	g.onField(t, cd, "Llanowar Elves", 1)
	priest := id(t, cd, "Priest of Titania")
	g.enter(uint16(priest), false, landPlay{})
	if g.mana() != 1 {
		t.Fatalf("Priest arrived this turn: %d mana, want the Elves' 1", g.mana())
	}
	g.untap()
	if g.mana() != 3 {
		t.Fatalf("next turn: %d mana, want Elves 1 + Priest 2", g.mana())
	}
	g.onField(t, cd, "Llanowar Elves", 1)
	if g.mana() != 5 {
		t.Fatalf("a second Elf: %d mana, want 2 Elves + Priest 3", g.mana())
	}
}

// paysCard reports whether the board pays card name's own cost (its demand
// as Compile made it: what casting it pays for).
func (g *game) paysCard(t *testing.T, cd *decks.Compiled, name string) bool {
	t.Helper()
	c := id(t, cd, name)
	return mana.CanPay(&cd.Cards[c].Demand, 0, &g.b.pool, &g.b.src, 0)
}

// Eldrazi Temple's {C}{C} pays for a colorless Eldrazi spell only: beside a
// Wastes it casts Matter Reshaper ({2}{C}) and not a Signet ({2}) nor a
// {3}; its own {C} pays anything.
func TestEldraziTempleRestricted(t *testing.T) {
	g, cd := scenario(t, "4 Eldrazi Temple\n16 Wastes\n20 Matter Reshaper\n20 Azorius Signet", DefaultConfig())
	g.onField(t, cd, "Eldrazi Temple", 1)
	if g.paysCard(t, cd, "Azorius Signet") || g.mana() != 1 {
		t.Fatalf("Temple alone: %d mana for a noncreature spell, want 1; Signet payable %v", g.mana(), g.paysCard(t, cd, "Azorius Signet"))
	}
	g.onField(t, cd, "Wastes", 1)
	if !g.paysCard(t, cd, "Matter Reshaper") {
		t.Fatal("Temple and a Wastes do not pay Matter Reshaper {2}{C} ({C}{C} for a colorless Eldrazi, {C})")
	}
	if !g.paysCard(t, cd, "Azorius Signet") || g.pays(t, "{3}") {
		t.Fatal("Temple and a Wastes: a Signet's {2} is paid from the Temple's {C} and the Wastes, not {3}")
	}
	g2, cd2 := scenario(t, "4 Eldrazi Temple\n16 Wastes\n20 Matter Reshaper\n20 Azorius Signet", DefaultConfig())
	g2.onField(t, cd2, "Eldrazi Temple", 2)
	if !g2.paysCard(t, cd2, "Azorius Signet") || g2.pays(t, "{3}") {
		t.Fatal("two Temples make {C}{C} for a Signet and not {3}")
	}
	if !g2.paysCard(t, cd2, "Matter Reshaper") || g2.mana() != 2 {
		t.Fatalf("two Temples: Matter Reshaper's {2}{C} from {C}{C} and {C}{C} (%d mana for other spells)", g2.mana())
	}
}

// Cavern of Souls' coloured mana is for creature spells: it casts Goblin
// Guide's {R} and not Giant Growth's {G}.
func TestCavernOfSoulsCreaturesOnly(t *testing.T) {
	g, cd := scenario(t, "4 Cavern of Souls\n16 Wastes\n20 Goblin Guide\n20 Giant Growth", DefaultConfig())
	g.onField(t, cd, "Cavern of Souls", 1)
	if !g.paysCard(t, cd, "Goblin Guide") || g.paysCard(t, cd, "Giant Growth") {
		t.Fatalf("Cavern: Goblin Guide %v (want true), Giant Growth %v (want false)",
			g.paysCard(t, cd, "Goblin Guide"), g.paysCard(t, cd, "Giant Growth"))
	}
}

// Mishra's Workshop's {C}{C}{C} is for artifact spells: it casts Mind
// Stone and not a {2} sorcery; Mind Stone's own mana then pays anything.
func TestMishrasWorkshopArtifactsOnly(t *testing.T) {
	g, cd := scenario(t, "4 Mishra's Workshop\n16 Wastes\n20 Mind Stone\n20 {2}", DefaultConfig())
	g.onField(t, cd, "Mishra's Workshop", 1)
	if !g.paysCard(t, cd, "Mind Stone") || g.paysCard(t, cd, "{2}") {
		t.Fatalf("Workshop: Mind Stone %v (want true), {2} %v (want false)", g.paysCard(t, cd, "Mind Stone"), g.paysCard(t, cd, "{2}"))
	}
}

// City of Traitors goes when another land is played; its {C}{C} can be made
// first: with City out and a Wastes and a {3} spell in hand, the line is
// land, City's mana floated, and the spell cast from it and the Wastes.
func TestCityOfTraitorsSacrificed(t *testing.T) {
	g, cd := scenario(t, "4 City of Traitors\n20 Wastes\n36 {3}", DefaultConfig())
	city := g.onField(t, cd, "City of Traitors", 1)
	wastes := g.inHandNamed(t, cd, "Wastes", 1)
	spell := g.inHandNamed(t, cd, "{3}", 1)
	out := g.mainNarrated()
	if g.b.field[city] != 0 || g.b.field[wastes] != 1 || g.b.hand[spell] != 0 {
		t.Fatalf("City %d on the battlefield (want 0), Wastes %d (want 1), {3} in hand %d (want 0):\n%s",
			g.b.field[city], g.b.field[wastes], g.b.hand[spell], out)
	}
	// Without a spell to cast, the land drop still sacrifices it.
	g2, cd2 := scenario(t, "4 City of Traitors\n20 Wastes\n36 {3}", DefaultConfig())
	city2 := g2.onField(t, cd2, "City of Traitors", 1)
	w2 := g2.inHandNamed(t, cd2, "Wastes", 1)
	g2.playLand(uint16(w2), uint16(w2), landPlay{})
	if g2.b.field[city2] != 0 || g2.mana() != 1 || !g2.b.pool.IsEmpty() {
		t.Fatalf("a land played without floating: City %d, mana %d, pool %s", g2.b.field[city2], g2.mana(), g2.b.pool.String())
	}
	// A second City played sacrifices the first, not itself.
	g3, cd3 := scenario(t, "4 City of Traitors\n20 Wastes\n36 {3}", DefaultConfig())
	city3 := g3.onField(t, cd3, "City of Traitors", 1)
	g3.give(city3, 1)
	g3.playLand(uint16(city3), uint16(city3), landPlay{float: true})
	if g3.b.field[city3] != 1 || g3.mana() != 2 || g3.b.pool.Total() != 2 {
		t.Fatalf("a second City: %d on the battlefield (want 1), mana %d (want 2), pool %s (want the first's {C}{C})",
			g3.b.field[city3], g3.mana(), g3.b.pool.String())
	}
}

// Hive of the Eye Tyrant enters tapped beside two or more other lands and
// untapped beside fewer; Abandoned Campground enters tapped unless a player
// is at 13 life or less (the idle opponent, after the goldfish's damage).
func TestEnteringConditions(t *testing.T) {
	g, cd := scenario(t, "4 Hive of the Eye Tyrant\n4 Abandoned Campground\n20 Swamp\n32 {3}", DefaultConfig())
	hive := id(t, cd, "Hive of the Eye Tyrant")
	g.onField(t, cd, "Swamp", 1)
	if g.conditionTapped(uint16(hive)) {
		t.Fatal("Hive beside one other land: enters tapped, want untapped")
	}
	g.onField(t, cd, "Swamp", 1)
	if !g.conditionTapped(uint16(hive)) {
		t.Fatal("Hive beside two other lands: enters untapped, want tapped")
	}
	camp := id(t, cd, "Abandoned Campground")
	if !g.conditionTapped(uint16(camp)) {
		t.Fatal("Campground at 20 life each: enters untapped, want tapped")
	}
	g.b.opp = 13
	if g.conditionTapped(uint16(camp)) {
		t.Fatal("Campground with the opponent at 13: enters tapped, want untapped")
	}
	g.b.opp, g.b.life = 20, 13
	if g.conditionTapped(uint16(camp)) {
		t.Fatal("Campground with the player at 13: enters tapped, want untapped")
	}
}

// Mana Flare adds one mana of a type a land produced each time a land is
// tapped for mana: a Forest makes {G}{G}, a Selesnya dual {W|G}{W|G}; two
// Flares three each; a Sol Ring is no land and makes its {C}{C} alone.
func TestManaFlareDoublesLands(t *testing.T) {
	g, cd := scenario(t, "10 Forest\n10 Savannah\n4 Mana Flare\n4 Sol Ring\n32 {3}", DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Sol Ring", 1)
	if g.mana() != 3 {
		t.Fatalf("Forest and Sol Ring: %d mana, want 3", g.mana())
	}
	flare := g.onField(t, cd, "Mana Flare", 1)
	if g.mana() != 4 || !g.pays(t, "{2}{G}{G}") {
		t.Fatalf("with Mana Flare: %d mana (want the Forest's {G}{G} and Sol Ring's {C}{C}), {2}{G}{G} payable %v", g.mana(), g.pays(t, "{2}{G}{G}"))
	}
	g.onField(t, cd, "Savannah", 1)
	if g.mana() != 6 || !g.pays(t, "{2}{G}{G}{W}{W}") {
		t.Fatalf("and a Savannah: %d mana, want 6 ({W|G}{W|G} from it)", g.mana())
	}
	g.onField(t, cd, "Mana Flare", 1)
	if g.mana() != 8 || !g.pays(t, "{2}{G}{G}{G}{W}{W}{W}") {
		t.Fatalf("two Flares: %d mana, want 8", g.mana())
	}
	g.leave(uint16(flare))
	g.leave(uint16(flare))
	if g.mana() != 4 {
		t.Fatalf("no Flare left: %d mana, want 4", g.mana())
	}
}

// Reflecting Pool makes one mana of a type another land of its
// controller's could produce: nothing alone, only {U} beside an Island,
// {W} or {U} once a Plains joins.
func TestReflectingPoolFollowsLands(t *testing.T) {
	g, cd := scenario(t, "4 Reflecting Pool\n10 Island\n10 Plains\n36 {3}", DefaultConfig())
	g.onField(t, cd, "Reflecting Pool", 1)
	if g.mana() != 0 {
		t.Fatalf("Reflecting Pool alone: %d mana, want none", g.mana())
	}
	g.onField(t, cd, "Island", 1)
	if !g.pays(t, "{U}{U}") || g.pays(t, "{W}") {
		t.Fatalf("Pool beside an Island: {U}{U} %v (want true), {W} %v (want false)", g.pays(t, "{U}{U}"), g.pays(t, "{W}"))
	}
	g.onField(t, cd, "Plains", 1)
	if !g.pays(t, "{W}{W}{U}") || g.pays(t, "{W}{W}{W}") {
		t.Fatalf("Pool beside an Island and a Plains: {W}{W}{U} %v (want true), {W}{W}{W} %v (want false)", g.pays(t, "{W}{W}{U}"), g.pays(t, "{W}{W}{W}"))
	}
}

// Riverpyre Verge's {U} needs an Island or a Mountain: alone it makes {R};
// beside an Island, {R} or {U}.
func TestVergeNeedsItsTypes(t *testing.T) {
	g, cd := scenario(t, "4 Riverpyre Verge\n10 Island\n10 Wastes\n36 {3}", DefaultConfig())
	g.onField(t, cd, "Riverpyre Verge", 1)
	g.onField(t, cd, "Wastes", 1)
	if !g.pays(t, "{R}") || g.pays(t, "{U}") {
		t.Fatalf("Verge beside a Wastes: {R} %v (want true), {U} %v (want false)", g.pays(t, "{R}"), g.pays(t, "{U}"))
	}
	g.onField(t, cd, "Island", 1)
	if !g.pays(t, "{U}{U}") || g.pays(t, "{R}{U}{U}") {
		t.Fatalf("Verge beside an Island: {U}{U} %v (want true)", g.pays(t, "{U}{U}"))
	}
}

// Reflecting Pool copies what a Verge makes now: beside a Floodfarm Verge
// and a Plains (which gives the Verge its {U}), it can make {U}.
func TestReflectingPoolCopiesVerge(t *testing.T) {
	g, cd := scenario(t, "4 Reflecting Pool\n4 Floodfarm Verge\n10 Plains\n42 {3}", DefaultConfig())
	g.onField(t, cd, "Reflecting Pool", 1)
	g.onField(t, cd, "Floodfarm Verge", 1)
	if g.pays(t, "{U}") {
		t.Fatal("Pool and a Verge alone: {U} payable; the Verge's {U} needs a Plains or an Island")
	}
	g.onField(t, cd, "Plains", 1)
	if !g.pays(t, "{U}{U}{W}") {
		t.Fatal("Pool, Verge and a Plains: {U}{U}{W} not payable (the Verge's {U}, the Pool copying it, the Plains)")
	}
}

// Springleaf Drum taps a creature as part of its cost, so a creature that
// arrived this turn (summoning sick) pays it: beside a Forest and a Bears
// just cast, the Drum's any colour is there ({G}{R}); with no creature it
// makes nothing; the planner casts {R} with it, tapping Drum and Bears.
func TestSpringleafDrumTapsASickCreature(t *testing.T) {
	g, cd := scenario(t, "20 Forest\n4 Springleaf Drum\n20 Grizzly Bears\n16 {R}", DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	drum := g.onField(t, cd, "Springleaf Drum", 1)
	if g.pays(t, "{R}") || g.mana() != 1 {
		t.Fatalf("Drum with no creature: %d mana, {R} payable %v; it needs a creature to tap", g.mana(), g.pays(t, "{R}"))
	}
	bears := id(t, cd, "Grizzly Bears")
	g.enter(uint16(bears), false, landPlay{}) // cast this turn: summoning sick
	if !g.pays(t, "{G}{R}") {
		t.Fatalf("Drum beside a summoning-sick Bears: {G}{R} not payable (%d mana)", g.mana())
	}
	spell := g.inHandNamed(t, cd, "{R}", 1)
	g.b.landPlayed = true
	out := g.mainNarrated()
	if g.b.hand[spell] != 0 || g.b.tapped[drum] != 1 || g.b.tapped[bears] != 1 {
		t.Fatalf("{R} not cast by the Drum tapping the Bears (hand %d, Drum tapped %d, Bears tapped %d):\n%s",
			g.b.hand[spell], g.b.tapped[drum], g.b.tapped[bears], out)
	}
	g.untap()
	if !g.pays(t, "{G}{R}") || g.pays(t, "{G}{R}{R}") {
		t.Fatalf("next turn: one Drum, one creature, a Forest: {G}{R} %v, {G}{R}{R} %v", g.pays(t, "{G}{R}"), g.pays(t, "{G}{R}{R}"))
	}
}

// Past eight: with twelve creatures Gaea's Cradle makes twelve {G}, so it
// pays {G}x12 and not {G}x13; twenty creatures make sixteen, the most one
// source makes (mana.MaxUnits), and the deck says so.
func TestGaeasCradlePastEight(t *testing.T) {
	g, cd := scenario(t, "20 Wastes\n1 Gaea's Cradle\n39 Grizzly Bears", DefaultConfig())
	g.onField(t, cd, "Gaea's Cradle", 1)
	g.onField(t, cd, "Grizzly Bears", 12)
	g12, g13 := strings.Repeat("{G}", 12), strings.Repeat("{G}", 13)
	if !g.pays(t, g12) || g.pays(t, g13) || g.mana() != 12 {
		t.Fatalf("Cradle with twelve creatures: %d mana; twelve {G} %v, thirteen %v", g.mana(), g.pays(t, g12), g.pays(t, g13))
	}
	g.onField(t, cd, "Grizzly Bears", 8)
	if g.mana() != mana.MaxUnits {
		t.Fatalf("Cradle with twenty creatures: %d mana, want %d", g.mana(), mana.MaxUnits)
	}
	said := false
	for _, u := range cd.Unmodelled {
		said = said || u.Card == "Gaea's Cradle" && strings.Contains(u.What, fmt.Sprintf("counted as %d", mana.MaxUnits))
	}
	if !said {
		t.Fatalf("39 creatures and a Cradle: the cap at %d not reported: %v", mana.MaxUnits, cd.Unmodelled)
	}
}
