import type { Tracing, TracingOptions } from './tracing-options';

/** start-tracing.ts stood in for: whether the switch loaded it, with which name and options. */
function loadSwitchWithStandIn(): {
  startTracingWhenConfigured: typeof import('./tracing-switch').startTracingWhenConfigured;
  started: string[];
} {
  const started: string[] = [];
  let startTracingWhenConfigured!: typeof import('./tracing-switch').startTracingWhenConfigured;
  jest.isolateModules(() => {
    jest.doMock('./start-tracing', () => {
      started.push('loaded');
      return {
        startTracing: async (serviceName: string, options: TracingOptions): Promise<Tracing> => {
          started.push(`${serviceName} ${options.untracedPathPrefix}`);
          return { flush: async () => undefined, shutdown: async () => undefined };
        },
      };
    });
    ({ startTracingWhenConfigured } = require('./tracing-switch') as typeof import('./tracing-switch'));
  });
  return { startTracingWhenConfigured, started };
}

const PROBES = { untracedPathPrefix: '/_site/' };

describe('startTracingWhenConfigured', () => {
  afterEach(() => jest.dontMock('./start-tracing'));

  it('loads nothing of OpenTelemetry without an OTLP endpoint', async () => {
    const { startTracingWhenConfigured, started } = loadSwitchWithStandIn();
    await expect(
      startTracingWhenConfigured({ OTEL_SERVICE_NAME: 'x' }, 'site-server', PROBES),
    ).resolves.toBeUndefined();
    await expect(
      startTracingWhenConfigured(
        { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' },
        'api',
        PROBES,
      ),
    ).resolves.toBeUndefined();
    expect(started).toEqual([]);
  });

  it('starts tracing under the default name, or OTEL_SERVICE_NAME, when an endpoint is set', async () => {
    const { startTracingWhenConfigured, started } = loadSwitchWithStandIn();
    await expect(
      startTracingWhenConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, 'site-renderer', PROBES),
    ).resolves.toBeDefined();
    await startTracingWhenConfigured(
      { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces', OTEL_SERVICE_NAME: 'gateway-eu' },
      'site-server',
      { untracedPathPrefix: '/api/health' },
    );
    expect(started).toEqual(['loaded', 'site-renderer /_site/', 'gateway-eu /api/health']);
  });
});
