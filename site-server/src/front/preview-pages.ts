import { renderCpuTiming, type SectionName } from '@site/contracts';
import { type BudgetVerdict, type PreviewClaims, verifyPreviewToken } from '@site/contracts/release-files';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedPreview } from '../preview/preview-generations';
import { markAsPreview } from '../preview/preview-markup';

/** The query parameter and cookie a preview travels in (the contract's names). */
export const PREVIEW_PARAMETER = 'preview';
export const PREVIEW_COOKIE = 'site_preview';
/** Headers of every preview page: never kept by anyone, never indexed. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

export interface PreviewPagesOptions {
  /** The site's preview secret; without one, previews are off and a token is ignored (logged). */
  secret: string | undefined;
  previews: { prepare(claims: PreviewClaims): Promise<PreparedPreview> };
  log: (entry: Record<string, unknown>) => void;
  /** The budget gate's verdict on a build, which the banner shows (releases on this disk only). */
  verdictOf?: (section: SectionName, build: string) => BudgetVerdict | undefined;
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim() || undefined;
  }
  return undefined;
}

function cookie(value: string, maxAgeSeconds: number): string {
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax`;
}

/**
 * Pages asked for with a preview token (`?preview=<token>`, then the `site_preview` cookie it
 * sets): rendered by the preview's own generation, never from or into the page cache, with the
 * banner, `noindex` and `no-store`. `?preview=off` clears the cookie. A token that is forged,
 * expired, tampered with, or names a build the gate refuses gets the normal page and a log line.
 * `answer` says whether it sent the page; when it did not, the normal page is sent.
 */
export function previewPages(options: PreviewPagesOptions) {
  let warnedOff = false;
  return {
    async answer(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const url = new URL(request.url, 'http://site');
      const fromQuery = url.searchParams.get(PREVIEW_PARAMETER) ?? undefined;
      url.searchParams.delete(PREVIEW_PARAMETER);
      const cleanUrl = `${url.pathname}${url.search}`;
      if (fromQuery === 'off') {
        reply
          .header('Cache-Control', PREVIEW_CACHE_CONTROL)
          .header('Set-Cookie', cookie('', 0))
          .redirect(cleanUrl, 303);
        return true;
      }
      const token = fromQuery ?? cookieValue(request.headers.cookie, PREVIEW_COOKIE);
      if (!token) return false;
      if (!options.secret) {
        if (!warnedOff) options.log({ level: 'warn', msg: 'preview token ignored: no PREVIEW_SECRET configured' });
        warnedOff = true;
        return false;
      }
      const check = verifyPreviewToken(token, options.secret);
      if (!check.valid) {
        options.log({
          level: 'warn',
          msg: 'preview token refused; the normal page is sent',
          reason: check.reason,
          from: fromQuery ? 'query' : 'cookie',
          path: url.pathname,
        });
        return false;
      }
      const { claims } = check;
      const prepared = await options.previews.prepare(claims);
      if ('refused' in prepared) {
        const [first] = prepared.refused.refusals;
        options.log({
          level: 'warn',
          msg: 'preview refused by the release gate; the normal page is sent',
          section: claims.section,
          build: claims.build,
          check: first?.check,
          reason: first?.reason,
        });
        return false;
      }
      const page = await prepared.warm.generation.render(cleanUrl).catch((error: unknown) => {
        options.log({ level: 'error', msg: 'preview renderer did not answer', error: String(error) });
        return undefined;
      });
      if (!page) return false;
      reply
        .code(page.status)
        .header('Cache-Control', PREVIEW_CACHE_CONTROL)
        .header('X-Robots-Tag', 'noindex')
        .header('Content-Security-Policy', page.contentSecurityPolicy)
        .type('text/html; charset=utf-8');
      if (page.renderCpuMs !== undefined) reply.header('Server-Timing', renderCpuTiming(page.renderCpuMs));
      if (fromQuery) {
        reply.header('Set-Cookie', cookie(token, Math.max(1, Math.floor((claims.expiresAt - Date.now()) / 1000))));
      }
      reply.send(markAsPreview(page.html, claims, options.verdictOf?.(claims.section, claims.build)));
      return true;
    },
  };
}

export type PreviewPages = ReturnType<typeof previewPages>;
