import type { DataSource } from 'typeorm';
import type { Logger } from '../common/logger.js';

export interface LeadRetentionOptions {
  /** LEAD_RETENTION_DAYS: leads older than this are deleted. */
  retentionDays: number;
  logger: Logger;
  /** How often the job runs; daily by default. 0: only when asked (tests). */
  intervalMs?: number;
}

export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;
/**
 * The first run waits until the API has started and settled (a process restarted by every deploy
 * still runs it once a minute in), rather than adding a delete to the burst of work at start.
 */
export const RETENTION_FIRST_RUN_DELAY_MS = 60_000;

/** Small enough that one batch stays far below the serving pool's statement time-out. */
const BATCH_SIZE = 500;

const DELETE_EXPIRED_BATCH = `
  WITH expired AS (
    SELECT "id" FROM "contacts"
     WHERE "created_at" < now() - make_interval(days => $1::int)
     LIMIT ${BATCH_SIZE}
       FOR UPDATE SKIP LOCKED
  )
  DELETE FROM "contacts" WHERE "id" IN (SELECT "id" FROM expired)`;

/**
 * Deletes the leads older than the retention period, soon after start and then daily; their deliveries go
 * with them (ON DELETE CASCADE). Each replica runs it; a lead another replica is deleting (or a
 * dispatcher is sending) is skipped, not waited for, and caught on the next run.
 */
export class LeadRetentionJob {
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<number> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: LeadRetentionOptions,
  ) {}

  /** Runs a minute after start, then every `intervalMs`. */
  start(): void {
    const intervalMs = this.options.intervalMs ?? RETENTION_INTERVAL_MS;
    if (intervalMs <= 0) return;
    const run = () => void this.runOnce().catch(() => undefined);
    const first = setTimeout(
      () => {
        run();
        const daily = setInterval(run, intervalMs);
        daily.unref();
        this.timers.push(daily);
      },
      Math.min(RETENTION_FIRST_RUN_DELAY_MS, intervalMs),
    );
    first.unref();
    this.timers.push(first);
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await this.running?.catch(() => undefined);
  }

  /** One run: the number of leads deleted. Never two at once in one process. */
  runOnce(): Promise<number> {
    this.running ??= this.deleteExpired().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async deleteExpired(): Promise<number> {
    const { retentionDays, logger } = this.options;
    let removed = 0;
    try {
      for (;;) {
        const [, affected] = (await this.dataSource.query(DELETE_EXPIRED_BATCH, [retentionDays])) as [unknown, number];
        removed += affected;
        if (affected < BATCH_SIZE) break;
      }
    } catch (error) {
      logger.warn(
        { err: error instanceof Error ? error.message : String(error), removed, retentionDays },
        'lead retention run failed; the next run catches up',
      );
      throw error;
    }
    if (removed > 0) logger.info({ removed, retentionDays }, 'deleted the leads older than the retention period');
    return removed;
  }
}
