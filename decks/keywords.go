package decks

import "strings"

// A keyword's place in the model: played, not needed by a goldfish (with
// the reason), or not modelled (reported by name).
type keywordUse uint8

const (
	kwModelled keywordUse = iota + 1
	kwNotNeeded
	kwNotModelled
)

// Why a goldfish needs nothing of a keyword or a sentence. The opponent is
// idle: it has no creatures, casts nothing and never attacks.
const (
	whyNoBlocks  = "the idle opponent never blocks"
	whyNoAttacks = "the idle opponent never attacks, so the goldfish never blocks"
	whyNoTargets = "the idle opponent never targets, destroys or counters anything"
	whyNoCombat  = "no creature is ever blocked: combat damage goes to the opponent either way"
)

type keyword struct {
	use keywordUse
	why string // kwNotNeeded: the reason
	set func(*Card)
}

// keywords maps the keywords of Oracle text (and of Scryfall's keywords
// array) to their place in the model. A keyword line whose every keyword is
// here is accounted for keyword by keyword; a keyword not here leaves its
// line to the sentence reader, which reports it.
var keywords = map[string]keyword{
	"haste":    {use: kwModelled, set: func(c *Card) { c.Haste = true }},
	"defender": {use: kwModelled, set: func(c *Card) { c.Defender = true }},

	"flying": {use: kwNotNeeded, why: whyNoBlocks}, "trample": {use: kwNotNeeded, why: whyNoBlocks},
	"menace": {use: kwNotNeeded, why: whyNoBlocks}, "fear": {use: kwNotNeeded, why: whyNoBlocks},
	"intimidate": {use: kwNotNeeded, why: whyNoBlocks}, "shadow": {use: kwNotNeeded, why: whyNoBlocks},
	"horsemanship": {use: kwNotNeeded, why: whyNoBlocks}, "skulk": {use: kwNotNeeded, why: whyNoBlocks},
	"swampwalk": {use: kwNotNeeded, why: whyNoBlocks}, "islandwalk": {use: kwNotNeeded, why: whyNoBlocks},
	"forestwalk": {use: kwNotNeeded, why: whyNoBlocks}, "mountainwalk": {use: kwNotNeeded, why: whyNoBlocks},
	"plainswalk": {use: kwNotNeeded, why: whyNoBlocks}, "landwalk": {use: kwNotNeeded, why: whyNoBlocks},
	"reach": {use: kwNotNeeded, why: whyNoAttacks}, "first strike": {use: kwNotNeeded, why: whyNoCombat},
	"deathtouch": {use: kwNotNeeded, why: whyNoCombat},
	"hexproof":   {use: kwNotNeeded, why: whyNoTargets}, "shroud": {use: kwNotNeeded, why: whyNoTargets},
	"ward": {use: kwNotNeeded, why: whyNoTargets}, "protection": {use: kwNotNeeded, why: whyNoTargets},
	"indestructible": {use: kwNotNeeded, why: whyNoTargets}, "split second": {use: kwNotNeeded, why: whyNoTargets},
	"banding": {use: kwNotNeeded, why: whyNoBlocks},

	// Read by other templates when they are the whole line (morph); as a
	// keyword in a list they are reported.
	"vigilance": {use: kwModelled, set: func(c *Card) { c.Vigilance = true }}, "lifelink": {use: kwNotModelled}, "double strike": {use: kwNotModelled},
	"flash": {use: kwNotModelled}, "prowess": {use: kwNotModelled}, "affinity": {use: kwNotModelled},
	"convoke": {use: kwNotModelled}, "delve": {use: kwNotModelled}, "improvise": {use: kwNotModelled},
	"suspend": {use: kwNotModelled}, "flashback": {use: kwNotModelled}, "kicker": {use: kwNotModelled},
	"multikicker": {use: kwNotModelled}, "cycling": {use: kwNotModelled}, "evoke": {use: kwNotModelled},
	"emerge": {use: kwNotModelled}, "escape": {use: kwNotModelled}, "madness": {use: kwNotModelled},
	"cascade": {use: kwNotModelled}, "storm": {use: kwNotModelled}, "equip": {use: kwNotModelled},
	"ninjutsu": {use: kwNotModelled}, "dash": {use: kwNotModelled}, "spectacle": {use: kwNotModelled},
	"surge": {use: kwNotModelled}, "undying": {use: kwNotModelled}, "persist": {use: kwNotModelled},
	"enchant": {use: kwNotModelled}, "buyback": {use: kwNotModelled}, "entwine": {use: kwNotModelled},
	"echo": {use: kwNotModelled}, "cumulative upkeep": {use: kwNotModelled}, "unearth": {use: kwNotModelled},
	"retrace": {use: kwNotModelled}, "replicate": {use: kwNotModelled}, "overload": {use: kwNotModelled},
	"bestow": {use: kwNotModelled}, "dredge": {use: kwNotModelled}, "transmute": {use: kwNotModelled},
	"splice": {use: kwNotModelled}, "jump-start": {use: kwNotModelled}, "mutate": {use: kwNotModelled},
	"foretell": {use: kwNotModelled}, "disturb": {use: kwNotModelled}, "blitz": {use: kwNotModelled},
	"casualty": {use: kwNotModelled}, "toxic": {use: kwNotModelled}, "infect": {use: kwNotModelled},
	"wither": {use: kwNotModelled}, "annihilator": {use: kwNotModelled}, "exalted": {use: kwNotModelled},
	"battle cry": {use: kwNotModelled}, "bushido": {use: kwNotModelled}, "flanking": {use: kwNotModelled},
	"rampage": {use: kwNotModelled}, "provoke": {use: kwNotModelled}, "changeling": {use: kwNotModelled},
	"devoid": {use: kwModelled, set: func(c *Card) { c.Devoid = true }}, "ingest": {use: kwNotModelled}, "living weapon": {use: kwNotModelled},
	"fabricate": {use: kwNotModelled}, "crew": {use: kwNotModelled}, "partner": {use: kwNotModelled},
	"companion": {use: kwNotModelled}, "offspring": {use: kwNotModelled}, "plot": {use: kwNotModelled},
	"training": {use: kwNotModelled}, "riot": {use: kwNotModelled}, "afterlife": {use: kwNotModelled},
	"adapt": {use: kwNotModelled}, "amplify": {use: kwNotModelled}, "modular": {use: kwNotModelled},
	"graft": {use: kwNotModelled}, "sunburst": {use: kwNotModelled}, "soulbond": {use: kwNotModelled},
	"extort": {use: kwNotModelled}, "evolve": {use: kwNotModelled}, "tribute": {use: kwNotModelled},
	"prowl": {use: kwNotModelled}, "miracle": {use: kwNotModelled}, "awaken": {use: kwNotModelled},
	"embalm": {use: kwNotModelled}, "eternalize": {use: kwNotModelled}, "aftermath": {use: kwNotModelled},
	"mentor": {use: kwNotModelled}, "squad": {use: kwNotModelled}, "backup": {use: kwNotModelled},
	"bargain": {use: kwNotModelled}, "craft": {use: kwNotModelled}, "disguise": {use: kwNotModelled},
	"gift": {use: kwNotModelled}, "impending": {use: kwNotModelled}, "saddle": {use: kwNotModelled},
	"station": {use: kwNotModelled}, "exhaust": {use: kwNotModelled}, "harmonize": {use: kwNotModelled},
	"mobilize": {use: kwNotModelled}, "warp": {use: kwNotModelled}, "myriad": {use: kwNotModelled},
	"landcycling": {use: kwNotModelled}, "basic landcycling": {use: kwNotModelled},
	"plainscycling": {use: kwNotModelled}, "islandcycling": {use: kwNotModelled},
	"swampcycling": {use: kwNotModelled}, "mountaincycling": {use: kwNotModelled},
	"forestcycling": {use: kwNotModelled}, "typecycling": {use: kwNotModelled}, "channel": {use: kwNotModelled},
	"forecast": {use: kwNotModelled}, "reinforce": {use: kwNotModelled}, "scavenge": {use: kwNotModelled},
	"outlast": {use: kwNotModelled}, "renown": {use: kwNotModelled}, "dethrone": {use: kwNotModelled},
	"hideaway": {use: kwNotModelled}, "conspire": {use: kwNotModelled}, "ripple": {use: kwNotModelled},
	"vanishing": {use: kwNotModelled}, "fading": {use: kwNotModelled}, "phasing": {use: kwNotModelled},
	"totem armor": {use: kwNotModelled}, "umbra armor": {use: kwNotModelled}, "encore": {use: kwNotModelled},
	"decayed": {use: kwNotModelled}, "cleave": {use: kwNotModelled}, "daybound": {use: kwNotModelled},
	"nightbound": {use: kwNotModelled}, "boast": {use: kwNotModelled}, "ravenous": {use: kwNotModelled},
	"read ahead": {use: kwNotModelled}, "prototype": {use: kwNotModelled}, "unleash": {use: kwNotModelled},
	"hexproof from": {use: kwNotNeeded, why: whyNoTargets},
}

// keywordPart finds the keyword a comma-separated part of a keyword line
// starts with ("protection from red", "ward {2}", "suspend 4—{r}",
// "affinity for artifacts"): the longest name in the table the part is, or
// starts with followed by a space or a dash.
func keywordPart(part string) (string, keyword, bool) {
	best, kw := "", keyword{}
	for name, k := range keywords {
		if len(name) <= len(best) {
			continue
		}
		if part == name || strings.HasPrefix(part, name+" ") || strings.HasPrefix(part, name+"—") {
			best, kw = name, k
		}
	}
	return best, kw, best != ""
}

// keywordLine accounts for a line that is a list of keywords ("flying,
// haste"; "protection from red and from white"), keyword by keyword.
func keywordLine(c *Card, line string) (Line, bool) {
	text := strings.TrimSuffix(line, ".")
	parts := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ';' })
	var modelled, why, not []string
	for _, p := range parts {
		p = strings.TrimSpace(p)
		name, kw, ok := keywordPart(p)
		if !ok {
			return Line{}, false
		}
		switch kw.use {
		case kwModelled:
			kw.set(c)
			modelled = append(modelled, name)
		case kwNotNeeded:
			why = append(why, name+": "+kw.why)
		default:
			not = append(not, p)
		}
	}
	switch {
	case len(parts) == 0:
		return Line{}, false
	case len(not) == 0 && len(modelled) > 0:
		return Line{Text: line, Status: LineRead, Note: strings.Join(append(modelled, why...), "; ")}, true
	case len(not) == 0:
		return Line{Text: line, Status: LineNotNeeded, Note: strings.Join(why, "; ")}, true
	case len(modelled) > 0 || len(why) > 0:
		return Line{Text: line, Status: LinePartial, Note: strings.Join(not, ", ")}, true
	}
	return Line{Text: line, Status: LineNotModelled, Note: line}, true
}
