package analysis

import (
	"fmt"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/job"
	"github.com/goldfishsim/goldfish/sim"
)

// testMeta describes a run of cfg over the given decks (their lists stand
// in for a decklist file's text).
func testMeta(cfg sim.Config, cds ...*decks.Compiled) Meta {
	var ds []job.Deck
	for _, cd := range cds {
		ds = append(ds, job.NewDeck(cd.Name, cd.Name+".txt", fmt.Sprint(cd.Names, cd.Copies)))
	}
	p := job.DefaultParams()
	return NewMeta("test", job.NewConfig(&p, cfg, job.CardSources{}, ds))
}

// writeFolder writes a result as simrun does: into a new folder, manifest
// last; it returns the folder.
func writeFolder(t testing.TB, r *Result, opt WriteOptions) string {
	t.Helper()
	dir := t.TempDir()
	o, err := CreateOutput(dir, Fresh)
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteResult(o.Dir(), r, opt); err != nil {
		t.Fatal(err)
	}
	if err := o.Commit(&r.Meta); err != nil {
		t.Fatal(err)
	}
	return dir
}

// int64sOf8 reads an int8 column (games.arrow's mulligans, kept) as int64s.
func (c *colReader) int64sOf8(name string) []int64 {
	var out []int64
	for _, ch := range c.chunks(name) {
		a, ok := ch.(*array.Int8)
		if !ok {
			if c.err == nil {
				c.err = fmt.Errorf("%s: column %q is %s, not int8", c.path, name, ch.DataType())
			}
			continue
		}
		for _, v := range a.Int8Values() {
			out = append(out, int64(v))
		}
	}
	return out
}
