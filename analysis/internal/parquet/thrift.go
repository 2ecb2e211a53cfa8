package parquet

import "encoding/binary"

// Parquet's page headers and footer are Thrift structs in the compact
// protocol. The few structs a writer needs are encoded by hand here: field
// headers carry the delta from the previous field id, integers are zigzag
// varints, and a struct ends with a zero byte.

// Compact protocol type codes.
const (
	tBoolTrue  = 1
	tBoolFalse = 2
	tByte      = 3
	tI32       = 5
	tI64       = 6
	tBinary    = 8
	tList      = 9
	tStruct    = 12
)

// thrift appends compact-protocol values to b. ids is the stack of the last
// field id written in each open struct.
type thrift struct {
	b   []byte
	ids []int16
}

func (t *thrift) field(id int16, typ byte) {
	last := t.ids[len(t.ids)-1]
	if d := id - last; d > 0 && d <= 15 {
		t.b = append(t.b, byte(d)<<4|typ)
	} else {
		t.b = append(t.b, typ)
		t.b = binary.AppendVarint(t.b, int64(id))
	}
	t.ids[len(t.ids)-1] = id
}

func (t *thrift) i32(id int16, v int32) {
	t.field(id, tI32)
	t.b = binary.AppendVarint(t.b, int64(v))
}

func (t *thrift) i64(id int16, v int64) {
	t.field(id, tI64)
	t.b = binary.AppendVarint(t.b, v)
}

func (t *thrift) byteField(id int16, v int8) {
	t.field(id, tByte)
	t.b = append(t.b, byte(v))
}

func (t *thrift) boolean(id int16, v bool) {
	if v {
		t.field(id, tBoolTrue)
	} else {
		t.field(id, tBoolFalse)
	}
}

func (t *thrift) str(id int16, s string) {
	t.field(id, tBinary)
	t.rawStr(s)
}

func (t *thrift) rawStr(s string) {
	t.b = binary.AppendUvarint(t.b, uint64(len(s)))
	t.b = append(t.b, s...)
}

// list starts a list field of n elements of type elem; the elements follow
// (rawStr, rawI32, or begin/end for structs).
func (t *thrift) list(id int16, elem byte, n int) {
	t.field(id, tList)
	if n < 15 {
		t.b = append(t.b, byte(n)<<4|elem)
	} else {
		t.b = append(t.b, 0xf0|elem)
		t.b = binary.AppendUvarint(t.b, uint64(n))
	}
}

func (t *thrift) rawI32(v int32) { t.b = binary.AppendVarint(t.b, int64(v)) }

// structField starts a struct-valued field; end closes it.
func (t *thrift) structField(id int16) {
	t.field(id, tStruct)
	t.begin()
}

// begin starts a struct: a list element, or the outermost struct.
func (t *thrift) begin() { t.ids = append(t.ids, 0) }

// end closes the innermost struct.
func (t *thrift) end() {
	t.b = append(t.b, 0)
	t.ids = t.ids[:len(t.ids)-1]
}
