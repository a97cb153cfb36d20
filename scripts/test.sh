#!/usr/bin/env bash
# The test command (README: `npm test`). Each step must pass; the first failure stops the run.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }

step "generated/ matches the spec (drift check)"
npm run --silent generate:check

step "lint: Spectral (spectral:oas + OWASP 2023) and Redocly"
npm run --silent lint:spec

step "import direction and circles: dependency-cruiser (.dependency-cruiser.cjs)"
npm run --silent lint:deps

step "ESLint with type information (eslint.config.mjs): floating promises, any, unused variables"
npm run --silent lint:code

step "unused exports: knip (knip.json)"
npm run --silent lint:exports

step "catch handlers keep their evidence: a log line, a rethrow or the error passed on (scripts/lint/catches.ts)"
npm run --silent lint:catches

step "typecheck"
npm run --silent typecheck

# The npm scripts (start, start:api, start:worker, migrate, admin) run the compiled code; the tests
# that start them (build, shutdown, adminCli) need this checkout's dist/. The tests themselves run
# the TypeScript sources through tsx (.mocharc.json).
step "build: tsc to dist/"
npm run --silent build

step "integration tests (real MariaDB and Redis), with the unit and mock tests beside them"
# Two mocha processes at once. The unit and mock tests touch neither the database nor Redis and spend
# their time on the CPU (rendering, OCR); the integration tests mostly wait (servers starting and
# stopping, outages, retries after backoff). Side by side they take about as long as the longer of the
# two instead of the sum. The unit and mock run writes to its own log, printed whole after the
# integration tests' output, so neither run's report is interleaved with the other's.
unit_log="$(mktemp)"
npx mocha "test/unit/**/*.test.ts" "test/mock/**/*.test.ts" > "$unit_log" 2>&1 &
unit_pid=$!
trap 'kill "$unit_pid" 2>/dev/null || true; rm -f "$unit_log"' EXIT
integration_rc=0
npx mocha "test/integration/**/*.test.ts" || integration_rc=$?
unit_rc=0
wait "$unit_pid" || unit_rc=$?
step "unit and mock tests (run beside the integration tests)"
cat "$unit_log"
if [ "$unit_rc" -ne 0 ] || [ "$integration_rc" -ne 0 ]; then
  echo "unit and mock tests: exit $unit_rc; integration tests: exit $integration_rc" >&2
  exit 1
fi

step "contract: Dredd against a server started here"
npm run --silent test:contract
