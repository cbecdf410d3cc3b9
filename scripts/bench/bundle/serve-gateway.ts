import type { AddressInfo } from 'node:net';
import { createGateway, type GatewayOptions } from '../../gateway/create-gateway';
import type { Cleanup } from '../support/cleanup';

/** The site's own gateway (compression, caching, /api proxy) on a free loopback port; closed at cleanup. */
export async function serveGateway(options: GatewayOptions, cleanup: Cleanup): Promise<string> {
  const gateway = await createGateway(options);
  cleanup.add('close a gateway', () => gateway.close());
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const { port } = gateway.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
