#!/usr/bin/env bash
# `npm test`: set up (including chromium and redis-server), then run every suite and print the
# closing line `N passed, N failed`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
export PATH="$HOME/.local/bin:$PATH"
exec node_modules/.bin/tsx scripts/run-tests.ts "$@"
