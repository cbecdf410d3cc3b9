import { DATA_REVISIONS_PATH, type DataRevisions } from '@site/contracts';

/** How often the site server asks the API for revisions: with the API's 1 s delay, a change is known within about 2 s. */
export const REVISIONS_POLL_MS = 1000;

/** A poll that takes longer than this is given up (the next one asks again from the same horizon). */
const POLL_TIMEOUT_MS = 2000;

export interface DataRevisionsFeedOptions {
  apiOrigin: string;
  /** Told of the tags whose revision moved since the last poll. */
  onChange: (tags: string[]) => void;
  pollMs?: number;
  log?: (entry: Record<string, unknown>) => void;
}

/**
 * Follows the API's data revisions (`GET /api/revisions`, published once the API answers the new
 * data): every replica of the site server polls on its own, so each learns of a change within a
 * couple of seconds without a message bus. A revision is compared with the one last seen, so an
 * answer repeated (the API answers a margin before `since`) changes nothing, and a database
 * replaced (revisions that went back) counts as a change.
 */
export class DataRevisionsFeed {
  private horizon: number | undefined;
  private readonly seen = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private failing = false;

  constructor(private readonly options: DataRevisionsFeedOptions) {}

  start(): void {
    this.stopped = false;
    const next = () => {
      if (this.stopped) return;
      this.timer = setTimeout(() => void this.poll().finally(next), this.options.pollMs ?? REVISIONS_POLL_MS);
      this.timer.unref();
    };
    void this.poll().finally(next);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** One poll: the changed tags are told; the first poll only learns every revision. */
  async poll(): Promise<void> {
    const since = this.horizon === undefined ? '' : `?since=${this.horizon}`;
    let answer: DataRevisions;
    try {
      const response = await fetch(`${this.options.apiOrigin}${DATA_REVISIONS_PATH}${since}`, {
        signal: AbortSignal.timeout(POLL_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      answer = (await response.json()) as DataRevisions;
    } catch (error) {
      // Pages are kept as they are while the API cannot say what changed; said once, not every second.
      if (!this.failing) this.options.log?.({ level: 'warn', msg: 'data revisions unavailable', error: String(error) });
      this.failing = true;
      return;
    }
    this.failing = false;
    const first = this.horizon === undefined;
    const changed: string[] = [];
    for (const { tag, revision } of answer.revisions) {
      if (this.seen.get(tag) === revision) continue;
      this.seen.set(tag, revision);
      if (!first) changed.push(tag);
    }
    this.horizon = answer.horizon;
    if (changed.length > 0) this.options.onChange(changed);
  }
}
