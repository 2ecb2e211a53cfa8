package main

import (
	"go/build"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// layers are the project's packages from the bottom up (docs/ARCHITECTURE.md):
// a package imports only packages of layers below its own, so the imports
// point one way, mana <- decks <- sim <- job <- pair, analysis <- cmd/simrun.
var layers = [][]string{
	{"mana", "decks/decklist"},
	{"decks"},
	{"sim"},
	{"job"},
	{"pair", "analysis/internal/parquet"},
	{"analysis"},
	{"analysis/chart", "analysis/report", "bench"},
	{"cmd/simrun"},
}

func TestImportDirection(t *testing.T) {
	const module = "github.com/goldfishsim/goldfish/"
	layer := map[string]int{}
	for i, l := range layers {
		for _, p := range l {
			layer[p] = i
		}
	}
	root := filepath.Join("..", "..")
	seen := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if name := d.Name(); name == "testdata" || name == "node_modules" || (strings.HasPrefix(name, ".") && path != root) {
			return filepath.SkipDir
		}
		pkg, err := build.ImportDir(path, 0)
		if _, none := err.(*build.NoGoError); none {
			return nil
		} else if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		l, ok := layer[rel]
		if !ok {
			t.Errorf("package %s has no place in the layers: add it (and to docs/ARCHITECTURE.md)", rel)
			return nil
		}
		seen++
		for _, imp := range pkg.Imports { // the package's own files, not its tests
			dep, ok := strings.CutPrefix(imp, module)
			if !ok {
				continue
			}
			if dl, known := layer[dep]; !known || dl >= l {
				t.Errorf("%s imports %s: a package imports only packages below it (%v)", rel, dep, layers)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := len(slices.Concat(layers...)); seen != want {
		t.Errorf("found %d packages, the layers name %d", seen, want)
	}
}
