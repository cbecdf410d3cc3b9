import { PAGE_STYLESHEET_FILE, PAGE_STYLESHEET_PATH } from '@site/contracts';
import type { FastifyInstance } from 'fastify';

/** Where the renderer generations' stylesheets come from (generations.ts). */
export interface StylesheetSource {
  /** `exact: false` when the file asked for is not kept and the serving generation's stands in. */
  stylesheet(file: string): { css: string; exact: boolean } | undefined;
}

export interface PageStylesheetsOptions {
  stylesheets?: StylesheetSource;
}

/**
 * `/page-styles/<digest>.css`: the stylesheet server-rendered pages link (the CSS every route
 * uses, made by a renderer generation's warm-up). Its name is a digest of its text, so a browser,
 * nginx or a CDN keeps it a year; a stand-in for a file no longer kept is sent to be revalidated.
 */
export async function pageStylesheets(app: FastifyInstance, options: PageStylesheetsOptions): Promise<void> {
  app.get<{ Params: { file: string } }>(`${PAGE_STYLESHEET_PATH}:file`, async (request, reply) => {
    const found = PAGE_STYLESHEET_FILE.test(request.params.file)
      ? options.stylesheets?.stylesheet(request.params.file)
      : undefined;
    if (!found) return reply.code(404).type('text/plain').send('Not Found');
    return reply
      .header('Cache-Control', found.exact ? 'public, max-age=31536000, immutable' : 'no-cache')
      .type('text/css; charset=utf-8')
      .send(found.css);
  });
}
