package analysis

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
)

// Column is one column of a table a command other than run writes into a
// result folder (simrun compare's differences, simrun optimize's
// configurations): exactly one of its value slices is set.
type Column struct {
	Name    string
	Strings []string // dictionary-encoded, as the run's tables' names are
	Int64s  []int64
	Floats  []float64 // derived values (means, interval bounds): the counts they come from are columns too
	Bools   []bool
}

func (c *Column) len() int {
	return max(len(c.Strings), len(c.Int64s), len(c.Floats), len(c.Bools))
}

// WriteTable writes columns as the Arrow file name in dir, with the run's
// schema metadata (meta), whole or not at all. Every column must have the
// same length. (No Parquet copy: the project's Parquet writer has no
// floating-point columns.)
func WriteTable(dir, name string, meta *Meta, cols []Column, codec Codec) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	t := &table{}
	for i := range cols {
		c := &cols[i]
		if i == 0 {
			t.rows = c.len()
		} else if c.len() != t.rows {
			return fmt.Errorf("%s: column %s has %d rows, %s %d", name, c.Name, c.len(), cols[0].Name, t.rows)
		}
		switch {
		case c.Strings != nil:
			d := newDictColumn(c.Strings)
			idx := make([]int32, len(c.Strings))
			for j, s := range c.Strings {
				idx[j] = d.index[s]
			}
			t.add(c.Name, dictString, d.array(idx))
		case c.Floats != nil:
			b := array.NewFloat64Builder(memory.DefaultAllocator)
			b.AppendValues(c.Floats, nil)
			t.add(c.Name, arrow.PrimitiveTypes.Float64, b.NewArray())
			b.Release()
		case c.Bools != nil:
			t.add(c.Name, arrow.FixedWidthTypes.Boolean, boolArray(c.Bools))
		default:
			v := c.Int64s
			if v == nil {
				v = make([]int64, t.rows)
			}
			t.add(c.Name, i64, int64Array(v))
		}
	}
	rec := t.record(meta.metadata())
	defer rec.Release()
	return writeArrowFile(filepath.Join(dir, name), rec, codec)
}
