#!/usr/bin/env bash
# `npm start`: set up, build the web app, then run the sandbox gateway and the BFF.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$HOME/.local/bin:$PATH"
printf '\033[1m[start]\033[0m building the web app\n'
pnpm --filter @app/web build >/dev/null
exec node_modules/.bin/tsx scripts/start.ts
