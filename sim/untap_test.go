package sim

import "testing"

// Ley Druid untaps any land, not only one of a basic land type: beside a
// Forest and an Ancient Tomb (no land type, {C}{C}) it untaps the Tomb,
// the land that makes the most, for {C}{C} more: five mana, {4}{G} paid
// and not {5}{G}; summoning sick, it untaps nothing.
func TestLeyDruidUntapsAnyLand(t *testing.T) {
	deck := "16 Forest\n4 Ancient Tomb\n4 Ley Druid\n36 {5}"
	g, cd := scenario(t, deck, DefaultConfig())
	g.onField(t, cd, "Forest", 1)
	g.onField(t, cd, "Ancient Tomb", 1)
	druid := id(t, cd, "Ley Druid")
	g.enter(uint16(druid), false, landPlay{})
	if g.mana() != 3 {
		t.Fatalf("a Ley Druid that just arrived: %d mana, want the lands' 3", g.mana())
	}
	g.untap()
	if g.mana() != 5 || !g.pays(t, "{4}{G}") || g.pays(t, "{5}{G}") {
		t.Fatalf("Ley Druid beside a Forest and an Ancient Tomb: %d mana (want 5); {4}{G} %v, {5}{G} %v", g.mana(), g.pays(t, "{4}{G}"), g.pays(t, "{5}{G}"))
	}
}
