import { type SiteApiState, type SiteStore, siteApi } from '@site/platform';

/**
 * The page's store as one piece of it sees it on the server, noting every read (query cache key)
 * the piece looks up into each of `notes`: the piece is reused only while those reads answer the
 * same, and the browser gets only the reads its islands looked up (it hydrates nothing else; a
 * static part's reads stay on the server).
 */
export function storeNotingReads(store: SiteStore, ...notes: Set<string>[]): SiteStore {
  let seen: ReturnType<SiteStore['getState']> | undefined;
  let noted: ReturnType<SiteStore['getState']> | undefined;
  const getState = () => {
    const state = store.getState();
    if (state !== seen || !noted) {
      const api = state[siteApi.reducerPath];
      const queries = new Proxy(api.queries, {
        get(target, key, receiver) {
          if (typeof key === 'string') for (const reads of notes) reads.add(key);
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

type Provided = SiteApiState['provided'];
type Query = NonNullable<SiteApiState['queries'][string]>;

/**
 * When a read was asked and answered, as one constant: RTK Query notes a request id and the times,
 * which would make every render of the same page other bytes (and another ETag). The browser's
 * store only asks whether a read was answered (a truthy `fulfilledTimeStamp`: it never refetches
 * by age, `refetchOnMountOrArgChange` is off), so the server's answers all say "at time 1".
 */
const SERVER_ANSWER_TIME = 1;

function withoutWhen(key: string, query: Query): Query {
  const when =
    query.status === 'fulfilled'
      ? { startedTimeStamp: SERVER_ANSWER_TIME, fulfilledTimeStamp: SERVER_ANSWER_TIME }
      : { startedTimeStamp: SERVER_ANSWER_TIME };
  return { ...query, requestId: key, ...when } as Query;
}

/**
 * The tags of these reads only, every list in one order: RTK Query notes a read's tags when its
 * answer arrives, so the order of the page's fetches finishing must not change the page's bytes.
 */
function providedFor(provided: Provided, reads: ReadonlySet<string>): Provided {
  const sorted = <T>(entries: [string, T][]) => Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
  const tags = Object.entries(provided.tags).map(([type, ids]): [string, Record<string, string[]>] => [
    type,
    sorted(
      Object.entries(ids as Record<string, string[] | undefined>)
        .map(([id, keys]): [string, string[]] => [id, (keys ?? []).filter((key) => reads.has(key)).sort()])
        .filter(([, keys]) => keys.length > 0),
    ),
  ]);
  const keys = Object.entries(provided.keys).filter(([key]) => reads.has(key));
  return {
    ...provided,
    tags: sorted(tags.filter(([, ids]) => Object.keys(ids).length > 0)),
    keys: sorted(keys),
  } as Provided;
}

/** Of the answered reads, those the page's islands looked up (with their tags), in one order whatever order they were asked in. */
export function readsFor(answered: SiteApiState, reads: ReadonlySet<string>): SiteApiState {
  const queries = Object.fromEntries(
    Object.entries(answered.queries)
      .filter(([key]) => reads.has(key))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, query]) => [key, query && withoutWhen(key, query)]),
  );
  return { ...answered, queries, provided: providedFor(answered.provided, reads) };
}
