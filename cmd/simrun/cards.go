package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/goldfishsim/goldfish/decks"
)

func newCardsCmd() *cobra.Command {
	var cards string
	cmd := &cobra.Command{
		Use:   "cards [NAME...]",
		Short: "what the card database knows of a card; with no name, which database is in use",
		Long: `cards shows how the engine reads each card named: its cost, types, mana abilities,
how it enters, what of it the engine ignores. With no name it says which card database is
in use: the built-in cards, the card cache that simrun cards update fetched from Scryfall
(its cards replace built-in ones of the same name), and a --cards file (replacing both).`,
		Example: `  simrun cards "Lightning Bolt"
  simrun cards "Breeding Pool" "Mystic Gate" "Gilded Lotus"
  simrun cards                     # which database, from when, how many cards
  simrun cards update              # fetch Scryfall's cards into the cache
  simrun cards --cards oracle-cards.json.gz "Some New Card"`,
		RunE: func(cmd *cobra.Command, args []string) error {
			db, _, err := database(cards)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if len(args) == 0 {
				return describeDatabase(out, db, cards)
			}
			var missing []string
			for _, name := range args {
				c, ok := db.Lookup(name)
				if !ok {
					msg := fmt.Sprintf("unknown card %q", name)
					if s := db.Suggest(name, 3); len(s) > 0 {
						msg += "; did you mean " + quoteNames(s) + "?"
					}
					missing = append(missing, msg)
					continue
				}
				describe(out, c)
			}
			if len(missing) > 0 {
				return usagef("%s\n%s", strings.Join(missing, "\n"), unknownHint)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&cards, "cards", "", "a Scryfall bulk JSON file (.json, .json.gz, .json.zst) whose cards replace the database's")
	cmd.AddCommand(newCardsUpdateCmd())
	return cmd
}

// unknownFix says how to get a card the database lacks; unknownHint says it
// after a list of unknown names.
const (
	unknownFix  = "run simrun cards update to fetch Scryfall's cards, or pass --cards FILE"
	unknownHint = "(the card database lacks it: " + unknownFix + ")"
)

// describeDatabase says which card database is in use.
func describeDatabase(w io.Writer, db *decks.Database, cards string) error {
	builtin, err := decks.Builtin()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "built-in: %d cards\n", builtin.Len())
	dir, err := decks.CacheDir()
	if err != nil {
		fmt.Fprintf(w, "card cache: none (%v)\n", err)
	} else if info, ok, err := decks.ReadCacheInfo(dir); err != nil {
		return usageError{err}
	} else if !ok {
		fmt.Fprintf(w, "card cache: none in %s (simrun cards update fetches Scryfall's cards)\n", dir)
	} else {
		fmt.Fprintf(w, "card cache: %s: %d cards, Scryfall's oracle_cards of %s, fetched %s\n",
			info.Path, info.Cards, info.UpdatedAt, info.FetchedAt.Format(time.RFC3339))
	}
	if cards != "" {
		fmt.Fprintf(w, "--cards: %s\n", cards)
	}
	fmt.Fprintf(w, "in use: %d cards\n", db.Len())
	return nil
}

func newCardsUpdateCmd() *cobra.Command {
	var source string
	var minCards int
	cmd := &cobra.Command{
		Use:   "update",
		Short: "fetch Scryfall's cards into the card cache every command then reads",
		Long: `update fetches Scryfall's bulk-data index, then its oracle_cards file (one object per card,
about 160 MB), and keeps the playable cards, trimmed to what the engine reads, in a compressed
cache: $GOLDFISH_CACHE_DIR, or goldfish/ in the user's cache directory. Every command then reads it
without a flag (its cards replace built-in ones of the same name). Two requests, with Scryfall's
etiquette (a User-Agent and an Accept header). The download is checked before it replaces the old
cache: if anything fails, the old cache stays as it was.`,
		Example: `  simrun cards update
  simrun cards update --source https://mirror.example.org/scryfall/bulk-data
  GOLDFISH_CACHE_DIR=/shared/goldfish simrun cards update`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usagef("cards update takes no arguments, not %q (see simrun cards update --help)", args[0])
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if minCards < 1 {
				return usagef("--min-cards %d: want at least 1", minCards)
			}
			if err := decks.CheckSource(source); err != nil {
				return usagef("--source: %v", err)
			}
			opt := decks.UpdateOptions{Index: source, MinCards: minCards,
				UserAgent: "goldfish/" + version + " (+https://github.com/goldfishsim/goldfish)"}
			// Plain http only when it is asked for by name.
			opt.Insecure = strings.HasPrefix(strings.ToLower(source), "http://")
			stop := downloadProgress(os.Stderr, &opt)
			// Ctrl-C or SIGTERM cancel the download: its temporary file is
			// removed on the way out, the old cache stays.
			ctx, unnotify := notifyStop(cmd.Context())
			info, err := decks.UpdateCache(ctx, opt)
			stopped := ctx.Err() != nil && cmd.Context().Err() == nil
			unnotify()
			stop()
			if stopped {
				return updateStopped{}
			}
			if err != nil {
				return fmt.Errorf("cards update: %w (the card cache in use, if any, is unchanged)", err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "card cache: %s: %d cards, Scryfall's oracle_cards of %s\n", info.Path, info.Cards, info.UpdatedAt)
			return nil
		},
	}
	cmd.Flags().StringVar(&source, "source", decks.DefaultBulkIndex, "the bulk-data index to read (a mirror, or a local server for tests); https unless an http:// address is given")
	cmd.Flags().IntVar(&minCards, "min-cards", 10_000, "refuse a file of fewer cards (a whole oracle_cards file has about 30,000)")
	return cmd
}

// quoteNames lists card names quoted, so that an empty or odd name shows.
func quoteNames(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(n)
	}
	return strings.Join(q, ", ")
}

// updateStopped is a cards update stopped by a signal: exit 130, nothing
// written.
type updateStopped struct{}

func (updateStopped) Error() string {
	return "interrupted: cards update stopped (the card cache in use, if any, is unchanged)"
}
func (updateStopped) Is(t error) bool { return t == errInterrupted }

// downloadProgress shows the bytes downloaded on a terminal; it returns a
// function that ends the line.
func downloadProgress(w *os.File, opt *decks.UpdateOptions) func() {
	if !term.IsTerminal(int(w.Fd())) {
		return func() {}
	}
	var mu sync.Mutex
	last := time.Time{}
	shown := false
	opt.Progress = func(done, total int64) {
		mu.Lock()
		defer mu.Unlock()
		if time.Since(last) < 200*time.Millisecond {
			return
		}
		last, shown = time.Now(), true
		fmt.Fprintf(w, "\rdownloading oracle_cards: %.1f MB ", float64(done)/1e6)
	}
	return func() {
		mu.Lock()
		defer mu.Unlock()
		if shown {
			fmt.Fprintln(w)
		}
	}
}

func describe(w interface{ Write([]byte) (int, error) }, c *decks.Card) {
	for _, l := range c.Describe() {
		fmt.Fprintln(w, decks.Printable(l))
	}
}
