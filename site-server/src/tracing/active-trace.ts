/**
 * The trace a log line belongs to, without loading OpenTelemetry: start-tracing.ts names how to
 * find the active trace once tracing is on; until then (and always when it is off) there is none.
 */
let activeTraceIdOf: () => string | undefined = () => undefined;

export function followActiveTraces(traceIdOfActiveSpan: () => string | undefined): void {
  activeTraceIdOf = traceIdOfActiveSpan;
}

/** A log entry with `traceId` when it is written while serving a traced request. */
export function withActiveTraceId(entry: Record<string, unknown>): Record<string, unknown> {
  const traceId = activeTraceIdOf();
  return traceId === undefined ? entry : { ...entry, traceId };
}
