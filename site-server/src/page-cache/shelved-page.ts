import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { PartOutcome, RenderedPage, SectionName } from '@site/contracts';
import { encodedBodies, type PageEncoding } from './encoded-bodies';

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
  /** The page in each encoding; the plain one is unzipped when asked for (rare: nginx and browsers ask for br or gzip). */
  bodies: Readonly<Record<PageEncoding, Buffer>>;
  etags: Readonly<Record<PageEncoding, string>>;
  /** Bytes held (brotli and gzip), for the shelf's size limit. */
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
 * Brotli 6 and gzip 6, paid once per render, in zlib's thread pool. Measured on the
 * 446 KB home page: brotli 6 takes 12 ms for 38.6 KB, brotli 9 57 ms for 37.4 KB (3 % smaller),
 * brotli 11 843 ms; gzip 6 9 ms for 52.6 KB, gzip 9 the same bytes within 1 %. A miss (a URL no
 * one asked for in the last seconds) pays both, so the cheaper levels keep the site server's CPU
 * for pages.
 */
const PAGE_LEVELS = { brotliQuality: 6, gzipLevel: 6 };

/** The page's digest names the bytes, so it changes with the page's data and with any section build it names. */
function digest(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 32);
}

/**
 * Compresses a rendered page once, off the event loop (zlib's thread pool), for every visitor
 * until it is replaced. A strong ETag differs per encoding: the bytes differ.
 */
export async function shelvePage(page: RenderedPage, now = Date.now()): Promise<ShelvedPage> {
  const { identity, br, gzip: gz } = await encodedBodies(page.html, PAGE_LEVELS);
  const name = digest(identity);
  return {
    status: page.status,
    contentSecurityPolicy: page.contentSecurityPolicy,
    renderedAt: now,
    // The plain text is four fifths of a page's bytes (446 KB beside 39 KB of brotli and 53 KB of
    // gzip on /): not kept, the shelf holds five times as many pages in the same memory.
    bodies: {
      br,
      gzip: gz,
      get identity() {
        return gunzipSync(gz);
      },
    },
    etags: { identity: `"${name}"`, br: `"${name}-br"`, gzip: `"${name}-gz"` },
    size: br.length + gz.length,
    sections: sectionsOnPage(page.parts),
    ...(page.renderCpuMs === undefined ? {} : { renderCpuMs: page.renderCpuMs }),
  };
}
