import { DEFAULT_DEVELOPER_SORT, type DirectoryFilters, isDeveloperSort } from './select-developers';

/** The query-string keys of a directory view: `/developers?q=power&skill=Power%20BI&sort=price-low`. */
export const DIRECTORY_PARAMS = { search: 'q', skill: 'skill', sort: 'sort' } as const;

/** The filters a URL describes; anything missing or unknown falls back to the default. */
export function readDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const sort = params.get(DIRECTORY_PARAMS.sort);
  return {
    search: params.get(DIRECTORY_PARAMS.search) ?? '',
    skill: params.get(DIRECTORY_PARAMS.skill) ?? '',
    sort: isDeveloperSort(sort) ? sort : DEFAULT_DEVELOPER_SORT,
  };
}

/**
 * A copy of the query string with the changes applied. Defaults are left out, so the plain
 * directory keeps the plain address, and other parameters are kept as they were.
 */
export function writeDirectoryFilters(params: URLSearchParams, changes: Partial<DirectoryFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(changes) as (keyof DirectoryFilters)[]) {
    const value = changes[key];
    const isDefault = value === undefined || value === '' || (key === 'sort' && value === DEFAULT_DEVELOPER_SORT);
    if (isDefault) next.delete(DIRECTORY_PARAMS[key]);
    else next.set(DIRECTORY_PARAMS[key], value);
  }
  return next;
}
