/** How many renders run and wait, overall and per client (render-admission.ts). */
export interface RenderLimits {
  /** Renders running at once (the renderer is one process: more only queue inside it). */
  inFlight: number;
  /** Visitors' renders waiting for a slot; past this a visitor is answered at once (stale copy or 503). */
  queued: number;
  /**
   * Renders one client address may have running or waiting once every slot is taken: past it, the
   * client may still use a free slot but never waits for one, so a crawler cannot make others wait.
   */
  perClient: number;
}

/**
 * Sized on this 2-core machine (docs/decisions/page-cache.md): a render holds the renderer's one
 * thread for 80-250 ms, so 3 at once keep it busy while reads wait on the API, and 12 waiting are
 * served within about a second; 2 per address leave the other slots to everyone else.
 */
export const DEFAULT_RENDER_LIMITS: RenderLimits = { inFlight: 3, queued: 12, perClient: 2 };

/** Why a render was not admitted. */
export type RenderRefusal = 'client' | 'full';

interface Waiting {
  client: string;
  start: () => void;
}

/**
 * Who may render now. A visitor's render runs at once when a slot is free, else waits in a short
 * queue, else is refused at once (the page is then sent from any copy kept, or 503). A client
 * address past its share may take a free slot while another stays free (a quiet site lets one
 * visitor open many pages) but never waits: a new visitor always finds a slot or a short queue
 * ahead of the crawler's renders. Background renders (pages rendered again before they are
 * needed) take a free slot only, never wait, and leave one slot for visitors.
 */
export class RenderAdmission {
  private running = 0;
  private readonly queue: Waiting[] = [];
  private readonly byClient = new Map<string, number>();

  constructor(private readonly limits: RenderLimits = DEFAULT_RENDER_LIMITS) {}

  /** Runs `render` for a visitor at `client` once admitted; a refusal is answered without waiting. */
  async visitor<T>(client: string, render: () => Promise<T>): Promise<T | RenderRefusal> {
    const pastShare = (this.byClient.get(client) ?? 0) >= this.limits.perClient;
    // Past its share a client takes a free slot only while another stays free for someone else.
    const free = this.limits.inFlight - this.running - (pastShare ? 1 : 0);
    if (free > 0 && (!pastShare || this.queue.length === 0)) this.running += 1;
    else if (pastShare) return 'client';
    else if (this.queue.length >= this.limits.queued) return 'full';
    else {
      this.count(client, 1);
      // The slot of the render that ends is handed to this one (`release`): `running` is unchanged.
      await new Promise<void>((start) => this.queue.push({ client, start }));
      return this.run(client, render);
    }
    this.count(client, 1);
    return this.run(client, render);
  }

  /** Runs `render` now if a slot is free beside one kept for visitors; undefined when none is. */
  background<T>(render: () => Promise<T>): Promise<T> | undefined {
    if (this.running >= this.limits.inFlight - 1 || this.queue.length > 0) return undefined;
    this.running += 1;
    this.count(BACKGROUND, 1);
    return this.run(BACKGROUND, render);
  }

  /** Renders running and waiting now (the site's metrics). */
  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.queue.length };
  }

  private async run<T>(client: string, render: () => Promise<T>): Promise<T> {
    try {
      return await render();
    } finally {
      this.count(client, -1);
      const next = this.queue.shift();
      if (next) next.start();
      else this.running -= 1;
    }
  }

  private count(client: string, change: 1 | -1): void {
    const count = (this.byClient.get(client) ?? 0) + change;
    if (count > 0) this.byClient.set(client, count);
    else this.byClient.delete(client);
  }
}

/** The client of background renders (warm-again, pages replaced after a change). */
const BACKGROUND = '\0background';
