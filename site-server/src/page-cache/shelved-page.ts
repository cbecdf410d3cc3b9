import { createHash } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, createBrotliDecompress, createGzip } from 'node:zlib';
import type { PartOutcome, RenderedPage, SectionName } from '@site/contracts';
import type { PageEncoding } from './encoded-bodies';

const brotli = promisify(brotliCompress);

/** A section whose parts are on a page, with the build that rendered them. */
export interface SectionOnPage {
  section: SectionName;
  build: string;
  /** Whether a part of it failed on the server (it is then rendered in the visitor's browser). */
  failed: boolean;
}

/** A rendered page as it is kept: compressed once, each encoding with its own strong validator. */
export interface ShelvedPage {
  status: number;
  contentSecurityPolicy: string;
  renderedAt: number;
  /**
   * The page as brotli, the one encoding kept; the plain text is decompressed when asked for (tests,
   * tools: browsers, nginx and CDNs ask for br or gzip). Gzip is made on the way out (`bodyIn`).
   */
  bodies: { readonly br: Buffer; readonly identity: Buffer };
  etags: Readonly<Record<PageEncoding, string>>;
  /** Bytes held (brotli), for the shelf's size limit. */
  size: number;
  /** The sections on the page (none on the 404 page): each page sent is counted for their builds. */
  sections: readonly SectionOnPage[];
  /** What its render cost the renderer's CPU (sent as `Server-Timing`: the budget gate compares builds by it). */
  renderCpuMs?: number;
}

/** Each section of a page's parts once, failed when any of its parts failed on the server. */
export function sectionsOnPage(parts: readonly PartOutcome[]): SectionOnPage[] {
  const sections = new Map<SectionName, SectionOnPage>();
  for (const part of parts) {
    const known = sections.get(part.section);
    const failed = part.outcome === 'error' || (known?.failed ?? false);
    sections.set(part.section, { section: part.section, build: known?.build ?? part.build, failed });
  }
  return [...sections.values()];
}

/**
 * Brotli 6, paid once per render, in zlib's thread pool. Measured on the 446 KB home page: brotli 6
 * takes 12 ms for 38.6 KB, brotli 9 57 ms for 37.4 KB (3 % smaller), brotli 11 843 ms; gzip 6
 * 9 ms for 52.6 KB. Gzip was made and kept for every page too, until a crawl of every profile and
 * 10,000 searches put the site server at 504 MB: every browser, nginx and CDN asks for brotli, so
 * gzip is now made per request for the few that do not (a stream through zlib's thread pool,
 * about 1-2 ms of it for a page), and a page holds half the memory and costs a miss half the
 * compression.
 */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

/** The page's digest names the bytes, so it changes with the page's data and with any section build it names. */
function digest(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 32);
}

/**
 * Compresses a rendered page once, off the event loop (zlib's thread pool), for every visitor
 * until it is replaced. A strong ETag differs per encoding: the bytes differ.
 */
export async function shelvePage(page: RenderedPage, now = Date.now()): Promise<ShelvedPage> {
  const identity = Buffer.from(page.html, 'utf8');
  // zlib hands back its output in the chunk it wrote it into (16 KB and more for a 10 KB page):
  // copied into a buffer of its own size, a page holds what the shelf counts for it.
  const br = Buffer.from(
    await brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  );
  const name = digest(identity);
  return {
    status: page.status,
    contentSecurityPolicy: page.contentSecurityPolicy,
    renderedAt: now,
    // The plain text is four fifths of a page's bytes (446 KB beside 39 KB of brotli on /): not
    // kept, the shelf holds ten times as many pages in the same memory.
    bodies: {
      br,
      get identity() {
        return brotliDecompressSync(br);
      },
    },
    etags: { identity: `"${name}"`, br: `"${name}-br"`, gzip: `"${name}-gz"` },
    size: br.length,
    sections: sectionsOnPage(page.parts),
    ...(page.renderCpuMs === undefined ? {} : { renderCpuMs: page.renderCpuMs }),
  };
}

/**
 * The page's bytes in the encoding a visitor accepts: the kept brotli, or the plain text or gzip
 * streamed from it (decompressed and compressed in zlib's thread pool, never on the event loop,
 * never kept).
 */
export function bodyIn(page: ShelvedPage, encoding: PageEncoding): Buffer | Readable {
  if (encoding === 'br') return page.bodies.br;
  const plain = pipeline(Readable.from([page.bodies.br]), createBrotliDecompress(), () => undefined);
  return encoding === 'identity' ? plain : pipeline(plain, createGzip({ level: GZIP_LEVEL }), () => undefined);
}
