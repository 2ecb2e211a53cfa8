package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/mana"
)

func newCardsCmd() *cobra.Command {
	var cards string
	cmd := &cobra.Command{
		Use:   "cards NAME...",
		Short: "what the card database knows of a card",
		Example: `  simrun cards "Lightning Bolt"
  simrun cards "Breeding Pool" "Mystic Gate" "Gilded Lotus"
  simrun cards --cards oracle-cards.json.gz "Some New Card"`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("cards needs at least one card name")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			db, _, err := database(cards)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			var missing []string
			for _, name := range args {
				c, ok := db.Lookup(name)
				if !ok {
					msg := fmt.Sprintf("unknown card %q", name)
					if s := db.Suggest(name, 3); len(s) > 0 {
						msg += "; did you mean " + strings.Join(s, ", ") + "?"
					}
					missing = append(missing, msg)
					continue
				}
				describe(out, c)
			}
			if len(missing) > 0 {
				return usagef("%s", strings.Join(missing, "\n"))
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&cards, "cards", "", "a Scryfall bulk JSON file for cards the built-in database lacks")
	return cmd
}

func describe(w interface{ Write([]byte) (int, error) }, c *decks.Card) {
	faces := []decks.Card{*c}
	if len(c.Faces) > 0 {
		faces = c.Faces
		fmt.Fprintf(w, "%s\n", c.Name)
	}
	for _, f := range faces {
		fmt.Fprintf(w, "%s  %s  %s", f.Name, f.Cost, f.Types)
		if f.LandTypes != 0 {
			fmt.Fprintf(w, " (land types %s)", f.LandTypes)
		}
		if f.Power != 0 || f.Toughness != 0 {
			fmt.Fprintf(w, "  %d/%d", f.Power, f.Toughness)
		}
		fmt.Fprintln(w)
		for _, a := range f.Mana {
			cost := []string{}
			if !a.Cost.IsNone() {
				cost = append(cost, a.Cost.String())
			}
			if a.Tap {
				cost = append(cost, "{T}")
			}
			if a.Life > 0 {
				cost = append(cost, fmt.Sprintf("%d life", a.Life))
			}
			if a.Sacrifice {
				cost = append(cost, "sacrifice")
			}
			var units []string
			for _, u := range a.Makes.Units[:a.Makes.N()] {
				units = append(units, "{"+strings.Join(strings.Split(u.String(), ""), "|")+"}")
			}
			extra := ""
			if a.Makes.Same {
				extra = " (all one type)"
			}
			if a.Makes.Snow {
				extra += " (snow)"
			}
			fmt.Fprintf(w, "  mana: %s: %s%s\n", strings.Join(cost, ", "), strings.Join(units, ""), extra)
		}
		if f.Enters != decks.EntersUntapped {
			fmt.Fprintf(w, "  enters %s\n", f.Enters)
		}
		if f.Fetch != nil {
			fmt.Fprintf(w, "  fetch: %d land(s) of types %s (basic only: %v), %d life, tapped: %v\n", f.Fetch.N, f.Fetch.Types, f.Fetch.Basic, f.Fetch.Life, f.Fetch.Tapped)
		}
		if f.Ritual.Total() > 0 {
			fmt.Fprintf(w, "  adds %d mana as it resolves\n", f.Ritual.Total())
		}
		if f.Draw > 0 {
			fmt.Fprintf(w, "  draws %d\n", f.Draw)
		}
		if f.Search.N() > 0 {
			fmt.Fprintf(w, "  searches %d land(s): %d to the battlefield (tapped: %v), %d to hand\n", f.Search.N(), f.Search.Battlefield, f.Search.Tapped, f.Search.Hand)
		}
		if f.Damage > 0 {
			fmt.Fprintf(w, "  deals %d damage to the opponent\n", f.Damage)
		}
		if f.Morph && !f.MorphCost.IsNone() {
			fmt.Fprintf(w, "  morph: may be cast face down as a 2/2 for {3}, turned face up for %s\n", f.MorphCost)
		}
		if f.Defender {
			fmt.Fprintln(w, "  defender: never attacks")
		}
		if f.NoMaxHand {
			fmt.Fprintln(w, "  no maximum hand size")
		}
		if f.AuraMana.N() > 0 {
			what := "a land"
			if f.AuraLand != 0 {
				what = "a " + landTypeNames(f.AuraLand)
			}
			extra := f.AuraMana.Units[0].String()
			if f.AuraChoose {
				extra = "the chosen colour"
			}
			fmt.Fprintf(w, "  enchants %s: it adds %d more mana (%s) each time it is tapped for mana\n", what, f.AuraMana.N(), extra)
		}
		if f.UntapLand != 0 {
			fmt.Fprintf(w, "  untaps a %s (to tap it again for mana)\n", landTypeNames(f.UntapLand))
		}
	}
	for _, u := range c.Unmodelled() {
		fmt.Fprintf(w, "  not modelled: %s\n", u)
	}
}

// landTypeNames names basic land types: "Forest", "Plains or Island".
func landTypeNames(m mana.Mask) string {
	var names []string
	for t, n := range [...]string{"Plains", "Island", "Swamp", "Mountain", "Forest"} {
		if m.Has(mana.Type(t)) {
			names = append(names, n)
		}
	}
	return strings.Join(names, " or ")
}
