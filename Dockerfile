# syntax=docker/dockerfile:1
# The API and the web app in one image (docs/deploy.md). Build: docker build -t vitalia .
# Run: docker run -p 3000:3000 -v vitalia-data:/data -e DATABASE_URL=… vitalia

# The workspaces' manifests: npm ci installs from the lockfile, which names them all.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json tsconfig.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY bench/package.json bench/
COPY e2e/package.json e2e/

# Build the web app with every dependency.
FROM manifests AS web
RUN npm ci --no-audit --no-fund
COPY packages/contracts packages/contracts
COPY apps/web apps/web
RUN npm run build

# Run the API with its production dependencies only (it runs its TypeScript through tsx, one of them).
FROM manifests
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data WEB_DIST_DIR=/app/apps/web/dist
RUN npm ci --omit=dev --workspace @vitalia/api --no-audit --no-fund && npm cache clean --force
COPY packages/contracts packages/contracts
COPY apps/api apps/api
COPY --from=web /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM reaches node directly (no npm in between): in-flight requests finish, streams end, then it exits.
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
