import { PARTS_ROUTES } from './parts-routes';
import { SITE_ROUTES, type SiteRoute } from './site-routes';

/** Turns a route pattern such as `/developer/:id?` into a case-insensitive matcher, as React Router matches. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

// The parts pages too: they are rendered like any page, though no link or sitemap names them.
const matchers = [...SITE_ROUTES, ...PARTS_ROUTES].map((route) => ({ route, matcher: patternToRegExp(route.path) }));

/**
 * The route of the table (or the parts page) a path shows, without React Router: for the gateway and the renderer
 * (status codes) and for the shell's first moments, before its shared modules have loaded.
 */
export function findRoute(pathname: string): SiteRoute | undefined {
  if (pathname === '/') return SITE_ROUTES.find((route) => route.path === '/');
  return matchers.find(({ matcher }) => matcher.test(pathname))?.route;
}
