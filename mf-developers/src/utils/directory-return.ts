import { DEVELOPERS_PATH } from '@site/contracts';

/** History state a directory card gives the profile it opens: the directory's query, filters included. */
export interface DirectoryReturn {
  directorySearch: string;
}

export function directoryReturnOf(search: string): DirectoryReturn {
  return { directorySearch: search };
}

/** Whether a history state is one a directory card gave. */
export function isDirectoryReturn(state: unknown): state is { directorySearch: unknown } {
  return typeof state === 'object' && state !== null && 'directorySearch' in state;
}

/**
 * Where "Back to Developers" leads: the directory as the visitor left it (`?q=power&skill=...`),
 * read from the state the card gave the profile; the plain directory for anything else (a profile
 * opened from the home page, a bookmark, a state that is not ours).
 */
export function directoryPathFrom(state: unknown): string {
  if (!isDirectoryReturn(state)) return DEVELOPERS_PATH;
  const search = state.directorySearch;
  if (typeof search !== 'string' || !/^\?[^#]*$/.test(search)) return DEVELOPERS_PATH;
  return `${DEVELOPERS_PATH}${search}`;
}

/**
 * The same from the page the visitor came from: on a server-rendered page a card's link is a
 * whole-document navigation, which carries no history state, but the browser says where it came
 * from (the site sends `strict-origin-when-cross-origin`, so a page of this origin is named whole).
 */
export function directoryPathFromReferrer(referrer: string, origin: string): string {
  if (referrer === '') return DEVELOPERS_PATH;
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return DEVELOPERS_PATH;
  }
  if (from.origin !== origin || from.pathname !== DEVELOPERS_PATH) return DEVELOPERS_PATH;
  return directoryPathFrom(directoryReturnOf(from.search));
}
