package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/job"
)

// SettingsFile records, in a compare's or an optimize's folder, the
// command's own settings that the run configuration (the manifest's
// config) does not hold: a resume must be given the same, and a merge
// merges only folders of the same.
const SettingsFile = "settings.json"

// maxSettingsBytes bounds a settings file read (candidate lists are short).
const maxSettingsBytes = 1 << 20

// Settings is settings.json.
type Settings struct {
	Command     string  `json:"command"` // "compare" or "optimize"
	Precision   float64 `json:"precision,omitempty"`
	Independent bool    `json:"independent,omitempty"`
	// optimize's
	Objective  string `json:"objective,omitempty"`
	Budget     string `json:"budget,omitempty"`
	Lands      string `json:"lands,omitempty"`
	Fill       string `json:"fill,omitempty"`
	Spread     int    `json:"spread,omitempty"`
	Candidates string `json:"candidates,omitempty"`
	MaxKinds   int    `json:"max_kinds,omitempty"`
	Copies     string `json:"copies,omitempty"`
	Search     string `json:"search,omitempty"`
}

func writeSettings(dir string, s Settings) error {
	return analysis.WriteAtomic(filepath.Join(dir, SettingsFile), func(w io.Writer) error {
		b, err := json.MarshalIndent(s, "", "  ")
		if err != nil {
			return err
		}
		_, err = w.Write(append(b, '\n'))
		return err
	})
}

// readSettings reads a folder's settings.json (checked against the
// manifest first); a folder without one is a run's, or a compare's made
// before the file was (complete, then).
func readSettings(fo *analysis.Folder) (Settings, error) {
	var s Settings
	if !fo.Has(SettingsFile) {
		switch {
		case fo.Has(DifferencesFile):
			s.Command = "compare"
		case fo.Has(VariantsFile):
			s.Command = "optimize"
		default:
			s.Command = "run"
		}
		return s, nil
	}
	b, err := fo.ReadFile(SettingsFile)
	if err != nil {
		return s, err
	}
	if len(b) > maxSettingsBytes {
		return s, fmt.Errorf("%s: more than %d bytes", fo.Path(SettingsFile), maxSettingsBytes)
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return s, fmt.Errorf("%s: %v", fo.Path(SettingsFile), err)
	}
	if s.Command != "compare" && s.Command != "optimize" {
		return s, fmt.Errorf("%s: command %q: want compare or optimize", fo.Path(SettingsFile), s.Command)
	}
	return s, nil
}

// settingsDifferences names the settings in which a and b differ.
func settingsDifferences(a, b Settings) []string {
	var out []string
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	for i := range va.NumField() {
		if fa, fb := va.Field(i).Interface(), vb.Field(i).Interface(); fa != fb {
			name := strings.ReplaceAll(strings.Split(va.Type().Field(i).Tag.Get("json"), ",")[0], "_", "-")
			out = append(out, fmt.Sprintf("--%s %v in the folder, %v now", name, fa, fb))
		}
	}
	return out
}

// resumeFolder opens the folder --resume continues and checks it is this
// command's (its settings s) with this configuration (m), stopped early.
// It returns nil with nothing in dir (the command starts anew), and
// complete for a folder whose result is whole already (nothing to do). The
// meta takes the folder's run id: the same run, going on.
func resumeFolder(dir string, m *analysis.Meta, s Settings) (fo *analysis.Folder, complete bool, err error) {
	if !holdsFiles(dir) {
		fmt.Fprintf(os.Stderr, "simrun: --resume: nothing in %s yet: starting anew\n", dir)
		return nil, false, nil
	}
	if fo, err = analysis.OpenFolder(dir); err != nil {
		return nil, false, usageError{fmt.Errorf("--resume: %w", err)}
	}
	for _, f := range fo.Manifest.Files { // it goes on from all of it: every file must be whole
		if err := fo.Verify(f.Name); err != nil {
			return nil, false, usageError{fmt.Errorf("--resume: %w", err)}
		}
	}
	if fo.Manifest.Sweep != nil {
		return nil, false, usagef("--resume: %s is a sweep's result: run the sweep again to go on", dir)
	}
	was, err := readSettings(fo)
	if err != nil {
		return nil, false, usageError{fmt.Errorf("--resume: %w", err)}
	}
	if was.Command != s.Command {
		return nil, false, usagef("--resume: %s holds a result of simrun %s, not of simrun %s", dir, was.Command, s.Command)
	}
	diffs := fo.Meta().Config.Differences(m.Config, false)
	if s.Command == "optimize" {
		diffs = searchDifferences(fo.Meta().Config, m.Config, false)
	}
	if len(diffs) == 1 && diffs[0].Setting == "games" && s.Precision > 0 && !fo.Manifest.Partial && fo.Manifest.Config.Games <= m.Config.Games {
		diffs = nil // a --precision compare done records the games it reached
	}
	if len(diffs) == 1 && diffs[0].Setting == "games" && s.Command != "optimize" {
		prev := fo.Meta().Config.Games
		return nil, false, usagef("--resume: %s holds a %s of %d games a side, not %d: its game count is fixed (resume with --games %d, or start anew with --force)",
			dir, s.Command, prev, m.Config.Games, prev)
	}
	if len(diffs) > 0 {
		return nil, false, usagef("--resume: %s is not this %s: %s", dir, s.Command, job.DescribeDifferences(diffs, "folder", "now"))
	}
	if sd := settingsDifferences(was, s); len(sd) > 0 {
		return nil, false, usagef("--resume: %s is not this %s: %s", dir, s.Command, strings.Join(sd, "; "))
	}
	if !fo.Manifest.Partial {
		fmt.Fprintf(os.Stderr, "simrun: --resume: %s is complete already: nothing to resume\n", dir)
		return fo, true, nil
	}
	// The resumed result replaces the folder whole: what is not the
	// command's (notes, a copy of a table) would be deleted with it.
	if other := fo.Foreign(); len(other) > 0 {
		return nil, false, usagef("--resume: %s holds %s, which simrun did not write: move it out first (the resumed result replaces the folder whole)",
			dir, strings.Join(other, ", "))
	}
	m.RunID = fo.Manifest.RunID
	return fo, false, nil
}
