#!/usr/bin/env bash
# npm's `prepare` hook (runs after `npm ci` / `npm install` in this checkout): compiles dist/ so that
# `npm ci && npm start` works on a fresh clone. Skipped where there is nothing to compile with or
# nothing to compile: an install without devDependencies (no tsc), or a Docker layer that has only
# package*.json so far (the Dockerfile runs `npm run build` itself once the sources are copied).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -x node_modules/.bin/tsc ] || [ ! -f tsconfig.build.json ] || [ ! -d src ]; then
  echo "prepare: not building dist/ (no TypeScript compiler or no sources here)"
  exit 0
fi
exec bash scripts/build/build.sh
