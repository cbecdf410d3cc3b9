import { PAGE_STYLESHEET_FILE, PAGE_STYLESHEET_PATH } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { acceptedEncoding } from '../page-cache/accepted-encoding';
import { stylesheetBodies } from './stylesheet-bodies';

/** Where the renderer generations' stylesheets come from (generations.ts). */
export interface StylesheetSource {
  /** `exact: false` when the file asked for is not kept and the serving generation's stands in. */
  stylesheet(file: string): { css: string; exact: boolean } | undefined;
}

export interface PageStylesheetsOptions {
  stylesheets?: StylesheetSource;
}

/**
 * `/page-styles/<digest>.css`: the stylesheets server-rendered pages link (each route's CSS, made
 * by a renderer generation's warm-up). A name is a digest of its text, so a browser, nginx or a CDN
 * keeps it a year, and it is compressed once, at brotli's and gzip's best; a stand-in for a file no
 * longer kept is sent to be revalidated (compressed as it is sent).
 */
export async function pageStylesheets(app: FastifyInstance, options: PageStylesheetsOptions): Promise<void> {
  const bodiesOf = stylesheetBodies();
  app.get<{ Params: { file: string } }>(`${PAGE_STYLESHEET_PATH}:file`, async (request, reply) => {
    const found = PAGE_STYLESHEET_FILE.test(request.params.file)
      ? options.stylesheets?.stylesheet(request.params.file)
      : undefined;
    if (!found) return reply.code(404).type('text/plain').send('Not Found');
    reply.type('text/css; charset=utf-8');
    if (!found.exact) return reply.header('Cache-Control', 'no-cache').send(found.css);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const body = (await bodiesOf(request.params.file, found.css))[encoding];
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(body);
  });
}
