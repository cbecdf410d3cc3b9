import { tracedServiceName } from '@site/contracts';

/** What the API holds while it traces. */
export interface Tracing {
  /** Exports the spans still buffered (as the API is told to stop). */
  flush(): Promise<void>;
}

/**
 * Starts tracing before Nest, Fastify and pg are loaded (they are instrumented as they load) when
 * the standard OTLP endpoint is set; otherwise loads nothing of OpenTelemetry and returns undefined.
 */
export async function startTracingWhenConfigured(
  env: NodeJS.ProcessEnv,
  defaultServiceName: string,
): Promise<Tracing | undefined> {
  const serviceName = tracedServiceName(env, defaultServiceName);
  if (serviceName === undefined) return undefined;
  const { startTracing } = await import('./start-tracing.js');
  return startTracing(serviceName);
}
