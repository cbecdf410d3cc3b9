import { EXPERIENCE_BEACON_MAX_BYTES, EXPERIENCE_BEACON_PATH, type ExperienceBeacon } from '@site/contracts';
import { MAX_BUILDS_PER_OWNER, OTHER_BUILD } from '../src/metrics/bounded-build-labels.js';
import { freePort } from './support/free-port.js';
import { sampleValue, scrape } from './support/metrics-text.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const BEACON_LIMIT = 3;

let api: TestApp;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  api = await startTestApp({
    seed: false,
    metricsListener: { port: metricsPort, host: '127.0.0.1' },
    experienceRateLimit: { limit: BEACON_LIMIT, windowSeconds: 600 },
  });
});

afterAll(async () => {
  await api?.close();
});

/** A beacon as `navigator.sendBeacon` sends a string: text/plain. Each test posts from its own address. */
function sendBeacon(from: string, body: string, contentType = 'text/plain;charset=UTF-8') {
  return api.app.inject({
    method: 'POST',
    url: EXPERIENCE_BEACON_PATH,
    remoteAddress: from,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

const homePage: ExperienceBeacon = {
  route: '/',
  builds: [
    { section: 'home', build: 'home-b1' },
    { section: 'forms', build: 'forms-b7' },
  ],
  vitals: [
    { name: 'LCP', value: 1_200 },
    { name: 'INP', value: 350 },
    { name: 'TTFB', value: 90 },
    { name: 'CLS', value: 0.12 },
  ],
  errors: [{ owner: 'forms', build: 'forms-b7' }],
};

const beacons = (text: string, outcome: string) => sampleValue(text, 'site_experience_beacons_total', { outcome });

describe(`POST ${EXPERIENCE_BEACON_PATH}`, () => {
  it('takes a text/plain beacon: 204, no cookie, its vitals observed once per section build on the page', async () => {
    const response = await sendBeacon('10.0.0.1', JSON.stringify(homePage));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();

    const text = await scrape(metricsPort);
    for (const [section, build] of [
      ['home', 'home-b1'],
      ['forms', 'forms-b7'],
    ] as const) {
      const vital = (name: string, le?: string) =>
        sampleValue(
          text,
          le ? 'site_web_vital_seconds_bucket' : 'site_web_vital_seconds_count',
          le ? { name, route: '/', section, build, le } : { name, route: '/', section, build },
        );
      expect(vital('LCP')).toBe(1);
      // 1.2 s: over 1 s, within the 2.5 s "good" threshold.
      expect(vital('LCP', '1')).toBe(0);
      expect(vital('LCP', '2.5')).toBe(1);
      // 350 ms: over the 0.2 s "good" INP, within 0.5 s.
      expect(vital('INP', '0.2')).toBe(0);
      expect(vital('INP', '0.5')).toBe(1);
      expect(vital('TTFB', '0.1')).toBe(1);
      expect(vital('CLS')).toBeUndefined();
      expect(sampleValue(text, 'site_web_vital_cls_bucket', { route: '/', section, build, le: '0.1' })).toBe(0);
      expect(sampleValue(text, 'site_web_vital_cls_bucket', { route: '/', section, build, le: '0.15' })).toBe(1);
    }
    expect(sampleValue(text, 'site_browser_errors_total', { owner: 'forms', build: 'forms-b7', route: '/' })).toBe(1);
    expect(beacons(text, 'accepted')).toBe(1);
  });

  it('takes application/json alike', async () => {
    const errorOnly: ExperienceBeacon = {
      route: '/developer/:id?',
      builds: [],
      vitals: [],
      errors: [{ owner: 'shell', build: 'unknown' }],
    };
    const response = await sendBeacon('10.0.0.2', JSON.stringify(errorOnly), 'application/json');
    expect(response.statusCode).toBe(204);
    const text = await scrape(metricsPort);
    expect(
      sampleValue(text, 'site_browser_errors_total', { owner: 'shell', build: 'unknown', route: '/developer/:id?' }),
    ).toBe(1);
    expect(beacons(text, 'accepted')).toBe(2);
  });

  it('refuses malformed JSON and a beacon that is not one with a 400 naming the fields, counting only the refusal', async () => {
    const before = await scrape(metricsPort);
    const notJson = await sendBeacon('10.0.0.3', '{"route": "/",');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ statusCode: 400, errors: { _body: 'Request body is not valid JSON' } });

    const forged = {
      ...homePage,
      route: '/developer/8c6f0a1e-3b7d-4c1e-9f00-1a2b3c4d5e6f',
      vitals: [{ name: 'FID', value: 10 }],
      visitor: 'someone@example.com',
    };
    const invalid = await sendBeacon('10.0.0.3', JSON.stringify(forged));
    expect(invalid.statusCode).toBe(400);
    const { errors } = invalid.json() as { errors: Record<string, string> };
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['route', 'vitals.0.name']));
    expect(JSON.stringify(errors)).toContain('visitor');

    const after = await scrape(metricsPort);
    expect(beacons(after, 'refused')).toBe((beacons(before, 'refused') ?? 0) + 2);
    expect(beacons(after, 'accepted')).toBe(beacons(before, 'accepted'));
    expect(after).not.toContain('8c6f0a1e');
    expect(after).not.toContain('FID');
    const lcpCount = (text: string) =>
      sampleValue(text, 'site_web_vital_seconds_count', { name: 'LCP', route: '/', section: 'home', build: 'home-b1' });
    expect(lcpCount(after)).toBe(lcpCount(before));
  });

  it(`refuses a body over ${EXPERIENCE_BEACON_MAX_BYTES} bytes with a 413`, async () => {
    const before = await scrape(metricsPort);
    const padded = JSON.stringify({ ...homePage, route: `/${' '.repeat(EXPERIENCE_BEACON_MAX_BYTES)}` });
    const response = await sendBeacon('10.0.0.4', padded);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: `Request body is larger than ${EXPERIENCE_BEACON_MAX_BYTES} bytes`,
    });
    expect(beacons(await scrape(metricsPort), 'refused')).toBe((beacons(before, 'refused') ?? 0) + 1);
  });

  it(`lets one client send ${BEACON_LIMIT} beacons per window, then answers 429 with Retry-After`, async () => {
    for (let sent = 0; sent < BEACON_LIMIT; sent += 1) {
      expect((await sendBeacon('10.0.0.5', JSON.stringify(homePage))).statusCode).toBe(204);
    }
    const limited = await sendBeacon('10.0.0.5', JSON.stringify(homePage));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not limited by this one.
    expect((await sendBeacon('10.0.0.6', JSON.stringify(homePage))).statusCode).toBe(204);
    const text = await scrape(metricsPort);
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: EXPERIENCE_BEACON_PATH,
        status: '429',
      }),
    ).toBe(1);
  });

  it(`keeps the first ${MAX_BUILDS_PER_OWNER} builds of a section as labels and counts later ones as "${OTHER_BUILD}"`, async () => {
    for (let release = 1; release <= MAX_BUILDS_PER_OWNER + 2; release += 1) {
      const beacon: ExperienceBeacon = {
        route: '/apps',
        builds: [{ section: 'apps', build: `apps-r${release}` }],
        vitals: [{ name: 'LCP', value: 800 }],
        errors: [],
      };
      expect((await sendBeacon(`10.1.0.${release}`, JSON.stringify(beacon))).statusCode).toBe(204);
    }
    const text = await scrape(metricsPort);
    const lcp = (build: string) =>
      sampleValue(text, 'site_web_vital_seconds_count', { name: 'LCP', route: '/apps', section: 'apps', build });
    expect(lcp(`apps-r${MAX_BUILDS_PER_OWNER}`)).toBe(1);
    expect(lcp(`apps-r${MAX_BUILDS_PER_OWNER + 1}`)).toBeUndefined();
    expect(lcp(OTHER_BUILD)).toBe(2);
  });

  it('stores nothing in the database', async () => {
    const before = await rowCounts();
    expect((await sendBeacon('10.0.0.7', JSON.stringify(homePage))).statusCode).toBe(204);
    expect(await rowCounts()).toEqual(before);
  });
});

/** Rows in every table of the database, by table. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await api.db.query<{ name: string }>(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await api.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${name}`);
    counts[name] = row?.count ?? 0;
  }
  return counts;
}

describe('text/plain elsewhere', () => {
  it('is still refused by the lead endpoint with a 415', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': 'text/plain' },
      payload: '{"fullName":"A"}',
    });
    expect(response.statusCode).toBe(415);
  });
});
