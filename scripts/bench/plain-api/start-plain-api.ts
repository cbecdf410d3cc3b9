import path from 'node:path';
import { startChild, stopChildren, waitForHttp } from '../../process/child-processes';
import { freePort } from '../../process/free-port';
import { REPO_ROOT } from '../../workspaces';
import type { Cleanup } from '../support/cleanup';

/** Starts plain-api/server.ts in its own process on a free loopback port; stopped at cleanup. */
export async function startPlainApi(databaseUrl: string, cleanup: Cleanup): Promise<string> {
  const port = await freePort();
  const server = startChild(
    'plain-api',
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(__dirname, 'server.ts')],
    { PORT: String(port), DATABASE_URL: databaseUrl, NODE_ENV: 'production' },
  );
  cleanup.add(`stop the plain API (pid ${server.process.pid})`, () => stopChildren([server], 10_000));
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, 30_000, () => server.process.exitCode === null);
  return origin;
}
