import { findRoute } from '@site/contracts';

/** The route label of a path no route answers (its status is 404). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * A request's route as a label: a route TEMPLATE, never the raw path, so the label's values are
 * the short list of the site's routes. Pages by their route table template (`/developer/:id?`),
 * also when another spelling reached them through the not-found handler (`/Developers/`); every
 * API call `/api/*` (the API labels its own routes); every section file `/remotes/*`; the
 * shell's files `/*`; the site's own routes (`/_site/ready`, `/sections.json`) as they are.
 */
export function routeLabel(template: string | undefined, url: string): string {
  if (template !== undefined) {
    if (template.startsWith('/api')) return '/api/*';
    if (template.startsWith('/remotes/')) return '/remotes/*';
    return template;
  }
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  const page = findRoute(pathname);
  if (page) return page.path;
  if (pathname.startsWith('/remotes/')) return '/remotes/*';
  return UNMATCHED_ROUTE;
}
