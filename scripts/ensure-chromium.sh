#!/usr/bin/env bash
# Finds a Chromium for the browser journeys: $CHROMIUM_PATH, else Debian's /usr/bin/chromium. When neither exists
# and we may install it (root with apt), installs Debian's package; otherwise says exactly what to run.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is needed for the browser tests. Install it with:" >&2
echo "  sudo apt-get install -y chromium" >&2
echo "or point CHROMIUM_PATH at a Chromium binary." >&2
exit 1
