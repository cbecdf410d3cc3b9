import { createSiteStore, resourcesApi, type SiteStore } from '@site/platform';
import { developerSkillsApi } from '../features/directory/api/developer-skills-api';
import { DIRECTORY_PAGE_SIZE } from '../features/directory/components/directory-results';
import { readDirectoryFilters } from '../features/directory/utils/directory-search-params';

/**
 * A store holding the answers the server's first pass would have read for a page, as the renderer
 * holds them before it writes the page (jsdom has a window, so hooks start no read while rendering).
 */
async function storeAnswering(reads: ((store: SiteStore) => PromiseLike<unknown>)[]): Promise<SiteStore> {
  const store = createSiteStore();
  await Promise.all(reads.map((read) => read(store)));
  return store;
}

/** The reads of /developers at `route` (`/developers?q=power`): one page of results and every skill. */
export function directoryReadsFor(route: string): Promise<SiteStore> {
  const { search, skill, sort, page } = readDirectoryFilters(new URL(route, 'http://localhost').searchParams);
  return storeAnswering([
    (store) =>
      store.dispatch(
        resourcesApi.endpoints.getDeveloperPage.initiate({ search, skill, sort, page, pageSize: DIRECTORY_PAGE_SIZE }),
      ),
    (store) => store.dispatch(developerSkillsApi.endpoints.getDeveloperSkills.initiate()),
  ]);
}

/**
 * The reads of /developer/:id: the developer, their projects and their testimonials (each
 * answered, or failed as the handlers say).
 */
export function profileReadsFor(id: string): Promise<SiteStore> {
  return storeAnswering([
    (store) => store.dispatch(resourcesApi.endpoints.getDeveloper.initiate(id)),
    (store) => store.dispatch(resourcesApi.endpoints.getDeveloperProjects.initiate(id)),
    (store) => store.dispatch(resourcesApi.endpoints.getDeveloperTestimonials.initiate(id)),
  ]);
}
