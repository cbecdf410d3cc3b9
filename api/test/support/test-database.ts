import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminUrl } from '../setup/test-postgres.js';

export interface TestDatabase {
  name: string;
  url: string;
  /** Runs SQL against the test database, to check what the API stored. */
  query<Row extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh, empty database on the run's PostgreSQL (or on the server at `serverUrl`). */
export async function createTestDatabase(serverUrl = adminUrl()): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`));
  const url = databaseUrl(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // Tests that take the database down end this pool's idle connections too; the pool replaces them.
  pool.on('error', () => undefined);
  return {
    name,
    url,
    query: async <Row extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
      (await pool.query<Row>(sql, params)).rows,
    drop: async () => {
      await pool.end();
      await withClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
}

export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
