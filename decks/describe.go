package decks

import (
	"fmt"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// Describe says in words what the engine reads of a card: for each face,
// its cost, types and size, then each ability it plays (mana abilities
// with their costs and restrictions, how it enters, its spell effects),
// then how every line of its Oracle text was accounted for. `simrun cards`
// prints it; the golden file of the built-in database's reading
// (testdata/reading.golden) is it, a line a card.
func (c *Card) Describe() []string {
	var out []string
	faces := []Card{*c}
	if len(c.Faces) > 0 {
		faces = c.Faces
		out = append(out, c.Name)
	}
	for _, f := range faces {
		head := fmt.Sprintf("%s  %s  %s", f.Name, f.Cost, f.Types)
		if f.LandTypes != 0 {
			head += fmt.Sprintf(" (land types %s)", f.LandTypes)
		}
		if f.Power != 0 || f.Toughness != 0 {
			head += fmt.Sprintf("  %d/%d", f.Power, f.Toughness)
		}
		out = append(out, head)
		for _, a := range f.effects() {
			out = append(out, "  "+a)
		}
		for _, l := range f.Lines {
			switch l.Status {
			case LineRead:
				out = append(out, fmt.Sprintf("  line %q: read (%s)", l.Text, l.Note))
			case LineNotNeeded:
				out = append(out, fmt.Sprintf("  line %q: not needed (%s)", l.Text, l.Note))
			case LinePartial:
				out = append(out, fmt.Sprintf("  line %q: partly modelled; not modelled: %s", l.Text, l.Note))
			default:
				out = append(out, fmt.Sprintf("  line %q: not modelled", l.Text))
			}
		}
	}
	for _, u := range c.Unmodelled() {
		out = append(out, "  not modelled: "+u)
	}
	return out
}

// effects lists what the engine plays of one face, in words.
func (f *Card) effects() []string {
	var out []string
	if f.Haste {
		out = append(out, "haste")
	}
	for _, a := range f.Mana {
		out = append(out, "mana: "+a.String())
	}
	out = append(out, f.sacrificeCostWords()...)
	switch {
	case f.Enters == EntersTappedUnlessPayLife:
		out = append(out, fmt.Sprintf("enters tapped unless you pay %d life", f.EnterLife))
	case f.Enters == EntersTappedUnlessType:
		out = append(out, fmt.Sprintf("enters tapped unless you control a %s", landTypeNames(f.Unless)))
	case f.Enters == EntersTappedUnlessReveal && f.Reveal != nil:
		out = append(out, fmt.Sprintf("enters tapped unless you reveal a card from your hand that is a %s", f.Reveal))
	case f.Enters != EntersUntapped:
		out = append(out, "enters "+f.Enters.String())
	}
	switch {
	case f.Bounce && f.Return != nil:
		out = append(out, f.Return.String())
	case f.Bounce:
		out = append(out, "when it enters, returns a land you control to its owner's hand")
	}
	if f.SacUntapped > 0 {
		out = append(out, fmt.Sprintf("when it enters, sacrifices %d untapped land(s)", f.SacUntapped))
	}
	if f.SacNoArtifacts {
		out = append(out, "sacrificed at the end step if you control no artifact")
	}
	if f.EnterSacrifice != 0 {
		out = append(out, "enters only by sacrificing a "+landTypeNames(f.EnterSacrifice))
	}
	if f.Quest.N > 0 {
		out = append(out, f.Quest.String())
	}
	if f.TokenAbility.Has {
		out = append(out, tokenAbilityWords(f.TokenAbility))
	}
	if f.EnterCost.Any() {
		out = append(out, f.EnterCost.String())
	}
	if f.Chapters > 0 {
		out = append(out, fmt.Sprintf("a lore counter as it enters and each precombat main phase, sacrificed after chapter %d", f.Chapters))
	}
	if f.CopyLand {
		out = append(out, "enters tapped as a copy of a land on the battlefield")
	}
	if f.Fetch != nil {
		out = append(out, fmt.Sprintf("fetch: %d land(s) of types %s (basic only: %v), %d life, tapped: %v", f.Fetch.N, f.Fetch.Types, f.Fetch.Basic, f.Fetch.Life, f.Fetch.Tapped))
		if f.Fetch.Gain > 0 {
			out[len(out)-1] += fmt.Sprintf(", gains %d life", f.Fetch.Gain)
		}
	}
	if f.Channel {
		out = append(out, "resolved, 1 life pays for {C} until end of turn")
	}
	if f.PayAs != nil {
		out = append(out, "while on the battlefield: "+f.PayAs.String())
	}
	if f.XOnly != 0 {
		out = append(out, "its X paid with "+colourNames(f.XOnly)+" mana only")
	}
	if f.DiesMana.Total() > 0 {
		out = append(out, fmt.Sprintf("adds %d mana when it dies", f.DiesMana.Total()))
	}
	if f.Ritual.Total() > 0 {
		how := "as it resolves"
		if f.FromHand {
			how = "exiled from the hand"
		}
		out = append(out, fmt.Sprintf("adds %d mana %s", f.Ritual.Total(), how))
	}
	if f.Draw > 0 {
		out = append(out, fmt.Sprintf("draws %d", f.Draw))
	}
	if f.Search.N() > 0 {
		out = append(out, f.Search.String())
	}
	out = append(out, f.seekEffects()...)
	if f.Damage > 0 {
		if f.XDamage {
			out = append(out, "deals X damage to the opponent")
		} else {
			out = append(out, fmt.Sprintf("deals %d damage to the opponent", f.Damage))
		}
	}
	if f.Morph && !f.MorphCost.IsNone() {
		out = append(out, fmt.Sprintf("morph: may be cast face down as a 2/2 for {3}, turned face up for %s", f.MorphCost))
	}
	if f.Defender {
		out = append(out, "defender: never attacks")
	}
	if f.NoMaxHand {
		out = append(out, "no maximum hand size")
	}
	if f.SacOnLandPlay {
		out = append(out, "sacrificed when another land is played (its mana may be made first)")
	}
	if f.NotCreature.N > 0 {
		out = append(out, f.NotCreature.String())
	}
	if f.NoUntap {
		out = append(out, "doesn't untap during the untap step")
	}
	if f.ChooseType {
		out = append(out, "chooses a creature type as it enters: the deck's most common (by copies, then by name), the same every game")
	}
	if !f.UntapSelf.IsNone() {
		out = append(out, untapSelfWords(f.UntapSelf, f.UntapUpkeep))
	}
	if f.TappedDrawDamage > 0 {
		out = append(out, fmt.Sprintf("deals %d damage to you at the beginning of the draw step while tapped", f.TappedDrawDamage))
	}
	if f.GrowOn != nil {
		out = append(out, "gets a +1/+1 counter whenever another "+f.GrowOn.String()+" enters under its controller's control")
	}
	if f.BasicOnly {
		out = append(out, "cast only with mana of untapped basic lands (none from the pool)")
	}
	if f.AbilityAnyColor {
		out = append(out, "its controller's creatures' converters are paid with any mana for a coloured pip")
	}
	if f.Ping > 0 {
		out = append(out, fmt.Sprintf("deals %d damage to the opponent each time its mana ability is used", f.Ping))
	}
	if f.TapDamage > 0 {
		out = append(out, fmt.Sprintf("deals %d damage to you each time it is tapped (the life of its mana)", f.TapDamage))
	}
	if f.UpkeepDamage > 0 {
		out = append(out, fmt.Sprintf("deals %d damage to you at the beginning of each upkeep", f.UpkeepDamage))
	}
	if f.UpkeepFlipDamage > 0 {
		out = append(out, fmt.Sprintf("flips a coin each upkeep: %d damage to you on a loss", f.UpkeepFlipDamage))
	}
	if f.AuraMana.N() > 0 {
		what := "a land"
		if f.AuraLand != 0 {
			what = "a " + landTypeNames(f.AuraLand)
		}
		extra := f.AuraMana.Units[0].String()
		if f.AuraChoose {
			extra = "the chosen colour"
		}
		if f.AuraGrant {
			out = append(out, fmt.Sprintf("enchants %s: it has %q (one choice with its own mana)", what, ManaAbility{Makes: f.AuraMana, Tap: true}.String()))
		} else {
			out = append(out, fmt.Sprintf("enchants %s: it adds %d more mana (%s) each time it is tapped for mana", what, f.AuraMana.N(), extra))
		}
	}
	for _, g := range f.Grants {
		out = append(out, g.String())
	}
	if lb := f.LandBonus; lb != nil {
		out = append(out, lb.String())
	}
	if f.Counters != nil {
		out = append(out, f.Counters.String())
	}
	if f.UntapLand != 0 {
		out = append(out, fmt.Sprintf("untaps a %s (to tap it again for mana)", untapWords(f.UntapLand)))
	}
	if f.Untap.When != UntapNever {
		out = append(out, f.Untap.String())
	}
	if f.CounterUntap {
		out = append(out, counterUntapWords(f.Toughness))
	}
	if f.UntapConv != nil {
		out = append(out, f.UntapConv.String())
	}
	if f.ExtraCombat {
		out = append(out, extraCombatWords)
	}
	if f.IdleHand {
		out = append(out, fmt.Sprintf("its mana counts an idle opponent's hand: %d cards (it keeps seven, never plays one, and discards down to seven each turn)", idleHand))
	}
	if f.Imprint {
		out = append(out, "as it enters, exiles a nonartifact, nonland card from the hand (the planner's objective chooses which)")
	}
	for _, m := range f.Tokens {
		out = append(out, m.String())
	}
	if f.TreasureMana.N() > 0 {
		out = append(out, fmt.Sprintf("its controller's Treasures make %d mana (%s) each", f.TreasureMana.N(), f.TreasureMana.Units[0]))
	}
	if f.Landfall.Has() {
		out = append(out, f.Landfall.String())
	}
	if f.UntapEntering {
		out = append(out, "untaps each permanent of its controller's that enters tapped")
	}
	out = append(out, f.Grave.words()...)
	return out
}

// String says what a mana ability costs and adds: "{1}, {T}: {W}{U}",
// "{T}, 1 life: {W|U} (creature spells only)".
func (a ManaAbility) String() string {
	var cost []string
	if !a.Cost.IsNone() {
		cost = append(cost, a.Cost.String())
	}
	if a.Tap {
		cost = append(cost, "{T}")
	}
	if a.Life > 0 {
		cost = append(cost, fmt.Sprintf("%d life", a.Life))
	}
	if a.Sacrifice {
		cost = append(cost, "sacrifice")
	}
	if a.Return {
		cost = append(cost, "return it to hand")
	}
	if a.Others != nil {
		cost = append(cost, a.Others.String())
	}
	cost = a.converterWords(a.cardCostWords(cost))
	var units []string
	for _, u := range a.Makes.Units[:a.Makes.N()] {
		units = append(units, "{"+strings.Join(strings.Split(u.String(), ""), "|")+"}")
	}
	extra := ""
	if a.Makes.Same {
		extra = " (all one type)"
	}
	if a.Makes.Snow {
		extra += " (snow)"
	}
	if r := a.Makes.Restriction; r != mana.Unrestricted {
		extra += " (" + restrictionWords[r] + " only)"
	}
	if a.Choose {
		extra += " (or a colour chosen as it enters)"
	}
	if a.Like {
		extra += " of a type a land you control could produce"
	}
	if a.Identity {
		extra += " of the commander's colour identity"
	}
	extra += a.AsEnters.words()
	extra += amongWords(a)
	switch {
	case a.Per != nil && a.PerGrave != 0:
		extra += perGraveWords(a)
	case a.Per != nil && a.Per.Power:
		extra += " for each point of its power (counters included)"
	case a.Per != nil && a.Per.Hand:
		extra += " for each " + a.Per.String() + " card revealed from the hand"
	case a.Per != nil && a.Per.Greatest:
		extra += greatestWords
	case a.Per != nil && a.Per.Devotion:
		extra += " for each symbol of the colour among the mana costs of permanents you control (devotion)"
	case a.Per != nil && a.Per.Chosen:
		extra += " for each creature of the chosen type you control"
	case a.Per != nil:
		extra += " for each " + a.Per.String() + " you control"
	}
	if a.PlayedLand {
		extra += playedWords
	}
	if a.OneType {
		extra += " (all one colour, chosen as it is activated)"
	}
	if len(a.When) > 0 {
		if a.Instead {
			extra += " instead, if " + a.When.String()
		} else {
			extra += ", only if " + a.When.String()
		}
	}
	if a.Counters != nil {
		if a.Counters.Remove > 0 || a.Counters.Put > 0 {
			cost = append(cost, a.Counters.String())
		} else {
			extra += " (" + a.Counters.String() + ")"
		}
	}
	return strings.Join(cost, ", ") + ": " + strings.Join(units, "") + extra
}

var restrictionWords = [mana.MaxRestrictions]string{"", "creature spells", "abilities", "artifact spells",
	"colorless Eldrazi spells and abilities", "artifact spells and abilities", "instant and sorcery spells",
	"creature spells and creatures' abilities", "legendary spells", "Angel spells", "Elemental spells and abilities",
	"the commander"}

// landTypeNames names basic land types: "Forest", "Plains or Island".
func landTypeNames(m mana.Mask) string {
	var names []string
	for t, n := range [...]string{"Plains", "Island", "Swamp", "Mountain", "Forest"} {
		if m.Has(mana.Type(t)) {
			names = append(names, n)
		}
	}
	return strings.Join(names, " or ")
}
