import { CONTACT_BODY_LIMIT_BYTES, DEMO_REQUEST_PREFIX, HONEYPOT_FIELD, PREFERRED_SOLUTIONS } from '@site/contracts';
import { freePort } from './support/free-port.js';
import { untilDeliveries } from './support/lead-deliveries.js';
import { aLead, fastDelivery } from './support/lead-delivery-options.js';
import { sampleValue, scrape } from './support/metrics-text.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase } from './support/test-database.js';
import { startWebhookReceiver, WEBHOOK_TEST_SECRET, type WebhookReceiver } from './support/webhook-receiver.js';

const LEAD_LIMIT = 5;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let api: TestApp;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  api = await startTestApp({
    seed: false,
    contactRateLimit: { limit: LEAD_LIMIT, windowSeconds: 600 },
    metricsListener: { port: metricsPort, host: '127.0.0.1' },
  });
});

afterAll(async () => {
  await api?.close();
});

const requestCount = (text: string, method: string, route: string, status: number) =>
  sampleValue(text, 'http_request_duration_seconds_count', { method, route, status: String(status) });

describe('leads in the metrics', () => {
  let text: string;

  beforeAll(async () => {
    await api.http().post('/api/contacts').set('Idempotency-Key', 'lead-1').send(aLead()).expect(201);
    // The same lead sent again (a retry): answered as the first time, not stored again.
    await api
      .http()
      .post('/api/contacts')
      .set('Idempotency-Key', 'lead-1')
      .send(aLead())
      .expect(201)
      .expect('Idempotent-Replayed', 'true');
    const demo = aLead({ serviceNeeded: `${DEMO_REQUEST_PREFIX}${PREFERRED_SOLUTIONS[0]}` });
    await api.http().post('/api/contacts').send(demo).expect(201);
    await api
      .http()
      .post('/api/contacts')
      .send({ ...demo, email: 'not an address' })
      .expect(400);
    await api
      .http()
      .post('/api/contacts')
      .send(aLead({ [HONEYPOT_FIELD]: 'https://spam.example' }))
      .expect(201);
    await api
      .http()
      .post('/api/contacts')
      .set('content-type', 'application/json')
      .send(JSON.stringify(aLead({ projectDescription: 'x'.repeat(CONTACT_BODY_LIMIT_BYTES) })))
      .expect(413);
    // The sixth lead the limiter sees (the 413 was refused before it counted).
    await api.http().post('/api/contacts').send(aLead()).expect(429);
    text = await scrape(metricsPort);
  });

  it('counts each accepted lead by its form', () => {
    expect(sampleValue(text, 'site_leads_accepted_total', { form: 'contact' })).toBe(1);
    expect(sampleValue(text, 'site_leads_accepted_total', { form: 'demo' })).toBe(1);
  });

  it('counts each refused lead by form and reason', () => {
    const refused = (form: string, reason: string) => sampleValue(text, 'site_leads_refused_total', { form, reason });
    expect(refused('demo', 'validation')).toBe(1);
    expect(refused('contact', 'honeypot')).toBe(1);
    expect(refused('contact', 'too_large')).toBe(1);
    expect(refused('contact', 'rate_limit')).toBe(1);
    expect(refused('contact', 'duplicate')).toBe(1);
    expect(refused('contact', 'validation')).toBeUndefined();
  });

  it('times every answer by the route template and its status', () => {
    expect(requestCount(text, 'POST', '/api/contacts', 201)).toBe(4);
    expect(requestCount(text, 'POST', '/api/contacts', 400)).toBe(1);
    expect(requestCount(text, 'POST', '/api/contacts', 413)).toBe(1);
    expect(requestCount(text, 'POST', '/api/contacts', 429)).toBe(1);
    expect(
      sampleValue(text, 'http_request_duration_seconds_bucket', {
        method: 'POST',
        route: '/api/contacts',
        status: '201',
        le: '+Inf',
      }),
    ).toBe(4);
  });
});

describe('request routes', () => {
  it('are templates, never the raw path; a path no route matches is "unmatched"', async () => {
    await api.http().get(`/api/developers/${UNKNOWN_ID}`).expect(404);
    await api.http().get('/api/developers/not-a-uuid').expect(400);
    await api.http().get('/api/no-such-thing/12345').expect(404);
    const text = await scrape(metricsPort);
    expect(requestCount(text, 'GET', '/api/developers/:id', 404)).toBe(1);
    expect(requestCount(text, 'GET', '/api/developers/:id', 400)).toBe(1);
    expect(requestCount(text, 'GET', 'unmatched', 404)).toBe(1);
    expect(text).not.toContain(UNKNOWN_ID);
    expect(text).not.toContain('no-such-thing');
  });
});

describe('the outbox gauges', () => {
  it('read the deliveries the database holds at each scrape', async () => {
    const [lead] = await api.db.query<{ id: string }>('SELECT id FROM contacts LIMIT 1');
    await api.db.query(
      `INSERT INTO lead_deliveries (contact_id, channel, state, created_at)
       VALUES ($1, 'email', 'pending', now() - interval '600 seconds'), ($1, 'webhook', 'dead', now())`,
      [lead?.id],
    );
    let text = await scrape(metricsPort);
    expect(sampleValue(text, 'site_lead_outbox_depth', { channel: 'email' })).toBe(1);
    expect(sampleValue(text, 'site_lead_outbox_depth', { channel: 'webhook' })).toBe(0);
    expect(sampleValue(text, 'site_lead_dead_letters', { channel: 'webhook' })).toBe(1);
    expect(sampleValue(text, 'site_lead_dead_letters', { channel: 'email' })).toBe(0);
    const oldest = sampleValue(text, 'site_lead_oldest_undelivered_seconds');
    expect(oldest).toBeGreaterThanOrEqual(600);
    expect(oldest).toBeLessThan(700);

    await api.db.query(`UPDATE lead_deliveries SET state = 'delivered' WHERE channel = 'email'`);
    text = await scrape(metricsPort);
    expect(sampleValue(text, 'site_lead_outbox_depth', { channel: 'email' })).toBe(0);
    expect(sampleValue(text, 'site_lead_oldest_undelivered_seconds')).toBe(0);
    expect(sampleValue(text, 'site_lead_dead_letters', { channel: 'webhook' })).toBe(1);
  });
});

describe('the database pool gauges', () => {
  it('show the serving pool: its connections in use and idle, and requests waiting', async () => {
    const text = await scrape(metricsPort);
    const idle = sampleValue(text, 'site_db_pool_connections', { state: 'idle' }) ?? -1;
    const inUse = sampleValue(text, 'site_db_pool_connections', { state: 'in_use' }) ?? -1;
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(inUse).toBeGreaterThanOrEqual(0);
    // The app has queried, so the pool holds at least one connection.
    expect(idle + inUse).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'site_db_pool_connections', { state: 'waiting' })).toBe(0);
  });
});

describe('the metrics listener', () => {
  it('serves the default process metrics too', async () => {
    const text = await scrape(metricsPort);
    expect(sampleValue(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('is not reachable through the public app, and serves nothing of the app', async () => {
    for (const path of ['/metrics', '/api/metrics']) {
      const response = await api.http().get(path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('http_request_duration_seconds');
    }
    const onListener = await fetch(`http://127.0.0.1:${metricsPort}/api/developers`);
    expect(onListener.status).toBe(404);
  });

  it('on a port already taken stops the start with one line naming METRICS_PORT', async () => {
    const db = await createTestDatabase();
    try {
      await expect(
        startTestApp({ db, seed: false, metricsListener: { port: metricsPort, host: '127.0.0.1' } }),
      ).rejects.toThrow(`METRICS_PORT ${metricsPort} is already in use on 127.0.0.1`);
    } finally {
      await db.drop();
    }
  });
});

describe('lead deliveries', () => {
  let receiver: WebhookReceiver;
  let delivering: TestApp;
  let port: number;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    port = await freePort();
    delivering = await startTestApp({
      seed: false,
      metricsListener: { port, host: '127.0.0.1' },
      leadDelivery: fastDelivery({
        webhook: { url: receiver.url, secret: WEBHOOK_TEST_SECRET },
        retry: { maxAttempts: 2 },
      }),
    });
  });

  afterAll(async () => {
    await delivering?.close();
    await receiver?.close();
  });

  it('are counted by channel and outcome: delivered, retry, dead', async () => {
    const failing = 'failing@example.com';
    receiver.answerWith((incoming) => (incoming.email === failing ? 500 : incoming.earlierAttempts === 0 ? 503 : 200));
    await delivering.http().post('/api/contacts').send(aLead()).expect(201);
    await delivering
      .http()
      .post('/api/contacts')
      .send(aLead({ email: failing }))
      .expect(201);
    await untilDeliveries(delivering.db, (rows) => rows.every((row) => row.state !== 'pending'), 'both settled');
    const text = await scrape(port);
    const count = (outcome: string) => sampleValue(text, 'site_lead_deliveries_total', { channel: 'webhook', outcome });
    // Each lead failed its first attempt; one then went through, the other failed its last.
    expect(count('retry')).toBe(2);
    expect(count('delivered')).toBe(1);
    expect(count('dead')).toBe(1);
    expect(sampleValue(text, 'site_lead_dead_letters', { channel: 'webhook' })).toBe(1);
  });
});
