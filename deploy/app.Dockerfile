# One image per app (the host or one remote): built alone, deployed alone.
FROM node:20-bookworm-slim AS build
ARG APP_DIR
WORKDIR /repo
COPY . .
RUN npx --yes pnpm@12.21.0 install --frozen-lockfile \
 && cd "$APP_DIR" && node ../node_modules/webpack/bin/webpack.js --mode production

FROM node:20-bookworm-slim
ARG APP_DIR
ARG APP_KIND
ARG APP_PORT
ENV APP_KIND=$APP_KIND APP_PORT=$APP_PORT HOST=0.0.0.0
WORKDIR /repo
COPY --from=build /repo /repo
RUN mv "/repo/$APP_DIR/dist" /app
EXPOSE $APP_PORT
CMD ["sh", "-c", "node shared/static-server/src/cli.mjs --kind \"$APP_KIND\" --root /app --port \"$APP_PORT\""]
