import { Box, Typography } from '@mui/material';
import { DEVELOPER_PAGE_SIZE_DEFAULT, type DeveloperPage } from '@site/contracts';
import { focusArrival, LoadError, useGetDeveloperPageQuery } from '@site/platform';
import { type ReactNode, useEffect, useRef } from 'react';
import { useDirectoryFilters } from '../hooks/use-directory-filters';
import { DeveloperGrid, DeveloperGridSkeleton } from './developer-grid';
import { DIRECTORY_SEARCH_INPUT_ID } from './directory-filters';
import { DirectoryPager } from './directory-pager';
import { NoDevelopersFound } from './no-developers-found';
import { PastLastPage } from './past-last-page';

/** Four rows of three cards: one page of the directory. */
export const DIRECTORY_PAGE_SIZE = DEVELOPER_PAGE_SIZE_DEFAULT;

function lastPageOf(results: DeveloperPage): number {
  return Math.max(1, Math.ceil(results.total / results.pageSize));
}

/** A page number past the results: there are developers, none on this page. */
function isPastLastPage(results: DeveloperPage): boolean {
  return results.items.length === 0 && results.total > 0;
}

function statusOf(results: DeveloperPage | undefined): string {
  if (!results) return '';
  if (isPastLastPage(results)) {
    const lastPage = lastPageOf(results);
    return `Page ${results.page} is past the last page: ${results.total} developers fit on ${lastPage} ${lastPage === 1 ? 'page' : 'pages'}`;
  }
  if (results.items.length === 0) return `Showing 0 of ${results.total} developers`;
  const first = (results.page - 1) * results.pageSize + 1;
  return `Showing ${first}–${first + results.items.length - 1} of ${results.total} developers`;
}

/**
 * One page of results, searched, filtered, sorted and cut by the API as the address says. On the
 * server's page it is HTML, never hydrated: the shell's inline script swaps it for the server's
 * render of each new address (see DirectoryView). Where React runs (a page the browser renders),
 * it follows the address itself through the store; while another page or filter loads, the
 * results shown stay, marked busy; a page chosen from the pager brings the visitor to its first
 * result.
 */
export function DirectoryResults() {
  const { filters, clearFilters, pageHref, clearFiltersHref } = useDirectoryFilters();
  const { search, skill, sort, page } = filters;
  const { data, isError, isFetching, refetch } = useGetDeveloperPageQuery({
    search,
    skill,
    sort,
    page,
    pageSize: DIRECTORY_PAGE_SIZE,
  });
  const resultsBox = useRef<HTMLDivElement>(null);
  const arrivalPending = useRef(false);

  useEffect(() => {
    if (!arrivalPending.current || isFetching || data?.page !== page || !resultsBox.current) return;
    arrivalPending.current = false;
    resultsBox.current.scrollIntoView?.({ block: 'start' });
    focusArrival(resultsBox.current);
  }, [data, isFetching, page]);

  const clearAndSearchAgain = () => {
    clearFilters();
    document.getElementById(DIRECTORY_SEARCH_INPUT_ID)?.focus();
  };

  let results: ReactNode;
  if (isError && !isFetching) {
    results = <LoadError what="developers" onRetry={() => void refetch()} retryHref={pageHref(page)} />;
  } else if (data && data.total === 0) {
    results = <NoDevelopersFound clearHref={clearFiltersHref} onClearFilters={clearAndSearchAgain} />;
  } else if (data && isPastLastPage(data)) {
    results = <PastLastPage page={data.page} lastPage={lastPageOf(data)} lastPageHref={pageHref(lastPageOf(data))} />;
  } else if (data) {
    results = (
      <>
        <DeveloperGrid developers={data.items} />
        <DirectoryPager
          page={page}
          lastPage={lastPageOf(data)}
          hrefOf={pageHref}
          onPageChosen={() => {
            arrivalPending.current = true;
          }}
        />
      </>
    );
  } else {
    results = <DeveloperGridSkeleton />;
  }

  return (
    // Which search these results answer (a test or a bench tells the new results from the old).
    <Box ref={resultsBox} aria-busy={isFetching} data-results-for={search} sx={{ scrollMarginTop: 96 }}>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 3, minHeight: '1.5em' }}>
        {statusOf(data)}
      </Typography>
      {results}
    </Box>
  );
}
