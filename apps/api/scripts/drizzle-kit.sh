#!/usr/bin/env bash
# Runs drizzle-kit (e.g. `generate`) from apps/api so it uses this workspace's drizzle-orm.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="$(node -p "require('path').join(require('path').dirname(require.resolve('drizzle-kit')), 'bin.cjs')")"
NODE_PATH="$PWD/node_modules${NODE_PATH:+:$NODE_PATH}" exec node --import ./scripts/drizzle-kit-hook.mjs "$BIN" "$@"
