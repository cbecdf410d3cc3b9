import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { routeLabel } from './route-label';
import type { SiteMetrics } from './site-metrics';

/**
 * Times every request of the public port into `http_request_duration_seconds` by method, route
 * template and status, once its answer is sent (Fastify's own clock: no hook at the start).
 */
async function requestTimingPlugin(app: FastifyInstance, options: { metrics: SiteMetrics }): Promise<void> {
  const histogram = options.metrics.httpRequestDuration;
  app.addHook('onResponse', async (request, reply) => {
    histogram.observe(
      {
        method: request.method,
        route: routeLabel(request.routeOptions.url, request.url),
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

/** Not encapsulated: its hook sees every route, the not-found handler's answers too. */
export const requestTiming = fastifyPlugin(requestTimingPlugin, { name: 'request-timing' });
