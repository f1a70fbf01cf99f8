#!/usr/bin/env bash
# Runs every test: lint, types, unit/component tests, API tests (PGlite, and PostgreSQL when
# DATABASE_URL is set), then the Playwright journeys in Debian Chromium against the built product.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "Installing Debian's chromium for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
  else
    echo "Chromium is missing at $CHROMIUM: run 'sudo apt-get install -y --no-install-recommends chromium'." >&2
    exit 1
  fi
fi

# Vitest's default is one worker fewer than the machine's cores: one file at a time on a 2-core
# machine. The API files mostly wait on their database, so two run side by side.
WORKERS="${TEST_WORKERS:-2}"

# TEST_REPORTS keeps the Vitest reports (per-file durations) after the run.
if [ -n "${TEST_REPORTS:-}" ]; then
  REPORTS="$TEST_REPORTS"; mkdir -p "$REPORTS"
else
  REPORTS="$(mktemp -d)"
  trap 'rm -rf "$REPORTS"' EXIT
fi
# Each stage's time goes into the summary, so a suite that grows slow shows where.
STAGE_START=$SECONDS
stage() {
  if [ -n "${STAGE_NAME:-}" ]; then echo "$STAGE_NAME	$((SECONDS - STAGE_START))" >>"$REPORTS/stages.tsv"; fi
  STAGE_NAME="$1"; STAGE_START=$SECONDS
  if [ -n "$1" ]; then echo "== $1"; fi
}
run_vitest() {
  local name="$1"; shift
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$REPORTS/$name.json"
}

# Each is single-threaded: side by side on two cores they take about as long as the longer one.
stage "lint, formatting and types"
{ npx eslint . --max-warnings=0 && npm run --silent lint:modules; } &
LINT=$!
# The formatting check (about 25 s) goes beside lint, after the shorter type check.
{ node scripts/typecheck.mjs && npx prettier --check . --log-level warn; } &
TYPES=$!
wait "$LINT" || { kill "$TYPES" 2>/dev/null; exit 1; }
wait "$TYPES"

stage "unit, component and API tests (PGlite)"
run_vitest unit --project rules --project contracts --project tooling --project ui --project ui-mocked --project portal --project portal-mocked --project admin --project admin-mocked --project api --project api-atomicity --maxWorkers="$WORKERS"

if [ -n "${DATABASE_URL:-}" ]; then
  stage "API tests on PostgreSQL"
  # Here the files wait on PostgreSQL's own processes: three side by side keep both cores busy.
  API_TEST_BACKEND=pg run_vitest api-pg --project api --maxWorkers="${PG_TEST_WORKERS:-3}"
fi

stage "build"
node scripts/build.mjs

stage "browser journeys (Chromium)"
run_vitest e2e --project e2e --maxWorkers="${E2E_WORKERS:-2}"

stage ""
node scripts/test-summary.mjs "$REPORTS"
