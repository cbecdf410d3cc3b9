import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CatalogueEpoch } from '../json-reads/catalogue-cache.module.js';
import { REVISIONS_WATCH_MS, RevisionsService } from './revisions.service.js';

/**
 * Drops this process's catalogue snapshots as soon as the data's revisions move (whoever wrote:
 * the seed, a migration, psql), so the API never answers older data than it has published.
 */
@Injectable()
export class RevisionsWatcher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private seen: string | undefined;
  private looking: Promise<void> | undefined;

  constructor(
    @Inject(RevisionsService) private readonly revisions: RevisionsService,
    @Inject(CatalogueEpoch) private readonly epoch: CatalogueEpoch,
  ) {}

  /** The first look is taken before the API serves: a write after it, however soon, moves the epoch. */
  async onApplicationBootstrap(): Promise<void> {
    await this.look();
    this.timer = setInterval(() => void this.look(), REVISIONS_WATCH_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.looking;
  }

  /**
   * One look (one at a time; a caller during a look waits for it). A database that does not
   * answer changes nothing: the snapshots' TTL still bounds them.
   */
  look(): Promise<void> {
    this.looking ??= this.lookOnce().finally(() => {
      this.looking = undefined;
    });
    return this.looking;
  }

  private async lookOnce(): Promise<void> {
    const fingerprint = await this.revisions.fingerprint().catch(() => undefined);
    if (fingerprint === undefined || fingerprint === this.seen) return;
    if (this.seen !== undefined) this.epoch.advance();
    this.seen = fingerprint;
  }
}
