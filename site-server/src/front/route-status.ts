import { findRoute } from '@site/contracts';

/** Whether the shell has a page at this path; the gateway answers 404 for any other (with the shell's 404 page). */
export function isKnownPage(pathname: string): boolean {
  return findRoute(pathname) !== undefined;
}
