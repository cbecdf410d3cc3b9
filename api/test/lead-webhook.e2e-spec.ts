import type { LeadWebhookPayload } from '../src/deliveries/channels/webhook-payload.js';
import { captureLogs } from './support/captured-logs.js';
import { untilDeliveries } from './support/lead-deliveries.js';
import { aLead, fastDelivery } from './support/lead-delivery-options.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { startWebhookReceiver, WEBHOOK_TEST_SECRET, type WebhookReceiver } from './support/webhook-receiver.js';

const ADMIN_TOKEN = 'test-admin-token-0123456789-abcdef';
const MAX_ATTEMPTS = 5;
const SEND_TIMEOUT_MS = 400;

let receiver: WebhookReceiver;
let api: TestApp;
const logs = captureLogs();

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  api = await startTestApp({
    seed: false,
    adminToken: ADMIN_TOKEN,
    logger: logs.logger,
    leadDelivery: fastDelivery({
      webhook: { url: receiver.url, secret: WEBHOOK_TEST_SECRET },
      retry: { maxAttempts: MAX_ATTEMPTS },
      sendTimeoutMs: SEND_TIMEOUT_MS,
    }),
  });
});

afterAll(async () => {
  await api?.close();
  await receiver?.close();
});

beforeEach(() => receiver.answerWith(() => 200));

async function postLead(lead: Record<string, unknown>): Promise<string> {
  return (await api.http().post('/api/contacts').send(lead).expect(201)).body.id;
}

const settled = (id: string) =>
  untilDeliveries(api.db, (rows) => rows.length === 1 && rows[0]?.state !== 'pending', `lead ${id} settled`, 20_000, [
    id,
  ]);

const requestsFor = (id: string) => receiver.requests().filter((request) => request.idempotencyKey === id);

/** The lead sent from `email` gets these answers to its first attempts, then 200s; other leads 200s. */
function answerLead(email: string, answers: readonly (number | 'hang')[]) {
  receiver.answerWith((incoming) => (incoming.email === email ? (answers[incoming.earlierAttempts] ?? 200) : 200));
}

describe('a lead by webhook', () => {
  it('is a signed JSON POST with the lead id as Idempotency-Key and every field', async () => {
    const lead = aLead({ newsletter: true });
    const id = await postLead(lead);
    await settled(id);
    const [request] = requestsFor(id);
    expect(request).toMatchObject({ signatureValid: true, idempotencyKey: id, attempt: '1', answer: 200 });
    const body = request?.body as LeadWebhookPayload;
    expect(body).toEqual({
      event: 'lead.created',
      id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      summary: `New lead: ${lead.serviceNeeded} from ${lead.fullName} (${lead.company})`,
      lead: {
        fullName: lead.fullName,
        email: lead.email,
        company: lead.company,
        serviceNeeded: lead.serviceNeeded,
        projectDescription: lead.projectDescription,
        newsletter: true,
        newsletterConsentAt: body.createdAt,
        // A contact request has no demo booking details.
        jobTitle: null,
        phone: null,
        preferredDate: null,
        preferredTime: null,
        attendees: null,
      },
    });
  });

  it('is retried after 500s: delivered once, four attempts recorded', async () => {
    answerLead('retried@example.com', [500, 500, 500]);
    const id = await postLead(aLead({ email: 'retried@example.com' }));
    const [row] = await settled(id);
    expect(row).toMatchObject({ state: 'delivered', attempts: 4, last_error: null });
    expect(requestsFor(id).map((request) => [request.attempt, request.answer])).toEqual([
      ['1', 500],
      ['2', 500],
      ['3', 500],
      ['4', 200],
    ]);
    expect(receiver.accepted().filter((key) => key === id)).toHaveLength(1);
  });

  it('times out an attempt the receiver never answers, and retries it', async () => {
    answerLead('hung@example.com', ['hang']);
    const startedAt = Date.now();
    const id = await postLead(aLead({ email: 'hung@example.com' }));
    const [row] = await settled(id);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(SEND_TIMEOUT_MS);
    expect(row).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(requestsFor(id).map((request) => request.answer)).toEqual(['hang', 200]);
  });

  it(`is dead after ${MAX_ATTEMPTS} failed attempts, logged as an error; the admin API re-queues it`, async () => {
    answerLead(
      'dead.letter@example.com',
      Array.from({ length: MAX_ATTEMPTS }, () => 503),
    );
    const id = await postLead(aLead({ email: 'dead.letter@example.com' }));
    const [row] = await settled(id);
    expect(row).toMatchObject({ state: 'dead', attempts: MAX_ATTEMPTS, last_error: 'HTTP 503' });
    const deadLines = logs.lines().filter((line) => line.level === 'error' && line.leadId === id);
    expect(deadLines).toEqual([
      expect.objectContaining({
        channel: 'webhook',
        attempt: MAX_ATTEMPTS,
        error: 'HTTP 503',
        msg: expect.stringMatching(/^lead delivery dead/),
      }),
    ]);

    const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    const listed = await api.http().get('/api/admin/contacts?pageSize=100').set(auth).expect(200);
    const item = listed.body.items.find((candidate: { id: string }) => candidate.id === id);
    expect(item.deliveries).toEqual([
      expect.objectContaining({
        channel: 'webhook',
        state: 'dead',
        attempts: MAX_ATTEMPTS,
        lastError: 'HTTP 503',
        nextAttemptAt: null,
      }),
    ]);

    const requeued = await api
      .http()
      .post(`/api/admin/contacts/${id}/deliveries/webhook/requeue`)
      .set(auth)
      .expect(200);
    expect(requeued.body).toMatchObject({ channel: 'webhook', state: 'pending', attempts: 0 });
    const [again] = await settled(id);
    expect(again).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(receiver.accepted().filter((key) => key === id)).toHaveLength(1);

    // A delivered one is never sent again, an unknown channel or lead is named.
    const conflict = await api
      .http()
      .post(`/api/admin/contacts/${id}/deliveries/webhook/requeue`)
      .set(auth)
      .expect(409);
    expect(conflict.body.message).toMatch(/is delivered, not dead/);
    await api.http().post(`/api/admin/contacts/${id}/deliveries/email/requeue`).set(auth).expect(404);
    const badChannel = await api
      .http()
      .post(`/api/admin/contacts/${id}/deliveries/pigeon/requeue`)
      .set(auth)
      .expect(400);
    expect(badChannel.body.errors).toEqual({ channel: 'Must be one of email, webhook' });
    await api.http().post(`/api/admin/contacts/${id}/deliveries/webhook/requeue`).expect(401);
  });
});
