import { whenTracingIsOn } from '@site/contracts';

/** What a process holds while it traces: flushed and stopped as the process stops. */
export interface Tracing {
  shutdown(): Promise<void>;
}

/**
 * Starts tracing first thing in a process (before the modules it instruments are loaded) when the
 * standard OTLP endpoint is set; otherwise loads nothing of OpenTelemetry and returns undefined.
 */
export function startTracingWhenConfigured(
  env: NodeJS.ProcessEnv,
  defaultServiceName: string,
): Promise<Tracing | undefined> {
  return whenTracingIsOn(env, defaultServiceName, async (name) => (await import('./start-tracing')).startTracing(name));
}
