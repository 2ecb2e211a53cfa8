package decklist

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// A sample of each format, with what it must parse to.
var decklistSamples = []struct {
	name string
	text string
	want List
}{
	{
		name: "plain text",
		text: `// Mono-red, a plain text list
4 Lightning Bolt
4x Goblin Guide
4 x Monastery Swiftspear
4X Eidolon of the Great Revel # the best
1 Fire // Ice
2 Bonecrusher Giant // Stomp // adventure
20   Mountain	  // lands

SB: 2 Smash to Smithereens
sb:1 Roiling Vortex
`,
		want: List{Format: FormatText, Entries: []Entry{
			{Count: 4, Name: "Lightning Bolt", Line: 2},
			{Count: 4, Name: "Goblin Guide", Line: 3},
			{Count: 4, Name: "Monastery Swiftspear", Line: 4},
			{Count: 4, Name: "Eidolon of the Great Revel", Line: 5},
			{Count: 1, Name: "Fire // Ice", Line: 6},
			{Count: 2, Name: "Bonecrusher Giant // Stomp", Line: 7},
			{Count: 20, Name: "Mountain", Line: 8},
			{Count: 2, Name: "Smash to Smithereens", Section: Sideboard, Line: 10},
			{Count: 1, Name: "Roiling Vortex", Section: Sideboard, Line: 11},
		}},
	},
	{
		name: "plain text, MTGO export: blank line then sideboard",
		text: `4 Lightning Bolt
36 Goblin Guide
20 Mountain

3 Smash to Smithereens
2 Roiling Vortex

`,
		want: List{Format: FormatText, Entries: []Entry{
			{Count: 4, Name: "Lightning Bolt", Line: 1},
			{Count: 36, Name: "Goblin Guide", Line: 2},
			{Count: 20, Name: "Mountain", Line: 3},
			{Count: 3, Name: "Smash to Smithereens", Section: Sideboard, Line: 5},
			{Count: 2, Name: "Roiling Vortex", Section: Sideboard, Line: 6},
		}},
	},
	{
		name: "plain text, grouped by blank lines: too many after the blank for a sideboard",
		text: `
4 Goblin Guide
4 Monastery Swiftspear

4 Lightning Bolt
4 Lava Spike

20 Mountain
`,
		want: List{Format: FormatText, Entries: []Entry{
			{Count: 4, Name: "Goblin Guide", Line: 2},
			{Count: 4, Name: "Monastery Swiftspear", Line: 3},
			{Count: 4, Name: "Lightning Bolt", Line: 5},
			{Count: 4, Name: "Lava Spike", Line: 6},
			{Count: 20, Name: "Mountain", Line: 8},
		}},
	},
	{
		name: "plain text with a Sideboard header: blank lines mean nothing",
		text: `Main:
4 Lightning Bolt

20 Mountain
Sideboard
2 Negate
`,
		want: List{Format: FormatText, Entries: []Entry{
			{Count: 4, Name: "Lightning Bolt", Line: 2},
			{Count: 20, Name: "Mountain", Line: 4},
			{Count: 2, Name: "Negate", Section: Sideboard, Line: 6},
		}},
	},
	{
		name: "plain text with comment headers",
		text: `// NAME: Burn
//Main
4 Lightning Bolt
// Creatures
4 Goblin Guide
// Sideboard
2 Negate
`,
		want: List{Format: FormatText, Name: "Burn", Entries: []Entry{
			{Count: 4, Name: "Lightning Bolt", Line: 3},
			{Count: 4, Name: "Goblin Guide", Line: 5},
			{Count: 2, Name: "Negate", Section: Sideboard, Line: 7},
		}},
	},
	{
		name: "arena",
		text: `About
Name Mono Green Stompy

Commander
1 Kenrith, the Returned King (ELD) 303

Deck
3 Llanowar Elves (M19) 314
1 Brazen Borrower // Petty Theft (ELD) 39
1 Plains (ANA) 1
1 Goblin Guide (SLD) 2024-1
1 Forest (PLST) 290a
1 Gaea's Cradle (P30A) ★12
1 Ornithopter (ATQ)

Sideboard
2 Negate (M20) 69

Companion
1 Lurrus of the Dream-Den (IKO) 226
`,
		want: List{Format: FormatArena, Name: "Mono Green Stompy", Entries: []Entry{
			{Count: 1, Name: "Kenrith, the Returned King", Set: "ELD", Number: "303", Section: Commander, Line: 5},
			{Count: 3, Name: "Llanowar Elves", Set: "M19", Number: "314", Line: 8},
			{Count: 1, Name: "Brazen Borrower // Petty Theft", Set: "ELD", Number: "39", Line: 9},
			{Count: 1, Name: "Plains", Set: "ANA", Number: "1", Line: 10},
			{Count: 1, Name: "Goblin Guide", Set: "SLD", Number: "2024-1", Line: 11},
			{Count: 1, Name: "Forest", Set: "PLST", Number: "290a", Line: 12},
			{Count: 1, Name: "Gaea's Cradle", Set: "P30A", Number: "★12", Line: 13},
			{Count: 1, Name: "Ornithopter", Set: "ATQ", Line: 14},
			{Count: 2, Name: "Negate", Set: "M20", Number: "69", Section: Sideboard, Line: 17},
			{Count: 1, Name: "Lurrus of the Dream-Den", Set: "IKO", Number: "226", Section: Companion, Line: 20},
		}},
	},
	{
		name: "arena without headers: blank line then sideboard",
		text: `24 Llanowar Elves (M19) 314
36 Forest (ANA) 60

2 Negate (M20) 69
`,
		want: List{Format: FormatArena, Entries: []Entry{
			{Count: 24, Name: "Llanowar Elves", Set: "M19", Number: "314", Line: 1},
			{Count: 36, Name: "Forest", Set: "ANA", Number: "60", Line: 2},
			{Count: 2, Name: "Negate", Set: "M20", Number: "69", Section: Sideboard, Line: 4},
		}},
	},
	{
		name: "moxfield",
		text: `1 Atraxa, Praetors' Voice (2X2) 190 *F*
1 Sol Ring (CMR) 472
4 Dark Ritual (A25) 82 *E*
1 Delver of Secrets // Insectile Aberration (ISD) 51

SIDEBOARD:
1 Negate (M20) 69

MAYBEBOARD:
1 Mana Crypt (2XM) 270

COMMANDER:
1 Kenrith, the Returned King (ELD) 303 *F*

TOKENS:
1 Treasure (TSNC) 14
`,
		want: List{Format: FormatMoxfield, Entries: []Entry{
			{Count: 1, Name: "Atraxa, Praetors' Voice", Set: "2X2", Number: "190", Line: 1},
			{Count: 1, Name: "Sol Ring", Set: "CMR", Number: "472", Line: 2},
			{Count: 4, Name: "Dark Ritual", Set: "A25", Number: "82", Line: 3},
			{Count: 1, Name: "Delver of Secrets // Insectile Aberration", Set: "ISD", Number: "51", Line: 4},
			{Count: 1, Name: "Negate", Set: "M20", Number: "69", Section: Sideboard, Line: 7},
			{Count: 1, Name: "Mana Crypt", Set: "2XM", Number: "270", Section: Maybeboard, Line: 10},
			{Count: 1, Name: "Kenrith, the Returned King", Set: "ELD", Number: "303", Section: Commander, Line: 13},
		}},
	},
	{
		name: "moxfield without set codes",
		text: `1 Sol Ring
1 Arcane Signet

sideboard:
1 Negate
`,
		want: List{Format: FormatMoxfield, Entries: []Entry{
			{Count: 1, Name: "Sol Ring", Line: 1},
			{Count: 1, Name: "Arcane Signet", Line: 2},
			{Count: 1, Name: "Negate", Section: Sideboard, Line: 5},
		}},
	},
	{
		name: "archidekt",
		text: `1x Sol Ring (cmr) 472 [Ramp]
1x Kenrith, the Returned King (eld) 303 [Commander{top}]
1x Mana Crypt (2xm) 270 *F* [Maybeboard{noDeck}{noPrice}]
1x Negate (m20) 69 [Sideboard{noDeck}]
1x Arcane Signet (eld) 331 [Ramp,Draw]
1x Rhystic Study (pcy) 45 [Draw{noDeck}]
1x Command Tower (cmr) 350 [Land] ^Have,#37d67a^
1x Lurrus of the Dream-Den (iko) 226 [Ramp,Companion]
1x Wrath of God [Removal]
2 Island [Land]
1x Fire // Ice (mh2) 290 [Removal]
`,
		want: List{Format: FormatArchidekt, Entries: []Entry{
			{Count: 1, Name: "Sol Ring", Set: "CMR", Number: "472", Line: 1},
			{Count: 1, Name: "Kenrith, the Returned King", Set: "ELD", Number: "303", Section: Commander, Line: 2},
			{Count: 1, Name: "Mana Crypt", Set: "2XM", Number: "270", Section: Maybeboard, Line: 3},
			{Count: 1, Name: "Negate", Set: "M20", Number: "69", Section: Sideboard, Line: 4},
			{Count: 1, Name: "Arcane Signet", Set: "ELD", Number: "331", Line: 5},
			{Count: 1, Name: "Rhystic Study", Set: "PCY", Number: "45", Section: Maybeboard, Line: 6},
			{Count: 1, Name: "Command Tower", Set: "CMR", Number: "350", Line: 7},
			{Count: 1, Name: "Lurrus of the Dream-Den", Set: "IKO", Number: "226", Section: Companion, Line: 8},
			{Count: 1, Name: "Wrath of God", Line: 9},
			{Count: 2, Name: "Island", Line: 10},
			{Count: 1, Name: "Fire // Ice", Set: "MH2", Number: "290", Line: 11},
		}},
	},
	{
		name: "forge",
		text: `[metadata]
Name=Mono Red Burn
Description=fast [and] loose
[Main]
4 Lightning Bolt|M10
4 Lightning Bolt|m10|1
Goblin Guide|ZEN
1 Fire // Ice|MH2|2
20 Mountain
[Sideboard]
2 Smash to Smithereens|ORI
[Commander]
1 Kenrith, the Returned King|ELD
[Avatar]
1 Some Avatar
[Planes]
1 Some Plane
[Something New]
1 Thing
[main]
1 Shock
`,
		want: List{Format: FormatForge, Name: "Mono Red Burn", Entries: []Entry{
			{Count: 4, Name: "Lightning Bolt", Set: "M10", Line: 5},
			{Count: 4, Name: "Lightning Bolt", Set: "M10", Line: 6},
			{Count: 1, Name: "Goblin Guide", Set: "ZEN", Line: 7},
			{Count: 1, Name: "Fire // Ice", Set: "MH2", Line: 8},
			{Count: 20, Name: "Mountain", Line: 9},
			{Count: 2, Name: "Smash to Smithereens", Set: "ORI", Section: Sideboard, Line: 11},
			{Count: 1, Name: "Kenrith, the Returned King", Set: "ELD", Section: Commander, Line: 13},
			{Count: 1, Name: "Shock", Line: 21},
		}},
	},
	{
		name: "mtgo dek",
		text: `<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="46662" Quantity="4" Sideboard="false" Name="Llanowar Elves" Annotation="0" />
  <Cards CatID="1234" Quantity="20" Sideboard="false" Name="Forest" Annotation="0" />
  <Cards
      CatID="99"
      Quantity="2"
      Sideboard="true"
      Name="Fire // Ice" />
  <Cards CatID="7" Quantity=" 3 " Sideboard="True" Name="  Thoughtseize  &amp; Co " Annotation="0"></Cards>
</Deck>
`,
		want: List{Format: FormatMTGO, Entries: []Entry{
			{Count: 4, Name: "Llanowar Elves", Line: 5},
			{Count: 20, Name: "Forest", Line: 6},
			{Count: 2, Name: "Fire // Ice", Section: Sideboard, Line: 7},
			{Count: 3, Name: "Thoughtseize & Co", Section: Sideboard, Line: 12},
		}},
	},
	{
		name: "abstract lines",
		text: `35 {1}{W}{W}
4 land:WU tapped
17 land:G snow
2 land:R (tapped)
3 {2/W}{G/U/P} // hybrid
1x land:B tapped snow
`,
		want: List{Format: FormatText, Entries: []Entry{
			{Count: 35, Name: "{1}{W}{W}", Line: 1},
			{Count: 4, Name: "land:WU tapped", Line: 2},
			{Count: 17, Name: "land:G snow", Line: 3},
			{Count: 2, Name: "land:R (tapped)", Line: 4},
			{Count: 3, Name: "{2/W}{G/U/P}", Line: 5},
			{Count: 1, Name: "land:B tapped snow", Line: 6},
		}},
	},
}

func TestParseListSamples(t *testing.T) {
	for _, tc := range decklistSamples {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseList("deck.txt", []byte(tc.text))
			if err != nil {
				t.Fatalf("ParseList: %v", err)
			}
			checkList(t, got, tc.want)
		})
	}
}

// Line endings, a byte order mark, trailing white space and tabs change nothing.
func TestParseListVariants(t *testing.T) {
	variants := map[string]func(string) string{
		"CRLF":     func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") },
		"BOM":      func(s string) string { return "\uFEFF" + s },
		"BOM CRLF": func(s string) string { return "\uFEFF" + strings.ReplaceAll(s, "\n", "\r\n") },
		"trailing blanks": func(s string) string {
			return strings.ReplaceAll(s, "\n", " \t \n")
		},
		"leading tabs": func(s string) string {
			if strings.HasPrefix(s, "<") {
				return s
			}
			return "\t" + strings.ReplaceAll(s, "\n", "\n\t  ")
		},
		"no final newline": func(s string) string { return strings.TrimRight(s, "\n") },
	}
	for _, tc := range decklistSamples {
		for vname, v := range variants {
			t.Run(tc.name+"/"+vname, func(t *testing.T) {
				got, err := ParseList("deck.txt", []byte(v(tc.text)))
				if err != nil {
					t.Fatalf("ParseList: %v", err)
				}
				checkList(t, got, tc.want)
			})
		}
	}
}

func checkList(t *testing.T, got, want List) {
	t.Helper()
	if got.Format != want.Format {
		t.Errorf("Format = %v, want %v", got.Format, want.Format)
	}
	if got.Name != want.Name {
		t.Errorf("Name = %q, want %q", got.Name, want.Name)
	}
	if !reflect.DeepEqual(got.Entries, want.Entries) {
		for i := 0; i < len(got.Entries) || i < len(want.Entries); i++ {
			var g, w Entry
			if i < len(got.Entries) {
				g = got.Entries[i]
			}
			if i < len(want.Entries) {
				w = want.Entries[i]
			}
			if g != w {
				t.Errorf("entry %d:\n got  %+v\n want %+v", i, g, w)
			}
		}
	}
}

func TestDetectFormat(t *testing.T) {
	for _, tc := range []struct {
		text string
		want Format
	}{
		{"4 Lightning Bolt\n", FormatText},
		{"4x Lightning Bolt\nSideboard\n2 Negate\n", FormatText},
		{"4 Lightning Bolt  # burn\nSB: 2 Negate\n", FormatText},
		{"Deck\n4 Lightning Bolt\n", FormatArena},
		{"Commander\n1 Kenrith\n\nDeck\n99 Forest\n", FormatArena},
		{"Companion\n1 Lurrus of the Dream-Den\n\nDeck\n4 Lightning Bolt\n", FormatArena},
		{"4 Lightning Bolt (M10) 146\n", FormatArena},
		{"4 Lightning Bolt (2XM)\n", FormatArena},
		{"4 Lightning Bolt (M10) 146 *F*\n", FormatMoxfield},
		{"4 Lightning Bolt (M10) 146\n\nSIDEBOARD:\n2 Negate (M20) 69\n", FormatMoxfield},
		{"4 Lightning Bolt\n\nMaybeboard:\n2 Negate\n", FormatMoxfield},
		{"1x Sol Ring (cmr) 472 [Ramp]\n", FormatArchidekt},
		{"1 Sol Ring [Ramp]\n", FormatArchidekt},
		{"1x Sol Ring (CMR) 472 *F* [Ramp]\nSIDEBOARD:\n", FormatArchidekt},
		{"[metadata]\nName=x\n[Main]\n4 Lightning Bolt|M10\n", FormatForge},
		{"[Main]\n4 Lightning Bolt\n", FormatForge},
		{"[SIDEBOARD]\n4 Lightning Bolt\n", FormatForge},
		{"<?xml version=\"1.0\"?><Deck><Cards Quantity=\"1\" Name=\"X\"/></Deck>", FormatMTGO},
		{"\uFEFF\r\n  <Deck>\r\n<Cards Quantity=\"1\" Name=\"X\"/></Deck>", FormatMTGO},
		{"35 {1}{W}{W}\n25 land:W\n", FormatText},
	} {
		got, err := ParseList("deck.txt", []byte(tc.text))
		if err != nil {
			t.Errorf("ParseList(%q): %v", tc.text, err)
			continue
		}
		if got.Format != tc.want {
			t.Errorf("ParseList(%q): format %v, want %v", tc.text, got.Format, tc.want)
		}
	}
	for _, tc := range decklistSamples {
		if got, _ := ParseList("deck.txt", []byte(tc.text)); got.Format != tc.want.Format {
			t.Errorf("sample %q: format %v, want %v", tc.name, got.Format, tc.want.Format)
		}
	}
}

// Single lines of the line formats: what the name, set and number come out as.
func TestParseListLines(t *testing.T) {
	for _, tc := range []struct {
		line string
		want Entry
	}{
		{"4 Lightning Bolt", Entry{Count: 4, Name: "Lightning Bolt"}},
		{"  4   Lightning \t Bolt  ", Entry{Count: 4, Name: "Lightning Bolt"}},
		{"4\tLightning Bolt", Entry{Count: 4, Name: "Lightning Bolt"}},
		{"04 Lightning Bolt", Entry{Count: 4, Name: "Lightning Bolt"}},
		{"9999 Relentless Rats", Entry{Count: 9999, Name: "Relentless Rats"}},
		{"4× Lightning Bolt", Entry{Count: 4, Name: "Lightning Bolt"}},
		{"1 1996 World Champion", Entry{Count: 1, Name: "1996 World Champion"}},
		{"1 +2 Mace", Entry{Count: 1, Name: "+2 Mace"}},
		{"1 Phoenix", Entry{Count: 1, Name: "Phoenix"}},
		{"1 B.F.M. (Big Furry Monster)", Entry{Count: 1, Name: "B.F.M. (Big Furry Monster)"}},
		{"4 lightning bolt", Entry{Count: 4, Name: "lightning bolt"}},
		{"1 Fire//Ice", Entry{Count: 1, Name: "Fire//Ice"}},
		{"1 Fire // Ice", Entry{Count: 1, Name: "Fire // Ice"}},
		{"1 Fire  // Ice", Entry{Count: 1, Name: "Fire"}},
		{"1 Fire\t// Ice", Entry{Count: 1, Name: "Fire"}},
		{"1 Fire // ice is nice", Entry{Count: 1, Name: "Fire"}},
		{"1 Fire //Ice", Entry{Count: 1, Name: "Fire"}},
		{"1 Fire // Ice // for control", Entry{Count: 1, Name: "Fire // Ice"}},
		{"1 Who // What // When // Where // Why", Entry{Count: 1, Name: "Who // What // When // Where // Why"}},
		{"4 Lightning Bolt #burn", Entry{Count: 4, Name: "Lightning Bolt"}},
		{"4 Lightning#Bolt", Entry{Count: 4, Name: "Lightning#Bolt"}},
		{"4 Lightning Bolt (M10) 146", Entry{Count: 4, Name: "Lightning Bolt", Set: "M10", Number: "146"}},
		{"4 Lightning Bolt (m10)", Entry{Count: 4, Name: "Lightning Bolt", Set: "M10"}},
		{"4 Lightning Bolt (M10) 146 *F*", Entry{Count: 4, Name: "Lightning Bolt", Set: "M10", Number: "146"}},
		{"4 Lightning Bolt (M10) 146 *F* *E*", Entry{Count: 4, Name: "Lightning Bolt", Set: "M10", Number: "146"}},
		{"4 Lightning Bolt *F*", Entry{Count: 4, Name: "Lightning Bolt"}},
		{"4 Lightning Bolt (M) 146", Entry{Count: 4, Name: "Lightning Bolt (M) 146"}},
		{"4 Lightning Bolt (M1) 146", Entry{Count: 4, Name: "Lightning Bolt", Set: "M1", Number: "146"}},
		{"4 Lightning Bolt (M-10) 146", Entry{Count: 4, Name: "Lightning Bolt (M-10) 146"}},
		{"4 Lightning Bolt (ABCDEFG) 146", Entry{Count: 4, Name: "Lightning Bolt (ABCDEFG) 146"}},
		{"4 Lightning Bolt (M10) 146 extra", Entry{Count: 4, Name: "Lightning Bolt (M10) 146 extra"}},
		{"4 Lightning Bolt (M10) one", Entry{Count: 4, Name: "Lightning Bolt (M10) one"}},
		{"1 Sol Ring (PLST) C21-263", Entry{Count: 1, Name: "Sol Ring", Set: "PLST", Number: "C21-263"}},
		{"1 Kenrith *CMDR*", Entry{Count: 1, Name: "Kenrith", Section: Commander}},
		{"1 Relentless Rats ^Have,#37d67a^", Entry{Count: 1, Name: "Relentless Rats"}},
		{"SB: 2 Negate", Entry{Count: 2, Name: "Negate", Section: Sideboard}},
		{"SB:2x Negate (M20) 69", Entry{Count: 2, Name: "Negate", Set: "M20", Number: "69", Section: Sideboard}},
		{"4 Lightning Bolt:", Entry{Count: 4, Name: "Lightning Bolt:"}},
		{"35 {1}{W}{W}", Entry{Count: 35, Name: "{1}{W}{W}"}},
		{"4 land:WU tapped", Entry{Count: 4, Name: "land:WU tapped"}},
		{"17 land:G snow", Entry{Count: 17, Name: "land:G snow"}},
		{"4 LAND:wu (M19) 1", Entry{Count: 4, Name: "LAND:wu (M19) 1"}},
		{"4 {R} (M19)", Entry{Count: 4, Name: "{R} (M19)"}},
	} {
		got, err := ParseList("deck.txt", []byte(tc.line))
		if err != nil {
			t.Errorf("ParseList(%q): %v", tc.line, err)
			continue
		}
		want := tc.want
		want.Line = 1
		if len(got.Entries) != 1 || got.Entries[0] != want {
			t.Errorf("ParseList(%q) = %+v, want [%+v]", tc.line, got.Entries, want)
		}
	}
}

func TestParseListErrors(t *testing.T) {
	const dekHead = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<Deck>\n"
	for _, tc := range []struct {
		text string
		want string
	}{
		{"", "deck.txt: no cards"},
		{"\uFEFF\r\n \t\r\n", "deck.txt: no cards"},
		{"// just a comment\n\nSideboard\n# another\n", "deck.txt: no cards"},
		{"Deck\n", "deck.txt: no cards"},
		{"TOKENS:\n1 Treasure\n", "deck.txt: no cards"},
		{"4 Lightning Bolt\nfour Goblin Guide\n", `deck.txt:2: bad count "four" (want a whole number)`},
		{"4 Lightning Bolt\n\n\nLightning Bolt\n", `deck.txt:4: missing count in "Lightning Bolt" (want e.g. "4 Lightning Bolt")`},
		{"Name Burn\n", `deck.txt:1: missing count in "Name Burn" (want e.g. "4 Name Burn")`},
		{"0 Lightning Bolt\n", "deck.txt:1: count 0 out of range (want 1 to 9999)"},
		{"0x Lightning Bolt\n", "deck.txt:1: count 0 out of range (want 1 to 9999)"},
		{"10000 Lightning Bolt\n", "deck.txt:1: count 10000 out of range (want 1 to 9999)"},
		{"123456789012345678901234567890 Lightning Bolt\n", "deck.txt:1: count 123456789012345678901234567890 out of range (want 1 to 9999)"},
		{"4.5 Lightning Bolt\n", `deck.txt:1: bad count "4.5" (want a whole number)`},
		{"-1 Lightning Bolt\n", `deck.txt:1: bad count "-1" (want a whole number)`},
		{"4a Lightning Bolt\n", `deck.txt:1: bad count "4a" (want a whole number)`},
		{"4\n", "deck.txt:1: missing card name"},
		{"4x\n", "deck.txt:1: missing card name"},
		{"4 x\n", "deck.txt:1: missing card name"},
		{"1 Sol Ring\n4 (M19) 314\n", "deck.txt:2: missing card name"},
		{"4 *F*\n", "deck.txt:1: missing card name"},
		{"4 //Lightning Bolt\n", "deck.txt:1: missing card name"},
		{"4 # Lightning Bolt\n", "deck.txt:1: missing card name"},
		{"SB: Negate\n", `deck.txt:1: missing count in "Negate" (want e.g. "4 Negate")`},
		{"4 Lightning Bolt\nSidebord:\n2 Negate\n", `deck.txt:2: unknown section "Sidebord:" (want Deck, Sideboard, Commander, Companion or Maybeboard)`},
		{"1x Sol Ring [Ramp]\nfour Sol Ring [Ramp]\n", `deck.txt:2: bad count "four" (want a whole number)`},
		{"1 Sol Ring (CMR) 472 *F*\n0 Sol Ring (CMR) 472\n", "deck.txt:2: count 0 out of range (want 1 to 9999)"},
		{"[Main]\n4 Lightning Bolt|M10\n0 Shock|M19\n", "deck.txt:3: count 0 out of range (want 1 to 9999)"},
		{"[Main]\n4.5 Shock|M19\n", `deck.txt:2: bad count "4.5" (want a whole number)`},
		{"[Main]\n4 |M10\n", "deck.txt:2: missing card name"},
		{"[metadata]\nName=Nothing\n[Avatar]\n1 Avatar\n", "deck.txt: no cards"},
		{dekHead + "</Deck>\n", "deck.txt: no cards"},
		{dekHead + "  <Cards Quantity=\"4\" Name=\"X\"\n</Deck>\n", "deck.txt:4: bad XML: expected attribute name in element"},
		{dekHead + "  <Cards Quantity=\"4\" Name=\"X\"/>\n", "deck.txt:4: bad XML: unexpected EOF"},
		{dekHead + "  <Cards Quantity=\"4\" Name=\"X\"/>\n</Dek>\n", "deck.txt:4: bad XML: element <Deck> closed by </Dek>"},
		{dekHead + "  <Cards Quantity=\"0\" Name=\"X\"/>\n</Deck>\n", "deck.txt:3: count 0 out of range (want 1 to 9999)"},
		{dekHead + "\n  <Cards Quantity=\"four\" Name=\"X\"/>\n</Deck>\n", `deck.txt:4: bad count "four" (want a whole number)`},
		{dekHead + "  <Cards Quantity=\"4x\" Name=\"X\"/>\n</Deck>\n", `deck.txt:3: bad count "4x" (want a whole number)`},
		{dekHead + "  <Cards Quantity=\"4\"/>\n</Deck>\n", "deck.txt:3: <Cards> without Name"},
		{dekHead + "  <Cards Name=\"X\"/>\n</Deck>\n", "deck.txt:3: <Cards> without Quantity"},
		{dekHead + "  <Cards Quantity=\"4\" Name=\" \"/>\n</Deck>\n", "deck.txt:3: missing card name"},
		{dekHead + "  <Cards Quantity=\"4\" Name=\"X\" Sideboard=\"maybe\"/>\n</Deck>\n", `deck.txt:3: bad Sideboard "maybe" (want true or false)`},
		{"<?xml version=\"1.0\" encoding=\"utf-16\"?>\n<Deck/>\n", `deck.txt:1: bad XML: opening charset "utf-16": unsupported encoding (want utf-8)`},
	} {
		_, err := ParseList("deck.txt", []byte(tc.text))
		if err == nil {
			t.Errorf("ParseList(%q): no error, want %q", tc.text, tc.want)
			continue
		}
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("ParseList(%q): error %T, want *ParseError", tc.text, err)
		}
		if err.Error() != tc.want {
			t.Errorf("ParseList(%q):\n got  %s\n want %s", tc.text, err, tc.want)
		}
	}
}

func TestParseErrorText(t *testing.T) {
	for _, tc := range []struct {
		e    ParseError
		want string
	}{
		{ParseError{"deck.txt", 12, `bad count "four" (want a whole number)`}, `deck.txt:12: bad count "four" (want a whole number)`},
		{ParseError{"deck.txt", 0, "no cards"}, "deck.txt: no cards"},
		{ParseError{"", 3, "missing card name"}, "line 3: missing card name"},
		{ParseError{"", 0, "no cards"}, "no cards"},
	} {
		if got := tc.e.Error(); got != tc.want {
			t.Errorf("%+v.Error() = %q, want %q", tc.e, got, tc.want)
		}
	}
}

func TestSectionFormatString(t *testing.T) {
	if got := []string{Main.String(), Sideboard.String(), Commander.String(), Companion.String(), Maybeboard.String(), Section(9).String()}; !reflect.DeepEqual(got,
		[]string{"main", "sideboard", "commander", "companion", "maybeboard", "section(9)"}) {
		t.Errorf("Section names: %q", got)
	}
	if got := []string{FormatText.String(), FormatArena.String(), FormatMTGO.String(), FormatMoxfield.String(), FormatArchidekt.String(), FormatForge.String(), Format(9).String()}; !reflect.DeepEqual(got,
		[]string{"text", "arena", "mtgo", "moxfield", "archidekt", "forge", "format(9)"}) {
		t.Errorf("Format names: %q", got)
	}
}

// The blank-line sideboard convention, case by case.
func TestBlankLineSideboard(t *testing.T) {
	sections := func(text string) string {
		l, err := ParseList("deck.txt", []byte(text))
		if err != nil {
			t.Fatalf("ParseList(%q): %v", text, err)
		}
		var b strings.Builder
		for _, e := range l.Entries {
			b.WriteByte(e.Section.String()[0])
		}
		return b.String()
	}
	for _, tc := range []struct{ text, want string }{
		{"56 A\n4 B\n\n15 C\n", "mms"},                    // 15 after the blank: a sideboard
		{"56 A\n4 B\n\n16 C\n", "mmm"},                    // 16: not
		{"56 A\n4 B\n\n10 C\n\n5 D\n", "mmss"},            // everything after the first blank counts
		{"56 A\n4 B\n\n10 C\n\n6 D\n", "mmmm"},            // ... and all of it must be short
		{"\n\n56 A\n# notes\n\n4 B\n", "ms"},              // the blank must follow a card
		{"4 A\n\n4 B\n", "mm"},                            // not more than the main part
		{"5 A\n\n4 B\n", "ms"},                            //
		{"56 A\n\nSB: 4 B\n3 C\n", "msm"},                 // an explicit SB: anywhere turns the convention off
		{"56 A\n\n4 B\nSideboard\n3 C\n", "mms"},          // so does a header
		{"56 A\n\n4 B\n1 C *CMDR*\n", "mmc"},              // and a *CMDR* marker
		{"56 A (M10) 1\n\n4 B (M10) 2\n", "ms"},           // Arena
		{"56 A (M10) 1 *F*\n\n4 B (M10) 2\n", "ms"},       // Moxfield
		{"56x A [Main]\n\n4x B [Other]\n", "mm"},          // not Archidekt
		{"56 A\n4 B\n\n\n\n\n4 C  // sideboard\n", "mms"}, // several blank lines are one break
	} {
		if got := sections(tc.text); got != tc.want {
			t.Errorf("ParseList(%q): sections %s, want %s", tc.text, got, tc.want)
		}
	}
}

// lineCount is the number of lines of data as ParseList numbers them.
func lineCount(data []byte) int { return bytes.Count(data, []byte("\n")) + 1 }

// checkParse asserts what ParseList promises for any input.
func checkParse(t *testing.T, data []byte) {
	t.Helper()
	l, err := ParseList("fuzz.txt", data)
	n := lineCount(data)
	if err != nil {
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("ParseList(%q): error %T %v is not a *ParseError", data, err, err)
		}
		if pe.Line < 0 || pe.Line > n {
			t.Fatalf("ParseList(%q): error line %d outside 0..%d: %v", data, pe.Line, n, err)
		}
		if pe.File != "fuzz.txt" || pe.Msg == "" {
			t.Fatalf("ParseList(%q): bad error %+v", data, pe)
		}
		if len(l.Entries) != 0 {
			t.Fatalf("ParseList(%q): entries with an error", data)
		}
		return
	}
	if len(l.Entries) == 0 {
		t.Fatalf("ParseList(%q): no entries and no error", data)
	}
	if l.Format > FormatForge {
		t.Fatalf("ParseList(%q): format %d", data, l.Format)
	}
	last := 0
	for _, e := range l.Entries {
		if e.Count < 1 || e.Count > 9999 {
			t.Fatalf("ParseList(%q): count %d in %+v", data, e.Count, e)
		}
		if e.Name == "" || strings.TrimSpace(e.Name) != e.Name {
			t.Fatalf("ParseList(%q): name %q in %+v", data, e.Name, e)
		}
		if e.Line < 1 || e.Line > n {
			t.Fatalf("ParseList(%q): line %d outside 1..%d in %+v", data, e.Line, n, e)
		}
		if e.Line < last {
			t.Fatalf("ParseList(%q): entries out of file order: line %d after %d", data, e.Line, last)
		}
		last = e.Line
		if e.Section > Maybeboard {
			t.Fatalf("ParseList(%q): section %d in %+v", data, e.Section, e)
		}
		if e.Set != strings.ToUpper(e.Set) {
			t.Fatalf("ParseList(%q): set %q not upper-cased", data, e.Set)
		}
	}
	checkRoundTrip(t, data, l)
	// The same input in CRLF and behind a byte order mark reads the same.
	for _, v := range [][]byte{
		append([]byte("\uFEFF"), data...),
		bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n")),
	} {
		if bytes.Contains(data, []byte("\r")) || bytes.HasPrefix(data, []byte("\uFEFF")) {
			break
		}
		l2, err := ParseList("fuzz.txt", v)
		if err != nil || !reflect.DeepEqual(l, l2) {
			t.Fatalf("ParseList(%q) = %+v, but %q gives %+v, %v", data, l, v, l2, err)
		}
	}
}

// writeArena writes entries in the Arena form, with a header for each section.
func writeArena(es []Entry) string {
	var b strings.Builder
	headers := [...]string{"Deck", "Sideboard", "Commander", "Companion", "Maybeboard"}
	for i, e := range es {
		if i == 0 || e.Section != es[i-1].Section {
			fmt.Fprintf(&b, "\n%s\n", headers[e.Section])
		}
		fmt.Fprintf(&b, "%d %s", e.Count, e.Name)
		if e.Set != "" {
			fmt.Fprintf(&b, " (%s)", e.Set)
			if e.Number != "" {
				fmt.Fprintf(&b, " %s", e.Number)
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// checkRoundTrip: what the line formats read, written back in the Arena
// form, reads the same (but for line numbers). Names that only Archidekt's
// categories and tags, or a doubled "x", can produce are left out.
func checkRoundTrip(t *testing.T, data []byte, l List) {
	t.Helper()
	if l.Format == FormatMTGO || l.Format == FormatForge {
		return
	}
	for _, e := range l.Entries {
		first, _, _ := strings.Cut(e.Name, " ")
		if strings.ContainsAny(e.Name, "[]^") || first == "x" || first == "X" || first == "×" || e.Set != "" && e.Number == "" && !setCode("("+e.Set+")") {
			return
		}
	}
	text := writeArena(l.Entries)
	back, err := ParseList("back.txt", []byte(text))
	if err != nil {
		t.Fatalf("ParseList(%q) = %+v, written as %q, which gives %v", data, l.Entries, text, err)
	}
	if len(back.Entries) != len(l.Entries) {
		t.Fatalf("ParseList(%q) = %+v, written as %q, which gives %+v", data, l.Entries, text, back.Entries)
	}
	for i, e := range back.Entries {
		e.Line = l.Entries[i].Line
		if e != l.Entries[i] {
			t.Fatalf("ParseList(%q) = %+v, written as %q, which gives %+v", data, l.Entries, text, back.Entries)
		}
	}
}

func FuzzParseList(f *testing.F) {
	for _, tc := range decklistSamples {
		if tc.want.Format != FormatMTGO {
			f.Add([]byte(tc.text))
		}
	}
	for _, s := range []string{
		"4 Lightning Bolt", "Lightning Bolt", "four Lightning Bolt", "0 Bolt", "SB: 2 Negate", "4 (M19) 314",
		"1 Fire // Ice  // note", "Deck\n4 Bolt (M10) 146", "4 Bolt\n\n2 Negate", "35 {1}{W}{W}\n4 land:WU tapped",
		"1x Sol Ring (cmr) 472 [Commander{top}]", "[metadata]\nName=X\n[Main]\n4 Bolt|M10|1", "About\nName X\nDeck\n1 Y",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkParse(t, data)
	})
}

// dekSkeleton wraps body in the head and tail of an MTGO .dek file.
func dekSkeleton(body []byte) []byte {
	var b bytes.Buffer
	b.WriteString("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n")
	b.WriteString("<Deck xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n")
	b.WriteString("  <NetDeckID>0</NetDeckID>\n  <PreconstructedDeckID>0</PreconstructedDeckID>\n")
	b.Write(body)
	b.WriteString("\n</Deck>\n")
	return b.Bytes()
}

func FuzzParseListDek(f *testing.F) {
	for _, s := range []string{
		`<Cards CatID="46662" Quantity="4" Sideboard="false" Name="Llanowar Elves" Annotation="0" />`,
		`<Cards CatID="1" Quantity="2" Sideboard="true" Name="Fire // Ice" />` + "\n" + `<Cards Quantity="20" Name="Forest"/>`,
		`<Cards Quantity="0" Name="X"/>`,
		`<Cards Quantity="4" Name="X"`,
		`<Cards Quantity="4" Name="&amp;"></Cards>`,
		`<Cards Quantity="four" Sideboard="maybe" Name="X"/>`,
		"",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		data := dekSkeleton(body)
		checkParse(t, data)
		if l, err := ParseList("fuzz.txt", data); err == nil && l.Format != FormatMTGO {
			t.Fatalf("ParseList(%q): format %v, want mtgo", data, l.Format)
		}
	})
}

// Old MTGO .dek files are Windows-1252, declared so or not: 0x92 is the
// apostrophe of "Jace’s Erasure" (Latin-1 would read it as a control
// character), and a Latin-1 file's 0xE1 is the á of Juzám.
func TestDekWindows1252(t *testing.T) {
	for _, decl := range []string{`encoding="windows-1252"`, `encoding="utf-8"`, ``} {
		text := "<?xml version=\"1.0\" " + decl + "?>\n<Deck>\n" +
			"<Cards CatID=\"1\" Quantity=\"4\" Sideboard=\"false\" Name=\"Jace\x92s Erasure\" />\n" +
			"<Cards CatID=\"2\" Quantity=\"56\" Sideboard=\"false\" Name=\"Island\" />\n</Deck>\n"
		l, err := ParseList("old.dek", []byte(text))
		if err != nil {
			t.Fatalf("%s: %v", decl, err)
		}
		if got := l.Entries[0].Name; got != "Jace’s Erasure" {
			t.Errorf("%s: name %q, want %q", decl, got, "Jace’s Erasure")
		}
	}
	text := "<?xml version=\"1.0\" encoding=\"iso-8859-1\"?>\n<Deck>\n<Cards Quantity=\"4\" Sideboard=\"false\" Name=\"Juz\xe1m Djinn\" />\n</Deck>\n"
	l, err := ParseList("old.dek", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Entries[0].Name; got != "Juzám Djinn" {
		t.Errorf("Latin-1: name %q, want Juzám Djinn", got)
	}
}

// A binary or UTF-16 file is named for what it is, once, not echoed as a
// card line twice (reliability report K1); one NUL inside a name is still
// a name (the resolver then suggests the card meant).
func TestNotText(t *testing.T) {
	utf16 := []byte{0xff, 0xfe}
	for _, r := range "4 Lightning Bolt\n" {
		utf16 = append(utf16, byte(r), 0)
	}
	bin := make([]byte, 4096)
	for i := range bin {
		if bin[i] = byte('A' + i%20); i%8 == 7 {
			bin[i] = 0
		}
	}
	for name, tc := range map[string]struct {
		data []byte
		want string
	}{
		"utf-16":         {utf16, "a UTF-16 file"},
		"utf-16 no mark": {utf16[2:], "UTF-16 without its mark"},
		"binary":         {bin, "a binary file"},
	} {
		_, err := ParseList("d.txt", tc.data)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "want e.g.") {
			t.Errorf("%s: %v", name, err)
		}
	}
	l, err := ParseList("d.txt", []byte("4 Lightning\x00 Bolt\n56 Mountain\n"))
	if err != nil || l.Entries[0].Name != "Lightning\x00 Bolt" {
		t.Errorf("one NUL in a name: %v %+v", err, l)
	}
}
