import { type SiteApiState, type SiteStore, siteApi } from '@site/platform';

/**
 * Waits for the reads the page started while it was rendered once, at most `budgetMs`: a read
 * still running then is left to the browser (its part shows its loading state until it has it).
 */
export async function settleReads(store: SiteStore, budgetMs: number): Promise<void> {
  const running = store.dispatch(siteApi.util.getRunningQueriesThunk());
  if (running.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  await Promise.race([Promise.allSettled(running), budget]);
  clearTimeout(timer);
}

/**
 * The reads to hand to the browser: the answered ones (data or error). One still running on the
 * server is left out, so the browser starts it itself instead of waiting for an answer that
 * would never come.
 */
export function finishedReads(store: SiteStore): SiteApiState {
  const state = store.getState()[siteApi.reducerPath];
  const queries = Object.fromEntries(
    Object.entries(state.queries).filter(([, query]) => query?.status === 'fulfilled' || query?.status === 'rejected'),
  );
  // The settings (`config`) are the browser's own slice's; Infinity would not survive JSON anyway.
  const { config: _settings, ...answers } = state;
  return { ...answers, queries, mutations: {}, subscriptions: {} } as unknown as SiteApiState;
}

/** JSON that can stand inside a <script> element: no `<` (so no `</script>`), no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
