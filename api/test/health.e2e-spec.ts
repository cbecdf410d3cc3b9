import { healthSchema, livenessSchema, unhealthySchema } from '../src/health/health-schemas.js';
import { adminUrl } from './setup/test-postgres.js';
import { expectShape } from './support/expect-shape.js';
import { useTestApp } from './support/test-app.js';
import { withClient } from './support/test-database.js';

const api = useTestApp();

/** Closes the app's database to new connections and drops the ones it has. */
async function takeDatabaseDown(name: string): Promise<void> {
  await withClient(adminUrl(), async (client) => {
    await client.query(`ALTER DATABASE ${client.escapeIdentifier(name)} ALLOW_CONNECTIONS false`);
    await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
  });
}

async function bringDatabaseBack(name: string): Promise<void> {
  await withClient(adminUrl(), (client) =>
    client.query(`ALTER DATABASE ${client.escapeIdentifier(name)} ALLOW_CONNECTIONS true`),
  );
}

describe('GET /api/health', () => {
  it('answers 200 with the database up', async () => {
    const response = await api().http().get('/api/health').expect(200);
    expect(expectShape(healthSchema, response.body)).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with the database down, and 200 again once it is back', async () => {
    await takeDatabaseDown(api().db.name);
    try {
      const response = await api().http().get('/api/health').expect(503);
      expect(expectShape(unhealthySchema, response.body)).toEqual({
        statusCode: 503,
        message: 'Database unavailable',
        status: 'error',
        database: 'down',
      });
    } finally {
      await bringDatabaseBack(api().db.name);
    }
    await api().http().get('/api/health').expect(200);
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 whether or not the database answers (a liveness probe must not restart every replica)', async () => {
    await takeDatabaseDown(api().db.name);
    try {
      const response = await api().http().get('/api/health/live').expect(200);
      expect(expectShape(livenessSchema, response.body)).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await bringDatabaseBack(api().db.name);
    }
  });
});
