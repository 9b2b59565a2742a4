# One image per app (host or a remote): a production build served by shared/build/serve.mjs, which writes
# /runtime-config.json from the environment at serve time, so remote URLs change without a rebuild.
# Build from the repository root: docker build -f Dockerfile.app --build-arg APP=remote-pads .
FROM node:20-slim AS build
ARG APP
RUN npm i -g pnpm@12
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter "./${APP}" run build

FROM node:20-slim
ARG APP
RUN npm i -g pnpm@12
WORKDIR /app
COPY pnpm-workspace.yaml pnpm-lock.yaml package.json ./
COPY patches patches
COPY shared shared
RUN pnpm install --frozen-lockfile --prod --filter @pads/shared
COPY --from=build /app/${APP}/dist dist
ENV PORT=80
EXPOSE 80
CMD ["sh", "-c", "node shared/build/serve.mjs dist ${PORT}"]
