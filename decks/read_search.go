package decks

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/goldfishsim/goldfish/mana"
)

// Searching the library for lands: fetch lands, and spells and permanents
// that search.
var searchTemplates = []template{
	{name: "fetch land",
		re: regexp.MustCompile(`^((?:\{[0-9wubrgcx/]+\})+, )?(?:\{t\}, )?(?:pay (\d+) life, )?sacrifice ~: search your library for ((?:an?|up to two) (?:basic )?[a-z, ]+? cards?)(?: that share a land type)?, put (?:it|them|that card) onto the battlefield( tapped)?, then shuffle\.(?: then if you control four or more lands, untap that land\.)?$`),
		read: func(c *Card, m []string) bool {
			f := &Fetch{N: 1, Tapped: m[4] != ""}
			if strings.HasPrefix(m[3], "up to two") {
				f.N = 2
			}
			f.Life, _ = strconv.Atoi(m[2])
			if m[1] != "" {
				cost, err := mana.ParseCost(strings.TrimSuffix(m[1], ", "))
				if err != nil {
					return false
				}
				f.Cost = cost
			}
			var ok bool
			if f.Types, f.Basic, ok = landQuery(m[3]); !ok {
				return false
			}
			c.Fetch = f
			return true
		},
		examples: []string{"{t}, pay 1 life, sacrifice ~: search your library for a plains or island card, put it onto the battlefield, then shuffle."}},
	{name: "land search",
		re:       regexp.MustCompile(`^(?:when ~ enters, (?:you may )?)?search your library for ((?:up to (?:one|two|three)|an?) (?:basic )?[a-z, ]+? cards?), ((?:reveal [^,]+, )?put .+?),? (?:and |then )?shuffle\.$`),
		read:     func(c *Card, m []string) bool { return search(c, m[1], m[2]) },
		examples: []string{"search your library for a basic land card, put it onto the battlefield, then shuffle.", "search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle."}},
}
