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
# Each of the three static checks runs on one core: side by side they take the time of the longest. Each one's output
# is printed whole once all have finished, and each one's failure fails the step.
step 'lint, format and typecheck (side by side)'
static_logs=$(mktemp -d)
npx eslint . --max-warnings 0 >"$static_logs/lint" 2>&1 & lint=$!
npx prettier --check . --log-level warn >"$static_logs/format" 2>&1 & format=$!
npx tsc -b >"$static_logs/typecheck" 2>&1 & typecheck=$!
static_failed=''
for check in lint format typecheck; do
  if ! wait "${!check}"; then static_failed="$static_failed $check"; fi
  [ -s "$static_logs/$check" ] && { echo "-- $check"; cat "$static_logs/$check"; }
done
rm -rf "$static_logs"
[ -z "$static_failed" ] || { echo "failed:$static_failed" >&2; exit 1; }
step 'Firebase emulator (installed when missing)'
wait "$emulator_install" || { cat "$emulator_log"; exit 1; }
cat "$emulator_log"
rm -f "$emulator_log"
step 'unit and API tests (embedded PGlite)'
env -u DATABASE_URL npx vitest run
if [ -n "${DATABASE_URL:-}" ]; then
  step 'API tests (PostgreSQL at DATABASE_URL)'
  npx vitest run --project api
fi
step 'browser journeys (Chromium)'
bash scripts/ensure-chromium.sh
# With PostgreSQL, English desktop's journeys go through two servers behind nginx (e2e/support/journey-setup.ts).
if [ -n "${DATABASE_URL:-}" ]; then
  echo "English desktop through two servers on PostgreSQL behind nginx: $(bash scripts/ensure-nginx.sh | tail -1)"
fi
npm run build --silent
(cd e2e && npx playwright test)
step 'identity journeys on Firebase (en-desktop)'
(cd e2e && npx playwright test --config playwright.firebase.config.ts)
step 'budget: JavaScript before /login is interactive'
npm run bundle-size --silent -w @vitalia/bench
