/**
 * The request being traced, seen without loading OpenTelemetry: `startTracing` says how once
 * tracing is on; until then (and always when it is off) there is no active trace.
 */
export interface ActiveTrace {
  /** The trace id of the active span, if any. */
  traceId(): string | undefined;
  /** Names the active request's span after its route template (`GET /api/developers/:id`). */
  nameRequest(method: string, routeTemplate: string | undefined): void;
}

export const UNTRACED: ActiveTrace = { traceId: () => undefined, nameRequest: () => undefined };

let active: ActiveTrace = UNTRACED;

export function followActiveTraces(trace: ActiveTrace): void {
  active = trace;
}

export function activeTraceId(): string | undefined {
  return active.traceId();
}

export function nameTracedRequest(method: string, routeTemplate: string | undefined): void {
  active.nameRequest(method, routeTemplate);
}

/** A log entry with `traceId` when it is written while serving a traced request. */
export function withActiveTraceId(entry: Record<string, unknown>): Record<string, unknown> {
  const traceId = activeTraceId();
  return traceId === undefined ? entry : { ...entry, traceId };
}
