package decks

import (
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// Types is the set of card types and supertypes on a card's type line.
type Types uint16

// Card types, then supertypes.
const (
	Land Types = 1 << iota
	Creature
	Artifact
	Enchantment
	Instant
	Sorcery
	Planeswalker
	Battle
	Kindred
	Basic
	Snow
	Legendary
)

var typeWords = [...]struct {
	word string
	t    Types
}{
	{"land", Land}, {"creature", Creature}, {"artifact", Artifact}, {"enchantment", Enchantment},
	{"instant", Instant}, {"sorcery", Sorcery}, {"planeswalker", Planeswalker}, {"battle", Battle},
	{"kindred", Kindred}, {"tribal", Kindred}, {"basic", Basic}, {"snow", Snow}, {"legendary", Legendary},
}

// Has reports whether all of u are in t.
func (t Types) Has(u Types) bool { return t&u == u }

// String spells the types in type-line order, "Basic Snow Land", "Artifact Creature".
func (t Types) String() string {
	var parts []string
	for _, w := range [...]Types{Legendary, Basic, Snow, Kindred, Artifact, Enchantment, Land, Creature, Planeswalker, Battle, Instant, Sorcery} {
		if t&w != 0 {
			for _, tw := range typeWords {
				if tw.t == w {
					parts = append(parts, strings.ToUpper(tw.word[:1])+tw.word[1:])
					break
				}
			}
		}
	}
	return strings.Join(parts, " ")
}

// ParseTypeLine reads a type line such as "Basic Snow Land — Forest" or
// "Legendary Artifact Creature — Construct": the types and supertypes before
// the dash, and the basic land types (Plains, Island, Swamp, Mountain, Forest)
// after it as a colour mask (Plains is W ... Forest is G). Unknown words are
// ignored (subtypes, "Summon", "Token").
func ParseTypeLine(s string) (Types, mana.Mask) {
	var t Types
	var lands mana.Mask
	main, sub, _ := strings.Cut(s, "—")
	if sub == "" {
		main, sub, _ = strings.Cut(s, " - ") // plain-ASCII type lines
	}
	for _, w := range strings.Fields(strings.ToLower(main)) {
		for _, tw := range typeWords {
			if w == tw.word {
				t |= tw.t
			}
		}
	}
	for _, w := range strings.Fields(sub) {
		if ty, ok := basicLandType(w); ok {
			lands |= ty.Mask()
		}
	}
	return t, lands
}

// basicLandType maps a basic land type to the colour it taps for.
func basicLandType(w string) (mana.Type, bool) {
	switch strings.ToLower(w) {
	case "plains":
		return mana.W, true
	case "island":
		return mana.U, true
	case "swamp":
		return mana.B, true
	case "mountain":
		return mana.R, true
	case "forest":
		return mana.G, true
	}
	return 0, false
}

// EnterMode is how a permanent (usually a land) enters the battlefield.
type EnterMode uint8

// Ways to enter.
const (
	EntersUntapped                EnterMode = iota
	EntersTapped                            // "enters tapped" (gain lands, triomes, bounce lands)
	EntersTappedUnlessType                  // check lands: "unless you control a Forest or a Plains" (Unless)
	EntersTappedUnlessFewLands              // fast lands: "unless you control two or fewer other lands"
	EntersTappedUnlessTwoLands              // slow lands: "unless you control two or more other lands"
	EntersTappedUnlessPayLife               // shock lands: "you may pay 2 life. If you don't, it enters tapped"
	EntersTappedUnlessTwoBasics             // battle lands: "unless you control two or more basic lands"
	EntersTappedUnlessMultiplayer           // bond lands: "unless you have two or more opponents"
	EntersTappedIfTwoOtherLands             // the creature lands of Adventures in the Forgotten Realms: "if you control two or more other lands, ~ enters tapped"
	EntersTappedUnlessLowLife               // the Duskmourn lands: "unless a player has 13 or less life"
	EntersTappedUnlessReveal                // reveal lands and Snarls: "you may reveal a Forest or Island card from your hand" (Card.Reveal)
	EntersTappedUnlessEarlyTurn             // Starting Town: "unless it's your first, second, or third turn of the game"
)

// Beside is what a land's entering condition looks at: the other lands its
// controller controls (how many, how many basic, their basic land types),
// the format (two or more opponents in Commander), whether a player is at
// 13 life or less, how many cards in its controller's hand it may reveal
// (a reveal land's or Snarl's kind, the land itself not counted), and the
// controller's turn of the game (1 for the first).
type Beside struct {
	Lands, Basics int
	Types         mana.Mask
	Commander     bool
	LowLife       bool
	Reveal        int
	Turn          int
}

// Untapped says whether a land entering by mode e enters untapped beside
// what b says (unless: a check land's basic land types). The rule is
// written once here for the engine and the policy-free castability.
// EntersTappedUnlessPayLife is untapped only when the life is paid, which
// the caller decides; here it is tapped.
func (e EnterMode) Untapped(unless mana.Mask, b Beside) bool {
	switch e {
	case EntersUntapped:
		return true
	case EntersTappedUnlessType:
		return b.Types&unless != 0
	case EntersTappedUnlessFewLands:
		return b.Lands <= 2
	case EntersTappedUnlessTwoLands:
		return b.Lands >= 2
	case EntersTappedUnlessTwoBasics:
		return b.Basics >= 2
	case EntersTappedUnlessMultiplayer:
		return b.Commander
	case EntersTappedIfTwoOtherLands:
		return b.Lands < 2
	case EntersTappedUnlessLowLife:
		return b.LowLife
	case EntersTappedUnlessReveal:
		return b.Reveal > 0 // revealing costs a goldfish nothing: it always does
	case EntersTappedUnlessEarlyTurn:
		return b.Turn <= 3
	}
	return false // EntersTapped, EntersTappedUnlessPayLife
}

var enterNames = [...]string{"untapped", "tapped", "tapped unless you control a land type",
	"tapped unless you control two or fewer other lands", "tapped unless you control two or more other lands",
	"tapped unless you pay life", "tapped unless you control two or more basic lands",
	"tapped unless you have two or more opponents", "tapped if you control two or more other lands",
	"tapped unless a player has 13 or less life", "tapped unless you reveal a card of its kind from your hand",
	"tapped unless it is your first, second or third turn"}

func (e EnterMode) String() string {
	if int(e) < len(enterNames) {
		return enterNames[e]
	}
	return "?"
}

// ManaAbility is an activated mana ability (rule 605.1a): what it costs to
// activate and what it adds.
type ManaAbility struct {
	Makes     mana.Source // the mana it adds (Snow and Restriction included)
	Tap       bool        // {T} is part of the cost: creatures have summoning sickness for it
	Sacrifice bool        // the permanent is sacrificed (Lotus Petal, Treasure)
	Return    bool        // the permanent returns to its owner's hand (Grinning Ignus; costs.go)
	Cost      mana.Cost   // mana paid to activate (a Signet's {1}, a filter land's {W/U}); none if free
	Life      int         // life paid or damage dealt to its controller (pain lands, Talismans, Mana Confluence)
	// Choose: it also makes one mana of a colour chosen as it enters (the
	// Thriving lands); Compile picks the colour the deck needs most.
	Choose bool
	// Per: it makes Makes once for each permanent of the filter its
	// controller controls (Gaea's Cradle), nil for a fixed amount.
	Per *Filter
	// When: it may be activated only while the condition holds (Mox Opal's
	// metalcraft); with Instead, it replaces the card's other mana ability
	// while the condition holds (Urza's Tower's {C}{C}{C} for {C}).
	When    Condition
	Instead bool
	// Others: part of the cost is paid with other permanents, tapped or
	// sacrificed (Springleaf Drum's "tap an untapped creature you control",
	// Ashnod's Altar's "sacrifice a creature"; costs.go); nil if none.
	Others *Others
	// Among: the colours of the permanents of the filter its controller
	// controls (Mox Amber: one mana of any of them; with EachColor, one of
	// each: Bloom Tender), nil if not (among.go).
	Among     *Filter
	EachColor bool
	// AsEnters: its colours are fixed as the permanent enters (Coldsteel
	// Heart's chosen colour, Chrome Mox's exiled card's colours: choices.go);
	// Makes is one unit of any colour, the most it could be.
	AsEnters EntersChoice
	// Like: "one mana of any type that a land you control could produce"
	// (Reflecting Pool): the types follow the other lands; Makes is one unit
	// of any type, the most it could be.
	Like bool
	// Identity: "one mana of any color in your commander's color identity"
	// (Command Tower): Makes is any colour, which Compile narrows to the
	// commanders' identity (none without a commander: spend.go).
	Identity bool
	// Approx says what the model reads more broadly than the card (a spend
	// restriction narrower than any the mana core has); reported.
	Approx string
	// OneType: a counted amount all of one type, chosen as it is activated
	// (Nykthos, Three Tree City: devotion.go); Makes is one unit of the
	// types it may be.
	OneType bool
	// Counters: what the ability does with counters on its permanent, or
	// with the permanent's next untap (decks/counters.go); nil for none.
	Counters *CounterUse
	// PerGrave: Per counts the cards of its filter in its controller's
	// graveyard that are of these colours, not permanents (Crypt of
	// Agadeem: graveyard.go); 0 for permanents.
	PerGrave mana.Mask
	// PlayedLand: with Instead, it replaces the card's other mana ability
	// while its controller has played a land this turn (River of Tears:
	// enter_sacrifice.go).
	PlayedLand bool
	// Mill: its cost mills a card (Millikin); DiscardHand: it discards the
	// hand (Lion's Eye Diamond); Loyalty: a planeswalker's +N loyalty
	// ability, read as a {T} (cardcosts.go).
	Mill        bool
	DiscardHand bool
	Loyalty     int
	// Third: a converter of the third activation of an ability in a turn
	// (Soulbright Flamekin: converters.go).
	Third bool
}

// Fetch is a permanent's "sacrifice it: search your library for a land"
// ability (fetch lands, Evolving Wilds, Wayfarer's Bauble, Myriad Landscape).
type Fetch struct {
	N      int       // lands found (1, or 2 for "up to two")
	Types  mana.Mask // the basic land types it may find ("a Forest or Plains card")
	Basic  bool      // only a basic land card ("a basic land card": any basic type)
	Life   int       // life paid (1 for the Onslaught and Zendikar fetch lands)
	Cost   mana.Cost // mana paid to activate (Panorama lands' {1}); none if free
	Tapped bool      // the land found enters tapped (Evolving Wilds)
	Gain   int       // life gained once it is done (the Capenna lands' 1)
}

// Search is a spell's or ability's "search your library for basic land cards".
type Search struct {
	Battlefield int       // how many go onto the battlefield
	Hand        int       // how many go to the hand
	Tapped      bool      // those put onto the battlefield enter tapped
	Types       mana.Mask // basic land types it may find (all five for "a basic land card")
	Basic       bool      // only basic land cards
	// Any: any land card, nonbasic lands of no basic land type too (Types
	// is then every type); Cast: it is a cast trigger; Sacrifice: lands
	// sacrificed first (ramp.go).
	Any       bool
	Cast      bool
	Sacrifice SearchSacrifice
}

// N returns how many lands the search finds.
func (s Search) N() int { return s.Battlefield + s.Hand }

// Ritual is the mana a spell adds as it resolves (Dark Ritual's {B}{B}{B}).
// Rituals are cast and resolve: they are not mana abilities (rule 605.5b).
type Ritual struct {
	Fixed [mana.NumTypes]uint8 // mana of each type
	Any   uint8                // mana of any colour each ("two mana in any combination of colors")
}

// Total returns how much mana the ritual adds.
func (r Ritual) Total() int {
	n := int(r.Any)
	for _, v := range r.Fixed {
		n += int(v)
	}
	return n
}

// Layout is how a card's faces are arranged (Scryfall's layout).
type Layout uint8

// Layouts that matter to a goldfish; the rest read as LayoutNormal.
const (
	LayoutNormal    Layout = iota
	LayoutModalDFC         // either face may be played (Pathways, Zendikar Rising spell//land)
	LayoutTransform        // the front face is played
	LayoutSplit            // either half may be cast (Fire // Ice)
	LayoutAdventure        // the creature, or its adventure
	LayoutFlip
)

// Card is what the engine needs to know about a card: its cost and types, how
// it makes mana, how it enters, and the few spell effects a goldfish plays
// out (mana, cards, lands, damage). Everything else on a card is ignored.
type Card struct {
	Name      string
	Cost      mana.Cost // no mana cost for lands
	Types     Types
	LandTypes mana.Mask // basic land types (Plains = W ... Forest = G): fetchable, check lands
	Subtypes  []string  // the type line's subtypes, lower case ("elf", "druid")
	Power     int       // 0 when printed as * or absent
	Toughness int
	Haste     bool
	Vigilance bool // attacking doesn't tap it (vigilance.go)
	Devoid    bool // "This card has no color" (colorless whatever its cost)

	Mana   []ManaAbility // its mana abilities, including the intrinsic ones of basic land types
	Enters EnterMode
	Unless mana.Mask // for EntersTappedUnlessType: the basic land types that let it enter untapped
	// EnterLife is the life EntersTappedUnlessPayLife asks (2 for shock
	// lands, 3 for the modal double-faced lands of Zendikar Rising).
	EnterLife int
	Fetch     *Fetch // fetch lands
	Bounce    bool   // "When it enters, return a land you control to its owner's hand"
	// Return narrows what a Bounce land may return (Lairs, Karoo lands; see
	// Return); nil: any land, and itself if it is the only one.
	Return *Return
	// Reveal: for EntersTappedUnlessReveal, the kind of card in the hand
	// that lets it enter untapped.
	Reveal *Filter

	Ritual Ritual // mana added when the spell resolves (or the permanent enters, Burning-Tree Emissary)
	// Channel: "until end of turn, any time you could activate a mana
	// ability, you may pay 1 life. If you do, add {C}" (costs.go).
	Channel bool
	// PayAs: while it is on the battlefield, mana may be spent as though it
	// were of another type (Mycosynth Lattice, Sunglasses of Urza:
	// asthough.go).
	PayAs *PayAs
	// XOnly: "spend only black mana on X" (Drain Life): the types whose mana
	// pays its X; 0 for any.
	XOnly mana.Mask
	// DiesMana: "When ~ dies, add ..." (Cathodion): the mana added when it
	// is sacrificed (the only way a goldfish's creature dies).
	DiesMana Ritual
	// FromHand: the card's Ritual is had by exiling it from the hand, at no
	// cost and without casting it (Simian Spirit Guide).
	FromHand bool
	Draw     int    // cards drawn when the spell resolves (or the creature enters)
	Search   Search // lands searched for when the spell resolves (or the creature enters)
	Seek     *Seek  // searched for again later (ramp.go); nil for none
	Damage   int    // damage dealt to the opponent when the spell resolves
	XDamage  bool   // it deals X damage (Fireball): Damage is per X

	Morph     bool      // may be cast face down as a 2/2 for {3}
	MorphCost mana.Cost // the cost of turning it face up (its morph cost)

	Defender bool // it cannot attack
	// Idle: an instant or sorcery whose effects a goldfish does not play and
	// that needs a spell or permanent to target, or sweeps the board: against
	// an idle opponent it is never cast.
	Idle      bool
	NoMaxHand bool // "You have no maximum hand size" (Reliquary Tower, Thought Vessel)
	// NoUntap: "~ doesn't untap during your untap step" (Mana Vault, Grim
	// Monolith): once tapped it stays tapped.
	NoUntap bool
	// NotCreature: "as long as your devotion to red is less than five, ~
	// isn't a creature" (the Theros gods: gods.go).
	NotCreature NotCreature
	// ChooseType: "as ~ enters, choose a creature type" (Three Tree City:
	// devotion.go), the type its mana counts.
	ChooseType bool
	// UntapSelf: "{3}: untap ~" (Basalt Monolith, Grim Monolith): the mana
	// it pays to untap itself (untapself.go); none if it has no such ability.
	UntapSelf mana.Cost
	// UntapUpkeep: UntapSelf is paid only as its upkeep begins ("at the
	// beginning of your upkeep, you may pay {4}. if you do, untap ~": Mana
	// Vault), not at any time.
	UntapUpkeep bool
	// SacOnLandPlay: "When you play another land, sacrifice ~" (City of
	// Traitors).
	SacOnLandPlay bool
	// TappedDrawDamage: "at the beginning of your draw step, if ~ is tapped,
	// it deals N damage to you" (Mana Vault).
	TappedDrawDamage int
	// TapDamage: "whenever ~ becomes tapped, it deals N damage to you" (City
	// of Brass): the life of each use of its {T} mana abilities.
	TapDamage int
	// UpkeepFlipDamage: "at the beginning of your upkeep, flip a coin. if
	// you lose the flip, ~ deals N damage to you" (Mana Crypt).
	UpkeepFlipDamage int
	// UpkeepDamage: "at the beginning of your upkeep, ~ deals N damage to
	// you" (Juzám Djinn).
	UpkeepDamage int
	// Ping: its mana ability deals this much damage to the opponent each
	// time it is used (Chandra, Dressed to Kill's +1: cardcosts.go).
	Ping int
	// SacCost: "as an additional cost to cast this spell, sacrifice a
	// creature" (Culling the Weak): what it sacrifices, nil for none;
	// SacMana: the mana it adds by the sacrificed creature's mana value
	// (Sacrifice, Metamorphosis). sacrifice_cost.go.
	SacCost *Filter
	SacMana SacMana
	// AbilityAnyColor: "you may spend mana as though it were mana of any
	// color to activate abilities of creatures you control" (Agatha's Soul
	// Cauldron: converters.go).
	AbilityAnyColor bool
	// BasicOnly: "spend only mana produced by basic lands to cast ~"
	// (Imperiosaur: cardcosts.go).
	BasicOnly bool
	// GrowOn: "whenever another Elf you control enters, put a +1/+1
	// counter on ~" (Marwyn): the kind that grows it (converters.go).
	GrowOn *Filter

	// A land Aura's triggered mana ability (rule 605.1b): "whenever enchanted
	// land is tapped for mana, its controller adds an additional ...". AuraMana
	// is what it adds on each tap (the zero Source if the card has none);
	// AuraLand the basic land types it must enchant (Utopia Sprawl: Forest),
	// none for "Enchant land". AuraChoose: the mana is "of the chosen color",
	// chosen as it enters (Compile picks the colour the deck needs most).
	AuraMana   mana.Source
	AuraLand   mana.Mask
	AuraChoose bool
	// AuraGrant: the Aura gives the land a mana ability of AuraMana
	// ("enchanted land has ...": Abundant Growth), which the land taps for
	// instead of its own, not besides (grant.go).
	AuraGrant bool
	// Grants: mana abilities it gives to other permanents its controller
	// controls (grant.go: Chromatic Lantern, Cryptolith Rite).
	Grants []Grant
	// identity: the colour identity Scryfall gives (identityKnown), which
	// Identity prefers to its own reading.
	identity      mana.Mask
	identityKnown bool
	// leftover is what a whole-line template read but does not play of
	// the line it read (readAndAccount reports it: the line is partly
	// modelled).
	leftover string

	// LandBonus: a triggered mana ability on every land of a kind its
	// controller taps for mana (rule 605.1b): Mana Flare's and Mirari's
	// Wake's "one mana of any type that land produced", Gauntlet of Might's
	// {R} for each Mountain. Nil if the card has none.
	LandBonus *LandBonus

	// IdleHand: its Ritual counts the opponent's hand (Jeska's Will), an
	// idle opponent's: seven cards (amounts.go).
	IdleHand bool
	// Imprint: "when ~ enters, you may exile a nonartifact, nonland card
	// from your hand" (Chrome Mox): its mana is that card's colours.
	Imprint bool
	// Tokens: the tokens with mana abilities it creates, and when
	// (tokens.go).
	Tokens []MakeTokens
	// TreasureMana: "Treasures you control have '{T}, sacrifice: add
	// ...'" (Goldspan Dragon): what their better ability adds.
	TreasureMana mana.Source
	// Landfall: what its landfall trigger adds (Lotus Cobra, Omnath);
	// UntapEntering: "whenever a permanent you control enters tapped,
	// untap it" (Amulet of Vigor). landfall.go.
	Landfall      Landfall
	UntapEntering bool

	// Counters: the counters it enters with (Vivid lands, Everflowing
	// Chalice's kicks; decks/counters.go); nil for none.
	Counters *EnterCounters
	// Grave: what it does with the graveyards (graveyard.go).
	Grave GraveUse

	// CopyLand: "you may have ~ enter tapped as a copy of any land on the
	// battlefield" (Vesuva): it enters as the land it copies
	// (enter_sacrifice.go).
	CopyLand bool
	// SacUntapped: "when ~ enters, sacrifice two untapped lands" (Lotus
	// Field): how many. SacNoArtifacts: "at the beginning of the end step,
	// if you control no artifacts, sacrifice ~" (Glimmervoid).
	SacUntapped    int
	SacNoArtifacts bool
	// Chapters: a Saga's last chapter (Urza's Saga: 3); it gets a lore
	// counter as it enters and each precombat main phase, and is
	// sacrificed after that chapter (rule 714.4). 0 for none.
	Chapters int
	// EnterSacrifice: "if ~ would enter, sacrifice a Plains instead ...
	// if you don't, put it into its owner's graveyard" (Kjeldoran Outpost,
	// Lake of the Dead): the basic land types of the land it takes.
	EnterSacrifice mana.Mask
	// EnterCost: what entering takes besides mana (Mox Diamond's land
	// card, Glint Hawk's artifact, Glacial Chasm's land; enter_cost.go).
	EnterCost EnterCost
	// TokenAbility: an activated ability that creates tokens (Fountainport,
	// Treasure Vault; token_makers.go).
	TokenAbility TokenAbility
	// Quest: counters from landfall removed for lands (Khalni Heart
	// Expedition; quest.go).
	Quest Quest
	// RevealTypes: the creature types its landfall's reveal finds (Nissa:
	// elf, elemental; landfall_reveal.go).
	RevealTypes [2]string

	// UntapLand: "{T}: Untap target Forest" (Arbor Elf): the basic land types
	// of the land it untaps, which can then be tapped for mana again.
	UntapLand mana.Mask
	// Untap: what it untaps as an effect, and when (Pestermite, Twitch,
	// Merrow Reejerey: untappers.go).
	Untap UntapEffect
	// CounterUntap: "Put a -1/-1 counter on ~: Untap ~." (Devoted Druid,
	// untappers.go).
	CounterUntap bool
	// UntapConv: "{1}, {T}: Untap target land." (Deserted Temple, Minamo,
	// Jandor's Saddlebags: untappers.go); nil for none.
	UntapConv *UntapAbility
	// ExtraCombat: Fear of Missing Out's delirium attack trigger
	// (untappers.go).
	ExtraCombat bool

	Layout Layout
	Faces  []Card // the faces of a multi-face card, front first; the card itself describes the front

	// Lines is the reading of every line of the face's Oracle text (a
	// multi-face card's own Lines are its front face's; each face in Faces
	// has its own).
	Lines []Line
	// Unrecognised holds what the engine does not model of the card's
	// lines (every face's): each line not modelled, and what is left over
	// of a line modelled in part.
	Unrecognised []string
}

// Unmodelled lists what the engine ignores of the card (and its faces): the
// oracle text that looks relevant to mana but matches no template, and what
// it reads but does not play.
func (c *Card) Unmodelled() []string {
	out := append([]string(nil), c.Unrecognised...)
	faces := []*Card{c}
	for i := range c.Faces {
		if i > 0 {
			faces = append(faces, &c.Faces[i])
		}
	}
	for _, f := range faces {
		for _, a := range f.Mana {
			if a.Approx != "" {
				out = append(out, a.Approx)
			}
		}
		if f.Fetch != nil && !f.Fetch.Cost.IsNone() {
			out = append(out, "its land search with a mana cost: only its mana ability is used")
		}
		if f.AuraMana.N() > 0 && f.AuraChoose {
			out = append(out, "the colour chosen as it enters: the colour the deck's spells ask for most, the same every game")
		}
		if f.Morph && f.MorphCost.IsNone() {
			out = append(out, "a morph cost that is not mana: it is never cast face down")
		}
		if f.Idle {
			out = append(out, "it needs a spell or permanent to target (or sweeps the board), and an idle opponent has none: never cast")
		}
		if f.UntapEntering {
			out = append(out, "beside another of its kind, the mana a permanent makes between their untaps (tapped in response to the second): one untap is played")
		}
		if f.GrowOn != nil {
			out = append(out, "its +1/+1 counters count for its mana, not in combat (it attacks with its printed power)")
		}
		if f.BasicOnly {
			out = append(out, "basic lands' mana floating in the pool does not pay it (where pool mana came from is not kept)")
		}
		if f.CopyLand {
			out = append(out, "a copy returned to the hand comes back as the land it copied")
		}
		if f.UntapLand != 0 && !f.IsCreature() {
			out = append(out, "its untap ability: only a creature's is played")
		}
		out = append(out, f.Grave.unmodelled()...)
	}
	return out
}

// IsLand reports whether the card (its front face) is a land.
func (c *Card) IsLand() bool { return c.Types&Land != 0 }

// IsCreature reports whether the card (its front face) is a creature.
func (c *Card) IsCreature() bool { return c.Types&Creature != 0 }
