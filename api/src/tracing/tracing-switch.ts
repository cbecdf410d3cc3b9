import { whenTracingIsOn } from '@site/contracts';

/** What the API holds while it traces. */
export interface Tracing {
  /** Exports the spans still buffered (as the API is told to stop). */
  flush(): Promise<void>;
}

/**
 * Starts tracing before Nest, Fastify and pg are loaded (they are instrumented as they load) when
 * the standard OTLP endpoint is set; otherwise loads nothing of OpenTelemetry and returns undefined.
 */
export function startTracingWhenConfigured(
  env: NodeJS.ProcessEnv,
  defaultServiceName: string,
): Promise<Tracing | undefined> {
  return whenTracingIsOn(env, defaultServiceName, async (name) =>
    (await import('./start-tracing.js')).startTracing(name),
  );
}
