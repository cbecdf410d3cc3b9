import type { DataSource } from 'typeorm';

/** Arbitrary, fixed: the advisory lock every API process takes before changing the schema. */
const SCHEMA_LOCK_KEY = 5_107_331;

/**
 * Applies the pending migrations, one transaction each. Two API processes starting together take
 * turns on an advisory lock instead of racing to create the same tables.
 * Returns the names of the migrations it applied.
 */
export async function migrateDatabase(dataSource: DataSource): Promise<string[]> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]).catch(() => undefined);
    await lock.release();
  }
}
