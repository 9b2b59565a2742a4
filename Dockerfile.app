# syntax=docker/dockerfile:1
# One image per app (host or a remote): Node and exactly the folder `pnpm build:deploy` makes as deploy/<app>, the folder
# `pnpm test:prod` serves in CI: @pads/static-server (serve.mjs and its three dependencies, no UI library) and the
# app's production build in dist/. The server writes /runtime-config.json from the environment at serve time (remote
# URLs change without a rebuild) and sends the app's Content-Security-Policy (docs/deploy.md).
# Build from the repository root, after `pnpm build:deploy`:
#   docker build -f Dockerfile.app --build-arg APP=remote-pads -t pads-remote-pads .
# or, from a checkout with nothing built, with the same command run in a build stage:
#   docker build -f Dockerfile.app --build-arg APP=remote-pads --build-arg ARTIFACTS=source -t pads-remote-pads .
ARG ARTIFACTS=deployed
ARG NODE_IMAGE=node:20-bookworm-slim

# The deployed folder as CI built and tested it.
FROM scratch AS deployed
ARG APP
COPY deploy/${APP} /artifact

# The same folder built here, from the repository, by the same command.
FROM ${NODE_IMAGE} AS source
ARG APP
RUN npm i -g pnpm@12
WORKDIR /src
COPY . .
RUN rm -rf deploy && pnpm install --frozen-lockfile && pnpm build:deploy --only "${APP}" && mv "deploy/${APP}" /artifact

FROM ${ARTIFACTS} AS artifacts

FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=artifacts /artifact /app
# A wrong or missing APP would copy something else than one app's folder.
RUN test -f serve.mjs && test -f dist/index.html
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/runtime-config.json`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "serve.mjs", "dist"]
