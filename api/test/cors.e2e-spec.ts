import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const SITE = 'https://powerai.example';
const PARTNER = 'https://partner.example';
const FOREIGN = 'https://evil.example';

let db: TestDatabase;
let sameOriginOnly: TestApp;
let withPartner: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  const shared = { ...db, drop: async () => undefined };
  sameOriginOnly = await startTestApp({ db: shared });
  withPartner = await startTestApp({ db: shared, corsOrigins: [PARTNER] });
});

afterAll(async () => {
  await sameOriginOnly?.app.close();
  await withPartner?.app.close();
  await db?.drop();
});

const preflight = (api: TestApp, origin: string) =>
  api
    .http()
    .options('/api/contacts')
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'POST')
    .set('Access-Control-Request-Headers', 'content-type, idempotency-key');

describe('CORS without CORS_ORIGINS: same origin only', () => {
  it.each([SITE, FOREIGN, 'null'])('gives no CORS header to a request from %s', async (origin) => {
    const response = await sameOriginOnly.http().get('/api/services').set('Origin', origin).expect(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers a preflight with a JSON 404 and no CORS header, so the browser sends nothing', async () => {
    const response = await preflight(sameOriginOnly, FOREIGN).expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Cannot OPTIONS /api/contacts' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('CORS with CORS_ORIGINS', () => {
  it('lets a listed origin read answers, with credentials', async () => {
    const response = await withPartner.http().get('/api/services').set('Origin', PARTNER).expect(200);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-expose-headers']).toMatch(/retry-after/);
    expect(response.headers.vary).toMatch(/Origin/);
  });

  it('answers a listed origin preflight with the methods and headers the site uses', async () => {
    const response = await preflight(withPartner, PARTNER).expect(204);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, PATCH');
    expect(response.headers['access-control-allow-headers']).toMatch(/content-type/);
    expect(response.headers['access-control-allow-headers']).toMatch(/idempotency-key/);
    expect(response.headers['access-control-max-age']).toBe('600');
  });

  it.each([FOREIGN, 'https://partner.example.evil.example', 'http://partner.example', `${PARTNER}:8443`])(
    'still gives %s nothing',
    async (origin) => {
      const read = await withPartner.http().get('/api/services').set('Origin', origin).expect(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      expect(read.headers.vary).toMatch(/Origin/);
      const response = await preflight(withPartner, origin).expect(404);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('puts the CORS headers on error answers too, so the listed origin can read them', async () => {
    const response = await withPartner.http().post('/api/contacts').set('Origin', PARTNER).send({}).expect(400);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
  });
});
