package mana

import "math/bits"

// A Restriction and a Use are the two halves of "spend this mana only to ...".
//
// A Restriction is what the mana says: a limit on how it may be spent, as in
// the glossary's "mana that can be used only to play creature spells or only
// to pay activation costs". It travels with the mana: a Source's units carry
// it, and the pool keeps restricted mana in lanes of its own.
//
// A Use is what the payment is: the set of restrictions whose mana may pay
// it, one bit per Restriction (bit r allows restriction r). Unrestricted mana
// pays everything, so bit 0 is always set. A creature spell allows
// CreatureSpellsOnly (and CreatureSpellsOrAbilities); an artifact creature
// spell allows those and ArtifactSpellsOnly and ArtifactsOnly too. So which
// mana may pay is one shift and one AND (Allows), and Sources can tell with
// one AND whether a payment could use any restricted source at all.
type Restriction uint8

// The restrictions, with the Oracle wording each stands for.
const (
	Unrestricted Restriction = iota
	// CreatureSpellsOnly: "Spend this mana only to cast a creature spell"
	// (the Villages of The Lost Caverns of Ixalan; Cavern of Souls and
	// Haven of the Spirit Dragon, for a creature of the chosen type).
	CreatureSpellsOnly
	// AbilitiesOnly: "Spend this mana only to activate abilities" (the
	// glossary's mana "only to pay activation costs").
	AbilitiesOnly
	// ArtifactSpellsOnly: "Spend this mana only to cast artifact spells"
	// (Mishra's Workshop).
	ArtifactSpellsOnly
	// ColorlessEldraziOnly: "Spend this mana only to cast colorless Eldrazi
	// spells or activate abilities of colorless Eldrazi" (Eldrazi Temple).
	ColorlessEldraziOnly
	// ArtifactsOnly: "This mana can't be spent to cast a nonartifact spell"
	// (Powerstone tokens): artifact spells and any ability.
	ArtifactsOnly
	// InstantSorcerySpellsOnly: "Spend this mana only to cast an instant or
	// sorcery spell".
	InstantSorcerySpellsOnly
	// CreatureSpellsOrAbilities: "Spend this mana only to cast creature
	// spells or activate abilities of creatures" (Castle Garenbrig;
	// Secluded Courtyard, for the chosen type).
	CreatureSpellsOrAbilities
	// LegendarySpellsOnly: "Spend this mana only to cast a legendary spell"
	// (Delighted Halfling, Plaza of Heroes).
	LegendarySpellsOnly
	// AngelSpellsOnly: "Spend this mana only to cast an Angel spell" (Giada,
	// Font of Hope).
	AngelSpellsOnly
	// ElementalsOnly: "Spend this mana only to cast Elemental spells or
	// activate abilities of Elementals" (Smokebraider).
	ElementalsOnly
	// CommanderOnly: "Spend this mana only to cast your commander" (Jeweled
	// Lotus).
	CommanderOnly

	// MaxRestrictions is how many restrictions a Use, a Unit and a Pool have
	// room for (twelve are named above).
	MaxRestrictions = 16
)

var restrictionNames = [MaxRestrictions]string{"", "creature", "ability", "artifact-spell", "eldrazi",
	"artifact", "instant-sorcery", "creature-or-ability", "legendary", "angel", "elemental", "commander",
	"?12", "?13", "?14", "?15"}

// String names the restriction as the pool prints it: "" for unrestricted
// mana, else "creature", "ability", "artifact-spell", "eldrazi", "artifact",
// "instant-sorcery", "creature-or-ability", "legendary", "angel",
// "elemental" or "commander".
func (r Restriction) String() string {
	if r < MaxRestrictions {
		return restrictionNames[r]
	}
	return "?"
}

// Use is what a payment is for: the set of restrictions whose mana may pay
// it, bit r for restriction r, bit 0 (unrestricted mana) always set. Build
// one with SpellUse or AbilityUse, and With for the restrictions they take
// no argument for (a legendary spell, an Angel, an Elemental, a commander).
type Use uint16

// The uses of the first versions of this package, unchanged in meaning
// (TestUseConstructors holds them equal to SpellUse and AbilityUse).
const (
	ForSpell         Use = 1                                                        // casting a spell that is none of SpellUse's kinds
	ForCreatureSpell Use = 1 | 1<<CreatureSpellsOnly | 1<<CreatureSpellsOrAbilities // casting a creature spell
	ForAbility       Use = 1 | 1<<AbilitiesOnly | 1<<ArtifactsOnly                  // activating an ability
)

// SpellUse is casting a spell: a creature spell, an artifact spell, a
// colorless Eldrazi spell, an instant or sorcery spell (several may hold: an
// artifact creature).
func SpellUse(creature, artifact, colorlessEldrazi, instantOrSorcery bool) Use {
	u := Use(1) << Unrestricted
	u |= bit(creature, CreatureSpellsOnly) | bit(creature, CreatureSpellsOrAbilities)
	u |= bit(artifact, ArtifactSpellsOnly) | bit(artifact, ArtifactsOnly)
	u |= bit(colorlessEldrazi, ColorlessEldraziOnly)
	u |= bit(instantOrSorcery, InstantSorcerySpellsOnly)
	return u
}

// AbilityUse is activating an ability of a permanent (or card) that is an
// artifact, a creature, a colorless Eldrazi. Any ability may spend mana
// restricted to abilities and Powerstone's mana; ofArtifact changes nothing
// among today's restrictions and is there so that a caller describes the
// ability whole and a later restriction needs no new signature.
func AbilityUse(ofArtifact, ofCreature, ofColorlessEldrazi bool) Use {
	_ = ofArtifact
	u := Use(1)<<Unrestricted | 1<<AbilitiesOnly | 1<<ArtifactsOnly
	u |= bit(ofCreature, CreatureSpellsOrAbilities)
	u |= bit(ofColorlessEldrazi, ColorlessEldraziOnly)
	return u
}

// With returns u allowing mana restricted by r too: SpellUse(...).With(LegendarySpellsOnly)
// is casting a legendary spell, AbilityUse(...).With(ElementalsOnly) an
// Elemental's ability.
func (u Use) With(r Restriction) Use { return u | 1<<(r%MaxRestrictions) }

func bit(b bool, r Restriction) Use {
	if b {
		return 1 << r
	}
	return 0
}

// Allows reports whether mana with restriction r may be spent for u. Bit 0
// counts as set whatever u says, so the zero Use is ForSpell.
func (u Use) Allows(r Restriction) bool { return (u|1)>>r&1 != 0 }

// normal returns u with bit 0 set: the zero Use is ForSpell.
func (u Use) normal() Use { return u | 1 }

// String lists the restrictions u allows beyond unrestricted mana, such as
// "creature+creature-or-ability"; "spell" when there are none.
func (u Use) String() string {
	u = u.normal() &^ 1
	if u == 0 {
		return "spell"
	}
	var b []byte
	for r := Restriction(1); r < MaxRestrictions; r++ {
		if u.Allows(r) {
			if len(b) > 0 {
				b = append(b, '+')
			}
			b = append(b, r.String()...)
		}
	}
	return string(b)
}

// Unit is one mana as it sits in a pool: its type, whether it came from a snow
// source (only such mana pays {S}), and its spending restriction. It packs
// into a byte: bits 0-2 type, bit 3 snow, bits 4-7 restriction.
type Unit uint8

// MakeUnit returns the unit of type t.
func MakeUnit(t Type, snow bool, r Restriction) Unit {
	u := Unit(t) | Unit(r%MaxRestrictions)<<4
	if snow {
		u |= 8
	}
	return u
}

// Type returns the unit's mana type.
func (u Unit) Type() Type { return Type(u & 7) }

// Snow reports whether the unit came from a snow source.
func (u Unit) Snow() bool { return u&8 != 0 }

// Restriction returns the unit's spending restriction.
func (u Unit) Restriction() Restriction { return Restriction(u >> 4 & 15) }

// Pool is a mana pool. Each (restriction, snow) pair has one machine word with
// an 8-bit lane per mana type (lane t at bits 8t..8t+7), so adding, removing
// and totalling are integer arithmetic. A lane holds at most 255 mana; adding
// past that saturates rather than spilling into the next type (no game the
// engine plays comes near it). used says which restrictions hold mana (bit r
// for lanes[r]), so that the empty pool, or one with no restricted mana, is
// told by one byte: it is a function of the lanes, kept in step by every
// change, so == still compares pools. The zero Pool is empty.
type Pool struct {
	lanes [MaxRestrictions][2]uint64 // [restriction][snow]
	used  uint16
}

const (
	laneBits  = 8
	laneMax   = 1<<laneBits - 1
	evenLanes = 0x00FF00FF00FF00FF
)

// word returns the word and shift of unit u.
func (p *Pool) word(u Unit) (*uint64, uint) {
	return &p.lanes[u.Restriction()][(u>>3)&1], uint(u.Type()) * laneBits
}

// Add puts n mana of unit u into the pool (saturating at 255 per lane); a
// negative n takes mana out, down to none.
func (p *Pool) Add(u Unit, n int) {
	w, sh := p.word(u)
	v := int(*w>>sh&laneMax) + n
	if v > laneMax {
		v = laneMax
	}
	if v < 0 {
		v = 0
	}
	*w = *w&^(laneMax<<sh) | uint64(v)<<sh
	p.mark(u.Restriction())
}

// mark sets or clears restriction r's bit of used after a change to its lanes.
func (p *Pool) mark(r Restriction) {
	if p.lanes[r][0]|p.lanes[r][1] != 0 {
		p.used |= 1 << r
	} else {
		p.used &^= 1 << r
	}
}

// Count returns how much mana of unit u the pool holds.
func (p *Pool) Count(u Unit) int {
	w, sh := p.word(u)
	return int(*w >> sh & laneMax)
}

// spread16 turns eight 8-bit lanes into four 16-bit lanes holding pair sums,
// so that several words can be added lane-wise without overflow.
func spread16(x uint64) uint64 { return x&evenLanes + x>>8&evenLanes }

// sum16 adds the four 16-bit lanes of x (a multiply gathers them in the top lane).
func sum16(x uint64) int { return int(x * 0x0001000100010001 >> 48) }

// Total returns all the mana in the pool.
func (p *Pool) Total() int { return p.TotalFor(^Use(0)) }

// TotalFor returns the mana that may be spent for u.
func (p *Pool) TotalFor(u Use) int {
	var s uint64
	for m := p.used & uint16(u.normal()); m != 0; m &= m - 1 {
		r := bits.TrailingZeros16(m)
		s += spread16(p.lanes[r][0]) + spread16(p.lanes[r][1])
	}
	return sum16(s)
}

// IsEmpty reports whether the pool holds no mana.
func (p *Pool) IsEmpty() bool { return p.used == 0 }

// Empty empties the pool, as happens at the end of each step and phase (or of
// each phase under the classic rules), and returns how much mana was lost:
// under the classic rules, the mana burn.
func (p *Pool) Empty() (lost int) {
	lost = p.Total()
	p.clear()
	return lost
}

// clear empties the pool, writing only the lanes that hold mana.
func (p *Pool) clear() {
	for m := p.used; m != 0; m &= m - 1 {
		p.lanes[bits.TrailingZeros16(m)] = [2]uint64{}
	}
	p.used = 0
}

// String lists the pool's mana, for logs and replays: "{W}{W}{G}", snow mana
// as "{G:snow}", restricted mana marked with the restriction's name
// ("{G:creature}", "{C:eldrazi}"); "" when empty.
func (p *Pool) String() string {
	var b []byte
	for r := Restriction(0); r < MaxRestrictions; r++ {
		for s := range 2 {
			for t := W; t < NumTypes; t++ {
				u := MakeUnit(t, s == 1, r)
				for range p.Count(u) {
					b = append(b, '{')
					b = append(b, t.String()...)
					if s == 1 {
						b = append(b, ":snow"...)
					}
					if r != Unrestricted {
						b = append(b, ':')
						b = append(b, r.String()...)
					}
					b = append(b, '}')
				}
			}
		}
	}
	return string(b)
}
