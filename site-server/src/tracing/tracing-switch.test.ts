import type { Tracing } from './tracing-switch';

/** start-tracing.ts stood in for: whether the switch loaded it, and with which name. */
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
        startTracing: (serviceName: string): Tracing => {
          started.push(serviceName);
          return { shutdown: async () => undefined };
        },
      };
    });
    ({ startTracingWhenConfigured } = require('./tracing-switch') as typeof import('./tracing-switch'));
  });
  return { startTracingWhenConfigured, started };
}

describe('startTracingWhenConfigured', () => {
  afterEach(() => jest.dontMock('./start-tracing'));

  it('loads nothing of OpenTelemetry without an OTLP endpoint', async () => {
    const { startTracingWhenConfigured, started } = loadSwitchWithStandIn();
    await expect(startTracingWhenConfigured({ OTEL_SERVICE_NAME: 'x' }, 'site-server')).resolves.toBeUndefined();
    expect(started).toEqual([]);
  });

  it('starts tracing under the default name, or OTEL_SERVICE_NAME, when an endpoint is set', async () => {
    const { startTracingWhenConfigured, started } = loadSwitchWithStandIn();
    await expect(
      startTracingWhenConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, 'site-renderer'),
    ).resolves.toBeDefined();
    await startTracingWhenConfigured(
      { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces', OTEL_SERVICE_NAME: 'gateway-eu' },
      'site-server',
    );
    expect(started).toEqual(['loaded', 'site-renderer', 'gateway-eu']);
  });
});
