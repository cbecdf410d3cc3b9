import {
  BUILD_SERIES_PER_SECTION,
  EXPERIENCE_BEACON_MAX_BYTES,
  EXPERIENCE_BEACON_PATH,
  type ExperienceBeacon,
  SECTION_NAMES,
  SERVED_BUILDS_HEADER,
} from '@site/contracts';
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

/** The builds the site server says it serves, as it names them on each beacon it passes on. */
const SERVED = 'apps@apps-r1,forms@forms-b7,home@home-b1';

/**
 * A beacon as `navigator.sendBeacon` sends a string (text/plain), passed on by the site server
 * (which names the builds it serves). Each test posts from its own address.
 */
function sendBeacon(
  from: string,
  body: string,
  { contentType = 'text/plain;charset=UTF-8', served = SERVED }: { contentType?: string; served?: string | null } = {},
) {
  return api.app.inject({
    method: 'POST',
    url: EXPERIENCE_BEACON_PATH,
    remoteAddress: from,
    headers: { 'content-type': contentType, ...(served === null ? {} : { [SERVED_BUILDS_HEADER]: served }) },
    payload: body,
  });
}

/** Sample lines of the visitor-experience metrics (every series and bucket of them). */
function experienceSeries(text: string): string[] {
  return text.split('\n').filter((line) => /^site_(web_vital|browser_errors|experience)/.test(line));
}

const unknownBuilds = (text: string) => sampleValue(text, 'site_experience_unknown_builds_total') ?? 0;

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
    const response = await sendBeacon('10.0.0.2', JSON.stringify(errorOnly), { contentType: 'application/json' });
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

  it('counts a build the site never served as unknown, with no new series, whatever a beacon names', async () => {
    // A real page first: the series of the served build and of the shell's errors on this route exist.
    const real: ExperienceBeacon = {
      route: '/',
      builds: [{ section: 'home', build: 'home-b1' }],
      vitals: [{ name: 'LCP', value: 1_000 }],
      errors: [{ owner: 'shell', build: 'unknown' }],
    };
    expect((await sendBeacon('10.2.255.255', JSON.stringify(real))).statusCode).toBe(204);
    const before = await scrape(metricsPort);
    const junk = SECTION_NAMES.flatMap((section) =>
      Array.from({ length: 20 }, (_, index) => ({ section, build: `junk-${section}-${index}` })),
    );
    for (const [index, { section, build }] of junk.entries()) {
      const forged: ExperienceBeacon = {
        route: '/',
        builds: [
          { section: 'home', build: 'home-b1' },
          { section, build },
        ],
        vitals: [{ name: 'LCP', value: 1_000 }],
        errors: [
          { owner: section, build },
          { owner: 'shell', build },
        ],
      };
      expect((await sendBeacon(`10.2.${index >> 8}.${index & 255}`, JSON.stringify(forged))).statusCode).toBe(204);
    }
    const after = await scrape(metricsPort);
    expect(experienceSeries(after)).toHaveLength(experienceSeries(before).length);
    expect(after).not.toContain('junk-');
    // Per beacon: its LCP on the made-up build and its section's error.
    expect(unknownBuilds(after) - unknownBuilds(before)).toBe(junk.length * 2);
    // The served build on the same pages is counted as ever; the shell's errors under its one label.
    const homeLcp = (text: string) =>
      sampleValue(text, 'site_web_vital_seconds_count', { name: 'LCP', route: '/', section: 'home', build: 'home-b1' });
    expect((homeLcp(after) ?? 0) - (homeLcp(before) ?? 0)).toBe(junk.length);
    const shellErrors = (text: string) =>
      sampleValue(text, 'site_browser_errors_total', { owner: 'shell', build: 'unknown', route: '/' }) ?? 0;
    expect(shellErrors(after) - shellErrors(before)).toBe(junk.length);
  });

  it('counts no build as served when no site server named any (the API called directly)', async () => {
    const before = await scrape(metricsPort);
    const response = await sendBeacon('10.0.0.8', JSON.stringify(homePage), { served: null });
    expect(response.statusCode).toBe(204);
    const after = await scrape(metricsPort);
    const lcpCount = (text: string, section: string, build: string) =>
      sampleValue(text, 'site_web_vital_seconds_count', { name: 'LCP', route: '/', section, build });
    expect(lcpCount(after, 'home', 'home-b1')).toBe(lcpCount(before, 'home', 'home-b1'));
    expect(lcpCount(after, 'forms', 'forms-b7')).toBe(lcpCount(before, 'forms', 'forms-b7'));
    // Four vitals on two builds, and one error.
    expect(unknownBuilds(after) - unknownBuilds(before)).toBe(4 * 2 + 1);
    expect(beacons(after, 'accepted')).toBe((beacons(before, 'accepted') ?? 0) + 1);
  });

  it(`keeps the series of the ${BUILD_SERIES_PER_SECTION} builds of a section reported last, dropping older ones`, async () => {
    const releases = BUILD_SERIES_PER_SECTION + 2;
    for (let release = 1; release <= releases; release += 1) {
      const beacon: ExperienceBeacon = {
        route: '/apps',
        builds: [{ section: 'apps', build: `apps-r${release}` }],
        vitals: [{ name: 'LCP', value: 800 }],
        errors: [{ owner: 'apps', build: `apps-r${release}` }],
      };
      // Each release serving after the one before, which the site server still names as previous.
      const served = `apps@apps-r${release - 1},apps@apps-r${release}`;
      expect((await sendBeacon(`10.1.0.${release}`, JSON.stringify(beacon), { served })).statusCode).toBe(204);
    }
    const text = await scrape(metricsPort);
    const lcp = (build: string) =>
      sampleValue(text, 'site_web_vital_seconds_count', { name: 'LCP', route: '/apps', section: 'apps', build });
    const errors = (build: string) =>
      sampleValue(text, 'site_browser_errors_total', { owner: 'apps', build, route: '/apps' });
    for (let release = 1; release <= releases - BUILD_SERIES_PER_SECTION; release += 1) {
      expect(lcp(`apps-r${release}`)).toBeUndefined();
      expect(errors(`apps-r${release}`)).toBeUndefined();
    }
    for (let release = releases - BUILD_SERIES_PER_SECTION + 1; release <= releases; release += 1) {
      expect(lcp(`apps-r${release}`)).toBe(1);
      expect(errors(`apps-r${release}`)).toBe(1);
    }
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
