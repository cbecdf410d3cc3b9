import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import {
  FORM_POST_BODY_LIMIT_BYTES,
  islandsInPage,
  parseFormRenderRequest,
  RENDER_REPORT_HEADER,
  type RendererConfig,
  type RendererMessage,
  renderCpuTiming,
  renderReportHeader,
  SITE_ROUTES,
  TRACED_SERVICES,
  type WarmUpResult,
} from '@site/contracts';
import { withActiveTraceId } from '../tracing/active-trace';
import { startTracingWhenConfigured } from '../tracing/tracing-switch';
import { type RouteStyles, stylesheetsOf } from './route-stylesheets';
import { loadPinnedSections } from './section-modules';
import { loadShellServerBuild, type RendererSetup, type ShellServerBuild } from './shell-server-build';
import { linkedWarmUpPaths, NOT_FOUND_WARM_UP, routeWarmUpPaths, type WarmUpPath } from './warm-up-paths';

/**
 * One renderer generation: a process holding one set of pinned section builds for its whole
 * life, rendering with the shell's server build (renderPage and the shared singletons the
 * sections' server builds are given). The site server starts one per set of builds, sends it
 * pages once it is warm, keeps it idle for a while after a newer one took over (a rollback), and
 * stops it once its last page is sent; nothing is ever reloaded in place.
 */
function tell(message: RendererMessage): void {
  process.send?.(message);
}

function logError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    JSON.stringify(withActiveTraceId({ level: 'warn', msg: 'part rendered in the browser', error: message })),
  );
}

async function setUp(
  config: RendererConfig,
  shell: ShellServerBuild,
): Promise<{ setup: RendererSetup; unavailable: string[] }> {
  const shared = new Map<string, unknown>(Object.entries(shell.sharedModules));
  const sections = await loadPinnedSections(config.sectionsOrigin, config.pins, shared);
  const template = readFileSync(path.join(config.shellDir, 'index.html'), 'utf8');
  const setup: RendererSetup = {
    template,
    apiOrigin: config.apiOrigin,
    siteOrigin: config.siteOrigin,
    sections: sections.modules,
    sectionLocations: sections.locations,
    dataBudgetMs: config.dataBudgetMs,
    renderBudgetMs: config.renderBudgetMs,
    onError: logError,
  };
  return {
    setup,
    unavailable: [...sections.unavailable].map(([name, reason]) => `${name}: ${reason}`),
  };
}

/**
 * Renders every route once before taking visitors, so the first visitor does not pay for warming,
 * and keeps each page's CSS: the generation's stylesheet is made of it. Then a page of each route
 * with a parameter that those pages link to (a developer's profile), and the 404 page, so their
 * CSS is in the stylesheet too rather than inline in every such page.
 */
async function warmUp(
  shell: ShellServerBuild,
  setup: RendererSetup,
): Promise<{ results: WarmUpResult[]; styles: RouteStyles[] }> {
  const results: WarmUpResult[] = [];
  const styles: RouteStyles[] = [];
  const html: string[] = [];
  const render = async ({ route, path }: WarmUpPath) => {
    const errors: string[] = [];
    const page = await shell.renderPage(
      { url: path },
      { ...setup, onError: (error) => errors.push(error instanceof Error ? error.message : String(error)) },
    );
    // Its islands too: the release gate holds each island's owner to exposing it (judge.ts).
    results.push({ route, path, status: page.status, errors, islands: islandsInPage(page.html) });
    if (page.styles) styles.push({ route, rules: page.styles });
    html.push(page.html);
  };
  for (const path of routeWarmUpPaths(SITE_ROUTES)) await render(path);
  for (const path of [...linkedWarmUpPaths(SITE_ROUTES, html), NOT_FOUND_WARM_UP]) await render(path);
  return { results, styles };
}

/** How long a stopping renderer lets pages still being sent finish. */
const STOP_GRACE_MS = 5000;

/**
 * A page, rendered whole for this request. Nothing else of the request changes it (no cookie, no
 * nonce), so the site server keeps it for every visitor (site-server/src/page-cache/) and asks
 * again only when it is missing or old: this process keeps nothing.
 */
async function serve(
  shell: ShellServerBuild,
  setup: RendererSetup,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const form = request.method === 'POST' ? parseFormRenderRequest(await bodyText(request)) : undefined;
  if (request.method === 'POST' && !form) {
    response.writeHead(400, { 'Content-Type': 'text/plain' });
    response.end('Not a form render request');
    return;
  }
  const cpuBefore = process.cpuUsage();
  const page = await shell.renderPage({ url: request.url ?? '/', ...(form ? { form } : {}) }, setup);
  const cpu = process.cpuUsage(cpuBefore);
  response.writeHead(page.status, {
    // The process's CPU while this page rendered (others rendering at once add theirs): the budget gate's renderer CPU.
    'Server-Timing': renderCpuTiming((cpu.user + cpu.system) / 1000),
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': page.contentSecurityPolicy,
    // How each part went, with its build: the site server counts them (site-server/src/metrics/).
    [RENDER_REPORT_HEADER]: renderReportHeader(page),
  });
  response.end(page.html);
}

/** A form render request's body, whole (the site server sends only forms it has read within their limit). */
async function bodyText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    // JSON of a form's values: at most a few times the form post's own limit.
    if (size > 4 * FORM_POST_BODY_LIMIT_BYTES) return '';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<void> {
  // Before node:http loads: each render request's span is then a child of the site server's.
  const tracing = await startTracingWhenConfigured(process.env, TRACED_SERVICES.renderer);
  const { createServer } = await import('node:http');
  const raw = process.env.RENDERER_CONFIG;
  if (!raw) throw new Error('RENDERER_CONFIG is not set');
  const config = JSON.parse(raw) as RendererConfig;
  const shell = loadShellServerBuild(config.shellDir);
  const { setup: warmingSetup, unavailable } = await setUp(config, shell);
  const warm = await warmUp(shell, warmingSetup);
  // From now on pages link the stylesheets the warm-up's pages make (a shell build without them: none).
  const { pageStylesheet, routeStylesheets } = shell.pageStylesheetOf
    ? stylesheetsOf(shell.pageStylesheetOf, warm.styles)
    : { pageStylesheet: undefined, routeStylesheets: undefined };
  const setup: RendererSetup = { ...warmingSetup, pageStylesheet, routeStylesheets };
  const server = createServer((request, response) => {
    serve(shell, setup, request, response).catch((error: unknown) => {
      logError(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end();
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('The renderer has no port');
    tell({
      type: 'ready',
      port: address.port,
      unavailableSections: unavailable,
      warmUp: warm.results,
      sharedVersions: shell.sharedVersions,
      stylesheet: pageStylesheet && { file: pageStylesheet.file, css: pageStylesheet.css },
      routeStylesheets: routeStylesheets && Object.values(routeStylesheets).map(({ file, css }) => ({ file, css })),
    });
  });
  // Stopped once its last page is sent (or with the site): the site server's idle keep-alive
  // connections must not hold it, nor a visitor who stopped reading.
  const stop = () => {
    server.close(() => void Promise.resolve(tracing?.shutdown()).finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
  };
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
}

main().catch((error: unknown) => {
  tell({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
