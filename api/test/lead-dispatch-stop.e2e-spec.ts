import { DEFAULT_DISPATCH } from '../src/deliveries/deliveries.module.js';
import { type ApiProcess, postLeadTo, startApiProcess } from './support/api-process.js';
import { deliveryRows, untilDeliveries } from './support/lead-deliveries.js';
import { aLead, TEST_MAIL } from './support/lead-delivery-options.js';
import { type SmtpReceiver, startSmtpReceiver } from './support/smtp-receiver.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { startWebhookReceiver, WEBHOOK_TEST_SECRET, type WebhookReceiver } from './support/webhook-receiver.js';

const LEADS = 40;

let db: TestDatabase;
let smtp: SmtpReceiver;
let webhook: WebhookReceiver;
const processes: ApiProcess[] = [];

beforeAll(async () => {
  [db, smtp, webhook] = await Promise.all([createTestDatabase(), startSmtpReceiver(), startWebhookReceiver()]);
});

afterAll(async () => {
  for (const api of processes) api.kill();
  await Promise.all(processes.map((api) => api.exited));
  await db?.drop();
  await Promise.all([smtp?.close(), webhook?.close()]);
});

const channelsEnv = () => ({
  SMTP_URL: smtp.url,
  LEADS_MAIL_TO: TEST_MAIL.to.join(','),
  LEADS_MAIL_FROM: TEST_MAIL.from,
  LEADS_WEBHOOK_URL: webhook.url,
  LEADS_WEBHOOK_SECRET: WEBHOOK_TEST_SECRET,
});

async function start(env: NodeJS.ProcessEnv = channelsEnv()): Promise<ApiProcess> {
  const api = await startApiProcess(db.url, env);
  processes.push(api);
  return api;
}

describe('the API killed (SIGKILL) while delivering', () => {
  it('delivers every lead after a restart, none twice to a receiver that drops repeats by the idempotency key', async () => {
    // Slow answers, so that deliveries are in flight when the process dies.
    webhook.answerWith(() => ({ status: 200, afterMs: 150 }));
    const first = await start();
    const ids = await Promise.all(
      Array.from({ length: LEADS }, (_, index) =>
        postLeadTo(first.origin, aLead({ email: `killed-${index}@example.com` })),
      ),
    );
    await webhook.waitFor(() => webhook.accepted().length >= 5, 'a few webhook deliveries');
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const left = (await deliveryRows(db)).filter((row) => row.state === 'pending');
    expect(left.length).toBeGreaterThan(0);
    // A delivery cut off mid-send was never settled: it is pending, its attempt not counted as a failure.
    expect(left.every((row) => row.attempts === 0)).toBe(true);

    const second = await start();
    const rows = await untilDeliveries(
      db,
      (current) => current.length === LEADS * 2 && current.every((row) => row.state === 'delivered'),
      'every delivery after the restart',
      60_000,
    );
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    await smtp.waitForAccepted(LEADS);

    const mailIds = smtp.accepted().map((mail) => mail.leadId ?? '');
    expect([...new Set(mailIds)].sort()).toEqual([...ids].sort());
    expect(webhook.deliveredOnce().sort()).toEqual([...ids].sort());
    // A repeat is possible only for what was in flight at the kill: at most one per worker and channel.
    expect(mailIds.length - LEADS).toBeLessThanOrEqual(DEFAULT_DISPATCH.concurrency);
    expect(webhook.accepted().length - LEADS).toBeLessThanOrEqual(DEFAULT_DISPATCH.concurrency);

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 120_000);
});

describe('SIGTERM while delivering', () => {
  it('lets a delivery in flight finish, returns one that cannot finish in time to the queue, and exits 0', async () => {
    const quick = 'quick.finish@example.com';
    const stuck = 'never.answered@example.com';
    webhook.answerWith((incoming) =>
      incoming.email === stuck ? 'hang' : incoming.email === quick ? { status: 200, afterMs: 1_000 } : 200,
    );
    const api = await start({ LEADS_WEBHOOK_URL: webhook.url, LEADS_WEBHOOK_SECRET: WEBHOOK_TEST_SECRET });
    const quickId = await postLeadTo(api.origin, aLead({ email: quick }));
    const stuckId = await postLeadTo(api.origin, aLead({ email: stuck }));
    const inFlight = () => {
      const keys = webhook.requests().map((request) => request.idempotencyKey);
      return keys.includes(quickId) && keys.includes(stuckId);
    };
    await webhook.waitFor(inFlight, 'both deliveries in flight');

    const stoppingAt = Date.now();
    api.child.kill('SIGTERM');
    expect(await api.exited).toEqual({ code: 0, signal: null });
    // Within the grace for deliveries in flight (and the time-out of the one that hangs is longer still).
    expect(Date.now() - stoppingAt).toBeLessThan(DEFAULT_DISPATCH.stopGraceMs + 5_000);

    const rows = await deliveryRows(db, [quickId, stuckId]);
    expect(rows.find((row) => row.contact_id === quickId)).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(rows.find((row) => row.contact_id === stuckId)).toMatchObject({
      state: 'pending',
      attempts: 0,
      last_error: null,
    });

    webhook.answerWith(() => 200);
    const next = await start({ LEADS_WEBHOOK_URL: webhook.url, LEADS_WEBHOOK_SECRET: WEBHOOK_TEST_SECRET });
    await untilDeliveries(
      db,
      (current) => current.every((row) => row.state === 'delivered'),
      'the returned delivery',
      30_000,
      [stuckId],
    );
    expect(webhook.accepted().filter((key) => key === quickId)).toHaveLength(1);
    next.child.kill('SIGTERM');
    expect(await next.exited).toEqual({ code: 0, signal: null });
  }, 120_000);
});
