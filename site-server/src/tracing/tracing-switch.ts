import { tracedServiceName } from '@site/contracts';

/** What a process holds while it traces: flushed and stopped as the process stops. */
export interface Tracing {
  shutdown(): Promise<void>;
}

/**
 * Starts tracing first thing in a process (before the modules it instruments are loaded) when the
 * standard OTLP endpoint is set; otherwise loads nothing of OpenTelemetry and returns undefined.
 */
export async function startTracingWhenConfigured(
  env: NodeJS.ProcessEnv,
  defaultServiceName: string,
): Promise<Tracing | undefined> {
  const serviceName = tracedServiceName(env, defaultServiceName);
  if (serviceName === undefined) return undefined;
  const { startTracing } = await import('./start-tracing');
  return startTracing(serviceName);
}
