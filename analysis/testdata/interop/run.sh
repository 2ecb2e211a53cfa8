#!/usr/bin/env bash
# Independent reader check of simrun's Arrow and Parquet output: nodejs-polars
# (Polars' own Rust readers, not arrow-go) reads the files of a few small runs,
# zstd-, lz4- and un-compressed, with their Parquet copies, and check.mjs
# compares what it sees with `simrun inspect --csv` (row counts, column names,
# integer and list sums, every cell); DuckDB reads the Parquet copies again
# (row counts and sums).
# Run from anywhere: bash analysis/testdata/interop/run.sh
# Needs Go, Node >= 20 and npm (the npm registry, or npm's cache).
# KEEP_INTEROP=1 keeps the temporary folder (runs and binary) for a look.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
cd "$root"

echo "-- npm packages (nodejs-polars, DuckDB) into $here/node_modules"
# nodejs-polars-linux-x64-gnu declares node >= 22 but works on Node 20:
# --loglevel=error keeps npm's EBADENGINE warning out of the log.
if [ -f "$here/package-lock.json" ]; then
  (cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
else
  (cd "$here" && npm install --no-audit --no-fund --loglevel=error)
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/goldfish-interop.XXXXXX")
if [ "${KEEP_INTEROP:-}" = 1 ]; then
  echo "-- keeping $tmp"
else
  trap 'rm -rf "$tmp"' EXIT
fi

echo "-- go build ./cmd/simrun"
simrun="$tmp/simrun"
go build -o "$simrun" ./cmd/simrun

games=3000
turns=5
run() { # run NAME COMPRESSION DECK...
  local name=$1 compression=$2
  shift 2
  if ! "$simrun" run --games "$games" --turns "$turns" --per-game --parquet --compression "$compression" \
    --out "$tmp/$name" "$@" >/dev/null 2>"$tmp/$name.log"; then
    cat "$tmp/$name.log" >&2
    echo "interop: simrun run --compression $compression $* failed" >&2
    exit 1
  fi
}
dirs=()
for compression in zstd lz4; do
  run "$compression-mono-red" "$compression" decks/examples/mono-red.txt
  run "$compression-two-decks" "$compression" decks/examples/green-ramp.dek decks/examples/dark-ritual.txt
  dirs+=("$compression-mono-red" "$compression-two-decks")
done
run none-mono-red none decks/examples/mono-red.txt
dirs+=(none-mono-red)

status=0
for d in "${dirs[@]}"; do
  echo "-- check $d ($games games a side, $turns turns)"
  node "$here/check.mjs" "$tmp/$d" "$simrun" | tee -a "$tmp/check.log" || status=1
done
# check.mjs prints one "ok" or "FAIL" line per file: four Arrow files and
# their four Parquet copies per folder.
passed=$(grep -c '^ok ' "$tmp/check.log" || true)
failed=$(grep -c '^FAIL ' "$tmp/check.log" || true)
echo "interop: $passed passed, $failed failed"
if [ "$status" != 0 ] || [ "$failed" != 0 ] || [ "$passed" != $((8 * ${#dirs[@]})) ]; then
  echo "interop: FAILED: nodejs-polars and simrun inspect --csv disagree (see above)" >&2
  exit 1
fi
