#!/usr/bin/env bash
# `npm test`: every test tier, on a fresh machine.
#   1. Chromium (Debian's, at /usr/bin/chromium; installed if missing)
#   2. typecheck            npx tsc --noEmit
#   3. logic + DOM tests    npx vitest run          (projects "logic" and "dom", vitest.config.ts)
#   4. build                npm run build           (dist/ is what the demo serves)
#   5. end-to-end           npx playwright test     (system Chromium against the demo server)
#   6. real WordPress        npm run test:wordpress  (PHP + MariaDB from Debian, installed if missing;
#                            a fresh WordPress + WooCommerce shop, the plugin uploaded from its zip)
# Test failures do not stop the later tiers, so one run reports everything; the last line is
# "N passed, N failed" (vitest + playwright test counts, plus 1 failure per failed step that is not
# a test run: typecheck, build, ...), followed by ", N skipped" when tests were skipped. A test that
# failed and then passed on a retry (flaky) counts as failed; nothing is retried by default.
# Exit status is non-zero if anything failed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
REPORT_DIR="playwright-report"
VITEST_JSON="$REPORT_DIR/vitest.json"
PW_JSON="$REPORT_DIR/results.json"
WP_JSON="$REPORT_DIR/wordpress.json"
export PLAYWRIGHT_JSON_OUTPUT_FILE="$PW_JSON"
export PLAYWRIGHT_WP_JSON_OUTPUT_FILE="$WP_JSON"
mkdir -p "$REPORT_DIR"
rm -f "$VITEST_JSON" "$PW_JSON" "$WP_JSON"

failed_steps=()
step() { printf '\n==> %s\n' "$*"; }

step "Chromium"
if ! bash scripts/ensure-chromium.sh; then
  failed_steps+=("chromium")
fi

step "Typecheck (tsc --noEmit)"
if ! npx --no-install tsc --noEmit; then
  failed_steps+=("typecheck")
fi

step "Unit and DOM tests (vitest)"
vitest_ok=1
if ! npx --no-install vitest run --reporter=default --reporter=json --outputFile.json="$VITEST_JSON"; then
  vitest_ok=0
fi

step "Build (vite)"
built=1
if ! npm run build; then
  built=0
  failed_steps+=("build")
fi

pw_ok=1
if [ "$built" -eq 1 ] && [ -x /usr/bin/chromium ]; then
  step "End-to-end tests (playwright)"
  if ! npx --no-install playwright test; then
    pw_ok=0
  fi
else
  echo "Skipping end-to-end tests: no build or no Chromium" >&2
  failed_steps+=("e2e (skipped)")
fi

wp_ok=1
wp_ran=0
if [ "$built" -eq 1 ] && [ -x /usr/bin/chromium ]; then
  step "Real WordPress tier (npm run test:wordpress)"
  wp_ran=1
  if ! bash scripts/wordpress/test.sh; then
    wp_ok=0
  fi
else
  echo "Skipping the real WordPress tier: no build or no Chromium" >&2
  failed_steps+=("wordpress (skipped)")
fi

# Count tests from the JSON reports. A runner that failed without writing a report (config error,
# crash) counts as one failure.
read -r v_pass v_fail v_skip < <(node -e '
  const fs = require("node:fs");
  try {
    const r = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
    console.log(r.numPassedTests ?? 0, r.numFailedTests ?? 0, (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0));
  } catch { console.log("0 -1 0"); }
' "$VITEST_JSON")
if [ "$v_fail" = "-1" ]; then
  v_fail=0
  failed_steps+=("vitest (no report)")
elif [ "$vitest_ok" -eq 0 ] && [ "$v_fail" -eq 0 ]; then
  failed_steps+=("vitest (exit status)")
fi

# Playwright's stats from a JSON report: "passed failed flaky skipped", or "0 -1 0 0" without a
# report. expected = passed first time, unexpected = failed, flaky = failed then passed on a retry
# (a failure here), skipped = test.skip / fixme / not run.
playwright_stats() {
  node -e '
    const fs = require("node:fs");
    try {
      const s = JSON.parse(fs.readFileSync(process.argv[1], "utf8")).stats ?? {};
      console.log(s.expected ?? 0, (s.unexpected ?? 0) + (s.flaky ?? 0), s.flaky ?? 0, s.skipped ?? 0);
    } catch { console.log("0 -1 0 0"); }
  ' "$1"
}

p_pass=0; p_fail=0; p_flaky=0; p_skip=0
if [ "$built" -eq 1 ] && [ -x /usr/bin/chromium ]; then
  read -r p_pass p_fail p_flaky p_skip < <(playwright_stats "$PW_JSON")
  if [ "$p_fail" = "-1" ]; then
    p_fail=0
    failed_steps+=("playwright (no report)")
  elif [ "$pw_ok" -eq 0 ] && [ "$p_fail" -eq 0 ]; then
    failed_steps+=("playwright (exit status)")
  fi
fi

w_pass=0; w_fail=0; w_flaky=0; w_skip=0
if [ "$wp_ran" -eq 1 ]; then
  read -r w_pass w_fail w_flaky w_skip < <(playwright_stats "$WP_JSON")
  if [ "$w_fail" = "-1" ]; then
    w_fail=0
    failed_steps+=("wordpress (no report)")
  elif [ "$wp_ok" -eq 0 ] && [ "$w_fail" -eq 0 ]; then
    failed_steps+=("wordpress (exit status)")
  fi
fi

# The names of the failed tests, with the first line of each reason, just above the counts: CI
# keeps only the end of the log, and a count alone does not say which test to look at.
node -e '
  const fs = require("node:fs");
  const read = (file) => { try { return JSON.parse(fs.readFileSync(file, "utf8")); } catch { return null; } };
  const firstLine = (text = "") => text.replace(/\x1b\[[0-9;]*m/g, "").split("\n").find((line) => line.trim()) ?? "";
  const lines = [];
  for (const file of read(process.argv[1])?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") lines.push(`vitest ${file.name.replace(process.cwd() + "/", "")} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        lines.push(`playwright ${spec.file}:${spec.line} > ${spec.title}${test.status === "flaky" ? " (flaky)" : ""}: ${firstLine(error)}`);
      }
    }
    (suite.suites ?? []).forEach(walk);
  };
  (read(process.argv[2])?.suites ?? []).forEach(walk);
  (read(process.argv[3])?.suites ?? []).forEach(walk);
  if (lines.length) console.log(["", "failed tests:", ...lines.map((line) => `  ${line.slice(0, 400)}`)].join("\n"));
' "$VITEST_JSON" "$PW_JSON" "$WP_JSON"

passed=$((v_pass + p_pass + w_pass))
failed=$((v_fail + p_fail + w_fail + ${#failed_steps[@]}))
skipped=$((v_skip + p_skip + w_skip))

echo
echo "vitest: ${v_pass} passed, ${v_fail} failed, ${v_skip} skipped; playwright: ${p_pass} passed, ${p_fail} failed (${p_flaky} of them flaky: passed only on a retry), ${p_skip} skipped; wordpress: ${w_pass} passed, ${w_fail} failed (${w_flaky} flaky), ${w_skip} skipped"
if [ "${#failed_steps[@]}" -gt 0 ]; then
  echo "failed steps (1 failure each): ${failed_steps[*]}"
fi
closing="${passed} passed, ${failed} failed"
if [ "$skipped" -gt 0 ]; then
  closing="${closing}, ${skipped} skipped"
fi
echo "$closing"
[ "$failed" -eq 0 ]
