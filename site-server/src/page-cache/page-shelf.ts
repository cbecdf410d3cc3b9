import type { RenderedPage } from '@site/contracts';
import { LRUCache } from 'lru-cache';
import { type ShelvedPage, shelvePage } from './shelved-page';

/** Who renders a page on a miss: the generation serving now, named by its set of section builds. */
export interface PageRenderer {
  /** The section builds it is pinned to, e.g. `apps@1a2b,developers@3c4d,...`: part of every key. */
  buildsKey: string;
  render(url: string): Promise<RenderedPage | undefined>;
}

export interface PageShelfOptions {
  /** How long a page is served as it is: as long as the API keeps its catalogue. */
  freshMs: number;
  /** How long past that a kept page is still sent while its replacement renders. */
  staleMs: number;
  /** Bytes of pages kept (all three encodings); the least recently read go first. */
  maxBytes: number;
  /** Told of every look-up: a fresh page (hit), one sent while a render replaces it (stale), or none (miss). */
  onLookup?: (result: PageLookup) => void;
}

export type PageLookup = 'hit' | 'stale' | 'miss';

/**
 * Rendered pages, the same bytes for every visitor, keyed by URL and the section builds that
 * rendered them: a release changes the key, so a page of the new builds is rendered at once.
 * Concurrent misses share one render (lru-cache's fetch); a page a little past its freshness is
 * sent while one render replaces it, so a busy page never makes its visitors wait for a render.
 */
export class PageShelf {
  private readonly pages: LRUCache<string, ShelvedPage, PageRenderer>;

  constructor(private readonly options: PageShelfOptions) {
    this.pages = new LRUCache<string, ShelvedPage, PageRenderer>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => page.size,
      // Dropped once too old to send even while it is replaced: memory holds the pages visitors
      // read now, not the pages of every release gone by (bench:releases grew 37 MB over 30
      // releases while old pages waited for the size limit).
      ttl: options.freshMs + options.staleMs,
      ttlAutopurge: true,
      // A render outlives its page's removal: its page is kept, and its visitors get it.
      ignoreFetchAbort: true,
      noDeleteOnStaleGet: true,
      fetchMethod: async (key, _stale, { context }) => {
        const page = await context.render(urlOf(key));
        return page ? shelvePage(page) : undefined;
      },
    });
  }

  /** The page for this URL as the renderer's builds render it; undefined when it could not be rendered. */
  async page(url: string, renderer: PageRenderer): Promise<ShelvedPage | undefined> {
    const key = `${renderer.buildsKey} ${url}`;
    // While a render replaces a page, this is still the page it replaces. A read: the least
    // recently read pages go first when the size limit is reached.
    const kept = this.pages.get(key, { allowStale: true });
    const age = kept ? Date.now() - kept.renderedAt : Number.POSITIVE_INFINITY;
    if (kept && age <= this.options.freshMs) {
      this.options.onLookup?.('hit');
      return kept;
    }
    if (kept && age <= this.options.freshMs + this.options.staleMs) {
      this.options.onLookup?.('stale');
      // One render replaces it (a render already under way is shared); this visitor does not wait.
      this.pages.fetch(key, { context: renderer, forceRefresh: true }).catch(() => undefined);
      return kept;
    }
    this.options.onLookup?.('miss');
    try {
      return await this.pages.fetch(key, { context: renderer, forceRefresh: kept !== undefined });
    } catch {
      return undefined;
    }
  }

  /** Pages kept, for the site's status and tests. */
  get size(): number {
    return this.pages.size;
  }
}

function urlOf(key: string): string {
  return key.slice(key.indexOf(' ') + 1);
}
