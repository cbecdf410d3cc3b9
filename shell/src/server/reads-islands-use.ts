import { type SiteApiState, type SiteStore, siteApi } from '@site/platform';

/**
 * The page's store as its islands see it on the server, noting every read (query cache key) they
 * look up: only those go to the browser, which hydrates nothing else (a static part's reads stay
 * on the server).
 */
export function storeNotingReads(store: SiteStore, reads: Set<string>): SiteStore {
  let seen: ReturnType<SiteStore['getState']> | undefined;
  let noted: ReturnType<SiteStore['getState']> | undefined;
  const getState = () => {
    const state = store.getState();
    if (state !== seen || !noted) {
      const api = state[siteApi.reducerPath];
      const queries = new Proxy(api.queries, {
        get(target, key, receiver) {
          if (typeof key === 'string') reads.add(key);
          return Reflect.get(target, key, receiver);
        },
      });
      seen = state;
      noted = { ...state, [siteApi.reducerPath]: { ...api, queries } };
    }
    return noted;
  };
  return { ...store, getState };
}

/** Of the answered reads, those the page's islands looked up. */
export function readsFor(answered: SiteApiState, reads: ReadonlySet<string>): SiteApiState {
  const queries = Object.fromEntries(Object.entries(answered.queries).filter(([key]) => reads.has(key)));
  return { ...answered, queries };
}
