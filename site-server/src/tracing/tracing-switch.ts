import { startTracingWhenConfigured as startSiteTracing, type Tracing } from '@site/tracing';

/**
 * The site server's and its renderers' tracing (`@site/tracing`): probes (`/_site/`) start no
 * trace; besides Node's \`http\` (the front's requests, the render requests to a renderer and a
 * renderer's own server), undici is instrumented (fetch: a renderer's API reads, the /api proxy).
 */
export function startTracingWhenConfigured(
  env: NodeJS.ProcessEnv,
  defaultServiceName: string,
): Promise<Tracing | undefined> {
  return startSiteTracing(env, defaultServiceName, {
    untracedPathPrefix: '/_site/',
    instrumentations: async () => {
      const { UndiciInstrumentation } = await import('@opentelemetry/instrumentation-undici');
      return [new UndiciInstrumentation({ requireParentforSpans: true })];
    },
  });
}
