package sim

import (
	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// The policy-free castability: what analysts mean by "castable on curve"
// (Frank Karsten's definition and the landlord simulator's, made exact for
// real lands). On turn t, could the lands drawn by then, played one per turn
// in the best order for this card, pay its cost that turn? It depends on the
// cards the game was dealt, never on what the engine chose to play.
//
// What counts:
//   - Lands only, as in Karsten's tables: mana rocks, dorks and rituals do
//     not count (castable_in_play has them, as the engine played them).
//     That keeps the figure comparable with the published tables and free
//     of every choice the engine makes, at the price of understating decks
//     that ramp.
//   - The lands drawn by then: those in the hand as kept (after London
//     bottoming: the mulligan is part of the study) and those the draw
//     steps bring, in the order decided when the hand was kept. Cards a
//     spell draws or searches for depend on the engine's plays and do not
//     count; a land the engine discarded or returned does.
//   - One land per turn, each played no earlier than it was drawn. A land
//     played before turn t is untapped on turn t however it entered; the
//     land played on turn t helps only if it enters untapped: a tapped land
//     never, a shock land by paying its life, a check, fast, slow or battle
//     land if its condition holds for the lands played before it.
//   - A fetch land counts as a land it could find in the library (one copy
//     left undrawn; two fetches may both count the last copy), entering as
//     the fetch puts it; a Pathway as either face; a spell with a land face
//     as that land; a deck with lands that return a land as they enter
//     (bounce lands, Lairs, Karoo lands) walks every order of land drops
//     (curve_bounce.go).
//   - A filter land's filter is used (its converter): lands only, still.
//   - enough_mana: the same lands could make the card's mana value in any
//     colours (for a creature spell, mana restricted to creature spells
//     counts).
//   - X costs count with X = 0, as castable_in_play does. Life: the player
//     starts the study at the format's starting life (shock and Phyrexian
//     life is never short in the turns a study looks at).
//
// How it is computed: castability is monotone in t (a board that pays on
// turn t, its last land played a turn earlier, pays on t+1), so a cost once
// castable stays castable and is not checked again. On turn t the lands
// drawn by turn t-1 that are played before t form a set E of at most t-1
// land drops (a bounce land takes two); the land of turn t, l, is any other
// land drawn by t. Every E and l are tried where choices matter (more lands
// drawn than drops, a fast land, a conditional land of turn t), by card,
// not by copy; where they do not, E is every land drawn by t-1.

// curve holds a game's policy-free castability and the deck's tables for it.
type curve struct {
	src    mana.Sources // the study's own kinds of source: lands only
	spare  mana.Sources
	lands  [MaxCards]curveLand // by card id: the card as a land in hand
	costs  []curveCost         // the distinct costs of the counted cards
	costOf [MaxCards]int16     // card id -> index in costs, -1 if not counted
	start  int                 // starting life
	maxMV  [maxUseClasses]int  // the largest mana value among the costs, by use class
	// The uses the costs pay for, in classes: ForSpell and ForCreatureSpell
	// first, then each other use a deck's restricted mana tells apart
	// (artifact spells with Mishra's Workshop, colorless Eldrazi with
	// Eldrazi Temple). Past maxUseClasses, the last class holds the union
	// of the rest: an upper bound of their mana, which the search's bounds
	// need, and the "enough mana" figure of those costs reads (an
	// approximation no deck of the database reaches).
	uses [maxUseClasses]mana.Use
	nuse int
	vary []curveVary // by the deck's Vary index (decks.Compiled.Vary)
	// The counted converters (curve_amounts.go): their input by the deck's
	// Vary index (-1: not one; nil: the deck has none), and the board's.
	cperCost []int
	cp       [maxCper]cperEntry
	ncp      int
	rv       curveReveal // the reveal lands' kinds of card (curve_entering.go)
	// played: a land's mana follows the turn's land play (River of
	// Tears), so a land of turn t that adds nothing itself still counts.
	played bool
	// copies: the deck has a land that enters as a copy of another
	// (Vesuva); classCard a card of each class (enter_sacrifice.go).
	copies    bool
	classCard []int16
	voids     bool        // a land goes at the end step without an artifact (Glimmervoid)
	sagas     bool        // a Saga land (Urza's Saga)
	bx        curveBounce // the walk over every order of land drops of a deck with bounce lands (curve_bounce.go)
	ut        curveUntap  // the lands that untap a land (Deserted Temple: curve_untap.go)

	// One game's.
	first []uint8            // by cost: the first turn it was castable, 0 if not yet
	most  [maxUseClasses]int // most mana any board made so far, by use class
	now   int                // the turn counted

	// Lands alike as lands played before turn t (same mana, types and so
	// on) are one class: E is chosen by class, not by card.
	class   [MaxCards]int16 // card id -> class
	classOf []curveLand     // a class's land (its fields but the options)
	nclass  int

	// The turn being computed.
	seen   [MaxCards]uint8  // lands drawn by t-1, by card id
	ids    [MaxCards]uint16 // the distinct card ids among them
	nids   int
	ccount [MaxCards]uint8 // lands drawn by t-1, by class
	cls    [MaxCards]int16 // the distinct classes among them
	ncls   int
	newID  [MaxCards + 8]uint16 // lands drawn on turn t
	nnew   int
	cnt    [MaxCards]uint8 // the current E, by index into cls
	open   int             // costs not yet castable
	maybe  []bool          // by cost: the lands drawn by t could pay it all together (else it is not tried)
	nmaybe int

	// simple: every land of the deck is one untapped source of one type of
	// mana, with no condition, life, bounce, filter or fetch, and every
	// counted cost is generic mana and one-type symbols (X as 0). Then the
	// best board needs no search (simpleTurn): see there.
	simple   bool
	landType [MaxCards]int8 // simple: the type each land card makes
	pips     [][mana.NumTypes]uint8
	// The game's lands by type, kept from turn to turn: those arrived
	// before turn sT and on it (sNB, sNF in all), and the first natural draw
	// not yet counted. sT is below 1 until the game's first turn is counted.
	sBefore, sFresh [mana.NumTypes]int
	sNB, sNF, sNat  int
	sT              int

	// The searches' scratch and the memo of their results (see search),
	// made once per game in initMemo.
	sr     *curveSearch
	noMemo bool // search every time (a test's reference for the memo)
}

// curveSearch is the searches' scratch, and the memo of their results.
type curveSearch struct {
	// restW[j], restN[j]: the land drops and the lands that all the lands
	// of classes cls[j:] drawn by t-1 take (chooseE's bound on a branch)
	restW, restN []int
	memo         []curveMemo // 1<<memoBits slots, nil if the deck does not fit the keys
	memoBits     uint
	landIdx      []int8  // by card id: a land card's place in the memo's keys, -1 if not a land
	saved        []uint8 // first, kept while a search's result is made
}

// A curveMemo is the result of one search: the costs some board of turn t
// pays, among all the deck's (pay, a bit each), and the most mana the
// boards make (most), for the lands of a key: t, the lands drawn by t-1 and
// those drawn on t, by land card, four bits each, and the spells dealt by
// t that a reveal land may reveal.
type curveMemo struct {
	seen, fresh, pay uint64
	most             [maxUseClasses]int16
	spells           uint32 // the spells dealt of each reveal land's kind (curveReveal.spell)
	t                uint8  // 0: an empty slot
}

const (
	memoBits  = 15 // log2 of the memo's slots: 32,768 of 40 bytes (1.25 MB), made once per game
	memoLands = 16 // land cards a key holds, at four bits each
)

// curveLand is one card as a land of the study.
type curveLand struct {
	ok     bool
	kind   int16     // its kind as a land played before turn t (a fetch's or Pathway's merged), -1 if it makes no mana
	types  mana.Mask // the basic land types it has (a fetch: those it could find)
	basic  bool
	bounce bool
	life   int16 // life its use costs (a fetch)
	conv   int16 // a filter land: its card id (its converter), -1
	// vary: a land whose mana follows the board (the Urza's lands,
	// Reflecting Pool): its index in the deck's Vary, -1; kind is then its
	// kind on an empty board and top the largest it can be (the bound's).
	vary, top int16
	cper      int16 // a counted converter (Cabal Coffers): its Vary index + 1, 0 if not one
	// match: the reveal lands' kinds of card (bit r: the deck's Reveals[r])
	// it is, as held in the hand.
	match uint8
	copy  bool // Vesuva: a copy of a land of E (enter_sacrifice.go)
	// void: Glimmervoid, gone at the end step without an artifact;
	// artifact: an artifact land (enter_sacrifice.go).
	void, artifact bool
	saga           bool // a Saga land (Urza's Saga): gone after its last chapter (enter_sacrifice.go)
	opts           [maxCurveOpts]curveOpt
	nopt           int
}

// curveOpt is one way a card can be the land of turn t.
type curveOpt struct {
	kind   int16
	enters decks.EnterMode
	unless mana.Mask
	life   int16 // life paid: a shock land's, a fetch's
	fetch  int16 // a fetch: the card it finds (its copies left are checked), -1
	vary   int16 // the land entering follows the board (curveLand.vary), -1
	cper   int16 // the land entering is a counted converter (curveLand.cper), 0 if not
	card   int16 // the land card entering (a fetch's find)
	reveal int8  // a reveal land: its index in the deck's Reveals, -1
	// copy: a Vesuva's own way (entering tapped as a copy); copied: a
	// Vesuva of turn t as a copy of card, counted by the lands that count
	// lands but making no mana (enter_sacrifice.go).
	copy, copied bool
}

// curveVary is the study's table for a land whose mana follows the board:
// its kinds by state, in the study's own kinds, and for each count of its
// state, which classes of lands it counts.
type curveVary struct {
	kinds []int16
	in    [][]bool // in[i][class]: the class's lands count for Count[i]
}

const maxCurveOpts = 8

// curveCost is one distinct cost among the counted cards.
type curveCost struct {
	d     *mana.Demand
	mv    int
	units int   // mana it needs at least (its mana value, 0 if life or {2/c} could stand in)
	class uint8 // its use class (curve.uses)
}

// maxUseClasses is how many use classes the study tells apart.
const maxUseClasses = 4

// useClass returns the class of use u, adding it if there is room (see curve.uses).
func (cv *curve) useClass(u mana.Use) uint8 {
	for i := range cv.nuse {
		if cv.uses[i] == u {
			return uint8(i)
		}
	}
	if cv.nuse < maxUseClasses {
		cv.uses[cv.nuse] = u
		cv.nuse++
		return uint8(cv.nuse - 1)
	}
	cv.uses[maxUseClasses-1] |= u
	return maxUseClasses - 1
}

// mostAll reports whether every class has seen a board making its largest mana value.
func (cv *curve) mostAll() bool {
	for u := range cv.nuse {
		if cv.most[u] < cv.maxMV[u] {
			return false
		}
	}
	return true
}

// init builds the deck's tables.
func (cv *curve) init(g *game) {
	d := g.d
	cv.nuse = 0
	cv.useClass(mana.ForSpell)
	cv.useClass(mana.ForCreatureSpell)
	cv.start = startingLife(g.cfg.Format)
	reg := func(src mana.Source) int16 {
		k, ok := cv.src.Register(src)
		if !ok {
			return -1 // more kinds than a board holds: the land counts as making nothing
		}
		return int16(k)
	}
	kindOf := func(id int) int16 {
		if k := d.Cards[id].Kind; k >= 0 {
			return reg(d.Sources.Kind(k))
		}
		return -1
	}
	cv.rv.init(g)
	for id := 0; id < g.n; id++ {
		cv.costOf[id] = -1
		if !g.isLandCard(id) || curveGone(g, id) {
			continue
		}
		l := &cv.lands[id]
		l.ok, l.conv, l.vary, l.top = true, -1, -1, -1
		l.match = cv.rv.match[id]
		face := int(g.landFace(id))
		c := &d.Cards[face]
		faces := []int{face}
		if alt := c.Alt; alt >= 0 && d.Cards[alt].Types&decks.Land != 0 && c.Types&decks.Land != 0 {
			faces = append(faces, alt) // a Pathway: either face
		}
		var merged mana.Mask
		mergeable := true
		for _, f := range faces {
			fc := &d.Cards[f]
			if fc.Fetchy && fc.Fetch.Cost.IsNone() {
				for cand := 0; cand < g.n; cand++ {
					cc := &d.Cards[cand]
					if d.Copies[cand] == 0 || cc.Types&decks.Land == 0 || cc.LandTypes&fc.Fetch.Types == 0 ||
						fc.Fetch.Basic && cc.Types&decks.Basic == 0 || l.nopt == maxCurveOpts {
						continue
					}
					o := curveOpt{kind: kindOf(cand), enters: cc.Enters, unless: cc.Unless, life: int16(fc.Fetch.Life - fc.Fetch.Gain), fetch: int16(cand),
						vary: cv.varyOf(g, cand), card: int16(cand), reveal: cv.revealOf(cc)}
					if cc.Enters == decks.EntersTappedUnlessPayLife {
						o.life += int16(cc.EnterLife)
					}
					if fc.Fetch.Tapped {
						o.enters = decks.EntersTapped
					}
					l.opts[l.nopt] = o
					l.nopt++
					l.types |= cc.LandTypes
					l.basic = l.basic || cc.Types&decks.Basic != 0
					mergeable = mergeable && cv.mergeInto(&merged, o.kind)
				}
				l.life = int16(fc.Fetch.Life - fc.Fetch.Gain) // (a Capenna land's 1 life gained)
				continue
			}
			o := curveOpt{kind: kindOf(f), enters: fc.Enters, unless: fc.Unless, fetch: -1, vary: cv.varyOf(g, f), card: int16(f), reveal: cv.revealOf(fc)}
			if fc.Enters == decks.EntersTappedUnlessPayLife {
				o.life = int16(fc.EnterLife)
			}
			if fc.Sick {
				o.enters = decks.EntersTapped // a land creature cannot tap the turn it arrives
			}
			if fc.CopyLand {
				o.enters, o.copy, l.copy = decks.EntersTapped, true, true
			}
			l.void = l.void || fc.SacNoArtifacts
			l.saga = l.saga || fc.Chapters > 0
			l.artifact = l.artifact || fc.Types&decks.Artifact != 0
			if l.nopt < maxCurveOpts {
				l.opts[l.nopt] = o
				l.nopt++
			}
			l.types |= fc.LandTypes
			l.basic = l.basic || fc.Types&decks.Basic != 0
			l.bounce = l.bounce || fc.Bounce
			if fc.ConvKind >= 0 {
				l.conv = int16(f)
			}
			mergeable = mergeable && cv.mergeInto(&merged, o.kind)
		}
		switch {
		case l.nopt == 1:
			l.kind = l.opts[0].kind
		case l.nopt > 1 && mergeable && merged != 0:
			l.kind = reg(mana.OneOf(merged))
		case l.nopt > 1:
			l.kind = l.opts[0].kind // options too unlike to merge: the first (an approximation)
			for _, o := range l.opts[1:l.nopt] {
				if o.kind >= 0 && (l.kind < 0 || cv.src.Kind(int(o.kind)).N() > cv.src.Kind(int(l.kind)).N()) {
					l.kind = o.kind
				}
			}
		default:
			l.kind = -1
		}
		if v := cv.varyOf(g, face); v >= 0 && len(faces) == 1 && l.nopt == 1 && l.opts[0].fetch < 0 {
			// top: as many units as its largest kind makes, each of every
			// type any of its kinds (or a Pool's copies) makes: an upper bound.
			l.vary = int16(v)
			n, all := 0, mana.Mask(0)
			for _, k := range d.Vary[v].Kinds {
				if k >= 0 {
					n = max(n, d.Sources.Kind(k).N())
					all |= d.Sources.Kind(k).Mask()
				}
			}
			for _, m := range d.Vary[v].Masks {
				all |= m
			}
			l.top = -1
			if n > 0 {
				units := make([]mana.Mask, n)
				for i := range units {
					units[i] = all
				}
				l.top = reg(mana.Fixed(units...))
			}
		} else {
			l.opts[0].vary = -1 // (a fetch's or Pathway's: its own mana, an approximation)
			for o := 1; o < l.nopt; o++ {
				l.opts[o].vary = -1
			}
		}
		cv.initAmountLand(g, l, face, faces)
	}
	// The distinct costs of the counted cards.
	cv.costs = cv.costs[:0]
	for id := 0; id < g.n; id++ {
		if !g.hot[id].is(hCounted) {
			continue
		}
		dm := &d.Cards[id].Demand
		for i := range cv.costs {
			if cv.costs[i].d.Cost() == dm.Cost() && cv.costs[i].d.Use() == dm.Use() {
				cv.costOf[id] = int16(i)
				break
			}
		}
		if cv.costOf[id] < 0 {
			class := cv.useClass(dm.Use())
			cv.costOf[id] = int16(len(cv.costs))
			units := d.Cards[id].MV
			for _, sym := range dm.Cost().AppendSymbols(nil) {
				if sym.Kind == mana.SymPhyrexian || sym.Kind == mana.SymTwoBrid {
					units = 0
				}
			}
			cv.costs = append(cv.costs, curveCost{d: dm, mv: d.Cards[id].MV, units: units, class: class})
			cv.maxMV[class] = max(cv.maxMV[class], d.Cards[id].MV)
		}
	}
	cv.first = make([]uint8, len(cv.costs))
	cv.maybe = make([]bool, len(cv.costs))
	cv.spare = cv.src
	// The classes: lands alike before turn t.
	cv.classOf = cv.classOf[:0]
	for id := 0; id < g.n; id++ {
		l := &cv.lands[id]
		if !l.ok {
			continue
		}
		key := *l
		key.opts, key.nopt = [maxCurveOpts]curveOpt{}, 0
		cv.class[id] = -1
		for c := range cv.classOf {
			if cv.classOf[c] == key {
				cv.class[id] = int16(c)
			}
		}
		if cv.class[id] < 0 {
			cv.class[id] = int16(len(cv.classOf))
			cv.classOf = append(cv.classOf, key)
		}
	}
	cv.nclass = len(cv.classOf)
	cv.initCopies(g)
	cv.vary = make([]curveVary, len(d.Vary))
	cv.played = false
	for v := range d.Vary {
		vy := &d.Vary[v]
		cv.played = cv.played || vy.Played
		cvv := &cv.vary[v]
		for _, k := range vy.Kinds {
			kk := int16(-1)
			if k >= 0 {
				kk = reg(d.Sources.Kind(k))
			}
			cvv.kinds = append(cvv.kinds, kk)
		}
		for _, ids := range vy.Count {
			in := make([]bool, cv.nclass)
			for _, id := range ids {
				if c := cv.class[id]; cv.lands[id].ok && c >= 0 {
					in[c] = true
				}
			}
			cvv.in = append(cvv.in, in)
		}
	}
	cv.spare = cv.src // (with the kinds just registered)
	cv.initUntap(g)
	cv.bx.init(g, cv)
	cv.initSimple(g)
	cv.initMemo(g)
}

// initMemo numbers the land cards for the memo's keys and makes its table,
// if the keys can hold the deck: at most memoLands land cards, at most 64
// costs, and lands that need the search (a simple deck never searches).
func (cv *curve) initMemo(g *game) {
	sr := &curveSearch{restW: make([]int, cv.nclass+1), restN: make([]int, cv.nclass+1), landIdx: make([]int8, g.n)}
	cv.sr = sr
	n := 0
	for id := 0; id < g.n; id++ {
		sr.landIdx[id] = -1
		if cv.lands[id].ok {
			sr.landIdx[id] = int8(n)
			n++
		}
	}
	if cv.simple || cv.bx.on || n > memoLands || len(cv.costs) > 64 {
		return
	}
	sr.memo, sr.memoBits = make([]curveMemo, 1<<memoBits), memoBits
	sr.saved = make([]uint8, len(cv.costs))
}

// search marks the costs the boards of turn t pay, and the most mana they
// make: lastTurn, or its result for the same lands from the memo.
//
// Why a memo: which costs some board of turn t pays, and the most mana the
// boards make, depend on t and the lands drawn (by t-1, and on t) alone,
// not on the game (the draws are the deal's; nothing the engine played
// counts), and on the spells dealt by t that a reveal land may reveal,
// which join the key. Games repeat the same few land sets of the early turns, so a
// result is found far more often than made (an example deck with
// non-basic lands: most of its turns). It is made for every cost,
// castable already or not, from an empty most, and merged as lastTurn
// would have: an open cost is marked if some board pays it; lastTurn marks
// the same, since a cost it leaves out (castable already, or ruled out by
// bound) is one no board pays or one not open. most is merged by max:
// lastTurn's own most is the boards' most too, except when it stops early,
// which it does only once most reaches every cost's mana value, a point the
// figures do not look past (enough compares most with a mana value; turn
// and bound with maxMV). TestCurveMemoExact holds the two together.
func (cv *curve) search(g *game, t int) {
	sr := cv.sr
	if sr.memo == nil || cv.noMemo || t > 255 {
		cv.lastTurn(g, t)
		return
	}
	var seen, fresh uint64
	for i := 0; i < cv.nids; i++ {
		id := cv.ids[i]
		n := uint64(cv.seen[id])
		if n > 15 {
			cv.lastTurn(g, t)
			return
		}
		seen += n << (4 * uint(sr.landIdx[id]))
	}
	for j := 0; j < cv.nnew; j++ {
		sh := 4 * uint(sr.landIdx[cv.newID[j]])
		if (fresh>>sh)&15 == 15 {
			cv.lastTurn(g, t)
			return
		}
		fresh += 1 << sh
	}
	spells := cv.rv.spell // (0 unless a reveal land's kind holds spells)
	h := (seen*0x9e3779b97f4a7c15 ^ fresh*0xc2b2ae3d27d4eb4f ^ (uint64(t)|uint64(spells)<<8)*0x165667b19e3779f9) >> (64 - sr.memoBits)
	m := &sr.memo[h]
	if m.t != uint8(t) || m.seen != seen || m.fresh != fresh || m.spells != spells {
		// Make it: every cost open, no mana yet.
		copy(sr.saved, cv.first)
		clear(cv.first)
		most := cv.most
		cv.most = [maxUseClasses]int{}
		var pay uint64
		if cv.bound(g, t) {
			cv.lastTurn(g, t)
			for i, f := range cv.first {
				if f != 0 {
					pay |= 1 << uint(i)
				}
			}
		}
		*m = curveMemo{seen: seen, fresh: fresh, pay: pay, spells: spells, t: uint8(t)}
		for u := range cv.nuse {
			m.most[u] = int16(min(cv.most[u], 1<<15-1))
		}
		copy(cv.first, sr.saved)
		cv.most = most
	}
	for i := range cv.first {
		if cv.first[i] == 0 && m.pay&(1<<uint(i)) != 0 {
			cv.first[i] = uint8(t)
		}
	}
	for u := range cv.nuse {
		cv.most[u] = max(cv.most[u], int(m.most[u]))
	}
}

// initSimple decides whether the deck's lands and costs are simple (see
// curve.simple) and keeps what simpleTurn reads.
func (cv *curve) initSimple(g *game) {
	cv.simple = true
	for id := 0; id < g.n; id++ {
		l := &cv.lands[id]
		if !l.ok {
			continue
		}
		o := &l.opts[0]
		if l.nopt != 1 || o.enters != decks.EntersUntapped || o.life != 0 || o.fetch >= 0 ||
			l.bounce || l.conv >= 0 || l.life != 0 || l.kind < 0 || l.vary >= 0 || l.cper > 0 {
			cv.simple = false
			return
		}
		src := cv.src.Kind(int(l.kind))
		if src.N() != 1 || src.Snow || src.Same || src.Restriction != mana.Unrestricted || src.Penalty != 0 || src.HasAlt() || src.Mask().Len() != 1 {
			cv.simple = false
			return
		}
		cv.landType[id] = int8(src.Mask().First())
	}
	cv.pips = make([][mana.NumTypes]uint8, len(cv.costs))
	for i := range cv.costs {
		for _, sym := range cv.costs[i].d.Cost().AppendSymbols(nil) {
			switch sym.Kind {
			case mana.SymGeneric, mana.SymVar:
			case mana.SymSingle:
				cv.pips[i][sym.Types.First()]++
			default:
				cv.simple = false
				return
			}
		}
	}
}

// mergeInto adds kind k's mask to m if it is one unrestricted, non-snow
// unit (so that "one of these lands" is "one mana of any of their types"),
// and not a source with an alternative (Cavern of Souls' colours are for
// creature spells only: its Mask is not one unrestricted unit).
func (cv *curve) mergeInto(m *mana.Mask, k int16) bool {
	if k < 0 {
		return false
	}
	src := cv.src.Kind(int(k))
	if src.N() != 1 || src.Snow || src.Restriction != mana.Unrestricted || src.Same || src.HasAlt() {
		return false
	}
	*m |= src.Mask()
	return true
}

// reset starts a game.
func (cv *curve) reset() {
	clear(cv.first)
	cv.sT = -1
	if cv.bx.on {
		cv.bx.reset()
	}
	cv.most = [maxUseClasses]int{}
	cv.now = 0
}

// castable reports whether card id was castable on the turn counted.
func (cv *curve) castable(id int) bool {
	i := cv.costOf[id]
	return i >= 0 && cv.first[i] != 0 && int(cv.first[i]) <= cv.now
}

// enough reports whether the lands could make card id's mana value.
func (cv *curve) enough(id int) bool {
	i := cv.costOf[id]
	if i < 0 {
		return false
	}
	c := &cv.costs[i]
	return cv.most[c.class] >= c.mv
}

// arrival is the turn a natural draw i (0-based) comes: on the play the
// first draw is on turn 2, except in multiplayer Commander.
func (g *game) arrival(i int) int {
	if g.drawsFirstTurn() {
		return i + 1
	}
	return i + 2
}

// turn computes the figures of turn t.
func (cv *curve) turn(g *game, t int) {
	cv.now = t
	cv.open = 0
	for i := range cv.costs {
		if cv.first[i] == 0 {
			cv.open++
		}
	}
	if cv.open == 0 && cv.mostAll() {
		return
	}
	if cv.simple {
		cv.simpleTurn(g, t)
		return
	}
	// The lands drawn by t-1 (the kept hand's arrive on turn 1) and on t.
	cv.nids, cv.nnew, cv.ncls = 0, 0, 0
	for id := 0; id < g.n; id++ {
		if g.kept[id] > 0 && cv.lands[id].ok {
			if t > 1 {
				for range g.kept[id] {
					cv.addSeen(uint16(id))
				}
			} else {
				for range g.kept[id] {
					cv.newID[cv.nnew] = uint16(id)
					cv.nnew++
				}
			}
		}
	}
	for i := 0; i < g.nnatural; i++ {
		a := g.arrival(i)
		if a > t {
			break
		}
		id := g.natural[i]
		if !cv.lands[id].ok {
			continue
		}
		if a < t {
			cv.addSeen(id)
		} else if cv.nnew < len(cv.newID) {
			cv.newID[cv.nnew] = id
			cv.nnew++
		}
	}
	cv.countReveals(g, t)
	if cv.bound(g, t) && !(cv.bx.on && cv.bounceTurn(g, t)) {
		cv.search(g, t)
	}
	for i := 0; i < cv.nids; i++ {
		cv.seen[cv.ids[i]] = 0
	}
	for i := 0; i < cv.ncls; i++ {
		cv.ccount[cv.cls[i]] = 0
	}
}

// simpleTurn is turn for a deck of simple lands and costs. A board of turn
// t is at most t-1 lands drawn by t-1 (E) and one more land drawn by t,
// every one untapped and making one mana of its one type; so it is any
// choice of at most t lands among those drawn by t, at most one of them
// drawn on t itself. A cost with p_c symbols of each type c and mana value
// mv is paid by such a board if and only if some choice of the land drawn
// on t (one of each type drawn then, or none when none was) leaves at least
// p_c lands of each type and min(t, lands available) >= mv: the generic
// part takes any of the rest (the symbols, no more than mv, fit in t).
// The general search (bound, lastTurn) reaches the same figures; the test
// TestCurveSimpleExact holds the two together.
func (cv *curve) simpleTurn(g *game, t int) {
	if cv.sT < 1 || t < cv.sT {
		cv.simpleStart(g)
	}
	for cv.sT < t {
		cv.simpleNext(g)
	}
	before, fresh, nb, nf := &cv.sBefore, &cv.sFresh, cv.sNB, cv.sNF
	avail := nb
	if nf > 0 {
		avail++
	}
	avail = min(avail, t)
	for u := range cv.nuse {
		cv.most[u] = max(cv.most[u], avail)
	}
	for i := range cv.costs {
		if cv.first[i] != 0 || cv.costs[i].mv > avail {
			continue
		}
		p := &cv.pips[i]
		ok := false
		for k := -1; k < mana.NumTypes && !ok; k++ {
			if k >= 0 && fresh[k] == 0 || k < 0 && nf > 0 {
				continue // the land of turn t: one drawn on t if any was
			}
			ok = true
			for c := range mana.NumTypes {
				have := before[c]
				if c == k {
					have++
				}
				if have < int(p[c]) {
					ok = false
					break
				}
			}
		}
		if ok {
			cv.first[i] = uint8(t)
			cv.open--
		}
	}
}

// simpleStart counts the lands of turn 1 by type: the kept hand's, and a
// draw on turn 1 (on the draw), all arrived on that turn.
func (cv *curve) simpleStart(g *game) {
	cv.sBefore, cv.sFresh = [mana.NumTypes]int{}, [mana.NumTypes]int{}
	cv.sNB, cv.sNF, cv.sNat, cv.sT = 0, 0, 0, 0
	for id := 0; id < g.n; id++ {
		if k := int(g.kept[id]); k > 0 && cv.lands[id].ok {
			cv.sFresh[cv.landType[id]] += k
			cv.sNF += k
		}
	}
	cv.simpleNext(g)
}

// simpleNext moves the counts one turn on: the lands that arrived on the
// last turn counted now arrived before, and the natural draws of the new
// turn arrive.
func (cv *curve) simpleNext(g *game) {
	cv.sT++
	if cv.sT > 1 {
		for c := range cv.sFresh {
			cv.sBefore[c] += cv.sFresh[c]
			cv.sFresh[c] = 0
		}
		cv.sNB += cv.sNF
		cv.sNF = 0
	}
	for ; cv.sNat < g.nnatural && g.arrival(cv.sNat) <= cv.sT; cv.sNat++ {
		if id := g.natural[cv.sNat]; cv.lands[id].ok {
			cv.sFresh[cv.landType[id]]++
			cv.sNF++
		}
	}
}

// addSeen counts a land drawn by t-1, by card and by class.
func (cv *curve) addSeen(id uint16) {
	if cv.seen[id] == 0 {
		cv.ids[cv.nids] = id
		cv.nids++
	}
	cv.seen[id]++
	c := cv.class[id]
	if cv.ccount[c] == 0 {
		cv.cls[cv.ncls] = c
		cv.ncls++
	}
	cv.ccount[c]++
}

// bound rules out, cheaply, what no board of turn t can do: a cost the lands
// drawn by t cannot pay even all together and untapped, or whose mana value
// is more than the t best of them make; more mana than that. It reports
// whether anything is left to try.
func (cv *curve) bound(g *game, t int) bool {
	src := &cv.spare
	src.Reset()
	var units [16]int // how many lands make 1, 2, ... mana
	life := payableLife(cv.start)
	for i := 0; i < cv.nids; i++ {
		cv.addBound(src, &units, cv.ids[i], int(cv.seen[cv.ids[i]]))
	}
	for j := 0; j < cv.nnew; j++ {
		id := cv.newID[j]
		cv.addBound(src, &units, id, 1)
		l := &cv.lands[id]
		for o := 0; o < l.nopt; o++ { // the land of turn t may be another option
			if k := l.opts[o].kind; k >= 0 && k != l.kind {
				src.AddKind(int(k), 1)
			}
		}
	}
	if cv.cperCost != nil {
		cv.cperBound(g, src, &units)
	}
	if cv.copies {
		cv.copyBound(src, &units)
	}
	// The most mana t lands make.
	most, left := 0, t
	for u := len(units) - 1; u > 0 && left > 0; u-- {
		n := min(units[u], left)
		most += n * u
		left -= n
	}
	var untaps [2]int
	if cv.ut.on {
		untaps = cv.untapBound()
		most += cv.untapMore(g, untaps)
	}
	cv.nmaybe = 0
	for i := range cv.costs {
		c := &cv.costs[i]
		cv.maybe[i] = false
		if cv.first[i] != 0 || c.units > most {
			continue
		}
		if mana.CanPay(c.d, 0, &mana.Pool{}, src, life) || cv.filterAll(g, c.d, src, life) || cv.ut.on && cv.untapPays(g, i, src, life, untaps) {
			cv.maybe[i] = true
			cv.nmaybe++
		}
	}
	more := false
	for u := range cv.nuse {
		use := cv.uses[u]
		if cv.most[u] < cv.maxMV[u] && cv.most[u] < min(most, src.Total(use)) {
			more = true
		}
	}
	return cv.nmaybe > 0 || more
}

// addBound adds n lands of card id to the bound's board and unit counts.
func (cv *curve) addBound(src *mana.Sources, units *[16]int, id uint16, n int) {
	l := &cv.lands[id]
	k := l.kind
	if l.vary >= 0 {
		k = l.top // the most it can make: the bound stays one
	}
	if k < 0 {
		return
	}
	src.AddKind(int(k), n)
	u := min(cv.src.Kind(int(k)).N(), len(units)-1)
	units[u] += n
}

// lastTurn tries every land of turn t (none, one drawn on t, or, when more
// lands were drawn than there were drops, one drawn before) with the sets E
// that matter.
func (cv *curve) lastTurn(g *game, t int) {
	drops := t - 1
	weight := 0
	for i := 0; i < cv.ncls; i++ {
		c := cv.cls[i]
		weight += cv.weight(c) * int(cv.ccount[c])
	}
	cv.tryE(g, t, -1, nil, drops)
	for j := 0; j < cv.nnew; j++ {
		if j > 0 && cv.newID[j] == cv.newID[j-1] {
			continue
		}
		l := &cv.lands[cv.newID[j]]
		for o := 0; o < l.nopt; o++ {
			cv.tryE(g, t, -1, &l.opts[o], drops)
		}
	}
	if weight <= drops && !cv.played && !cv.voids && !cv.sagas {
		return // a land drawn before t is better played before t (but River of Tears may want it on t, Glimmervoid be kept for it)
	}
	for i := 0; i < cv.nids; i++ {
		id := cv.ids[i]
		l := &cv.lands[id]
		for o := 0; o < l.nopt; o++ {
			cv.tryE(g, t, i, &l.opts[o], drops)
		}
	}
}

// tryE tries the land of turn t (opt; nil for none, from ids[from] if from
// >= 0) with every set E of lands played before t that matters.
func (cv *curve) tryE(g *game, t, from int, opt *curveOpt, drops int) {
	if opt != nil && opt.fetch >= 0 && !cv.fetchable(g, int(opt.fetch), t) {
		if !cv.played {
			return
		}
		opt = &landPlayOnly // (a fetch that finds nothing is still played)
	}
	if opt != nil && (opt.enters == decks.EntersTapped || opt.kind < 0 && opt.vary < 0 && opt.cper == 0) && !cv.played && !opt.copy {
		return // it would add nothing on turn t (but with River of Tears, the land play itself)
	}
	if from >= 0 {
		cv.ccount[cv.class[cv.ids[from]]]--
	}
	maxLands := 1 << 30
	if opt != nil && opt.enters == decks.EntersTappedUnlessFewLands {
		maxLands = 2 // a fast land untapped: two or fewer other lands
	}
	if opt != nil && opt.enters == decks.EntersTappedIfTwoOtherLands {
		maxLands = 1 // untapped beside at most one other land
	}
	clear(cv.cnt[:cv.ncls])
	sr := cv.sr
	sr.restW[cv.ncls], sr.restN[cv.ncls] = 0, 0
	for j := cv.ncls - 1; j >= 0; j-- {
		c := cv.cls[j]
		sr.restW[j] = sr.restW[j+1] + cv.weight(c)*int(cv.ccount[c])
		sr.restN[j] = sr.restN[j+1] + int(cv.ccount[c])
	}
	cv.chooseE(g, t, opt, 0, drops, maxLands, 1<<30, false)
	if opt != nil && opt.reveal >= 0 {
		cv.keepToReveal(g, t, opt, drops, maxLands)
	}
	if from >= 0 {
		cv.ccount[cv.class[cv.ids[from]]]++
	}
}

// chooseE chooses how many copies of ids[i:] go into E (at most cap land
// drops, at most maxLands lands), the most first; only sets to which no
// further land fits are evaluated.
//
// need is the least weight of the classes before i that have a copy left
// out: a set is maximal only if its drops left end below it (or no land is
// left to add), so a branch whose drops cannot get below it even with every
// later land added, and its lands not run out, holds no set to evaluate and
// is not walked. Fewer copies of class i leave more drops, so the first
// such branch ends the loop. The sets evaluated, and their order, are those
// of the whole walk (TestCastableAgainstBruteForce, the golden summary).
func (cv *curve) chooseE(g *game, t int, opt *curveOpt, i, drops, maxLands, need int, bounce bool) {
	if i == cv.ncls {
		// Maximal: no land left out fits.
		for j := 0; j < cv.ncls; j++ {
			c := cv.cls[j]
			if cv.cnt[j] < cv.ccount[c] && cv.weight(c) <= drops && maxLands > 0 {
				return
			}
		}
		cv.evaluate(g, t, opt, bounce)
		return
	}
	c := cv.cls[i]
	w := cv.weight(c)
	most := min(int(cv.ccount[c]), drops/w, maxLands)
	for n := most; n >= 0; n-- {
		nd, nl, nn := drops-n*w, maxLands-n, need
		if n < int(cv.ccount[c]) {
			nn = min(nn, w)
		}
		if nd-cv.sr.restW[i+1] >= nn && nl-cv.sr.restN[i+1] > 0 {
			break // no set below is maximal, nor with fewer copies
		}
		cv.cnt[i] = uint8(n)
		cv.chooseE(g, t, opt, i+1, nd, nl, nn, bounce || n > 0 && cv.classOf[c].bounce)
		if cv.nmaybe == 0 && cv.mostAll() {
			break
		}
	}
	cv.cnt[i] = 0
}

// weight is the land drops a land of class c takes: two for a bounce land.
func (cv *curve) weight(c int16) int {
	if cv.classOf[c].bounce {
		return 2
	}
	return 1
}

// evaluateBoard builds the board of E (cnt) and the land of turn t, and marks
// the costs it pays and the mana it makes.
func (cv *curve) evaluateBoard(g *game, t int, opt *curveOpt, bounce bool) {
	src := &cv.spare
	src.Reset()
	var types mana.Mask
	lands, basics, life := 0, 0, cv.start // life: the player's, after what E's lands paid
	nonBounce := false
	for j := 0; j < cv.ncls; j++ {
		l := &cv.classOf[cv.cls[j]]
		if !l.bounce && cv.ccount[cv.cls[j]] > 0 {
			nonBounce = true
		}
		n := int(cv.cnt[j])
		if n == 0 {
			continue
		}
		if l.kind >= 0 && l.vary < 0 {
			src.AddKind(int(l.kind), n)
		}
		types |= l.types
		lands += n
		if l.basic {
			basics += n
		}
		life -= int(l.life) * n
	}
	if bounce && !nonBounce {
		return // a bounce land needs another land to return
	}
	tappedOpt := false
	if opt != nil {
		// The rule the engine plays by (decks.EnterMode.Untapped); the
		// opponent, idle, is at its starting life on a board of lands only.
		// (A "pay life or it enters tapped" land pays: opt.life.)
		bs := g.beside(lands, basics, types, life)
		bs.Reveal, bs.Turn = cv.revealable(opt), t
		untapped := opt.enters == decks.EntersTappedUnlessPayLife || opt.enters.Untapped(opt.unless, bs)
		tappedOpt = !untapped
		switch {
		case !untapped && !cv.played && !opt.copied && !cv.ut.on:
			return // no better than E alone, which is tried too (but a Deserted Temple may untap it)
		case !untapped:
			// Played, it adds nothing but the land play (River of Tears).
		case opt.vary < 0:
			if opt.kind >= 0 {
				src.AddKind(int(opt.kind), 1)
			}
		default:
			if k := cv.varyKind(g, int(opt.vary), opt); k >= 0 {
				src.AddKind(int(k), 1)
			}
		}
		life -= int(opt.life)
	}
	// The lands whose mana follows the board, by the lands of E and of turn t.
	for j := 0; j < cv.ncls; j++ {
		if l := &cv.classOf[cv.cls[j]]; l.vary >= 0 && cv.cnt[j] > 0 {
			if k := cv.varyKind(g, int(l.vary), opt); k >= 0 {
				src.AddKind(int(k), int(cv.cnt[j]))
			}
		}
	}
	life = payableLife(life)
	if cv.cperCost != nil {
		cv.cperBoard(g, opt)
	}
	var untaps [2]int
	if cv.ut.on {
		untaps = cv.untapBoard(g, opt, opt != nil && !tappedOpt)
	}
	for u := range cv.nuse {
		use := cv.uses[u]
		total := src.Total(use)
		if cv.ncp > 0 {
			total += cv.cperMost(total)
		}
		if cv.ut.on {
			total += cv.untapMore(g, untaps)
		}
		cv.most[u] = max(cv.most[u], total)
	}
	if cv.nmaybe == 0 {
		return
	}
	for i := range cv.costs {
		if !cv.maybe[i] {
			continue
		}
		if mana.CanPay(cv.costs[i].d, 0, &mana.Pool{}, src, life) || cv.filter(g, cv.costs[i].d, src, life) ||
			cv.ncp > 0 && cv.cperPays(cv.costs[i].d, mana.Pool{}, src, life) || cv.ut.on && cv.untapPays(g, i, src, life, untaps) {
			cv.first[i] = uint8(t)
			cv.maybe[i] = false
			cv.nmaybe--
			cv.open--
		}
	}
}

// varyKind is the kind the land of Vary v is beside the lands of E (cnt)
// and the land of turn t (opt): its count as the engine's refreshVary
// takes it, of lands only (the study's board holds nothing else).
func (cv *curve) varyKind(g *game, v int, opt *curveOpt) int16 {
	vy := &g.d.Vary[v]
	cvv := &cv.vary[v]
	optClass := int16(-1)
	if opt != nil && opt.card >= 0 && cv.lands[opt.card].ok {
		optClass = cv.class[opt.card]
	}
	state := 0
	switch {
	case vy.Played:
		if opt != nil {
			state = 1 // a land played on turn t
		}
	case vy.Like:
		state = vy.LikeState(cv.othersMake(g, opt, optClass))
	case vy.Per:
		state = vy.PerState(cv.countIn(cvv.in[0], optClass))
	case vy.Colors:
		// Plaza of Heroes: the colours among legendary permanents, and
		// the study counts lands alone, which have no colour.
		state = 0
	default:
		state = 1
		for i := range vy.Count {
			if cv.countIn(cvv.in[i], optClass) < vy.Need[i] {
				state = 0
			}
		}
	}
	return cvv.kinds[state]
}

// countIn counts the lands of E (cnt), and the land of turn t (of class
// optClass, -1 for none), whose class is in in.
func (cv *curve) countIn(in []bool, optClass int16) int {
	n := 0
	for j := 0; j < cv.ncls; j++ {
		if in[cv.cls[j]] {
			n += int(cv.cnt[j])
		}
	}
	if optClass >= 0 && in[optClass] {
		n++
	}
	return n
}

// othersMake is the types the lands of E and of turn t other than
// Reflecting Pools make, a land whose mana follows the board as it is
// beside them (as the engine's refreshVary takes them).
func (cv *curve) othersMake(g *game, opt *curveOpt, optClass int16) mana.Mask {
	var m mana.Mask
	for j := 0; j < cv.ncls; j++ {
		if cv.cnt[j] > 0 {
			m |= cv.landMakes(g, cv.classOf[cv.cls[j]].kind, cv.classOf[cv.cls[j]].vary, opt)
		}
	}
	if optClass >= 0 {
		m |= cv.landMakes(g, opt.kind, opt.vary, opt)
	}
	return m
}

// landMakes is the types a land of kind k (or, vary >= 0, of that Vary
// beside this board) makes; none for a Reflecting Pool.
func (cv *curve) landMakes(g *game, k, vary int16, opt *curveOpt) mana.Mask {
	if vary >= 0 {
		if g.d.Vary[vary].Like {
			return 0
		}
		k = cv.varyKind(g, int(vary), opt)
	}
	if k < 0 {
		return 0
	}
	return cv.src.Kind(int(k)).Mask()
}

// filter tries the filter lands of the board: one activation, its input paid
// from the other lands, its output of the types that serve.
func (cv *curve) filter(g *game, d *mana.Demand, src *mana.Sources, life int) bool {
	for j := 0; j < cv.ncls; j++ {
		l := &cv.classOf[cv.cls[j]]
		if cv.cnt[j] == 0 || l.conv < 0 || l.kind < 0 {
			continue
		}
		if cv.convert(g, l, d, src, life) {
			return true
		}
	}
	return false
}

// filterAll is filter for the board of every land drawn.
func (cv *curve) filterAll(g *game, d *mana.Demand, src *mana.Sources, life int) bool {
	for j := 0; j < cv.ncls; j++ {
		if l := &cv.classOf[cv.cls[j]]; l.conv >= 0 && l.kind >= 0 && cv.convert(g, l, d, src, life) {
			return true
		}
	}
	for j := 0; j < cv.nnew; j++ {
		if l := &cv.lands[cv.newID[j]]; l.conv >= 0 && l.kind >= 0 && cv.convert(g, l, d, src, life) {
			return true
		}
	}
	return false
}

// convert tries one activation of land l's filter.
func (cv *curve) convert(g *game, l *curveLand, d *mana.Demand, src *mana.Sources, life int) bool {
	c := &g.d.Cards[l.conv]
	sc := &g.spare[0]
	sc.src, sc.pool = *src, mana.Pool{}
	if !sc.src.RemoveKind(int(l.kind), 1) { // its {T} goes to the filter
		return false
	}
	if !g.payer.Plan(&g.pay, &c.ConvCost, 0, &sc.pool, &sc.src, life, d.Cost().Colors()) {
		return false
	}
	g.pay.Apply(&sc.pool, &sc.src)
	_, ok := g.outputTypes(d, 0, life, g.d.Sources.Kind(c.ConvKind), &sc.pool, &sc.src)
	return ok
}

// fetchable reports whether a copy of land card id is still in the library
// on turn t (not in the kept hand or among the draws by t).
func (cv *curve) fetchable(g *game, id, t int) bool {
	left := g.d.Copies[id] - int(g.kept[id])
	for i := 0; i < g.nnatural && g.arrival(i) <= t; i++ {
		if int(g.natural[i]) == id {
			left--
		}
	}
	return left > 0
}
