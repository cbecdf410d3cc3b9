import type { DeveloperSort } from '@site/contracts';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { type DirectoryFilters, readDirectoryFilters, writeDirectoryFilters } from '../utils/directory-search-params';

function addressOf(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

export interface DirectoryFilterControls {
  filters: DirectoryFilters;
  setSearch: (search: string) => void;
  setSkill: (skill: string) => void;
  setSort: (sort: DeveloperSort) => void;
  /** Resets the search and the skill; the chosen order stays. */
  clearFilters: () => void;
  /** The address of another page of these results (for the pager's links). */
  pageHref: (page: number) => string;
  /** The address with the search and the skill cleared, the order kept (Clear Filters as a link). */
  clearFiltersHref: string;
}

/**
 * The directory's filters live in the URL, so a filtered view can be shared and survives a reload
 * and the back button. Typing replaces the current entry (one keystroke is not a page to go back
 * to); choosing a skill or an order, or clearing the filters, adds one, unless nothing changed.
 * Another page is a link (`?page=2`), so it works before the page's code runs and a crawler
 * follows it.
 */
export function useDirectoryFilters(): DirectoryFilterControls {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the filters
  const filters = useMemo(() => readDirectoryFilters(params), [query]);

  // What this hook last asked the router for, until the address shows it. The router applies a
  // change later (a transition), and reads the address it has shown: two choices made before then
  // (a skill and an order both picked before the page hydrated, or in quick succession) would each
  // start from the old address, and the second would undo the first.
  const asked = useRef<URLSearchParams | null>(null);
  const shownQuery = useRef(query);
  useLayoutEffect(() => {
    if (shownQuery.current === query) return;
    shownQuery.current = query;
    asked.current = null;
  }, [query]);

  const update = useCallback(
    (changes: Partial<DirectoryFilters>, replace: boolean) => {
      const current = asked.current ?? params;
      const next = writeDirectoryFilters(current, changes);
      // A choice that changes nothing adds no page to go back to: a pick made before hydration
      // reaches the island twice (the fields as they stand at mount, then the replayed change),
      // and a back button that seems to do nothing loses the visitor.
      if (next.toString() === current.toString()) return;
      asked.current = next;
      setParams(next, { replace });
    },
    [params, setParams],
  );

  return {
    filters,
    setSearch: useCallback((search: string) => update({ search }, true), [update]),
    setSkill: useCallback((skill: string) => update({ skill }, false), [update]),
    setSort: useCallback((sort: DeveloperSort) => update({ sort }, false), [update]),
    clearFilters: useCallback(() => update({ search: '', skill: '' }, false), [update]),
    pageHref: useCallback(
      (page: number) => addressOf(pathname, writeDirectoryFilters(params, { page })),
      [params, pathname],
    ),
    clearFiltersHref: addressOf(pathname, writeDirectoryFilters(params, { search: '', skill: '' })),
  };
}
