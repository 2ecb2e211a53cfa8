package decks

import "testing"

// Nissa's whole line is read (checked against Forge's
// n/nissa_resurgent_animist.txt: the second resolution this turn digs for
// an Elf or Elemental, to the hand, the rest to the bottom at random), and
// Compile lists the cards it finds: Llanowar Elves (an Elf) and Nissa
// herself (an Elf Scout), not a Forest nor Omnath (an Elemental it finds).
func TestLandfallRevealFinds(t *testing.T) {
	cd := compileList(t, "12 Nissa, Resurgent Animist\n12 Llanowar Elves\n12 Omnath, Locus of Creation\n24 Forest\n")
	var nissa *CardInfo
	nid := -1
	for id := range cd.Cards {
		if cd.Names[id] == "Nissa, Resurgent Animist" {
			nissa, nid = &cd.Cards[id], id
		}
	}
	if nissa == nil || nissa.Landfall.RevealNth != 2 || nissa.Landfall.Each.N() != 1 {
		t.Fatalf("Nissa: %+v", nissa)
	}
	want := map[string]bool{"Nissa, Resurgent Animist": true, "Llanowar Elves": true, "Omnath, Locus of Creation": true, "Forest": false}
	for id, name := range cd.Names {
		if w, ok := want[name]; ok && cd.LandfallFinds[nid][id] != w {
			t.Errorf("Nissa finds %s: %v, want %v", name, cd.LandfallFinds[nid][id], w)
		}
	}
}
