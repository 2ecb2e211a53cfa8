#!/usr/bin/env bash
# The HTML report in a real browser: every example deck (and sweep) is run
# with --report, and headless Chromium (Debian's chromium) opens each
# report.html from disk. The rendered DOM must hold the tables and every chart
# with a size on screen, the page's own script must have run without an error
# (it marks the <html> element), and the browser's console must be silent.
# A screenshot of each page (and a dark-theme one and a PDF print of the
# first) is kept in the artifacts folder. CI runs it from .ci/run; a user
# runs it the same way (root only to install chromium when it is missing):
#
#   bash .ci/report-browser.sh            # artifacts in $GOLDFISH_CI_TMP/report, or a new temporary folder
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${GAMES:-20k}

bash .ci/apt.sh chromium

art="${GOLDFISH_CI_TMP:-$(mktemp -d "${TMPDIR:-/tmp}/goldfish-ci.XXXXXX")}/report"
mkdir -p "$art/bin"
go build -o "$art/bin/simrun" ./cmd/simrun
simrun="$art/bin/simrun"
echo "== report: artifacts in $art"

# Headless Chromium with nothing of its own going on: no network services,
# no updates, no sync, a fresh profile each time.
browse() {
  local profile status=0
  profile=$(mktemp -d "$art/profile.XXXXXX")
  timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$profile" --enable-logging=stderr --v=0 "$@" || status=$?
  rm -rf "$profile"
  return $status
}

# count PATTERN FILE: the occurrences of a fixed string.
count() { grep -oF -- "$1" "$2" | wc -l; }

fail=0
check() { # NAME DOM SIDES LOG: the report's DOM as Chromium rendered it, and its console
  local name=$1 dom=$2 sides=$3 log=$4
  local want=$((3 * sides)) problems=()
  grep -q 'data-errors=""' "$dom" || problems+=("the page's script did not finish, or reported errors: $(grep -o 'data-errors="[^"]*"' "$dom" || echo none)")
  grep -q "data-charts=\"$want\"" "$dom" || problems+=("want $want charts, DOM has $(grep -o 'data-charts="[0-9]*"' "$dom" || echo none)")
  grep -q "data-charts-shown=\"$want\"" "$dom" || problems+=("want $want charts with a size on screen, $(grep -o 'data-charts-shown="[0-9]*"' "$dom" || echo none)")
  for el in '<table class="config">' '<table class="castability">' '<table class="turns">' \
    'class="chart heatmap"' 'class="chart mana"' 'class="chart kill"'; do
    n=$(count "$el" "$dom")
    w=$sides
    [ "$el" = '<table class="config">' ] && w=1
    [ "$n" = "$w" ] || problems+=("$el: $n in the DOM, want $w")
  done
  case "$name" in *sweep*)
    [ "$(count '<table class="sweep">' "$dom")" = 1 ] || problems+=("a sweep's page without its table across the combinations") ;;
  esac
  if grep -q ':CONSOLE' "$log"; then
    problems+=("the console: $(grep ':CONSOLE' "$log" | head -3)")
  fi
  if [ ${#problems[@]} -gt 0 ]; then
    echo "FAIL $name:" >&2
    printf '  %s\n' "${problems[@]}" >&2
    fail=1
  else
    echo "ok   $name: $sides sides, $want charts shown, tables present, no script error (report.html $(wc -c <"$art/$name/report.html") bytes)"
  fi
}

first=""
for deck in decks/examples/*.txt decks/examples/*.dek decks/examples/*.dck decks/examples/*.toml; do
  name=$(basename "$deck")
  name=${name%.*}
  out="$art/$name"
  rm -rf "$out"
  sides=2
  case "$deck" in
    *.toml)
      "$simrun" sweep --report --quiet --games "$GAMES" --out "$out" "$deck" >/dev/null
      sides=$(grep -o '<div class="side"' "$out/report.html" | wc -l)
      ;;
    *commander*) "$simrun" run --report --quiet --games "$GAMES" --format commander --out "$out" "$deck" >/dev/null ;;
    *limited*) "$simrun" run --report --quiet --games "$GAMES" --format limited --out "$out" "$deck" >/dev/null ;;
    *) "$simrun" run --report --quiet --games "$GAMES" --out "$out" "$deck" >/dev/null ;;
  esac
  url="file://$(cd "$out" && pwd)/report.html"
  browse --dump-dom "$url" >"$art/$name.dom.html" 2>"$art/$name.chromium.log" || { echo "FAIL $name: chromium --dump-dom exited $?" >&2; fail=1; continue; }
  check "$name" "$art/$name.dom.html" "$sides" "$art/$name.chromium.log"
  browse --window-size=1280,2400 --screenshot="$art/$name.png" "$url" >/dev/null 2>>"$art/$name.chromium.log" ||
    { echo "FAIL $name: no screenshot" >&2; fail=1; }
  [ -n "$first" ] || first=$name
done

# The first deck's page in the dark theme, and printed.
url="file://$art/$first/report.html"
browse --force-dark-mode --window-size=1280,2400 --screenshot="$art/$first-dark.png" "$url" >/dev/null 2>&1 || { echo "FAIL: no dark screenshot" >&2; fail=1; }
browse --no-pdf-header-footer --print-to-pdf="$art/$first.pdf" "$url" >/dev/null 2>&1 || { echo "FAIL: no PDF print" >&2; fail=1; }
[ -s "$art/$first.pdf" ] || { echo "FAIL: the PDF print is empty" >&2; fail=1; }
ls -l "$art"/*.png "$art"/*.pdf | awk '{print "  " $5 " bytes  " $NF}'
if [ "$fail" != 0 ]; then
  echo "== report: FAILED (the DOMs and browser logs are in $art)" >&2
  exit 1
fi
echo "== report: every example's report rendered in Chromium with its tables and charts; screenshots in $art"
