import { configureStore } from '@reduxjs/toolkit';
import { type SiteApiState, siteApi } from '../api/site-api';
import { hydrateSiteApi } from '../api/site-api-hydration';

export interface SiteStoreOptions {
  /** On the server: where the API is (the browser calls it on its own origin). */
  apiOrigin?: string;
  /** On the server: how to call the API (the renderer's keep-alive client); the global fetch otherwise. */
  fetch?: typeof fetch;
  /** In the browser: the reads the server did for this page, so they are not fetched again. */
  serverReads?: SiteApiState;
}

/** The store: the shell makes the one for the site (or one per request on the server); a section's dev server its own. */
export function createSiteStore(options: SiteStoreOptions = {}) {
  const store = configureStore({
    reducer: { [siteApi.reducerPath]: siteApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { apiOrigin: options.apiOrigin ?? '', fetch: options.fetch } } }).concat(
        siteApi.middleware,
      ),
  });
  if (options.serverReads) store.dispatch(hydrateSiteApi({ [siteApi.reducerPath]: options.serverReads }));
  return store;
}

export type SiteStore = ReturnType<typeof createSiteStore>;
