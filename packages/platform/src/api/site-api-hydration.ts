import { createAction } from '@reduxjs/toolkit';

/** Seeds the browser's store with the reads the server did for the page (RTK Query's rehydration). */
export const hydrateSiteApi = createAction<unknown>('site/hydrateServerReads');
