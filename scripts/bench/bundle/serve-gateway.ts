import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGateway } from '../../../site-server/src/front/create-gateway';
import { ReleasesOnDisk } from '../../../site-server/src/release-sources/releases-on-disk';
import { REPO_ROOT } from '../../workspaces';
import type { Cleanup } from '../support/cleanup';

/**
 * The site server's front (compression, caching, /api proxy) over releases on disk, pages rendered
 * in the browser, on a free loopback port; closed at cleanup.
 */
export async function serveGateway(
  options: { apiOrigin: string; releasesDir: string; shellDir?: string },
  cleanup: Cleanup,
): Promise<string> {
  const gateway = await createGateway({
    apiOrigin: options.apiOrigin,
    shellDir: options.shellDir ?? path.join(REPO_ROOT, 'shell', 'dist'),
    files: { releasesDir: options.releasesDir },
    pointers: new ReleasesOnDisk(options.releasesDir),
  });
  cleanup.add('close a gateway', () => gateway.close());
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const { port } = gateway.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
