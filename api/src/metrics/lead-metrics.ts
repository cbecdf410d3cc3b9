import { Inject, Injectable } from '@nestjs/common';
import { DEMO_REQUEST_PREFIX } from '@site/contracts';
import { Counter, type Registry } from 'prom-client';
import { METRICS_REGISTRY } from './metrics-registry.js';

export type LeadForm = 'contact' | 'demo';
export type LeadRefusal = 'validation' | 'rate_limit' | 'honeypot' | 'too_large' | 'duplicate';

/** The refusals a status code says by itself; a honeypot and a replay are answered 201 and told by the service. */
const REFUSAL_BY_STATUS: Readonly<Partial<Record<number, LeadRefusal>>> = {
  400: 'validation',
  413: 'too_large',
  415: 'validation',
  // Idempotency-Key reused for a different lead.
  422: 'duplicate',
  429: 'rate_limit',
};

/** `site_leads_accepted_total{form}` and `site_leads_refused_total{form, reason}`. */
@Injectable()
export class LeadMetrics {
  private readonly accepted: Counter<'form'>;
  private readonly refused: Counter<'form' | 'reason'>;

  constructor(@Inject(METRICS_REGISTRY) registry: Registry) {
    this.accepted = new Counter({
      name: 'site_leads_accepted_total',
      help: 'Leads stored, by form',
      labelNames: ['form'],
      registers: [registry],
    });
    this.refused = new Counter({
      name: 'site_leads_refused_total',
      help: 'Leads not stored, by form and reason',
      labelNames: ['form', 'reason'],
      registers: [registry],
    });
    for (const form of ['contact', 'demo'] as const) this.accepted.inc({ form }, 0);
  }

  countAccepted(body: unknown): void {
    this.accepted.inc({ form: leadFormOf(body) });
  }

  countRefused(body: unknown, reason: LeadRefusal): void {
    this.refused.inc({ form: leadFormOf(body), reason });
  }

  /** For a refused answer of `POST /api/contacts`; a status that is not a refusal of the lead (503, 500) is not counted. */
  countRefusedStatus(body: unknown, statusCode: number): void {
    const reason = REFUSAL_BY_STATUS[statusCode];
    if (reason) this.countRefused(body, reason);
  }
}

/**
 * The demo form sends `serviceNeeded: "Demo Request: ..."`; anything else, a body that could not be
 * read included, counts as the contact form.
 */
export function leadFormOf(body: unknown): LeadForm {
  const serviceNeeded = typeof body === 'object' && body !== null ? Reflect.get(body, 'serviceNeeded') : undefined;
  return typeof serviceNeeded === 'string' && serviceNeeded.startsWith(DEMO_REQUEST_PREFIX) ? 'demo' : 'contact';
}
