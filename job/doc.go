// Package job says what a run or a sweep is, apart from how it is run or
// written: the settings a user gives by name (Params: the flags of simrun,
// the keys of a --config file or a sweep job, a sweep's axes), resolved into
// an engine configuration; the run configuration a result records (Config,
// one Go type for the writers and the readers of results); the TOML overlay
// of settings that --config files and sweep jobs share; and the sweep job
// model (decks, axes, land-count and colour-split variations).
//
// Its errors name settings ("games", "on") and files with their lines, never
// command-line flags: the command adds those.
package job
