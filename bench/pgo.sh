#!/usr/bin/env bash
# Rebuilds cmd/simrun/default.pgo, the CPU profile that go build uses for
# profile-guided optimisation of simrun (go build's -pgo=auto reads it; it
# inlines and lays out the hot calls of the game loop). The profile is of the
# reference workloads and the batch runner, one core:
#
#   bash bench/pgo.sh            (about 40 s)
#
# Rerun it after a change to the engine's hot path; a stale profile is still
# safe (the compiler ignores what no longer matches), only less useful.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/goldfish-pgo.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
cd "$root"
go test -run '^$' -bench 'Game|Run' -benchtime 2s -cpuprofile "$tmp/cpu.pprof" -o "$tmp/bench.test" ./bench/ >/dev/null
cp "$tmp/cpu.pprof" cmd/simrun/default.pgo
echo "wrote cmd/simrun/default.pgo ($(wc -c < cmd/simrun/default.pgo) bytes)"
