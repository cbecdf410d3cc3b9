import type { IncomingHttpHeaders } from 'node:http';
import type { RenderedResponse } from '../generations/generation';

/**
 * Where the front's pages plugin asks for a page: the seam of the page cache. Today every page is
 * asked of the serving renderer generation (whose process keeps each page a few seconds,
 * page-cache.ts); a cache of whole pages in this process (same bytes for every visitor, an ETag,
 * compressed once) goes here, asking the generation only on a miss. Null: no renderer can answer,
 * the page is rendered in the browser.
 */
export interface PageSource {
  render(url: string, headers: IncomingHttpHeaders): Promise<RenderedResponse | null>;
}
