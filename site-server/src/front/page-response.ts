import { readFileSync } from 'node:fs';
import { pageSecurityPolicy, renderCpuTiming } from '@site/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from '../page-cache/accepted-encoding';
import { bodyIn, type ShelvedPage } from '../page-cache/shelved-page';

/**
 * How long a page may be kept: a browser asks again each time (and gets a 304 while the page is
 * unchanged); nginx or a CDN keeps it a second and sends it up to 3 s more while it asks again, so
 * a release or new data reaches every visitor within the site's 5 s. Asking again costs the site
 * server a 304 from memory: it keeps pages until they change (docs/decisions/page-cache.md).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=3';

function matchesAny(ifNoneMatch: string | undefined, page: ShelvedPage): boolean {
  if (!ifNoneMatch) return false;
  const etags = new Set(Object.values(page.etags));
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || etags.has(tag);
  });
}

/** Sends a kept page as the browser accepts it, or 304 when the browser's copy is this page. */
export function sendShelvedPage(request: FastifyRequest, reply: FastifyReply, page: ShelvedPage): FastifyReply {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  reply
    .header('Cache-Control', PAGE_CACHE_CONTROL)
    .header('Vary', 'Accept-Encoding')
    .header('ETag', page.etags[encoding])
    .header('Content-Security-Policy', page.contentSecurityPolicy)
    .type('text/html; charset=utf-8');
  if (page.renderCpuMs !== undefined) reply.header('Server-Timing', renderCpuTiming(page.renderCpuMs));
  if (page.status === 200 && matchesAny(request.headers['if-none-match'], page)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.code(page.status).send(bodyIn(page, encoding));
}

/** When a visitor asks again after the site was too busy to render their page. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * The site is too busy to render a page it never had: 503 at once, with Retry-After, and the
 * shell's page as the body, which a browser with JavaScript renders by itself. Never kept.
 */
export function sendBusyPage(reply: FastifyReply, indexFile: string): FastifyReply {
  return reply
    .header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS))
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', pageSecurityPolicy())
    .type('text/html; charset=utf-8')
    .send(readFileSync(indexFile, 'utf8'));
}
