import { useGetDeveloperSkillsQuery } from '../api/developer-skills-api';
import { useDirectoryFilters } from '../hooks/use-directory-filters';
import { DirectoryFilters } from './directory-filters';

/**
 * The directory's search box, skill filter and order. It writes the choice into the address; the
 * results, an island, read it from there. On the server's page it is HTML that the shell's inline
 * script follows (see DirectoryFilters); the skills come from the server's read.
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
