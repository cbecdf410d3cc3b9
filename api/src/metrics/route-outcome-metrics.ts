import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { EXPERIENCE_BEACON_PATH } from '@site/contracts';
import { ExperienceMetrics } from './experience-metrics.js';
import { HttpRequestMetrics } from './http-request-metrics.js';
import { LeadMetrics } from './lead-metrics.js';

/** ContactsController's POST, as Fastify names the route (global prefix included). */
const LEADS_ROUTE = '/api/contacts';

/**
 * Counts what only the answer's status tells, wherever it was decided: Fastify's body parser (413,
 * unreadable JSON), Nest's pipes (400), the rate limit guards (429). Called once the app's routes
 * are known, before it serves.
 */
export function countRequestOutcomes(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  app.get(HttpRequestMetrics).observe(fastify);
  const leads = app.get(LeadMetrics);
  const experience = app.get(ExperienceMetrics);
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.method === 'POST') {
      const route = request.routeOptions.url;
      if (route === LEADS_ROUTE && reply.statusCode >= 400) leads.countRefusedStatus(request.body, reply.statusCode);
      else if (route === EXPERIENCE_BEACON_PATH) {
        experience.countBeacon(reply.statusCode < 300 ? 'accepted' : 'refused');
      }
    }
    done();
  });
}
