package analysis

import (
	"fmt"
	"os"
	"syscall"
)

// openRegular opens a file to read, refusing anything but a regular file
// before a byte is read: opening a named pipe to read waits for a writer
// (for ever, if none comes), so the open does not wait (O_NONBLOCK, which
// changes nothing for a regular file) and the kind is checked on what was
// opened, not on the name, which could change in between.
func openRegular(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("%s: %s, not a regular file", path, kindOf(st.Mode()))
	}
	return f, nil
}
