# The service's image: API (`--api`), worker (`--worker`), or both (no argument), against the
# PostgreSQL of DATABASE_URL. docs/operations.md#scaling-out
FROM node:22-bookworm-slim

ENV NODE_ENV=production
WORKDIR /app

# Dependencies are installed when the image is built, once, never when a container starts.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

COPY tsconfig.json ./
COPY schema ./schema
COPY src ./src
COPY rest-facade ./rest-facade
COPY workers ./workers
# The TypeScript is compiled to JavaScript once, here (docs/operations.md#the-build): the
# running service loads no compiler.
RUN npm run build

# An unprivileged user; it owns only the data directory (used when DATABASE_URL is unset).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node

ENV HOST=0.0.0.0 PORT=3000
# Two malloc arenas instead of glibc's eight per core, and blocks of 128 KiB or more mapped apart:
# the reading of scans and photos (sharp, Tesseract) frees image buffers in many threads that
# glibc would otherwise keep. glibc reads them when the process starts, so they are set here, as
# `npm start` and `npm run start:worker` set them (docs/document-extraction.md#memory).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
EXPOSE 3000

# node itself is the process the container's signals reach (npm would exit on SIGTERM without
# waiting for the service). Run with an init (`docker run --init`, compose `init: true`) so
# that node is not PID 1, which the kernel shields from signals it has no handler for yet.
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "dist/src/main.js"]
CMD []
