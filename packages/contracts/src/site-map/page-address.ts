import { findRoute } from './find-route';

/**
 * The address of the page a request shows: its path and only the query parameters its route reads
 * (the route table's `parameters`), each by what it means to the page, sorted by name, with
 * defaults and empty values left out. Campaign and unknown parameters (`utm_*`, `gclid`, `fbclid`,
 * anything no route reads) are dropped, so `/?utm_source=a` is `/`, and `/developers?sort=rating&q=x`
 * is `/developers?q=x`. The site server renders and keeps pages by this address (one page per
 * meaning); nginx's page cache keys by the same parameters (deploy/kubernetes/base/page-cache/).
 */
export function pageAddress(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://site.invalid');
  const parameters = findRoute(pathname)?.parameters ?? [];
  const kept: [string, string][] = [];
  for (const parameter of parameters) {
    const typed = searchParams.get(parameter.name);
    const value = typed === null ? undefined : parameter.meaning(typed);
    if (value !== undefined && value !== '' && value !== parameter.default) kept.push([parameter.name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = kept.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  return query === '' ? pathname : `${pathname}?${query}`;
}

/** Every query parameter some route reads: what nginx's page cache key is made of. */
export function pageParameterNames(routes: readonly { parameters?: readonly { name: string }[] }[]): string[] {
  return [...new Set(routes.flatMap((route) => (route.parameters ?? []).map((parameter) => parameter.name)))].sort();
}
