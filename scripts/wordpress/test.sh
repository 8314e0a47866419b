#!/usr/bin/env bash
# `npm run test:wordpress`: the real-site tier. Installs what it needs from Debian when missing
# (Chromium, PHP, MariaDB, the theme), builds the plugin's zip, and runs
# playwright.wordpress.config.ts, whose web server makes a fresh WordPress shop and removes it after.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

bash scripts/ensure-chromium.sh
bash scripts/wordpress/ensure-packages.sh
npm run --silent package
# Playwright's JSON reporter writes where PLAYWRIGHT_JSON_OUTPUT_FILE says, over its config: under
# `npm test` that names the demo tier's report, which this run must not overwrite.
export PLAYWRIGHT_JSON_OUTPUT_FILE="${PLAYWRIGHT_WP_JSON_OUTPUT_FILE:-playwright-report/wordpress.json}"
npx --no-install playwright test -c playwright.wordpress.config.ts "$@"
