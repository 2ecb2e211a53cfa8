package mana

// MaxUnits is the most mana one Source makes at once.
const MaxUnits = 4

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
//
// Units are chosen independently unless Same is set, in which case all units
// are of one type chosen when the source is tapped (a type all their masks hold). A Source is comparable;
// sources that make the same mana are the same kind to Sources.
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

// N returns how many mana the source makes at once.
func (s Source) N() int {
	n := 0
	for _, m := range s.Units {
		if m != 0 {
			n++
		}
	}
	return n
}

// Mask returns every type the source can make.
func (s Source) Mask() Mask {
	var m Mask
	for _, u := range s.Units {
		m |= u
	}
	return m
}

// correlated reports whether the source's units are tied together (Same with
// two or more units of more than one possible type), which Hall's theorem over
// independent units cannot express. The source must be in normal form.
func (s Source) correlated() bool {
	return s.Same // normal() keeps Same only where it matters
}

// normal puts a source in its canonical form: masks trimmed to the six types,
// units packed to the front in a fixed order, Same only where it matters.
func (s Source) normal() Source {
	var t Source
	n := 0
	for _, m := range s.Units {
		if m &= AnyType; m != 0 {
			// Insertion sort into t.Units[:n+1]: four entries at most.
			i := n
			for ; i > 0 && t.Units[i-1] > m; i-- {
				t.Units[i] = t.Units[i-1]
			}
			t.Units[i] = m
			n++
		}
	}
	t.Snow, t.Restriction, t.Penalty = s.Snow, s.Restriction, s.Penalty
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
	return t
}

// MaxKinds is how many different kinds of source one Sources can count.
const MaxKinds = 64

// Sources counts a player's untapped mana sources by kind, and keeps the
// subset sums the payment check reads: for every use u and every subset m of
// {W,U,B,R,G,C}, how many units usable for u can make only types within m.
// Adding or removing a source updates those sums incrementally (a loop over
// the supersets of each unit's mask), so the check itself is one lookup per
// subset that matters. The zero Sources is empty and ready to use.
type Sources struct {
	sub     [4]subsets       // sub[u&umask].get(m): units usable for u whose mask is within m (room for 4: no bounds check)
	snowSub [4]subsets       // the same, snow units only
	umask   Use              // 0 while no restricted mana was added (one table serves every use), else 3
	count   [MaxKinds]uint16 // untapped sources of each kind
	units   [MaxKinds]uint8  // Kind(k).N(), cached
	kinds   [MaxKinds]Source
	nkinds  int
	nlinked int // untapped sources whose units are correlated (CanPay's slow path)
}

// Register returns the index of a kind of source, adding the kind if it is new;
// it reports false if MaxKinds kinds are already registered. Registering every
// kind a deck has once, before its games, makes indices stable across games.
func (s *Sources) Register(src Source) (int, bool) {
	src = src.normal()
	for k := 0; k < s.nkinds; k++ {
		if s.kinds[k] == src {
			return k, true
		}
	}
	if s.nkinds == MaxKinds {
		return -1, false
	}
	s.kinds[s.nkinds] = src
	s.units[s.nkinds] = uint8(src.N())
	s.nkinds++
	return s.nkinds - 1, true
}

// Add adds n untapped sources of a kind (registering it if new); it reports
// false if the kind is new and there is no room for it.
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
		return
	}
	if src.Restriction != Unrestricted && s.umask == 0 {
		// The first restricted source: the uses' tables part ways.
		for u := 1; u < numUses; u++ {
			s.sub[u], s.snowSub[u] = s.sub[0], s.snowSub[0]
		}
		s.umask = 3
	}
	for u := Use(0); u <= s.umask && u < numUses; u++ {
		if !u.Allows(src.Restriction) {
			continue
		}
		for _, m := range src.Units {
			if m == 0 {
				break
			}
			s.sub[u].addSupersets(m, n)
			if src.Snow {
				s.snowSub[u].addSupersets(m, n)
			}
		}
	}
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
	if s.umask == 0 {
		s.sub[0], s.snowSub[0] = subsets{}, subsets{}
	} else {
		s.sub = [4]subsets{}
		s.snowSub = [4]subsets{}
	}
	s.umask = 0
	s.count = [MaxKinds]uint16{}
	s.nlinked = 0
}

// CopyCounts makes s count what o counts: o's untapped sources and the
// sums kept for them. Both must have the same kinds registered (a copy of
// one Sources, as a player's board before and after trying a play): the
// kinds themselves are not copied, which makes it cheaper than assigning o.
func (s *Sources) CopyCounts(o *Sources) {
	s.umask, s.nlinked = o.umask, o.nlinked
	if o.umask == 0 {
		s.sub[0], s.snowSub[0] = o.sub[0], o.snowSub[0]
	} else {
		s.sub, s.snowSub = o.sub, o.snowSub
	}
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
	n := s.sub[u&s.umask].get(uint8(AnyType))
	if s.nlinked > 0 {
		for k := 0; k < s.nkinds; k++ {
			if src := &s.kinds[k]; src.correlated() && u.Allows(src.Restriction) {
				n += int(s.count[k]) * int(s.units[k])
			}
		}
	}
	return n
}
