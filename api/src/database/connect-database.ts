import type { Logger } from '../common/logger.js';
import type { AppConfig } from '../config/env.js';
import { EMBEDDED_DATABASE } from './embedded/cluster-access.js';
import type { EmbeddedPostgres } from './embedded/embedded-postgres-server.js';

export interface DatabaseConnection {
  databaseUrl: string;
  /** Set when the API started its own PostgreSQL, which it must stop when it stops. */
  server?: EmbeddedPostgres;
}

/** DATABASE_URL when set; otherwise an embedded PostgreSQL for PG_DATA_DIR on EMBEDDED_PG_PORT. */
export async function connectDatabase(config: AppConfig, logger: Logger): Promise<DatabaseConnection> {
  if (config.databaseUrl) return { databaseUrl: config.databaseUrl };
  // Imported only here, so a deployment with DATABASE_URL never loads what starts PostgreSQL.
  const { startEmbeddedPostgres } = await import('./embedded/embedded-postgres-server.js');
  const server = await startEmbeddedPostgres({
    dataDir: config.pgDataDir,
    port: config.embeddedPgPort,
    home: config.embeddedPgHome,
    logger,
  });
  try {
    return { databaseUrl: await server.ensureDatabase(EMBEDDED_DATABASE), server };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
