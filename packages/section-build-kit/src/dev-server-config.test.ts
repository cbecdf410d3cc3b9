import { devServerConfig, liveReloadPath } from './dev-server-config';

type ProxyEntry = { context: string[]; ws?: boolean; router?: (request: { url?: string }) => string };

describe('dev server configuration', () => {
  it("sends every live-reload client to the page's own host and port, on its part's path", () => {
    for (const part of ['shell', 'apps'] as const) {
      const config = devServerConfig(part, 'http://127.0.0.1:3000');
      const client = config.client as { webSocketURL: Record<string, unknown> };
      expect(client.webSocketURL).toEqual({
        protocol: 'auto:',
        hostname: '0.0.0.0',
        port: 0,
        pathname: liveReloadPath(part),
      });
      expect(config.webSocketServer).toEqual({ type: 'ws', options: { path: liveReloadPath(part) } });
    }
    expect(liveReloadPath('apps')).toBe('/remotes/apps/ws');
  });

  it("passes each section's live-reload socket from the shell's port to that section's dev server", () => {
    const proxies = devServerConfig('shell', 'http://127.0.0.1:3000').proxy as ProxyEntry[];
    const sockets = proxies.find((entry) => entry.ws);
    expect(sockets?.context).toContain('/remotes/forms/ws');
    expect(sockets?.router?.({ url: '/remotes/forms/ws' })).toBe('http://127.0.0.1:3005');
    expect(sockets?.router?.({ url: '/remotes/developers/ws' })).toBe('http://127.0.0.1:3003');
  });

  it("holds section requests on the shell only (a section's own server has nothing to wait for)", () => {
    expect(devServerConfig('shell', 'http://127.0.0.1:3000').setupMiddlewares).toBeDefined();
    expect(devServerConfig('apps', 'http://127.0.0.1:3000').setupMiddlewares).toBeUndefined();
  });
});
