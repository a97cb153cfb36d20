# Two stages: `build` compiles the TypeScript with the dev dependencies (tsc); the runtime image
# holds only the compiled dist/, the production dependencies and the programs the worker runs.
# One runtime image for both entry points; docker-compose.yml runs it as `api` and as `worker`.

# --- build: tsc to dist/ (npm run build) -------------------------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Native addons (better-sqlite3) build here when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts/build ./scripts/build
COPY src ./src
COPY generated ./generated
RUN npm run build
# The production dependencies alone, with the native addons built above, for the runtime stage.
RUN npm prune --omit=dev --no-audit --no-fund

# --- runtime: node dist/..., no TypeScript toolchain -----------------------------------------------
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# Document processing runs Tesseract (the language packs the text engine picks by detected script,
# as .ci/run installs them, and osd for orientation and script), pdftoppm (poppler-utils) and qpdf.
RUN apt-get update && apt-get install -y --no-install-recommends \
        tesseract-ocr tesseract-ocr-osd tesseract-ocr-eng tesseract-ocr-fra tesseract-ocr-deu \
        tesseract-ocr-spa tesseract-ocr-ita tesseract-ocr-por tesseract-ocr-hun tesseract-ocr-dan tesseract-ocr-nor \
        tesseract-ocr-ces tesseract-ocr-slk tesseract-ocr-pol tesseract-ocr-hrv tesseract-ocr-slv tesseract-ocr-ron tesseract-ocr-fin tesseract-ocr-swe \
        tesseract-ocr-rus tesseract-ocr-ukr \
        tesseract-ocr-kaz tesseract-ocr-ell tesseract-ocr-kat tesseract-ocr-hye tesseract-ocr-hin tesseract-ocr-ara tesseract-ocr-fas tesseract-ocr-tha tesseract-ocr-amh \
        poppler-utils qpdf tini \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
# dist/ holds the compiled code and the bundled OpenAPI documents it loads (dist/generated).
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
# tini as PID 1 forwards SIGTERM (`docker stop`) to the service and reaps the OCR and renderer
# child processes; the service is started by node itself, not through npm, whose relay would
# leave the signal to a shell that does not pass it on (README "Running": signals).
ENTRYPOINT ["/usr/bin/tini", "--"]
# The API's health: /readyz through node's own fetch (the worker overrides this in
# docker-compose.yml with the compiled readiness check, it serves no HTTP). Neither starts tsx.
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=5 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/src/bin/api.js"]
