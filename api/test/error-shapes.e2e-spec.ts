import { CONTACT_BODY_LIMIT_BYTES } from '@site/contracts';
import type { Response } from 'supertest';
import { adminUrl } from './setup/test-postgres.js';
import { UNKNOWN_ID } from './support/expect-shape.js';
import { useTestApp } from './support/test-app.js';
import { withClient } from './support/test-database.js';

const api = useTestApp({
  adminToken: 'error-shapes-admin-token-0123456789',
  contactRateLimit: { limit: 5, windowSeconds: 60 },
});

/**
 * A read that queries the database on every request: /api/developers and /api/services may be
 * answered from the catalogue cache once read (see catalogue-cache.e2e-spec.ts).
 */
const UNCACHED_READ = '/api/projects';

const lead = {
  fullName: 'Ada Byrne',
  email: 'ada.byrne@example.com',
  serviceNeeded: 'Customer Portal',
  projectDescription: 'A portal.',
};

/** `{ statusCode, message }` (plus `errors`, field -> message, for a 400), as JSON, and nothing else. */
function expectErrorShape(response: Response, status: number): void {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const { statusCode, message, errors, ...rest } = response.body;
  expect(rest).toEqual({});
  expect(statusCode).toBe(status);
  expect(typeof message).toBe('string');
  expect(message.length).toBeGreaterThan(0);
  if (status === 400) {
    expect(Object.values(errors).every((text) => typeof text === 'string')).toBe(true);
  } else {
    expect(errors).toBeUndefined();
  }
}

describe('every error answer is JSON { statusCode, message }', () => {
  const http = () => api().http();

  it('400: bad input, with a message per field', async () => {
    expectErrorShape(await http().post('/api/contacts').send({ fullName: '' }), 400);
    expectErrorShape(await http().get('/api/developers/not-a-uuid'), 400);
    expectErrorShape(await http().get('/api/developers/%E0%A4%A'), 400);
  });

  it('401: the admin routes without the token', async () => {
    expectErrorShape(await http().get('/api/admin/contacts'), 401);
  });

  it('404: unknown routes and ids, whatever the method', async () => {
    expectErrorShape(await http().get('/api/nope'), 404);
    expectErrorShape(await http().get(`/api/developers/${UNKNOWN_ID}`), 404);
    // No 405: a method a path does not serve is a route that does not exist.
    expectErrorShape(await http().put('/api/contacts').send(lead), 404);
    expectErrorShape(await http().delete('/api/developers'), 404);
  });

  it('413: a body over the limit', async () => {
    const body = JSON.stringify({ ...lead, projectDescription: 'x'.repeat(CONTACT_BODY_LIMIT_BYTES) });
    expectErrorShape(await http().post('/api/contacts').set('content-type', 'application/json').send(body), 413);
  });

  it('415: a body that is not JSON', async () => {
    expectErrorShape(await http().post('/api/contacts').set('content-type', 'text/plain').send('hello'), 415);
  });

  it('422: an Idempotency-Key reused for another lead', async () => {
    await http().post('/api/contacts').set('Idempotency-Key', 'shape-422').send(lead).expect(201);
    const response = await http()
      .post('/api/contacts')
      .set('Idempotency-Key', 'shape-422')
      .send({ ...lead, email: 'other@example.com' });
    expectErrorShape(response, 422);
  });

  it('429: too many leads from one client, with Retry-After', async () => {
    let response = await http().post('/api/contacts').send(lead);
    while (response.status === 201) response = await http().post('/api/contacts').send(lead);
    expectErrorShape(response, 429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('503: the database does not let the API in, with Retry-After', async () => {
    const name = api().db.name;
    await withClient(adminUrl(), async (client) => {
      await client.query(`ALTER DATABASE ${client.escapeIdentifier(name)} ALLOW_CONNECTIONS false`);
      await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    });
    try {
      const response = await http().get(UNCACHED_READ);
      expectErrorShape(response, 503);
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await withClient(adminUrl(), (client) =>
        client.query(`ALTER DATABASE ${client.escapeIdentifier(name)} ALLOW_CONNECTIONS true`),
      );
    }
    await http().get(UNCACHED_READ).expect(200);
  });

  it('500: an unexpected failure, bare', async () => {
    await api().db.query('ALTER TABLE projects RENAME TO projects_gone');
    try {
      expectErrorShape(await http().get(UNCACHED_READ), 500);
    } finally {
      await api().db.query('ALTER TABLE projects_gone RENAME TO projects');
    }
  });
});
