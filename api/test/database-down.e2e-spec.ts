import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../src/app-factory.js';
import { DATABASE_UNAVAILABLE } from '../src/common/api-errors.js';
import { createLogger } from '../src/common/logger.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/database/embedded/embedded-postgres-server.js';
import { unhealthySchema } from '../src/health/health-schemas.js';
import { adminUrl } from './setup/test-postgres.js';
import { expectShape } from './support/expect-shape.js';
import { freePort } from './support/free-port.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { testLogLevel } from './support/test-app.js';
import { createTestDatabase, type TestDatabase, withClient } from './support/test-database.js';

/** Generous: the pool gives up connecting after 2 s and waiting for an answer after 4 s. */
const FAIL_FAST_MS = 8_000;
const DATABASE = 'site';

const lead = (name: string) => ({
  fullName: 'Morgan Lee',
  email: `${name}@example.com`,
  serviceNeeded: 'Customer Portal',
  projectDescription: 'A portal for our customers.',
});

const unavailable = { statusCode: 503, message: DATABASE_UNAVAILABLE };

async function timed<T>(send: () => PromiseLike<T>): Promise<{ response: T; ms: number }> {
  const startedAt = Date.now();
  const response = await send();
  return { response, ms: Date.now() - startedAt };
}

describe('PostgreSQL stopped and started again under a running API', () => {
  const logger = createLogger(testLogLevel);
  let dataDir: string;
  let port: number;
  let server: EmbeddedPostgres | undefined;
  let app: NestFastifyApplication | undefined;
  const http = () => {
    if (!app) throw new Error('The app is not started');
    return request(app.getHttpServer());
  };
  const startPostgres = async () => {
    server = await startEmbeddedPostgres({ dataDir, port, logger, throwaway: true });
    return server.ensureDatabase(DATABASE);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-db-down-pg-'));
    port = await freePort();
    app = await createApp({ databaseUrl: await startPostgres(), logger });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After at once while it is down, and serves again once it is back, without a restart', async () => {
    await http().post('/api/contacts').send(lead('before')).expect(201);
    await server?.stop();

    const { response: refused, ms } = await timed(() => http().post('/api/contacts').send(lead('during')));
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body).toEqual(unavailable);
    expect(ms).toBeLessThan(FAIL_FAST_MS);

    for (const path of ['/api/developers', '/api/services', '/api/developers/00000000-0000-4000-8000-000000000000']) {
      const { response: read, ms: readMs } = await timed(() => http().get(path));
      expect({ path, status: read.status, body: read.body }).toEqual({ path, status: 503, body: unavailable });
      expect(read.headers['retry-after']).toBe('5');
      expect(readMs).toBeLessThan(FAIL_FAST_MS);
    }

    const health = await http().get('/api/health').expect(503);
    expect(expectShape(unhealthySchema, health.body).database).toBe('down');
    expect(health.headers['retry-after']).toBe('5');

    const url = await startPostgres();
    const accepted = await http().post('/api/contacts').send(lead('after')).expect(201);
    const stored = await withClient(url, (client) =>
      client.query('SELECT email FROM contacts WHERE id = $1', [accepted.body.id]),
    );
    expect(stored.rows).toEqual([{ email: 'after@example.com' }]);
    await http().get('/api/health').expect(200);
    await http().get('/api/developers').expect(200);
  }, 60_000);
});

describe('a database that stops answering (a network that drops everything)', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    db = await createTestDatabase();
    proxy = await startTcpProxy(Number(new URL(adminUrl()).port));
    const url = new URL(db.url);
    url.port = String(proxy.port);
    app = await createApp({ databaseUrl: url.toString(), logger: createLogger(testLogLevel) });
  });

  afterAll(async () => {
    await proxy?.close();
    await app?.close();
    await db?.drop();
  });

  it('costs a request seconds, not a hang, and the pool drops the hung connections once it answers again', async () => {
    await http().post('/api/contacts').send(lead('warm')).expect(201);
    proxy.freeze();

    const { response: refused, ms } = await timed(() => http().post('/api/contacts').send(lead('frozen')));
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toEqual(unavailable);
    expect(ms).toBeLessThan(FAIL_FAST_MS);

    // The connection that timed out is idle in the pool again: it must not be handed out, hung.
    proxy.thaw();
    const accepted = await http().post('/api/contacts').send(lead('thawed')).expect(201);
    expect(await db.query('SELECT email FROM contacts WHERE id = $1', [accepted.body.id])).toEqual([
      { email: 'thawed@example.com' },
    ]);

    proxy.freeze();
    const { response: health, ms: healthMs } = await timed(() => http().get('/api/health'));
    expect(health.status).toBe(503);
    expect(health.body.database).toBe('down');
    expect(healthMs).toBeLessThan(FAIL_FAST_MS);
    proxy.thaw();
    await http().get('/api/health').expect(200);
  }, 60_000);
});
