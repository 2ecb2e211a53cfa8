// Package decks turns what a player has, a decklist and card data, into what
// the engine plays: a Compiled deck.
//
// The way through it:
//
//   - Cards. Card is what a goldfish needs to know of a card: cost, types, mana
//     abilities, how it enters, the few spell effects played out (mana, card
//     draw, land search, damage). CardFromScryfall reads one from a Scryfall
//     card object, matching the oracle text against the templates of mana
//     abilities, land entry, fetches, rituals and the like, and keeping
//     relevant text it cannot read in Card.Unrecognised.
//   - Databases. Builtin is the embedded database (cards/*.jsonl: about 3,000
//     cards in Scryfall's own shape, each checked against an independent
//     source: cards/verified*.tsv); the card cache (UpdateCache, LoadCache)
//     holds Scryfall's oracle_cards, each card read when first looked up;
//     ImportScryfall reads a Scryfall bulk file (plain, gzip or zstd,
//     streamed); Overlay lays one database over another. Names match as
//     NormalName folds them.
//   - Decklists. Package decklist reads plain text, MTG Arena, MTGO .dek,
//     Moxfield, Archidekt and Forge .dck files, telling the format from the
//     content; it knows no cards.
//   - Resolving. Resolve (or LoadDeck, which parses first) looks every name
//     up, builds the abstract study cards ("36 {1}{B}{B}", "24 land:B"),
//     checks the format's deck size and copy limits, and reports unknown
//     names with their file, line and the closest known names (DeckError).
//   - Compiling. Compile gives the dense form the engine reads in its inner
//     loop: cards by small integer id, each with its payment Demand and the
//     mana source kind it taps for precomputed, and the library as ids. It
//     also lists what the engine ignores of each card (Compiled.Unmodelled),
//     which every run reports.
//
// The package imports mana and decks/decklist and nothing else of the project.
package decks
