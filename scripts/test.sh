#!/usr/bin/env bash
# `npm test`: every check the project has, in the order a failure is cheapest to find. Each step prints its time,
# and the total is printed at the end, so a slow step shows before CI's time budget does.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
step_name=''
step_started=$SECONDS
timings=()
end_step() {
  [ -n "$step_name" ] || return 0
  local line
  line=$(printf '%-44s %4ds' "$step_name" $((SECONDS - step_started)))
  timings+=("$line")
  printf '\033[2m-- %s\033[0m\n' "$line"
}
step() {
  end_step
  step_name=$1
  step_started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}
summary() {
  local status=$?
  end_step
  printf '\n\033[1m== time per step\033[0m\n'
  printf '  %s\n' "${timings[@]}"
  printf '  %-44s %4ds  (%s)\n' 'total' $((SECONDS - started)) "$([ $status -eq 0 ] && echo passed || echo "failed, exit $status")"
}
trap summary EXIT

step 'install (when the lockfile changed)'; node scripts/ensure-install.mjs
# The Firebase emulator's own install is mostly download: it runs beside the static checks, which need the cores.
emulator_log=$(mktemp)
bash scripts/ensure-firebase-emulator.sh >"$emulator_log" 2>&1 &
emulator_install=$!
# One after the other: side by side on two cores the three took 213 s on a clean clone, against 117 s in turn the run
# before (type-aware lint and the type check each build the whole program, and starve each other).
step 'lint';             npx eslint . --max-warnings 0
step 'format';           npx prettier --check . --log-level warn
step 'typecheck';        npx tsc -b
step 'Firebase emulator (installed when missing)'
wait "$emulator_install" || { cat "$emulator_log"; exit 1; }
cat "$emulator_log"
rm -f "$emulator_log"
step 'unit and API tests (embedded PGlite)'
env -u DATABASE_URL npx vitest run
if [ -n "${DATABASE_URL:-}" ]; then
  step 'API tests (PostgreSQL at DATABASE_URL)'
  # The files that never open the database ran in the step before; they would only run again unchanged.
  mapfile -t without_postgres < <(grep -v -e '^#' -e '^$' apps/api/tests-without-postgres.txt)
  npx vitest run --project api "${without_postgres[@]/#/--exclude=}"
fi
step 'budget: JavaScript before /login is interactive (builds the web app)'
# Chromium for the budget and the journeys; the budget's build is the one the journeys' servers then serve.
bash scripts/ensure-chromium.sh
npm run bundle-size --silent -w @vitalia/bench
step 'browser journeys (Chromium)'
# With PostgreSQL, English desktop's journeys go through two servers behind nginx (e2e/support/journey-setup.ts).
if [ -n "${DATABASE_URL:-}" ]; then
  echo "English desktop through two servers on PostgreSQL behind nginx: $(bash scripts/ensure-nginx.sh | tail -1)"
fi
(cd e2e && npx playwright test)
step 'identity journeys on Firebase (en-desktop)'
(cd e2e && npx playwright test --config playwright.firebase.config.ts)
