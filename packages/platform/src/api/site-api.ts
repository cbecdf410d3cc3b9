import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { createSiteBaseQuery } from './base-query';
import { hydrateSiteApi } from './site-api-hydration';

/**
 * On the server the renderer renders a page once to learn its reads: there, hooks start their
 * query while rendering (RTK Query's SSR mode) instead of in an effect, which never runs.
 */
const createSiteApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/**
 * The one API slice of the site. Sections add their endpoints with `siteApi.injectEndpoints`;
 * results are cached by path for the whole site and never go stale (spec section 7).
 */
export const siteApi = createSiteApi({
  reducerPath: 'siteApi',
  baseQuery: createSiteBaseQuery(),
  keepUnusedDataFor: Number.POSITIVE_INFINITY,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    if (hydrateSiteApi.match(action)) return (action.payload as Record<string, never>)[reducerPath];
    return undefined;
  },
});

export type SiteApiState = ReturnType<typeof siteApi.reducer>;
