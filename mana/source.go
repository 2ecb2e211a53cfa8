package mana

import (
	"errors"
	"math/bits"
)

// MaxUnits is the most mana one Source makes at once: sixteen, so that one
// source can be Gaea's Cradle with sixteen creatures, Priest of Titania
// beside fifteen other Elves or an Urza's Tower beside a Mine and a Power
// Plant ({C}{C}{C}). A count beyond it is counted as MaxUnits, and the deck
// reports it (decks: "counted as 16").
const MaxUnits = 16

// Source is what one mana source makes when it is tapped (or sacrificed, or
// activated): up to MaxUnits units of mana, each of any one type in its mask.
//
//	a basic Forest         Units {G}
//	a W/U dual land        Units {WU}
//	Birds of Paradise      Units {WUBRG}            ("one mana of any color")
//	Sol Ring               Units {C, C}
//	Azorius Chancery       Units {W, U}             (a bounce land: both at once)
//	a filter land's output Units {WU, WU}           ({W}{W}, {W}{U} or {U}{U})
//	Gilded Lotus           Units {WUBRG x3}, Same   ("three mana of any one color")
//	Mishra's Workshop      Units {C, C, C}, Restriction ArtifactSpellsOnly
//	Cavern of Souls        Units {C}, Alt {WUBRG}, AltRestriction CreatureSpellsOnly
//	Eldrazi Temple         Units {C}, Alt {C, C}, AltRestriction ColorlessEldraziOnly
//
// Units are chosen independently unless Same is set, in which case all units
// are of one type chosen when the source is tapped (a type all their masks
// hold). The mana carries the source's Restriction into the pool.
//
// # The alternative
//
// A permanent with two mana abilities, one of them restricted, is one Source
// with an alternative: for a payment whose Use allows AltRestriction, the
// source may make Alt instead of Units (its mana then restricted by
// AltRestriction); for one that allows Restriction, Units. A use that allows
// both may take either, per source tapped: the planner chooses, and Tap.Alt
// says how many made the alternative. Snow and Penalty hold for both.
//
// So that the payment check stays exact with subset sums, an alternative must
// be one of two shapes (Valid reports any other): one unit each way (Cavern
// of Souls), which for a use allowing both is one unit of either mask; or
// one production dominating the other unit by unit, every unit of the other
// within a unit of its own (Eldrazi Temple's {C}{C} over {C}), which for a
// use allowing both is, for paying, the dominant one (the planner still
// taps for the smaller one when that makes less mana). Units with Same have
// no alternative.
//
// A Source is comparable; sources that make the same mana are the same kind
// to Sources.
type Source struct {
	Units       [MaxUnits]Mask
	Same        bool        // all units are one type, chosen on tapping
	Snow        bool        // a snow source: its mana pays {S}
	Restriction Restriction // how its mana may be spent
	// Penalty is what using the source costs beyond tapping it, such as life
	// paid or the source sacrificed, as a small number chosen by the caller:
	// sources that differ only in Penalty are different kinds, and the
	// planner taps the lower penalty first. It does not change the mana.
	Penalty uint8

	Alt            [MaxUnits]Mask // what the source makes instead for a use allowing AltRestriction; none if empty
	AltRestriction Restriction    // how the alternative's mana may be spent
}

// OneOf is a source making one mana of any type in m (a basic, a dual, Birds).
func OneOf(m Mask) Source { return Source{Units: [MaxUnits]Mask{m}} }

// Fixed is a source making all of the given masks at once (Sol Ring: Fixed(C.Mask(), C.Mask())).
func Fixed(units ...Mask) Source {
	var s Source
	copy(s.Units[:], units)
	return s.normal()
}

// NOfOne is a source making n mana of one type from m ("three mana of any one color").
func NOfOne(n int, m Mask) Source {
	var s Source
	for i := 0; i < n && i < MaxUnits; i++ {
		s.Units[i] = m
	}
	s.Same = true
	return s.normal()
}

// WithAlt returns s with the alternative of making alt, restricted by r,
// instead of its units (Cavern of Souls: OneOf(C.Mask()).WithAlt(CreatureSpellsOnly, AllColors)).
func (s Source) WithAlt(r Restriction, alt ...Mask) Source {
	s.Alt = [MaxUnits]Mask{}
	copy(s.Alt[:], alt)
	s.AltRestriction = r
	return s.normal()
}

// N returns how many mana the source makes at once (its Units).
func (s Source) N() int { return countUnits(&s.Units) }

// AltN returns how many mana the source's alternative makes (0: none).
func (s Source) AltN() int { return countUnits(&s.Alt) }

// HasAlt reports whether the source has an alternative.
func (s Source) HasAlt() bool { return s.AltN() > 0 }

func countUnits(u *[MaxUnits]Mask) int {
	n := 0
	for _, m := range u {
		if m&AnyType != 0 {
			n++
		}
	}
	return n
}

// Mask returns every type the source can make, for some use: its units' and
// its alternative's.
func (s Source) Mask() Mask {
	var m Mask
	for i := range s.Units {
		m |= s.Units[i] | s.Alt[i]
	}
	return m & AnyType
}

// Valid reports why the source is not one Sources can count exactly, or nil:
// a restriction out of range, or an alternative of another shape than the
// two the type's comment describes. Register refuses a source that is not
// valid.
func (s Source) Valid() error {
	if s.Restriction >= MaxRestrictions || s.AltRestriction >= MaxRestrictions {
		return errors.New("mana: restriction out of range")
	}
	t := s.normal()
	if t.Alt[0] == 0 {
		return nil
	}
	if t.Same {
		return errors.New("mana: a source whose units share one type cannot also have an alternative")
	}
	if t.oneEach() || dominates(&t.Alt, &t.Units) || dominates(&t.Units, &t.Alt) {
		return nil
	}
	return errors.New("mana: an alternative must be one unit against one, or make at least the other's mana unit by unit (or the other way round)")
}

// oneEach reports whether a source in normal form with an alternative makes one unit either way.
func (s *Source) oneEach() bool { return s.Units[1] == 0 && s.Alt[1] == 0 }

// modes reports which of its productions a source in normal form may make
// for u: its units, its alternative.
func (s *Source) modes(u Use) (units, alt bool) {
	return u.Allows(s.Restriction), s.Alt[0] != 0 && u.Allows(s.AltRestriction)
}

// prodUnits returns the units of one of the source's productions: its
// alternative if alt, else its units.
func (s *Source) prodUnits(alt bool) *[MaxUnits]Mask {
	if alt {
		return &s.Alt
	}
	return &s.Units
}

// prodRestriction returns the restriction of one of the source's productions.
func (s *Source) prodRestriction(alt bool) Restriction {
	if alt {
		return s.AltRestriction
	}
	return s.Restriction
}

// either returns what a valid source in normal form with an alternative makes,
// for paying, for a use allowing both its productions: one unit of their
// union when each is one unit, else the dominant one. altWins reports that
// the dominant one is the alternative.
func (s *Source) either() (units [MaxUnits]Mask, altWins bool) {
	if s.oneEach() {
		return [MaxUnits]Mask{s.Units[0] | s.Alt[0]}, false
	}
	if dominates(&s.Alt, &s.Units) {
		return s.Alt, true
	}
	return s.Units, false
}

// dominates reports whether every unit of b can be given its own unit of a
// whose mask holds it: a bipartite matching, by augmenting paths (sixteen
// units a side at most).
func dominates(a, b *[MaxUnits]Mask) bool {
	var partner [MaxUnits]int8 // partner[j]: the unit of b given unit j of a, or -1
	for j := range partner {
		partner[j] = -1
	}
	for i := range b {
		if b[i] == 0 {
			continue
		}
		var seen uint32
		if !augment(a, b, &partner, i, &seen) {
			return false
		}
	}
	return true
}

// augment finds unit i of b a unit of a, moving earlier choices along an
// augmenting path if it must; seen holds the units of a already on the path.
func augment(a, b *[MaxUnits]Mask, partner *[MaxUnits]int8, i int, seen *uint32) bool {
	for j := range a {
		if a[j] == 0 || *seen&(1<<j) != 0 || b[i]&^a[j] != 0 {
			continue
		}
		*seen |= 1 << j
		if partner[j] < 0 || augment(a, b, partner, int(partner[j]), seen) {
			partner[j] = int8(i)
			return true
		}
	}
	return false
}

// correlated reports whether the source's units are tied together (Same with
// two or more units of more than one possible type), which Hall's theorem over
// independent units cannot express. The source must be in normal form.
func (s Source) correlated() bool {
	return s.Same // normal() keeps Same only where it matters
}

// packUnits returns the masks of u trimmed to the six types, the empty ones
// dropped, in increasing order, and how many there are.
func packUnits(u *[MaxUnits]Mask) (t [MaxUnits]Mask, n int) {
	for _, m := range u {
		if m &= AnyType; m != 0 {
			// Insertion sort into t[:n+1]: eight entries at most.
			i := n
			for ; i > 0 && t[i-1] > m; i-- {
				t[i] = t[i-1]
			}
			t[i] = m
			n++
		}
	}
	return t, n
}

// normal puts a source in its canonical form: masks trimmed to the six types,
// units packed to the front in a fixed order, Same only where it matters; an
// alternative with no units of its own becomes the units, one with none is
// cleared, and one unit against one unit of the same restriction becomes one
// unit of their union.
func (s Source) normal() Source {
	var t Source
	var n int
	t.Units, n = packUnits(&s.Units)
	t.Snow, t.Restriction, t.Penalty = s.Snow, s.Restriction, s.Penalty
	alt, na := packUnits(&s.Alt)
	if n == 0 && na > 0 {
		// Only the alternative makes mana: it is the source's mana.
		t.Units, n, t.Restriction, na = alt, na, s.AltRestriction, 0
		s.Same = false
	}
	if s.Same && n > 1 {
		// One type for all units: only a type every unit can be.
		m := t.Units[0]
		for _, u := range t.Units[1:n] {
			m &= u
		}
		for i := range n {
			t.Units[i] = m
		}
		if m == 0 {
			t.Units = [MaxUnits]Mask{}
		}
		t.Same = m.Len() > 1
	}
	if na > 0 {
		if n == 1 && na == 1 && s.AltRestriction == t.Restriction {
			t.Units[0] |= alt[0]
		} else {
			t.Alt, t.AltRestriction = alt, s.AltRestriction
		}
	}
	return t
}

// MaxKinds is how many different kinds of source one Sources can count.
const MaxKinds = 64

// maxSlots is how many tables of subset sums one Sources keeps: the one every
// use reads, one per restriction, and a few for alternatives whose two
// productions are both restricted (see Sources).
const maxSlots = 12

// Sources counts a player's untapped mana sources by kind, and keeps the
// subset sums the payment check reads: for every use u and every subset m of
// {W,U,B,R,G,C}, how many units usable for u can make only types within m.
// Adding or removing a source updates those sums incrementally (a loop over
// the supersets of each unit's mask), so the check itself is one lookup per
// subset that matters. The zero Sources is empty and ready to use.
//
// The sums are kept in slots, each counting for the uses that allow every
// restriction of its need: slot 0 (need: nothing) what any use may spend, and
// then one slot per restriction registered and one per pair of restrictions
// of an alternative, counting what such a use may spend beyond slot 0. A
// use's sums are slot 0 plus its slots. So a deck without restricted mana
// keeps one table, and a payment that allows none of the restrictions the
// deck's sources have (u & rmask == 0) reads slot 0 alone: the fast path is
// what it was with one table. A restricted payment adds its slots' sixteen
// words at check time (two slots for a creature spell beside Cavern of
// Souls). Why not a table per use: restricted decks have several uses (a
// creature, an artifact, an Eldrazi, an ability), and every tap would update
// every one of them; per-restriction slots update one to three, and the
// check pays a few additions instead.
//
// A source with an alternative counts, for a use u, its units if u allows
// Restriction alone, its alternative if u allows AltRestriction alone, and
// what it makes for both (Source.either) if both. As slots: units in slot
// {R}, alternative in slot {A}, and either-minus-both in slot {R, A}
// (inclusion and exclusion). That last part is negative in some lanes
// (Cavern's {C} becomes a unit of any type: one fewer unit within {C}), so a
// slot beyond 0 is read only in a sum with slot 0, which is the true count
// (non-negative, below 2^16 a lane); the sum of the words, taken modulo 2^64,
// is then exact, whatever the slots' own lanes.
type Sources struct {
	tab     [maxSlots]sums     // tab[i]: the units a use allowing need[i] may spend (beyond slot 0)
	need    [maxSlots]Use      // the restrictions a use must allow to read slot i (slot 0: none)
	nslot   int                // slots beyond slot 0
	rmask   Use                // the restrictions the slots beyond 0 need: a use sharing none reads slot 0 alone
	block   Use                // rmask, and bit 0 while a linked source is untapped: CanPay's test for its fast path
	count   [MaxKinds]uint16   // untapped sources of each kind
	units   [MaxKinds]uint8    // Kind(k).N(), cached
	slotOf  [MaxKinds][3]uint8 // kind k's slots: of its units, of its alternative, of what it makes for both
	wt      [MaxKinds]kindWeight
	kinds   [MaxKinds]Source
	nkinds  int
	nlinked int // untapped sources whose units are correlated (CanPay's slow path)
}

// Register returns the index of a kind of source, adding the kind if it is
// new; it reports false if MaxKinds kinds are already registered, if the
// slots have no room for its restrictions, or if the source is not Valid.
// Registering every kind a deck has once, before its games, makes indices
// stable across games.
func (s *Sources) Register(src Source) (int, bool) {
	src = src.normal()
	for k := 0; k < s.nkinds; k++ {
		if s.kinds[k] == src {
			return k, true
		}
	}
	if s.nkinds == MaxKinds || src.Valid() != nil {
		return -1, false
	}
	r, a := Use(1)<<src.Restriction, Use(1)<<src.AltRestriction
	needs := [3]Use{r, 0, 0}
	if src.Alt[0] != 0 {
		needs[1], needs[2] = a, r|a
	}
	// Find or make the slots, all or none.
	var slots [3]uint8
	nslot, need := s.nslot, s.need
	for i, n := range needs {
		n = n.normal()
		j := 0
		if n != 1 {
			for j = 1; j <= nslot && need[j] != n; j++ {
			}
			if j > nslot {
				if nslot+1 == maxSlots {
					return -1, false
				}
				nslot++
				need[nslot] = n
			}
		}
		slots[i] = uint8(j)
	}
	s.nslot, s.need = nslot, need
	s.rmask = 0
	for j := 1; j <= nslot; j++ {
		s.rmask |= need[j] &^ 1
	}
	s.setBlock()
	s.kinds[s.nkinds] = src
	s.units[s.nkinds] = uint8(src.N())
	s.slotOf[s.nkinds] = slots
	s.wt[s.nkinds] = makeKindWeight(src)
	s.nkinds++
	return s.nkinds - 1, true
}

// Add adds n untapped sources of a kind (registering it if new); it reports
// false if the kind is new and cannot be registered.
func (s *Sources) Add(src Source, n int) bool {
	k, ok := s.Register(src)
	if ok {
		s.AddKind(k, n)
	}
	return ok
}

// Remove removes n untapped sources of a kind (they were tapped or left);
// it reports false, changing nothing, if there are fewer.
func (s *Sources) Remove(src Source, n int) bool {
	src = src.normal()
	for k := 0; k < s.nkinds; k++ {
		if s.kinds[k] == src {
			return s.RemoveKind(k, n)
		}
	}
	return n == 0
}

// AddKind adds n untapped sources of registered kind k.
func (s *Sources) AddKind(k, n int) {
	s.count[k] += uint16(n)
	s.update(k, n)
}

// RemoveKind removes n untapped sources of kind k; it reports false, changing
// nothing, if there are fewer.
func (s *Sources) RemoveKind(k, n int) bool {
	if n < 0 || int(s.count[k]) < n {
		return false
	}
	s.count[k] -= uint16(n)
	s.update(k, -n)
	return true
}

// update adds n (possibly negative) sources of kind k to the subset sums.
func (s *Sources) update(k, n int) {
	src := &s.kinds[k]
	if src.correlated() {
		s.nlinked += n
		s.setBlock()
		return
	}
	sl := &s.slotOf[k]
	s.addUnits(sl[0], &src.Units, src.Snow, n)
	if src.Alt[0] != 0 {
		both, _ := src.either()
		s.addUnits(sl[1], &src.Alt, src.Snow, n)
		s.addUnits(sl[2], &both, src.Snow, n)
		s.addUnits(sl[2], &src.Units, src.Snow, -n)
		s.addUnits(sl[2], &src.Alt, src.Snow, -n)
	}
}

// setBlock keeps block in step with rmask and nlinked.
func (s *Sources) setBlock() {
	s.block = s.rmask
	if s.nlinked > 0 {
		s.block |= 1
	}
}

// addUnits adds n of each unit to slot i's sums.
func (s *Sources) addUnits(i uint8, units *[MaxUnits]Mask, snow bool, n int) {
	for _, m := range units {
		if m == 0 {
			break
		}
		s.tab[i][0].addSupersets(m, n)
		if snow {
			s.tab[i][1].addSupersets(m, n)
		}
	}
}

// sums is a slot's subset sums: [0] of all its units, [1] of its snow units.
type sums [2]subsets

// tables returns the subset sums of u (normal): slot 0's own when u reads no
// other slot, else their sum, written to buf.
func (s *Sources) tables(u Use, buf *sums) *sums {
	return s.someTables(u, buf, 0xFFFF, 0xFFFF)
}

// someTables is tables where only the words in words (of the sums of all
// units) and snowWords (of snow units) are wanted: the others of buf are
// left as they were.
func (s *Sources) someTables(u Use, buf *sums, words, snowWords uint16) *sums {
	if u&s.rmask == 0 {
		return &s.tab[0]
	}
	var js [maxSlots]uint8 // the slots u reads beyond 0
	nj := 0
	for j := 1; j <= s.nslot; j++ {
		if s.need[j]&^u == 0 {
			js[nj] = uint8(j)
			nj++
		}
	}
	// Word by word, in registers: buf is written once (adding into a copy
	// of slot 0 reads back each word just stored, which stalls).
	for m := words; m != 0; m &= m - 1 {
		w := bits.TrailingZeros16(m) & 15
		a := s.tab[0][0][w]
		for _, j := range js[:nj] {
			a += s.tab[j][0][w]
		}
		buf[0][w] = a
	}
	for m := snowWords; m != 0; m &= m - 1 {
		w := bits.TrailingZeros16(m) & 15
		b := s.tab[0][1][w]
		for _, j := range js[:nj] {
			b += s.tab[j][1][w]
		}
		buf[1][w] = b
	}
	return buf
}

// subsets holds a count for each of the 64 subsets m of the six types, in
// 16-bit lanes, four to a word (m in lane m&3 of word m>>2), so that the
// payment check can compare sixteen words instead of sixty-four counts. A
// count is at most 65535 (a board of that many mana units is not a game).
type subsets [16]uint64

func (x *subsets) get(m uint8) int { return int(x[m>>2] >> (m & 3 * 16) & 0xFFFF) }

// addSupersets adds n (possibly negative) to the count of every superset of m.
// A count never goes below zero (a unit is removed only after it was added),
// so subtracting within a lane never borrows from the next one.
func (x *subsets) addSupersets(m Mask, n int) {
	// supersetLanes[m] has a 1 in the lane of every superset of m: sixteen
	// multiply-adds instead of up to 64 scattered ones.
	ones := &supersetLanes[m&AnyType]
	if n >= 0 {
		for i := range x {
			x[i] += uint64(n) * ones[i]
		}
		return
	}
	for i := range x {
		x[i] -= uint64(-n) * ones[i]
	}
}

var supersetLanes = func() (t [64]subsets) {
	for m := range 64 {
		for y := range 64 {
			if y&m == m {
				t[m][y>>2] |= 1 << (y & 3 * 16)
			}
		}
	}
	return t
}()

// Reset makes every kind's count zero, keeping the registered kinds.
func (s *Sources) Reset() {
	for j := 0; j <= s.nslot; j++ {
		s.tab[j] = sums{}
	}
	s.count = [MaxKinds]uint16{}
	s.nlinked = 0
	s.setBlock()
}

// CopyCounts makes s count what o counts: o's untapped sources and the
// sums kept for them. Both must have the same kinds registered (a copy of
// one Sources, as a player's board before and after trying a play): the
// kinds themselves are not copied, which makes it cheaper than assigning o.
func (s *Sources) CopyCounts(o *Sources) {
	s.nlinked, s.block = o.nlinked, o.block
	copy(s.tab[:o.nslot+1], o.tab[:o.nslot+1])
	copy(s.count[:o.nkinds], o.count[:o.nkinds])
}

// NumKinds returns how many kinds are registered.
func (s *Sources) NumKinds() int { return s.nkinds }

// Kind returns registered kind k.
func (s *Sources) Kind(k int) Source { return s.kinds[k] }

// Count returns how many untapped sources of kind k there are.
func (s *Sources) Count(k int) int { return int(s.count[k]) }

// Total returns how much mana the untapped sources make for u, in any types:
// the "enough mana for its mana value" question.
func (s *Sources) Total(u Use) int {
	u = u.normal()
	var n int
	if u&s.rmask == 0 {
		n = s.tab[0][0].get(uint8(AnyType))
	} else {
		n = s.restrictedTotal(u)
	}
	if s.nlinked > 0 {
		for k := 0; k < s.nkinds; k++ {
			if src := &s.kinds[k]; src.correlated() && u.Allows(src.Restriction) {
				n += int(s.count[k]) * int(s.units[k])
			}
		}
	}
	return n
}

// restrictedTotal is Total's count of independent units for a use reading
// more than slot 0.
func (s *Sources) restrictedTotal(u Use) int {
	var buf sums
	return s.tables(u, &buf)[0].get(uint8(AnyType))
}
