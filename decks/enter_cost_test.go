package decks

import "testing"

// Mox Diamond, Glint Hawk and Glacial Chasm read as what their entering
// takes (checked against Forge's scripts, Card-Forge/forge
// forge-gui/res/cardsfolder: m/mox_diamond.txt's replacement discards a
// land card or moves it to the graveyard; g/glint_hawk.txt sacrifices
// itself unless an artifact returns; g/glacial_chasm.txt sacrifices any
// land, itself included), and Compile carries it to the engine.
func TestEnterCostTemplates(t *testing.T) {
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]EnterCost{
		"Mox Diamond":   {DiscardLand: true},
		"Glint Hawk":    {ReturnArtifact: true},
		"Glacial Chasm": {SacLand: true},
	} {
		c := builtinRead(t, db, name)
		if c.EnterCost != want {
			t.Errorf("%s: %+v, want %+v", name, c.EnterCost, want)
		}
	}
	cd := compileList(t, "15 Mox Diamond\n15 Glint Hawk\n15 Glacial Chasm\n15 Ornithopter\n")
	want := map[string]EnterCost{"Mox Diamond": {DiscardLand: true}, "Glint Hawk": {ReturnArtifact: true}, "Glacial Chasm": {SacLand: true}, "Ornithopter": {}}
	for id, ci := range cd.Cards {
		if w, ok := want[cd.Names[id]]; ok && (ci.EnterCost != w || ci.EnterCost.Any() != (w != EnterCost{})) {
			t.Errorf("%s compiled: %+v, want %+v", cd.Names[id], ci.EnterCost, w)
		}
	}
}
