import path from 'node:path';
import { discardCluster, embeddedClusterUrl } from '../../../api/src/database/embedded/cluster-access';
import { startChild, stopChildren, waitForHttp } from '../../process/child-processes';
import { freePort } from '../../process/free-port';
import { REPO_ROOT } from '../../workspaces';
import type { Cleanup } from './cleanup';

const START_TIMEOUT_MS = 120_000;

/** The section releases of a site `startSite` started under `workDir` (never the checkout's own). */
export function siteReleasesDir(workDir: string): string {
  return path.join(workDir, 'releases');
}

/**
 * The composed site as `npm start` serves it (`scripts/start/start.ts --no-build`: the gateway and
 * the API), on free loopback ports with a fresh embedded PostgreSQL under `workDir`. Returns its
 * origin; stopped at cleanup as Ctrl-C would stop it. `clientRendered`: pages rendered in the
 * browser only; `started` learns the pid of its root process; `database` learns the URL of the
 * site's database once the API answers (a bench that seeds more content); `env` adds settings (e.g.
 * `TRUST_PROXY`, for a bench that speaks for many visitors through X-Forwarded-For).
 */
export async function startSite(
  workDir: string,
  cleanup: Cleanup,
  {
    clientRendered = false,
    started,
    database,
    env = {},
  }: {
    clientRendered?: boolean;
    started?: (pid: number) => void;
    database?: (url: string) => void;
    env?: Record<string, string>;
  } = {},
): Promise<string> {
  const [port, apiPort, pgPort] = [await freePort(), await freePort(), await freePort()];
  const apiMetricsPort = await freePort();
  const pgDataDir = path.join(workDir, 'postgres');
  const site = startChild(
    'site',
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(REPO_ROOT, 'scripts/start/start.ts'),
      '--no-build',
      ...(clientRendered ? ['--client-rendered'] : []),
    ],
    {
      PORT: String(port),
      API_PORT: String(apiPort),
      // Metrics on, as in production, on a port of its own so two stacks never collide.
      API_METRICS_PORT: String(apiMetricsPort),
      EMBEDDED_PG_PORT: String(pgPort),
      PG_DATA_DIR: pgDataDir,
      RELEASES_DIR: siteReleasesDir(workDir),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The site server's metrics listener only when asked for (a port given): never npm start's 9465.
      SITE_METRICS_PORT: process.env.SITE_METRICS_PORT ?? '',
      ...env,
    },
  );
  cleanup.add(`stop the site (pid ${site.process.pid})`, async () => {
    await stopChildren([site], 40_000);
    await discardCluster(pgDataDir);
  });
  if (site.process.pid !== undefined) started?.(site.process.pid);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, START_TIMEOUT_MS, () => site.process.exitCode === null);
  database?.(embeddedClusterUrl(pgDataDir, pgPort));
  if (!clientRendered) await waitForWarmRenderer(origin);
  return origin;
}

/** Until a renderer has warmed up, pages render in the browser: a bench would measure the wrong site. */
async function waitForWarmRenderer(origin: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const status = (await (await fetch(`${origin}/_site/renderer`)).json()) as { pid: number | null };
    if (status.pid !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin}: no renderer warmed up within ${START_TIMEOUT_MS} ms`);
}
