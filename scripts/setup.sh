#!/usr/bin/env bash
# Sets a fresh machine up for the project: pnpm at the pinned version and the dependencies.
# With --test it also installs what the test run needs from Debian (chromium and its headless
# shell, redis-server, docker-compose) when they are missing. Safe to run again: every step is skipped when already done.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9
log() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  log "installing pnpm $PNPM_VERSION"
  # corepack fails signature checks on these machines: install pnpm with npm instead.
  if ! npm install -g "pnpm@$PNPM_VERSION" --no-fund --no-audit >/dev/null 2>&1; then
    npm install -g --prefix "$HOME/.local" "pnpm@$PNPM_VERSION" --no-fund --no-audit >/dev/null
    export PATH="$HOME/.local/bin:$PATH"
  fi
fi

log "installing dependencies"
CI=true pnpm install --frozen-lockfile --reporter=silent

if [ "${1:-}" = "--test" ]; then
  missing=()
  command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
  # The journeys run in Chromium's headless shell (decision 012); Lighthouse in the browser.
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  # The Redis Cluster suites join their nodes with redis-cli (Debian's redis-tools).
  command -v redis-cli >/dev/null 2>&1 || missing+=(redis-tools)
  command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
  if [ "${#missing[@]}" -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ]; then
      echo "[setup] missing: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
      exit 1
    fi
    log "installing from Debian: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi
