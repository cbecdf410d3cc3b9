import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { ConfigError } from '../config/env.js';

/** METRICS_PORT / METRICS_HOST: where Prometheus scrapes, never the public port. */
export interface MetricsListenerOptions {
  port: number;
  host: string;
}

export const METRICS_PATH = '/metrics';

/** A ConfigError: what to fix is METRICS_PORT or METRICS_HOST, said in one line at start. */
export class MetricsListenerError extends ConfigError {}

/**
 * A plain HTTP server of its own for `GET /metrics`: nothing of the public app (its routes, CORS,
 * body parsers, rate limits) is reachable through it, and `/metrics` is not reachable through the
 * public app (nginx and the site server proxy only `/api`).
 */
export async function listenForScrapes(registry: Registry, options: MetricsListenerOptions): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: scrape GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n'),
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new MetricsListenerError(
          error.code === 'EADDRINUSE'
            ? `METRICS_PORT ${options.port} is already in use on ${options.host}: choose another (or leave METRICS_PORT unset for no metrics listener)`
            : `The metrics listener cannot listen on ${options.host}:${options.port} (${error.message}): check METRICS_HOST and METRICS_PORT`,
        ),
      );
    });
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}

export function addressOf(server: Server): string {
  const { address, port } = server.address() as AddressInfo;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}${METRICS_PATH}`;
}
