import type { LeadDeliveryChannel } from '@site/contracts';
import pg from 'pg';
import type { Logger } from '../common/logger.js';
import type { DeliveryOutcome } from '../metrics/delivery-metrics.js';
import { type DeliveryChannel, describeFailure } from './channels/delivery-channel.js';
import {
  CLAIM_DUE_DELIVERY,
  type ClaimedDeliveryRow,
  MARK_DEAD,
  MARK_DELIVERED,
  SCHEDULE_RETRY,
} from './delivery-queue-sql.js';
import type { LeadMessage } from './lead-message.js';
import { type RetryPolicy, retryDelayMs } from './retry-policy.js';

export interface DispatcherOptions {
  databaseUrl: string;
  channels: readonly DeliveryChannel[];
  retry: RetryPolicy;
  logger: Logger;
  /** Deliveries sent at once by this process (each holds one database connection while it is sent). */
  concurrency: number;
  /** How often an idle dispatcher looks for due deliveries (new leads of this process wake it at once). */
  pollIntervalMs: number;
  /** The longest one attempt may take: a channel gives up then. */
  sendTimeoutMs: number;
  /** On shutdown, how long deliveries in flight may take to finish before they are abandoned to the queue. */
  stopGraceMs: number;
  /** Told each attempt's outcome once it is committed (the metrics). */
  onSettled?: (channel: string, outcome: DeliveryOutcome) => void;
}

const DATABASE_WARNING_INTERVAL_MS = 30_000;

/**
 * Sends the outbox: a few workers, each claiming one due delivery at a time, sending it, and
 * recording the outcome (delivered, retry later with backoff, or dead after the last attempt).
 */
export class DeliveryDispatcher {
  private readonly pool: pg.Pool;
  private readonly channels: ReadonlyMap<LeadDeliveryChannel, DeliveryChannel>;
  private readonly abandon = new AbortController();
  private running = false;
  private workers: Promise<void>[] = [];
  private sleepers = new Set<() => void>();
  private lastDatabaseWarning = 0;
  private stopping: Promise<void> | undefined;

  constructor(private readonly options: DispatcherOptions) {
    this.channels = new Map(options.channels.map((channel) => [channel.name, channel]));
    this.pool = new pg.Pool({
      connectionString: options.databaseUrl,
      application_name: 'powerai-api-dispatcher',
      max: options.concurrency,
      connectionTimeoutMillis: 2_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 3_000,
      // A process that hangs (rather than dies) while holding a claimed delivery loses it after this.
      idle_in_transaction_session_timeout: options.sendTimeoutMs * 2 + 10_000,
    });
    // An idle connection that breaks (database restart) is dropped and replaced; nothing to do here.
    this.pool.on('error', () => undefined);
  }

  get channelNames(): LeadDeliveryChannel[] {
    return [...this.channels.keys()];
  }

  start(): void {
    if (this.running || this.stopping) return;
    this.running = true;
    this.workers = Array.from({ length: this.options.concurrency }, () => this.work());
  }

  /** New deliveries are due now: idle workers look at once instead of at their next poll. */
  wake(): void {
    for (const wakeUp of this.sleepers) wakeUp();
    this.sleepers.clear();
  }

  /**
   * Claims nothing more; deliveries in flight get `stopGraceMs` to finish, then are abandoned:
   * their transactions roll back, so they are pending again for the next dispatcher.
   */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.running = false;
      this.wake();
      const abandonTimer = setTimeout(() => this.abandon.abort(), this.options.stopGraceMs);
      await Promise.all(this.workers);
      clearTimeout(abandonTimer);
      await Promise.all(this.options.channels.map((channel) => channel.close().catch(() => undefined)));
      await this.pool.end();
    })();
    return this.stopping;
  }

  private async work(): Promise<void> {
    while (this.running) {
      let sent = false;
      try {
        sent = await this.deliverNext();
      } catch (error) {
        this.warnDatabase(error);
      }
      // One due delivery found: there may be more (a backlog after an outage), so the others look too.
      if (sent) this.wake();
      else if (this.running) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const wakeUp = () => {
        clearTimeout(timer);
        this.sleepers.delete(wakeUp);
        resolve();
      };
      const timer = setTimeout(wakeUp, this.options.pollIntervalMs);
      this.sleepers.add(wakeUp);
    });
  }

  /** Claims, sends and settles one due delivery; false when none is due. */
  private async deliverNext(): Promise<boolean> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const row = (await client.query<ClaimedDeliveryRow>(CLAIM_DUE_DELIVERY, [this.channelNames])).rows[0];
      if (!row) {
        await client.query('COMMIT');
        return false;
      }
      const attempt = row.attempts + 1;
      let failure: string | undefined;
      try {
        await this.channelOf(row).send(leadOf(row), { number: attempt, signal: this.abandon.signal });
      } catch (error) {
        failure = describeFailure(error);
      }
      if (failure !== undefined && this.abandon.signal.aborted) {
        // Stopping: the attempt was cut short, not refused. Back to the queue, not counted.
        await client.query('ROLLBACK');
        return false;
      }
      const outcome = await this.settle(client, row, attempt, failure);
      await client.query('COMMIT');
      this.options.onSettled?.(row.channel, outcome);
      return true;
    } catch (error) {
      broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // A connection that failed mid-transaction is closed rather than pooled; its transaction rolls back.
      client.release(broken);
    }
  }

  private channelOf(row: ClaimedDeliveryRow): DeliveryChannel {
    const channel = this.channels.get(row.channel as LeadDeliveryChannel);
    if (!channel) throw new Error(`Claimed a delivery for channel ${row.channel}, which is not configured`);
    return channel;
  }

  private async settle(
    client: pg.PoolClient,
    row: ClaimedDeliveryRow,
    attempt: number,
    failure: string | undefined,
  ): Promise<DeliveryOutcome> {
    const { logger, retry } = this.options;
    const context = { deliveryId: row.id, leadId: row.contact_id, channel: row.channel, attempt };
    if (failure === undefined) {
      await client.query(MARK_DELIVERED, [row.id, attempt]);
      logger.info(context, 'lead delivered');
      return 'delivered';
    }
    if (attempt >= retry.maxAttempts) {
      await client.query(MARK_DEAD, [row.id, attempt, failure]);
      logger.error(
        { ...context, error: failure },
        `lead delivery dead: all ${retry.maxAttempts} attempts failed; re-queue it from the admin API once the receiver is fixed`,
      );
      return 'dead';
    }
    const delayMs = retryDelayMs(retry, attempt);
    await client.query(SCHEDULE_RETRY, [row.id, attempt, failure, delayMs / 1000]);
    logger.warn({ ...context, error: failure, retryInMs: delayMs }, 'lead delivery failed; will retry');
    return 'retry';
  }

  private warnDatabase(error: unknown): void {
    const now = Date.now();
    if (now - this.lastDatabaseWarning < DATABASE_WARNING_INTERVAL_MS) return;
    this.lastDatabaseWarning = now;
    this.options.logger.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'lead dispatcher cannot use the database; trying again',
    );
  }
}

function leadOf(row: ClaimedDeliveryRow): LeadMessage {
  return {
    id: row.contact_id,
    createdAt: row.created_at,
    fullName: row.full_name,
    email: row.email,
    company: row.company,
    serviceNeeded: row.service_needed,
    projectDescription: row.project_description,
    newsletter: row.newsletter,
    newsletterConsentAt: row.newsletter_consent_at,
    jobTitle: row.job_title,
    phone: row.phone,
    preferredDate: row.preferred_date,
    preferredTime: row.preferred_time,
    attendees: row.attendees,
  };
}
