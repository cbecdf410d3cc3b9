import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { clusterDirOf, homeClusterSlot } from '../../api/src/database/embedded/cluster-location';
import { runningPostmaster } from '../../api/src/database/embedded/postmaster-pid';
import { freePort } from '../../scripts/process/free-port';
import { REPO_ROOT, type StackInfo } from '../support/stack-paths';
import { ensureBuilt, startStack, stopStack } from '../support/start-stack';
import { closedCheckout } from './closed-checkout';

const asRoot = userInfo().uid === 0;
const temporary: string[] = [];

async function tempFolder(prefix: string, mode: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(dir, mode);
  temporary.push(dir);
  return dir;
}

beforeAll(() => ensureBuilt(REPO_ROOT), 600_000);

afterAll(async () => {
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});

(asRoot ? describe : describe.skip)('as root, a checkout in a folder only its owner may enter', () => {
  let stack: StackInfo | undefined;

  afterAll(async () => {
    if (stack) await stopStack(stack);
  }, 60_000);

  it('serves the site with its database, kept for the checkout where the postgres user can reach it, and stops it all', async () => {
    const closed = await tempFolder('site-closed-', 0o700);
    const home = await tempFolder('site-pg-home-', 0o755);
    const site = await closedCheckout(REPO_ROOT, closed);
    const workDir = await tempFolder('site-closed-stack-', 0o700);
    // The checkout's own PG_DATA_DIR (`.data/postgres`), as a newcomer's `npm start` uses it.
    stack = await startStack({ repoRoot: site, workDir, env: { PG_DATA_DIR: '', EMBEDDED_PG_HOME: home } });

    const developers = await fetch(`${stack.apiUrl}/api/developers`);
    expect(developers.status).toBe(200);
    expect(((await developers.json()) as unknown[]).length).toBeGreaterThan(0);
    const page = await fetch(`${stack.baseUrl}/developers`);
    expect(page.status).toBe(200);

    expect(stack.pgDataDir).toBe(path.join(site, '.data', 'postgres'));
    const clusterDir = clusterDirOf(stack.pgDataDir, home);
    expect(clusterDir).toBe(path.join(homeClusterSlot(home, stack.pgDataDir), 'data'));
    expect(runningPostmaster(clusterDir)).toEqual(expect.any(Number));
    expect(await readdir(path.join(home, 'binaries'))).toHaveLength(1);
    expect((await stat(closed)).mode & 0o777).toBe(0o700);

    await stopStack(stack);
    stack = undefined;
    expect(runningPostmaster(clusterDir)).toBeUndefined();
    // Stopped, not removed: the checkout's data is there for its next start.
    expect(existsSync(path.join(clusterDir, 'PG_VERSION'))).toBe(true);
  }, 240_000);
});

describe('a stack whose API cannot start', () => {
  it("fails at once with the API's own last lines, and leaves nothing running", async () => {
    const pgPort = await freePort();
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(pgPort, '127.0.0.1', resolve));
    const workDir = await tempFolder('site-stack-fails-', 0o755);
    const startedAt = Date.now();
    try {
      const attempt = startStack({ repoRoot: REPO_ROOT, workDir, env: { EMBEDDED_PG_PORT: String(pgPort) } });
      await expect(attempt).rejects.toThrow(
        new RegExp(
          `^The stack stopped before it was ready \\(exit 1\\); ${workDir}/stack.log, last lines:\\n(.*\\n)*  Port ${pgPort} on 127.0.0.1 is already used by another program, so the embedded PostgreSQL cannot listen there: free it, choose another port with EMBEDDED_PG_PORT, or set DATABASE_URL to use an existing PostgreSQL.\\n`,
        ),
      );
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
    // The two minutes the API may take to answer were never waited out.
    expect(Date.now() - startedAt).toBeLessThan(30_000);
  }, 60_000);
});
