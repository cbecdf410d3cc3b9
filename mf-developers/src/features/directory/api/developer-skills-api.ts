import { siteApi } from '@site/platform';

/**
 * The skill filter's options: every skill some developer has, read on its own (a page of results
 * holds a dozen developers, not every skill). Only the directory lists them.
 */
export const developerSkillsApi = siteApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDeveloperSkills: build.query<string[], void>({ query: () => ['/api', 'developers', 'skills'] }),
  }),
});

export const { useGetDeveloperSkillsQuery } = developerSkillsApi;
