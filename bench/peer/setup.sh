#!/usr/bin/env bash
# Installs the published peer, @mtgoncurve/landlord 2025.4.1 (MIT), from the
# npm registry into ./pkg (ignored by git), and writes glue.mjs: its wasm glue
# with the bundler-style import of the module replaced by a setter, so that
# plain Node 20 can load it (landlord.mjs instantiates the module).
set -euo pipefail
cd "$(dirname "$0")"
if [ -f pkg/package/landlord_bg.wasm ] && [ -f glue.mjs ]; then
  exit 0
fi
rm -rf pkg && mkdir -p pkg
(cd pkg && npm pack --silent @mtgoncurve/landlord@2025.4.1 >/dev/null && tar xzf mtgoncurve-landlord-2025.4.1.tgz)
# Line 1 of landlord.js imports the wasm module: replace it by a setter.
sed '1s#.*#let wasm; export function __setWasm(w) { wasm = w; }#' pkg/package/landlord.js > glue.mjs
