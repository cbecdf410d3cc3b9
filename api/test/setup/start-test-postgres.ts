import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../src/common/logger.js';
import { startEmbeddedPostgres } from '../../src/database/embedded/embedded-postgres-server.js';
import { freePort } from '../support/free-port.js';
import { ADMIN_URL_VARIABLE, HANDLE_KEY, type TestPostgresHandle } from './test-postgres.js';

/**
 * One PostgreSQL for the whole run: the server at DATABASE_URL when set, else a throw-away embedded
 * cluster on a free port. Each test file then creates (and drops) its own database in it.
 */
export async function startTestPostgres(): Promise<void> {
  const given = process.env.DATABASE_URL?.trim();
  if (given) {
    process.env[ADMIN_URL_VARIABLE] = given;
    return;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'api-test-pg-'));
  const server = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    throwaway: true,
    logger: createLogger(process.env.API_TEST_LOG_LEVEL === 'debug' ? 'debug' : 'warn'),
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  process.env[ADMIN_URL_VARIABLE] = server.urlFor('postgres');
  const handle: TestPostgresHandle = {
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  Object.assign(globalThis, { [HANDLE_KEY]: handle });
}
