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

step "unit, integration and mock tests (real MariaDB and Redis)"
npx mocha "test/unit/**/*.test.ts" "test/integration/**/*.test.ts" "test/mock/**/*.test.ts"

step "contract: Dredd against a server started here"
npm run --silent test:contract
