/**
 * One page of the developer directory as the API reads it: `GET /api/developers?search=&skill=&sort=&page=&pageSize=`.
 * Plain facts and the query string writer, no zod, so a section's bundle can import them; the
 * schema that validates the query is `@site/contracts/developer-query-schema` (the API's side).
 */

/** The directory's orders, as they appear in the page's address (`?sort=price-low`) and the API's query. */
export const DEVELOPER_SORTS = ['rating', 'price-low', 'price-high', 'experience'] as const;
export type DeveloperSort = (typeof DEVELOPER_SORTS)[number];
export const DEFAULT_DEVELOPER_SORT: DeveloperSort = 'rating';

export function isDeveloperSort(value: string | null | undefined): value is DeveloperSort {
  return (DEVELOPER_SORTS as readonly (string | null | undefined)[]).includes(value);
}

/** A page of the directory holds four rows of three cards. */
export const DEVELOPER_PAGE_SIZE_DEFAULT = 12;
/** Enough for any page the site shows; a caller wanting every developer uses the plain call. */
export const DEVELOPER_PAGE_SIZE_MAX = 48;
/** A search or a skill longer than this is no one's search (the longest name allowed is 120). */
export const DEVELOPER_QUERY_TEXT_MAX = 120;
export const DEVELOPER_PAGE_MAX = 100_000;

/** The query-string keys of a directory view: `/developers?q=power&skill=Power%20BI&sort=price-low&page=2`. */
export const DIRECTORY_PARAMS = { search: 'q', skill: 'skill', sort: 'sort', page: 'page' } as const;

/** The directory's first page: the plain address shows it. */
export const DIRECTORY_FIRST_PAGE = 1;

/** The page of results an address names (`?page=2`); anything else is the first page. */
export function directoryPageOf(value: string | null | undefined): number {
  return typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : DIRECTORY_FIRST_PAGE;
}

/** What a caller asks for: every part optional, the API fills in the defaults. */
export interface DeveloperPageQuery {
  /** Free text matched, ignoring case, against the name, the title and every skill. */
  search?: string;
  /** One skill, matched exactly. */
  skill?: string;
  sort?: DeveloperSort;
  /** From 1. */
  page?: number;
  pageSize?: number;
}

/** The query parameters in one fixed order, so one page is one address (and one cache entry). */
const QUERY_KEYS = ['search', 'skill', 'sort', 'page', 'pageSize'] as const;

/**
 * The query string of a page read, without the `?`. A blank search or skill is left out; so is the
 * default order or page 1, except that at least one parameter is always written: the plain call
 * (no query string) keeps the spec's answer, the whole list.
 */
export function developerPageSearch(query: DeveloperPageQuery): string {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = query[key];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    if (key === 'sort' && value === DEFAULT_DEVELOPER_SORT) continue;
    if (key === 'page' && value === 1) continue;
    params.set(key, String(value));
  }
  if (params.size === 0) params.set('page', '1');
  return params.toString();
}
