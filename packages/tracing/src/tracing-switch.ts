import { whenTracingIsOn } from '@site/contracts';
import type { Tracing, TracingOptions } from './tracing-options';

/**
 * Starts tracing first thing in a process (before the modules it instruments are loaded) when the
 * standard OTLP endpoint is set; otherwise loads nothing of OpenTelemetry and returns undefined.
 */
export function startTracingWhenConfigured(
  env: NodeJS.ProcessEnv,
  defaultServiceName: string,
  options: TracingOptions,
): Promise<Tracing | undefined> {
  return whenTracingIsOn(env, defaultServiceName, async (name) =>
    (await import('./start-tracing')).startTracing(name, options),
  );
}
