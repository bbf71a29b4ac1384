#!/usr/bin/env bash
# `npm test`: every check the project has, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

node scripts/ensure-install.mjs

step 'lint';             npx eslint . --max-warnings 0
step 'format';           npx prettier --check . --log-level warn
step 'typecheck';        npx tsc -b
step 'unit and API tests (embedded PGlite)'
env -u DATABASE_URL npx vitest run
if [ -n "${DATABASE_URL:-}" ]; then
  step 'API tests (PostgreSQL at DATABASE_URL)'
  npx vitest run --project api
fi
step 'browser journeys (Chromium)'
bash scripts/ensure-chromium.sh
npm run build --silent
(cd e2e && npx playwright test)
step 'budget: JavaScript before /login is interactive'
npm run bundle-size --silent -w @vitalia/bench
