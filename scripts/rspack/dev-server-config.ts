import type { Configuration } from '@rspack/core';
import { SECTION_NAMES, sectionBase } from '@site/contracts';
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
 * production; its live-reload socket is passed on as is (the section listens on that path).
 */
function sectionDevProxies() {
  return SECTION_NAMES.flatMap((name) => {
    const target = `http://127.0.0.1:${devPort(name)}`;
    return [
      { context: [liveReloadPath(name)], target, ws: true },
      {
        context: [sectionBase(name).slice(0, -1)],
        target,
        pathRewrite: { [`^${sectionBase(name).slice(0, -1)}`]: '' },
      },
    ];
  });
}
