import { DataSource, type DataSourceOptions } from 'typeorm';
import { ClosingOnTimeoutClient } from './closing-on-timeout-client.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

const APPLICATION_NAME = 'powerai-api';
/** The serving pool's size unless DATABASE_POOL_SIZE says otherwise. */
const DEFAULT_POOL_SIZE = 10;

export const CONNECT_TIMEOUT_MS = 2_000;
/** Every statement the API runs while serving is small: one that takes longer is a database in trouble. */
export const STATEMENT_TIMEOUT_MS = 3_000;
/** Client side, for a server gone without closing its sockets (statement_timeout cannot fire there). */
export const QUERY_TIMEOUT_MS = 4_000;

/**
 * `serve`: the app's pool, where a database that does not answer costs a request seconds, not
 * minutes (then it is a 503 the caller may retry). `setup`: migrations and the seed at start, which
 * may legitimately wait (on another process's migration) or run long (an index on a big table).
 */
export type DataSourcePurpose = 'serve' | 'setup';

/**
 * The one definition of how the API talks to PostgreSQL, used by the app and by the migration
 * script. The schema comes only from the migrations; `synchronize` stays off.
 */
export function dataSourceOptions(
  databaseUrl: string,
  purpose: DataSourcePurpose = 'serve',
  poolSize = DEFAULT_POOL_SIZE,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    applicationName: APPLICATION_NAME,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    migrationsRun: false,
    synchronize: false,
    dropSchema: false,
    // gen_random_uuid() is built into PostgreSQL 13+; the migrations own the schema, extensions included.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    connectTimeoutMS: purpose === 'serve' ? CONNECT_TIMEOUT_MS : 10_000,
    extra:
      purpose === 'serve'
        ? {
            max: poolSize,
            idleTimeoutMillis: 30_000,
            keepAlive: true,
            statement_timeout: STATEMENT_TIMEOUT_MS,
            query_timeout: QUERY_TIMEOUT_MS,
            Client: ClosingOnTimeoutClient,
          }
        : { max: 2, keepAlive: true },
    logging: false,
  };
}

export function createDataSource(databaseUrl: string, purpose: DataSourcePurpose = 'serve'): DataSource {
  return new DataSource(dataSourceOptions(databaseUrl, purpose));
}
