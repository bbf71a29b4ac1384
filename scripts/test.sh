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

# Checks that share no state, side by side on the two cores; each one's output is printed whole once all are done.
side_by_side() {
  local dir names=() pids=() failed=0 index status
  dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    names+=("$1")
    (eval "$2") >"$dir/${#names[@]}.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for index in "${!pids[@]}"; do
    if wait "${pids[$index]}"; then status=ok; else status=FAILED; failed=1; fi
    printf -- '-- %s: %s\n' "${names[$index]}" "$status"
    cat "$dir/$((index + 1)).log"
  done
  rm -rf "$dir"
  return $failed
}

step 'install (when the lockfile changed)'; node scripts/ensure-install.mjs
step 'lint, format, typecheck, Firebase emulator'
side_by_side \
  lint 'npx eslint . --max-warnings 0' \
  format 'npx prettier --check . --log-level warn' \
  typecheck 'npx tsc -b' \
  'Firebase emulator (installed when missing)' 'bash scripts/ensure-firebase-emulator.sh'
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
