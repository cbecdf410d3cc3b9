import 'reflect-metadata';
import { createLogger } from '../common/logger.js';
import { loadConfig } from '../config/env.js';
import { REPO_ROOT } from '../config/repo-root.js';
import { connectDatabase } from './connect-database.js';
import { createDataSource } from './data-source.js';
import { migrateDatabase } from './migrate.js';

/** `npm run migration:run -w api`: applies pending migrations to the configured database, then exits. */
async function runMigrations(): Promise<void> {
  const config = loadConfig(process.env, REPO_ROOT);
  const logger = createLogger(config.logLevel);
  const { databaseUrl, server } = await connectDatabase(config, logger);
  const dataSource = createDataSource(databaseUrl, 'setup');
  try {
    await dataSource.initialize();
    const applied = await migrateDatabase(dataSource);
    logger.info({ migrations: applied }, applied.length > 0 ? 'applied migrations' : 'no pending migrations');
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await server?.stop();
  }
}

runMigrations().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
