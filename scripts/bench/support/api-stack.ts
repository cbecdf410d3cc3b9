import path from 'node:path';
import { discardCluster, embeddedClusterUrl } from '../../../api/src/database/embedded/cluster-access';
import { startChild, stopChildren, waitForHttp } from '../../process/child-processes';
import { freePort } from '../../process/free-port';
import { REPO_ROOT } from '../../workspaces';
import type { Cleanup } from './cleanup';

/** The built API (`node api/dist/main.js`), on free loopback ports, with its own embedded PostgreSQL. */
export interface ApiStack {
  origin: string;
  /** The database the API uses, for another server to query the same data. */
  databaseUrl(): string;
}

const START_TIMEOUT_MS = 120_000;

/**
 * Starts the API in a fresh cluster under `workDir` (created, migrated and seeded); stopped at
 * cleanup. `env`: settings of the bench's own (lead channels, admin token...).
 */
export async function startApi(workDir: string, cleanup: Cleanup, env: NodeJS.ProcessEnv = {}): Promise<ApiStack> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const pgDataDir = path.join(workDir, 'postgres');
  const api = startChild('api', process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'main.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: String(pgPort),
    PG_DATA_DIR: pgDataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    TRUST_PROXY: 'loopback',
    ...env,
  });
  cleanup.add(`stop the API (pid ${api.process.pid})`, async () => {
    await stopChildren([api], 30_000);
    await discardCluster(pgDataDir);
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, START_TIMEOUT_MS, () => api.process.exitCode === null);
  return {
    origin,
    databaseUrl: () => embeddedClusterUrl(pgDataDir, pgPort),
  };
}
