package mana

import "math/bits"

// Type is a type of mana: one of the five colours or colourless.
type Type uint8

// The mana types, in the order of the colour pie (WUBRG), colourless last.
const (
	W Type = iota // white
	U             // blue
	B             // black
	R             // red
	G             // green
	C             // colourless

	NumTypes = 6
)

// typeLetters spells the types in order; index = Type.
const typeLetters = "WUBRGC"

// String returns the type's letter: "W", "U", "B", "R", "G" or "C".
func (t Type) String() string {
	if t < NumTypes {
		return typeLetters[t : t+1]
	}
	return "?"
}

// Mask returns the one-type mask of t.
func (t Type) Mask() Mask { return 1 << t }

// TypeOf returns the type named by a letter (either case), and whether it is one.
func TypeOf(letter byte) (Type, bool) {
	switch letter | 0x20 { // ASCII lower case
	case 'w':
		return W, true
	case 'u':
		return U, true
	case 'b':
		return B, true
	case 'r':
		return R, true
	case 'g':
		return G, true
	case 'c':
		return C, true
	}
	return 0, false
}

// Mask is a set of mana types, one bit per Type (bit t is type t). Only the low
// six bits are used.
type Mask uint8

// Common masks.
const (
	None      Mask = 0
	AllColors Mask = 1<<W | 1<<U | 1<<B | 1<<R | 1<<G // "one mana of any colour"
	AnyType   Mask = AllColors | 1<<C                 // "one mana of any type"
)

// Has reports whether t is in m.
func (m Mask) Has(t Type) bool { return m&(1<<t) != 0 }

// Len returns how many types m holds.
func (m Mask) Len() int { return bits.OnesCount8(uint8(m & AnyType)) }

// First returns the lowest type in m (W before U ... before C); m must not be empty.
func (m Mask) First() Type { return Type(bits.TrailingZeros8(uint8(m))) }

// String spells m in WUBRGC order, "" for the empty mask.
func (m Mask) String() string {
	var b [NumTypes]byte
	n := 0
	for t := W; t < NumTypes; t++ {
		if m.Has(t) {
			b[n] = typeLetters[t]
			n++
		}
	}
	return string(b[:n])
}

// ParseMask reads a set of types written as letters ("WU", "wubrg", "C"),
// in any order. The empty string is the empty mask.
func ParseMask(s string) (Mask, bool) {
	var m Mask
	for i := 0; i < len(s); i++ {
		t, ok := TypeOf(s[i])
		if !ok {
			return 0, false
		}
		m |= t.Mask()
	}
	return m, true
}
