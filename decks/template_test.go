package decks

import (
	"strings"
	"testing"
)

// builtinLines calls f with every line of every face of the built-in cards,
// as the templates see it, and whether the face is an instant or sorcery.
func builtinLines(t *testing.T, f func(c *Card, line string, spell bool)) {
	t.Helper()
	db, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range db.Cards() {
		faces := []*Card{c}
		for i := range c.Faces {
			faces = append(faces, &c.Faces[i])
		}
		for _, fc := range faces {
			for _, l := range fc.Lines {
				f(fc, l.Text, fc.Types&(Instant|Sorcery) != 0)
			}
		}
	}
}

// matching lists the templates that apply to the card and match the line.
func matching(c *Card, line string, spell bool) []string {
	var out []string
	for _, tp := range templates {
		if (tp.on == nil || tp.on(c, spell)) && tp.re.MatchString(line) {
			out = append(out, tp.name)
		}
	}
	return out
}

// Every template's examples are lines of built-in cards, and on each such
// card the line is read by that template and no other.
func TestTemplateExamples(t *testing.T) {
	found := map[string]bool{}
	builtinLines(t, func(c *Card, line string, spell bool) {
		for _, tp := range templates {
			for _, ex := range tp.examples {
				if line != ex {
					continue
				}
				found[tp.name+"\x00"+ex] = true
				if m := matching(c, line, spell); len(m) != 1 || m[0] != tp.name {
					t.Errorf("%s: %q is matched by %q, want only %q", c.Name, line, m, tp.name)
				}
			}
		}
	})
	names := map[string]bool{}
	for _, tp := range templates {
		if names[tp.name] {
			t.Errorf("two templates named %q", tp.name)
		}
		names[tp.name] = true
		if len(tp.examples) == 0 {
			t.Errorf("template %q has no example", tp.name)
		}
		for _, ex := range tp.examples {
			if !found[tp.name+"\x00"+ex] {
				t.Errorf("template %q: example %q is no line of a built-in card", tp.name, ex)
			}
		}
	}
}

// No line of the database is matched by two templates that apply to its
// card, so the order of the template table decides nothing.
func TestTemplatesDisjoint(t *testing.T) {
	n := 0
	builtinLines(t, func(c *Card, line string, spell bool) {
		if m := matching(c, line, spell); len(m) > 1 {
			t.Errorf("%s: %q is matched by %s", c.Name, line, strings.Join(m, ", "))
		}
		n++
	})
	if n < 5000 {
		t.Fatalf("only %d lines seen: the database did not load whole", n)
	}
}
