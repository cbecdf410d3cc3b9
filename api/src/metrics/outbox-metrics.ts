import { Inject, Injectable } from '@nestjs/common';
import { LEAD_DELIVERY_CHANNELS } from '@site/contracts';
import { Gauge, type Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { METRICS_REGISTRY } from './metrics-registry.js';

/**
 * One statement per scrape, over the rows not delivered (pending or dead), which the partial index
 * `lead_deliveries_undelivered_idx` holds: the delivered rows, the bulk, are never read.
 */
const OUTBOX_STATE_SQL = `
  SELECT channel,
         count(*) FILTER (WHERE state = 'pending')::int AS pending,
         count(*) FILTER (WHERE state = 'dead')::int AS dead,
         COALESCE(EXTRACT(EPOCH FROM now() - min(created_at) FILTER (WHERE state = 'pending')), 0)::float8
           AS oldest_pending_seconds
    FROM lead_deliveries
   WHERE state <> 'delivered'
   GROUP BY channel`;

interface OutboxStateRow {
  channel: string;
  pending: number;
  dead: number;
  oldest_pending_seconds: number;
}

/**
 * The outbox as the database holds it, read when Prometheus scrapes (so every replica reports the
 * same shared queue): `site_lead_outbox_depth{channel}`, `site_lead_oldest_undelivered_seconds`,
 * `site_lead_dead_letters{channel}`. A database that does not answer leaves them absent from that
 * scrape rather than stale.
 */
@Injectable()
export class OutboxMetrics {
  private reading: Promise<OutboxStateRow[] | undefined> | undefined;

  constructor(
    @Inject(METRICS_REGISTRY) registry: Registry,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {
    const read = () => this.read();
    /** A gauge with one series per channel (0 for a channel with no such rows), from one column of the reading. */
    const perChannel = (name: string, help: string, column: 'pending' | 'dead') =>
      new Gauge({
        name,
        help,
        labelNames: ['channel'],
        registers: [registry],
        async collect() {
          this.reset();
          const rows = await read();
          if (!rows) return;
          for (const channel of LEAD_DELIVERY_CHANNELS) {
            this.set({ channel }, rows.find((row) => row.channel === channel)?.[column] ?? 0);
          }
        },
      });
    perChannel('site_lead_outbox_depth', 'Lead deliveries waiting to be sent (pending), by channel', 'pending');
    perChannel(
      'site_lead_dead_letters',
      'Lead deliveries given up after their last attempt and still stored, by channel',
      'dead',
    );
    new Gauge({
      name: 'site_lead_oldest_undelivered_seconds',
      help: 'Age of the oldest lead delivery still pending, 0 when none',
      registers: [registry],
      async collect() {
        this.reset();
        const rows = await read();
        if (rows) this.set(Math.max(0, ...rows.map((row) => row.oldest_pending_seconds)));
      },
    });
  }

  /**
   * A scrape starts every metric's collection in one synchronous pass: the three gauges of that
   * pass share one query, and the next scrape reads afresh.
   */
  private read(): Promise<OutboxStateRow[] | undefined> {
    if (!this.reading) {
      this.reading = this.dataSource.query<OutboxStateRow[]>(OUTBOX_STATE_SQL).catch(() => undefined);
      setImmediate(() => {
        this.reading = undefined;
      });
    }
    return this.reading;
  }
}
