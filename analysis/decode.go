package analysis

import (
	"bytes"
	"errors"
	"fmt"
	"sync"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/ipc"
	"github.com/apache/arrow-go/v18/arrow/memory"
)

// Reading an Arrow IPC file that may be damaged: the readers of results
// check a file's SHA-256 against its folder's manifest before they decode
// it, so a damaged file never gets here from a result folder; decodeIPC is
// also what a lone file or a fuzzer reaches, and it must turn any bytes into
// a table or an error, never a panic or an allocation the bytes merely claim.
//
// arrow-go bounds the file's blocks by the file's size, but trusts the
// uncompressed size a compressed buffer declares and the lengths and
// offsets inside the arrays; a bounded allocator refuses the first, a check
// of every array (checkArray) the second, and a recover turns what arrow-go
// decodes with a panic (its flatbuffers) into an error.

// decodeFloor is the least memory a file may decode into; above it, 256
// times the file's size (the result files compress far less than that).
// The bound holds for files a manifest vouches for too: a manifest can be
// written again over damaged files.
var decodeFloor int64 = 256 << 20

// decodeLimit bounds what a file of size bytes may decode into.
func decodeLimit(size int64) int64 { return max(decodeFloor, 256*size) }

// errTooLarge is what the bounded allocator panics with.
var errTooLarge = errors.New("it declares more data than it can hold")

// boundedAllocator is a Go allocator that refuses to hold more than limit
// bytes at once.
type boundedAllocator struct {
	mu    sync.Mutex
	limit int64
	live  int64
	mem   memory.GoAllocator
}

func (a *boundedAllocator) take(n int) {
	if n < 0 {
		panic(errTooLarge)
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.live+int64(n) > a.limit {
		panic(fmt.Errorf("%w: %d bytes more, beyond %d", errTooLarge, n, a.limit))
	}
	a.live += int64(n)
}

func (a *boundedAllocator) give(n int) {
	a.mu.Lock()
	a.live -= int64(n)
	a.mu.Unlock()
}

func (a *boundedAllocator) Allocate(size int) []byte {
	a.take(size)
	return a.mem.Allocate(size)
}

func (a *boundedAllocator) Reallocate(size int, b []byte) []byte {
	a.take(size - len(b))
	return a.mem.Reallocate(size, b)
}

func (a *boundedAllocator) Free(b []byte) {
	a.give(len(b))
	a.mem.Free(b)
}

// decodedIPC is an Arrow IPC file decoded and checked: its schema and its
// record batches (released by Release).
type decodedIPC struct {
	schema *arrow.Schema
	recs   []arrow.RecordBatch
}

func (d *decodedIPC) Release() {
	for _, r := range d.recs {
		r.Release()
	}
	d.recs = nil
}

func (d *decodedIPC) table() arrow.Table {
	return array.NewTableFromRecords(d.schema, d.recs)
}

// decodeIPC decodes a whole Arrow IPC file held in data. Any damage is an
// error, never a panic.
func decodeIPC(data []byte) (out *decodedIPC, err error) {
	out = &decodedIPC{}
	defer func() {
		if p := recover(); p != nil {
			out.Release()
			out, err = nil, damaged(p)
		}
	}()
	r, err := openIPC(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	defer r.Close()
	out.schema = r.Schema()
	for i := range r.NumRecords() {
		rec, err := r.RecordBatchAt(i)
		if err != nil {
			out.Release()
			return nil, fmt.Errorf("record batch %d: %w", i, err)
		}
		out.recs = append(out.recs, rec)
		if err := checkRecord(rec, out.schema); err != nil {
			out.Release()
			return nil, fmt.Errorf("record batch %d: %w", i, err)
		}
	}
	return out, nil
}

// openIPC opens an Arrow IPC file of size bytes for reading batch by batch,
// its structure checked first (verifyIPC), its decompressed buffers bounded
// (decodeLimit). Its caller recovers.
func openIPC(r ipc.ReadAtSeeker, size int64) (*ipc.FileReader, error) {
	if err := verifyIPC(r, size); err != nil {
		return nil, err
	}
	fr, err := ipc.NewFileReader(r, ipc.WithAllocator(&boundedAllocator{limit: decodeLimit(size)}))
	if err != nil {
		return nil, fmt.Errorf("not a readable Arrow IPC file: %w", err)
	}
	return fr, nil
}

// damaged turns a recovered panic into an error.
func damaged(p any) error {
	if e, ok := p.(error); ok {
		return fmt.Errorf("damaged: %w", e)
	}
	return fmt.Errorf("damaged: %v", p)
}

// checkRecord checks that every column of a record batch has the schema's
// type and the batch's length, and holds what its lengths and offsets say.
func checkRecord(rec arrow.RecordBatch, schema *arrow.Schema) error {
	if rec.NumRows() < 0 || int(rec.NumCols()) != schema.NumFields() {
		return fmt.Errorf("%d columns for a schema of %d", rec.NumCols(), schema.NumFields())
	}
	for i, col := range rec.Columns() {
		f := schema.Field(i)
		if !arrow.TypeEqual(col.DataType(), f.Type) {
			return fmt.Errorf("column %q is %s, its schema says %s", f.Name, col.DataType(), f.Type)
		}
		if int64(col.Len()) != rec.NumRows() {
			return fmt.Errorf("column %q has %d rows, the batch %d", f.Name, col.Len(), rec.NumRows())
		}
		if err := checkData(col.Data(), 0); err != nil {
			return fmt.Errorf("column %q: %w", f.Name, err)
		}
	}
	return nil
}

// checkData checks the buffers of an array of a type the result files use.
func checkData(d arrow.ArrayData, depth int) error {
	if depth > 4 {
		return errors.New("nested too deep")
	}
	n, off, nulls := int64(d.Len()), int64(d.Offset()), int64(d.NullN())
	if n < 0 || off < 0 || nulls < 0 || nulls > n {
		return fmt.Errorf("length %d, offset %d, %d nulls", n, off, nulls)
	}
	end := off + n
	bufs := d.Buffers()
	need := func(i int, size int64) error {
		if size == 0 {
			return nil
		}
		if i >= len(bufs) || bufs[i] == nil || int64(bufs[i].Len()) < size {
			have := int64(0)
			if i < len(bufs) && bufs[i] != nil {
				have = int64(bufs[i].Len())
			}
			return fmt.Errorf("buffer %d holds %d bytes, %d needed", i, have, size)
		}
		return nil
	}
	if nulls > 0 {
		if err := need(0, (end+7)/8); err != nil {
			return err
		}
	}
	offsets := func(limit int64) error { // int32 offsets in buffer 1, ending within limit
		if n == 0 {
			return nil
		}
		if err := need(1, 4*(end+1)); err != nil {
			return err
		}
		o := arrow.Int32Traits.CastFromBytes(bufs[1].Bytes())[off : end+1]
		if o[0] < 0 {
			return fmt.Errorf("offset %d", o[0])
		}
		for i := 1; i < len(o); i++ {
			if o[i] < o[i-1] {
				return fmt.Errorf("offsets decrease: %d after %d", o[i], o[i-1])
			}
		}
		if int64(o[len(o)-1]) > limit {
			return fmt.Errorf("offset %d beyond %d values", o[len(o)-1], limit)
		}
		return nil
	}
	switch dt := d.DataType().(type) {
	case *arrow.BooleanType:
		return need(1, (end+7)/8)
	case *arrow.Int8Type, *arrow.Uint8Type:
		return need(1, end)
	case *arrow.Int16Type, *arrow.Uint16Type:
		return need(1, 2*end)
	case *arrow.Int32Type:
		return need(1, 4*end)
	case *arrow.Int64Type, *arrow.Float64Type:
		return need(1, 8*end)
	case *arrow.StringType:
		data := int64(0)
		if len(bufs) > 2 && bufs[2] != nil {
			data = int64(bufs[2].Len())
		}
		return offsets(data)
	case *arrow.ListType:
		if len(d.Children()) != 1 {
			return errors.New("a list without its values")
		}
		child := d.Children()[0]
		if err := checkData(child, depth+1); err != nil {
			return err
		}
		return offsets(int64(child.Len()))
	case *arrow.DictionaryType:
		if dt.IndexType.ID() != arrow.INT32 {
			return fmt.Errorf("dictionary indices of %s", dt.IndexType)
		}
		if err := need(1, 4*end); err != nil {
			return err
		}
		dict := d.Dictionary()
		if dict == nil {
			return errors.New("a dictionary column without its dictionary")
		}
		if err := checkData(dict, depth+1); err != nil {
			return fmt.Errorf("dictionary: %w", err)
		}
		if n == 0 {
			return nil
		}
		idx := arrow.Int32Traits.CastFromBytes(bufs[1].Bytes())[off:end]
		var valid []byte
		if nulls > 0 {
			valid = bufs[0].Bytes()
		}
		for i, v := range idx {
			if valid != nil && valid[(off+int64(i))/8]&(1<<((off+int64(i))%8)) == 0 {
				continue
			}
			if v < 0 || int(v) >= dict.Len() {
				return fmt.Errorf("dictionary index %d of %d values", v, dict.Len())
			}
		}
		return nil
	}
	return fmt.Errorf("type %s is not one the result files use", d.DataType())
}
