#!/usr/bin/env bash
# Installs the Debian packages named that are missing (one apt-get update,
# only when something is missing). Needs root; CI runs as root.
set -euo pipefail
missing=()
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "apt: installed already: $*"
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "apt: ${missing[*]} missing, and installing needs root (sudo bash $0 ${missing[*]})" >&2
  exit 1
fi
echo "apt: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
