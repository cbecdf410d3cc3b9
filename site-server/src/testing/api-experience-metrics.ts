import { Counter, Histogram, Registry } from 'prom-client';

/**
 * What the API counts of visitors' beacons, for tests of readers of its metrics: the names, labels
 * and buckets of `api/src/metrics/experience-metrics.ts` (a NestJS provider this workspace cannot
 * load), in a registry of its own, written by prom-client as the API's listener writes them.
 * `e2e/specs/api-metrics.spec.ts` reads the real API's.
 */
export class ApiExperienceMetrics {
  readonly registry = new Registry();
  readonly vitals = new Histogram({
    name: 'site_web_vital_seconds',
    help: "Visitors' LCP, INP and TTFB in seconds",
    labelNames: ['name', 'route', 'section', 'build'],
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
    registers: [this.registry],
  });
  readonly cls = new Histogram({
    name: 'site_web_vital_cls',
    help: "Visitors' cumulative layout shift",
    labelNames: ['route', 'section', 'build'],
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    registers: [this.registry],
  });
  readonly errors = new Counter({
    name: 'site_browser_errors_total',
    help: 'Uncaught errors in visitors browsers',
    labelNames: ['owner', 'build', 'route'],
    registers: [this.registry],
  });
}
