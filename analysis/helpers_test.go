package analysis

import (
	"fmt"

	"github.com/apache/arrow-go/v18/arrow/array"
)

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
