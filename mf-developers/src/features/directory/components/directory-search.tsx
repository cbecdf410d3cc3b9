import { useGetDeveloperSkillsQuery } from '../api/developer-skills-api';
import { useDirectoryFilters } from '../hooks/use-directory-filters';
import { DirectoryFilters } from './directory-filters';

/**
 * The directory's search box, skill filter and order: an island of its own, hydrated at load (the
 * first thing a visitor reaches for). It writes the choice into the address; the results, another
 * island, read it from there. The skills come from the store the server's read seeded.
 */
export function DirectorySearch() {
  const { filters, setSearch, setSkill, setSort } = useDirectoryFilters();
  const { data: skills = [] } = useGetDeveloperSkillsQuery();
  return (
    <DirectoryFilters
      search={filters.search}
      skill={filters.skill}
      sort={filters.sort}
      skills={skills}
      onSearchChange={setSearch}
      onSkillChange={setSkill}
      onSortChange={setSort}
    />
  );
}
