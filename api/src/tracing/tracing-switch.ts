import { startTracingWhenConfigured as startTracing, type Tracing } from '@site/tracing';

/**
 * The API's tracing (`@site/tracing`), started before Nest, Fastify and pg are loaded (they are
 * instrumented as they load): health probes start no trace; besides Node's `http`, a span per SQL
 * statement (pg, which TypeORM drives), its text without its parameters. Statements outside any
 * request (the lead dispatcher's polling, migrations) start no trace of their own.
 */
export function startTracingWhenConfigured(
  env: NodeJS.ProcessEnv,
  defaultServiceName: string,
): Promise<Tracing | undefined> {
  return startTracing(env, defaultServiceName, {
    untracedPathPrefix: '/api/health',
    instrumentations: async () => {
      const { PgInstrumentation } = await import('@opentelemetry/instrumentation-pg');
      return [new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false })];
    },
  });
}
