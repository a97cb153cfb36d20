# One image for both entry points; docker-compose.yml runs it as `api` and as `worker`.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# Native addons (better-sqlite3) build here when no prebuilt binary matches. Document processing
# runs Tesseract (language packs picked by detected script, osd for orientation and script),
# pdftoppm (poppler-utils) and qpdf.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
        tesseract-ocr tesseract-ocr-osd tesseract-ocr-eng tesseract-ocr-fra tesseract-ocr-deu \
        tesseract-ocr-spa tesseract-ocr-ita tesseract-ocr-por tesseract-ocr-rus tesseract-ocr-ukr \
        tesseract-ocr-kaz tesseract-ocr-hin tesseract-ocr-ara tesseract-ocr-tha tesseract-ocr-amh \
        poppler-utils qpdf tini \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY src ./src
COPY generated ./generated
COPY tsconfig.json ./
USER node
EXPOSE 3000
# tini as PID 1 forwards SIGTERM (`docker stop`) to the service and reaps the OCR and renderer
# child processes; the service is started by node itself, not through npm, whose relay would
# leave the signal to a shell that does not pass it on (README "Running": signals).
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "src/bin/api.ts"]
