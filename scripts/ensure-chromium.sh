#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium (the only browser the tests and the bench
# use; Playwright's own browser downloads are never used). Installs it with apt-get when missing.
# Non-interactive: safe with CI=true and no stdin.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: $CHROMIUM not found, installing Debian's chromium package" >&2
  if [ "$(id -u)" -eq 0 ]; then
    SUDO=()
  elif command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo -n)
  else
    echo "ensure-chromium: not root and sudo is unavailable; install 'chromium' yourself" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -y </dev/null
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold \
    chromium fonts-liberation </dev/null
fi

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: $CHROMIUM still missing after install" >&2
  exit 1
fi

# The Debian launcher is a shell script whose sanity checks may print noise on stderr; keep stdout.
version="$("$CHROMIUM" --version 2>/dev/null || true)"
if [ -z "$version" ]; then
  echo "ensure-chromium: $CHROMIUM did not report a version" >&2
  exit 1
fi
echo "$version"
