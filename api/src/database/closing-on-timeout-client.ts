import pg from 'pg';

const QUERY_READ_TIMEOUT = 'Query read timeout';

type Query = pg.Client['query'];

/**
 * The pg client the API's pool uses. pg's `query_timeout` answers the caller but leaves the query
 * on the connection: pooled again, the client would make every later query wait behind one whose
 * answer may never come (a database that stopped answering mid-query). This client ends its
 * connection as soon as a query times out, before it goes back to the pool, so the pool drops it
 * and opens a fresh connection once the database answers again.
 */
export class ClosingOnTimeoutClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query: (...args: unknown[]) => unknown = super.query.bind(this);
    const endOnTimeout = (error: unknown) => {
      if ((error as { message?: unknown } | null)?.message === QUERY_READ_TIMEOUT)
        void this.end().catch(() => undefined);
    };
    this.query = ((...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
          endOnTimeout(error);
          return last(error, ...rest);
        };
        return query(...args);
      }
      const result = query(...args);
      // Registered before the caller's own handlers, so the client is ending when it is released.
      if (isPromise(result)) result.catch(endOnTimeout);
      return result;
    }) as Query;
  }
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
