import { collectDefaultMetrics, Registry } from 'prom-client';

/** The Nest token of this API process's one Prometheus registry. */
export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');

/**
 * One registry per app, not prom-client's global one: the tests run several apps in one process and
 * each must show only its own counts. Default process metrics (CPU, memory, event loop, GC) included.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}
