import { LEAD_RETENTION_DAYS, NEWSLETTER_CONSENT } from '@site/contracts';
import { personalDataExportSchema } from '@site/contracts/response-schemas';
import { QueryFailedError } from 'typeorm';
import { LeadRetentionJob } from '../src/privacy/lead-retention.job.js';
import { captureLogs } from './support/captured-logs.js';
import { expectShape } from './support/expect-shape.js';
import { untilDeliveries } from './support/lead-deliveries.js';
import { aLead, fastDelivery, TEST_MAIL } from './support/lead-delivery-options.js';
import { type SmtpReceiver, startSmtpReceiver } from './support/smtp-receiver.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { startWebhookReceiver, WEBHOOK_TEST_SECRET, type WebhookReceiver } from './support/webhook-receiver.js';

const ADMIN_TOKEN = 'test-admin-token-0123456789-abcdef';
const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY_MS = 24 * 60 * 60_000;

let smtp: SmtpReceiver;
let webhook: WebhookReceiver;
let api: TestApp;
const logs = captureLogs('trace');

beforeAll(async () => {
  [smtp, webhook] = await Promise.all([startSmtpReceiver(), startWebhookReceiver()]);
  api = await startTestApp({
    seed: false,
    adminToken: ADMIN_TOKEN,
    logger: logs.logger,
    retentionIntervalMs: 0,
    leadDelivery: fastDelivery({
      email: { smtpUrl: smtp.url, ...TEST_MAIL },
      webhook: { url: webhook.url, secret: WEBHOOK_TEST_SECRET },
    }),
  });
});

afterAll(async () => {
  await api?.close();
  await Promise.all([smtp?.close(), webhook?.close()]);
});

/** A lead stored straight in the database, `ageMs` old, with a delivery per channel. */
async function storedLead(email: string, ageMs: number): Promise<string> {
  const [row] = await api.db.query<{ id: string }>(
    `INSERT INTO contacts (full_name, email, service_needed, project_description, created_at)
     VALUES ('Stored Lead', $1, 'Customer Portal', 'An old enquiry.', now() - make_interval(secs => $2::double precision))
     RETURNING id`,
    [email, ageMs / 1000],
  );
  if (!row) throw new Error('insert failed');
  await api.db.query(
    `INSERT INTO lead_deliveries (contact_id, channel, state, attempts, delivered_at)
     VALUES ($1, 'email', 'delivered', 1, now()), ($1, 'webhook', 'dead', 3, NULL)`,
    [row.id],
  );
  return row.id;
}

async function existing(ids: readonly string[]): Promise<{ contacts: string[]; deliveries: number }> {
  const contacts = await api.db.query<{ id: string }>('SELECT id FROM contacts WHERE id = ANY($1)', [ids]);
  const [deliveries] = await api.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM lead_deliveries WHERE contact_id = ANY($1)',
    [ids],
  );
  return { contacts: contacts.map((row) => row.id).sort(), deliveries: deliveries?.n ?? -1 };
}

describe('retention', () => {
  it(`deletes the leads older than ${LEAD_RETENTION_DAYS} days with their deliveries, and nothing else`, async () => {
    const expired = [
      await storedLead('expired.1@example.com', LEAD_RETENTION_DAYS * DAY_MS + 60 * 60_000),
      await storedLead('expired.2@example.com', 1_000 * DAY_MS),
    ];
    const kept = [
      await storedLead('kept.1@example.com', LEAD_RETENTION_DAYS * DAY_MS - 60 * 60_000),
      await storedLead('kept.2@example.com', 0),
    ];
    const removed = await api.app.get(LeadRetentionJob).runOnce();
    expect(removed).toBe(2);
    expect(await existing(expired)).toEqual({ contacts: [], deliveries: 0 });
    expect(await existing(kept)).toEqual({ contacts: [...kept].sort(), deliveries: 4 });
    expect(await api.app.get(LeadRetentionJob).runOnce()).toBe(0);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ removed: 2, retentionDays: LEAD_RETENTION_DAYS, level: 'info' }),
    );
  });
});

describe('erasure and export of one person', () => {
  it('exports everything held about an address as JSON, whatever its letter case', async () => {
    const first = await storedLead('Jo.Bloggs@Example.com', 2 * DAY_MS);
    const response = await api
      .http()
      .post('/api/contacts')
      .send(aLead({ email: 'jo.bloggs@example.com', newsletter: true }));
    const second: string = response.body.id;
    await storedLead('someone.else@example.com', DAY_MS);
    await untilDeliveries(
      api.db,
      (rows) => rows.every((row) => row.state !== 'pending'),
      'the new lead delivered',
      15_000,
      [second],
    );

    const exported = await api
      .http()
      .get('/api/admin/contacts/export?email=JO.BLOGGS@example.com')
      .set(auth)
      .expect(200);
    expectShape(personalDataExportSchema, exported.body);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="personal-data.json"');
    expect(exported.body.email).toBe('JO.BLOGGS@example.com');
    expect(exported.body.contacts.map((contact: { id: string }) => contact.id)).toEqual([first, second]);
    const [, latest] = exported.body.contacts;
    expect(latest).toMatchObject({
      email: 'jo.bloggs@example.com',
      fullName: aLead().fullName,
      projectDescription: aLead().projectDescription,
      newsletterConsent: { version: NEWSLETTER_CONSENT.version, text: NEWSLETTER_CONSENT.text },
    });
    expect(
      latest.deliveries.map((delivery: { channel: string; state: string }) => [delivery.channel, delivery.state]),
    ).toEqual([
      ['email', 'delivered'],
      ['webhook', 'delivered'],
    ]);
  });

  it('erases every lead and delivery of an address, answers how many, and leaves everyone else', async () => {
    const others = await api.db.query<{ id: string }>(
      "SELECT id FROM contacts WHERE lower(email) <> 'jo.bloggs@example.com'",
    );
    const othersBefore = await existing(others.map((row) => row.id));

    const erased = await api.http().delete('/api/admin/contacts?email=jo.bloggs@EXAMPLE.com').set(auth).expect(200);
    expect(erased.body).toEqual({ contacts: 2, deliveries: 4 });
    expect(await api.db.query("SELECT id FROM contacts WHERE lower(email) = 'jo.bloggs@example.com'")).toEqual([]);
    expect(await existing(others.map((row) => row.id))).toEqual(othersBefore);

    const again = await api.http().delete('/api/admin/contacts?email=jo.bloggs@example.com').set(auth).expect(200);
    expect(again.body).toEqual({ contacts: 0, deliveries: 0 });
    const exported = await api
      .http()
      .get('/api/admin/contacts/export?email=jo.bloggs@example.com')
      .set(auth)
      .expect(200);
    expect(exported.body.contacts).toEqual([]);
  });

  it.each([
    ['DELETE', '/api/admin/contacts'],
    ['DELETE', '/api/admin/contacts?email=not-an-address'],
    ['GET', '/api/admin/contacts/export?email='],
    ['GET', '/api/admin/contacts/export?email=a@example.com&extra=1'],
  ])('%s %s is a 400 naming the field, erasing nothing', async (method, path) => {
    const before = await api.db.query('SELECT id FROM contacts ORDER BY id');
    const call = method === 'GET' ? api.http().get(path) : api.http().delete(path);
    const response = await call.set(auth).expect(400);
    expect(Object.keys(response.body.errors).length).toBeGreaterThan(0);
    expect(await api.db.query('SELECT id FROM contacts ORDER BY id')).toEqual(before);
  });

  it('needs the admin token', async () => {
    await api.http().delete('/api/admin/contacts?email=kept.1@example.com').expect(401);
    await api.http().get('/api/admin/contacts/export?email=kept.1@example.com').expect(401);
    expect(await api.db.query("SELECT id FROM contacts WHERE email = 'kept.1@example.com'")).toHaveLength(1);
  });
});

describe('the logs', () => {
  it("never contain a visitor's e-mail, name or message, whatever happened to their lead", async () => {
    const visitor = aLead({
      fullName: 'Zebedee Quartermaine',
      email: 'zebedee.quartermaine@private.example',
      projectDescription: 'Confidential: restructuring the Quartermaine family office.',
      newsletter: true,
    });
    // Refused, retried, delivered; listed, exported and erased by the admin; a bad request with the address.
    smtp.refuseNext(1);
    webhook.answerWith((incoming) => (incoming.email === visitor.email && incoming.earlierAttempts === 0 ? 500 : 200));
    const id = (await api.http().post('/api/contacts').send(visitor).expect(201)).body.id;
    await untilDeliveries(
      api.db,
      (rows) => rows.length === 2 && rows.every((row) => row.state === 'delivered'),
      'delivered',
      15_000,
      [id],
    );
    await api
      .http()
      .post('/api/contacts')
      .send({ ...visitor, serviceNeeded: 'Nonsense' })
      .expect(400);
    await api.http().get('/api/admin/contacts').set(auth).expect(200);
    await api
      .http()
      .get(`/api/admin/contacts/export?email=${encodeURIComponent(visitor.email)}`)
      .set(auth)
      .expect(200);
    await api
      .http()
      .delete(`/api/admin/contacts?email=${encodeURIComponent(visitor.email)}`)
      .set(auth)
      .expect(200);

    const text = logs
      .lines()
      .map((line) => JSON.stringify(line))
      .join('\n');
    expect(text).toMatch(/lead delivery failed; will retry/);
    expect(text).toMatch(/email=\[redacted\]/);
    for (const secret of ['zebedee', 'quartermaine', 'private.example', 'restructuring']) {
      expect(text.toLowerCase()).not.toContain(secret);
    }
  });

  it("log a failed query without its parameters or PostgreSQL's detail, and a plain error text as it is", () => {
    const captured = captureLogs();
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      detail: 'Key (email)=(leak@private.example) already exists.',
    });
    captured.logger.error(
      {
        err: new QueryFailedError(
          'INSERT INTO "contacts" ("email") VALUES ($1)',
          ['leak@private.example'],
          driverError,
        ),
      },
      'request failed',
    );
    captured.logger.warn({ err: 'QueryFailedError: Query read timeout' }, 'database unavailable');
    const [failed, unavailable] = captured.lines();
    expect(JSON.stringify(failed)).not.toContain('leak@private.example');
    expect(failed?.err).toMatchObject({
      type: 'QueryFailedError',
      message: 'duplicate key value violates unique constraint',
    });
    expect(unavailable?.err).toBe('QueryFailedError: Query read timeout');
  });
});
