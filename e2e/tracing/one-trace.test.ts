import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TRACED_SERVICES } from '@site/contracts';
import { type OtlpReceiver, type ReceivedSpan, SPAN_KIND, startOtlpReceiver } from '../support/otlp-receiver';
import { REPO_ROOT, type StackInfo } from '../support/stack-paths';
import { ensureBuilt, startStack, stopStack } from '../support/start-stack';

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, one page request that misses the page cache is one trace:
 * the site server's request, the render in a renderer process, the renderer's reads from the API,
 * and the SQL the API ran for them, each span the child of the one that caused it.
 */
const ADMIN_TOKEN = 'tracing-test-admin-token-0123456789';

let receiver: OtlpReceiver;
let stack: StackInfo | undefined;

beforeAll(async () => {
  ensureBuilt(REPO_ROOT);
  receiver = await startOtlpReceiver();
  const workDir = mkdtempSync(path.join(tmpdir(), 'site-tracing-'));
  // As root the embedded PostgreSQL runs as the `postgres` user, who must enter this folder.
  chmodSync(workDir, 0o755);
  stack = await startStack({
    repoRoot: REPO_ROOT,
    workDir,
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      // Spans leave each process within a fifth of a second rather than the default five.
      OTEL_BSP_SCHEDULE_DELAY: '200',
      // The API's request lines, whose id is the trace's.
      LOG_LEVEL: 'info',
      ADMIN_TOKEN,
    },
  });
}, 180_000);

afterAll(async () => {
  if (stack) await stopStack(stack);
  await receiver?.close();
}, 60_000);

function hasAttributeContaining(span: ReceivedSpan, text: string): boolean {
  return Object.values(span.attributes).some((value) => typeof value === 'string' && value.includes(text));
}

/** A statement PostgreSQL ran (not a connection taken from the pool). */
function isSql(span: ReceivedSpan): boolean {
  const postgres = span.attributes['db.system'] === 'postgresql' || span.attributes['db.system.name'] === 'postgresql';
  const text = span.attributes['db.query.text'] ?? span.attributes['db.statement'];
  return postgres && typeof text === 'string' && /\bSELECT\b/i.test(text);
}

/** The span, then its parent, its parent's parent... as far as the trace holds them. */
function lineage(span: ReceivedSpan, trace: readonly ReceivedSpan[]): ReceivedSpan[] {
  const byId = new Map(trace.map((each) => [each.spanId, each]));
  const chain = [span];
  for (let parent = byId.get(span.parentSpanId); parent; parent = byId.get(parent.parentSpanId)) chain.push(parent);
  return chain;
}

/** The services a span descends through, from the trace's root down to it, each named once. */
function servicesDownTo(span: ReceivedSpan, trace: readonly ReceivedSpan[]): string[] {
  const services = lineage(span, trace)
    .reverse()
    .map((each) => each.service);
  return services.filter((service, index) => services[index - 1] !== service);
}

describe('tracing across the site', () => {
  it('makes one page on a cache miss one trace: site server, renderer, API and its SQL', async () => {
    if (!stack) throw new Error('no stack');
    const marker = randomUUID();
    const response = await fetch(`${stack.baseUrl}/?trace-test=${marker}`);
    expect(response.status).toBe(200);
    await response.text();

    const pageSpanOf = (spans: readonly ReceivedSpan[]) =>
      spans.find(
        (span) =>
          span.service === TRACED_SERVICES.siteServer &&
          span.kind === SPAN_KIND.server &&
          hasAttributeContaining(span, marker),
      );
    const traceOf = (spans: readonly ReceivedSpan[]) => {
      const page = pageSpanOf(spans);
      return page ? spans.filter((span) => span.traceId === page.traceId) : [];
    };
    const spans = await receiver.waitFor((all) => {
      const trace = traceOf(all);
      return trace.some(isSql) && trace.some((span) => span.service === TRACED_SERVICES.renderer);
    }, 15_000);

    const page = pageSpanOf(spans);
    expect(page).toMatchObject({ service: 'site-server', parentSpanId: '' });
    const trace = traceOf(spans);
    const render = trace.find((span) => span.service === TRACED_SERVICES.renderer && span.kind === SPAN_KIND.server);
    const sql = trace.find(isSql);
    const apiRead = sql && lineage(sql, trace).find((span) => span.kind === SPAN_KIND.server);
    // Each below the one before: the render below the page request, the API read below the
    // render, the SQL below the API read (the client spans between them are the calls made).
    expect(render && servicesDownTo(render, trace)).toEqual(['site-server', 'site-renderer']);
    expect(sql && servicesDownTo(sql, trace)).toEqual(['site-server', 'site-renderer', 'api']);
    expect(apiRead).toMatchObject({ service: 'api', name: expect.stringMatching(/^GET \/api\//) });
    expect(apiRead && lineage(apiRead, trace)).toContain(render);

    // The API logged that read under the trace's id.
    const apiLines = readFileSync(path.join(stack.workDir, 'stack.log'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('"service":"api"'))
      .map((line) => JSON.parse(line) as { requestId?: string; msg?: string });
    expect(apiLines.filter((line) => line.requestId === page?.traceId && line.msg === 'request completed')).not.toEqual(
      [],
    );
  });

  it("joins an API call through the site server's /api proxy to the API's trace", async () => {
    if (!stack) throw new Error('no stack');
    const marker = randomUUID();
    const response = await fetch(`${stack.baseUrl}/api/testimonials?trace-test=${marker}`);
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');

    const apiSpanOf = (spans: readonly ReceivedSpan[]) =>
      spans.find(
        (span) =>
          span.service === TRACED_SERVICES.api &&
          span.kind === SPAN_KIND.server &&
          hasAttributeContaining(span, marker),
      );
    // The API's span leaves in the API's batch, the proxy's root span in the site server's, which
    // ends only once the answer was relayed: wait for the trace's root too, not for the first batch.
    const traceOf = (spans: readonly ReceivedSpan[]) => {
      const apiCall = apiSpanOf(spans);
      return apiCall ? spans.filter((span) => span.traceId === apiCall.traceId) : [];
    };
    const spans = await receiver.waitFor(
      (all) => traceOf(all).some((span) => span.service === TRACED_SERVICES.siteServer && span.parentSpanId === ''),
      15_000,
    );
    const apiCall = apiSpanOf(spans);
    const trace = traceOf(spans);
    expect(apiCall && servicesDownTo(apiCall, trace)).toEqual(['site-server', 'api']);
    expect(lineage(apiCall as ReceivedSpan, trace).at(-1)).toMatchObject({ service: 'site-server', parentSpanId: '' });
    // The answer's request id, which the API's log lines carry, is the trace's.
    expect(requestId).toBe(apiCall?.traceId);
  });

  it("keeps the admin's ?email= out of every span, as out of the logs", async () => {
    if (!stack) throw new Error('no stack');
    const marker = randomUUID();
    const email = `${marker}@example.com`;
    const response = await fetch(`${stack.baseUrl}/api/admin/contacts/export?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id') ?? 'none';

    // Each process exports its spans in its own batches: wait for both, not for any three spans.
    const inTrace = (all: ReceivedSpan[]) => all.filter((span) => span.traceId === requestId);
    const spans = await receiver.waitFor((all) => new Set(inTrace(all).map((span) => span.service)).size >= 2, 15_000);
    const trace = inTrace(spans);
    expect(new Set(trace.map((span) => span.service))).toEqual(new Set(['site-server', 'api']));
    expect(trace.filter((span) => hasAttributeContaining(span, 'email=[redacted]')).length).toBeGreaterThanOrEqual(3);
    expect(spans.filter((span) => hasAttributeContaining(span, marker))).toEqual([]);
  });
});
