import { rendererTracingEnvironment } from './renderer-tracing-environment';

describe('rendererTracingEnvironment', () => {
  it("passes the site server's OpenTelemetry settings on, but not its name nor anything else", () => {
    expect(
      rendererTracingEnvironment({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer abc',
        OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=production',
        OTEL_SERVICE_NAME: 'gateway-eu',
        DATABASE_URL: 'postgres://secret',
        PATH: '/usr/bin',
      }),
    ).toEqual({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer abc',
      OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=production',
    });
  });

  it('is empty when the site server does not trace', () => {
    expect(rendererTracingEnvironment({ PATH: '/usr/bin', NODE_ENV: 'production' })).toEqual({});
  });
});
