/** What the global setup hands to the test files, through the environment. */
export const ADMIN_URL_VARIABLE = 'API_TEST_ADMIN_URL';

export interface TestPostgresHandle {
  stop(): Promise<void>;
}

/** The global setup keeps its PostgreSQL here for the global teardown (they share one global). */
export const HANDLE_KEY = Symbol.for('api.test.postgres');

export function adminUrl(): string {
  const url = process.env[ADMIN_URL_VARIABLE];
  if (!url)
    throw new Error(`${ADMIN_URL_VARIABLE} is not set: run the suite through jest.config.cjs (its global setup)`);
  return url;
}
