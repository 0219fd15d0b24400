# Multi-stage image: build with every dependency, run with production ones only.
# One image, two roles:
#   node dist/server/index.js           the shop (BFF; with no API_URL it starts
#                                       the embedded backend itself)
#   node dist/server/index.js backend   the backend alone (BACKEND_PORT, DATABASE_URL)
# compose.yaml runs both roles; docs: README "Running on more than one machine".
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data BACKEND_HOST=0.0.0.0 BACKEND_PORT=4000
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY locales ./locales
COPY public ./public
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000 4000
# Liveness of the shop role; compose.yaml checks each role's /readyz instead.
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/server/index.js"]
