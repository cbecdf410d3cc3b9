import { createApi } from '@reduxjs/toolkit/query/react';
import { createSiteBaseQuery } from './base-query';

/**
 * The one API slice of the site. Sections add their endpoints with `siteApi.injectEndpoints`;
 * results are cached by path for the whole site and never go stale (spec section 7).
 */
export const siteApi = createApi({
  reducerPath: 'siteApi',
  baseQuery: createSiteBaseQuery(),
  keepUnusedDataFor: Number.POSITIVE_INFINITY,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
