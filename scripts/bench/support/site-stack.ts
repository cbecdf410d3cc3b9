import path from 'node:path';
import { startChild, stopChildren, waitForHttp } from '../../process/child-processes';
import { freePort } from '../../process/free-port';
import { REPO_ROOT } from '../../workspaces';
import type { Cleanup } from './cleanup';
import { stopLeftoverPostgres } from './leftover-postgres';

const START_TIMEOUT_MS = 120_000;

/**
 * The composed site as `npm start` serves it (`scripts/start/start.ts --no-build`: the gateway and
 * the API), on free loopback ports with a fresh embedded PostgreSQL under `workDir`. Returns its
 * origin; stopped at cleanup as Ctrl-C would stop it. `started` learns the pid of its root process.
 */
export async function startSite(workDir: string, cleanup: Cleanup, started?: (pid: number) => void): Promise<string> {
  const [port, apiPort, pgPort] = [await freePort(), await freePort(), await freePort()];
  const pgDataDir = path.join(workDir, 'postgres');
  const site = startChild(
    'site',
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(REPO_ROOT, 'scripts/start/start.ts'),
      '--no-build',
    ],
    {
      PORT: String(port),
      API_PORT: String(apiPort),
      EMBEDDED_PG_PORT: String(pgPort),
      PG_DATA_DIR: pgDataDir,
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  );
  cleanup.add(`stop the site (pid ${site.process.pid})`, async () => {
    await stopChildren([site], 40_000);
    await stopLeftoverPostgres(pgDataDir);
  });
  if (site.process.pid !== undefined) started?.(site.process.pid);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, START_TIMEOUT_MS, () => site.process.exitCode === null);
  return origin;
}
