package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"github.com/goldfishsim/goldfish/analysis"
)

// outFlags say where and how results are written.
type outFlags struct {
	out         string
	compression string
	parquet     bool
	chart       bool
	report      bool
	resume      bool
	force       bool
}

func (o *outFlags) add(fs *pflag.FlagSet) {
	fs.StringVar(&o.out, "out", "", "output folder (default results/<deck name>); refused if it holds files, unless --force or --resume")
	fs.StringVar(&o.compression, "compression", "zstd", "Arrow compression: zstd, lz4 or none")
	fs.BoolVar(&o.parquet, "parquet", false, "also write Parquet copies (zstd), for DuckDB")
	fs.BoolVar(&o.chart, "chart", false, "also write charts (PNG and SVG) into the output folder")
	fs.BoolVar(&o.report, "report", false, "also write report.html: the tables and charts in one self-contained page (see simrun report)")
	fs.BoolVar(&o.resume, "resume", false, "continue the partial (interrupted) run in the output folder: the same configuration, --games included")
	fs.BoolVar(&o.force, "force", false, "replace whatever the output folder holds, whole, once the run is done")
}

func (o *outFlags) check() error {
	if o.force && o.resume {
		return usagef("--force and --resume: give one (--force starts anew, --resume continues)")
	}
	return nil
}

func (o *outFlags) codec() (analysis.Codec, error) {
	c, err := analysis.ParseCodec(o.compression)
	if err != nil {
		return c, usagef("--%v", err)
	}
	return c, nil
}

func (o *outFlags) mode() analysis.OutputMode {
	if o.force || o.resume {
		return analysis.Replace
	}
	return analysis.Fresh
}

// folder returns the output folder for decks named names.
func (o *outFlags) folder(names []string) string {
	if o.out != "" {
		return o.out
	}
	name := names[0]
	if len(names) > 1 {
		name = fmt.Sprintf("%s-and-%d-more", names[0], len(names)-1)
	}
	return filepath.Join("results", sanitize(name))
}

func sanitize(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r == ':' || r < ' ' {
			return '_'
		}
		return r
	}, s)
	if s == "" || s == "." || s == ".." || strings.HasPrefix(s, ".") {
		s = "_" + s
	}
	return s
}

// createOutput starts the result folder dir (see analysis.CreateOutput), its
// refusals as usage errors that say what to do (hint: the flags that allow
// a folder holding files).
func createOutput(dir string, mode analysis.OutputMode, hint string) (*analysis.Output, error) {
	out, err := analysis.CreateOutput(dir, mode)
	switch {
	case errors.Is(err, analysis.ErrNotEmpty):
		return nil, usagef("--out %s holds files already: %s", dir, hint)
	case errors.Is(err, analysis.ErrLocked):
		return nil, usagef("--out %v", err)
	case err != nil:
		return nil, usagef("--out: %v", err)
	}
	for _, r := range out.Removed {
		fmt.Fprintf(os.Stderr, "simrun: removed %s, left by a run that was killed\n", r)
	}
	return out, nil
}

// holdsFiles reports whether dir exists with something in it.
func holdsFiles(dir string) bool {
	entries, err := os.ReadDir(dir)
	return err == nil && len(entries) > 0
}
