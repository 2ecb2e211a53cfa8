package mana

// Restriction is a limit on how mana may be spent, as in the glossary's "mana
// that can be used only to play creature spells or only to pay activation
// costs". Restricted mana is kept apart in the pool and spent only where allowed.
type Restriction uint8

// Restrictions.
const (
	Unrestricted       Restriction = iota
	CreatureSpellsOnly             // "spend this mana only to cast creature spells"
	AbilitiesOnly                  // "spend this mana only to activate abilities"

	numRestrictions = 3
)

// Use is what a payment is for; it decides which restricted mana may pay it.
type Use uint8

// Uses.
const (
	ForSpell         Use = iota // casting a noncreature spell
	ForCreatureSpell            // casting a creature spell
	ForAbility                  // activating an ability

	numUses = 3
)

// Allows reports whether mana with restriction r may be spent for u.
func (u Use) Allows(r Restriction) bool {
	return r == Unrestricted ||
		r == CreatureSpellsOnly && u == ForCreatureSpell ||
		r == AbilitiesOnly && u == ForAbility
}

// Unit is one mana as it sits in a pool: its type, whether it came from a snow
// source (only such mana pays {S}), and its spending restriction. It packs
// into a byte: bits 0-2 type, bit 3 snow, bits 4-5 restriction.
type Unit uint8

// MakeUnit returns the unit of type t.
func MakeUnit(t Type, snow bool, r Restriction) Unit {
	u := Unit(t) | Unit(r)<<4
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
func (u Unit) Restriction() Restriction { return Restriction(u >> 4 & 3) }

// Pool is a mana pool. Each (restriction, snow) pair has one machine word with
// an 8-bit lane per mana type (lane t at bits 8t..8t+7), so adding, removing
// and totalling are integer arithmetic. A lane holds at most 255 mana; adding
// past that saturates rather than spilling into the next type (no game the
// engine plays comes near it). The zero Pool is empty.
type Pool struct {
	lanes [numRestrictions][2]uint64 // [restriction][snow]
}

const (
	laneBits  = 8
	laneMax   = 1<<laneBits - 1
	evenLanes = 0x00FF00FF00FF00FF
)

// word returns the word and shift of unit u.
func (p *Pool) word(u Unit) (*uint64, uint) {
	return &p.lanes[u.Restriction()%numRestrictions][(u>>3)&1], uint(u.Type()) * laneBits
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
func (p *Pool) Total() int {
	var s uint64
	for r := range p.lanes {
		s += spread16(p.lanes[r][0]) + spread16(p.lanes[r][1])
	}
	return sum16(s)
}

// TotalFor returns the mana that may be spent for u.
func (p *Pool) TotalFor(u Use) int {
	var s uint64
	for r := range p.lanes {
		if u.Allows(Restriction(r)) {
			s += spread16(p.lanes[r][0]) + spread16(p.lanes[r][1])
		}
	}
	return sum16(s)
}

// IsEmpty reports whether the pool holds no mana.
func (p *Pool) IsEmpty() bool {
	l := &p.lanes
	return l[0][0]|l[0][1]|l[1][0]|l[1][1]|l[2][0]|l[2][1] == 0
}

// Empty empties the pool, as happens at the end of each step and phase (or of
// each phase under the classic rules), and returns how much mana was lost:
// under the classic rules, the mana burn.
func (p *Pool) Empty() (lost int) {
	lost = p.Total()
	*p = Pool{}
	return lost
}

// String lists the pool's mana, for logs and replays: "{W}{W}{G}", snow mana
// as "{G:snow}", restricted mana marked ":creature" or ":ability"; "" when empty.
func (p *Pool) String() string {
	var b []byte
	for r := Restriction(0); r < numRestrictions; r++ {
		for s := range 2 {
			for t := W; t < NumTypes; t++ {
				u := MakeUnit(t, s == 1, r)
				for range p.Count(u) {
					b = append(b, '{')
					b = append(b, t.String()...)
					if s == 1 {
						b = append(b, ":snow"...)
					}
					switch r {
					case CreatureSpellsOnly:
						b = append(b, ":creature"...)
					case AbilitiesOnly:
						b = append(b, ":ability"...)
					}
					b = append(b, '}')
				}
			}
		}
	}
	return string(b)
}
