# syntax=docker/dockerfile:1
# Resumio in one image: the API serving the built web app, on Node.js 22 LTS (Debian bookworm).
# Build: docker build -t resumio .   Run: see compose.yaml and the README's "Self-hosting".

# One Node.js release for every stage: the compiled SQLite driver must match the one that runs it.
# Node 22 loads better-sqlite3 13, which ships its binaries (decision 036).
# ---- build: every dependency (dev included), then the web app and the API bundle ----
FROM node:22-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# Manifests first, so the dependency layer is reused until the lockfile changes.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/extension/package.json apps/extension/
COPY packages/contract/package.json packages/contract/
COPY packages/job-posting/package.json packages/job-posting/
COPY packages/db/package.json packages/db/
COPY packages/match/package.json packages/match/
COPY packages/resume/package.json packages/resume/
COPY packages/resume-import/package.json packages/resume-import/
COPY packages/resume-model/package.json packages/resume-model/
COPY tests/e2e/package.json tests/e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs --force

# ---- deps: production dependencies of the API only (no Vite, no Playwright, no Chromium) ----
FROM node:22-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/package.json ./
COPY --from=build /app/package-lock.json ./
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/extension/package.json apps/extension/
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/job-posting/package.json packages/job-posting/
COPY --from=build /app/packages/db/package.json packages/db/
COPY --from=build /app/packages/match/package.json packages/match/
COPY --from=build /app/packages/resume/package.json packages/resume/
COPY --from=build /app/packages/resume-import/package.json packages/resume-import/
COPY --from=build /app/packages/resume-model/package.json packages/resume-model/
COPY --from=build /app/tests/e2e/package.json tests/e2e/
COPY --from=build /app/bench/package.json bench/
# The same command scripts/check-production-start.mjs runs and tests in a clean folder.
RUN npm ci --omit=dev --no-audit --no-fund --workspace=@resumio/api \
 && npm cache clean --force

# ---- run: the bundles, the web build and production dependencies, as an unprivileged user ----
FROM node:22-bookworm-slim AS run
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SQLITE_PATH=/app/data/app.db \
    LOG_FORMAT=json
WORKDIR /app
COPY --from=deps --chown=node:node /app /app
COPY --from=build --chown=node:node /app/apps/api/dist apps/api/dist
COPY --from=build --chown=node:node /app/apps/web/dist apps/web/dist
RUN mkdir -p /app/data && chown node:node /app/data
# The SQLite file (when DATABASE_URL is not set) and nothing else lives here.
VOLUME ["/app/data"]
USER node
EXPOSE 3000
# Liveness with the database reachable; Node's own fetch, so the image needs no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrations run at start, before the server listens.
CMD ["node", "apps/api/dist/server.mjs"]
