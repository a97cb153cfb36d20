#!/usr/bin/env bash
# `npm run build`: compiles src/ to dist/ with tsc, then copies the files the compiled code reads
# at run time and tsc does not emit: the bundled OpenAPI documents that openapi-backend loads
# (src/api/app.ts finds them at ../../generated from dist/src/api, as from src/api).
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -rf dist
npx tsc -p tsconfig.build.json
for api in partner operator; do
  mkdir -p "dist/generated/$api"
  cp "generated/$api/openapi.yaml" "dist/generated/$api/openapi.yaml"
done
# The same documents as JSON, which the API loads instead of the YAML (src/api/openapi.ts,
# loadDocument): parsing the YAML was a good part of the start-up.
node -e '
  const fs = require("fs"); const { parse } = require("yaml");
  for (const api of ["partner", "operator"]) {
    const doc = parse(fs.readFileSync(`dist/generated/${api}/openapi.yaml`, "utf8"));
    fs.writeFileSync(`dist/generated/${api}/openapi.json`, JSON.stringify(doc));
  }'
# Marks a complete build (test/support/build.ts compares it with the sources).
date -u +%FT%TZ > dist/.build-stamp
