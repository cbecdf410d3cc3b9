import { Inject, Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';
import { METRICS_REGISTRY } from './metrics-registry.js';

/** The label of a request that matched no route: its path is never a label (unbounded). */
export const UNMATCHED_ROUTE = 'unmatched';

/** API reads answer in a few ms, a lead in tens of ms; the upper buckets catch a slow database. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** `http_request_duration_seconds{method, route, status}`: every request, by its route TEMPLATE. */
@Injectable()
export class HttpRequestMetrics {
  private readonly duration: Histogram<'method' | 'route' | 'status'>;

  constructor(@Inject(METRICS_REGISTRY) registry: Registry) {
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route template and status, and how long they took',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
  }

  /**
   * Times every response, errors included (Fastify's 404, 400, 413 and Nest's own): `routeOptions.url`
   * is the template (`/api/developers/:id`), absent when nothing matched.
   */
  observe(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', (request, reply, done) => {
      this.duration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }
}
