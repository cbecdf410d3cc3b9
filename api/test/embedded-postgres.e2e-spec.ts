import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../src/common/logger.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/database/embedded/embedded-postgres-server.js';
import { freePort } from './support/free-port.js';
import { withClient } from './support/test-database.js';

const logger = createLogger('silent');
let dataDir: string;
const started: EmbeddedPostgres[] = [];

async function start(port: number, dir = dataDir): Promise<EmbeddedPostgres> {
  const server = await startEmbeddedPostgres({ dataDir: dir, port, logger, throwaway: true });
  started.push(server);
  return server;
}

const answers = (url: string) =>
  withClient(url, (client) => client.query('SELECT 1')).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'api-embedded-pg-'));
});

afterAll(async () => {
  for (const server of started) await server.stop().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('initialises an empty directory, and a second start reuses the cluster and its data', async () => {
    const first = await start(await freePort());
    const url = await first.ensureDatabase('kept');
    await withClient(url, (client) =>
      client.query("CREATE TABLE notes (text text); INSERT INTO notes VALUES ('hello')"),
    );
    const createdAt = (await stat(join(dataDir, 'PG_VERSION'))).mtimeMs;
    await first.stop();
    await first.stop();
    expect(await answers(first.urlFor())).toBe(false);
    expect(await readdir(dataDir)).not.toContain('postmaster.pid');

    const second = await start(await freePort());
    expect((await stat(join(dataDir, 'PG_VERSION'))).mtimeMs).toBe(createdAt);
    const rows = await withClient(await second.ensureDatabase('kept'), (client) =>
      client.query('SELECT text FROM notes'),
    );
    expect(rows.rows).toEqual([{ text: 'hello' }]);
    await second.stop();
  });

  it('stops a PostgreSQL left running from the same directory before starting its own', async () => {
    const orphan = await start(await freePort());
    expect(await answers(orphan.urlFor())).toBe(true);
    const next = await start(await freePort());
    expect(await answers(orphan.urlFor())).toBe(false);
    expect(await answers(next.urlFor())).toBe(true);
    await next.stop();
  });

  it('explains a port already taken by another program', async () => {
    const port = await freePort();
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      await expect(start(port)).rejects.toThrow(
        new RegExp(`Port ${port} on 127.0.0.1 is already used by another program.*EMBEDDED_PG_PORT`),
      );
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('refuses a directory that holds something other than a cluster', async () => {
    const other = await mkdtemp(join(tmpdir(), 'api-embedded-pg-other-'));
    try {
      await writeFile(join(other, 'notes.txt'), 'not a database');
      await expect(start(await freePort(), other)).rejects.toThrow(/neither empty nor a PostgreSQL data directory/);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
