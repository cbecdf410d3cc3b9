import { Inject, Injectable } from '@nestjs/common';
import { LEAD_DELIVERY_CHANNELS } from '@site/contracts';
import { Counter, type Registry } from 'prom-client';
import { METRICS_REGISTRY } from './metrics-registry.js';

/** What became of one attempt: sent, to be tried again, or given up (a dead letter). */
export type DeliveryOutcome = 'delivered' | 'retry' | 'dead';

/** `site_lead_deliveries_total{channel, outcome}`: attempts settled by this process's dispatcher. */
@Injectable()
export class DeliveryMetrics {
  private readonly attempts: Counter<'channel' | 'outcome'>;

  constructor(@Inject(METRICS_REGISTRY) registry: Registry) {
    this.attempts = new Counter({
      name: 'site_lead_deliveries_total',
      help: 'Lead delivery attempts settled, by channel and outcome',
      labelNames: ['channel', 'outcome'],
      registers: [registry],
    });
  }

  /** Called once the outcome is committed. */
  count(channel: string, outcome: DeliveryOutcome): void {
    // The column's CHECK allows only these; anything else would be a new, unbounded label value.
    if ((LEAD_DELIVERY_CHANNELS as readonly string[]).includes(channel)) this.attempts.inc({ channel, outcome });
  }
}
