#!/usr/bin/env bash
# Installs the Firebase Authentication emulator (firebase-tools, pinned and locked in tools/firebase-emulator) when
# it is missing or its lockfile changed. Outside the workspaces and without install scripts: nothing it brings is
# part of the product, and its one native addon (re2, an optional speed-up of the hosting emulator we never start)
# would otherwise be compiled on every clean install.
set -euo pipefail
cd "$(dirname "$0")/../tools/firebase-emulator"
installed=node_modules/.package-lock.json
if [ -f "$installed" ] && [ "$installed" -nt package-lock.json ]; then exit 0; fi
echo "Installing the Firebase Authentication emulator (firebase-tools)…"
npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
