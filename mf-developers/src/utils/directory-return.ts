import { DEVELOPERS_PATH } from '@site/contracts';

/** History state a directory card gives the profile it opens: the directory's query, filters included. */
export interface DirectoryReturn {
  directorySearch: string;
}

export function directoryReturnOf(search: string): DirectoryReturn {
  return { directorySearch: search };
}

/**
 * Where "Back to Developers" leads: the directory as the visitor left it (`?q=power&skill=...`),
 * read from the state the card gave the profile; the plain directory for anything else (a profile
 * opened from the home page, a bookmark, a state that is not ours).
 */
export function directoryPathFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('directorySearch' in state)) return DEVELOPERS_PATH;
  const search = state.directorySearch;
  if (typeof search !== 'string' || !/^\?[^#]*$/.test(search)) return DEVELOPERS_PATH;
  return `${DEVELOPERS_PATH}${search}`;
}
