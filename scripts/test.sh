#!/usr/bin/env bash
# Runs every test: lint, types, unit/component tests, API tests (PGlite, and PostgreSQL when
# DATABASE_URL is set or a server answers on 127.0.0.1:5432), the deployment test (two API processes
# behind nginx, when PostgreSQL and Redis answer), then the Playwright journeys in Debian Chromium
# against the built product.
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/debian-package.sh
need_debian_package "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium "the browser tests"

# Vitest's default is one worker fewer than the machine's cores: one file at a time on a 2-core
# machine. The API files mostly wait on their database, so two run side by side.
WORKERS="${TEST_WORKERS:-2}"

# TEST_REPORTS keeps the Vitest reports (per-file durations) after the run.
if [ -n "${TEST_REPORTS:-}" ]; then
  REPORTS="$TEST_REPORTS"; mkdir -p "$REPORTS"
else
  REPORTS="$(mktemp -d -t docapply-test-reports-XXXXXX)"
fi
# Every temporary file of the run goes into a folder of its own, removed at the end, passed or
# failed; a passing run must have left it empty (checked below): a test that leaves files behind
# fails the run instead of filling the machine's temp directory.
RUN_TMP="$(mktemp -d -t docapply-test-run-XXXXXX)"
cleanup() {
  rm -rf "$RUN_TMP"
  if [ -z "${TEST_REPORTS:-}" ]; then rm -rf "$REPORTS"; fi
}
trap cleanup EXIT
export TMPDIR="$RUN_TMP"

# The PostgreSQL stage runs whenever a server answers: DATABASE_URL, else 127.0.0.1:5432.
PG_URL=""
if PG_FOUND="$(node scripts/find-postgres.mjs 2>"$RUN_TMP/pg-reason")"; then
  PG_URL="$PG_FOUND"
else
  PG_REASON="$(cat "$RUN_TMP/pg-reason")"
fi
rm -f "$RUN_TMP/pg-reason"
# Each stage's time and CPU go into the summary, so a suite that grows slow shows where and whether
# the stage kept both cores busy. CPU: user + system time of the stage's finished processes, from
# /proc (the shell's children's times, fields 16 and 17, in clock ticks); a PostgreSQL server's own
# processes are not the run's and not counted.
TICKS="$(getconf CLK_TCK)"
children_cpu() { awk '{ print $16 + $17 }' "/proc/$$/stat"; }
STAGE_START=$SECONDS
STAGE_CPU=$(children_cpu)
stage() {
  local cpu; cpu=$(children_cpu)
  if [ -n "${STAGE_NAME:-}" ]; then
    printf '%s\t%s\t%s\n' "$STAGE_NAME" "$((SECONDS - STAGE_START))" "$(((cpu - STAGE_CPU) / TICKS))" >>"$REPORTS/stages.tsv"
  fi
  STAGE_NAME="$1"; STAGE_START=$SECONDS; STAGE_CPU=$cpu
  if [ -n "$1" ]; then echo "== $1"; fi
}
# A dot per test; a failure in full, with the console output of failed tests only (an expected
# error's stack trace in a passing test is not printed); a file whose worker crashed (a signal, no
# failed test) runs once more (scripts/run-vitest.mjs). The summary at the end lists the stages,
# the slowest files, the crashes and the totals.
run_vitest() {
  local name="$1"; shift
  node scripts/run-vitest.mjs "$name" "$REPORTS" "$@"
}

# Each is single-threaded: side by side on two cores they take about as long as the longer one.
# ESLint (about a minute) runs on one core; the type check, the formatting check and the build the
# journeys and the server's own tests run against follow each other on the other. The build's
# output is printed only if it fails.
stage "lint, formatting, types and build"
{ npx eslint . --max-warnings=0 && npm run --silent lint:modules && npx knip; } &
LINT=$!
{
  node scripts/typecheck.mjs && npx prettier --check . --log-level warn &&
    { node scripts/build.mjs >"$REPORTS/build.log" 2>&1 || { cat "$REPORTS/build.log" >&2; exit 1; }; }
} &
TYPES=$!
wait "$LINT" || { kill "$TYPES" 2>/dev/null; exit 1; }
wait "$TYPES"

stage "unit, component and API tests (PGlite)"
run_vitest unit --project rules --project contracts --project tooling --project ui --project ui-mocked --project portal --project portal-mocked --project admin --project admin-mocked --project api --maxWorkers="$WORKERS"

if [ -n "$PG_URL" ]; then
  stage "API tests on PostgreSQL"
  # Here the files wait on PostgreSQL's own processes: three side by side keep both cores busy.
  DATABASE_URL="$PG_URL" API_TEST_BACKEND=pg run_vitest api-pg --project api --maxWorkers="${PG_TEST_WORKERS:-3}"
else
  echo "== API tests on PostgreSQL: skipped ($PG_REASON)"
fi

stage "deployment: two API processes behind nginx"
# docs/operations/ run as written (its own command too: npm run test:deployment); it says why when
# it is skipped (no PostgreSQL or Redis here).
TEST_REPORT_DIR="$REPORTS" bash scripts/test-deployment.sh

stage "browser journeys (Chromium)"
run_vitest e2e --project e2e --maxWorkers="${E2E_WORKERS:-2}"

stage ""
# tsx and Node 24 keep their compile caches there (tsx-<uid>, node-compile-cache): the loaders',
# not a test's.
LEFT="$(find "$RUN_TMP" -mindepth 1 -maxdepth 1 ! -name 'tsx-*' ! -name 'node-compile-cache' -printf '  %f\n')"
node scripts/test-summary.mjs "$REPORTS"
if [ -n "$LEFT" ]; then
  echo "The tests left these in the temporary directory (each test removes what it makes):" >&2
  echo "$LEFT" >&2
  exit 1
fi
