import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Cleanup } from '../support/cleanup';

/** Every `<script>` element, with its body: what the no-JavaScript ceiling leaves out. */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;

/**
 * The site's pages with every script removed (inline ones included), served from another
 * loopback port: the same server HTML, styles and pictures, and nothing that runs. Lighthouse on
 * it is the ceiling the islands aim for. Returns its origin; stopped at cleanup.
 */
export async function withoutScripts(origin: string, cleanup: Cleanup): Promise<string> {
  const target = new URL(origin);
  const server = createServer((incoming, answer) => {
    const headers = { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' };
    const upstream = request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers },
      (response) => {
        const isHtml = (response.headers['content-type'] ?? '').includes('text/html');
        if (!isHtml) {
          answer.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(answer);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8').replace(SCRIPT_ELEMENT, '');
          const { 'content-length': _length, etag: _etag, ...rest } = response.headers;
          answer.writeHead(response.statusCode ?? 502, rest);
          answer.end(html);
        });
      },
    );
    upstream.on('error', () => {
      answer.writeHead(502);
      answer.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.add('stop the no-JavaScript proxy', () => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
