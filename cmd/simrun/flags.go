package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/goldfishsim/goldfish/decks"
	"github.com/goldfishsim/goldfish/job"
	"github.com/goldfishsim/goldfish/sim"
)

// paramFlag is a flag for a setting of job.Params: the setting parses the
// value, so a flag, a --config key and a sweep axis read a value alike.
type paramFlag struct {
	p *job.Params
	s job.Setting
}

func (f paramFlag) Set(v string) error {
	if err := f.p.Set(f.s.Name, v); err != nil {
		var ce *sim.ConfigError
		if errors.As(err, &ce) { // pflag names the flag and the value itself
			return errors.New(ce.Problem)
		}
		return err
	}
	return nil
}

func (f paramFlag) String() string {
	if f.p == nil {
		return ""
	}
	return f.p.Get(f.s.Name)
}

func (f paramFlag) Type() string { return f.s.Kind }

// addParams adds a flag for every setting of p but those skipped.
func addParams(fs *pflag.FlagSet, p *job.Params, skip ...string) {
	omit := map[string]bool{}
	for _, s := range skip {
		omit[s] = true
	}
	for _, s := range job.Settings() {
		if omit[s.Name] {
			continue
		}
		fl := fs.VarPF(paramFlag{p, s}, s.Name, "", s.Usage)
		if s.Kind == "bool" {
			fl.NoOptDefVal = "true"
		}
	}
}

// settingError gives a setting's error the flag's name: exit 2.
func settingError(err error) error {
	var ce *sim.ConfigError
	if errors.As(err, &ce) {
		return usagef("--%s %s: %s", ce.Setting, ce.Value, ce.Problem)
	}
	return usageError{err}
}

// resolve turns the settings into an engine configuration.
func resolve(p *job.Params) (sim.Config, error) {
	cfg, err := p.Resolve(os.Getenv)
	if err != nil {
		return cfg, settingError(err)
	}
	return cfg, nil
}

// database returns the card database every command reads: the built-in
// cards, then the card cache (simrun cards update) if there is one, its
// cards replacing built-in ones of the same name, then a Scryfall file's
// cards if --cards names one, replacing both; and what identifies the data
// beside the built-in cards (a run records it: another cache or file is
// another run).
func database(cards string) (*decks.Database, job.CardSources, error) {
	var src job.CardSources
	db, err := decks.Builtin()
	if err != nil {
		return nil, src, err
	}
	if dir, err := decks.CacheDir(); err == nil {
		cache, info, ok, err := decks.LoadCache(dir)
		if err != nil {
			return nil, src, usageError{err}
		}
		if ok {
			db = db.Overlay(cache)
			// The cards' own SHA-256 (checked as they were read), not the
			// file's: two fetches of the same cards are the same data.
			src.Cache = info.UpdatedAt + " " + info.SHA256
		}
	}
	if cards == "" {
		return db, src, nil
	}
	file := decks.NewDatabase()
	st, err := decks.ImportScryfall(file, cards)
	if err != nil {
		return nil, src, usageError{fmt.Errorf("--cards: %w", err)}
	}
	db = db.Overlay(file)
	if src.CardsSHA256, err = job.FileSHA256(cards); err != nil {
		return nil, src, usageError{fmt.Errorf("--cards: %w", err)}
	}
	fmt.Fprintf(os.Stderr, "simrun: %s: %d cards read (%d objects, %d with mana text not understood)\n",
		cards, st.Cards, st.Objects, st.Unrecognised)
	if st.BadCosts > 0 {
		fmt.Fprintf(os.Stderr, "simrun: warning: %s: %d skipped for a mana cost the cost grammar cannot read (a deck naming one finds it unknown)\n",
			cards, st.BadCosts)
	}
	return db, src, nil
}

// loadDecks reads, resolves, compiles and checks every decklist file, and
// refuses two decks of one name (a result's rows are by deck name).
func loadDecks(paths []string, db *decks.Database, format decks.Format, allowCopies bool) ([]*decks.Compiled, []job.Deck, error) {
	var compiled []*decks.Compiled
	var records []job.Deck
	byName := map[string]string{}
	for _, path := range paths {
		cd, rec, warnings, err := job.LoadDeck(path, db, decks.ResolveOptions{Format: format, AllowCopies: allowCopies})
		printWarnings(warnings)
		if errors.Is(err, decks.ErrUnknownCard) {
			return nil, nil, usagef("%v: %s", err, unknownFix)
		}
		if err != nil {
			return nil, nil, usageError{err}
		}
		if other, ok := byName[cd.Name]; ok {
			return nil, nil, usagef("%s and %s are both named %q: a result keeps its decks by name (rename a file, or name the deck in its list)",
				other, path, cd.Name)
		}
		byName[cd.Name] = path
		compiled = append(compiled, cd)
		records = append(records, rec)
	}
	return compiled, records, nil
}

var printed = map[string]bool{}

// printWarnings prints a deck's warnings, and once how to silence the
// copy-limit ones (the flag is the command's business, not the library's).
// A warning already printed is not printed again (a sweep resolves each
// deck once per combination).
func printWarnings(warnings []string) {
	copies := false
	for _, w := range warnings {
		if printed[w] {
			continue
		}
		printed[w] = true
		fmt.Fprintln(os.Stderr, "simrun: warning:", w)
		copies = copies || strings.Contains(w, " copies of ")
	}
	if copies {
		fmt.Fprintln(os.Stderr, "simrun: (--allow-copies silences the copy-limit warnings)")
	}
}
