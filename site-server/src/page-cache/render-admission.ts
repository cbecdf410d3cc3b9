/** How many renders run and wait, overall and per client (render-admission.ts). */
export interface RenderLimits {
  /** Renders running at once (the renderer is one process: more only queue inside it). */
  inFlight: number;
  /** Visitors' renders waiting for a slot; past this a visitor is answered at once (stale copy or 503). */
  queued: number;
  /**
   * A client address's fair share of the running renders: past it, the client takes a free slot
   * only while another stays free, and a slot that ends goes first to clients with fewer renders
   * running, so a crawler cannot make others wait.
   */
  perClient: number;
  /** Renders one client address may have waiting; past this it is answered at once. */
  perClientWaiting: number;
}

/**
 * Sized on this 2-core machine (docs/decisions/page-cache.md, "Sized again"): 5 renders at once keep
 * the renderer busy while reads wait on the API, and 32 waiting are served within about a quarter of
 * a second (a new search costs ~7 ms of CPU); a share of 2
 * per address leaves the other slots to everyone else, and 4 waiting let one visitor (or an office
 * behind one address) open a handful of new pages at once without a 503.
 */
export const DEFAULT_RENDER_LIMITS: RenderLimits = { inFlight: 5, queued: 32, perClient: 2, perClientWaiting: 4 };

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
 * visitor open many pages), and a slot that ends goes to the waiting client with the fewest renders
 * running: a new visitor finds a slot, or the front of the queue, ahead of a crawler's renders.
 * Background renders (pages rendered again before they are needed) take a free slot only, never
 * wait, and leave one slot for visitors.
 */
export class RenderAdmission {
  private running = 0;
  private readonly queue: Waiting[] = [];
  private readonly runningBy = new Map<string, number>();
  private readonly waitingBy = new Map<string, number>();

  constructor(private readonly limits: RenderLimits = DEFAULT_RENDER_LIMITS) {}

  /** Runs `render` for a visitor at `client` once admitted; a refusal is answered without waiting. */
  async visitor<T>(client: string, render: () => Promise<T>): Promise<T | RenderRefusal> {
    const withinShare = this.withinShare(client);
    // Past its share a client takes a free slot only while another stays free for someone else.
    const free = this.limits.inFlight - this.running - (withinShare ? 0 : 1);
    if (free > 0 && (withinShare || this.queue.length === 0)) {
      this.running += 1;
      return this.run(client, render);
    }
    if (this.queue.length >= this.limits.queued) return 'full';
    if ((this.waitingBy.get(client) ?? 0) >= this.limits.perClientWaiting) return 'client';
    count(this.waitingBy, client, 1);
    // The slot of the render that ends is handed to this one (`release`): `running` is unchanged.
    await new Promise<void>((start) => this.queue.push({ client, start }));
    count(this.waitingBy, client, -1);
    return this.run(client, render);
  }

  /** Runs `render` now if a slot is free beside one kept for visitors; undefined when none is. */
  background<T>(render: () => Promise<T>): Promise<T> | undefined {
    if (this.running >= this.limits.inFlight - 1 || this.queue.length > 0) return undefined;
    this.running += 1;
    return this.run(BACKGROUND, render);
  }

  /** Renders running and waiting now (the site's metrics). */
  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.queue.length };
  }

  private withinShare(client: string): boolean {
    return (this.runningBy.get(client) ?? 0) < this.limits.perClient;
  }

  private async run<T>(client: string, render: () => Promise<T>): Promise<T> {
    count(this.runningBy, client, 1);
    try {
      return await render();
    } finally {
      count(this.runningBy, client, -1);
      this.release();
    }
  }

  /** Hands the slot that ended to the waiting client with the fewest renders running (the earliest of those). */
  private release(): void {
    let chosen = -1;
    let fewest = Number.POSITIVE_INFINITY;
    this.queue.forEach((waiting, index) => {
      const running = this.runningBy.get(waiting.client) ?? 0;
      if (running < fewest) {
        fewest = running;
        chosen = index;
      }
    });
    const [next] = chosen === -1 ? [] : this.queue.splice(chosen, 1);
    if (next) next.start();
    else this.running -= 1;
  }
}

function count(counts: Map<string, number>, client: string, change: 1 | -1): void {
  const total = (counts.get(client) ?? 0) + change;
  if (total > 0) counts.set(client, total);
  else counts.delete(client);
}

/** The client of background renders (warm-again, pages replaced after a change). */
const BACKGROUND = '\0background';
