import { findRoute, NOT_FOUND_ROUTE, type SiteRoute } from '@site/contracts';

/** A route and the address the warm-up renders for it. */
export interface WarmUpPath {
  route: string;
  path: string;
}

/**
 * An address no route answers, rendered once so the shell's 404 page is in the warm-up too (its
 * CSS in the generation's stylesheet). Not a route of the table: `route` says so.
 */
export const NOT_FOUND_WARM_UP: WarmUpPath = { route: NOT_FOUND_ROUTE, path: '/__warm-up/not-found' };

function hasParameter(route: SiteRoute): boolean {
  return route.path.includes('/:');
}

/** Every route once, its parameters left out where optional and written `example` where required. */
export function routeWarmUpPaths(routes: readonly SiteRoute[]): WarmUpPath[] {
  return routes.map((route) => ({
    route: route.path,
    path: route.path.replace(/\/:[^/]+\?$/, '').replace(/:[^/]+/g, 'example'),
  }));
}

/**
 * For each route with a parameter, the first address of it that a page already rendered links to
 * (a profile the directory lists): with real data, the page a visitor will see, not `example`'s 404.
 * Matched as the gateway and the renderer match (`findRoute`); routes no page links to are left out.
 */
export function linkedWarmUpPaths(routes: readonly SiteRoute[], renderedHtml: readonly string[]): WarmUpPath[] {
  const links = renderedHtml.flatMap((html) =>
    [...html.matchAll(/\shref="(\/[^"#?]*)[^"]*"/g)].map((match) => match[1] ?? ''),
  );
  const examples = new Set(routeWarmUpPaths(routes).map(({ path }) => path.toLowerCase()));
  return routes.filter(hasParameter).flatMap((route) => {
    const path = links.find((link) => findRoute(link)?.path === route.path && !examples.has(link.toLowerCase()));
    return path ? [{ route: route.path, path }] : [];
  });
}
