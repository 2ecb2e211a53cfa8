package decks

import "github.com/goldfishsim/goldfish/mana"

// Counted amounts (Gaea's Cradle, Priest of Titania, Cabal Coffers,
// Nykthos) take one kind of source per count, and a deck has room for
// mana.MaxKinds kinds. So every deck first gets kinds for counts up to
// countedUnits, as far as the deck can reach; extendCounts then adds the
// counts up to mana.MaxUnits that the deck can reach while the table has
// room, last, so that no other card's kinds are crowded out. A count
// beyond a card's last kind is counted as that, and reported (unmodelled).
const countedUnits = 8

// reach is how many of the cards ids a deck can have on the battlefield at
// once: their copies, a commander once, and as many as one source counts
// (mana.MaxUnits) if one is a token.
func (cd *Compiled) reach(ids []uint16, cs []*Card) int {
	for _, id := range ids {
		if isTokenCard(cs[id]) {
			return mana.MaxUnits
		}
	}
	return cd.counted(ids)
}

// isTokenCard reports whether c is one of the tokens Compile adds.
func isTokenCard(c *Card) bool {
	for t := Token(0); t < numTokens; t++ {
		if t.Card() == c {
			return true
		}
	}
	return false
}

// extendCounts adds to each counted table (a Vary of Per) the kinds of its
// counts past countedUnits that the deck reaches, up to mana.MaxUnits, while
// the deck has room for kinds. A table whose last kind is not n units of one
// pattern for n counted (an amount merged with a fixed ability) keeps its
// kinds.
func (cd *Compiled) extendCounts(cs []*Card) {
	for v := range cd.Vary {
		vy := &cd.Vary[v]
		if !vy.Per || len(vy.Count) == 0 {
			continue
		}
		last := len(vy.Kinds) - 1
		if last < countedUnits || vy.Kinds[last] < 0 {
			continue
		}
		src := cd.Sources.Kind(vy.Kinds[last])
		if src.N() != last || src.HasAlt() || !sameUnits(&src, last) {
			continue
		}
		for n := last + 1; n <= min(cd.reach(vy.Count[0], cs), mana.MaxUnits); n++ {
			next := mana.NOfOne(n, src.Units[0])
			if !src.Same {
				units := make([]mana.Mask, n)
				for i := range units {
					units[i] = src.Units[0]
				}
				next = mana.Fixed(units...)
			}
			next.Snow, next.Restriction, next.Penalty = src.Snow, src.Restriction, src.Penalty
			k, ok := cd.Sources.Register(next)
			if !ok {
				break // the deck's kinds are full: counted as the last, reported
			}
			vy.Kinds = append(vy.Kinds, k)
		}
	}
}

// sameUnits reports whether src's first n units are one mask.
func sameUnits(src *mana.Source, n int) bool {
	for _, u := range src.Units[:n] {
		if u != src.Units[0] {
			return false
		}
	}
	return true
}

// capWhy says why a count stops at n: what one source makes, or (from
// extendCounts) the deck's room for kinds of source, or a table it does
// not extend.
func capWhy(n int) string {
	if n >= mana.MaxUnits {
		return "the most mana one source makes"
	}
	return "the deck's kinds of mana source are full, or its mana is merged with another ability"
}
