package main

import (
	"github.com/spf13/cobra"

	"github.com/goldfishsim/goldfish/job"
)

// applyOverlay sets every flag of cmd an overlay assigns (the --config file,
// or a sweep job's top level) that the command line did not: flags override
// the file, which overrides the defaults. The resolved values are what the
// output records.
func applyOverlay(cmd *cobra.Command, as []job.Assignment) error {
	fs := cmd.Flags()
	for _, a := range as {
		fl := fs.Lookup(a.Name)
		if fl == nil || a.Name == "config" {
			return usageError{a.Errorf("not a flag of simrun %s (see simrun %s --help)", cmd.Name(), cmd.Name())}
		}
		if fl.Changed {
			continue
		}
		if err := fl.Value.Set(a.Value); err != nil {
			return usageError{a.Errorf("%v", err)}
		}
	}
	return nil
}

// applyConfigFile reads --config FILE (TOML whose keys are the command's
// flag names, like games = "10M" or rules = "classic") into the flags.
func applyConfigFile(cmd *cobra.Command, path string) error {
	if path == "" {
		return nil
	}
	as, err := job.ReadOverlay(path)
	if err != nil {
		return usageError{err}
	}
	return applyOverlay(cmd, as)
}
