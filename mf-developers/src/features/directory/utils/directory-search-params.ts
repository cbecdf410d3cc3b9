import {
  DEFAULT_DEVELOPER_SORT,
  type DeveloperSort,
  DIRECTORY_FIRST_PAGE,
  DIRECTORY_PARAMS,
  directoryPageOf,
  isDeveloperSort,
} from '@site/contracts';

// The directory's address is its key in the site's page cache: its names live in @site/contracts.
export { DIRECTORY_PARAMS };

/** What the directory shows, as its address says; the API searches, filters, sorts and pages. */
export interface DirectoryFilters {
  /** Free text matched, ignoring case, against name, title and every skill. */
  search: string;
  /** One skill, matched exactly; '' for every skill. */
  skill: string;
  sort: DeveloperSort;
  /** The page of results, from 1. */
  page: number;
}

/** The filters a URL describes; anything missing or unknown falls back to the default. */
export function readDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const sort = params.get(DIRECTORY_PARAMS.sort);
  return {
    search: params.get(DIRECTORY_PARAMS.search) ?? '',
    skill: params.get(DIRECTORY_PARAMS.skill) ?? '',
    sort: isDeveloperSort(sort) ? sort : DEFAULT_DEVELOPER_SORT,
    page: directoryPageOf(params.get(DIRECTORY_PARAMS.page)),
  };
}

function isDefault(key: keyof DirectoryFilters, value: DirectoryFilters[keyof DirectoryFilters] | undefined): boolean {
  if (value === undefined || value === '') return true;
  if (key === 'sort') return value === DEFAULT_DEVELOPER_SORT;
  if (key === 'page') return value === DIRECTORY_FIRST_PAGE;
  return false;
}

/**
 * A copy of the query string with the changes applied. Defaults are left out, so the plain
 * directory keeps the plain address, and other parameters are kept as they were. A new search,
 * skill or order starts again from the first page (page 3 of another list means nothing).
 */
export function writeDirectoryFilters(params: URLSearchParams, changes: Partial<DirectoryFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const keys = Object.keys(changes) as (keyof DirectoryFilters)[];
  if (!keys.includes('page') && keys.length > 0) next.delete(DIRECTORY_PARAMS.page);
  for (const key of keys) {
    const value = changes[key];
    if (isDefault(key, value)) next.delete(DIRECTORY_PARAMS[key]);
    else next.set(DIRECTORY_PARAMS[key], String(value));
  }
  return next;
}
