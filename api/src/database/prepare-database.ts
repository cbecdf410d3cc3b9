import type { Logger } from '../common/logger.js';
import { createDataSource } from './data-source.js';
import { migrateDatabase } from './migrate.js';
import { updateSeededContent } from './seed/content-updates.js';
import { seedDatabase } from './seed/seed.js';

/**
 * Applies pending migrations and, when asked, fills an empty database, through a DataSource of its
 * own without the serving pool's timeouts, closed afterwards.
 */
export async function prepareDatabase(databaseUrl: string, options: { seed: boolean; logger: Logger }): Promise<void> {
  const { logger } = options;
  const dataSource = createDataSource(databaseUrl, 'setup');
  await dataSource.initialize();
  try {
    const applied = await migrateDatabase(dataSource);
    if (applied.length > 0) logger.info({ migrations: applied }, 'applied database migrations');
    if (options.seed) {
      const outcome = await seedDatabase(dataSource);
      if (outcome !== 'already-seeded') logger.info({ outcome }, 'seed step finished');
      const update = await updateSeededContent(dataSource);
      if (update.ran) logger.info({ ...update }, 'content update step finished');
    }
  } finally {
    await dataSource.destroy();
  }
}
