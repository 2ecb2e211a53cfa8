package parquet_test

import (
	"bytes"
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	pq "github.com/apache/arrow-go/v18/parquet"
	"github.com/apache/arrow-go/v18/parquet/compress"
	"github.com/apache/arrow-go/v18/parquet/file"
	"github.com/apache/arrow-go/v18/parquet/pqarrow"

	"github.com/goldfishsim/goldfish/analysis/internal/parquet"
)

// The tests read the files back with arrow-go's Parquet reader, an
// implementation independent of the writer.

var testFields = []arrow.Field{
	{Name: "dict", Type: &arrow.DictionaryType{IndexType: arrow.PrimitiveTypes.Int32, ValueType: arrow.BinaryTypes.String}},
	{Name: "str", Type: arrow.BinaryTypes.String},
	{Name: "flag", Type: arrow.FixedWidthTypes.Boolean},
	{Name: "i8", Type: arrow.PrimitiveTypes.Int8},
	{Name: "i16", Type: arrow.PrimitiveTypes.Int16, Nullable: true},
	{Name: "i32", Type: arrow.PrimitiveTypes.Int32},
	{Name: "i64", Type: arrow.PrimitiveTypes.Int64},
	{Name: "u8s", Type: arrow.ListOf(arrow.PrimitiveTypes.Uint8)},
	{Name: "u16s", Type: arrow.ListOf(arrow.PrimitiveTypes.Uint16)},
	{Name: "i64s", Type: arrow.ListOf(arrow.PrimitiveTypes.Int64)},
	{Name: "maybe", Type: arrow.ListOf(arrow.PrimitiveTypes.Int64), Nullable: true},
}

// testRecord builds n rows starting at row index from, covering extremes,
// nulls, empty lists, null list elements and non-ASCII strings.
func testRecord(schema *arrow.Schema, from, n int) arrow.RecordBatch {
	b := array.NewRecordBuilder(memory.DefaultAllocator, schema)
	defer b.Release()
	words := []string{"mono-red", "Jötun Grunt", "", "a,\"quoted\"\nname", "Fire // Ice"}
	for r := from; r < from+n; r++ {
		b.Field(0).(*array.BinaryDictionaryBuilder).AppendString(words[r%len(words)])
		b.Field(1).(*array.StringBuilder).Append(words[(r+2)%len(words)])
		b.Field(2).(*array.BooleanBuilder).Append(r%3 == 0)
		b.Field(3).(*array.Int8Builder).Append(int8(r%256 - 128))
		if r%7 == 3 {
			b.Field(4).(*array.Int16Builder).AppendNull()
		} else {
			b.Field(4).(*array.Int16Builder).Append(int16(r*37 - 30000))
		}
		b.Field(5).(*array.Int32Builder).Append(int32(r*2654435761) ^ -1)
		b.Field(6).(*array.Int64Builder).Append(int64(r) * -1_000_000_007_000)
		for c, mk := range []func(k int){
			func(k int) {
				b.Field(7).(*array.ListBuilder).ValueBuilder().(*array.Uint8Builder).Append(uint8(255 - k))
			},
			func(k int) {
				b.Field(8).(*array.ListBuilder).ValueBuilder().(*array.Uint16Builder).Append(uint16(65535 - r - k))
			},
			func(k int) {
				vb := b.Field(9).(*array.ListBuilder).ValueBuilder().(*array.Int64Builder)
				if k == 2 && r%5 == 0 {
					vb.AppendNull()
				} else {
					vb.Append(int64(r*k) - 5)
				}
			},
		} {
			lb := b.Field(7 + c).(*array.ListBuilder)
			lb.Append(true)
			for k := range (r + c) % 4 { // 0 to 3 elements: empty lists too
				mk(k)
			}
		}
		lb := b.Field(10).(*array.ListBuilder)
		switch r % 3 {
		case 0:
			lb.AppendNull()
		case 1:
			lb.Append(true)
		default:
			lb.Append(true)
			lb.ValueBuilder().(*array.Int64Builder).AppendValues([]int64{int64(r), 0, -int64(r)}, nil)
		}
	}
	return b.NewRecordBatch()
}

// goValues turns a column into plain Go values, nulls as nil, so that
// columns compare whatever their chunking or dictionary.
func goValues(t *testing.T, a arrow.Array) []any {
	t.Helper()
	out := make([]any, a.Len())
	for i := range out {
		if a.IsNull(i) {
			continue
		}
		switch a := a.(type) {
		case *array.Dictionary:
			out[i] = a.Dictionary().(*array.String).Value(a.GetValueIndex(i))
		case *array.List:
			s, e := a.ValueOffsets(i)
			out[i] = goValues(t, array.NewSlice(a.ListValues(), s, e))
		default:
			out[i] = a.GetOneForMarshal(i)
		}
	}
	return out
}

func columnValues(t *testing.T, c *arrow.Column) []any {
	var out []any
	for _, ch := range c.Data().Chunks() {
		out = append(out, goValues(t, ch)...)
	}
	return out
}

func readBack(t *testing.T, data []byte) (arrow.Table, *file.Reader) {
	t.Helper()
	r, err := file.NewParquetReader(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("arrow-go cannot open the file: %v", err)
	}
	fr, err := pqarrow.NewFileReader(r, pqarrow.ArrowReadProperties{}, memory.DefaultAllocator)
	if err != nil {
		t.Fatal(err)
	}
	tbl, err := fr.ReadTable(context.Background())
	if err != nil {
		t.Fatalf("arrow-go cannot read the file: %v", err)
	}
	return tbl, r
}

// Records written in row groups (several pages each) read back with the
// same column types, values, row groups and metadata.
func TestRoundTrip(t *testing.T) {
	md := arrow.NewMetadata([]string{"goldfish.seed", "goldfish.config"}, []string{"7", `{"games":3}`})
	schema := arrow.NewSchema(testFields, &md)
	sizes := []int{1, 0, 70000, 300} // 70000 rows: two pages per column
	var buf bytes.Buffer
	w, err := parquet.NewWriter(&buf, schema)
	if err != nil {
		t.Fatal(err)
	}
	var want [][]any
	from := 0
	for _, n := range sizes {
		rec := testRecord(schema, from, n)
		from += n
		if err := w.Write(rec); err != nil {
			t.Fatal(err)
		}
		for c := range schema.NumFields() {
			if len(want) <= c {
				want = append(want, nil)
			}
			want[c] = append(want[c], goValues(t, rec.Column(c))...)
		}
		rec.Release()
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	tbl, r := readBack(t, buf.Bytes())
	defer tbl.Release()
	if got := r.NumRowGroups(); got != 3 {
		t.Errorf("%d row groups, want 3 (the empty record adds none)", got)
	}
	if tbl.NumRows() != int64(from) {
		t.Fatalf("%d rows back, want %d", tbl.NumRows(), from)
	}
	for i, f := range tbl.Schema().Fields() {
		wf := testFields[i]
		if f.Name != wf.Name || f.Nullable != wf.Nullable {
			t.Errorf("field %d: %s nullable=%v, want %s nullable=%v", i, f.Name, f.Nullable, wf.Name, wf.Nullable)
		}
		want := wf.Type
		if lt, ok := want.(*arrow.ListType); ok {
			want = arrow.ListOfField(arrow.Field{Name: "element", Type: lt.Elem(), Nullable: true})
		}
		if !arrow.TypeEqual(f.Type, want) {
			t.Errorf("%s: read as %s, written as %s", f.Name, f.Type, wf.Type)
		}
	}
	for c := range tbl.NumCols() {
		got := columnValues(t, tbl.Column(int(c)))
		if !reflect.DeepEqual(got, want[c]) {
			name := testFields[c].Name
			for i := range got {
				if !reflect.DeepEqual(got[i], want[c][i]) {
					t.Errorf("%s row %d: %#v, want %#v", name, i, got[i], want[c][i])
					break
				}
			}
		}
	}
	kv := r.MetaData().KeyValueMetadata()
	for _, k := range []string{"goldfish.seed", "goldfish.config", "ARROW:schema"} {
		if kv.FindValue(k) == nil {
			t.Errorf("key-value metadata %q missing: %v", k, kv.Keys())
		}
	}
	if v := kv.FindValue("goldfish.config"); v != nil && *v != `{"games":3}` {
		t.Errorf("goldfish.config = %q", *v)
	}
	rg := r.MetaData().RowGroup(0)
	for c := range rg.NumColumns() {
		cc, err := rg.ColumnChunk(c)
		if err != nil {
			t.Fatal(err)
		}
		if cc.Compression() != compress.Codecs.Zstd {
			t.Errorf("column %d: %s, want zstd", c, cc.Compression())
		}
	}
}

// The Parquet schema annotates each column as a reader without the Arrow
// schema (DuckDB, Spark) needs: strings, integer widths and signs, lists.
func TestLogicalTypes(t *testing.T) {
	schema := arrow.NewSchema(testFields, nil)
	var buf bytes.Buffer
	w, err := parquet.NewWriter(&buf, schema)
	if err != nil {
		t.Fatal(err)
	}
	rec := testRecord(schema, 0, 10)
	defer rec.Release()
	if err := w.Write(rec); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	r, err := file.NewParquetReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"dict":                 "BYTE_ARRAY required String",
		"str":                  "BYTE_ARRAY required String",
		"flag":                 "BOOLEAN required None",
		"i8":                   "INT32 required Int(bitWidth=8, isSigned=true)",
		"i16":                  "INT32 optional Int(bitWidth=16, isSigned=true)",
		"i32":                  "INT32 required Int(bitWidth=32, isSigned=true)",
		"i64":                  "INT64 required Int(bitWidth=64, isSigned=true)",
		"u8s.list.element":     "INT32 optional Int(bitWidth=8, isSigned=false)",
		"u16s.list.element":    "INT32 optional Int(bitWidth=16, isSigned=false)",
		"i64s.list.element":    "INT64 optional Int(bitWidth=64, isSigned=true)",
		"maybe.list.element":   "INT64 optional Int(bitWidth=64, isSigned=true)",
		"u8s (list)":           "required List",
		"maybe (list)":         "optional List",
		"u8s.list (repeated)":  "repeated",
		"i64s.list (repeated)": "repeated",
	}
	sc := r.MetaData().Schema
	got := map[string]string{}
	for i := range sc.NumColumns() {
		c := sc.Column(i)
		got[c.Path()] = fmt.Sprintf("%s %s %s", c.PhysicalType(), repName(c.SchemaNode().RepetitionType()), c.LogicalType())
		if c.MaxRepetitionLevel() > 0 {
			list := c.SchemaNode().Parent().Parent()
			got[list.Name()+" (list)"] = fmt.Sprintf("%s %s", repName(list.RepetitionType()), list.LogicalType())
			got[list.Name()+".list (repeated)"] = repName(c.SchemaNode().Parent().RepetitionType())
		}
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %q, want %q", k, got[k], v)
		}
	}
}

func repName(r pq.Repetition) string {
	switch r {
	case pq.Repetitions.Required:
		return "required"
	case pq.Repetitions.Optional:
		return "optional"
	case pq.Repetitions.Repeated:
		return "repeated"
	}
	return "?"
}

// A file with no rows is still a valid file, with the schema.
func TestEmpty(t *testing.T) {
	schema := arrow.NewSchema(testFields, nil)
	var buf bytes.Buffer
	w, err := parquet.NewWriter(&buf, schema)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	tbl, _ := readBack(t, buf.Bytes())
	defer tbl.Release()
	if tbl.NumRows() != 0 || tbl.NumCols() != int64(len(testFields)) {
		t.Errorf("%d rows x %d columns", tbl.NumRows(), tbl.NumCols())
	}
}

// Types the writer cannot store are refused when it starts, not halfway.
func TestUnsupported(t *testing.T) {
	for _, f := range []arrow.Field{
		{Name: "f", Type: arrow.PrimitiveTypes.Float64},
		{Name: "l", Type: arrow.ListOf(arrow.BinaryTypes.String)},
		{Name: "ll", Type: arrow.ListOf(arrow.ListOf(arrow.PrimitiveTypes.Int64))},
	} {
		if _, err := parquet.NewWriter(&bytes.Buffer{}, arrow.NewSchema([]arrow.Field{f}, nil)); err == nil {
			t.Errorf("%s: no error", f.Type)
		}
	}
}
