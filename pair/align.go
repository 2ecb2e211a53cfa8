package pair

import (
	"cmp"
	"hash/fnv"
	"slices"

	"github.com/goldfishsim/goldfish/decks"
)

// A card copy's identity is (its name, its copy number): the k-th Island of
// one deck and the k-th Island of another are the same slot, and take the
// same place among the cards the decks share in every shuffle of a paired
// game. Align gives each library card of each deck its slot key.
//
// The first deck is the reference. A copy of another deck that the
// reference also has (its name, copy number no more than the reference's
// count) keeps its own key. The copies that are left over on either side
// (a Watery Grave in one deck where the other has its 24th Island) are
// matched in a fixed order, lands with lands first, then spells with spells,
// then whatever remains of the two (each list sorted by name and copy
// number, so the decklist's order moves nothing): the extra copy takes the
// key of the copy it replaces, so that it takes its place in every shuffle
// and the two games differ only in that card. A deck with more cards than
// the reference gives its extra copies keys of their own: those land at
// random places, and the shared cards keep their order, each shifted by at
// most the number of extra cards before it. A deck with fewer leaves some of
// the reference's keys unused, and its cards close up the gaps likewise.

type copyID struct {
	land bool
	name string
	n    int // copy number, from 1
}

func slotKey(name string, n int) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return mix64(h.Sum64() ^ uint64(n)*0x9e3779b97f4a7c15)
}

func mix64(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// copies lists the copy identities of a deck's library, in library order.
func copies(d *decks.Compiled) []copyID {
	seen := map[string]int{}
	out := make([]copyID, len(d.Library))
	for k, id := range d.Library {
		name := d.Names[id]
		seen[name]++
		out[k] = copyID{land: d.Cards[id].Types&decks.Land != 0, name: name, n: seen[name]}
	}
	return out
}

// Align returns the slot keys of every deck's library (Slots[k][j] is the
// key of ds[k].Library[j]), aligned to ds[0]. A copy of the reference that
// every deck replacing it replaces by the same card (two decks: always)
// takes a key made of both, the same whichever deck is the reference, so
// that compare B A plays exactly the games of compare A B.
func Align(ds []*decks.Compiled) [][]uint64 { return align(ds, true) }

// AlignTo aligns d to the reference ref alone: a copy of d that replaces
// one of ref's takes that copy's own key. Every deck aligned to one
// reference this way shares its keys with every other (optimize's variants,
// aligned to the base deck one at a time, are paired with each other).
func AlignTo(ref, d *decks.Compiled) []uint64 { return align([]*decks.Compiled{ref, d}, false)[1] }

func align(ds []*decks.Compiled, symmetric bool) [][]uint64 {
	ref := copies(ds[0])
	refCount := map[string]int{}
	for _, c := range ref {
		refCount[c.name] = max(refCount[c.name], c.n)
	}
	// partner[k][j]: the reference copy deck k's copy j takes the place
	// of (-1: an extra copy); replaced[r]: the copies that replace
	// reference copy r.
	partner := make([][]int, len(ds))
	replaced := make([]map[copyID]bool, len(ref))
	refIndex := map[copyID]int{}
	for r, c := range ref {
		refIndex[copyID{name: c.name, n: c.n}] = r
	}
	for k := 1; k < len(ds); k++ {
		mine := copies(ds[k])
		count := map[string]int{}
		for _, c := range mine {
			count[c.name] = max(count[c.name], c.n)
		}
		part := make([]int, len(mine))
		var extra []int // indices into mine of copies the reference lacks
		for j, c := range mine {
			if c.n <= refCount[c.name] {
				part[j] = refIndex[copyID{name: c.name, n: c.n}]
			} else {
				extra = append(extra, j)
			}
		}
		var spare []int // the reference's copies this deck lacks
		for r, c := range ref {
			if c.n > count[c.name] {
				spare = append(spare, r)
			}
		}
		order := func(a, b copyID) int {
			if a.land != b.land {
				if a.land {
					return -1
				}
				return 1
			}
			return cmp.Or(cmp.Compare(a.name, b.name), cmp.Compare(a.n, b.n))
		}
		slices.SortFunc(extra, func(a, b int) int { return order(mine[a], mine[b]) })
		slices.SortFunc(spare, func(a, b int) int { return order(ref[a], ref[b]) })
		used := make([]bool, len(spare))
		take := func(j int, land bool, anyKind bool) bool {
			for s, r := range spare {
				if !used[s] && (anyKind || ref[r].land == land) {
					used[s] = true
					part[j] = r
					if replaced[r] == nil {
						replaced[r] = map[copyID]bool{}
					}
					replaced[r][copyID{name: mine[j].name, n: mine[j].n}] = true
					return true
				}
			}
			return false
		}
		var left []int
		for _, j := range extra {
			if !take(j, mine[j].land, false) {
				left = append(left, j)
			}
		}
		for _, j := range left {
			if !take(j, false, true) {
				part[j] = -1
			}
		}
		partner[k] = part
	}
	key := make([]uint64, len(ref))
	for r, c := range ref {
		key[r] = slotKey(c.name, c.n)
		if symmetric && len(replaced[r]) == 1 {
			for p := range replaced[r] {
				key[r] = mix64(key[r] ^ slotKey(p.name, p.n)) // symmetric in the two
			}
		}
	}
	out := make([][]uint64, len(ds))
	out[0] = key
	for k := 1; k < len(ds); k++ {
		mine := copies(ds[k])
		keys := make([]uint64, len(mine))
		for j, r := range partner[k] {
			if r >= 0 {
				keys[j] = key[r]
			} else {
				keys[j] = slotKey("\x00extra\x00"+mine[j].name, mine[j].n)
			}
		}
		out[k] = keys
	}
	return out
}
