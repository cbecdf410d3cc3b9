import { configureStore } from '@reduxjs/toolkit';
import { siteApi } from '../api/site-api';

/** The store: the shell makes the one for the site; a section on its own dev server makes its own. */
export function createSiteStore() {
  return configureStore({
    reducer: { [siteApi.reducerPath]: siteApi.reducer },
    middleware: (getDefault) => getDefault().concat(siteApi.middleware),
  });
}

export type SiteStore = ReturnType<typeof createSiteStore>;
