# Build stage: install, compile the server and build the web client.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Run stage: the compiled server, the built client, production dependencies only.
FROM node:24-bookworm-slim
# glibc keeps two malloc arenas, not 8 per core: memory freed after a burst of cover photos goes back
# (decision 56, docs/performance.md "Session 28")
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/data ./data
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# V8 keeps its heap through an idle spell: with its memory reducer, answers after idle were ~20 % slower (decision 57)
CMD ["node", "--no-memory-reducer", "dist/api/main.js"]
