import type { Configuration } from '@rspack/core';
import { SECTION_NAMES, type SectionName, sectionBase } from '@site/contracts';
import { type DevPart, devPort } from './dev-ports';
import { waitForSectionServers } from './wait-for-section-servers';

type DevServer = Exclude<NonNullable<Configuration['devServer']>, false>;

/**
 * Where a part's live-reload socket listens: the shell's at `/ws`, a section's under its own
 * `/remotes/<name>/`, so the same path works on the section's standalone page and through the
 * shell's port, whose proxy passes it on.
 */
export function liveReloadPath(part: DevPart): string {
  return part === 'shell' ? '/ws' : `${sectionBase(part)}ws`;
}

/**
 * A part's dev server. Pages are opened on the shell's port (http://localhost:8080): every
 * live-reload client (the shell's and each section's, all in that page) connects to the page's own
 * host and port, never to the 127.0.0.1:<port> a server listens on: a socket from the page's
 * origin to another host is refused as "Invalid Host/Origin header". The host checks stay on:
 * through the shell's proxy the Host and Origin are the page's own, which both servers accept.
 */
export function devServerConfig(part: DevPart, apiOrigin: string): DevServer {
  const isShell = part === 'shell';
  const socketPath = liveReloadPath(part);
  return {
    port: devPort(part),
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    // On one machine a gzip of the page's 14 MB of development code costs more than it saves; an
    // ETag lets a reload fetch only the files an edit changed (the rest answer 304).
    compress: false,
    devMiddleware: { etag: 'strong' },
    headers: { 'Access-Control-Allow-Origin': '*' },
    webSocketServer: { type: 'ws', options: { path: socketPath } },
    client: { webSocketURL: { protocol: 'auto:', hostname: '0.0.0.0', port: 0, pathname: socketPath } },
    proxy: [
      { context: ['/api', '/images'], target: apiOrigin, changeOrigin: false },
      ...(isShell ? sectionDevProxies() : []),
    ],
    ...(isShell
      ? {
          setupMiddlewares: (middlewares) => [
            { name: 'wait-for-section-servers', middleware: waitForSectionServers() },
            ...middlewares,
          ],
        }
      : {}),
  };
}

/**
 * In development the shell reaches each section's dev server under /remotes/<name>/, as in
 * production; the sections' live-reload sockets are passed on as they are (each section listens on
 * its own path), by one proxy for all five.
 */
function sectionDevProxies() {
  const sockets = SECTION_NAMES.map(liveReloadPath);
  const sectionOrigin = (name: SectionName) => `http://127.0.0.1:${devPort(name)}`;
  return [
    {
      context: sockets,
      target: sectionOrigin('home'),
      router: (request: { url?: string }) => {
        const name = SECTION_NAMES.find((each) => request.url?.startsWith(liveReloadPath(each)));
        return sectionOrigin(name ?? 'home');
      },
      ws: true,
    },
    ...SECTION_NAMES.map((name) => {
      const base = sectionBase(name).slice(0, -1);
      return { context: [base], target: sectionOrigin(name), pathRewrite: { [`^${base}`]: '' } };
    }),
  ];
}
