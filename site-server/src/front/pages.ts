import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPartsPagePath, pageAddress, pageSecurityPolicy, SITE_ROUTES } from '@site/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { PageSource } from '../page-cache/page-source';
import type { ShelvedPage } from '../page-cache/shelved-page';
import { cacheControlFor } from './cache-headers';
import { sendBusyPage, sendShelvedPage } from './page-response';
import type { PreviewPages } from './preview-pages';
import { isKnownPage } from './route-status';

export interface PagesOptions {
  /** The shell's build folder: its page, its files (its server build is never served). */
  shellDir: string;
  /** Rendered pages; without it (or while it has none) pages are rendered in the browser. */
  pages?: PageSource;
  /** Pages asked for with a preview token (front/preview-pages.ts); every other request gets the normal page. */
  preview?: PreviewPages;
  /** Told of every page sent from `pages` (a 304 included, HEAD not): the metrics count it per section build. */
  onPageSent?: (page: ShelvedPage) => void;
  /**
   * Whether the sections' parts pages (`/_parts/<section>`, QA's) are served to anyone: true but in
   * production, where only a preview's holders get them. Always `noindex`.
   */
  partsPages?: boolean;
}

/**
 * The site's pages and the shell's files: a page rendered on the server when a renderer can
 * answer, else the shell's page, which the browser renders; 404 for an unknown page.
 */
async function pagesPlugin(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const { shellDir } = options;
  await app.register(fastifyStatic, {
    root: shellDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    // The builds write .br and .gz copies (@site/section-build-kit's precompress-plugin.ts): sent as they are.
    preCompressed: true,
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    setHeaders: (reply: FastifyReply, filePath: string) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });
  const indexFile = path.join(shellDir, 'index.html');
  // The shell's page has no inline element: the policy without hashes allows exactly that.
  const sendBrowserRenderedPage = (reply: FastifyReply, status: number) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', pageSecurityPolicy())
      .type('text/html')
      .send(readFileSync(indexFile, 'utf8'));
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const partsPage = isPartsPagePath(pathname);
    if (partsPage) reply.header('X-Robots-Tag', 'noindex');
    if (await options.preview?.answer(request, reply)) return reply;
    if (partsPage && !options.partsPages) return reply.code(404).type('text/plain').send('Not Found');
    // One page per meaning: rendered and kept by its address, whatever campaign or unknown
    // parameters the request carries; the visitor's address shares the renders fairly.
    const answer = await options.pages?.page(pageAddress(request.url), request.ip);
    if (!answer) return sendBrowserRenderedPage(reply, isKnownPage(pathname) ? 200 : 404);
    if ('busy' in answer) return sendBusyPage(reply.code(503), indexFile);
    if (request.method !== 'HEAD') options.onPageSent?.(answer.page);
    return sendShelvedPage(request, reply, answer.page);
  };
  // Each page of the route table by its own route: a page from the cache then costs no look into
  // the shell's folder first (the static files' wildcard, tried before the not-found handler, made
  // /developers cost seven times the CPU of /). Other spellings still reach the not-found handler.
  for (const route of SITE_ROUTES) {
    app.get(route.path, async (request, reply) =>
      sendPage(request, reply, new URL(request.url, 'http://site').pathname),
    );
  }
  app.get('/index.html', async (_request, reply) => reply.redirect('/', 301));
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = new URL(request.url, 'http://gateway').pathname;
    const looksLikeFile = path.extname(pathname) !== '' || pathname.startsWith('/remotes/');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(404).send({ statusCode: 404, message: 'Not Found' });
    if (looksLikeFile || !existsSync(indexFile)) return reply.code(404).type('text/plain').send('Not Found');
    return sendPage(request, reply, pathname);
  });
}

/** Not encapsulated: its not-found handler answers every path no other plugin has. */
export const pages = fastifyPlugin(pagesPlugin, { name: 'pages' });
