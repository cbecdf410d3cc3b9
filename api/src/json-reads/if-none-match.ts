const ENTITY_TAG = /(?:W\/)?"[^"]*"/g;

/**
 * Whether a conditional GET's `If-None-Match` names the current representation (RFC 9110 13.1.2:
 * `*`, or a list of entity tags compared weakly, so `W/"x"` matches `"x"`). Absent or unreadable:
 * no match, and the full answer goes out.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  for (const [tag] of header.matchAll(ENTITY_TAG)) {
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}
