# syntax=docker/dockerfile:1
# The site's server for Kubernetes (deploy/kubernetes, Deployment `gateway`): every page rendered
# (scripts/gateway/serve.ts and the shell's renderer), /api proxied to the API, /remotes/<name>/ to
# each section's Service. Runs as the `node` user on a read-only root filesystem (/tmp an emptyDir).
#   docker build -f scripts/docker/gateway.Dockerfile -t registry.example/site/gateway:<version> .
# Build context: the repository root.

FROM node:20 AS build
WORKDIR /repo
COPY . .
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund --ignore-scripts
RUN NODE_ENV=production npm run build -w shell

FROM node:20-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /repo
# The gateway runs from source with tsx (as `npm start` does), the renderer from the shell's build;
# both load the shared packages (React, MUI, emotion, RTK...) from node_modules.
COPY --from=build /repo/package.json /repo/package-lock.json ./
COPY --from=build /repo/node_modules node_modules
COPY --from=build /repo/packages packages
COPY --from=build /repo/scripts scripts
COPY --from=build /repo/shell/package.json shell/package.json
COPY --from=build /repo/shell/dist shell/dist
USER node
EXPOSE 8080
CMD ["node", "node_modules/tsx/dist/cli.mjs", "scripts/gateway/serve.ts"]
