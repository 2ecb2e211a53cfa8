package decks

import (
	"fmt"
	"regexp"
)

// Khalni Heart Expedition: a quest counter on each landfall (it "may": a
// counter never costs anything, so always), and with three removed and
// itself sacrificed, two basic lands onto the battlefield tapped. The
// engine removes them as soon as a copy has three (sim/quest.go): the
// lands, tapped either way, are there sooner, and nothing is lost.

// Quest is a permanent's counters from landfall and what removing N of
// them (and sacrificing it) finds.
type Quest struct {
	Landfall bool   // a counter on each landfall
	N        int    // counters removed (0: no such ability read)
	Find     Search // what it searches for
}

func (q Quest) String() string {
	return fmt.Sprintf("a quest counter on each landfall; at %d, sacrificed: %s", q.N, q.Find)
}

func init() { templates = append(templates, questTemplates...) }

var questTemplates = []template{
	{name: "a quest counter on landfall", on: permanent,
		re:       regexp.MustCompile(`^landfall — whenever a land you control enters, you may put a quest counter on ~\.$`),
		read:     set(func(c *Card) { c.Quest.Landfall = true }),
		examples: []string{"landfall — whenever a land you control enters, you may put a quest counter on ~."}},
	{name: "quest counters removed for lands", on: func(c *Card, spell bool) bool { return !spell && c.Quest.Landfall },
		re: regexp.MustCompile(`^remove (three) quest counters from ~ and sacrifice it: search your library for (up to two basic land cards), (put them onto the battlefield tapped), then shuffle\.$`),
		read: func(c *Card, m []string) bool {
			var tmp Card
			if !search(&tmp, m[2], m[3]) {
				return false
			}
			c.Quest.N, c.Quest.Find = numberWords[m[1]], tmp.Search
			return true
		},
		examples: []string{"remove three quest counters from ~ and sacrifice it: search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle."}},
}
