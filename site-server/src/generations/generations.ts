import type { RenderedPage, WarmUpResult } from '@site/contracts';
import type { PageRenderer } from '../page-cache/page-source';
import { type Generation, type Pins, type StartGeneration, samePins } from './generation';
import { PageRefused } from './page-script-guard';

/** A generation that has warmed up, and what its warm-up found. */
export interface Warm {
  generation: Generation;
  warmUp: WarmUpResult[];
  sharedVersions: Record<string, string>;
  /** The stylesheet of every route, when its shell build makes one (the stand-in for a file not kept). */
  stylesheet?: { file: string; css: string };
  /** Each route's stylesheet, the one its pages link. */
  routeStylesheets?: { file: string; css: string }[];
}

/**
 * How many generations' stylesheets are kept for pages still in caches (a generation's: one per
 * route and one of every route, about 1.3 MB together).
 */
const STYLESHEETS_KEPT = 8;

export interface GenerationsOptions {
  /** How long a new generation may take to load its builds and render every route. */
  startTimeoutMs?: number;
  /** How long to wait before trying again to replace a renderer that died, when the last try failed. */
  replaceRetryMs?: number;
  log: (entry: Record<string, unknown>) => void;
}

/**
 * The renderer generations of one site server: the one serving pages, the one before it, kept
 * warm and idle so that going back to it (a rollback) is a switch rather than a new warm-up, and
 * at most one warming up. Three at most are alive, however many releases go by, so memory stays
 * flat. Nothing reloads in place: a release never mixes two builds in one page.
 */
export class Generations {
  private serving: Warm | undefined;
  private previous: Warm | undefined;
  private warming: Generation | undefined;
  private stopped = false;
  /** Each warmed generation's stylesheets by file name, the oldest generation first. */
  private readonly stylesheets: Map<string, string>[] = [];

  constructor(
    private readonly startGeneration: StartGeneration,
    private readonly options: GenerationsOptions,
  ) {}

  /** The builds pages are rendered with now, and the renderer's process id. */
  status(): { pins: Pins | null; pid: number | null; previousPins: Pins | null } {
    return {
      pins: this.serving?.generation.pins ?? null,
      pid: this.serving?.generation.pid ?? null,
      previousPins: this.previous?.generation.pins ?? null,
    };
  }

  /** How many generations are alive in each place now (the site's metrics read it). */
  alive(): Record<'serving' | 'previous' | 'warming', number> {
    return { serving: this.serving ? 1 : 0, previous: this.previous ? 1 : 0, warming: this.warming ? 1 : 0 };
  }

  /** The serving generation, warm (the gate judges a candidate against it). */
  current(): Warm | undefined {
    return this.serving;
  }

  /**
   * Who renders a page now: the serving generation, named by its builds (the page cache's key),
   * or undefined while none is warm. A page it cannot render is undefined (logged): the visitor
   * then gets the page the browser renders.
   */
  renderer(): PageRenderer | undefined {
    const generation = this.serving?.generation;
    return generation && this.rendererOf(generation);
  }

  /** A page renderer of any warm generation of this site (the serving one, a canary's), named by its builds. */
  rendererOf(generation: Generation): PageRenderer {
    return {
      buildsKey: buildsKeyOf(generation.pins),
      render: async (url: string): Promise<RenderedPage | undefined> => {
        try {
          return await generation.render(url);
        } catch (error) {
          // A refused page was logged where it was refused.
          if (error instanceof PageRefused) return undefined;
          this.options.log({
            level: 'error',
            msg: 'renderer did not answer; page rendered in the browser',
            error: String(error),
          });
          return undefined;
        }
      },
    };
  }

  /**
   * A warm generation pinned to `pins`: the serving or the previous one when it has exactly these
   * pins (a rollback: no warm-up), else a new one, warmed. Rejects when it cannot warm up.
   */
  async warm(pins: Pins): Promise<Warm> {
    if (samePins(this.serving?.generation.pins, pins) && this.serving) return this.serving;
    if (samePins(this.previous?.generation.pins, pins) && this.previous) return this.previous;
    return this.warmNew(pins);
  }

  /** A new generation pinned to `pins`, warmed. */
  private async warmNew(pins: Pins): Promise<Warm> {
    if (this.stopped) throw new Error('the site is stopping');
    const generation = this.startGeneration(pins);
    this.warming = generation;
    try {
      const timeout = this.options.startTimeoutMs ?? 60_000;
      let timer: NodeJS.Timeout | undefined;
      const { warmUp, unavailableSections, sharedVersions, stylesheet, routeStylesheets } = await Promise.race([
        generation.ready,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('warm-up timed out')), timeout);
          timer.unref();
        }),
      ]).finally(() => clearTimeout(timer));
      if (this.stopped) throw new Error('the site is stopping');
      if (unavailableSections.length > 0)
        this.options.log({ level: 'warn', msg: 'server builds unavailable', pins, unavailableSections });
      const warm: Warm = { generation, warmUp, sharedVersions, stylesheet, routeStylesheets };
      this.keepStylesheetsOf(warm);
      return warm;
    } catch (error) {
      generation.stop();
      throw error;
    } finally {
      this.warming = undefined;
    }
  }

  /**
   * The stylesheet a page names: exactly it while it is kept (a page rendered by this site server
   * in its last releases), else the serving generation's (`exact: false`: a page from another
   * replica whose warm-up read other data, or one kept in a cache from long ago; the nearest there
   * is), else none.
   */
  stylesheet(file: string): { css: string; exact: boolean } | undefined {
    const kept = this.stylesheets.find((files) => files.has(file))?.get(file);
    if (kept !== undefined) return { css: kept, exact: true };
    const serving = this.serving?.stylesheet;
    return serving ? { css: serving.css, exact: false } : undefined;
  }

  /** A generation's stylesheets, kept as the newest (again, when it serves once more after a rollback). */
  private keepStylesheetsOf(warm: Warm): void {
    this.keepStylesheets([...(warm.routeStylesheets ?? []), ...(warm.stylesheet ? [warm.stylesheet] : [])]);
  }

  private keepStylesheets(stylesheets: readonly { file: string; css: string }[]): void {
    if (stylesheets.length === 0) return;
    const files = new Map(stylesheets.map(({ file, css }) => [file, css]));
    // A generation warmed again (a rollback's builds) with the same files: kept once, as the newest.
    const same = this.stylesheets.findIndex(
      (kept) => kept.size === files.size && [...files.keys()].every((file) => kept.has(file)),
    );
    if (same >= 0) this.stylesheets.splice(same, 1);
    this.stylesheets.push(files);
    if (this.stylesheets.length > STYLESHEETS_KEPT)
      this.stylesheets.splice(0, this.stylesheets.length - STYLESHEETS_KEPT);
  }

  /**
   * Pages are rendered by `warm` from now on. The serving one becomes the previous (idle, warm);
   * the previous one before it retires once its last page is sent.
   */
  promote(warm: Warm): void {
    if (warm === this.serving) return;
    const outgoing = this.serving;
    const dropped = warm === this.previous ? undefined : this.previous;
    this.serving = warm;
    this.previous = outgoing;
    dropped?.generation.retire();
    // Candidates warmed since (previews, refused releases) may have pushed its files out of those
    // kept: the serving generation's pages must always find their exact stylesheets.
    this.keepStylesheetsOf(warm);
    this.announce(warm);
    void warm.generation.exited.then(() => this.afterExit(warm));
  }

  private announce(warm: Warm): void {
    this.options.log({
      level: 'info',
      msg: 'renderer generation serving',
      pins: warm.generation.pins,
      pid: warm.generation.pid,
    });
  }

  /**
   * A renderer process can die on its own (out of memory, a crash in a section's code, killed by
   * the system). The previous one is then just forgotten; the serving one is replaced by a new
   * renderer with the same builds, since every page it would have rendered would otherwise be
   * rendered in the browser until the next release. Pages kept meanwhile are still sent (the same
   * builds: the same page key), and the replacement takes the serving one's place without
   * becoming its own "previous".
   */
  private afterExit(warm: Warm): void {
    if (this.stopped) return;
    if (warm === this.previous) {
      this.previous = undefined;
      this.options.log({ level: 'warn', msg: 'the previous renderer exited', pid: warm.generation.pid });
      return;
    }
    if (warm !== this.serving) return;
    this.options.log({
      level: 'error',
      msg: 'the serving renderer exited; starting another with the same builds',
      pid: warm.generation.pid,
      pins: warm.generation.pins,
    });
    void this.replace(warm);
  }

  private async replace(dead: Warm): Promise<void> {
    while (!this.stopped && this.serving === dead) {
      try {
        const replacement = await this.warmNew(dead.generation.pins);
        if (this.serving !== dead) {
          this.discard(replacement);
          return;
        }
        this.serving = replacement;
        this.announce(replacement);
        void replacement.generation.exited.then(() => this.afterExit(replacement));
        return;
      } catch (error) {
        this.options.log({
          level: 'error',
          msg: 'a renderer to replace the one that exited did not start',
          error: String(error),
        });
        await new Promise((resolve) => setTimeout(resolve, this.options.replaceRetryMs ?? 5000).unref());
      }
    }
  }

  /** A warmed generation the gate refused: stopped, unless it is one this set keeps. */
  discard(warm: Warm): void {
    if (warm !== this.serving && warm !== this.previous) warm.generation.stop();
  }

  /**
   * A warm generation kept outside this set (a preview's, a canary's) that is no longer wanted:
   * it takes no new pages and stops once its last page is sent, unless this set keeps it.
   */
  retireUnlessKept(warm: Warm): void {
    if (warm !== this.serving && warm !== this.previous) warm.generation.retire();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const alive = [this.warming, this.serving?.generation, this.previous?.generation].filter(
      (generation): generation is Generation => generation !== undefined,
    );
    for (const generation of alive) generation.stop();
    await Promise.all(alive.map((generation) => generation.exited));
  }
}

/** A set of pins as one key, e.g. `apps@1a2b home@3c4d ...`: the same builds, the same key. */
export function buildsKeyOf(pins: Pins): string {
  return Object.entries(pins)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, buildId]) => `${name}@${buildId}`)
    .join(',');
}
