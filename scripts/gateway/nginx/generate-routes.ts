import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_ROUTES, type SiteRoute } from '@site/contracts';

/** The generated nginx fragment the shell image includes (committed; e2e/deploy checks it is up to date). */
export const KNOWN_ROUTES_FILE = path.join(__dirname, 'known-routes.conf');

const PLAIN_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;
const PARAM_SEGMENT = /^:[A-Za-z_][A-Za-z0-9_]*(\?)?$/;

/**
 * One route pattern as a regular expression body, matched as scripts/gateway/route-status.ts
 * matches it: `/developer/:id?` -> `/developer(?:/[^/]+)?`. PCRE and JavaScript read it alike.
 */
export function routePatternToRegex(pattern: string): string {
  return pattern
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => {
      const param = PARAM_SEGMENT.exec(segment);
      if (param) return param[1] ? '(?:/[^/]+)?' : '/[^/]+';
      if (!PLAIN_SEGMENT.test(segment)) {
        throw new Error(`Route ${pattern}: segment "${segment}" is neither plain text nor a :param`);
      }
      return `/${segment.replace(/\./g, '\\.')}`;
    })
    .join('');
}

/** Every page of the route table but `/` (nginx matches it exactly), as one anchored expression. */
export function knownRoutesRegex(routes: readonly SiteRoute[] = SITE_ROUTES): string {
  const alternatives = routes.map((route) => routePatternToRegex(route.path)).filter((source) => source !== '');
  return `^(?:${alternatives.join('|')})/?$`;
}

/** known-routes.conf: the shell image's page routes, from the route table. */
export function renderKnownRoutes(routes: readonly SiteRoute[] = SITE_ROUTES): string {
  return `# Generated from SITE_ROUTES (packages/contracts/src/site-map) by scripts/gateway/nginx/generate-routes.ts: do not edit.
# After changing the routes run \`npx tsx scripts/gateway/nginx/generate-routes.ts\` and commit the result.
#
# Included by static-site.conf in the shell image only (scripts/docker/static-site.Dockerfile).
# Pages are matched ignoring case, as scripts/gateway/route-status.ts matches them: a known page
# answers 200 with index.html; any other path whose last segment has no dot answers 404 with
# index.html as the body (the shell then shows its 404 page). Missing files stay plain 404s.

location = / {
  try_files /index.html =404;
}

location ~* "${knownRoutesRegex(routes)}" {
  try_files /index.html =404;
}

location ~ "/[^/.]*$" {
  error_page 404 @page_not_found;
  return 404;
}

location @page_not_found {
  add_header Cache-Control "no-cache" always;
  try_files /index.html =404;
}
`;
}

if (require.main === module) {
  writeFileSync(KNOWN_ROUTES_FILE, renderKnownRoutes());
  console.log(`wrote ${path.relative(process.cwd(), KNOWN_ROUTES_FILE)}`);
}
