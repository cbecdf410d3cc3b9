import { type PageLookup, type PageRenderer, PageShelf } from './page-shelf';
import type { ShelvedPage } from './shelved-page';

/**
 * Where the front's pages plugin gets a page: kept whole and compressed in this process, the
 * same bytes for every visitor, and asked of the serving renderer generation only when missing
 * or old. Undefined: no renderer can answer, and the browser renders the page.
 */
export interface PageSource {
  page(url: string): Promise<ShelvedPage | undefined>;
}

/** Who renders now: the serving generation, undefined while none is warm. */
export interface ServingRenderer {
  renderer(): PageRenderer | undefined;
}

export interface CachedPagesOptions {
  /** How long a page is sent as it is (the API keeps its catalogue 5 s). */
  freshMs?: number;
  /** How long past that it is still sent while its replacement renders. */
  staleMs?: number;
  /** Bytes of pages kept in memory, all encodings counted. */
  maxBytes?: number;
  /** Told of every look-up (the site's metrics count them). */
  onLookup?: (result: PageLookup) => void;
}

export function cachedPages(serving: ServingRenderer, options: CachedPagesOptions = {}): PageSource {
  const shelf = new PageShelf({
    freshMs: options.freshMs ?? 5000,
    staleMs: options.staleMs ?? 10_000,
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    onLookup: options.onLookup,
  });
  return {
    async page(url) {
      const renderer = serving.renderer();
      return renderer ? shelf.page(url, renderer) : undefined;
    },
  };
}
