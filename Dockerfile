# One image for both entry points; docker-compose.yml runs it as `api` and as `worker`.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# Native addons (better-sqlite3) build here when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY src ./src
COPY generated ./generated
COPY tsconfig.json ./
USER node
EXPOSE 3000
CMD ["npm", "run", "start:api"]
