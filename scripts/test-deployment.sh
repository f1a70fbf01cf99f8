#!/usr/bin/env bash
# The deployment test (`npm run test:deployment`, and a stage of `npm test`): docs/operations/ run on
# this machine, two API processes behind Debian's nginx on PostgreSQL, Redis, an S3-compatible server
# and an SMTP sink (e2e/deployment/). nginx is installed with apt-get when missing and running as
# root; PostgreSQL is DATABASE_URL or 127.0.0.1:5432, Redis 127.0.0.1:6379. Without one of them the
# test is skipped, and says why.
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/debian-package.sh
if [ ! -x "${NGINX_PATH:-/usr/sbin/nginx}" ]; then
  need_debian_package "${NGINX_PATH:-/usr/sbin/nginx}" nginx "the deployment test"
  # Debian's package starts its own nginx on port 80: the test runs its own.
  { systemctl stop nginx || service nginx stop || nginx -s quit; } >/dev/null 2>&1 || true
fi

skip() {
  echo "== deployment test: skipped ($1)"
  exit 0
}
if ! PG_URL="$(node scripts/find-postgres.mjs 2>/dev/null)"; then
  skip "no PostgreSQL: set DATABASE_URL or start one on 127.0.0.1:5432"
fi
if ! { exec 3<>/dev/tcp/127.0.0.1/6379 && printf 'PING\r\n' >&3 && read -r -t 2 REPLY <&3 && [[ "$REPLY" == +PONG* ]]; } 2>/dev/null; then
  skip "no Redis answers on 127.0.0.1:6379"
fi
exec 3>&-

REPORT_ARGS=()
if [ -n "${TEST_REPORT_DIR:-}" ]; then
  REPORT_ARGS=(--reporter=dot --reporter=json "--outputFile.json=$TEST_REPORT_DIR/deployment.json" --silent=passed-only)
fi
DEPLOYMENT_DATABASE_URL="$PG_URL" npx vitest run --project deployment "${REPORT_ARGS[@]}"
