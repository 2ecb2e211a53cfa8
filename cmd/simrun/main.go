// Command simrun plays millions of solitaire ("goldfish") games of Magic:
// The Gathering decks and reports how their mana behaves. See the README and
// `simrun help`.
package main

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"
)

// version is set at build time (-ldflags "-X main.version=...").
var version = "0.1.0-dev"

// Exit codes of the command-line contract (docs/ARCHITECTURE.md).
const (
	exitOK    = 0
	exitFail  = 1
	exitUsage = 2 // bad usage or bad input
)

// exitInterrupted is the exit code of a run stopped by Ctrl-C or SIGTERM
// (128 + SIGINT), after it wrote its partial result.
const exitInterrupted = 130

var errInterrupted = errors.New("interrupted: the result written is partial (its metadata says so and how many games)")

// usageError marks an error as the user's (a flag, a file, a decklist): exit 2.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error { return usageError{fmt.Errorf(format, args...)} }

func main() {
	root := newRoot()
	err := root.Execute()
	if err == nil {
		os.Exit(exitOK)
	}
	// A closed stderr must not turn the exit code into SIGPIPE's: the
	// message is lost, the code says what happened.
	signal.Ignore(syscall.SIGPIPE)
	fmt.Fprintln(os.Stderr, "simrun:", err)
	var ue usageError
	if errors.As(err, &ue) {
		os.Exit(exitUsage)
	}
	if errors.Is(err, errInterrupted) {
		os.Exit(exitInterrupted)
	}
	os.Exit(exitFail)
}

func newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:   "simrun",
		Short: "Goldfish: how a Magic deck's mana behaves, over millions of solitaire games",
		Long: `simrun plays millions of goldfish games of a deck (no opponent interferes) and
reports which spells can be cast on which turn, missed land drops, wasted mana,
mana burn, mulligans and the turn an idle opponent dies.`,
		Example: `  simrun run decks/examples/mono-red.txt
  simrun run --games 10M --on play --rules classic decks/examples/dark-ritual.txt
  simrun sources --deck-size 60 --lands 24 --cost 1CC
  simrun replay decks/examples/green-ramp.dek --game 17
  simrun cards "Lightning Bolt" "Breeding Pool"`,
		Version:       version,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	// An unknown command is bad usage (exit 2): cobra's own check would make
	// it a plain failure, so the root takes arguments and refuses them.
	root.Args = func(cmd *cobra.Command, args []string) error {
		if len(args) > 0 {
			return usagef("unknown command %q (see simrun --help)", args[0])
		}
		return nil
	}
	root.RunE = func(cmd *cobra.Command, args []string) error { return cmd.Help() }
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return usageError{fmt.Errorf("%w (see simrun %s --help)", err, c.Name())}
	})
	root.AddCommand(newRunCmd(), newSourcesCmd(), newReplayCmd(), newCardsCmd(), newInspectCmd(), newReportCmd(), newMergeCmd(), newSweepCmd(), newCompareCmd(), newOptimizeCmd(), newBenchCmd(),
		newVersionCmd())
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() == "completion" {
			c.Example = `  source <(simrun completion bash)
  simrun completion zsh > "${fpath[1]}/_simrun"
  simrun completion fish > ~/.config/fish/completions/simrun.fish`
		}
	}
	return root
}

// versionLine is what simrun version prints: the line cobra prints for
// --version (TestVersion holds them equal). Giving cobra a version template
// instead would link text/template, whose reflection keeps every method of
// every type in the binary: 4.6 MB more.
func versionLine() string { return "simrun version " + version + "\n" }

func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:     "version",
		Short:   "print simrun's version (the same as simrun --version)",
		Example: "  simrun version",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usagef("version takes no arguments")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := fmt.Fprint(cmd.OutOrStdout(), versionLine())
			return err
		},
	}
}
