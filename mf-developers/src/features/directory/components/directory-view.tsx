import { Typography } from '@mui/material';
import { LoadError, PageContainer, SectionHeading, useGetDevelopersQuery } from '@site/platform';
import { type ReactNode, useMemo, useRef } from 'react';
import { useDirectoryFilters } from '../hooks/use-directory-filters';
import { selectDevelopers, skillOptions } from '../utils/select-developers';
import { DeveloperGrid, DeveloperGridSkeleton } from './developer-grid';
import { DirectoryFilters } from './directory-filters';
import { NoDevelopersFound } from './no-developers-found';

/** /developers: the one cached list, filtered and sorted in the browser as the URL says. */
export function DirectoryView() {
  const { data: developers, isError, refetch } = useGetDevelopersQuery();
  const { filters, setSearch, setSkill, setSort, clearFilters } = useDirectoryFilters();
  const searchInput = useRef<HTMLInputElement>(null);
  const skills = useMemo(() => skillOptions(developers ?? []), [developers]);
  const shown = useMemo(() => (developers ? selectDevelopers(developers, filters) : []), [developers, filters]);

  const clearAndSearchAgain = () => {
    clearFilters();
    searchInput.current?.focus();
  };

  let results: ReactNode;
  if (developers) {
    results =
      shown.length > 0 ? (
        <DeveloperGrid developers={shown} />
      ) : (
        <NoDevelopersFound onClearFilters={clearAndSearchAgain} />
      );
  } else if (isError) {
    results = <LoadError what="developers" onRetry={() => void refetch()} />;
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
        search={filters.search}
        skill={filters.skill}
        sort={filters.sort}
        skills={skills}
        onSearchChange={setSearch}
        onSkillChange={setSkill}
        onSortChange={setSort}
        searchInputRef={searchInput}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 3, minHeight: '1.5em' }}>
        {developers ? `Showing ${shown.length} of ${developers.length} developers` : ''}
      </Typography>
      {results}
    </PageContainer>
  );
}
