import { spawnSync } from 'node:child_process';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../src/app-factory.js';
import { createLogger } from '../src/common/logger.js';
import { loadConfig } from '../src/config/env.js';
import { connectDatabase } from '../src/database/connect-database.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** This machine's own PostgreSQL (trust auth), when it has one: the API must work on any server, not only its embedded one. */
const SYSTEM_POSTGRES = process.env.API_TEST_SYSTEM_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Asked synchronously, so the describe body can choose its tests. */
function postgresAnswers(url: string): boolean {
  const probe = `const pg = require('pg');
    const client = new pg.Client({ connectionString: process.argv[1], connectionTimeoutMillis: 2000 });
    client.connect().then(() => client.query('SELECT 1')).then(() => client.end()).then(() => process.exit(0), () => process.exit(1));`;
  return spawnSync(process.execPath, ['-e', probe, url], { cwd: __dirname, timeout: 10_000 }).status === 0;
}

describe('with DATABASE_URL', () => {
  if (!postgresAnswers(SYSTEM_POSTGRES)) {
    it('needs a PostgreSQL at the system URL to run', () => {
      console.warn(
        `No PostgreSQL answers at ${SYSTEM_POSTGRES.replace(/\/\/[^@]*@/, '//')}: the DATABASE_URL tests did not run (set API_TEST_SYSTEM_POSTGRES_URL to point them elsewhere).`,
      );
    });
    return;
  }

  let db: TestDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    db = await createTestDatabase(SYSTEM_POSTGRES);
    const config = loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent' }, '/nowhere');
    const logger = createLogger(config.logLevel);
    const connection = await connectDatabase(config, logger);
    expect(connection.server).toBeUndefined();
    app = await createApp({ databaseUrl: connection.databaseUrl, logger });
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('migrates, seeds and serves the developers from that server', async () => {
    const response = await request(app.getHttpServer()).get('/api/developers').expect(200);
    expect(response.body.length).toBeGreaterThanOrEqual(8);
    const [row] = await db.query<{ n: string }>('SELECT count(*) AS n FROM migrations');
    expect(Number(row?.n)).toBeGreaterThan(0);
  });

  it('stores a contact there', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/contacts')
      .send({
        fullName: 'Rhys Morgan',
        email: 'rhys.morgan@example.co.uk',
        serviceNeeded: 'Sales Analytics Dashboard',
        projectDescription: 'Pipeline reporting over Dynamics 365 Sales.',
      })
      .expect(201);
    const rows = await db.query('SELECT status FROM contacts WHERE id = $1', [response.body.id]);
    expect(rows).toEqual([{ status: 'new' }]);
  });
});
