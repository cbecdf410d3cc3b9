import type { PageRead } from '@site/contracts';
import { type SiteStore, siteApi } from '@site/platform';

/**
 * The API reads the page made, for the site server to tag the page with (a change of that data
 * replaces it): each query of the page's store by endpoint and argument, answered or not (a read
 * that failed or was left to the browser makes the page one to render again soon).
 */
export function pageReads(store: SiteStore): PageRead[] {
  const queries = store.getState()[siteApi.reducerPath].queries;
  return Object.values(queries).flatMap((query) =>
    query?.endpointName
      ? [{ endpoint: query.endpointName, arg: query.originalArgs as unknown, answered: query.status === 'fulfilled' }]
      : [],
  );
}
