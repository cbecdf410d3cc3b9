import { SITE_ROUTES } from '../../shell/src/routes';

/** Turns a route pattern such as `/developer/:id?` into a case-insensitive matcher. */
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

const matchers = SITE_ROUTES.map((route) => patternToRegExp(route.path));

/** Whether the shell has a page at this path; the gateway answers 404 for any other (with the shell's 404 page). */
export function isKnownPage(pathname: string): boolean {
  return pathname === '/' || matchers.some((matcher) => matcher.test(pathname));
}
