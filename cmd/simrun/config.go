package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/spf13/cobra"
)

// applyConfigFile reads --config FILE (TOML whose keys are the command's
// flag names, like games = "10M" or rules = "classic") and sets every flag
// the command line did not: flags override the file, which overrides the
// defaults. The resolved values are what the output's metadata records.
func applyConfigFile(cmd *cobra.Command, path string) error {
	if path == "" {
		return nil
	}
	var m map[string]any
	_, err := toml.DecodeFile(path, &m)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return usagef("%s:%d: %s", path, pe.Position.Line, pe.Message)
		}
		return usageError{fmt.Errorf("--config: %w", err)}
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fs := cmd.Flags()
	for _, k := range keys {
		name := strings.ReplaceAll(k, "_", "-")
		fl := fs.Lookup(name)
		if fl == nil || name == "config" {
			return usagef("%s: %q is not a flag of simrun %s (see simrun %s --help)", path, k, cmd.Name(), cmd.Name())
		}
		if fl.Changed {
			continue
		}
		var v string
		switch x := m[k].(type) {
		case string:
			v = x
		case bool, int64, float64:
			v = fmt.Sprint(x)
		default:
			return usagef("%s: %s = %v: want a string, number or boolean", path, k, x)
		}
		if err := fs.Set(name, v); err != nil {
			return usagef("%s: %s = %v: %v", path, k, m[k], err)
		}
	}
	return nil
}
