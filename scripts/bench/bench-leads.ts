import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

/**
 * `npm run bench:leads`: sends N distinct leads at once to a running stack and checks that every
 * lead answered 201 is stored, once.
 *
 *   CONTACT_RATE_LIMIT=100000 ADMIN_TOKEN=<24+ characters> npm start            # the stack
 *   ADMIN_TOKEN=<the same> npm run bench:leads                                    # the bench
 *
 * The rate limit must be raised for the stack (all the leads come from one address); ADMIN_TOKEN
 * lets the bench count what was stored, through GET /api/admin/contacts.csv: the leads of one run
 * carry a unique marker in their e-mail addresses. Prints accepted (201), refused (any other status,
 * by status), failed (no answer), stored, and latency percentiles; exits 1 when stored != accepted,
 * 2 when it cannot run.
 *
 * BENCH_URL     the site or the API (default http://127.0.0.1:8080); loopback only
 * BENCH_COUNT   how many leads (default 200, at most 5000)
 * BENCH_CONCURRENCY  how many in flight at once (default: all of them, at most 1000)
 */

const DEFAULT_URL = 'http://127.0.0.1:8080';
const MAX_COUNT = 5_000;
const MAX_CONCURRENCY = 1_000;
const REQUEST_TIMEOUT_MS = 30_000;
const RUN_DEADLINE_MS = 120_000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

class BenchSetupError extends Error {}

interface Settings {
  baseUrl: URL;
  count: number;
  concurrency: number;
  adminToken: string;
}

interface Outcome {
  status?: number;
  id?: string;
  error?: string;
  ms: number;
}

function wholeNumber(name: string, fallback: number, max: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new BenchSetupError(`${name} must be a whole number from 1 to ${max} (got ${JSON.stringify(raw)})`);
  }
  return Number(raw);
}

function readSettings(): Settings {
  const baseUrl = new URL(process.env.BENCH_URL?.trim() || DEFAULT_URL);
  if (!LOOPBACK_HOSTS.has(baseUrl.hostname)) {
    throw new BenchSetupError(`BENCH_URL must be on this machine (127.0.0.1, localhost or [::1]), not ${baseUrl.host}`);
  }
  const count = wholeNumber('BENCH_COUNT', 200, MAX_COUNT);
  const concurrency = Math.min(count, wholeNumber('BENCH_CONCURRENCY', count, MAX_CONCURRENCY));
  const adminToken = process.env.ADMIN_TOKEN?.trim() ?? '';
  if (adminToken === '') {
    throw new BenchSetupError(
      'ADMIN_TOKEN is not set: the bench counts the stored leads through the admin export. Start the stack with ADMIN_TOKEN=... (and CONTACT_RATE_LIMIT=100000) and run the bench with the same ADMIN_TOKEN.',
    );
  }
  return { baseUrl, count, concurrency, adminToken };
}

function lead(marker: string, index: number) {
  return {
    fullName: `Bench Lead ${index}`,
    email: `${marker}-${index}@bench.example`,
    company: 'Bench Ltd',
    serviceNeeded: 'Customer Portal',
    projectDescription: `Load test lead ${index} of run ${marker}.`,
    newsletter: false,
  };
}

async function submit(url: URL, body: unknown): Promise<Outcome> {
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
    return { status: response.status, id: response.status === 201 ? idOf(text) : undefined, ms };
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
async function storedIds(settings: Settings, marker: string): Promise<string[]> {
  const response = await fetch(new URL('/api/admin/contacts.csv', settings.baseUrl), {
    headers: { authorization: `Bearer ${settings.adminToken}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status === 404) {
    throw new BenchSetupError('GET /api/admin/contacts.csv is a 404: start the stack with ADMIN_TOKEN set');
  }
  if (!response.ok) throw new BenchSetupError(`GET /api/admin/contacts.csv answered ${response.status}`);
  const emailOfRun = new RegExp(`,${marker}-\\d+@bench\\.example,`);
  return (await response.text())
    .split('\r\n')
    .filter((line) => emailOfRun.test(line))
    .map((line) => line.replace(/^\uFEFF/, '').split(',')[0] ?? '');
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function checkHealthy(baseUrl: URL): Promise<void> {
  const url = new URL('/api/health', baseUrl);
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch((error: unknown) => {
    throw new BenchSetupError(
      `Nothing answers at ${url} (${error instanceof Error ? error.message : error}): start the stack first`,
    );
  });
  if (response.status !== 200)
    throw new BenchSetupError(`${url} answered ${response.status}: the stack is not healthy`);
}

async function main(): Promise<number> {
  const settings = readSettings();
  await checkHealthy(settings.baseUrl);
  const marker = `bench-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const contactsUrl = new URL('/api/contacts', settings.baseUrl);
  console.log(
    `bench:leads: ${settings.count} distinct leads, ${settings.concurrency} at a time, to ${contactsUrl} (run ${marker})`,
  );

  const deadline = setTimeout(() => {
    console.error(`bench:leads: gave up after ${RUN_DEADLINE_MS / 1000} s`);
    process.exit(2);
  }, RUN_DEADLINE_MS);
  const startedAt = performance.now();
  const outcomes = await pool(settings.count, settings.concurrency, (index) =>
    submit(contactsUrl, lead(marker, index)),
  );
  const wallMs = performance.now() - startedAt;
  const stored = await storedIds(settings, marker);
  clearTimeout(deadline);

  const accepted = outcomes.filter((outcome) => outcome.status === 201);
  const refusedByStatus = new Map<number, number>();
  for (const { status } of outcomes) {
    if (status !== undefined && status !== 201) refusedByStatus.set(status, (refusedByStatus.get(status) ?? 0) + 1);
  }
  const failed = outcomes.filter((outcome) => outcome.status === undefined);
  const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const acceptedIds = new Set(accepted.map((outcome) => outcome.id));
  const storedSet = new Set(stored);
  const missing = [...acceptedIds].filter((id) => id === undefined || !storedSet.has(id));
  const unexpected = stored.filter((id) => !acceptedIds.has(id));
  const refusedText = [...refusedByStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const ms = (value: number) => value.toFixed(1);

  console.log(`accepted (201): ${accepted.length}`);
  console.log(
    `refused:        ${settings.count - accepted.length - failed.length}${refusedText ? ` (${refusedText})` : ''}`,
  );
  console.log(`failed:         ${failed.length}${failed[0]?.error ? ` (first: ${failed[0].error})` : ''}`);
  console.log(`stored:         ${stored.length}`);
  console.log(
    `latency ms:     p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies.at(-1) ?? Number.NaN)}`,
  );
  console.log(
    `wall time:      ${(wallMs / 1000).toFixed(2)} s (${Math.round((settings.count / wallMs) * 1000)} leads/s)`,
  );
  if (refusedByStatus.has(429)) {
    console.log('note: 429s mean the rate limit is on; start the stack with CONTACT_RATE_LIMIT=100000 to measure');
  }

  if (stored.length !== accepted.length || missing.length > 0 || unexpected.length > 0) {
    console.error(
      `FAIL: stored (${stored.length}) != accepted (${accepted.length}); accepted but not stored: ${missing.length}, stored but not answered 201: ${unexpected.length}`,
    );
    return 1;
  }
  console.log('OK: stored == accepted');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:leads: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
