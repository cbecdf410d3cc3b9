/** Addresses of the site that more than one section links to. */

/** The developer directory (spec section 2). */
export const DEVELOPERS_PATH = '/developers';

/** A developer's profile: `/developer/{id}`. */
export function developerPath(id: string): string {
  return `/developer/${encodeURIComponent(id)}`;
}
