#!/usr/bin/env bash
# The tests that once waited on wall-clock time, run on one core beside two busy processes on that same core (a
# loaded phone-sized machine): they must pass there as they pass on an idle one (decision 110). Not the whole suite:
# these files are the ones whose waits a slow machine used to break.
#   bash scripts/steady-tests.sh                 # the files below, once
#   RUNS=3 bash scripts/steady-tests.sh          # three times in a row (stops at the first failure)
#   bash scripts/steady-tests.sh tests/x.test.ts # other files, under the same load
#   RUNS=3 bash scripts/steady-tests.sh --all    # the whole suite (npm test), three times in a row
set -euo pipefail
cd "$(dirname "$0")/.."

FILES=(
  tests/sim/store.test.ts
  tests/sim/store-crash.test.ts
  tests/screens/betting-jodi.test.tsx
  tests/screens/betting-copypaste.test.tsx
  tests/screens/betting-clock.test.tsx
  tests/app/simClockSync.test.ts
  tests/sim/control-durable.test.ts
  tests/perf/render-counts.test.tsx
)
if [ "${1:-}" = "--all" ]; then FILES=(); elif [ "$#" -gt 0 ]; then FILES=("$@"); fi
CORE="${STEADY_CORE:-0}"
RUNS="${RUNS:-1}"

busy=()
stop_load() { [ "${#busy[@]}" -gt 0 ] && kill "${busy[@]}" 2>/dev/null || true; }
trap stop_load EXIT
for _ in 1 2; do
  taskset -c "$CORE" bash -c 'while :; do :; done' &
  busy+=("$!")
done

for run in $(seq 1 "$RUNS"); do
  printf '\n=== steady tests, run %s of %s: core %s, beside two busy processes\n' "$run" "$RUNS" "$CORE"
  taskset -c "$CORE" npx vitest run ${FILES[@]+"${FILES[@]}"}
done
