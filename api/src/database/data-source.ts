import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

const APPLICATION_NAME = 'powerai-api';

/**
 * The one definition of how the API talks to PostgreSQL, used by the app and by the migration
 * script. The schema comes only from the migrations; `synchronize` stays off.
 */
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
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
    connectTimeoutMS: 5_000,
    extra: { max: 10, idleTimeoutMillis: 30_000 },
    logging: false,
  };
}

export function createDataSource(databaseUrl: string): DataSource {
  return new DataSource(dataSourceOptions(databaseUrl));
}
