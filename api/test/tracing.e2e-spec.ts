import type { IncomingMessage } from 'node:http';
import { followActiveTraces, type TracingOptions, UNTRACED } from '@site/tracing';
import { requestIdOf } from '../src/common/request-id.js';
import { useTestApp } from './support/test-app.js';

/**
 * The API's side of tracing that runs without OpenTelemetry: the switch, the request id, the
 * span's name. One trace across the whole site, with real spans, is e2e/tracing's.
 */
const api = useTestApp();

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

function requestWith(headers: Record<string, string>): IncomingMessage {
  return { headers } as unknown as IncomingMessage;
}

afterEach(() => followActiveTraces(UNTRACED));

describe('the tracing switch', () => {
  it('loads nothing of OpenTelemetry without an OTLP endpoint, and starts it with one, pg instrumented', async () => {
    const loaded: string[] = [];
    let startTracingWhenConfigured!: typeof import('../src/tracing/tracing-switch.js').startTracingWhenConfigured;
    jest.isolateModules(() => {
      jest.doMock('@site/tracing/start-tracing', () => {
        loaded.push('start-tracing');
        return {
          startTracing: async (name: string, options: TracingOptions) => {
            const instrumentations = (await options.instrumentations?.()) ?? [];
            // Built enabled: disabled at once, so nothing of this test's process is patched.
            for (const one of instrumentations) one.disable();
            const instrumented = instrumentations.map((one) => one.instrumentationName);
            loaded.push(`${name} ${options.untracedPathPrefix} ${instrumented.join(',')}`);
            return { flush: async () => loaded.push(`flushed ${name}`) };
          },
        };
      });
      ({ startTracingWhenConfigured } = require('../src/tracing/tracing-switch.js'));
    });
    await expect(startTracingWhenConfigured({ OTEL_SERVICE_NAME: 'api-eu' }, 'api')).resolves.toBeUndefined();
    expect(loaded).toEqual([]);
    const tracing = await startTracingWhenConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, 'api');
    await tracing?.flush();
    expect(loaded).toEqual(['start-tracing', 'api /api/health @opentelemetry/instrumentation-pg', 'flushed api']);
    jest.dontMock('@site/tracing/start-tracing');
  });
});

describe('request ids with tracing', () => {
  it("are the active trace's id, whatever X-Request-Id the caller sent", () => {
    followActiveTraces({ ...UNTRACED, traceId: () => TRACE_ID });
    expect(requestIdOf(requestWith({ 'x-request-id': 'gateway-7f3a' }))).toBe(TRACE_ID);
  });

  it("are the caller's or a new UUID outside a trace (tracing off, or a probe it leaves out)", () => {
    expect(requestIdOf(requestWith({ 'x-request-id': 'gateway-7f3a' }))).toBe('gateway-7f3a');
    expect(requestIdOf(requestWith({}))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are what the answer carries in X-Request-Id', async () => {
    followActiveTraces({ ...UNTRACED, traceId: () => TRACE_ID });
    const response = await api().http().get('/api/services').expect(200);
    expect(response.headers['x-request-id']).toBe(TRACE_ID);
  });
});

describe("a request's span", () => {
  it('is named after its route template, parameters left out', async () => {
    const named: string[] = [];
    followActiveTraces({ ...UNTRACED, nameRequest: (method, route) => named.push(`${method} ${route}`) });
    await api().http().get('/api/developers/00000000-0000-4000-8000-000000000000').expect(404);
    await api().http().get('/api/services?x=1').expect(200);
    expect(named).toEqual(['GET /api/developers/:id', 'GET /api/services']);
  });
});
