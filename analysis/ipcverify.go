package analysis

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// verifyIPC checks the structure of an Arrow IPC file before arrow-go reads
// it: arrow-go's flatbuffers code trusts the lengths the file's metadata
// declares, and a damaged length makes it allocate what no memory holds (a
// "fatal error: out of memory" no recover catches) or recurse without end.
// Every table, vector and string of the footer and of every message is
// bounded by the bytes that hold it, the fields' nesting and number are
// bounded, and only the column types the result files use are let through.
//
// The layouts are those of the Arrow format's File.fbs, Schema.fbs and
// Message.fbs; a flatbuffer table starts with the signed offset of its
// vtable, which lists each field's offset inside the table (0: absent).
func verifyIPC(r io.ReaderAt, size int64) error {
	read := func(off, n int64) ([]byte, error) {
		b := make([]byte, n)
		if _, err := r.ReadAt(b, off); err != nil {
			return nil, fmt.Errorf("cannot read %d bytes at %d: %w", n, off, err)
		}
		return b, nil
	}
	magic := []byte("ARROW1")
	if size < 8+4+int64(len(magic)) {
		return errors.New("not an Arrow IPC file (too short)")
	}
	head, err := read(0, 6)
	if err != nil {
		return err
	}
	tail, err := read(size-10, 10)
	if err != nil {
		return err
	}
	if !bytes.Equal(head, magic) || !bytes.Equal(tail[4:], magic) {
		return errors.New("not an Arrow IPC file (no ARROW1 magic at both ends)")
	}
	footerLen := int64(int32(binary.LittleEndian.Uint32(tail)))
	if footerLen <= 0 || footerLen > size-10-8 || footerLen > maxMetadata {
		return fmt.Errorf("footer length %d in a file of %d bytes", footerLen, size)
	}
	fb, err := read(size-10-footerLen, footerLen)
	if err != nil {
		return err
	}
	footer := &fbuf{b: fb, budget: maxTables}
	root, err := footer.root()
	if err != nil {
		return fmt.Errorf("footer: %w", err)
	}
	if err := root.scalar(0, 2); err != nil {
		return fmt.Errorf("footer: %w", err)
	}
	schema, ok, err := root.table(1)
	if err != nil || !ok {
		return fmt.Errorf("footer: schema: %v", orMissing(err))
	}
	if err := verifySchema(schema); err != nil {
		return fmt.Errorf("footer: schema: %w", err)
	}
	if err := verifyKeyValues(root, 4); err != nil {
		return fmt.Errorf("footer: %w", err)
	}
	for _, blocks := range []struct {
		slot   int
		header byte
	}{{2, 2}, {3, 3}} { // dictionaries: DictionaryBatch messages; record batches: RecordBatch
		start, count, _, err := root.vector(blocks.slot, 24)
		if err != nil {
			return fmt.Errorf("footer: blocks: %w", err)
		}
		for i := range count {
			b := footer.b[start+24*i:]
			off := int64(binary.LittleEndian.Uint64(b))
			meta := int64(int32(binary.LittleEndian.Uint32(b[8:])))
			body := int64(binary.LittleEndian.Uint64(b[16:]))
			if off < 8 || meta < 8 || meta > maxMetadata || body < 0 || off > size || meta > size-off || body > size-off-meta {
				return fmt.Errorf("block %d: offset %d, metadata %d and body %d bytes in a file of %d", i, off, meta, body, size)
			}
			mb, err := read(off, meta)
			if err != nil {
				return err
			}
			if err := verifyMessage(mb, blocks.header, body); err != nil {
				return fmt.Errorf("block %d: %w", i, err)
			}
		}
	}
	return nil
}

// Bounds far above what a result file holds (at most a few dozen fields,
// one level of nesting, a batch per 65,536 games).
const (
	maxTables   = 4096
	maxDepth    = 3
	maxNodes    = 1024
	maxMetadata = 16 << 20 // bytes of a footer or a message's metadata
)

func orMissing(err error) error {
	if err == nil {
		return errors.New("missing")
	}
	return err
}

// The column types a result file may hold (Schema.fbs's Type union): Int,
// Utf8, Bool and List, and FloatingPoint (simrun compare's and optimize's
// derived columns).
var resultTypes = map[byte]bool{2: true, 3: true, 5: true, 6: true, 12: true}

func verifySchema(t fbTable) error {
	if err := t.scalar(0, 2); err != nil {
		return err
	}
	fields, err := t.tables(1)
	if err != nil {
		return err
	}
	for _, f := range fields {
		if err := verifyField(f, 0); err != nil {
			return err
		}
	}
	if err := verifyKeyValues(t, 2); err != nil {
		return err
	}
	_, _, _, err = t.vector(3, 8)
	return err
}

func verifyField(t fbTable, depth int) error {
	if depth > maxDepth {
		return errors.New("fields nested too deep")
	}
	if err := t.str(0); err != nil {
		return err
	}
	if err := t.scalar(1, 1); err != nil {
		return err
	}
	kind, err := t.byteField(2)
	if err != nil {
		return err
	}
	if !resultTypes[kind] {
		return fmt.Errorf("a column of type %d, not one the result files use", kind)
	}
	typ, ok, err := t.table(3)
	if err != nil || !ok {
		return fmt.Errorf("a field's type: %v", orMissing(err))
	}
	if kind == 3 { // FloatingPoint: precision (compare's and optimize's derived columns are double)
		if err := typ.scalar(0, 2); err != nil {
			return err
		}
	}
	if kind == 2 { // Int: bitWidth, is_signed
		if err := typ.scalar(0, 4); err != nil {
			return err
		}
		if err := typ.scalar(1, 1); err != nil {
			return err
		}
	}
	if dict, ok, err := t.table(4); err != nil {
		return err
	} else if ok {
		if err := dict.scalar(0, 8); err != nil {
			return err
		}
		idx, ok, err := dict.table(1)
		if err != nil || !ok {
			return fmt.Errorf("a dictionary's index type: %v", orMissing(err))
		}
		if err := idx.scalar(0, 4); err != nil {
			return err
		}
		if err := idx.scalar(1, 1); err != nil {
			return err
		}
		if err := dict.scalar(2, 1); err != nil {
			return err
		}
		if err := dict.scalar(3, 2); err != nil {
			return err
		}
	}
	children, err := t.tables(5)
	if err != nil {
		return err
	}
	for _, c := range children {
		if err := verifyField(c, depth+1); err != nil {
			return err
		}
	}
	return verifyKeyValues(t, 6)
}

func verifyKeyValues(t fbTable, slot int) error {
	kvs, err := t.tables(slot)
	if err != nil {
		return err
	}
	for _, kv := range kvs {
		if err := kv.str(0); err != nil {
			return err
		}
		if err := kv.str(1); err != nil {
			return err
		}
	}
	return nil
}

// verifyMessage checks a block's message (its length prefix, then the
// Message flatbuffer) with the header it must have (2: DictionaryBatch,
// 3: RecordBatch) and every buffer inside its body of body bytes.
func verifyMessage(b []byte, header byte, body int64) error {
	prefix := 4
	if binary.LittleEndian.Uint32(b) == 0xFFFFFFFF {
		prefix = 8
	}
	if int64(binary.LittleEndian.Uint32(b[prefix-4:])) != int64(len(b)-prefix) {
		return errors.New("message length prefix does not match its block")
	}
	f := &fbuf{b: b[prefix:], budget: maxTables}
	m, err := f.root()
	if err != nil {
		return err
	}
	if err := m.scalar(0, 2); err != nil {
		return err
	}
	kind, err := m.byteField(1)
	if err != nil {
		return err
	}
	if kind != header {
		return fmt.Errorf("message of kind %d where %d belongs", kind, header)
	}
	h, ok, err := m.table(2)
	if err != nil || !ok {
		return fmt.Errorf("message header: %v", orMissing(err))
	}
	if err := m.scalar(3, 8); err != nil {
		return err
	}
	if err := verifyKeyValues(m, 4); err != nil {
		return err
	}
	if header == 2 { // DictionaryBatch: id, data, isDelta
		if err := h.scalar(0, 8); err != nil {
			return err
		}
		if err := h.scalar(2, 1); err != nil {
			return err
		}
		if h, ok, err = h.table(1); err != nil || !ok {
			return fmt.Errorf("dictionary batch: %v", orMissing(err))
		}
	}
	// RecordBatch: length, nodes, buffers, compression, variadicBufferCounts.
	if err := h.scalar(0, 8); err != nil {
		return err
	}
	start, count, _, err := h.vector(1, 16)
	if err != nil {
		return err
	}
	if count > maxNodes {
		return fmt.Errorf("%d field nodes", count)
	}
	for i := range count {
		nb := h.f.b[start+16*i:]
		if int64(binary.LittleEndian.Uint64(nb)) < 0 || int64(binary.LittleEndian.Uint64(nb[8:])) < -1 {
			return errors.New("a field node of negative length")
		}
	}
	start, count, _, err = h.vector(2, 16)
	if err != nil {
		return err
	}
	if count > 4*maxNodes {
		return fmt.Errorf("%d buffers", count)
	}
	for i := range count {
		bb := h.f.b[start+16*i:]
		off, n := int64(binary.LittleEndian.Uint64(bb)), int64(binary.LittleEndian.Uint64(bb[8:]))
		if off < 0 || n < 0 || off > body || n > body-off {
			return fmt.Errorf("buffer %d at %d of %d bytes, outside a body of %d", i, off, n, body)
		}
	}
	if c, ok, err := h.table(3); err != nil {
		return err
	} else if ok {
		codec, err := c.byteField(0)
		if err != nil {
			return err
		}
		method, err := c.byteField(1)
		if err != nil {
			return err
		}
		if codec > 1 || method != 0 {
			return fmt.Errorf("compression codec %d, method %d", codec, method)
		}
	}
	if _, count, _, err := h.vector(4, 8); err != nil || count > 0 {
		return fmt.Errorf("variadic buffers: %v", orMissing(err))
	}
	return nil
}

// fbuf is a flatbuffer whose every read is bounded; budget bounds the
// tables visited, so that offsets pointing back at a table cannot multiply
// the work.
type fbuf struct {
	b      []byte
	budget int
}

type fbTable struct {
	f      *fbuf
	pos    int // the table's start
	vt     int // its vtable's start
	vtLen  int
	inline int // the table's inline size
}

func (f *fbuf) u32(pos int) (int, error) {
	if pos < 0 || pos > len(f.b)-4 {
		return 0, fmt.Errorf("offset %d outside %d bytes", pos, len(f.b))
	}
	return int(binary.LittleEndian.Uint32(f.b[pos:])), nil
}

func (f *fbuf) root() (fbTable, error) {
	off, err := f.u32(0)
	if err != nil {
		return fbTable{}, err
	}
	return f.tableAt(off)
}

func (f *fbuf) tableAt(pos int) (fbTable, error) {
	if f.budget--; f.budget < 0 {
		return fbTable{}, errors.New("too many tables")
	}
	if pos < 0 || pos > len(f.b)-4 {
		return fbTable{}, fmt.Errorf("table at %d outside %d bytes", pos, len(f.b))
	}
	vt := pos - int(int32(binary.LittleEndian.Uint32(f.b[pos:])))
	if vt < 0 || vt > len(f.b)-4 {
		return fbTable{}, fmt.Errorf("vtable at %d outside %d bytes", vt, len(f.b))
	}
	vtLen, inline := int(binary.LittleEndian.Uint16(f.b[vt:])), int(binary.LittleEndian.Uint16(f.b[vt+2:]))
	if vtLen < 4 || vtLen%2 != 0 || vt+vtLen > len(f.b) || inline < 4 || pos+inline > len(f.b) {
		return fbTable{}, fmt.Errorf("vtable of %d bytes for a table of %d", vtLen, inline)
	}
	return fbTable{f: f, pos: pos, vt: vt, vtLen: vtLen, inline: inline}, nil
}

// field returns the position of a field of size bytes, or -1 if absent.
func (t fbTable) field(slot, size int) (int, error) {
	if 4+2*slot+2 > t.vtLen {
		return -1, nil
	}
	off := int(binary.LittleEndian.Uint16(t.f.b[t.vt+4+2*slot:]))
	if off == 0 {
		return -1, nil
	}
	if off < 4 || off+size > t.inline {
		return -1, fmt.Errorf("field %d at %d beyond its table's %d bytes", slot, off, t.inline)
	}
	return t.pos + off, nil
}

func (t fbTable) scalar(slot, size int) error {
	_, err := t.field(slot, size)
	return err
}

func (t fbTable) byteField(slot int) (byte, error) {
	p, err := t.field(slot, 1)
	if err != nil || p < 0 {
		return 0, err
	}
	return t.f.b[p], nil
}

// target follows an offset field: the position it points at, or -1.
func (t fbTable) target(slot int) (int, error) {
	p, err := t.field(slot, 4)
	if err != nil || p < 0 {
		return -1, err
	}
	off, err := t.f.u32(p)
	if err != nil {
		return -1, err
	}
	return p + off, nil
}

func (t fbTable) table(slot int) (fbTable, bool, error) {
	p, err := t.target(slot)
	if err != nil || p < 0 {
		return fbTable{}, false, err
	}
	sub, err := t.f.tableAt(p)
	return sub, err == nil, err
}

// vector returns where a vector's elements start and how many it has.
func (t fbTable) vector(slot, elem int) (start, count int, ok bool, err error) {
	p, err := t.target(slot)
	if err != nil || p < 0 {
		return 0, 0, false, err
	}
	count, err = t.f.u32(p)
	if err != nil {
		return 0, 0, false, err
	}
	if count > (len(t.f.b)-p-4)/elem {
		return 0, 0, false, fmt.Errorf("a vector of %d elements of %d bytes in %d bytes", count, elem, len(t.f.b)-p-4)
	}
	return p + 4, count, true, nil
}

func (t fbTable) str(slot int) error {
	_, _, _, err := t.vector(slot, 1)
	return err
}

func (t fbTable) tables(slot int) ([]fbTable, error) {
	start, count, _, err := t.vector(slot, 4)
	if err != nil {
		return nil, err
	}
	if count > t.f.budget {
		return nil, fmt.Errorf("a vector of %d tables", count)
	}
	out := make([]fbTable, 0, count)
	for i := range count {
		p := start + 4*i
		off, err := t.f.u32(p)
		if err != nil {
			return nil, err
		}
		sub, err := t.f.tableAt(p + off)
		if err != nil {
			return nil, err
		}
		out = append(out, sub)
	}
	return out, nil
}
