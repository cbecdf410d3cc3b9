import { randomBytes, randomUUID } from 'node:crypto';
import { type Arrivals, startSmtpSink, startWebhookSink } from './leads/lead-receivers';
import { startApi } from './support/api-stack';
import { verdict } from './support/budget';
import { ensureFreshBuilds } from './support/fresh-builds';
import { runBench } from './support/run-bench';
import { printTable } from './support/table';
import { tempDir } from './support/temp-dir';
import { wholeNumberSetting } from './support/whole-number-setting';

/**
 * `npm run bench:leads`: the built API (api/dist, its own embedded PostgreSQL in a temp dir) with
 * both lead channels on, pointed at receivers this bench starts on loopback: a real SMTP server
 * (smtp-server) and an HTTP webhook receiver that checks each signature. It sends BENCH_COUNT
 * distinct leads at once, then reports:
 * - the POST answers (accepted 201, refused by status, failed) and their latency;
 * - stored (counted through the admin CSV export) == accepted == delivered by e-mail == delivered
 *   by webhook, and repeats (a lead received twice);
 * - the time from each 201 to the lead's arrival by e-mail and by webhook: p50, p95, p99, max,
 *   against the budget of a minute.
 * Exit status: 0 when every accepted lead was stored and delivered once per channel, 1 when not,
 * 2 when the bench could not run.
 *
 * BENCH_COUNT        how many leads (default 200, at most 5000)
 * BENCH_CONCURRENCY  how many POSTs in flight at once (default: all of them, at most 1000)
 * Flags: --no-build (use api/dist as it is), --rebuild (build even if fresh).
 */
const REQUEST_TIMEOUT_MS = 30_000;
const DELIVERY_DEADLINE_MS = 120_000;
const DELIVERY_BUDGET_MS = 60_000;
const MAIL = { to: 'leads@bench.example', from: 'website@bench.example' };

interface Outcome {
  status?: number;
  id?: string;
  error?: string;
  ms: number;
  /** Date.now() when the 201 arrived. */
  acceptedAt?: number;
}

function lead(marker: string, index: number) {
  return {
    fullName: `Bench Lead ${index}`,
    email: `${marker}-${index}@bench.example`,
    company: 'Bench Ltd',
    serviceNeeded: 'Customer Portal',
    projectDescription: `Load test lead ${index} of run ${marker}.`,
    newsletter: index % 2 === 0,
  };
}

async function submit(url: string, body: unknown): Promise<Outcome> {
  const startedAt = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - startedAt;
    if (response.status !== 201) return { status: response.status, ms };
    return { status: 201, id: idOf(text), ms, acceptedAt: Date.now() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), ms: performance.now() - startedAt };
  }
}

function idOf(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'id' in parsed ? String(parsed.id) : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `task` for 0..count-1, at most `concurrency` at a time. */
async function pool<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) results[index] = await task(index);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** The ids of this run's stored leads, read from the admin CSV export (first column: id). */
async function storedIds(origin: string, adminToken: string, marker: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/admin/contacts.csv`, {
    headers: { authorization: `Bearer ${adminToken}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`GET /api/admin/contacts.csv answered ${response.status}`);
  const emailOfRun = new RegExp(`,${marker}-\\d+@bench\\.example,`);
  return (await response.text())
    .split('\r\n')
    .filter((line) => emailOfRun.test(line))
    .map((line) => line.replace(/^\uFEFF/, '').split(',')[0] ?? '');
}

async function untilDelivered(ids: readonly string[], receivers: readonly Arrivals[]): Promise<void> {
  const deadline = Date.now() + DELIVERY_DEADLINE_MS;
  const done = () => receivers.every((arrivals) => ids.every((id) => arrivals.firstAt.has(id)));
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0));

/** p50/p95/p99/max of `values`, and whether the largest is within `budgetMs` (when given). */
function latencyRow(label: string, values: number[], budgetMs?: number): string[] {
  const sorted = [...values].sort((a, b) => a - b);
  const max = sorted.at(-1) ?? Number.NaN;
  return [
    label,
    String(sorted.length),
    ...[50, 95, 99].map((p) => ms(percentile(sorted, p))),
    ms(max),
    budgetMs === undefined ? '' : verdict(sorted.length > 0 && percentile(sorted, 99) <= budgetMs),
  ];
}

runBench('bench:leads', 6 * 60_000, async (cleanup) => {
  const count = wholeNumberSetting('BENCH_COUNT', 200, 1, 5_000);
  const concurrency = Math.min(count, wholeNumberSetting('BENCH_CONCURRENCY', count, 1, 1_000));
  await ensureFreshBuilds(cleanup, { apiOnly: true });
  const webhookSecret = randomBytes(32).toString('base64url');
  const adminToken = randomBytes(32).toString('base64url');
  const [smtp, webhook] = [await startSmtpSink(cleanup), await startWebhookSink(webhookSecret, cleanup)];
  const api = await startApi(tempDir('bench-leads', cleanup), cleanup, {
    ADMIN_TOKEN: adminToken,
    CONTACT_RATE_LIMIT: '1000000',
    SMTP_URL: smtp.url,
    LEADS_MAIL_TO: MAIL.to,
    LEADS_MAIL_FROM: MAIL.from,
    LEADS_WEBHOOK_URL: webhook.url,
    LEADS_WEBHOOK_SECRET: webhookSecret,
  });
  const marker = `bench-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  console.log(
    `bench:leads: ${count} distinct leads, ${concurrency} at a time, to ${api.origin}/api/contacts; e-mail to ${smtp.url}, webhook to ${webhook.url}`,
  );

  const startedAt = performance.now();
  const outcomes = await pool(count, concurrency, (index) => submit(`${api.origin}/api/contacts`, lead(marker, index)));
  const wallMs = performance.now() - startedAt;
  const accepted = outcomes.filter((outcome) => outcome.status === 201 && outcome.id !== undefined);
  const acceptedIds = accepted.map((outcome) => outcome.id ?? '');
  await untilDelivered(acceptedIds, [smtp.arrivals, webhook.arrivals]);
  const stored = await storedIds(api.origin, adminToken, marker);

  const refusedByStatus = new Map<number, number>();
  for (const { status } of outcomes) {
    if (status !== undefined && status !== 201) refusedByStatus.set(status, (refusedByStatus.get(status) ?? 0) + 1);
  }
  const failed = outcomes.filter((outcome) => outcome.status === undefined);
  const delivered = (arrivals: Arrivals) => acceptedIds.filter((id) => arrivals.firstAt.has(id)).length;
  const repeats = (arrivals: Arrivals) => [...arrivals.count.values()].reduce((sum, n) => sum + n - 1, 0);
  const timesTo = (arrivals: Arrivals) =>
    accepted.flatMap((outcome) => {
      const arrivedAt = arrivals.firstAt.get(outcome.id ?? '');
      return arrivedAt === undefined || outcome.acceptedAt === undefined ? [] : [arrivedAt - outcome.acceptedAt];
    });

  console.log(`accepted (201):        ${accepted.length}`);
  console.log(`refused:               ${[...refusedByStatus].map(([status, n]) => `${status}: ${n}`).join(', ') || 0}`);
  console.log(`failed (no answer):    ${failed.length}${failed[0]?.error ? ` (first: ${failed[0].error})` : ''}`);
  console.log(`stored:                ${stored.length}`);
  console.log(`delivered by e-mail:   ${delivered(smtp.arrivals)} (repeats ${repeats(smtp.arrivals)})`);
  console.log(
    `delivered by webhook:  ${delivered(webhook.arrivals)} (repeats ${repeats(webhook.arrivals)}, bad signatures ${webhook.arrivals.rejected})`,
  );
  console.log(
    `POST wall time:        ${(wallMs / 1000).toFixed(2)} s (${Math.round((count / wallMs) * 1000)} leads/s)`,
  );
  console.log('');
  printTable(
    ['ms', 'n', 'p50', 'p95', 'p99', 'max', `p99 ≤ ${DELIVERY_BUDGET_MS / 1000} s`],
    [
      latencyRow(
        'POST /api/contacts',
        outcomes.map((outcome) => outcome.ms),
      ),
      latencyRow('201 -> e-mail', timesTo(smtp.arrivals), DELIVERY_BUDGET_MS),
      latencyRow('201 -> webhook', timesTo(webhook.arrivals), DELIVERY_BUDGET_MS),
    ],
  );

  const storedSet = new Set(stored);
  const whole =
    stored.length === accepted.length &&
    acceptedIds.every((id) => storedSet.has(id)) &&
    delivered(smtp.arrivals) === accepted.length &&
    delivered(webhook.arrivals) === accepted.length &&
    repeats(smtp.arrivals) === 0 &&
    repeats(webhook.arrivals) === 0 &&
    webhook.arrivals.rejected === 0;
  if (!whole) {
    console.error('FAIL: stored, accepted and delivered (once per channel) differ');
    return 1;
  }
  console.log(
    `\nOK: stored == accepted == delivered by e-mail == delivered by webhook (${accepted.length}), no repeats`,
  );
  return 0;
});
