FROM node:20-bookworm-slim
WORKDIR /repo
COPY . .
RUN npx --yes pnpm@12.21.0 install --frozen-lockfile --filter @backoffice/api...
WORKDIR /repo/api
EXPOSE 4000
CMD ["node", "node_modules/tsx/dist/cli.mjs", "src/main.ts"]
