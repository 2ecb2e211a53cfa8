#!/usr/bin/env bash
# The peer in the benchmark suite: simrun and the published peer
# (@mtgoncurve/landlord) play the same castability study, one worker each,
# alternately, three times; the best rate of each and their ratio.
#
#   bash bench/peer/compare.sh [GAMES]        (default 300000)
#
# The study: 24 Swamp and 36 spells of {1}{B}{B} (Blood Operative for the
# peer, which needs real cards), on the play, 3 turns, mulligans of hands of
# 0, 1, 6 or 7 lands down to 5 cards (simrun: --keep 7:2-5,6:2-5,5:0-7).
# Needs Go, Node >= 20 and npm (the registry, the first time).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
games=${1:-300000}
bash "$here/setup.sh"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/goldfish-peer.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/simrun" ./cmd/simrun)
printf '24 Swamp\n36 {1}{B}{B}\n' > "$tmp/study.txt"

simrun_rate() {
  "$tmp/simrun" run --games "$games" --turns 3 --on play --keep 7:2-5,6:2-5,5:0-7 --workers 1 \
    --quiet --force --out "$tmp/out" "$tmp/study.txt" 2>/dev/null | sed -n 's/.* games in .*s (\([0-9]*\) games\/s).*/\1/p'
}
landlord_rate() {
  node "$here/landlord.mjs" "$games" '24 Swamp\n36 Blood Operative' | awk '{print $4}'
}
best_s=0
best_l=0
for round in 1 2 3; do
  s=$(simrun_rate)
  l=$(landlord_rate)
  echo "round $round: simrun $s games/s, landlord $l games/s"
  [ "$s" -gt "$best_s" ] && best_s=$s
  [ "$l" -gt "$best_l" ] && best_l=$l
done
echo "best of 3, one worker, $games games: simrun $best_s games/s, landlord $best_l games/s: $(awk -v a="$best_s" -v b="$best_l" 'BEGIN { printf "%.1fx", a / b }')"
