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

const matchers = SITE_ROUTES.map((route) => ({ route, matcher: patternToRegExp(route.path) }));

/**
 * The route of the table a path shows, without React Router: for the gateway and the renderer
 * (status codes) and for the shell's first moments, before its shared modules have loaded.
 */
export function findRoute(pathname: string): SiteRoute | undefined {
  if (pathname === '/') return SITE_ROUTES.find((route) => route.path === '/');
  return matchers.find(({ matcher }) => matcher.test(pathname))?.route;
}
