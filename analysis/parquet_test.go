package analysis

import (
	"context"
	"os"
	"reflect"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/parquet/file"
	"github.com/apache/arrow-go/v18/parquet/pqarrow"
)

// checkParquetCopy reads a Parquet copy with arrow-go's Parquet reader (not
// the writer's code) and checks it holds the Arrow file's columns, types,
// values and goldfish.* metadata.
func checkParquetCopy(t *testing.T, arrowPath, parquetPath string) {
	t.Helper()
	want, _, err := ReadTable(arrowPath)
	if err != nil {
		t.Fatal(err)
	}
	defer want.Release()
	f, err := os.Open(parquetPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := file.NewParquetReader(f)
	if err != nil {
		t.Fatalf("%s: %v", parquetPath, err)
	}
	defer r.Close()
	fr, err := pqarrow.NewFileReader(r, pqarrow.ArrowReadProperties{}, memory.DefaultAllocator)
	if err != nil {
		t.Fatal(err)
	}
	got, err := fr.ReadTable(context.Background())
	if err != nil {
		t.Fatalf("%s: %v", parquetPath, err)
	}
	defer got.Release()
	kv := r.MetaData().KeyValueMetadata()
	wmd := want.Schema().Metadata()
	if v := kv.FindValue(KeyConfig); v == nil || *v != wmd.Values()[wmd.FindKey(KeyConfig)] {
		t.Errorf("%s: %s is not the Arrow file's", parquetPath, KeyConfig)
	}
	if v := kv.FindValue(KeySeed); v == nil || *v != want.Schema().Metadata().Values()[want.Schema().Metadata().FindKey(KeySeed)] {
		t.Errorf("%s: %s is not the Arrow file's", parquetPath, KeySeed)
	}
	if got.NumRows() != want.NumRows() || got.NumCols() != want.NumCols() {
		t.Fatalf("%s: %d rows x %d columns, the Arrow file %d x %d", parquetPath, got.NumRows(), got.NumCols(), want.NumRows(), want.NumCols())
	}
	for c := range int(want.NumCols()) {
		wf, gf := want.Schema().Field(c), got.Schema().Field(c)
		wt := wf.Type
		if lt, ok := wt.(*arrow.ListType); ok { // Parquet names list elements "element"
			wt = arrow.ListOfField(arrow.Field{Name: "element", Type: lt.Elem(), Nullable: lt.ElemField().Nullable})
		}
		if gf.Name != wf.Name || !arrow.TypeEqual(gf.Type, wt) || gf.Nullable != wf.Nullable {
			t.Errorf("%s: column %d is %s %s, the Arrow file's %s %s", parquetPath, c, gf.Name, gf.Type, wf.Name, wf.Type)
			continue
		}
		if g, w := plainValues(got.Column(c)), plainValues(want.Column(c)); !reflect.DeepEqual(g, w) {
			t.Errorf("%s: column %s differs from the Arrow file's", parquetPath, wf.Name)
		}
	}
}

// plainValues is a column as Go values (nulls as nil, dictionaries
// resolved, lists as slices), whatever its chunking.
func plainValues(col *arrow.Column) []any {
	var out []any
	var add func(a arrow.Array, i int) any
	add = func(a arrow.Array, i int) any {
		if a.IsNull(i) {
			return nil
		}
		switch a := a.(type) {
		case *array.Dictionary:
			return a.Dictionary().(*array.String).Value(a.GetValueIndex(i))
		case *array.List:
			s, e := a.ValueOffsets(i)
			var l []any
			for j := s; j < e; j++ {
				l = append(l, add(a.ListValues(), int(j)))
			}
			return l
		}
		return a.GetOneForMarshal(i)
	}
	for _, ch := range col.Data().Chunks() {
		for i := range ch.Len() {
			out = append(out, add(ch, i))
		}
	}
	return out
}
