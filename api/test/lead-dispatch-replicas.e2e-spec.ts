import { type CapturedLogs, captureLogs } from './support/captured-logs.js';
import { untilDeliveries } from './support/lead-deliveries.js';
import { aLead, fastDelivery, TEST_MAIL } from './support/lead-delivery-options.js';
import { type SmtpReceiver, startSmtpReceiver } from './support/smtp-receiver.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { startWebhookReceiver, WEBHOOK_TEST_SECRET, type WebhookReceiver } from './support/webhook-receiver.js';

const LEADS = 200;

describe('two API replicas on one database', () => {
  let db: TestDatabase;
  let smtp: SmtpReceiver;
  let webhook: WebhookReceiver;
  const replicas: TestApp[] = [];
  const logs: CapturedLogs[] = [captureLogs(), captureLogs()];

  beforeAll(async () => {
    [db, smtp, webhook] = await Promise.all([createTestDatabase(), startSmtpReceiver(), startWebhookReceiver()]);
    const leadDelivery = fastDelivery({
      email: { smtpUrl: smtp.url, ...TEST_MAIL },
      webhook: { url: webhook.url, secret: WEBHOOK_TEST_SECRET },
    });
    // One after the other: the first migrates the fresh database.
    for (const log of logs) replicas.push(await startTestApp({ db, seed: false, leadDelivery, logger: log.logger }));
  });

  afterAll(async () => {
    for (const replica of replicas) await replica.app.close();
    await db?.drop();
    await Promise.all([smtp?.close(), webhook?.close()]);
  });

  it(`deliver ${LEADS} leads sent to both at once exactly once per channel`, async () => {
    const ids = await Promise.all(
      Array.from({ length: LEADS }, async (_, index) => {
        const replica = replicas[index % replicas.length];
        if (!replica) throw new Error('no replica');
        const response = await replica
          .http()
          .post('/api/contacts')
          .send(aLead({ email: `replica-${index}@example.com` }))
          .expect(201);
        return response.body.id as string;
      }),
    );
    const rows = await untilDeliveries(
      db,
      (current) => current.length === LEADS * 2 && current.every((row) => row.state === 'delivered'),
      'every delivery',
      60_000,
    );
    expect(rows.every((row) => row.attempts === 1)).toBe(true);

    const mails = await smtp.waitForAccepted(LEADS);
    const webhookCalls = webhook.requests();
    // Not de-duplicated: each receiver got each lead exactly once, nothing else.
    expect(mails.map((mail) => mail.leadId).sort()).toEqual([...ids].sort());
    expect(webhookCalls.map((call) => call.idempotencyKey).sort()).toEqual([...ids].sort());
    expect(webhookCalls.every((call) => call.signatureValid && call.attempt === '1')).toBe(true);
    // Both dispatchers took part.
    const deliveredBy = logs.map((log) => log.lines().filter((line) => line.msg === 'lead delivered').length);
    expect(deliveredBy.every((count) => count > 0)).toBe(true);
    expect(deliveredBy.reduce((sum, count) => sum + count, 0)).toBe(LEADS * 2);
  }, 90_000);
});
