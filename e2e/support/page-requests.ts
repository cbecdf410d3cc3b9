import http from 'node:http';
import { stack } from './stack';

export interface PageAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  /** Milliseconds from the request to the last byte. */
  ms: number;
}

/**
 * A page of the running site as a client at `client` (a loopback address: 127.0.0.2, 127.0.0.3...
 * are distinct visitors to the site server, which trusts no proxy here), brotli by default and not
 * decompressed, so bytes and ETags compare as sent. Rejects when the connection is dropped.
 */
export function pageFrom(
  path: string,
  options: { client?: string; headers?: Record<string, string> } = {},
): Promise<PageAnswer> {
  const { port, hostname } = new URL(stack().baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port: Number(port),
        path,
        localAddress: options.client,
        headers: { 'accept-encoding': 'br', ...options.headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text: body.toString('utf8'),
            ms: performance.now() - started,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}
