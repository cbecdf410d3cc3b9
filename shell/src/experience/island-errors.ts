import { type BrowserErrorReport, SECTION_NAMES, type SectionName } from '@site/contracts';

/**
 * Said on `window` when an island's React root meets an error React handles itself (so it never
 * reaches `window.onerror`): thrown while hydrating or rendering (caught by a boundary or not), a
 * hydration mismatch React recovered from by rendering afresh, or its code failing to load. The
 * experience report listens; the island knows whose build it is, so no stack is needed.
 */
export const ISLAND_ERROR_EVENT = 'site:island-error';

function isSectionName(owner: string): owner is SectionName {
  return (SECTION_NAMES as readonly string[]).includes(owner);
}

/** Reports an error of this island's owner and build to the page's experience report. */
export function reportIslandError(owner: string, build: string): void {
  const detail: BrowserErrorReport = isSectionName(owner) ? { owner, build } : { owner: 'shell', build: 'unknown' };
  window.dispatchEvent(new CustomEvent<BrowserErrorReport>(ISLAND_ERROR_EVENT, { detail }));
}

/** The island error an event carries, if it is one. */
export function islandErrorOf(event: Event): BrowserErrorReport | undefined {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (!detail || typeof detail !== 'object') return undefined;
  const { owner, build } = detail as Partial<BrowserErrorReport>;
  return typeof owner === 'string' && typeof build === 'string' ? { owner, build } : undefined;
}
