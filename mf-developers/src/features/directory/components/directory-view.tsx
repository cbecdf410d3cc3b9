import { Box, Typography } from '@mui/material';
import { DEVELOPER_PAGE_SIZE_DEFAULT, type DeveloperPage } from '@site/contracts';
import { focusArrival, LoadError, PageContainer, SectionHeading, useGetDeveloperPageQuery } from '@site/platform';
import { type ReactNode, useEffect, useRef } from 'react';
import { useGetDeveloperSkillsQuery } from '../api/developer-skills-api';
import { useDirectoryFilters } from '../hooks/use-directory-filters';
import { DeveloperGrid, DeveloperGridSkeleton } from './developer-grid';
import { DirectoryFilters } from './directory-filters';
import { DirectoryPager } from './directory-pager';
import { NoDevelopersFound } from './no-developers-found';

/** Four rows of three cards: one page of the directory. */
export const DIRECTORY_PAGE_SIZE = DEVELOPER_PAGE_SIZE_DEFAULT;

function statusOf(results: DeveloperPage | undefined): string {
  if (!results) return '';
  if (results.items.length === 0) return `Showing 0 of ${results.total} developers`;
  const first = (results.page - 1) * results.pageSize + 1;
  return `Showing ${first}–${first + results.items.length - 1} of ${results.total} developers`;
}

/**
 * /developers: one page of results, searched, filtered, sorted and cut by the API as the address
 * says (the server renders the same page). While another page or filter loads, the results shown
 * stay, marked busy; a page chosen from the pager brings the visitor to its first result.
 */
export function DirectoryView() {
  const { filters, setSearch, setSkill, setSort, clearFilters, pageHref } = useDirectoryFilters();
  const { search, skill, sort, page } = filters;
  const { data, isError, isFetching, refetch } = useGetDeveloperPageQuery({
    search,
    skill,
    sort,
    page,
    pageSize: DIRECTORY_PAGE_SIZE,
  });
  const { data: skills = [] } = useGetDeveloperSkillsQuery();
  const searchInput = useRef<HTMLInputElement>(null);
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
    searchInput.current?.focus();
  };

  let results: ReactNode;
  if (isError && !isFetching) {
    results = <LoadError what="developers" onRetry={() => void refetch()} />;
  } else if (data && data.total === 0) {
    results = <NoDevelopersFound onClearFilters={clearAndSearchAgain} />;
  } else if (data) {
    results = (
      <>
        <DeveloperGrid developers={data.items} />
        <DirectoryPager
          page={page}
          lastPage={Math.max(1, Math.ceil(data.total / data.pageSize))}
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
    <PageContainer>
      <SectionHeading
        level="h1"
        title="Find Developers"
        subtitle="Certified Power Platform and AI specialists, ready to build with your team."
      />
      <DirectoryFilters
        search={search}
        skill={skill}
        sort={sort}
        skills={skills}
        onSearchChange={setSearch}
        onSkillChange={setSkill}
        onSortChange={setSort}
        searchInputRef={searchInput}
      />
      <Box ref={resultsBox} aria-busy={isFetching} sx={{ scrollMarginTop: 96 }}>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 3, minHeight: '1.5em' }}>
          {statusOf(data)}
        </Typography>
        {results}
      </Box>
    </PageContainer>
  );
}
