// Package parquet writes Arrow record batches as Parquet files, for the
// --parquet copies of a result. It covers the column types the result tables
// use (booleans, 8- to 64-bit integers, strings, dictionary-encoded strings,
// and lists of integers) with the plainest encodings Parquet has: PLAIN
// values, RLE levels, version 1 data pages, zstd-compressed.
//
// The file carries the Arrow schema under the ARROW:schema key, as Arrow's
// own writers do, so that Arrow-based readers (pyarrow, arrow-go, R) get the
// exact column types back (dictionaries, int8, uint16) and the schema's
// metadata becomes the file's key-value metadata.
//
// It exists for the build's sake: arrow-go's Parquet packages doubled
// simrun's cold build (they import arrow-go's compute kernels, pqarrow gRPC
// too) and parquet-go measured half as much again, while this is the small
// part of a Parquet library simrun needs. Its tests read its files back with
// arrow-go's reader, and CI reads them with Polars.
package parquet

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"io"
	"math/bits"
	"sync"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/ipc"
	"github.com/klauspost/compress/zstd"
)

// Parquet's enumerations, as parquet.thrift numbers them.
const (
	typeBoolean   = 0
	typeInt32     = 1
	typeInt64     = 2
	typeByteArray = 6

	repRequired = 0
	repOptional = 1
	repRepeated = 2

	convUTF8  = 0
	convList  = 3
	convUint8 = 11 // UINT_8, then UINT_16, UINT_32, UINT_64
	convInt8  = 15 // INT_8, then INT_16, INT_32, INT_64

	encPlain = 0
	encRLE   = 3

	codecZstd = 6

	pageData = 0
)

// convertedInt is the legacy converted type of an integer of the given width
// and signedness (UINT_8..UINT_64 are 11..14, INT_8..INT_64 15..18).
func convertedInt(width int, signed bool) int32 {
	n := int32(bits.TrailingZeros(uint(width)) - 3) // 8→0, 16→1, 32→2, 64→3
	if signed {
		return convInt8 + n
	}
	return convUint8 + n
}

// pageRows is the most rows a data page holds: a page is decompressed whole,
// so readers' memory stays bounded whatever the table's size.
const pageRows = 1 << 16

// Writer writes one Parquet file: each Write adds a row group, Close writes
// the footer. It does not close the io.Writer it writes to.
type Writer struct {
	w      io.Writer
	off    int64
	schema *arrow.Schema
	leaves []leaf
	groups []rowGroup
	rows   int64
	closed bool
	err    error
}

// leaf is one Parquet column: a top-level field, or the element of a
// top-level list field.
type leaf struct {
	path         []string
	phys         int32
	list         bool // the field is a list; the leaf is its element
	optional     bool // the field is nullable
	elemOptional bool // a list's elements are nullable
	maxDef       int
	maxRep       int
}

type rowGroup struct {
	rows    int64
	columns []columnChunk
}

type columnChunk struct {
	offset       int64 // of the first page
	values       int64 // level entries: values, nulls and empty lists
	uncompressed int64
	compressed   int64
}

var magic = []byte("PAR1")

var encoder = sync.OnceValues(func() (*zstd.Encoder, error) {
	// Zero frames: an empty page body still decodes as an empty frame.
	return zstd.NewWriter(nil, zstd.WithEncoderConcurrency(1), zstd.WithZeroFrames(true))
})

// NewWriter starts a Parquet file with the schema of the records to come.
// It refuses a schema with a column type it cannot write.
func NewWriter(w io.Writer, schema *arrow.Schema) (*Writer, error) {
	pw := &Writer{w: w, schema: schema}
	for _, f := range schema.Fields() {
		l := leaf{path: []string{f.Name}, optional: f.Nullable}
		typ := f.Type
		if lt, ok := typ.(*arrow.ListType); ok {
			l.list, l.elemOptional = true, lt.ElemField().Nullable
			l.path = append(l.path, "list", "element")
			typ = lt.Elem()
			if _, ok := physical(typ); !ok || isString(typ) {
				return nil, fmt.Errorf("parquet: column %q: lists of %s are not supported", f.Name, typ)
			}
		}
		phys, ok := physical(typ)
		if !ok {
			return nil, fmt.Errorf("parquet: column %q: type %s is not supported", f.Name, typ)
		}
		l.phys = phys
		if l.optional {
			l.maxDef++
		}
		if l.list {
			l.maxDef++ // the repeated group
			l.maxRep = 1
			if l.elemOptional {
				l.maxDef++
			}
		}
		pw.leaves = append(pw.leaves, l)
	}
	pw.write(magic)
	return pw, pw.err
}

// physical is the Parquet type an Arrow type is stored as.
func physical(t arrow.DataType) (int32, bool) {
	switch t.ID() {
	case arrow.BOOL:
		return typeBoolean, true
	case arrow.INT8, arrow.INT16, arrow.INT32, arrow.UINT8, arrow.UINT16:
		return typeInt32, true
	case arrow.INT64:
		return typeInt64, true
	case arrow.STRING:
		return typeByteArray, true
	case arrow.DICTIONARY:
		if isString(t) {
			return typeByteArray, true
		}
	}
	return 0, false
}

// isString reports whether t is a string or a dictionary of strings.
func isString(t arrow.DataType) bool {
	if d, ok := t.(*arrow.DictionaryType); ok {
		t = d.ValueType
	}
	return t.ID() == arrow.STRING
}

func (pw *Writer) write(b []byte) {
	if pw.err != nil {
		return
	}
	n, err := pw.w.Write(b)
	pw.off += int64(n)
	pw.err = err
}

// Write adds the record's rows as a row group. Its schema must be the
// writer's (its metadata aside).
func (pw *Writer) Write(rec arrow.RecordBatch) error {
	if pw.closed {
		return fmt.Errorf("parquet: write after close")
	}
	if !rec.Schema().Equal(pw.schema) {
		return fmt.Errorf("parquet: the record's schema is not the file's")
	}
	n := int(rec.NumRows())
	if n == 0 || pw.err != nil {
		return pw.err
	}
	enc, err := encoder()
	if err != nil {
		return err
	}
	g := rowGroup{rows: int64(n)}
	var body, page []byte
	for c, l := range pw.leaves {
		col := rec.Column(c)
		cc := columnChunk{offset: pw.off}
		for lo := 0; lo < n; lo += pageRows {
			var levels int
			body, levels, err = l.encode(body[:0], col, lo, min(lo+pageRows, n))
			if err != nil {
				return err
			}
			page = enc.EncodeAll(body, page[:0])
			head := pageHeader(len(body), len(page), levels)
			pw.write(head)
			pw.write(page)
			cc.values += int64(levels)
			cc.uncompressed += int64(len(head) + len(body))
			cc.compressed += int64(len(head) + len(page))
		}
		g.columns = append(g.columns, cc)
	}
	if pw.err != nil {
		return pw.err
	}
	pw.groups = append(pw.groups, g)
	pw.rows += g.rows
	return nil
}

// encode appends the data page body of rows [lo, hi) of a (repetition
// levels, definition levels, then the PLAIN values) to dst, and returns it
// with the number of level entries.
func (l *leaf) encode(dst []byte, a arrow.Array, lo, hi int) ([]byte, int, error) {
	var rep, def []uint8
	var vals values
	if !l.list {
		for i := lo; i < hi; i++ {
			if l.optional {
				if a.IsNull(i) {
					def = append(def, 0)
					continue
				}
				def = append(def, 1)
			}
			if err := vals.add(a, i); err != nil {
				return nil, 0, err
			}
		}
	} else {
		la, ok := a.(*array.List)
		if !ok {
			return nil, 0, fmt.Errorf("parquet: column %q is %T, not a list", l.path[0], a)
		}
		child := la.ListValues()
		base := uint8(0) // the definition level of a present, empty list
		if l.optional {
			base = 1
		}
		for i := lo; i < hi; i++ {
			if l.optional && la.IsNull(i) {
				rep, def = append(rep, 0), append(def, 0)
				continue
			}
			s, e := la.ValueOffsets(i)
			if s == e {
				rep, def = append(rep, 0), append(def, base)
				continue
			}
			for j := s; j < e; j++ {
				r := uint8(1)
				if j == s {
					r = 0
				}
				rep = append(rep, r)
				if l.elemOptional && child.IsNull(int(j)) {
					def = append(def, base+1)
					continue
				}
				def = append(def, uint8(l.maxDef))
				if err := vals.add(child, int(j)); err != nil {
					return nil, 0, err
				}
			}
		}
	}
	levels := hi - lo
	if l.maxRep > 0 {
		dst = appendLevels(dst, rep, l.maxRep)
	}
	if l.maxDef > 0 {
		dst = appendLevels(dst, def, l.maxDef)
		levels = len(def)
	}
	return vals.appendTo(dst), levels, nil
}

// appendLevels appends levels in the RLE/bit-packed hybrid encoding, as
// RLE runs only, after their 4-byte length.
func appendLevels(dst []byte, levels []uint8, maxLevel int) []byte {
	width := (bits.Len(uint(maxLevel)) + 7) / 8
	at := len(dst)
	dst = append(dst, 0, 0, 0, 0)
	for i := 0; i < len(levels); {
		j := i + 1
		for j < len(levels) && levels[j] == levels[i] {
			j++
		}
		dst = binary.AppendUvarint(dst, uint64(j-i)<<1)
		for b := range width {
			dst = append(dst, levels[i]>>(8*b))
		}
		i = j
	}
	binary.LittleEndian.PutUint32(dst[at:], uint32(len(dst)-at-4))
	return dst
}

// values gathers a page's PLAIN-encoded values.
type values struct {
	b     []byte
	bools []bool
}

func (v *values) add(a arrow.Array, i int) error {
	switch a := a.(type) {
	case *array.Boolean:
		v.bools = append(v.bools, a.Value(i))
	case *array.Int8:
		v.b = binary.LittleEndian.AppendUint32(v.b, uint32(int32(a.Value(i))))
	case *array.Int16:
		v.b = binary.LittleEndian.AppendUint32(v.b, uint32(int32(a.Value(i))))
	case *array.Int32:
		v.b = binary.LittleEndian.AppendUint32(v.b, uint32(a.Value(i)))
	case *array.Uint8:
		v.b = binary.LittleEndian.AppendUint32(v.b, uint32(a.Value(i)))
	case *array.Uint16:
		v.b = binary.LittleEndian.AppendUint32(v.b, uint32(a.Value(i)))
	case *array.Int64:
		v.b = binary.LittleEndian.AppendUint64(v.b, uint64(a.Value(i)))
	case *array.String:
		v.bytes(a.Value(i))
	case *array.Dictionary:
		d, ok := a.Dictionary().(*array.String)
		if !ok {
			return fmt.Errorf("parquet: a dictionary of %s, not strings", a.Dictionary().DataType())
		}
		v.bytes(d.Value(a.GetValueIndex(i)))
	default:
		return fmt.Errorf("parquet: cannot write %s values", a.DataType())
	}
	return nil
}

func (v *values) bytes(s string) {
	v.b = binary.LittleEndian.AppendUint32(v.b, uint32(len(s)))
	v.b = append(v.b, s...)
}

// appendTo appends the values: booleans bit-packed, least significant bit
// first; the rest as they were added.
func (v *values) appendTo(dst []byte) []byte {
	if len(v.bools) > 0 {
		for i := 0; i < len(v.bools); i += 8 {
			var by byte
			for k := 0; k < 8 && i+k < len(v.bools); k++ {
				if v.bools[i+k] {
					by |= 1 << k
				}
			}
			dst = append(dst, by)
		}
	}
	return append(dst, v.b...)
}

// pageHeader is a version 1 data page's header: PLAIN values, RLE levels.
func pageHeader(uncompressed, compressed, levels int) []byte {
	t := thrift{ids: []int16{0}}
	t.i32(1, pageData)
	t.i32(2, int32(uncompressed))
	t.i32(3, int32(compressed))
	t.structField(5) // DataPageHeader
	t.i32(1, int32(levels))
	t.i32(2, encPlain)
	t.i32(3, encRLE)
	t.i32(4, encRLE)
	t.end()
	t.b = append(t.b, 0) // end of PageHeader
	return t.b
}

// Close writes the footer: the schema, the row groups' column chunks and
// the key-value metadata (the Arrow schema's metadata, and the Arrow schema
// itself).
func (pw *Writer) Close() error {
	if pw.closed {
		return pw.err
	}
	pw.closed = true
	if pw.err != nil {
		return pw.err
	}
	arrowSchema, err := storedSchema(pw.schema)
	if err != nil {
		return err
	}
	t := thrift{ids: []int16{0}}
	t.i32(1, 2) // version
	pw.schemaElements(&t)
	t.i64(3, pw.rows)
	t.list(4, tStruct, len(pw.groups))
	for _, g := range pw.groups {
		t.begin()
		t.list(1, tStruct, len(g.columns))
		var total, compressed int64
		for c, cc := range g.columns {
			l := &pw.leaves[c]
			t.begin() // ColumnChunk
			t.i64(2, cc.offset)
			t.structField(3) // ColumnMetaData
			t.i32(1, l.phys)
			t.list(2, tI32, 2)
			t.rawI32(encPlain)
			t.rawI32(encRLE)
			t.list(3, tBinary, len(l.path))
			for _, p := range l.path {
				t.rawStr(p)
			}
			t.i32(4, codecZstd)
			t.i64(5, cc.values)
			t.i64(6, cc.uncompressed)
			t.i64(7, cc.compressed)
			t.i64(9, cc.offset)
			t.end()
			t.end()
			total += cc.uncompressed
			compressed += cc.compressed
		}
		t.i64(2, total)
		t.i64(3, g.rows)
		t.i64(5, g.columns[0].offset)
		t.i64(6, compressed)
		t.end()
	}
	md := pw.schema.Metadata()
	t.list(5, tStruct, md.Len()+1)
	for i, k := range md.Keys() {
		t.begin()
		t.str(1, k)
		t.str(2, md.Values()[i])
		t.end()
	}
	t.begin()
	t.str(1, "ARROW:schema")
	t.str(2, arrowSchema)
	t.end()
	t.str(6, "goldfish (github.com/goldfishsim/goldfish)")
	t.b = append(t.b, 0) // end of FileMetaData
	pw.write(t.b)
	pw.write(binary.LittleEndian.AppendUint32(nil, uint32(len(t.b))))
	pw.write(magic)
	return pw.err
}

// schemaElements writes the schema, depth first: the root, then each
// column, a list as the three levels the LIST annotation asks for.
func (pw *Writer) schemaElements(t *thrift) {
	n := 1
	for _, l := range pw.leaves {
		n++
		if l.list {
			n += 2
		}
	}
	t.list(2, tStruct, n)
	t.begin()
	t.str(4, "schema")
	t.i32(5, int32(len(pw.leaves)))
	t.end()
	for i, f := range pw.schema.Fields() {
		l := &pw.leaves[i]
		rep := int32(repRequired)
		if l.optional {
			rep = repOptional
		}
		typ := f.Type
		if l.list {
			t.begin()
			t.i32(3, rep)
			t.str(4, f.Name)
			t.i32(5, 1)
			t.i32(6, convList)
			t.structField(10)
			t.structField(3) // LIST
			t.end()
			t.end()
			t.end()
			t.begin()
			t.i32(3, repRepeated)
			t.str(4, "list")
			t.i32(5, 1)
			t.end()
			rep = repRequired
			if l.elemOptional {
				rep = repOptional
			}
			typ = typ.(*arrow.ListType).Elem()
		}
		t.begin()
		t.i32(1, l.phys)
		t.i32(3, rep)
		t.str(4, l.path[len(l.path)-1])
		annotate(t, typ)
		t.end()
	}
}

// annotate writes a primitive's converted and logical types: STRING for
// strings, INTEGER(width, signed) for integers.
func annotate(t *thrift, typ arrow.DataType) {
	if isString(typ) {
		t.i32(6, convUTF8)
		t.structField(10)
		t.structField(1) // STRING
		t.end()
		t.end()
		return
	}
	var width int
	signed := true
	switch typ.ID() {
	case arrow.INT8:
		width = 8
	case arrow.INT16:
		width = 16
	case arrow.INT32:
		width = 32
	case arrow.INT64:
		width = 64
	case arrow.UINT8:
		width, signed = 8, false
	case arrow.UINT16:
		width, signed = 16, false
	default:
		return
	}
	t.i32(6, convertedInt(width, signed))
	t.structField(10)
	t.structField(10) // INTEGER
	t.byteField(1, int8(width))
	t.boolean(2, signed)
	t.end()
	t.end()
}

// storedSchema is the ARROW:schema value: the Arrow schema as an IPC stream
// holding only it, base64-encoded, with list elements named "element" like
// the Parquet columns they are.
func storedSchema(s *arrow.Schema) (string, error) {
	fields := make([]arrow.Field, s.NumFields())
	for i, f := range s.Fields() {
		if lt, ok := f.Type.(*arrow.ListType); ok {
			e := lt.ElemField()
			e.Name = "element"
			f.Type = arrow.ListOfField(e)
		}
		fields[i] = f
	}
	md := s.Metadata()
	var buf bytes.Buffer
	w := ipc.NewWriter(&buf, ipc.WithSchema(arrow.NewSchema(fields, &md)))
	if err := w.Close(); err != nil {
		return "", fmt.Errorf("parquet: the Arrow schema: %w", err)
	}
	return base64.StdEncoding.EncodeToString(buf.Bytes()), nil
}
