package decks

import (
	"regexp"
	"strings"
)

// What a permanent's entering costs besides its mana: Mox Diamond enters
// only by discarding a land card from the hand (else it goes to the
// graveyard), Glint Hawk is sacrificed unless an artifact its controller
// controls returns to the hand, Glacial Chasm sacrifices a land as it
// enters. sim/enter_cost.go plays them, each by its written objective.

// EnterCost is what a permanent's entering takes from its controller.
type EnterCost struct {
	// DiscardLand: "if ~ would enter, you may discard a land card
	// instead ... if you don't, put it into its owner's graveyard" (Mox
	// Diamond).
	DiscardLand bool
	// ReturnArtifact: "when ~ enters, sacrifice it unless you return an
	// artifact you control to its owner's hand" (Glint Hawk).
	ReturnArtifact bool
	// SacLand: "when ~ enters, sacrifice a land" (Glacial Chasm).
	SacLand bool
}

// Any reports whether entering costs anything.
func (e EnterCost) Any() bool { return e.DiscardLand || e.ReturnArtifact || e.SacLand }

func (e EnterCost) String() string {
	var out []string
	if e.DiscardLand {
		out = append(out, "enters only by discarding a land card from the hand (else into the graveyard)")
	}
	if e.ReturnArtifact {
		out = append(out, "when it enters, sacrificed unless an artifact you control returns to the hand")
	}
	if e.SacLand {
		out = append(out, "when it enters, sacrifices a land")
	}
	return strings.Join(out, "; ")
}

func init() { templates = append(templates, enterCostTemplates...) }

var enterCostTemplates = []template{
	{name: "enters by discarding a land card", on: permanent,
		re:       regexp.MustCompile(`^if ~ would enter, you may discard a land card instead\. if you do, put ~ onto the battlefield\. if you don't, put it into its owner's graveyard\.$`),
		read:     set(func(c *Card) { c.EnterCost.DiscardLand = true }),
		examples: []string{"if ~ would enter, you may discard a land card instead. if you do, put ~ onto the battlefield. if you don't, put it into its owner's graveyard."}},
	{name: "sacrificed unless an artifact returns", on: permanent,
		re:       regexp.MustCompile(`^when ~ enters, sacrifice it unless you return an artifact you control to its owner's hand\.$`),
		read:     set(func(c *Card) { c.EnterCost.ReturnArtifact = true }),
		examples: []string{"when ~ enters, sacrifice it unless you return an artifact you control to its owner's hand."}},
	{name: "sacrifices a land as it enters", on: landOnly,
		re:       regexp.MustCompile(`^when ~ enters, sacrifice a land\.$`),
		read:     set(func(c *Card) { c.EnterCost.SacLand = true }),
		examples: []string{"when ~ enters, sacrifice a land."}},
}
