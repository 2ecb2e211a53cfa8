package job

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
)

// FileError is a mistake in a file a user wrote: "file:line: what is wrong"
// (line 0: the file as a whole).
type FileError struct {
	File string
	Line int
	Msg  string
}

func (e *FileError) Error() string {
	if e.Line <= 0 {
		return e.File + ": " + e.Msg
	}
	return e.File + ":" + strconv.Itoa(e.Line) + ": " + e.Msg
}

// Assignment is one `key = value` of a TOML overlay: a setting given by a
// --config file or at the top of a sweep job.
type Assignment struct {
	File  string
	Line  int
	Key   string // as written
	Name  string // the setting's name: the key with _ read as -
	Value string // as a flag would give it
}

// Errorf returns an error about the assignment, naming its file and line.
func (a Assignment) Errorf(format string, args ...any) error {
	return &FileError{a.File, a.Line, fmt.Sprintf("%s = %s: ", clip(a.Key), clip(a.Value)) + fmt.Sprintf(format, args...)}
}

// clip shortens what a file gave for a message: a key or value of
// megabytes is shown by its start and its size.
func clip(s string) string {
	const keep = 60
	if len(s) <= keep+20 {
		return s
	}
	k := keep
	for k > 0 && !utf8.RuneStart(s[k]) {
		k--
	}
	return fmt.Sprintf("%s... (%d bytes)", s[:k], len(s))
}

// ReadOverlay reads a TOML file of settings (at most MaxJobBytes), each a
// top-level `key = value` whose key is a setting's (or a flag's) name, in
// the file's order. Tables and arrays are refused: an overlay sets one value
// per key.
func ReadOverlay(path string) ([]Assignment, error) {
	data, err := ReadFile(path, MaxJobBytes, "settings file")
	if err != nil {
		return nil, err
	}
	var raw map[string]any
	md, err := toml.Decode(string(data), &raw)
	if err != nil {
		return nil, tomlError(path, err)
	}
	return assignments(path, data, &md, raw, nil)
}

// assignments lists the top-level keys of a decoded TOML file but those in
// skip, as settings.
func assignments(path string, data []byte, md *toml.MetaData, raw map[string]any, skip map[string]bool) ([]Assignment, error) {
	var out []Assignment
	for _, k := range md.Keys() {
		if len(k) != 1 || skip[k[0]] {
			continue
		}
		key := k[0]
		a := Assignment{File: path, Line: keyLine(data, "", 0, key), Key: key, Name: strings.ReplaceAll(key, "_", "-")}
		switch v := raw[key].(type) {
		case string:
			a.Value = v
		case bool, int64, float64:
			a.Value = fmt.Sprint(v)
		default:
			return nil, &FileError{path, a.Line, fmt.Sprintf("%s: want a string, number or boolean, not a %s", clip(key), md.Type(key))}
		}
		out = append(out, a)
	}
	return out, nil
}

// tomlError gives a TOML syntax or type error its file and line, in this
// program's words where the library's would puzzle ("Key 'games' has
// already been defined.", "expected table but found int64").
func tomlError(path string, err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		msg := pe.Message
		if m := tomlTwice.FindStringSubmatch(msg); m != nil {
			msg = fmt.Sprintf("%s is given twice (a key, or a table and a key of one name)", clip(m[1]))
		}
		return &FileError{path, pe.Position.Line, msg}
	}
	if m := tomlType.FindStringSubmatch(err.Error()); m != nil {
		line, _ := strconv.Atoi(m[1])
		return &FileError{path, line, fmt.Sprintf("%s: %s", clip(m[2]), tomlTypeWords(clip(m[2]), m[3]))}
	}
	return &FileError{path, 0, err.Error()}
}

var (
	tomlTwice = regexp.MustCompile(`^Key '(.*)' has already been defined\.?$`)
	tomlType  = regexp.MustCompile(`line (\d+) \(last key "([^"]*)"\): (.*)$`)
	tomlFound = regexp.MustCompile(`(?:has type|found) (\w+)`)
)

// tomlTypeWords says what a type mismatch of key is: the value given where
// a table or a list of tables is wanted, or another kind of value.
func tomlTypeWords(key, msg string) string {
	found := "another kind of value"
	if m := tomlFound.FindStringSubmatch(msg); m != nil {
		switch k := m[1]; {
		case strings.HasPrefix(k, "int"), strings.HasPrefix(k, "float"):
			found = "a number"
		case k == "string":
			found = "a string"
		case k == "bool":
			found = "a boolean"
		case strings.HasPrefix(k, "map"):
			found = "a table"
		case strings.HasPrefix(k, "slice"), k == "array":
			found = "a list"
		}
	}
	switch {
	case strings.Contains(msg, "expected table"), strings.Contains(msg, "destination has type slice") && !strings.Contains(key, "."):
		return fmt.Sprintf("want [[%s]] tables, not %s", key, found)
	case strings.Contains(msg, "destination has type slice"):
		return "want a list, as [1, 2], not " + found
	case strings.Contains(msg, "destination has type map"), strings.Contains(msg, "destination has type struct"):
		return fmt.Sprintf("want a [%s] table, not %s", key, found)
	}
	return "a value of the wrong kind (" + msg + ")"
}

var tableHeader = regexp.MustCompile(`^\s*(\[\[?)\s*([A-Za-z0-9_."-]+?)\s*\]\]?`)

// keyLine finds the line of key in a TOML file: at the top level (table ""),
// or in the index-th [table] or [[table]] (0-based). It is for messages
// only: 0 if not found.
func keyLine(data []byte, table string, index int, key string) int {
	re := regexp.MustCompile(`^\s*("?)` + regexp.QuoteMeta(key) + `("?)\s*=`)
	cur, seen := "", -1
	if table == "" {
		seen = 0
	}
	for i, ln := range strings.Split(string(data), "\n") {
		if m := tableHeader.FindStringSubmatch(ln); m != nil {
			cur = strings.Trim(m[2], `"`)
			if cur == table {
				seen++
			}
			continue
		}
		if cur == table && seen == index && re.MatchString(ln) {
			return i + 1
		}
	}
	return 0
}

// tableLine finds the line of the index-th [table] or [[table]] header.
func tableLine(data []byte, table string, index int) int {
	seen := -1
	for i, ln := range strings.Split(string(data), "\n") {
		if m := tableHeader.FindStringSubmatch(ln); m != nil && strings.Trim(m[2], `"`) == table {
			if seen++; seen == index {
				return i + 1
			}
		}
	}
	return 0
}
