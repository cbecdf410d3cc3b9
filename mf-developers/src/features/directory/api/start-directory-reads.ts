import { resourcesApi, type StartReads } from '@site/platform';
import { DIRECTORY_PAGE_SIZE } from '../components/directory-results';
import { readDirectoryFilters } from '../utils/directory-search-params';
import { developerSkillsApi } from './developer-skills-api';

/**
 * The directory's reads at an address, as its search (the skills) and its results (one page of
 * developers) ask for them: the server starts them without rendering the directory once only to
 * learn them (a new search is a page nobody asked for before).
 */
export const startDirectoryReads: StartReads = (dispatch, address) => {
  const { search, skill, sort, page } = readDirectoryFilters(address.searchParams);
  dispatch(developerSkillsApi.endpoints.getDeveloperSkills.initiate());
  dispatch(
    resourcesApi.endpoints.getDeveloperPage.initiate({ search, skill, sort, page, pageSize: DIRECTORY_PAGE_SIZE }),
  );
};
