package sim

import (
	"slices"
	"testing"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

// Brokers Hideout played: sacrificed as it enters, a basic Forest, Plains
// or Island from the library onto the battlefield tapped, 1 life gained;
// the Swamps stay in the library; the land found untaps the next turn.
func TestCapennaLandSacrificedAsItEnters(t *testing.T) {
	g, cd := scenario(t, "4 Brokers Hideout\n4 Forest\n4 Plains\n4 Island\n4 Swamp\n40 {9}", DefaultConfig())
	hideout := g.inHandNamed(t, cd, "Brokers Hideout", 1)
	lib := g.librarySize()
	life := g.b.life
	g.playLand(uint16(hideout), uint16(hideout), landPlay{})
	found := 0
	for _, name := range []string{"Forest", "Plains", "Island"} {
		c := id(t, cd, name)
		found += int(g.b.field[c])
		if g.b.field[c] > 0 && g.b.tapped[c] != 1 {
			t.Errorf("%s found untapped", name)
		}
	}
	if g.b.field[hideout] != 0 || found != 1 || g.b.field[id(t, cd, "Swamp")] != 0 || g.b.lands != 1 {
		t.Fatalf("Hideout %d on the battlefield (want 0), %d Forest/Plains/Island (want 1), lands %d", g.b.field[hideout], found, g.b.lands)
	}
	if g.librarySize() != lib-1 || g.b.life != life+1 {
		t.Fatalf("library %d (want %d), life %d (want %d)", g.librarySize(), lib-1, g.b.life, life+1)
	}
	if g.mana() != 0 {
		t.Fatalf("%d mana the turn it is played, want 0", g.mana())
	}
	g.untap()
	if g.mana() != 1 || !g.pays(t, "{G}") && !g.pays(t, "{W}") && !g.pays(t, "{U}") {
		t.Fatalf("the land found makes %d mana after the untap", g.mana())
	}
}

// River of Tears makes {U}, and {B} instead once a land was played this
// turn (itself included); the next turn begins with {U} again.
func TestRiverOfTearsByTheLandPlayed(t *testing.T) {
	g, cd := scenario(t, "2 River of Tears\n2 Island\n56 {9}", DefaultConfig())
	river := g.onField(t, cd, "River of Tears", 1)
	island := g.onField(t, cd, "Island", 2)
	if !g.pays(t, "{U}{U}{U}") || g.pays(t, "{B}") {
		t.Fatal("River of Tears before a land is played: want {U}, not {B}")
	}
	g.give(island, 1)
	g.playLand(uint16(island), uint16(island), landPlay{})
	if !g.pays(t, "{U}{U}{U}{B}") || g.pays(t, "{U}{U}{U}{U}") {
		t.Fatal("River of Tears after a land is played: want {B} instead of {U}")
	}
	g.playTurn(4) // (a {9} drawn: nothing played, nothing cast)
	if g.b.landPlayed || g.b.field[river] != 1 || g.b.tapped[river] != 0 {
		t.Fatalf("turn 4: land played %v, River %d tapped %d", g.b.landPlayed, g.b.field[river], g.b.tapped[river])
	}
	if !g.pays(t, "{U}{U}{U}{U}") || g.pays(t, "{B}") {
		t.Fatal("River of Tears on the next turn, no land played: want {U} again")
	}
	// River of Tears played makes {B} at once: it is the land played.
	g2, cd2 := scenario(t, "2 River of Tears\n2 Island\n56 {9}", DefaultConfig())
	r2 := g2.inHandNamed(t, cd2, "River of Tears", 1)
	g2.playLand(uint16(r2), uint16(r2), landPlay{})
	if !g2.pays(t, "{B}") || g2.pays(t, "{U}") {
		t.Fatal("River of Tears played this turn: want {B}")
	}
}

// A deck of River of Tears, the Capenna lands (as fetch lands cracked as
// they enter: a land found tapped, so one played on the turn adds nothing
// but the land play), a tapped dual and basics, against a brute force over
// every order of land drops written from the cards' rules. A Capenna land
// played before the turn counts as a basic it could find (one unit of its
// types among the deck's basics: the fetch lands' rule, results/README.md).
func TestCastableRiverAgainstBruteForce(t *testing.T) {
	text := "5 Island\n5 Swamp\n3 Forest\n4 River of Tears\n3 Obscura Storefront\n2 Maestros Theater\n2 Dismal Backwater\n"
	costs := []string{"{U}", "{B}", "{U}{B}", "{B}{B}", "{1}{U}{B}", "{U}{U}{B}", "{2}{B}{B}", "{G}{B}", "{B}{B}{B}"}
	for _, c := range costs {
		text += "4 " + c + "\n"
	}
	cd := compileText(t, text, decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns = 6
	g := newTestGame(t, cd, cfg)
	type land struct {
		units   mana.Mask // one unit of these types
		tapped  bool      // it adds nothing the turn it is played
		river   bool
		arrival int
	}
	describe := map[string]land{
		"Island": {units: uU}, "Swamp": {units: uB}, "Forest": {units: uG},
		"River of Tears":     {river: true},
		"Obscura Storefront": {units: uU | uB, tapped: true}, // (no Plains in the deck)
		"Maestros Theater":   {units: uU | uB, tapped: true}, // (no Mountain)
		"Dismal Backwater":   {units: uU | uB, tapped: true},
	}
	parsed := make([]mana.Cost, len(costs))
	for ci, c := range costs {
		parsed[ci] = mana.MustParseCost(c)
	}
	brute := func(ls []land, riverB bool) []int {
		return bruteFirst(len(ls), func(l int) int { return ls[l].arrival }, cfg.Turns, len(costs), func(ci, set, extra int) bool {
			var kinds []landKind
			var board []int
			add := func(m mana.Mask) {
				kinds = append(kinds, landKind{colors: m})
				board = append(board, 1)
			}
			for l := range ls {
				switch {
				case set&(1<<l) != 0 && ls[l].river && (extra >= 0 && riverB):
					add(uB)
				case set&(1<<l) != 0 && ls[l].river:
					add(uU)
				case set&(1<<l) != 0:
					add(ls[l].units)
				case l == extra && ls[l].river && riverB:
					add(uB) // River of Tears played: it is the land played
				case l == extra && ls[l].river:
					add(uU)
				case l == extra && !ls[l].tapped:
					add(ls[l].units)
				}
			}
			return payable(kinds, board, parsed[ci])
		})
	}
	checked, decided := 0, 0
	for i := range int64(400) {
		side := Side(i & 1)
		g.play(side, i)
		var ls []land
		g.eachDealt(cfg.Turns, func(id uint16, arrival int) {
			if l, ok := describe[cd.Names[id]]; ok {
				l.arrival = arrival
				ls = append(ls, l)
			}
		})
		if len(ls) > 16 {
			continue
		}
		first := brute(ls, true)
		for ci, c := range costs {
			cid := id(t, cd, parsed[ci].String())
			if got := int(g.curve.first[g.curve.costOf[cid]]); got != first[ci] {
				t.Errorf("game %d (%v): %s first castable on turn %d, brute force %d", i, side, c, got, first[ci])
			}
			checked++
		}
		if !slices.Equal(first, brute(ls, false)) {
			decided++ // River of Tears' {B} changed a first turn
		}
	}
	if checked < 3000 || decided < 30 {
		t.Fatalf("only %d comparisons, %d games River of Tears' land play decided", checked, decided)
	}
	t.Logf("%d comparisons; in %d of 400 games River of Tears' {B} decided", checked, decided)
}

// Vesuva enters tapped as a copy of the land whose mana is the most: beside
// the three Urza's lands, a Tower (three mana, the next turn); alone, as
// itself, untapped and making nothing.
func TestVesuvaCopiesTheBestLand(t *testing.T) {
	g, cd := scenario(t, "4 Vesuva\n4 Urza's Tower\n4 Urza's Mine\n4 Urza's Power Plant\n44 {9}", DefaultConfig())
	tower := g.onField(t, cd, "Urza's Tower", 1)
	g.onField(t, cd, "Urza's Mine", 1)
	g.onField(t, cd, "Urza's Power Plant", 1)
	if g.mana() != 7 {
		t.Fatalf("Tron makes %d, want 7", g.mana())
	}
	vesuva := g.inHandNamed(t, cd, "Vesuva", 1)
	g.playLand(uint16(vesuva), uint16(vesuva), landPlay{})
	if g.b.field[vesuva] != 0 || g.b.field[tower] != 2 || g.b.tapped[tower] != 1 || g.b.lands != 4 || g.mana() != 7 {
		t.Fatalf("Vesuva %d, Towers %d (%d tapped), lands %d, mana %d; want a tapped Tower, 7 mana", g.b.field[vesuva], g.b.field[tower], g.b.tapped[tower], g.b.lands, g.mana())
	}
	g.untap()
	if g.mana() != 10 {
		t.Fatalf("after the untap: %d mana, want 10", g.mana())
	}
	g2, cd2 := scenario(t, "4 Vesuva\n4 Forest\n52 {9}", DefaultConfig())
	v2 := g2.inHandNamed(t, cd2, "Vesuva", 1)
	g2.playLand(uint16(v2), uint16(v2), landPlay{})
	g2.untap()
	if g2.b.field[v2] != 1 || g2.b.tapped[v2] != 0 || g2.mana() != 0 || g2.b.lands != 1 {
		t.Fatalf("Vesuva alone: %d on the battlefield, %d tapped, mana %d", g2.b.field[v2], g2.b.tapped[v2], g2.mana())
	}
	// Beside it, a Forest and an Island tie (one unit, one type): the
	// game's random order of the cards chooses.
	g3, cd3 := scenario(t, "4 Vesuva\n4 Forest\n4 Island\n48 {9}", DefaultConfig())
	forest := g3.onField(t, cd3, "Forest", 1)
	island := g3.onField(t, cd3, "Island", 1)
	v3 := g3.inHandNamed(t, cd3, "Vesuva", 1)
	g3.playLand(uint16(v3), uint16(v3), landPlay{})
	want := forest
	if g3.better(island, forest) {
		want = island
	}
	if g3.b.field[want] != 2 || g3.b.tapped[want] != 1 || g3.b.field[v3] != 0 {
		t.Fatalf("Vesuva beside a Forest and an Island: Forests %d, Islands %d; want a copy of the one the game's order prefers", g3.b.field[forest], g3.b.field[island])
	}
}

// Vesuva in the policy-free castability, against a brute force over every
// order of land drops that follows the rules: a Vesuva copies a land on the
// battlefield as it is played (or nothing), enters tapped, and its copy of
// an Urza's land counts for Tron the turn it enters. The curve lets a
// Vesuva of the lands played before the turn copy any of them (an upper
// bound: the order that plays the land it copies first may not exist), so
// it is never later than the brute force and equal to it in most games.
func TestCastableVesuvaAgainstBruteForce(t *testing.T) {
	text := "4 Vesuva\n4 Urza's Tower\n4 Urza's Mine\n4 Urza's Power Plant\n6 Forest\n2 Island\n"
	costs := []string{"{2}", "{4}", "{7}", "{G}", "{1}{G}{G}", "{G}{U}", "{3}{G}{G}", "{U}{U}", "{9}"}
	for _, c := range costs {
		text += "4 " + c + "\n"
	}
	cd := compileText(t, text, decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns = 6
	g := newTestGame(t, cd, cfg)
	const (
		none = iota
		tower
		mine
		plant
	)
	type land struct {
		piece   int
		color   mana.Mask // a basic's
		vesuva  bool
		arrival int
	}
	describe := map[string]land{
		"Urza's Tower": {piece: tower}, "Urza's Mine": {piece: mine}, "Urza's Power Plant": {piece: plant},
		"Forest": {color: uG}, "Island": {color: uU}, "Vesuva": {vesuva: true},
	}
	parsed := make([]mana.Cost, len(costs))
	for ci, c := range costs {
		parsed[ci] = mana.MustParseCost(c)
	}
	// A state: the lands on the battlefield, and what each Vesuva there
	// copies (-1: nothing).
	type state struct {
		field uint32
		cp    [16]int8
	}
	brute := func(ls []land) []int {
		n := len(ls)
		as := func(s state, l int) int { // the land l is, as a copy
			if ls[l].vesuva {
				return int(s.cp[l])
			}
			return l
		}
		// pays: the lands of s, and extra (-1 none) played on the turn
		// (untapped unless a Vesuva, whose copy xc counts for Tron only).
		pays := func(s state, extra, xc int, cost mana.Cost) bool {
			var have [4]bool
			var ids []int
			for l := range n {
				if s.field&(1<<l) != 0 {
					if a := as(s, l); a >= 0 {
						ids = append(ids, a)
						have[ls[a].piece] = true
					}
				}
			}
			if extra >= 0 && !ls[extra].vesuva {
				ids = append(ids, extra)
				have[ls[extra].piece] = true
			}
			if xc >= 0 {
				have[ls[xc].piece] = true
			}
			var kinds []landKind
			var board []int
			for _, a := range ids {
				units, m := 1, uC
				switch p := ls[a].piece; {
				case p == none:
					m = ls[a].color
				case p == tower && have[mine] && have[plant]:
					units = 3
				case p == mine && have[tower] && have[plant], p == plant && have[tower] && have[mine]:
					units = 2
				}
				for range units {
					kinds = append(kinds, landKind{colors: m})
					board = append(board, 1)
				}
			}
			return payable(kinds, board, cost)
		}
		first := make([]int, len(costs))
		reach := map[state]bool{{cp: [16]int8{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}}: true}
		for turn := 1; turn <= cfg.Turns; turn++ {
			for s := range reach {
				for ci := range costs {
					if first[ci] != 0 {
						continue
					}
					if pays(s, -1, -1, parsed[ci]) {
						first[ci] = turn
						continue
					}
					for l := 0; l < n && first[ci] == 0; l++ {
						if s.field&(1<<l) != 0 || ls[l].arrival > turn {
							continue
						}
						if !ls[l].vesuva {
							if pays(s, l, -1, parsed[ci]) {
								first[ci] = turn
							}
							continue
						}
						for x := range n {
							if s.field&(1<<x) != 0 && as(s, x) >= 0 && pays(s, l, as(s, x), parsed[ci]) {
								first[ci] = turn
							}
						}
					}
				}
			}
			next := map[state]bool{}
			for s := range reach {
				next[s] = true
				for l := range n {
					if s.field&(1<<l) != 0 || ls[l].arrival > turn {
						continue
					}
					after := s
					after.field |= 1 << l
					next[after] = true // (a Vesuva copying nothing)
					if ls[l].vesuva {
						for x := range n {
							if s.field&(1<<x) != 0 && as(s, x) >= 0 {
								c := after
								c.cp[l] = int8(as(s, x))
								next[c] = true
							}
						}
					}
				}
			}
			reach = next
		}
		return first
	}
	checked, same, copies := 0, 0, 0
	for i := range int64(300) {
		side := Side(i & 1)
		g.play(side, i)
		var ls []land
		g.eachDealt(cfg.Turns, func(id uint16, arrival int) {
			if l, ok := describe[cd.Names[id]]; ok {
				l.arrival = arrival
				ls = append(ls, l)
			}
		})
		if len(ls) > 16 {
			continue
		}
		first := brute(ls)
		var plain []land // the same lands without the Vesuvas (one copying nothing is never better played)
		for _, l := range ls {
			if !l.vesuva {
				plain = append(plain, l)
			}
		}
		if !slices.Equal(first, brute(plain)) {
			copies++
		}
		for ci, c := range costs {
			cid := id(t, cd, parsed[ci].String())
			got := int(g.curve.first[g.curve.costOf[cid]])
			if first[ci] != 0 && (got == 0 || got > first[ci]) {
				t.Errorf("game %d (%v): %s first castable on turn %d, later than the brute force's %d", i, side, c, got, first[ci])
			}
			if got == first[ci] {
				same++
			}
			checked++
		}
	}
	if checked < 2000 || copies < 30 || same*100 < checked*97 {
		t.Fatalf("%d comparisons, %d equal; %d games where Vesuva's copies decided", checked, same, copies)
	}
	t.Logf("%d comparisons, %d equal to the brute force (the rest earlier: the bound); %d games where Vesuva's copies decided", checked, same, copies)
}

// Games of decks with the Capenna lands, River of Tears, Vesuva, Urza's
// Saga, Glimmervoid and Lotus Field allocate nothing.
func TestEnterSacrificeNoAllocs(t *testing.T) {
	for _, text := range []string{
		"6 Island\n6 Swamp\n4 River of Tears\n4 Obscura Storefront\n4 Maestros Theater\n36 {1}{U}{B}",
		"4 Vesuva\n4 Urza's Tower\n4 Urza's Mine\n4 Urza's Power Plant\n8 Forest\n36 {3}{G}",
		"4 Urza's Saga\n4 Glimmervoid\n4 Lotus Field\n4 Seat of the Synod\n8 Island\n36 {2}{U}",
	} {
		cd := compileText(t, text, 0)
		g := newTestGame(t, cd, DefaultConfig())
		if allocs := gameAllocs(g, 200); allocs != 0 {
			t.Errorf("%q: %.2f allocations per game", text, allocs)
		}
	}
}

// Glimmervoid goes at the end step with no artifact on the battlefield,
// and stays beside an artifact land.
func TestGlimmervoidWithoutArtifacts(t *testing.T) {
	g, cd := scenario(t, "4 Glimmervoid\n4 Seat of the Synod\n12 Island\n40 {9}", DefaultConfig())
	void := g.onField(t, cd, "Glimmervoid", 1)
	g.onField(t, cd, "Island", 1)
	if g.mana() != 2 {
		t.Fatalf("Glimmervoid and an Island make %d, want 2", g.mana())
	}
	g.endStepSacrifice()
	if g.b.field[void] != 0 || g.b.lands != 1 || g.mana() != 1 {
		t.Fatalf("no artifact at the end step: Glimmervoid %d on the battlefield, lands %d", g.b.field[void], g.b.lands)
	}
	g2, cd2 := scenario(t, "4 Glimmervoid\n4 Seat of the Synod\n12 Island\n40 {9}", DefaultConfig())
	v2 := g2.onField(t, cd2, "Glimmervoid", 2)
	seat := g2.onField(t, cd2, "Seat of the Synod", 1)
	g2.endStepSacrifice()
	if g2.b.field[v2] != 2 {
		t.Fatalf("beside Seat of the Synod: %d Glimmervoids stay, want 2", g2.b.field[v2])
	}
	g2.leave(uint16(seat))
	g2.endStepSacrifice()
	if g2.b.field[v2] != 0 {
		t.Fatalf("the Seat gone: %d Glimmervoids stay, want 0", g2.b.field[v2])
	}
}

// Lotus Field sacrifices two untapped lands as it enters: the least
// mana's first (an Island before Ancient Tomb's {C}{C}); the tapped ones
// are spared; with its lands tapped for mana first (the planner's float),
// none, and their mana is in the pool.
func TestLotusFieldSacrificesUntappedLands(t *testing.T) {
	text := "4 Lotus Field\n4 Ancient Tomb\n12 Island\n40 {9}"
	g, cd := scenario(t, text, DefaultConfig())
	tomb := g.onField(t, cd, "Ancient Tomb", 2)
	island := g.onField(t, cd, "Island", 2)
	field := g.inHandNamed(t, cd, "Lotus Field", 1)
	g.playLand(uint16(field), uint16(field), landPlay{})
	if g.b.field[island] != 0 || g.b.field[tomb] != 2 || g.b.field[field] != 1 || g.b.tapped[field] != 1 || g.b.lands != 3 {
		t.Fatalf("Islands %d (want 0), Tombs %d (want 2), Lotus Field %d tapped %d", g.b.field[island], g.b.field[tomb], g.b.field[field], g.b.tapped[field])
	}
	// One Island tapped: the untapped one and a Tomb go; the tapped Island stays.
	g2, cd2 := scenario(t, text, DefaultConfig())
	tomb2 := g2.onField(t, cd2, "Ancient Tomb", 1)
	island2 := g2.onField(t, cd2, "Island", 2)
	k := g2.kindOf(island2) // (one Island tapped by hand)
	g2.b.src.RemoveKind(k, 1)
	g2.b.tapped[island2]++
	f2 := g2.inHandNamed(t, cd2, "Lotus Field", 1)
	g2.playLand(uint16(f2), uint16(f2), landPlay{})
	if g2.b.field[island2] != 1 || g2.b.tapped[island2] != 1 || g2.b.field[tomb2] != 0 || g2.mana() != 0 {
		t.Fatalf("with an Island tapped: Islands %d (tapped %d), Tombs %d, mana %d; want the tapped Island alone", g2.b.field[island2], g2.b.tapped[island2], g2.b.field[tomb2], g2.mana())
	}
	// Floated: every land tapped first, nothing sacrificed, five mana in the pool.
	g3, cd3 := scenario(t, text, DefaultConfig())
	tomb3 := g3.onField(t, cd3, "Ancient Tomb", 1)
	island3 := g3.onField(t, cd3, "Island", 3)
	f3 := g3.inHandNamed(t, cd3, "Lotus Field", 1)
	g3.playLand(uint16(f3), uint16(f3), landPlay{float: true})
	if g3.b.field[island3] != 3 || g3.b.field[tomb3] != 1 || g3.b.pool.Total() != 5 || g3.mana() != 0 {
		t.Fatalf("floated: Islands %d, Tombs %d, pool %s; want all kept and {C}{C}{U}{U}{U} in the pool", g3.b.field[island3], g3.b.field[tomb3], g3.b.pool.String())
	}
}

// Glimmervoid in the policy-free castability, against a brute force over
// every order of land drops that follows the rules: lands only, so a
// Glimmervoid goes at the end of any turn that ends with no artifact land
// on the battlefield, and makes its mana the turn it is played. The curve
// keeps a Glimmervoid of the lands played before the turn when an artifact
// land is among them (an upper bound: the order that played it first may
// not exist), so it is never later than the brute force.
func TestCastableGlimmervoidAgainstBruteForce(t *testing.T) {
	text := "4 Glimmervoid\n4 Seat of the Synod\n3 Vault of Whispers\n6 Island\n4 Swamp\n"
	costs := []string{"{U}", "{B}", "{R}", "{U}{B}", "{W}{U}", "{1}{R}{G}", "{2}{U}{U}", "{G}"}
	for _, c := range costs {
		text += "5 " + c + "\n"
	}
	cd := compileText(t, text, decks.Constructed)
	cfg := DefaultConfig()
	cfg.Turns = 6
	g := newTestGame(t, cd, cfg)
	type land struct {
		units    mana.Mask
		void     bool
		artifact bool
		arrival  int
	}
	describe := map[string]land{
		"Glimmervoid": {units: mana.AllColors, void: true}, "Seat of the Synod": {units: uU, artifact: true},
		"Vault of Whispers": {units: uB, artifact: true}, "Island": {units: uU}, "Swamp": {units: uB},
	}
	parsed := make([]mana.Cost, len(costs))
	for ci, c := range costs {
		parsed[ci] = mana.MustParseCost(c)
	}
	brute := func(ls []land) []int {
		n := len(ls)
		pays := func(field uint32, extra int, cost mana.Cost) bool {
			var kinds []landKind
			var board []int
			for l := range n {
				if field&(1<<l) != 0 || l == extra {
					kinds = append(kinds, landKind{colors: ls[l].units})
					board = append(board, 1)
				}
			}
			return payable(kinds, board, cost)
		}
		type state struct{ field, gone uint32 }
		first := make([]int, len(costs))
		reach := map[state]bool{{}: true}
		for turn := 1; turn <= cfg.Turns; turn++ {
			hand := func(s state, l int) bool {
				return ls[l].arrival <= turn && (s.field|s.gone)&(1<<l) == 0
			}
			for s := range reach {
				for ci := range costs {
					if first[ci] != 0 {
						continue
					}
					for l := -1; l < n && first[ci] == 0; l++ {
						if (l < 0 || hand(s, l)) && pays(s.field, l, parsed[ci]) {
							first[ci] = turn
						}
					}
				}
			}
			next := map[state]bool{}
			for s := range reach {
				for l := -1; l < n; l++ {
					if l >= 0 && !hand(s, l) {
						continue
					}
					after := s
					if l >= 0 {
						after.field |= 1 << l
					}
					artifact := false
					for x := range n {
						artifact = artifact || after.field&(1<<x) != 0 && ls[x].artifact
					}
					for x := range n {
						if !artifact && after.field&(1<<x) != 0 && ls[x].void {
							after.field &^= 1 << x // the end step: sacrificed
							after.gone |= 1 << x
						}
					}
					next[after] = true
				}
			}
			reach = next
		}
		return first
	}
	checked, same, gone := 0, 0, 0
	for i := range int64(300) {
		side := Side(i & 1)
		g.play(side, i)
		var ls []land
		g.eachDealt(cfg.Turns, func(id uint16, arrival int) {
			if l, ok := describe[cd.Names[id]]; ok {
				l.arrival = arrival
				ls = append(ls, l)
			}
		})
		if len(ls) > 16 {
			continue
		}
		first := brute(ls)
		kept := append([]land(nil), ls...) // the same lands, Glimmervoid never sacrificed
		for j := range kept {
			kept[j].void = false
		}
		if !slices.Equal(first, brute(kept)) {
			gone++
		}
		for ci, c := range costs {
			cid := id(t, cd, parsed[ci].String())
			got := int(g.curve.first[g.curve.costOf[cid]])
			if first[ci] != 0 && (got == 0 || got > first[ci]) {
				t.Errorf("game %d (%v): %s first castable on turn %d, later than the brute force's %d", i, side, c, got, first[ci])
			}
			if got == first[ci] {
				same++
			}
			checked++
		}
	}
	if checked < 2000 || gone < 20 || same*100 < checked*97 {
		t.Fatalf("%d comparisons, %d equal; %d games where Glimmervoid's sacrifice decided", checked, same, gone)
	}
	t.Logf("%d comparisons, %d equal to the brute force (the rest earlier: the bound); %d games where the sacrifice decided", checked, same, gone)
}

// Urza's Saga makes {C} the turn it is played (chapter I) and the next;
// on the third turn's precombat main phase its last chapter comes: its
// {C} is made first, into the pool, and it is sacrificed.
func TestUrzasSagaChapters(t *testing.T) {
	g, cd := scenario(t, "4 Urza's Saga\n20 Wastes\n36 {9}", DefaultConfig())
	saga := g.inHandNamed(t, cd, "Urza's Saga", 1)
	g.playLand(uint16(saga), uint16(saga), landPlay{})
	if g.b.field[saga] != 1 || g.mana() != 1 || g.b.nlore != 1 || g.b.lore[0] != 1 {
		t.Fatalf("played: %d on the battlefield, mana %d, lore %v", g.b.field[saga], g.mana(), g.b.lore[:g.b.nlore])
	}
	g.addLore() // the next turn's precombat main phase: chapter II
	if g.b.field[saga] != 1 || g.mana() != 1 || g.b.lore[0] != 2 || !g.b.pool.IsEmpty() {
		t.Fatalf("chapter II: %d on the battlefield, mana %d, lore %v", g.b.field[saga], g.mana(), g.b.lore[:g.b.nlore])
	}
	g.addLore() // chapter III: {C} into the pool, then sacrificed
	if g.b.field[saga] != 0 || g.mana() != 0 || g.b.nlore != 0 || g.b.pool.Total() != 1 || g.b.lands != 0 {
		t.Fatalf("chapter III: %d on the battlefield, mana %d, pool %s, lands %d", g.b.field[saga], g.mana(), g.b.pool.String(), g.b.lands)
	}
	// Two copies a turn apart: the older goes first.
	g2, cd2 := scenario(t, "4 Urza's Saga\n20 Wastes\n36 {9}", DefaultConfig())
	s2 := g2.inHandNamed(t, cd2, "Urza's Saga", 2)
	g2.playLand(uint16(s2), uint16(s2), landPlay{})
	g2.addLore()
	g2.playLand(uint16(s2), uint16(s2), landPlay{})
	g2.addLore()
	if g2.b.field[s2] != 1 || g2.b.nlore != 1 || g2.b.lore[0] != 2 {
		t.Fatalf("two Sagas: %d on the battlefield, lore %v; want the younger at 2", g2.b.field[s2], g2.b.lore[:g2.b.nlore])
	}
}

// Urza's Saga in the policy-free castability, against a brute force over
// every order of land drops that follows the rules: a Saga played on turn
// s makes {C} on turns s to s+2 and is gone after. The curve counts at
// most two Sagas of the lands played before the turn (an upper bound
// where the deal allows no order that plays them on the two turns before),
// so it is never later than the brute force.
func TestCastableSagaAgainstBruteForce(t *testing.T) {
	text := "6 Urza's Saga\n6 Wastes\n3 Island\n2 Forest\n"
	costs := []string{"{1}", "{2}", "{3}", "{U}", "{1}{U}", "{2}{G}", "{4}", "{U}{G}", "{5}"}
	for _, c := range costs {
		text += "3 " + c + "\n"
	}
	cd := compileText(t, text, decks.Limited)
	cfg := DefaultConfig()
	cfg.Format = decks.Limited
	cfg.Turns = 7
	g := newTestGame(t, cd, cfg)
	type land struct {
		units   mana.Mask
		saga    bool
		arrival int
	}
	describe := map[string]land{
		"Urza's Saga": {units: uC, saga: true}, "Wastes": {units: uC}, "Island": {units: uU}, "Forest": {units: uG},
	}
	parsed := make([]mana.Cost, len(costs))
	for ci, c := range costs {
		parsed[ci] = mana.MustParseCost(c)
	}
	brute := func(ls []land) []int {
		n := len(ls)
		// A state: the turn each land was played (0: not played).
		type state [16]int8
		first := make([]int, len(costs))
		reach := map[state]bool{{}: true}
		for turn := 1; turn <= cfg.Turns; turn++ {
			there := func(s state, l int) bool { // on the battlefield on this turn's main phase
				return s[l] > 0 && (!ls[l].saga || turn-int(s[l]) <= 2)
			}
			for s := range reach {
				for ci := range costs {
					for l := -1; l < n && first[ci] == 0; l++ {
						if l >= 0 && (s[l] > 0 || ls[l].arrival > turn) {
							continue
						}
						var kinds []landKind
						var board []int
						for x := range n {
							if there(s, x) || x == l {
								kinds = append(kinds, landKind{colors: ls[x].units})
								board = append(board, 1)
							}
						}
						if payable(kinds, board, parsed[ci]) {
							first[ci] = turn
						}
					}
				}
			}
			next := map[state]bool{}
			for s := range reach {
				next[s] = true
				for l := range n {
					if s[l] == 0 && ls[l].arrival <= turn {
						after := s
						after[l] = 1 // (only a Saga's turn matters)
						if ls[l].saga {
							after[l] = int8(turn)
						}
						next[after] = true
					}
				}
			}
			reach = next
		}
		return first
	}
	checked, same, decided := 0, 0, 0
	for i := range int64(200) {
		side := Side(i & 1)
		g.play(side, i)
		var ls []land
		g.eachDealt(cfg.Turns, func(id uint16, arrival int) {
			if l, ok := describe[cd.Names[id]]; ok {
				l.arrival = arrival
				ls = append(ls, l)
			}
		})
		if len(ls) > 16 {
			continue
		}
		first := brute(ls)
		forever := append([]land(nil), ls...) // the same lands, the Sagas never sacrificed
		for j := range forever {
			forever[j].saga = false
		}
		if !slices.Equal(first, brute(forever)) {
			decided++
		}
		for ci, c := range costs {
			cid := id(t, cd, parsed[ci].String())
			got := int(g.curve.first[g.curve.costOf[cid]])
			if first[ci] != 0 && (got == 0 || got > first[ci]) {
				t.Errorf("game %d (%v): %s first castable on turn %d, later than the brute force's %d", i, side, c, got, first[ci])
			}
			if got == first[ci] {
				same++
			}
			checked++
		}
	}
	if checked < 1500 || decided < 10 || same*100 < checked*95 {
		t.Fatalf("%d comparisons, %d equal; %d games where the Sagas' sacrifice decided", checked, same, decided)
	}
	t.Logf("%d comparisons, %d equal to the brute force (the rest earlier: the bound); %d games where the sacrifice decided", checked, same, decided)
}

// Kjeldoran Outpost enters only by sacrificing a Plains: an untapped one
// is tapped for its {W} first; with no Plains it goes to the graveyard,
// and the planner does not play it then.
func TestKjeldoranOutpostSacrificesAPlains(t *testing.T) {
	text := "4 Kjeldoran Outpost\n16 Plains\n4 Island\n36 {9}"
	g, cd := scenario(t, text, DefaultConfig())
	plains := g.onField(t, cd, "Plains", 2)
	outpost := g.inHandNamed(t, cd, "Kjeldoran Outpost", 1)
	g.playLand(uint16(outpost), uint16(outpost), landPlay{})
	if g.b.field[outpost] != 1 || g.b.field[plains] != 1 || g.b.lands != 2 || g.b.pool.Total() != 1 || g.mana() != 2 {
		t.Fatalf("Outpost %d, Plains %d, lands %d, pool %s, mana %d; want the Outpost, one Plains, {W} floated",
			g.b.field[outpost], g.b.field[plains], g.b.lands, g.b.pool.String(), g.mana())
	}
	g2, cd2 := scenario(t, text, DefaultConfig())
	g2.onField(t, cd2, "Island", 1)
	o2 := g2.inHandNamed(t, cd2, "Kjeldoran Outpost", 1)
	var opts [maxOptions]play
	if n := g2.landOptions(o2, &opts); n != 0 {
		t.Fatalf("beside no Plains: %d ways to play the Outpost, want none", n)
	}
	g2.playLand(uint16(o2), uint16(o2), landPlay{})
	if g2.b.field[o2] != 0 || g2.b.lands != 1 {
		t.Fatalf("beside no Plains: Outpost %d on the battlefield, lands %d; want it in the graveyard", g2.b.field[o2], g2.b.lands)
	}
}
